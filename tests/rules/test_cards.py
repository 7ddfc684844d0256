from __future__ import annotations

import pickle

import pytest

from rules import (
    ALL_CARDS,
    EMPTY,
    FULL_DECK,
    Card,
    CardSet,
    InvalidNotationError,
    Rank,
    Suit,
    parse_cards,
)


@pytest.mark.parametrize(
    ("text", "code", "pretty"),
    [
        ("3S", "3S", "3♠"),
        ("10h", "10H", "10♥"),
        ("TH", "10H", "10♥"),
        ("th", "10H", "10♥"),
        ("3♠", "3S", "3♠"),
        ("10♥", "10H", "10♥"),
        ("q♦", "QD", "Q♦"),
        ("2c", "2C", "2♣"),
        ("As", "AS", "A♠"),
        (" kH ", "KH", "K♥"),
    ],
)
def test_parse_card(text: str, code: str, pretty: str) -> None:
    card = Card.parse(text)
    assert card.code == code
    assert str(card) == pretty
    assert eval(repr(card)) is card


@pytest.mark.parametrize("text", ["", "1S", "11H", "3X", "ZZ", "10", "S", "3SS", "JK", "joker"])
def test_parse_card_rejects(text: str) -> None:
    with pytest.raises(InvalidNotationError):
        Card.parse(text)


def test_joker_message_is_specific() -> None:
    with pytest.raises(InvalidNotationError, match="jokers are not used"):
        parse_cards("3S JK")


def test_index_matches_detector_classes() -> None:
    classes = ["3S", "3C", "3D", "3H", "4S"]
    assert [Card.from_index(i).code for i in range(5)] == classes
    assert Card.from_index(51).code == "2H"
    assert Card.parse("10S").index == 28
    assert Card(Rank.TWO, Suit.HEARTS) is Card.parse("2H")
    with pytest.raises(InvalidNotationError):
        Card.from_index(52)


def test_cards_are_singletons_and_immutable() -> None:
    assert Card.parse("3S") is Card.parse("3♠")
    assert pickle.loads(pickle.dumps(Card.parse("9D"))) is Card.parse("9D")
    with pytest.raises(AttributeError):
        Card.parse("3S").rank = Rank.FOUR  # type: ignore[misc]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3S 4h, 10♥ TD", "3♠ 4♥ 10♦ 10♥"),
        ("2H,2S", "2♠ 2♥"),
        ("3♠4♠5♠", "3♠ 4♠ 5♠"),
        ("  ", ""),
        ("AS;KS", "K♠ A♠"),
    ],
)
def test_parse_cards(text: str, expected: str) -> None:
    assert str(parse_cards(text)) == expected


@pytest.mark.parametrize("text", ["3S 3S", "3S 3♠", "3S 4Z", "3S, , 99"])
def test_parse_cards_rejects(text: str) -> None:
    with pytest.raises(InvalidNotationError):
        parse_cards(text)


def test_duplicate_is_named() -> None:
    with pytest.raises(InvalidNotationError, match="appears twice"):
        parse_cards("10H 4S TH")


def test_cardset_operations() -> None:
    a = parse_cards("3S 4S 5S")
    b = parse_cards("5S 6S")
    assert str(a | b) == "3♠ 4♠ 5♠ 6♠"
    assert str(a & b) == "5♠"
    assert str(a - b) == "3♠ 4♠"
    assert str(a ^ b) == "3♠ 4♠ 6♠"
    assert Card.parse("4S") in a and Card.parse("6S") not in a
    assert "4S" not in a  # only cards are members
    assert len(a) == 3 and bool(a) and not EMPTY
    assert parse_cards("3S") <= a and not b <= a and a >= parse_cards("4S")
    assert a.isdisjoint(parse_cards("2H"))
    assert list(reversed(a)) == list(reversed(list(a)))
    assert len(FULL_DECK) == 52 and list(FULL_DECK) == list(ALL_CARDS)
    assert hash(a) == hash(parse_cards("5S 4S 3S")) and a == parse_cards("5S 4S 3S")
    assert eval(repr(a)) == a
    assert a.codes() == ["3S", "4S", "5S"]
    assert FULL_DECK.ranks() == [4] * 13
    assert str(FULL_DECK.of_rank(Rank.TWO)) == "2♠ 2♣ 2♦ 2♥"
    assert len(FULL_DECK.of_suit(Suit.HEARTS)) == 13
    with pytest.raises(AttributeError):
        a.mask = 0  # type: ignore[misc]


def test_iteration_in_game_order() -> None:
    cards = parse_cards("2H 3S AC 10D 3H")
    assert [c.code for c in cards] == ["3S", "3H", "10D", "AC", "2H"]


def test_cardset_rejects_bad_members() -> None:
    with pytest.raises(TypeError):
        CardSet(["3S"])  # type: ignore[list-item]
    with pytest.raises(InvalidNotationError):
        CardSet.from_mask(1 << 52)
