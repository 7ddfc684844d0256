from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rules import ALL_CARDS, CardSet, HouseRules, classify, legal_plays, parse_cards
from rules.legal import brute_force_legal_plays

GOLDEN = json.loads((Path(__file__).parents[1] / "data" / "legal_plays.json").read_text("utf-8"))


@pytest.mark.parametrize("case", GOLDEN, ids=lambda c: f"{c['hand']}|{c['table']}")
def test_golden_legal_plays(case: dict[str, object]) -> None:
    hr = HouseRules.from_dict(case["house_rules"])  # type: ignore[arg-type]
    table = classify(case["table"], hr) if case["table"] else None  # type: ignore[arg-type]
    plays = legal_plays(parse_cards(case["hand"]), table, hr)  # type: ignore[arg-type]
    assert [" ".join(p.cards.codes()) for p in plays] == case["plays"]


def test_small_lead_by_hand() -> None:
    plays = legal_plays("3S 4H 5D 7S 7C")
    assert [str(p) for p in plays] == ["3♠", "4♥", "5♦", "7♠", "7♣", "7♠ 7♣", "3♠ 4♥ 5♦"]


def test_must_include_and_min_straight() -> None:
    hand = parse_cards("3S 4H 5D 6C 7S 9S 9C")
    plays = legal_plays(hand, None, must_include=parse_cards("3S").__iter__().__next__())
    assert [str(p) for p in plays] == ["3♠", "3♠ 4♥ 5♦", "3♠ 4♥ 5♦ 6♣", "3♠ 4♥ 5♦ 6♣ 7♠"]
    plays = legal_plays(hand, None, min_straight=5)
    assert [p.kind for p in plays].count("straight") == 1


RULE_SETS = [
    HouseRules(),
    HouseRules(quad_beats_pair_of_twos=True, double_sequence_chop_exact_length=True),
    HouseRules(bombs=False, suit_order="SCHD"),
    HouseRules(
        quad_beats_three_pair=False,
        four_pair_beats_quad=False,
        longer_double_sequence_beats_shorter=False,
    ),
]


def _bomb_rich_hand(rng: random.Random) -> CardSet:
    """Hands with pairs in a row and quads, so bombs are exercised."""
    start = rng.randrange(0, 7)
    cards = [c for c in ALL_CARDS if start <= c.rank < start + 4 and c.suit < 2]
    quad_rank = rng.randrange(0, 13)
    cards += [c for c in ALL_CARDS if c.rank == quad_rank]
    rest = [c for c in ALL_CARDS if c not in cards]
    rng.shuffle(rest)
    return CardSet(cards[:13] + rest[: max(0, 13 - len(cards))])


@pytest.mark.parametrize("seed", range(40))
def test_matches_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    hr = RULE_SETS[seed % len(RULE_SETS)]
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    hand = _bomb_rich_hand(rng) if seed % 2 else CardSet(deck[:13])
    rest = [c for c in ALL_CARDS if c not in hand]
    tables = [None]
    for _ in range(6):
        pool = CardSet(rng.sample(rest, 13))
        tables.append(rng.choice(legal_plays(pool, None, hr)))
    tables += [
        classify(t, hr) for t in ("2H", "2S 2D", "2S 2C 2D") if parse_cards(t).isdisjoint(hand)
    ]
    for table in tables:
        got = [p.cards for p in legal_plays(hand, table, hr)]
        want = [p.cards for p in brute_force_legal_plays(hand, table, hr)]
        assert got == want, (str(hand), str(table))


def test_order_is_stable() -> None:
    hand = parse_cards("3S 3C 4S 4C 5S 5C 9H 9D 9S 2H 2D AS KH")
    assert legal_plays(hand) == legal_plays(hand)
    kinds = [p.kind for p in legal_plays(hand)]
    order = ["single", "pair", "triple", "straight", "double_sequence", "four_of_a_kind"]
    assert kinds == sorted(kinds, key=order.index)
