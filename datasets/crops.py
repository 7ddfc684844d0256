"""Corner-index crops from a YOLO dataset, for training a small crop classifier.

A class-agnostic detector finds corner indices; a classifier then names each crop. This
module cuts training crops the same way the run-time path should: a square around the box
(side = ``pad`` x the box's long side), resized to ``size`` x ``size``. Box jitter imitates
detector error. Background negatives (class ``NEGATIVE`` = 53) are random squares that do
not overlap any labelled box.

    from datasets.crops import iter_crops
    for patch, cls in iter_crops("data/scenes/train", size=48, rng=np.random.default_rng(0)):
        ...
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import cv2
import numpy as np

NEGATIVE = 53  # class of background crops (52 cards + JK = 0..52)


def read_labels(path: Path, w: int, h: int) -> np.ndarray:
    """YOLO label file -> (N, 5) array of class, x0, y0, x1, y1 in pixels."""
    if not path.exists():
        return np.zeros((0, 5))
    rows = [r.split() for r in path.read_text().splitlines() if r.strip()]
    if not rows:
        return np.zeros((0, 5))
    a = np.array(rows, np.float64)
    cx, cy, bw, bh = a[:, 1] * w, a[:, 2] * h, a[:, 3] * w, a[:, 4] * h
    return np.c_[a[:, 0], cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2]


def crop_box(
    img: np.ndarray,
    xyxy: tuple[float, float, float, float] | np.ndarray,
    size: int = 48,
    pad: float = 1.15,
) -> np.ndarray:
    """Square crop centred on a box, side = pad x its long side, resized to size x size."""
    x0, y0, x1, y1 = (float(v) for v in xyxy)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    side = max(x1 - x0, y1 - y0, 2.0) * pad
    s = size / side
    M = np.array([[s, 0, size / 2 - s * cx], [0, s, size / 2 - s * cy]], np.float32)
    interp = cv2.INTER_AREA if s < 1 else cv2.INTER_LINEAR
    return cv2.warpAffine(img, M, (size, size), flags=interp, borderMode=cv2.BORDER_REPLICATE)


def _jitter(box: np.ndarray, rng: np.random.Generator, jitter: float) -> np.ndarray:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx = (x0 + x1) / 2 + rng.normal(0, jitter) * w
    cy = (y0 + y1) / 2 + rng.normal(0, jitter) * h
    w *= float(np.exp(rng.normal(0, jitter)))
    h *= float(np.exp(rng.normal(0, jitter)))
    return np.array([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2])


def _overlaps(box: np.ndarray, boxes: np.ndarray, frac: float = 0.1) -> bool:
    if len(boxes) == 0:
        return False
    ix = np.clip(np.minimum(box[2], boxes[:, 2]) - np.maximum(box[0], boxes[:, 0]), 0, None)
    iy = np.clip(np.minimum(box[3], boxes[:, 3]) - np.maximum(box[1], boxes[:, 1]), 0, None)
    inter = ix * iy
    small = np.minimum(
        (box[2] - box[0]) * (box[3] - box[1]),
        (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1]),
    )
    return bool(np.any(inter > frac * np.maximum(small, 1e-6)))


def iter_crops(
    dataset_dir: str | Path,
    size: int = 48,
    jitter: float = 0.12,
    rng: np.random.Generator | None = None,
    negatives: float = 0.25,
    pad: float = 1.15,
    min_box: float = 6.0,
) -> Iterator[tuple[np.ndarray, int]]:
    """Yield (patch uint8 size x size x 3 BGR, class) over a YOLO dataset, images shuffled.

    ``dataset_dir`` holds ``images/`` and ``labels/``. ``jitter`` is the standard deviation of
    the box centre shift (fraction of box size) and of the log size change. ``negatives`` is
    the number of background crops per labelled box. Boxes shorter than ``min_box`` px on
    their long side are skipped.
    """
    rng = rng or np.random.default_rng()
    root = Path(dataset_dir)
    images = sorted((root / "images").glob("*.jpg"))
    for i in rng.permutation(len(images)):
        path = images[int(i)]
        img = cv2.imread(str(path))
        if img is None:
            continue
        h, w = img.shape[:2]
        boxes = read_labels(root / "labels" / (path.stem + ".txt"), w, h)
        xyxy = boxes[:, 1:]
        for row in boxes:
            b = row[1:]
            if max(b[2] - b[0], b[3] - b[1]) < min_box:
                continue
            yield crop_box(img, _jitter(b, rng, jitter), size, pad), int(row[0])
        n_neg = rng.poisson(negatives * max(1, len(boxes)))
        sizes = (xyxy[:, 2:] - xyxy[:, :2]) if len(xyxy) else np.array([[20.0, 36.0]])
        for _ in range(n_neg):
            for _try in range(10):
                bw, bh = sizes[rng.integers(len(sizes))] * np.exp(rng.normal(0, 0.3, 2))
                x0, y0 = rng.uniform(0, max(1, w - bw)), rng.uniform(0, max(1, h - bh))
                nb = np.array([x0, y0, x0 + bw, y0 + bh])
                if not _overlaps(nb, xyxy):
                    yield crop_box(img, nb, size, pad), NEGATIVE
                    break
