"""From corner-index detections to card sightings.

A face-up card usually shows two corner indices (top-left and bottom-right, rotated 180°).
:func:`merge_corners` pairs corners of the same class that sit about one card apart and have
about the same size, so each physical card becomes one :class:`Sighting`. With two decks the
same class may be two cards, so pairing looks at geometry, never at the class alone.

>>> from vision.detector import Detections
>>> d = Detections(np.array([[0, 0, 10, 20], [50, 70, 60, 90]]), np.array([0.9, 0.8]),
...                np.array([31, 31]))
>>> [(s.card, s.num_corners) for s in merge_corners(d)]
[('10H', 2)]
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from vision.detector import CLASS_NAMES, NUM_CARD_CLASSES, Detections

__all__ = ["Sighting", "merge_corners"]

Box = tuple[float, float, float, float]

# Distance between the two index centres of one card, in index-box diagonals. A poker card
# (63 x 88 mm) with ~8 x 22 mm indices inset ~5 / 13 mm gives ~3.5; bridge cards, big-index
# decks and perspective spread this, hence a tolerant cost and a generous maximum.
EXPECTED_CORNER_DISTANCE = 3.5
MAX_CORNER_DISTANCE = 6.0
# The two corners of one card look about the same size, even in perspective.
MAX_SIZE_RATIO = 2.0
# ... and the same shape: one is the other turned 180 degrees, so their upright boxes are both
# tall, both wide or both square, however the card lies. A tall corner and a wide one (a
# card lying across another) are two cards.
MAX_SHAPE_RATIO = 2.0
# A sighting's runners-up kept for the tracker: enough for a misread suit or a neighbouring
# rank; rarer ones are noise.
MAX_ALTERNATIVES = 4
MIN_ALTERNATIVE = 0.01


@dataclass(frozen=True)
class Sighting:
    """One card seen in one frame: its class and where it is.

    ``center`` is the midpoint of the two corner boxes (about the card's centre) or, for a card
    with one visible corner, that corner's centre. ``detection_indices`` point into the
    :class:`~vision.detector.Detections` it came from. ``alternatives``: when the detections
    carry class distributions, the likeliest card codes with their probabilities (the
    normalised geometric mean of its corners' distributions, best first, at most
    :data:`MAX_ALTERNATIVES`, none under :data:`MIN_ALTERNATIVE`): what else the card may be,
    for a reader that knows which cards are possible (the tracker and the rules).
    """

    class_id: int
    center: tuple[float, float]
    boxes: tuple[Box, ...]
    confidence: float
    detection_indices: tuple[int, ...]
    alternatives: tuple[tuple[str, float], ...] = ()

    @property
    def card(self) -> str:
        """Card code such as ``"10H"`` or ``"JK"``."""
        return CLASS_NAMES[self.class_id] if 0 <= self.class_id < NUM_CARD_CLASSES else "?"

    @property
    def num_corners(self) -> int:
        return len(self.boxes)


def _box(row: np.ndarray) -> Box:
    return (float(row[0]), float(row[1]), float(row[2]), float(row[3]))


def merge_corners(
    detections: Detections,
    *,
    expected_distance: float = EXPECTED_CORNER_DISTANCE,
    max_distance: float = MAX_CORNER_DISTANCE,
    max_size_ratio: float = MAX_SIZE_RATIO,
    max_shape_ratio: float = MAX_SHAPE_RATIO,
    apart: Box | None = None,
) -> list[Sighting]:
    """Group corner detections into card sightings, most confident first.

    Two corners of the same class are paired when their centres are at most ``max_distance``
    mean box diagonals apart and their diagonals differ by at most ``max_size_ratio``; among
    candidates, pairs whose distance is closest (in log ratio) to ``expected_distance``
    diagonals are taken first, each corner at most once. Raising ``max_distance`` merges more
    distant corners (fewer split cards, more wrong merges when two decks are in play).
    ``apart``: a region ``(x1, y1, x2, y2)`` in pixels that holds cards of its own, such as the
    coached player's hand: a corner inside it and one outside are two cards when the card
    they would make, their midpoint, lies outside (a card in the hand and a corner on the
    pile read as the same card); a card of the region reaching out of it stays one. The
    input is not modified.
    """
    if max_distance <= 0 or expected_distance <= 0 or max_size_ratio < 1 or max_shape_ratio < 1:
        raise ValueError("distances must be positive, max_size_ratio and max_shape_ratio >= 1")
    centers = detections.center.astype(np.float64)
    wh = (detections.xyxy[:, 2:] - detections.xyxy[:, :2]).astype(np.float64)
    diagonals = np.maximum(np.hypot(wh[:, 0], wh[:, 1]), 1e-6)
    shapes = np.maximum(wh[:, 0], 1e-6) / np.maximum(wh[:, 1], 1e-6)
    used = np.zeros(len(detections), bool)
    sightings: list[Sighting] = []

    for class_id in np.unique(detections.class_id):
        members = np.flatnonzero(detections.class_id == class_id)
        candidates: list[tuple[float, int, int]] = []
        member_list = [int(m) for m in members]
        for a_pos, i in enumerate(member_list):
            for j in member_list[a_pos + 1 :]:
                size = (diagonals[i] + diagonals[j]) / 2
                ratio = max(diagonals[i], diagonals[j]) / min(diagonals[i], diagonals[j])
                distance = float(np.hypot(*(centers[i] - centers[j]))) / size
                shape = max(shapes[i], shapes[j]) / min(shapes[i], shapes[j])
                if distance > max_distance or ratio > max_size_ratio or shape > max_shape_ratio:
                    continue
                if apart is not None and _split_by(apart, centers[i], centers[j]):
                    continue
                cost = abs(math.log(max(distance, 1e-3) / expected_distance))
                candidates.append((cost, i, j))
        for _, a, b in sorted(candidates):
            if used[a] or used[b]:
                continue
            used[a] = used[b] = True
            sightings.append(_sighting(detections, int(class_id), (a, b)))
        for m in member_list:
            if not used[m]:
                used[m] = True
                sightings.append(_sighting(detections, int(class_id), (m,)))

    sightings.sort(key=lambda s: (-s.confidence, s.class_id, s.center))
    return sightings


def _inside(point: np.ndarray, box: Box) -> bool:
    return bool(box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3])


def _split_by(region: Box, a: np.ndarray, b: np.ndarray) -> bool:
    """Whether one corner lies in ``region`` and the other outside while the card they would
    make (their midpoint) lies outside: two cards, not a card of the region reaching out."""
    return _inside(a, region) != _inside(b, region) and not _inside((a + b) / 2, region)


def _sighting(detections: Detections, class_id: int, indices: tuple[int, ...]) -> Sighting:
    idx = np.asarray(indices)
    center = detections.center[idx].astype(np.float64).mean(axis=0)
    return Sighting(
        class_id=class_id,
        center=(float(center[0]), float(center[1])),
        boxes=tuple(_box(detections.xyxy[i]) for i in indices),
        confidence=float(detections.confidence[idx].max()),
        detection_indices=indices,
        alternatives=_alternatives(detections.class_probs, idx),
    )


def _alternatives(class_probs: np.ndarray | None, idx: np.ndarray) -> tuple[tuple[str, float], ...]:
    """The likeliest classes of the corners ``idx`` together: the normalised geometric mean of
    their distributions (not the product: the two corners of one card are read by the same
    models under the same light, so their errors are not independent, and the product would be
    overconfident)."""
    if class_probs is None or class_probs.shape[1] > NUM_CARD_CLASSES:
        return ()
    logs = np.log(np.maximum(class_probs[idx].astype(np.float64), 1e-9))
    joint = np.exp(logs.mean(axis=0))
    joint /= joint.sum()
    order = np.argsort(-joint)[:MAX_ALTERNATIVES]
    return tuple(
        (CLASS_NAMES[int(c)], round(float(joint[c]), 4))
        for c in order
        if joint[c] >= MIN_ALTERNATIVE
    )
