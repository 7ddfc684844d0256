from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import cv2
import numpy as np
import pytest

from api.cli import main
from api.commands.live import describe_event
from api.defaults import LIVE_FAINT_CONF as LIVE_FAINT
from vision.tracker import SeatLayout, TableTracker

DATA = Path(__file__).parent / "data"


@pytest.fixture
def frames(tmp_path: Path) -> Path:
    folder = tmp_path / "frames"
    folder.mkdir()
    for i in range(20):
        cv2.imwrite(str(folder / f"{i:03d}.png"), np.full((64, 64, 3), 120, np.uint8))
    return folder


def test_watch_runs_on_a_folder(frames: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["watch", str(frames), "--json", "--model", str(DATA / "detector_53class.onnx")])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert code == 0
    summary = lines[-1]
    assert summary["type"] == "summary" and summary["stats"]["frames"] == 20
    # the fixture model "sees" 10♥ and 3♠ on every frame: not a combination, reported
    assert any(e["type"] == "fault" and e["fault"] == "invalid_combination" for e in lines)


def test_watch_text_output(frames: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["watch", str(frames), "--model", str(DATA / "detector_53class.onnx")]) == 0
    out = capsys.readouterr().out
    assert "FAULT (invalid combination)" in out and "frames at" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["watch", "/no/such.mp4"], "no such file"),
        (["watch", "--seats", "bottom,bottom,top,left"], "two seats on one side"),
        (["watch", "--model", "/no/model.onnx"], "cannot load the card detector"),
    ],
)
def test_watch_bad_input(
    argv: list[str], message: str, frames: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if argv[1].startswith("--"):
        argv = [argv[0], str(frames), *argv[1:]]
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_describe_events() -> None:
    tracker = TableTracker(SeatLayout(players=4))
    events = tracker.add_play("3S 4S 5S", 0)
    lines = describe_event(events[-1], tracker)
    assert lines[0].endswith(
        "seat 0 (bottom) plays 3♠ 4♠ 5♠ — straight, legal: 3♠ 4♠ 5♠ opens the game"
    )
    assert "2s out: 2♠ 2♣ 2♦ 2♥ | aces out: A♠ A♣ A♦ A♥ | cards left: 10 13 13 13" in lines[1]
    from rules import parse_cards
    from vision.tracker import CorrectionEvent

    repaired = dataclasses.replace(events[-1], misreads=(("6S", "5S"), ("9H", None)))
    assert describe_event(repaired, tracker)[1].strip() == (
        "(the camera read 5♠ as 6♠; 9♥ was no card of it)"
    )
    fixed = CorrectionEvent(12.0, 1, parse_cards("KS KD KH"), 2, 3)
    assert describe_event(fixed, tracker) == [
        "   12.0s  correction: play 2 (K♠ K♦ K♥) was seat 3 (right), not seat 2 (top)"
    ]
    reread = CorrectionEvent(13.0, 0, parse_cards("9S"), 1, 1, parse_cards("9C"))
    assert describe_event(reread, tracker) == [
        "   13.0s  correction: play 1 (seat 1 (left)) was 9♠, not 9♣ (read again)"
    ]
    assert reread.to_dict()["old_cards"] == ["9C"] and fixed.to_dict()["old_cards"] is None


def test_watch_without_source_or_camera_reads_the_demo_clip(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The README's first command: no camera attached -> the bundled demo clip, read by the
    shipped model. Its true first play is 3♠ by seat 0 at 1.5 s (demo_game.json)."""
    import vision.sources

    if not (Path(__file__).resolve().parents[2] / "models" / "cards.onnx").is_file():
        pytest.fail("models/cards.onnx is not in the checkout")
    monkeypatch.setattr(vision.sources, "camera_attached", lambda index=0: False)
    assert main(["watch", "--json", "--seconds", "4"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    plays = [e for e in lines if e["type"] == "play"]
    assert plays and plays[0]["cards"] == ["3S"] and plays[0]["seat"] == 0
    assert lines[-1]["type"] == "summary" and lines[-1]["stats"]["frames"] > 30


def test_camera_attached_answers_without_a_camera() -> None:
    from vision.sources import camera_attached

    assert camera_attached(97) is False  # no /dev/video97 here


@pytest.mark.parametrize("negative", ["off", "auto", "always"])
def test_watch_passes_the_negative_option(
    negative: str,
    frames: Path,
    detector_kwargs: dict[str, object],
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["watch", str(frames), "--negative", negative]) == 2
    assert detector_kwargs["negative"] == negative and "recorded" in capsys.readouterr().err


def test_watch_reads_cards_as_the_live_path_was_measured(
    frames: Path, detector_kwargs: dict[str, object], capsys: pytest.CaptureFixture[str]
) -> None:
    """watch keeps the live detector options (the eight classifier views as a cascade,
    session 11's fusion weights, the best rank's presence), not the photo defaults tuned
    apart from games."""
    from api.defaults import LIVE_DETECTOR
    from vision.detector import CLASSIFIER_VIEWS, DEFAULT_YOLO_WEIGHT

    assert main(["watch", str(frames)]) == 2
    assert "recorded" in capsys.readouterr().err
    for name, value in LIVE_DETECTOR.items():
        assert detector_kwargs[name] == value
    assert LIVE_DETECTOR["views"] == CLASSIFIER_VIEWS and LIVE_DETECTOR["skip_views_at"]
    assert LIVE_DETECTOR["yolo_weight"] != DEFAULT_YOLO_WEIGHT


@pytest.mark.parametrize(
    ("option", "conf"),
    [
        ([], LIVE_FAINT),
        (["--faint-conf", "none"], 0.2),
        (["--faint-conf", "off"], 0.2),  # (as THIRTEEN_FAINT_CONF takes it)
        (["--conf", "0.1"], 0.1),
    ],
)
def test_watch_runs_the_detector_low_enough_for_faint_corners(
    option: list[str],
    conf: float,
    frames: Path,
    detector_kwargs: dict[str, object],
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The detector runs at the faint threshold (corners under --conf reach the tracker as
    faint sightings, their presence also read api.defaults.LIVE_FAINT_PRESENCE's way, kept
    under --conf); with --faint-conf none, or a --conf under it, at --conf, and no faint
    reading."""
    from api.defaults import LIVE_FAINT_PRESENCE

    assert LIVE_FAINT_PRESENCE is not None
    assert main(["watch", str(frames), *option]) == 2
    assert detector_kwargs["conf"] == pytest.approx(conf)
    faint = conf < 0.2 and option != ["--conf", "0.1"]
    assert detector_kwargs["faint_presence"] == (LIVE_FAINT_PRESENCE if faint else None)
    assert detector_kwargs["faint_below"] == (pytest.approx(0.2) if faint else None)


def test_a_bad_faint_threshold_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["watch", "--faint-conf", "low"])
    assert "expected a confidence or none" in capsys.readouterr().err
