"""Built-in opponents for the arena and for practice games. Each sees only an Observation.

- ``random``: a random legal play (or a pass, as one more option when passing is allowed).
- ``greedy``: the usual bot of open-source Tiến lên games — always the lowest legal play
  (on a lead: its lowest card, alone; against a table: the lowest combination that beats it),
  passing only when nothing beats the table. It never bombs out of turn.
- ``heuristic``: a hand planner (:mod:`rules.coach.policy`) — splits its hand into combinations
  keeping straights and double sequences together, leads its lowest weak combination, answers
  with planned combinations only, saves 2s and bombs until an opponent is down to a few cards,
  and bombs a 2 whenever it can (also out of turn).
- ``coach``: plays the coach's first suggestion (:func:`rules.coach.suggest`).

>>> from rules import Game
>>> game = Game.deal(4, seed=1)
>>> move = make_bot("greedy").choose(game.observation(game.turn), random.Random(0))
>>> str(move.cards)
'3♠'
"""

from __future__ import annotations

import random
from typing import Protocol

from rules.coach.fast import combo_of, from_values, to_values
from rules.coach.plan import plan
from rules.coach.policy import choose as planner_choice
from rules.coach.view import CoachError, options
from rules.combos import Combination
from rules.game import Move, Observation, Pass, Play

__all__ = [
    "BOT_NAMES",
    "Bot",
    "CoachBot",
    "GreedyBot",
    "HeuristicBot",
    "RandomBot",
    "make_bot",
]

BOT_NAMES = ("random", "greedy", "heuristic", "coach")


class Bot(Protocol):
    """A player: a move on its turn, and maybe a bomb out of turn on a single 2."""

    name: str

    def choose(self, observation: Observation, rng: random.Random) -> Move:
        """The move for the seat on turn (a Play of legal cards, or a Pass)."""
        ...

    def out_of_turn(self, observation: Observation, rng: random.Random) -> Play | None:
        """A bomb to put on the single 2 lying on the table now, or None to wait."""
        ...


class RandomBot:
    """A random legal play; passing counts as one more option."""

    name = "random"

    def choose(self, observation: Observation, rng: random.Random) -> Move:
        opts = options(observation)
        count = len(opts.plays) + (1 if opts.can_pass else 0)
        pick = rng.randrange(count)
        if pick == len(opts.plays):
            return Pass(observation.seat)
        return Play(observation.seat, opts.plays[pick].cards)

    def out_of_turn(self, observation: Observation, rng: random.Random) -> Play | None:
        return None


class GreedyBot:
    """The lowest legal play (lead: the lowest card alone); pass only when nothing beats."""

    name = "greedy"

    def choose(self, observation: Observation, rng: random.Random) -> Move:
        opts = options(observation)
        if not opts.plays:
            return Pass(observation.seat)
        return Play(observation.seat, opts.plays[0].cards)

    def out_of_turn(self, observation: Observation, rng: random.Random) -> Play | None:
        return None


class HeuristicBot:
    """The hand planner of :mod:`rules.coach.policy`."""

    name = "heuristic"

    def choose(self, observation: Observation, rng: random.Random) -> Move:
        opts = options(observation)
        obs = observation
        rules = obs.house_rules
        if opts.opening:
            # The opening must hold a given card: play the planned combination holding it if
            # that is legal, else the lowest legal play.
            planned = _planned_opening(obs, opts.plays)
            return Play(obs.seat, planned.cards)
        hand = obs.hand
        assert hand is not None
        counts = [
            c for s, c in enumerate(obs.cards_left) if s != obs.seat and s not in obs.finished
        ]
        nxt = _next_seat(obs)
        table = None if obs.table is None else combo_of(obs.table, rules)
        move = planner_choice(to_values(hand, rules), table, rules, counts, obs.cards_left[nxt])
        if move is None:
            return Pass(obs.seat)
        return Play(obs.seat, from_values(move[3], rules))

    def out_of_turn(self, observation: Observation, rng: random.Random) -> Play | None:
        opts = options(observation)
        if not opts.plays:
            return None
        smallest = min(opts.plays, key=lambda c: (len(c.cards), c.top))
        return Play(observation.seat, smallest.cards)


def _next_seat(obs: Observation) -> int:
    for step in range(1, obs.players):
        s = (obs.seat + step) % obs.players
        if s not in obs.finished:
            return s
    return obs.seat


def _planned_opening(obs: Observation, plays: list[Combination]) -> Combination:
    rules = obs.house_rules
    hand = obs.hand
    assert hand is not None
    legal = {p.cards.mask: p for p in plays}
    for combo in plan(to_values(hand, rules)):
        cards = from_values(combo[3], rules)
        if cards.mask in legal:
            return legal[cards.mask]
    return plays[0]


class CoachBot:
    """Plays the coach's first suggestion, thinking ``budget_ms`` per move on ``clock``."""

    name = "coach"

    def __init__(self, budget_ms: float = 100.0, clock: str = "cpu") -> None:
        self.budget_ms = budget_ms
        self.clock = clock

    def choose(self, observation: Observation, rng: random.Random) -> Move:
        from rules.coach import suggest

        best = suggest(
            observation,
            observation.house_rules,
            k=1,
            budget_ms=self.budget_ms,
            rng=rng,
            clock=self.clock,
        )[0]
        return best.move

    def out_of_turn(self, observation: Observation, rng: random.Random) -> Play | None:
        from rules.coach import suggest

        found = suggest(
            observation,
            observation.house_rules,
            k=1,
            budget_ms=self.budget_ms,
            rng=rng,
            clock=self.clock,
        )
        if found and isinstance(found[0].move, Play):
            return found[0].move
        return None


def make_bot(name: str, *, budget_ms: float = 100.0, clock: str = "cpu") -> Bot:
    """A bot by name: ``random``, ``greedy``, ``heuristic`` or ``coach``."""
    if name == "random":
        return RandomBot()
    if name == "greedy":
        return GreedyBot()
    if name == "heuristic":
        return HeuristicBot()
    if name == "coach":
        return CoachBot(budget_ms, clock)
    raise CoachError(f"unknown player {name!r}: choose from {', '.join(BOT_NAMES)}")
