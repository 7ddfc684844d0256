"""How well :func:`vision.detector.dark_region` finds dark decks, and what it costs elsewhere.

    python benchmarks/dark_gate.py DARK_FOLDER LIGHT_FOLDER [LIGHT_FOLDER ...]
        [--min-area A] [--min-rectangularity R] [--margin M] [--darkness D]

``DARK_FOLDER``: YOLO scenes whose cards are all printed light on dark stock
(``python -m datasets.scenes --out data/scenes_dark --count 200 --seed 52 --split val
--dark-rate 1.0``); the figure is the share of their labelled corners that fall inside the
region the gate picks (what the negative pass can find at best). ``LIGHT_FOLDER``: ordinary
scenes (``data/scenes/val``; a video is read frame by frame); the figure is the mean share of
the image the gate sends to the negative pass — its cost, as a fraction of a second full pass.
The gate is tuned on these synthetic scenes, never on real_dev; the options try other
values of :func:`dark_region`'s parameters (default: the shipped ones).
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from pathlib import Path

import cv2
import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from vision.detector import dark_region  # noqa: E402
from vision.evaluate import load_yolo_folder  # noqa: E402


def images_of(path: Path, every: int = 10) -> list[tuple[np.ndarray, np.ndarray | None]]:
    """(image, labelled corner centres in pixels or None) for a YOLO folder or a video."""
    if path.is_file():
        capture, out, index = cv2.VideoCapture(str(path)), [], 0
        while True:
            ok, frame = capture.read()
            if not ok:
                return out
            if index % every == 0:
                out.append((frame, None))
            index += 1
    out = []
    for truth in load_yolo_folder(path):
        image = cv2.imread(str(truth.image))
        centres = (truth.xyxy[:, :2] + truth.xyxy[:, 2:]) / 2 if len(truth.xyxy) else None
        out.append((image, centres))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dark", type=Path)
    parser.add_argument("light", type=Path, nargs="+")
    parser.add_argument("--min-area", type=float)
    parser.add_argument("--min-rectangularity", type=float)
    parser.add_argument("--margin", type=float)
    parser.add_argument("--darkness", type=float)
    args = parser.parse_args()
    chosen = {
        name: getattr(args, name)
        for name in ("min_area", "min_rectangularity", "margin", "darkness")
        if getattr(args, name) is not None
    }
    gate = functools.partial(dark_region, **chosen)
    inside = total = fired = 0
    dark = images_of(args.dark)
    for image, centres in dark:
        region = gate(image)
        fired += region is not None
        if centres is None:
            continue
        total += len(centres)
        if region is not None:
            x1, y1, x2, y2 = region
            inside += int(
                np.sum(
                    (centres[:, 0] >= x1)
                    & (centres[:, 0] <= x2)
                    & (centres[:, 1] >= y1)
                    & (centres[:, 1] <= y2)
                )
            )
    print(
        f"{args.dark}: gate fired on {fired}/{len(dark)} images, "
        f"{inside}/{total} labelled corners ({inside / max(total, 1):.1%}) inside its region"
    )
    for folder in args.light:
        items = images_of(folder)
        shares, seconds, count = [], 0.0, 0
        for image, _ in items:
            start = time.perf_counter()
            region = gate(image)
            seconds += time.perf_counter() - start
            count += region is not None
            h, w = image.shape[:2]
            if region is None:
                shares.append(0.0)
            else:
                x1, y1, x2, y2 = region
                shares.append((x2 - x1) * (y2 - y1) / (w * h))
        print(
            f"{folder}: gate fired on {count}/{len(items)} images; mean share sent to the "
            f"negative pass {np.mean(shares):.1%} (its extra cost, in full passes); "
            f"gate {1000 * seconds / max(len(items), 1):.1f} ms per image"
        )


if __name__ == "__main__":
    main()
