"""Determinization: deal the unseen cards to the other seats, consistent with what is known.

Hard facts: each seat's card count, the cards played, the coached hand. Soft facts: a seat that
passed on a combination probably held nothing of that shape that beats it without a 2 (players
sometimes pass on purpose, so a deal that contradicts a pass is kept now and then).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from rules.coach.fast import TWOS_MASK, Combo, combo_of, lowest_beating, to_values
from rules.game import Observation
from rules.house_rules import HouseRules

__all__ = ["Knowledge", "knowledge", "sample_hands"]

KEEP_CONTRADICTING = 0.2
"""Chance to keep a deal that contradicts a pass (passes are sometimes strategic)."""
TRIES = 6


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What the coached seat knows about the others, in value space."""

    unseen: tuple[int, ...]
    """Values of the cards not seen (in other hands or set aside)."""
    counts: tuple[tuple[int, int], ...]
    """``(seat, cards held)`` for every other seat still in."""
    passes: tuple[tuple[int, tuple[Combo, ...]], ...]
    """``(seat, tables it passed on)`` for every other seat still in."""


def knowledge(observation: Observation, rules: HouseRules) -> Knowledge:
    """Collect the facts of an observation (already checked) in value space."""
    obs = observation
    hand = obs.hand
    assert hand is not None
    unseen_mask = to_values((1 << 52) - 1 - obs.played.mask - hand.mask, rules)
    unseen = []
    mask = unseen_mask
    while mask:
        low = mask & -mask
        unseen.append(low.bit_length() - 1)
        mask ^= low
    others = [
        s
        for s in range(obs.players)
        if s != obs.seat and s not in obs.finished and obs.cards_left[s] > 0
    ]
    passed_on = obs.passes_on()
    passes = []
    for seat in others:
        tables = tuple(
            combo_of(t, rules) for t in passed_on.get(seat, []) if t.kind != "four_of_a_kind"
        )
        passes.append((seat, tables))
    return Knowledge(tuple(unseen), tuple((s, obs.cards_left[s]) for s in others), tuple(passes))


def _contradicts(hand: int, tables: Sequence[Combo], rules: HouseRules) -> bool:
    hand &= ~TWOS_MASK
    for table in tables:
        answer = lowest_beating(hand, table, rules)
        if answer is not None and answer[0] == table[0] and answer[1] == table[1]:
            return True
    return False


def sample_hands(
    facts: Knowledge, rules: HouseRules, rng: random.Random, *, use_passes: bool = True
) -> dict[int, int]:
    """One deal of the unseen cards: ``{seat: value mask}`` for every other seat still in."""
    cards = list(facts.unseen)
    passes = dict(facts.passes) if use_passes else {}
    hands: dict[int, int] = {}
    for _ in range(TRIES):
        rng.shuffle(cards)
        hands = {}
        start = 0
        ok = True
        for seat, count in facts.counts:
            mask = 0
            for v in cards[start : start + count]:
                mask |= 1 << v
            start += count
            hands[seat] = mask
            tables = passes.get(seat)
            if ok and tables and _contradicts(mask, tables, rules):
                ok = False
        if ok or rng.random() < KEEP_CONTRADICTING:
            return hands
    return hands
