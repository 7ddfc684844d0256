"""Review of 7e065ed (16616: a card seen faintly in a waiting play's gap arrived with it;
16603: a phantom read in the coached hand a moment is remembered at its table spot)."""

from __future__ import annotations

from test_tracker import Table, _hand, _hand_corners, _settle, plays

from vision.tracker import SeatLayout, TableTracker


def _phantom_then_coached_lays_it(corner_seen_while_in_hand: bool) -> Table:
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    codes = _hand("3C 3H 10D JD QS 7C 8H")
    hand = _hand_corners(codes)
    shown = [h for h in hand if h[0] != "JD"]  # (the J♦ behind the 10♦ in the fan)
    table.extra = list(shown)
    table.run(1.0)
    table.arm = "left"
    table.run(0.3)
    table.cards.update({"9S": (0.44, 0.33), "10C": (0.452, 0.37), "JH": (0.464, 0.4125)})
    table.faint["JH"] = 0.93
    table.runners_up["JH"] = (("JH", 0.99), ("JD", 0.01))
    table.echoes["JH"] = ("JD",)
    table.corners["JH"] = ((0.464, 0.4125),)
    corner = ("JD", 0.377, 0.546, 0.47, (("JD", 0.61), ("JH", 0.24), ("KD", 0.05)), ("JH",))
    table.extra = [*shown, corner]
    table.run(0.3)
    table.arm = None
    table.run(2.5)  # (seats 2 and 3 pass)
    table.arm = "bottom"
    table.run(0.2)
    # the coached player pulls the J♦ up out of the fan: read there a few frames
    jd = next(h for h in hand if h[0] == "JD")
    pulled = ("JD", jd[1], jd[2] - 0.02, 0.8, (("JD", 1.0),))
    if corner_seen_while_in_hand:
        table.extra = [*shown, pulled, corner]
    else:
        table.extra = [*shown, pulled]  # (the arm over the pile)
    table.run(0.3)
    rest = [h for h in shown if h[0] not in ("10D", "QS")]
    table.extra = [*rest]  # (the J♦ laid right on the J♥'s far corner, covering it)
    table.cards.update({"10D": (0.35, 0.55), "JD": (0.377, 0.546), "QS": (0.41, 0.55)})
    table.faint["JD"] = 0.85  # (one corner: its other under the Q♠)
    table.run(0.3)
    table.arm = None
    _settle(table, 3.0)
    return table


def test_review119_coached_card_laid_on_its_own_codes_phantom_spot() -> None:
    """Seat 1 leads 9♠ 10♣ J♥, the J♥'s far corner read J♦ 0.47 (a phantom, left out).
    Seats 2 and 3 pass. The coached player, who really holds the J♦, pulls it up out of the
    fan (read there clearly a few frames, the arm over the pile hiding the phantom corner),
    and lays 10♦ J♦ Q♠, the J♦ right over the J♥'s far corner, read 0.85 by one corner.
    The J♦ is a real card of the coached play, not the phantom back on its spot."""
    table = _phantom_then_coached_lays_it(corner_seen_while_in_hand=False)
    assert plays(table.events) == [(1, "9S 10C JH"), (0, "10D JD QS")]


def test_review119_coached_card_laid_on_its_phantom_spot_corner_still_seen() -> None:
    """As above, but the phantom corner stays visible while the J♦ shows in the hand."""
    table = _phantom_then_coached_lays_it(corner_seen_while_in_hand=True)
    assert plays(table.events) == [(1, "9S 10C JH"), (0, "10D JD QS")]


def _logged(table: Table) -> list[tuple[int, str]]:
    """The plays as the tracker's log finally has them (corrections applied)."""
    return [(p.seat, " ".join(p.cards.codes())) for p in table.tracker.plays()]


ROW = {"3S": 0.648, "4H": 0.605, "5S": 0.553, "6S": 0.509}
GAP = (0.461, 0.40)


def _row_with_a_faint_gap(gap_card: str, read: str) -> Table:
    """Seat 2 lays 3♠ 4♥ 5♠ 6♠ _ 8♠ in a row (as 16616), ``gap_card`` in the gap seen only
    faintly, read ``read`` 0.20, for 1.6 s with no arm over the table."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=True), measure_motion=True)
    for code in ROW:
        table.faint[code] = 0.5
    table.misread[gap_card] = (read, ((read, 0.47), (gap_card, 0.3), ("2S", 0.11)))
    table.faint[gap_card] = 0.20
    table.below.add(gap_card)
    table.arm = "top"
    table.run(0.3)
    table.cards.update({code: (x, 0.39) for code, x in ROW.items()})
    table.cards["8S"] = (0.37, 0.35)
    table.cards[gap_card] = GAP
    table.run(0.3)
    table.arm = None
    table.run(1.6)
    return table


def test_review119_gap_card_read_clearly_with_the_wrong_suit_a_moment() -> None:
    """Seat 2 lays 3♠ 4♥ 5♠ 6♠ 7♣ 8♠, the 7♣ faint in the gap, read 7♠ 0.20 (7♣ runner-up).
    It then reads 7♠ 0.21 (a card) for 0.2 s, then clearly as what it is, 7♣ 0.6, no arm
    over the table. The straight is 3♠ 4♥ 5♠ 6♠ 7♣ 8♠."""
    table = _row_with_a_faint_gap("7C", "7S")
    table.below.discard("7C")
    table.faint["7C"] = 0.21
    table.run(0.2)
    del table.misread["7C"]
    table.faint["7C"] = 0.6
    table.run(0.5)
    _settle(table, 3.0)
    assert _logged(table) == [(2, "3S 4H 5S 6S 7C 8S")]
    assert [p for p in plays(table.events)] in (
        [(2, "3S 4H 5S 6S 7C 8S")],
        [(2, "3S 4H 5S 6S 7S 8S")],  # (then corrected)
    )
