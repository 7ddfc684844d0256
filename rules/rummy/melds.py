"""Melds: sets (Indian rummy calls them groups) and runs (sequences), with jokers.

A *joker* here is a printed joker ``JK`` or a card of the wild rank standing in for another card.
A wild-rank card may also be itself: in Indian rummy ``5♠ 6♠ 7♠`` with 6s wild is a pure
sequence. :func:`classify_meld` reads a group of cards as the best meld it can be, trying every
way its wild cards can act (this is the plain, slow check the solver is tested against).

>>> m = classify_meld("5H JK 7H", "indian", wild_rank=2)
>>> str(m), m.kind, m.pure
('5♥ JK 7♥', 'run', False)
>>> classify_meld("5S 6S 7S", "indian", wild_rank=6).pure
True
>>> classify_meld("KS AS 2S", "indian") is None
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import product
from typing import Any, Literal

from rules.rummy.cards import ACE, RANK_SYMBOLS, SUIT_SYMBOLS, RummyCard, parse_hand
from rules.rummy.errors import InvalidRummyCardError
from rules.rummy.rulesets import IndianRummyRules, RummyRules, rules_for

MeldKind = Literal["set", "run"]


@dataclass(frozen=True, slots=True)
class Meld:
    """One meld: ``cards`` in meld order (a run from its low end), ``as_joker[i]`` true where
    ``cards[i]`` stands in for another card; ``low`` is a set's rank or a run's first position
    (1..14, 14 being a high ace); ``suit`` is a run's suit (None for a set)."""

    kind: MeldKind
    cards: tuple[RummyCard, ...]
    as_joker: tuple[bool, ...]
    low: int
    suit: int | None = None

    @property
    def pure(self) -> bool:
        """A run without any joker (Indian rummy's *pure sequence*)."""
        return self.kind == "run" and not any(self.as_joker)

    @property
    def jokers(self) -> int:
        """How many cards stand in for others."""
        return sum(self.as_joker)

    @property
    def is_sequence(self) -> bool:
        """True for a run (Indian rummy: a sequence)."""
        return self.kind == "run"

    def stands_for(self, i: int) -> str:
        """What ``cards[i]`` is in this meld: its own code, or what it replaces (``6H``; ``7?``
        for a joker in a set of 7s, whose suit is free)."""
        if not self.as_joker[i]:
            return self.cards[i].code
        if self.kind == "set":
            return RANK_SYMBOLS[self.low] + "?"
        assert self.suit is not None
        position = self.low + i
        return RANK_SYMBOLS[1 if position == 14 else position] + "SCDH"[self.suit]

    def label(self, game: str = "thirteen_rummy") -> str:
        """The game's word for this meld: set/run, or group/sequence/pure sequence."""
        if rules_for(game).game == "indian":
            if self.kind == "set":
                return "group"
            return "pure sequence" if self.pure else "sequence"
        return self.kind

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def describe(self) -> str:
        """Cards with what each joker stands for: ``5♥ JK(6♥) 7♥``."""
        parts = []
        for i, card in enumerate(self.cards):
            if self.as_joker[i]:
                target = self.stands_for(i)
                if target[-1] in "SCDH":
                    target = target[:-1] + SUIT_SYMBOLS["SCDH".index(target[-1])]
                parts.append(f"{card}({target})")
            else:
                parts.append(str(card))
        return " ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form."""
        return {
            "kind": self.kind,
            "pure": self.pure,
            "cards": [c.code for c in self.cards],
            "stands_for": [self.stands_for(i) for i in range(len(self.cards))],
        }


def classify_meld(
    cards: str | Iterable[str | RummyCard],
    game: str,
    wild_rank: int | None = None,
    rules: RummyRules | None = None,
) -> Meld | None:
    """The best meld ``cards`` form under ``game``'s rules, or None: in Indian rummy a pure
    sequence before a sequence before a group; in Thirteen rummy the reading with fewest jokers.
    Tries every role of every wild-rank card, so it is slow but plain.

    >>> str(classify_meld("7S 7S 3H", "thirteen_rummy", wild_rank=3))
    '7♠ 7♠ 3♥'
    """
    hand = parse_hand(cards)
    rs = rules_for(game, rules)
    indian = rs.game == "indian"
    if not indian and any(c.is_joker for c in hand):
        raise InvalidRummyCardError(f"JK in {cards!r}: Thirteen rummy has no printed jokers")
    if len(hand) < 3:
        return None
    max_jokers = 1 if indian else len(hand)
    flexible = [i for i, c in enumerate(hand) if not c.is_joker and c.rank == wild_rank]
    best: Meld | None = None
    for roles in product((False, True), repeat=len(flexible)):
        as_joker = [c.is_joker for c in hand]
        for i, role in zip(flexible, roles, strict=True):
            as_joker[i] = role
        jokers = [c for c, j in zip(hand, as_joker, strict=True) if j]
        naturals = [c for c, j in zip(hand, as_joker, strict=True) if not j]
        if len(jokers) > max_jokers or not naturals:
            continue
        for meld in (_as_run(naturals, jokers, rs), _as_set(naturals, jokers, indian)):
            if meld is not None and (
                best is None or _preference(meld, indian) > _preference(best, indian)
            ):
                best = meld
    return best


def _preference(meld: Meld, indian: bool) -> tuple[bool, bool, int]:
    # Indian rummy needs sequences, pure ones first; Thirteen rummy prefers natural cards.
    if indian:
        return (meld.pure, meld.kind == "run", -meld.jokers)
    return (meld.pure, meld.jokers == 0, -meld.jokers)


def _as_set(naturals: list[RummyCard], jokers: list[RummyCard], indian: bool) -> Meld | None:
    rank = naturals[0].rank
    if any(c.rank != rank for c in naturals):
        return None
    size = len(naturals) + len(jokers)
    if indian and (size > 4 or len({c.suit for c in naturals}) != len(naturals)):
        return None
    cards = tuple(naturals) + tuple(jokers)
    return Meld("set", cards, (False,) * len(naturals) + (True,) * len(jokers), rank)


def _as_run(naturals: list[RummyCard], jokers: list[RummyCard], rs: RummyRules) -> Meld | None:
    suit = naturals[0].suit
    if any(c.suit != suit for c in naturals):
        return None
    size = len(naturals) + len(jokers)
    ace_high = isinstance(rs, IndianRummyRules) or rs.ace_high
    ace_choices = (1, 14) if ace_high else (1,)
    for ace_position in ace_choices:
        positions = sorted(ace_position if c.rank == ACE else c.rank for c in naturals)
        if len(set(positions)) != len(positions):
            return None
        top = 14 if ace_position == 14 else 13
        bottom = 2 if ace_position == 14 else 1
        # The window [lo, lo+size-1] must hold every natural and stay inside bottom..top.
        lo = max(bottom, positions[-1] - size + 1)
        if lo > positions[0] or lo + size - 1 > top:
            continue
        by_position = {(ace_position if c.rank == ACE else c.rank): c for c in naturals}
        spare = list(jokers)
        cards: list[RummyCard] = []
        flags: list[bool] = []
        for position in range(lo, lo + size):
            card = by_position.get(position)
            if card is None:
                cards.append(spare.pop())
                flags.append(True)
            else:
                cards.append(card)
                flags.append(False)
        return Meld("run", tuple(cards), tuple(flags), lo, suit)
    return None
