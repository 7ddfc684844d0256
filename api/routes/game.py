"""The game: its state, checking and suggesting plays, corrections, saved games."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends

from api import schemas
from api.deps import SessionDep, StoreDep, require_tien_len
from api.storage import entry_to_dict, validate_log

router = APIRouter(prefix="/api", tags=["game"])

ERRORS: dict[int | str, dict[str, Any]] = {
    409: {
        "model": schemas.ErrorOut,
        "description": "not allowed in this state of the game (or the server follows a rummy "
        "game: see /api/rummy)",
    },
    422: {"model": schemas.ErrorOut, "description": "unreadable cards or house rules"},
}


TIEN_LEN_ONLY = [Depends(require_tien_len)]


@router.get(
    "/state",
    response_model=schemas.StateOut,
    responses={409: ERRORS[409]},
    dependencies=TIEN_LEN_ONLY,
)
def get_state(session: SessionDep) -> schemas.StateOut:
    """The game as the assistant sees it: history by round and seat, the table, whose turn,
    the 2s and aces still out, unseen cards, cards left per seat, faults, your hand."""
    return session.state()


@router.post(
    "/check", response_model=schemas.CheckOut, responses=ERRORS, dependencies=TIEN_LEN_ONLY
)
def check_play(body: schemas.CheckIn, session: SessionDep) -> schemas.CheckOut:
    """Is this play legal — on the given table, or in the game being followed — and why."""
    return session.check(body.cards, body.table, body.seat)


@router.post(
    "/suggest", response_model=schemas.SuggestOut, responses=ERRORS, dependencies=TIEN_LEN_ONLY
)
def suggest(body: schemas.SuggestIn, session: SessionDep) -> schemas.SuggestOut:
    """The coach's best plays (or pass) for your hand, ranked, each with its estimated chance
    to go out first and the reason in plain words. The coach thinks for about 0.1 s; a plain
    ``def`` route, so FastAPI runs it in its thread pool and the event loop never waits."""
    return session.suggest(body.hand, body.table, body.limit)


@router.post(
    "/events", response_model=schemas.CorrectionOut, responses=ERRORS, dependencies=TIEN_LEN_ONLY
)
def correct(body: schemas.CorrectionIn, session: SessionDep) -> schemas.CorrectionOut:
    """Correct the game by hand: ``pass``, ``undo``, ``move`` a play to another seat, add a
    ``play`` the camera missed, ``sweep`` (the round is over), set your ``hand``, ``new_game``,
    change ``house_rules``. A correction the rules reject gets 409 and changes nothing."""
    events = session.correct(body)
    return schemas.CorrectionOut(events=[e.to_dict() for e in events], state=session.state())


@router.get("/games", response_model=list[schemas.GameSummaryOut])
def list_games(store: StoreDep) -> list[schemas.GameSummaryOut]:
    """Saved games, newest first."""
    return [schemas.GameSummaryOut(**game) for game in store.list_games()]


@router.get(
    "/games/{game_id}",
    response_model=schemas.GameExportOut,
    responses={404: {"model": schemas.ErrorOut, "description": "no such game"}},
)
def export_game(game_id: int, store: StoreDep) -> schemas.GameExportOut:
    """One saved game as JSON: its set-up, its log, and the game replayed turn by turn."""
    saved = store.load(game_id)
    game = validate_log(
        saved.log, saved.players, saved.sides, saved.house_rules, saved.first_game, saved.leader
    ).game
    return schemas.GameExportOut(
        id=saved.id,
        created=saved.created,
        updated=saved.updated,
        players=saved.players,
        sides=list(saved.sides),
        house_rules=saved.house_rules.to_dict(),
        first_game=saved.first_game,
        leader=saved.leader,
        hand=saved.hand.codes(),
        log=[entry_to_dict(e) for e in saved.log],
        history=[turn.to_dict() for turn in game.history],
        cards_left=list(game.cards_left),
        finished=list(game.finished),
        points=game.points(),
    )
