"""The coached player's hand read from the cards in the hand zone, as a list (two decks).

The Tiến lên tracker follows a whole table; the rummy games only need the hand. A
:class:`HandZoneReader` looks at the sightings inside the hand zone of each frame and reports a
hand once it has been steady for a moment. With two decks the same card can be held twice, so
a hand is a sorted tuple of codes with repeats, not a set: two ``7S`` sightings in different
places are two cards.

Thresholds are trade-offs: a card counts once it is seen in ``k`` of the last ``n`` frames
(raising ``k`` removes flicker but a card shown briefly is missed), and a hand is reported once
it stayed the same for ``settle`` seconds (longer: fewer half-fanned hands, later updates).

>>> reader = HandZoneReader((0.0, 0.8, 1.0, 1.0), k=1, n=1, settle=0.0)
>>> s = Sighting(0, (50.0, 90.0), ((45.0, 85.0, 55.0, 95.0),), 0.9, (0,))
>>> [e.cards for e in reader.update([s, s], t=0.0, frame_size=(100, 100))]
[('3S', '3S')]
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Sequence
from dataclasses import dataclass

from vision.cards import Sighting
from vision.tracker import Event

__all__ = ["HandReadEvent", "HandZoneReader"]

Zone = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class HandReadEvent(Event):
    """The cards in the hand zone settled: ``cards`` are codes, sorted, with repeats."""

    cards: tuple[str, ...]

    @property
    def type(self) -> str:
        return "hand_read"


class HandZoneReader:
    """Reads a hand (a multiset of card codes) from the sightings in ``zone``.

    ``zone`` is ``(x1, y1, x2, y2)`` in normalised frame coordinates. ``max_copies`` caps how
    many of one card can be held (1 with one deck, 2 with two): an extra sighting of a card is
    then a corner seen twice, not a second card. An empty hand zone reports nothing: putting
    the cards down does not clear the hand.
    """

    def __init__(
        self,
        zone: Zone | None,
        *,
        k: int = 3,
        n: int = 5,
        settle: float = 0.6,
        max_copies: int = 2,
    ) -> None:
        if not 1 <= k <= n:
            raise ValueError(f"need 1 <= k <= n, got k={k}, n={n}")
        if settle < 0 or max_copies < 1:
            raise ValueError("settle must be >= 0 and max_copies >= 1")
        self.zone = zone
        self.k = k
        self.n = n
        self.settle = settle
        self.max_copies = max_copies
        self.hand: tuple[str, ...] = ()
        self._frames: deque[Counter[str]] = deque(maxlen=n)
        self._candidate: tuple[str, ...] = ()
        self._candidate_t = 0.0

    def reset(self) -> None:
        """Forget what was seen (a new deal)."""
        self.hand = ()
        self._frames.clear()
        self._candidate = ()
        self._candidate_t = 0.0

    def in_zone(self, x: float, y: float) -> bool:
        """Is the normalised point inside the hand zone?"""
        zone = self.zone
        return zone is not None and zone[0] <= x <= zone[2] and zone[1] <= y <= zone[3]

    def seen_now(self, sightings: Sequence[Sighting], frame_size: tuple[int, int]) -> Counter[str]:
        """Copies of each card in the hand zone in one frame (capped at ``max_copies``)."""
        w, h = frame_size
        counts: Counter[str] = Counter()
        for sighting in sightings:
            code = sighting.card
            if code == "?":
                continue
            x, y = sighting.center
            if self.in_zone(x / max(w, 1), y / max(h, 1)):
                counts[code] = min(counts[code] + 1, self.max_copies)
        return counts

    def update(
        self, sightings: Sequence[Sighting], t: float, frame_size: tuple[int, int]
    ) -> list[HandReadEvent]:
        """One frame: a :class:`HandReadEvent` when a new hand has settled, else nothing."""
        self._frames.append(self.seen_now(sightings, frame_size))
        candidate = self.steady()
        if candidate != self._candidate:
            self._candidate, self._candidate_t = candidate, t
        if (
            not candidate
            or candidate == self.hand
            or t - self._candidate_t < self.settle
            or len(self._frames) < self.k
        ):
            return []
        self.hand = candidate
        return [HandReadEvent(t, candidate)]

    def steady(self) -> tuple[str, ...]:
        """The cards in the zone now, sorted with repeats: each card with the most copies seen
        in at least ``k`` of the last ``n`` frames (it may not have settled into a hand yet)."""
        codes = set().union(*self._frames) if self._frames else set()
        out: list[str] = []
        for code in codes:
            counts = sorted((frame[code] for frame in self._frames), reverse=True)
            copies = counts[self.k - 1] if len(counts) >= self.k else 0
            out.extend([code] * copies)
        return tuple(sorted(out))
