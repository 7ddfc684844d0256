"""``WS /ws``: the state pushed on every change; frames and commands from the browser.

Messages from the server (JSON text): ``{"type": "state", "state": {...}}`` on connecting and
after every change; ``{"type": "frame", ...}`` (cards found) for each frame this socket sent;
``{"type": "dropped"}`` when a frame came while the previous one was still being read;
``{"type": "ack", ...}`` for a command; ``{"type": "error", "message": ..., "status": ...}``.

Messages to the server: binary = one JPEG/PNG camera frame (this switches the game to the
browser's camera); text = a JSON command: any correction of ``POST /api/events``
(``{"type": "pass", "seat": 2}``), ``{"type": "source", "mode": "browser" | "server"}``,
``{"type": "ping"}``, ``{"type": "state"}``. Anything else gets an error message; the socket
stays open.

In rummy mode (``--game thirteen-rummy | indian-rummy``) the state pushed is the rummy state
(``GET /api/rummy/state``, with its ``game`` field), frames set the hand from the hand zone and
follow the discard pile, and Tiến lên corrections are refused (409): rummy changes go through
``/api/rummy``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any, Protocol
from urllib.parse import urlsplit

from fastapi import APIRouter, WebSocket
from pydantic import BaseModel, TypeAdapter, ValidationError
from starlette.concurrency import run_in_threadpool
from starlette.websockets import WebSocketDisconnect

from api import schemas
from api.deps import DetectorDep, SessionDep, SettingsDep
from api.live import LiveSession, NoDetectorError
from api.routes.vision import UploadError, decode_upload, frame_message
from rules import IllegalPlayError, RulesError
from vision.sources import SourceError

router = APIRouter(tags=["live"])
log = logging.getLogger("thirteen.serve")

CORRECTION = TypeAdapter(schemas.CorrectionIn)
MAX_TEXT = 64 * 1024


def status_of(exc: Exception) -> int:
    if isinstance(exc, IllegalPlayError):
        return 409
    if isinstance(exc, UploadError):
        return exc.status_code
    if isinstance(exc, NoDetectorError):
        return 503
    return 422


def describe_validation(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors()[:3]:
        where = ".".join(str(p) for p in error.get("loc", ()))
        parts.append(f"{where}: {error.get('msg')}" if where else str(error.get("msg")))
    return "bad command: " + "; ".join(parts)


class Followed(Protocol):
    """The game whose state the socket pushes: the Tiến lên session or the rummy one."""

    @property
    def version(self) -> int: ...

    def state(self) -> BaseModel: ...


class Connection:
    """One browser tab."""

    def __init__(
        self,
        websocket: WebSocket,
        session: LiveSession,
        detector: Any,
        limit: int,
        followed: Followed | None = None,
    ):
        self.websocket = websocket
        self.session = session
        self.followed: Followed = followed if followed is not None else session
        self.detector = detector
        self.limit = limit
        self.send_lock = asyncio.Lock()
        self.busy = False
        self.is_camera = False
        self.last_version = -1
        self.tasks: set[asyncio.Task[None]] = set()

    async def send(self, message: dict[str, Any]) -> None:
        async with self.send_lock:
            await self.websocket.send_text(json.dumps(message))

    async def error(self, message: str, status: int = 422) -> None:
        await self.send({"type": "error", "message": message, "status": status})

    async def push_state(self) -> None:
        followed = self.followed
        version = followed.version
        state = await run_in_threadpool(followed.state)
        self.last_version = version
        await self.send({"type": "state", "state": state.model_dump(mode="json")})

    async def pusher(self, changed: asyncio.Event) -> None:
        while True:
            await changed.wait()
            changed.clear()
            if self.followed.version != self.last_version:
                await self.push_state()

    async def receiver(self) -> None:
        while True:
            message = await self.websocket.receive()
            if message["type"] == "websocket.disconnect":
                return
            data, text = message.get("bytes"), message.get("text")
            if data is not None:
                if self.busy:
                    self.session.stats.dropped += 1
                    await self.send({"type": "dropped"})
                    continue
                self.busy = True
                task = asyncio.create_task(self.frame(data))
                self.tasks.add(task)
                task.add_done_callback(self.tasks.discard)
            elif text is not None:
                await self.command(text)

    async def frame(self, data: bytes) -> None:
        session = self.session
        try:
            if len(data) > self.limit:
                raise UploadError(413, f"frame too large: at most {self.limit:,} bytes")
            image = await decode_upload(data)
            session.stats.captured += 1
            session.stats.capture_rate.tick()
            if session.source_mode != "browser":
                session.source_mode = "browser"
                session.source_status = "the browser's camera"
                session.broadcaster.notify()
            self.is_camera = True
            result = await run_in_threadpool(lambda: session.process(image, detector=self.detector))
            await self.send({"type": "frame", **frame_message(result)})
        except (SourceError, UploadError, NoDetectorError) as exc:
            await self.error(str(exc), status_of(exc))
        except Exception:  # one bad frame must not close the socket
            log.exception("frame from the browser")
            session.stats.errors += 1
            await self.error("this frame could not be read", 500)
        finally:
            self.busy = False

    async def command(self, text: str) -> None:
        if len(text) > MAX_TEXT:
            await self.error(f"message too long: at most {MAX_TEXT:,} characters")
            return
        try:
            message = json.loads(text)
        except (json.JSONDecodeError, RecursionError):
            await self.error('not JSON: send a command such as {"type": "pass"}')
            return
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            await self.error('a command is a JSON object with a "type", e.g. {"type": "undo"}')
            return
        kind = message["type"]
        if kind == "ping":
            await self.send({"type": "pong"})
            return
        if kind == "state":
            await self.push_state()
            return
        if kind == "source":
            mode = message.get("mode")
            if mode not in ("browser", "server"):
                await self.error('source mode must be "browser" or "server"')
                return
            self.session.source_mode = mode
            self.is_camera = mode == "browser"
            self.session.source_status = (
                "the browser's camera" if mode == "browser" else "switching to the server camera"
            )
            self.session.broadcaster.notify()
            await self.send({"type": "ack", "command": "source", "mode": mode})
            return
        if self.followed is not self.session:
            await self.error(
                "this server follows a rummy game, not Tiến lên: use the page or the "
                "/api/rummy endpoints",
                409,
            )
            return
        try:
            correction = CORRECTION.validate_python(message)
        except ValidationError as exc:
            await self.error(describe_validation(exc))
            return
        try:
            events = await run_in_threadpool(self.session.correct, correction)
        except RulesError as exc:
            await self.error(str(exc), status_of(exc))
            return
        await self.send({"type": "ack", "command": kind, "events": [e.to_dict() for e in events]})


def same_origin(websocket: WebSocket) -> bool:
    """Browsers let any web page open a WebSocket to localhost; only this page's own origin
    (or a client that sends no Origin, such as a script) may drive the game."""
    origin = websocket.headers.get("origin")
    if origin is None:
        return True
    host = websocket.headers.get("host", "")
    return urlsplit(origin).netloc.lower() == host.lower()


@router.websocket("/ws")
async def live_socket(
    websocket: WebSocket, session: SessionDep, detector: DetectorDep, settings: SettingsDep
) -> None:
    if not same_origin(websocket):
        await websocket.close(code=1008, reason="this page may not connect: other origin")
        return
    await websocket.accept()
    rummy = getattr(websocket.app.state, "rummy", None)
    connection = Connection(websocket, session, detector, settings.max_upload_bytes, rummy)
    changed = session.broadcaster.subscribe()
    tasks: list[asyncio.Task[None]] = []
    try:
        await connection.push_state()
        tasks = [
            asyncio.create_task(connection.pusher(changed)),
            asyncio.create_task(connection.receiver()),
        ]
        done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in done:
            exc = task.exception()
            if exc is not None and not isinstance(exc, WebSocketDisconnect | RuntimeError):
                log.warning("websocket ended: %r", exc)
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        for task in [*tasks, *connection.tasks]:
            task.cancel()
        for task in [*tasks, *connection.tasks]:
            with contextlib.suppress(BaseException):
                await task
        session.broadcaster.unsubscribe(changed)
        if connection.is_camera and session.source_mode == "browser":
            session.source_mode = "server"
            session.broadcaster.notify()
        with contextlib.suppress(Exception):
            await websocket.close()
