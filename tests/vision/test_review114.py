"""helper-114's review: scenes for 95e3a57 (_strayed_runners_up: a covered spot at a toss-up)
and f80990b (SHORT_PAIR: short pairs by class at a toss-up unpaired; _side_by_side against
the frame's whole spans). The two nudges and the four-index card by its short edge failed
on f80990b and passed on its parent; the rest pass on both (guards)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from test_sightings import probs_of
from test_tracker import (
    FPS,
    FRAME,
    Table,
    _faint_three_of_spades_lead,
    _land_as,
    _r108_learn_spans,
    _seat_0_lays,
    plays,
)

from vision.cards import merge_corners
from vision.detector import Detections
from vision.tracker import FaultEvent, SeatLayout, TableTracker

# ---------------------------------------------------------------------------------------------
# 95e3a57: a trick card read off its spot, its old spot covered by the landing play


@pytest.mark.parametrize("held", [0.0, 0.8, 1.0, 1.2, 1.5, 1.8])
def test_review114_a_nudged_trick_card_at_a_toss_up_whose_spot_the_play_covers_is_no_card_of_it(
    held: float,
) -> None:
    """16661's table: seat 0's straight 5♥ 6♠ 7♣ 8♥ 9♠ in a column, the 8♥ only ever seen
    by one corner. Seat 1 slides 9♥ 8♣ 7♠ 6♦ 5♣ across it in a row, the 8♣ onto the 8♥'s
    index: the 8♥ is pushed 0.065 aside (a nudge) and, seen anew, reads 8♥ 0.52 / 6♥ 0.46.
    The 6♦ stays under the resting hand ``held`` seconds. The play is 5♣ 6♦ 7♠ 8♣ 9♥; the
    8♥ is the trick's, still lying there (no 6♥ was played)."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=0))
    _r108_learn_spans(table, (0.466, 0.536), (0.534, 0.704))
    column = {code: (0.5, 0.70 - 0.04 * i) for i, code in enumerate(["5H", "6S", "7C", "8H", "9S"])}
    table.faint["8H"] = 0.7
    _land_as(table, 0, column)
    x8, y8 = column["8H"]
    table.arm = table.tracker.layout.sides[1]
    table.run(0.3)
    table.cards["8H"] = (x8 + 0.035, y8 - 0.055)
    table.misread["8H"] = ("8H", (("8H", 0.52), ("6H", 0.46)))
    table.cards.update(
        {
            "9H": (x8 - 0.045, y8),
            "8C": (x8, y8),
            "7S": (x8 + 0.045, y8),
            "6D": (x8 + 0.09, y8),
            "5C": (x8 + 0.135, y8),
        }
    )
    if held:
        table.hidden.add("6D")
    table.run(0.3)
    table.arm = None
    table.run(held)
    table.hidden.discard("6D")
    table.run(3.0)
    table.events += table.tracker.flush()
    found = plays(table.tracker.events)
    assert found[-2:] == [(0, "5H 6S 7C 8H 9S"), (1, "5C 6D 7S 8C 9H")]
    assert not [e for e in table.events if isinstance(e, FaultEvent)]


@pytest.mark.parametrize("held", [0.8, 1.0, 1.2, 1.5, 1.8])
def test_review114_a_trick_card_pushed_off_its_spot_by_the_play_at_a_toss_up_is_no_card_of_it(
    held: float,
) -> None:
    """review82_c3's table: seat 2's 3♠ 4♣ 5♠, the 3♠ seen by one corner. Seat 3 slides 4♠
    onto the 3♠'s spot, pushing the 3♠ 0.058 aside, where it now reads 3♠ 0.52 / 3♣ 0.46
    (a black suit at a toss-up); 5♥ beside it, the 6♦ under the resting hand ``held`` s.
    The play is 4♠ 5♥ 6♦, not 3♣ 4♠ 5♥."""
    table = _faint_three_of_spades_lead()
    table.arm = "right"
    table.run(0.3)
    table.cards.update({"4S": (0.50, 0.40), "5H": (0.53, 0.41), "6D": (0.56, 0.42)})
    table.hidden.add("6D")
    table.cards["3S"] = (0.47, 0.33)
    table.misread["3S"] = ("3S", (("3S", 0.52), ("3C", 0.46)))
    table.run(0.4)
    table.arm = None
    table.run(held - 0.4)
    table.hidden.discard("6D")
    table.run(2.5)
    table.events += table.tracker.flush()
    assert plays(table.events) == [(2, "3S 4C 5S"), (3, "4S 5H 6D")]


@pytest.mark.parametrize("late", [0.7, 1.0])
def test_review114_a_play_laid_in_two_steps_on_a_pushed_trick_card_at_a_toss_up(
    late: float,
) -> None:
    """review82_c1 with the 4♠ slid onto the 3♠'s spot: seat 3 lays 4♠ 5♥, pushing the 3♠
    0.058 aside (read 3♠ 0.52 / 3♣ 0.46 there), pauses ``late`` s, then lays the 6♦."""
    table = _in_two_steps(((0.50, 0.40), (0.53, 0.41)), (0.47, 0.33), (0.56, 0.42), late)
    assert plays(table.events) == [(2, "3S 4C 5S"), (3, "4S 5H 6D")]


def _in_two_steps(row: tuple, three: tuple, six: tuple, late: float) -> Table:
    """Seat 2 leads 3♠ 4♣ 5♠ (the 3♠ by one corner); seat 3 lays the 4♠ and 5♥ on ``row``,
    the 3♠ (or what shows of it) now read on ``three`` 3♠ 0.52 / 3♣ 0.46, pauses ``late``
    s, then lays the 6♦ on ``six``."""
    table = _faint_three_of_spades_lead()
    table.arm = "right"
    table.run(0.3)
    table.cards.update({"4S": row[0], "5H": row[1]})
    table.cards["3S"] = three
    table.misread["3S"] = ("3S", (("3S", 0.52), ("3C", 0.46)))
    table.run(0.3)
    table.arm = None
    table.run(late)
    table.arm = "right"
    table.run(0.2)
    table.cards["6D"] = six
    table.run(0.2)
    table.arm = None
    table.run(2.5)
    table.events += table.tracker.flush()
    return table


@pytest.mark.parametrize("late", [0.7, 1.0])
def test_review114_a_covered_trick_cards_far_corner_a_slanted_span_off_at_a_toss_up(
    late: float,
) -> None:
    """review82_c2 on the far side of a slanted view (a card's corners 0.10 apart, review83):
    seat 3 lays 4♠ 5♥ with the 4♠ on the 3♠'s index; the 3♠'s far corner, 0.10 off, now
    shows and reads 3♠ 0.52 / 3♣ 0.46 (a far index at a toss-up of its colour). After a
    pause the 6♦: 4♠ 5♥ 6♦."""
    # (the 3♠'s far corner: 0.10 from its near one)
    table = _in_two_steps(((0.50, 0.385), (0.53, 0.39)), (0.55, 0.47), (0.56, 0.40), late)
    assert plays(table.events) == [(2, "3S 4C 5S"), (3, "4S 5H 6D")]


# ---------------------------------------------------------------------------------------------
# f80990b: SHORT_PAIR
#
# Geometry (index 7.6 x 19 mm, aspect 0.4, centres inset 8.8 / 13 mm on a 63 x 88 mm card,
# 1 px/mm, camera 26 degrees off vertical: y x 0.9): an upright card's diagonal corners
# 45.4 x 55.8 px apart (71.9 px), boxes 7.6 x 17.1 (diagonal 18.7): 3.84 diagonals. A
# four-index card turned 45 degrees, seen by the two indices of one short edge (45.4 mm):
# 32.1 x 28.9 px (43.2 px), boxes 18.8 x 16.9 (square turned: diagonal 25.3): 1.71
# diagonals, 0.445 of 3.84. Straight above (y x 1.0) it is 0.454: at the threshold.


def _box(cx: float, cy: float, w: float, h: float) -> list[float]:
    return [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2]


FIVE_H, FIVE_D, FIVE_S, THREE_C = 11, 10, 8, 1


def _upright_3c_and_four_index_5h(runner_up: float, at=(200.0, 150.0, 350.0, 200.0)):
    ax, ay, bx, by = at
    boxes = [
        _box(ax, ay, 7.6, 17.1),
        _box(ax + 45.4, ay + 55.8, 7.6, 17.1),
        _box(bx, by, 18.8, 16.9),
        _box(bx + 32.1, by + 28.9, 18.8, 16.9),
    ]
    return _three_c_and_five_h(boxes, runner_up)


def _three_c_and_five_h(boxes: list, runner_up: float) -> Detections:
    """A 3♣ by ``boxes``' first two corners, read surely, and a 5♥ by the last two, its far
    one read 5♥ / 5♦ ``runner_up``."""
    return Detections(
        np.array(boxes),
        np.array([0.8, 0.8, 0.7, 0.45]),
        np.array([THREE_C, THREE_C, FIVE_H, FIVE_H]),
        class_probs=probs_of(
            {THREE_C: 0.97},
            {THREE_C: 0.97},
            {FIVE_H: 0.97, FIVE_D: 0.02},
            {FIVE_H: 0.97 - runner_up, FIVE_D: runner_up},
        ),
    )


@pytest.mark.parametrize("runner_up", [0.42, 0.1])
def test_review114_a_four_index_card_turned_seen_by_its_short_edge_at_a_toss_up_is_one_card(
    runner_up: float,
) -> None:
    """A four-index deck: the 3♣ lies upright, seen whole by its diagonal (3.84 diagonals).
    The 5♥, turned 45 degrees, is seen by the two indices of one short edge (its others
    covered or missed), 1.71 diagonals apart; its upside-down index reads 5♥ 0.55 / 5♦ 0.42
    (a heart's index read as a diamond, the heart first). One 5♥, seen whole."""
    out = sorted(
        (s.card, s.num_corners) for s in merge_corners(_upright_3c_and_four_index_5h(runner_up))
    )
    assert out == [("3C", 2), ("5H", 2)]


def _feed(
    tracker: TableTracker, t0: float, seconds: float, before: list, cards: list, arm: str
) -> tuple[list, float]:
    """Frames from ``t0`` for ``seconds``: ``arm``'s side moving for 0.6 s; ``before``
    (sightings) shown for 0.3 s, then ``cards``."""
    events: list = []
    n = int(seconds * FPS)
    for i in range(n):
        moving = i < 0.6 * FPS
        motion = {s: float(moving and s == arm) for s in ("bottom", "left", "top", "right")}
        shown = cards if i >= 0.3 * FPS else before
        events += tracker.update(shown, t0 + i / FPS, motion=motion, frame_size=FRAME)
    return events, t0 + n / FPS


@pytest.mark.parametrize("runner_up", [0.42, 0.1])
def test_review114_a_four_index_single_turned_by_its_short_edge_on_a_led_card_is_one_card(
    runner_up: float,
) -> None:
    """The scene above at the table: seat 3 leads the 3♣ (upright, seen whole by its
    diagonal); seat 0 answers with the four-index 5♥ turned 45 degrees, seen by the two
    indices of one short edge, one read 5♥ 0.55 / 5♦ 0.42. Seat 0 plays the 5♥ alone."""
    tracker = TableTracker(SeatLayout(players=4), first_game=False, leader=3)
    w, h = FRAME
    # the 3♣ on seat 3's spot, the 5♥ on seat 0's
    at = (0.62 * w - 22.7, 0.5 * h - 27.9, 0.5 * w - 16.0, 0.62 * h - 14.5)
    both = merge_corners(_upright_3c_and_four_index_5h(runner_up, at))
    three_c = [s for s in both if s.card == "3C"]
    events, t = _feed(tracker, 0.0, 2.6, [], three_c, "right")
    more, t = _feed(tracker, t, 3.0, three_c, both, "bottom")
    events += more + tracker.flush()
    assert plays(events) == [(3, "3C"), (0, "5H")]
    assert not [e for e in events if isinstance(e, FaultEvent)]


def _slanted_card(
    cx: float,
    cy: float,
    theta: float,
    f: float,
    card=(63.0, 88.0),
    index=(7.6, 19.0),
    inset=(8.8, 13.0),
    scale=1.0,
):
    """The two diagonal index boxes of a card centred at (cx, cy) px, turned ``theta``,
    seen with y foreshortened by ``f``."""
    c, s = math.cos(theta), math.sin(theta)
    dx, dy = (card[0] / 2 - inset[0]) * scale, (card[1] / 2 - inset[1]) * scale
    iw, ih = index[0] * scale, index[1] * scale
    pts = [
        (c * x - s * y, (s * x + c * y) * f) for x in (-iw / 2, iw / 2) for y in (-ih / 2, ih / 2)
    ]
    bw = max(p[0] for p in pts) - min(p[0] for p in pts)
    bh = max(p[1] for p in pts) - min(p[1] for p in pts)
    out = []
    for sx, sy in ((-dx, -dy), (dx, dy)):
        px, py = c * sx - s * sy, (s * sx + c * sy) * f
        out.append(_box(cx + px, cy + py, bw, bh))
    return out


# (at y x 0.5, 60 degrees off vertical, the two cards' spans in long sides are 0.35 apart, and
# the 5♥ is split: the price of SHORT_PAIR; straight above they are 0.92, at 45 degrees 0.57)
@pytest.mark.parametrize("f", [0.6, 0.7])
def test_review114_two_index_cards_at_a_steep_slant_one_turned_stay_whole(f: float) -> None:
    """Two-index cards, camera far off vertical (y x ``f``: 0.6 is 53 degrees, 0.7 45):
    the 3♣ lies with its corner diagonal across the view (its span long), the 5♥ turned so
    that its diagonal runs into the view (short); the 5♥'s far index reads 5♥ 0.55 / 5♦
    0.42. Both whole."""

    def span_of(b):
        a, c = np.array(b[0]), np.array(b[1])
        g = np.hypot(*((a[:2] + a[2:]) / 2 - (c[:2] + c[2:]) / 2))
        d = (np.hypot(*(a[2:] - a[:2])) + np.hypot(*(c[2:] - c[:2]))) / 2
        return g / d

    thetas = [math.radians(t) for t in range(0, 180)]
    long_t = max(thetas, key=lambda t: span_of(_slanted_card(0, 0, t, f)))
    short_t = min(thetas, key=lambda t: span_of(_slanted_card(0, 0, t, f)))
    b3 = _slanted_card(200, 150, long_t, f)
    b5 = _slanted_card(400, 300, short_t, f)
    d = _three_c_and_five_h(b3 + b5, 0.42)
    out = sorted((s.card, s.num_corners) for s in merge_corners(d))
    assert out == [("3C", 2), ("5H", 2)], (span_of(b3), span_of(b5))


@pytest.mark.parametrize("runner_up", [0.42, 0.1])
def test_review114_a_four_index_pair_one_card_turned_by_its_short_edge_is_a_pair(
    runner_up: float,
) -> None:
    """Seat 0 leads the pair 5♠ 5♥ of a four-index deck: the 5♠ upright, seen whole by its
    diagonal (3.84 diagonals); the 5♥ turned 45 degrees, seen by the two indices of one
    short edge (1.71 diagonals), its upside-down index read 5♥ 0.55 / 5♦ 0.42. The pair
    5♠ 5♥, not a triple with a 5♦."""
    tracker = TableTracker(SeatLayout(players=4), first_game=False, leader=0)
    w, h = FRAME
    d = _upright_3c_and_four_index_5h(
        runner_up, (0.5 * w - 70, 0.62 * h - 28, 0.5 * w + 10, 0.62 * h - 14)
    )
    d = Detections(
        d.xyxy,
        d.confidence,
        np.array([FIVE_S, FIVE_S, FIVE_H, FIVE_H]),
        class_probs=probs_of(
            {FIVE_S: 0.97},
            {FIVE_S: 0.97},
            {FIVE_H: 0.97, FIVE_D: 0.02},
            {FIVE_H: 0.97 - runner_up, FIVE_D: runner_up},
        ),
    )
    events = _seat_0_lays(tracker, merge_corners(d))
    assert plays(events) == [(0, "5S 5H")]
    assert not [e for e in events if isinstance(e, FaultEvent)]
