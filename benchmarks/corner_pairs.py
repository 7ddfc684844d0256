"""How far apart a card's two corners lie, in box diagonals, on recorded games.

    python benchmarks/corner_pairs.py runs/DIR/*.pkl [--every 5] [--min-conf 0.2]

Reads recordings made by ``bench_tracker.py --video-only --record DIR`` (each frame's corner
detections), merges every ``--every``-th frame's corners of at least ``--min-conf`` as the
pipeline does (:func:`vision.cards.merge_corners`) and prints the distance quantiles of the
pairs made by class, in mean box diagonals: what ``vision.cards``' ``MIN_CORNER_DISTANCE``
(one corner found twice) and ``ECHO_MIN_DISTANCE`` (the nearest an echo pair may be) rest on.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vision.cards import MIN_CORNER_DISTANCE, merge_corners


def pair_distances(
    path: Path, every: int, min_conf: float, min_distance: float = MIN_CORNER_DISTANCE
) -> list[float]:
    """The distances, in mean box diagonals, of the two-corner sightings of one recording."""
    saved = pickle.loads(path.read_bytes())
    if saved.get("detections") is None:
        raise SystemExit(f"{path} holds no detections (recorded before they were kept)")
    out = []
    for found in saved["detections"][::every]:
        for sighting in merge_corners(
            found[found.confidence >= min_conf], min_distance=min_distance
        ):
            if len(sighting.boxes) != 2:
                continue
            (a, b) = (np.asarray(box, float) for box in sighting.boxes)
            gap = np.hypot(*((a[:2] + a[2:]) / 2 - (b[:2] + b[2:]) / 2))
            diagonal = (np.hypot(*(a[2:] - a[:2])) + np.hypot(*(b[2:] - b[:2]))) / 2
            out.append(float(gap / max(diagonal, 1e-6)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("recordings", nargs="+", type=Path)
    parser.add_argument("--every", type=int, default=5, help="use every n-th frame")
    parser.add_argument("--min-conf", type=float, default=0.2)
    parser.add_argument(
        "--min-distance",
        type=float,
        default=MIN_CORNER_DISTANCE,
        help=f"merge_corners' own (default {MIN_CORNER_DISTANCE}; 0: as before session 19)",
    )
    args = parser.parse_args()
    distances = np.array(
        [
            d
            for path in args.recordings
            for d in pair_distances(path, args.every, args.min_conf, args.min_distance)
        ]
    )
    if not len(distances):
        raise SystemExit("no corner pairs in these recordings")
    qs = (0.0, 0.001, 0.01, 0.05, 0.5)
    print(f"{len(distances)} pairs from {len(args.recordings)} recordings")
    print(
        "quantiles "
        + ", ".join(f"{q:g}: {v:.2f}" for q, v in zip(qs, np.quantile(distances, qs), strict=True))
    )
    for limit in (0.5, 1.0, 1.35, 1.5, 1.8):
        print(f"under {limit} diagonals: {int((distances < limit).sum())}")


if __name__ == "__main__":
    main()
