"""How many imagined deals the coach plays out for ``test_bomb_the_two_on_a_given_table``'s
position (hand 5♠ 5♥ 6♣ 6♦ 7♠ 7♥ 9♦ against a 2♥), and what it ranks first: unseeded at
the default budget in processor time, then seeded (as the tests seed it) at several budgets.

    python benchmarks/coach_deals.py [--searches 60]
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import api.coaching as coaching
from rules import HouseRules, parse_cards


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--searches", type=int, default=60)
    args = parser.parse_args()
    request = coaching.what_if_request(
        4, 0, parse_cards("5S 5H 6C 6D 7S 7H 9D"), parse_cards("2H"), HouseRules()
    )
    firsts: collections.Counter[str] = collections.Counter()
    deals = []
    for _ in range(args.searches):
        out = coaching.coach_suggestions(request, limit=3, clock="cpu")
        firsts[out.suggestions[0].kind] += 1
        deals.append(max(s.samples for s in out.suggestions))
    print(
        f"unseeded, {coaching.DEFAULT_BUDGET_MS:g} ms cpu, {args.searches} searches: first "
        f"{dict(firsts)}; deals min {min(deals)} median {statistics.median(deals):g} "
        f"max {max(deals)}"
    )
    for budget in (1.0, 5.0, 20.0, 100.0):
        seen: collections.Counter[tuple[str, int]] = collections.Counter()
        for _ in range(15):
            out = coaching.coach_suggestions(
                request, limit=3, clock="cpu", budget_ms=budget, rng=random.Random(0)
            )
            seen[(out.suggestions[0].kind, max(s.samples for s in out.suggestions))] += 1
        print(f"seed 0, {budget:g} ms cpu, 15 searches: (first, deals) {dict(seen)}")


if __name__ == "__main__":
    main()
