from __future__ import annotations

import random

import pytest

from rules import (
    FULL_DECK,
    CardSet,
    Game,
    HouseRules,
    IllegalPlayError,
    InvalidNotationError,
    Pass,
    Play,
    Series,
    instant_win,
    is_valid_opening,
    parse_cards,
)


def small_game(hands: list[str], leader: int = 0, **rules: object) -> Game:
    return Game(
        len(hands),
        hands=hands,
        first_game=False,
        leader=leader,
        house_rules=HouseRules(**rules),  # type: ignore[arg-type]
    )


def test_deal_is_seeded_and_complete() -> None:
    a, b = Game.deal(4, seed=7), Game.deal(4, seed=7)
    assert a.hands == b.hands
    assert Game.deal(4, seed=8).hands != a.hands
    union = CardSet()
    for hand in a.hands:
        assert hand is not None and len(hand) == 13
        union |= hand
    assert union == FULL_DECK


def test_first_game_opener_holds_three_of_spades() -> None:
    game = Game.deal(4, seed=3)
    opener = game.turn
    assert opener is not None and parse_cards("3S") <= game.hands[opener]  # type: ignore[operator]
    plays = game.legal_plays()
    assert plays and all(parse_cards("3S") <= p.cards for p in plays)
    other = next(c for c in game.hands[opener] if c.code != "3S")  # type: ignore[union-attr]
    ok, reason = game.check(Play(opener, CardSet([other])))
    assert not ok and "must contain 3♠" in reason


@pytest.mark.parametrize("players", [2, 3])
def test_two_or_three_players_lowest_card_opens(players: int) -> None:
    for seed in range(200):
        game = Game.deal(players, seed=seed)
        dealt = CardSet()
        for hand in game.hands:
            dealt |= hand  # type: ignore[operator]
        lowest = min(dealt)
        assert game.required == lowest
        assert lowest in game.hands[game.turn]  # type: ignore[index,operator]
        if lowest.code != "3S":
            assert all(lowest in p.cards for p in game.legal_plays())
            return
    pytest.fail("no deal without 3♠ found")


def test_opening_min_straight() -> None:
    hr = HouseRules(opening_min_straight=5)
    assert not is_valid_opening("3S 4D 5C", hr)
    assert is_valid_opening("3S 4D 5C 6C 7H", hr)
    assert is_valid_opening("3S", hr)
    assert not is_valid_opening("4S 5S 6S", HouseRules())
    assert is_valid_opening("4S 5S 6S", HouseRules(require_3s_first_play=False))


def test_turns_passes_and_trick_win() -> None:
    game = small_game(["3S 9S 2H", "4S 10S 5C", "5S JS 6C", "6S QS 7C"])
    game.play("3S")
    assert game.turn == 1
    game.play("4S")
    game.pass_turn()  # seat 2
    game.play("6S")  # seat 3
    assert game.turn == 0
    game.pass_turn()  # seat 0
    assert game.turn == 1  # seat 2 passed: skipped
    game.pass_turn()  # seat 1
    assert game.table is None and game.turn == 3 and game.trick == 1
    with pytest.raises(IllegalPlayError, match="leads this trick and cannot pass"):
        game.pass_turn()


def test_passed_player_cannot_come_back_when_pass_is_final() -> None:
    game = small_game(["3S 9S", "4S 10S", "5S JS"])
    game.play("3S")
    game.pass_turn()  # seat 1
    game.play("5S")  # seat 2
    game.play("9S")  # seat 0; seat 1 is skipped
    assert game.turn == 2


def test_soft_pass_lets_a_player_come_back() -> None:
    game = small_game(["3S 9S 2D", "4S 10S 5D", "5S JS 6D"], pass_is_final=False)
    game.play("3S")
    game.pass_turn()  # seat 1
    game.play("5S")  # seat 2
    game.play("9S")  # seat 0
    assert game.turn == 1
    game.play("10S")
    assert game.table_owner == 1


def test_lead_after_trick_winner_went_out() -> None:
    game = small_game(["3S 4C", "9S", "5S", "6S"])
    game.play("3S")  # seat 0
    game.play("9S")  # seat 1 goes out
    assert game.finished == (1,)
    game.pass_turn()  # seat 2
    game.pass_turn()  # seat 3
    game.pass_turn()  # seat 0
    # seat 1 won the trick but is out: the next seat still in, clockwise, leads.
    assert game.table is None and game.turn == 2
    assert game.points() == [1, 0, 1, 1]


def test_bomb_out_of_turn_on_a_single_two() -> None:
    game = small_game(["3S 2H KD", "4S 5S", "6S 6C 6D 6H 8S", "7S 9S"])
    game.play("3S")
    game.pass_turn()  # seat 1
    game.pass_turn()  # seat 2 passes on 3♠ ...
    game.play("7S")  # seat 3
    game.play("2H")  # seat 0
    assert game.turn == 3
    assert [str(p) for p in game.legal_plays(2)] == ["6♠ 6♣ 6♦ 6♥"]
    game.push(Play(2, parse_cards("6S 6C 6D 6H")))  # ... and still bombs out of turn
    assert game.history[-1].out_of_turn
    assert game.table_owner == 2 and game.turn == 3
    with pytest.raises(IllegalPlayError, match="not seat 1's turn"):
        game.push(Play(1, parse_cards("5S")))


def test_out_of_turn_only_for_bombs_on_a_two() -> None:
    game = small_game(["3S AH", "4S 5S", "6S 6C 6D 6H 8S", "7S 9S"])
    game.play("3S")
    assert game.turn == 1
    assert not game.is_legal(Play(2, parse_cards("6S 6C 6D 6H")))
    assert game.legal_plays(2) == []


def test_finishing_order_and_points() -> None:
    game = small_game(["3S", "4S 2S 2C", "5S 6H", "7S 8D 2D"], two_penalty=3)
    game.play("3S")  # seat 0 out at once
    assert game.points() == [0, 1 + 3 + 3, 2, 2 + 3]
    game.play("4S")
    game.play("5S")
    game.play("7S")
    game.pass_turn()  # seat 1
    game.pass_turn()  # seat 2
    assert game.turn == 3
    game.play("8D")
    game.play("2C")
    game.pass_turn()  # seat 2
    game.pass_turn()  # seat 3
    game.play("2S")  # seat 1 out second
    assert game.finished == (0, 1)
    game.pass_turn()  # seat 2
    game.pass_turn()  # seat 3
    assert game.turn == 2 and game.table is None
    game.play("6H")  # seat 2 leads and goes out third; seat 3 last
    assert game.finished == (0, 1, 2, 3) and game.is_over and game.turn is None
    with pytest.raises(IllegalPlayError, match="game is over"):
        game.pass_turn(3)


def test_errors_say_why() -> None:
    game = small_game(["3S 4S 9H", "3C 6S", "7S 8S"])
    with pytest.raises(IllegalPlayError, match="does not hold 5♠"):
        game.play("5S")
    with pytest.raises(IllegalPlayError, match="not a valid combination"):
        game.play("3S 9H")
    game.play("4S")
    with pytest.raises(IllegalPlayError, match="lower single"):
        game.push(Play(1, parse_cards("3C")))
    with pytest.raises(IllegalPlayError, match="not seat 0's turn"):
        game.push(Play(0, parse_cards("9H")))
    with pytest.raises(IllegalPlayError, match="at least one card"):
        game.push(Play(1, CardSet()))
    with pytest.raises(IllegalPlayError, match="no seat 7"):
        game.push(Pass(7))


def test_undo_restores_everything() -> None:
    game = Game.deal(4, seed=11)
    before = (game.hands, game.turn, game.cards_left, game.history)
    game.push(Play(game.turn, game.legal_plays()[0].cards))  # type: ignore[arg-type]
    game.pass_turn()
    game.pop()
    game.pop()
    assert (game.hands, game.turn, game.cards_left, game.history) == before
    with pytest.raises(IllegalPlayError, match="nothing to undo"):
        game.pop()


def test_unknown_hands_track_counts() -> None:
    game = Game(4)  # hands unknown: a game watched through the camera
    assert game.turn is None
    with pytest.raises(IllegalPlayError, match="must contain 3♠"):
        game.push(Play(2, parse_cards("4S")))
    game.push(Play(2, parse_cards("3S 4D 5C")))
    assert game.turn == 3 and game.cards_left == (13, 13, 10, 13)
    with pytest.raises(IllegalPlayError, match="already played"):
        game.push(Play(3, parse_cards("4D 5H 6H")))
    game.push(Play(3, parse_cards("4S 5D 6H")))
    assert game.count().twos_out == FULL_DECK.of_rank(12)


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("2S 2C 2D 2H 3S 4S 5S 6S 7S 8S 9S 10S JS", "four_twos"),
        ("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2H", "dragon"),
        ("3S 3C 4S 4C 6S 6C 8S 8C 9S 9C JS JD 2H", "six_pairs"),
        ("3S 3C 3D 3H 6S 6C 8S 8C 9S 9C JS JD 2H", "six_pairs"),
        ("3S 3C 4S 4C 6S 6C 8S 8C 9S 9C JS QD 2H", None),
    ],
)
def test_instant_wins(hand: str, expected: str | None) -> None:
    assert instant_win(hand) == expected


def test_instant_win_switch_and_claim() -> None:
    hand = "2S 2C 2D 2H 3S 4S 5S 6S 7S 8S 9S 10S JS"
    assert instant_win(hand, HouseRules(instant_wins=frozenset({"dragon"}))) is None
    game = Game(2, hands=[hand, "3C 4C"])
    assert game.instant_wins() == {0: "four_twos"}
    game.claim_instant_win(0)
    assert game.is_over and game.winner == 0 and game.points() == [0, 2]


def test_bad_setup_is_rejected() -> None:
    with pytest.raises(IllegalPlayError):
        Game(5)
    with pytest.raises(InvalidNotationError, match="dealt to two seats"):
        Game(2, hands=["3S 4S", "4S"])
    with pytest.raises(IllegalPlayError, match="2 players need 2 hands"):
        Game(2, hands=["3S"])


def test_observation_hides_other_hands() -> None:
    game = Game.deal(4, seed=5)
    seat = game.turn
    assert seat is not None
    game.push(Play(seat, game.legal_plays()[0].cards))
    obs = game.observation((seat + 1) % 4)
    assert obs.hand == game.hands[(seat + 1) % 4]
    assert not hasattr(obs, "hands")
    assert len(obs.unseen) == 52 - 13 - len(game.played)
    game.pass_turn()
    passes = game.observation(seat).passes_on()
    assert passes[(seat + 1) % 4] == [game.history[0].combination]


def test_series_scores_and_leader() -> None:
    series = Series(players=4, games=3, point_limit=None)
    rng = random.Random(1)
    while not series.is_over:
        game = series.new_game(rng=rng)
        assert game.first_game == (not series.results)
        if series.results:
            assert game.turn == series.last_winner
        _play_randomly(game, rng)
        series.record(game)
    assert len(series.results) == 3
    assert series.totals == [sum(r[s] for r in series.results) for s in range(4)]


def _play_randomly(game: Game, rng: random.Random) -> None:
    while not game.is_over:
        plays = game.legal_plays()
        if game.table is not None and (not plays or rng.random() < 0.3):
            game.pass_turn()
        else:
            game.push(Play(game.turn, rng.choice(plays).cards))  # type: ignore[arg-type]


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_invariants(block: int) -> None:
    """300 seeded games per block (3,000 in all), every house-rule flavour, 2–4 players."""
    flavours = [
        HouseRules(),
        HouseRules(pass_is_final=False),
        HouseRules(bombs=False, suit_order="SCHD"),
    ]
    for i in range(300):
        seed = block * 1000 + i
        rng = random.Random(seed)
        players = 2 + seed % 3
        hr = flavours[seed % 3]
        game = Game.deal(players, seed=seed, house_rules=hr)
        dealt = [h for h in game.hands]
        _play_randomly(game, rng)
        # every place decided, each seat once
        assert sorted(game.finished) == list(range(players))
        # cards conserved: every dealt card played exactly once
        played = [c for t in game.history if t.combination for c in t.combination.cards]
        assert len(played) == len(set(played))
        last = game.finished[-1]
        assert CardSet(played) | game.hands[last] == CardSet(c for h in dealt for c in h)  # type: ignore[union-attr, operator]
        # points: winner 0, others by their cards when the winner went out
        points = game.points()
        assert points is not None and points[game.winner] == 0  # type: ignore[index]
        assert all(p > 0 for s, p in enumerate(points) if s != game.winner)
        # each seat's count = dealt minus what it played
        for seat in range(players):
            mine = sum(
                t.combination.length for t in game.history if t.combination and t.seat == seat
            )
            assert game.cards_left[seat] == len(dealt[seat]) - mine  # type: ignore[arg-type]
