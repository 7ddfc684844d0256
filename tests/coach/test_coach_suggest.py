"""suggest(): legal in every tested situation, blind to hidden cards, reasons that teach."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules import FULL_DECK, CardSet, Game, HouseRules, Observation, Pass, Play, parse_cards
from rules.bots import GreedyBot, HeuristicBot
from rules.coach import CoachError, Suggestion, options, suggest

FLAVOURS = {
    "default": HouseRules(),
    "american_suits_min5": HouseRules(suit_order="SCHD", opening_min_straight=5),
    "strong_quads": HouseRules(
        quad_beats_pair_of_twos=True, double_sequence_chop_exact_length=True
    ),
    "no_bombs": HouseRules(bombs=False),
    "passes_not_final": HouseRules(pass_is_final=False, require_3s_first_play=False),
}


def quick(obs: Observation, k: int = 3, seed: int = 0, playouts: int = 24) -> list[Suggestion]:
    return suggest(obs, k=k, budget_ms=10_000, playouts=playouts, rng=random.Random(seed))


def by_cards(found: list[Suggestion]) -> dict[str, Suggestion]:
    return {("pass" if s.is_pass else str(s.cards)): s for s in found}


@pytest.mark.parametrize("flavour", sorted(FLAVOURS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_suggestions_are_legal_throughout_games(flavour: str, players: int) -> None:
    """Leads, answers, the opening, bombs on 2s (also out of turn): every suggestion is a move
    the referee accepts."""
    rules = FLAVOURS[flavour]
    checked = 0
    for seed in range(1):
        game = Game.deal(players, seed=seed + players, house_rules=rules)
        bots = [HeuristicBot() if s % 2 else GreedyBot() for s in range(players)]
        rng = random.Random(seed)
        turn = 0
        while not game.is_over:
            seat = game.turn
            assert seat is not None
            obs = game.observation(seat)
            if turn % 3 == 0:
                found = quick(obs, k=4, seed=turn, playouts=6)
                assert found, "a seat on turn always gets a suggestion"
                for s in found:
                    ok, why = game.check(s.move)
                    assert ok, why
                    assert 0.0 <= s.score <= 1.0 and s.reason
                checked += 1
            game.push(bots[seat].choose(obs, rng))
            turn += 1
            table = game.table
            if table is not None and table.kind == "single" and table.twos == 1:
                for other in range(players):
                    if (
                        other != game.turn
                        and other not in game.finished
                        and game.legal_plays(other)
                    ):
                        out = quick(game.observation(other), k=4, playouts=6)
                        for s in out:
                            assert s.is_pass or game.check(s.move)[0]
    assert checked > 3


def test_bomb_a_two_on_turn_and_out_of_turn() -> None:
    rules = HouseRules()
    hands = [
        "7S 7C 7D 7H 3S 4D 9C 10H JS QD KC AS 5H",
        "2S 3C 4S 5S 6S 8S 9S 10S JC QS KS AC 5D",
        "3D 4C 5C 6C 8C 9D 10C JD QC KD AD 2D 6D",
        "3H 4H 6H 8D 9H 10D JH QH KH AH 2C 2H 8H",
    ]
    game = Game(4, hands=hands, house_rules=rules, first_game=False, leader=3)
    game.play("3H")
    game.pass_turn()  # seat 0 passes on the 3♥ ...
    game.play("5D")
    game.play("6D")
    game.play("2H")  # ... and a 2 lands: seat 0 may bomb it out of turn
    assert game.turn == 1
    out_of_turn = game.observation(0)
    found = by_cards(quick(out_of_turn, k=3, playouts=40))
    assert "7♠ 7♣ 7♦ 7♥" in found and "pass" in found
    assert "bomb_the_two" in found["7♠ 7♣ 7♦ 7♥"].ideas
    assert found["pass"].ideas == ("wait",)
    assert game.check(found["7♠ 7♣ 7♦ 7♥"].move)[0]

    on_turn = Game(4, hands=hands, house_rules=rules, first_game=False, leader=3)
    on_turn.play("2H")
    best = quick(on_turn.observation(0), k=3, playouts=60)
    assert str(best[0].cards) == "7♠ 7♣ 7♦ 7♥"
    assert "bomb_the_two" in best[0].ideas and "Bomb the 2" in best[0].reason


def test_keep_the_two_early() -> None:
    hands = [
        "3S 4C 5D 6H 8S 9C 10D JH 3H 5S 7C 9D 2S",
        "KD 3C 4S 5C 6S 7S 8C 9S 10S JC QS KS AC",
        "3D 4D 5H 6C 7D 8D 9H 10C JD QD QC AD 2D",
        "4H 6D 7H 8H 10H JS QH KH AH AS KC 2C 2H",
    ]
    game = Game(4, hands=hands, first_game=False, leader=1)
    game.play("KD")
    game.pass_turn()
    game.pass_turn()
    found = by_cards(quick(game.observation(0), k=3, playouts=40))
    assert set(found) == {"2♠", "pass"}
    assert "keep_twos" in found["pass"].ideas
    assert "keep_twos" in found["2♠"].ideas
    assert "2" in found["pass"].reason and "later" in found["pass"].reason


def test_dont_break_a_double_sequence_for_a_pair() -> None:
    hands = [
        "7S 7H 8C 8D 9S 9H 3C 4D JH QS KC 5S 6D",
        "6S 6H 3S 4S 5C 10S JS QC KS AC 2S 2C 10D",
        "3D 4C 5D 6C 7C 8S 9C 10C JD QD KD AD 2D",
        "3H 4H 5H 6D 7D 8H 9D 10H JC QH KH AH 2H",
    ]
    hands[3] = "3H 4H 5H 7D 8H 9D 10H JC QH KH AH 2H AS"
    game = Game(4, hands=hands, first_game=False, leader=1)
    game.play("6S 6H")
    game.pass_turn()
    game.pass_turn()
    found = by_cards(quick(game.observation(0), k=6, playouts=40))
    assert "dont_break" in found["pass"].ideas
    assert "dont_break" in found["7♠ 7♥"].ideas
    assert "double sequence" in found["7♠ 7♥"].reason


def _endgame(seat_hand: str, other_hand: str, *, turn: int = 0) -> Observation:
    """Four players, seats 1 and 3 out, seat 0 (coached) against seat 2: every unseen card
    is in seat 2's hand."""
    mine, other = parse_cards(seat_hand), parse_cards(other_hand)
    return Observation(
        seat=0,
        players=4,
        hand=mine,
        history=(),
        table=None,
        table_owner=None,
        turn=turn,
        passed=frozenset(),
        finished=(1, 3),
        cards_left=(len(mine), 0, len(other), 0),
        played=FULL_DECK - mine - other,
    )


def test_exact_endgame_finds_the_forced_win() -> None:
    found = quick(_endgame("3S 3H 2S", "4S 4H 5D"), k=3)
    assert found[0].exact and str(found[0].cards) == "2♠"
    # Seats 1 and 3 are out: third is the best place left, and it is won by force.
    assert found[0].score == 0.0 and found[0].expected_place == 3.0
    assert "exact" in found[0].ideas and "beats the last player left for sure" in found[0].reason
    assert all(s.exact for s in found)


def test_lost_by_force_falls_back_to_practical_chances() -> None:
    found = quick(_endgame("3S 5H", "AS AH 2H"), k=2)
    assert not found[0].exact
    assert "exact" in found[0].ideas


def test_unbeatable_lead_counts_the_twos_and_aces() -> None:
    mine, other = parse_cards("AS AH 4D 6C"), parse_cards("3S 5D 7C 9H")
    obs = _endgame(str(mine), str(other))
    found = by_cards(quick(obs, k=10))
    assert "unbeatable" in found["A♠ A♥"].ideas
    assert "Nobody can beat" in found["A♠ A♥"].reason


def test_go_out_when_the_hand_is_one_combination() -> None:
    found = quick(_endgame("5S 6D 7C 8H", "3S 4S 9D"), k=3)
    assert str(found[0].cards) == "5♠ 6♦ 7♣ 8♥"
    assert found[0].ideas[0] in ("exact", "go_out")
    assert "Go out" in found[0].reason or "for sure" in found[0].reason


def test_who_passed_on_what() -> None:
    hands = ["5S 5H 9C 9D 3C JH", "3S 4S 10S QC KS 2C", "4C 6C 8D JD AD 2D", "3H 6D 8C QH AH 2H"]
    game = Game(4, hands=hands, first_game=False, leader=0)
    game.play("5S 5H")
    for _ in range(3):
        game.pass_turn()
    assert game.turn == 0 and game.table is None
    found = by_cards(quick(game.observation(0), k=12))
    pair = found.get("9♣ 9♦")
    assert pair is not None, sorted(found)
    assert "passed_on" in pair.ideas and "Everyone else passed on 5♠ 5♥ before" in pair.reason


def test_same_observation_same_answer_whatever_the_hidden_hands() -> None:
    """Two deals that differ only in the opponents' (and the set-aside) cards give the coached
    seat the same Observation, so the same suggestions for a fixed rng."""
    rng = random.Random(4)
    for players in (3, 4):
        mine = parse_cards("3S 5D 5H 6C 7S 8D 9H 10C JS QD KH AS 2C")
        rest = list(FULL_DECK - mine)
        answers = []
        observations = []
        for _ in range(2):
            rng.shuffle(rest)
            hands: list[CardSet | str] = [mine]
            for s in range(1, players):
                hands.append(CardSet(rest[13 * (s - 1) : 13 * s]))
            game = Game(players, hands=hands)
            assert game.turn == 0
            game.play("3S")
            for _ in range(players - 1):
                game.pass_turn()
            obs = game.observation(0)
            observations.append(obs)
            answers.append([s.to_dict() for s in quick(obs, k=3, seed=7, playouts=60)])
        assert observations[0] == observations[1]
        assert answers[0] == answers[1]


def test_the_opening_must_hold_the_three_of_spades() -> None:
    rules = HouseRules(opening_min_straight=5)
    for seed in range(4):
        game = Game.deal(4, seed=seed, house_rules=rules)
        assert game.turn is not None
        for s in quick(game.observation(game.turn), k=5, playouts=8):
            assert parse_cards("3S") <= s.cards and game.check(s.move)[0]
            if s.combination is not None and s.combination.kind == "straight":
                assert len(s.cards) >= 5


def test_nothing_to_decide_off_turn() -> None:
    game = Game.deal(4, seed=1)
    assert game.turn is not None
    other = (game.turn + 1) % 4
    assert suggest(game.observation(other), playouts=4) == []
    assert options(game.observation(other)).out_of_turn


def _observation(**changes: object) -> Observation:
    dealt = Game.deal(4, seed=2)
    opener = dealt.turn
    assert opener is not None
    hands = [dealt.hands[(opener + s) % 4] for s in range(4)]
    game = Game(4, hands=hands)
    assert game.turn == 0
    return replace(game.observation(0), **changes)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"seat": 7}, "no seat 7 at a table of 4"),
        ({"seat": -1}, "no seat -1"),
        ({"seat": "north"}, "the seat must be a number"),
        ({"hand": None}, "hand of seat .* is unknown"),
        ({"players": 5}, "2 to 4 players"),
        ({"cards_left": (13, 13, 13)}, "cards_left has 3 entries"),
        ({"cards_left": (12, 13, 13, 13)}, "holds 13 cards but the counts say 12"),
        ({"finished": (0, 1, 2, 3)}, "the game is over"),
        ({"played": FULL_DECK}, "both played and in the hand"),
    ],
)
def test_bad_observations_are_clear_errors(changes: dict[str, object], message: str) -> None:
    obs = _observation(**changes)
    with pytest.raises(CoachError, match=message):
        suggest(obs, playouts=4)


def test_bad_arguments_are_clear_errors() -> None:
    obs = _observation()
    with pytest.raises(CoachError, match="k must be"):
        suggest(obs, k=0)
    with pytest.raises(CoachError, match="budget_ms must be"):
        suggest(obs, budget_ms=-5)
    with pytest.raises(CoachError, match="clock must be"):
        suggest(obs, clock="sundial")
    with pytest.raises(CoachError, match="expected an Observation"):
        suggest("my hand", playouts=4)  # type: ignore[arg-type]
    with pytest.raises(CoachError, match=r"only .* are unseen"):
        suggest(
            replace(
                obs, played=obs.played | (FULL_DECK - obs.hand - obs.played) - parse_cards("2H")
            ),
            playouts=4,
        )  # type: ignore[operator]


def test_budget_is_respected_and_suggestions_serialise() -> None:
    import time

    game = Game.deal(4, seed=5)
    assert game.turn is not None
    start = time.perf_counter()
    found = suggest(game.observation(game.turn), k=2, budget_ms=30, rng=random.Random(1))
    assert time.perf_counter() - start < 2.0
    data = found[0].to_dict()
    assert set(data) >= {"pass", "cards", "score", "expected_place", "reason", "ideas"}
    assert isinstance(found[0].move, Play | Pass)


def test_count_the_twos_and_keep_the_bomb_ready() -> None:
    """Early in a hand with a four of a kind: leading an ace counts the 2s still out, and any
    play but the bomb keeps it ready for a 2."""
    mine = parse_cards("AH 4D 6C 9S 9C 9D 9H")
    unseen = parse_cards("2S 2C 2D 3S 5H 7C 8D 10S JC QH KD 3H 5S 7D 8S")
    obs = Observation(
        seat=0,
        players=4,
        hand=mine,
        history=(),
        table=None,
        table_owner=None,
        turn=0,
        passed=frozenset(),
        finished=(),
        cards_left=(7, 5, 5, 5),
        played=FULL_DECK - mine - unseen,
    )
    found = by_cards(quick(obs, k=12, playouts=30))
    ace = found["A♥"]
    assert "count" in ace.ideas and "Count the 2s: 3 are still out" in ace.reason
    assert "bomb_ready" in ace.ideas
    assert "bomb_ready" in found["4♦"].ideas
