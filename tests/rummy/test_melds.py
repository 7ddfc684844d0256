"""Every meld type of both games, from the rule text (DESIGN.md §5, seeds 001 and 002)."""

from __future__ import annotations

import pytest

from rules.rummy import IndianRummyRules, ThirteenRummyRules, classify_meld, parse_hand

ACE_HIGH = ThirteenRummyRules(ace_high=True)


@pytest.mark.parametrize(
    ("cards", "wild", "kind", "rules"),
    [
        # Sets: 3+ cards of one rank; two decks allow the same card twice; no size limit.
        ("7S 7H 7D", None, "set", None),
        ("7S 7S 7H", None, "set", None),
        ("7S 7H 7D 7C 7S", None, "set", None),
        ("7S 7H", None, None, None),
        ("7S 7H 8D", None, None, None),
        # Runs: 3+ consecutive of one suit, ace low only (A-2-3 yes, Q-K-A no).
        ("AS 2S 3S", None, "run", None),
        ("9H 10H JH QH KH", None, "run", None),
        ("QS KS AS", None, None, None),
        ("KS AS 2S", None, None, None),
        ("5H 6S 7H", None, None, None),
        ("5H 5H 6H 7H", None, None, None),
        ("5H 6H 8H", None, None, None),
        # Variant: ace high or low, never both (no K-A-2).
        ("QS KS AS", None, "run", ACE_HIGH),
        ("AS 2S 3S", None, "run", ACE_HIGH),
        ("KS AS 2S", None, None, ACE_HIGH),
        # Wild cards stand for any card of a set or run, as many as wanted.
        ("5H 7H 3C", 3, "run", None),
        ("5H 6H 3C", 3, "run", None),
        ("5H 5S 3C", 3, "set", None),
        ("KH 3C 3D 3S", 3, "run", None),
        ("3C 3D 3S", 3, "set", None),
        ("5H 9H 3C 3D 3S", 3, "run", None),
        ("5H 9H 3C 3D", 3, None, None),
        ("QS KS 3D", 3, "run", None),
        ("KS 3D 3H", 3, "run", None),
    ],
)
def test_thirteen_rummy_melds(
    cards: str, wild: int | None, kind: str | None, rules: ThirteenRummyRules | None
) -> None:
    meld = classify_meld(cards, "thirteen_rummy", wild_rank=wild, rules=rules)
    assert (meld.kind if meld else None) == kind
    if meld is not None:
        assert tuple(sorted(meld.cards)) == parse_hand(cards)


@pytest.mark.parametrize(
    ("cards", "wild", "kind", "pure"),
    [
        # Groups: 3 or 4 cards of one rank, all suits different; at most one joker.
        ("8H 8S 8D", None, "set", False),
        ("8H 8S 8D 8C", None, "set", False),
        ("8H 8S 8D 8C JK", None, None, False),
        ("8H 8H 8D", None, None, False),
        ("8H 8S JK", None, "set", False),
        ("8H 8S 8D JK", None, "set", False),
        ("8H JK JK", None, None, False),
        ("8H 8S 5C", 5, "set", False),
        ("8H 5S 5C", 5, None, False),
        ("5S 5H 5D", 5, "set", False),
        ("5S 5H JK", 5, "set", False),
        # Sequences: 3+ consecutive of one suit, ace high or low, not K-A-2.
        ("AH 2H 3H", None, "run", True),
        ("QH KH AH", None, "run", True),
        ("JH QH KH AH", None, "run", True),
        ("KH AH 2H", None, None, False),
        ("QH KH AH 2H", None, None, False),
        ("5H JK 7H", None, "run", False),
        ("JK 2H 3H", None, "run", False),
        ("KH AH JK", None, "run", False),
        ("AH JK 3H", None, "run", False),
        ("5H 6H 7H JK", None, "run", False),
        ("4H 5H JK JK", None, None, False),
        ("5H 5H 6H 7H", None, None, False),
        # A wild-rank card in its own place keeps a sequence pure; elsewhere it is a joker.
        ("5H 6H 7H", 6, "run", True),
        ("5H 6S 7H", 6, "run", False),
        ("5H 6S 6D 7H", 6, None, False),
        ("AS 2S 3S", 1, "run", True),
        ("QS KS AS", 1, "run", True),
    ],
)
def test_indian_rummy_melds(cards: str, wild: int | None, kind: str | None, pure: bool) -> None:
    meld = classify_meld(cards, "indian", wild_rank=wild, rules=IndianRummyRules())
    assert (meld.kind if meld else None) == kind
    assert (meld.pure if meld else False) == pure
    if meld is not None:
        assert meld.jokers <= 1


def test_meld_text_and_what_jokers_stand_for() -> None:
    meld = classify_meld("5H JK 7H", "indian")
    assert meld is not None
    assert str(meld) == "5♥ JK 7♥"
    assert meld.describe() == "5♥ JK(6♥) 7♥"
    assert meld.label("indian") == "sequence" and meld.label("thirteen_rummy") == "run"
    assert meld.to_dict()["stands_for"] == ["5H", "6H", "7H"]
    group = classify_meld("8H 8S JK", "indian")
    assert (
        group is not None
        and group.describe() == "8♠ 8♥ JK(8?)"
        and group.label("indian") == ("group")
    )
    high = classify_meld("KH AH JK", "indian")
    assert high is not None and high.describe() == "JK(Q♥) K♥ A♥"
