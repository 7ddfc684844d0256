"""The arena: full games between bots on seeded deals, seats rotated, with 95% intervals.

Every deal is played once per rotation of the line-up, so with ``P`` seats each player gets
every deal from every seat (``games`` must be a multiple of ``P``); luck of the cards cancels
out. Games are independent first games (the 3♠ holder opens); an instant win in a dealt hand
is claimed before the first play. The referee is :class:`rules.Game`: an illegal move from any
bot raises.

>>> result = run_arena(["greedy", "random"], games=4, seed=1)
>>> [p.games for p in result.players]
[4, 4]
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from rules.bots import Bot, make_bot
from rules.coach.fast import SINGLE, TWO_RANK, combo_of
from rules.coach.view import CoachError
from rules.game import Game, Play
from rules.house_rules import HouseRules

__all__ = [
    "ArenaResult",
    "PlayerResult",
    "mean_ci95",
    "play_game",
    "run_arena",
    "seating",
    "wilson_ci95",
]

Z95 = 1.959963984540054


def wilson_ci95(successes: int, trials: int) -> tuple[float, float]:
    """Wilson score interval (95%) for a proportion.

    >>> [round(x, 3) for x in wilson_ci95(40, 100)]
    [0.309, 0.498]
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = Z95 * Z95
    denominator = 1 + z2 / trials
    center = (p + z2 / (2 * trials)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return (max(0.0, center - half), min(1.0, center + half))


def mean_ci95(total: float, total_squares: float, n: int) -> tuple[float, float]:
    """Normal 95% interval of a mean from the sum and the sum of squares of ``n`` values.

    >>> [round(x, 3) for x in mean_ci95(6.0, 14.0, 3)]  # values 1, 2, 3
    [0.868, 3.132]
    """
    if n <= 0:
        return (math.nan, math.nan)
    mean = total / n
    if n == 1:
        return (mean, mean)
    variance = max(0.0, (total_squares - n * mean * mean) / (n - 1))
    half = Z95 * math.sqrt(variance / n)
    return (mean - half, mean + half)


def seating(players: int, rotation: int) -> list[int]:
    """Which line-up entry sits at each seat in a rotation: seat ``s`` gets entry
    ``(s - rotation) mod players``.

    >>> seating(4, 1)
    [3, 0, 1, 2]
    """
    return [(seat - rotation) % players for seat in range(players)]


@dataclass
class PlayerResult:
    """One line-up entry's tally."""

    name: str
    slot: int
    games: int = 0
    firsts: int = 0
    place_sum: float = 0.0
    place_squares: float = 0.0
    points_sum: float = 0.0
    points_squares: float = 0.0

    def add(self, place: int, points: int) -> None:
        """Record one game: ``place`` 1 = first out."""
        self.games += 1
        self.firsts += place == 1
        self.place_sum += place
        self.place_squares += place * place
        self.points_sum += points
        self.points_squares += points * points

    def merge(self, other: PlayerResult) -> None:
        """Add another tally of the same entry."""
        self.games += other.games
        self.firsts += other.firsts
        self.place_sum += other.place_sum
        self.place_squares += other.place_squares
        self.points_sum += other.points_sum
        self.points_squares += other.points_squares

    @property
    def first_place_rate(self) -> float:
        """Share of games finished first."""
        return self.firsts / self.games if self.games else math.nan

    @property
    def mean_place(self) -> float:
        """Mean finishing place (1 = first out)."""
        return self.place_sum / self.games if self.games else math.nan

    @property
    def mean_points(self) -> float:
        """Mean points per game (lower is better)."""
        return self.points_sum / self.games if self.games else math.nan

    def to_dict(self) -> dict[str, Any]:
        """The JSON form printed by ``thirteen arena --json``."""
        return {
            "name": self.name,
            "slot": self.slot,
            "games": self.games,
            "first_place_rate": round(self.first_place_rate, 4),
            "first_place_ci95": [round(x, 4) for x in wilson_ci95(self.firsts, self.games)],
            "mean_place": round(self.mean_place, 4),
            "mean_place_ci95": [
                round(x, 4) for x in mean_ci95(self.place_sum, self.place_squares, self.games)
            ],
            "mean_points": round(self.mean_points, 4),
            "mean_points_ci95": [
                round(x, 4) for x in mean_ci95(self.points_sum, self.points_squares, self.games)
            ],
        }


@dataclass
class ArenaResult:
    """All entries' tallies."""

    games: int
    seed: int
    players: list[PlayerResult] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """``{"games": N, "seed": S, "players": [...]}``."""
        return {
            "games": self.games,
            "seed": self.seed,
            "players": [p.to_dict() for p in self.players],
        }

    def table(self) -> str:
        """A plain-text table for people."""
        lines = [
            f"{self.games} games, seed {self.seed}, seats rotated over every deal",
            f"{'player':<12} {'first place (95% CI)':<26} {'mean place (95% CI)':<24} "
            "mean points (95% CI)",
        ]
        for p in self.players:
            lo, hi = wilson_ci95(p.firsts, p.games)
            plo, phi = mean_ci95(p.place_sum, p.place_squares, p.games)
            qlo, qhi = mean_ci95(p.points_sum, p.points_squares, p.games)
            lines.append(
                f"{p.name:<12} {p.first_place_rate:6.1%} [{lo:6.1%}, {hi:6.1%}]"
                f"{'':<5} {p.mean_place:4.2f} [{plo:4.2f}, {phi:4.2f}]{'':<8} "
                f"{p.mean_points:5.2f} [{qlo:5.2f}, {qhi:5.2f}]"
            )
        return "\n".join(lines)


def _seeded(*parts: object) -> random.Random:
    return random.Random(":".join(str(p) for p in parts))


def play_game(bots: Sequence[Bot], game: Game, seed: object = 0) -> Game:
    """Play ``game`` to the end with one bot per seat; bombs on a single 2 are offered out of
    turn (clockwise from the player of the 2) to the seats that hold one."""
    rngs = [_seeded(seed, seat) for seat in range(game.players)]
    wins = game.instant_wins()
    if wins:
        start = game.turn if game.turn is not None else 0
        for step in range(game.players):
            seat = (start + step) % game.players
            if seat in wins:
                game.claim_instant_win(seat)
                return game
    rules = game.house_rules
    while not game.is_over:
        on_turn = game.turn
        if on_turn is None:
            raise CoachError("internal: nobody on turn in an unfinished game")
        seat = on_turn
        move = bots[seat].choose(game.observation(seat), rngs[seat])
        game.push(move)
        table = game.table
        if not isinstance(move, Play) or game.is_over or table is None or not rules.bombs:
            continue
        combo = combo_of(table, rules)
        if combo[0] != SINGLE or combo[2] >> 2 != TWO_RANK:
            continue
        for step in range(1, game.players):
            other = (seat + step) % game.players
            if other in game.finished or other == game.turn:
                continue
            if game.legal_plays(other):
                bomb = bots[other].out_of_turn(game.observation(other), rngs[other])
                if bomb is not None:
                    game.push(bomb)
                    break
    return game


def _play_deals(
    lineup: Sequence[str],
    deals: Sequence[int],
    seed: int,
    house_rules: HouseRules,
    budget_ms: float,
    clock: str,
) -> list[PlayerResult]:
    players = len(lineup)
    results = [PlayerResult(name, slot) for slot, name in enumerate(lineup)]
    bots = [make_bot(name, budget_ms=budget_ms, clock=clock) for name in lineup]
    for deal in deals:
        for rotation in range(players):
            entry_at = seating(players, rotation)
            game = Game.deal(players, rng=_seeded(seed, "deal", deal), house_rules=house_rules)
            play_game([bots[e] for e in entry_at], game, seed=(seed, deal, rotation))
            points = game.points() or [0] * players
            for seat, entry in enumerate(entry_at):
                results[entry].add(game.finished.index(seat) + 1, points[seat])
    return results


def run_arena(
    lineup: Sequence[str],
    games: int,
    seed: int = 0,
    house_rules: HouseRules | None = None,
    *,
    budget_ms: float = 100.0,
    clock: str = "cpu",
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> ArenaResult:
    """Play ``games`` games (a multiple of the number of seats) and tally each entry."""
    players = len(lineup)
    if not 2 <= players <= 4:
        raise CoachError(f"the arena seats 2 to 4 players, got {players}: {','.join(lineup)}")
    for name in lineup:
        make_bot(name)  # unknown names fail here, before any game
    if isinstance(games, bool) or not isinstance(games, int) or games <= 0:
        raise CoachError(f"the number of games must be a positive whole number, not {games!r}")
    if games % players:
        raise CoachError(
            f"{games} games cannot rotate {players} seats evenly: use a multiple of {players} "
            f"(e.g. {games + players - games % players})"
        )
    rules = house_rules if house_rules is not None else HouseRules()
    deals = list(range(games // players))
    result = ArenaResult(
        games, seed, [PlayerResult(name, slot) for slot, name in enumerate(lineup)]
    )
    chunk = max(1, min(25, len(deals) // max(1, jobs * 4) or 1))
    batches = [deals[i : i + chunk] for i in range(0, len(deals), chunk)]
    done = 0
    if jobs <= 1:
        for batch in batches:
            for total, part in zip(
                result.players,
                _play_deals(lineup, batch, seed, rules, budget_ms, clock),
                strict=True,
            ):
                total.merge(part)
            done += len(batch) * players
            if progress is not None:
                progress(done)
        return result
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [
            pool.submit(_play_deals, list(lineup), batch, seed, rules, budget_ms, clock)
            for batch in batches
        ]
        for future, batch in zip(futures, batches, strict=True):
            for total, part in zip(result.players, future.result(), strict=True):
                total.merge(part)
            done += len(batch) * players
            if progress is not None:
                progress(done)
    return result
