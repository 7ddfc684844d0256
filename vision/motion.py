"""Frame differences: where motion comes from, and when nothing moved at all.

:class:`MotionMeter`: frame-difference energy in a band along each side of the frame. An arm
reaching in to place cards crosses the band on its player's side; the tracker uses the energy
per side, around the moment a play lands, as evidence of who played it.

:class:`SkipStillFrames`: wraps a detector so that a frame identical (to within sensor noise)
to the last one it ran on gets those detections again without running the model. Between
plays a card table is still most of the time; a card cannot arrive, leave or turn without
changing many pixels.

>>> import numpy as np
>>> meter = MotionMeter()
>>> still = np.zeros((48, 64, 3), np.uint8)
>>> meter.update(still)["bottom"]
0.0
>>> moved = still.copy(); moved[40:, :] = 255
>>> meter.update(moved)["bottom"] > 0.5
True
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

import cv2
import numpy as np

if TYPE_CHECKING:
    from vision.detector import Detections

SIDES = ("bottom", "left", "top", "right")


def thumbnail(image: np.ndarray, size: tuple[int, int], *, grey: bool) -> np.ndarray:
    """The frame shrunk to ``size`` (area average), in grey or colour, lightly blurred: what
    frame differences are taken on (sensor noise mostly averages out)."""
    small = cv2.resize(image, size, interpolation=cv2.INTER_AREA)
    if grey and small.ndim == 3:
        small = cv2.cvtColor(small, cv2.COLOR_BGR2GRAY)
    return cv2.GaussianBlur(small, (3, 3), 0)


class MotionMeter:
    """Fraction of changed pixels (0..1) in each side band, against the previous frame.

    A pixel changed when one of its colour channels moved by more than ``threshold`` levels
    (higher ignores sensor noise and flicker, lower sees slow hands and arms near the
    table's colour): a sleeve or an arm as bright as the table, but of another colour, moves
    no grey level at all. On the thumbnail (a 640x480 frame averaged 8x8) sensor noise moves
    a level or two. At 25 levels a rendered game's sleeve, within 25 levels of the brown
    table in each channel, went unseen on 10 of its 61 reaches (15502); at 18 every reach
    was seen (session 49, ``benchmarks/motion_sides.py``; its figures for ten games, and
    40 recorded games replayed with motion read at 18, are in ``RESULTS-tracker.md``).
    ``band``: band depth as a fraction of the frame.
    """

    def __init__(self, band: float = 0.22, threshold: int = 18, size: tuple[int, int] = (80, 60)):
        self.band = band
        self.threshold = threshold
        self.size = size
        self._previous: np.ndarray | None = None

    def reset(self) -> None:
        """Forget the previous frame."""
        self._previous = None

    def update(self, image: np.ndarray) -> dict[str, float]:
        """Motion energy per side for this frame (all 0 for the first frame)."""
        thumb = thumbnail(image, self.size, grey=False)
        previous, self._previous = self._previous, thumb
        if previous is None or previous.shape != thumb.shape:
            return dict.fromkeys(SIDES, 0.0)
        change = cv2.absdiff(thumb, previous)
        changed = (change.max(axis=2) if change.ndim == 3 else change) > self.threshold
        h, w = changed.shape
        bh, bw = max(1, int(h * self.band)), max(1, int(w * self.band))
        return {
            "bottom": float(changed[h - bh :, :].mean()),
            "left": float(changed[:, :bw].mean()),
            "top": float(changed[:bh, :].mean()),
            "right": float(changed[:, w - bw :].mean()),
        }


class SkipStillFrames:
    """A detector that runs the wrapped ``detector`` only on frames that changed.

    Each frame is shrunk to ``size``, blurred and compared with the last frame the detector
    ran on; if at most ``fraction`` of its pixels differ by more than ``level`` grey levels,
    the previous detections are returned (``reused`` counts these). The detector runs anyway
    after ``max_reuse`` reused frames in a row, so a slow change (fading light, a card pushed
    a millimetre at a time) is seen within that many frames.

    Trade-offs: a lower ``level`` or ``fraction`` reuses less (more CPU, never staler); a
    higher one could keep the old detections while a small change happens. With the defaults,
    at 160x120 one changed pixel is 16 frame pixels of a 640x480 frame; a card placed on the
    table changes hundreds of them, and the arm that places it far more.
    """

    def __init__(
        self,
        detector: Callable[[np.ndarray], Detections],
        *,
        max_reuse: int = 15,
        level: int = 20,
        fraction: float = 0.002,
        size: tuple[int, int] = (160, 120),
    ) -> None:
        if max_reuse < 0:
            raise ValueError(f"max_reuse must be >= 0, got {max_reuse}")
        if not 0.0 <= fraction < 1.0:
            raise ValueError(f"fraction must be in [0, 1), got {fraction}")
        self.detector = detector
        self.max_reuse = max_reuse
        self.level = level
        self.fraction = fraction
        self.size = size
        self.detected = 0
        self.reused = 0
        self._reference: np.ndarray | None = None
        self._shape: tuple[int, ...] | None = None
        self._last: Detections | None = None
        self._run = 0
        self._lock = threading.Lock()  # the server calls it from more than one thread

    def reset(self) -> None:
        """Forget the last frame: the next call runs the detector."""
        with self._lock:
            self._reference = self._last = self._shape = None
            self._run = 0

    def __call__(self, image: np.ndarray) -> Detections:
        thumb = thumbnail(image, self.size, grey=True)
        with self._lock:
            last = self._last
            if (
                last is not None
                and self._reference is not None
                and self._shape == image.shape
                and self._run < self.max_reuse
                and float((cv2.absdiff(thumb, self._reference) > self.level).mean())
                <= self.fraction
            ):
                self._run += 1
                self.reused += 1
                return last
        detections = self.detector(image)  # not under the lock: the slow part
        with self._lock:
            self._reference, self._shape, self._last = thumb, image.shape, detections
            self._run = 0
            self.detected += 1
        return detections
