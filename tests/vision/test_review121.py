"""review121: scenes where keeping the code both corners of a one-card echo pair name
(a rule tried for 16879 and dropped) would cost a right play; they guard the order in which
``TableTracker._doubtful`` leaves out one of two corners that are each other's echo."""

from __future__ import annotations

from test_tracker import FPS, SPOT, Table, _settle, plays

from vision.tracker import SeatLayout, TableTracker

# two lone corners a card apart, each where the other's other corner would be
NEAR1, FAR1 = (0.36, 0.53), (0.4, 0.45)  # seat 1's spot
NEAR3, FAR3 = (0.541, 0.525), (0.6125, 0.373)  # seat 3's spot (16879's)


def _answer_9s(table: Table, lead: str = "9S") -> None:
    """Seat 1 leads ``lead`` (whole); seat 3's arm comes."""
    table.run(1.0)
    table.play(1, lead)
    table.arm = "right"
    table.run(0.3)


def _seat_3_lays_corners(table: Table, corners: list[tuple], lead: str = "9S") -> None:
    """Seat 3 answers seat 1's ``lead`` with a card seen as these lone ``corners``
    (``Table.extra``); its arm goes and the table settles."""
    _answer_9s(table, lead)
    table.extra = corners
    table.run(0.3)
    table.arm = None
    _settle(table, 3.0)


def test_review121_a_six_whose_far_index_reads_a_sure_nine_is_the_six() -> None:
    """Seat 1 leads the 6♣ alone, seen by one corner at a time. Its near corner reads 6♣
    0.88 / 9♣ 0.12 (6s and 9s doubt each other), 0.85 surely; its far index, printed
    upright, reads a sure 9♣ (9♣ 1.0, no runner-up), 0.70 surely, each lying where the
    other's other corner would. One card: the 6♣, the corner read the more surely, and the
    one whose code the far index is known to fake (``_echo``: "a 6♣ whose far index reads
    as a sure 9♣"). Only the honest corner names the other code at all."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    table.run(1.0)
    table.arm = "left"
    table.run(0.3)
    table.extra = [
        ("6C", *NEAR1, 0.85, (("6C", 0.88), ("9C", 0.12)), ("9C",)),
        ("9C", *FAR1, 0.70, (("9C", 1.0),), ("6C",)),
    ]
    table.run(0.3)
    table.arm = None
    _settle(table, 3.0)
    assert plays(table.events) == [(1, "6C")]


def test_review121_a_near_corner_doubting_its_twin_beats_a_far_corner_sure_of_the_wrong_one() -> (
    None
):
    """16879's layout with the doubt on the other corner: seat 3 answers the 9♠ with the
    10♥. Its near corner reads 10♥ 0.9 / 10♦ 0.1, 0.85 surely; its far corner reads 10♦
    with no runner-up (10♦ 1.0), only 0.70 surely. One card: the 10♥, read the more surely
    (the parent's rule); the far corner's certainty is the detector's softmax, not
    evidence the near corner is wrong."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _seat_3_lays_corners(
        table,
        [
            ("10H", *NEAR3, 0.85, (("10H", 0.9), ("10D", 0.1)), ("10D",)),
            ("10D", *FAR3, 0.70, (("10D", 1.0),), ("10H",)),
        ],
    )
    assert plays(table.events) == [(1, "9S"), (3, "10H")]


def test_review121_a_sliver_runner_up_on_the_sure_far_corner_does_not_make_the_card() -> None:
    """Seat 3 answers the 9♠ with the 10♦. Its far corner reads 10♦ 0.98 / 10♥ 0.02
    (a 2% sliver, just over the detector's 1% cut), 0.85 surely; its near corner, half
    under the thumb's shadow, is misread 10♥ with no runner-up, 0.60 surely. One
    card: the 10♦, read far more surely. 0.02 × 1.0 against 0.98 × 0.0 should not decide
    it: had the sliver been 0.009, the detector would have dropped it."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _seat_3_lays_corners(
        table,
        [
            ("10H", *NEAR3, 0.60, (("10H", 1.0),), ("10D",)),
            ("10D", *FAR3, 0.85, (("10D", 0.98), ("10H", 0.02)), ("10H",)),
        ],
    )
    assert plays(table.events) == [(1, "9S"), (3, "10D")]


def test_review121_a_runner_up_in_two_frames_of_many_does_not_make_the_card() -> None:
    """Seat 3 answers the 9♠ with the 10♦, seen by one corner at a time. Its far corner
    reads 10♦ 0.85 surely frame after frame; in the two frames as the arm lifts, blurred,
    it reads 10♦ 0.8 / 10♥ 0.2, else 10♦ alone. Its near corner is misread 10♥ (no runner
    up), 0.62 surely, every frame. One card: the 10♦, read the more surely throughout; a
    share of about 1-2% of 10♥ over many frames is no reason to keep the 10♥."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _answer_9s(table)
    near = ("10H", *NEAR3, 0.62, (("10H", 1.0),), ("10D",))
    table.extra = [near, ("10D", *FAR3, 0.85, (("10D", 0.8), ("10H", 0.2)), ("10H",))]
    table.run(2 / FPS)
    table.extra = [near, ("10D", *FAR3, 0.85, (("10D", 1.0),), ("10H",))]
    table.run(0.6)
    table.arm = None
    _settle(table, 3.0)
    assert plays(table.events) == [(1, "9S"), (3, "10D")]


def test_review121_a_real_red_pair_laid_a_card_apart_stays_a_pair() -> None:
    """Seat 1 leads 9♠ 9♣; seat 3 answers with the real pair 10♦ 10♥, fanned, each seen by
    one corner, each lying where the other's other corner would, each with a small runner-up
    of the other (10♥ 0.95 / 10♦ 0.05 at 0.80, 10♦ 0.93 / 10♥ 0.07 at 0.78). A pair answers
    a pair: 10♦ 10♥."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    corners = [
        ("10H", *NEAR3, 0.80, (("10H", 0.95), ("10D", 0.05)), ("10D",)),
        ("10D", *FAR3, 0.78, (("10D", 0.93), ("10H", 0.07)), ("10H",)),
    ]
    _seat_3_lays_corners(table, corners, lead="9S 9C")
    assert plays(table.events) == [(1, "9S 9C"), (3, "10D 10H")]


def test_review121_a_triple_with_an_echo_pair_inside_keeps_the_surer_corners_code() -> None:
    """Seat 1 leads 9♠ 9♣ 9♦; seat 3 answers 10♠ 10♣ 10♥, the two black tens seen whole,
    the 10♥ by one corner at a time: its near corner 10♥ 0.9 / 10♦ 0.1, 0.85 surely, its
    far corner a sure-looking 10♦ (no runner-up), 0.70 surely, each where the other's other
    corner would be. Four tens cannot answer a triple; the 10♥'s far corner is left out:
    10♠ 10♣ 10♥."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _answer_9s(table, "9S 9C 9D")
    x, y = SPOT[3]
    table.cards.update({"10S": (x + 0.05, y + 0.12), "10C": (x + 0.09, y + 0.12)})
    table.extra = [
        ("10H", *NEAR3, 0.85, (("10H", 0.9), ("10D", 0.1)), ("10D",)),
        ("10D", *FAR3, 0.70, (("10D", 1.0),), ("10H",)),
    ]
    table.run(0.3)
    table.arm = None
    _settle(table, 3.0)
    assert plays(table.events) == [(1, "9S 9C 9D"), (3, "10S 10C 10H")]
