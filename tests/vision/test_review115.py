"""helper-115's review: scenes for 726de51 (_recard_swept_play / _landed_doubting:
RECARD_MIN, and codes the landing doubted toward that the new reading does not list) and
793c2a1 (ECHO_LONG in merge_corners and EchoMemory)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from test_review114 import _box, _feed, _slanted_card
from test_sightings import probs_of
from test_tracker import FPS, SPOT, Table, plays

from vision.cards import EchoMemory, merge_corners
from vision.detector import CLASS_NAMES, Detections
from vision.tracker import CorrectionEvent, FaultEvent, SeatLayout, TableTracker

# ---------------------------------------------------------------------------------------------
# 726de51: RECARD_MIN


def _lead_swept_then_two(table: Table, lead: str, landed: tuple, after: tuple | None) -> None:
    """Seat 1 leads ``lead``, read ``landed`` as it lands (then ``after``, if given); all
    pass, the pile is swept; seat 1 leads 4♥, seat 2 plays 9♥."""
    table.run(1.0)
    table.misread[lead] = (landed[0][0], landed)
    table.play(1, lead, pause=1.0)
    if after is not None:
        table.misread[lead] = (after[0][0], after)
    table.run(2.0)
    table.remove()
    table.run(2.0)
    table.play(1, "4H")
    table.play(2, "9H")


# (the Q♣ misread surely for good, as the Q♠ of 16428 was read, is read as 16428 is: the
# lead becomes the Q♣ and this the Q♠. The price of 726de51; with calibrated readings the
# recorded case is some 9 times as likely, helper-115)
@pytest.mark.parametrize("later", [(("QS", 0.96), ("QC", 0.03)), (("QS", 0.99),)])
def test_review115_a_true_lead_doubted_as_it_landed_stays_when_a_twin_is_misread_surely(
    later: tuple,
) -> None:
    """The mirror of 16428: seat 1 really leads the Q♠, read Q♠ 0.78 / Q♣ 0.21 as it lands,
    then Q♠ 0.95 / Q♣ 0.04 (logged right). Later seat 3 plays the Q♣, read whole as the Q♠
    surely (``later``: under repair_min toward the Q♣, or not at all) only in the 2 frames
    it lands (the arm's blur), then Q♣ 0.92 / Q♠ 0.05. The lead stays the Q♠."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _lead_swept_then_two(table, "QS", (("QS", 0.78), ("QC", 0.21)), (("QS", 0.95), ("QC", 0.04)))
    table.arm = "right"
    table.run(0.3)
    table.misread["QC"] = ("QS", later)
    table.cards["QC"] = SPOT[3]
    table.run(2 / FPS)
    table.misread["QC"] = ("QC", (("QC", 0.92), ("QS", 0.05)))
    table.run(0.3)
    table.arm = None
    table.run(2.5)
    table.events += table.tracker.flush()
    found = plays(table.tracker.events)
    assert found[:3] == [(1, "QS"), (1, "4H"), (2, "9H")]
    assert not [e for e in table.events if isinstance(e, CorrectionEvent)]
    assert found[3:] == [(3, "QC")]


@pytest.mark.parametrize(
    ("lead", "landed", "doubt"),
    [
        ("QS", (("QS", 0.78), ("QC", 0.21)), "QC"),  # its colour's other suit
        ("8S", (("8S", 0.8), ("3S", 0.18)), "3S"),  # an unrelated rank (a blurred landing)
        ("6S", (("6S", 0.8), ("9S", 0.18)), "9S"),  # the 9 of its suit
    ],
)
@pytest.mark.parametrize("arm", [True, False])
def test_review115_a_swept_card_seen_again_alone_on_the_pile_changes_no_play(
    lead: str, landed: tuple, doubt: str, arm: bool
) -> None:
    """Seat 1's lead, read with a runner-up 0.18-0.21 as it lands, then surely, is swept.
    After the next two plays the swept card slides back out of the heap onto the pile (the
    sweeping arm dropped it, or the heap was pushed), seen whole and sure (no runner-up
    worth the name). It is the same card: no earlier play changes, and no new one."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _lead_swept_then_two(table, lead, landed, ((lead, 0.97), (doubt, 0.02)))
    if arm:
        table.arm = "top"
        table.run(0.3)
    x, y = SPOT[2]
    table.misread[lead] = (lead, ((lead, 0.98), (doubt, 0.01)))
    table.cards[lead] = (x + 0.04, y + 0.04)
    table.run(0.3)
    table.arm = None
    table.run(3.0)
    table.events += table.tracker.flush()
    assert plays(table.tracker.events) == [(1, lead), (1, "4H"), (2, "9H")]
    assert not [e for e in table.events if isinstance(e, CorrectionEvent)]


@pytest.mark.parametrize("hidden", [0.5, 1.0, 1.5])
def test_review115_a_lead_left_behind_by_the_sweep_changes_no_play(hidden: float) -> None:
    """Seat 1 leads the Q♠, read Q♠ 0.78 / Q♣ 0.21 as it lands, then surely; all pass.
    The sweeping hand covers it ``hidden`` s and leaves it behind, dragged 0.05 aside,
    where it now reads Q♠ 0.98 / Q♣ 0.01 (then seat 1 leads the 4♥ beside it). The lead
    stays the Q♠, and no play is made of it again."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    table.run(1.0)
    table.misread["QS"] = ("QS", (("QS", 0.78), ("QC", 0.21)))
    table.play(1, "QS", pause=1.0)
    table.misread["QS"] = ("QS", (("QS", 0.96), ("QC", 0.03)))
    table.run(2.5)
    table.arm = "left"
    table.hidden.add("QS")
    table.run(hidden)
    x, y = SPOT[1]
    table.cards["QS"] = (x + 0.05, y + 0.03)
    table.misread["QS"] = ("QS", (("QS", 0.98), ("QC", 0.01)))
    table.hidden.discard("QS")
    table.run(0.3)
    table.arm = None
    table.run(2.5)
    table.play(1, "4H", pause=2.0)
    table.events += table.tracker.flush()
    assert plays(table.tracker.events) == [(1, "QS"), (1, "4H")]
    assert not [e for e in table.events if isinstance(e, CorrectionEvent)]


# ---------------------------------------------------------------------------------------------
# 793c2a1: ECHO_LONG
#
# Geometry (1 px/mm; index 7.6 x 19 mm, centres inset 8.8 / 13 mm on a 63 x 88 mm card, as
# helper-114): a card's diagonal corners lie 45.4 x 62 px apart (76.8 px: 4.04 long sides);
# a four-index card's two indices of one short edge 45.4 px (2.39): 1.69 of it, over
# ECHO_LONG. Straight above, 94% of (card turn, card turn) pairs give the diagonal over 1.6
# times the short edge; a long edge (62 px) gives 1.35 at most.

THREE_C, FIVE_S, FIVE_D, FIVE_H = (CLASS_NAMES.index(c) for c in ("3C", "5S", "5D", "5H"))


def _short_edge_3c_and_diagonal_5h(at=(200.0, 150.0, 350.0, 160.0), far_5h=None, edge=(45.4, 0.0)):
    """A four-index 3♣ seen whole by the two indices of one short edge (its other end
    covered), and the 5♥ by two diagonal indices (its other two covered or missed), the
    upside-down one read 5♦ 0.6 / 5♥ 0.35 (``far_5h``: other readings)."""
    ax, ay, bx, by = at
    boxes = [
        _box(ax, ay, 7.6, 19.0),
        _box(ax + edge[0], ay + edge[1], 7.6, 19.0),
        _box(bx, by, 7.6, 19.0),
        _box(bx + 45.4, by + 62.0, 7.6, 19.0),
    ]
    far = far_5h or {FIVE_D: 0.6, FIVE_H: 0.35}
    return Detections(
        np.array(boxes),
        np.array([0.8, 0.8, 0.8, 0.6]),
        np.array([THREE_C, THREE_C, FIVE_H, max(far, key=far.get)]),
        class_probs=probs_of({THREE_C: 0.97}, {THREE_C: 0.97}, {FIVE_H: 0.97}, far),
    )


@pytest.mark.parametrize("edge", ["short", "long"])
def test_review115_a_card_read_apart_beside_a_four_index_card_seen_by_its_short_edge(
    edge: str,
) -> None:
    """Four-index deck, camera straight above: the 3♣ shows only the two indices of one
    short edge (2.39 long sides apart: whole, by class); the 5♥ shows two diagonal indices
    (4.04 long sides), the far one read 5♦ 0.6 / 5♥ 0.35. One 5♥ read apart, as before
    (not a 5♥ and a 5♦: 4.04 is 1.69 times 2.39, but a diagonal is 1.69 times a short
    edge on every card). (Control: the 3♣ by one long edge, 62 px: 1.35.)"""
    offset = (45.4, 0.0) if edge == "short" else (0.0, 62.0)
    d = _short_edge_3c_and_diagonal_5h(edge=offset)
    out = sorted((s.card, s.num_corners) for s in merge_corners(d))
    assert out == [("3C", 2), ("5H", 2)]


@pytest.mark.parametrize("f", [0.7, 0.77])
def test_review115_a_card_read_apart_at_a_45_degree_slant_beside_a_card_turned_short(
    f: float,
) -> None:
    """Two-index deck, camera 45 degrees off vertical (y x 0.7): the 3♣ seen whole, turned
    so that its diagonal runs into the view (its span short in long sides); the 5♥ turned
    so that its diagonal runs across (long: 1.73 times the 3♣'s), its far corner read
    5♦ 0.6 / 5♥ 0.35. One 5♥ (the commit's own comment: at 45 degrees cards differ by 75%).
    (Control: 40 degrees, y x 0.77: 1.54 times.)"""

    def span_of(b):
        a, c = np.array(b[0]), np.array(b[1])
        g = np.hypot(*((a[:2] + a[2:]) / 2 - (c[:2] + c[2:]) / 2))
        return g / ((max(a[2:] - a[:2]) + max(c[2:] - c[:2])) / 2)

    thetas = [math.radians(t) for t in range(0, 180)]
    long_t = max(thetas, key=lambda t: span_of(_slanted_card(0, 0, t, f)))
    short_t = min(thetas, key=lambda t: span_of(_slanted_card(0, 0, t, f)))
    b3 = _slanted_card(200, 150, short_t, f)
    b5 = _slanted_card(420, 300, long_t, f)
    d = Detections(
        np.array(b3 + b5),
        np.array([0.8, 0.8, 0.8, 0.6]),
        np.array([THREE_C, THREE_C, FIVE_H, FIVE_D]),
        class_probs=probs_of(
            {THREE_C: 0.97}, {THREE_C: 0.97}, {FIVE_H: 0.97}, {FIVE_D: 0.6, FIVE_H: 0.35}
        ),
    )
    out = sorted((s.card, s.num_corners) for s in merge_corners(d))
    assert out == [("3C", 2), ("5H", 2)], (span_of(b3), span_of(b5))


def test_review115_echo_memory_keeps_a_card_read_apart_when_a_short_edge_card_shows() -> None:
    """The four-index 5♥ above, read apart, first alone in the frame (one 5♥ by its echo,
    remembered); then the 3♣'s short edge shows whole by it. Still one 5♥."""
    d = _short_edge_3c_and_diagonal_5h()
    alone = Detections(d.xyxy[2:], d.confidence[2:], d.class_id[2:], d.class_probs[2:])
    memory = EchoMemory()
    first = memory(merge_corners(alone), alone, 0.0)
    assert sorted((s.card, s.num_corners) for s in first) == [("5H", 2)]
    for t in (0.1, 0.2, 0.3):
        out = memory(merge_corners(d), d, t)
        assert sorted((s.card, s.num_corners) for s in out) == [("3C", 2), ("5H", 2)]


def test_review115_a_single_read_apart_on_a_lead_seen_by_its_short_edge_is_one_card() -> None:
    """At the table: seat 3 leads the four-index 3♣, seen whole by its diagonal; seat 0
    answers with the 5♥, laid over the 3♣'s far end (the 3♣ now shows one short edge's two
    indices), the 5♥ seen by two diagonal indices, the far one read 5♦ 0.6 / 5♥ 0.35.
    Seat 0 plays the 5♥."""
    from test_tracker import FRAME

    w, h = FRAME
    tracker = TableTracker(SeatLayout(players=4), first_game=False, leader=3)
    ax, ay = 0.62 * w - 22.7, 0.5 * h - 31.0
    bx, by = 0.5 * w - 22.7, 0.62 * h - 31.0
    lead = Detections(
        np.array([_box(ax, ay, 7.6, 19.0), _box(ax + 45.4, ay + 62.0, 7.6, 19.0)]),
        np.array([0.8, 0.8]),
        np.array([THREE_C, THREE_C]),
        class_probs=probs_of({THREE_C: 0.97}, {THREE_C: 0.97}),
    )
    three_c = merge_corners(lead)
    both = merge_corners(_short_edge_3c_and_diagonal_5h((ax, ay, bx, by)))
    events, t = _feed(tracker, 0.0, 2.6, [], three_c, "right")
    more, t = _feed(tracker, t, 3.0, three_c, both, "bottom")
    events += more + tracker.flush()
    assert plays(events) == [(3, "3C"), (0, "5H")]
    assert not [e for e in events if isinstance(e, FaultEvent)]
