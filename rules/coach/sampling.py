"""Determinization: deal the unseen cards to the other seats, consistent with what they did.

Hard facts: each seat's card count, the cards played, the coached hand. Soft facts: every
decision the others made in public — each lead, answer and pass. Sensible players follow a
plan, so a deal is judged by how many of a seat's past decisions the hand planner
(:mod:`rules.coach.policy`) — or, if that explains the seat better, the greedy bot — would have
made the same way with the hand the deal gives it (plus the cards it has played since). Deals
are drawn by a Markov chain that swaps cards between the other seats (and the cards set aside),
accepting a swap with probability ``exp(-WEIGHT * (more mismatches))``: a deal that explains
the play is far likelier, one that does not is still possible (people do not all play like
the planner).

>>> from rules import Game
>>> game = Game.deal(4, seed=1)
>>> facts = knowledge(game.observation(game.turn), game.house_rules)
>>> sampler = Sampler(facts, game.house_rules, random.Random(0))
>>> sorted(len(CardSet.from_mask(m)) for m in sampler.next_world().values())
[13, 13, 13]
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from rules.cards import CardSet
from rules.coach.fast import Combo, combo_of, to_values
from rules.coach.plan import plan
from rules.coach.policy import choose, greedy_choice
from rules.game import Observation
from rules.house_rules import HouseRules

__all__ = ["Decision", "Knowledge", "Sampler", "knowledge"]

WEIGHT = 3.0
"""How much less likely a deal is for each past decision it does not explain (in e-folds)."""
DECISIONS_PER_SEAT = 16
"""Only each seat's latest decisions are checked (older ones cost time and say less)."""
BURN_IN = 160
"""Swaps tried before the first deal is used."""
STEPS = 12
"""Swaps tried between two deals."""
MODEL_MARGIN = 2
"""A seat is taken for a greedy player when the planner leaves this many more of its decisions
unexplained than the greedy bot, at best."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One public decision of a seat: the table then (None: it led), what it did (a value mask;
    0 for a pass), the cards it has played since (this play included), the counts it saw."""

    table: Combo | None
    action: int
    played_since: int
    opponent_counts: tuple[int, ...]
    next_count: int


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What the coached seat knows about the others, in value space."""

    unseen: tuple[int, ...]
    """Values of the cards not seen (in other hands or set aside)."""
    counts: tuple[tuple[int, int], ...]
    """``(seat, cards held)`` for every other seat still in."""
    decisions: tuple[tuple[int, tuple[Decision, ...]], ...]
    """``(seat, its latest decisions)`` for every other seat still in."""


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
    decisions = _decisions(obs, rules)
    per_seat = tuple((s, tuple(decisions.get(s, [])[-DECISIONS_PER_SEAT:])) for s in others)
    return Knowledge(tuple(unseen), tuple((s, obs.cards_left[s]) for s in others), per_seat)


def _decisions(obs: Observation, rules: HouseRules) -> dict[int, list[Decision]]:
    """Replay the public history: each decision of each other seat, with its context."""
    n = obs.players
    history = obs.history
    counts = list(obs.cards_left)
    for turn in history:
        if turn.combination is not None:
            counts[turn.seat] += turn.combination.length
    # Cards each seat played at or after each index of the history.
    since = [0] * n
    from_index: list[list[int]] = [[]] * len(history)
    for index in range(len(history) - 1, -1, -1):
        turn = history[index]
        if turn.combination is not None:
            since[turn.seat] |= to_values(turn.combination.cards, rules)
        from_index[index] = list(since)
    out: dict[int, list[Decision]] = {}
    table: Combo | None = None
    trick = None
    first_play = True
    for index, turn in enumerate(history):
        if turn.trick != trick:
            trick, table = turn.trick, None
        seat = turn.seat
        combo = None if turn.combination is None else combo_of(turn.combination, rules)
        usable = (
            seat != obs.seat
            and turn.legal
            and not turn.out_of_turn
            and not (first_play and combo is not None)  # the opening may be forced (3♠)
            and (combo is not None or table is not None)
        )
        if usable:
            others = tuple(counts[s] for s in range(n) if s != seat and counts[s] > 0)
            nxt = next(
                (counts[(seat + k) % n] for k in range(1, n) if counts[(seat + k) % n] > 0), 0
            )
            out.setdefault(seat, []).append(
                Decision(
                    table,
                    0 if combo is None else combo[3],
                    from_index[index][seat],
                    others,
                    nxt,
                )
            )
        if combo is not None:
            table = combo
            counts[seat] -= combo[1]
            first_play = False
    return out


def mismatches(hand: int, decisions: tuple[Decision, ...], rules: HouseRules) -> tuple[int, int]:
    """How many of a seat's decisions the planner, and the greedy bot, would not have made
    with ``hand`` (its current cards) plus what it has played since each decision."""
    planner = greedy = 0
    for d in decisions:
        then = hand | d.played_since
        move = choose(then, d.table, rules, d.opponent_counts, d.next_count, plan(then))
        if (0 if move is None else move[3]) != d.action:
            planner += 1
        simple = greedy_choice(then, d.table, rules)
        if (0 if simple is None else simple[3]) != d.action:
            greedy += 1
    return planner, greedy


PLANNER = 0
GREEDY = 1


def count_mismatches(
    hand: int, decisions: tuple[Decision, ...], rules: HouseRules, model: int, cap: int
) -> int:
    """Like :func:`mismatches` for one model; stops counting once past ``cap``."""
    count = 0
    for d in decisions:
        then = hand | d.played_since
        if model == PLANNER:
            move = choose(then, d.table, rules, d.opponent_counts, d.next_count, plan(then))
        else:
            move = greedy_choice(then, d.table, rules)
        if (0 if move is None else move[3]) != d.action:
            count += 1
            if count > cap:
                break
    return count


class Sampler:
    """A Markov chain over deals of the unseen cards (see the module docstring)."""

    def __init__(
        self,
        facts: Knowledge,
        rules: HouseRules,
        rng: random.Random,
        *,
        weight: float = WEIGHT,
        stop: Callable[[], bool] | None = None,
    ) -> None:
        self.rules = rules
        self.rng = rng
        self.weight = weight
        cards = list(facts.unseen)
        rng.shuffle(cards)
        self.seats = [seat for seat, _ in facts.counts]
        self.holdings: list[list[int]] = []
        start = 0
        for _, count in facts.counts:
            self.holdings.append(cards[start : start + count])
            start += count
        self.holdings.append(cards[start:])  # set aside (2–3 players), never checked
        decisions = dict(facts.decisions)
        self.decisions = [decisions.get(seat, ()) for seat in self.seats] + [()]
        self.scores = [
            mismatches(self._mask(h), d, rules) if d else (0, 0)
            for h, d in zip(self.holdings, self.decisions, strict=True)
        ]
        self.movable = [i for i, h in enumerate(self.holdings) if h]
        self.steps_taken = 0
        self.accepted = 0
        # Which model explains each seat: None while undecided (the better of the two counts).
        self.models: list[int | None] = [None] * len(self.holdings)
        self.best = [list(score) for score in self.scores]
        self.fixed: list[int] = []
        if any(self.decisions) and len(self.movable) > 1:
            self.walk(BURN_IN // 2, stop)
        # The planner unless it clearly cannot explain the seat and the greedy bot can.
        models = [GREEDY if b[0] >= b[1] + MODEL_MARGIN else PLANNER for b in self.best]
        self.models = list(models)
        self.fixed = [score[model] for score, model in zip(self.scores, models, strict=True)]
        if any(self.decisions) and len(self.movable) > 1:
            self.walk(BURN_IN - BURN_IN // 2, stop)

    @staticmethod
    def _mask(cards: list[int]) -> int:
        mask = 0
        for v in cards:
            mask |= 1 << v
        return mask

    def _score(self, holder: int, score: tuple[int, int]) -> int:
        model = self.models[holder]
        return min(score) if model is None else score[model]

    @property
    def total_mismatches(self) -> int:
        """Decisions the current deal does not explain, over all seats (by their models)."""
        return sum(self.fixed)

    def greedy_seats(self) -> int:
        """Bit mask of the seats that the greedy bot explains (the simulations play them
        greedily); the planner explains the others."""
        mask = 0
        for seat, model in zip(self.seats, self.models, strict=False):
            if model == 1:
                mask |= 1 << seat
        return mask

    def walk(self, steps: int, stop: Callable[[], bool] | None = None) -> None:
        """Try ``steps`` swaps of one card between two holders (fewer once ``stop()``)."""
        rng = self.rng
        movable = self.movable
        if len(movable) < 2:
            return
        fixed = all(model is not None for model in self.models)
        for step in range(steps):
            if stop is not None and step & 7 == 7 and stop():
                return
            a, b = rng.sample(movable, 2)
            ha, hb = self.holdings[a], self.holdings[b]
            i, j = rng.randrange(len(ha)), rng.randrange(len(hb))
            ha[i], hb[j] = hb[j], ha[i]
            da, db = self.decisions[a], self.decisions[b]
            self.steps_taken += 1
            if fixed:
                accepted = self._fixed_step(a, b, ha, hb, da, db)
            else:
                accepted = self._open_step(a, b, ha, hb, da, db)
            if accepted:
                self.accepted += 1
            else:
                ha[i], hb[j] = hb[j], ha[i]

    def _open_step(
        self,
        a: int,
        b: int,
        ha: list[int],
        hb: list[int],
        da: tuple[Decision, ...],
        db: tuple[Decision, ...],
    ) -> bool:
        """A swap judged by the better of the two models for each seat (models undecided)."""
        new_a = mismatches(self._mask(ha), da, self.rules) if da else (0, 0)
        new_b = mismatches(self._mask(hb), db, self.rules) if db else (0, 0)
        delta = (
            self._score(a, new_a)
            + self._score(b, new_b)
            - self._score(a, self.scores[a])
            - self._score(b, self.scores[b])
        )
        if delta <= 0 or self.rng.random() < math.exp(-self.weight * delta):
            self.scores[a], self.scores[b] = new_a, new_b
            for holder, score in ((a, new_a), (b, new_b)):
                best = self.best[holder]
                best[0] = min(best[0], score[0])
                best[1] = min(best[1], score[1])
            return True
        return False

    def _fixed_step(
        self,
        a: int,
        b: int,
        ha: list[int],
        hb: list[int],
        da: tuple[Decision, ...],
        db: tuple[Decision, ...],
    ) -> bool:
        """A Metropolis swap with each seat's model fixed; the counting stops as soon as the
        swap is sure to be rejected."""
        threshold = -math.log(1.0 - self.rng.random()) / self.weight
        allowed = max(0, math.ceil(threshold) - 1)
        old = self.fixed[a] + self.fixed[b]
        cap = old + allowed
        new_a = (
            count_mismatches(self._mask(ha), da, self.rules, self.models[a] or 0, cap) if da else 0
        )
        if new_a > cap:
            return False
        new_b = (
            count_mismatches(self._mask(hb), db, self.rules, self.models[b] or 0, cap - new_a)
            if db
            else 0
        )
        if new_a + new_b > cap:
            return False
        self.fixed[a], self.fixed[b] = new_a, new_b
        return True

    def next_world(self, steps: int = STEPS) -> dict[int, int]:
        """The next deal: ``{seat: value mask}`` for every other seat still in."""
        if any(self.decisions):
            self.walk(steps)
        else:
            cards = [v for h in self.holdings for v in h]
            self.rng.shuffle(cards)
            start = 0
            for holding in self.holdings:
                holding[:] = cards[start : start + len(holding)]
                start += len(holding)
        return {seat: self._mask(h) for seat, h in zip(self.seats, self.holdings, strict=False)}


def describe_world(world: dict[int, int], rules: HouseRules) -> dict[int, CardSet]:
    """A deal as card sets (for people and tests)."""
    from rules.coach.fast import from_values

    return {seat: from_values(mask, rules) for seat, mask in world.items()}
