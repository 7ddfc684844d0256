"""Event accuracy of the table tracker on scripted games it was not tuned on, and its memory
over an hour of frames.

    python benchmarks/bench_tracker.py [--games 20] [--first-seed 1000] [--video]

Modes:
- ``truth-clean``: the detector replaced by the true card positions (every visible corner);
- ``truth-noisy``: the same with 15% of sightings dropped per card per frame, a false sighting in
  5% of frames, position jitter, hands reaching over the pile and plays nudged after landing;
- ``--video``: each game rendered to video and run through the real detector (``thirteen
  watch``'s pipeline), so detector errors show next to tracker errors;
- ``--every-frame``: the detector runs on every frame (by default, as in ``thirteen watch``, a
  frame that did not change from the last one the detector saw reuses its detections);
- ``--record DIR`` (with ``--video``): also save what the tracker was fed for each video game
  (``DIR/SEED.pkl``: the script and every ``update`` call), and ``--replay DIR``: run only the
  tracker on those inputs and score it, in seconds instead of minutes per game: for working on
  the tracker against real detector output (record again after the detector changes);
  ``--conf`` sets the detector's threshold for ``--video`` and ``--clip`` (default: the live
  path's, ``LIVE_CONF``; a recording keeps each frame's detections), and ``--min-conf``
  replays the detections that reach a higher one, merged into sightings again (what the
  pipeline would have fed the tracker), so one recording at a low threshold serves to choose it;
- ``--clip [VIDEO]``: one rendered clip with its ``.json`` truth beside it (default: the bundled
  demo clip) through the pipeline: event accuracy, frames per second on the wall clock, and
  process CPU seconds per frame (on a shared machine the wall clock also counts waiting).

Seeds 0–19 and 101–103 were used while tuning the tracker; the default seeds start at 1000.
Since then 1100–1119 tune its thresholds and the live detection threshold on recorded video;
each session reports on seeds not used before (1300–1319, 1400–1419: RESULTS-tracker.md).
"""

from __future__ import annotations

import argparse
import dataclasses
import pickle
import resource
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from api.commands.vision import conf_or_none, positive_int, skip_views_option
from api.defaults import (
    LIVE_CONF,
    LIVE_DETECTOR,
    LIVE_FAINT_CONF,
    LIVE_FAINT_PRESENCE,
    LIVE_PRESENCE,
    LIVE_VIEWS,
    PRESENCE_MODES,
    LiveDetectorOptions,
    live_detector_thresholds,
    live_thresholds,
)
from datasets.gamescript import GameScript, motion, script_game, sightings
from vision.cards import EchoMemory
from vision.pipeline import split_sightings
from vision.track_eval import TrackScore, misses, score
from vision.tracker import Event, SeatLayout, TableTracker

if TYPE_CHECKING:
    from vision.detector import Detections

FPS = 15.0


def run_truth(script: GameScript, noisy: bool, seed: int) -> TrackScore:
    tracker = TableTracker(SeatLayout(players=script.players))
    rng = np.random.default_rng(seed)
    t = 0.0
    while t < script.duration:
        if noisy:
            seen = sightings(script, t, rng, dropout=0.15, false_rate=0.05, jitter=1.0)
        else:
            seen = sightings(script, t)
        tracker.update(seen, t, motion=motion(script, t))
        t += 1 / FPS
    tracker.flush()
    return score(script.events, history(tracker))


def history(tracker: TableTracker) -> list[dict[str, Any]]:
    """The game as the tracker finally has it (with any seat it corrected afterwards)."""
    return [e.to_dict() for e in tracker.events]


def make_detector(
    every_frame: bool,
    conf: float,
    faint_conf: float | None,
    options: LiveDetectorOptions = LIVE_DETECTOR,
    faint_presence: str | None = LIVE_FAINT_PRESENCE,
) -> Callable[[np.ndarray], Detections]:
    """The detector as ``thirteen watch`` runs it for the card threshold ``conf`` and the
    faint one (still frames reuse detections unless ``every_frame``), the faint corners'
    presence also read the ``faint_presence`` way (``CardDetector``'s; None: not)."""
    from vision.detector import CardDetector
    from vision.motion import SkipStillFrames

    thresholds = live_detector_thresholds(conf, faint_conf, faint_presence)
    detector = CardDetector(**thresholds, **options).load()
    return detector if every_frame else SkipStillFrames(detector)


class _RecordingTracker(TableTracker):
    """A tracker that keeps the arguments of every ``update`` call (for ``--replay``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []

    def update(self, *args: Any, **kwargs: Any) -> list[Event]:
        self.calls.append((args, kwargs))
        return super().update(*args, **kwargs)


Judged = tuple[TrackScore, list[str]]  # a game's score and its misses (track_eval.misses)


def judge(script: GameScript, tracker: TableTracker) -> Judged:
    found = history(tracker)
    return score(script.events, found), misses(script.events, found)


def replay(
    path: Path,
    options: dict[str, float] | None = None,
    min_conf: float | None = None,
    runners_up: bool = True,
    faint_conf: float | None = LIVE_FAINT_CONF,
    tracker: TableTracker | None = None,
) -> Judged:
    """Score a fresh tracker (``tracker``, or one made with ``options``) on inputs saved by
    ``--record``; with ``min_conf``, on the
    recorded detections at least that confident (as if the detector had run at it); without
    ``runners_up``, the sightings lose the detector's runners-up (the tracker before it
    used them). Where the detections were recorded, the corners are merged into sightings
    again as the pipeline merges them now (the recorded sightings came from the merging of
    the day), and those from ``faint_conf`` up to the threshold are given as faint
    sightings, as the live pipeline gives them (None: none)."""
    saved = pickle.loads(path.read_bytes())
    script: GameScript = saved["script"]
    detections = saved.get("detections")
    if min_conf is not None:
        if detections is None:
            raise SystemExit(f"{path} holds no detections (recorded before --min-conf)")
        if min_conf < saved["conf"]:
            raise SystemExit(f"{path} was recorded at conf {saved['conf']}: --min-conf >= that")
    recorded = saved.get("card_conf", saved.get("conf", 0.0))
    threshold = recorded if min_conf is None else min_conf
    floor = threshold
    if detections is not None and faint_conf is not None and faint_conf < threshold:
        floor = max(faint_conf, saved["conf"])
    if tracker is None:
        tracker = TableTracker(SeatLayout(players=script.players), **(options or {}))
    echoes = EchoMemory()
    for i, (args, kwargs) in enumerate(saved["calls"]):
        if detections is not None:
            # the detector's threshold is a plain filter on its output (both NMS passes keep
            # the best box first), so this is what the pipeline would have fed the tracker
            found = detections[i]
            size = kwargs["frame_size"]
            _, clear, faint = split_sightings(
                found[found.confidence >= floor],
                tracker.layout,
                size,
                threshold if floor < threshold else None,
                echoes,
                args[1],
            )
            args, kwargs = (clear, *args[1:]), {**kwargs, "faint": faint}
        if not runners_up:
            args = ([dataclasses.replace(s, alternatives=()) for s in args[0]], *args[1:])
        tracker.update(*args, **kwargs)
    tracker.flush()
    return judge(script, tracker)


def run_video(
    script: GameScript,
    seed: int,
    every_frame: bool = False,
    record: Path | None = None,
    conf: float = LIVE_CONF,
    options: LiveDetectorOptions = LIVE_DETECTOR,
    noise: float = 1.0,
    faint_conf: float | None = LIVE_FAINT_CONF,
    faint_presence: str | None = LIVE_FAINT_PRESENCE,
) -> Judged:
    from datasets.gamevideo import game_deck_names, render_video
    from vision.pipeline import GamePipeline
    from vision.sources import open_source

    decks = game_deck_names("train")
    deck = decks[seed % len(decks)]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.mp4"
        render_video(script, path, deck=deck, seed=seed, noise=noise)
        tracker = _RecordingTracker(SeatLayout(players=script.players))
        floor, card_conf = live_thresholds(conf, faint_conf)
        detector = make_detector(every_frame, conf, faint_conf, options, faint_presence)
        found: list[Detections] = []  # every frame's detections, the faint ones too

        def detect(image: np.ndarray) -> Detections:
            found.append(detector(image))
            return found[-1]

        pipeline = GamePipeline(detect, tracker, card_conf=card_conf)
        with open_source(str(path)) as source:
            for frame in source:
                pipeline.process(frame)
        pipeline.finish()
    if record is not None:
        record.mkdir(parents=True, exist_ok=True)
        saved = {
            "script": script,
            "deck": deck,
            "conf": floor,  # the detector's threshold: what the detections hold
            "card_conf": conf,  # the card threshold the tracker read them with
            # how the faint corners' presence was also read (None: not, or no faint tier)
            "faint_presence": faint_presence if card_conf is not None else None,
            "calls": tracker.calls,
            "detections": found,  # per update call, to replay at a higher threshold
        }
        (record / f"{seed}.pkl").write_bytes(pickle.dumps(saved))
    return judge(script, tracker)


def run_clip(
    video: Path,
    every_frame: bool = False,
    conf: float = LIVE_CONF,
    options: LiveDetectorOptions = LIVE_DETECTOR,
    faint_conf: float | None = LIVE_FAINT_CONF,
    faint_presence: str | None = LIVE_FAINT_PRESENCE,
) -> None:
    """Score ``thirteen watch``'s pipeline on a rendered clip against its JSON truth."""
    import json
    import os

    from vision.motion import SkipStillFrames
    from vision.pipeline import GamePipeline
    from vision.sources import open_source

    truth = json.loads(video.with_suffix(".json").read_text())
    card_conf = live_thresholds(conf, faint_conf)[1]
    detector = make_detector(every_frame, conf, faint_conf, options, faint_presence)
    pipeline = GamePipeline(
        detector, TableTracker(SeatLayout(players=truth["players"])), card_conf=card_conf
    )
    frames = 0
    wall, cpu = time.perf_counter(), os.times()
    with open_source(str(video)) as source:
        for frame in source:
            pipeline.process(frame)
            frames += 1
    pipeline.finish()
    wall = time.perf_counter() - wall
    after = os.times()
    cpu_s = (after.user - cpu.user) + (after.system - cpu.system)
    result = score(truth["events"], history(pipeline.tracker))
    print(f"clip {video.name}: {result.summary()}")
    print(
        f"  {frames} frames in {wall:.1f} s: {frames / wall:.1f} fps on the wall clock; "
        f"{1000 * cpu_s / frames:.0f} ms CPU per frame (all threads; "
        f"{2 * frames / cpu_s:.1f} fps if both cores were ours)"
    )
    if isinstance(detector, SkipStillFrames):
        print(f"  detector ran on {detector.detected} frames; {detector.reused} still ones reused")


def memory_soak(hours: float) -> tuple[float, float, int]:
    """Feed an hour of frames (games back to back, three scripted games cycled, their
    sightings computed once); return max RSS in MiB after 5 minutes and at the end."""
    scripts = [script_game(5000 + i, occluding_reaches=0.2) for i in range(3)]
    frames_of = []
    for script in scripts:
        times = np.arange(0.0, script.duration, 1 / FPS)
        frames_of.append([(sightings(script, t), motion(script, t)) for t in times])
    tracker = TableTracker(SeatLayout(players=4))
    total = int(hours * 3600 * FPS)
    t = 0.0
    done = games = 0
    rss_early = 0.0
    while done < total:
        for seen, energy in frames_of[games % len(frames_of)]:
            tracker.update(seen, t, motion=energy)
            t += 1 / FPS
            done += 1
            if done == int(300 * FPS):
                rss_early = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            if done >= total:
                break
        games += 1
        tracker.new_game(first_game=True)
    rss_end = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return rss_early, rss_end, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--video", action="store_true", help="also run rendered videos")
    parser.add_argument(
        "--video-only", action="store_true", help="only the rendered videos (implies --video)"
    )
    parser.add_argument("--soak-hours", type=float, default=1.0)
    parser.add_argument("--soak-only", action="store_true")
    parser.add_argument(
        "--clip",
        nargs="?",
        type=Path,
        const=Path(__file__).resolve().parents[1] / "datasets" / "demo" / "demo_game.mp4",
        help="only score this rendered clip (default: the demo clip) against its .json",
    )
    parser.add_argument(
        "--clean",
        action="store_true",
        help="with --video: clean renders (no sensor noise or camera tilt, no hands "
        "reaching over the pile, no pushed plays; datasets.gamevideo --noise 0)",
    )
    parser.add_argument("--record", type=Path, help="with --video: save the tracker's inputs here")
    parser.add_argument("--replay", type=Path, help="only rerun the tracker on saved inputs")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="with --replay: a TableTracker threshold other than its default (to tune on "
        "recorded games), e.g. --set illegal_cost=0.05; repeatable",
    )
    parser.add_argument(
        "--presence",
        choices=PRESENCE_MODES,
        default=LIVE_PRESENCE,
        help="with --video or --clip: how the detector reads a box's presence from the YOLO "
        f"model's class scores (vision.detector.PRESENCE_MODES; default {LIVE_PRESENCE}, "
        "the live path's)",
    )
    parser.add_argument(
        "--faint-presence",
        type=lambda v: None if v == "none" else v,
        choices=[*PRESENCE_MODES, None],
        default=LIVE_FAINT_PRESENCE,
        help="with --video or --clip: corners found less surely than the card threshold "
        "also have their presence read this way, the surer kept under the threshold (so "
        "they may be faint, never cards; CardDetector's faint_presence; default "
        f"{LIVE_FAINT_PRESENCE}, the live path's; none: not)",
    )
    parser.add_argument(
        "--views",
        type=positive_int,
        default=LIVE_VIEWS,
        help="with --video or --clip: how many ways the classifier turns each corner crop "
        f"(vision.detector.CLASSIFIER_VIEWS; default {LIVE_VIEWS}, the live path's)",
    )
    skip_views_option(parser, LIVE_DETECTOR["skip_views_at"])
    parser.add_argument(
        "--conf",
        type=float,
        default=LIVE_CONF,
        help=f"with --video or --clip: the detector's confidence threshold (default {LIVE_CONF})",
    )
    parser.add_argument(
        "--min-conf",
        type=float,
        help="with --replay: only the recorded detections at least this confident, as if "
        "the detector had run at this threshold (to choose the live one on one recording "
        "made at a lower --conf)",
    )
    parser.add_argument(
        "--faint-conf",
        type=conf_or_none,
        default=LIVE_FAINT_CONF,
        help="corners found from this confidence up to the card threshold (--conf, or "
        "--min-conf with --replay) are faint: they may only complete a play the rules reject "
        f"(default {LIVE_FAINT_CONF}, the live path's; none: no faint corners)",
    )
    parser.add_argument(
        "--show-misses",
        action="store_true",
        help="with --video or --replay: list each game's misses (vision.track_eval.misses): "
        "- a true play not found exactly, + a play found too many, ~ a wrong seat or trick",
    )
    parser.add_argument(
        "--every-frame",
        action="store_true",
        help="run the detector on every frame (default: as thirteen watch, still frames reuse)",
    )
    parser.add_argument(
        "--no-runners-up",
        action="store_true",
        help="with --replay: drop the detector's runners-up from the sightings (the tracker "
        "then reads each card as named, as it did before it used them)",
    )
    args = parser.parse_args()
    options: dict[str, float] = {}
    for item in args.set:
        name, _, value = item.partition("=")
        options[name] = int(value) if value.isdigit() else float(value)
    if args.clean and (args.clip or not (args.video or args.video_only)):
        parser.error("--clean works with --video or --video-only only")
    if (options or args.min_conf is not None or args.no_runners_up) and not args.replay:
        parser.error("--set, --min-conf and --no-runners-up work with --replay only")
    if args.replay:
        total = None
        for path in sorted(args.replay.glob("*.pkl"), key=lambda p: int(p.stem)):
            result, missed = replay(
                path, options, args.min_conf, not args.no_runners_up, args.faint_conf
            )
            print(f"  replay {path.stem}: {result.summary()}")
            if args.show_misses:
                print("".join(f"    {line}\n" for line in missed), end="")
            total = result if total is None else total + result
        print(f"{'replay':12s}: {total.summary() if total else 'no saved games'}")
        return
    # the live detector, but for what this run asks to read otherwise
    detector_options: LiveDetectorOptions = {
        **LIVE_DETECTOR,
        "presence": args.presence,
        "views": args.views,
        "skip_views_at": args.skip_views_at,
    }
    if args.clip:
        run_clip(
            args.clip,
            args.every_frame,
            args.conf,
            detector_options,
            args.faint_conf,
            args.faint_presence,
        )
        return
    seeds = range(args.first_seed, args.first_seed + args.games)
    modes = (
        [] if args.soak_only or args.video_only else [("truth-clean", False), ("truth-noisy", True)]
    )
    for name, noisy in modes:
        total = None
        start = time.perf_counter()
        for seed in seeds:
            script = script_game(
                seed,
                occluding_reaches=0.3 if noisy else 0.0,
                pushes=0.3 if noisy else 0.0,
            )
            result = run_truth(script, noisy, seed)
            total = result if total is None else total + result
        assert total is not None
        print(
            f"{name:12s} ({args.games} games): {total.summary()}  "
            f"[{time.perf_counter() - start:.0f} s]",
            flush=True,
        )
    if args.video or args.video_only:
        total = None
        for seed in seeds:
            noise = 0.0 if args.clean else 1.0
            script = script_game(seed, occluding_reaches=0.2 * noise, pushes=0.2 * noise)
            began = time.perf_counter()
            result, missed = run_video(
                script,
                seed,
                args.every_frame,
                args.record,
                args.conf,
                detector_options,
                noise,
                args.faint_conf,
                args.faint_presence,
            )
            print(
                f"  video seed {seed}: {result.summary()}  [{time.perf_counter() - began:.0f} s]",
                flush=True,
            )
            if args.show_misses:
                print("".join(f"    {line}\n" for line in missed), end="", flush=True)
            total = result if total is None else total + result
        assert total is not None
        name = "video-clean" if args.clean else "video"
        print(f"{name:12s} ({args.games} games): {total.summary()}")
    if args.soak_hours > 0 and not args.video_only:
        early, end, games = memory_soak(args.soak_hours)
        print(
            f"memory soak: {args.soak_hours:g} h of frames at {FPS:g} fps ({games} games): "
            f"max RSS {early:.1f} MiB after 5 min, {end:.1f} MiB at the end "
            f"(growth {end - early:+.1f} MiB)"
        )


if __name__ == "__main__":
    main()
