"""Game flow: a deal (draw from the stock or the discard pile, discard, go out / declare, the
extra turn for the others in Thirteen rummy), whole games of 11 rounds, and Indian rummy's
scoring styles (points, pool, deals).

Seats are numbered 0..players-1 clockwise; the player left of the dealer starts. Randomness is
injected (``rng`` or ``seed``), never global.

>>> deal = RummyDeal.start("thirteen_rummy", players=2, round=1, seed=3)
>>> len(deal.hands[0]), deal.wild_rank, deal.turn, deal.phase
(3, 3, 1, 'draw')
>>> card = deal.draw("stock")
>>> deal.discard(deal.hands[1][0])
>>> deal.turn, deal.phase, len(deal.discard_pile)
(0, 'draw', 2)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from rules.rummy.cards import ACE, JOKER, STANDARD_DECK, RummyCard
from rules.rummy.errors import IllegalRummyMoveError, InvalidRummyRulesError
from rules.rummy.rulesets import IndianRummyRules, RummyRules, ThirteenRummyRules, rules_for
from rules.rummy.solver import Arrangement, _solve

Phase = Literal["draw", "discard", "over"]


@dataclass(frozen=True, slots=True)
class RummyEvent:
    """One entry of a deal's history: ``kind`` is draw_stock, draw_discard, discard, go_out,
    declare or wrong_declaration; ``card`` is the card drawn or thrown."""

    seat: int
    kind: str
    card: RummyCard | None = None


def new_deck(rules: RummyRules, players: int) -> list[RummyCard]:
    """All cards in play for ``players`` players (decks and printed jokers), unshuffled."""
    decks = rules.decks_for(players)
    jokers = decks * rules.printed_jokers_per_deck
    return list(STANDARD_DECK) * decks + [JOKER] * jokers


@dataclass
class RummyDeal:
    """One deal: a round of Thirteen rummy or a deal of Indian rummy.

    ``stock`` and ``discard_pile`` have their top card last. ``phase`` is ``draw`` (the player to
    move draws), ``discard`` (they discard, go out or declare) or ``over``; then ``scores`` holds
    each seat's penalty for the deal. ``out`` lists the seats that went out (or declared).
    """

    rules: RummyRules
    hands: list[list[RummyCard]]
    stock: list[RummyCard]
    discard_pile: list[RummyCard]
    wild_rank: int | None
    round: int | None = None
    dealer: int = 0
    turn: int = 0
    phase: Phase = "draw"
    out: list[int] = field(default_factory=list)
    final_turns: list[int] = field(default_factory=list)
    scores: list[int] | None = None
    history: list[RummyEvent] = field(default_factory=list)
    rng: random.Random = field(default_factory=random.Random, repr=False)
    wild_card: RummyCard | None = None
    """Indian rummy: the card turned up to choose the wild rank (it stays under the stock)."""
    first_discard: RummyCard | None = field(default=None, repr=False)
    """The card turned up to start the discard pile (defaults to the pile's bottom card)."""

    def __post_init__(self) -> None:
        if self.first_discard is None and self.discard_pile:
            self.first_discard = self.discard_pile[0]

    @classmethod
    def start(
        cls,
        game: str | RummyRules,
        players: int,
        round: int | None = None,
        dealer: int = 0,
        wild_rank: int | None = None,
        rules: RummyRules | Mapping[str, Any] | None = None,
        rng: random.Random | None = None,
        seed: int | None = None,
    ) -> RummyDeal:
        """Shuffle and deal. Thirteen rummy deals ``round + 2`` cards with that rank wild; Indian
        rummy deals ``hand_size`` cards and turns up a card for the wild rank (a printed joker
        turned up makes aces wild), unless ``wild_rank`` is given."""
        rs = rules_for(game, rules) if isinstance(game, str) else rules_for(game.game, game)
        if isinstance(players, bool) or not isinstance(players, int):
            raise InvalidRummyRulesError(f"players must be a whole number: {players!r}")
        low, high = (2, 8) if isinstance(rs, ThirteenRummyRules) else (2, 6)
        if not low <= players <= high:
            raise InvalidRummyRulesError(f"{rs.game} is for {low} to {high} players: {players}")
        if not 0 <= dealer < players:
            raise InvalidRummyRulesError(f"dealer must be a seat 0..{players - 1}: {dealer}")
        rng = rng if rng is not None else random.Random(seed)
        deck = new_deck(rs, players)
        rng.shuffle(deck)
        wild_card = None
        if isinstance(rs, ThirteenRummyRules):
            if round is None:
                raise InvalidRummyRulesError("a Thirteen rummy deal needs its round (1..11)")
            size = rs.cards_dealt(round)
            if wild_rank is not None and wild_rank != size:
                raise InvalidRummyRulesError(
                    f"the wild rank of round {round} is {size}, not {wild_rank}"
                )
            wild: int | None = size
        else:
            if round is not None:
                raise InvalidRummyRulesError("Indian rummy has no numbered rounds")
            size = rs.hand_size
            wild = wild_rank
        if len(deck) < size * players + 2:
            raise InvalidRummyRulesError(
                f"{len(deck)} cards cannot deal {size} to {players} players: use more decks"
            )
        hands = [
            sorted(deck[-size * (seat + 1) : len(deck) - size * seat]) for seat in range(players)
        ]
        del deck[-size * players :]
        pile = [deck.pop()]
        if isinstance(rs, IndianRummyRules) and wild is None:
            wild_card = deck.pop()
            deck.insert(0, wild_card)  # face up under the stock
            wild = ACE if wild_card.is_joker else wild_card.rank
        return cls(
            rules=rs,
            hands=hands,
            stock=deck,
            discard_pile=pile,
            wild_rank=wild,
            round=round,
            dealer=dealer,
            turn=(dealer + 1) % players,
            rng=rng,
            wild_card=wild_card,
            first_discard=pile[0],
        )

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.hands)

    @property
    def hand_size(self) -> int:
        """Cards held between turns."""
        if isinstance(self.rules, ThirteenRummyRules):
            assert self.round is not None
            return self.rules.cards_dealt(self.round)
        return self.rules.hand_size

    @property
    def discard_top(self) -> RummyCard | None:
        """The card a player may take from the discard pile."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def over(self) -> bool:
        """True once the deal is scored."""
        return self.phase == "over"

    def seen_in_discard(self) -> Counter[RummyCard]:
        """Every card seen on the discard pile this deal (the first card turned up and every
        discard, including those taken back since)."""
        seen = Counter(e.card for e in self.history if e.kind == "discard" and e.card)
        seen.update(
            e.card
            for e in self.history
            if e.kind in ("go_out", "declare", "wrong_declaration") and e.card
        )
        if self.first_discard is not None:
            seen[self.first_discard] += 1
        return seen

    def arrangement(self, seat: int) -> Arrangement:
        """The best arrangement of a seat's hand (as it is now)."""
        hand = tuple(sorted(self.hands[seat]))
        discards = len(hand) - self.hand_size
        return _solve(hand, self.rules, self.wild_rank, discards, round=self.round)

    def _expect(self, phase: Phase, action: str) -> None:
        if self.phase != phase:
            what = (
                "the deal is over"
                if self.phase == "over"
                else f"seat {self.turn} must {self.phase}"
            )
            raise IllegalRummyMoveError(f"cannot {action} now: {what}")

    def draw(self, source: Literal["stock", "discard"]) -> RummyCard:
        """The player to move draws the stock's top card or the discard pile's top card."""
        self._expect("draw", f"draw from the {source}")
        if source == "stock":
            if not self.stock:
                self._reshuffle()
            card = self.stock.pop()
            kind = "draw_stock"
        elif source == "discard":
            if not self.discard_pile:
                raise IllegalRummyMoveError("cannot draw from the discard pile: it is empty")
            card = self.discard_pile.pop()
            kind = "draw_discard"
        else:
            raise IllegalRummyMoveError(f"draw from 'stock' or 'discard', not {source!r}")
        self.hands[self.turn].append(card)
        self.hands[self.turn].sort()
        self.history.append(RummyEvent(self.turn, kind, card))
        self.phase = "discard"
        return card

    def _reshuffle(self) -> None:
        """An empty stock is refilled with the discard pile but its top card, shuffled."""
        if len(self.discard_pile) < 2:
            raise IllegalRummyMoveError("cannot draw from the stock: stock and discard pile empty")
        top = self.discard_pile.pop()
        self.stock = self.discard_pile
        self.rng.shuffle(self.stock)
        self.discard_pile = [top]

    def _throw(self, card: RummyCard | str) -> RummyCard:
        card = card if isinstance(card, RummyCard) else RummyCard.parse(card)
        hand = self.hands[self.turn]
        if card not in hand:
            raise IllegalRummyMoveError(
                f"seat {self.turn} does not hold {card.code}: {' '.join(c.code for c in hand)}"
            )
        hand.remove(card)
        self.discard_pile.append(card)
        return card

    def discard(self, card: RummyCard | str) -> None:
        """The player to move throws ``card`` on the discard pile; the turn passes on."""
        self._expect("discard", "discard")
        thrown = self._throw(card)
        self.history.append(RummyEvent(self.turn, "discard", thrown))
        self._next_turn()

    def go_out(self, card: RummyCard | str) -> Arrangement:
        """Go out (Thirteen rummy) or declare (Indian rummy) by discarding ``card``.

        Thirteen rummy: every other card must be melded, else it is an illegal move; then each
        other player has one more turn (``extra_turn``) and the round is scored. Indian rummy:
        a valid declaration scores 0 and the others their hands' penalties; an invalid one costs
        the declarer ``wrong_declaration_penalty`` and the others nothing. Either ends the deal.
        """
        self._expect("discard", "go out")
        card = card if isinstance(card, RummyCard) else RummyCard.parse(card)
        seat = self.turn
        rest = list(self.hands[seat])
        if card not in rest:
            raise IllegalRummyMoveError(f"seat {seat} does not hold {card.code}")
        rest.remove(card)
        arrangement = _solve(tuple(rest), self.rules, self.wild_rank, 0, round=self.round)
        if isinstance(self.rules, ThirteenRummyRules):
            if not arrangement.valid_declaration:
                raise IllegalRummyMoveError(
                    f"seat {seat} cannot go out discarding {card.code}: {arrangement}"
                )
            self._throw(card)
            self.history.append(RummyEvent(seat, "go_out", card))
            self.out.append(seat)
            if len(self.out) == 1 and self.rules.extra_turn:
                self.final_turns = [(seat + i) % self.players for i in range(1, self.players)]
            self._next_turn()
            return arrangement
        self._throw(card)
        if arrangement.valid_declaration:
            self.history.append(RummyEvent(seat, "declare", card))
            self.out.append(seat)
            self._score()
        else:
            self.history.append(RummyEvent(seat, "wrong_declaration", card))
            self.scores = [0] * self.players
            self.scores[seat] = self.rules.wrong_declaration_penalty
            self.phase = "over"
        return arrangement

    declare = go_out

    def _next_turn(self) -> None:
        if self.out and isinstance(self.rules, ThirteenRummyRules):
            if not self.final_turns:
                self._score()
                return
            self.turn = self.final_turns.pop(0)
        else:
            self.turn = (self.turn + 1) % self.players
        self.phase = "draw"

    def _score(self) -> None:
        self.scores = [
            0 if seat in self.out else self.arrangement(seat).penalty
            for seat in range(self.players)
        ]
        self.phase = "over"


@dataclass
class Scoreboard:
    """Cumulative scores over deals; lower is better."""

    players: int
    deals: list[list[int]] = field(default_factory=list)

    @property
    def totals(self) -> list[int]:
        """Each seat's total."""
        return [sum(d[seat] for d in self.deals) for seat in range(self.players)]

    def add(self, scores: Sequence[int]) -> None:
        """Record one deal's scores (one per seat)."""
        if len(scores) != self.players or any(
            isinstance(s, bool) or not isinstance(s, int) or s < 0 for s in scores
        ):
            raise InvalidRummyRulesError(
                f"a deal's scores are {self.players} whole numbers ≥ 0: {list(scores)!r}"
            )
        self.deals.append(list(scores))

    def leaders(self) -> list[int]:
        """Seats with the lowest total."""
        totals = self.totals
        low = min(totals)
        return [seat for seat, t in enumerate(totals) if t == low]


@dataclass
class ThirteenRummyGame:
    """A game of Thirteen rummy: rounds 1..11 (``rules.rounds``), the dealer moving left, scores
    added up; the lowest total wins.

    >>> game = ThirteenRummyGame(players=3, seed=1)
    >>> game.deal.round, game.deal.wild_rank, len(game.deal.hands[0])
    (1, 3, 3)
    """

    players: int
    rules: ThirteenRummyRules = field(default_factory=ThirteenRummyRules)
    seed: int | None = None
    rng: random.Random | None = field(default=None, repr=False)
    scoreboard: Scoreboard = field(init=False)
    deal: RummyDeal = field(init=False)

    def __post_init__(self) -> None:
        if self.rng is None:
            self.rng = random.Random(self.seed)
        self.scoreboard = Scoreboard(self.players)
        self.deal = RummyDeal.start(self.rules, self.players, round=1, dealer=0, rng=self.rng)

    @property
    def round(self) -> int:
        """The round being played (or the last one, once the game is over)."""
        assert self.deal.round is not None
        return self.deal.round

    @property
    def over(self) -> bool:
        """True once the last round is scored."""
        return len(self.scoreboard.deals) == self.rules.rounds

    def next_round(self) -> RummyDeal | None:
        """Record the finished round's scores and deal the next round (None after the last)."""
        if not self.deal.over or self.deal.scores is None:
            raise IllegalRummyMoveError(f"round {self.round} is not over yet")
        if self.over:
            raise IllegalRummyMoveError("the game is over")
        self.scoreboard.add(self.deal.scores)
        if self.over:
            return None
        self.deal = RummyDeal.start(
            self.rules,
            self.players,
            round=self.round + 1,
            dealer=(self.deal.dealer + 1) % self.players,
            rng=self.rng,
        )
        return self.deal

    def winners(self) -> list[int]:
        """Seats with the lowest total (the game's winners once it is over)."""
        return self.scoreboard.leaders()


@dataclass
class IndianScoreboard:
    """Indian rummy scores under ``rules.scoring``:

    - ``points``: one deal settles; the winner collects the others' points (:meth:`settlement`).
    - ``pool``: deals go on; a player whose total reaches ``pool_limit`` (e.g. 101) is out; the
      last player left wins.
    - ``deals``: ``rules.deals`` deals are played; the lowest total wins.

    A seat that is out scores nothing more (pass 0 for it).
    """

    players: int
    rules: IndianRummyRules = field(default_factory=IndianRummyRules)
    scoreboard: Scoreboard = field(init=False)

    def __post_init__(self) -> None:
        self.scoreboard = Scoreboard(self.players)

    @property
    def totals(self) -> list[int]:
        """Each seat's total."""
        return self.scoreboard.totals

    def eliminated(self) -> list[int]:
        """Pool rummy: seats whose total reached the pool limit."""
        if self.rules.scoring != "pool":
            return []
        return [s for s, t in enumerate(self.totals) if t >= self.rules.pool_limit]

    def active(self) -> list[int]:
        """Seats still playing."""
        out = set(self.eliminated())
        return [s for s in range(self.players) if s not in out]

    @property
    def over(self) -> bool:
        """True when the match is decided."""
        played = len(self.scoreboard.deals)
        if self.rules.scoring == "points":
            return played >= 1
        if self.rules.scoring == "deals":
            return played >= self.rules.deals
        return len(self.active()) <= 1

    def add_deal(self, scores: Sequence[int]) -> None:
        """Record a deal's scores (one per seat; 0 for seats already out)."""
        if self.over:
            raise IllegalRummyMoveError(f"the {self.rules.scoring} match is over")
        for seat in self.eliminated():
            if scores[seat]:
                raise IllegalRummyMoveError(f"seat {seat} is out of the pool and cannot score")
        self.scoreboard.add(scores)

    def winners(self) -> list[int]:
        """Pool: the seats still in; points and deals: the lowest totals."""
        if self.rules.scoring == "pool":
            active = self.active()
            if active:
                return active
        return self.scoreboard.leaders()

    def settlement(self) -> list[int]:
        """Points rummy: what each seat wins (+) or pays (−) over all deals, the winner of a deal
        collecting the others' points (ties for the lowest score split nothing)."""
        out = [0] * self.players
        for deal in self.scoreboard.deals:
            low = min(deal)
            winners = [s for s, p in enumerate(deal) if p == low]
            if len(winners) != 1:
                continue
            for seat, points in enumerate(deal):
                if seat != winners[0]:
                    out[seat] -= points
                    out[winners[0]] += points
        return out
