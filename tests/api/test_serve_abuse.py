"""A thousand bad requests in a row: each gets a clear 4xx, none a 5xx; the server stays up and
the saved game is untouched."""

from __future__ import annotations

from collections import Counter
from itertools import cycle, islice
from typing import Any

from fastapi.testclient import TestClient
from serve_helpers import post

JPEG = {"Content-Type": "image/jpeg"}

BAD_REQUESTS: list[tuple[str, str, dict[str, Any], int]] = [
    ("POST", "/api/frames", {"content": b"\xff\xd8\xff garbage", "headers": JPEG}, 422),
    ("POST", "/api/frames", {"content": b"hello", "headers": {"Content-Type": "text/html"}}, 415),
    ("POST", "/api/frames", {"content": b"x" * 9_000_000, "headers": JPEG}, 413),
    ("POST", "/api/frames?t=-5", {"content": b"", "headers": JPEG}, 422),
    ("POST", "/api/events", {"json": {"type": "play", "seat": 1, "cards": "QQ KX"}}, 422),
    ("POST", "/api/events", {"json": {"type": "play", "seat": 2, "cards": "4S"}}, 409),
    ("POST", "/api/events", {"json": {"type": "pass", "seat": 3}}, 409),
    ("POST", "/api/events", {"json": {"type": "move", "play": 99, "seat": 0}}, 409),
    (
        "POST",
        "/api/events",
        {"content": b"{not json", "headers": {"Content-Type": "application/json"}},
        422,
    ),
    ("POST", "/api/events", {"json": [1, 2, 3]}, 422),
    ("POST", "/api/events", {"json": {"type": "house_rules", "rules": {"bombs": 3}}}, 422),
    ("POST", "/api/check", {"json": {"cards": "3S 3S"}}, 422),
    ("POST", "/api/check", {"json": {"cards": "x" * 1000}}, 422),
    ("POST", "/api/suggest", {"json": {"hand": "JK 3S"}}, 422),
    ("POST", "/api/suggest", {"json": {"hand": "3S"}}, 409),  # 3♠ was already played
    ("GET", "/api/games/123456", {}, 404),
    ("GET", "/api/games/abc", {}, 422),
    ("GET", "/video.mjpg?frames=0", {}, 422),
    ("DELETE", "/api/state", {}, 405),
    ("GET", "/api/nothing-here", {}, 404),
]


def test_a_thousand_bad_requests(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 0, "cards": "3S 3H"})
    post(client, {"type": "play", "seat": 1, "cards": "9S 9C"})
    game_id = client.get("/api/state").json()["game_id"]
    saved = client.get(f"/api/games/{game_id}").json()
    statuses: Counter[int] = Counter()
    wrong = []
    for method, url, kwargs, expected in islice(cycle(BAD_REQUESTS), 1000):
        response = client.request(method, url, **kwargs)
        statuses[response.status_code] += 1
        if response.status_code != expected:
            wrong.append((method, url, response.status_code, response.text[:200]))
    assert not wrong, wrong[:5]
    assert sum(statuses.values()) == 1000 and all(400 <= s < 500 for s in statuses)
    assert client.get("/healthz").json()["status"] == "ok"
    assert client.get(f"/api/games/{game_id}").json() == saved
    with client.websocket_connect("/ws") as ws:
        ws.receive_json()
        for message in islice(
            cycle(["", "{", "null", '{"type": 5}', '{"type": "undo", "x": 1}']), 200
        ):
            ws.send_text(message)
            assert ws.receive_json()["type"] == "error"
        ws.send_json({"type": "ping"})
        assert ws.receive_json()["type"] == "pong"
    assert client.get(f"/api/games/{game_id}").json() == saved
