"""The rummy discard pile read from the face-up cards on the table, outside the hand zone.

A :class:`DiscardPileReader` watches the cards in its zone (by default the whole table outside
the coached player's hand zone) and reports what the game does not know yet:

- :class:`DiscardThrownEvent`: one card appeared and stayed — thrown on the pile. With two decks
  the same card can be thrown twice: a ``7S`` that appears while another ``7S`` is already
  buried in the pile is a second copy, since only what is visible now counts.
- :class:`DiscardTakenEvent`: the top card left while the card below it came back into view,
  or, with nothing to reveal (a one-card pile, or a fanned pile whose second card was already
  visible), after it stayed away for the longer ``vanish_settle``.
- :class:`DiscardUnclearEvent`: several cards appeared at once (a meld laid down, a pile spread
  out, the camera starting on a full table): not counted, only shown.

A hand reaching over the pile hides cards for a moment; cards that vanish come back, so a card
that disappears and is not the top one being taken is remembered, not reported, and seen again
it is not a new throw. Flicker never settles (``k`` of ``n`` frames and ``settle`` seconds).

The reader follows the pile as the game knows it: :meth:`DiscardPileReader.sync` tells it of
cards tapped in (or taken, undone), and a tapped card the camera then sees thrown is matched to
the tap instead of being reported again; a card whose taking was tapped is not reported taken.
Limits (two decks): a card thrown squarely on its twin, or the top of two stacked twins taken,
looks like nothing happened (tap it in); a twin of the card just below the top thrown over the
top reads as the top taken; a twin of a buried card thrown beside the top without covering it
reads as the buried card peeking out. The order of several cards appearing at once is unknown.

>>> reader = DiscardPileReader(hand_zone=(0.0, 0.8, 1.0, 1.0), k=1, n=1, settle=0.0)
>>> s = Sighting(36, (50.0, 40.0), ((45.0, 35.0, 55.0, 45.0),), 0.9, (0,))
>>> [e.to_dict() for e in reader.update([s], t=1.0, frame_size=(100, 100))]
[{'type': 'discard_thrown', 'card': 'QS', 't': 1.0}]
>>> reader.pile
('QS',)
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from vision.cards import Sighting
from vision.tracker import Event

__all__ = [
    "DiscardEvent",
    "DiscardPileReader",
    "DiscardTakenEvent",
    "DiscardThrownEvent",
    "DiscardUnclearEvent",
]

Zone = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class DiscardThrownEvent(Event):
    """``card`` (a code) was thrown on the discard pile."""

    card: str

    @property
    def type(self) -> str:
        return "discard_thrown"


@dataclass(frozen=True, slots=True)
class DiscardTakenEvent(Event):
    """The pile's top card ``card`` was taken."""

    card: str

    @property
    def type(self) -> str:
        return "discard_taken"


@dataclass(frozen=True, slots=True)
class DiscardUnclearEvent(Event):
    """Several cards appeared at once on the table (codes, sorted): not counted."""

    cards: tuple[str, ...]

    @property
    def type(self) -> str:
        return "discard_unclear"


DiscardEvent = DiscardThrownEvent | DiscardTakenEvent | DiscardUnclearEvent


class DiscardPileReader:
    """Reads throws onto and takes from the discard pile out of each frame's sightings.

    ``zone`` is ``(x1, y1, x2, y2)`` in normalised frame coordinates (None: the whole frame);
    cards inside ``hand_zone`` never count. Thresholds are trade-offs:

    - a card counts once seen in ``k`` of the last ``n`` frames: raising ``k`` removes flicker
      but a card must stay longer before it counts;
    - a change is reported once the view stayed the same for ``settle`` seconds: longer rides
      out a hand resting on part of the pile, but reports throws and takes later;
    - a take with no card revealed below it (the pile's last card, or a fanned pile whose next
      card showed already) waits ``vanish_settle`` seconds: longer is safer against a hand
      covering the top card, but reports such takes later. A pile of two or more cards hidden
      all at once is always a hand in the way, never a take;
    - ``max_copies`` caps how many of one card can be seen in one frame (1 with one deck,
      2 with two): a card seen twice in one frame is then a corner seen twice, not two cards.
    """

    def __init__(
        self,
        zone: Zone | None = None,
        *,
        hand_zone: Zone | None = None,
        k: int = 3,
        n: int = 5,
        settle: float = 1.0,
        vanish_settle: float = 2.5,
        max_copies: int = 2,
    ) -> None:
        if not 1 <= k <= n:
            raise ValueError(f"need 1 <= k <= n, got k={k}, n={n}")
        if settle < 0 or vanish_settle < settle:
            raise ValueError(
                f"need 0 <= settle <= vanish_settle, got settle={settle}, "
                f"vanish_settle={vanish_settle}"
            )
        if max_copies < 1:
            raise ValueError(f"max_copies must be >= 1, got {max_copies}")
        self.zone = zone
        self.hand_zone = hand_zone
        self.k = k
        self.n = n
        self.settle = settle
        self.vanish_settle = vanish_settle
        self.max_copies = max_copies
        self.set_aside: Counter[str] = Counter()
        self._pile: list[str] = []
        self._seen: list[bool] = []
        self._view: Counter[str] = Counter()
        self._frames: deque[Counter[str]] = deque(maxlen=n)
        self._candidate: Counter[str] = Counter()
        self._candidate_t = 0.0
        self._handled: Counter[str] | None = None

    # -- the pile as the game knows it ---------------------------------------------------------

    @property
    def pile(self) -> tuple[str, ...]:
        """The pile as the reader believes it, oldest first (its events and :meth:`sync`)."""
        return tuple(self._pile)

    @property
    def visible(self) -> Counter[str]:
        """The settled view: the cards seen on the table (and ones hidden for a moment)."""
        return Counter(self._view)

    def sync(self, pile: Iterable[str], set_aside: Iterable[str] = ()) -> None:
        """The pile as the game knows it now, oldest first (taps included).

        Cards below the first difference keep what the camera knew of them; cards above it are
        new to the camera: when it sees one of them appear it is matched, not reported. Cards
        in ``set_aside`` lie face up on the table but not on the pile (Indian rummy's card
        turned up for the joker rank): one copy of each is left out of the view.
        """
        new = list(pile)
        same = 0
        for old_code, new_code in zip(self._pile, new, strict=False):
            if old_code != new_code:
                break
            same += 1
        if same < len(new) < len(self._pile) and self._pile[-len(new) :] == new:
            self._seen = self._seen[-len(new) :]  # all but the top gone: a reshuffle
        else:
            self._seen = self._seen[:same] + [False] * (len(new) - same)
        self._pile = new
        self.set_aside = Counter(set_aside)

    def reset(self) -> None:
        """Forget the pile and what was seen (a new deal)."""
        self._pile.clear()
        self._seen.clear()
        self._view.clear()
        self._frames.clear()
        self._candidate = Counter()
        self._candidate_t = 0.0
        self._handled = None

    # -- frames --------------------------------------------------------------------------------

    def in_zone(self, x: float, y: float) -> bool:
        """Is the normalised point on the watched table (in ``zone``, not in the hand zone)?"""
        zone, hand = self.zone, self.hand_zone
        if zone is not None and not (zone[0] <= x <= zone[2] and zone[1] <= y <= zone[3]):
            return False
        return hand is None or not (hand[0] <= x <= hand[2] and hand[1] <= y <= hand[3])

    def seen_now(self, sightings: Sequence[Sighting], frame_size: tuple[int, int]) -> Counter[str]:
        """Copies of each card on the watched table in one frame (capped at ``max_copies``,
        less the cards set aside)."""
        w, h = frame_size
        counts: Counter[str] = Counter()
        for sighting in sightings:
            code = sighting.card
            if code == "?":
                continue
            x, y = sighting.center
            if self.in_zone(x / max(w, 1), y / max(h, 1)):
                counts[code] = min(counts[code] + 1, self.max_copies)
        return counts - self.set_aside

    def update(
        self, sightings: Sequence[Sighting], t: float, frame_size: tuple[int, int]
    ) -> list[DiscardEvent]:
        """One frame: the events of a view that has just settled, else nothing."""
        self._frames.append(self.seen_now(sightings, frame_size))
        if len(self._frames) < self.k:
            return []
        candidate = self._steady()
        if candidate != self._candidate:
            self._candidate, self._candidate_t = candidate, t
        stable_for = t - self._candidate_t
        if candidate == self._handled or stable_for < self.settle:
            return []
        events = self._interpret(candidate, t, stable_for >= self.vanish_settle)
        if events is None:  # wait for the longer vanish_settle
            return []
        self._handled = candidate
        return events

    def _steady(self) -> Counter[str]:
        """Each card with the most copies seen in at least ``k`` of the last ``n`` frames."""
        codes = set().union(*self._frames)
        steady: Counter[str] = Counter()
        for code in codes:
            counts = sorted((frame[code] for frame in self._frames), reverse=True)
            copies = counts[self.k - 1] if len(counts) >= self.k else 0
            if copies:
                steady[code] = copies
        return steady

    def _interpret(
        self, now: Counter[str], t: float, long_enough: bool
    ) -> list[DiscardEvent] | None:
        """What a settled view means; None: it may be a take, but only after ``vanish_settle``."""
        view, pile = self._view, self._pile
        added = now - view
        top = pile[-1] if pile else None
        below = pile[-2] if len(pile) >= 2 else None
        # 1. The top card taken: it left (as far as it had been seen) and nothing new appeared
        #    but the card below it. The whole table hidden over a pile of two or more cards is
        #    a hand in the way: a take would show the card below.
        if top is not None and now[top] < view[top]:
            revealed = below is not None and added == Counter({below: 1})
            hand_over_pile = not now and below is not None
            if revealed or (not added and not hand_over_pile):
                if not revealed and not long_enough:
                    return None
                self._pile.pop()
                self._seen.pop()
                self._view = (view - Counter({top: 1})) | now
                return [DiscardTakenEvent(t, top)]
        # 2. The top card as the game knows it seen again (its taking tapped before the camera
        #    saw the card above it go): nothing new.
        if top is not None and self._seen[-1] and not view[top] and added == Counter({top: 1}):
            self._view = now
            return []
        # 3. A card of the pile below its top peeking out while the top is still in view (the
        #    pile nudged, a hand moving away): the same card, not a new one.
        if added and top is not None and now[top] >= max(view[top], 1):
            buried = zip(pile[:-1], self._seen[:-1], strict=True)
            added -= added & Counter(code for code, seen in buried if seen)
        if added:
            self._view = now  # what is not visible now lies under the new card(s)
            left = self._match_taps(added)
            if not left:
                return []
            if sum(added.values()) == 1:
                card = next(iter(left))
                self._pile.append(card)
                self._seen.append(True)
                return [DiscardThrownEvent(t, card)]
            return [DiscardUnclearEvent(t, tuple(sorted(left.elements())))]
        # 4. Cards hidden (a hand over the pile): remembered, so that they are not new when
        #    they show again (a card taken off the pile by a tap or an undo too).
        self._view = now | view
        return []

    def _match_taps(self, added: Counter[str]) -> Counter[str]:
        """Mark tapped cards the camera had not seen as seen; the cards no tap explains."""
        left = Counter(added)
        last_seen = max((i for i, seen in enumerate(self._seen) if seen), default=-1)
        for i in range(last_seen + 1, len(self._pile)):
            code = self._pile[i]
            if left[code] > 0 and not self._seen[i]:
                self._seen[i] = True
                left[code] -= 1
        return +left
