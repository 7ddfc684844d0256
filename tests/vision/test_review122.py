"""review122: scenes where 3a19305's two rules give a wrong reading its parent got right (or,
guards, where both agree): a lead beside the play that took its trick as it landed is its
own play (16890), and a card read whole is renamed to the code its corner read before only
if that corner doubted less than the whole card (16663). The first needs the arm to have
come back (16890 laid the 9♥ in a second motion): one motion laying a pair or a longer
double sequence with a card seen late is still one play. The second, when the corner is no
``weak`` card, leaves the two codes of one card as a pair on a single."""

from __future__ import annotations

import pytest
from test_tracker import FPS, SPOT, Table, _endgame_16890, plays

from rules import parse_cards
from vision.tracker import LoggedPlay, LoggedSweep, SeatLayout, TableTracker


def _logged_since_sweep(tracker: TableTracker) -> list[tuple[int, str]]:
    """The plays logged since the sweep marked after the loaded game (the final reading,
    corrections included)."""
    log = tracker.log
    start = next(i for i, e in enumerate(log) if isinstance(e, LoggedSweep))
    return [
        (e.seat, " ".join(e.cards.codes())) for e in log[start + 1 :] if isinstance(e, LoggedPlay)
    ]


def _answered_by_a_pair(table: Table) -> None:
    """Seat 0 answers seat 3's 9♦ 9♥ with the pair 10♠ 10♦ (a pair it may play only on a
    pair): the plays since the sweep are 6♦, 8♥, 9♦ 9♥ and 10♠ 10♦."""
    table.run(1.5)
    table.play(0, "10S 10D", pause=1.5)
    table.events += table.tracker.flush()
    found = _logged_since_sweep(table.tracker)
    assert found == [(3, "6D"), (1, "8H"), (3, "9D 9H"), (0, "10S 10D")], found


@pytest.mark.parametrize("late", [0.3, 0.6])
def test_review122_a_pair_led_after_passing_on_the_last_card_with_one_card_seen_late(
    late: float,
) -> None:
    """16890's endgame: seat 3 leads 6♦, seat 0 passes, seat 1 goes out with the 8♥. Seat 3
    passes on it (the trick ends; seat 1 is out, seat 2 too, so seat 3 leads anyway) and
    leads the pair 9♦ 9♥ in one motion, the 9♥ under its arm: seen ``late`` seconds after
    the arm left, beside the 9♦. One play, the pair 9♦ 9♥ (a 9♦ answering the 8♥ and then a
    9♥ led by itself, in the same motion, is no reading of one arm laying two cards)."""
    table = _endgame_16890()
    table.play(3, "6D", pause=1.0)
    table.play(1, "8H", pause=1.0)
    table.hidden.add("9H")
    table.play(3, "9D 9H", pause=late)
    table.hidden.discard("9H")
    _answered_by_a_pair(table)


def test_review122_a_double_sequence_bombing_the_last_two_with_its_top_pair_seen_late() -> None:
    """16890's endgame: seat 3 leads 6♦, seat 0 passes, seat 1 goes out with its last card,
    the 2♥. Seat 3 bombs it with the double sequence 7♦ 7♥ 8♦ 8♥ 9♦ 9♥ 10♦ 10♥ in one
    motion, the 10♦ 10♥ under its arm: seen 0.6 s after the arm left, beside the rest. The
    first six seen are a bomb on the 2♥ that takes the trick as it lands (seat 0 passed,
    seats 1 and 2 out), but the eight are one play: a longer double sequence bombs the 2♥
    as well (or seat 3 passed and led them), and one arm laid them. Seat 3 then leads the
    J♦."""
    table = _endgame_16890()
    table.play(3, "6D", pause=1.0)
    table.play(1, "2H", pause=1.0)
    table.hidden |= {"10D", "10H"}
    table.play(3, "7D 7H 8D 8H 9D 9H 10D 10H", pause=0.6)
    table.hidden -= {"10D", "10H"}
    table.run(1.5)
    table.play(3, "JD", pause=1.5)
    table.events += table.tracker.flush()
    found = _logged_since_sweep(table.tracker)
    assert found == [(3, "6D"), (1, "2H"), (3, "7D 7H 8D 8H 9D 9H 10D 10H"), (3, "JD")], found


def _corner_then_whole(
    table: Table,
    seat: int,
    side: str,
    corner: str,
    corner_reads: list[tuple[float, tuple]],
    whole: str,
    whole_read: tuple,
    whole_conf: float = 0.58,
) -> None:
    """16663's landing: ``seat``'s arm (``side``) lays a card whose near corner alone is read
    ``corner`` (``corner_reads``: a frame each, (confidence, runners-up)); then the card is
    seen whole on that corner, read ``whole`` (``whole_read``, ``whole_conf``) for seconds."""
    x, y = SPOT[seat]
    near, far = (x - 0.03, y - 0.05), (x + 0.03, y + 0.05)
    table.arm = side
    table.run(0.3)
    table.corners[corner] = (near,)
    table.cards[corner] = near
    for confidence, runners_up in corner_reads:
        table.faint[corner] = confidence
        table.runners_up[corner] = runners_up
        table.run(1 / FPS)
    table.cards.pop(corner)
    table.corners[whole] = (near, far)
    table.runners_up[whole] = whole_read
    table.faint[whole] = whole_conf
    table.cards[whole] = (x, y)
    table.run(0.3)
    table.arm = None
    table.run(4.0)
    table.events += table.tracker.flush()


def test_review122_a_card_read_in_doubt_by_a_corner_then_whole_as_a_twin_that_cannot_beat() -> None:
    """16663's readings with the rules against the whole card's code: seat 1 leads the J♦;
    seat 2 answers the J♥. Its corner reads J♥ 0.38, 0.32, 0.39 for three frames (J♥ 0.67 /
    J♣ 0.28, 0.51 / 0.41, 0.55 / 0.41), then the card is seen whole on that corner, read J♣
    0.58 (J♣ 0.65 / J♥ 0.34) for seconds. Both readings are in doubt between the two, and
    a J♣ cannot beat the J♦: the play is the J♥ (not J♣ J♥, a pair on a single, nor the
    J♣ alone)."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    table.play(1, "JD")
    _corner_then_whole(
        table,
        2,
        "top",
        "JH",
        [
            (0.38, (("JH", 0.67), ("JC", 0.28))),
            (0.32, (("JH", 0.51), ("JC", 0.41))),
            (0.39, (("JH", 0.55), ("JC", 0.41))),
        ],
        "JC",
        (("JC", 0.65), ("JH", 0.34)),
    )
    assert plays(table.tracker.events) == [(1, "JD"), (2, "JH")], plays(table.tracker.events)


def test_review122_a_card_read_in_doubt_by_a_corner_then_whole_as_a_card_already_played() -> None:
    """16663's readings, the A♣ played in an earlier trick: seat 1 leads the 3♦, seat 2
    answers the A♠, its corner read A♠ in doubt (A♠ 0.67 / A♣ 0.28, 0.51 / 0.41, 0.55 /
    0.41), then whole A♣ 0.65 / A♠ 0.34. The A♣ is gone: the card is the A♠."""
    tracker = TableTracker(SeatLayout(players=4), first_game=False, leader=1)
    tracker.load_log([LoggedPlay(parse_cards("AC"), 1, 0.0, False, forced=True)], now=0.0)
    tracker.mark_sweep()
    table = Table(tracker)
    table.run(1.0)
    table.play(1, "3D")
    _corner_then_whole(
        table,
        2,
        "top",
        "AS",
        [
            (0.38, (("AS", 0.67), ("AC", 0.28))),
            (0.32, (("AS", 0.51), ("AC", 0.41))),
            (0.39, (("AS", 0.55), ("AC", 0.41))),
        ],
        "AC",
        (("AC", 0.65), ("AS", 0.34)),
    )
    found = _logged_since_sweep(table.tracker)
    assert found == [(1, "3D"), (2, "AS")], found


def test_review122_a_card_read_in_doubt_by_a_corner_then_whole_as_a_coached_hand_card() -> None:
    """10706 with the corner in a little more doubt: seat 3 answers seat 2's Q♥ with the 2♣;
    its corner reads 2♣ 0.58 / 2♠ 0.41 for three frames, then the card is seen whole, 2♠
    0.6 / 2♣ 0.4, while the coached hand's 2♠ lies read surely in the hand zone. The whole
    card cannot be that 2♠: it is the 2♣."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=2))
    table.extra = [("2S", 0.78, 0.93, 0.55, (("2S", 0.96), ("2C", 0.02)))]
    table.run(1.0)
    table.play(2, "QH")
    _corner_then_whole(
        table,
        3,
        "right",
        "2C",
        [(0.4, (("2C", 0.58), ("2S", 0.41)))] * 3,
        "2S",
        (("2S", 0.6), ("2C", 0.4)),
        whole_conf=0.61,
    )
    assert plays(table.tracker.events) == [(2, "QH"), (3, "2C")], plays(table.tracker.events)


@pytest.mark.parametrize("confidence", [0.46, 0.55, 0.7])
def test_review122_a_card_read_by_a_sure_corner_in_doubt_then_whole_as_its_twin_is_one_card(
    confidence: float,
) -> None:
    """16663 with the corner read surely (``confidence``, at least ``weak_conf``, in each of
    its three frames; A♠ 0.67 / A♣ 0.28, 0.51 / 0.41, 0.55 / 0.41), then the card seen whole
    on that corner, A♣ 0.58 (A♣ 0.65 / A♠ 0.34), for seconds. One arm laid one card, seen
    first by its corner and then whole on the same spot: seat 2's play is one ace (the
    A♠ as the corner read it, or the A♣ as the whole card was read), never the pair A♠ A♣
    on seat 1's single."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    table.play(1, "3D")
    _corner_then_whole(
        table,
        2,
        "top",
        "AS",
        [
            (confidence, (("AS", 0.67), ("AC", 0.28))),
            (confidence, (("AS", 0.51), ("AC", 0.41))),
            (confidence, (("AS", 0.55), ("AC", 0.41))),
        ],
        "AC",
        (("AC", 0.65), ("AS", 0.34)),
    )
    found = plays(table.tracker.events)
    assert found in ([(1, "3D"), (2, "AS")], [(1, "3D"), (2, "AC")]), found
