"""``POST /api/suggest``: the coach (:func:`rules.coach.suggest`) on the coached seat's view.

The session builds a :class:`CoachRequest` under its lock — the coached seat's
:class:`rules.Observation` with the hand filled in, or a made-up position for a given table —
and :func:`coach_suggestions` runs the search *outside* the lock, so the camera loop and the
corrections never wait for the coach. The route is a plain ``def``, which FastAPI runs in its
thread pool: the event loop (WebSockets, the video stream) is not blocked either.

>>> from rules import Game, parse_cards
>>> request = what_if_request(4, 0, parse_cards("4D 5D 9S"), parse_cards("3S"), HouseRules())
>>> out = coach_suggestions(request, limit=2, budget_ms=30.0)
>>> out.engine, out.your_turn, len(out.suggestions) <= 2
('coach', None, True)
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Final

from api import schemas
from rules import CardSet, Game, HouseRules, IllegalPlayError, Observation, Play
from rules.coach import CoachError, Suggestion, options, suggest

__all__ = [
    "DEFAULT_BUDGET_MS",
    "CoachRequest",
    "coach_suggestions",
    "game_request",
    "what_if_request",
]

DEFAULT_BUDGET_MS: Final = 100.0
"""Thinking time per request. On 2 cores the coach then answers in about 70 ms at the median
and 120 ms at the 95th percentile (benchmarks/RESULTS-coach.md), and this is the budget the
arena figures were measured with."""


@dataclass(frozen=True)
class CoachRequest:
    """What to ask the coach: an observation, or only a note when there is nothing to decide.

    ``your_turn``: whether the coached seat is on turn in the game being followed (None for a
    made-up table); ``note``: a sentence to show above the suggestions.
    """

    observation: Observation | None
    house_rules: HouseRules
    your_turn: bool | None
    note: str
    hand: CardSet


def game_request(game: Game, seat: int, hand: CardSet) -> CoachRequest:
    """The question for the game being followed: ``seat``'s view with ``hand`` as its hand.

    When it is not the seat's turn the coach answers as if it were, on the table as it lies
    now (unless the seat may bomb a 2 right away, or already passed in this round).
    """
    rules = game.house_rules
    if game.is_over:
        return CoachRequest(None, rules, False, "The game is over.", hand)
    if seat in game.finished:
        return CoachRequest(None, rules, False, "You have gone out: nothing left to play.", hand)
    if not hand:
        note = "I don't know your cards yet: show them to the camera or tap them in."
        return CoachRequest(None, rules, game.turn in (None, seat), note, hand)
    counts = list(game.cards_left)
    counts[seat] = len(hand)
    obs = dataclasses.replace(game.observation(seat), hand=hand, cards_left=tuple(counts))
    if game.turn == seat:
        return CoachRequest(obs, rules, True, "", hand)
    if game.turn is None:
        # A first game nobody has opened yet: whoever holds the required card starts.
        required = game.required
        if required is not None and required not in hand:
            note = f"You don't hold {required}: whoever does starts the game."
            return CoachRequest(None, rules, False, note, hand)
        return CoachRequest(obs, rules, True, "", hand)
    try:
        bombs_now = options(obs, rules).plays
    except CoachError as exc:
        raise IllegalPlayError(str(exc)) from exc
    if bombs_now:
        note = "It is not your turn, but you may bomb this 2 right now."
        return CoachRequest(obs, rules, False, note, hand)
    if game.table is not None and rules.pass_is_final and seat in game.passed:
        note = "You passed in this round: wait until someone starts a new one."
        return CoachRequest(None, rules, False, note, hand)
    note = "It is not your turn yet. If the table is still the same when it is:"
    return CoachRequest(dataclasses.replace(obs, turn=seat), rules, False, note, hand)


def what_if_request(
    players: int, seat: int, hand: CardSet, table: CardSet, rules: HouseRules
) -> CoachRequest:
    """A made-up position: ``hand`` against ``table`` (empty: a lead), the others holding full
    hands, no history. The game being followed is not used."""
    if table & hand:
        raise IllegalPlayError(f"{table & hand} cannot be both on the table and in your hand")
    if len(hand) > 13:
        raise IllegalPlayError(f"a hand holds at most 13 cards, not {len(hand)}")
    owner = (seat - 1) % players
    hands: list[CardSet | None] = [None] * players
    hands[seat] = hand
    leader = owner if table else seat
    game = Game(players, hands=hands, house_rules=rules, first_game=False, leader=leader)
    if table:
        game.push(Play(owner, table))
    note = "On this table (a made-up position: the game's history is not used):"
    if not hand:
        return CoachRequest(None, rules, None, "No cards to play from.", hand)
    return CoachRequest(game.observation(seat), rules, None, note, hand)


def coach_suggestions(
    request: CoachRequest,
    *,
    limit: int,
    budget_ms: float = DEFAULT_BUDGET_MS,
    rng: random.Random | None = None,
    clock: str = "wall",
) -> schemas.SuggestOut:
    """Ask the coach (this takes about ``budget_ms``, measured on ``clock``: see
    :func:`rules.coach.suggest`) and shape its answer for the page."""
    obs = request.observation
    table_codes = None
    total = 0
    can_pass = False
    found: list[Suggestion] = []
    note = request.note
    if obs is not None:
        table_codes = obs.table.cards.codes() if obs.table is not None else None
        try:
            opts = options(obs, request.house_rules)
            found = suggest(
                obs, request.house_rules, k=limit, budget_ms=budget_ms, rng=rng, clock=clock
            )
        except CoachError as exc:
            raise IllegalPlayError(str(exc)) from exc
        total = len(opts.plays)
        can_pass = opts.can_pass
        note = " ".join(part for part in (note, _summary(found, obs)) if part)
    return schemas.SuggestOut(
        engine="coach",
        note=note,
        hand=request.hand.codes(),
        table=table_codes,
        your_turn=request.your_turn,
        can_pass=can_pass,
        total=total,
        budget_ms=budget_ms,
        suggestions=[_out(rank, s) for rank, s in enumerate(found, start=1)],
    )


def _summary(found: list[Suggestion], obs: Observation) -> str:
    if not found:
        if obs.table is not None:
            return "Nothing in your hand beats the table: pass."
        return "Nothing to play now."
    if len(found) == 1 and found[0].is_pass:
        return "Nothing in your hand beats the table: pass."
    if any(s.exact for s in found):
        return "Best first. The coach worked out the rest of the game exactly."
    games = max(s.samples for s in found)
    return (
        f"Best first. The coach played each choice out in up to {games} imagined deals of "
        "the cards you cannot see; the % is how often you then went out first."
    )


def _out(rank: int, s: Suggestion) -> schemas.SuggestionOut:
    combo = s.combination
    return schemas.SuggestionOut(
        rank=rank,
        is_pass=s.is_pass,
        cards=s.cards.codes(),
        text="pass" if combo is None else str(s.cards),
        kind="pass" if combo is None else combo.kind,
        description="pass" if combo is None else combo.describe(),
        reason=s.reason,
        score=round(s.score, 4),
        expected_place=round(s.expected_place, 3),
        exact=s.exact,
        samples=s.samples,
        ideas=list(s.ideas),
        uses_twos=0 if combo is None else combo.twos,
        is_bomb=False if combo is None else combo.is_bomb,
    )
