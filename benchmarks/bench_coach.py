"""Coach latency: wall-clock and CPU milliseconds per ``suggest`` call, p50 / p95 / max.

    python benchmarks/bench_coach.py [--positions 200] [--budget-ms 100] [--players 4] [--json]

Positions are every turn of seeded games between ``heuristic`` bots (the coach is asked for the
seat on turn, as a live table would ask), from the first play to the endgame. Each call gets
the budget on the wall clock, as in live use. The CPU column is this thread's processor time:
on a machine shared with other work the wall clock also counts the time spent waiting for a
core, the CPU time does not.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from rules import Game, Observation
from rules.bots import HeuristicBot
from rules.coach import suggest


def positions(count: int, players: int, seed: int) -> list[Observation]:
    """``count`` observations of the seat on turn, from seeded games of heuristic bots."""
    out: list[Observation] = []
    game_seed = seed
    bot = HeuristicBot()
    while len(out) < count:
        game = Game.deal(players, seed=game_seed)
        rng = random.Random(game_seed)
        game_seed += 1
        while not game.is_over and len(out) < count:
            seat = game.turn
            assert seat is not None
            obs = game.observation(seat)
            out.append(obs)
            game.push(bot.choose(obs, rng))
    return out


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--budget-ms", type=float, default=100.0)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    observations = positions(args.positions, args.players, args.seed)
    suggest(observations[0], k=3, budget_ms=args.budget_ms, rng=random.Random(0))  # warm-up
    wall: list[float] = []
    cpu: list[float] = []
    samples: list[int] = []
    for index, obs in enumerate(observations):
        start_wall, start_cpu = time.perf_counter(), time.thread_time()
        found = suggest(obs, k=3, budget_ms=args.budget_ms, rng=random.Random(index))
        wall.append(1000 * (time.perf_counter() - start_wall))
        cpu.append(1000 * (time.thread_time() - start_cpu))
        samples.append(max((s.samples for s in found), default=0))
    result = {
        "positions": len(observations),
        "players": args.players,
        "budget_ms": args.budget_ms,
        "wall_ms": {
            "p50": round(percentile(wall, 0.5), 1),
            "p95": round(percentile(wall, 0.95), 1),
            "max": round(max(wall), 1),
        },
        "cpu_ms": {
            "p50": round(percentile(cpu, 0.5), 1),
            "p95": round(percentile(cpu, 0.95), 1),
            "max": round(max(cpu), 1),
        },
        "playouts_best_move_median": statistics.median(samples),
    }
    if args.json:
        print(json.dumps(result))
        return
    print(
        f"suggest, {len(observations)} positions ({args.players} players), budget "
        f"{args.budget_ms:g} ms on the wall clock\n"
        f"  wall: p50 {result['wall_ms']['p50']} ms  p95 {result['wall_ms']['p95']} ms  "
        f"max {result['wall_ms']['max']} ms\n"
        f"  cpu : p50 {result['cpu_ms']['p50']} ms  p95 {result['cpu_ms']['p95']} ms  "
        f"max {result['cpu_ms']['max']} ms\n"
        f"  simulated games behind the best move (median): {result['playouts_best_move_median']}"
    )


if __name__ == "__main__":
    main()
