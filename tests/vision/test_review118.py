"""helper-118's review: scenes for 98208fb (_whole_first: a card seen whole read before a
lone corner of its code outside it)."""

from __future__ import annotations

import pytest
from test_tracker import SPOT, Table, _land_as, plays

from vision.tracker import SeatLayout, TableTracker


def _boxed_hand(codes, doubt=None):
    """The coached hand as boxed lone corners (as the pipeline gives them)."""
    doubt = doubt or {}
    return [
        (c, 0.2 + 0.045 * i, 0.915, 0.8, doubt.get(c, ((c, 1.0),)), (), True)
        for i, c in enumerate(codes.split())
    ]


@pytest.mark.parametrize("whole_p", [0.6, 0.85])
def test_review118_whole_table_card_read_as_a_hand_card_is_not_it(whole_p: float) -> None:
    """Coached seat 0 holds 7♠ (its corner read 7♠ 0.55 / 7♣ 0.45, 0.8). Seat 1 leads the 7♣
    seen whole, misread 7♠ whole_p / 7♣ rest at 0.75. The hand corner lies far outside
    the whole card: the hand's 7♠ is not the table's card."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    table.extra = _boxed_hand("7S 9D KH", {"7S": (("7S", 0.55), ("7C", 0.45))})
    table.run(1.0)
    x, y = SPOT[1]
    table.corners["7C"] = ((x - 0.02, y - 0.04), (x + 0.02, y + 0.04))
    table.misread["7C"] = ("7S", (("7S", whole_p), ("7C", round(1 - whole_p, 2))))
    table.faint["7C"] = 0.75
    _land_as(table, 1, {"7C": (x, y)})
    table.events += table.tracker.flush()
    if whole_p < 0.7:
        assert plays(table.tracker.events) == [(1, "7C")]
    else:  # (read so surely, the parent leads nothing either; but never the hand's 7♠)
        assert (1, "7S") not in plays(table.tracker.events)


def test_review118_misread_whole_pair_card_with_corner_doubting_another_suit() -> None:
    """Seat 1 leads A♠ A♣: the A♣ seen whole read A♠ 0.75 / A♣ 0.25 (0.71); the A♠ by one
    corner a card's width off, read A♠ 0.6 / A♥ 0.4 (0.73)."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    x, y = SPOT[1]
    table.corners["AC"] = ((x - 0.02, y - 0.04), (x + 0.02, y + 0.04))
    table.misread["AC"] = ("AS", (("AS", 0.75), ("AC", 0.25)))
    table.faint["AC"] = 0.71
    spot = (x + 0.05, y - 0.06)
    table.corners["AS"] = (spot,)
    table.runners_up["AS"] = (("AS", 0.6), ("AH", 0.4))
    table.faint["AS"] = 0.73
    _land_as(table, 1, {"AC": (x, y), "AS": spot})
    table.events += table.tracker.flush()
    assert plays(table.tracker.events) == [(1, "AS AC")]
