"""Measure a recording's motion again with the current :class:`vision.motion.MotionMeter`.

    python benchmarks/remeasure_motion.py SOURCE_DIR OUT_DIR [--clean]

A recording (``bench_tracker.py --record``) keeps, per frame, the detections and the motion
energy the pipeline measured then. The detector does not depend on the motion, so rendering each
game again (renders are seeded: the same frames) and measuring only the motion gives what a new
recording with the current meter would, in a fifth of the time. ``--clean``: the games were
recorded with ``--clean`` (noise 0). Games already in DST are skipped, so it resumes.
"""

from __future__ import annotations

import argparse
import pickle
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from datasets.gamevideo import render_video  # noqa: E402
from vision.motion import MotionMeter  # noqa: E402
from vision.sources import open_source  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path, help="a --record folder")
    parser.add_argument("out", type=Path, help="where the re-measured recordings go")
    parser.add_argument("--clean", action="store_true", help="the games were rendered clean")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for path in sorted(args.source.glob("*.pkl")):
        target = args.out / path.name
        if target.exists():
            continue
        saved = pickle.loads(path.read_bytes())
        with tempfile.TemporaryDirectory() as folder:
            video = Path(folder) / "game.mp4"
            noise = 0.0 if args.clean else 1.0
            render_video(
                saved["script"], video, deck=saved["deck"], seed=int(path.stem), noise=noise
            )
            meter = MotionMeter()
            with open_source(str(video)) as source:
                energies = [meter.update(frame.image) for frame in source]
        if len(energies) != len(saved["calls"]):
            raise SystemExit(
                f"{path}: {len(energies)} frames rendered, {len(saved['calls'])} recorded"
            )
        for (_, kwargs), energy in zip(saved["calls"], energies, strict=True):
            kwargs["motion"] = energy
        target.write_bytes(pickle.dumps(saved))
        print(path.name, flush=True)


if __name__ == "__main__":
    main()
