"""The exact endgame solver agrees with a brute-force search over the rules core's Game."""

from __future__ import annotations

import random

import pytest

from rules import CardSet, Game, HouseRules, Pass, Play
from rules.coach import EndgameTooLarge, solve, winning_moves
from rules.coach.fast import combo_of, to_values
from rules.coach.sim import Sim

FLAVOURS = [
    HouseRules(),
    HouseRules(pass_is_final=False, suit_order="SCHD"),
    HouseRules(bombs=False),
    HouseRules(quad_beats_pair_of_twos=True, double_sequence_chop_exact_length=True),
]


def brute_force_wins(game: Game, me: int) -> bool:
    """Does ``me`` go out before the other seat still in? Minimax over Game with push/pop."""
    finished = game.finished
    if me in finished:
        return finished.index(me) < len(finished) - 1 or len(finished) < game.players
    live = game.in_game
    if len(live) < 2:
        return False
    seat = game.turn
    assert seat is not None
    moves: list[Play | Pass] = [Play(seat, c.cards) for c in game.legal_plays()]
    if game.table is not None:
        moves.append(Pass(seat))
    results = []
    for move in moves:
        game.push(move)
        results.append(brute_force_wins(game, me))
        game.pop()
    return any(results) if seat == me else all(results)


def _small_hands(rng: random.Random, sizes: list[int]) -> list[CardSet]:
    deck = list(range(52))
    rng.shuffle(deck)
    # Favour pairs and runs: draw from a few ranks only.
    deck.sort(key=lambda c: (c // 4) % 5)
    start = rng.randrange(0, 10)
    pool = deck[start : start + sum(sizes) + 6]
    rng.shuffle(pool)
    hands = []
    at = 0
    for size in sizes:
        hands.append(CardSet.from_mask(sum(1 << c for c in pool[at : at + size])))
        at += size
    return hands


@pytest.mark.parametrize("flavour", range(len(FLAVOURS)))
def test_two_player_endgames_match_brute_force(flavour: int) -> None:
    rules = FLAVOURS[flavour]
    rng = random.Random(flavour)
    checked = 0
    for trial in range(24):
        hands = _small_hands(rng, [rng.randint(1, 4), rng.randint(1, 3)])
        leader = trial % 2
        game = Game(2, hands=hands, house_rules=rules, first_game=False, leader=leader)
        expected = brute_force_wins(game, 0)
        sim = Sim([to_values(h, rules) for h in hands], leader, rules)
        assert solve(sim, me=0) == expected, (hands, leader)
        checked += expected
    assert 0 < checked < 24  # both outcomes occur


def test_owner_gone_out_and_table_left_behind() -> None:
    """Three seats: seat 2 goes out with its last card; the two left race on from its table."""
    rng = random.Random(9)
    rules = HouseRules()
    for _ in range(20):
        a, b, c = _small_hands(rng, [rng.randint(1, 3), rng.randint(1, 3), 1])
        game = Game(3, hands=[a, b, c], house_rules=rules, first_game=False, leader=2)
        game.push(Play(2, c))
        expected = brute_force_wins(game, 0)
        assert game.table is not None
        sim = Sim(
            [to_values(a, rules), to_values(b, rules), 0],
            game.turn if game.turn is not None else 0,
            rules,
            table=combo_of(game.table, rules) if game.table is not None else None,
            owner=2,
            finished=[2],
        )
        assert solve(sim, me=0) == expected


def test_winning_moves_marks_each_candidate() -> None:
    rules = HouseRules()
    hands = [CardSet.parse("3S 3H 2S"), CardSet.parse("4S 4H 5D")]
    sim = Sim([to_values(h, rules) for h in hands], 0, rules)
    candidates = [
        combo_of(c, rules) for c in Game(2, hands=hands, first_game=False, leader=0).legal_plays()
    ]
    wins = winning_moves(sim, 0, list(candidates))
    by_cards = {str(CardSet.from_mask(c[3])): w for c, w in zip(candidates, wins, strict=True)}
    assert by_cards["2♠"] is True  # the 2 wins the lead, then the pair of 3s goes out
    assert by_cards["3♠ 3♥"] is False  # the 4s beat the 3s and the 5 goes out... first


def test_solver_refuses_more_than_two_seats_and_stops_at_its_limit() -> None:
    rules = HouseRules()
    game = Game.deal(3, seed=1, first_game=False, leader=0)
    sim = Sim([to_values(h, rules) for h in game.hands if h is not None], 0, rules)
    with pytest.raises(ValueError, match="exactly one other seat"):
        solve(sim, me=0)
    big = Game.deal(2, seed=2, first_game=False, leader=0)
    sim = Sim([to_values(h, rules) for h in big.hands if h is not None], 0, rules)
    with pytest.raises(EndgameTooLarge):
        solve(sim, me=0, limit=50)
