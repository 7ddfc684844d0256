"""Tests for corner-index crops cut from a YOLO dataset."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

cv2 = pytest.importorskip("cv2")

from datasets.crops import NEGATIVE, crop_box, iter_crops, read_labels  # noqa: E402


def _toy_dataset(root: Path) -> None:
    (root / "images").mkdir(parents=True)
    (root / "labels").mkdir()
    img = np.full((480, 640, 3), 90, np.uint8)
    cv2.rectangle(img, (100, 100), (130, 160), (255, 255, 255), -1)
    cv2.imwrite(str(root / "images" / "a.jpg"), img)
    (root / "labels" / "a.txt").write_text(f"7 {115 / 640} {130 / 480} {30 / 640} {60 / 480}\n")


def test_read_labels_to_pixels(tmp_path: Path) -> None:
    _toy_dataset(tmp_path)
    b = read_labels(tmp_path / "labels" / "a.txt", 640, 480)
    assert b.shape == (1, 5) and b[0, 0] == 7
    assert np.allclose(b[0, 1:], [100, 100, 130, 160])


def test_crop_box_centres_the_box() -> None:
    img = np.zeros((100, 100, 3), np.uint8)
    img[40:60, 45:55] = 255
    patch = crop_box(img, (45, 40, 55, 60), size=40, pad=1.0)
    assert patch.shape == (40, 40, 3)
    assert patch[20, 20].min() > 200 and patch[20, 2].max() < 50


def test_iter_crops_yields_positives_and_negatives(tmp_path: Path) -> None:
    _toy_dataset(tmp_path)
    out = list(
        iter_crops(tmp_path, size=32, jitter=0.0, rng=np.random.default_rng(0), negatives=3.0)
    )
    classes = [c for _, c in out]
    assert classes.count(7) == 1 and classes.count(NEGATIVE) >= 1
    for patch, c in out:
        assert patch.shape == (32, 32, 3) and patch.dtype == np.uint8
        if c == 7:
            assert patch[16, 16].min() > 200  # the white box is in the middle
