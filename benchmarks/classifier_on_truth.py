"""How well the crop classifier names corners when the boxes are right: accuracy on the
ground-truth boxes of a YOLO folder, per subset, split into card, rank, suit and colour, next to
the YOLO model's own class for the same corners (its best box with IoU > 0.5).

    python benchmarks/classifier_on_truth.py /work/shared/real_dev [--classifier X.onnx]

This separates the two stages' errors: ``eval-detector``'s mAP mixes finding a corner with
naming it; here only naming counts ("yolo" counts a corner it did not find as wrong). The row
"(grey photos)" repeats the corners of the grayscale photos (every subset): there the suit can
only be read from its shape.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

import cv2
import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from vision.detector import DEFAULT_CLASSIFIER_PATH, NUM_CARD_CLASSES, CardDetector  # noqa: E402
from vision.evaluate import box_iou, load_yolo_folder  # noqa: E402

JOKER = NUM_CARD_CLASSES - 1
GREY = "(grey photos)"
COLUMNS = ("corners", "card", "rank", "suit", "colour", "yolo")


def score(folder: Path, detector: CardDetector) -> dict[str, np.ndarray]:
    """Per subset: [corners, card right, rank right, suit right, colour right, yolo right]."""
    totals: dict[str, np.ndarray] = defaultdict(lambda: np.zeros(len(COLUMNS)))
    for truth in load_yolo_folder(folder):
        if not len(truth.class_id):
            continue
        image = cv2.imread(str(truth.image))
        if image is None:
            raise SystemExit(f"cannot read {truth.image}")
        probs = detector.classify(image, truth.xyxy)[:, :NUM_CARD_CLASSES]
        guess = probs.argmax(axis=1)
        located = detector.locate(image, conf=0.05)
        yolo_right = np.zeros(len(guess), bool)
        if len(located):
            iou = box_iou(truth.xyxy, located.xyxy)
            best = iou.argmax(axis=1)
            hit = iou[np.arange(len(best)), best] > 0.5
            yolo_right = hit & (located.class_id[best] == truth.class_id)
        true = truth.class_id
        cards = (true != JOKER) & (guess != JOKER)
        counts = np.array(
            [
                len(true),
                np.sum(guess == true),
                np.sum(cards & (guess // 4 == true // 4)),
                np.sum(cards & (guess % 4 == true % 4)),
                np.sum(cards & ((guess % 4 >= 2) == (true % 4 >= 2))),
                np.sum(yolo_right),
            ]
        )
        totals[truth.subset] += counts
        if is_grey(image):
            totals[GREY] += counts
    return dict(totals)


def is_grey(image: np.ndarray) -> bool:
    """A photo without colour (all three channels about equal)."""
    b, g, r = (image[..., i].astype(np.int16) for i in range(3))
    return float(np.abs(b - r).mean() + np.abs(g - r).mean()) < 3.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--classifier", type=Path, help="default: the shipped classifier")
    parser.add_argument("--model", type=Path, help="YOLO model (default: the shipped one)")
    args = parser.parse_args(argv)
    detector = CardDetector(args.model, args.classifier or DEFAULT_CLASSIFIER_PATH).load()
    totals = score(args.folder, detector)
    print(f"{'subset':<20} {'corners':>7} " + " ".join(f"{c:>6}" for c in COLUMNS[1:]))
    overall = np.zeros(len(COLUMNS))
    for name in sorted(totals, key=lambda n: (n == GREY, n)):
        row = totals[name]
        overall += 0 if name == GREY else row
        print(f"{name:<20} {int(row[0]):>7} " + " ".join(f"{v / row[0]:>6.3f}" for v in row[1:]))
    row = overall
    print(f"{'all':<20} {int(row[0]):>7} " + " ".join(f"{v / row[0]:>6.3f}" for v in row[1:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
