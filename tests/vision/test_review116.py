"""helper-116's review: scenes for 95dfee7 (_strayed_runners_up(whole_too=True) in
_complete_with_swept) and 9afa803 (_trick_twins in _complete's last tier)."""

from __future__ import annotations

import pytest
from test_tracker import SPOT, Table, _land_as, plays

from vision.tracker import FaultEvent, SeatLayout, TableTracker

# ---------------------------------------------------------------------------------------------
# 95dfee7: a trick card seen whole, read off its spot by one corner, completes a rejected play


def _pairs_trick() -> tuple[Table, float, float]:
    """16726's trick: seat 0 leads 6♣ 6♦, seat 1 answers 8♠ 8♣ (all seen whole); seat 2's
    arm comes. Returns the table and where the 6♦ lies."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=0))
    table.play(0, "6C 6D")
    table.play(1, "8S 8C")
    x6, y6 = table.cards["6D"]
    table.arm = table.tracker.layout.sides[2]
    table.run(0.3)
    return table, x6, y6


def _settle(table: Table) -> list:
    table.run(0.3)
    table.arm = None
    table.run(3.0)
    table.events += table.tracker.flush()
    return plays(table.tracker.events)


@pytest.mark.parametrize("runner_up", [0.40, 0.10])
def test_review116_a_trick_card_pushed_under_a_lone_single_is_not_its_pair(
    runner_up: float,
) -> None:
    """Seat 2 really lays a lone 8♥ on the pair 8♠ 8♣ (a fault: a single cannot answer a
    pair). The 8♥ is slid in beside the pile, not on the 6♦, and pushes the 6♦ 0.13 ahead
    of it, where it ends half under the 8♥: read by one corner, 6♦ 0.53 with 8♦ as its
    runner-up (``runner_up``; a 6 and an 8 half hidden). Nothing lies where the 6♦ lay:
    it was pushed, not covered. No 8♦ is on the table: the lone 8♥ stays a fault (as on
    the parent of 95dfee7)."""
    table, x6, y6 = _pairs_trick()
    table.cards["6D"] = (x6 + 0.12, y6 + 0.05)
    table.cards["8H"] = (x6 + 0.14, y6 + 0.07)
    table.misread["6D"] = ("6D", (("6D", 0.53), ("8D", runner_up)))
    table.faint["6D"] = 0.33
    found = _settle(table)
    assert found[:2] == [(0, "6C 6D"), (1, "8S 8C")]
    assert (2, "8D 8H") not in found
    assert any(isinstance(e, FaultEvent) for e in table.events)


# ---------------------------------------------------------------------------------------------
# 9afa803: _trick_twins, a trick card seen whole only as the play came


@pytest.mark.parametrize("where", ["own_spot", "on_pile"])
@pytest.mark.parametrize("runner_up", [0.28, 0.1])
def test_review116_a_trick_cards_own_far_corner_uncovered_as_a_single_lands_is_no_twin(
    runner_up: float, where: str
) -> None:
    """Seat 3 leads K♠ K♦ on its spot, the K♦ laid over the K♠'s far corner: the K♠ is seen
    by one corner. Seat 1 really lays a lone K♥ (a fault: a single cannot answer a pair),
    on its own spot, 0.24 away (``own_spot``), or on the pile, 0.05 below the K♠'s far
    corner (``on_pile``). As its arm reaches across, the pile is nudged and the
    K♠'s own far corner shows: the K♠ is seen whole, K♠ 0.70 / K♣ ``runner_up`` (spades
    and clubs alike). Nothing lies by the K♥ but the K♥ (and the pile); no K♣ is on the
    table: the lone K♥ stays a fault (as on the parent of 9afa803), not K♣ K♥ with a K♣
    put on the pile."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=3))
    near, far = (0.605, 0.475), (0.635, 0.525)
    table.corners["KS"] = (near,)
    table.runners_up["KS"] = (("KS", 0.95), ("KC", 0.04))
    _land_as(table, 3, {"KS": near, "KD": (0.65, 0.5)})
    table.arm = "left"
    table.run(0.3)
    table.cards["KH"] = SPOT[1] if where == "own_spot" else (0.65, 0.575)
    table.corners["KS"] = (near, far)
    table.runners_up["KS"] = (("KS", 0.70), ("KC", runner_up))
    found = _settle(table)
    assert found[0] == (3, "KS KD")
    assert (1, "KC KH") not in found
    assert any(isinstance(e, FaultEvent) for e in table.events)


@pytest.mark.parametrize("wait", [1.0, 5.0])
def test_review116_a_straights_middle_card_laid_late_is_not_replaced_by_a_trick_twin(
    wait: float,
) -> None:
    """Seat 3 leads Q♦ K♠ A♣, the K♠ seen by one corner (the A♣ over its far corner). Seat 1
    lays Q♠ and A♦ on its own spot, a gap between them, its arm reaching across nudging
    the pile so that the K♠'s own far corner shows (K♠ whole, K♠ 0.70 / K♣ 0.28); the arm
    goes, and ``wait`` seconds later comes back with the K♥ for the gap. Seat 1 played
    Q♠ K♥ A♦; no K♣ is on the table."""
    table = Table(TableTracker(SeatLayout(players=4), first_game=False, leader=3))
    near, far = (0.62, 0.475), (0.65, 0.525)
    table.corners["KS"] = (near,)
    table.runners_up["KS"] = (("KS", 0.95), ("KC", 0.04))
    _land_as(table, 3, {"QD": (0.60, 0.5), "KS": near, "AC": (0.66, 0.5)})
    x, y = SPOT[1]
    table.arm = "left"
    table.run(0.3)
    table.cards.update({"QS": (x, y), "AD": (x + 0.06, y)})
    table.corners["KS"] = (near, far)
    table.runners_up["KS"] = (("KS", 0.70), ("KC", 0.28))
    table.run(0.3)
    table.arm = None
    table.run(wait)
    table.arm = "left"
    table.run(0.3)
    table.cards["KH"] = (x + 0.03, y)
    found = _settle(table)
    assert found[0] == (3, "QD KS AC")
    assert found[1:] == [(1, "QS KH AD")]
