"""Rummy solver speed: median and p95 ms per ``solve`` call on one core.

    python benchmarks/bench_rummy.py [--hands 500] [--seed 0]

The target case (issue 7) is Indian rummy with 14 cards (just drawn: the solver also picks the
discard) holding two printed jokers, with a wild rank: 12 cards dealt at random from two decks,
plus JK JK, wild rank at random. Also shown: the same without the extra card, Thirteen rummy's
last round (14 cards), and a hard mix (cards bunched in two suits and six ranks, three wild
cards, two jokers) where many melds overlap.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from rules.rummy import JOKER, STANDARD_DECK, RummyCard, solve, solve_hand

Case = Callable[[], object]


def _indian(rng: random.Random, size: int) -> Case:
    deck = list(STANDARD_DECK) * 2
    cards = [*rng.sample(deck, size - 2), JOKER, JOKER]
    wild = rng.randint(1, 13)
    return lambda: solve(cards, "indian", wild_rank=wild)


def _thirteen(rng: random.Random) -> Case:
    deck = list(STANDARD_DECK) * 2
    cards = rng.sample(deck, 14)
    return lambda: solve(cards, "thirteen_rummy", round=11)


def _bunched(rng: random.Random, game: str) -> Case:
    wild = rng.randint(3, 13)
    lo = rng.randint(1, 8)
    suits = rng.sample(range(4), 2)
    pool = [RummyCard(r, s) for r in range(lo, lo + 6) for s in suits for _ in range(2)]
    pool = [c for c in pool if c.rank != wild]
    wilds = [RummyCard(wild, s) for s in range(4) for _ in range(2)]
    jokers = [JOKER, JOKER] if game == "indian" else []
    cards = rng.sample(pool, 14 - 3 - len(jokers)) + rng.sample(wilds, 3) + jokers
    return lambda: solve_hand(cards, game, wild_rank=wild, discard=True)


def _time(cases: list[Case]) -> list[float]:
    times = []
    for case in cases:
        start = time.perf_counter_ns()
        case()
        times.append((time.perf_counter_ns() - start) / 1e6)
    return sorted(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    suites: list[tuple[str, list[Case]]] = [
        ("indian 14 cards, JK JK, wild rank", [_indian(rng, 14) for _ in range(args.hands)]),
        ("indian 13 cards, JK JK, wild rank", [_indian(rng, 13) for _ in range(args.hands)]),
        ("thirteen rummy round 11, 14 cards", [_thirteen(rng) for _ in range(args.hands)]),
        ("hard mix indian, 14 cards", [_bunched(rng, "indian") for _ in range(args.hands)]),
        (
            "hard mix thirteen rummy, 14",
            [_bunched(rng, "thirteen_rummy") for _ in range(args.hands)],
        ),
    ]
    for label, cases in suites:
        times = _time(cases)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(
            f"{label:36s}: median {statistics.median(times):6.2f} ms  p95 {p95:6.2f} ms  "
            f"max {times[-1]:6.2f} ms  ({len(times)} hands)"
        )


if __name__ == "__main__":
    main()
