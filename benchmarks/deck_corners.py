"""Each deck's corners read one by one: every card of every Debian deck laid flat and upright on
a plain table at one size, each of its index corners cut at its true box and named by the
classifier as the live path reads it (``api.defaults.LIVE_DETECTOR``: the upright view, all
eight views where it doubts). Prints, per deck and corner (0 = top left, 1 = bottom right,
2 and 3 the other two of four-index decks), how many of the 53 cards it names right, and the
misreadings.

    python benchmarks/deck_corners.py [--height 160] [--classifier FILE] [--decks NAME ...]

A deck whose corners disagree (KDE's Ancient Egyptians prints its far index upright, suit over
rank, so that corner of a 6 is a turned 9 to a reader of one corner) shows up as one corner
read well and the other not. Training decks are read here too: this is a check of what the
classifier learnt, not a measure on unseen designs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import cv2
import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from api.defaults import LIVE_DETECTOR  # noqa: E402
from datasets.cardart import card_codes  # noqa: E402
from datasets.scenes import deck_names, load_deck  # noqa: E402
from vision.detector import CLASS_NAMES, CardDetector  # noqa: E402

TABLE_GREY = 60
MARGIN = 40


def flat_card(rgba: np.ndarray, height: int) -> tuple[np.ndarray, float]:
    """The card on a plain grey table, ``height`` pixels tall, and its scale."""
    alpha = rgba[..., 3:4].astype(np.float32) / 255
    card = rgba[..., :3].astype(np.float32) * alpha + TABLE_GREY * (1 - alpha)
    scale = height / rgba.shape[0]
    card = cv2.resize(card.astype(np.uint8), None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    canvas = np.full(
        (card.shape[0] + 2 * MARGIN, card.shape[1] + 2 * MARGIN, 3), TABLE_GREY, np.uint8
    )
    canvas[MARGIN : MARGIN + card.shape[0], MARGIN : MARGIN + card.shape[1]] = card
    return canvas, scale


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--height", type=int, default=160, help="card height in pixels")
    parser.add_argument("--classifier", type=Path, help="another classifier .onnx")
    parser.add_argument("--decks", nargs="*", help="deck names (default: every Debian deck)")
    args = parser.parse_args()

    options = dict(LIVE_DETECTOR)
    if args.classifier is not None:
        options["classifier"] = args.classifier
    detector = CardDetector(**options).load()  # type: ignore[arg-type]
    names = args.decks or sorted(set(deck_names("train")) | set(deck_names("val")))
    right_all = total_all = 0
    for name in names:
        deck = load_deck(name)
        reads: dict[int, list[tuple[str, str]]] = {}
        for code in card_codes():
            art = deck.cards.get(code)
            if art is None:
                continue
            canvas, _ = flat_card(art.levels[0], args.height)
            ch, cw = canvas.shape[0] - 2 * MARGIN, canvas.shape[1] - 2 * MARGIN
            boxes = np.array(
                [
                    [MARGIN + x0 * cw, MARGIN + y0 * ch, MARGIN + x1 * cw, MARGIN + y1 * ch]
                    for x0, y0, x1, y1 in art.boxes
                ],
                np.float32,
            )
            probs = detector.classify(canvas, boxes, aspect=1.0)
            for corner, p in enumerate(probs):
                best = int(p.argmax())
                read = CLASS_NAMES[best] if best < len(CLASS_NAMES) else "background"
                reads.setdefault(corner, []).append((code, read))
        parts = [name]
        for corner, rows in sorted(reads.items()):
            right = sum(code == read for code, read in rows)
            right_all += right
            total_all += len(rows)
            wrong = " ".join(f"{code}->{read}" for code, read in rows if code != read)
            parts.append(f"corner {corner}: {right}/{len(rows)}" + (f" ({wrong})" if wrong else ""))
        print(" | ".join(parts), flush=True)
    print(f"all decks: {right_all}/{total_all} corners read right ({right_all / total_all:.3f})")


if __name__ == "__main__":
    main()
