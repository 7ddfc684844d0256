"""What ``vision.motion.MotionMeter`` reads on each side of a rendered game, at several
thresholds: over a window of time, or over every arm's reach of whole games.

    python benchmarks/motion_sides.py --seed 15502 --start 3.8 --end 5.0 [--clean]
        [--thresholds 25 12 6]
    python benchmarks/motion_sides.py --seed 15500 15501 15502 [--clean] [--thresholds 25 18]

Renders each game as ``bench_tracker.py --video-only`` does for that seed (the same script,
deck and noise). With ``--start`` and ``--end``, prints per threshold each side's largest
reading in that window. Without, prints per seed and threshold: how many of the script's
arm reaches the meter never saw on their own side ("unseen"), and the smallest peak of those
it saw; how many frames with no arm in view (0.1 s around every reach left out) read motion
on some side; and how many frames with one arm in view read motion on another side. (The
recordings keep the meter's output, not the frames: a change to the meter is measured on
renders. Session 48: seed 15502's arm, near the table's own brown, reads 0.0 at 25 levels;
session 49: 10 of its 61 reaches unseen at 25, none at 18.)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import cv2

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from datasets.gamescript import GameScript, script_game
from datasets.gamevideo import game_deck_names, render_video
from vision.motion import SIDES, MotionMeter

Energies = dict[int, dict[str, float]]  # threshold -> side -> energy, for one frame


def measure(
    seed: int, noise: float, thresholds: list[int], until: float | None = None
) -> tuple[GameScript, list[tuple[float, Energies]]]:
    """Render the game of ``seed`` and read every frame (up to ``until`` seconds) with one
    meter per threshold: the script and, per frame, its time and readings."""
    script = script_game(seed, occluding_reaches=0.2 * noise, pushes=0.2 * noise)
    decks = game_deck_names("train")
    rows: list[tuple[float, Energies]] = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.mp4"
        render_video(script, path, deck=decks[seed % len(decks)], seed=seed, noise=noise)
        meters = {threshold: MotionMeter(threshold=threshold) for threshold in thresholds}
        capture = cv2.VideoCapture(str(path))
        fps = capture.get(cv2.CAP_PROP_FPS)
        frame = 0
        while True:
            ok, image = capture.read()
            if not ok or (until is not None and frame / fps > until):
                break
            rows.append((frame / fps, {th: meter.update(image) for th, meter in meters.items()}))
            frame += 1
        capture.release()
    return script, rows


def reaches(script: GameScript, rows: list[tuple[float, Energies]], threshold: int) -> str:
    """The whole-game summary for one threshold (see the module's docstring)."""
    peaks = [
        max((e[threshold][arm.side] for t, e in rows if arm.t_start <= t <= arm.t_end), default=0)
        for arm in script.arms
    ]
    seen = [p for p in peaks if p > 0]
    still = [
        e[threshold]
        for t, e in rows
        if not any(a.t_start - 0.1 <= t <= a.t_end + 0.1 for a in script.arms)
    ]
    moving_still = sum(any(v > 0 for v in e.values()) for e in still)
    one_arm = other = 0
    for t, e in rows:
        arms = [a for a in script.arms if a.t_start <= t <= a.t_end]
        if len(arms) == 1:
            one_arm += 1
            other += any(v > 0 for side, v in e[threshold].items() if side != arms[0].side)
    return (
        f"threshold {threshold:3d}: reaches {len(peaks)}, unseen {len(peaks) - len(seen)}, "
        f"smallest peak seen {min(seen, default=0.0):.3f}; still frames {len(still)}, "
        f"with motion {moving_still}; one-arm frames {one_arm}, another side moving {other}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, nargs="+", required=True)
    parser.add_argument("--start", type=float, help="seconds (with --end: one window)")
    parser.add_argument("--end", type=float, help="seconds")
    parser.add_argument("--clean", action="store_true", help="as bench_tracker --clean")
    parser.add_argument("--thresholds", type=int, nargs="+", default=[25, 12, 6])
    args = parser.parse_args()
    noise = 0.0 if args.clean else 1.0
    window = args.start is not None and args.end is not None
    for seed in args.seed:
        script, rows = measure(seed, noise, args.thresholds, args.end if window else None)
        print(f"seed {seed}")
        for threshold in args.thresholds:
            if window:
                peaks = {
                    side: max((e[threshold][side] for t, e in rows if t >= args.start), default=0)
                    for side in SIDES
                }
                sides = "  ".join(f"{side} {peaks[side]:.3f}" for side in SIDES)
                print(f"  threshold {threshold:3d}: {sides}")
            else:
                print("  " + reaches(script, rows, threshold), flush=True)


if __name__ == "__main__":
    main()
