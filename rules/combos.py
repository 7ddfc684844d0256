"""The six Tiến lên combinations, and which one beats which (bombs included).

>>> classify("5S 5H 6C 6D 7S 7H").kind
'double_sequence'
>>> beats("10C 10D", "9S 9H")
True
>>> why_not = verdict("9S 9H", "10C 10D")
>>> why_not.reason
'9♠ 9♥ cannot beat 10♣ 10♦: lower pair'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Literal

from rules.cards import ALL_CARDS, Card, CardSet, Rank, parse_cards
from rules.house_rules import HouseRules

Kind = Literal["single", "pair", "triple", "straight", "double_sequence", "four_of_a_kind"]
KINDS: Final[tuple[Kind, ...]] = (
    "single",
    "pair",
    "triple",
    "straight",
    "double_sequence",
    "four_of_a_kind",
)
KIND_ORDER: Final = {kind: i for i, kind in enumerate(KINDS)}
_NAMES: Final = {
    "single": "single",
    "pair": "pair",
    "triple": "triple",
    "straight": "straight",
    "double_sequence": "double sequence",
    "four_of_a_kind": "four of a kind",
}
DEFAULT_RULES: Final = HouseRules()
TWO: Final = int(Rank.TWO)

CardsLike = CardSet | str | Iterable[Card | str]


@dataclass(frozen=True, slots=True)
class Combination:
    """A valid combination: its kind, its cards and its deciding (highest) card.

    ``length`` is the number of cards; ``top`` is the highest card under the house rules'
    suit order, which decides between two combinations of the same kind and length.
    """

    kind: Kind
    cards: CardSet
    top: Card

    @property
    def length(self) -> int:
        """Number of cards."""
        return len(self.cards)

    @property
    def pairs(self) -> int:
        """Number of pairs of a double sequence (0 for other kinds)."""
        return len(self.cards) // 2 if self.kind == "double_sequence" else 0

    @property
    def twos(self) -> int:
        """How many 2s the combination holds (a single, pair or triple of 2s is a bomb target)."""
        return (self.cards.mask >> (4 * TWO) & 0xF).bit_count()

    @property
    def is_bomb(self) -> bool:
        """A four of a kind or a double sequence (the combinations that can beat 2s)."""
        return self.kind in ("four_of_a_kind", "double_sequence")

    def describe(self) -> str:
        """Words for people: ``"pair"``, ``"4-card straight"``, ``"double sequence of 3 pairs"``."""
        if self.kind == "straight":
            return f"{self.length}-card straight"
        if self.kind == "double_sequence":
            return f"double sequence of {self.pairs} pairs"
        return _NAMES[self.kind]

    def __str__(self) -> str:
        return str(self.cards)


def classify(cards: CardsLike, house_rules: HouseRules = DEFAULT_RULES) -> Combination | None:
    """The combination formed by ``cards``, or None if they form none.

    >>> classify("QS KS AS").kind, classify("KS AS 2S")
    ('straight', None)
    """
    cardset = parse_cards(cards) if not isinstance(cards, CardSet) else cards
    return _classify_mask(cardset.mask, house_rules)


def _top(mask: int, house_rules: HouseRules) -> Card:
    """The highest card of a non-empty mask under the suit order."""
    top_rank = (mask.bit_length() - 1) // 4
    group = mask >> (4 * top_rank) & 0xF
    best = -1
    for suit in house_rules.suit_order:
        index = "SCDH".index(suit)
        if group >> index & 1:
            best = index
    return ALL_CARDS[top_rank * 4 + best]


def _classify_mask(mask: int, house_rules: HouseRules) -> Combination | None:
    n = mask.bit_count()
    if n == 0:
        return None
    counts = [(mask >> (4 * r) & 0xF).bit_count() for r in range(13)]
    used = [r for r in range(13) if counts[r]]
    kind: Kind | None = None
    if len(used) == 1:
        kind = ("single", "pair", "triple", "four_of_a_kind")[n - 1]
    elif used[-1] != TWO and used[-1] - used[0] == len(used) - 1 and len(used) >= 3:
        if all(counts[r] == 1 for r in used):
            kind = "straight"
        elif all(counts[r] == 2 for r in used):
            kind = "double_sequence"
    if kind is None:
        return None
    return Combination(kind, CardSet.from_mask(mask), _top(mask, house_rules))


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a play is allowed, and a reason a person can read."""

    legal: bool
    reason: str

    def __bool__(self) -> bool:
        return self.legal


def _as_combination(value: Combination | CardsLike, house_rules: HouseRules) -> Combination | None:
    if isinstance(value, Combination):
        return value
    return classify(value, house_rules)


def verdict(
    play: Combination | CardsLike,
    table: Combination | CardsLike | None,
    house_rules: HouseRules = DEFAULT_RULES,
) -> Verdict:
    """Can ``play`` be put on ``table`` (None or empty: a lead)? With the reason.

    >>> verdict("3S 3C 3D 3H", "2H").reason
    '3♠ 3♣ 3♦ 3♥ beats 2♥: a four of a kind bombs a single 2'
    """
    p = _as_combination(play, house_rules)
    play_text = str(play.cards if isinstance(play, Combination) else parse_cards(play))
    if p is None:
        return Verdict(False, f"{play_text or 'nothing'} is not a valid combination")
    t = None
    if table is not None and not (isinstance(table, str) and not table.strip()):
        t = _as_combination(table, house_rules)
        if t is None:
            table_cards = parse_cards(table) if not isinstance(table, Combination) else table
            if table_cards:
                return Verdict(False, f"the table {table_cards} is not a valid combination")
    if t is None:
        return Verdict(True, f"{p} leads a {p.describe()}")
    legal, why = _compare(p, t, house_rules)
    word = "beats" if legal else "cannot beat"
    return Verdict(legal, f"{p} {word} {t}: {why}")


def beats(
    play: Combination | CardsLike,
    table: Combination | CardsLike,
    house_rules: HouseRules = DEFAULT_RULES,
) -> bool:
    """True when ``play`` is a valid combination that beats ``table``.

    >>> beats("9S 9H", "9C 9D"), beats("2S", "3S 3C 3D 3H")
    (True, False)
    """
    p = _as_combination(play, house_rules)
    t = _as_combination(table, house_rules)
    if p is None or t is None:
        return False
    return _compare(p, t, house_rules)[0]


def _compare(p: Combination, t: Combination, hr: HouseRules) -> tuple[bool, str]:
    """Core of :func:`beats`: (does ``p`` beat ``t``, reason)."""
    if p.cards.mask & t.cards.mask:
        return False, "the same card cannot be on the table twice"
    if p.kind == t.kind and p.length == t.length:
        higher = hr.card_value(p.top) > hr.card_value(t.top)
        name = t.describe()
        if higher:
            return True, f"higher {name}"
        return False, f"lower {name}"
    if hr.bombs:
        bomb = _bomb_verdict(p, t, hr)
        if bomb is not None:
            return bomb
    if p.kind != t.kind:
        return False, f"a {p.describe()} does not answer a {t.describe()}"
    return False, f"a {p.describe()} does not answer a {t.describe()}: the length must match"


def _bomb_verdict(p: Combination, t: Combination, hr: HouseRules) -> tuple[bool, str] | None:
    """The bomb rules; None when they say nothing about this pair of combinations."""
    twos = t.twos if t.kind in ("single", "pair", "triple") and t.twos == t.length else 0
    if p.kind == "four_of_a_kind":
        if twos == 1:
            return True, "a four of a kind bombs a single 2"
        if twos == 2:
            if hr.quad_beats_pair_of_twos:
                return True, "a four of a kind bombs a pair of 2s (house rule)"
            return False, "a four of a kind does not beat a pair of 2s (house rule)"
        if t.kind == "double_sequence":
            if t.pairs == 3 and hr.quad_beats_three_pair:
                return True, "a four of a kind beats a double sequence of 3 pairs"
            return False, f"a four of a kind does not beat a {t.describe()}"
        return None
    if p.kind == "double_sequence":
        k = p.pairs
        if twos:
            reach = k - 2
            ok = twos == reach if hr.double_sequence_chop_exact_length else twos <= reach
            target = {1: "a single 2", 2: "a pair of 2s", 3: "three 2s"}[twos]
            if ok:
                return True, f"a {p.describe()} bombs {target}"
            return False, f"a {p.describe()} is not enough to bomb {target}"
        if t.kind == "four_of_a_kind":
            if k >= 4 and hr.four_pair_beats_quad:
                return True, f"a {p.describe()} beats a four of a kind"
            return False, f"a {p.describe()} does not beat a four of a kind"
        if t.kind == "double_sequence" and k > t.pairs:
            if hr.longer_double_sequence_beats_shorter:
                return True, "a longer double sequence beats a shorter one"
            return False, "a longer double sequence does not beat a shorter one (house rule)"
        return None
    return None


def can_bomb_out_of_turn(play: Combination, table: Combination | None, hr: HouseRules) -> bool:
    """A bomb on a single 2 may be played by anyone, out of turn, while the 2 lies on the table."""
    if table is None or not hr.bombs or table.kind != "single" or table.twos != 1:
        return False
    return play.is_bomb and _compare(play, table, hr)[0]
