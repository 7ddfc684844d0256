import itertools
import math
import random

from datasets.gamescript import CARD_W, TABLE_BOX, _row, script_game
from rules.cards import CardSet


def _inside(x: float, y: float) -> bool:
    x1, y1, x2, y2 = TABLE_BOX
    return x1 - 1e-6 <= x <= x2 + 1e-6 and y1 - 1e-6 <= y <= y2 + 1e-6


def test_a_long_straight_from_a_side_seat_stays_on_the_table() -> None:
    """10604: seat 1 (left) led 3♠ to K♠, eleven cards in a column; laid as drawn, the 3♠
    lay off the frame's top (y 9) and the K♠ in the coached hand's zone (y 402). The row now
    lies inside TABLE_BOX, in its order, each card still a step apart."""
    script = script_game(10604, occluding_reaches=0.2, pushes=0.2)
    first = [p for p in script.placements if not p.in_hand and p.t_on < 5]
    assert CardSet(p.card for p in first) == CardSet.parse("3S 4D 5D 6S 7H 8D 9S 10H JS QS KS")
    assert all(_inside(p.cx, p.cy) for p in first)
    gaps = [math.hypot(b.cx - a.cx, b.cy - a.cy) for a, b in itertools.pairwise(first)]
    assert min(gaps) > 0.3 * CARD_W


def test_rows_that_fit_are_laid_as_drawn() -> None:
    """A row inside the table is neither slid nor closed up: the step is the one drawn, and
    the row is centred where it was aimed."""
    cards = CardSet.parse("3S 4D 5H")
    rng_a, rng_b = random.Random(3), random.Random(3)
    row = _row(cards, (320.0, 200.0), 0.0, rng_a)
    step = CARD_W * rng_b.uniform(0.42, 0.55)
    xs = [x for _, (x, _) in row]
    assert xs == [320.0 - step, 320.0, 320.0 + step]
    assert all(y == 200.0 for _, (_, y) in row)


def test_a_row_aimed_past_the_edge_is_slid_in_and_closed_up_when_too_long() -> None:
    cards = CardSet.parse("3S 4D 5H 6S 7C 8D 9H 10S JC QD KH AS")
    row = _row(cards, (600.0, 20.0), 90.0, random.Random(1))
    assert all(_inside(x, y) for _, (x, y) in row)
    ys = [y for _, (_, y) in row]
    assert ys == sorted(ys) and ys[-1] - ys[0] <= TABLE_BOX[3] - TABLE_BOX[1] + 1e-6


def test_a_play_that_takes_its_trick_as_it_lands_is_followed_by_a_lead() -> None:
    """16890 (clean): seat 1 went out with the 8♥ (seat 0 had passed, seat 2 was out), so
    seat 3's 9♦ took trick 6 as it landed, with no sweep; its 9♥ was the lead of trick 7, and
    the script says so. Every play is marked as leading exactly when its trick is not the
    previous play's."""
    script = script_game(16890)
    played = [e for e in script.events if e["type"] == "play"]
    nine = next(e for e in played if e["cards"] == ["9H"])
    assert (nine["seat"], nine["trick"], nine["leads_trick"]) == (3, 7, True)
    previous = None
    for event in played:
        assert event["leads_trick"] == (event["trick"] != previous), event
        previous = event["trick"]
