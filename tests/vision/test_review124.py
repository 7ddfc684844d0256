"""review124: scenes where 9825376's two newest rules gave a wrong reading that 5860b0c got
right. ``_split_joined`` (a joined play split again when a later play is legal only so)
checked only that the split history was legal, not that the first play took its trick as
it landed: an answer with a card of its own seen late, or a bomb too weak for the pair it
falls on, split a genuine pair led in one motion; now the split needs the first to have
taken its trick. The faint-corner exemption in ``_corner_read_anew`` fired on any faint
reading of the code a card's span away, the played card's own far corner included; now not
on that card. (Left failing, so kept out: 16890's own endgame with a genuine pair 9♦ 9♥
led after a pass, its 9♥ seen late, answered by a pair 10♠ 10♦ whose 10♦ is seen late too:
the single 10♠ splits the pair before its 10♦ shows.)"""

from __future__ import annotations

import pytest
from test_tracker import (
    FPS,
    Table,
    _answered_whole_then_faint,
    _hand_corners,
    _read_king_as_the_ace_of_hearts_comes,
    plays,
)

from vision.tracker import SeatLayout, TableTracker


@pytest.mark.parametrize("late", [0.3, 0.6])
def test_review124_a_pair_answered_by_a_pair_both_with_a_card_seen_late(late: float) -> None:
    """Mid-game, all seats holding cards: seat 0 leads the pair 9♦ 9♥ in one motion, the 9♥
    seen ``late`` seconds after the arm left (joined: review122). Seat 1 answers the pair
    10♠ 10♦, its 10♦ too seen ``late`` (the single 10♠ breaks the rules on a pair until
    its 10♦ shows). Plays: 9♦ 9♥, 10♠ 10♦ (not 9♦, then a 9♥ led by seat 0 after three
    passes in no time, a 10♠ on it and seat 2's 10♦). (0.3: the 10♦ shows while the play
    settles; a guard.)"""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=0))
    table.run(1.0)
    table.hidden.add("9H")
    table.play(0, "9D 9H", pause=late)
    table.hidden.discard("9H")
    table.run(1.5)
    table.hidden.add("10D")
    table.play(1, "10S 10D", pause=late)
    table.hidden.discard("10D")
    table.run(2.0)
    table.events += table.tracker.flush()
    found = plays(table.tracker.events)
    assert found == [(0, "9D 9H"), (1, "10S 10D")], found


def _ace_read_anew_as_king(
    far_read: str | None, near_read: str, reading: tuple[float, float, float]
) -> list[tuple[int, str]]:
    """16707's table: seat 1 leads 8♣, seat 2 answers the A♠ (seen whole), seat 3 the A♦;
    then the A♠ is read by its corners apart for a second: the far one 0.6, the near one
    ``near_read`` ("clearly": 0.4; "faintly": 0.15, a faint sighting, 16707). As the
    coached arm comes, for one frame (``far_read``) the A♠'s far corner is also read
    faintly (0.15) as K♠ beside its A♠ reading ("A♠ and K♠ faintly"), or only so ("K♠
    faintly"), or not (None); from the next frame the near corner reads K♠ (``reading``:
    confidence, K♠, A♠), naming the A♠ where its far corner lies, which names the K♠ back.
    The coached arm lays the A♥ (gone from its hand). Returns the plays reported."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=1))
    hand = _hand_corners(["3H", "6C", "8S", "9S", "JS", "KH", "AH", "2S"])
    table.extra = list(hand)
    table.run(1.0)
    table.play(1, "8C")
    near_conf = 0.15 if near_read == "faintly" else 0.4
    near, far = _answered_whole_then_faint(
        table, "AS", then=lambda: table.play(3, "AD"), near_read=near_conf
    )
    table.arm = "bottom"
    # (one frame: the far corner read faintly K♠)
    if far_read == "K♠ faintly":
        table.extra = list(hand)
    if far_read is not None:
        table.cards["KS"] = far
        table.below.add("KS")
        table.faint["KS"] = 0.15
    table.run(1 / FPS)
    table.cards.pop("KS", None)
    return _read_king_as_the_ace_of_hearts_comes(table, hand, near, far, reading)


@pytest.mark.parametrize("far_read", [None, "A♠ and K♠ faintly", "K♠ faintly"])
def test_review124_a_played_aces_corner_read_anew_surely_its_far_corner_faintly_so_too(
    far_read: str | None,
) -> None:
    """11201's reading anew on 16707's table: the A♠'s near corner, read clearly (0.4) the
    frame before, reads K♠ 0.8 (K♠ 0.8 / A♠ 0.15) as the coached arm comes, naming the A♠
    whose far corner is read there. The frame before, the far corner was read faintly as K♠
    too (the same glare, a card's span from the near corner, on the A♠'s own far corner):
    still the A♠'s corner read anew, no K♠ laid. Plays 8♣, A♠, A♦, A♥."""
    found = _ace_read_anew_as_king(far_read, "clearly", (0.8, 0.8, 0.15))
    assert found == [(1, "8C"), (2, "AS"), (3, "AD"), (0, "AH")], found


@pytest.mark.parametrize("far_read", [None, "A♠ and K♠ faintly", "K♠ faintly"])
def test_review124_16707_with_the_far_corner_read_faintly_as_the_king_a_frame_before(
    far_read: str | None,
) -> None:
    """16707 itself (near corner faint, K♠ 0.52 / A♠ 0.2), the far corner read faintly K♠
    the frame before (``far_read``). Fails on 5860b0c in every case (16707 is 929f1b5's);
    passes on 929f1b5 in all three; 9825376 loses it once the faint K♠ is there (review)."""
    found = _ace_read_anew_as_king(far_read, "faintly", (0.52, 0.73, 0.2))
    assert found == [(1, "8C"), (2, "AS"), (3, "AD"), (0, "AH")], found


@pytest.mark.parametrize("bomb", ["7S 7C 7D 7H", "5S 5H 6S 6H 7S 7H"])
def test_review124_a_pair_of_twos_led_with_a_card_seen_late_then_a_bomb_too_weak_for_it(
    bomb: str,
) -> None:
    """Mid-game, all seats holding cards: seat 0 leads the pair 2♠ 2♥ in one motion, the 2♥
    seen 0.6 s after the arm left, beside the 2♠ (joined, review122). Seat 1, in turn,
    bombs it with ``bomb``: a four of a kind (which this table's house rules do not let
    beat a pair of 2s) or three pairs in sequence (which need a single 2). The bomb breaks
    the rules; that does not make the pair of 2s two plays (2♠, then, after three passes in
    no time, seat 0 leading its 2♥ alone): the log keeps 2♠ 2♥ as one play."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=0))
    table.run(1.0)
    table.hidden.add("2H")
    table.play(0, "2S 2H", pause=0.6)
    table.hidden.discard("2H")
    table.run(1.5)
    table.play(1, bomb, pause=3.0)
    table.events += table.tracker.flush()
    logged = [(e.seat, " ".join(e.cards.codes())) for e in table.tracker.plays()]
    assert logged[0] == (0, "2S 2H"), (logged, plays(table.events))
