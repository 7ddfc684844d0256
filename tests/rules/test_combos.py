from __future__ import annotations

import pytest

from rules import HouseRules, beats, classify, verdict


@pytest.mark.parametrize(
    ("cards", "kind"),
    [
        ("3S", "single"),
        ("2H", "single"),
        ("9S 9H", "pair"),
        ("2S 2D", "pair"),
        ("KS KD KH", "triple"),
        ("7S 7C 7D 7H", "four_of_a_kind"),
        ("2S 2C 2D 2H", "four_of_a_kind"),
        ("3S 4D 5C", "straight"),
        ("QS KH AD", "straight"),
        ("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", "straight"),
        ("5S 5H 6C 6D 7S 7H", "double_sequence"),
        ("QS QH KC KD AS AH", "double_sequence"),
        ("3S 3C 4S 4C 5S 5C 6S 6C 7S 7C", "double_sequence"),
        # not combinations
        ("3S 4S", None),  # two cards of different ranks
        ("3S 4S 6S", None),  # gap
        ("KS AS 2S", None),  # 2 in a straight
        ("AS 2S 3S", None),  # wrap-around
        ("JS QS KS AS 2S", None),
        ("3S 3C 4S 5S", None),  # duplicate rank in a straight
        ("5S 5H 6C 6D", None),  # only 2 pairs
        ("5S 5H 6C 6D 7S 7H 7C", None),
        ("KS KH AS AH 2S 2H", None),  # 2s in a double sequence
        ("5S 5H 5C 6C 6D 6S", None),  # two triples
        ("5S 5H 6C 6D 8S 8H", None),  # gap in double sequence
        ("", None),
    ],
)
def test_classify(cards: str, kind: str | None) -> None:
    combo = classify(cards)
    assert (combo.kind if combo else None) == kind


@pytest.mark.parametrize(
    ("play", "table", "expected"),
    [
        # same type, higher
        ("4S", "3H", True),
        ("3H", "3S", True),
        ("3S", "3H", False),
        ("2S", "AH", True),
        ("10C 10D", "9S 9H", True),
        ("JS JC", "10S 10H", True),
        ("9S 9H", "9C 9D", True),  # pair ties decided by the top suit
        ("9C 9D", "9S 9H", False),
        ("9S 9D", "9C 9H", False),
        ("KS KC KD", "QS QC QH", True),
        ("4S 5S 6S", "3H 4H 5H", True),
        ("3H 4H 5H", "3S 4S 5D", True),  # equal-top straights decided by suit
        ("3S 4S 5D", "3H 4H 5H", False),
        ("5S 6S 7S 8S", "4H 5H 6H", False),  # wrong length
        ("4H 5H 6H", "5S 6S 7S 8S", False),
        ("6S 6C 7S 7C 8S 8C", "5S 5H 6D 6H 7D 7H", True),
        ("8S 8H 9S 9H 10S 10H", "8C 8D 9C 9D 10C 10D", True),
        ("8S 8C 9S 9C 10S 10C", "8D 8H 9D 9H 10D 10H", False),
        # wrong type
        ("4S 4H", "3S", False),
        ("4S 5S 6S", "3S 3H", False),
        ("KS KC KD", "3S 3H", False),
        ("5S 5H 6C 6D 7S 7H", "AS", False),  # a bomb only beats 2s
        ("7S 7C 7D 7H", "KS", False),
        ("7S 7C 7D 7H", "KS KD", False),
        # bombs on 2s (default house rules)
        ("7S 7C 7D 7H", "2H", True),
        ("5S 5H 6C 6D 7S 7H", "2H", True),
        ("5S 5H 6C 6D 7S 7H 8S 8D", "2H", True),
        ("7S 7C 7D 7H", "2S 2H", False),  # quad_beats_pair_of_twos is off
        ("5S 5H 6C 6D 7S 7H", "2S 2H", False),
        ("5S 5H 6C 6D 7S 7H 8S 8D", "2S 2H", True),
        ("5S 5H 6C 6D 7S 7H 8S 8D", "2S 2C 2H", False),
        ("5S 5H 6C 6D 7S 7H 8S 8D 9S 9C", "2S 2C 2H", True),
        ("5S 5H 6C 6D 7S 7H 8S 8D 9S 9C", "2S 2H", True),
        ("7S 7C 7D 7H", "2S 2C 2H", False),
        # bomb on bomb
        ("8S 8C 8D 8H", "7S 7C 7D 7H", True),
        ("7S 7C 7D 7H", "8S 8C 8D 8H", False),
        ("3S 3H 4C 4D 5S 5H 6S 6H", "5C 5D 6C 6D 7C 7D", True),  # longer double sequence
        ("5C 5D 6C 6D 7C 7D", "3S 3H 4C 4D 5S 5H 6S 6H", False),
        ("3S 3C 3D 3H", "5C 5D 6C 6D 7C 7D", True),  # quad beats 3 pairs
        ("5C 5D 6C 6D 7C 7D", "3S 3C 3D 3H", False),
        ("3S 3H 4C 4D 5S 5H 6S 6H", "KS KC KD KH", True),  # 4 pairs beat a quad
        ("KS KC KD KH", "3S 3H 4C 4D 5S 5H 6S 6H", False),
        ("KS KC KD KH", "5S 5H 6C 6D 7S 7H 8S 8D 9S 9C", False),
        # invalid play or table
        ("3S 5S", "4H", False),
        ("4H", "3S 5S", False),
    ],
)
def test_beats_default_rules(play: str, table: str, expected: bool) -> None:
    assert beats(play, table) is expected


QUAD = "7S 7C 7D 7H"
THREE_PAIRS = "5S 5H 6C 6D 7S 7H"
FOUR_PAIRS = "5S 5H 6C 6D 7S 7H 8S 8D"
FIVE_PAIRS = "5S 5H 6C 6D 7S 7H 8S 8D 9S 9C"


@pytest.mark.parametrize(
    ("switch", "value", "play", "table", "expected"),
    [
        ("bombs", False, QUAD, "2H", False),
        ("bombs", False, THREE_PAIRS, "2H", False),
        ("bombs", False, "8S 8C 8D 8H", QUAD, True),  # same type still compares
        ("bombs", False, "3S 3C 3D 3H", "5C 5D 6C 6D 7C 7D", False),
        ("quad_beats_pair_of_twos", True, QUAD, "2S 2H", True),
        ("quad_beats_pair_of_twos", True, QUAD, "2S 2C 2H", False),
        ("quad_beats_three_pair", False, "3S 3C 3D 3H", "5C 5D 6C 6D 7C 7D", False),
        ("longer_double_sequence_beats_shorter", False, FOUR_PAIRS, "9C 9D 10C 10D JC JD", False),
        ("longer_double_sequence_beats_shorter", True, FOUR_PAIRS, "9C 9D 10C 10D JC JD", True),
        ("double_sequence_chop_exact_length", True, FOUR_PAIRS, "2H", False),
        ("double_sequence_chop_exact_length", True, FOUR_PAIRS, "2S 2H", True),
        ("double_sequence_chop_exact_length", True, FIVE_PAIRS, "2S 2H", False),
        ("double_sequence_chop_exact_length", True, FIVE_PAIRS, "2S 2C 2H", True),
        ("double_sequence_chop_exact_length", True, THREE_PAIRS, "2H", True),
        ("four_pair_beats_quad", False, "3S 3H 4C 4D 5S 5H 6S 6H", "KS KC KD KH", False),
        ("four_pair_beats_quad", True, "3S 3H 4C 4D 5S 5H 6S 6H", "KS KC KD KH", True),
        ("suit_order", "SCHD", "9D", "9H", True),
        ("suit_order", "SCHD", "9H", "9D", False),
        ("suit_order", "SCHD", "9S 9D", "9C 9H", True),
        ("suit_order", "HDCS", "3S", "3H", True),
    ],
)
def test_beats_house_rule_switches(
    switch: str, value: object, play: str, table: str, expected: bool
) -> None:
    rules = HouseRules(**{switch: value})  # type: ignore[arg-type]
    assert beats(play, table, rules) is expected


@pytest.mark.parametrize(
    ("play", "table", "reason"),
    [
        ("9S 9H", "10C 10D", "9♠ 9♥ cannot beat 10♣ 10♦: lower pair"),
        ("10C 10D", "9S 9H", "10♣ 10♦ beats 9♠ 9♥: higher pair"),
        ("3S 3C 3D 3H", "2H", "3♠ 3♣ 3♦ 3♥ beats 2♥: a four of a kind bombs a single 2"),
        (
            "4S 5S 6S",
            "3H 3S",
            "4♠ 5♠ 6♠ cannot beat 3♠ 3♥: a 3-card straight does not answer a pair",
        ),
        ("3S 5S", "4H", "3♠ 5♠ is not a valid combination"),
        ("4S", "", "4♠ leads a single"),
    ],
)
def test_verdict_reasons(play: str, table: str, reason: str) -> None:
    assert verdict(play, table or None).reason == reason


def test_same_card_twice_is_not_a_beat() -> None:
    assert not beats("9H", "9H")
    assert not verdict("9S 9H", "9C 9H").legal


def test_combination_properties() -> None:
    combo = classify("5S 5H 6C 6D 7S 7H")
    assert combo is not None
    assert combo.pairs == 3 and combo.length == 6 and combo.is_bomb
    assert combo.top.code == "7H"
    assert combo.describe() == "double sequence of 3 pairs"
    pair_of_twos = classify("2S 2D")
    assert pair_of_twos is not None and pair_of_twos.twos == 2 and not pair_of_twos.is_bomb
    swapped = classify("9D 9H", HouseRules(suit_order="SCHD"))
    assert swapped is not None and swapped.top.code == "9D"
