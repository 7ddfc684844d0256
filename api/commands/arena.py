"""``thirteen arena``: full games between the coach and the built-in bots, with 95% intervals.

    thirteen arena --games 2000 --seats coach,greedy,greedy,greedy --seed 1
    thirteen arena --games 400 --seats coach,heuristic,heuristic,heuristic --json --budget-ms 100

Deals are seeded; the seats rotate so that every player gets every deal from every seat
(``--games`` must be a multiple of the number of seats). Only :mod:`rules` (standard library)
is imported. Bad input raises a ``RulesError``, printed by the ``thirteen`` entry point as one
line with exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from rules.bots import BOT_NAMES
from rules.coach.arena import run_arena
from rules.coach.view import CoachError


def register(subparsers: Any) -> None:
    """Add ``thirteen arena``."""
    arena = subparsers.add_parser(
        "arena",
        help="play the coach against the built-in bots and report who wins",
        description="Play full games on seeded deals, rotating the seats so that every player "
        "gets every deal from every seat, and print each player's first-place rate, mean "
        "finishing place and mean points with 95%% confidence intervals. "
        f"Players: {', '.join(BOT_NAMES)}.",
    )
    arena.add_argument("--games", type=int, required=True, help="games to play (multiple of seats)")
    arena.add_argument(
        "--seats",
        default="coach,greedy,greedy,greedy",
        help="comma-separated players, 2 to 4 (default: coach,greedy,greedy,greedy)",
    )
    arena.add_argument("--seed", type=int, default=0, help="seed of the deals (default 0)")
    arena.add_argument(
        "--budget-ms",
        type=float,
        default=100.0,
        help="the coach's thinking time per move in milliseconds (default 100)",
    )
    arena.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="measure the coach's budget in this thread's CPU time (default: fair on a busy "
        "machine) or in wall-clock time",
    )
    arena.add_argument(
        "--jobs", type=int, default=1, help="worker processes (default 1; deals are split)"
    )
    arena.add_argument("--house-rules", help="JSON file of house-rule switches")
    arena.add_argument("--json", action="store_true", help="print one JSON object")
    arena.add_argument("--quiet", action="store_true", help="no progress lines on standard error")
    arena.set_defaults(func=_cmd_arena)


def _cmd_arena(args: argparse.Namespace) -> int:
    from api.cli import load_house_rules

    rules = load_house_rules(args.house_rules)
    lineup = [name.strip() for name in args.seats.split(",") if name.strip()]
    if args.jobs < 1:
        raise CoachError(f"--jobs must be at least 1, not {args.jobs}")
    if not args.budget_ms > 0:
        raise CoachError(f"--budget-ms must be positive, not {args.budget_ms}")
    start = time.monotonic()
    step = max(len(lineup), (args.games // 20) // max(1, len(lineup)) * len(lineup))

    def progress(done: int) -> None:
        if args.quiet or (done % step and done != args.games):
            return
        print(
            f"arena: {done}/{args.games} games, {time.monotonic() - start:.0f} s",
            file=sys.stderr,
        )

    result = run_arena(
        lineup,
        args.games,
        args.seed,
        rules,
        budget_ms=args.budget_ms,
        clock=args.clock,
        jobs=args.jobs,
        progress=progress,
    )
    if args.json:
        print(json.dumps(result.to_dict()))
    else:
        print(result.table())
    return 0
