"""Draw and discard advice."""

from __future__ import annotations

import pytest

from rules.rummy import (
    InvalidRummyHandError,
    RummyCard,
    ThirteenRummyRules,
    advise,
    parse_hand,
    solve,
    unseen_cards,
)

HAND = "4H 5H 9C 9D KS KD QS"  # round 5: 7 cards, 7s wild


def test_take_the_discard_top_when_it_completes_a_run() -> None:
    a = advise(HAND, "thirteen_rummy", round=5, discard_pile="8S 6H")
    assert (a.action, a.draw) == ("draw", "discard")
    assert a.discard == RummyCard.parse("KD")
    assert a.penalty_now == 57 and a.penalty_after == 38 == a.discard_pile_penalty
    assert a.stock_expected is not None and a.stock_expected > 38
    assert a.seen_in_discard == 2 and a.unseen == 104 - 7 - 2
    assert a.reason.startswith("take 6♥ from the discard pile (it makes run 4♥ 5♥ 6♥)")
    assert a.arrangement is not None and a.arrangement.penalty == 38


def test_draw_from_the_stock_when_the_top_does_not_help() -> None:
    a = advise(HAND, "thirteen_rummy", round=5, discard_pile=["8S", "2C"])
    assert (a.action, a.draw, a.discard) == ("draw", "stock", None)
    assert a.stock_expected is not None and a.penalty_after == a.stock_expected
    assert a.discard_pile_penalty == 49
    assert a.reason.startswith("draw from the stock: expected penalty")
    assert "2♣ on the discard pile would leave 49" in a.reason


def test_stock_expectation_is_the_average_over_unseen_cards() -> None:
    a = advise(HAND, "thirteen_rummy", round=5, discard_pile="8S 2C", players=2)
    left = unseen_cards(parse_hand(HAND), parse_hand("8S 2C"), ThirteenRummyRules(), players=2)
    assert sum(left.values()) == a.unseen == 52 - 9  # two players: one deck
    total = sum(
        solve([*parse_hand(HAND), card], "thirteen_rummy", round=5).penalty * n
        for card, n in left.items()
    )
    assert a.stock_expected == pytest.approx(total / a.unseen)


def test_discard_advice_after_drawing() -> None:
    a = advise(HAND + " 2C", "thirteen_rummy", round=5)
    assert a.action == "discard" and a.draw is None
    assert a.discard is not None and a.discard.rank >= 10  # throw a card worth 10
    assert a.penalty_after == 49 == a.penalty_now


@pytest.mark.parametrize(
    ("cards", "game", "kwargs", "discard"),
    [
        ("5H 6H 7H 4C 9C", "thirteen_rummy", {"round": 2}, "9C"),  # 4s wild: 4♣ joins 5-7♥
        (
            "AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD KC QC",
            "indian",
            {"wild_rank": 7},
            "QC",
        ),
    ],
)
def test_go_out_advice(cards: str, game: str, kwargs: dict[str, int], discard: str) -> None:
    a = advise(cards, game, **kwargs)  # type: ignore[arg-type]
    assert a.action == "go_out" and a.discard == RummyCard.parse(discard)
    assert a.penalty_after == 0 and a.arrangement is not None and a.arrangement.valid_declaration
    assert a.reason.startswith("declare" if game == "indian" else "go out")


def test_take_the_top_card_to_declare() -> None:
    a = advise(
        "AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD QC", "indian", wild_rank=7, discard_pile="7D KC"
    )
    assert a.draw == "discard" and a.discard == RummyCard.parse("QC")
    assert a.arrangement is not None and a.arrangement.valid_declaration
    assert "and go out" in a.reason


def test_advice_errors() -> None:
    with pytest.raises(InvalidRummyHandError, match="seen more often"):
        advise(HAND, "thirteen_rummy", round=5, discard_pile="KS KS", players=2)
    with pytest.raises(InvalidRummyHandError, match="holds 7"):
        advise("4H 5H", "thirteen_rummy", round=5)
    data = advise(HAND, "thirteen_rummy", round=5, discard_pile="8S 6H").to_dict()
    assert data["draw"] == "discard" and data["discard"] == "KD" and data["seen_in_discard"] == 2
