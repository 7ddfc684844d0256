"""Review of 842426a (``_recard_swept_play`` accepting a runner-up waiting as this card's
readings renamed, ``_renamed_here``): table scenes where the earlier play was right."""

from __future__ import annotations

from test_tracker import FPS, SPOT, Table, plays

from vision.tracker import CorrectionEvent, SeatLayout, TableTracker


def _corrections(table: Table) -> list[tuple[int, str, str]]:
    return [
        (c.number, str(c.old_cards), str(c.cards))
        for c in table.events
        if isinstance(c, CorrectionEvent)
    ]


def _earlier_ace_of_spades_at_a_toss_up(table: Table, seat: int = 1) -> None:
    """``seat`` leads the real A♠, read A♠ 0.53 / A♣ 0.47 as it lands (a toss-up), then
    A♠ 0.7 / A♣ 0.3; everyone passes and the pile is swept; seat 1 leads 4♥, seat 2 9♥."""
    table.run(1.0)
    table.misread["AS"] = ("AS", (("AS", 0.53), ("AC", 0.47)))
    table.play(seat, "AS", pause=1.0)
    table.misread["AS"] = ("AS", (("AS", 0.7), ("AC", 0.3)))
    table.run(2.0)
    table.remove()  # everyone passed; the pile is swept
    table.run(2.0)
    table.play(1, "4H")
    table.play(2, "9H")


def _lands_by_one_corner_then_whole(
    table: Table,
    code: str,
    corner: tuple,
    whole: tuple,
    after: tuple | None = None,
    spot: tuple[float, float] = SPOT[3],
    arm: str = "right",
) -> None:
    """``code`` lands on ``spot`` as ``arm``'s arm lays it, read by one corner ``corner``
    (read code, runners-up) for 0.2 s, then whole ``whole`` for 0.2 s; the arm goes and it
    is read ``after`` (else still ``whole``) for 2.5 s."""
    table.arm = arm
    table.run(0.3)
    table.cards[code] = spot
    table.misread[code] = corner
    table.faint[code] = 0.33
    table.run(0.2)
    del table.faint[code]
    table.misread[code] = whole
    table.run(0.2)
    table.arm = None
    if after is not None:
        table.misread[code] = after
    table.run(2.5)
    table.events += table.tracker.flush()


def test_review120_a_real_ace_of_clubs_read_as_a_spade_by_one_corner_then_whole_barely() -> None:
    """Seat 1 leads the real A♠, read at a toss-up with A♣ as it lands (then A♠ 0.7). Tricks
    later seat 3 lays the real A♣: its corner reads A♠ 0.6 / A♣ 0.4 (a swept card is not
    back: the A♣), then whole A♠ 0.55 / A♣ 0.45, and after the arm goes A♣ 0.6 / A♠ 0.4.
    The earlier A♠ was right: it stays A♠, and seat 3 played the A♣ (no correction)."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _earlier_ace_of_spades_at_a_toss_up(table)
    _lands_by_one_corner_then_whole(
        table,
        "AC",
        ("AS", (("AS", 0.6), ("AC", 0.4))),
        ("AS", (("AS", 0.55), ("AC", 0.45))),
        ("AC", (("AC", 0.6), ("AS", 0.4))),
    )
    assert plays(table.tracker.events) == [(1, "AS"), (1, "4H"), (2, "9H"), (3, "AC")]
    assert _corrections(table) == []


def test_review120_a_real_ace_of_clubs_read_as_a_spade_at_a_toss_up_throughout() -> None:
    """As above, but the real A♣ stays read A♠ 0.55 / A♣ 0.45 whole after its corner read
    A♠ 0.6 / A♣ 0.4: nothing says more for the earlier play being the A♣ than for this
    card being it (both read at a toss-up); the earlier A♠, read A♠ 0.7 once landed, stands,
    and seat 3 played the A♣."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _earlier_ace_of_spades_at_a_toss_up(table)
    _lands_by_one_corner_then_whole(
        table,
        "AC",
        ("AS", (("AS", 0.6), ("AC", 0.4))),
        ("AS", (("AS", 0.55), ("AC", 0.45))),
    )
    assert plays(table.tracker.events) == [(1, "AS"), (1, "4H"), (2, "9H"), (3, "AC")]
    assert _corrections(table) == []


def test_review120_a_real_ace_of_clubs_read_whole_at_a_toss_up_at_once() -> None:
    """(Control: the path the parent already had.) As above, but the real A♣ is read whole
    at once, A♠ 0.55 / A♣ 0.45 (no corner first), then A♣ 0.6 / A♠ 0.4: the earlier A♠
    stands, and seat 3 played the A♣."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _earlier_ace_of_spades_at_a_toss_up(table)
    table.misread["AC"] = ("AS", (("AS", 0.55), ("AC", 0.45)))
    table.arm = "right"
    table.run(0.3)
    table.cards["AC"] = SPOT[3]
    table.run(0.2)
    table.arm = None
    table.misread["AC"] = ("AC", (("AC", 0.6), ("AS", 0.4)))
    table.run(2.5)
    table.events += table.tracker.flush()
    assert plays(table.tracker.events) == [(1, "AS"), (1, "4H"), (2, "9H"), (3, "AC")]
    assert _corrections(table) == []


def test_review120_a_real_ace_of_clubs_read_as_itself_first_then_as_a_spade() -> None:
    """Seat 1 leads the real A♠ (toss-up with A♣ as it lands). Later seat 3 lays the real
    A♣: its corner reads A♣ 0.55 / A♠ 0.45 for a frame, then A♠ 0.6 / A♣ 0.4 (kept the A♣
    on its spot), then whole A♠ 0.52 / A♣ 0.48, then A♣ 0.6 / A♠ 0.4. It was read as itself
    first: the earlier A♠ stands, and seat 3 played the A♣."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _earlier_ace_of_spades_at_a_toss_up(table)
    table.arm = "right"
    table.run(0.3)
    table.cards["AC"] = SPOT[3]
    table.misread["AC"] = ("AC", (("AC", 0.55), ("AS", 0.45)))
    table.faint["AC"] = 0.33
    table.run(1 / FPS)
    table.misread["AC"] = ("AS", (("AS", 0.6), ("AC", 0.4)))
    table.run(3 / FPS)
    del table.faint["AC"]
    table.misread["AC"] = ("AS", (("AS", 0.52), ("AC", 0.48)))
    table.run(0.2)
    table.arm = None
    table.misread["AC"] = ("AC", (("AC", 0.6), ("AS", 0.4)))
    table.run(2.5)
    table.events += table.tracker.flush()
    assert plays(table.tracker.events) == [(1, "AS"), (1, "4H"), (2, "9H"), (3, "AC")]
    assert _corrections(table) == []


def test_review120_a_real_pair_of_ace_of_clubs_and_diamonds_after_a_real_ace_of_spades() -> None:
    """Seat 1 leads the real A♠ (toss-up with A♣ as it lands; then A♠ 0.7). 4♥ 9♥ are
    swept (seat 2 won), seat 2 leads 5♠ 5♦, and seat 3 answers with the pair A♣ A♦: the A♦
    read surely, the A♣'s corner A♠ 0.6 / A♣ 0.4 (renamed A♣, waiting with the A♦), then
    whole A♠ 0.55 / A♣ 0.45, then A♣ 0.6 / A♠ 0.4. The earlier A♠ stands; seat 3 played
    A♣ A♦."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _earlier_ace_of_spades_at_a_toss_up(table)
    _seat_2_leads_a_pair_of_fives(table)
    table.cards["AD"] = (SPOT[3][0] + 0.03, SPOT[3][1])
    _lands_by_one_corner_then_whole(
        table,
        "AC",
        ("AS", (("AS", 0.6), ("AC", 0.4))),
        ("AS", (("AS", 0.55), ("AC", 0.45))),
        ("AC", (("AC", 0.6), ("AS", 0.4))),
    )
    assert plays(table.tracker.events) == [
        (1, "AS"),
        (1, "4H"),
        (2, "9H"),
        (2, "5S 5D"),
        (3, "AC AD"),
    ]
    assert _corrections(table) == []


def _seat_2_leads_a_pair_of_fives(table: Table) -> None:
    """Seats 3, 0 and 1 pass, seat 2 won with the 9♥: swept; seat 2 leads 5♠ 5♦."""
    table.run(2.0)
    table.remove()
    table.run(2.0)
    table.play(2, "5S 5D")


def _earlier_ace_of_clubs_logged_a_spade(table: Table) -> None:
    """(16656) seat 1 leads the real A♣, read A♠ 0.53 / A♣ 0.47 as it lands, then A♣ 0.5
    / A♠ 0.47: logged A♠. Swept; seat 1 leads 4♥, seat 2 9♥; swept; seat 2 leads 5♠ 5♦."""
    table.run(1.0)
    table.misread["AC"] = ("AS", (("AS", 0.53), ("AC", 0.47)))
    table.play(1, "AC", pause=1.0)
    table.misread["AC"] = ("AC", (("AC", 0.5), ("AS", 0.47)))
    table.run(2.0)
    table.remove()
    table.run(2.0)
    table.play(1, "4H")
    table.play(2, "9H")
    _seat_2_leads_a_pair_of_fives(table)


def test_review120_control_the_real_ace_of_spades_lands_in_a_pair_first_by_one_corner() -> None:
    """(Control: the case the commit fixes, in a pair.) 16656 with the later A♠ landing in
    seat 3's pair A♠ A♦ (answering 5♠ 5♦): the A♠'s corner A♠ 0.62 / A♣ 0.37 (renamed A♣,
    waiting with the A♦), then whole A♠ 0.69 / A♣ 0.30. The earlier lead is corrected to
    the A♣, and seat 3 played A♠ A♦."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _earlier_ace_of_clubs_logged_a_spade(table)
    table.cards["AD"] = (SPOT[3][0] + 0.03, SPOT[3][1])
    _lands_by_one_corner_then_whole(
        table,
        "AS",
        ("AS", (("AS", 0.62), ("AC", 0.37))),
        ("AS", (("AS", 0.69), ("AC", 0.30))),
    )
    assert plays(table.tracker.events) == [
        (1, "AC"),
        (1, "4H"),
        (2, "9H"),
        (2, "5S 5D"),
        (3, "AS AD"),
    ]
    assert _corrections(table) == [(0, "A♠", "A♣")]


def test_review120_a_real_straight_ending_in_the_ace_of_clubs_after_a_real_ace_of_spades() -> None:
    """Seat 1 leads the real A♠ (toss-up with A♣ as it lands; then A♠ 0.7). Later seat 2
    leads 10♠ J♠ Q♠ and seat 3 answers Q♦ K♦ A♣: the Q♦ K♦ read surely, the A♣'s corner
    A♠ 0.6 / A♣ 0.4 (renamed A♣, waiting with them), then whole A♠ 0.55 / A♣ 0.45, then A♣
    0.6 / A♠ 0.4. The earlier A♠ stands; seat 3 played Q♦ K♦ A♣."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    _earlier_ace_of_spades_at_a_toss_up(table)
    table.run(2.0)
    table.remove()
    table.run(2.0)
    table.play(2, "10S JS QS")
    x, y = SPOT[3]
    table.cards["QD"] = (x, y)
    table.cards["KD"] = (x + 0.03, y)
    _lands_by_one_corner_then_whole(
        table,
        "AC",
        ("AS", (("AS", 0.6), ("AC", 0.4))),
        ("AS", (("AS", 0.55), ("AC", 0.45))),
        ("AC", (("AC", 0.6), ("AS", 0.4))),
        spot=(x + 0.06, y),
    )
    assert plays(table.tracker.events) == [
        (1, "AS"),
        (1, "4H"),
        (2, "9H"),
        (2, "10S JS QS"),
        (3, "QD KD AC"),
    ]
    assert _corrections(table) == []


def test_review120_the_coached_seat_plays_the_ace_of_clubs_it_held_when_the_spade_was_led() -> None:
    """The coached hand (seat 0) shows A♣ 5♦ 7♥ 8♣ throughout. Seat 1 leads the real A♠,
    read at a toss-up with A♣ as it lands (the A♣ lies in the coached hand then: the lead
    cannot be it). Swept; seat 1 leads 4♥, seat 2 9♥, seat 3 10♥; the coached seat answers
    with the A♣ from its hand, its corner read A♠ 0.6 / A♣ 0.4 on the pile, then whole A♠
    0.55 / A♣ 0.45, then A♣ 0.6 / A♠ 0.4. The lead stays A♠, seat 0 played the A♣."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    for i, code in enumerate(["AC", "5D", "7H", "8C"]):
        table.cards[code] = (0.05 + 0.07 * i, 0.93)  # the hand zone
    _earlier_ace_of_spades_at_a_toss_up(table)
    table.play(3, "10H")
    table.arm = "bottom"
    table.run(0.3)
    del table.cards["AC"]  # picked from the hand
    table.run(0.1)
    _lands_by_one_corner_then_whole(
        table,
        "AC",
        ("AS", (("AS", 0.6), ("AC", 0.4))),
        ("AS", (("AS", 0.55), ("AC", 0.45))),
        ("AC", (("AC", 0.6), ("AS", 0.4))),
        spot=SPOT[0],
        arm="bottom",
    )
    assert plays(table.tracker.events) == [
        (1, "AS"),
        (1, "4H"),
        (2, "9H"),
        (3, "10H"),
        (0, "AC"),
    ]
    assert _corrections(table) == []
