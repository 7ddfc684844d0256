"""``thirteen detect`` / ``eval-detector`` on the tiny ONNX fixtures."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from api.commands import vision as vision_commands

DATA = Path(__file__).parent / "data"
# The fixtures answer fixed boxes whatever they see; the negative pass (which the scenes' dark
# squares set off) would add copies of them, so these runs keep it off.
MODEL_ARGS = [
    "--model",
    str(DATA / "locator_1class.onnx"),
    "--classifier",
    str(DATA / "classifier.onnx"),
    "--negative",
    "off",
]


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="thirteen")
    sub = parser.add_subparsers(dest="command", required=True)
    vision_commands.register(sub)
    args = parser.parse_args(argv)
    result: int = args.func(args)
    return result


@pytest.fixture
def images(tmp_path: Path) -> Path:
    import cv2

    folder = tmp_path / "in"
    (folder / "images").mkdir(parents=True)
    (folder / "labels").mkdir()
    image = np.full((64, 128, 3), 128, np.uint8)
    image[12:52, 12:52] = (0, 0, 255)  # red -> 10H at (24, 24, 40, 40)
    image[12:52, 76:116] = (255, 0, 0)  # blue -> 3S at (88, 24, 104, 40)
    cv2.imwrite(str(folder / "images" / "amm_test_1.png"), image)
    (folder / "labels" / "amm_test_1.txt").write_text(
        "31 0.25 0.5 0.125 0.25\n0 0.75 0.5 0.125 0.25\n"
    )
    return folder


def test_detect_text_and_json(images: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = images / "images" / "amm_test_1.png"
    assert run(["detect", str(path), *MODEL_ARGS]) == 0
    out = capsys.readouterr().out
    assert "2 corners" in out and "10H" in out and "3S" in out
    assert run(["detect", str(images / "images"), "--json", *MODEL_ARGS]) == 0
    record = json.loads(capsys.readouterr().out.strip())
    assert record["image"] == str(path)
    assert [d["card"] for d in record["detections"]] == ["10H", "3S"]
    assert record["detections"][0]["box"] == [24.0, 24.0, 40.0, 40.0]
    assert 0.85 < record["detections"][0]["confidence"] <= 0.9


def test_detect_annotates(images: Path, tmp_path: Path) -> None:
    import cv2

    out_dir = tmp_path / "out"
    assert run(["detect", str(images / "images"), "--annotate", str(out_dir), *MODEL_ARGS]) == 0
    drawn = cv2.imread(str(out_dir / "amm_test_1.jpg"))
    assert drawn is not None and drawn.shape == (64, 128, 3)


def test_detect_unreadable_image_continues(
    images: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jpg"
    bad.write_bytes(b"not a jpeg")
    good = images / "images" / "amm_test_1.png"
    assert run(["detect", str(bad), str(good), "--json", *MODEL_ARGS]) == 1
    captured = capsys.readouterr()
    assert "cannot read image" in captured.err and "bad.jpg" in captured.err
    assert len(captured.out.strip().splitlines()) == 1  # the good image was still processed


def test_detect_empty_folder_and_missing_model(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "empty").mkdir()
    assert run(["detect", str(tmp_path / "empty"), *MODEL_ARGS]) == 2
    assert "no images" in capsys.readouterr().err
    image = tmp_path / "x.png"
    import cv2

    cv2.imwrite(str(image), np.zeros((8, 8, 3), np.uint8))
    assert run(["detect", str(image), "--model", str(tmp_path / "none.onnx")]) == 2
    assert "model file not found" in capsys.readouterr().err


def test_eval_detector(images: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["eval-detector", str(images), *MODEL_ARGS]) == 0
    out = capsys.readouterr().out
    assert "two-stage" in out and "overall" in out and "confidence >= 0.5" in out
    assert run(["eval-detector", str(images), "--json", *MODEL_ARGS]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["overall"]["map50"] == 1.0 and report["overall"]["card_recall"] == 1.0
    only = [*MODEL_ARGS[:2], "--negative", "off"]
    assert run(["eval-detector", str(images), "--locator-only", "--json", *only]) == 0
    located = json.loads(capsys.readouterr().out)["overall"]
    assert located["agnostic_ap50"] == 1.0 and located["map50"] == 0.25  # all class 0
    assert run(["eval-detector", str(tmp_path / "nowhere"), *MODEL_ARGS]) == 2
    assert "images/" in capsys.readouterr().err


def test_register_imports_nothing_heavy() -> None:
    code = (
        "import sys, argparse; from api.commands import vision; "
        "p = argparse.ArgumentParser(); vision.register(p.add_subparsers()); "
        "print(sorted(m for m in ('cv2', 'onnxruntime', 'numpy') if m in sys.modules))"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


def test_yolo_weight_option(images: Path, capsys: pytest.CaptureFixture[str]) -> None:
    single = ["--model", str(DATA / "detector_53class.onnx"), *MODEL_ARGS[2:]]
    path = str(images / "images" / "amm_test_1.png")
    assert run(["detect", path, "--json", "--yolo-weight", "0", *single]) == 0
    record = json.loads(capsys.readouterr().out.strip())
    assert [d["card"] for d in record["detections"]] == ["10H", "3S"]
    assert run(["detect", path, "--yolo-weight", "-1", *single]) == 2
    assert "yolo_weight must be >= 0" in capsys.readouterr().err
    assert run(["detect", path, "--suit-weight", "-1", *single]) == 2
    assert "suit_weight must be >= 0" in capsys.readouterr().err
    assert run(["detect", path, "--json", "--views", "2", *MODEL_ARGS]) == 0
    record = json.loads(capsys.readouterr().out.strip())
    assert sorted(d["card"] for d in record["detections"]) == ["10H", "3S"]
    with pytest.raises(SystemExit):
        run(["detect", path, "--views", "0", *MODEL_ARGS])
    assert "must be >= 1" in capsys.readouterr().err


def test_negative_option(images: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(images / "images" / "amm_test_1.png")
    off = [*MODEL_ARGS[:4], "--negative", "off"]
    always = [*MODEL_ARGS[:4], "--negative", "always"]
    assert run(["detect", path, "--json", *off]) == 0
    once = json.loads(capsys.readouterr().out.strip())["detections"]
    # the fixture finds the same boxes in the negative: reported once, not twice
    assert run(["detect", path, "--json", *always]) == 0
    assert json.loads(capsys.readouterr().out.strip())["detections"] == once
    with pytest.raises(SystemExit):
        run(["detect", path, "--negative", "sometimes", *MODEL_ARGS[:4]])


@pytest.mark.parametrize("command", ["detect", "eval-detector"])
def test_negative_option_reaches_the_detector(
    command: str, images: Path, detector_kwargs: dict[str, object]
) -> None:
    target = str(images / "images") if command == "detect" else str(images)
    assert run([command, target, "--negative", "always"]) == 2
    assert detector_kwargs["negative"] == "always"
    assert run([command, target]) == 2
    assert detector_kwargs["negative"] == "auto"  # the default


def test_the_cli_knows_the_detector_s_negative_modes() -> None:
    import typing

    from api.settings import Settings
    from vision.detector import NEGATIVE_MODES

    assert vision_commands.NEGATIVE_MODES == NEGATIVE_MODES
    from api.defaults import LIVE_PRESENCE
    from vision.detector import PRESENCE_MODES

    assert LIVE_PRESENCE in PRESENCE_MODES
    assert vision_commands.PRESENCE_MODES == PRESENCE_MODES
    # the server's setting (a Literal, so pydantic checks it) lists the same modes
    assert typing.get_args(Settings.model_fields["negative"].annotation) == NEGATIVE_MODES
