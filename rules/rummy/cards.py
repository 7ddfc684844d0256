"""Rummy cards: ranks 1..13 with the ace as 1, four suits, and the printed joker ``JK``.

Rummy needs its own card type: Tiến lên's :class:`rules.Card` orders ranks 3 … 2 and has no joker.
A :class:`RummyCard` is an interned value object like ``rules.Card``; its codes are the detector's
class names (``3S``, ``10H``, ``QD``, ``AS``, ``2H``, ``JK``), and :attr:`RummyCard.class_index` is
the detector's class index (``rules.Card.index``; 52 for ``JK``).

With two decks the same card can be held twice, so a hand is a sorted tuple of cards (a
multiset), not a set:

>>> parse_hand("3♠ 3s jk, th")
(RummyCard.parse('3S'), RummyCard.parse('3S'), RummyCard.parse('10H'), RummyCard.parse('JK'))
>>> str(RummyCard.parse("th")), RummyCard.parse("AS").rank
('10♥', 1)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from rules.rummy.errors import InvalidRummyCardError

ACE: Final = 1
JACK: Final = 11
QUEEN: Final = 12
KING: Final = 13
RANK_SYMBOLS: Final = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""Printed index of each rank 1..13 (index 0 unused)."""
SUIT_LETTERS: Final = "SCDH"
SUIT_SYMBOLS: Final = "♠♣♦♥"
JOKER_INDEX: Final = 52

_RANK_BY_TEXT: Final = {s: r for r, s in enumerate(RANK_SYMBOLS) if s} | {"T": 10}
_SUIT_BY_TEXT: Final = {
    "S": 0,
    "C": 1,
    "D": 2,
    "H": 3,
    "♠": 0,
    "♣": 1,
    "♦": 2,
    "♥": 3,
    "♤": 0,
    "♧": 1,
    "♢": 2,
    "♡": 3,
}
_JOKER_TEXT: Final = frozenset({"JK", "JOKER", "🃏"})
_CODE_RE: Final = re.compile(r"^(10|[2-9TJQKA])(.)$", re.IGNORECASE)
_SEPARATORS: Final = re.compile(r"[\s,;]+")
_GLUED_RE: Final = re.compile(r"JK|(?:10|[2-9TJQKA])[SCDH♠♣♦♥♤♧♢♡]", re.IGNORECASE)
# Tiến lên rank order of the detector's classes: 3,4,…,10,J,Q,K,A,2 → rank 1..13 here.
_TL_RANK: Final = {r: (r - 3) % 13 for r in range(1, 14)}


class RummyCard:
    """One rummy card: ``rank`` 1..13 (A=1, J=11, Q=12, K=13) and ``suit`` 0..3 (S, C, D, H), or
    the printed joker (``rank`` 0, ``suit`` -1). Instances are shared, so ``is`` and ``==`` agree.

    Cards sort by suit, then rank (the order in which runs show), jokers last.
    """

    __slots__ = ("index", "rank", "suit")

    rank: int
    suit: int
    index: int

    def __new__(cls, rank: int, suit: int) -> RummyCard:
        if not (1 <= rank <= 13 and 0 <= suit <= 3):
            raise InvalidRummyCardError(f"no such card: rank {rank!r}, suit {suit!r}")
        return ALL_RUMMY_CARDS[suit * 13 + rank - 1]

    @classmethod
    def _make(cls, index: int) -> RummyCard:
        card = object.__new__(cls)
        if index == JOKER_INDEX:
            rank, suit = 0, -1
        else:
            rank, suit = index % 13 + 1, index // 13
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", index)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("RummyCard is immutable")

    @classmethod
    def parse(cls, text: str) -> RummyCard:
        """Read one card: ``3S``, ``10h``, ``TH``, ``A♠``, ``q♦``, ``JK`` (a printed joker).

        >>> RummyCard.parse("jk").is_joker
        True
        """
        if not isinstance(text, str):
            raise InvalidRummyCardError(f"expected a card code, got {text!r}")
        code = text.strip()
        if code.upper() in _JOKER_TEXT:
            return JOKER
        match = _CODE_RE.match(code)
        if match is None:
            raise InvalidRummyCardError(
                f"unknown card code {text!r}: expected a rank (A, 2-10, J, Q, K) and a suit "
                "(S C D H or ♠ ♣ ♦ ♥), e.g. 10H or A♠, or JK for a printed joker"
            )
        suit = _SUIT_BY_TEXT.get(match.group(2).upper())
        if suit is None:
            raise InvalidRummyCardError(
                f"unknown suit {match.group(2)!r} in card code {text!r}: use S, C, D, H or ♠ ♣ ♦ ♥"
            )
        return ALL_RUMMY_CARDS[suit * 13 + _RANK_BY_TEXT[match.group(1).upper()] - 1]

    @classmethod
    def from_index(cls, index: int) -> RummyCard:
        """The card with rummy index ``index`` (``suit * 13 + rank - 1``; 52 is the joker)."""
        if not 0 <= index <= JOKER_INDEX:
            raise InvalidRummyCardError(f"rummy card index out of range 0..52: {index!r}")
        return ALL_RUMMY_CARDS[index]

    @classmethod
    def from_class_index(cls, class_index: int) -> RummyCard:
        """The card for a detector class index (``rank * 4 + suit`` in Tiến lên rank order, with
        3♠ = 0 … 2♥ = 51, and ``JK`` = 52)."""
        if not 0 <= class_index <= 52:
            raise InvalidRummyCardError(f"detector class index out of range 0..52: {class_index!r}")
        if class_index == 52:
            return JOKER
        rank = (class_index // 4 + 3 - 1) % 13 + 1
        return ALL_RUMMY_CARDS[(class_index % 4) * 13 + rank - 1]

    @property
    def class_index(self) -> int:
        """The detector's class index of this card (52 for ``JK``)."""
        if self.index == JOKER_INDEX:
            return 52
        return _TL_RANK[self.rank] * 4 + self.suit

    @property
    def is_joker(self) -> bool:
        """True for a printed joker."""
        return self.index == JOKER_INDEX

    @property
    def code(self) -> str:
        """ASCII code as the detector names its classes: ``"10H"``, ``"AS"``, ``"JK"``."""
        if self.index == JOKER_INDEX:
            return "JK"
        return RANK_SYMBOLS[self.rank] + SUIT_LETTERS[self.suit]

    def __str__(self) -> str:
        if self.index == JOKER_INDEX:
            return "JK"
        return RANK_SYMBOLS[self.rank] + SUIT_SYMBOLS[self.suit]

    def __repr__(self) -> str:
        return f"RummyCard.parse({self.code!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: RummyCard) -> bool:
        return self.index < other.index

    def __le__(self, other: RummyCard) -> bool:
        return self.index <= other.index

    def __gt__(self, other: RummyCard) -> bool:
        return self.index > other.index

    def __ge__(self, other: RummyCard) -> bool:
        return self.index >= other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (RummyCard.from_index, (self.index,))


ALL_RUMMY_CARDS: Final[tuple[RummyCard, ...]] = tuple(RummyCard._make(i) for i in range(53))
"""The 52 cards in rummy index order (♠ A…K, ♣, ♦, ♥), then the joker."""
JOKER: Final = ALL_RUMMY_CARDS[JOKER_INDEX]
STANDARD_DECK: Final = ALL_RUMMY_CARDS[:52]


def parse_cards(cards: str | Iterable[str | RummyCard]) -> tuple[RummyCard, ...]:
    """Read cards in the order given (a discard pile, oldest first); duplicates allowed.

    ``cards`` is one string of codes separated by spaces, commas or semicolons (symbols may be
    glued together: ``"A♠2♠3♠"``), or an iterable of codes or cards.

    >>> [c.code for c in parse_cards("QH, jk 10♠")]
    ['QH', 'JK', '10S']
    """
    tokens: list[str | RummyCard]
    if isinstance(cards, str):
        tokens = []
        for token in _SEPARATORS.split(cards.strip()):
            if not token:
                continue
            pieces = _GLUED_RE.findall(token)
            if len(pieces) > 1 and "".join(pieces).upper() == token.upper():
                tokens.extend(pieces)
            else:
                tokens.append(token)
    else:
        try:
            tokens = list(cards)
        except TypeError as exc:
            raise InvalidRummyCardError(f"expected card codes, got {cards!r}") from exc
    return tuple(t if isinstance(t, RummyCard) else RummyCard.parse(t) for t in tokens)


def parse_hand(cards: str | Iterable[str | RummyCard]) -> tuple[RummyCard, ...]:
    """Read a hand (duplicates allowed: two decks) into a sorted tuple; see :func:`parse_cards`.

    >>> [c.code for c in parse_hand(["QH", "JK", "10S"])]
    ['10S', 'QH', 'JK']
    """
    return tuple(sorted(parse_cards(cards)))


def hand_codes(cards: Iterable[RummyCard]) -> list[str]:
    """ASCII codes of cards in order: ``['3S', '10H', 'JK']``."""
    return [card.code for card in cards]


def hand_str(cards: Iterable[RummyCard]) -> str:
    """Cards with suit symbols separated by spaces: ``'3♠ 10♥ JK'``."""
    return " ".join(str(card) for card in cards)
