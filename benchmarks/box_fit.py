"""How well the detector's boxes fit the labelled corners, whatever it names them: per subset,
the share of true corners whose best-overlapping box (any class, any confidence the detector
keeps) reaches IoU 0.5 (what mAP50 needs), falls in 0.3-0.5 (found, but drawn tighter or
looser than the labels) or under 0.3 (missed), and the median width and height of those boxes
against the labels'.

    python benchmarks/box_fit.py /work/shared/real_dev [--conf 0.01]

mAP50 counts a corner found with IoU 0.45 as missed. Where labels were drawn with a margin
around the index and the detector draws it tight (box width ratio well under 1), the loss is
the labelling convention, not the finding; a model would have to learn that set's margin.
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

from vision.detector import CardDetector  # noqa: E402
from vision.evaluate import box_iou, load_yolo_folder  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="a YOLO folder (images/, labels/)")
    parser.add_argument("--conf", type=float, default=0.01, help="detector threshold")
    args = parser.parse_args()

    detector = CardDetector(conf=args.conf, aspect="auto").load()
    rows: dict[str, list[tuple[float, float, float]]] = defaultdict(list)
    for truth in load_yolo_folder(args.folder):
        image = cv2.imread(str(truth.image), cv2.IMREAD_COLOR)
        if image is None:
            raise SystemExit(f"cannot read {truth.image}")
        found = detector(image)
        for box in truth.xyxy:
            w, h = box[2] - box[0], box[3] - box[1]
            if len(found) == 0:
                rows[truth.subset].append((0.0, np.nan, np.nan))
                continue
            iou = box_iou(box[None], found.xyxy)[0]
            best = found.xyxy[int(np.argmax(iou))]
            fit = float(iou.max())
            rows[truth.subset].append(
                (fit, (best[2] - best[0]) / max(w, 1e-6), (best[3] - best[1]) / max(h, 1e-6))
            )

    print("subset                 corners  IoU>=0.5  0.3-0.5   <0.3   width ratio  height ratio")
    every = []
    for subset in sorted(rows):
        every += rows[subset]
        _line(subset, rows[subset])
    _line("all", every)


def _line(name: str, rows: list[tuple[float, float, float]]) -> None:
    a = np.array(rows, float)
    fit = a[:, 0]
    found = fit >= 0.3
    wr = np.median(a[found, 1]) if found.any() else np.nan
    hr = np.median(a[found, 2]) if found.any() else np.nan
    print(
        f"{name:22s} {len(a):7d}  {np.mean(fit >= 0.5):8.3f}  "
        f"{np.mean((fit >= 0.3) & (fit < 0.5)):7.3f}  {np.mean(fit < 0.3):6.3f}  "
        f"{wr:11.2f}  {hr:12.2f}"
    )


if __name__ == "__main__":
    main()
