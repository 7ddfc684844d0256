"""Rummy cards, hands and rule sets."""

from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from rules import Card, InvalidNotationError, RulesError
from rules.rummy import (
    ALL_RUMMY_CARDS,
    JOKER,
    IndianRummyRules,
    InvalidRummyCardError,
    InvalidRummyRulesError,
    RummyCard,
    ThirteenRummyRules,
    game_name,
    parse_cards,
    parse_hand,
    rules_for,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("text", "code", "rank", "suit"),
    [
        ("3S", "3S", 3, 0),
        ("10H", "10H", 10, 3),
        ("TH", "10H", 10, 3),
        ("th", "10H", 10, 3),
        ("QD", "QD", 12, 2),
        ("AS", "AS", 1, 0),
        ("a♠", "AS", 1, 0),
        ("2H", "2H", 2, 3),
        ("K♣", "KC", 13, 1),
        ("j♡", "JH", 11, 3),
        ("10♦", "10D", 10, 2),
        ("JK", "JK", 0, -1),
        ("jk", "JK", 0, -1),
        ("Joker", "JK", 0, -1),
    ],
)
def test_parse_card(text: str, code: str, rank: int, suit: int) -> None:
    card = RummyCard.parse(text)
    assert (card.code, card.rank, card.suit) == (code, rank, suit)
    assert RummyCard.parse(card.code) is card
    assert eval(repr(card)) is card  # round-trips like python-chess objects
    assert pickle.loads(pickle.dumps(card)) is card


@pytest.mark.parametrize("text", ["1S", "11H", "ZZ", "", "10", "KX", "JKK", "3SS", "♠3"])
def test_unknown_codes_are_errors(text: str) -> None:
    with pytest.raises(InvalidRummyCardError) as info:
        RummyCard.parse(text)
    assert isinstance(info.value, InvalidNotationError)
    assert isinstance(info.value, ValueError)
    assert repr(text) in str(info.value)


def test_str_and_order() -> None:
    assert str(RummyCard.parse("10H")) == "10♥" and str(JOKER) == "JK"
    hand = parse_hand("JK KS AS 2C 10S")
    assert [c.code for c in hand] == ["AS", "10S", "KS", "2C", "JK"]  # by suit, ace low, JK last
    assert len(ALL_RUMMY_CARDS) == 53 and len(set(ALL_RUMMY_CARDS)) == 53


def test_detector_class_index_matches_tien_len_cards() -> None:
    for card in ALL_RUMMY_CARDS[:52]:
        assert Card.from_index(card.class_index).code == card.code
        assert RummyCard.from_class_index(card.class_index) is card
    assert JOKER.class_index == 52 and RummyCard.from_class_index(52) is JOKER


@pytest.mark.parametrize(
    ("cards", "codes"),
    [
        ("3S 3s, 10H;JK", ["3S", "3S", "10H", "JK"]),
        ("A♠2♠3♠", ["AS", "2S", "3S"]),
        (["QH", "JK", "10S"], ["10S", "QH", "JK"]),
        ([RummyCard.parse("5D"), "5d"], ["5D", "5D"]),
        ("", []),
    ],
)
def test_parse_hand_keeps_duplicates(cards: str | list[str], codes: list[str]) -> None:
    assert [c.code for c in parse_hand(cards)] == codes


def test_parse_cards_keeps_order() -> None:
    assert [c.code for c in parse_cards("KS 2H JK 2H")] == ["KS", "2H", "JK", "2H"]
    with pytest.raises(InvalidRummyCardError):
        parse_cards([3])  # type: ignore[list-item]


@pytest.mark.parametrize(
    ("round", "dealt", "wild"),
    [(r, r + 2, r + 2) for r in range(1, 12)],
    ids=[f"round{r}" for r in range(1, 12)],
)
def test_thirteen_rummy_rounds(round: int, dealt: int, wild: int) -> None:
    rules = ThirteenRummyRules()
    assert rules.cards_dealt(round) == dealt
    assert rules.wild_rank(round) == wild  # 3s in round 1 … 10s in 8, J in 9, Q in 10, K in 11


@pytest.mark.parametrize("round", [0, 12, -1, True, 2.0, "3"])
def test_wrong_round(round: object) -> None:
    with pytest.raises(InvalidRummyRulesError):
        ThirteenRummyRules().cards_dealt(round)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("code", "thirteen", "thirteen_ace_high", "indian"),
    [
        ("AS", 1, 15, 10),
        ("2S", 2, 2, 2),
        ("9H", 9, 9, 9),
        ("10D", 10, 10, 10),
        ("JC", 10, 10, 10),
        ("QC", 10, 10, 10),
        ("KC", 10, 10, 10),
        ("JK", None, None, 0),
    ],
)
def test_card_values(
    code: str, thirteen: int | None, thirteen_ace_high: int | None, indian: int
) -> None:
    card = RummyCard.parse(code)
    if thirteen is None:
        with pytest.raises(InvalidRummyRulesError):
            ThirteenRummyRules().card_value(card)
    else:
        assert ThirteenRummyRules().card_value(card) == thirteen
        assert ThirteenRummyRules(ace_high=True).card_value(card) == thirteen_ace_high
    assert IndianRummyRules().card_value(card) == indian
    if not card.is_joker:
        assert IndianRummyRules().card_value(card, wild_rank=card.rank) == 0  # wild jokers: 0


@pytest.mark.parametrize(
    ("rules", "players", "decks"),
    [
        (ThirteenRummyRules(), 2, 1),
        (ThirteenRummyRules(), 3, 2),
        (ThirteenRummyRules(), 4, 2),
        (ThirteenRummyRules(), 8, 3),
        (ThirteenRummyRules(decks=3), 2, 3),
        (IndianRummyRules(), 2, 1),
        (IndianRummyRules(), 3, 2),
        (IndianRummyRules(), 6, 2),
    ],
)
def test_decks(rules: ThirteenRummyRules | IndianRummyRules, players: int, decks: int) -> None:
    assert rules.decks_for(players) == decks


def test_rule_options_round_trip_and_unknown_options() -> None:
    rules = IndianRummyRules(scoring="pool", pool_limit=201)
    assert IndianRummyRules.from_dict(rules.to_dict()) == rules
    assert IndianRummyRules.from_json('{"penalty_cap": 60}').penalty_cap == 60
    assert rules.replace(deals=3).deals == 3
    with pytest.raises(InvalidRummyRulesError, match="unknown option jokers of indian"):
        IndianRummyRules.from_dict({"jokers": 2})
    with pytest.raises(InvalidRummyRulesError, match="unknown option"):
        ThirteenRummyRules().replace(ace_hi=True)
    with pytest.raises(InvalidRummyRulesError, match="not valid JSON"):
        ThirteenRummyRules.from_json("{")


@pytest.mark.parametrize(
    "options",
    [
        {"ace_high": "yes"},
        {"decks": 0},
        {"rounds": 12},
        {"high_ace_penalty": -1},
        {"extra_turn": 1},
    ],
)
def test_bad_thirteen_options(options: dict[str, object]) -> None:
    with pytest.raises(InvalidRummyRulesError):
        ThirteenRummyRules.from_dict(options)


@pytest.mark.parametrize(
    "options",
    [{"scoring": "pools"}, {"penalty_cap": 0}, {"hand_size": 14}, {"jokers_per_deck": True}],
)
def test_bad_indian_options(options: dict[str, object]) -> None:
    with pytest.raises(InvalidRummyRulesError):
        IndianRummyRules.from_dict(options)


def test_game_names_and_rules_for() -> None:
    for name in ("thirteen_rummy", "thirteen-rummy", "Thirteen-Rummy"):
        assert game_name(name) == "thirteen_rummy"
    for name in ("indian", "indian-rummy", "indian_rummy"):
        assert game_name(name) == "indian"
    with pytest.raises(InvalidRummyRulesError, match="unknown rummy game 'gin'"):
        game_name("gin")
    with pytest.raises(InvalidRummyRulesError, match="rules for indian given"):
        rules_for("thirteen_rummy", IndianRummyRules())
    assert rules_for("indian", {"penalty_cap": 70}) == IndianRummyRules(penalty_cap=70)
    assert isinstance(InvalidRummyRulesError("x"), RulesError)


def test_importing_rules_rummy_loads_nothing_heavy(tmp_path: Path) -> None:
    code = (
        "import sys, rules.rummy, rules.rummy.game, rules.rummy.advice;"
        "heavy = {'numpy', 'cv2', 'onnxruntime', 'fastapi', 'torch', 'ultralytics', 'pydantic'};"
        "print(sorted(heavy & set(sys.modules)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert out.stdout.strip() == "[]"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "module",
    ["__init__", "cards", "rulesets", "melds", "solver", "advice", "game"],
)
def test_docstring_examples(module: str) -> None:
    import doctest
    import importlib

    name = "rules.rummy" if module == "__init__" else f"rules.rummy.{module}"
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
