"""Helpers for the server tests: a fake detector, image bytes, corrections, a real server in a
subprocess. (Imported as ``serve_helpers``: tests/api has no __init__.py, so that ``api`` stays
the project's package.)"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import cv2
import httpx
import numpy as np

from vision.detector import CLASS_NAMES, Detections

if TYPE_CHECKING:
    from fastapi.testclient import TestClient

ROOT = Path(__file__).resolve().parents[2]


class FakeDetector:
    """Sees the cards in ``cards`` ({code: (x, y)} in normalised coordinates), one corner box
    each, in every image; counts its calls."""

    def __init__(self, cards: dict[str, tuple[float, float]] | None = None) -> None:
        self.cards = dict(cards or {})
        self.calls = 0

    def __call__(self, image: np.ndarray) -> Detections:
        self.calls += 1
        h, w = image.shape[:2]
        boxes, ids = [], []
        for code, (x, y) in self.cards.items():
            cx, cy = x * w, y * h
            boxes.append([cx - 6, cy - 9, cx + 6, cy + 9])
            ids.append(CLASS_NAMES.index(code))
        if not boxes:
            return Detections.empty()
        return Detections(np.array(boxes), np.full(len(ids), 0.9), np.array(ids))


def encode(image: np.ndarray, ext: str = ".jpg") -> bytes:
    ok, buffer = cv2.imencode(ext, image)
    assert ok
    return buffer.tobytes()


def post(client: TestClient, command: dict[str, Any]) -> Any:
    response = client.post("/api/events", json=command)
    assert response.status_code == 200, response.text
    return response.json()


# -- a real server in a subprocess ------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """``thirteen serve`` run as a child process on a free port."""

    def __init__(self, data_dir: Path, *extra: str, port: int | None = None) -> None:
        self.data_dir = data_dir
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.args = [
            sys.executable,
            "-m",
            "api.cli",
            "serve",
            "--port",
            str(self.port),
            "--data-dir",
            str(data_dir),
            "--log-level",
            "warning",
            *extra,
        ]
        self.proc: subprocess.Popen[bytes] | None = None
        self.log_path = data_dir.parent / f"server-{self.port}.log"

    def start(self, timeout: float = 60.0) -> ServerProcess:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.data_dir.mkdir(parents=True, exist_ok=True)
        log = self.log_path.open("ab")
        self.proc = subprocess.Popen(self.args, cwd=ROOT, stdout=log, stderr=log, env=env)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.log_path.read_text()[-2000:]}")
            try:
                if httpx.get(self.url + "/healthz", timeout=1.0).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"server did not start: {self.log_path.read_text()[-2000:]}")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flushing — as if the laptop's process was killed."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
