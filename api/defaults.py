"""Defaults of the live path shared by the CLI and the server's settings: plain values, no
numpy, no pydantic, so that building the ``thirteen`` parser stays cheap."""

from __future__ import annotations

from typing import TypedDict

# vision.detector.NEGATIVE_MODES, without importing numpy (a test keeps them equal)
NEGATIVE_MODES = ("off", "auto", "always")
# vision.detector.PRESENCE_MODES, likewise
PRESENCE_MODES = ("any", "best", "rank")

# The detection confidence threshold of the live path (``watch``, ``serve``). Lower finds more
# faint corners, and the tracker's k-of-n presence filter absorbs most of the stray sightings
# it lets in; much lower lets in more misreads than it finds. Chosen on the tuning games'
# recordings (benchmarks/RESULTS-tracker.md, session 13: 0.2 best of 0.15-0.3 once the
# tracker let faint phantoms go, confirmed on new games; 0.3 in sessions 7-12).
LIVE_CONF = 0.2
# The live detector runs lower, at this: a corner found between it and LIVE_CONF is faint, no card
# on its own, but it may complete a play the rules reject (TableTracker.update's ``faint``: the
# sliver of a card's corner showing under the other card of its pair). Session 18.
LIVE_FAINT_CONF = 0.15


# A corner found less surely than the card threshold also has its presence read this way, the
# surer reading kept under that threshold (vision.detector.CardDetector's faint_presence): it
# may then be faint, never a card. "any" adds up all 53 class scores, so a corner the YOLO
# model sees but cannot put a rank to reaches the faint tier, where it may complete a play
# the rules reject: 12505's K♣, half covered by the K♦ of their pair, 0.07 by "rank" and
# 0.20 by "any" (benchmarks/RESULTS-tracker.md, session 41). None: off.
LIVE_FAINT_PRESENCE: str | None = "any"


def live_thresholds(conf: float, faint_conf: float | None) -> tuple[float, float | None]:
    """The live detector's threshold and ``GamePipeline``'s ``card_conf`` for the card threshold
    ``conf`` and the faint one (None, or not below ``conf``: no faint corners)."""
    if faint_conf is None or faint_conf >= conf:
        return conf, None
    return faint_conf, conf


class LiveThresholds(TypedDict):
    """``CardDetector``'s thresholds on the live path (:func:`live_detector_thresholds`)."""

    conf: float
    faint_presence: str | None
    faint_below: float | None


def live_detector_thresholds(
    conf: float, faint_conf: float | None, faint_presence: str | None = LIVE_FAINT_PRESENCE
) -> LiveThresholds:
    """``CardDetector``'s threshold keyword arguments for the card threshold ``conf`` and
    the faint one: it runs at the faint one, and with faint corners, those under ``conf``
    also read the ``faint_presence`` way (:data:`LIVE_FAINT_PRESENCE`)."""
    floor, card_conf = live_thresholds(conf, faint_conf)
    if card_conf is None or faint_presence is None:
        return {"conf": floor, "faint_presence": None, "faint_below": None}
    return {"conf": floor, "faint_presence": faint_presence, "faint_below": card_conf}


# How the live path reads a box's confidence from the YOLO model's class scores
# (vision.detector.PRESENCE_MODES). Photos (detect, eval-detector) use "any" since session 11.
# The live path read "best" until session 39: "any" read more plays of the tuning games but
# made a covered card's corner a phantom play in the demo clip (session 11) and lost three
# plays of seeds 11100-11119 (session 38). "rank" (the best rank's four suits together) reads
# the black cards whose score "best" split between spades and clubs (a K♣ at 0.15 spade,
# 0.12 club) without adding up the other ranks' noise: 716/716 plays on those seeds against
# 715 with "best" and 713 with "any" (benchmarks/RESULTS-tracker.md, session 39).
LIVE_PRESENCE = "rank"
# The live path's classifier views and fusion weights (vision.detector's CLASSIFIER_VIEWS,
# DEFAULT_YOLO_WEIGHT and DEFAULT_SUIT_WEIGHT: 8, 0.3 and 0 for photos since session 12).
# The live path reads the eight views as a cascade: a crop the upright view names with at
# least LIVE_SKIP_VIEWS_AT skips the other seven, so easy frames cost what one view does
# (benchmarks/RESULTS-tracker.md, session 13). Its fusion weights stay those LIVE_CONF and the
# tracker were tuned with on rendered games.
LIVE_VIEWS = 8
LIVE_SKIP_VIEWS_AT: float | None = 0.8
LIVE_YOLO_WEIGHT = 0.4
LIVE_SUIT_WEIGHT = 0.2


class LiveDetectorOptions(TypedDict):
    presence: str
    views: int
    skip_views_at: float | None
    yolo_weight: float
    suit_weight: float


# All of them, as CardDetector keyword arguments (watch, serve, benchmarks/bench_tracker.py).
LIVE_DETECTOR: LiveDetectorOptions = {
    "presence": LIVE_PRESENCE,
    "views": LIVE_VIEWS,
    "skip_views_at": LIVE_SKIP_VIEWS_AT,
    "yolo_weight": LIVE_YOLO_WEIGHT,
    "suit_weight": LIVE_SUIT_WEIGHT,
}
