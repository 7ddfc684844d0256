"""The one-class dataset view written by scripts/train_detector.py (no ultralytics needed)."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from types import ModuleType

import yaml

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "train_detector.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_detector", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def make_dataset(root: Path, names: dict[int, str]) -> Path:
    for split in ("train", "val"):
        (root / split / "images").mkdir(parents=True)
        (root / split / "labels").mkdir(parents=True)
        (root / split / "images" / "a.jpg").write_bytes(b"jpeg")
        (root / split / "images" / "b.png").write_bytes(b"png")
        (root / split / "labels" / "a.txt").write_text("31 0.5 0.5 0.1 0.1\n52 0.2 0.2 0.1 0.1\n")
    data = {"path": str(root), "train": "train/images", "val": "val", "names": names}
    (root / "data.yaml").write_text(yaml.safe_dump(data))
    return root / "data.yaml"


def test_one_class_view_hard_links_and_relabels(tmp_path: Path) -> None:
    script = load_script()
    data_yaml = make_dataset(tmp_path / "scenes", {i: str(i) for i in range(53)})
    view_yaml = script.one_class_view(data_yaml)
    assert view_yaml == tmp_path / "scenes_1class" / "data.yaml"
    view = yaml.safe_load(view_yaml.read_text())
    assert view["names"] == {0: "corner"}
    for split in ("train", "val"):
        image = Path(view[split]) / "a.jpg"
        assert not image.is_symlink()
        assert (
            image.stat().st_ino == (tmp_path / "scenes" / split / "images" / "a.jpg").stat().st_ino
        )
        labels = Path(view[split]).parent / "labels"
        assert (labels / "a.txt").read_text() == "0 0.5 0.5 0.1 0.1\n0 0.2 0.2 0.1 0.1\n"
        assert (labels / "b.txt").read_text() == ""  # image without boxes: background
    # Re-running refreshes: a removed source image disappears from the view.
    os.remove(tmp_path / "scenes" / "train" / "images" / "b.png")
    script.one_class_view(data_yaml)
    assert not (tmp_path / "scenes_1class" / "train" / "images" / "b.png").exists()
    assert not (tmp_path / "scenes_1class" / "train" / "labels" / "b.txt").exists()


def test_one_class_dataset_is_used_as_is(tmp_path: Path) -> None:
    script = load_script()
    data_yaml = make_dataset(tmp_path / "corners", {0: "corner"})
    assert script.one_class_view(data_yaml) == data_yaml


def test_the_onnx_check_finds_the_val_folder_of_any_data_yaml(tmp_path: Path) -> None:
    # a list of val folders relative to ``path`` (session 16's run stopped on it after training)
    script = load_script()
    yaml_path = tmp_path / "d.yaml"
    assert script.val_folder({"path": "/data", "val": ["a/images", "b"]}, yaml_path) == Path(
        "/data/a/images"
    )
    assert script.val_folder({"val": "/abs/val"}, yaml_path) == Path("/abs/val")
    assert script.val_folder({"val": "val"}, yaml_path) == tmp_path / "val"
