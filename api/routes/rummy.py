"""Rummy mode (``thirteen serve --game thirteen-rummy | indian-rummy``): the coached hand in
melds, the advice, the discard pile, the wild rank, the scores. Each change answers with the new
state (also pushed on ``WS /ws``); a change the rules refuse gets 409 or 422 and changes
nothing. In Tiến lên mode these endpoints answer 409."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from api import schemas
from api.deps import RummyDep

router = APIRouter(prefix="/api/rummy", tags=["rummy"])

ERRORS: dict[int | str, dict[str, Any]] = {
    409: {
        "model": schemas.ErrorOut,
        "description": "not allowed now (wrong round, game over, a card you do not hold), or "
        "the server follows another game",
    },
    422: {
        "model": schemas.ErrorOut,
        "description": "unreadable cards, a hand or pile the decks cannot hold (too many copies "
        "or jokers, wrong size for the round), scores out of range, unknown rule options",
    },
}


@router.get("/state", response_model=schemas.RummyStateOut, responses=ERRORS)
def get_state(rummy: RummyDep) -> schemas.RummyStateOut:
    """The rummy game as the assistant sees it: the round and its wild rank, your hand in melds
    with its penalty, whether it can go out / declare, the advice (draw from the stock or take
    the discard pile's top; what to throw away), the discard pile, the scores."""
    return rummy.state()


@router.post("/hand", response_model=schemas.RummyStateOut, responses=ERRORS)
def set_hand(body: schemas.RummyHandIn, rummy: RummyDep) -> schemas.RummyStateOut:
    """Your cards, tapped or typed in (the camera's hand zone sets them too). A hand holds the
    round's number of cards (Thirteen rummy: round + 2; Indian rummy: 13), or one more just after
    drawing. ``""`` clears it."""
    rummy.set_hand(body.cards)
    return rummy.state()


@router.post("/discard", response_model=schemas.RummyStateOut, responses=ERRORS)
def change_discard_pile(body: schemas.DiscardIn, rummy: RummyDep) -> schemas.RummyStateOut:
    """The discard pile: ``add`` cards thrown on it (``from_hand``: you threw it), ``take`` its
    top card (``by_you``: into your hand; else another player took it — it still counts as
    seen), ``undo`` the last card added, ``reshuffle`` (the stock ran out: the pile but its top
    card became the new stock). With a card-reading model the camera makes the same changes from
    the table outside your hand zone; a change is counted once, by whichever reports it first:
    tapping in a card the camera just put on the pile (or a take it just saw) adds nothing, and a
    tapped card the camera sees later is not added again."""
    rummy.discard(body)
    return rummy.state()


@router.post("/wild", response_model=schemas.RummyStateOut, responses=ERRORS)
def set_wild(body: schemas.RummyWildIn, rummy: RummyDep) -> schemas.RummyStateOut:
    """Indian rummy: the card turned face up to choose this deal's joker rank (a printed joker
    makes aces wild), or the rank itself. Thirteen rummy's wild rank comes from the round: 409."""
    rummy.set_wild(body.card)
    return rummy.state()


@router.post("/round", response_model=schemas.RummyStateOut, responses=ERRORS)
def record_round(body: schemas.RummyRoundIn, rummy: RummyDep) -> schemas.RummyStateOut:
    """Each player's score for the round being played (``round`` must be that round: 409
    otherwise). Someone went out, so one score is 0; a score can be at most what the round's
    cards can count (Indian rummy: the 80 cap). Then the next round starts with an empty hand and
    discard pile."""
    rummy.record_round(body.round, body.scores)
    return rummy.state()


@router.post("/round/undo", response_model=schemas.RummyStateOut, responses=ERRORS)
def undo_round(rummy: RummyDep) -> schemas.RummyStateOut:
    """Take back the last round's scores (the hand and pile being followed are cleared)."""
    rummy.undo_round()
    return rummy.state()


@router.post("/advice", response_model=schemas.RummyAnalysisOut, responses=ERRORS)
def advice(body: schemas.RummyAdviceIn, rummy: RummyDep) -> schemas.RummyAnalysisOut:
    """Melds, penalty and advice for a hand and discard pile (default: the ones followed), in
    this round; nothing is changed. Between turns: draw from the stock or take the pile's top,
    by the (expected) penalty after the move. Just after drawing: which card to throw away."""
    return rummy.analysis_out(body.hand, body.discard_pile)


@router.post("/new", response_model=schemas.RummyStateOut, responses=ERRORS)
def new_game(body: schemas.RummyNewGameIn, rummy: RummyDep) -> schemas.RummyStateOut:
    """Start a new game (this one stays saved); players and rule options carry over unless
    given. Thirteen rummy is for 2-8 players, Indian rummy for 2-6."""
    rummy.new_game(body.players, body.rules)
    return rummy.state()


@router.get("/games", response_model=list[schemas.RummyGameSummaryOut], responses=ERRORS)
def list_games(rummy: RummyDep) -> list[schemas.RummyGameSummaryOut]:
    """Saved games of this rummy game, newest first."""
    return [
        schemas.RummyGameSummaryOut(**game, current=game["id"] == rummy.game_id)
        for game in rummy.store.list_games(rummy.game)
    ]
