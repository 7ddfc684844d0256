"""What ``vision.motion.MotionMeter`` reads on each side of a rendered game, over a window
of time, at several thresholds.

    python benchmarks/motion_sides.py --seed 15502 --start 3.8 --end 5.0 [--clean]
        [--thresholds 25 12 6]

Renders the game as ``bench_tracker.py --video-only`` does for that seed (the same script,
deck and noise) and prints, per threshold, each side's largest reading in the window. (The
recordings keep the meter's output, not the frames: a change to the meter is measured on
renders. Session 48: seed 15502's arm, the table's own brown, reads 0.0 at 25 levels.)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import cv2

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from datasets.gamescript import script_game
from datasets.gamevideo import game_deck_names, render_video
from vision.motion import SIDES, MotionMeter


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--start", type=float, required=True, help="seconds")
    parser.add_argument("--end", type=float, required=True, help="seconds")
    parser.add_argument("--clean", action="store_true", help="as bench_tracker --clean")
    parser.add_argument("--thresholds", type=int, nargs="+", default=[25, 12, 6])
    args = parser.parse_args()
    noise = 0.0 if args.clean else 1.0
    script = script_game(args.seed, occluding_reaches=0.2 * noise, pushes=0.2 * noise)
    decks = game_deck_names("train")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.mp4"
        render_video(script, path, deck=decks[args.seed % len(decks)], seed=args.seed, noise=noise)
        meters = {threshold: MotionMeter(threshold=threshold) for threshold in args.thresholds}
        peaks = {threshold: dict.fromkeys(SIDES, 0.0) for threshold in args.thresholds}
        capture = cv2.VideoCapture(str(path))
        fps = capture.get(cv2.CAP_PROP_FPS)
        frame = 0
        while True:
            ok, image = capture.read()
            if not ok or frame / fps > args.end:
                break
            for threshold, meter in meters.items():
                energy = meter.update(image)
                if frame / fps >= args.start:
                    for side in SIDES:
                        peaks[threshold][side] = max(peaks[threshold][side], energy[side])
            frame += 1
        capture.release()
    for threshold in args.thresholds:
        sides = "  ".join(f"{side} {peaks[threshold][side]:.3f}" for side in SIDES)
        print(f"threshold {threshold:3d}: {sides}")


if __name__ == "__main__":
    main()
