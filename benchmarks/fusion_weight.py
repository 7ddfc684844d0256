"""How much say the YOLO model's class scores should have next to the crop classifier's: the
detector pair's figures on YOLO folders for a grid of ``yolo_weight`` (the exponent on the
YOLO model's rank distribution, or on its whole class distribution) and ``suit_weight`` (the
exponent on its suit distribution, or ``joint``: none, one weight on the whole distribution)
values (:func:`vision.detector.fuse_class_scores`; 1 = equal say, 0 = the classifier alone).

    python benchmarks/fusion_weight.py data/scenes/val data/scenes_v4b/val data/scenes_pv/val \
        --also /work/shared/real_dev

Each image goes through both models once (twice where the detector's negative pass for dark
decks runs; photos are read at ``aspect="auto"``, as ``eval-detector`` does); the naming is
redone per pair of weights (``CardDetector.merge``). The pair with the best mean mAP50 over the
positional folders (synthetic scenes of held-out decks) is chosen; ``--also`` folders are only
reported, never chosen on (real_dev is evaluation data).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import cv2

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from api.commands.vision import positive_int, skip_views_option  # noqa: E402
from vision.detector import (  # noqa: E402
    CLASSIFIER_VIEWS,
    DEFAULT_CLASSIFIER_PATH,
    PRESENCE_MODES,
    CardDetector,
    Detections,
)
from vision.evaluate import evaluate_predictions, load_yolo_folder  # noqa: E402

WEIGHTS = (0.2, 0.3, 0.4, 0.5, 0.6)
SUIT_WEIGHTS = ("joint", "0", "0.1", "0.2", "0.3")
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


def fused(
    raw: list[Any], weight: float, suit_weight: float | None, detector: CardDetector
) -> list[Detections]:
    out = []
    for located, scores, probs in raw:
        if probs is None:
            raise SystemExit("the detector has no classifier: nothing to weigh")
        out.append(detector.merge(located, scores, probs, CONF, weight, suit_weight=suit_weight))
    return out


def suit(text: str) -> float | None:
    return None if text == "joint" else float(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", type=Path, nargs="+", help="choose on these folders' mean")
    parser.add_argument("--also", type=Path, action="append", default=[], help="only report")
    parser.add_argument("--model", type=Path, help="YOLO model (default: the shipped one)")
    parser.add_argument("--classifier", type=Path, help="default: the shipped classifier")
    parser.add_argument("--weights", type=float, nargs="+", default=list(WEIGHTS))
    parser.add_argument(
        "--presence",
        choices=PRESENCE_MODES,
        default="any",
        help="how the YOLO model's box confidence is read from its class scores (the "
        "detector's default: any)",
    )
    parser.add_argument(
        "--views",
        type=positive_int,
        default=CLASSIFIER_VIEWS,
        help=f"turns of each crop the classifier reads (default {CLASSIFIER_VIEWS})",
    )
    skip_views_option(parser)
    parser.add_argument(
        "--suit-weights", type=suit, nargs="+", default=[suit(w) for w in SUIT_WEIGHTS]
    )
    args = parser.parse_args(argv)
    detector = CardDetector(
        args.model,
        args.classifier or DEFAULT_CLASSIFIER_PATH,
        aspect="auto",
        presence=args.presence,
        views=args.views,
        skip_views_at=args.skip_views_at,
    ).load()
    grid = [(w, s) for w in args.weights for s in args.suit_weights]
    chosen: dict[tuple[float, float | None], list[float]] = {pair: [] for pair in grid}
    for i, folder in enumerate([*args.folders, *args.also]):
        truths, raw = opinions(folder, detector)
        print(
            f"{folder} ({len(truths)} images{', only reported' if i >= len(args.folders) else ''})"
        )
        print(
            f"  {'yolo_weight':>11} {'suit':>5} {'mAP50':>6} {'mAP50-95':>8} "
            f"{'cardP':>6} {'cardR':>6}"
        )
        for weight, suit_weight in grid:
            m = evaluate_predictions(fused(raw, weight, suit_weight, detector), truths).overall
            if i < len(args.folders):
                chosen[weight, suit_weight].append(m.map50)
            print(
                f"  {weight:>11g} {_suit_name(suit_weight):>5} {m.map50:>6.3f} "
                f"{m.map50_95:>8.3f} {m.card_precision:>6.3f} {m.card_recall:>6.3f}"
            )
        if i == len(args.folders) - 1:
            mean = {pair: sum(v) / len(v) for pair, v in chosen.items()}
            (weight, suit_weight), best = max(mean.items(), key=lambda item: item[1])
            print(
                f"best on the mean of {len(args.folders)} folder(s): yolo_weight {weight:g}, "
                f"suit_weight {_suit_name(suit_weight)} (mean mAP50 {best:.3f})"
            )
    return 0


def _suit_name(suit_weight: float | None) -> str:
    return "joint" if suit_weight is None else f"{suit_weight:g}"


if __name__ == "__main__":
    sys.exit(main())
