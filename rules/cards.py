"""Cards and card sets for Tiến lên.

A :class:`Card` has a :class:`Rank` (3 lowest … 2 highest) and a :class:`Suit` (♠ ♣ ♦ ♥ in the
default order). Its :attr:`Card.index` is ``rank * 4 + suit`` — the same numbering as the
detector's 53 classes (``3S`` = 0 … ``2H`` = 51; the joker ``JK`` = 52 is not a Tiến lên card).

A :class:`CardSet` is an immutable set of cards stored as a 52-bit integer mask, like
python-chess's ``SquareSet``:

>>> hand = parse_cards("3S 4h, 10♥ TD")
>>> str(hand)
'3♠ 4♥ 10♦ 10♥'
>>> Card.parse("10H") in hand, len(hand)
(True, 4)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final

from rules.errors import InvalidNotationError


class Rank(IntEnum):
    """Card ranks in Tiến lên order: 3 is lowest, 2 is highest."""

    THREE = 0
    FOUR = 1
    FIVE = 2
    SIX = 3
    SEVEN = 4
    EIGHT = 5
    NINE = 6
    TEN = 7
    JACK = 8
    QUEEN = 9
    KING = 10
    ACE = 11
    TWO = 12

    @property
    def symbol(self) -> str:
        """The printed index: ``"3"`` … ``"10"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``, ``"2"``."""
        return RANK_SYMBOLS[self]


class Suit(IntEnum):
    """Suits, numbered in the default Tiến lên order ♠ < ♣ < ♦ < ♥."""

    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        """One ASCII letter: ``S``, ``C``, ``D`` or ``H``."""
        return "SCDH"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: ``♠``, ``♣``, ``♦`` or ``♥``."""
        return "♠♣♦♥"[self]


RANK_SYMBOLS: Final = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
_RANK_BY_TEXT: Final = {s: Rank(i) for i, s in enumerate(RANK_SYMBOLS)} | {"T": Rank.TEN}
_SUIT_BY_TEXT: Final = {
    "S": Suit.SPADES,
    "C": Suit.CLUBS,
    "D": Suit.DIAMONDS,
    "H": Suit.HEARTS,
    "♠": Suit.SPADES,
    "♣": Suit.CLUBS,
    "♦": Suit.DIAMONDS,
    "♥": Suit.HEARTS,
    "♤": Suit.SPADES,
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
}
_CODE_RE: Final = re.compile(r"^(10|[2-9TJQKA])(.)$", re.IGNORECASE)


class Card:
    """One of the 52 cards. Instances are shared: ``Card.parse("3S") is Card.parse("3♠")``.

    Cards compare in the default game order (rank, then ♠ < ♣ < ♦ < ♥); for another suit order use
    :meth:`rules.HouseRules.card_value`.
    """

    __slots__ = ("index", "rank", "suit")

    rank: Rank
    suit: Suit
    index: int

    def __new__(cls, rank: Rank | int, suit: Suit | int) -> Card:
        if not (0 <= int(rank) < 13 and 0 <= int(suit) < 4):
            raise InvalidNotationError(f"no such card: rank {rank!r}, suit {suit!r}")
        return ALL_CARDS[int(rank) * 4 + int(suit)]

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", Rank(index // 4))
        object.__setattr__(card, "suit", Suit(index % 4))
        object.__setattr__(card, "index", index)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with detector class / bit index ``index`` (0 = 3♠ … 51 = 2♥)."""
        if not 0 <= index < 52:
            raise InvalidNotationError(f"card index out of range 0..51: {index!r}")
        return ALL_CARDS[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card: ``3S``, ``10h``, ``TH``, ``3♠``, ``10♥``, ``q♦`` …

        >>> Card.parse("th")
        Card.parse('10H')
        """
        code = text.strip()
        if code.upper() in {"JK", "JOKER", "X", "🃏"}:
            raise InvalidNotationError(f"{text!r}: jokers are not used in Tiến lên")
        match = _CODE_RE.match(code)
        if match is None:
            raise InvalidNotationError(
                f"unknown card code {text!r}: expected a rank (3-10, J, Q, K, A, 2) and a suit "
                "(S C D H or ♠ ♣ ♦ ♥), e.g. 10H or 3♠"
            )
        rank_text, suit_text = match.group(1).upper(), match.group(2).upper()
        suit = _SUIT_BY_TEXT.get(suit_text)
        if suit is None:
            raise InvalidNotationError(
                f"unknown suit {match.group(2)!r} in card code {text!r}: use S, C, D, H or ♠ ♣ ♦ ♥"
            )
        return ALL_CARDS[_RANK_BY_TEXT[rank_text] * 4 + suit]

    @property
    def code(self) -> str:
        """ASCII code as used by the detector's class list: ``"10H"``, ``"3S"``."""
        return self.rank.symbol + self.suit.letter

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))


ALL_CARDS: Final[tuple[Card, ...]] = tuple(Card._make(i) for i in range(52))
_SEPARATORS: Final = re.compile(r"[\s,;]+")
_FULL_MASK: Final = (1 << 52) - 1


class CardSet:
    """An immutable set of cards over a 52-bit mask. Iterates in default game order (3♠ first).

    >>> a = parse_cards("3S 4S 5S")
    >>> str(a - parse_cards("4S")), len(a | parse_cards("2H"))
    ('3♠ 5♠', 4)
    """

    __slots__ = ("mask",)

    mask: int

    def __init__(self, cards: Iterable[Card] | CardSet = ()) -> None:
        if isinstance(cards, CardSet):
            mask = cards.mask
        else:
            mask = 0
            for card in cards:
                if not isinstance(card, Card):
                    raise TypeError(f"CardSet takes Card objects, got {card!r}")
                mask |= 1 << card.index
        object.__setattr__(self, "mask", mask)

    @classmethod
    def from_mask(cls, mask: int) -> CardSet:
        """Wrap a bit mask (bit ``i`` = ``Card.from_index(i)``)."""
        if mask < 0 or mask > _FULL_MASK:
            raise InvalidNotationError(f"card mask out of range: {mask:#x}")
        cardset = object.__new__(cls)
        object.__setattr__(cardset, "mask", mask)
        return cardset

    @classmethod
    def parse(cls, text: str) -> CardSet:
        """Same as :func:`parse_cards`."""
        return parse_cards(text)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask >> card.index & 1)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __iter__(self) -> Iterator[Card]:
        mask = self.mask
        while mask:
            low = mask & -mask
            yield ALL_CARDS[low.bit_length() - 1]
            mask ^= low

    def __reversed__(self) -> Iterator[Card]:
        mask = self.mask
        while mask:
            top = mask.bit_length() - 1
            yield ALL_CARDS[top]
            mask ^= 1 << top

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and self.mask == other.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet | Card) -> CardSet:
        return CardSet.from_mask(self.mask | _mask_of(other))

    def __and__(self, other: CardSet | Card) -> CardSet:
        return CardSet.from_mask(self.mask & _mask_of(other))

    def __sub__(self, other: CardSet | Card) -> CardSet:
        return CardSet.from_mask(self.mask & ~_mask_of(other))

    def __xor__(self, other: CardSet | Card) -> CardSet:
        return CardSet.from_mask(self.mask ^ _mask_of(other))

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def __ge__(self, other: CardSet) -> bool:
        return other.mask & ~self.mask == 0

    def isdisjoint(self, other: CardSet) -> bool:
        """True when the two sets share no card."""
        return self.mask & other.mask == 0

    def ranks(self) -> list[int]:
        """How many cards of each rank (13 counts, 3 first)."""
        mask = self.mask
        return [(mask >> (4 * r) & 0xF).bit_count() for r in range(13)]

    def of_rank(self, rank: Rank | int) -> CardSet:
        """The cards of one rank."""
        return CardSet.from_mask(self.mask & (0xF << (4 * int(rank))))

    def of_suit(self, suit: Suit | int) -> CardSet:
        """The cards of one suit."""
        return CardSet.from_mask(self.mask & (_SUIT_MASK << int(suit)))

    def codes(self) -> list[str]:
        """ASCII codes in game order: ``['3S', '10H']``."""
        return [card.code for card in self]

    def __str__(self) -> str:
        return " ".join(str(card) for card in self)

    def __repr__(self) -> str:
        return f"CardSet.parse({' '.join(self.codes())!r})"


_SUIT_MASK: Final = sum(1 << (4 * r) for r in range(13))


def _mask_of(value: CardSet | Card) -> int:
    if isinstance(value, CardSet):
        return value.mask
    if isinstance(value, Card):
        return 1 << value.index
    raise TypeError(f"expected a CardSet or a Card, got {value!r}")


EMPTY: Final = CardSet.from_mask(0)
FULL_DECK: Final = CardSet.from_mask(_FULL_MASK)


def parse_cards(text: str | Iterable[str | Card] | CardSet) -> CardSet:
    """Read cards separated by spaces or commas; a duplicate or an unknown code is an error.

    Also accepts an iterable of codes or cards, or a :class:`CardSet` (returned as is).

    >>> parse_cards("2s, 2H")
    CardSet.parse('2S 2H')
    """
    if isinstance(text, CardSet):
        return text
    if isinstance(text, str):
        tokens: list[str | Card] = [t for t in _SEPARATORS.split(text.strip()) if t]
        tokens = _split_glued(tokens)
    else:
        tokens = list(text)
    mask = 0
    for token in tokens:
        if isinstance(token, Card):
            card = token
        elif isinstance(token, str):
            card = Card.parse(token)
        else:
            raise InvalidNotationError(f"expected a card code, got {token!r}")
        bit = 1 << card.index
        if mask & bit:
            raise InvalidNotationError(f"card {card} appears twice in {text!r}")
        mask |= bit
    return CardSet.from_mask(mask)


_GLUED_RE: Final = re.compile(r"(10|[2-9TJQKA])([SCDH♠♣♦♥♤♧♢♡])", re.IGNORECASE)


def _split_glued(tokens: list[str | Card]) -> list[str | Card]:
    """Split tokens like ``3♠4♠5♠`` (symbols glued together) into single codes."""
    out: list[str | Card] = []
    for token in tokens:
        assert isinstance(token, str)
        pieces = _GLUED_RE.findall(token)
        if len(pieces) > 1 and "".join(r + s for r, s in pieces).upper() == token.upper():
            out.extend(r + s for r, s in pieces)
        else:
            out.append(token)
    return out
