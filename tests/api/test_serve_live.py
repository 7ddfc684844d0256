"""The background camera loop (frames dropped, not queued), recordings starting new games,
loading the detector in the lifespan, and settings."""

from __future__ import annotations

import time
from pathlib import Path

import cv2
import numpy as np
import pytest
from fastapi.testclient import TestClient
from serve_helpers import FakeDetector

from api.app import create_app
from api.live import CameraLoop, LiveSession, load_detector
from api.settings import DEMO_CLIP, Settings
from api.storage import GameStore
from vision.detector import Detections

FIXTURES = Path(__file__).resolve().parents[1] / "vision" / "data"


class SlowDetector(FakeDetector):
    def __call__(self, image: np.ndarray) -> Detections:
        time.sleep(0.15)
        return super().__call__(image)


def write_video(path: Path, frames: int = 30, fps: int = 15) -> None:
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), fps, (64, 48))
    for i in range(frames):
        writer.write(np.full((48, 64, 3), (i * 8) % 255, np.uint8))
    writer.release()


def wait_for(condition: object, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError("timed out")


def test_a_slow_detector_drops_frames_instead_of_lagging(tmp_path: Path) -> None:
    video = tmp_path / "clip.avi"
    write_video(video)  # 2 s at 15 fps, played at its own pace
    settings = Settings(camera=str(video), detector=False, data_dir=tmp_path, loop_recordings=False)
    session = LiveSession(
        settings, GameStore(":memory:"), SlowDetector(), load_detector(settings)[1]
    )
    loop = CameraLoop(session, str(video))
    loop.start()
    try:
        wait_for(lambda: session.source_status == "ended", timeout=20)
        time.sleep(0.4)
    finally:
        loop.stop()
    stats = session.stats
    assert stats.captured == 30
    assert 5 <= stats.processed < 25  # ~6 frames a second get through a 150 ms detector
    assert stats.dropped >= 30 - stats.processed - 1  # the rest were dropped, not queued
    assert stats.errors == 0


def test_a_recording_that_starts_again_starts_a_new_game(tmp_path: Path) -> None:
    settings = Settings(camera="none", detector=False, data_dir=tmp_path)
    store = GameStore(tmp_path / "games.sqlite3")
    session = LiveSession(settings, store, FakeDetector(), load_detector(settings)[1])
    first = session.game_id
    session.recording_started()
    assert session.game_id == first  # nothing played yet: keep it
    session.tracker.add_play("3S", 0)
    session.recording_started()
    assert session.game_id != first and not session.tracker.log
    assert session.tracker.first_game  # a recording replays a first game


def test_the_demo_clip_plays_in_the_background(tmp_path: Path) -> None:
    if not DEMO_CLIP.is_file():
        pytest.skip("the demo clip is missing")
    settings = Settings(detector=False, data_dir=tmp_path)  # no camera given: the demo clip
    with TestClient(create_app(settings)) as client:
        wait_for(lambda: client.get("/api/stats").json()["frames_processed"] >= 5)
        stats = client.get("/api/stats").json()
        assert stats["source"]["name"] == "demo clip" and stats["source"]["status"] == "playing"
        assert stats["captured_fps"] > 0
        with client.stream("GET", "/video.mjpg?frames=2") as response:
            assert response.read().count(b"--frame") == 2


def test_the_model_loads_once_in_the_lifespan(tmp_path: Path) -> None:
    settings = Settings(
        camera="none",
        data_dir=tmp_path,
        model=FIXTURES / "locator_1class.onnx",
        classifier=FIXTURES / "classifier.onnx",
    )
    app = create_app(settings)
    with TestClient(app) as client:
        health = client.get("/healthz").json()
        assert health["detector"]["loaded"] is True
        assert "locator_1class.onnx" in health["detector"]["message"]
        assert app.state.detector is not None
        image = cv2.imencode(".jpg", np.full((64, 64, 3), 120, np.uint8))[1].tobytes()
        response = client.post("/api/frames", content=image, headers={"Content-Type": "image/jpeg"})
        assert response.status_code == 200


def test_a_missing_or_broken_model_is_reported_not_fatal(tmp_path: Path) -> None:
    broken = tmp_path / "broken.onnx"
    broken.write_bytes(b"not a model")
    for locator in (tmp_path / "missing.onnx", broken):
        detector, status = load_detector(Settings(camera="none", model=locator, data_dir=tmp_path))
        assert detector is None and not status.loaded
        assert "enter by hand" in status.message or "entered by hand" in status.message


def test_serve_reads_cards_with_the_live_detector_options(
    detector_kwargs: dict[str, object], tmp_path: Path
) -> None:
    """The server's camera reads as watch does (api.defaults.LIVE_DETECTOR), not with the
    photo defaults."""
    from api.defaults import LIVE_DETECTOR

    detector, status = load_detector(Settings(camera="none", data_dir=tmp_path))
    assert detector is None and not status.loaded and "recorded" in status.message
    made = detector_kwargs
    assert made and {name: made[name] for name in LIVE_DETECTOR} == LIVE_DETECTOR


def test_settings_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("THIRTEEN_PLAYERS", "3")
    monkeypatch.setenv("THIRTEEN_CAMERA", "none")
    monkeypatch.setenv("THIRTEEN_SEATS", "bottom,left,top")
    monkeypatch.setenv("THIRTEEN_DATA_DIR", str(tmp_path))
    settings = Settings()
    assert settings.players == 3 and settings.camera_target is None
    assert settings.seats == ("bottom", "left", "top") and settings.data_dir == tmp_path
    assert Settings(camera=None).camera_target == str(DEMO_CLIP)
    assert Settings(camera="0").camera_target == "0"


@pytest.mark.parametrize(("faint", "conf", "card_conf"), [(None, 0.15, 0.2), ("none", 0.2, None)])
def test_the_server_runs_the_detector_low_enough_for_faint_corners(
    faint: str | None,
    conf: float,
    card_conf: float | None,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    detector_kwargs: dict[str, object],
) -> None:
    """As watch: the detector runs at the faint threshold (THIRTEEN_FAINT_CONF, default
    api.defaults.LIVE_FAINT_CONF), corners under conf are the tracker's faint sightings."""
    from api.defaults import live_thresholds

    if faint is not None:
        monkeypatch.setenv("THIRTEEN_FAINT_CONF", faint)
    settings = Settings(camera="none", data_dir=tmp_path)
    load_detector(settings)
    assert detector_kwargs["conf"] == pytest.approx(conf)
    assert live_thresholds(settings.conf, settings.faint_conf)[1] == card_conf
    # faint corners also read api.defaults.LIVE_FAINT_PRESENCE's way, kept under conf
    assert detector_kwargs["faint_below"] == card_conf
    assert (detector_kwargs["faint_presence"] is None) == (card_conf is None)
