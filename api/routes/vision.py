"""Pictures in and out: frames uploaded for detection, and the annotated video stream."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile

from api import schemas
from api.deps import DetectorDep, SessionDep, SettingsDep
from api.live import LiveSession
from vision.detector import Detections
from vision.pipeline import FrameResult
from vision.sources import MAX_DECODED_PIXELS, decode_image, image_size

router = APIRouter(tags=["vision"])

IMAGE_TYPES = frozenset({"image/jpeg", "image/jpg", "image/pjpeg", "image/png"})
MULTIPART_SLACK = 64 * 1024


class UploadError(Exception):
    """An upload that cannot be taken: too big (413) or not a JPEG/PNG (415)."""

    def __init__(self, status_code: int, message: str) -> None:
        super().__init__(message)
        self.status_code = status_code


def check_pixels(data: bytes) -> None:
    size = image_size(data)
    if size is not None and size[0] * size[1] > MAX_DECODED_PIXELS:
        raise UploadError(
            413, f"image too large: {size[0]}x{size[1]} pixels (at most {MAX_DECODED_PIXELS:,})"
        )


async def read_image_upload(request: Request, limit: int) -> bytes:
    """The image bytes of a raw ``image/jpeg``/``image/png`` body or a multipart form with one
    file; 415 for other types, 413 past ``limit`` bytes (checked while reading)."""
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    multipart = content_type == "multipart/form-data"
    if not multipart and content_type not in IMAGE_TYPES:
        raise UploadError(
            415,
            f"send a JPEG or PNG image (Content-Type image/jpeg or image/png, or a multipart "
            f"form with one file), not {content_type or 'no Content-Type'}",
        )
    cap = limit + (MULTIPART_SLACK if multipart else 0)
    too_big = f"upload too large: at most {limit:,} bytes"
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > cap:
        raise UploadError(413, too_big)
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > cap:
            raise UploadError(413, too_big)
    if not multipart:
        return bytes(body)

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": bytes(body), "more_body": False}

    form = await Request(request.scope, receive).form(max_files=1, max_fields=8)
    try:
        files = [v for v in form.values() if isinstance(v, UploadFile)]
        if not files:
            raise UploadError(415, "the form holds no file: send the image as a file field")
        upload = files[0]
        part_type = (upload.content_type or "").split(";")[0].strip().lower()
        if part_type not in IMAGE_TYPES:
            raise UploadError(
                415, f"the file must be a JPEG or PNG image, not {part_type or 'untyped'}"
            )
        data = await upload.read()
    finally:
        await form.close()
    if len(data) > limit:
        raise UploadError(413, too_big)
    return data


def detections_out(detections: Detections) -> list[schemas.DetectionOut]:
    return [
        schemas.DetectionOut(
            card=name, confidence=round(float(conf), 4), box=[round(float(v), 1) for v in box]
        )
        for name, conf, box in zip(
            detections.class_name, detections.confidence, detections.xyxy, strict=True
        )
    ]


def sightings_out(result: FrameResult) -> list[schemas.SightingOut]:
    return [
        schemas.SightingOut(
            card=s.card,
            confidence=round(s.confidence, 4),
            center=[round(s.center[0], 1), round(s.center[1], 1)],
            corners=s.num_corners,
        )
        for s in result.sightings
    ]


def frame_message(result: FrameResult) -> dict[str, Any]:
    """What one processed frame gave, for JSON (no state)."""
    h, w = result.frame.image.shape[:2]
    return {
        "width": w,
        "height": h,
        "detections": [d.model_dump() for d in detections_out(result.detections)],
        "cards": [s.model_dump() for s in sightings_out(result)],
        "events": [e.to_dict() for e in result.events],
    }


async def decode_upload(data: bytes) -> Any:
    check_pixels(data)
    return await run_in_threadpool(decode_image, data)


@router.post(
    "/api/frames",
    response_model=schemas.FrameOut,
    responses={
        413: {"model": schemas.ErrorOut, "description": "upload too large"},
        415: {"model": schemas.ErrorOut, "description": "not a JPEG or PNG"},
        422: {"model": schemas.ErrorOut, "description": "not a readable image"},
        503: {"model": schemas.ErrorOut, "description": "no card-reading model loaded"},
    },
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "image/jpeg": {"schema": {"type": "string", "format": "binary"}},
                "image/png": {"schema": {"type": "string", "format": "binary"}},
                "multipart/form-data": {
                    "schema": {
                        "type": "object",
                        "properties": {"file": {"type": "string", "format": "binary"}},
                        "required": ["file"],
                    }
                },
            },
        }
    },
)
async def post_frame(
    request: Request,
    session: SessionDep,
    detector: DetectorDep,
    settings: SettingsDep,
    t: Annotated[
        float | None, Query(ge=0, le=1e7, description="frame time in seconds (default: now)")
    ] = None,
) -> schemas.FrameOut:
    """One camera frame (JPEG or PNG): the cards found in it, what it changed in the game, and
    the new state (rummy mode: the cards in the hand zone set your hand, cards thrown on and taken
    from the discard pile change it; ``rummy`` holds the rummy state and ``state`` is null)."""
    data = await read_image_upload(request, settings.max_upload_bytes)
    image = await decode_upload(data)
    session.stats.captured += 1
    session.stats.capture_rate.tick()
    result = await run_in_threadpool(_process, session, image, t, detector)
    rummy = request.app.state.rummy
    state = rummy_state = None
    if rummy is None:
        state = await run_in_threadpool(session.state)
    else:
        rummy_state = await run_in_threadpool(rummy.state)
    h, w = image.shape[:2]
    return schemas.FrameOut(
        width=w,
        height=h,
        detections=detections_out(result.detections),
        cards=sightings_out(result),
        events=[e.to_dict() for e in result.events],
        state=state,
        rummy=rummy_state,
    )


def _process(session: LiveSession, image: Any, t: float | None, detector: Any) -> FrameResult:
    return session.process(image, t=t, detector=detector)


@router.get(
    "/video.mjpg",
    response_class=StreamingResponse,
    responses={
        200: {
            "content": {"multipart/x-mixed-replace; boundary=frame": {}},
            "description": "annotated camera pictures, as MJPEG",
        }
    },
)
async def video(
    session: SessionDep,
    settings: SettingsDep,
    frames: Annotated[int | None, Query(ge=1, le=1_000_000, description="stop after N")] = None,
) -> StreamingResponse:
    """The camera picture with each card's corners boxed and named (MJPEG, for an ``<img>``)."""
    interval = 1.0 / settings.stream_fps

    async def stream() -> AsyncIterator[bytes]:
        sent, last_seq, last_time = 0, -1, 0.0
        while True:
            seq, now = session.frame_seq, time.monotonic()
            if seq != last_seq or now - last_time > 2.0:
                jpeg = await run_in_threadpool(session.annotated_jpeg)
                yield (
                    b"--frame\r\nContent-Type: image/jpeg\r\nContent-Length: "
                    + str(len(jpeg)).encode()
                    + b"\r\n\r\n"
                    + jpeg
                    + b"\r\n"
                )
                sent, last_seq, last_time = sent + 1, seq, now
                if frames is not None and sent >= frames:
                    return
            await asyncio.sleep(interval)

    return StreamingResponse(
        stream(),
        media_type="multipart/x-mixed-replace; boundary=frame",
        headers={"Cache-Control": "no-store"},
    )
