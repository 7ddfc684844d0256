"""Hand planning: split a hand into the combinations it will be played as.

The best split keeps straights and double sequences together, counts high cards (2s, aces,
bombs) as *controls* that win tricks back, and leaves as few weak combinations as possible.
It is solved exactly over the hand's rank counts (suits do not change which split is best) with
a dynamic programme memoised across calls, so planning a hand seen before is a dict lookup.

>>> from rules.cards import parse_cards
>>> [str(c) for c in plan_cards(parse_cards("3S 4D 5C 6H 9S 9H 2C"))]
['3♠ 4♦ 5♣ 6♥', '9♠ 9♥', '2♣']
"""

from __future__ import annotations

from typing import Final

from rules.cards import CardSet
from rules.coach.fast import (
    DOUBLE_SEQUENCE,
    PAIR,
    QUAD,
    SINGLE,
    STRAIGHT,
    TRIPLE,
    TWO_RANK,
    Combo,
    from_values,
    rank_fields,
    to_values,
)
from rules.house_rules import HouseRules

__all__ = ["Part", "best_parts", "combo_cost", "plan", "plan_cards", "plan_cost"]

Part = tuple[int, int, int]
"""``(kind, lowest rank, ranks spanned or cards in a set)`` — a combination by ranks only."""

# Cost of keeping one combination in hand: 1 for a combination that must be led to get rid of
# it, less for one that wins tricks back (a control). Tuned by arena runs, not by theory.
_SINGLE_BONUS: Final = (0, 0, 0, 0, 0, 0, 0, 0, 0.02, 0.06, 0.15, 0.3, 0.75)
_PAIR_BONUS: Final = (0, 0, 0, 0, 0, 0, 0.02, 0.05, 0.1, 0.2, 0.35, 0.55, 0.5)
_TRIPLE_BONUS: Final = (0.1, 0.1, 0.1, 0.1, 0.12, 0.14, 0.16, 0.2, 0.25, 0.3, 0.4, 0.6, 0.25)
_MEMO_LIMIT: Final = 400_000
# The memos below hold only ints and floats: the garbage collector never walks such a dict, so
# a full collection stays a few milliseconds however large they grow (with tuples in them it
# took 150 ms, a latency spike in the middle of a suggestion).
_COST: dict[int, float] = {}
"""Cost of the best split of each rank-count code seen."""
_FIRST: dict[int, int] = {}
"""The best split's first part (packed, see :func:`_pack`) and the code left after it:
``part | rest << 11``."""


def combo_cost(kind: int, low: int, span: int) -> float:
    """Cost of one planned combination (lower is stronger)."""
    if kind == SINGLE:
        return 1.0 - _SINGLE_BONUS[low]
    if kind == PAIR:
        return 1.0 - _PAIR_BONUS[low]
    if kind == TRIPLE:
        return 1.0 - _TRIPLE_BONUS[low]
    if kind == QUAD:
        return 0.15
    top = low + span - 1
    if kind == STRAIGHT:
        return 1.0 - 0.04 * (span - 3) - (0.12 if top >= 10 else 0.0)
    return 0.2 if span >= 3 else 1.0


def _code(counts: list[int]) -> int:
    code = 0
    for rank, count in enumerate(counts):
        code |= count << (4 * rank)
    return code


def _pack(kind: int, low: int, span: int) -> int:
    """A part in 11 bits: kind (3), lowest rank (4), span (4); never 0 (span ≥ 1)."""
    return kind | low << 3 | span << 7


def _unpack(packed: int) -> Part:
    return (packed & 7, packed >> 3 & 15, packed >> 7 & 15)


def _best_cost(code: int) -> float:
    """Cost of the cheapest split of a rank-count code; records its first part in _FIRST."""
    found = _COST.get(code)
    if found is not None:
        return found
    if code == 0:
        return 0.0
    low = 0
    while not code >> (4 * low) & 0xF:
        low += 1
    count = code >> (4 * low) & 0xF
    best_cost = 1e9
    best_first = best_rest = 0
    one = 1 << (4 * low)
    for size in range(1, count + 1):
        kind = (SINGLE, PAIR, TRIPLE, QUAD)[size - 1]
        rest = code - size * one
        cost = _best_cost(rest) + combo_cost(kind, low, size)
        if cost < best_cost:
            best_cost, best_first, best_rest = cost, _pack(kind, low, size), rest
    for width, kind in ((1, STRAIGHT), (2, DOUBLE_SEQUENCE)):
        if count < width:
            continue
        rest = code - width * one
        span = 1
        while low + span < TWO_RANK and (code >> (4 * (low + span)) & 0xF) >= width:
            rest -= width << (4 * (low + span))
            span += 1
            if span >= 3:
                cost = _best_cost(rest) + combo_cost(kind, low, span)
                if cost < best_cost:
                    best_cost, best_first, best_rest = cost, _pack(kind, low, span), rest
    if len(_COST) >= _MEMO_LIMIT:
        _COST.clear()
        _FIRST.clear()
    _COST[code] = best_cost
    _FIRST[code] = best_first | best_rest << 11
    return best_cost


def best_parts(code: int) -> tuple[float, tuple[Part, ...]]:
    """The cheapest split of a rank-count code (4 bits per rank) and its cost."""
    cost = _best_cost(code)
    parts = []
    while code:
        link = _FIRST.get(code)
        if link is None:  # dropped when the memo was cleared: work it out again
            _COST.pop(code, None)
            _best_cost(code)
            link = _FIRST[code]
        parts.append(_unpack(link & 0x7FF))
        code = link >> 11
    return cost, tuple(parts)


def rank_code(values: int) -> int:
    """The rank-count code of a value mask (4 bits per rank)."""
    return rank_fields(values)


def plan_cost(values: int) -> float:
    """Cost of the best split of a hand (value mask)."""
    return _best_cost(rank_code(values))


_PLANS: dict[int, tuple[Combo, ...]] = {}
_PLANS_LIMIT: Final = 30_000
"""Kept small: its tuples make the garbage collector walk it (about 0.25 µs an entry)."""


def plan(values: int) -> list[Combo]:
    """The best split of a hand (value mask) into value-space combinations, lowest first.

    Multi-rank combinations take the lower suits of a rank and sets the higher ones, so the
    singles and pairs kept back are as strong as the split allows.
    """
    found = _PLANS.get(values)
    if found is None:
        if len(_PLANS) >= _PLANS_LIMIT:
            _PLANS.clear()
        found = _PLANS[values] = tuple(_plan(values))
    return list(found)


def _bits_of(nibble: int, count: int, low_first: bool) -> int:
    bits = 0
    for _ in range(count):
        if not nibble:
            break
        bit = nibble & -nibble if low_first else 1 << (nibble.bit_length() - 1)
        nibble ^= bit
        bits |= bit
    return bits


_LOW_BITS: Final = tuple(tuple(_bits_of(n, k, True) for k in range(5)) for n in range(16))
"""``_LOW_BITS[nibble][k]``: the ``k`` lowest suits of a rank's nibble (straights take these)."""
_HIGH_BITS: Final = tuple(tuple(_bits_of(n, k, False) for k in range(5)) for n in range(16))
"""``_HIGH_BITS[nibble][k]``: the ``k`` highest suits (sets keep these)."""
_ORDERED: dict[int, int] = {}
"""The best split of each code, packed 11 bits a part, sequences first."""


def _ordered_parts(code: int) -> int:
    """The best split of a rank-count code, packed, sequences first (they take the lower
    suits)."""
    found = _ORDERED.get(code)
    if found is None:
        parts = best_parts(code)[1]
        ordered = sorted(parts, key=lambda p: (p[0] not in (STRAIGHT, DOUBLE_SEQUENCE), p[1]))
        found = 0
        for part in reversed(ordered):
            found = found << 11 | _pack(*part)
        if len(_ORDERED) >= _MEMO_LIMIT:
            _ORDERED.clear()
        _ORDERED[code] = found
    return found


def _plan(values: int) -> list[Combo]:
    left = values
    out: list[Combo] = []
    low_bits, high_bits = _LOW_BITS, _HIGH_BITS
    packed = _ordered_parts(rank_code(values))
    while packed:
        kind = packed & 7
        low = packed >> 3 & 15
        span = packed >> 7 & 15
        packed >>= 11
        mask = 0
        if kind in (STRAIGHT, DOUBLE_SEQUENCE):
            width = 1 if kind == STRAIGHT else 2
            for rank in range(low, low + span):
                shift = 4 * rank
                mask |= low_bits[left >> shift & 0xF][width] << shift
        else:
            shift = 4 * low
            mask = high_bits[left >> shift & 0xF][span] << shift
        left &= ~mask
        out.append((kind, mask.bit_count(), mask.bit_length() - 1, mask))
    out.sort(key=lambda c: (c[3] & -c[3], c[2]))
    return out


def plan_cards(hand: CardSet, rules: HouseRules | None = None) -> list[CardSet]:
    """The best split of a hand, as card sets (for people and tests)."""
    rules = rules if rules is not None else HouseRules()
    return [from_values(c[3], rules) for c in plan(to_values(hand, rules))]


def plan_code_of(counts: list[int]) -> int:
    """The rank-count code of 13 counts (for tests)."""
    return _code(counts)
