"""WS /ws: state pushed on every change, frames and commands in, garbage answered, never fatal."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from serve_helpers import FakeDetector
from starlette.testclient import WebSocketTestSession


def receive(ws: WebSocketTestSession, kind: str, limit: int = 10) -> dict[str, Any]:
    """The next message of type ``kind`` (skipping others, at most ``limit``)."""
    for _ in range(limit):
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind!r} message in {limit}")


def test_state_on_connect_and_pushed_after_a_rest_correction(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        first = receive(ws, "state")["state"]
        assert first["plays"] == 0
        client.post("/api/events", json={"type": "play", "seat": 0, "cards": "3S 3D"})
        pushed = receive(ws, "state")["state"]
        assert pushed["version"] > first["version"] and pushed["plays"] == 1
        assert pushed["tricks"][0]["by_seat"][0][0]["cards"] == ["3S", "3D"]


def test_commands_over_the_socket(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        receive(ws, "state")
        ws.send_json({"type": "ping"})
        assert receive(ws, "pong")["type"] == "pong"
        ws.send_json({"type": "play", "seat": 0, "cards": "3S"})
        ack = receive(ws, "ack")
        assert ack["command"] == "play" and ack["events"][0]["cards"] == ["3S"]
        assert receive(ws, "state")["state"]["plays"] == 1
        ws.send_json({"type": "pass"})
        assert receive(ws, "ack")["events"][0]["type"] == "pass"


@pytest.mark.parametrize(
    ("message", "status", "text"),
    [
        ("garbage", 422, "not JSON"),
        ("[1, 2, 3]", 422, "JSON object"),
        ('{"no": "type"}', 422, "JSON object"),
        ('{"type": "fly"}', 422, "bad command"),
        ('{"type": "play", "seat": 9, "cards": "3S"}', 422, "bad command"),
        ('{"type": "play", "seat": 0, "cards": "3Z 11S"}', 422, "unknown"),
        ('{"type": "play", "seat": 1, "cards": "4S"}', 409, "3♠"),
        ('{"type": "undo"}', 409, "nothing to undo"),
        ('{"type": "source", "mode": "moon"}', 422, "browser"),
        ("[" * 100_000, 422, "too long"),
        ('{"type": "pass", "seat": "x"}', 422, "bad command"),
    ],
)
def test_garbage_gets_an_error_and_the_socket_stays_up(
    client: TestClient, message: str, status: int, text: str
) -> None:
    with client.websocket_connect("/ws") as ws:
        receive(ws, "state")
        ws.send_text(message)
        error = receive(ws, "error")
        assert error["status"] == status and text in error["message"], error
        ws.send_json({"type": "ping"})
        assert receive(ws, "pong")
    assert client.get("/api/state").json()["plays"] == 0


def test_binary_frames(client: TestClient, fake_detector: FakeDetector, frame_bytes: bytes) -> None:
    fake_detector.cards = {"AS": (0.25, 0.25)}
    with client.websocket_connect("/ws") as ws:
        receive(ws, "state")
        ws.send_bytes(frame_bytes)
        frame = receive(ws, "frame")
        assert frame["width"] == 160 and frame["detections"][0]["card"] == "AS"
        assert client.get("/api/state").json()["source"]["mode"] == "browser"
        ws.send_bytes(b"\x00\x01garbage")
        error = receive(ws, "error")
        assert error["status"] == 422 and "not a readable" in error["message"]
        ws.send_bytes(b"")
        assert receive(ws, "error")["status"] == 422
        ws.send_json({"type": "source", "mode": "server"})
        assert receive(ws, "ack")["mode"] == "server"
        ws.send_bytes(frame_bytes)
        assert receive(ws, "frame")["cards"][0]["card"] == "AS"
    # the socket that was the camera closed: back to the server's camera
    assert client.get("/api/state").json()["source"]["mode"] == "server"
    assert client.get("/api/stats").json()["frames_processed"] == 2


def test_a_frame_over_the_limit(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        receive(ws, "state")
        ws.send_bytes(b"\xff\xd8" + b"\0" * (9 * 1024 * 1024))
        error = receive(ws, "error")
        assert error["status"] == 413


def test_many_sockets_all_get_the_push(client: TestClient) -> None:
    with client.websocket_connect("/ws") as a, client.websocket_connect("/ws") as b:
        receive(a, "state")
        receive(b, "state")
        assert client.get("/api/stats").json()["websocket_clients"] == 2
        a.send_text(json.dumps({"type": "hand", "cards": "2S 2H"}))
        assert receive(b, "state")["state"]["hand"]["cards"] == ["2S", "2H"]
        assert receive(a, "state")["state"]["hand"]["cards"] == ["2S", "2H"]


def test_other_web_pages_may_not_connect(client: TestClient) -> None:
    from starlette.websockets import WebSocketDisconnect

    with (
        pytest.raises(WebSocketDisconnect) as closed,
        client.websocket_connect("/ws", headers={"Origin": "http://evil.example"}) as ws,
    ):
        ws.receive_json()
    assert closed.value.code == 1008
    with client.websocket_connect("/ws", headers={"Origin": "http://testserver"}) as ws:
        assert receive(ws, "state")
