"""The hand-planner policy: the ``heuristic`` opponent, and the default policy of the playouts.

It plays its planned combinations (see :mod:`rules.coach.plan`): on a lead the lowest weak one
(avoiding the shape an opponent about to go out could finish with), in answer the lowest planned
combination of the table's shape; it keeps 2s and bombs until opponents are down to a few cards
(a bomb on a 2 always goes), and breaks a combination only when someone is about to go out.
It uses only what its seat may know: its own hand and the card counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules.coach.fast import (
    DOUBLE_SEQUENCE,
    SINGLE,
    TWO_RANK,
    TWOS_MASK,
    Combo,
    beats,
    bombs,
    from_values,
    has_bomb,
    lowest_beating,
    plays,
    twos_target,
)
from rules.coach.plan import plan
from rules.house_rules import HouseRules

__all__ = ["KEEP_TWOS_UNTIL", "choose", "greedy_choice", "is_control"]

KEEP_TWOS_UNTIL: Final = 4
"""Play 2s (and bombs on non-2s) freely once an opponent holds this many cards or fewer."""


def is_control(combo: Combo) -> bool:
    """A combination kept back to win a trick late: anything with a 2, or a bomb."""
    return combo[0] >= DOUBLE_SEQUENCE or combo[2] >> 2 == TWO_RANK


def choose(
    hand: int,
    table: Combo | None,
    rules: HouseRules,
    opponent_counts: Sequence[int],
    next_count: int,
    my_plan: list[Combo] | None = None,
) -> Combo | None:
    """The planner's move for a hand (value mask): a combination, or None to pass.

    ``opponent_counts``: cards held by each opponent still in; ``next_count``: by the next one.
    """
    parts = my_plan if my_plan is not None else plan(hand)
    danger = min(opponent_counts) if opponent_counts else 13
    if table is None:
        return _lead(parts, danger, next_count)
    return _answer(hand, parts, table, rules, danger)


def _lead(parts: list[Combo], danger: int, next_count: int) -> Combo:
    if len(parts) == 1:
        return parts[0]
    weak = [c for c in parts if not is_control(c)]
    if not weak:
        return parts[0]
    if len(weak) == 1:
        # Everything else wins tricks back: cash a control first, then go out with the last one.
        return max((c for c in parts if is_control(c)), key=lambda c: (c[0] != SINGLE, c[2]))
    if next_count == 1 or danger == 1:
        multi = [c for c in weak if c[1] > 1]
        if multi:
            return multi[0]
        return max(parts, key=lambda c: c[2])
    if danger == 2:
        safe = [c for c in weak if c[1] != 2]
        if safe:
            return safe[0]
    return weak[0]


def _answer(
    hand: int, parts: list[Combo], table: Combo, rules: HouseRules, danger: int
) -> Combo | None:
    kind, size, top, tmask = table
    if twos_target(table) and rules.bombs and has_bomb(hand):
        bomb_list = [b for b in bombs(hand) if beats(b, table, rules)]
        if bomb_list:
            return min(bomb_list, key=lambda c: (c[1], c[2]))
    candidates = [c for c in parts if c[0] == kind and c[1] == size and c[2] > top]
    if candidates:
        best = candidates[0]
        if not is_control(best):
            return best
        twos_held = (hand & TWOS_MASK).bit_count()
        if danger <= KEEP_TWOS_UNTIL or len(parts) <= 3 or (twos_held >= 2 and top >> 2 >= 10):
            return best
        return None
    if danger <= 2 or len(parts) <= 2:
        return lowest_beating(hand & ~tmask, table, rules)
    return None


def greedy_choice(hand: int, table: Combo | None, rules: HouseRules) -> Combo | None:
    """The ``greedy`` bot's move (value space): on a lead its lowest card alone, otherwise the
    lowest legal play in the rules core's order (same shape first, then double sequences,
    then fours of a kind), or None when nothing beats the table."""
    if table is None:
        low = hand & -hand
        return (SINGLE, 1, low.bit_length() - 1, low)
    bombs_matter = rules.bombs and (twos_target(table) or table[0] >= DOUBLE_SEQUENCE)
    if bombs_matter and has_bomb(hand):
        answers = plays(hand, table, rules)
        if not answers:
            return None
        return min(answers, key=lambda c: (c[0], c[1], c[2], from_values(c[3], rules).mask))
    return lowest_beating(hand, table, rules)
