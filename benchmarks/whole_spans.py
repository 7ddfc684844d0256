"""How far apart the two corners of each card seen whole lie, against the tracker's running
median, on recorded games.

    python benchmarks/whole_spans.py runs/DIR/*.pkl [--min-conf 0.2]

Replays recordings made by ``bench_tracker.py --video-only --record DIR`` through the tracker
(as ``bench_tracker.py --replay`` does) and, for every whole sighting off the coached hand
once ``SPANS_MIN`` spans are known, divides its span (normalised distance between its two
corner centres) by the median of the last ``SPANS_KEPT`` spans: the statistic
``TableTracker._as_one_corner`` compares with ``WHOLE_SPAN_MAX``. Prints each game's largest
ratio and how many sightings passed ``WHOLE_SPAN_MAX``, then the quantiles over all games.
(A real card's span varies with its angle, normalised x and y differing by the frame's
aspect ratio, and with perspective; a pair of two cards' corners read as one code lies much
farther apart.)
"""

from __future__ import annotations

import argparse
import math
import pickle
import statistics
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_tracker

from vision.tracker import SPANS_MIN, WHOLE_SPAN_MAX, SeatLayout, TableTracker


class _Measuring(TableTracker):
    """A tracker noting, for each whole sighting it reads, its span against the median."""

    ratios: list[float]

    def _as_one_corner(self, r):  # type: ignore[no-untyped-def]
        (ax, ay), (bx, by) = r.spots[0], r.spots[-1]
        span = math.hypot(ax - bx, ay - by)
        if span > 0 and len(self._spans) >= SPANS_MIN and not self.layout.in_hand_zone(r.x, r.y):
            self.ratios.append(span / statistics.median(self._spans))
        return super()._as_one_corner(r)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("recordings", nargs="+", type=Path)
    parser.add_argument("--min-conf", type=float, default=0.2)
    args = parser.parse_args()
    everything: list[float] = []
    for path in args.recordings:
        saved = pickle.loads(path.read_bytes())
        tracker = _Measuring(SeatLayout(players=saved["script"].players))
        tracker.ratios = []
        bench_tracker.replay(path, min_conf=args.min_conf, tracker=tracker)
        ratios = tracker.ratios
        if ratios:
            wide = sum(r > WHOLE_SPAN_MAX for r in ratios)
            print(f"{path}: {len(ratios)} whole sightings, largest {max(ratios):.2f}, {wide} wide")
        everything += ratios
    if everything:
        q = np.quantile(everything, [0.5, 0.99, 0.999, 1.0])
        wide = sum(r > WHOLE_SPAN_MAX for r in everything)
        print(
            f"all: {len(everything)} whole sightings; ratio median {q[0]:.2f}, 99% {q[1]:.2f}, "
            f"99.9% {q[2]:.2f}, largest {q[3]:.2f}; {wide} above WHOLE_SPAN_MAX {WHOLE_SPAN_MAX}"
        )


if __name__ == "__main__":
    main()
