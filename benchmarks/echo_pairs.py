"""Echo pairs (two corners of related codes paired as one card) that another commit's
``merge_corners`` makes and this tree's does not, judged against the recordings' truth.

    python benchmarks/echo_pairs.py runs/*/*.pkl --against cfa32ce [--every 5] [--min-conf 0.2]

Reads recordings made by ``bench_tracker.py --video-only --record DIR``; on every
``--every``-th frame, merges the corners of at least ``--min-conf`` with both versions of
:func:`vision.cards.merge_corners` (``--against``'s from git), and counts the two-corner
sightings of two codes the old one made: all, and those the new one no longer makes, split
by whether a placed card of either code lies within 25 px of their midpoint (a true pair)
or not (two cards wrongly paired).
"""

from __future__ import annotations

import argparse
import importlib.util
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from vision import cards as new  # noqa: E402

SUIT_LETTERS = {"♠": "S", "♣": "C", "♦": "D", "♥": "H"}


def cards_at(rev: str) -> ModuleType:
    """``vision/cards.py`` as it was at ``rev``, as a module of its own."""
    text = subprocess.run(
        ["git", "show", f"{rev}:vision/cards.py"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    path = Path(tempfile.mkdtemp()) / "cards_old.py"
    path.write_bytes(text)
    spec = importlib.util.spec_from_file_location("cards_old", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["cards_old"] = module  # (dataclasses look their module up)
    spec.loader.exec_module(module)
    return module


def _code(card: object) -> str:
    text = str(card)
    return text[:-1] + SUIT_LETTERS.get(text[-1], text[-1])


def compare(path: Path, old: ModuleType, every: int, min_conf: float) -> tuple[int, int, int]:
    """(echo pairs the old version made, of those dropped now the true ones, the false)."""
    saved = pickle.loads(path.read_bytes())
    script, calls = saved["script"], saved["calls"]
    made = dropped_true = dropped_false = 0
    for i in range(0, len(saved["detections"]), every):
        found = saved["detections"][i]
        found = found[found.confidence >= min_conf]
        t = calls[i][0][1]
        pairs = [
            s
            for s in old.merge_corners(found)
            if len(s.boxes) == 2 and len(set(found.class_id[list(s.detection_indices)])) == 2
        ]
        if not pairs:
            continue
        kept = {
            tuple(sorted(s.detection_indices))
            for s in new.merge_corners(found)
            if len(s.boxes) == 2
        }
        made += len(pairs)
        for s in pairs:
            if tuple(sorted(s.detection_indices)) in kept:
                continue
            codes = {new.CLASS_NAMES[int(found.class_id[k])] for k in s.detection_indices}
            true = any(
                not p.in_hand
                and p.t_on <= t <= p.t_off
                and _code(p.card) in codes
                and np.hypot(p.cx - s.center[0], p.cy - s.center[1]) < 25
                for p in script.placements
            )
            dropped_true += true
            dropped_false += not true
    return made, dropped_true, dropped_false


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("recordings", nargs="+", type=Path)
    parser.add_argument("--against", required=True, help="the commit to compare with")
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--min-conf", type=float, default=0.2)
    args = parser.parse_args()
    old = cards_at(args.against)
    made = true = false = 0
    for path in args.recordings:
        m, t, f = compare(path, old, args.every, args.min_conf)
        made, true, false = made + m, true + t, false + f
    print(
        f"{len(args.recordings)} recordings, every {args.every}th frame: {args.against} made "
        f"{made} echo pairs; this tree no longer makes {true + false}: {false} with no card of "
        f"either code at their midpoint (wrong pairs), {true} with one"
    )


if __name__ == "__main__":
    main()
