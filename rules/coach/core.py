"""``suggest``: ranked plays for one seat, from its Observation only, within a time budget.

How it decides:

1. The legal plays are read from the observation (:mod:`rules.coach.view`); plays that differ
   only in the suits of their lower cards are merged, and the rest are ranked by how good the
   hand left behind is (:mod:`rules.coach.plan`), keeping the most promising few plus passing.
2. *Determinization*: the unseen cards are dealt at random to the other seats, matching their
   card counts and (softly) their passes (:mod:`rules.coach.sampling`). Each candidate is
   played out in the same sampled deals to the end with the hand-planner policy
   (:mod:`rules.coach.sim`), which scores its finishing place; clearly worse candidates are
   dropped as the evidence comes in, until the budget is spent.
3. With two seats left and the other hand known (every unseen card is in it), the rest of the
   game is solved exactly instead (:mod:`rules.coach.endgame`); with two seats left and cards set
   aside, each sampled deal is solved exactly when small.
4. Each suggestion gets a reason in plain words (:mod:`rules.coach.reasons`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from rules.cards import CardSet
from rules.coach.endgame import EndgameTooLarge, winning_moves
from rules.coach.fast import SINGLE, TWO_RANK, Combo, combo_of, to_values
from rules.coach.plan import plan, plan_cost
from rules.coach.policy import choose
from rules.coach.reasons import Context, explain
from rules.coach.sampling import Knowledge, Sampler, knowledge
from rules.coach.sim import Sim
from rules.coach.view import CoachError, Options, check_observation, options
from rules.combos import Combination
from rules.game import Move, Observation, Pass, Play
from rules.house_rules import HouseRules

__all__ = ["Suggestion", "suggest"]

MAX_CANDIDATES: Final = 8
MIN_WORLDS: Final = 6
"""Sampled deals before any candidate may be dropped."""
PRUNE_Z: Final = 2.0
PRUNE_SLACK: Final = 0.004
PLANNER_BONUS: Final = 0.01
EXACT_LIMIT: Final = 60_000
"""Positions the exact endgame may search before giving up for playouts (it also stops at
half the time budget)."""
WORLD_LIMIT: Final = 600
"""Positions per sampled deal when two seats are left with cards set aside."""
_PLACE_VALUES: Final = {2: (1.0, 0.0), 3: (1.0, 0.2, 0.0), 4: (1.0, 0.2, 0.06, 0.0)}
"""Worth of each finishing place: first matters most (it is what wins a game)."""
_POINT_WEIGHT: Final = 0.005
"""Worth of each card left when another seat goes out first (its points)."""


@dataclass(frozen=True, slots=True)
class Suggestion:
    """One suggested move with its estimated worth and the reason, in plain words.

    ``score`` is the estimated chance to finish first (exact 0 or 1 when ``exact``);
    ``expected_place`` the estimated finishing place (1 = first out); ``samples`` how many
    simulated games back the estimate. ``ideas`` names the strategy behind the reason
    (``keep_twos``, ``bomb_the_two``, ``dont_break``, ``unbeatable``, ...).
    """

    move: Move
    combination: Combination | None
    score: float
    expected_place: float
    reason: str
    ideas: tuple[str, ...] = ()
    samples: int = 0
    exact: bool = False
    value: float = field(default=0.0, repr=False)

    @property
    def is_pass(self) -> bool:
        """True for a pass (or, out of turn, for waiting)."""
        return isinstance(self.move, Pass)

    @property
    def cards(self) -> CardSet:
        """The cards played (empty for a pass)."""
        return self.move.cards if isinstance(self.move, Play) else CardSet()

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form."""
        return {
            "pass": self.is_pass,
            "cards": self.cards.codes(),
            "kind": self.combination.kind if self.combination else None,
            "score": round(self.score, 4),
            "expected_place": round(self.expected_place, 3),
            "reason": self.reason,
            "ideas": list(self.ideas),
            "samples": self.samples,
            "exact": self.exact,
        }


@dataclass
class _Stats:
    total: float = 0.0
    squares: float = 0.0
    firsts: int = 0
    places: float = 0.0
    n: int = 0
    values: list[float] = field(default_factory=list)

    def add(self, value: float, first: bool, place: int) -> None:
        self.values.append(value)
        self.total += value
        self.squares += value * value
        self.firsts += first
        self.places += place
        self.n += 1

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else -1.0

    @property
    def stderr(self) -> float:
        if self.n < 2:
            return 1.0
        mean = self.mean
        var = max(0.0, (self.squares - self.n * mean * mean) / (self.n - 1))
        return math.sqrt(var / self.n)


_CLOCKS: Final[dict[str, Callable[[], float]]] = {
    "wall": time.perf_counter,
    "cpu": time.thread_time,
}


def suggest(
    observation: Observation,
    house_rules: HouseRules | None = None,
    k: int = 3,
    *,
    budget_ms: float = 100.0,
    rng: random.Random | None = None,
    playouts: int | None = None,
    clock: str = "wall",
) -> list[Suggestion]:
    """Up to ``k`` suggested moves for ``observation.seat``, best first.

    ``house_rules`` default to the observation's. The search stops when ``budget_ms`` is spent
    (measured on ``clock``: ``"wall"`` for a live table, ``"cpu"`` for this thread's processor
    time) or after ``playouts`` simulated games, whichever comes first; with a fixed ``rng``
    and ``playouts`` (and budget to spare) the answer is reproducible. An empty list means there
    is nothing to decide now (not this seat's turn, and no bomb to put on a 2 out of turn).
    Raises :class:`CoachError` for an observation that cannot be coached.
    """
    if not isinstance(observation, Observation):
        raise CoachError(f"expected an Observation, got {type(observation).__name__}")
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise CoachError(f"k must be a whole number ≥ 1, not {k!r}")
    if not isinstance(budget_ms, int | float) or not budget_ms > 0:
        raise CoachError(f"budget_ms must be a positive number of milliseconds, not {budget_ms!r}")
    if clock not in _CLOCKS:
        raise CoachError(f"clock must be 'wall' or 'cpu', not {clock!r}")
    if playouts is not None and (not isinstance(playouts, int) or playouts < 1):
        raise CoachError(f"playouts must be a positive whole number, not {playouts!r}")
    rules = house_rules if house_rules is not None else observation.house_rules
    check_observation(observation, rules)
    now = _CLOCKS[clock]
    deadline = now() + budget_ms / 1000.0
    rng = rng if rng is not None else random.Random()
    opts = options(observation, rules)
    if not opts.plays and not opts.can_pass:
        return []
    search = _Search(observation, rules, opts, rng)
    search.run(now, deadline, playouts)
    return search.ranked(k)


class _Search:
    def __init__(
        self, observation: Observation, rules: HouseRules, opts: Options, rng: random.Random
    ) -> None:
        self.obs = observation
        self.rules = rules
        self.opts = opts
        self.rng = rng
        hand = observation.hand
        assert hand is not None
        self.hand = to_values(hand, rules)
        self.me = observation.seat
        self.facts: Knowledge = knowledge(observation, rules)
        self.planner: Combination | None = None
        self.candidates: list[Combination | None] = self._candidates()
        self.stats = [_Stats() for _ in self.candidates]
        self.active = list(range(len(self.candidates)))
        self.stop_at: Callable[[], bool] = lambda: False
        self.exact: list[bool] | None = None
        self.lost_by_force = False
        self.base_place = len(observation.finished)

    # -- candidates ---------------------------------------------------------------------------

    def _candidates(self) -> list[Combination | None]:
        rules = self.rules
        groups: dict[tuple[str, tuple[int, ...]], Combination] = {}
        for combo in self.opts.plays:
            # Same kind, same ranks: only the suits differ. Keep the one that spends the lowest
            # suits (a higher suit kept back is worth more later).
            key = (combo.kind, tuple(combo.cards.ranks()))
            kept = groups.get(key)
            if kept is None or to_values(combo.cards, rules) < to_values(kept.cards, rules):
                groups[key] = combo
        plays = list(groups.values())
        priors = {id(c): self._prior(c) for c in plays}
        plays.sort(key=lambda c: -priors[id(c)])
        keep: list[Combination | None] = list(plays[:MAX_CANDIDATES])
        planner = self._planner_choice()
        if planner is not None:
            for kept in keep:
                if kept is not None and kept.cards == planner.cards:
                    planner = kept
                    break
            else:
                keep.append(planner)
        self.planner = planner
        for combo in plays[MAX_CANDIDATES:]:
            if combo.is_bomb and self.obs.table is not None and combo not in keep:
                keep.append(combo)
        if self.opts.can_pass:
            keep.append(None)
        return keep

    def _prior(self, combo: Combination) -> float:
        left = self.hand & ~to_values(combo.cards, self.rules)
        if not left:
            return 100.0
        return -plan_cost(left)

    def _planner_choice(self) -> Combination | None:
        obs = self.obs
        if self.opts.out_of_turn or self.opts.opening:
            return None
        counts = [c for s, c in enumerate(obs.cards_left) if s != self.me and s not in obs.finished]
        nxt = next(
            (
                (self.me + i) % obs.players
                for i in range(1, obs.players)
                if (self.me + i) % obs.players not in obs.finished
            ),
            self.me,
        )
        table = None if obs.table is None else combo_of(obs.table, self.rules)
        move = choose(self.hand, table, self.rules, counts, obs.cards_left[nxt], plan(self.hand))
        if move is None:
            return None
        for combo in self.opts.plays:
            if to_values(combo.cards, self.rules) == move[3]:
                return combo
        return None

    # -- simulation ---------------------------------------------------------------------------

    def _root(self, others: dict[int, int]) -> Sim:
        obs = self.obs
        hands = [0] * obs.players
        hands[self.me] = self.hand
        for seat, mask in others.items():
            hands[seat] = mask
        table = None if obs.table is None else combo_of(obs.table, self.rules)
        owner = -1 if obs.table_owner is None else obs.table_owner
        passed = 0
        for seat in obs.passed:
            passed |= 1 << seat
        turn = obs.turn if obs.turn is not None else self.me
        return Sim(
            hands,
            turn,
            self.rules,
            table=table,
            owner=owner,
            passed=passed,
            finished=list(obs.finished),
        )

    def _after(self, root: Sim, candidate: Combination | None) -> Sim:
        sim = root.copy()
        if candidate is None:
            if not self.opts.out_of_turn:
                sim.pass_turn(self.me)
            return sim
        combo = combo_of(candidate, self.rules)
        sim.play(self.me, combo)
        if combo[0] == SINGLE and combo[2] >> 2 == TWO_RANK and not sim.over:
            sim.out_of_turn_bomb(self.me)
        return sim

    def _value(self, place: int, cards_at_first: int) -> float:
        values = _PLACE_VALUES[self.obs.players]
        value = values[place]
        if cards_at_first > 0:
            value -= _POINT_WEIGHT * cards_at_first
        return value

    def _exact_possible(self) -> bool:
        obs = self.obs
        live = [s for s in range(obs.players) if s not in obs.finished]
        return len(live) == 2 and not self.opts.out_of_turn

    def run(self, now: Callable[[], float], deadline: float, limit: int | None) -> None:
        start = now()
        # The exact endgame and the sampler's warm-up may each use part of the budget.
        half = start + 0.5 * (deadline - start)
        if self._exact_possible():
            facts = self.facts
            known = len(facts.counts) == 1 and facts.counts[0][1] == len(facts.unseen)
            if known and self._solve_exact(lambda: now() > half):
                return
        self.stop_at = lambda: now() > deadline
        if len(self.candidates) == 1:
            limit = min(limit or 24, 24)
        active = list(range(len(self.candidates)))
        played = 0
        worlds = 0
        warm_up = start + 0.4 * (deadline - start)
        sampler = Sampler(self.facts, self.rules, self.rng, stop=lambda: now() > warm_up)
        small = (
            self._exact_possible()
            and sum(c for _, c in self.facts.counts) + len(CardSet.from_mask(self.hand)) <= 12
        )
        while True:
            if now() >= deadline and worlds >= 2:
                break
            if limit is not None and played >= limit:
                break
            others = sampler.next_world()
            root = self._root(others)
            root.greedy = sampler.greedy_seats()
            if small and self._solve_world(root, active):
                worlds += 1
                played += len(active)
                continue
            for index in active:
                sim = self._after(root, self.candidates[index])
                place, cards = sim.playout(self.me, stop_at_first=self.base_place == 0)
                self.stats[index].add(self._value(place, cards), place == 0, place)
                played += 1
            worlds += 1
            if worlds >= MIN_WORLDS and worlds % 2 == 0 and len(active) > 1:
                active = self._prune(active)
                if len(active) == 1:
                    break
        self.active = active

    def _solve_world(self, root: Sim, active: list[int]) -> bool:
        moves: list[Combo | None] = []
        for index in active:
            c = self.candidates[index]
            moves.append(None if c is None else combo_of(c, self.rules))
        try:
            wins = winning_moves(root, self.me, moves, limit=WORLD_LIMIT, stop=self.stop_at)
        except EndgameTooLarge:
            return False
        for index, won in zip(active, wins, strict=True):
            place = self.base_place if won else self.base_place + 1
            self.stats[index].add(self._value(place, 0), place == 0, place)
        return True

    def _solve_exact(self, stop: Callable[[], bool]) -> bool:
        others = {self.facts.counts[0][0]: sum(1 << v for v in self.facts.unseen)}
        root = self._root(others)
        moves = [None if c is None else combo_of(c, self.rules) for c in self.candidates]
        try:
            wins = winning_moves(root, self.me, moves, limit=EXACT_LIMIT, stop=stop)
        except EndgameTooLarge:
            return False
        if not any(wins):
            # Every move loses against perfect play: rank them by practical chances instead.
            self.lost_by_force = True
            return False
        self.exact = wins
        for stats, won in zip(self.stats, wins, strict=True):
            place = self.base_place if won else self.base_place + 1
            stats.add(self._value(place, 0), place == 0, place)
        return True

    def _prune(self, active: list[int]) -> list[int]:
        """Drop candidates clearly worse than the best. Every active candidate was played in
        the same sampled deals, so they are compared deal by deal (paired differences)."""
        best = max(active, key=lambda i: self.stats[i].mean + self._bonus(i))
        top = self.stats[best].values
        keep = []
        for i in active:
            if i == best:
                keep.append(i)
                continue
            diffs = [a - b for a, b in zip(self.stats[i].values, top, strict=True)]
            n = len(diffs)
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean + PRUNE_Z * math.sqrt(var / n) + PRUNE_SLACK >= 0:
                keep.append(i)
        return keep

    def _bonus(self, index: int) -> float:
        """A small edge for the planner's own move: between near-equal estimates it is the
        move the simulations' continuation assumes."""
        return PLANNER_BONUS if self.candidates[index] is self.planner else 0.0

    # -- answer -------------------------------------------------------------------------------

    def ranked(self, k: int) -> list[Suggestion]:
        everyone = range(len(self.candidates))
        if self.exact is not None:
            proven = self.exact
            order = sorted(everyone, key=lambda i: (not proven[i], i))
        else:
            # The candidates still in the race at the end come first, by estimated value; the
            # ones dropped on the way follow, by their value when they were dropped.
            finalists = set(self.active)
            order = sorted(
                everyone,
                key=lambda i: (
                    i not in finalists,
                    -(self.stats[i].mean + (self._bonus(i) if i in finalists else 0.0)),
                    i,
                ),
            )
        context = Context.build(self.obs, self.rules, self.opts)
        out = []
        best_value = self.stats[order[0]].mean
        for rank, index in enumerate(order[:k]):
            candidate = self.candidates[index]
            stats = self.stats[index]
            exact = self.exact is not None
            proved = self.exact[index] if self.exact is not None else None
            move: Move = Pass(self.me) if candidate is None else Play(self.me, candidate.cards)
            score = stats.firsts / stats.n if stats.n else 0.0
            place = 1 + stats.places / stats.n if stats.n else float(self.obs.players)
            reason, ideas = explain(
                context,
                candidate,
                rank=rank,
                score=score,
                exact=proved,
                lost_by_force=self.lost_by_force,
                gap=best_value - stats.mean,
            )
            out.append(
                Suggestion(
                    move,
                    candidate,
                    score,
                    place,
                    reason,
                    ideas,
                    stats.n,
                    exact,
                    stats.mean,
                )
            )
        return out
