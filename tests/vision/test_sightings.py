"""Merging corner detections into card sightings."""

from __future__ import annotations

import math

import numpy as np
import pytest

from vision.cards import EchoMemory, Sighting, merge_corners
from vision.detector import CLASS_NAMES, Detections

# Index boxes 10 x 20 px (diagonal ~22.4); the opposite corner of a poker card lies ~80 px away.
TOP_LEFT = [0, 0, 10, 20]
BOTTOM_RIGHT = [50, 60, 60, 80]


def dets(
    boxes: list[list[float]], classes: list[int], conf: list[float] | None = None
) -> Detections:
    conf = conf or [0.9 - 0.1 * i for i in range(len(boxes))]
    return Detections(np.array(boxes, float), np.array(conf), np.array(classes))


def shift(box: list[float], dx: float, dy: float) -> list[float]:
    return [box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy]


def test_two_corners_of_one_card_merge() -> None:
    d = dets([TOP_LEFT, BOTTOM_RIGHT], [31, 31])
    (s,) = merge_corners(d)
    assert s.card == "10H" and s.num_corners == 2
    assert s.center == pytest.approx((30.0, 40.0))
    assert s.confidence == pytest.approx(0.9)
    assert sorted(s.detection_indices) == [0, 1]


def test_same_class_far_apart_stays_two_cards() -> None:
    d = dets([TOP_LEFT, shift(TOP_LEFT, 400, 300)], [31, 31])
    sightings = merge_corners(d)
    assert len(sightings) == 2 and all(s.num_corners == 1 for s in sightings)


def test_one_corner_found_twice_is_no_whole_card() -> None:
    """3300: two 7♦ boxes 5 px apart (a pip found twice, both kept by NMS) are one corner,
    not a card's two: no card seen whole is made of them, and the other corner of the card
    still pairs with one of them."""
    twice = [TOP_LEFT, shift(TOP_LEFT, 2, 5)]
    assert all(s.num_corners == 1 for s in merge_corners(dets(twice, [19, 19])))
    (whole, alone) = merge_corners(dets([*twice, BOTTOM_RIGHT], [19, 19, 19]), min_cover=None)
    assert whole.num_corners == 2 and alone.num_corners == 1
    # (and the weaker box, lying on a corner of the card seen whole, is that corner: no card)
    (whole,) = merge_corners(dets([*twice, BOTTOM_RIGHT], [19, 19, 19]))
    assert whole.num_corners == 2
    assert len(merge_corners(dets(twice, [19, 19]), min_distance=0.0)) == 1
    with pytest.raises(ValueError, match="min_distance"):
        merge_corners(dets(twice, [19, 19]), min_distance=7.0)


@pytest.mark.parametrize(
    ("box", "conf", "cards"),
    [
        # 6400: a larger box around the 2♥'s corner, read 2♦ at 0.25, is that corner again
        ([-2, -12, 11, 20], 0.25, ["2H"]),
        # a neighbour in a fan, its index half over this one: a card of its own
        ([5, 0, 15, 20], 0.25, ["2H", "2D"]),
        # more sure than the corner it lies on: not this rule's to judge
        ([-2, -12, 11, 20], 0.95, ["2D", "2H"]),
    ],
)
def test_a_box_on_a_corner_of_a_whole_card_is_that_corner(
    box: list[float], conf: float, cards: list[str]
) -> None:
    d = dets([TOP_LEFT, BOTTOM_RIGHT, box], [51, 51, 50], [0.8, 0.8, conf])
    assert [s.card for s in merge_corners(d)] == cards
    assert len(merge_corners(d, min_cover=None)) == 2
    for bad in (0.0, 1.5):  # (0 would drop every weaker lone corner anywhere)
        with pytest.raises(ValueError, match="min_cover"):
            merge_corners(d, min_cover=bad)


def test_different_classes_never_merge() -> None:
    assert len(merge_corners(dets([TOP_LEFT, BOTTOM_RIGHT], [31, 30]))) == 2


def test_two_decks_adjacent_cards_pair_by_geometry() -> None:
    # Two 10H cards side by side 25 px apart: pairing the nearest corners would be wrong.
    a1, a2 = TOP_LEFT, BOTTOM_RIGHT
    b1, b2 = shift(a1, 25, 0), shift(a2, 25, 0)
    sightings = merge_corners(dets([a1, b1, a2, b2], [31] * 4))
    assert len(sightings) == 2
    assert sorted(sorted(s.detection_indices) for s in sightings) == [[0, 2], [1, 3]]


def test_very_different_sizes_do_not_merge() -> None:
    big = [50, 60, 90, 140]  # 4x the size
    assert len(merge_corners(dets([TOP_LEFT, big], [5, 5]))) == 2


def test_a_tall_corner_and_a_wide_one_are_two_cards() -> None:
    """One card's two corners are each other turned 180 degrees: both tall or both wide. A
    tall corner in the hand and a wide one (a card lying across, on the table) read as the
    same code are two cards, however well their distance fits."""
    wide = [50, 65, 70, 75]  # 20 x 10: the same size as TOP_LEFT, on its side
    assert len(merge_corners(dets([TOP_LEFT, wide], [31, 31]))) == 2
    assert len(merge_corners(dets([TOP_LEFT, wide], [31, 31]), max_shape_ratio=5.0)) == 1
    with pytest.raises(ValueError, match="max_shape_ratio"):
        merge_corners(dets([TOP_LEFT], [31]), max_shape_ratio=0.5)


def test_input_unchanged_and_empty() -> None:
    d = dets([TOP_LEFT, BOTTOM_RIGHT, shift(TOP_LEFT, 300, 0)], [31, 31, 0])
    before = (d.xyxy.copy(), d.confidence.copy(), d.class_id.copy())
    sightings = merge_corners(d)
    assert [s.card for s in sightings] == ["10H", "3S"]
    for a, b in zip(before, (d.xyxy, d.confidence, d.class_id), strict=True):
        np.testing.assert_array_equal(a, b)
    assert merge_corners(Detections.empty()) == []
    with pytest.raises(ValueError):
        merge_corners(d, max_distance=0)


def test_alternatives_are_the_corners_joint_runners_up() -> None:
    """Each corner says 10H or 10D; together (geometric mean) the sighting carries both, best
    first; without class distributions it carries none."""
    probs = np.zeros((2, 53), np.float32)
    probs[0, [31, 30]] = [0.7, 0.3]
    probs[1, [31, 30]] = [0.5, 0.5]
    d = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float), np.array([0.9, 0.8]), np.array([31, 31]), probs
    )
    (s,) = merge_corners(d)
    (best, p_best), (second, p_second) = s.alternatives
    assert (best, second) == ("10H", "10D")
    expected = np.sqrt(0.7 * 0.5) / (np.sqrt(0.7 * 0.5) + np.sqrt(0.3 * 0.5))
    assert p_best == pytest.approx(expected, abs=1e-3) and p_best + p_second == pytest.approx(1)
    assert merge_corners(dets([TOP_LEFT], [31]))[0].alternatives == ()


def test_a_corner_in_the_hand_and_one_outside_are_two_cards() -> None:
    """The coached hand's 10♥ and a corner on the pile read as 10♥, about one card apart:
    across the hand zone's border, with the card they would make outside it, they are two
    cards; without the zone, one."""
    d = dets([TOP_LEFT, BOTTOM_RIGHT], [31, 31])
    assert len(merge_corners(d)) == 1
    sightings = merge_corners(d, apart=(0, 50, 640, 480))  # BOTTOM_RIGHT is inside
    assert len(sightings) == 2 and all(s.num_corners == 1 for s in sightings)
    # both inside (or both outside): one card as before
    assert len(merge_corners(d, apart=(0, 0, 640, 480))) == 1
    assert len(merge_corners(d, apart=(0, 300, 640, 480))) == 1
    # a card of the hand reaching out of it (its middle, y = 40, inside): one card
    assert len(merge_corners(d, apart=(0, 35, 640, 480))) == 1


def test_table_sightings_keep_the_trackers_hand_zone_apart() -> None:
    from vision.pipeline import table_sightings
    from vision.tracker import SeatLayout

    # 640 x 480: the default hand zone starts at y = 0.86 * 480 = 412.8
    d = dets([shift(TOP_LEFT, 300, 350), shift(BOTTOM_RIGHT, 300, 350)], [31, 31])
    assert len(table_sightings(d, SeatLayout(), (640, 480))) == 2
    assert len(table_sightings(d, SeatLayout(hand_zone=None), (640, 480))) == 1


def probs_of(*rows: dict[int, float]) -> np.ndarray:
    """Class distributions over the 53 cards from {class: probability} rows; the rest
    of each row's mass is spread evenly."""
    out = np.zeros((len(rows), 53))
    for r, row in enumerate(rows):
        out[r] = (1 - sum(row.values())) / (53 - len(row))
        for c, p in row.items():
            out[r, c] = p
    return out


QH, QD, QS, QC, SIX_D, NINE_D = 39, 38, 36, 37, 14, 26
SIX_C, NINE_C = 13, 25


def two_corners(
    classes: list[int],
    probs: np.ndarray,
    boxes: list[list[float]] | None = None,
    conf: list[float] | None = None,
) -> Detections:
    """Two corners (by default the two ends of one card) read as ``classes`` with ``probs``."""
    return Detections(
        np.array(boxes or [TOP_LEFT, BOTTOM_RIGHT], float),
        np.array(conf or [0.9, 0.9]),
        np.array(classes),
        probs,
    )


def test_one_cards_corners_read_as_two_suits_are_one_card() -> None:
    """KDE's Ancient Egyptians deck prints the far index upright: its Q-heart's far corner reads
    as a Q-diamond with the heart second. Two lone corners one card apart whose codes are
    related (same rank and colour, or a 6 and a 9 of a suit) and whose readings overlap are
    one card, named by both: the near corner is sure, so the heart wins."""
    probs = probs_of({QH: 0.95, QD: 0.01}, {QD: 0.6, QH: 0.35})
    d = two_corners([QH, QD], probs, conf=[0.9, 0.6])
    (s,) = merge_corners(d)
    assert s.card == "QH" and s.num_corners == 2
    assert s.alternatives[0][0] == "QH"
    assert len(merge_corners(d, echo_overlap=None)) == 2  # the option off: two cards


def test_two_sure_corners_of_related_codes_stay_two_cards() -> None:
    """A pair Q-heart Q-diamond read surely is two cards, wherever they lie."""
    probs = probs_of({QH: 0.97, QD: 0.01}, {QD: 0.97, QH: 0.01})
    d = two_corners([QH, QD], probs)
    assert len(merge_corners(d)) == 2


def test_two_sure_corners_of_related_codes_one_card_apart_may_be_echoes() -> None:
    """A 6-diamond whose far index, printed upright, reads as a sure 9-diamond: the two
    readings hardly overlap, so they stay two cards, but each says the other lies where its
    other corner would (``echoes``), for the table to weigh. Corners side by side, paired
    ones and unrelated codes (a Q♥ and a K♠) say nothing."""
    probs = probs_of({SIX_D: 0.98, NINE_D: 0.01}, {NINE_D: 0.98, SIX_D: 0.01})
    six, nine = sorted(merge_corners(two_corners([SIX_D, NINE_D], probs)), key=lambda s: s.card)
    assert (six.card, six.echoes) == ("6D", ("9D",))
    assert (nine.card, nine.echoes) == ("9D", ("6D",))
    side = [TOP_LEFT, shift(TOP_LEFT, 70, 5)]
    assert all(not s.echoes for s in merge_corners(two_corners([SIX_D, NINE_D], probs, side)))
    king_s = 40
    sure = probs_of({QH: 0.97, king_s: 0.01}, {king_s: 0.97, QH: 0.01})
    assert all(not s.echoes for s in merge_corners(two_corners([QH, king_s], sure)))
    assert all(not s.echoes for s in merge_corners(two_corners([SIX_D, SIX_D], probs)))
    both = two_corners([SIX_D, NINE_D], probs)
    assert all(not s.echoes for s in merge_corners(both, echo_overlap=None))


def test_corners_of_one_rank_in_the_two_colours_a_card_apart_are_echoes_however_sure() -> None:
    """9611: a Q♠'s near corner read Q♠ 0.97, its far one, a card's length away, Q♥ 0.91
    (Q♠ 0.02-0.05): one rank read in the other colour. They are no related codes (never
    paired: a Q♠ and a Q♥ may lie so), but each names the other as perhaps its other
    corner (``echoes``), for the table to weigh; side by side, as a pair lies, nothing."""
    sure = probs_of({QS: 0.97, QC: 0.03}, {QH: 0.91, QC: 0.06, QS: 0.02})
    out = merge_corners(two_corners([QS, QH], sure))
    assert sorted((s.card, s.echoes) for s in out) == [("QH", ("QS",)), ("QS", ("QH",))]
    assert [s.num_corners for s in out] == [1, 1]
    side = [TOP_LEFT, shift(TOP_LEFT, 70, 5)]
    assert all(not s.echoes for s in merge_corners(two_corners([QS, QH], sure, side)))


def test_a_turned_cards_corners_are_echoes_though_they_lie_flatter() -> None:
    """6207, 6000: an Ancient Egyptians 9♣ turned some 20 degrees, its index boxes still tall
    (22 x 32 and 21 x 33 px), its far corner, printed upright, read a sure 6♣ 73 px across
    and 42 px down (30 degrees from across: under ``ECHO_SLANT``'s 31 for an upright card).
    The boxes' shape says how far the card is turned, so the two are echoes. Boxes as tall as
    an upright index (10 x 25) say the card is not turned: so far across, two cards of a row."""
    probs = probs_of({NINE_C: 0.99}, {SIX_C: 0.99})
    turned = [[280, 228, 302, 260], [353, 270, 374, 303]]
    out = merge_corners(two_corners([NINE_C, SIX_C], probs, turned))
    assert sorted((s.card, s.echoes) for s in out) == [("6C", ("9C",)), ("9C", ("6C",))]
    upright = [[285, 231, 295, 256], [358, 274, 368, 299]]
    out = merge_corners(two_corners([NINE_C, SIX_C], probs, upright))
    assert sorted((s.card, s.echoes) for s in out) == [("6C", ()), ("9C", ())]


def test_unrelated_corners_a_card_apart_are_echoes_when_a_reading_doubts_toward_the_other() -> None:
    """5701: an Ancient Egyptians K♥ whose far index, printed upright, reads J♦ (0.80, K♦
    0.12). J♦ and K♥ are no related codes, but the J♦ reading doubts toward a code related
    to the K♥ (``ECHO_DOUBT``), so each names the other; they are never paired. A 10♥ read
    so without such doubt (9♥ second) names nothing."""
    kh, kd, jd, ten_h, nine_h = 43, 42, 34, 31, 27
    doubt = probs_of({kh: 0.99}, {jd: 0.8, kd: 0.12})
    out = merge_corners(two_corners([kh, jd], doubt))
    assert sorted((s.card, s.echoes) for s in out) == [("JD", ("KH",)), ("KH", ("JD",))]
    assert [s.num_corners for s in out] == [1, 1]
    sure = probs_of({kh: 0.99}, {ten_h: 0.9, nine_h: 0.08})
    out = merge_corners(two_corners([kh, ten_h], sure))
    assert sorted((s.card, s.echoes) for s in out) == [("10H", ()), ("KH", ())]


def test_court_corners_of_one_colour_a_card_apart_are_echoes_however_sure() -> None:
    """7518: a K♦'s near corner read K♦ 1.0, its far one J♦ 0.97 (K♦ 0.02): the court
    cards' indices are letters the detector confuses within a colour, so each names the
    other (never paired: a real J♦ may lie so). A J♠ there (the other colour) names nothing,
    nor do the two side by side."""
    kd, jd, js = 42, 34, 32
    sure = probs_of({kd: 1.0}, {jd: 0.97, kd: 0.02})
    out = merge_corners(two_corners([kd, jd], sure))
    assert sorted((s.card, s.echoes) for s in out) == [("JD", ("KD",)), ("KD", ("JD",))]
    assert [s.num_corners for s in out] == [1, 1]
    black = probs_of({kd: 1.0}, {js: 0.97, kd: 0.02})
    out = merge_corners(two_corners([kd, js], black))
    assert sorted((s.card, s.echoes) for s in out) == [("JS", ()), ("KD", ())]
    side = [TOP_LEFT, shift(TOP_LEFT, 70, 5)]
    assert all(not s.echoes for s in merge_corners(two_corners([kd, jd], sure, side)))


def test_a_six_and_a_nine_of_one_colour_in_its_two_suits_a_card_apart_are_echoes() -> None:
    """11612: an Ancient Egyptians 9♥ lying across, its near corner read 9♥ 1.00 (box 31 x 14
    px), its far one, 86 px away along the card, 6♦ 0.84 / 6♥ 0.09 / 8♦ 0.02 (35 x 14): the
    index printed upright, seen turned, its suit read as the other red one. 6♥ is just under
    ``ECHO_DOUBT``, and a 6♦ and a 9♥ are no related codes: each now names the other as
    perhaps its other corner (``echoes``), never paired (a real 6♦ may lie so). A 6♠ there
    (the other colour) names nothing, nor do the two side by side."""
    nine_h, six_d, six_h, eight_d, six_s = 27, SIX_D, 15, 22, 12
    probs = probs_of({nine_h: 1.0}, {six_d: 0.84, six_h: 0.09, eight_d: 0.02})
    boxes = [[333, 242, 364, 256], [398, 188, 433, 202]]
    out = merge_corners(two_corners([nine_h, six_d], probs, boxes, [0.91, 0.54]))
    assert sorted((s.card, s.echoes) for s in out) == [("6D", ("9H",)), ("9H", ("6D",))]
    assert [s.num_corners for s in out] == [1, 1]
    black = probs_of({nine_h: 1.0}, {six_s: 0.97})
    out = merge_corners(two_corners([nine_h, six_s], black, boxes, [0.91, 0.54]))
    assert sorted((s.card, s.echoes) for s in out) == [("6S", ()), ("9H", ())]
    side = [boxes[0], shift(boxes[0], 0, 16)]
    out = merge_corners(two_corners([nine_h, six_d], probs, side))
    assert all(not s.echoes for s in out) and len(out) == 2


def test_a_pip_card_read_in_doubt_of_a_court_card_is_no_echo_of_another_court_card() -> None:
    """A 10♥ read 0.86 (Q♥ 0.12) a card from a sure K♦: the court cards' rule is for a read
    that is itself a court card; the 10♥'s runner-up Q♥ does not make it a K♦'s corner."""
    kd, ten_h, qh = 42, 31, 39
    probs = probs_of({kd: 1.0}, {ten_h: 0.86, qh: 0.12})
    out = merge_corners(two_corners([kd, ten_h], probs))
    assert sorted((s.card, s.echoes) for s in out) == [("10H", ()), ("KD", ())]


def test_echoes_name_a_code_once_and_never_a_row_or_cascade() -> None:
    """A lone 6-diamond corner with a lone 9-diamond corner one card along it on each side
    (too far apart to pair with each other) names 9-diamond once. A 6 7 8 9 of clubs laid as
    a cascade, seen by their top indices: the 6 and the 9 lie a card apart along a card,
    but the 7 and 8 show their corners between them, so neither names the other."""
    boxes = [shift(TOP_LEFT, 100, 100), shift(TOP_LEFT, 150, 160), shift(TOP_LEFT, 50, 40)]
    probs = probs_of({SIX_D: 0.98}, {NINE_D: 0.98}, {NINE_D: 0.98})
    d = Detections(
        np.array(boxes, float), np.array([0.9, 0.8, 0.8]), np.array([SIX_D, NINE_D, NINE_D]), probs
    )
    six = next(s for s in merge_corners(d) if s.card == "6D")
    assert six.echoes == ("9D",)
    six_c, seven_c, eight_c, nine_c = 13, 17, 21, 25
    cascade = [shift(TOP_LEFT, 15 * i, 20 * i) for i in range(4)]
    probs = probs_of({six_c: 0.98}, {seven_c: 0.98}, {eight_c: 0.98}, {nine_c: 0.98})
    d = Detections(
        np.array(cascade, float),
        np.array([0.9] * 4),
        np.array([six_c, seven_c, eight_c, nine_c]),
        probs,
    )
    assert all(not s.echoes for s in merge_corners(d))
    alone = d[np.array([0, 3])]  # (the same two corners with nothing between: echoes)
    assert sorted(s.echoes for s in merge_corners(alone)) == [("6C",), ("9C",)]


def test_unrelated_or_near_corners_stay_two_cards() -> None:
    doubtful = probs_of({QS: 0.5, QH: 0.45}, {QH: 0.5, QS: 0.45})
    d = two_corners([QS, QH], doubtful)
    assert len(merge_corners(d)) == 2  # a spade and a heart are not one card's corners
    # two cards side by side in a fan (one index width apart), read doubtfully as Q-spade and
    # Q-club: neighbours, not one card's two ends
    near = probs_of({QS: 0.5, QC: 0.45}, {QC: 0.5, QS: 0.45})
    d = two_corners([QS, QC], near, [TOP_LEFT, shift(TOP_LEFT, 12, 0)])
    assert len(merge_corners(d)) == 2


def test_a_six_and_a_nine_of_a_suit_one_card_apart_are_one_card() -> None:
    probs = probs_of({SIX_D: 0.55, NINE_D: 0.4}, {NINE_D: 0.55, SIX_D: 0.4})
    d = two_corners([SIX_D, NINE_D], probs, conf=[0.9, 0.8])
    (s,) = merge_corners(d)
    assert s.card in ("6D", "9D") and s.num_corners == 2


def test_corners_side_by_side_are_two_cards_however_doubtful() -> None:
    """Tall index boxes side by side (a row or a fan of upright cards) are two cards' near
    corners, not one card's two ends, even one card-distance apart."""
    doubtful = probs_of({QS: 0.5, QC: 0.45}, {QC: 0.5, QS: 0.45})
    side = shift(TOP_LEFT, 70, 5)  # ~3 diagonals to the right, barely lower
    d = Detections(
        np.array([TOP_LEFT, side], float), np.array([0.9, 0.9]), np.array([QS, QC]), doubtful
    )
    assert len(merge_corners(d)) == 2
    below = shift(TOP_LEFT, 50, 60)  # the same distance along the card: its other corner
    d = Detections(
        np.array([TOP_LEFT, below], float), np.array([0.9, 0.9]), np.array([QS, QC]), doubtful
    )
    assert len(merge_corners(d)) == 1


def test_echo_memory_keeps_a_cards_name_while_a_corner_is_covered() -> None:
    """A Q-heart whose far corner reads Q-diamond: both seen, one card; then an arm covers the
    near corner. The far corner alone is still the Q-heart for ``hold_s`` seconds, and a
    Q-diamond after that (or anywhere else)."""
    from vision.cards import EchoMemory

    probs = probs_of({QH: 0.95, QD: 0.01}, {QD: 0.6, QH: 0.35})
    both = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float), np.array([0.9, 0.6]), np.array([QH, QD]), probs
    )
    far = both[[1]]
    memory = EchoMemory(hold_s=2.0)
    assert [s.card for s in memory(merge_corners(both), both, 10.0)] == ["QH"]
    assert [s.card for s in merge_corners(far)] == ["QD"]
    (s,) = memory(merge_corners(far), far, 11.0)
    assert s.card == "QH" and s.alternatives[0][0] == "QH" and s.num_corners == 1
    (s,) = memory(merge_corners(far), far, 12.5)  # seen again: the memory runs on
    assert s.card == "QH"
    moved = Detections(
        np.array([shift(BOTTOM_RIGHT, 40, 0)], float), np.array([0.6]), np.array([QD]), probs[[1]]
    )
    assert [s.card for s in memory(merge_corners(moved), moved, 12.6)] == ["QD"]
    assert [s.card for s in memory(merge_corners(far), far, 15.0)] == ["QD"]  # forgotten
    assert [s.card for s in memory(merge_corners(both), both, 20.0)] == ["QH"]
    assert [s.card for s in memory(merge_corners(far), far, 1.0)] == ["QD"]  # a new stream
    memory.reset()
    with pytest.raises(ValueError):
        EchoMemory(min_iou=0)


def test_echo_memory_renews_a_corner_whose_card_is_then_read_whole_alike() -> None:
    """13600: an A♠'s corners read A♠ and A♣ 0.57 for a frame (one card read apart), then
    both A♠ for frames. When the next play covers one, the other alone reads A♠ 0.46 / A♣
    0.4: it is still the A♠, read with its partner as last seen (A♠), not as first
    remembered (A♣; that read it A♣, a card never played)."""
    from vision.cards import EchoMemory

    as_, ac = 44, 45
    once = probs_of({as_: 0.55, ac: 0.4}, {ac: 0.57, as_: 0.4})
    read_apart = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float), np.array([0.6, 0.57]), np.array([as_, ac]), once
    )
    alike = probs_of({as_: 0.55, ac: 0.4}, {as_: 0.55, ac: 0.4})
    whole = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float),
        np.array([0.6, 0.55]),
        np.array([as_, as_]),
        alike,
    )
    memory = EchoMemory()
    (s,) = memory(merge_corners(read_apart), read_apart, 0.0)
    assert s.num_corners == 2
    for k in range(1, 6):
        (s,) = memory(merge_corners(whole), whole, k / 15)
        assert s.card == "AS"
    lone = Detections(
        np.array([TOP_LEFT], float),
        np.array([0.46]),
        np.array([as_]),
        probs_of({as_: 0.46, ac: 0.4}),
    )
    (s,) = memory(merge_corners(lone), lone, 0.5)
    assert s.card == "AS" and s.num_corners == 1


def test_echo_pairs_keep_to_the_geometry_of_one_card() -> None:
    """Related, doubtful corners are still two cards when they are closer than a card's two
    corners, of other sizes, or split by the hand zone; and each corner joins one card only."""
    doubtful = probs_of({QH: 0.5, QD: 0.45}, {QD: 0.5, QH: 0.45})

    def merged(boxes: list[list[float]], **kw: object) -> int:
        d = Detections(np.array(boxes, float), np.array([0.9, 0.9]), np.array([QH, QD]), doubtful)
        return len(merge_corners(d, **kw))  # type: ignore[arg-type]

    assert merged([TOP_LEFT, BOTTOM_RIGHT]) == 1
    assert merged([TOP_LEFT, shift(TOP_LEFT, 5, 26)]) == 2  # 1.2 diagonals: too near
    # a card turned 45 degrees: square boxes 1.6 diagonals apart, its centre between them
    square = [0, 0, 16, 16]
    assert merged([square, shift(square, 26, 26)]) == 1
    # ... but a row turned so, the corner of the card between showing at the midpoint: the
    # first and the third card of the row (a 3♠ and a 3♣ read doubtfully), not one card
    middle = Detections(
        np.array([square, shift(square, 13, 13), shift(square, 26, 26)], float),
        np.array([0.9, 0.9, 0.9]),
        np.array([QH, 30, QD]),  # (the middle one: another card, 10♦)
        probs_of({QH: 0.5, QD: 0.45}, {30: 0.9}, {QD: 0.5, QH: 0.45}),
    )
    assert len(merge_corners(middle)) == 3
    assert merged([TOP_LEFT, [50, 60, 75, 110]]) == 2  # 2.5 times the size
    assert merged([TOP_LEFT, BOTTOM_RIGHT], apart=(40.0, 50.0, 100.0, 100.0)) == 2
    # three related corners: one pair and a card of its own, every corner used once
    three = probs_of({QH: 0.5, QD: 0.45}, {QD: 0.5, QH: 0.45}, {QD: 0.5, QH: 0.45})
    d = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT, shift(BOTTOM_RIGHT, 0, 6)], float),
        np.array([0.9, 0.8, 0.7]),
        np.array([QH, QD, QD]),
        three,
    )
    sightings = merge_corners(d)
    assert sorted(i for s in sightings for i in s.detection_indices) == [0, 1, 2]
    assert sorted(s.num_corners for s in sightings) == [1, 2]


def test_related_corners_a_card_apart_with_another_corner_at_their_midpoint_are_two_cards() -> None:
    """9302: seat 1's 7♠ (of 3♦ to 8♣) lay a card's length from seat 3's 7♣ (of 3♠ to 8♠),
    read 7♠ 0.6 / 7♣ 0.35 beside the 7♣'s sure corner, with seat 3's 6♠ showing its corner
    at their midpoint: paired as one card, the 7♠ went unseen and seat 1's straight was
    read as 3♦ 4♠ 5♣ 6♦ _ 8♣ until the next play landed on it. A card's own centre shows no
    corner, however far apart its two corners lie; without the 6♠ the two are one card."""
    seven_s, seven_c, six_s = 16, 17, 12
    mid = shift(TOP_LEFT, 25, 30)  # centred on the midpoint of the two corners' centres
    probs = probs_of({seven_s: 0.6, seven_c: 0.35}, {seven_c: 0.9, seven_s: 0.08}, {six_s: 0.95})
    d = Detections(
        np.array([BOTTOM_RIGHT, TOP_LEFT, mid], float),
        np.array([0.6, 0.7, 0.7]),
        np.array([seven_s, seven_c, six_s]),
        probs,
    )
    assert sorted(s.card for s in merge_corners(d)) == ["6S", "7C", "7S"]
    (card,) = merge_corners(d[np.array([0, 1])])
    assert card.num_corners == 2


def test_an_echo_pair_is_named_one_of_its_two_codes() -> None:
    """Both corners put the K-heart second: the card is still the Q-heart or the Q-diamond."""
    kh = 43
    probs = probs_of({QH: 0.5, kh: 0.45}, {QD: 0.5, kh: 0.45})
    d = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float), np.array([0.9, 0.8]), np.array([QH, QD]), probs
    )
    (s,) = merge_corners(d)
    assert s.card in ("QH", "QD") and s.alternatives[0][0] == "KH"


def test_echo_memory_keeps_a_card_whose_corners_are_seen_apart_one_card() -> None:
    """When both corners of the remembered card are seen alone in one frame (their readings
    overlapped too little that frame), they are still one card, not a Q-heart and a
    Q-diamond (nor two Q-hearts); one corner taken for two cards is claimed once."""
    from vision.cards import EchoMemory

    probs = probs_of({QH: 0.95, QD: 0.01}, {QD: 0.6, QH: 0.35})
    both = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float), np.array([0.9, 0.6]), np.array([QH, QD]), probs
    )
    memory = EchoMemory()
    memory(merge_corners(both), both, 0.0)
    apart = merge_corners(both, echo_overlap=None)  # this frame did not pair them
    assert len(apart) == 2
    (s,) = memory(apart, both, 0.5)
    assert s.card == "QH" and s.num_corners == 2
    # two lone Q-diamond corners near the remembered one: only the better placed is the card
    two = Detections(
        np.array([BOTTOM_RIGHT, shift(BOTTOM_RIGHT, 3, 0)], float),
        np.array([0.6, 0.6]),
        np.array([QD, QD]),
        probs[[1, 1]],
    )
    lone = [  # as a merge that kept them apart would give them
        Sighting(QD, (0.0, 0.0), (tuple(map(float, two.xyxy[i])),), 0.6, (i,)) for i in (0, 1)
    ]
    out = memory(lone, two, 0.6)
    assert [(s.card, s.detection_indices) for s in out] == [("QH", (0,)), ("QD", (1,))]


@pytest.mark.parametrize(
    "case", ["laid later", "laid at once", "uncovered later in doubt", "a corner missed a frame"]
)
def test_a_corner_first_seen_on_a_covered_corner_long_after_is_a_card_of_its_own(
    case: str,
) -> None:
    """5601: a Q♣ lies with one corner showing, its other covered by the card of its pair
    (the corner missed one frame). 1.6 s later a Q♠ is laid with its corner right where
    that covered corner is, read Q♠ 0.93 (Q♣ 0.07): merge_corners pairs the two as one card
    read apart, but EchoMemory keeps them two cards (each naming the other in its echoes),
    for as long as both are seen. Not so for two corners that came 0.2 s apart (a card
    landing, its far corner under the arm a moment), nor for a far corner uncovered 1.6 s
    later reading the card's code in doubt (Q♣ 0.35), nor for a card seen whole from the
    start whose far corner is missed for a frame."""
    from vision.cards import EchoMemory

    doubt = {QS: 0.6, QC: 0.35} if case == "uncovered later in doubt" else {QS: 0.93, QC: 0.07}
    probs = probs_of({QC: 0.99, QS: 0.005}, doubt)
    both = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float), np.array([0.9, 0.6]), np.array([QC, QS]), probs
    )
    near, none = both[[0]], both[np.zeros(2, bool)]
    assert len(merge_corners(both)) == 1  # paired by their readings
    memory = EchoMemory()
    frames = [near] * (2 if case == "laid at once" else 16)
    if case == "a corner missed a frame":
        frames = [both] * 15 + [near]
    if len(frames) > 3:
        frames[3] = none  # a missed frame
    for t, frame in enumerate(frames):
        memory(merge_corners(frame), frame, t / 10)
    for t in range(len(frames), len(frames) + 5):
        if t == len(frames) + 2:  # the Q♣'s corner missed a frame: the two stay apart
            memory(merge_corners(both[[1]]), both[[1]], t / 10)
            continue
        out = memory(merge_corners(both), both, t / 10)
        if case == "laid later":
            assert sorted((s.card, s.echoes) for s in out) == [("QC", ("QS",)), ("QS", ("QC",))]
        else:
            assert [s.num_corners for s in out] == [2]


def test_the_pipeline_keeps_a_cards_name_while_a_corner_is_covered() -> None:
    """GamePipeline wires EchoMemory in: the far corner alone, a moment after the card was
    seen whole, is still the Q-heart."""
    from vision.pipeline import GamePipeline
    from vision.sources import Frame
    from vision.tracker import SeatLayout, TableTracker

    probs = probs_of({QH: 0.95, QD: 0.01}, {QD: 0.6, QH: 0.35})
    both = Detections(
        np.array([shift(b, 200, 150) for b in (TOP_LEFT, BOTTOM_RIGHT)], float),
        np.array([0.9, 0.6]),
        np.array([QH, QD]),
        probs,
    )
    frames = iter([both, both[[1]]])
    pipeline = GamePipeline(lambda image: next(frames), TableTracker(SeatLayout()), motion=False)
    image = np.zeros((480, 640, 3), np.uint8)
    first = pipeline.process(Frame(image, 0.0, 0))
    second = pipeline.process(Frame(image, 0.1, 1))
    assert [s.card for s in first.sightings] == ["QH"]
    assert [s.card for s in second.sightings] == ["QH"]


def test_the_pipeline_gives_corners_under_card_conf_as_faint_sightings() -> None:
    """With ``card_conf``, a corner found less surely is a faint sighting of its own: it does
    not pair with the clear corner of its card (which stays a one-corner card, as without
    it), the tracker gets it as ``faint``, and the frame's detections leave it out."""
    from vision.pipeline import GamePipeline
    from vision.sources import Frame
    from vision.tracker import SeatLayout, TableTracker

    class Spy(TableTracker):
        def update(self, sightings, t, **kwargs):  # type: ignore[no-untyped-def]
            self.given = ([s.card for s in sightings], [s.card for s in kwargs["faint"]])
            return super().update(sightings, t, **kwargs)

    d = dets([shift(TOP_LEFT, 200, 150), shift(BOTTOM_RIGHT, 200, 150)], [31, 31], [0.9, 0.17])
    image = np.zeros((480, 640, 3), np.uint8)
    for card_conf, given in ((0.2, (["10H"], ["10H"])), (None, (["10H"], []))):
        tracker = Spy(SeatLayout())
        pipeline = GamePipeline(lambda _: d, tracker, motion=False, card_conf=card_conf)
        result = pipeline.process(Frame(image, 0.0, 0))
        assert tracker.given == given
        corners = [s.num_corners for s in result.sightings]
        assert corners == ([1] if card_conf else [2])
        assert len(result.detections) == (1 if card_conf else 2)  # what the overlays draw


# Found by a helper's review of session 23's changes.


def _q_clubs() -> Detections:
    """A Q♣ whose far index reads Q♠ 0.93 (Q♣ 0.07): merge_corners pairs the two corners by
    their readings (one card)."""
    probs = probs_of({QC: 0.99, QS: 0.005}, {QS: 0.93, QC: 0.07})
    return Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float), np.array([0.9, 0.6]), np.array([QC, QS]), probs
    )


@pytest.mark.parametrize("covered_s", [1.2, 2.0])
def test_a_remembered_cards_far_corner_uncovered_after_a_second_stays_its_card(
    covered_s: float,
) -> None:
    """A Q♣ lies on the table, seen whole for 2 s (its far corner read Q♠ 0.93, paired by
    readings: EchoMemory remembers the pair). A hand rests on its far corner ``covered_s``
    seconds (under ``hold_s``), then lifts: the same corner, on the same spot, reads Q♠ as
    before. It is still the Q♣'s corner: no Q♠ card (2ccf8e5 split the two but then read the
    far corner as its remembered pair, the Q♣)."""
    both = _q_clubs()
    near = both[[0]]
    memory = EchoMemory()
    t = 0.0
    for _ in range(20):
        out = memory(merge_corners(both), both, t)
        assert [s.card for s in out] == ["QC"]
        t += 0.1
    for _ in range(round(covered_s * 10)):
        memory(merge_corners(near), near, t)
        t += 0.1
    for _ in range(3):
        out = memory(merge_corners(both), both, t)
        assert "QS" not in [s.card for s in out], out
        t += 0.1


def test_doubted_echoes_never_pair_and_name_no_row() -> None:
    """A K♥ whose far corner reads J♦ 0.80 / K♦ 0.12 (5701): echoes. In a row of three with a
    corner between them: no echoes (a row's end cards)."""
    kh, kd, jd, qc = 43, 42, 34, 37
    doubt = probs_of({kh: 0.99}, {jd: 0.8, kd: 0.12})
    out = merge_corners(two_corners([kh, jd], doubt))
    assert [s.num_corners for s in out] == [1, 1]
    mid = [(TOP_LEFT[i] + BOTTOM_RIGHT[i]) / 2 for i in range(4)]
    row = Detections(
        np.array([TOP_LEFT, mid, BOTTOM_RIGHT], float),
        np.array([0.9, 0.9, 0.9]),
        np.array([kh, qc, jd]),
        probs_of({kh: 0.99}, {qc: 0.99}, {jd: 0.8, kd: 0.12}),
    )
    assert all(not s.echoes for s in merge_corners(row))


@pytest.mark.parametrize("covered_s", [0.1, 0.3])
def test_a_card_laid_on_a_whole_cards_far_corner_as_the_arm_passes_is_a_card_of_its_own(
    covered_s: float,
) -> None:
    """5601, the covered corner seen before: a Q♣ lies whole (both corners read Q♣) for 2 s.
    Seat 2 plays Q♠ Q♥ fanned on it: the arm covers the Q♣'s far corner ``covered_s``
    seconds, then the Q♠ (under the Q♥, one corner showing) lies with its corner right where
    the Q♣'s far corner was, read Q♠ 0.93 (Q♣ 0.07). merge_corners pairs the Q♣'s near corner
    with it by their readings, but the Q♠ is a card laid there 2 s after the Q♣: two cards,
    each naming the other in its echoes (2ccf8e5 had them so; the spot kept ECHO_GAP_S makes
    the Q♠'s corner as old as the Q♣'s)."""
    probs = probs_of({QC: 0.99, QS: 0.005}, {QC: 0.99, QS: 0.005})
    whole = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float), np.array([0.9, 0.9]), np.array([QC, QC]), probs
    )
    near = whole[[0]]
    laid = _q_clubs()  # the Q♣'s near corner, the Q♠'s corner on the far spot
    memory = EchoMemory()
    t = 0.0
    for _ in range(20):
        assert [s.card for s in memory(merge_corners(whole), whole, t)] == ["QC"]
        t += 0.1
    for _ in range(round(covered_s * 10)):
        memory(merge_corners(near), near, t)
        t += 0.1
    assert len(merge_corners(laid)) == 1  # paired by their readings
    for _ in range(5):
        out = memory(merge_corners(laid), laid, t)
        assert sorted((s.card, s.echoes) for s in out) == [("QC", ("QS",)), ("QS", ("QC",))]
        t += 0.1


EIGHT_S, EIGHT_D, EIGHT_H = 20, 22, 23
SEVEN_H, TEN_S = 19, 28


def index_box(cx: float, cy: float) -> list[float]:
    """An index box of a card turned some 20 degrees, as in the 6207 test (22 x 32 px)."""
    return [cx - 11, cy - 16, cx + 11, cy + 16]


# across such a card turned 20 degrees one way (its far corner 73 px across, 42 px down,
# as in the 6207 test) or the other (its far corner 29 px across, 79 px down)
T = math.radians(20)
ACROSS = {"flatter": (math.cos(T), -math.sin(T)), "steeper": (math.cos(T), math.sin(T))}
FAR = {"flatter": (73, 42), "steeper": (29, 79)}


@pytest.mark.parametrize("turn", ["flatter", "steeper"])
def test_a_turned_row_of_a_triple_stays_three_cards(turn: str) -> None:
    """A triple 8♥ 8♦ 8♠ laid as a row, every card turned 20 degrees (the 6207 card's turn),
    each 55 px (three quarters of a card) along the row from the last: the 8♥'s and 8♦'s
    far corners lie under the next card, so each shows its near index only; the 8♠ on top
    shows both. Red suits doubt toward each other (0.08). The 8♥ and 8♦ lie across the
    cards, not along one: three cards."""
    across = ACROSS[turn]
    near = [(291 + 55 * i * across[0], 244 + 55 * i * across[1]) for i in range(3)]
    far = (near[2][0] + FAR[turn][0], near[2][1] + FAR[turn][1])
    boxes = [index_box(*p) for p in (*near, far)]
    probs = probs_of(
        {EIGHT_H: 0.9, EIGHT_D: 0.08},
        {EIGHT_D: 0.9, EIGHT_H: 0.08},
        {EIGHT_S: 0.95},
        {EIGHT_S: 0.95},
    )
    d = Detections(
        np.array(boxes, float),
        np.array([0.9, 0.9, 0.9, 0.9]),
        np.array([EIGHT_H, EIGHT_D, EIGHT_S, EIGHT_S]),
        probs,
    )
    out = merge_corners(d)
    assert sorted(s.card for s in out) == ["8D", "8H", "8S"]


def test_a_turned_straight_keeps_its_six_and_nine() -> None:
    """A straight 6♣ 7♥ 8♦ 9♣ 10♠ laid as a row turned 20 degrees, each card 55 px along
    from the last, the 10♠ on top seen by both corners, the others by their near index.
    The 6♣ and 9♣ (6/9 doubt 0.08) lie three cards apart across the row: five cards."""
    codes = [SIX_C, SEVEN_H, EIGHT_D, NINE_C, TEN_S]
    across = ACROSS["flatter"]
    near = [(200 + 55 * i * across[0], 300 + 55 * i * across[1]) for i in range(5)]
    far = (near[4][0] + 73, near[4][1] + 42)
    boxes = [index_box(*p) for p in (*near, far)]
    probs = probs_of(
        {SIX_C: 0.9, NINE_C: 0.08},
        {SEVEN_H: 0.95},
        {EIGHT_D: 0.95},
        {NINE_C: 0.9, SIX_C: 0.08},
        {TEN_S: 0.95},
        {TEN_S: 0.95},
    )
    d = Detections(np.array(boxes, float), np.array([0.9] * 6), np.array([*codes, TEN_S]), probs)
    out = merge_corners(d)
    assert sorted(s.card for s in out) == ["10S", "6C", "7H", "8D", "9C"]


# helper-60's review of 0adfc8f (a corner at the midpoint of two related corners): both failed
# on it and passed on cfa32ce.
NINE_DIAMONDS, NINE_HEARTS, TEN_SPADES = 26, 27, 28


def test_review60_a_card_crossed_by_the_next_card_lying_across_its_free_quarter_stays_one() -> None:
    """A 9♥ on the pile (upright: indices top left and bottom right, 3.5 diagonals apart),
    its far index read 9♦ 0.55 / 9♥ 0.40. The next play's 10♠ lands across it (turned 90
    degrees: wide index boxes), over its top-right quarter: it hides neither 9♥ index, and
    its own bottom-left index lies on the 9♥'s middle. The 9♥ is still one card seen whole,
    the 10♠ another."""
    across = [20, 35, 40, 45]  # the 10♠'s near index, on the 9♥'s centre (30, 40)
    far = [90, -15, 110, -5]  # its far index, up and to the right
    d = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT, across, far], float),
        np.array([0.8, 0.7, 0.9, 0.9]),
        np.array([NINE_HEARTS, NINE_DIAMONDS, TEN_SPADES, TEN_SPADES]),
        probs_of(
            {NINE_HEARTS: 0.6, NINE_DIAMONDS: 0.35},
            {NINE_DIAMONDS: 0.55, NINE_HEARTS: 0.4},
            {TEN_SPADES: 0.95},
            {TEN_SPADES: 0.95},
        ),
    )
    sightings = merge_corners(d)
    assert sorted((s.card, s.num_corners) for s in sightings) == [("10S", 2), ("9H", 2)]


def _frames(tracker, memory, cards, t, seconds, arm=None):
    """Feed ``seconds`` of frames at 15 fps of ``cards`` (code -> list of (box px, class,
    {class: p})) through merge_corners and EchoMemory, as the pipeline does."""
    from vision.pipeline import table_sightings

    out = []
    for _ in range(round(seconds * 15)):
        corners = [c for cs in cards.values() for c in cs]
        d = Detections(
            np.array([b for b, _, _ in corners], float),
            np.array([max(p.values()) for _, _, p in corners]),
            np.array([k for _, k, _ in corners]),
            probs_of(*[p for _, _, p in corners]),
        )
        s = table_sightings(d, tracker.layout, (640, 480), memory, t)
        out += tracker.update(s, t, frame_size=(640, 480), motion={arm: 1.0} if arm else None)
        t += 1 / 15
    return out, t


def _card(x, y, code, probs=None, across=False):
    """A card's two index boxes, the card's top-left corner at (x, y) px: upright (60 x 80,
    indices 10 x 20 top left and bottom right) or ``across`` (80 x 60, indices 20 x 10 top
    right and bottom left)."""
    from vision.detector import CLASS_NAMES

    k = CLASS_NAMES.index(code)
    p0, p1 = probs or ({k: 0.95}, {k: 0.95})
    k0, k1 = max(p0, key=p0.get), max(p1, key=p1.get)
    if across:
        return [([x + 60, y, x + 80, y + 10], k0, p0), ([x, y + 50, x + 20, y + 60], k1, p1)]
    return [([x, y, x + 10, y + 20], k0, p0), ([x + 50, y + 60, x + 60, y + 80], k1, p1)]


@pytest.mark.parametrize("laid", ["at once", "Q♥ first"])
def test_review60_a_pair_laid_crosswise_is_two_cards(laid: str) -> None:
    """Seat 1 lays Q♥ Q♠ in one move, the Q♠ across the Q♥'s top-right quarter, its
    bottom-left index on the Q♥'s middle; the Q♥'s far index reads Q♦ 0.55 / Q♥ 0.40 (its
    near one Q♥ 0.6 / Q♦ 0.35). The play is Q♥ Q♠, no third queen."""
    from vision.cards import EchoMemory
    from vision.tracker import PlayEvent, SeatLayout, TableTracker

    qh, qd = 39, 38
    tracker = TableTracker(SeatLayout(players=4), first_game=False, leader=0)
    memory, table, events, t = EchoMemory(), {}, [], 0.0

    def run(seconds: float, arm: str | None = None) -> None:
        nonlocal t
        e, t = _frames(tracker, memory, table, t, seconds, arm)
        events.extend(e)

    run(0.5)
    run(0.3, "bottom")
    table.update({"10S": _card(300, 280, "10S"), "10C": _card(330, 285, "10C")})
    run(0.3, "bottom")
    run(1.5)
    run(0.3, "left")
    # the Q♥ upright at (200, 200), its centre (230, 240); the Q♠ across, its top-left
    # corner at (220, 180), its bottom-left index centred (230, 235)
    table["QH"] = _card(200, 200, "QH", ({qh: 0.6, qd: 0.35}, {qd: 0.55, qh: 0.4}))
    if laid == "Q♥ first":
        run(0.3, "left")
    table["QS"] = _card(220, 180, "QS", across=True)
    run(0.3, "left")
    run(3.0)
    events += tracker.flush()
    logged = [(e.seat, " ".join(e.cards.codes())) for e in events if isinstance(e, PlayEvent)]
    assert logged == [(0, "10S 10C"), (1, "QS QH")]


def test_review61_two_sevens_with_a_card_lying_across_between_them_are_two_cards() -> None:
    """helper-61's review of 8fbf80b: the 9302 scene (7♠ 0.6 / 7♣ 0.35 a card's length from
    a sure 7♣), the corner at their midpoint a wide one: a 6♠ lying across. The sure 7♣
    doubts nothing toward the 7♠: still three cards."""
    d = Detections(
        np.array([BOTTOM_RIGHT, TOP_LEFT, [20, 35, 40, 45]], float),
        np.array([0.6, 0.7, 0.7]),
        np.array([16, 17, 12]),
        probs_of({16: 0.6, 17: 0.35}, {17: 0.9, 16: 0.08}, {12: 0.95}),
    )
    assert sorted(s.card for s in merge_corners(d)) == ["6S", "7C", "7S"]


def test_lone_corners_much_closer_than_a_whole_cards_corners_are_no_echoes() -> None:
    """12914 (orell, the boxes as found): the opening 3♠ 3♣ 3♥ lies as a cascade. The 3♠'s
    and 3♣'s corners, one over the other 1.4 diagonals apart, were echoes of each other (the
    3♣ read 3♣ 0.57 / 3♠ 0.41), and the table took them for one card read twice: the triple
    became a pair. The 3♥, seen whole in the same frame, shows how far apart a card's
    corners lie here: 4.0 diagonals. Lone corners under ``ECHO_SPAN`` of that are two cards;
    with no card seen whole to tell, they are echoes as before."""
    three_s, three_c, three_h = 0, 1, 3
    lone = [[265.2, 144.1, 285.0, 156.0], [275.6, 173.5, 295.0, 186.7]]
    whole = [[229.6, 274.5, 248.6, 286.3], [285.2, 204.4, 304.1, 216.8]]
    probs = probs_of({three_s: 0.96, three_c: 0.03}, {three_c: 0.57, three_s: 0.41})
    alone = merge_corners(two_corners([three_s, three_c], probs, lone, conf=[0.65, 0.38]))
    assert sorted((s.card, s.echoes) for s in alone) == [("3C", ("3S",)), ("3S", ("3C",))]
    d = Detections(
        np.array(lone + whole, float),
        np.array([0.65, 0.38, 0.76, 0.69]),
        np.array([three_s, three_c, three_h, three_h]),
        class_probs=np.vstack([probs, probs_of({three_h: 0.99}, {three_h: 0.99})]),
    )
    out = merge_corners(d)
    assert sorted((s.card, s.num_corners, s.echoes) for s in out) == [
        ("3C", 1, ()),
        ("3H", 2, ()),
        ("3S", 1, ()),
    ]


@pytest.mark.parametrize("runner_up", [0.45, 0.1])
def test_a_pair_by_class_far_shorter_than_a_whole_card_at_a_toss_up_is_two_corners(
    runner_up: float,
) -> None:
    """16495 (anglo_modern, the boxes as found): the opening 3♠ 3♣ 3♦ lies fanned. The 3♠'s
    and the 3♣'s corners, 1.58 diagonals apart, both read 3♠ (the 3♣'s 3♠ 0.54 / 3♣ 0.45),
    were paired by class as one 3♠, and the triple became a pair. The 3♦, seen whole in the
    same frame, shows its corners 3.68 apart (in boxes' longer sides 1.92 against 4.48). A
    pair under ``SHORT_PAIR`` of that, one of its corners at a toss-up with a related code,
    is two corners left alone (the table names them). With the runner-up far less likely
    (0.1), the pair stands."""
    three_s, three_c, three_d = 0, 1, 2
    boxes = [
        [268.4, 112.5, 285.8, 123.7],
        [279.1, 143.7, 297.2, 156.0],
        [244.2, 250.3, 263.6, 263.7],
        [288.1, 175.1, 307.4, 188.8],
    ]
    d = Detections(
        np.array(boxes),
        np.array([0.46, 0.28, 0.75, 0.63]),
        np.array([three_s, three_s, three_d, three_d]),
        class_probs=probs_of(
            {three_s: 0.92, three_c: 0.08},
            {three_s: 0.99 - runner_up, three_c: runner_up},
            {three_d: 0.99},
            {three_d: 0.99},
        ),
    )
    out = sorted((s.card, s.num_corners) for s in merge_corners(d))
    if runner_up > 0.4:
        assert out == [("3D", 2), ("3S", 1), ("3S", 1)]
    else:
        assert out == [("3D", 2), ("3S", 2)]


@pytest.mark.parametrize("kd_span", [74.0, 100.0])
def test_lone_corners_much_farther_apart_than_a_whole_cards_corners_are_no_echoes(
    kd_span: float,
) -> None:
    """16688 (kde_nicu_ornamental, the boxes as found): seat 1's K♣, played, lies by one
    corner; seat 3 lays K♠ K♥ beside it, the K♠'s corner read K♠ 0.76 / K♣ 0.24. The two
    corners, 3.37 boxes' longer sides apart, were read as one K♣ (the pair K♠ K♥ became the
    K♥), while the K♦ and K♥ seen whole in the frame show their corners 1.79 and 1.8 apart
    (74 px). Lone corners farther than ``ECHO_LONG`` of the longer are two cards, not one
    card read apart. With the K♦'s corners 100 px apart (2.42) they may be one card's: one
    K♣, as before."""
    ks, kc, kd, kh = (CLASS_NAMES.index(c) for c in ("KS", "KC", "KD", "KH"))
    k = kd_span / 74.0
    ax, ay = 281.4, 191.75  # the K♦'s near corner; its far one as found, or farther
    bx, by = ax - 28.8 * k, ay + 68.2 * k
    boxes = [
        [251.2, 148.1, 291.6, 175.1],
        [340.4, 260.5, 387.5, 291.7],
        [ax - 20.8, ay - 15.05, ax + 20.8, ay + 15.05],
        [bx - 20.7, by - 15.35, bx + 20.7, by + 15.35],
        [359.1, 159.6, 399.6, 187.8],
        [331.1, 226.0, 372.1, 257.1],
    ]
    d = Detections(
        np.array(boxes),
        np.array([0.91, 0.54, 0.94, 0.75, 0.7, 0.81]),
        np.array([kc, ks, kd, kd, kh, kh]),
        class_probs=probs_of(
            {kc: 1.0}, {ks: 0.76, kc: 0.24}, {kd: 1.0}, {kd: 1.0}, {kh: 0.98}, {kh: 0.98}
        ),
    )
    out = sorted((s.card, s.num_corners) for s in merge_corners(d))
    if kd_span < 80:
        assert out == [("KC", 1), ("KD", 2), ("KH", 2), ("KS", 1)]
    else:
        assert out == [("KC", 2), ("KD", 2), ("KH", 2)]


def test_echo_memory_does_not_join_again_lone_corners_echo_long_keeps_apart() -> None:
    """16688's K♣ and K♠ corners (above), first seen in a frame with no card whole: paired
    as one K♣ and remembered. Then the K♦ and K♥ show whole, 1.79 and 1.8 long sides apart:
    merge_corners keeps the two apart (``ECHO_LONG``), and EchoMemory must not join them
    again."""
    ks, kc, kd = (CLASS_NAMES.index(c) for c in ("KS", "KC", "KD"))
    kh = CLASS_NAMES.index("KH")
    lone = [[251.2, 148.1, 291.6, 175.1], [340.4, 260.5, 387.5, 291.7]]
    whole = [[260.6, 176.7, 302.2, 206.8], [231.9, 244.6, 273.3, 275.3]]
    whole += [[359.1, 159.6, 399.6, 187.8], [331.1, 226.0, 372.1, 257.1]]
    probs = probs_of({kc: 1.0}, {ks: 0.76, kc: 0.24})
    both = Detections(np.array(lone), np.array([0.91, 0.54]), np.array([kc, ks]), probs)
    d = Detections(
        np.array(lone + whole),
        np.array([0.91, 0.54, 0.94, 0.75, 0.7, 0.81]),
        np.array([kc, ks, kd, kd, kh, kh]),
        class_probs=np.vstack([probs, probs_of({kd: 1.0}, {kd: 1.0}, {kh: 0.98}, {kh: 0.98})]),
    )
    assert [(s.card, s.num_corners) for s in merge_corners(both)] == [("KC", 2)]
    memory = EchoMemory()
    memory(merge_corners(both), both, 0.0)
    for t in (0.1, 0.2, 0.3):
        out = memory(merge_corners(d), d, t)
        assert sorted((s.card, s.num_corners) for s in out) == [
            ("KC", 1),
            ("KD", 2),
            ("KH", 2),
            ("KS", 1),
        ]


def test_echo_memory_does_not_join_again_lone_corners_echo_span_keeps_apart() -> None:
    """A 3♠ and a 3♣ lie one over the other, their corners 1.5 diagonals apart (the 3♣ read
    3♣ 0.57 / 3♠ 0.41). A frame in which the 3♥ is not seen whole (its far corner under the
    arm) pairs the two corners as one card read apart, and EchoMemory remembers the pair. In
    the next frames the 3♥ is seen whole, its corners 4 diagonals apart, and merge_corners
    keeps the two corners apart (ECHO_SPAN): EchoMemory must not join them again."""
    three_s, three_c, three_h = 0, 1, 3
    lone = [[100.0, 100.0, 112.0, 116.0], [100.0, 130.0, 112.0, 146.0]]  # 1.5 diagonals
    whole = [[300.0, 100.0, 312.0, 116.0], [324.0, 174.0, 336.0, 190.0]]  # 3.9 diagonals
    probs = probs_of({three_s: 0.96, three_c: 0.03}, {three_c: 0.57, three_s: 0.41})
    both = two_corners([three_s, three_c], probs, lone, conf=[0.65, 0.38])
    d = Detections(
        np.array(lone + whole, float),
        np.array([0.65, 0.38, 0.76, 0.69]),
        np.array([three_s, three_c, three_h, three_h]),
        class_probs=np.vstack([probs, probs_of({three_h: 0.99}, {three_h: 0.99})]),
    )
    assert [s.num_corners for s in merge_corners(both)] == [2]  # no card whole: one card
    from vision.cards import EchoMemory

    memory = EchoMemory()
    memory(merge_corners(both), both, 0.0)
    assert sorted((s.card, s.num_corners) for s in merge_corners(d)) == [
        ("3C", 1),
        ("3H", 2),
        ("3S", 1),
    ]
    for t in (0.1, 0.2, 0.3):
        out = memory(merge_corners(d), d, t)
        assert sorted((s.card, s.num_corners) for s in out) == [
            ("3C", 1),
            ("3H", 2),
            ("3S", 1),
        ]


# --- review44 candidate (rule 1) ---


def test_review44_a_card_read_whole_alike_does_not_keep_an_old_read_apart_alive() -> None:
    """An A♠ read apart once (A♠ / A♣ 0.57) at 0 s, then whole and alike (A♠ 0.95) for 5 s,
    is swept; at 5.5 s the next trick's A♣ lands on its spot, its far corner under the arm,
    its near corner read A♠ 0.5 / A♣ 0.45. More than ``hold_s`` after the A♠ was last read
    apart or alone, the corner is read as it is: A♣ stays a close runner-up (not A♣ 0.14,
    the A♠'s whole readings lent to a card no longer there)."""
    from vision.cards import EchoMemory

    as_, ac = 44, 45
    apart = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float),
        np.array([0.9, 0.57]),
        np.array([as_, ac]),
        probs_of({as_: 0.9, ac: 0.05}, {ac: 0.57, as_: 0.4}),
    )
    whole = Detections(
        np.array([TOP_LEFT, BOTTOM_RIGHT], float),
        np.array([0.95, 0.95]),
        np.array([as_, as_]),
        probs_of({as_: 0.95, ac: 0.03}, {as_: 0.95, ac: 0.03}),
    )
    memory = EchoMemory()
    memory(merge_corners(apart), apart, 0.0)
    for k in range(1, 76):
        memory(merge_corners(whole), whole, k / 15)
    lone = Detections(
        np.array([TOP_LEFT], float),
        np.array([0.5]),
        np.array([as_]),
        probs_of({as_: 0.5, ac: 0.45}),
    )
    (s,) = memory(merge_corners(lone), lone, 5.5)
    assert dict(s.alternatives).get("AC", 0.0) > 0.3
