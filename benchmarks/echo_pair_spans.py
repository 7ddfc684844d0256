"""How far apart the corners of echo pairs lie against the frame's cards seen whole, and
whether each pair was one card, on recorded games.

    python benchmarks/echo_pair_spans.py runs/DIR/*.pkl [--every 5] [--mode min|median]

Reads recordings made by ``bench_tracker.py --video-only --record DIR`` and merges every
``--every``-th frame's corners as the pipeline does (:func:`vision.cards.merge_corners`).
For each echo pair (two corners of related codes made one card), prints its span against
the shortest (``--mode min``, what ``ECHO_SPAN`` multiplies) or the median span of the
cards seen whole in that frame, and whether it was one card: a card of one of its two codes
lay on the table (not in the hand) with its centre within 0.3 of the pair's span from the
pair's midpoint, by the recording's script. Then, for a few values of ``ECHO_SPAN``, how
many pairs that were one card it would have kept apart, and how many that were not.
(Session 48: 15200's 9♠ and 9♣ paired at 0.69, real pairs from 0.66.)
"""

from __future__ import annotations

import argparse
import math
import pickle
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vision.cards import _span, merge_corners
from vision.detector import CLASS_NAMES


def echo_pairs(path: Path, every: int, mode: str) -> list[tuple[float, bool, str, float, str]]:
    """(span against the frame's, one card, game, time, codes) for each echo pair."""
    saved = pickle.loads(path.read_bytes())
    if saved.get("detections") is None:
        raise SystemExit(f"{path} holds no detections (recorded before they were kept)")
    placements = saved["script"].placements
    rows = []
    for k in range(0, len(saved["detections"]), every):
        found = saved["detections"][k]
        t = saved["calls"][k][0][1]
        found = found[found.confidence >= saved.get("conf", 0.15)]
        sightings = merge_corners(found)
        wholes = [
            _span(found, *s.detection_indices)
            for s in sightings
            if len(s.detection_indices) == 2
            and found.class_id[s.detection_indices[0]] == found.class_id[s.detection_indices[1]]
        ]
        if not wholes:
            continue
        scale = float(np.median(wholes)) if mode == "median" else min(wholes)
        for s in sightings:
            if len(s.detection_indices) != 2:
                continue
            i, j = s.detection_indices
            if found.class_id[i] == found.class_id[j]:
                continue
            codes = {CLASS_NAMES[int(found.class_id[i])], CLASS_NAMES[int(found.class_id[j])]}
            boxes = found.xyxy
            pixels = float(
                np.hypot(*((boxes[i, :2] + boxes[i, 2:]) / 2 - (boxes[j, :2] + boxes[j, 2:]) / 2))
            )
            mx, my = s.center
            near = min(
                (
                    math.hypot(p.cx - mx, p.cy - my)
                    for p in placements
                    if p.t_on <= t < p.t_off and not p.in_hand and p.card.code in codes
                ),
                default=math.inf,
            )
            rows.append(
                (_span(found, i, j) / scale, near < 0.3 * pixels, path.stem, t, "/".join(codes))
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("recordings", nargs="+", type=Path)
    parser.add_argument("--every", type=int, default=5, help="use every n-th frame")
    parser.add_argument("--mode", choices=("min", "median"), default="min")
    args = parser.parse_args()
    rows = sorted(r for path in args.recordings for r in echo_pairs(path, args.every, args.mode))
    print(f"{len(rows)} echo pairs, {sum(r[1] for r in rows)} of them one card")
    for ratio, one, game, t, codes in rows[:20]:
        print(f"  {ratio:.3f}  {'one card' if one else 'two    '}  {game} {t:7.2f}s  {codes}")
    for span in (0.4, 0.5, 0.6, 0.65, 0.7, 0.8):
        lost = sum(1 for r in rows if r[0] < span and r[1])
        kept = sum(1 for r in rows if r[0] < span and not r[1])
        print(f"ECHO_SPAN {span}: one-card pairs kept apart {lost}, two-card ones {kept}")


if __name__ == "__main__":
    main()
