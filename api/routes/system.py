"""The server itself: health, speed figures, and the web page."""

from __future__ import annotations

import time
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

from api import schemas
from api.deps import SessionDep, SettingsDep
from api.live import source_out

router = APIRouter(tags=["server"])

STATIC_DIR = Path(__file__).resolve().parents[1] / "static"


@router.get("/healthz", response_model=schemas.HealthOut)
def healthz(session: SessionDep) -> schemas.HealthOut:
    """The server is up; whether the card reader is loaded, and the camera's status."""
    return schemas.HealthOut(
        status="ok",
        detector=session.detector_status.out(),
        source=source_out(session),
        game_id=session.game_id,
        game=session.settings.game,
    )


@router.get("/api/stats", response_model=schemas.StatsOut)
def stats(session: SessionDep) -> schemas.StatsOut:
    """Frames per second captured and processed, frames dropped to stay live, time per frame."""
    s = session.stats
    n = max(s.processed, 1)
    return schemas.StatsOut(
        uptime_s=round(time.monotonic() - session.started, 2),
        captured_fps=round(s.capture_rate.rate(), 2),
        processed_fps=round(s.process_rate.rate(), 2),
        frames_captured=s.captured,
        frames_processed=s.processed,
        frames_dropped=s.dropped,
        frame_errors=s.errors,
        detect_ms=round(1000 * s.detect_seconds / n, 2),
        track_ms=round(1000 * s.track_seconds / n, 2),
        websocket_clients=session.broadcaster.clients,
        source=source_out(session),
        detector=session.detector_status.out(),
    )


@router.get("/", include_in_schema=False)
def index(settings: SettingsDep) -> FileResponse:
    page = "index.html" if settings.rummy_game is None else "rummy.html"
    return FileResponse(STATIC_DIR / page, headers={"Cache-Control": "no-cache"})
