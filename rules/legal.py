"""Legal-play generation: every combination a hand can put down, on a lead or against a table.

The order is stable: by kind (single, pair, triple, straight, double sequence, four of a kind),
then length, then deciding card (lowest first), then the cards themselves.

>>> [str(c) for c in legal_plays(parse_cards("3S 3H 4D 9C 2S"), classify("9S"))]
['9♣', '2♠']
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, product

from rules.cards import ALL_CARDS, Card, CardSet, parse_cards
from rules.combos import (
    DEFAULT_RULES,
    KIND_ORDER,
    TWO,
    Combination,
    Kind,
    _compare,
    _top,
    classify,
)
from rules.house_rules import HouseRules

__all__ = ["classify", "legal_plays", "parse_cards"]


def _rank_groups(mask: int) -> list[list[int]]:
    """For each of the 13 ranks, the bit masks of the hand's cards of that rank."""
    groups: list[list[int]] = []
    for rank in range(13):
        nibble = mask >> (4 * rank) & 0xF
        groups.append([1 << (4 * rank + s) for s in range(4) if nibble >> s & 1])
    return groups


def _make(kind: Kind, mask: int, hr: HouseRules) -> Combination:
    return Combination(kind, CardSet.from_mask(mask), _top(mask, hr))


def _sets(groups: list[list[int]], size: int) -> list[int]:
    kind_masks: list[int] = []
    for group in groups:
        if len(group) >= size:
            kind_masks.extend(sum(c) for c in combinations(group, size))
    return kind_masks


def _straights(groups: list[list[int]], length: int | None, min_length: int = 3) -> list[int]:
    """Masks of straights (of one length, or every length ≥ min_length when None)."""
    masks: list[int] = []
    present = [bool(groups[r]) for r in range(TWO)]
    for start in range(TWO):
        if not present[start]:
            continue
        end = start
        while end < TWO and present[end]:
            end += 1
        # ranks start..end-1 are present; straights starting at `start`
        lengths = (
            range(max(min_length, 3), end - start + 1)
            if length is None
            else ([length] if start + length <= end else [])
        )
        for n in lengths:
            for choice in product(*groups[start : start + n]):
                masks.append(sum(choice))
    return masks


def _double_sequences(groups: list[list[int]], pairs: int | None) -> list[int]:
    """Masks of double sequences (of a number of pairs, or every length ≥ 3 when None)."""
    masks: list[int] = []
    pair_choices = [
        [a + b for a, b in combinations(groups[r], 2)] if len(groups[r]) >= 2 else []
        for r in range(TWO)
    ]
    for start in range(TWO):
        if not pair_choices[start]:
            continue
        end = start
        while end < TWO and pair_choices[end]:
            end += 1
        lengths = (
            range(3, end - start + 1)
            if pairs is None
            else ([pairs] if start + pairs <= end else [])
        )
        for n in lengths:
            for choice in product(*pair_choices[start : start + n]):
                masks.append(sum(choice))
    return masks


def _all_of_kind(
    groups: list[list[int]], kind: Kind, length: int | None, min_straight: int = 3
) -> list[int]:
    if kind == "single":
        return [m for g in groups for m in g]
    if kind == "pair":
        return _sets(groups, 2)
    if kind == "triple":
        return _sets(groups, 3)
    if kind == "four_of_a_kind":
        return _sets(groups, 4)
    if kind == "straight":
        return _straights(groups, length, min_straight)
    return _double_sequences(groups, None if length is None else length // 2)


def _sort_key(hr: HouseRules) -> Callable[[Combination], tuple[int, int, int, int]]:
    def key(c: Combination) -> tuple[int, int, int, int]:
        return (KIND_ORDER[c.kind], len(c.cards), hr.card_value(c.top), c.cards.mask)

    return key


def legal_plays(
    hand: CardSet | str,
    table: Combination | None = None,
    house_rules: HouseRules = DEFAULT_RULES,
    *,
    must_include: Card | None = None,
    min_straight: int = 3,
) -> list[Combination]:
    """Every combination from ``hand`` that may be played on ``table`` (None: a lead).

    ``must_include`` restricts to plays holding that card (the opening rule); ``min_straight``
    is the shortest straight allowed (the opening house rule ``opening_min_straight``).
    """
    hand = parse_cards(hand) if not isinstance(hand, CardSet) else hand
    mask = hand.mask
    if must_include is not None and not mask >> must_include.index & 1:
        return []
    groups = _rank_groups(mask)
    hr = house_rules
    found: list[Combination] = []
    if table is None:
        simple_kinds: tuple[Kind, ...] = ("single", "pair", "triple", "four_of_a_kind")
        for simple in simple_kinds:
            found.extend(_make(simple, m, hr) for m in _all_of_kind(groups, simple, None))
        found.extend(_make("straight", m, hr) for m in _straights(groups, None, min_straight))
        found.extend(_make("double_sequence", m, hr) for m in _double_sequences(groups, None))
    else:
        table_value = hr.card_value(table.top)
        kind = table.kind
        if kind == "single":
            found.extend(
                _make("single", m, hr)
                for m in _all_of_kind(groups, "single", 1)
                if hr.card_value(ALL_CARDS[m.bit_length() - 1]) > table_value
                and not m & table.cards.mask
            )
        else:
            for m in _all_of_kind(groups, kind, table.length):
                if m & table.cards.mask:
                    continue
                combo = _make(kind, m, hr)
                if hr.card_value(combo.top) > table_value:
                    found.append(combo)
        if hr.bombs:
            found.extend(_bombs(groups, table, hr))
    if must_include is not None:
        bit = 1 << must_include.index
        found = [c for c in found if c.cards.mask & bit]
    if table is not None:
        seen: set[int] = set()
        unique = []
        for c in found:
            if c.cards.mask not in seen:
                seen.add(c.cards.mask)
                unique.append(c)
        found = unique
    found.sort(key=_sort_key(hr))
    return found


def _bombs(groups: list[list[int]], table: Combination, hr: HouseRules) -> list[Combination]:
    """Bombs from the hand that beat ``table`` (other than same-kind same-length answers)."""
    targets_twos = table.kind in ("single", "pair", "triple") and table.twos == table.length
    if not (targets_twos or table.is_bomb):
        return []
    out: list[Combination] = []
    if table.kind != "four_of_a_kind":
        for m in _sets(groups, 4):
            combo = _make("four_of_a_kind", m, hr)
            if _compare(combo, table, hr)[0]:
                out.append(combo)
    for m in _double_sequences(groups, None):
        combo = _make("double_sequence", m, hr)
        same_shape = combo.length == table.length and combo.kind == table.kind
        if not same_shape and _compare(combo, table, hr)[0]:
            out.append(combo)
    return out


def brute_force_legal_plays(
    hand: CardSet, table: Combination | None, house_rules: HouseRules = DEFAULT_RULES
) -> list[Combination]:
    """Reference implementation for tests: classify every subset of the hand (2^n)."""
    from rules.combos import beats

    cards = list(hand)
    found = []
    for size in range(1, len(cards) + 1):
        for subset in combinations(cards, size):
            combo = classify(CardSet(subset), house_rules)
            if combo is None:
                continue
            if table is None or beats(combo, table, house_rules):
                found.append(combo)
    found.sort(key=_sort_key(house_rules))
    return found
