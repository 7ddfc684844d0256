"""HandZoneReader: the coached hand (a multiset: two decks) from the cards in the hand zone."""

from __future__ import annotations

import pytest

from vision.cards import Sighting
from vision.detector import CLASS_NAMES
from vision.hand_reader import HandReadEvent, HandZoneReader

ZONE = (0.0, 0.8, 1.0, 1.0)
SIZE = (100, 100)


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


def run(
    reader: HandZoneReader, frames: list[list[Sighting]], dt: float = 0.1
) -> list[HandReadEvent]:
    events: list[HandReadEvent] = []
    for i, sightings in enumerate(frames):
        events += reader.update(sightings, i * dt, SIZE)
    return events


def test_a_steady_hand_is_read_once_with_repeats() -> None:
    reader = HandZoneReader(ZONE, k=3, n=5, settle=0.3)
    hand = seen(("7S", 0.2, 0.9), ("7S", 0.6, 0.9), ("JK", 0.8, 0.9), ("9C", 0.5, 0.3))
    events = run(reader, [hand] * 12)
    assert [e.cards for e in events] == [("7S", "7S", "JK")]
    assert events[0].to_dict()["type"] == "hand_read" and reader.hand == ("7S", "7S", "JK")


@pytest.mark.parametrize(
    ("max_copies", "expected"),
    [(1, ("7S",)), (2, ("7S", "7S")), (3, ("7S", "7S", "7S"))],
)
def test_copies_are_capped_by_the_decks(max_copies: int, expected: tuple[str, ...]) -> None:
    reader = HandZoneReader(ZONE, k=1, n=1, settle=0.0, max_copies=max_copies)
    three = seen(("7S", 0.1, 0.9), ("7S", 0.5, 0.9), ("7S", 0.9, 0.9))
    assert [e.cards for e in run(reader, [three])] == [expected]


def test_a_card_missed_in_one_frame_does_not_flicker() -> None:
    reader = HandZoneReader(ZONE, k=3, n=5, settle=0.2)
    full = seen(("AS", 0.2, 0.9), ("2S", 0.4, 0.9), ("3S", 0.6, 0.9))
    missing = full[:2]
    events = run(reader, [full, full, full, missing, full, full, missing, full, full, full])
    assert [e.cards for e in events] == [("2S", "3S", "AS")]


def test_an_empty_zone_keeps_the_hand_and_a_new_hand_is_read() -> None:
    reader = HandZoneReader(ZONE, k=2, n=3, settle=0.1)
    first = seen(("AS", 0.2, 0.9), ("2S", 0.4, 0.9), ("3S", 0.6, 0.9))
    second = seen(("AS", 0.2, 0.9), ("2S", 0.4, 0.9), ("4S", 0.6, 0.9))
    events = run(reader, [first] * 5 + [[]] * 5 + [second] * 5)
    assert [e.cards for e in events] == [("2S", "3S", "AS"), ("2S", "4S", "AS")]


def test_settle_time_delays_the_read() -> None:
    reader = HandZoneReader(ZONE, k=1, n=1, settle=0.5)
    hand = seen(("QH", 0.5, 0.9))
    events = run(reader, [hand] * 8)
    assert len(events) == 1 and events[0].t == pytest.approx(0.5)


def test_reset_reads_the_same_hand_again_and_no_zone_reads_nothing() -> None:
    reader = HandZoneReader(ZONE, k=1, n=1, settle=0.0)
    hand = seen(("QH", 0.5, 0.9))
    assert len(run(reader, [hand, hand])) == 1
    reader.reset()
    assert len(run(reader, [hand])) == 1
    assert run(HandZoneReader(None, k=1, n=1, settle=0.0), [hand]) == []


@pytest.mark.parametrize(
    "kwargs", [{"k": 0}, {"k": 4, "n": 3}, {"settle": -1.0}, {"max_copies": 0}]
)
def test_bad_thresholds(kwargs: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        HandZoneReader(ZONE, **kwargs)  # type: ignore[arg-type]
