"""Dependencies of the routes, as ``Annotated`` types. Tests swap any of them with
``app.dependency_overrides`` (e.g. ``app.dependency_overrides[get_detector] = lambda: fake``)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends
from starlette.requests import HTTPConnection

from api.live import Detector, LiveSession
from api.rummy_live import RummySession, WrongModeError
from api.settings import Settings
from api.storage import GameStore


def get_settings(connection: HTTPConnection) -> Settings:
    settings: Settings = connection.app.state.settings
    return settings


def get_session(connection: HTTPConnection) -> LiveSession:
    session: LiveSession = connection.app.state.session
    return session


def get_store(connection: HTTPConnection) -> GameStore:
    store: GameStore = connection.app.state.store
    return store


def get_detector(connection: HTTPConnection) -> Detector | None:
    """The card detector loaded at start-up (None when there is no model)."""
    detector: Detector | None = connection.app.state.detector
    return detector


def get_rummy(connection: HTTPConnection) -> RummySession:
    """The rummy game followed; 409 when the server follows Tiến lên."""
    rummy: RummySession | None = getattr(connection.app.state, "rummy", None)
    if rummy is None:
        raise WrongModeError(
            "this server follows Tiến lên, not a rummy game: start it with "
            "`thirteen serve --game thirteen-rummy` (or indian-rummy)"
        )
    return rummy


def require_tien_len(connection: HTTPConnection) -> None:
    """409 for the Tiến lên game's endpoints when the server follows a rummy game."""
    rummy: RummySession | None = getattr(connection.app.state, "rummy", None)
    if rummy is not None:
        raise WrongModeError(
            f"this server follows {rummy.table.title}, not Tiến lên: see GET /api/rummy/state "
            "(or start it with `thirteen serve --game tien-len`)"
        )


SettingsDep = Annotated[Settings, Depends(get_settings)]
SessionDep = Annotated[LiveSession, Depends(get_session)]
StoreDep = Annotated[GameStore, Depends(get_store)]
DetectorDep = Annotated[Detector | None, Depends(get_detector)]
RummyDep = Annotated[RummySession, Depends(get_rummy)]
