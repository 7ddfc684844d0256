"""A plain brute force for the rummy solver: every partition of the hand into blocks, each block
checked by :func:`rules.rummy.classify_meld` (which tries every role of every wild card), scored
straight from the rule text. Exponential: for small hands only."""

from __future__ import annotations

from functools import cache

from rules.rummy import RummyCard, classify_meld, rules_for
from rules.rummy.melds import Meld
from rules.rummy.rulesets import IndianRummyRules, RummyRules


def brute_force(
    hand: tuple[RummyCard, ...], rules: RummyRules, wild: int | None, discard: bool
) -> tuple[int, bool]:
    """(lowest penalty, can declare / go out) of ``hand``; with ``discard`` one card goes first."""
    if discard:
        results = [
            brute_force(hand[:i] + hand[i + 1 :], rules, wild, False)
            for i in range(len(hand))
            if i == 0 or hand[i] != hand[i - 1]
        ]
        return min(p for p, _ in results), any(v for _, v in results)

    @cache
    def meld(block: tuple[RummyCard, ...]) -> Meld | None:
        return classify_meld(block, rules.game, wild_rank=wild, rules=rules)

    def value(card: RummyCard) -> int:
        if isinstance(rules, IndianRummyRules):
            return rules.card_value(card, wild)
        return rules.card_value(card)

    total = sum(value(c) for c in hand)
    best = [10**9, False]

    def score(melds: list[Meld], unmelded: list[RummyCard]) -> None:
        left = sum(value(c) for c in unmelded)
        if isinstance(rules, IndianRummyRules):
            pure = [m for m in melds if m.pure]
            sequences = sum(1 for m in melds if m.kind == "run")
            if pure and sequences >= 2:
                penalty = left
                valid = not unmelded
            elif pure:  # a pure sequence but no second one: all cards outside it count
                penalty = total - sum(value(c) for c in pure[0].cards)
                valid = False
            else:  # no pure sequence: the whole hand counts
                penalty, valid = total, False
            penalty = min(penalty, rules.penalty_cap)
        else:
            penalty, valid = left, not unmelded
        best[0] = min(best[0], penalty)
        best[1] = best[1] or valid

    def walk(rest: tuple[RummyCard, ...], melds: list[Meld], unmelded: list[RummyCard]) -> None:
        if not rest:
            score(melds, unmelded)
            return
        first, others = rest[0], rest[1:]
        walk(others, melds, [*unmelded, first])
        n = len(others)
        for mask in range(1, 1 << n):
            if mask.bit_count() < 2:
                continue
            block = (first, *(others[i] for i in range(n) if mask >> i & 1))
            m = meld(tuple(sorted(block)))
            if m is None:
                continue
            remaining = tuple(others[i] for i in range(n) if not mask >> i & 1)
            walk(remaining, [*melds, m], unmelded)

    walk(hand, [], [])
    return best[0], bool(best[1])


__all__ = ["brute_force", "rules_for"]
