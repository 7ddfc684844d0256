"""``thirteen watch``: detector → tracker → rules on a camera, a video, a stream or a folder.

OpenCV, onnxruntime and the vision modules are imported inside the command.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from api.commands.vision import conf_or_none, negative_option
from api.defaults import (
    LIVE_CONF,
    LIVE_DETECTOR,
    LIVE_FAINT_CONF,
    live_detector_thresholds,
    live_thresholds,
)

if TYPE_CHECKING:
    import numpy as np

    from vision.detector import Detections

REPO = Path(__file__).resolve().parents[2]
DEMO_CLIP = REPO / "datasets" / "demo" / "demo_game.mp4"


def register(subparsers: Any) -> None:
    """Add ``watch`` to the ``thirteen`` parser."""
    watch = subparsers.add_parser(
        "watch",
        help="follow a game from a camera or video and print what happens",
        description="Run the card detector and the game tracker on a source and print each "
        "play with its seat and the rules' verdict, tricks, the 2s and aces still out and the "
        "cards left per seat. With no source, plays the bundled demo clip.",
    )
    watch.add_argument(
        "source",
        nargs="?",
        help="camera index (0), video file, stream URL or image folder "
        "(default: camera 0 if attached, else the demo clip)",
    )
    watch.add_argument("--json", action="store_true", help="print events as JSON lines")
    watch.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    watch.add_argument("--house-rules", help="JSON file of house-rule switches")
    watch.add_argument(
        "--seats",
        help="comma-separated sides of seats 0.. clockwise (default bottom,left,top,right)",
    )
    watch.add_argument("--realtime", action="store_true", help="pace a video file at its rate")
    watch.add_argument("--seconds", type=float, help="stop after this many seconds of the source")
    watch.add_argument("--model", help="YOLO ONNX model (default models/cards.onnx)")
    watch.add_argument("--classifier", help="ONNX crop classifier for a 1-class --model")
    watch.add_argument(
        "--conf", type=float, default=LIVE_CONF, help="detection confidence threshold"
    )
    watch.add_argument(
        "--faint-conf",
        type=conf_or_none,
        default=LIVE_FAINT_CONF,
        help="corners found from this confidence up to --conf are faint: no card on their "
        "own, but one may complete a play the rules reject (the other card of a pair showing a "
        f"sliver of its corner; default {LIVE_FAINT_CONF}; none: off)",
    )
    negative_option(watch)
    watch.add_argument(
        "--every-frame",
        action="store_true",
        help="run the detector on every frame (default: a frame that did not change from the "
        "last one the detector saw reuses its detections)",
    )
    watch.set_defaults(func=_cmd_watch)


SIDE_NAMES = {"bottom": "bottom", "left": "left", "top": "top", "right": "right"}


def describe_event(event: Any, tracker: Any) -> list[str]:
    """Human-readable lines for one tracker event."""
    from vision.tracker import (
        CorrectionEvent,
        FaultEvent,
        HandEvent,
        OutEvent,
        PassEvent,
        PlayEvent,
        TrickEvent,
    )

    sides = tracker.layout.sides

    def seat(s: int | None) -> str:
        return "?" if s is None else f"seat {s} ({sides[s]})"

    stamp = f"{event.t:7.1f}s  "
    pad = " " * len(stamp)
    if isinstance(event, PlayEvent):
        verdict = "legal" if event.legal else "AGAINST THE RULES"
        lines = [
            f"{stamp}{seat(event.seat)} plays {event.cards} — {event.kind.replace('_', ' ')}, "
            f"{verdict}: {event.reason}"
        ]
        if event.misread_note:
            lines.append(f"{pad}({event.misread_note})")
        count = tracker.game.count()
        left = " ".join(str(n) for n in tracker.game.cards_left)
        lines.append(
            f"{pad}2s out: {count.twos_out or 'none'} | aces out: {count.aces_out or 'none'}"
            f" | cards left: {left}"
        )
        return lines
    if isinstance(event, PassEvent):
        return [f"{stamp}{seat(event.seat)} passes" + (" (inferred)" if event.inferred else "")]
    if isinstance(event, TrickEvent):
        return [f"{stamp}trick {event.trick + 1} {event.how}: {seat(event.winner)} leads next"]
    if isinstance(event, HandEvent):
        return [f"{stamp}{seat(event.seat)} hand: {event.cards or 'empty'}"]
    if isinstance(event, OutEvent):
        return [f"{stamp}{seat(event.seat)} is out — place {event.place}"]
    if isinstance(event, FaultEvent):
        return [f"{stamp}FAULT ({event.fault.replace('_', ' ')}): {event.message}"]
    if isinstance(event, CorrectionEvent) and event.old_cards is not None:
        return [
            f"{stamp}correction: play {event.number + 1} ({seat(event.seat)}) was "
            f"{event.cards}, not {event.old_cards} (read again)"
        ]
    if isinstance(event, CorrectionEvent):
        return [
            f"{stamp}correction: play {event.number + 1} ({event.cards}) was "
            f"{seat(event.seat)}, not {seat(event.old_seat)}"
        ]
    return [f"{stamp}{event}"]  # pragma: no cover


def _cmd_watch(args: argparse.Namespace) -> int:
    from api.cli import load_house_rules
    from vision.detector import CardDetector
    from vision.motion import SkipStillFrames
    from vision.pipeline import GamePipeline
    from vision.sources import SourceError, camera_attached, open_source
    from vision.tracker import SeatLayout, TableTracker

    house_rules = load_house_rules(args.house_rules)
    target = args.source
    if target is None and camera_attached(0):
        target = "0"
        if not args.json:
            print("no source given: watching camera 0 (give a file or folder to watch that)")
    if target is None:
        if not DEMO_CLIP.is_file():
            print(f"thirteen: the demo clip is missing: {DEMO_CLIP}", file=sys.stderr)
            return 2
        target = str(DEMO_CLIP)
        if not args.json:
            print(f"no source given: playing the demo clip {DEMO_CLIP.relative_to(REPO)}")
    try:
        sides = tuple(args.seats.split(",")) if args.seats else ()
        layout = SeatLayout(players=args.players, sides=sides)
    except ValueError as exc:
        print(f"thirteen: {exc}", file=sys.stderr)
        return 2
    try:
        source = open_source(target, realtime=args.realtime)
    except SourceError as exc:
        print(f"thirteen: {exc}", file=sys.stderr)
        return 2
    try:
        card_conf = live_thresholds(args.conf, args.faint_conf)[1]
        detector = CardDetector(
            args.model,
            args.classifier,
            negative=args.negative,
            **live_detector_thresholds(args.conf, args.faint_conf),
            **LIVE_DETECTOR,
        ).load()
    except (OSError, ValueError) as exc:
        print(f"thirteen: cannot load the card detector: {exc}", file=sys.stderr)
        return 2
    tracker = TableTracker(layout, house_rules=house_rules)
    still = None if args.every_frame else SkipStillFrames(detector)
    detect: Callable[[np.ndarray], Detections] = detector if still is None else still
    pipeline = GamePipeline(detect, tracker, card_conf=card_conf)

    def emit(events: list[Any]) -> None:
        for event in events:
            if args.json:
                print(json.dumps(event.to_dict()), flush=True)
            else:
                for line in describe_event(event, tracker):
                    print(line, flush=True)

    try:
        with source:
            for frame in source:
                if args.seconds is not None and frame.t > args.seconds:
                    break
                emit(pipeline.process(frame).events)
    except KeyboardInterrupt:
        pass
    emit(pipeline.finish())
    stats = pipeline.stats.to_dict() | {"skipped_frames": source.stats.skipped}
    if still is not None:
        stats["detector_runs"] = still.detected
        stats["still_frames_reused"] = still.reused
    game = tracker.game
    summary = {
        "type": "summary",
        "plays": len(tracker.plays()),
        "tricks": game.trick,
        "cards_left": list(game.cards_left),
        "finished": list(game.finished),
        "twos_out": game.count().twos_out.codes(),
        "aces_out": game.count().aces_out.codes(),
        "stats": stats,
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"\n{summary['plays']} plays in {game.trick + 1} tricks; cards left per seat: "
            f"{' '.join(map(str, game.cards_left))}; {stats['frames']} frames at "
            f"{stats['fps']} fps (detector {stats['detect_ms']} ms, tracker "
            f"{stats['track_ms']} ms per frame)"
            + (
                f"; the detector ran on {still.detected}, {still.reused} still frames reused "
                "its results"
                if still is not None
                else ""
            )
        )
    return 0
