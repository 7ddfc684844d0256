"""Rummy mode of ``thirteen serve``: the coached hand arranged into melds, draw/discard advice,
the discard pile, the wild rank and the scores of Thirteen rummy or Indian rummy.

:class:`RummySession` owns the :class:`~api.rummy_store.RummyTable` being followed. Every
change builds a new table, checks it against the rules, saves it, then replaces the old one and
wakes the WebSockets; a refused change raises and leaves memory and disk as they were. Camera
frames (from the server's camera or the browser's) go to a
:class:`~vision.hand_reader.HandZoneReader`: a hand that settles in the hand zone becomes the
coached hand when it fits the round, else the page says what the camera saw.

They also go to a :class:`~vision.discard_reader.DiscardPileReader` watching the table outside
the hand zone (or ``pile_zone``). A card it sees thrown is an ``add`` (from your hand only when
you hold a card more than the round deals and that card left your hand zone); a top card it sees
taken is a ``take`` (by you when the card turned up in your hand zone, else by another player).
Both go through the same checked change as the taps: one the rules refuse (a third 7♠ with two
decks) changes nothing and the page says what the camera saw and why it was refused
(``camera_note``). Taps and the camera agree by one rule: **a change is counted once, by
whichever reports it first.** So a card tapped in and then seen by the camera is matched to the
tap; a card the camera put on the pile and then tapped in (one card, the pile's top) is not added
again (tap once more for a second copy); a take tapped right after the camera's take is the same
take, and its ``by_you`` corrects who took it. A card the camera put on the pile that is then
tapped as Indian rummy's card turned up for the jokers leaves the pile.

The arrangement and the advice are derived from the table (and cached per table), never stored.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from api import schemas
from api.rummy_store import (
    TITLES,
    DealKnown,
    GameName,
    HandSource,
    RummyGameNotFoundError,
    RummyStorageError,
    RummyStore,
    RummyTable,
    replace_deal,
)
from rules import RulesError
from rules.rummy import (
    JOKER,
    RANK_SYMBOLS,
    Advice,
    Arrangement,
    IllegalRummyMoveError,
    IndianRummyRules,
    InvalidRummyRulesError,
    Meld,
    RummyCard,
    ThirteenRummyRules,
    advise,
    hand_codes,
    hand_str,
    parse_cards,
    parse_hand,
    solve,
)
from vision.detector import Detections
from vision.discard_reader import (
    DiscardEvent,
    DiscardPileReader,
    DiscardTakenEvent,
    DiscardThrownEvent,
    Zone,
)
from vision.hand_reader import HandZoneReader
from vision.pipeline import FrameResult
from vision.sources import Frame

if TYPE_CHECKING:
    from api.live import LiveSession

log = logging.getLogger("thirteen.serve")


class WrongModeError(RuntimeError):
    """A rummy request to a server following Tiến lên, or the other way round (409)."""


RANK_WORDS = ("", "Aces", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "Jacks",
              "Queens", "Kings")  # fmt: skip


def seat_name(seat: int) -> str:
    return "You" if seat == 0 else f"Player {seat + 1}"


def cards_text(cards: tuple[RummyCard, ...] | list[RummyCard]) -> str:
    return hand_str(cards)


# -- analysis: melds and advice ---------------------------------------------------------------


Analysis = tuple[Arrangement, Advice | None, str | None]


def analyse(
    table: RummyTable, hand: tuple[RummyCard, ...], pile: tuple[RummyCard, ...]
) -> Analysis:
    """The best arrangement of ``hand`` and the advice with ``pile`` as the discard pile."""
    rules = table.rules
    if isinstance(rules, ThirteenRummyRules):
        arrangement = solve(hand, table.game, round=table.round, rules=rules)
    else:
        arrangement = solve(hand, table.game, wild_rank=table.wild_rank, rules=rules)
    try:
        advice = advise(
            hand,
            table.game,
            round=table.round if isinstance(rules, ThirteenRummyRules) else None,
            wild_rank=None if isinstance(rules, ThirteenRummyRules) else table.wild_rank,
            discard_pile=pile,
            seen=(*table.deal.taken, *((table.deal.wild_card,) if table.deal.wild_card else ())),
            rules=rules,
            players=table.players,
        )
    except RulesError as exc:
        return arrangement, None, f"no advice: {exc}"
    return arrangement, advice, None


def meld_out(meld: Meld, game: str) -> schemas.MeldOut:
    return schemas.MeldOut(
        kind=meld.kind,
        label=meld.label(game),
        pure=meld.pure,
        cards=hand_codes(meld.cards),
        text=str(meld),
        stands_for=[meld.stands_for(i) for i in range(len(meld.cards))],
        description=meld.describe(),
    )


def go_out_text(a: Arrangement, drawn: bool) -> str:
    """Can this hand go out (declare), in plain words."""
    indian = a.game == "indian"
    if a.valid_declaration:
        if drawn:
            assert a.discard is not None
            if indian:
                return f"You can declare now: throw away the {a.discard} and show your hand."
            return f"You can go out now: throw away the {a.discard} and lay your melds down."
        if indian:
            return "Your hand is ready: on your turn, draw, throw one card away and declare."
        return "Every card is in a meld: on your next turn, draw, then go out by throwing one away."
    sequences = [m for m in a.melds if m.kind == "run"]
    if indian and not any(m.pure for m in sequences):
        return (
            "Not yet: you need a pure sequence — 3 or more cards in a row of one suit, "
            "with no joker."
        )
    if indian and len(sequences) < 2:
        return "Not yet: you need two sequences (cards in a row of one suit), one of them pure."
    left = len(a.unmelded)
    if left == 0:  # a spare joker with no meld to sit in
        return "Not yet: a card has no meld it can join."
    return f"Not yet: {left} card{'s' if left != 1 else ''} not in a meld."


def penalty_text(a: Arrangement) -> str:
    if a.penalty == 0 and a.valid_declaration:
        return "0 points: every card is in a meld."
    text = f"{a.penalty} points if the round ended now (cards not in a meld count; lower is better)"
    if "no pure sequence" in a.note:
        text += ". Without a pure sequence every card counts"
    elif "pure sequence but no second" in a.note:
        text += ". Without a second sequence only the pure sequence is safe"
    if "capped" in a.note:
        text += ". No hand counts more than the cap"
    return text + "."


def arrangement_out(a: Arrangement, drawn: bool) -> schemas.ArrangementOut:
    return schemas.ArrangementOut(
        melds=[meld_out(m, a.game) for m in a.melds],
        unmelded=hand_codes(a.unmelded),
        unmelded_text=cards_text(a.unmelded),
        discard=a.discard.code if a.discard is not None else None,
        penalty=a.penalty,
        can_go_out=a.valid_declaration,
        go_out_text=go_out_text(a, drawn),
        penalty_text=penalty_text(a),
        note=a.note,
    )


def _joins(card: RummyCard, a: Arrangement | None) -> Meld | None:
    if a is None:
        return None
    for meld in a.melds:
        if card in meld.cards:
            return meld
    return None


def advice_words(advice: Advice, game: str, top: RummyCard | None) -> tuple[str, str]:
    """A headline and a why, for a beginner."""
    verb = "declare" if game == "indian" else "go out"
    if advice.action == "draw" and advice.draw == "discard":
        assert top is not None and advice.discard is not None and advice.arrangement is not None
        if advice.arrangement.valid_declaration:
            headline = (
                f"Take the {top} from the discard pile, then {verb}: "
                f"throw away the {advice.discard}."
            )
        else:
            headline = (
                f"Take the {top} from the discard pile, then throw away the {advice.discard}."
            )
        meld = _joins(top, advice.arrangement)
        why = f"It fits your {meld.label(game)} {meld}. " if meld is not None else ""
        why += f"Your points go from {advice.penalty_now} to {advice.arrangement.penalty}"
        if advice.stock_expected is not None:
            why += f"; a card from the stock would leave about {advice.stock_expected:.0f}"
        return headline, why + "."
    if advice.action == "draw":
        headline = "Draw a card from the stock (the face-down pile)."
        if top is not None and advice.discard_pile_penalty is not None:
            why = (
                f"The {top} on the discard pile does not help enough: it would leave "
                f"{advice.discard_pile_penalty} points; a card from the stock leaves about "
                f"{advice.penalty_after:.0f} on average (now {advice.penalty_now})."
            )
        else:
            why = (
                f"The discard pile is empty. A card from the stock leaves about "
                f"{advice.penalty_after:.0f} points on average (now {advice.penalty_now})."
            )
        return headline, why
    assert advice.discard is not None
    if advice.action == "go_out":
        what = "show your hand" if game == "indian" else "lay your melds down"
        return (
            f"{verb.capitalize()}! Throw away the {advice.discard} and {what}.",
            "Every other card is in a meld.",
        )
    return (
        f"Throw away the {advice.discard}.",
        f"It leaves {advice.penalty_after:.0f} points, the fewest you can keep.",
    )


def advice_out(advice: Advice, game: str, top: RummyCard | None) -> schemas.RummyAdviceOut:
    headline, why = advice_words(advice, game, top)
    return schemas.RummyAdviceOut(
        action=advice.action,
        draw=advice.draw,
        discard=advice.discard.code if advice.discard is not None else None,
        headline=headline,
        why=why,
        reason=advice.reason,
        penalty_now=advice.penalty_now,
        penalty_after=round(advice.penalty_after, 2),
        stock_expected=None if advice.stock_expected is None else round(advice.stock_expected, 2),
        discard_pile_penalty=advice.discard_pile_penalty,
        seen_in_discard=advice.seen_in_discard,
        unseen=advice.unseen,
    )


# -- the discard pile: the changes shared by taps and the camera -------------------------------


def pile_add(table: RummyTable, cards: tuple[RummyCard, ...], *, from_hand: bool) -> RummyTable:
    """``cards`` thrown on the discard pile (``from_hand``: you threw it); checked by the caller
    with :meth:`RummyTable.check`."""
    deal = table.deal
    if not cards:
        raise InvalidRummyRulesError("say which card was thrown on the discard pile")
    hand = list(deal.hand)
    if from_hand:
        if len(cards) != 1:
            raise IllegalRummyMoveError("you throw one card at a time")
        if len(hand) != table.held + 1:
            raise IllegalRummyMoveError(
                f"you hold {len(hand)} cards: throw a card away after drawing, when "
                f"you hold {table.held + 1}"
            )
        if cards[0] not in hand:
            raise IllegalRummyMoveError(
                f"you do not hold {cards[0].code}: {' '.join(hand_codes(deal.hand))}"
            )
        hand.remove(cards[0])
    return replace_deal(table, discard_pile=(*deal.discard_pile, *cards), hand=tuple(hand))


def pile_take(table: RummyTable, *, by_you: bool) -> RummyTable:
    """The pile's top card taken (``by_you``: into your hand; else another player took it)."""
    deal = table.deal
    if not deal.discard_pile:
        raise IllegalRummyMoveError("the discard pile is empty: nothing to take")
    top = deal.discard_pile[-1]
    pile = deal.discard_pile[:-1]
    if by_you:
        if len(deal.hand) != table.held:
            raise IllegalRummyMoveError(
                f"you hold {len(deal.hand)} cards: take a card when you hold "
                f"{table.held} (tell the helper your cards first)"
            )
        return replace_deal(table, discard_pile=pile, hand=tuple(sorted((*deal.hand, top))))
    return replace_deal(table, discard_pile=pile, taken=(*deal.taken, top))


def _without_one(cards: tuple[RummyCard, ...], card: RummyCard) -> tuple[RummyCard, ...]:
    """``cards`` less its last copy of ``card``."""
    at = len(cards) - 1 - cards[::-1].index(card)
    return (*cards[:at], *cards[at + 1 :])


CameraChange = tuple[Literal["add", "take"], RummyCard, bool]
"""The last change to the pile, when the camera made it: the kind, the card, and by/from you."""


# -- the session ------------------------------------------------------------------------------


class RummySession:
    """The rummy game the server follows. Thread-safe: every change holds one lock."""

    def __init__(
        self,
        game: GameName,
        store: RummyStore,
        live: LiveSession,
        *,
        players: int | None = None,
        resume: bool = True,
        pile_zone: Zone | None = None,
    ) -> None:
        self.game = game
        self.store = store
        self.live = live
        self.version = 0
        self.camera_note: str | None = None
        self._lock = threading.RLock()
        self._cache: dict[tuple[Any, ...], Analysis] = {}
        self.table: RummyTable
        self.game_id: int
        saved = self._saved_game() if resume else None
        if saved is not None:
            self.game_id, self.table = saved
        else:
            self.table = RummyTable.new(game, players or live.settings.players)
            self.game_id = store.create(self.table)
        hand_zone = live.tracker.layout.hand_zone
        self.reader = HandZoneReader(hand_zone, max_copies=self.table.max_copies)
        self.pile_reader = DiscardPileReader(
            pile_zone, hand_zone=hand_zone, max_copies=self.table.max_copies
        )
        # The last change to the pile when the camera made it (see the module's rule), and the
        # pile's top card when a hand read just showed it in your hand.
        self._camera_change: CameraChange | None = None
        self._took_into_hand: RummyCard | None = None
        self._sync_pile()

    def _saved_game(self) -> tuple[int, RummyTable] | None:
        game_id = self.store.current(self.game)
        if game_id is None:
            return None
        try:
            saved = self.store.load(game_id)
        except (RummyStorageError, RummyGameNotFoundError) as exc:
            log.warning("cannot resume rummy game %s: %s; starting a new one", game_id, exc)
            return None
        log.info("resumed rummy game %s (round %d)", game_id, saved.table.round)
        return game_id, saved.table

    @property
    def notify(self) -> Callable[[], None]:
        return self.live.broadcaster.notify

    # -- changes -------------------------------------------------------------------------------

    def _apply(
        self,
        table: RummyTable,
        *,
        camera_note: str | None = None,
        camera_change: CameraChange | None = None,
    ) -> None:
        """Check, save, then install ``table``; a refused table changes nothing.

        ``camera_change``: the camera changed the pile (else a change to the pile came from a
        tap and the camera's last change is forgotten)."""
        table.check()
        self.store.save(self.game_id, table)
        old = self.table
        round_changed = table.round != old.round or table.scores != old.scores
        self.table = table
        self.camera_note = camera_note
        if round_changed:
            self.reader.reset()
            self.pile_reader.reset()
        if round_changed or table.deal.discard_pile != old.deal.discard_pile:
            self._camera_change = camera_change
            self._took_into_hand = None
        self._sync_pile()
        self._changed()

    def _sync_pile(self) -> None:
        """Tell the discard pile reader the pile as the game knows it (taps included)."""
        deal = self.table.deal
        wild = (deal.wild_card.code,) if deal.wild_card is not None else ()
        self.pile_reader.sync(hand_codes(deal.discard_pile), set_aside=wild)

    def _changed(self) -> None:
        self.version += 1
        self.notify()

    def _playing(self) -> RummyTable:
        table = self.table
        if table.over:
            raise IllegalRummyMoveError("the game is over: start a new game")
        return table

    def set_hand(self, text: str, source: HandSource = "typed") -> None:
        """The coached hand ("" clears it)."""
        hand = parse_hand(text)
        with self._lock:
            table = self.table if not hand else self._playing()
            self._apply(replace_deal(table, hand=hand, hand_source=source if hand else None))

    def discard(self, command: Any) -> None:
        """A change to the discard pile (a ``schemas.Discard*In``), tapped in. A change the
        camera already reported is not counted again (see the module's rule)."""
        with self._lock:
            table = self._playing()
            deal = table.deal
            kind = command.type
            seen = self._camera_change
            if kind == "add":
                cards = parse_cards(command.cards)
                if seen is not None and seen[0] == "add" and cards == (seen[1],):
                    self._tap_matches_camera_add(table, seen[1], command.from_hand and not seen[2])
                    return
                new = pile_add(table, cards, from_hand=command.from_hand)
            elif kind == "take":
                if seen is not None and seen[0] == "take":
                    self._tap_matches_camera_take(table, seen[1], seen[2], command.by_you)
                    return
                new = pile_take(table, by_you=command.by_you)
            elif kind == "undo":
                if not deal.discard_pile:
                    raise IllegalRummyMoveError("the discard pile is empty: nothing to undo")
                new = replace_deal(table, discard_pile=deal.discard_pile[:-1])
            elif kind == "reshuffle":
                if len(deal.discard_pile) < 2:
                    raise IllegalRummyMoveError(
                        "the stock is made again from the discard pile but its top card: the "
                        "pile needs two cards or more"
                    )
                new = replace_deal(table, discard_pile=deal.discard_pile[-1:])
            else:  # pragma: no cover - the schema allows no other type
                raise IllegalRummyMoveError(f"unknown discard-pile change {kind!r}")
            self._apply(new)

    def _tap_matches_camera_add(self, table: RummyTable, card: RummyCard, from_hand: bool) -> None:
        """A tapped add of the card the camera just put on the pile: the same throw
        (``from_hand``: yours, which the camera did not know)."""
        note = (
            f"The camera had already seen the {card} thrown on the discard pile: not counted "
            f"twice (tap it again if a second {card} was thrown)."
        )
        if from_hand:  # the pile stays; the card leaves your hand
            below = replace_deal(table, discard_pile=table.deal.discard_pile[:-1])
            self._apply(pile_add(below, (card,), from_hand=True), camera_note=note)
        else:
            self.camera_note = note
            self._changed()
        self._camera_change = None

    def _tap_matches_camera_take(
        self, table: RummyTable, card: RummyCard, camera_by_you: bool, by_you: bool
    ) -> None:
        """A tapped take right after the camera's take (no throw between, so no second take is
        possible): the same take; ``by_you`` says who took it."""
        deal = table.deal
        if by_you == camera_by_you:
            self.camera_note = f"The camera had already seen the {card} taken: not counted twice."
            self._camera_change = None
            self._changed()
            return
        held, hand = table.held, deal.hand
        if by_you:  # another player's take, as the camera thought, becomes yours
            if card in hand and len(hand) == held + 1:
                new_hand = hand  # the hand zone showed it already
            elif len(hand) == held:
                new_hand = tuple(sorted((*hand, card)))
            else:
                raise IllegalRummyMoveError(
                    f"you hold {len(hand)} cards: take a card when you hold {held} "
                    "(tell the helper your cards first)"
                )
            new = replace_deal(table, hand=new_hand, taken=_without_one(deal.taken, card))
        else:  # not yours after all: another player has it
            new_hand = _without_one(hand, card) if card in hand else hand
            new = replace_deal(table, hand=new_hand, taken=(*deal.taken, card))
        self._apply(new, camera_note=f"The {card} taken from the discard pile: corrected.")
        self._camera_change = None

    def set_wild(self, text: str) -> None:
        """Indian rummy: the card turned up for the joker rank (or a rank); "" clears it."""
        with self._lock:
            table = self._playing()
            if isinstance(table.rules, ThirteenRummyRules):
                raise IllegalRummyMoveError(
                    f"in Thirteen rummy the round sets the wild rank (round {table.round}: "
                    f"{RANK_WORDS[table.rules.wild_rank(table.round)]})"
                )
            card, rank = parse_wild(text)
            pile, seen = table.deal.discard_pile, self._camera_change
            if card is not None and seen == ("add", card, False) and pile and pile[-1] == card:
                # the camera took the card turned up for the jokers for a discard
                self._apply(
                    replace_deal(table, wild_card=card, wild_rank=rank, discard_pile=pile[:-1]),
                    camera_note=f"The {card} is the card turned up for the jokers: it is not "
                    "on the discard pile.",
                )
                return
            self._apply(replace_deal(table, wild_card=card, wild_rank=rank))

    def record_round(self, number: int, scores: list[int]) -> None:
        """Each player's score for the round being played; then the next round starts."""
        with self._lock:
            table = self.table
            if isinstance(table.rules, ThirteenRummyRules):
                table.rules.check_round(number)  # out of 1..11: 422
            if table.over:
                raise IllegalRummyMoveError("the game is over: start a new game")
            if number != table.round:
                raise IllegalRummyMoveError(
                    f"round {table.round} is being played: its scores come next, not round "
                    f"{number}'s"
                )
            if len(scores) != table.players:
                raise InvalidRummyRulesError(
                    f"give {table.players} scores, one per player, not {len(scores)}"
                )
            self._apply(
                RummyTable(
                    table.game,
                    table.players,
                    table.rules,
                    DealKnown(),
                    (*table.scores, tuple(scores)),
                )
            )

    def undo_round(self) -> None:
        """Take back the last round's scores; the deal being followed is cleared."""
        with self._lock:
            table = self.table
            if not table.scores:
                raise IllegalRummyMoveError("no round has been scored yet")
            self._apply(
                RummyTable(table.game, table.players, table.rules, DealKnown(), table.scores[:-1])
            )

    def new_game(self, players: int | None, rule_changes: dict[str, Any] | None) -> None:
        """A new game (the old one stays saved); rules and players carry over unless given."""
        with self._lock:
            old = self.table
            try:
                rules = old.rules.replace(**(rule_changes or {}))
            except TypeError as exc:
                raise InvalidRummyRulesError(str(exc)) from exc
            table = RummyTable.new(self.game, players or old.players, rules)
            self.game_id = self.store.create(table)
            self.table = table
            self.camera_note = None
            self.reader.reset()
            self.reader.max_copies = table.max_copies
            self.pile_reader.reset()
            self.pile_reader.max_copies = table.max_copies
            self._camera_change = None
            self._took_into_hand = None
            self._sync_pile()
            self._changed()

    # -- the camera ----------------------------------------------------------------------------

    def process_frame(self, frame: Frame, detections: Detections) -> FrameResult:
        """One frame's detections: the hand once it settled in the hand zone, and the cards
        thrown on and taken from the discard pile."""
        from vision.cards import merge_corners

        sightings = merge_corners(detections)
        h, w = frame.image.shape[:2]
        hand_events = self.reader.update(sightings, frame.t, (w, h))
        pile_events = self.pile_reader.update(sightings, frame.t, (w, h))
        for event in hand_events:
            self._hand_from_camera(event.cards)
        for pile_event in pile_events:
            self._pile_from_camera(pile_event)
        return FrameResult(frame, detections, sightings, [*hand_events, *pile_events])

    def _note(self, note: str) -> None:
        if note != self.camera_note:
            self.camera_note = note
            self._changed()

    def _hand_from_camera(self, codes: tuple[str, ...]) -> None:
        with self._lock:
            try:
                hand = parse_hand(codes)
                old = self.table.deal
                if hand == old.hand:
                    return
                self._apply(replace_deal(self._playing(), hand=hand, hand_source="camera"))
                gained = Counter(hand) - Counter(old.hand)
                top = old.discard_pile[-1] if old.discard_pile else None
                if top is not None and gained == Counter({top: 1}):
                    self._took_into_hand = top  # the pile's top, now in your hand zone
            except RulesError as exc:
                self._note(
                    f"The camera sees {len(codes)} cards in your hand zone "
                    f"({' '.join(codes)}), but: {exc}"
                )

    def _pile_from_camera(self, event: DiscardEvent) -> None:
        """A throw or a take the camera saw, applied like the tap; refused: only a note."""
        with self._lock:
            what = "cards on the table"
            try:
                if isinstance(event, DiscardThrownEvent):
                    what = f"the {RummyCard.parse(event.card)} thrown on the discard pile"
                    self._camera_thrown(self._playing(), RummyCard.parse(event.card))
                elif isinstance(event, DiscardTakenEvent):
                    what = f"the {RummyCard.parse(event.card)} taken from the discard pile"
                    self._camera_taken(self._playing(), RummyCard.parse(event.card))
                else:
                    cards = parse_cards(event.cards)
                    self._note(
                        f"The camera saw {len(cards)} cards appear at once on the table "
                        f"({cards_text(cards)}): not counted as discards. Tap in any that were "
                        "thrown on the discard pile."
                    )
            except RulesError as exc:
                self._note(f"The camera saw {what}, but: {exc}. Nothing was changed.")
            finally:
                self._sync_pile()  # a refused event: the reader follows the game again

    def _left_hand_zone(self, table: RummyTable, card: RummyCard) -> bool:
        """Did ``card`` just leave your hand zone (you hold one more than the round deals, and
        the zone shows fewer of it than your hand)?"""
        hand = table.deal.hand
        zone = self.reader.steady()
        return (
            bool(zone) and len(hand) == table.held + 1 and hand.count(card) > zone.count(card.code)
        )

    def _camera_thrown(self, table: RummyTable, card: RummyCard) -> None:
        from_hand = self._left_hand_zone(table, card)
        new = pile_add(table, (card,), from_hand=from_hand)
        self._apply(new, camera_change=("add", card, from_hand))

    def _camera_taken(self, table: RummyTable, card: RummyCard) -> None:
        deal = table.deal
        if not deal.discard_pile or deal.discard_pile[-1] != card:
            return  # the reader follows the game's pile: this cannot happen
        in_zone = self.reader.steady().count(card.code) > deal.hand.count(card)
        if in_zone and len(deal.hand) == table.held:
            new = pile_take(table, by_you=True)
        elif in_zone or self._took_into_hand == card:
            # yours, and the hand zone shows (or will show) it: the hand read sets your hand
            new = replace_deal(table, discard_pile=deal.discard_pile[:-1])
        else:
            new = pile_take(table, by_you=False)
        self._apply(new, camera_change=("take", card, new.deal.taken == deal.taken))

    # -- reading -------------------------------------------------------------------------------

    def _analysis(
        self, table: RummyTable, hand: tuple[RummyCard, ...], pile: tuple[RummyCard, ...]
    ) -> Analysis:
        key = (table.game, table.players, table.rules, table.round, table.wild_rank, hand, pile,
               table.deal.taken, table.deal.wild_card)  # fmt: skip
        cached = self._cache.get(key)
        if cached is None:
            cached = analyse(table, hand, pile)
            if len(self._cache) > 32:
                self._cache.clear()
            self._cache[key] = cached
        return cached

    def analysis_out(
        self, hand_text: str | None, pile_text: str | None
    ) -> schemas.RummyAnalysisOut:
        """The arrangement and advice for a hand and pile (default: the ones followed); the
        game itself is not changed."""
        with self._lock:
            table = self._playing()
        hand = table.deal.hand if hand_text is None else parse_hand(hand_text)
        pile = table.deal.discard_pile if pile_text is None else parse_cards(pile_text)
        if not hand:
            raise InvalidRummyRulesError("no hand to advise on: give your cards")
        probe = replace_deal(table, hand=hand, discard_pile=pile)
        probe.check()
        arrangement, advice, note = self._analysis(probe, hand, pile)
        top = pile[-1] if pile else None
        return schemas.RummyAnalysisOut(
            hand=hand_codes(hand),
            discard_pile=hand_codes(pile),
            arrangement=arrangement_out(arrangement, len(hand) == probe.held + 1),
            advice=advice_out(advice, table.game, top) if advice is not None else None,
            advice_note=note,
        )

    def state(self) -> schemas.RummyStateOut:
        with self._lock:
            table, version, game_id, camera_note = (
                self.table,
                self.version,
                self.game_id,
                self.camera_note,
            )
        arrangement = advice = None
        note: str | None = None
        deal = table.deal
        if deal.hand and not table.over:
            try:
                arrangement, advice, note = self._analysis(table, deal.hand, deal.discard_pile)
            except RulesError as exc:  # pragma: no cover - the table was checked
                note = f"this hand cannot be arranged: {exc}"
        elif table.over:
            note = "the game is over"
        else:
            note = "tell the helper your cards to get advice"
        if table.game == "indian" and table.wild_rank is None and deal.hand and advice is not None:
            note = "no joker rank set yet: only printed jokers count as jokers"
        return build_state(
            table,
            version=version,
            game_id=game_id,
            arrangement=arrangement,
            advice=advice,
            advice_note=note,
            camera_note=camera_note,
            live=self.live,
        )


def parse_wild(text: str) -> tuple[RummyCard | None, int | None]:
    """The card turned up (and its rank: a printed joker makes aces wild), or a bare rank."""
    text = text.strip()
    if not text:
        return None, None
    upper = text.upper()
    rank_text = "10" if upper == "T" else upper
    if rank_text in RANK_SYMBOLS[1:]:
        return None, RANK_SYMBOLS.index(rank_text)
    card = RummyCard.parse(text)
    return card, 1 if card is JOKER else card.rank


# -- the state the page shows -------------------------------------------------------------------


def build_state(
    table: RummyTable,
    *,
    version: int,
    game_id: int,
    arrangement: Arrangement | None,
    advice: Advice | None,
    advice_note: str | None,
    camera_note: str | None,
    live: LiveSession,
) -> schemas.RummyStateOut:
    from api.live import source_out

    rules = table.rules
    deal = table.deal
    held = table.held
    drawn = len(deal.hand) == held + 1
    top = deal.discard_pile[-1] if deal.discard_pile else None
    wild = table.wild_rank
    indian = isinstance(rules, IndianRummyRules)

    if indian:
        of = f" of {table.rounds_total}" if table.rounds_total else ""
        round_text = f"Deal {table.round}{of}: {held} cards each"
    else:
        round_text = f"Round {table.round} of {table.rounds_total}: {held} cards each"
    if table.over:
        round_text = "Game over"

    if wild is None:
        wild_text = (
            "Joker rank not set yet: tap the card turned face up under the stock. "
            "Printed jokers are always jokers."
        )
    elif indian:
        wild_text = (
            f"{RANK_WORDS[wild]} are jokers this deal (like the printed jokers): each can stand "
            "in for any card, one joker per meld."
        )
    else:
        wild_text = (
            f"{RANK_WORDS[wild]} are wild this round: they can stand in for any card in a meld."
        )
    wild_out = schemas.WildOut(
        rank=RANK_SYMBOLS[wild] if wild else None,
        card=deal.wild_card.code if deal.wild_card is not None else None,
        set_by=None if wild is None else ("card" if indian else "round"),
        text=wild_text,
    )

    if not deal.hand:
        status = (
            "Tell the helper your cards: hold them in the strip at the bottom of the camera "
            "picture, or tap them in."
        )
    elif drawn:
        status = f"{len(deal.hand)} cards: you have drawn. Now throw one card away."
    else:
        status = (
            f"{len(deal.hand)} cards. On your turn draw one card (from the stock or the top of "
            "the discard pile), then throw one away."
        )
    hand_out = schemas.RummyHandOut(
        cards=hand_codes(deal.hand),
        text=cards_text(deal.hand),
        count=len(deal.hand),
        holds=held,
        drawn=drawn,
        status_text=status,
        source=deal.hand_source,
    )

    pile_out = schemas.DiscardPileOut(
        cards=hand_codes(deal.discard_pile),
        top=top.code if top is not None else None,
        taken=hand_codes(deal.taken),
        seen_count=deal.seen_in_discard,
        text=cards_text(deal.discard_pile),
    )

    totals = table.totals
    low = min(totals)
    leaders = [s for s, t in enumerate(totals) if t == low] if table.scores else []
    eliminated: list[int] = []
    settlement: list[int] | None = None
    cap = pool_limit = None
    if isinstance(rules, IndianRummyRules):
        board = table.indian_board()
        eliminated = board.eliminated()
        scoring = rules.scoring
        cap = rules.penalty_cap
        if scoring == "points":
            settlement = board.settlement() if table.scores else None
            how = "Points rummy: one deal settles it; the winner collects the others' points."
        elif scoring == "pool":
            pool_limit = rules.pool_limit
            how = (
                f"Pool rummy: reach {pool_limit} points and you are out; the last player left wins."
            )
        else:
            how = f"Deals rummy: {rules.deals} deals; the lowest total wins."
        how += f" No hand counts more than {cap}."
        winners = board.winners() if table.over else None
    else:
        scoring = "thirteen_rummy"
        how = f"Lowest total after {rules.rounds} rounds wins."
        winners = leaders if table.over else None
    scores_out = schemas.RummyScoresOut(
        rounds=[
            schemas.RoundScoresOut(round=i + 1, scores=list(row))
            for i, row in enumerate(table.scores)
        ],
        totals=totals,
        leaders=leaders,
        winners=winners,
        next_round=None if table.over else table.round,
        max_score=table.max_score(),
        cap=cap,
        scoring=scoring,
        pool_limit=pool_limit,
        settlement=settlement,
        text=how,
    )
    seats = [
        schemas.RummySeatOut(
            seat=s,
            name=seat_name(s),
            is_you=s == 0,
            total=totals[s],
            leading=s in leaders,
            out=s in eliminated,
        )
        for s in range(table.players)
    ]
    return schemas.RummyStateOut(
        version=version,
        game_id=game_id,
        game=table.game,
        title=TITLES[table.game],
        players=table.players,
        decks=table.decks,
        printed_jokers=table.printed_jokers,
        rules=rules.to_dict(),
        round=table.round,
        rounds_total=table.rounds_total,
        round_text=round_text,
        cards_dealt=held,
        over=table.over,
        wild=wild_out,
        hand=hand_out,
        arrangement=arrangement_out(arrangement, drawn) if arrangement is not None else None,
        advice=advice_out(advice, table.game, top) if advice is not None else None,
        advice_note=advice_note,
        discard_pile=pile_out,
        scores=scores_out,
        seats=seats,
        camera_note=camera_note,
        detector=live.detector_status.out(),
        source=source_out(live),
    )
