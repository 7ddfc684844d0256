"""Draw and discard advice for a rummy hand, by the penalty after the move.

Between turns (r+2 or 13 cards) the advice is where to draw: the discard pile's top card is
known, so taking it is scored exactly (with the best discard after it); a stock draw is scored by
its expected penalty over every card not seen yet (full decks minus the hand and the discard
pile, each unseen copy equally likely), with the best discard for each card drawn. Just after a
draw (one card more) the advice is which card to discard — or to go out / declare.

>>> a = advise("4H 5H 9C 9D KS KD QS", "thirteen_rummy", round=5, discard_pile=["8S", "6H"])
>>> a.draw, str(a.discard), a.penalty_after
('discard', 'K♦', 38)
>>> a.reason
'take 6♥ from the discard pile (it makes run 4♥ 5♥ 6♥), discard K♦: penalty 57 → 38 (stock: \
46.5 expected over 95 unseen cards)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from rules.rummy.cards import JOKER, STANDARD_DECK, RummyCard, parse_cards, parse_hand
from rules.rummy.errors import InvalidRummyHandError
from rules.rummy.rulesets import IndianRummyRules, RummyRules, ThirteenRummyRules, rules_for
from rules.rummy.solver import Arrangement, _solve, check_hand, solve


@dataclass(frozen=True, slots=True)
class Advice:
    """What to do now, and why.

    ``action`` is ``"draw"`` (between turns), ``"discard"`` (just drew) or ``"go_out"`` (just drew
    and the hand goes out / declares with ``discard``). ``draw`` is ``"stock"`` or ``"discard"``
    (the discard pile's top card). ``discard`` is the card to throw — known now unless the advice
    is to draw from the stock. ``penalty_now`` is the hand's penalty as held (between turns) or
    after the best discard; ``penalty_after`` the (expected, for a stock draw) penalty after the
    advised move. ``stock_expected`` and ``discard_pile_penalty`` are the two draws' figures.
    ``seen_in_discard`` counts the cards seen in the discard pile, ``unseen`` the cards a stock
    draw may bring.
    """

    action: Literal["draw", "discard", "go_out"]
    draw: Literal["stock", "discard"] | None
    discard: RummyCard | None
    penalty_now: int
    penalty_after: float
    stock_expected: float | None
    discard_pile_penalty: int | None
    reason: str
    seen_in_discard: int
    unseen: int
    arrangement: Arrangement | None

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form."""
        return {
            "action": self.action,
            "draw": self.draw,
            "discard": self.discard.code if self.discard else None,
            "penalty_now": self.penalty_now,
            "penalty_after": round(self.penalty_after, 3),
            "stock_expected": None
            if self.stock_expected is None
            else round(self.stock_expected, 3),
            "discard_pile_penalty": self.discard_pile_penalty,
            "reason": self.reason,
            "seen_in_discard": self.seen_in_discard,
            "unseen": self.unseen,
            "arrangement": self.arrangement.to_dict() if self.arrangement else None,
        }


def unseen_cards(
    hand: Iterable[RummyCard],
    seen: Iterable[RummyCard],
    rules: RummyRules,
    players: int | None = None,
) -> Counter[RummyCard]:
    """Copies of each card not in ``hand`` nor ``seen``: full decks (and printed jokers) minus
    what is known. Seeing more copies than exist is an error."""
    decks = rules.max_copies(players)
    left: Counter[RummyCard] = Counter({card: decks for card in STANDARD_DECK})
    if isinstance(rules, IndianRummyRules):
        left[JOKER] = rules.max_jokers(players)
    for card in [*hand, *seen]:
        if left[card] <= 0:
            raise InvalidRummyHandError(
                f"{card.code} is seen more often than the {decks} deck{'s' if decks > 1 else ''} "
                "in play hold (hand and discard pile together)"
            )
        left[card] -= 1
    return +left


def advise(
    cards: str | Iterable[str | RummyCard],
    game: str,
    round: int | None = None,
    wild_rank: int | str | None = None,
    discard_pile: str | Iterable[str | RummyCard] = (),
    seen: str | Iterable[str | RummyCard] = (),
    rules: RummyRules | Mapping[str, Any] | None = None,
    players: int | None = None,
) -> Advice:
    """Advice for the hand ``cards``: where to draw (between turns) or what to discard (just drew).

    ``discard_pile`` lists the discard pile, oldest first: its last card is the one that may be
    taken. ``seen`` adds other cards known to be out of the stock (e.g. melds laid down).
    ``players`` fixes the number of decks when the rules do not.
    """
    rs = rules_for(game, rules)
    hand = parse_hand(cards)
    pile = parse_cards(discard_pile)
    others = parse_cards(seen)
    check_hand(hand, rs, players)
    # Solving the hand as it is checks the round, the wild rank and the hand size.
    now = solve(hand, rs.game, round=round, wild_rank=wild_rank, rules=rs)
    wild = now.wild_rank
    left = unseen_cards(hand, [*pile, *others], rs, players)
    if isinstance(rs, ThirteenRummyRules):
        assert now.round is not None
        held = rs.cards_dealt(now.round)
    else:
        held = rs.hand_size
    unseen = sum(left.values())

    if len(hand) == held + 1:
        return _advise_discard(hand, rs, wild, now, len(pile), unseen)

    def after(extra: RummyCard) -> Arrangement:
        return _solve(tuple(sorted((*hand, extra))), rs, wild, discards=1, round=now.round)

    stock_expected: float | None = None
    if unseen:
        total = 0
        for card, copies in left.items():
            total += after(card).penalty * copies
        stock_expected = total / unseen
    top = pile[-1] if pile else None
    taken: Arrangement | None = after(top) if top is not None else None
    stock_text = (
        f"stock: {stock_expected:.1f} expected over {unseen} unseen cards"
        if stock_expected is not None
        else "the stock is unknown"
    )
    useful = taken is not None and top is not None and taken.discard is not top
    if (
        useful
        and taken is not None
        and top is not None
        and (stock_expected is None or taken.penalty < stock_expected or taken.valid_declaration)
    ):
        assert taken.discard is not None
        goes = " and go out" if taken.valid_declaration else ""
        reason = (
            f"take {top} from the discard pile{goes}{_joins(top, taken)}, discard "
            f"{taken.discard}: penalty {now.penalty} → {taken.penalty} ({stock_text})"
        )
        return Advice(
            "draw",
            "discard",
            taken.discard,
            now.penalty,
            taken.penalty,
            stock_expected,
            taken.penalty,
            reason,
            len(pile),
            unseen,
            taken,
        )
    if stock_expected is None:
        raise InvalidRummyHandError("nothing to draw: no unseen cards and no discard pile")
    pile_text = (
        f"; the {top} on the discard pile would leave {taken.penalty}"
        if taken is not None and top is not None
        else ""
    )
    reason = (
        f"draw from the stock: expected penalty {stock_expected:.1f} over {unseen} unseen "
        f"cards (now {now.penalty}){pile_text}"
    )
    return Advice(
        "draw",
        "stock",
        None,
        now.penalty,
        stock_expected,
        stock_expected,
        taken.penalty if taken is not None else None,
        reason,
        len(pile),
        unseen,
        None,
    )


def _advise_discard(
    hand: tuple[RummyCard, ...],
    rs: RummyRules,
    wild: int | None,
    best: Arrangement,
    seen_in_discard: int,
    unseen: int,
) -> Advice:
    """Which card to throw from a hand that just drew: the lowest penalty after the discard; among
    equals, keep jokers and wild cards and throw the card worth most."""
    options = []
    for card in dict.fromkeys(hand):
        rest = list(hand)
        rest.remove(card)
        arrangement = _solve(tuple(rest), rs, wild, discards=0, round=best.round)
        joker_like = card.is_joker or card.rank == wild
        worth = 0 if joker_like else _value(rs, card, wild)
        options.append(
            (
                arrangement.penalty,
                not arrangement.valid_declaration,
                joker_like,
                -worth,
                card.index,
                card,
                arrangement,
            )
        )
    options.sort(key=lambda o: o[:5])
    penalty, _, _, _, _, card, arrangement = options[0]
    assert penalty == best.penalty
    if arrangement.valid_declaration:
        verb = "declare" if rs.game == "indian" else "go out"
        reason = f"{verb}: discard {card}, every other card is melded"
        action: Literal["discard", "go_out"] = "go_out"
    else:
        reason = f"discard {card}: penalty {penalty} after it ({arrangement.note})"
        action = "discard"
    return Advice(
        action,
        None,
        card,
        penalty,
        penalty,
        None,
        None,
        reason,
        seen_in_discard,
        unseen,
        arrangement,
    )


def _value(rs: RummyRules, card: RummyCard, wild: int | None) -> int:
    if isinstance(rs, IndianRummyRules):
        return rs.card_value(card, wild)
    return rs.card_value(card)


def _joins(card: RummyCard, arrangement: Arrangement) -> str:
    for meld in arrangement.melds:
        if card in meld.cards:
            return f" (it makes {meld.label(arrangement.game)} {meld})"
    return ""


__all__ = ["Advice", "advise", "unseen_cards"]
