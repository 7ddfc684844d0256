"""The Tiến lên game: deal, turns, passes, tricks, bombs out of turn, finishing order, scores.

Seats are numbered 0..players-1 in clockwise order. Hands may be known (a dealt game, a
simulation) or unknown (a game watched through the camera: only card counts are kept), per seat.

>>> game = Game.deal(players=4, seed=1)
>>> opener = game.turn
>>> Card.parse("3S") in game.hands[opener]
True
>>> game.push(Play(opener, game.legal_plays()[0].cards))
>>> len(game.history)
1
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from rules.cards import ALL_CARDS, EMPTY, FULL_DECK, Card, CardSet, Rank, parse_cards
from rules.combos import DEFAULT_RULES, Combination, can_bomb_out_of_turn, classify, verdict
from rules.counting import CardCount, count_cards
from rules.errors import IllegalPlayError, InvalidNotationError
from rules.house_rules import HouseRules
from rules.legal import legal_plays

THREE_OF_SPADES: Final = Card.parse("3S")
_TWOS_MASK: Final = FULL_DECK.of_rank(Rank.TWO).mask


@dataclass(frozen=True, slots=True)
class Play:
    """A seat puts ``cards`` on the table."""

    seat: int
    cards: CardSet

    @classmethod
    def parse(cls, seat: int, text: str) -> Play:
        """``Play.parse(0, "3S 4S 5S")``."""
        return cls(seat, parse_cards(text))


@dataclass(frozen=True, slots=True)
class Pass:
    """A seat passes."""

    seat: int


Move = Play | Pass


@dataclass(frozen=True, slots=True)
class Turn:
    """One entry of the history: a play (``combination``) or a pass (``combination`` None)."""

    seat: int
    combination: Combination | None
    trick: int
    out_of_turn: bool = False
    legal: bool = True

    @property
    def is_pass(self) -> bool:
        """True for a pass."""
        return self.combination is None

    def to_dict(self) -> dict[str, object]:
        """JSON-friendly form."""
        c = self.combination
        return {
            "seat": self.seat,
            "trick": self.trick,
            "pass": c is None,
            "cards": c.cards.codes() if c else [],
            "kind": c.kind if c else None,
            "out_of_turn": self.out_of_turn,
            "legal": self.legal,
        }


def penalty(hand: CardSet, house_rules: HouseRules = DEFAULT_RULES) -> int:
    """Points for cards left in hand: 1 a card, a 2 counts ``two_penalty``."""
    twos = (hand.mask & _TWOS_MASK).bit_count()
    return len(hand) - twos + twos * house_rules.two_penalty


def instant_win(hand: CardSet | str, house_rules: HouseRules = DEFAULT_RULES) -> str | None:
    """The instant win a dealt hand holds, if any: ``four_twos``, ``dragon`` or ``six_pairs``.

    >>> instant_win("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2H")
    'dragon'
    """
    cards = parse_cards(hand)
    counts = cards.ranks()
    enabled = house_rules.instant_wins
    if "four_twos" in enabled and counts[Rank.TWO] == 4:
        return "four_twos"
    if "dragon" in enabled and all(counts[r] >= 1 for r in range(Rank.TWO)):
        return "dragon"
    if "six_pairs" in enabled and sum(c // 2 for c in counts) >= 6:
        return "six_pairs"
    return None


def is_valid_opening(
    cards: CardSet | str | Combination,
    house_rules: HouseRules = DEFAULT_RULES,
    required: Card | None = THREE_OF_SPADES,
) -> bool:
    """Can ``cards`` be the first play of the first game? (Holds ``required``, valid, and a
    straight is at least ``opening_min_straight`` long.)

    >>> is_valid_opening("3S 4D 5C"), is_valid_opening("4S 4D")
    (True, False)
    """
    return _opening_verdict(cards, house_rules, required)[0]


def _opening_verdict(
    cards: CardSet | str | Combination, hr: HouseRules, required: Card | None
) -> tuple[bool, str]:
    combo = cards if isinstance(cards, Combination) else classify(parse_cards(cards), hr)
    if combo is None:
        text = cards if isinstance(cards, str) else str(cards)
        return False, f"{text} is not a valid combination"
    if hr.require_3s_first_play and required is not None and required not in combo.cards:
        return False, f"the first play of the game must contain {required}"
    if combo.kind == "straight" and combo.length < hr.opening_min_straight:
        return False, (
            f"the opening straight must have at least {hr.opening_min_straight} cards (house rule)"
        )
    return True, f"{combo} opens the game"


@dataclass(slots=True)
class _State:
    hands: list[CardSet | None]
    cards_left: list[int]
    turn: int | None
    table: Combination | None = None
    table_owner: int | None = None
    passed: set[int] = field(default_factory=set)
    finished: list[int] = field(default_factory=list)
    history: list[Turn] = field(default_factory=list)
    trick: int = 0
    played: CardSet = EMPTY
    points: list[int] | None = None
    instant: tuple[int, str] | None = None

    def copy(self) -> _State:
        return _State(
            list(self.hands),
            list(self.cards_left),
            self.turn,
            self.table,
            self.table_owner,
            set(self.passed),
            list(self.finished),
            list(self.history),
            self.trick,
            self.played,
            None if self.points is None else list(self.points),
            self.instant,
        )


class Game:
    """One game of Tiến lên for 2–4 players, as a state machine with undo.

    ``hands``: one entry per seat, a hand (known) or None (unknown: only its size is tracked).
    ``first_game``: the opening rule applies (3♠, or the lowest dealt card with 2–3 players).
    ``leader``: who leads a later game (the previous winner); None lets the first play decide.
    """

    def __init__(
        self,
        players: int = 4,
        *,
        hands: Sequence[CardSet | str | None] | None = None,
        house_rules: HouseRules = DEFAULT_RULES,
        first_game: bool = True,
        leader: int | None = None,
        hand_size: int = 13,
    ) -> None:
        if not isinstance(players, int) or not 2 <= players <= 4:
            raise IllegalPlayError(f"Tiến lên is played by 2 to 4 players, not {players!r}")
        if leader is not None and not 0 <= leader < players:
            raise IllegalPlayError(f"leader must be a seat 0..{players - 1}, not {leader!r}")
        raw = list(hands) if hands is not None else [None] * players
        if len(raw) != players:
            raise IllegalPlayError(f"{players} players need {players} hands, got {len(raw)}")
        parsed: list[CardSet | None] = [None if h is None else parse_cards(h) for h in raw]
        seen = EMPTY
        for seat, hand in enumerate(parsed):
            if hand is None:
                continue
            if len(hand) > 13:
                raise IllegalPlayError(f"seat {seat} holds {len(hand)} cards; at most 13")
            if not seen.isdisjoint(hand):
                raise InvalidNotationError(f"{seen & hand} dealt to two seats")
            seen |= hand
        self.players = players
        self.house_rules = house_rules
        self.first_game = first_game
        self.required: Card | None = None
        opener: int | None = leader
        if first_game:
            self.required, holder = self._opening_card(parsed)
            opener = holder
        counts = [hand_size if h is None else len(h) for h in parsed]
        self._state = _State(parsed, counts, opener)
        self._undo: list[_State] = []

    @classmethod
    def deal(
        cls,
        players: int = 4,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        house_rules: HouseRules = DEFAULT_RULES,
        first_game: bool = True,
        leader: int | None = None,
    ) -> Game:
        """Shuffle and deal 13 cards to each seat (the rest is set aside unseen)."""
        rng = rng if rng is not None else random.Random(seed)
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        hands = [CardSet(deck[13 * s : 13 * (s + 1)]) for s in range(players)]
        return cls(
            players, hands=hands, house_rules=house_rules, first_game=first_game, leader=leader
        )

    def _opening_card(self, hands: list[CardSet | None]) -> tuple[Card | None, int | None]:
        """The card the first play must hold, and its holder (None when unknown)."""
        for seat, hand in enumerate(hands):
            if hand is not None and THREE_OF_SPADES in hand:
                return THREE_OF_SPADES, seat
        if self.players == 4 or any(h is None for h in hands):
            # All 52 are dealt (or we cannot see who holds the lowest card): 3♠ must open.
            return (THREE_OF_SPADES if self.players == 4 else None), None
        lowest = min(
            (card for hand in hands if hand is not None for card in hand),
            key=self.house_rules.card_value,
        )
        holder = next(s for s, h in enumerate(hands) if h is not None and lowest in h)
        return lowest, holder

    # -- read-only views ---------------------------------------------------------------------

    @property
    def hands(self) -> tuple[CardSet | None, ...]:
        """Current hands (None where unknown)."""
        return tuple(self._state.hands)

    @property
    def cards_left(self) -> tuple[int, ...]:
        """How many cards each seat still holds."""
        return tuple(self._state.cards_left)

    @property
    def turn(self) -> int | None:
        """The seat to play, or None when the game is over or anyone may open."""
        return self._state.turn

    @property
    def table(self) -> Combination | None:
        """The combination to beat (None: the next play leads a new trick)."""
        return self._state.table

    @property
    def table_owner(self) -> int | None:
        """Who played the combination on the table."""
        return self._state.table_owner

    @property
    def passed(self) -> frozenset[int]:
        """Seats that passed in this trick (since the last play when passes are not final)."""
        return frozenset(self._state.passed)

    @property
    def finished(self) -> tuple[int, ...]:
        """Seats that have gone out, in order (first = winner)."""
        return tuple(self._state.finished)

    @property
    def history(self) -> tuple[Turn, ...]:
        """Every play and pass, in order."""
        return tuple(self._state.history)

    @property
    def trick(self) -> int:
        """Number of the current trick (0 first)."""
        return self._state.trick

    @property
    def played(self) -> CardSet:
        """All cards played so far."""
        return self._state.played

    @property
    def is_over(self) -> bool:
        """True once every place is decided (or an instant win was claimed)."""
        return len(self._state.finished) == self.players

    @property
    def winner(self) -> int | None:
        """The first seat out, if any."""
        return self._state.finished[0] if self._state.finished else None

    @property
    def in_game(self) -> list[int]:
        """Seats still holding cards, in seat order."""
        done = set(self._state.finished)
        return [s for s in range(self.players) if s not in done]

    @property
    def is_opening(self) -> bool:
        """The next play is the very first of a first game (the opening rule applies)."""
        return self.first_game and not any(not t.is_pass for t in self._state.history)

    def tricks(self) -> list[list[Turn]]:
        """The history grouped by trick."""
        grouped: list[list[Turn]] = [[] for _ in range(self._state.trick + 1)]
        for turn in self._state.history:
            grouped[turn.trick].append(turn)
        return [g for g in grouped if g]

    def count(self, seat: int | None = None) -> CardCount:
        """Card counting from the played cards and (if ``seat`` is given and known) that hand."""
        hand = self._state.hands[seat] if seat is not None else None
        return count_cards(self._state.played, hand)

    def instant_wins(self) -> dict[int, str]:
        """Instant wins among the known hands, before the first play."""
        if self._state.history:
            return {}
        found = {}
        for seat, hand in enumerate(self._state.hands):
            if hand is not None:
                name = instant_win(hand, self.house_rules)
                if name:
                    found[seat] = name
        return found

    def points(self) -> list[int] | None:
        """Points of this game per seat (winner 0; None until someone has gone out).

        Cards are counted when the winner goes out; an unknown hand counts 1 per card.
        """
        return None if self._state.points is None else list(self._state.points)

    # -- rules ---------------------------------------------------------------------------------

    def check(self, move: Move) -> tuple[bool, str]:
        """Is ``move`` legal now? Returns (legal, reason); never raises for illegal moves."""
        try:
            reason = self._validate(move)[2]
        except IllegalPlayError as exc:
            return False, str(exc)
        return True, reason

    def is_legal(self, move: Move) -> bool:
        """True when ``move`` may be pushed now."""
        return self.check(move)[0]

    def _validate_basic(self, move: Move) -> tuple[Combination | None, bool, str]:
        """Checks that hold even for a play recorded against the rules (cards, seat, counts)."""
        st = self._state
        if self.is_over:
            raise IllegalPlayError("the game is over")
        seat = move.seat
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalPlayError(f"no seat {seat!r} at a table of {self.players}")
        if seat in st.finished:
            raise IllegalPlayError(f"seat {seat} has already gone out")
        if isinstance(move, Pass):
            if st.turn is not None and seat != st.turn:
                raise IllegalPlayError(f"seat {seat} cannot pass: it is seat {st.turn}'s turn")
            if st.table is None:
                raise IllegalPlayError(f"seat {seat} leads this trick and cannot pass")
            return None, False, f"seat {seat} passes"
        cards = move.cards
        if not cards:
            raise IllegalPlayError("a play needs at least one card")
        already = cards & st.played
        if already:
            raise IllegalPlayError(f"{already} already played")
        hand = st.hands[seat]
        if hand is not None and not cards <= hand:
            raise IllegalPlayError(f"seat {seat} does not hold {cards - hand}")
        if len(cards) > st.cards_left[seat]:
            raise IllegalPlayError(
                f"seat {seat} has only {st.cards_left[seat]} cards left, cannot play {len(cards)}"
            )
        combo = classify(cards, self.house_rules)
        if combo is None:
            raise IllegalPlayError(f"{cards} is not a valid combination")
        return combo, False, ""

    def _validate(self, move: Move) -> tuple[Combination | None, bool, str]:
        combo, _, reason = self._validate_basic(move)
        if combo is None:
            return combo, False, reason
        st = self._state
        seat = move.seat
        out_of_turn = False
        if st.turn is not None and seat != st.turn:
            if st.table is not None and can_bomb_out_of_turn(combo, st.table, self.house_rules):
                out_of_turn = True
            else:
                raise IllegalPlayError(f"not seat {seat}'s turn: seat {st.turn} is to play")
        elif st.turn is None and st.table is not None:
            raise IllegalPlayError("internal: table without a player to move")  # pragma: no cover
        if st.table is None:
            if self.is_opening:
                ok, reason = _opening_verdict(combo, self.house_rules, self.required)
                if not ok:
                    raise IllegalPlayError(f"{combo} cannot open: {reason}")
                return combo, False, reason
            return combo, False, f"{combo} leads a {combo.describe()}"
        if seat in st.passed and self.house_rules.pass_is_final and not out_of_turn:
            raise IllegalPlayError(
                f"seat {seat} passed and is out of this trick"
            )  # pragma: no cover
        v = verdict(combo, st.table, self.house_rules)
        if not v.legal:
            raise IllegalPlayError(v.reason)
        return combo, out_of_turn, v.reason + (" (out of turn)" if out_of_turn else "")

    def push(self, move: Move) -> None:
        """Apply a legal move; raise :class:`IllegalPlayError` (with the reason) otherwise."""
        combo, out_of_turn, _ = self._validate(move)
        self._apply(move, combo, out_of_turn, legal=True)

    def force_play(self, play: Play) -> str:
        """Record a play that happened at the table although the rules forbid it (out of turn,
        not beating, a wrong opening): the cards still leave the hand and lie on the table.
        Returns why it was illegal ("" if it was legal). Impossible plays (cards already
        played, not held, not a combination) still raise :class:`IllegalPlayError`.
        """
        ok, reason = self.check(play)
        if ok:
            self.push(play)
            return ""
        combo, _, _ = self._validate_basic(play)
        assert combo is not None
        self._apply(play, combo, False, legal=False)
        return reason

    def _apply(self, move: Move, combo: Combination | None, out_of_turn: bool, legal: bool) -> None:
        self._undo.append(self._state.copy())
        st = self._state
        seat = move.seat
        if not legal:
            st.passed.clear()  # the turn order is broken: everyone may answer again
        if combo is None:
            st.history.append(Turn(seat, None, st.trick))
            st.passed.add(seat)
            self._advance(seat)
            return
        st.history.append(Turn(seat, combo, st.trick, out_of_turn, legal))
        hand = st.hands[seat]
        if hand is not None:
            st.hands[seat] = hand - combo.cards
        st.cards_left[seat] -= combo.length
        st.played = st.played | combo.cards
        st.table = combo
        st.table_owner = seat
        if self.house_rules.pass_is_final:
            st.passed.discard(seat)
        else:
            st.passed.clear()
        if st.cards_left[seat] == 0:
            self._finish(seat)
        if self.is_over:
            st.turn = None
            return
        self._advance(seat)

    def play(self, cards: CardSet | str, seat: int | None = None) -> None:
        """Shortcut: ``game.play("3S 4S 5S")`` for the seat to move."""
        self.push(Play(self._seat(seat), parse_cards(cards)))

    def pass_turn(self, seat: int | None = None) -> None:
        """Shortcut: the seat to move passes."""
        self.push(Pass(self._seat(seat)))

    def _seat(self, seat: int | None) -> int:
        if seat is not None:
            return seat
        if self._state.turn is None:
            raise IllegalPlayError("say which seat plays: nobody is on turn yet")
        return self._state.turn

    def pop(self) -> Turn:
        """Undo the last move and return it."""
        if not self._undo:
            raise IllegalPlayError("nothing to undo")
        last = self._state.history[-1]
        self._state = self._undo.pop()
        return last

    def _finish(self, seat: int) -> None:
        st = self._state
        st.finished.append(seat)
        if len(st.finished) == 1:
            st.points = [
                0
                if s == seat
                else (st.cards_left[s] if h is None else penalty(h, self.house_rules))
                for s, h in enumerate(st.hands)
            ]
        remaining = self.in_game
        if len(remaining) == 1:
            st.finished.append(remaining[0])

    def _advance(self, seat: int) -> None:
        """Move the turn on after ``seat`` acted; end the trick when all others have passed."""
        st = self._state
        owner = st.table_owner
        remaining = self.in_game
        if owner is not None and all(s in st.passed for s in remaining if s != owner):
            # Trick won by the owner: the pile is swept and the owner (or the next seat still
            # in, clockwise, if the owner has gone out) leads.
            st.table = None
            st.table_owner = None
            st.passed.clear()
            st.trick += 1
            st.turn = owner if owner in remaining else self._next_in(owner, set())
            return
        st.turn = self._next_in(seat, st.passed if self.house_rules.pass_is_final else set())

    def _next_in(self, seat: int, skip: set[int]) -> int:
        done = set(self._state.finished)
        for step in range(1, self.players + 1):
            s = (seat + step) % self.players
            if s not in done and s not in skip:
                return s
        raise IllegalPlayError("internal: nobody left to play")  # pragma: no cover

    def claim_instant_win(self, seat: int) -> None:
        """End the game before the first play: ``seat`` holds an instant win."""
        wins = self.instant_wins()
        if seat not in wins:
            raise IllegalPlayError(f"seat {seat} holds no instant win (or play has started)")
        self._undo.append(self._state.copy())
        st = self._state
        st.instant = (seat, wins[seat])
        st.finished = [seat] + [(seat + k) % self.players for k in range(1, self.players)]
        st.points = [
            0 if s == seat else (st.cards_left[s] if h is None else penalty(h, self.house_rules))
            for s, h in enumerate(st.hands)
        ]
        st.turn = None

    # -- options for a seat --------------------------------------------------------------------

    def legal_plays(self, seat: int | None = None) -> list[Combination]:
        """Every legal play for ``seat`` (default: the seat to move) from its known hand.

        For a seat not on turn this is the bombs it may play out of turn (usually none).
        """
        st = self._state
        if self.is_over:
            return []
        seat = st.turn if seat is None else seat
        if seat is None:
            raise IllegalPlayError("say which seat: nobody is on turn yet")
        hand = st.hands[seat]
        if hand is None:
            raise IllegalPlayError(f"the hand of seat {seat} is unknown")
        if seat in st.finished:
            return []
        hr = self.house_rules
        if st.turn is not None and seat != st.turn:
            if st.table is None:
                return []
            return [
                c for c in legal_plays(hand, st.table, hr) if can_bomb_out_of_turn(c, st.table, hr)
            ]
        if st.table is None:
            if self.is_opening:
                return legal_plays(
                    hand,
                    None,
                    hr,
                    must_include=self.required if hr.require_3s_first_play else None,
                    min_straight=hr.opening_min_straight,
                )
            return legal_plays(hand, None, hr)
        return legal_plays(hand, st.table, hr)

    def can_pass(self, seat: int | None = None) -> bool:
        """Passing is allowed for the seat on turn when there is a table to beat."""
        return self.is_legal(Pass(self._seat(seat)))

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know: its own hand, the public history and the counts."""
        st = self._state
        return Observation(
            seat=seat,
            players=self.players,
            hand=st.hands[seat],
            history=tuple(st.history),
            table=st.table,
            table_owner=st.table_owner,
            turn=st.turn,
            passed=frozenset(st.passed),
            finished=tuple(st.finished),
            cards_left=tuple(st.cards_left),
            played=st.played,
            house_rules=self.house_rules,
            required=self.required if self.is_opening else None,
        )

    def __repr__(self) -> str:
        return (
            f"<Game players={self.players} turn={self.turn} table={self.table} "
            f"trick={self.trick} finished={list(self.finished)}>"
        )


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of the game — all a coach may see (never other hands)."""

    seat: int
    players: int
    hand: CardSet | None
    history: tuple[Turn, ...]
    table: Combination | None
    table_owner: int | None
    turn: int | None
    passed: frozenset[int]
    finished: tuple[int, ...]
    cards_left: tuple[int, ...]
    played: CardSet
    house_rules: HouseRules = DEFAULT_RULES
    required: Card | None = None

    @property
    def count(self) -> CardCount:
        """Counting from this seat's point of view."""
        return count_cards(self.played, self.hand)

    @property
    def unseen(self) -> CardSet:
        """Cards this seat has not seen: in other hands or set aside."""
        return self.count.unseen

    def passes_on(self) -> dict[int, list[Combination]]:
        """For each seat, the combinations it passed on (who could not or would not answer)."""
        out: dict[int, list[Combination]] = {s: [] for s in range(self.players)}
        table: dict[int, Combination] = {}
        for turn in self.history:
            if turn.combination is not None:
                table[turn.trick] = turn.combination
            elif turn.trick in table:
                out[turn.seat].append(table[turn.trick])
        return out


@dataclass
class Series:
    """Several games in a row: the dealer moves clockwise, the previous winner leads.

    Ends after ``games`` games or when a total reaches ``point_limit``; lowest total wins.
    """

    players: int = 4
    house_rules: HouseRules = DEFAULT_RULES
    games: int | None = None
    point_limit: int | None = 30
    totals: list[int] = field(default_factory=list)
    results: list[list[int]] = field(default_factory=list)
    dealer: int = 0
    last_winner: int | None = None

    def __post_init__(self) -> None:
        if not self.totals:
            self.totals = [0] * self.players

    def new_game(self, seed: int | None = None, rng: random.Random | None = None) -> Game:
        """Deal the next game of the series."""
        first = self.last_winner is None
        return Game.deal(
            self.players,
            seed=seed,
            rng=rng,
            house_rules=self.house_rules,
            first_game=first,
            leader=self.last_winner,
        )

    def record(self, game: Game) -> None:
        """Add a finished game's points; move the dealer on."""
        points = game.points()
        if points is None or not game.is_over:
            raise IllegalPlayError("only a finished game can be recorded")
        self.results.append(points)
        self.totals = [a + b for a, b in zip(self.totals, points, strict=True)]
        self.last_winner = game.winner
        self.dealer = (self.dealer + 1) % self.players

    @property
    def is_over(self) -> bool:
        """True when the set number of games is played or someone reached the point limit."""
        if self.games is not None and len(self.results) >= self.games:
            return True
        return self.point_limit is not None and max(self.totals) >= self.point_limit

    @property
    def leader(self) -> int:
        """The seat with the lowest total (ties: lowest seat number)."""
        return min(range(self.players), key=lambda s: (self.totals[s], s))
