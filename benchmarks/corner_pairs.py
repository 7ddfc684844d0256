"""How far apart a card's two corners lie, in box diagonals, on recorded games.

    python benchmarks/corner_pairs.py runs/DIR/*.pkl [--every 5] [--min-conf 0.2]

Reads recordings made by ``bench_tracker.py --video-only --record DIR`` (each frame's corner
detections), merges every ``--every``-th frame's corners of at least ``--min-conf`` as the
pipeline does (:func:`vision.cards.merge_corners`) and prints the distance quantiles of the
pairs made by class, in mean box diagonals: what ``vision.cards``' ``MIN_CORNER_DISTANCE``
(one corner found twice) and ``ECHO_MIN_DISTANCE`` (the nearest an echo pair may be) rest on.
Then, of the pairs outside the coached hand zone whose boxes are both tall or both wide, how
many lie flatter than the along-the-card test allows (``vision.cards._along_a_card``): for a
card lying as its boxes say (``ECHO_SLANT`` alone), and allowing the turn the boxes' shape
shows (what echoes are named by since session 24). Last, each pair's distance against the
median of the other sure pairs in its frame (:func:`frame_ratios`): how many lie far closer
than the frame's other cards say a card's corners do.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vision.cards import MIN_CORNER_DISTANCE, SQUARE_SHAPE, _along_a_card, merge_corners
from vision.tracker import SeatLayout


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
            out.append(_diagonals_apart(*sighting.boxes))
    return out


def _diagonals_apart(box_a: object, box_b: object) -> float:
    """How far apart two boxes' centres lie, in their mean diagonal."""
    a, b = np.asarray(box_a, float), np.asarray(box_b, float)
    gap = np.hypot(*((a[:2] + a[2:]) / 2 - (b[:2] + b[2:]) / 2))
    diagonal = (np.hypot(*(a[2:] - a[:2])) + np.hypot(*(b[2:] - b[:2]))) / 2
    return float(gap / max(diagonal, 1e-6))


def frame_ratios(path: Path, every: int, min_conf: float) -> list[tuple[float, int, str]]:
    """Each two-corner sighting's distance against the median distance of the frame's other
    sure pairs (both corners found at least 0.5), where there is one: (ratio, frame, card).
    All cards of one deck in one frame are one size, so a pair far closer than the others is
    likely two cards' corners (9004: a 3♠ and a 3♣ 1.56 diagonals apart, the 3♥'s corners
    4.1)."""
    saved = pickle.loads(path.read_bytes())
    out = []
    for k in range(0, len(saved["detections"]), every):
        found = saved["detections"][k]
        found = found[found.confidence >= min_conf]
        pairs = [
            (
                _diagonals_apart(*s.boxes),
                min(float(found.confidence[i]) for i in s.detection_indices) >= 0.5,
                s.card,
            )
            for s in merge_corners(found)
            if len(s.boxes) == 2
        ]
        for n, (distance, _, card) in enumerate(pairs):
            others = [d for m, (d, sure, _) in enumerate(pairs) if m != n and sure]
            if others:
                out.append((distance / float(np.median(others)), k, card))
    return out


def pair_slants(path: Path, every: int, min_conf: float) -> tuple[int, int, int]:
    """Of the two-corner sightings of one recording outside the hand zone whose boxes are
    both tall or both wide: how many, how many fail the along-the-card test for a card not
    turned, and how many fail it allowing the turn its boxes show."""
    saved = pickle.loads(path.read_bytes())
    hand = SeatLayout(players=saved["script"].players)
    pairs = flat = flat_turned = 0
    for k in range(0, len(saved["detections"]), every):
        found = saved["detections"][k]
        w, h = saved["calls"][k][1]["frame_size"]
        # (pairs by class only: no echo pairs, paired by their readings)
        for sighting in merge_corners(found[found.confidence >= min_conf], echo_overlap=None):
            if len(sighting.boxes) != 2:
                continue
            (a, b) = (np.asarray(box, float) for box in sighting.boxes)
            ca, cb = (a[:2] + a[2:]) / 2, (b[:2] + b[2:]) / 2
            if hand.in_hand_zone(ca[0] / w, ca[1] / h) or hand.in_hand_zone(cb[0] / w, cb[1] / h):
                continue
            sa, sb = ((box[2] - box[0]) / max(box[3] - box[1], 1e-6) for box in (a, b))
            if not (max(sa, sb) < 1 / SQUARE_SHAPE or min(sa, sb) > SQUARE_SHAPE):
                continue
            pairs += 1
            flat += not _along_a_card(cb - ca, sa, sb, turned=False)
            flat_turned += not _along_a_card(cb - ca, sa, sb, turned=True)
    return pairs, flat, flat_turned


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
    ratios = [
        (ratio, path.stem, frame, card)
        for path in args.recordings
        for ratio, frame, card in frame_ratios(path, args.every, args.min_conf)
    ]
    print(
        f"pairs with another sure pair in their frame: {len(ratios)}; under 0.4 / 0.45 / 0.5 of "
        "its median distance: "
        + " / ".join(str(sum(r < limit for r, *_ in ratios)) for limit in (0.4, 0.45, 0.5))
    )
    low = sorted({(stem, card) for r, stem, _, card in ratios if r < 0.45})
    if low:
        print("under 0.45 (recording, card): " + ", ".join(f"{s} {c}" for s, c in low))
    slants = np.array([pair_slants(path, args.every, args.min_conf) for path in args.recordings])
    pairs, flat, flat_turned = (int(v) for v in slants.sum(axis=0))
    print(
        f"tall or wide pairs outside the hand zone: {pairs}; flatter than the along-the-card "
        f"test: {flat} for a card not turned, {flat_turned} allowing the turn the boxes show"
    )


if __name__ == "__main__":
    main()
