"""Detector → corner merging → tracker, one frame at a time, with timing figures.

>>> # pipeline = GamePipeline(CardDetector(), TableTracker())
>>> # for frame in open_source("game.mp4"): pipeline.process(frame).events
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from vision.cards import EchoMemory, Sighting, merge_corners
from vision.detector import Detections
from vision.motion import MotionMeter
from vision.sources import Frame
from vision.tracker import Event, SeatLayout, TableTracker


def table_sightings(
    detections: Detections,
    layout: SeatLayout,
    frame_size: tuple[int, int],
    echoes: EchoMemory | None = None,
    t: float = 0.0,
) -> list[Sighting]:
    """A frame's corners merged into the cards a tracker with ``layout`` reads: a corner in
    the hand zone and one outside it are one card only when that card, their midpoint, lies
    in the zone (:func:`vision.cards.merge_corners`'s ``apart``; ``frame_size``: width,
    height). With ``echoes``, a card whose corners read as two codes keeps its name while one
    corner is covered (:class:`vision.cards.EchoMemory`; ``t``: the frame's time)."""
    zone = layout.hand_zone
    w, h = frame_size
    apart = None if zone is None else (zone[0] * w, zone[1] * h, zone[2] * w, zone[3] * h)
    sightings = merge_corners(detections, apart=apart)
    return sightings if echoes is None else echoes(sightings, detections, t)


def split_sightings(
    detections: Detections,
    layout: SeatLayout,
    frame_size: tuple[int, int],
    card_conf: float | None = None,
    echoes: EchoMemory | None = None,
    t: float = 0.0,
) -> tuple[Detections, list[Sighting], list[Sighting]]:
    """A frame's corners found at least ``card_conf`` surely (all without it), the cards
    they make (:func:`table_sightings`, with ``echoes``), and the faint cards, from the other
    corners merged apart (no faint corner joins a clear one: what is clear stays as it would
    be alone)."""
    if card_conf is None:
        return detections, table_sightings(detections, layout, frame_size, echoes, t), []
    sure = clear_mask(detections, card_conf)
    clear = detections[sure]
    return (
        clear,
        table_sightings(clear, layout, frame_size, echoes, t),
        table_sightings(detections[~sure], layout, frame_size),
    )


def clear_mask(detections: Detections, card_conf: float | None) -> np.ndarray:
    """Which corners are found at least ``card_conf`` surely (all, without it): the ones that
    may be cards; the rest are faint (:func:`split_sightings`)."""
    if card_conf is None:
        return np.ones(len(detections), bool)
    return np.asarray(detections.confidence >= card_conf)


@dataclass(frozen=True, slots=True)
class FrameResult:
    """What one frame gave: the corner detections (those at least ``card_conf`` sure: the
    faint ones went to the tracker only), the card sightings, the new events."""

    frame: Frame
    detections: Detections
    sightings: list[Sighting]
    events: list[Event]


@dataclass
class PipelineStats:
    """Frames processed and where the time went (seconds)."""

    frames: int = 0
    detect_seconds: float = 0.0
    track_seconds: float = 0.0
    started: float = field(default_factory=time.perf_counter)

    @property
    def fps(self) -> float:
        """Frames per second of wall time since the start."""
        elapsed = time.perf_counter() - self.started
        return self.frames / elapsed if elapsed > 0 else 0.0

    def to_dict(self) -> dict[str, float]:
        """JSON-friendly figures."""
        n = max(self.frames, 1)
        return {
            "frames": self.frames,
            "fps": round(self.fps, 2),
            "detect_ms": round(1000 * self.detect_seconds / n, 2),
            "track_ms": round(1000 * self.track_seconds / n, 2),
        }


class GamePipeline:
    """Runs a detector (any callable image → :class:`Detections`) and a tracker on frames.

    With ``card_conf``, corners the detector found less surely than that are faint: merged
    into sightings of their own and given to the tracker as such (``TableTracker.update``'s
    ``faint``: they may only complete a play the rules reject). The detector must run at a
    lower threshold to find any."""

    def __init__(
        self,
        detector: Callable[[np.ndarray], Detections],
        tracker: TableTracker,
        *,
        motion: bool = True,
        card_conf: float | None = None,
    ) -> None:
        self.detector = detector
        self.tracker = tracker
        self.card_conf = card_conf
        self.motion = MotionMeter() if motion else None
        self.echoes = EchoMemory()
        self.stats = PipelineStats()

    def process(self, frame: Frame) -> FrameResult:
        """Detect, merge corners, update the tracker; return what this frame gave."""
        start = time.perf_counter()
        detections = self.detector(frame.image)
        h, w = frame.image.shape[:2]
        clear, sightings, faint = split_sightings(
            detections, self.tracker.layout, (w, h), self.card_conf, self.echoes, frame.t
        )
        mid = time.perf_counter()
        energy = self.motion.update(frame.image) if self.motion else None
        events = self.tracker.update(
            sightings, frame.t, frame_size=(w, h), motion=energy, faint=faint
        )
        end = time.perf_counter()
        self.stats.frames += 1
        self.stats.detect_seconds += mid - start
        self.stats.track_seconds += end - mid
        return FrameResult(frame, clear, sightings, events)

    def finish(self) -> list[Event]:
        """End of the stream: close a play still settling."""
        return self.tracker.flush()
