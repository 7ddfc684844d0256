"""POST /api/frames and GET /video.mjpg, with the detector swapped for a fake."""

from __future__ import annotations

import struct
import zlib

import numpy as np
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from serve_helpers import FakeDetector, encode

from api.deps import get_detector


def test_a_jpeg_frame_gives_detections_and_state(
    client: TestClient, fake_detector: FakeDetector, frame_bytes: bytes
) -> None:
    fake_detector.cards = {"10H": (0.5, 0.5)}
    response = client.post(
        "/api/frames", content=frame_bytes, headers={"Content-Type": "image/jpeg"}
    )
    assert response.status_code == 200, response.text
    out = response.json()
    assert (out["width"], out["height"]) == (160, 120)
    assert [d["card"] for d in out["detections"]] == ["10H"]
    assert out["detections"][0]["box"] == [74.0, 51.0, 86.0, 69.0]
    assert out["cards"][0]["card"] == "10H" and out["cards"][0]["corners"] == 1
    assert out["state"]["plays"] == 0 and fake_detector.calls == 1


def test_png_and_multipart_uploads(client: TestClient, fake_detector: FakeDetector) -> None:
    png = encode(np.zeros((40, 50, 3), np.uint8), ".png")
    raw = client.post("/api/frames", content=png, headers={"Content-Type": "image/png"})
    form = client.post("/api/frames", files={"file": ("table.png", png, "image/png")})
    assert raw.status_code == form.status_code == 200
    assert form.json()["width"] == 50 and fake_detector.calls == 2


def test_frames_make_a_play(
    client: TestClient, fake_detector: FakeDetector, frame_bytes: bytes
) -> None:
    events = []
    for i in range(25):
        # 3♠ lands in front of seat 0 (bottom) at 0.4 s and stays
        fake_detector.cards = {"3S": (0.5, 0.7)} if i >= 4 else {}
        out = client.post(
            f"/api/frames?t={i / 10}", content=frame_bytes, headers={"Content-Type": "image/jpeg"}
        ).json()
        events += out["events"]
    plays = [e for e in events if e["type"] == "play"]
    assert [(p["seat"], p["cards"]) for p in plays] == [(0, ["3S"])]
    state = client.get("/api/state").json()
    assert state["plays"] == 1 and state["table"]["cards"] == ["3S"] and state["turn"] == 1
    stats = client.get("/api/stats").json()
    assert stats["frames_processed"] == 25 and stats["frames_captured"] == 25


@pytest.mark.parametrize(
    ("content", "content_type", "status", "message"),
    [
        (b"not an image at all", "image/jpeg", 422, "not a readable JPEG or PNG"),
        (b"\xff\xd8\xff\xe0 truncated jpeg", "image/jpeg", 422, "not a readable"),
        (b"", "image/png", 422, "empty image upload"),
        (b"hello", "text/plain", 415, "send a JPEG or PNG"),
        (b"{}", "application/json", 415, "not application/json"),
        (b"GIF89a", "image/gif", 415, "not image/gif"),
    ],
)
def test_bad_uploads(
    client: TestClient, content: bytes, content_type: str, status: int, message: str
) -> None:
    response = client.post("/api/frames", content=content, headers={"Content-Type": content_type})
    assert response.status_code == status
    assert message in response.json()["detail"]
    assert client.get("/healthz").status_code == 200


def test_no_content_type_is_415(client: TestClient, frame_bytes: bytes) -> None:
    response = client.post("/api/frames", content=frame_bytes)
    assert response.status_code == 415


def test_a_file_of_the_wrong_type_in_a_form_is_415(client: TestClient) -> None:
    response = client.post("/api/frames", files={"file": ("a.txt", b"hello", "text/plain")})
    assert response.status_code == 415 and "JPEG or PNG" in response.json()["detail"]
    response = client.post(
        "/api/frames", data={"note": "no file"}, files={"x": ("a.png", b"", "image/png")}
    )
    assert response.status_code == 422


def test_huge_uploads_are_413(client: TestClient) -> None:
    big = b"\xff\xd8" + b"\0" * (9 * 1024 * 1024)
    response = client.post("/api/frames", content=big, headers={"Content-Type": "image/jpeg"})
    assert response.status_code == 413 and "too large" in response.json()["detail"]
    response = client.post("/api/frames", files={"file": ("big.jpg", big, "image/jpeg")})
    assert response.status_code == 413


def png_header(width: int, height: int) -> bytes:
    """A tiny PNG that claims to be ``width`` x ``height`` (a decompression bomb's header)."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return (
        b"\x89PNG\r\n\x1a\n"
        + struct.pack(">I", len(ihdr))
        + chunk
        + struct.pack(">I", zlib.crc32(chunk))
    )


def test_an_image_of_too_many_pixels_is_413(client: TestClient) -> None:
    response = client.post(
        "/api/frames", content=png_header(30000, 30000), headers={"Content-Type": "image/png"}
    )
    assert response.status_code == 413 and "30000x30000" in response.json()["detail"]


def test_without_a_model_frames_get_503_and_the_rest_works(
    app: FastAPI, frame_bytes: bytes
) -> None:
    with TestClient(app) as client:  # no override: the lifespan loaded no detector
        response = client.post(
            "/api/frames", content=frame_bytes, headers={"Content-Type": "image/jpeg"}
        )
        assert response.status_code == 503
        assert "enter plays by hand" in response.json()["detail"]
        ok = client.post("/api/events", json={"type": "play", "seat": 0, "cards": "3S"})
        assert ok.status_code == 200


def test_the_mjpeg_stream_draws_the_cards(
    client: TestClient, fake_detector: FakeDetector, frame_bytes: bytes
) -> None:
    with client.stream("GET", "/video.mjpg?frames=1") as response:
        body = response.read()
    assert response.headers["content-type"] == "multipart/x-mixed-replace; boundary=frame"
    assert body.startswith(b"--frame\r\nContent-Type: image/jpeg") and b"\xff\xd8" in body
    fake_detector.cards = {"10H": (0.5, 0.5)}
    client.post("/api/frames", content=frame_bytes, headers={"Content-Type": "image/jpeg"})
    with client.stream("GET", "/video.mjpg?frames=1") as response:
        body = response.read()
    import cv2

    jpeg = body[body.index(b"\xff\xd8") : body.rindex(b"\xff\xd9") + 2]
    image = cv2.imdecode(np.frombuffer(jpeg, np.uint8), cv2.IMREAD_COLOR)
    assert image.shape == (120, 160, 3)
    # the box is drawn in yellow around the corner at the centre
    assert (image[51:70, 72:76] > 200).any()


def test_override_is_used_only_for_requests(app: FastAPI, frame_bytes: bytes) -> None:
    fake = FakeDetector({"2H": (0.3, 0.3)})
    app.dependency_overrides[get_detector] = lambda: fake
    with TestClient(app) as client:
        out = client.post(
            "/api/frames", content=frame_bytes, headers={"Content-Type": "image/jpeg"}
        ).json()
    assert out["detections"][0]["card"] == "2H" and fake.calls == 1
