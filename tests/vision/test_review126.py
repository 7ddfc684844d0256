"""review126: scenes where the patched ``_weak_quick_lead`` (a group that may only be a lead
after everyone passed, arriving within ``ALL_PASS_S`` of the last play, is no card when
``_only_corners_read_anew`` holds) loses a real lead that ee8a7ab records. The trick's
winner leads at once and its card lands with its index on a corner of a card of the trick
(that card still read by its other corner), seen by one corner under ``LAID_CONF``, naming
that card among its readings or a related code; the only guard left is the lead seat's arm
moving its band more than 0.15, and a slow arm gives less (16890's real lead over a corner
of the card that took the trick: 0.07; 16395's arm: 0.003-0.14). The lead is then lost and
the next answer is taken on the trick before it. (Mended: the rule also needs nothing to
have moved for ``STILL_READ`` before the corner was first read, as in 16734.)"""

from __future__ import annotations

import pytest
from test_tracker import Table, _endgame_16890, plays

from vision.tracker import SeatLayout, TableTracker

# 16734's 10♠, led by seat 3 and seen whole by two corners a card's span apart
NEAR, FAR = (0.58, 0.47), (0.65, 0.55)


def _lead_on_a_corner(
    table: Table,
    side: str,
    energy: float,
    under: str,
    near: tuple[float, float],
    far: tuple[float, float],
    lead: str,
    reading: tuple[tuple[str, float], ...],
) -> None:
    """``side``'s arm, moving its band ``energy``, comes (0.3 s) and lays ``lead`` with its
    index over ``under``'s ``near`` corner (0.3 s), and goes. ``under`` is read from then on
    by its ``far`` corner only (0.7); ``lead`` by one corner only (its other corner not
    read), 0.6 with ``reading``."""
    table.arm, table.arm_energy = side, energy
    table.run(0.3)
    del table.corners[under], table.cards[under]
    table.extra = [
        (under, *far, 0.7, ((under, 0.95),), (), True),
        (lead, *near, 0.6, reading, (), True),
    ]
    table.run(0.3)
    table.arm, table.arm_energy = None, 1.0


def _trick_16734(energy: float, lead: str, reading: tuple, answer: str) -> list[tuple[int, str]]:
    """16734's trick: seat 3 leads the 10♠ (seen whole by its two corners), seat 0 passes,
    seat 1 answers Q♥, seat 2 K♣ (the others pass, not seen). 1.2 s after seat 2's arm left,
    seat 2's arm (moving its band ``energy``) comes back and leads ``lead`` with its index
    over the 10♠'s near corner; seat 3 answers with ``answer``."""
    table = Table(
        TableTracker(SeatLayout(players=4), first_game=False, leader=3), measure_motion=True
    )
    table.arm = "right"
    table.run(0.3)
    table.corners["10S"] = (NEAR, FAR)
    table.cards["10S"] = ((NEAR[0] + FAR[0]) / 2, (NEAR[1] + FAR[1]) / 2)
    table.run(0.3)
    table.arm = None
    table.run(1.5)
    table.play(1, "QH", pause=1.5)
    table.play(2, "KC", pause=1.2)
    _lead_on_a_corner(table, "top", energy, "10S", NEAR, FAR, lead, reading)
    table.run(1.5)
    table.play(3, answer, pause=2.0)
    table.events += table.tracker.flush()
    return plays(table.events)


@pytest.mark.parametrize("energy", [0.07, 0.14, 1.0])
def test_review126_the_winner_leads_a_real_king_on_the_ten_s_corner_with_a_slow_arm(
    energy: float,
) -> None:
    """16734's table, but seat 2 (the K♣ took the trick) really leads the K♠, its slow arm
    moving its band ``energy`` (0.07: 16890's winner leading over a corner of its trick
    card; 0.14: 16395's slowest arm at most); the K♠ is read exactly as 16734's misread was
    (K♠ 0.6, K♠ 0.81 / 10♠ 0.06 / A♠ 0.05, on the 10♠'s near corner, its far corner still
    read). Seat 3 answers the A♠. Plays: 10♠, Q♥, K♣, K♠ (seat 2), A♠ (seat 3). The patch
    loses the K♠ and takes the A♠ as seat 3's answer to the K♣. (1.0: a control, the
    arm_back case of the patch's own test; both right.)"""
    found = _trick_16734(energy, "KS", (("KS", 0.81), ("10S", 0.06), ("AS", 0.05)), "AS")
    assert found == [(3, "10S"), (1, "QH"), (2, "KC"), (2, "KS"), (3, "AS")], found


def test_review126_the_winner_leads_the_ten_of_clubs_on_the_ten_of_spades_corner() -> None:
    """16734's table; seat 2 leads the 10♣ with a slow arm (0.1), its index on the 10♠'s
    near corner, read clearly as itself (10♣ 0.6, 10♣ 0.9, no doubt toward the 10♠, but a
    code of the same rank and colour: ``_related``). Seat 3 answers Q♠. Plays: 10♠, Q♥, K♣,
    10♣ (seat 2), Q♠ (seat 3). The patch loses the 10♣, and the Q♠ is taken as seat 3's
    play on the K♣ (which it cannot beat)."""
    found = _trick_16734(0.1, "10C", (("10C", 0.9),), "QS")
    assert found == [(3, "10S"), (1, "QH"), (2, "KC"), (2, "10C"), (3, "QS")], found


HALF = (0.035, 0.04)  # (a card's corners, either side of its centre: 16734's span)


def _lay(table: Table, seat: int, code: str, center: tuple[float, float], pause: float) -> None:
    """``seat``'s arm lays ``code`` on ``center``, seen whole by its two corners."""
    table.arm = table.tracker.layout.sides[seat]
    table.run(0.3)
    (x, y), (dx, dy) = center, HALF
    table.corners[code] = ((x - dx, y - dy), (x + dx, y + dy))
    table.cards[code] = center
    table.run(0.3)
    table.arm = None
    table.run(pause)


@pytest.mark.parametrize("gap", [0.3, 0.9])
def test_review126_an_endgame_winner_leads_at_once_over_a_corner_with_16890s_slow_arm(
    gap: float,
) -> None:
    """16890's endgame (seat 2 out, seat 1 holding one card), each card seen whole by its two
    corners: seat 3 leads 6♦, seat 0 answers 7♦, seat 1 goes out with the 8♥, seat 3 plays
    the 9♥; seat 0 passes. ``gap`` seconds after seat 3's arm left, it comes back moving its
    band 0.07 (16890's measured arm) and leads the 5♥, its index over the 9♥'s near corner,
    read by one corner 0.6 (5♥ 0.81 / 9♥ 0.06 / 6♥ 0.05); seat 0 answers 10♠, seat 3 10♣.
    Plays: 6♦, 7♦, 8♥, 9♥, 5♥ (seat 3), 10♠, 10♣. The patch loses the 5♥, and 10♠ and
    10♣ silently go on the 9♥'s trick."""
    table = _endgame_16890()
    _lay(table, 3, "6D", (0.6, 0.52), 1.0)
    _lay(table, 0, "7D", (0.5, 0.6), 1.0)
    _lay(table, 1, "8H", (0.4, 0.5), 1.0)
    center = (0.54, 0.45)
    _lay(table, 3, "9H", center, gap)
    near = (center[0] - HALF[0], center[1] - HALF[1])
    far = (center[0] + HALF[0], center[1] + HALF[1])
    reading = (("5H", 0.81), ("9H", 0.06), ("6H", 0.05))
    _lead_on_a_corner(table, "right", 0.07, "9H", near, far, "5H", reading)
    table.run(1.5)
    _lay(table, 0, "10S", (0.5, 0.62), 1.5)
    _lay(table, 3, "10C", (0.62, 0.5), 2.0)
    table.events += table.tracker.flush()
    found = plays(table.events)
    expected = [(3, "6D"), (0, "7D"), (1, "8H"), (3, "9H"), (3, "5H"), (0, "10S"), (3, "10C")]
    assert found == expected, found
