"""The local FastAPI app: ``create_app(settings)``.

The detector is loaded once, in the lifespan; so are the saved games and the server camera's
background loop. Domain errors become HTTP answers in one handler: unreadable cards or house
rules 422, a play or correction the game does not allow 409, a wrong upload type 415, a too
large upload 413, no card-reading model 503, an unknown saved game 404.

>>> app = create_app(Settings(camera="none", detector=False))  # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles

from api.live import CameraLoop, LiveSession, NoDetectorError, load_detector
from api.routes import game, rummy, system, vision, ws
from api.routes.system import STATIC_DIR
from api.routes.vision import UploadError
from api.rummy_live import RummySession, WrongModeError
from api.rummy_store import RummyGameNotFoundError, RummyStorageError, RummyStore
from api.settings import Settings
from api.storage import GameNotFoundError, GameStore, StorageError
from rules import IllegalPlayError, RulesError
from rules.rummy import IllegalRummyMoveError
from vision.sources import SourceError

log = logging.getLogger("thirteen.serve")

# Most specific first: the first class in an error's MRO found here gives the status.
ERROR_STATUS: dict[type[Exception], int] = {
    IllegalPlayError: 409,
    IllegalRummyMoveError: 409,
    WrongModeError: 409,
    RulesError: 422,
    SourceError: 422,
    NoDetectorError: 503,
    GameNotFoundError: 404,
    RummyGameNotFoundError: 404,
    StorageError: 500,
    RummyStorageError: 500,
}


def error_status(exc: Exception) -> int:
    if isinstance(exc, UploadError):
        return exc.status_code
    for cls in type(exc).__mro__:
        if cls in ERROR_STATUS:
            return ERROR_STATUS[cls]
    return 500  # pragma: no cover


async def domain_error(request: Request, exc: Exception) -> JSONResponse:
    """One handler for every domain error: a status and a message a person can act on."""
    message = str(exc)
    if isinstance(exc, GameNotFoundError):
        message = exc.args[0] if exc.args else "no such game"
    return JSONResponse(
        {"detail": message, "error": type(exc).__name__}, status_code=error_status(exc)
    )


def create_app(settings: Settings | None = None) -> FastAPI:
    """The app for these settings (defaults and ``THIRTEEN_*`` environment when None)."""
    settings = settings if settings is not None else Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        house_rules = settings.load_house_rules()
        detector, status = load_detector(settings)
        log.info("card reader: %s", status.message)
        store = GameStore(settings.database_path)
        session = LiveSession(settings, store, detector, status, house_rules)
        session.broadcaster.bind(asyncio.get_running_loop())
        rummy_store = rummy_session = None
        if settings.rummy_game is not None:
            rummy_store = RummyStore(settings.database_path)
            rummy_session = RummySession(settings.rummy_game, rummy_store, session)
            session.frame_handler = rummy_session.process_frame
        camera = None
        target = settings.camera_target
        if target is not None:
            camera = CameraLoop(session, target)
            camera.start()
        app.state.detector = detector
        app.state.store = store
        app.state.session = session
        app.state.camera = camera
        app.state.rummy = rummy_session
        try:
            yield
        finally:
            if camera is not None:
                camera.stop()
            store.close()
            if rummy_store is not None:
                rummy_store.close()

    app = FastAPI(
        title="thirteen",
        summary="Local assistant for the card game Thirteen (Tiến lên)",
        description="Follows a real table through a camera: the history of plays, whether each "
        "was legal, the 2s and aces still out, and suggestions for your hand. Started with "
        "`--game thirteen-rummy` or `--game indian-rummy` it coaches the rummy games also called "
        "Thirteen instead (`/api/rummy/...`): your hand in melds with its penalty, the draw and "
        "discard to make, the wild rank, the discard pile and the scores.",
        version="0.1.0",
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.rummy = None
    for cls in (*ERROR_STATUS, UploadError):
        app.add_exception_handler(cls, domain_error)
    app.include_router(system.router)
    app.include_router(game.router)
    app.include_router(rummy.router)
    app.include_router(vision.router)
    app.include_router(ws.router)
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    return app
