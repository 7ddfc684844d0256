"""review125: scenes where 53cfee0's final rules give a wrong reading that 5860b0c got right.
``_split_joined`` runs before everything else that may explain a play the rules reject for
its likeliest seat: a single answering a genuine pair led in one motion (its card seen
late, joined) splits the pair, although 5860b0c completed that single into the pair it was
(a second card seen only faintly beside it, ``_faint_extends``; or one gone from the
coached hand with it, ``_complete``), which the split now skips (``not corrected``). The
faint-far-corner exemption in ``_corner_read_anew`` fires on any faint reading of the lone
corner's code a card's span away that is not on the played card: a K♣ of the trick whose
corner glints K♠ faintly makes a played A♠'s corner read anew as K♠ (read clearly the frame
before: 11201's case, which 5860b0c got right) a K♠ card of its own."""

from __future__ import annotations

import pytest
from test_review122 import _logged_since_sweep
from test_tracker import (
    FPS,
    SPOT,
    Table,
    _answered_whole_then_faint,
    _endgame_16890,
    _hand_corners,
    _read_king_as_the_ace_of_hearts_comes,
)

from vision.tracker import SeatLayout, TableTracker

# ---- _split_joined before the completion of the play that answers a genuine pair ----


def _genuine_pair_led(table: Table) -> None:
    """16890's endgame, review122's genuine pair: seat 3 leads 6♦, seat 0 passes, seat 1 goes
    out with the 8♥; seat 3 passes on it and leads the pair 9♦ 9♥ in one motion, the 9♥ seen
    0.6 s after the arm left (joined to the 9♦)."""
    table.play(3, "6D", pause=1.0)
    table.play(1, "8H", pause=1.0)
    table.hidden.add("9H")
    table.play(3, "9D 9H", pause=0.6)
    table.hidden.discard("9H")
    table.run(1.5)


@pytest.mark.parametrize("confidence", [0.12, 0.18])
def test_review125_a_pair_answered_by_a_pair_whose_second_card_is_read_only_faintly(
    confidence: float,
) -> None:
    """review122's genuine pair 9♦ 9♥ (its 9♥ seen late); seat 0 answers with the pair 10♠
    10♦, its 10♦ read only faintly (``confidence``, a faint sighting) beside the 10♠ from
    the moment it lands. Plays: 6♦, 8♥, 9♦ 9♥, 10♠ 10♦ (5860b0c completes the single 10♠
    with the faint 10♦; 53cfee0 splits the pair first: 9♦, 9♥, 10♠, the 10♦ lost)."""
    table = _endgame_16890()
    _genuine_pair_led(table)
    table.below.add("10D")
    table.faint["10D"] = confidence
    table.play(0, "10S 10D", pause=2.0)
    table.events += table.tracker.flush()
    found = _logged_since_sweep(table.tracker)
    assert found == [(3, "6D"), (1, "8H"), (3, "9D 9H"), (0, "10S 10D")], found


HAND_0 = ["5D", "7D", "8D", "JD", "QD", "KD", "3H", "5H", "6H", "7H", "10S", "10D", "10C"]


def test_review125_a_pair_answered_by_the_coached_seat_with_a_squared_pair_from_its_hand() -> None:
    """review122's genuine pair 9♦ 9♥ (its 9♥ seen late), the coached hand (seat 0, all 13
    cards read in the hand zone) holding 10♠ 10♦ 10♣. The coached arm lays the pair 10♠
    10♦ squared, the 10♦ under the 10♠ and never seen on the table; both leave the hand.
    Plays: 6♦, 8♥, 9♦ 9♥, 10♠ 10♦ (5860b0c puts in the 10♦ that left the hand with the
    10♠; 53cfee0 splits the pair first: 9♦, 9♥, 10♠, the 10♦ lost)."""
    table = _endgame_16890()
    table.extra = _hand_corners(HAND_0)
    table.run(1.0)
    _genuine_pair_led(table)
    table.hidden.add("10D")
    table.runners_up["10S"] = (("10S", 0.6), ("10D", 0.35))
    table.corners["10S"] = ((0.47, 0.57), (0.53, 0.67))
    table.arm = table.tracker.layout.sides[0]
    table.run(0.3)
    table.extra = _hand_corners([c for c in HAND_0 if c not in ("10S", "10D")])
    table.put(0, "10S 10D")
    table.run(0.3)
    table.arm = None
    table.run(2.0)
    table.events += table.tracker.flush()
    found = _logged_since_sweep(table.tracker)
    assert found == [(3, "6D"), (1, "8H"), (3, "9D 9H"), (0, "10S 10D")], found


# ---- _corner_read_anew: the faint-far-corner exemption fired by another card's glint ----


def _ace_read_anew_beside_a_king(
    glare: str | None, reading: tuple[float, float, float]
) -> list[tuple[int, str]]:
    """review124's first table with a K♣ led: seat 1 leads K♣, seat 2 answers the A♠ (seen
    whole), seat 3 the A♦; the A♠'s near corner is then read clearly (0.4) for a second,
    its far one 0.6. As the coached arm comes, the K♣'s corner, 0.15 from the A♠'s near
    corner, glints: read faintly (0.15; K♠ 0.5 / K♣ 0.4) as K♠, for that one frame
    (``glare``: "frame") or from then on ("steady"), or not (None). From the next frame the
    A♠'s near corner reads K♠ (``reading``: confidence, K♠, A♠), naming the A♠ where its
    far corner lies, which names the K♠ back. The coached arm lays the A♥."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    hand = _hand_corners(["3H", "6C", "8S", "9S", "JS", "KH", "AH", "2S"])
    table.extra = list(hand)
    table.run(1.0)
    table.play(1, "KC")
    x, y = SPOT[1]
    near, far = _answered_whole_then_faint(
        table, "AS", then=lambda: table.play(3, "AD"), near_read=0.4
    )
    table.arm = "bottom"
    if glare is not None:
        table.cards["KS"] = (x + 0.03, y - 0.05)
        table.below.add("KS")
        table.faint["KS"] = 0.15
        table.misread["KS"] = ("KS", (("KS", 0.5), ("KC", 0.4)))
    table.run(1 / FPS)
    if glare == "frame":
        table.cards.pop("KS", None)
    return _read_king_as_the_ace_of_hearts_comes(table, hand, near, far, reading)


@pytest.mark.parametrize("glare", [None, "frame", "steady"])
def test_review125_a_played_aces_corner_read_anew_as_a_king_while_the_led_kings_corner_glints(
    glare: str | None,
) -> None:
    """The A♠'s near corner, read clearly the frame before, read anew as K♠ 0.8 (K♠ 0.8 /
    A♠ 0.15: review124's 11201 reading) as the coached arm comes, while the led K♣'s
    corner, a card's span away and on no card of the A♠, reads faintly K♠ (a glint on
    another card, not the lone corner's far corner). Still the A♠'s corner read anew, no K♠
    laid: plays K♣, A♠, A♦, A♥. (None: a guard; 53cfee0 adds a K♠ of the coached seat with
    the glint. With 16707's K♠ 0.52 / A♠ 0.2 reading instead, 53cfee0 is right too.)"""
    found = _ace_read_anew_beside_a_king(glare, (0.8, 0.8, 0.15))
    assert found == [(1, "KC"), (2, "AS"), (3, "AD"), (0, "AH")], found
