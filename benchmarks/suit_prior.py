"""Does a per-suit prior on the fused class distribution help? Both models give clubs to
spades when in doubt (``classifier_on_truth.py --suits``); a weight per suit multiplied into
the distribution (:func:`vision.detector.combine`'s ``class_prior``) corrects such a bias.
The detector pair's figures on a YOLO folder for several club (and heart) weights:

    python benchmarks/suit_prior.py data/scenes/val [--also /work/shared/real_dev]

Each image goes through both models once; the naming is redone per prior. Choose on the first
folder (synthetic held-out decks); ``--also`` folders are only reported, never chosen on
(real_dev is evaluation data). The shipped detector uses no prior.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))
sys.path.insert(0, str(REPO))

from fusion_weight import CONF, opinions  # noqa: E402

from vision.detector import (  # noqa: E402
    DEFAULT_CLASSIFIER_PATH,
    NUM_CARD_CLASSES,
    CardDetector,
)
from vision.evaluate import evaluate_predictions  # noqa: E402

# (club, heart) log-weights against spades and diamonds
SETTINGS = ((0.0, 0.0), (0.5, 0.0), (1.0, 0.0), (1.5, 0.0), (1.0, 0.5))


def prior(club: float, heart: float) -> np.ndarray:
    """Weights for the 53 classes (index % 4: S, C, D, H; the joker last) from log-weights."""
    per_suit = np.exp([0.0, club, 0.0, heart])
    return np.append(np.tile(per_suit, (NUM_CARD_CLASSES - 1) // 4), 1.0).astype(np.float32)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="choose on this folder")
    parser.add_argument("--also", type=Path, action="append", default=[], help="only report")
    parser.add_argument("--classifier", type=Path, help="default: the shipped classifier")
    args = parser.parse_args(argv)
    detector = CardDetector(classifier=args.classifier or DEFAULT_CLASSIFIER_PATH).load()
    for i, folder in enumerate([args.folder, *args.also]):
        truths, raw = opinions(folder, detector)
        print(f"{folder} ({len(truths)} images)")
        print(f"  {'club':>5} {'heart':>5} {'mAP50':>6} {'mAP50-95':>8} {'cardP':>6} {'cardR':>6}")
        best: tuple[float, tuple[float, float]] = (-math.inf, SETTINGS[0])
        for club, heart in SETTINGS:
            weights = prior(club, heart)
            found = [
                detector.merge(located, scores, probs, CONF, class_prior=weights)
                for located, scores, probs in raw
            ]
            m = evaluate_predictions(found, truths).overall
            best = max(best, (m.map50, (club, heart)))
            print(
                f"  {club:>5g} {heart:>5g} {m.map50:>6.3f} {m.map50_95:>8.3f} "
                f"{m.card_precision:>6.3f} {m.card_recall:>6.3f}"
            )
        if i == 0:
            print(f"  best on this folder: club {best[1][0]:g}, heart {best[1][1]:g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
