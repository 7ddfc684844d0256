from __future__ import annotations

import pytest

from rules import HouseRules, InvalidHouseRulesError, parse_cards

DEFAULTS = {
    "bombs": True,
    "quad_beats_pair_of_twos": False,
    "quad_beats_three_pair": True,
    "longer_double_sequence_beats_shorter": True,
    "double_sequence_chop_exact_length": False,
    "four_pair_beats_quad": True,
    "pass_is_final": True,
    "require_3s_first_play": True,
    "opening_min_straight": 3,
    "suit_order": "SCDH",
    "two_penalty": 2,
    "instant_wins": ["dragon", "four_twos", "six_pairs"],
}


def test_exact_switches_and_defaults() -> None:
    assert HouseRules().to_dict() == DEFAULTS


def test_round_trip_through_json() -> None:
    rules = HouseRules(suit_order="schd", two_penalty=3, instant_wins=frozenset({"dragon"}))
    assert rules.suit_order == "SCHD"
    assert HouseRules.from_dict(rules.to_dict()) == rules
    assert HouseRules.from_json('{"bombs": false}') == HouseRules(bombs=False)


@pytest.mark.parametrize(
    "data",
    [
        {"bomb": True},  # unknown switch (typo)
        {"bombs": "yes"},
        {"suit_order": "SCDD"},
        {"suit_order": "SCD"},
        {"opening_min_straight": 2},
        {"opening_min_straight": True},
        {"two_penalty": -1},
        {"instant_wins": ["royal_flush"]},
        {"instant_wins": "dragon"},
    ],
)
def test_bad_switches_are_errors(data: dict[str, object]) -> None:
    with pytest.raises(InvalidHouseRulesError):
        HouseRules.from_dict(data)


def test_unknown_switch_message_lists_known() -> None:
    with pytest.raises(InvalidHouseRulesError, match="unknown house rule bomb: known switches"):
        HouseRules.from_dict({"bomb": True})
    with pytest.raises(TypeError):
        HouseRules(bomb=True)  # type: ignore[call-arg]
    with pytest.raises(InvalidHouseRulesError, match="not valid JSON"):
        HouseRules.from_json("{bombs: true")


def test_card_value_follows_suit_order() -> None:
    nine_d, nine_h = parse_cards("9D 9H")
    assert HouseRules().card_value(nine_d) < HouseRules().card_value(nine_h)
    swapped = HouseRules(suit_order="SCHD")
    assert swapped.card_value(nine_d) > swapped.card_value(nine_h)
    assert HouseRules().replace(suit_order="SCHD") == swapped
