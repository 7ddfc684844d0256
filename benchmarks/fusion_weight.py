"""How much say the YOLO model's class scores should have next to the crop classifier's: the
detector pair's figures on a YOLO folder for several ``yolo_weight`` values (the exponent on
the YOLO class distribution in :func:`vision.detector.fuse_class_scores`; 1 = equal say,
0 = the classifier alone names each corner).

    python benchmarks/fusion_weight.py data/scenes/val [--also /work/shared/real_dev]

Each image goes through both models once (twice where the detector's negative pass for dark
decks runs); the naming is redone per weight (``CardDetector.merge``). Choose the weight
on the first folder (synthetic held-out decks); ``--also`` folders are only reported, never
chosen on (real_dev is evaluation data).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import cv2

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from vision.detector import DEFAULT_CLASSIFIER_PATH, CardDetector, Detections  # noqa: E402
from vision.evaluate import evaluate_predictions, load_yolo_folder  # noqa: E402

WEIGHTS = (0.0, 0.25, 0.5, 0.75, 1.0)
CONF = 0.01  # as eval-detector: the whole precision/recall curve


def opinions(folder: Path, detector: CardDetector) -> tuple[list[Any], list[Any]]:
    truths = load_yolo_folder(folder)
    raw = []
    for truth in truths:
        image = cv2.imread(str(truth.image))
        if image is None:
            raise SystemExit(f"cannot read {truth.image}")
        raw.append(detector.corner_scores(image, CONF))
    return truths, raw


def fused(raw: list[Any], weight: float, detector: CardDetector) -> list[Detections]:
    out = []
    for located, scores, probs in raw:
        if probs is None:
            raise SystemExit("the detector has no classifier: nothing to weigh")
        out.append(detector.merge(located, scores, probs, CONF, weight))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="choose the weight on this folder")
    parser.add_argument("--also", type=Path, action="append", default=[], help="only report")
    parser.add_argument("--model", type=Path, help="YOLO model (default: the shipped one)")
    parser.add_argument("--classifier", type=Path, help="default: the shipped classifier")
    parser.add_argument("--weights", type=float, nargs="+", default=list(WEIGHTS))
    args = parser.parse_args(argv)
    detector = CardDetector(args.model, args.classifier or DEFAULT_CLASSIFIER_PATH).load()
    best = None
    for i, folder in enumerate([args.folder, *args.also]):
        truths, raw = opinions(folder, detector)
        print(f"{folder} ({len(truths)} images)")
        print(f"  {'yolo_weight':>11} {'mAP50':>6} {'mAP50-95':>8} {'cardP':>6} {'cardR':>6}")
        for weight in args.weights:
            m = evaluate_predictions(fused(raw, weight, detector), truths).overall
            if i == 0 and (best is None or m.map50 > best[1]):
                best = (weight, m.map50)
            print(
                f"  {weight:>11g} {m.map50:>6.3f} {m.map50_95:>8.3f} "
                f"{m.card_precision:>6.3f} {m.card_recall:>6.3f}"
            )
        if i == 0 and best is not None:
            print(f"  best on this folder: yolo_weight {best[0]:g} (mAP50 {best[1]:.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
