"""The coach's fast value-space rules agree with the rules core; the planner splits exactly."""

from __future__ import annotations

import gc
import random
from itertools import combinations

import pytest

from rules import CardSet, Game, HouseRules, Pass, Play, beats, classify, legal_plays, parse_cards
from rules.coach import plan as plan_module
from rules.coach.fast import (
    SINGLE,
    TWO_RANK,
    classify_values,
    combo_of,
    from_values,
    lowest_beating,
    plays,
    same_shape_beating,
    to_values,
)
from rules.coach.fast import beats as fast_beats
from rules.coach.plan import best_parts, combo_cost, plan, plan_cards, rank_code
from rules.coach.sim import Sim

FLAVOURS = {
    "default": HouseRules(),
    "american_suits": HouseRules(suit_order="SCHD"),
    "strong_quads": HouseRules(
        quad_beats_pair_of_twos=True, double_sequence_chop_exact_length=True
    ),
    "weak_bombs": HouseRules(
        quad_beats_three_pair=False,
        longer_double_sequence_beats_shorter=False,
        four_pair_beats_quad=False,
    ),
    "no_bombs": HouseRules(bombs=False),
    "passes_not_final": HouseRules(pass_is_final=False),
}


def _deal(rng: random.Random, size: int, skip: int = 0) -> CardSet:
    deck = list(range(52))
    rng.shuffle(deck)
    return CardSet.from_mask(sum(1 << c for c in deck[skip : skip + size]))


@pytest.mark.parametrize("flavour", sorted(FLAVOURS))
def test_value_space_plays_match_the_rules_core(flavour: str) -> None:
    rules = FLAVOURS[flavour]
    rng = random.Random(flavour)
    for trial in range(150):
        deck = list(range(52))
        rng.shuffle(deck)
        hand = CardSet.from_mask(sum(1 << c for c in deck[:13]))
        other = CardSet.from_mask(sum(1 << c for c in deck[13:26]))
        table = rng.choice(legal_plays(other, None, rules)) if trial % 5 else None
        expected = sorted(c.cards.mask for c in legal_plays(hand, table, rules))
        fast_table = None if table is None else combo_of(table, rules)
        found = plays(to_values(hand, rules), fast_table, rules)
        assert sorted(from_values(c[3], rules).mask for c in found) == expected
        for combo in found:
            assert classify_values(combo[3]) == combo
            assert classify(from_values(combo[3], rules), rules) is not None


@pytest.mark.parametrize("flavour", sorted(FLAVOURS))
def test_fast_beats_and_lowest_answer_match(flavour: str) -> None:
    rules = FLAVOURS[flavour]
    rng = random.Random(7)
    twos = parse_cards("2S 2C 2D 2H")
    for _ in range(300):
        hand = _deal(rng, rng.randint(1, 13))
        table_pool = _deal(rng, 13, 20)
        tables = legal_plays(table_pool, None, rules) + legal_plays(twos - hand, None, rules)
        table = rng.choice(tables)
        t = combo_of(table, rules)
        answers = [c for c in plays(to_values(hand, rules), t, rules)]
        for a in answers:
            assert fast_beats(a, t, rules) == beats(from_values(a[3], rules), table, rules)
        found = lowest_beating(to_values(hand, rules), t, rules)
        same = [a for a in answers if (a[0], a[1]) == (t[0], t[1])]
        assert (same_shape_beating(to_values(hand, rules), t) is not None) == bool(same)
        if same:
            assert found is not None and found in same
            assert found[2] == min(a[2] for a in same)
        elif answers:
            assert found is not None and found in answers
        else:
            assert found is None


def test_classify_values_rejects_what_classify_rejects() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        cards = _deal(rng, rng.randint(1, 8))
        combo = classify(cards)
        found = classify_values(cards.mask)
        assert (combo is None) == (found is None)


def _brute_cost(counts: list[int]) -> float:
    """Cheapest split by trying every combination containing the lowest card, recursively."""
    if not any(counts):
        return 0.0
    low = next(r for r, c in enumerate(counts) if c)
    best = 1e9
    for size in range(1, counts[low] + 1):
        rest = list(counts)
        rest[low] -= size
        best = min(best, combo_cost((0, 1, 2, 5)[size - 1], low, size) + _brute_cost(rest))
    for width, kind in ((1, 3), (2, 4)):
        for span in range(3, TWO_RANK - low + 1):
            if all(counts[r] >= width for r in range(low, low + span)):
                rest = list(counts)
                for r in range(low, low + span):
                    rest[r] -= width
                best = min(best, combo_cost(kind, low, span) + _brute_cost(rest))
            else:
                break
    return best


def test_planner_finds_the_cheapest_split() -> None:
    rng = random.Random(11)
    for _ in range(150):
        hand = _deal(rng, rng.randint(1, 9))
        counts = hand.ranks()
        assert best_parts(rank_code(hand.mask))[0] == pytest.approx(_brute_cost(counts))


def test_plan_memos_stay_out_of_the_garbage_collectors_way() -> None:
    """Memos of plain ints and floats are never walked by a full collection (with tuples in
    them a collection took 150 ms, a latency spike in the middle of a suggestion)."""
    rng = random.Random(5)
    for _ in range(200):
        hand = to_values(_deal(rng, 13), HouseRules())
        plan(hand)
    for memo in (plan_module._COST, plan_module._FIRST, plan_module._ORDERED):
        assert memo and not gc.is_tracked(memo)
    assert len(plan_module._PLANS) <= plan_module._PLANS_LIMIT


def test_plan_is_a_split_into_valid_combinations() -> None:
    rng = random.Random(5)
    for _ in range(300):
        hand = _deal(rng, 13)
        parts = plan(hand.mask)
        union = 0
        for kind, size, top, mask in parts:
            assert union & mask == 0
            union |= mask
            assert classify_values(mask) == (kind, size, top, mask)
        assert union == hand.mask


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("3S 4D 5C 6H 9S 9H 2C", ["3♠ 4♦ 5♣ 6♥", "9♠ 9♥", "2♣"]),
        ("5S 5H 6C 6D 7S 7H KD", ["5♠ 5♥ 6♣ 6♦ 7♠ 7♥", "K♦"]),
        ("4S 5S 6S 7S 8S 8H", ["4♠ 5♠ 6♠ 7♠ 8♠", "8♥"]),
        ("2S 2H AD", ["A♦", "2♠", "2♥"]),
    ],
)
def test_plan_keeps_sequences_together(hand: str, expected: list[str]) -> None:
    assert [str(c) for c in plan_cards(parse_cards(hand))] == expected


@pytest.mark.parametrize("flavour", sorted(FLAVOURS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulation_follows_the_game_rules(flavour: str, players: int) -> None:
    """Play the planner in the fast simulation and in rules.Game side by side: every move is
    legal in the referee, and turns, tables and finishing orders agree."""
    rules = FLAVOURS[flavour]
    for seed in range(12):
        game = Game.deal(players, seed=seed, house_rules=rules, first_game=False, leader=0)
        sim = Sim([to_values(h, rules) for h in game.hands if h is not None], 0, rules)
        while not game.is_over:
            seat = sim.turn
            assert seat == game.turn
            move = sim.policy_move(seat)
            if move is None:
                game.push(Pass(seat))
                sim.pass_turn(seat)
                continue
            game.push(Play(seat, from_values(move[3], rules)))
            sim.play(seat, move)
            two = move[0] == SINGLE and move[2] >> 2 == TWO_RANK
            if two and not sim.over and sim.out_of_turn_bomb(seat):
                table = sim.table
                assert table is not None
                game.push(Play(sim.owner, from_values(table[3], rules)))
            assert list(game.finished) == sim.finished
            if not game.is_over:
                assert game.turn == sim.turn
                assert (game.table is None) == (sim.table is None)


def test_suit_order_round_trip() -> None:
    rules = HouseRules(suit_order="SCHD")
    for mask in (parse_cards("9D 9H").mask, parse_cards("3S 2H 2D").mask, 0):
        assert from_values(to_values(mask, rules), rules).mask == mask
    # Under S C H D a diamond is the highest suit: 9♦ sits above 9♥.
    assert to_values(parse_cards("9D"), rules) > to_values(parse_cards("9H"), rules)


def test_all_small_subsets_classify_alike() -> None:
    cards = list(parse_cards("5S 5H 6C 6D 7S 7H 8C"))
    for size in range(1, 8):
        for subset in combinations(cards, size):
            chosen = CardSet(subset)
            assert (classify(chosen) is None) == (classify_values(chosen.mask) is None)
