"""The exact solver: tables from the rule text, every round, greedy traps, errors, and a
cross-check against a brute force on thousands of random small hands."""

from __future__ import annotations

import random

import pytest

from rules.rummy import (
    JOKER,
    Arrangement,
    IndianRummyRules,
    InvalidRummyCardError,
    InvalidRummyHandError,
    InvalidRummyRulesError,
    RummyCard,
    RummyError,
    ThirteenRummyRules,
    check_hand,
    classify_meld,
    parse_hand,
    solve,
    solve_hand,
)
from rules.rummy.rulesets import RummyRules
from rules.rummy.solver import _solve
from tests.rummy.bruteforce import brute_force

ACE_HIGH = ThirteenRummyRules(ace_high=True)


def check_consistent(a: Arrangement, cards: str, rules: RummyRules | None = None) -> None:
    """The arrangement uses every card once, its melds are melds, its penalty adds up."""
    assert a.cards == parse_hand(cards)
    for meld in a.melds:
        again = classify_meld(meld.cards, a.game, wild_rank=a.wild_rank, rules=rules)
        assert again is not None, str(meld)
        assert len(meld.cards) >= 3
    if a.game == "thirteen_rummy":
        rs = rules if isinstance(rules, ThirteenRummyRules) else ThirteenRummyRules()
        assert a.penalty == sum(rs.card_value(c) for c in a.unmelded)
    assert not a.valid_declaration or (a.penalty == 0 and not a.unmelded)


# (cards, round, rules, penalty, valid declaration, discard)
THIRTEEN_TABLE = [
    ("AS 2S 3S", 1, None, 0, True, None),  # ace low run
    ("KS KH 3D", 1, None, 0, True, None),  # 3s wild in round 1: a set of kings
    ("KS QH 9D", 1, None, 29, False, None),
    ("KS KH KD 9C", 1, None, 0, True, "9C"),  # r+3 cards: going out discards one
    ("QS KS AS 2C", 2, None, 23, False, None),  # Q-K-A is no run: ace low only
    ("QS KS AS 2C", 2, ACE_HIGH, 2, False, None),  # variant: ace high or low
    ("AS 5H 9C KD", 2, None, 25, False, None),  # an ace left over costs 1 …
    ("AS 5H 9C KD", 2, ACE_HIGH, 39, False, None),  # … or 15 with the ace-high variant
    ("KS AS 2S 9D", 2, ACE_HIGH, 36, False, None),  # no wrap-around even then (ace: 15)
    ("7S 7S 7H", 1, None, 0, True, None),  # two decks: the same card twice in a set
    ("AS 2S 3S AS 2S 3S", 4, None, 0, True, None),  # two decks: the same run twice
    ("6H 8H 5C 9D 9S", 3, None, 14, False, None),  # 5s wild: 9♦ 9♠ 5♣ beats 6♥ 5♣ 8♥
    ("4H 4D 4C 8C 8S 8H 5S", 5, None, 5, False, None),  # sets of 4s and 8s, 5♠ left
    ("QS QH QD QC QS QH QD 2S 3H 4D 5C 6S 7H", 10, None, 2, False, "6S"),  # seven wild Qs
    ("KS KH KD KC KS KH KD KC 2S 2H 2D 3S 3H 3D", 11, None, 0, True, "2S"),
]


@pytest.mark.parametrize(("cards", "round", "rules", "penalty", "valid", "discard"), THIRTEEN_TABLE)
def test_thirteen_rummy_table(
    cards: str,
    round: int,
    rules: ThirteenRummyRules | None,
    penalty: int,
    valid: bool,
    discard: str | None,
) -> None:
    a = solve(cards, "thirteen_rummy", round=round, rules=rules)
    assert (a.penalty, a.valid_declaration) == (penalty, valid)
    if discard is not None:
        assert a.discard is not None and a.discard.code == discard
    else:
        assert a.discard is None
    check_consistent(a, cards, rules)


@pytest.mark.parametrize("round", range(1, 12))
def test_each_round_of_thirteen_rummy(round: int) -> None:
    """Round r deals r+2 cards and r+2 is wild: A…(r+1)♠ plus the wild rank in hearts goes out."""
    wild = round + 2
    run = [RummyCard(rank, 0) for rank in range(1, round + 2)]
    goes_out = solve([*run, RummyCard(wild, 3)], "thirteen_rummy", round=round)
    assert goes_out.penalty == 0 and goes_out.valid_declaration
    assert goes_out.wild_rank == wild and goes_out.round == round
    # The same by wild rank alone.
    assert solve([*run, RummyCard(wild, 3)], "thirteen_rummy", wild_rank=wild).valid_declaration
    # A card that is not wild in this round stays unmelded.
    other = RummyCard(13 if wild != 13 else 12, 3)
    stuck = solve([*run, other], "thirteen_rummy", round=round)
    assert not stuck.valid_declaration
    assert stuck.penalty == (13 if round == 1 else 10)
    if round >= 2:  # the rank below the wild rank is not wild either
        below = solve([*run, RummyCard(round + 1, 3)], "thirteen_rummy", round=round)
        assert below.penalty == min(round + 1, 10) and not below.valid_declaration
    # Just drawn (r+3 cards): the extra card is discarded and the hand goes out.
    drawn = solve([*run, RummyCard(wild, 3), RummyCard(13, 1)], "thirteen_rummy", round=round)
    assert drawn.valid_declaration and drawn.discard is not None


@pytest.mark.parametrize(
    ("cards", "round", "penalty", "greedy"),
    [
        # Longest run first takes 3-6♠ and strands 6♥ 6♦ (21): a run of 3 and a set cost 9.
        ("3S 4S 5S 6S 6H 6D 9C", 5, 9, 21),
        # Sets first takes 9♠ 9♥ 9♦ and strands 7♠ 8♠ 10♠ (25): the run 7-10♠ costs 18.
        ("7S 8S 9S 9H 9D 10S", 4, 18, 25),
    ],
)
def test_greedy_arrangements_miss_the_minimum(
    cards: str, round: int, penalty: int, greedy: int
) -> None:
    a = solve(cards, "thirteen_rummy", round=round)
    assert a.penalty == penalty < greedy
    hand = parse_hand(cards)
    assert brute_force(hand, ThirteenRummyRules(), round + 2, len(hand) > round + 2)[0] == penalty


# (cards, wild rank, rules, penalty, valid declaration, discard)
INDIAN_TABLE = [
    # Valid: two sequences (one pure), every card melded; the joker stands in once per meld.
    ("AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD KC", 7, None, 0, True, None),
    # One card over: the joker must stay in the second sequence, not fill a group of kings.
    ("AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD QC", 7, None, 10, False, None),
    # 14 cards (just drawn): the best discard is chosen.
    ("AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD KC QC", 7, None, 0, True, "QC"),
    # No pure sequence: the whole hand counts, capped at 80 …
    ("4H 5H JK 8D 8C 8H KS KH KD KC 2S 9C QD", 7, None, 80, False, None),
    # … 94 without the cap.
    ("4H 5H JK 8D 8C 8H KS KH KD KC 2S 9C QD", 7, {"penalty_cap": 100}, 94, False, None),
    # A pure sequence but no second sequence: every card outside the pure sequence counts.
    ("AS 2S 3S 2D 2C 2H 3D 3C 3H 5C 7D 9H QD", 10, None, 46, False, None),
    # A wild-rank card in its own place keeps 5-6-7♠ pure; 6♦ is the joker elsewhere.
    ("5S 6S 7S 9H 10H 6D 2C 2D 2H QS QD QH QC", 6, None, 0, True, None),
    # Q-K-A is a sequence, K-A-2 is not.
    ("QS KS AS 5H 6H 7H 9C 10C JC 2D 2H 2S 2C", 4, None, 0, True, None),
    ("KS AS 2S 5H 6H 7H 9C 10C JC 4D 4H 4S 4C", 8, None, 22, False, None),
    # Two decks: the same sequence twice.
    ("5H 6H 7H 5H 6H 7H 9C 9D 9S KC KD KS KH", 4, None, 0, True, None),
    # Two decks: the two 8♥ go to different melds (a sequence and a group) …
    ("AS 2S 3S 5H 6H 7H 8H 8H 8S 8D KC KD KS", 4, None, 0, True, None),
    # … but a group cannot hold the same card twice: 9♥ 9♥ 9♠ is no group.
    ("AS 2S 3S 5H 6H 7H 9H 9H 9S KC KD KS KH", 4, None, 27, False, None),
    # At most one joker per meld: 9♣ JK JK is no meld; one joker is left spare (0 points).
    ("AS 2S 3S 5H 6H 7H 9C JK JK KC KD KS KH", 4, None, 9, False, None),
    # Wild jokers count 0 unmelded, like printed ones (4♣ here; 84 if it counted 4).
    ("2S 4C 6D 8H 10S QC KD 3H 5C 7D 9S JH JK", 4, {"penalty_cap": 100}, 80, False, None),
]


@pytest.mark.parametrize(("cards", "wild", "rules", "penalty", "valid", "discard"), INDIAN_TABLE)
def test_indian_rummy_table(
    cards: str,
    wild: int,
    rules: dict[str, int] | None,
    penalty: int,
    valid: bool,
    discard: str | None,
) -> None:
    a = solve(cards, "indian", wild_rank=wild, rules=rules)
    assert (a.penalty, a.valid_declaration) == (penalty, valid)
    assert (a.discard.code if a.discard else None) == discard
    check_consistent(a, cards, IndianRummyRules.from_dict(rules or {}))


def test_zero_penalty_is_not_always_a_declaration() -> None:
    # The second joker has no legal place: 5♥ 6♥ already holds one, and in A♠ 2♠ 3♠ it would
    # spoil the only pure sequence. It costs nothing, but the hand cannot declare.
    a = solve("AS 2S 3S 5H 6H JK 9C 9D 9H 9S JK", "indian", rules={"hand_size": 11})
    assert a.penalty == 0 and not a.valid_declaration
    assert a.unmelded == (JOKER,)


def test_indian_penalty_rule_notes() -> None:
    whole = solve("4H 5H JK 8D 8C 8H KS KH KD KC 2S 9C QD", "indian", wild_rank=7)
    assert whole.melds == () and "no pure sequence" in whole.note and "capped at 80" in whole.note
    outside = solve("AS 2S 3S 2D 2C 2H 3D 3C 3H 5C 7D 9H QD", "indian", wild_rank=10)
    assert [str(m) for m in outside.melds] == ["A♠ 2♠ 3♠"]
    assert "no second sequence" in outside.note
    assert sum(IndianRummyRules().card_value(c, 10) for c in outside.unmelded) == 46


def test_pure_sequence_uses_the_wild_card_as_itself() -> None:
    a = solve("5S 6S 7S 9H 10H 6D 2C 2D 2H QS QD QH QC", "indian", wild_rank=6)
    pure = [m for m in a.melds if m.pure]
    assert [str(m) for m in pure] == ["5♠ 6♠ 7♠"]
    impure = [m for m in a.melds if m.kind == "run" and not m.pure]
    assert len(impure) == 1 and RummyCard.parse("6D") in impure[0].cards


def test_cards_as_list_or_string_and_to_dict() -> None:
    a = solve(["QH", "JK", "10S"], "indian", rules={"hand_size": 3})
    b = solve("QH JK 10S", "indian", rules=IndianRummyRules(hand_size=3))
    assert a == b and a.penalty == 20
    data = solve("AS 2S 3S 7H 7D 7C 9D", "thirteen_rummy", round=5).to_dict()
    assert data["valid_declaration"] is True and data["penalty"] == 0 and data["wild_rank"] == "7"
    assert data["melds"][0] == {
        "kind": "run",
        "pure": True,
        "cards": ["AS", "2S", "3S"],
        "stands_for": ["AS", "2S", "3S"],
        "label": "run",
    }


@pytest.mark.parametrize(
    ("call", "error", "match"),
    [
        (lambda: solve("AS 2S 1S", "indian", rules={"hand_size": 3}), InvalidRummyCardError, "1S"),
        (lambda: solve("AS 2S JK", "thirteen_rummy", round=1), InvalidRummyHandError, "jokers"),
        (lambda: solve("3S 3S 3S", "thirteen_rummy", round=1), InvalidRummyHandError, "3 times"),
        (
            lambda: solve("3S 3S 4S", "thirteen_rummy", round=1, rules={"decks": 1}),
            InvalidRummyHandError,
            "only 1 copy",
        ),
        (
            lambda: solve("JK JK JK", "indian", rules={"hand_size": 3}),
            InvalidRummyHandError,
            "printed jokers",
        ),
        (
            lambda: solve("JK JK 5S", "indian", rules={"hand_size": 3, "decks": 1}),
            InvalidRummyHandError,
            "only 1 in play",
        ),
        (lambda: solve("AS 2S 3S", "thirteen_rummy", round=0), InvalidRummyRulesError, "round"),
        (lambda: solve("AS 2S 3S", "thirteen_rummy", round=12), InvalidRummyRulesError, "round"),
        (lambda: solve("AS 2S 3S", "thirteen_rummy"), InvalidRummyRulesError, "needs the round"),
        (
            lambda: solve("AS 2S 3S", "thirteen_rummy", round=1, wild_rank=5),
            InvalidRummyRulesError,
            "does not match round 1",
        ),
        (
            lambda: solve("AS 2S 3S", "thirteen_rummy", wild_rank=2),
            InvalidRummyRulesError,
            "no round's wild rank",
        ),
        (lambda: solve("AS 2S 3S", "indian", round=1), InvalidRummyRulesError, "no numbered"),
        (
            lambda: solve("AS 2S 3S", "indian", wild_rank="Z", rules={"hand_size": 3}),
            InvalidRummyRulesError,
            "wild rank",
        ),
        (
            lambda: solve("AS 2S 3S 4S 5S", "thirteen_rummy", round=1),
            InvalidRummyHandError,
            "holds 3",
        ),
        (lambda: solve("AS 2S 3S", "indian"), InvalidRummyHandError, "holds 13"),
        (lambda: solve("AS 2S 3S", "gin"), InvalidRummyRulesError, "unknown rummy game"),
        (
            lambda: solve("AS 2S 3S", "indian", rules=ThirteenRummyRules()),
            InvalidRummyRulesError,
            "rules for thirteen_rummy",
        ),
        (lambda: solve("AS 2S 3S", "indian", rules={"cap": 5}), InvalidRummyRulesError, "cap"),
    ],
)
def test_bad_input_is_a_clear_error(call: object, error: type[RummyError], match: str) -> None:
    with pytest.raises(error, match=match) as info:
        call()  # type: ignore[operator]
    assert isinstance(info.value, ValueError)


def test_wild_rank_symbols() -> None:
    for wild in (12, "Q", "q", "12"):
        a = solve("AS 2S 3S 4H 5H QC 8D 8C 8H KS KH KD KC", "indian", wild_rank=wild)
        assert a.wild_rank == 12 and a.valid_declaration


# --- cross-check against the brute force ------------------------------------------------------


def _random_hand(rng: random.Random, size: int, indian: bool) -> list[RummyCard]:
    """Cards bunched in a few ranks and suits (so melds overlap), with duplicates and jokers."""
    low = rng.randint(1, 10)
    width = rng.randint(3, 6)
    suits = rng.sample(range(4), rng.randint(1, 3))
    pool = [
        RummyCard(rank if rank <= 13 else rank - 13, suit)
        for rank in range(low, low + width)
        for suit in suits
        for _ in range(2)
    ]
    pool += [RummyCard(rng.randint(1, 13), rng.randrange(4)) for _ in range(4)]
    cards = rng.sample(pool, size)
    if indian:
        for _ in range(rng.choice([0, 0, 1, 2])):
            cards[rng.randrange(size)] = JOKER
    return cards


@pytest.mark.parametrize("seed", range(8))
def test_solver_matches_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    while checked < 400:
        indian = rng.random() < 0.5
        rules: RummyRules
        if indian:
            rules = IndianRummyRules(penalty_cap=rng.choice([80, 25]))
        else:
            rules = ThirteenRummyRules(ace_high=rng.random() < 0.3)
        hand = parse_hand(_random_hand(rng, rng.randint(3, 7), indian))
        try:
            check_hand(hand, rules)
        except RummyError:
            continue
        ranks = [c.rank for c in hand if not c.is_joker]
        wild = rng.choice([None, rng.randint(1, 13), *ranks, *ranks])
        discard = rng.random() < 0.4
        a = _solve(hand, rules, wild, int(discard))
        expected = brute_force(hand, rules, wild, discard)
        assert (a.penalty, a.valid_declaration) == expected, (
            rules.game,
            [c.code for c in hand],
            wild,
            discard,
            str(a),
        )
        assert a.cards == hand
        for meld in a.melds:
            assert classify_meld(meld.cards, rules.game, wild_rank=wild, rules=rules) is not None
        checked += 1


def test_solve_hand_any_size() -> None:
    assert solve_hand("5S 6S 7S 9H 9D", "indian").penalty == 18  # pure only: 9+9 outside
    assert solve_hand("", "thirteen_rummy").penalty == 0
    assert solve_hand("5S 6S 7S 9H", "thirteen_rummy", discard=True).valid_declaration
    with pytest.raises(InvalidRummyHandError):
        solve_hand("", "indian", discard=True)


def test_thirteen_long_runs() -> None:
    # A♠…K♠ and a wild K♥ (round 11): split at 5♠, the wild card extends A-4♠ — all melded.
    cards = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS KH"
    a = solve_hand(cards, "thirteen_rummy", wild_rank=13)
    assert a.penalty == 0 and a.valid_declaration
    check_consistent(a, cards)
    drawn = solve(cards, "thirteen_rummy", round=11)
    assert drawn.valid_declaration and drawn.discard is not None
    # Q-K-A in the ace-high variant; an ace kept low elsewhere.
    b = solve("QS KS AS AH 2H 3H", "thirteen_rummy", round=4, rules=ACE_HIGH)
    assert b.penalty == 0 and b.valid_declaration
