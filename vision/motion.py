"""Where motion comes from: frame-difference energy in a band along each side of the frame.

An arm reaching in to place cards crosses the band on its player's side; the tracker uses the
energy per side, around the moment a play lands, as evidence of who played it.

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

import cv2
import numpy as np

SIDES = ("bottom", "left", "top", "right")


class MotionMeter:
    """Fraction of changed pixels (0..1) in each side band, against the previous frame.

    ``band``: band depth as a fraction of the frame; ``threshold``: grey-level change that
    counts (higher ignores sensor noise and flicker, lower sees slow hands).
    """

    def __init__(self, band: float = 0.22, threshold: int = 25, size: tuple[int, int] = (80, 60)):
        self.band = band
        self.threshold = threshold
        self.size = size
        self._previous: np.ndarray | None = None

    def reset(self) -> None:
        """Forget the previous frame."""
        self._previous = None

    def update(self, image: np.ndarray) -> dict[str, float]:
        """Motion energy per side for this frame (all 0 for the first frame)."""
        small = cv2.resize(image, self.size, interpolation=cv2.INTER_AREA)
        gray = cv2.cvtColor(small, cv2.COLOR_BGR2GRAY) if small.ndim == 3 else small
        gray = cv2.GaussianBlur(gray, (3, 3), 0)
        previous, self._previous = self._previous, gray
        if previous is None or previous.shape != gray.shape:
            return dict.fromkeys(SIDES, 0.0)
        changed = cv2.absdiff(gray, previous) > self.threshold
        h, w = changed.shape
        bh, bw = max(1, int(h * self.band)), max(1, int(w * self.band))
        return {
            "bottom": float(changed[h - bh :, :].mean()),
            "left": float(changed[:, :bw].mean()),
            "top": float(changed[:bh, :].mean()),
            "right": float(changed[:, w - bw :].mean()),
        }
