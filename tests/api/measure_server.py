"""Figures for ``thirteen serve`` (a script, not a test; traffic only to 127.0.0.1).

    .venv/bin/python tests/api/measure_server.py [--model M.onnx]
        [--fps-seconds 60] [--latency 50] [--soak-seconds 600] [--bad 1000]

1. Frames per second end to end through the server from the demo clip: the server plays the
   clip at its own rate (15 fps) through the detector and tracker; /api/stats is read at the end.
2. Update latency: POST /api/events (a correction) to the state arriving on a WebSocket.
3. Memory after a soak: the server's RSS while the clip plays in a loop at the camera's rate with
   a WebSocket and an MJPEG viewer attached.
4. Bad requests: ``--bad`` malformed requests in a row (corrupt, huge and mistyped uploads,
   unknown cards, illegal corrections, bad ids) plus garbage WebSocket messages; counts 5xx
   answers and dropped connections, and checks the saved game did not change.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from itertools import cycle, islice
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from serve_helpers import ServerProcess


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def model_args(args: argparse.Namespace) -> list[str]:
    out = []
    if args.model:
        out += ["--model", args.model]
    if args.classifier:
        out += ["--classifier", args.classifier]
    return out


def measure_fps(server: ServerProcess, seconds: float) -> dict[str, Any]:
    time.sleep(seconds)
    stats = httpx.get(server.url + "/api/stats", timeout=10).json()
    state = httpx.get(server.url + "/api/state", timeout=10).json()
    return {
        "seconds": seconds,
        "detector": stats["detector"],
        "captured_fps": stats["captured_fps"],
        "processed_fps": stats["processed_fps"],
        "frames_captured": stats["frames_captured"],
        "frames_processed": stats["frames_processed"],
        "frames_dropped": stats["frames_dropped"],
        "detect_ms": stats["detect_ms"],
        "track_ms": stats["track_ms"],
        "plays_in_current_game": state["plays"],
        "games": len(httpx.get(server.url + "/api/games", timeout=10).json()),
    }


def measure_latency(server: ServerProcess, count: int) -> dict[str, Any]:
    from websockets.sync.client import connect

    hands = ["2S 2H", "3D 4D", "AC"]
    times = []
    with (
        connect(server.url.replace("http", "ws") + "/ws", max_size=None) as ws,
        httpx.Client(base_url=server.url, timeout=10) as client,  # one connection, as a page
    ):
        json.loads(ws.recv())
        for i in range(count):
            hand = hands[i % len(hands)]
            start = time.perf_counter()
            response = client.post("/api/events", json={"type": "hand", "cards": hand})
            assert response.status_code == 200, response.text
            version = response.json()["state"]["version"]
            while True:  # the push that carries this correction (or a later state)
                message = json.loads(ws.recv(timeout=10))
                if message["type"] == "state" and message["state"]["version"] >= version:
                    break
            times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return {
        "count": count,
        "median_ms": round(statistics.median(times), 1),
        "p95_ms": round(times[int(0.95 * (len(times) - 1))], 1),
        "max_ms": round(times[-1], 1),
    }


def soak(server: ServerProcess, seconds: float) -> dict[str, Any]:
    from websockets.sync.client import connect

    assert server.proc is not None
    pid = server.proc.pid
    stop = threading.Event()
    counts = {"ws_messages": 0, "mjpeg_bytes": 0}

    def watch_ws() -> None:
        from websockets.exceptions import ConnectionClosed

        with connect(server.url.replace("http", "ws") + "/ws", max_size=None) as ws:
            while not stop.is_set():
                try:
                    ws.recv(timeout=1)
                    counts["ws_messages"] += 1
                except TimeoutError:
                    pass
                except ConnectionClosed:
                    return

    def watch_video() -> None:
        with httpx.stream("GET", server.url + "/video.mjpg", timeout=None) as response:
            for chunk in response.iter_bytes():
                counts["mjpeg_bytes"] += len(chunk)
                if stop.is_set():
                    return

    threads = [threading.Thread(target=f, daemon=True) for f in (watch_ws, watch_video)]
    for thread in threads:
        thread.start()
    samples = [(0.0, rss_mb(pid))]
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        time.sleep(min(30.0, seconds / 10))
        samples.append((round(time.monotonic() - start, 1), round(rss_mb(pid), 1)))
    stop.set()
    stats = httpx.get(server.url + "/api/stats", timeout=10).json()
    return {
        "seconds": seconds,
        "rss_mb_start": round(samples[0][1], 1),
        "rss_mb_after_first_minute": next((m for t, m in samples if t >= 60), samples[-1][1]),
        "rss_mb_end": samples[-1][1],
        "rss_mb_max": max(m for _, m in samples),
        "samples": samples,
        "frames_processed": stats["frames_processed"],
        "frames_dropped": stats["frames_dropped"],
        "frame_errors": stats["frame_errors"],
        "ws_messages": counts["ws_messages"],
        "mjpeg_mb": round(counts["mjpeg_bytes"] / 1e6, 1),
    }


def bad_requests(server: ServerProcess, count: int) -> dict[str, Any]:
    from websockets.sync.client import connect

    url = server.url
    for command in (
        {"type": "play", "seat": 0, "cards": "3S 3H"},
        {"type": "play", "seat": 1, "cards": "9S 9C"},
    ):
        httpx.post(url + "/api/events", json=command, timeout=10).raise_for_status()
    game_id = httpx.get(url + "/api/state").json()["game_id"]
    saved = httpx.get(f"{url}/api/games/{game_id}").json()
    jpeg = {"Content-Type": "image/jpeg"}
    requests: list[tuple[str, str, dict[str, Any]]] = [
        ("POST", "/api/frames", {"content": b"\xff\xd8\xff garbage", "headers": jpeg}),
        ("POST", "/api/frames", {"content": b"hello", "headers": {"Content-Type": "text/html"}}),
        (
            "POST",
            "/api/frames",
            {
                "content": b"\x89PNG\r\n\x1a\n" + b"\0" * 64,
                "headers": {"Content-Type": "image/png"},
            },
        ),
        ("POST", "/api/frames", {"files": {"file": ("a.txt", b"hi", "text/plain")}}),
        ("POST", "/api/events", {"json": {"type": "play", "seat": 1, "cards": "QQ KX"}}),
        ("POST", "/api/events", {"json": {"type": "play", "seat": 2, "cards": "4S"}}),
        ("POST", "/api/events", {"json": {"type": "pass", "seat": 3}}),
        ("POST", "/api/events", {"json": {"type": "move", "play": 99, "seat": 0}}),
        (
            "POST",
            "/api/events",
            {"content": b"{not json", "headers": {"Content-Type": "application/json"}},
        ),
        (
            "POST",
            "/api/events",
            {"json": {"type": "house_rules", "rules": {"bombs": False, "x": 1}}},
        ),
        ("POST", "/api/check", {"json": {"cards": "3S 3S"}}),
        ("POST", "/api/suggest", {"json": {"hand": "JK 3S"}}),
        ("GET", "/api/games/123456", {}),
        ("GET", "/api/games/abc", {}),
        ("GET", "/video.mjpg?frames=-1", {}),
        ("PUT", "/api/state", {}),
    ]
    huge = ("POST", "/api/frames", {"content": b"\xff\xd8" + b"\0" * 9_000_000, "headers": jpeg})
    statuses: dict[int, int] = {}
    connection_errors = 0
    start = time.perf_counter()
    with httpx.Client(base_url=url, timeout=30) as client:
        for i, (method, path, kwargs) in enumerate(islice(cycle(requests), count)):
            if i % 100 == 99:
                method, path, kwargs = huge
            try:
                status = client.request(method, path, **kwargs).status_code
            except httpx.HTTPError:
                connection_errors += 1
                continue
            statuses[status] = statuses.get(status, 0) + 1
    http_seconds = time.perf_counter() - start
    ws_errors = 0
    with connect(url.replace("http", "ws") + "/ws", max_size=None) as ws:
        ws.recv()
        for message in islice(cycle(["", "{", "null", '{"type": 5}', b"\x00garbage"]), 200):
            ws.send(message)
            ws_errors += json.loads(ws.recv(timeout=10))["type"] == "error"
    assert server.proc is not None
    return {
        "requests": count,
        "seconds": round(http_seconds, 1),
        "statuses": dict(sorted(statuses.items())),
        "server_errors_5xx": sum(n for s, n in statuses.items() if s >= 500),
        "connection_errors": connection_errors,
        "websocket_garbage_messages": 200,
        "websocket_error_replies": ws_errors,
        "server_alive": server.proc.poll() is None
        and httpx.get(url + "/healthz").json()["status"] == "ok",
        "saved_game_unchanged": httpx.get(f"{url}/api/games/{game_id}").json() == saved,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model")
    parser.add_argument("--classifier")
    parser.add_argument("--fps-seconds", type=float, default=60.0)
    parser.add_argument("--latency", type=int, default=50)
    parser.add_argument("--soak-seconds", type=float, default=600.0)
    parser.add_argument("--bad", type=int, default=1000)
    args = parser.parse_args()
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        demo = ServerProcess(Path(tmp) / "demo", *model_args(args)).start()
        try:
            results["fps"] = measure_fps(demo, args.fps_seconds)
            print(json.dumps({"fps": results["fps"]}), flush=True)
            results["latency"] = measure_latency(demo, args.latency)
            print(json.dumps({"latency": results["latency"]}), flush=True)
            if args.soak_seconds > 0:
                results["soak"] = soak(demo, args.soak_seconds)
                print(json.dumps({"soak": results["soak"]}), flush=True)
        finally:
            demo.stop()
        if args.bad > 0:
            quiet = ServerProcess(Path(tmp) / "bad", "--camera", "none", *model_args(args))
            quiet.start()
            try:
                results["bad_requests"] = bad_requests(quiet, args.bad)
                print(json.dumps({"bad_requests": results["bad_requests"]}), flush=True)
            finally:
                quiet.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
