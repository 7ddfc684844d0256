"""Detector evaluation on a YOLO-format folder (``images/``, ``labels/``).

Metrics:

* ``map50`` / ``map50_95``: COCO-style average precision (101-point interpolated precision
  envelope, greedy matching of predictions to ground truth by confidence), per class, then the
  mean over classes present in the ground truth; 50-95 averages IoU 0.50:0.05:0.95.
* ``agnostic_ap50``: AP50 with every class merged into one (how well corners are *located*).
* card-level precision/recall: per image, the true cards are the classes in its labels and the
  predicted cards the classes detected with confidence >= ``card_conf``; a card counts as found
  if any of its corners is detected with the right class.

Everything is also reported per subset (``manifest.csv``'s ``subset`` column when the folder
has one, otherwise a file-name prefix). The metric functions take arrays, not paths.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from vision.detector import Detections

__all__ = [
    "IOU_THRESHOLDS",
    "EvaluationError",
    "EvaluationReport",
    "GroundTruth",
    "SubsetMetrics",
    "average_precision",
    "box_iou",
    "card_precision_recall",
    "evaluate_folder",
    "evaluate_predictions",
    "format_report",
    "list_images",
    "load_yolo_folder",
    "subset_of",
]

IOU_THRESHOLDS = np.round(np.arange(0.5, 0.951, 0.05), 2)
IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp")
_RECALL_POINTS = np.linspace(0.0, 1.0, 101)


class EvaluationError(ValueError):
    """The dataset folder or predictions cannot be evaluated."""


@dataclass(frozen=True)
class GroundTruth:
    """Labelled boxes of one image in pixels."""

    image: Path
    xyxy: np.ndarray  # float32 (M, 4)
    class_id: np.ndarray  # int64 (M,)
    subset: str = "-"


# --------------------------------------------------------------------------------------
# Metric core (pure functions on arrays)
# --------------------------------------------------------------------------------------


def box_iou(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Pairwise IoU of xyxy boxes: (N, 4) x (M, 4) -> (N, M)."""
    a = np.asarray(a, np.float64).reshape(-1, 4)
    b = np.asarray(b, np.float64).reshape(-1, 4)
    lt = np.maximum(a[:, None, :2], b[None, :, :2])
    rb = np.minimum(a[:, None, 2:], b[None, :, 2:])
    inter = np.prod(np.clip(rb - lt, 0, None), axis=2)
    area_a = np.prod(a[:, 2:] - a[:, :2], axis=1)
    area_b = np.prod(b[:, 2:] - b[:, :2], axis=1)
    union = area_a[:, None] + area_b[None, :] - inter
    return np.where(union > 0, inter / np.maximum(union, 1e-12), 0.0)


def _interpolated_ap(tp: np.ndarray, num_gt: int) -> float:
    """101-point interpolated AP from TP flags sorted by descending confidence."""
    if num_gt == 0:
        return float("nan")
    if len(tp) == 0:
        return 0.0
    tps = np.cumsum(tp)
    fps = np.cumsum(~tp)
    recall = tps / num_gt
    precision = tps / np.maximum(tps + fps, 1e-12)
    # Precision envelope: best precision at any recall >= r.
    precision = np.maximum.accumulate(precision[::-1])[::-1]
    idx = np.searchsorted(recall, _RECALL_POINTS, side="left")
    sampled = np.where(idx < len(precision), precision[np.minimum(idx, len(precision) - 1)], 0.0)
    return float(sampled.mean())


def average_precision(
    predictions: Sequence[Detections],
    ground_truths: Sequence[tuple[np.ndarray, np.ndarray]],
    iou_thresholds: Iterable[float] = IOU_THRESHOLDS,
) -> dict[int, np.ndarray]:
    """AP per class (present in the ground truth) and IoU threshold: ``{class: (T,) array}``.

    ``predictions[i]`` and ``ground_truths[i] = (xyxy, class_id)`` belong to image i. Each
    prediction, highest confidence first, takes the unmatched ground-truth box of its class
    with the highest IoU >= threshold (COCO matching); the rest are false positives.
    """
    if len(predictions) != len(ground_truths):
        raise EvaluationError(f"{len(predictions)} prediction sets for {len(ground_truths)} images")
    thresholds = np.asarray(list(iou_thresholds), np.float64)
    gt_classes = (
        np.unique(np.concatenate([np.asarray(c, np.int64) for _, c in ground_truths]))
        if ground_truths
        else np.zeros(0, np.int64)
    )
    result: dict[int, np.ndarray] = {}
    for cls in gt_classes:
        num_gt = 0
        scores: list[np.ndarray] = []
        flags: list[np.ndarray] = []  # (n_pred_in_image, T) TP flags
        for det, (gt_xyxy, gt_cls) in zip(predictions, ground_truths, strict=True):
            gt = np.asarray(gt_xyxy, np.float64).reshape(-1, 4)[np.asarray(gt_cls) == cls]
            num_gt += len(gt)
            pred = det[det.class_id == cls]
            if len(pred) == 0:
                continue
            order = np.argsort(-pred.confidence, kind="stable")
            pred = pred[order]
            ious = box_iou(pred.xyxy, gt)
            tp = np.zeros((len(pred), len(thresholds)), bool)
            for t, thr in enumerate(thresholds):
                taken = np.zeros(len(gt), bool)
                for p in range(len(pred)):
                    if len(gt) == 0:
                        break
                    candidate = np.where(taken | (ious[p] < thr), -1.0, ious[p])
                    best = int(candidate.argmax())
                    if candidate[best] >= 0:
                        taken[best] = True
                        tp[p, t] = True
            scores.append(pred.confidence)
            flags.append(tp)
        if scores:
            all_scores = np.concatenate(scores)
            all_flags = np.concatenate(flags)
            order = np.argsort(-all_scores, kind="stable")
            all_flags = all_flags[order]
        else:
            all_flags = np.zeros((0, len(thresholds)), bool)
        result[int(cls)] = np.array(
            [_interpolated_ap(all_flags[:, t], num_gt) for t in range(len(thresholds))]
        )
    return result


def card_precision_recall(
    predictions: Sequence[Detections],
    gt_class_ids: Sequence[np.ndarray],
    conf: float = 0.5,
) -> tuple[float, float, int, int, int]:
    """Card-level (precision, recall, tp, fp, fn) over images, as sets of classes per image.

    With no predicted cards at all precision is 1.0 by convention (nothing claimed wrongly);
    with no true cards recall is 1.0.
    """
    tp = fp = fn = 0
    for det, gt in zip(predictions, gt_class_ids, strict=True):
        predicted = set(det.class_id[det.confidence >= conf].tolist())
        truth = set(np.asarray(gt).tolist())
        tp += len(predicted & truth)
        fp += len(predicted - truth)
        fn += len(truth - predicted)
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return precision, recall, tp, fp, fn


# --------------------------------------------------------------------------------------
# Reports
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SubsetMetrics:
    name: str
    images: int
    boxes: int
    map50: float
    map50_95: float
    agnostic_ap50: float
    card_precision: float
    card_recall: float
    card_tp: int
    card_fp: int
    card_fn: int
    per_class_ap50: dict[int, float] = field(default_factory=dict)


@dataclass(frozen=True)
class EvaluationReport:
    card_conf: float
    overall: SubsetMetrics
    subsets: tuple[SubsetMetrics, ...]

    def as_dict(self) -> dict[str, Any]:
        def one(m: SubsetMetrics) -> dict[str, Any]:
            d = dict(m.__dict__)
            d["per_class_ap50"] = {str(k): v for k, v in m.per_class_ap50.items()}
            return d

        return {
            "card_conf": self.card_conf,
            "overall": one(self.overall),
            "subsets": [one(s) for s in self.subsets],
        }


def _nanmean(values: Iterable[float]) -> float:
    arr = np.asarray(list(values), np.float64)
    arr = arr[~np.isnan(arr)]
    return float(arr.mean()) if arr.size else float("nan")


def _metrics(
    name: str,
    predictions: Sequence[Detections],
    truths: Sequence[GroundTruth],
    card_conf: float,
) -> SubsetMetrics:
    gts = [(g.xyxy, g.class_id) for g in truths]
    ap = average_precision(predictions, gts)
    agnostic_preds = [
        Detections(d.xyxy, d.confidence, np.zeros(len(d), np.int64)) for d in predictions
    ]
    agnostic_gts = [(x, np.zeros(len(c), np.int64)) for x, c in gts]
    agnostic = average_precision(agnostic_preds, agnostic_gts, [0.5])
    p, r, tp, fp, fn = card_precision_recall(predictions, [g.class_id for g in truths], card_conf)
    return SubsetMetrics(
        name=name,
        images=len(truths),
        boxes=int(sum(len(g.class_id) for g in truths)),
        map50=_nanmean(v[0] for v in ap.values()),
        map50_95=_nanmean(v.mean() for v in ap.values()),
        agnostic_ap50=_nanmean(v[0] for v in agnostic.values()),
        card_precision=p,
        card_recall=r,
        card_tp=tp,
        card_fp=fp,
        card_fn=fn,
        per_class_ap50={k: float(v[0]) for k, v in ap.items()},
    )


def evaluate_predictions(
    predictions: Sequence[Detections], truths: Sequence[GroundTruth], card_conf: float = 0.5
) -> EvaluationReport:
    """Metrics over all images and per subset."""
    if not truths:
        raise EvaluationError("no images to evaluate")
    if len(predictions) != len(truths):
        raise EvaluationError(f"{len(predictions)} prediction sets for {len(truths)} images")
    overall = _metrics("overall", predictions, truths, card_conf)
    subsets = []
    for name in sorted({g.subset for g in truths}):
        idx = [i for i, g in enumerate(truths) if g.subset == name]
        subsets.append(
            _metrics(name, [predictions[i] for i in idx], [truths[i] for i in idx], card_conf)
        )
    return EvaluationReport(card_conf, overall, tuple(subsets))


def format_report(report: EvaluationReport) -> str:
    """A fixed-width table of the report."""
    header = (
        f"{'subset':<18} {'images':>6} {'boxes':>6} {'mAP50':>6} {'mAP50-95':>8} "
        f"{'agnAP50':>7} {'cardP':>6} {'cardR':>6}"
    )
    lines = [
        f"card-level threshold: confidence >= {report.card_conf:g} (cardP 'none': no card claimed)",
        header,
    ]
    subsets = report.subsets if len(report.subsets) > 1 else ()
    for m in (*subsets, report.overall):
        # no card claimed: precision is 1.0 by convention, but the table says so plainly
        precision = f"{m.card_precision:>6.3f}" if m.card_tp + m.card_fp else f"{'none':>6}"
        lines.append(
            f"{m.name:<18} {m.images:>6} {m.boxes:>6} {m.map50:>6.3f} {m.map50_95:>8.3f} "
            f"{m.agnostic_ap50:>7.3f} {precision} {m.card_recall:>6.3f}"
        )
    return "\n".join(lines)


# --------------------------------------------------------------------------------------
# Folder I/O
# --------------------------------------------------------------------------------------


def subset_of(image_name: str) -> str:
    """Subset from a file name: first two '_' tokens, trailing digits dropped.

    >>> subset_of("amm_phonesingle_IMG_2022.jpg"), subset_of("bidly_deal12.jpg")
    ('amm_phonesingle', 'bidly_deal')
    >>> subset_of("scene_000123.jpg"), subset_of("photo.jpg")
    ('scene', '-')
    """
    tokens = Path(image_name).stem.split("_")
    if len(tokens) < 2:
        return "-"
    second = re.sub(r"\d+$", "", tokens[1])
    return f"{tokens[0]}_{second}" if second else tokens[0]


def _read_manifest(folder: Path) -> dict[str, str]:
    path = folder / "manifest.csv"
    if not path.is_file():
        return {}
    with path.open(newline="") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames is None or not {"image", "subset"} <= set(reader.fieldnames):
            return {}
        return {row["image"]: row["subset"] for row in reader if row.get("subset")}


def list_images(root: Path) -> list[Path]:
    """Sorted image files under ``root/images``; an error if there are none."""
    images_dir = root / "images"
    if not images_dir.is_dir():
        raise EvaluationError(f"{root} has no images/ folder (expected YOLO layout)")
    images = sorted(p for p in images_dir.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
    if not images:
        raise EvaluationError(f"no images in {images_dir}")
    return images


def _ground_truth(
    image: Path, root: Path, size: tuple[int, int], manifest: dict[str, str]
) -> GroundTruth:
    label = root / "labels" / f"{image.stem}.txt"
    rows = _read_label(label) if label.is_file() else np.zeros((0, 5), np.float64)
    width, height = size
    cx, cy = rows[:, 1] * width, rows[:, 2] * height
    w, h = rows[:, 3] * width, rows[:, 4] * height
    xyxy = np.stack([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2], axis=1)
    subset = manifest.get(image.name) or subset_of(image.name)
    return GroundTruth(image, xyxy.astype(np.float32), rows[:, 0].astype(np.int64), subset)


def load_yolo_folder(
    folder: str | Path, image_size: Callable[[Path], tuple[int, int]] | None = None
) -> list[GroundTruth]:
    """Ground truth of a YOLO folder. ``image_size(path) -> (width, height)`` defaults to
    reading the image with OpenCV. Images without a label file have no boxes."""
    root = Path(folder)
    images = list_images(root)
    manifest = _read_manifest(root)
    size_of = image_size or _image_size
    return [_ground_truth(image, root, size_of(image), manifest) for image in images]


def _read_label(path: Path) -> np.ndarray:
    rows = []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 5:
            raise EvaluationError(f"{path}:{n}: expected 'class cx cy w h', got {line!r}")
        try:
            rows.append([float(v) for v in parts])
        except ValueError as exc:
            raise EvaluationError(f"{path}:{n}: {exc}") from exc
    return np.asarray(rows, np.float64).reshape(-1, 5)


def _image_size(path: Path) -> tuple[int, int]:
    import cv2

    image = cv2.imread(str(path), cv2.IMREAD_UNCHANGED)
    if image is None:
        raise EvaluationError(f"cannot read image {path}")
    return int(image.shape[1]), int(image.shape[0])


def evaluate_folder(
    folder: str | Path,
    detect: Callable[[np.ndarray], Detections],
    card_conf: float = 0.5,
    progress: Callable[[int, int], None] | None = None,
) -> EvaluationReport:
    """Run ``detect`` (BGR image -> Detections) on every image of a YOLO folder and score it.

    ``detect`` should use a low confidence threshold (e.g. 0.01) so AP sees the whole
    precision/recall curve; the card-level figures use ``card_conf``.
    """
    import cv2

    root = Path(folder)
    images = list_images(root)
    manifest = _read_manifest(root)
    truths, predictions = [], []
    for i, path in enumerate(images):
        image = cv2.imread(str(path), cv2.IMREAD_COLOR)
        if image is None:
            raise EvaluationError(f"cannot read image {path}")
        truths.append(_ground_truth(path, root, (image.shape[1], image.shape[0]), manifest))
        predictions.append(detect(image))
        if progress is not None:
            progress(i + 1, len(images))
    return evaluate_predictions(predictions, truths, card_conf)
