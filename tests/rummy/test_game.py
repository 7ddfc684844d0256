"""Game flow: deals, draws, discards, going out with the extra turn, declaring, scores."""

from __future__ import annotations

import random

import pytest

from rules.rummy import (
    JOKER,
    STANDARD_DECK,
    IllegalRummyMoveError,
    IndianRummyRules,
    IndianScoreboard,
    InvalidRummyRulesError,
    RummyCard,
    RummyDeal,
    ThirteenRummyGame,
    ThirteenRummyRules,
    parse_cards,
    parse_hand,
)
from rules.rummy.solver import _solve


def cards(text: str) -> list[RummyCard]:
    return list(parse_hand(text))


@pytest.mark.parametrize("round", range(1, 12))
@pytest.mark.parametrize("players", [2, 4])
def test_thirteen_rummy_deal(round: int, players: int) -> None:
    deal = RummyDeal.start("thirteen_rummy", players=players, round=round, dealer=1, seed=round)
    decks = 1 if players == 2 else 2
    assert [len(h) for h in deal.hands] == [round + 2] * players
    assert deal.wild_rank == round + 2 and deal.turn == 2 % players and deal.phase == "draw"
    assert len(deal.stock) == 52 * decks - players * (round + 2) - 1
    assert len(deal.discard_pile) == 1
    everything = [c for h in deal.hands for c in h] + deal.stock + deal.discard_pile
    assert sorted(everything) == sorted(list(STANDARD_DECK) * decks)


def test_indian_deal_turns_up_the_wild_rank() -> None:
    deal = RummyDeal.start("indian", players=3, seed=4)
    assert [len(h) for h in deal.hands] == [13, 13, 13]
    assert deal.wild_card is not None and deal.stock[0] is deal.wild_card
    assert deal.wild_rank == (1 if deal.wild_card.is_joker else deal.wild_card.rank)
    assert len(deal.stock) + 39 + 1 == 106  # two decks and two printed jokers
    # A printed joker turned up makes aces wild.
    for seed in range(500):
        deal = RummyDeal.start("indian", players=2, seed=seed)
        if deal.wild_card is JOKER:
            assert deal.wild_rank == 1
            break
    else:
        pytest.fail("no joker turned up in 500 deals")


def test_deal_errors() -> None:
    with pytest.raises(InvalidRummyRulesError, match="round"):
        RummyDeal.start("thirteen_rummy", players=2)
    with pytest.raises(InvalidRummyRulesError, match="2 to 6 players"):
        RummyDeal.start("indian", players=7)
    with pytest.raises(InvalidRummyRulesError, match="cannot deal"):
        RummyDeal.start("thirteen_rummy", players=4, round=11, rules={"decks": 1})
    with pytest.raises(InvalidRummyRulesError, match="numbered rounds"):
        RummyDeal.start("indian", players=2, round=3)


def _thirteen_deal() -> RummyDeal:
    """Round 1 (3s wild), three players, seat 1 to move; the stock's top card is 3♦."""
    return RummyDeal(
        rules=ThirteenRummyRules(),
        hands=[cards("5C 9D KH"), cards("AS 2S 9H"), cards("7S 7H QD")],
        stock=[RummyCard.parse(c) for c in ("4D", "8C", "JS", "3D")],  # top card last
        discard_pile=cards("10C"),
        wild_rank=3,
        round=1,
        dealer=0,
        turn=1,
    )


def test_draw_discard_and_illegal_moves() -> None:
    deal = _thirteen_deal()
    deal.stock = [RummyCard.parse(c) for c in ("4D", "8C", "JS", "KC")]
    with pytest.raises(IllegalRummyMoveError, match="seat 1 must draw"):
        deal.discard("9H")
    assert deal.draw("stock") == RummyCard.parse("KC")
    with pytest.raises(IllegalRummyMoveError, match="must discard"):
        deal.draw("discard")
    with pytest.raises(IllegalRummyMoveError, match="does not hold QH"):
        deal.discard("QH")
    with pytest.raises(IllegalRummyMoveError, match="cannot go out"):
        deal.go_out("KC")
    deal.discard("KC")
    assert deal.turn == 2 and deal.discard_top == RummyCard.parse("KC")
    assert deal.draw("discard") == RummyCard.parse("KC") and deal.discard_top == RummyCard.parse(
        "10C"
    )
    deal.discard("QD")
    assert deal.seen_in_discard() == {
        RummyCard.parse("10C"): 1,
        RummyCard.parse("KC"): 1,
        RummyCard.parse("QD"): 1,
    }
    assert [e.kind for e in deal.history] == ["draw_stock", "discard", "draw_discard", "discard"]


def test_going_out_gives_the_others_one_more_turn() -> None:
    deal = _thirteen_deal()
    deal.stock = [RummyCard.parse(c) for c in ("4D", "8C", "JS", "3D")]
    deal.draw("stock")  # seat 1 draws the wild 3♦: A♠ 2♠ 3♦ is a run
    arrangement = deal.go_out("9H")
    assert arrangement.valid_declaration and deal.out == [1]
    assert deal.turn == 2 and deal.phase == "draw" and not deal.over
    deal.draw("discard")  # seat 2 takes the 9♥ …
    deal.discard("QD")
    assert deal.turn == 0 and not deal.over
    deal.draw("stock")  # seat 0 draws J♠
    deal.discard("JS")
    assert deal.over and deal.scores == [5 + 9 + 10, 0, 7 + 7 + 9]
    with pytest.raises(IllegalRummyMoveError, match="the deal is over"):
        deal.draw("stock")


def test_going_out_without_the_extra_turn() -> None:
    deal = _thirteen_deal()
    deal.rules = ThirteenRummyRules(extra_turn=False)
    deal.stock = [RummyCard.parse("3D")]
    deal.draw("stock")
    deal.go_out("9H")
    assert deal.over and deal.scores == [24, 0, 24]


def test_empty_stock_is_refilled_from_the_discard_pile() -> None:
    deal = _thirteen_deal()
    deal.stock = []
    deal.discard_pile = list(parse_cards("4D 8C JS"))  # J♠ on top
    deal.rng = random.Random(0)
    card = deal.draw("stock")
    assert card in cards("4D 8C") and len(deal.discard_pile) == 1
    assert deal.discard_top == RummyCard.parse("JS")


def _indian_deal(declarer_hand: str) -> RummyDeal:
    return RummyDeal(
        rules=IndianRummyRules(),
        hands=[cards(declarer_hand), cards("2C 3D 5S 6H 8C 9D JS QH KC 4D 7S 10H AC")],
        stock=cards("QC"),
        discard_pile=cards("2H"),
        wild_rank=7,
        turn=0,
    )


def test_indian_declaration() -> None:
    deal = _indian_deal("AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD KC")
    deal.draw("stock")
    arrangement = deal.declare("QC")
    assert arrangement.valid_declaration and deal.over
    other = _solve(tuple(deal.hands[1]), IndianRummyRules(), 7, 0).penalty
    assert deal.scores == [0, other] and other == 80


def test_indian_wrong_declaration_costs_80() -> None:
    deal = _indian_deal("AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD 9C")
    deal.draw("stock")
    arrangement = deal.declare("QC")
    assert not arrangement.valid_declaration and deal.over
    assert deal.scores == [80, 0]
    assert deal.history[-1].kind == "wrong_declaration"


def _bot_turn(deal: RummyDeal) -> None:
    """Draw from the stock, then go out if possible, else throw the solver's discard."""
    deal.draw("stock")
    best = deal.arrangement(deal.turn)
    assert best.discard is not None
    if best.valid_declaration:
        deal.go_out(best.discard)
    else:
        deal.discard(best.discard)


def test_a_whole_game_of_thirteen_rummy() -> None:
    game = ThirteenRummyGame(players=3, seed=11)
    with pytest.raises(IllegalRummyMoveError, match="not over"):
        game.next_round()
    dealers = []
    for round in range(1, 12):
        assert game.round == round and game.deal.wild_rank == round + 2
        dealers.append(game.deal.dealer)
        turns = 0
        while not game.deal.over:
            _bot_turn(game.deal)
            turns += 1
            assert turns < 2000
        assert game.deal.scores is not None and min(game.deal.scores) == 0
        game.next_round()
    assert game.over and dealers == [0, 1, 2] * 3 + [0, 1]
    totals = game.scoreboard.totals
    assert totals == [sum(d[s] for d in game.scoreboard.deals) for s in range(3)]
    assert game.winners() == [s for s in range(3) if totals[s] == min(totals)]
    with pytest.raises(IllegalRummyMoveError, match="over"):
        game.next_round()


def test_points_rummy_settlement() -> None:
    board = IndianScoreboard(3)
    board.add_deal([0, 30, 80])
    assert board.over and board.winners() == [0]
    assert board.settlement() == [110, -30, -80]
    with pytest.raises(IllegalRummyMoveError, match="over"):
        board.add_deal([0, 0, 0])


def test_pool_rummy_eliminates_at_the_limit() -> None:
    board = IndianScoreboard(3, IndianRummyRules(scoring="pool", pool_limit=101))
    board.add_deal([0, 80, 60])
    board.add_deal([21, 0, 40])  # seat 2 reaches 100: still in
    assert board.eliminated() == [] and not board.over
    board.add_deal([0, 21, 1])  # seat 1 reaches 101, seat 2 101: both out
    assert board.eliminated() == [1, 2] and board.over and board.winners() == [0]


def test_pool_rummy_out_players_score_nothing() -> None:
    board = IndianScoreboard(3, IndianRummyRules(scoring="pool", pool_limit=101))
    board.add_deal([0, 101, 20])
    assert board.active() == [0, 2] and not board.over
    with pytest.raises(IllegalRummyMoveError, match="out of the pool"):
        board.add_deal([0, 5, 0])


def test_deals_rummy() -> None:
    board = IndianScoreboard(2, IndianRummyRules(scoring="deals", deals=2))
    board.add_deal([0, 40])
    assert not board.over
    board.add_deal([50, 0])
    assert board.over and board.totals == [50, 40] and board.winners() == [1]
    with pytest.raises(InvalidRummyRulesError):
        IndianScoreboard(2).add_deal([0, -1])
