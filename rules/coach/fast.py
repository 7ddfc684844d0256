"""Fast combinations in *value space*: plain ints for the coach's simulations.

A card's *value* orders it under the house rules (``HouseRules.card_value``: rank * 4 + position
of its suit), so inside this module a hand is an int whose bit ``v`` is the card of value ``v``
and "higher" is simply "a higher bit". A combination is a tuple ``(kind, size, top, mask)``.
Everything here agrees with :mod:`rules.combos` (the tests cross-check it); it only trades the
rich objects for speed.

>>> rules = HouseRules()
>>> hand = to_values(parse_cards("3S 4S 5H 5D 9C"), rules)
>>> [kind for kind, *_ in plays(hand, None, rules)][:3]
[0, 0, 0]
"""

from __future__ import annotations

from typing import Final

from rules.cards import CardSet, parse_cards
from rules.combos import Combination, classify
from rules.house_rules import HouseRules

__all__ = [
    "DOUBLE_SEQUENCE",
    "PAIR",
    "QUAD",
    "SINGLE",
    "STRAIGHT",
    "TRIPLE",
    "Combo",
    "beats",
    "classify_values",
    "from_values",
    "parse_cards",
    "plays",
    "same_shape_beating",
    "to_values",
]

SINGLE: Final = 0
PAIR: Final = 1
TRIPLE: Final = 2
STRAIGHT: Final = 3
DOUBLE_SEQUENCE: Final = 4
QUAD: Final = 5
KIND_NAMES: Final = ("single", "pair", "triple", "straight", "double_sequence", "four_of_a_kind")
KIND_OF_NAME: Final = {name: i for i, name in enumerate(KIND_NAMES)}
TWO_RANK: Final = 12
TWOS_MASK: Final = 0xF << 48
ACES_MASK: Final = 0xF << 44

Combo = tuple[int, int, int, int]
"""``(kind, size, top value, value mask)``."""


def _nibble_tables(rules: HouseRules) -> tuple[list[int], list[int]]:
    position = [rules.card_value(c) & 3 for c in parse_cards("3S 3C 3D 3H")]
    forward = [0] * 16
    backward = [0] * 16
    for nibble in range(16):
        out = 0
        for suit in range(4):
            if nibble >> suit & 1:
                out |= 1 << position[suit]
        forward[nibble] = out
        backward[out] = nibble
    return forward, backward


_TABLES: dict[str, tuple[list[int], list[int]]] = {}


def _tables(rules: HouseRules) -> tuple[list[int], list[int]]:
    tables = _TABLES.get(rules.suit_order)
    if tables is None:
        tables = _TABLES[rules.suit_order] = _nibble_tables(rules)
    return tables


def to_values(cards: CardSet | int, rules: HouseRules) -> int:
    """A card mask (bit = ``Card.index``) as a value mask (bit = ``card_value``)."""
    mask = cards.mask if isinstance(cards, CardSet) else cards
    if rules.suit_order == "SCDH":
        return mask
    forward = _tables(rules)[0]
    out = 0
    for rank in range(13):
        nibble = mask >> (4 * rank) & 0xF
        if nibble:
            out |= forward[nibble] << (4 * rank)
    return out


def from_values(values: int, rules: HouseRules) -> CardSet:
    """Back from a value mask to the cards."""
    if rules.suit_order == "SCDH":
        return CardSet.from_mask(values)
    backward = _tables(rules)[1]
    out = 0
    for rank in range(13):
        nibble = values >> (4 * rank) & 0xF
        if nibble:
            out |= backward[nibble] << (4 * rank)
    return CardSet.from_mask(out)


def rank_counts(mask: int) -> list[int]:
    """Cards per rank (13 counts, 3 first)."""
    return [(mask >> (4 * r) & 0xF).bit_count() for r in range(13)]


def combo_of(combination: Combination, rules: HouseRules) -> Combo:
    """A :class:`rules.Combination` as a value-space tuple."""
    mask = to_values(combination.cards, rules)
    return (KIND_OF_NAME[combination.kind], mask.bit_count(), mask.bit_length() - 1, mask)


def classify_values(mask: int) -> Combo | None:
    """The combination a value mask forms, or None (mirrors :func:`rules.classify`)."""
    size = mask.bit_count()
    if size == 0:
        return None
    top = mask.bit_length() - 1
    low_rank = (mask & -mask).bit_length() - 1 >> 2
    top_rank = top >> 2
    if low_rank == top_rank:
        return ((SINGLE, PAIR, TRIPLE, QUAD)[size - 1], size, top, mask)
    span = top_rank - low_rank + 1
    if top_rank == TWO_RANK or span < 3:
        return None
    counts = {(mask >> (4 * r) & 0xF).bit_count() for r in range(low_rank, top_rank + 1)}
    if counts == {1} and size == span:
        return (STRAIGHT, size, top, mask)
    if counts == {2} and size == 2 * span:
        return (DOUBLE_SEQUENCE, size, top, mask)
    return None


def combination(combo: Combo, rules: HouseRules) -> Combination:
    """Back to a :class:`rules.Combination`."""
    found = classify(from_values(combo[3], rules), rules)
    assert found is not None
    return found


def twos_target(table: Combo) -> int:
    """How many 2s a table of only 2s holds (0 for anything else)."""
    kind, size, top, _ = table
    if kind <= TRIPLE and top >> 2 == TWO_RANK:
        return size
    return 0


def is_bomb(combo: Combo) -> bool:
    """A four of a kind or a double sequence."""
    return combo[0] >= DOUBLE_SEQUENCE


def beats(play: Combo, table: Combo, rules: HouseRules) -> bool:
    """Does ``play`` beat ``table``? Same answers as :func:`rules.beats`."""
    pkind, psize, ptop, pmask = play
    tkind, tsize, ttop, tmask = table
    if pmask & tmask:
        return False
    if pkind == tkind and psize == tsize:
        return ptop > ttop
    if not rules.bombs:
        return False
    twos = twos_target(table)
    if pkind == QUAD:
        if twos == 1:
            return True
        if twos == 2:
            return rules.quad_beats_pair_of_twos
        if tkind == DOUBLE_SEQUENCE:
            return tsize == 6 and rules.quad_beats_three_pair
        return False
    if pkind == DOUBLE_SEQUENCE:
        pairs = psize // 2
        if twos:
            reach = pairs - 2
            return twos == reach if rules.double_sequence_chop_exact_length else twos <= reach
        if tkind == QUAD:
            return pairs >= 4 and rules.four_pair_beats_quad
        if tkind == DOUBLE_SEQUENCE and psize > tsize:
            return rules.longer_double_sequence_beats_shorter
    return False


def _rank_cards(mask: int, rank: int) -> list[int]:
    nibble = mask >> (4 * rank) & 0xF
    return [1 << (4 * rank + s) for s in range(4) if nibble >> s & 1]


def _sets(mask: int, size: int, kind: int, above: int = -1) -> list[Combo]:
    """Every set of ``size`` cards of one rank whose top is above ``above``."""
    out: list[Combo] = []
    first = max(0, (above >> 2) if above >= 0 else 0)
    for rank in range(first, 13):
        cards = _rank_cards(mask, rank)
        if len(cards) < size:
            continue
        if size == 1:
            out.extend(
                (kind, 1, c.bit_length() - 1, c) for c in cards if c.bit_length() - 1 > above
            )
        elif size == 4:
            m = sum(cards)
            if m.bit_length() - 1 > above:
                out.append((kind, 4, m.bit_length() - 1, m))
        else:
            for chosen in _choose(cards, size):
                m = sum(chosen)
                if m.bit_length() - 1 > above:
                    out.append((kind, size, m.bit_length() - 1, m))
    return out


def _choose(items: list[int], size: int) -> list[list[int]]:
    if size == 0:
        return [[]]
    if len(items) < size:
        return []
    head, rest = items[0], items[1:]
    return [[head, *tail] for tail in _choose(rest, size - 1)] + _choose(rest, size)


def _runs(mask: int, width: int, ranks: int | None, above: int, min_ranks: int = 3) -> list[Combo]:
    """Straights (width 1) or double sequences (width 2) over ``ranks`` ranks (None: any ≥ 3)."""
    kind = STRAIGHT if width == 1 else DOUBLE_SEQUENCE
    options: list[list[int]] = []
    for rank in range(TWO_RANK):
        cards = _rank_cards(mask, rank)
        options.append(cards if width == 1 else [sum(p) for p in _choose(cards, 2)])
    out: list[Combo] = []
    for start in range(TWO_RANK):
        if not options[start]:
            continue
        end = start
        while end < TWO_RANK and options[end]:
            end += 1
        lengths = range(max(3, min_ranks), end - start + 1) if ranks is None else [ranks]
        for n in lengths:
            if start + n > end:
                continue
            partial = [0]
            for rank in range(start, start + n):
                partial = [p | c for p in partial for c in options[rank]]
            for m in partial:
                top = m.bit_length() - 1
                if top > above:
                    out.append((kind, m.bit_count(), top, m))
    return out


def plays(
    hand: int, table: Combo | None, rules: HouseRules, *, min_straight: int = 3
) -> list[Combo]:
    """Every combination of ``hand`` that may go on ``table`` (None: a lead), unordered."""
    if table is None:
        out = _sets(hand, 1, SINGLE) + _sets(hand, 2, PAIR) + _sets(hand, 3, TRIPLE)
        out += _sets(hand, 4, QUAD)
        out += _runs(hand, 1, None, -1, min_straight) + _runs(hand, 2, None, -1)
        return out
    kind, size, top, tmask = table
    hand &= ~tmask
    if kind == SINGLE:
        out = _sets(hand, 1, SINGLE, top)
    elif kind == PAIR:
        out = _sets(hand, 2, PAIR, top)
    elif kind == TRIPLE:
        out = _sets(hand, 3, TRIPLE, top)
    elif kind == QUAD:
        out = _sets(hand, 4, QUAD, top)
    elif kind == STRAIGHT:
        out = _runs(hand, 1, size, top)
    else:
        out = _runs(hand, 2, size // 2, top)
    if rules.bombs and (twos_target(table) or is_bomb(table)):
        out += [b for b in bombs(hand) if (b[0], b[1]) != (kind, size) and beats(b, table, rules)]
    return out


def bombs(hand: int) -> list[Combo]:
    """Every four of a kind and double sequence in ``hand``."""
    return _sets(hand, 4, QUAD) + _runs(hand, 2, None, -1)


def rank_fields(mask: int) -> int:
    """Cards per rank as 4-bit fields (field ``r`` = how many cards of rank ``r``)."""
    pairs = (mask & _M1) + (mask >> 1 & _M1)
    return (pairs & _M2) + (pairs >> 2 & _M2)


def at_least(fields: int, count: int) -> int:
    """Bit ``4r`` set for every rank holding at least ``count`` cards (``fields``: rank_fields)."""
    return ((fields + _ADD[count]) & _HIGH) >> 3


_M1: Final = int("5" * 13, 16)
_M2: Final = int("3" * 13, 16)
_HIGH: Final = int("8" * 13, 16)
_ADD: Final = (0, int("7" * 13, 16), int("6" * 13, 16), int("5" * 13, 16), int("4" * 13, 16))
_NO_TWOS: Final = (1 << 48) - 1
_WINDOWS: Final = tuple(int("1" * span, 16) if span else 0 for span in range(14))


def has_bomb(hand: int) -> bool:
    """Does the hand hold a four of a kind or a double sequence?"""
    fields = rank_fields(hand)
    if at_least(fields, 4):
        return True
    pairs = at_least(fields, 2) & _NO_TWOS
    return bool(pairs & pairs >> 4 & pairs >> 8)


def _lowest_in(nibble: int, count: int, above_bit: int) -> int:
    """The lowest ``count`` bits of ``nibble`` whose highest bit is above ``above_bit`` (0: none).

    ``above_bit`` is a position 0..3 within the nibble, or -1 for no limit.
    """
    if nibble.bit_count() < count:
        return 0
    if above_bit < 0:
        out = 0
        for _ in range(count):
            low = nibble & -nibble
            out |= low
            nibble ^= low
        return out
    higher = nibble >> (above_bit + 1) << (above_bit + 1)
    if not higher:
        return 0
    top = higher & -higher
    below = nibble & (top - 1)
    if below.bit_count() < count - 1:
        # Not enough lower cards: take the next higher ones as well.
        rest = nibble ^ top
        out = top
        for _ in range(count - 1):
            low = rest & -rest
            out |= low
            rest ^= low
        return out
    out = top
    for _ in range(count - 1):
        low = below & -below
        out |= low
        below ^= low
    return out


def same_shape_beating(hand: int, table: Combo) -> Combo | None:
    """The lowest combination of ``table``'s kind and size in ``hand`` that beats it (no
    bombs). Cheap for any number of cards, so it also answers "could the unseen cards beat
    this?".

    >>> rules = HouseRules()
    >>> pair = classify_values(to_values(parse_cards("9S 9H"), rules))
    >>> same_shape_beating(to_values(parse_cards("9C 9D 10S 10H"), rules), pair)[1:3]
    (2, 31)
    """
    kind, size, top, tmask = table
    hand &= ~tmask
    found: Combo | None = None
    if kind == SINGLE:
        above = hand >> (top + 1) << (top + 1)
        if above:
            low = above & -above
            found = (SINGLE, 1, low.bit_length() - 1, low)
    elif kind in (PAIR, TRIPLE, QUAD):
        top_rank = top >> 2
        for rank in range(top_rank, 13):
            nibble = hand >> (4 * rank) & 0xF
            if nibble.bit_count() < size:
                continue
            chosen = _lowest_in(nibble, size, (top & 3) if rank == top_rank else -1)
            if chosen:
                mask = chosen << (4 * rank)
                found = (kind, size, mask.bit_length() - 1, mask)
                break
    else:
        width = 1 if kind == STRAIGHT else 2
        span = size // width
        present = at_least(rank_fields(hand), width) & _NO_TWOS
        top_rank = top >> 2
        for rank in range(top_rank, TWO_RANK):
            low_rank = rank - span + 1
            if low_rank < 0:
                continue
            window = _WINDOWS[span]
            if (present >> (4 * low_rank)) & window != window:
                continue
            nibble = hand >> (4 * rank) & 0xF
            head = _lowest_in(nibble, width, (top & 3) if rank == top_rank else -1)
            if not head:
                continue
            mask = head << (4 * rank)
            for r in range(low_rank, rank):
                mask |= _lowest_in(hand >> (4 * r) & 0xF, width, -1) << (4 * r)
            found = (kind, size, mask.bit_length() - 1, mask)
            break
    return found


def lowest_beating(hand: int, table: Combo, rules: HouseRules) -> Combo | None:
    """The lowest same-shape answer, or else the smallest bomb, that beats ``table``."""
    hand &= ~table[3]
    found = same_shape_beating(hand, table)
    if found is not None:
        return found
    if rules.bombs and (twos_target(table) or is_bomb(table)) and has_bomb(hand):
        bomb_list = [b for b in bombs(hand) if beats(b, table, rules)]
        if bomb_list:
            return min(bomb_list, key=lambda c: (c[1], c[2]))
    return None
