"""How well the crop classifier names corners when the boxes are right: accuracy on the
ground-truth boxes of a YOLO folder, per subset, split into card, rank, suit and colour, next to
the YOLO model's own class for the same corners (its best box with IoU > 0.5).

    python benchmarks/classifier_on_truth.py /work/shared/real_dev [--classifier X.onnx] [--suits]
        [--views N] [--skip-views-at P] [--negative]

``--suits`` also prints, per subset, which suit each model gives the corners of each true suit
(card corners only; the YOLO model's "missed": no box over the corner), to tell a deck whose
clubs read as spades from one that is read badly all round.

``--negative`` reads every corner (both models) from the photo's greyscale negative, as the
detector reads a dark deck (light print on dark stock) where it sees dark card stock: only
the rows of such decks mean anything then (real_dev's black/gold deck).

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

from api.commands.vision import positive_int, skip_views_option  # noqa: E402
from vision.detector import (  # noqa: E402
    CLASSIFIER_VIEWS,
    DEFAULT_CLASSIFIER_PATH,
    NUM_CARD_CLASSES,
    CardDetector,
    grey_negative,
)
from vision.evaluate import box_iou, load_yolo_folder  # noqa: E402

JOKER = NUM_CARD_CLASSES - 1
GREY = "(grey photos)"
COLUMNS = ("corners", "card", "rank", "suit", "colour", "yolo")
SUITS = "SCDH"  # class index % 4


class Tally:
    """Per subset: the counts of :data:`COLUMNS` and the two models' suit confusions (rows:
    true suit; columns: the suit given, and for the YOLO model a last one, missed)."""

    def __init__(self) -> None:
        self.counts: dict[str, np.ndarray] = defaultdict(lambda: np.zeros(len(COLUMNS)))
        self.classifier_suits: dict[str, np.ndarray] = defaultdict(lambda: np.zeros((4, 4), int))
        self.yolo_suits: dict[str, np.ndarray] = defaultdict(lambda: np.zeros((4, 5), int))


def score(folder: Path, detector: CardDetector, negative: bool = False) -> Tally:
    """Per subset: [corners, card right, rank right, suit right, colour right, yolo right], and
    the suit confusions; ``negative``: read from each photo's greyscale negative."""
    tally = Tally()
    for truth in load_yolo_folder(folder):
        if not len(truth.class_id):
            continue
        image = cv2.imread(str(truth.image))
        if image is None:
            raise SystemExit(f"cannot read {truth.image}")
        read = grey_negative(image) if negative else image
        probs = detector.classify(read, truth.xyxy)[:, :NUM_CARD_CLASSES]
        guess = probs.argmax(axis=1)
        located = detector.locate(read, conf=0.05)
        yolo_right = np.zeros(len(guess), bool)
        yolo_class = np.full(len(guess), -1)  # -1: no box over the corner
        if len(located):
            iou = box_iou(truth.xyxy, located.xyxy)
            best = iou.argmax(axis=1)
            hit = iou[np.arange(len(best)), best] > 0.5
            yolo_class = np.where(hit, located.class_id[best], -1)
            yolo_right = yolo_class == truth.class_id
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
        subsets = [truth.subset, GREY] if is_grey(image) else [truth.subset]
        for subset in subsets:
            tally.counts[subset] += counts
            for t, g, y in zip(true, guess, yolo_class, strict=True):
                if t == JOKER:
                    continue
                if g != JOKER:
                    tally.classifier_suits[subset][t % 4, g % 4] += 1
                if y != JOKER:
                    tally.yolo_suits[subset][t % 4, y % 4 if y >= 0 else 4] += 1
    return tally


def is_grey(image: np.ndarray) -> bool:
    """A photo without colour (all three channels about equal)."""
    b, g, r = (image[..., i].astype(np.int16) for i in range(3))
    return float(np.abs(b - r).mean() + np.abs(g - r).mean()) < 3.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--classifier", type=Path, help="default: the shipped classifier")
    parser.add_argument("--model", type=Path, help="YOLO model (default: the shipped one)")
    parser.add_argument("--suits", action="store_true", help="also the suit confusions")
    parser.add_argument(
        "--negative",
        action="store_true",
        help="read every corner from the photo's greyscale negative (dark decks)",
    )
    parser.add_argument(
        "--aspect",
        default="auto",
        help="the classifier reads the crops at this x stretch, or auto (the default: per "
        "image, the stretch it is surest at, every true corner voting); the YOLO column is "
        "the model's own class on the image as it is",
    )
    parser.add_argument(
        "--views",
        type=positive_int,
        default=CLASSIFIER_VIEWS,
        help=f"turns of each crop the classifier reads (default {CLASSIFIER_VIEWS})",
    )
    skip_views_option(parser)
    args = parser.parse_args(argv)
    aspect = args.aspect if args.aspect == "auto" else float(args.aspect)
    detector = CardDetector(
        args.model,
        args.classifier or DEFAULT_CLASSIFIER_PATH,
        aspect=aspect,
        views=args.views,
        skip_views_at=args.skip_views_at,
    ).load()
    tally = score(args.folder, detector, args.negative)
    totals = tally.counts
    print(f"{'subset':<20} {'corners':>7} " + " ".join(f"{c:>6}" for c in COLUMNS[1:]))
    overall = np.zeros(len(COLUMNS))
    for name in sorted(totals, key=lambda n: (n == GREY, n)):
        row = totals[name]
        overall += 0 if name == GREY else row
        print(f"{name:<20} {int(row[0]):>7} " + " ".join(f"{v / row[0]:>6.3f}" for v in row[1:]))
    row = overall
    print(f"{'all':<20} {int(row[0]):>7} " + " ".join(f"{v / row[0]:>6.3f}" for v in row[1:]))
    if args.suits:
        for name in sorted(totals, key=lambda n: (n == GREY, n)):
            print(f"\n{name}: suit given to corners of each true suit")
            print(f"{'true':<6}{'classifier':>28}  {'YOLO model':>35}")
            heads = [*SUITS, "", *SUITS, "missed"]
            print(f"{'':<6}" + "".join(f"{h:>7}" for h in heads))
            for i, suit in enumerate(SUITS):
                cells = [*tally.classifier_suits[name][i], "", *tally.yolo_suits[name][i]]
                print(f"{suit:<6}" + "".join(f"{c:>7}" for c in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
