"""Legal-play generation speed: median µs per call on one core, on a lead and against a table.

    python benchmarks/bench_legal.py [--hands 2000] [--repeats 5]

Hands are random 13-card deals; tables are random legal combinations from another random hand
(the kind mix a real game shows: mostly singles and pairs, some straights and bombs).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rules import ALL_CARDS, CardSet, legal_plays


def _cases(n: int, seed: int) -> list[tuple[CardSet, object]]:
    rng = random.Random(seed)
    cases = []
    for _ in range(n):
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        hand = CardSet(deck[:13])
        table = rng.choice(legal_plays(CardSet(deck[13:26])))
        cases.append((hand, table))
    return cases


def _time_calls(cases: list[tuple[CardSet, object]], lead: bool) -> list[float]:
    times = []
    for hand, table in cases:
        start = time.perf_counter_ns()
        legal_plays(hand, None if lead else table)  # type: ignore[arg-type]
        times.append((time.perf_counter_ns() - start) / 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    cases = _cases(args.hands, args.seed)
    for label, lead in (("against a table", False), ("on a lead", True)):
        medians, p95s = [], []
        for _ in range(args.repeats):
            times = sorted(_time_calls(cases, lead))
            medians.append(statistics.median(times))
            p95s.append(times[int(0.95 * len(times))])
        median = statistics.median(medians)
        print(
            f"{label:16s}: median {median:7.1f} µs/call  p95 {statistics.median(p95s):7.1f} µs  "
            f"({1e6 / median:,.0f} calls/s, {args.hands} hands x {args.repeats} repeats; "
            f"medians per repeat {min(medians):.1f}..{max(medians):.1f})"
        )


if __name__ == "__main__":
    main()
