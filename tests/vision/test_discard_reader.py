"""DiscardPileReader: throws onto and takes from the rummy discard pile, from synthetic sightings
(flicker, a hand over the pile, two decks, taps the camera sees later)."""

from __future__ import annotations

import pytest

from vision.cards import Sighting
from vision.detector import CLASS_NAMES
from vision.discard_reader import (
    DiscardEvent,
    DiscardPileReader,
    DiscardTakenEvent,
    DiscardThrownEvent,
    DiscardUnclearEvent,
)

HAND_ZONE = (0.0, 0.8, 1.0, 1.0)
SIZE = (100, 100)
DT = 0.125  # 8 frames a second, exact in binary


def seen(*cards: tuple[str, float, float]) -> list[Sighting]:
    """Sightings of ``(code, x, y)`` in a 100 x 100 frame (normalised x, y)."""
    out = []
    for code, x, y in cards:
        cx, cy = x * 100, y * 100
        out.append(
            Sighting(
                CLASS_NAMES.index(code), (cx, cy), ((cx - 2, cy - 3, cx + 2, cy + 3),), 0.9, (0,)
            )
        )
    return out


def pile(*codes: str) -> list[Sighting]:
    """Cards lying on the pile in the middle of the table (a fanned pile: slightly apart)."""
    return seen(*((code, 0.5 + 0.02 * i, 0.4) for i, code in enumerate(codes)))


class Clock:
    """Feeds frames every ``DT`` seconds and collects the events with their times."""

    def __init__(self, reader: DiscardPileReader) -> None:
        self.reader = reader
        self.t = 0.0

    def show(self, sightings: list[Sighting], seconds: float) -> list[DiscardEvent]:
        events: list[DiscardEvent] = []
        for _ in range(round(seconds / DT)):
            events += self.reader.update(sightings, self.t, SIZE)
            self.t += DT
        return events


def reader(**kwargs: float) -> DiscardPileReader:
    options: dict[str, float] = {"k": 3, "n": 5, "settle": 0.5, "vanish_settle": 1.5}
    options.update(kwargs)
    return DiscardPileReader(hand_zone=HAND_ZONE, **options)  # type: ignore[arg-type]


def kinds(events: list[DiscardEvent]) -> list[tuple[str, str]]:
    out = []
    for e in events:
        if isinstance(e, DiscardUnclearEvent):
            out.append((e.type, " ".join(e.cards)))
        else:
            out.append((e.type, e.card))
    return out


def test_a_card_thrown_is_reported_once_after_it_settled() -> None:
    clock = Clock(reader())
    events = clock.show(pile("QS"), 3.0)
    assert kinds(events) == [("discard_thrown", "QS")]
    # 3 frames to be seen steadily (0.25 s), then 0.5 s settled
    assert events[0].t == 0.75
    assert events[0].to_dict() == {"type": "discard_thrown", "card": "QS", "t": 0.75}
    assert clock.reader.pile == ("QS",)


def test_flicker_reports_nothing() -> None:
    clock = Clock(reader())
    empty: list[Sighting] = []
    frames = [pile("9D") if i % 3 == 0 else empty for i in range(40)]  # 1 frame in 3
    events: list[DiscardEvent] = []
    for frame in frames:
        events += clock.show(frame, DT)
    # and a card held up for less than the settle time
    events += clock.show(pile("KH"), 0.4) + clock.show(empty, 2.0)
    assert events == [] and clock.reader.pile == ()


def test_cards_in_the_hand_zone_or_outside_the_pile_zone_do_not_count() -> None:
    clock = Clock(reader())
    assert clock.show(seen(("QS", 0.5, 0.9), ("QS", 0.2, 0.85)), 2.0) == []
    zoned = DiscardPileReader((0.4, 0.3, 0.6, 0.5), hand_zone=HAND_ZONE, k=1, n=1, settle=0.0)
    events = Clock(zoned).show(seen(("2C", 0.1, 0.1), ("3C", 0.5, 0.4)), 0.5)
    assert kinds(events) == [("discard_thrown", "3C")]


def test_a_hand_over_the_pile_is_not_a_take() -> None:
    clock = Clock(reader())
    events = clock.show(pile("4H"), 1.0) + clock.show(pile("8S"), 1.0)  # 8♠ covers the 4♥
    assert kinds(events) == [("discard_thrown", "4H"), ("discard_thrown", "8S")]
    # a hand hides everything: briefly, then for a long time; the cards come back
    assert clock.show([], 0.3) + clock.show(pile("8S"), 1.0) == []
    assert clock.show([], 5.0) + clock.show(pile("8S"), 1.0) == []
    # a hand hides part of a fanned pile, long enough to settle: remembered, not new again
    assert clock.show(pile("4H", "8S"), 1.0) == []  # the 4♥ shows under the 8♠
    assert clock.show(pile("4H", "8S")[1:], 1.2) + clock.show(pile("4H", "8S"), 1.0) == []
    assert clock.reader.pile == ("4H", "8S")


def test_the_top_card_taken_reveals_the_card_below() -> None:
    clock = Clock(reader())
    clock.show(pile("4H"), 1.0)
    clock.show(pile("8S"), 1.0)
    clock.show([], 0.3)  # a hand takes the 8♠
    events = clock.show(pile("4H"), 2.0)
    assert kinds(events) == [("discard_taken", "8S")]
    assert events[0].t == clock.t - 2.0 + 0.75  # settle, not vanish_settle
    assert clock.reader.pile == ("4H",)
    # the last card taken: the pile is empty, reported only after vanish_settle
    early = clock.show([], 1.4)
    assert early == []
    assert kinds(clock.show([], 1.0)) == [("discard_taken", "4H")]
    assert clock.reader.pile == () and clock.show([], 3.0) == []


def test_a_fanned_pile_loses_its_top_after_vanish_settle() -> None:
    clock = Clock(reader())
    clock.show(pile("4H"), 1.0)
    clock.show(pile("4H", "8S"), 1.0)  # thrown beside it: both visible
    assert clock.reader.pile == ("4H", "8S")
    assert clock.show(pile("4H"), 1.0) == []  # could be a hand over the 8♠ ...
    assert kinds(clock.show(pile("4H"), 1.0)) == [("discard_taken", "8S")]  # ... it stayed away


def test_two_decks_the_same_card_twice() -> None:
    clock = Clock(reader())
    # a 7♠ thrown, covered by the 8♦ and the 2♣, then the other deck's 7♠ thrown on top
    events = clock.show(pile("7S"), 1.0) + clock.show(pile("8D"), 1.0)
    events += clock.show(pile("2C"), 1.0)
    events += clock.show([], 0.25) + clock.show(pile("7S"), 1.0)
    assert kinds(events) == [("discard_thrown", c) for c in ("7S", "8D", "2C", "7S")]
    assert clock.reader.pile == ("7S", "8D", "2C", "7S")
    # the second 7♠ taken reveals the 2♣; the 2♣ taken reveals the 8♦
    events = clock.show(pile("2C"), 1.0) + clock.show(pile("8D"), 1.0)
    assert kinds(events) == [("discard_taken", "7S"), ("discard_taken", "2C")]
    assert clock.reader.pile == ("7S", "8D")


def test_two_copies_seen_side_by_side() -> None:
    clock = Clock(reader())
    events = clock.show(pile("7S"), 1.0) + clock.show(pile("7S", "7S"), 1.0)
    assert kinds(events) == [("discard_thrown", "7S"), ("discard_thrown", "7S")]
    one_deck = Clock(reader(max_copies=1))
    events = one_deck.show(pile("7S"), 1.0) + one_deck.show(pile("7S", "7S"), 1.0)
    assert kinds(events) == [("discard_thrown", "7S")]  # one deck: a corner seen twice


def test_a_tapped_card_the_camera_then_sees_is_not_reported_again() -> None:
    clock = Clock(reader())
    clock.show(pile("4H"), 1.0)
    clock.reader.sync(["4H", "JC"])  # the J♣ tapped in before the camera saw it land
    assert clock.show(pile("JC"), 1.5) == [] and clock.reader.pile == ("4H", "JC")
    # the next card is new to the game: reported
    assert kinds(clock.show(pile("2D"), 1.0)) == [("discard_thrown", "2D")]
    # the 2♦'s taking tapped first: the camera then sees the J♣ again: nothing to report
    clock.reader.sync(["4H", "JC"])
    assert clock.show(pile("JC"), 1.5) == [] and clock.reader.pile == ("4H", "JC")


def test_a_reshuffle_keeps_what_the_camera_knew_of_the_top() -> None:
    clock = Clock(reader())
    for code in ("2S", "3S", "4S"):
        clock.show(pile(code), 1.0)
    clock.reader.sync(["4S"])  # the rest became the stock
    assert clock.reader.pile == ("4S",) and clock.show(pile("4S"), 1.0) == []
    # the other deck's 4♠ thrown beside it is new (not the top the camera already saw)
    assert kinds(clock.show(pile("4S", "4S"), 1.0)) == [("discard_thrown", "4S")]


def test_a_resumed_pile_seen_by_the_camera_is_not_counted_again() -> None:
    resumed = reader()
    resumed.sync(["5C", "6C", "QD"])
    clock = Clock(resumed)
    assert clock.show(pile("6C", "QD"), 2.0) == []  # a fanned pile the game already knows
    assert kinds(clock.show(pile("6C"), 3.0)) == [("discard_taken", "QD")]


def test_several_cards_at_once_are_unclear_not_counted() -> None:
    clock = Clock(reader())
    events = clock.show(seen(("5H", 0.2, 0.3), ("6H", 0.3, 0.3), ("7H", 0.4, 0.3)), 2.0)
    assert kinds(events) == [("discard_unclear", "5H 6H 7H")]
    assert clock.reader.pile == ()


def test_a_card_set_aside_is_not_on_the_pile() -> None:
    wild = seen(("9H", 0.1, 0.3))
    clock = Clock(reader())
    clock.reader.sync([], set_aside=["9H"])  # Indian rummy's card turned up for the jokers
    assert clock.show(wild, 1.0) == []
    assert kinds(clock.show(wild + pile("3S"), 1.0)) == [("discard_thrown", "3S")]


def test_reset_forgets_the_pile() -> None:
    clock = Clock(reader())
    clock.show(pile("QS"), 1.0)
    clock.reader.reset()
    assert clock.reader.pile == () and not clock.reader.visible
    assert kinds(clock.show(pile("QS"), 1.0)) == [("discard_thrown", "QS")]


def test_events_are_typed() -> None:
    clock = Clock(reader(k=1, n=1, settle=0.0, vanish_settle=0.0))
    thrown = clock.show(pile("AD"), DT)
    taken = clock.show([], DT)
    assert isinstance(thrown[0], DiscardThrownEvent) and isinstance(taken[0], DiscardTakenEvent)
    assert taken[0].to_dict()["type"] == "discard_taken"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"k": 0},
        {"k": 4, "n": 3},
        {"settle": -1.0},
        {"settle": 2.0, "vanish_settle": 1.0},
        {"max_copies": 0},
    ],
)
def test_bad_thresholds(kwargs: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        DiscardPileReader(**kwargs)  # type: ignore[arg-type]
