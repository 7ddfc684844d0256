"""Card counting: what is still out, from what has been seen.

>>> count = count_cards(parse_cards("2S AH 2D"))
>>> str(count.twos_out), str(count.aces_out)
('2♣ 2♥', 'A♠ A♣ A♦')
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import EMPTY, FULL_DECK, CardSet, Rank, parse_cards
from rules.errors import InvalidNotationError

__all__ = ["CardCount", "count_cards", "parse_cards"]

_TWOS = FULL_DECK.of_rank(Rank.TWO)
_ACES = FULL_DECK.of_rank(Rank.ACE)


@dataclass(frozen=True, slots=True)
class CardCount:
    """What one viewer knows: cards played, own hand, and everything not yet seen."""

    played: CardSet
    hand: CardSet
    unseen: CardSet

    @property
    def twos_out(self) -> CardSet:
        """2s neither played nor in the viewer's hand."""
        return self.unseen & _TWOS

    @property
    def aces_out(self) -> CardSet:
        """Aces neither played nor in the viewer's hand."""
        return self.unseen & _ACES

    def to_dict(self) -> dict[str, object]:
        """JSON-friendly summary (card codes in game order)."""
        return {
            "played": self.played.codes(),
            "hand": self.hand.codes(),
            "unseen": self.unseen.codes(),
            "twos_out": self.twos_out.codes(),
            "aces_out": self.aces_out.codes(),
        }


def count_cards(played: CardSet | str, hand: CardSet | str | None = None) -> CardCount:
    """Count from the played history and, optionally, one's own hand.

    A card both played and in the hand cannot exist in a single deck: that is an error.
    """
    played_set = parse_cards(played)
    hand_set = parse_cards(hand) if hand is not None else EMPTY
    both = played_set & hand_set
    if both:
        raise InvalidNotationError(f"{both} cannot be both played and in the hand")
    return CardCount(played_set, hand_set, FULL_DECK - played_set - hand_set)
