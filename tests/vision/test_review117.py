"""helper-117's review: scenes for 0b43fde (_corner_between in _reread's "a played card's
corner read anew, its other corner still read")."""

from __future__ import annotations

import pytest
from test_tracker import SPOT, Table, plays

from vision.tracker import FaultEvent, SeatLayout, TableTracker

# A♣ led by seat 0, seen whole: its near index top-left, its far index bottom-right, 0.14
# apart (index to index), its centre between them.
NEAR, FAR = (0.45, 0.57), (0.55, 0.67)
CENTRE = (0.50, 0.62)


PIP = ("3C", *CENTRE, 0.3, (("3C", 0.3), ("AC", 0.2)))


def _lead_ace(table: Table, whole: bool, pip: bool = False) -> None:
    """Seat 0 leads the A♣: seen ``whole`` (its two indices paired), or as two lone
    corners (its far index read A♣ 0.63 / 4♣ 0.37, as 4704's)."""
    table.arm = "bottom"
    table.run(0.3)
    if whole:
        table.corners["AC"] = (NEAR, FAR)
        table.runners_up["AC"] = (("AC", 0.8), ("4C", 0.2))
        table.cards["AC"] = CENTRE
        if pip:
            table.extra = [PIP]
    else:
        table.faint["AC"] = 0.75
        table.cards["AC"] = NEAR
        table.extra = [("AC", *FAR, 0.37, (("AC", 0.63), ("4C", 0.37)))] + ([PIP] if pip else [])
    table.run(0.3)
    table.arm = None
    table.run(1.5)


def _far_index_read_anew(table: Table) -> None:
    """On the still table the A♣'s far index reads 4♣ 0.76 / A♣ 0.24 (then 0.90 / 0.09) by
    one corner while its near index still reads A♣ (4704's reading)."""
    if "AC" in table.corners:
        table.corners["AC"] = (NEAR,)
    for reads, seconds in (((0.76, 0.24), 1.0), ((0.90, 0.09), 0.5), ((0.76, 0.24), 2.0)):
        table.extra = [e for e in table.extra if e[0] not in ("AC", "4C")]
        table.extra.append(("4C", *FAR, 0.5, (("4C", reads[0]), ("AC", reads[1]))))
        table.run(seconds)
    table.events += table.tracker.flush()


@pytest.mark.parametrize("whole", [True, False])
@pytest.mark.parametrize("over", ["across", "quadrant", "pip", "none"])
def test_review117_a_cards_far_index_read_anew_with_a_card_over_its_middle(
    over: str, whole: bool
) -> None:
    """Seat 0 leads the A♣; seat 1 beats it with the 2♦, laid over the A♣'s middle, both
    A♣ indices still in view: ``across`` (turned 90°, the 2♦'s centre on the A♣'s: its
    sighting, centred between its corners, lies there), ``quadrant`` (the 2♦'s index on the
    A♣'s centre, its body over the A♣'s upper-right quarter, away from both A♣ indices; the
    2♦'s indices read apart), or ``pip`` (the 2♦ beside, the A♣'s big centre pip read as a
    lone 3♣ corner 0.3 every frame since it landed). As the 2♦ settles, the A♣'s far index
    reads 4♣ / A♣ while its near index reads A♣: the A♣'s corner read anew, as 4704. No
    card lies as the A♣ does there, so no A♣ index is hidden; a 4♣ play is wrong. (The A♣
    seen ``whole``, or by its two lone corners: 0b43fde gets the latter wrong.)"""
    table = Table(
        TableTracker(SeatLayout(players=4), first_game=False, leader=0), measure_motion=True
    )
    _lead_ace(table, whole, pip=over == "pip")
    if over == "across":
        two = ((0.43, 0.645), (0.57, 0.595))  # (its centre: the A♣'s)
    elif over == "quadrant":
        two = (CENTRE, (0.60, 0.52))
    else:
        two = ((0.39, 0.47), (0.49, 0.39))  # (beside, off the A♣)
    table.arm = "left"
    table.run(0.3)
    if over == "quadrant":  # (its two indices read apart, as lone corners)
        table.faint["2D"] = 0.8
        table.cards["2D"] = two[0]
        table.extra = [*table.extra, ("2D", *two[1], 0.8)]
    else:
        table.corners["2D"] = two
        table.cards["2D"] = two[0]
    table.run(0.3)
    table.arm = None
    table.run(0.4)  # (the reading turns as the 2♦ settles, under still_time)
    _far_index_read_anew(table)
    assert plays(table.events) == [(0, "AC"), (1, "2D")]
    assert not any(isinstance(e, FaultEvent) for e in table.events)


@pytest.mark.parametrize("far", [(0.05, 0.06), (0.06, 0.05), (0.10, 0.10)])
def test_review117_a_corner_read_anew_close_to_its_other_corner_is_not_between_itself(
    far: tuple[float, float],
) -> None:
    """4704's scene (tests/vision/test_tracker.py's
    test_a_played_cards_corner_read_anew_while_its_other_corner_is_read_keeps_its_name):
    the A♣ seen by one corner, its far index read 4♣ 0.76 / A♣ 0.24 (``far`` from it). The
    4♣ reading itself lies within 2 * same_spot of the midpoint of it and the A♣ when the two
    are at most 4 * same_spot (0.08) apart: no other card's corner lies between them."""
    table = Table(
        TableTracker(SeatLayout(players=4), first_game=False, leader=0), measure_motion=True
    )
    x, y = SPOT[0]
    spot = (x + far[0], y + far[1])
    table.faint["AC"] = 0.75
    table.arm = "bottom"
    table.run(0.3)
    table.cards["AC"] = (x, y)
    table.extra = [("AC", *spot, 0.37, (("AC", 0.63), ("4C", 0.37)))]
    table.run(0.3)
    table.arm = None
    table.run(0.3)
    for reads, seconds in (((0.76, 0.24), 1.0), ((0.90, 0.09), 0.5), ((0.76, 0.24), 2.0)):
        table.extra = [("4C", *spot, 0.5, (("4C", reads[0]), ("AC", reads[1])))]
        table.run(seconds)
    table.events += table.tracker.flush()
    assert plays(table.events) == [(0, "AC")]
