"""Echo pairs and echoes that another commit's ``merge_corners`` makes and this tree's does
not, judged against the recordings' truth.

    python benchmarks/echo_pairs.py runs/*/*.pkl --against cfa32ce [--every 5] [--min-conf 0.2]

Reads recordings made by ``bench_tracker.py --video-only --record DIR``; on every
``--every``-th frame, merges the corners of at least ``--min-conf`` with both versions of
:func:`vision.cards.merge_corners` (``--against``'s from git), and counts what the old one
made and the new one no longer makes:

- echo pairs: two corners of two related codes paired as one card (a two-corner sighting);
- echoes: two lone corners, one naming the other's code in its ``Sighting.echoes`` (each
  may be the other's far corner; the tracker then holds one of them as no card).

Each one dropped is judged by the renderer's placements: one card's two corners (a true pair
or echo, dropped wrongly) when exactly one of the two codes lay on the table then, its card
centred within 25 px of the two corners' midpoint; else two cards, rightly kept apart.
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
from vision.detector import CLASS_NAMES  # noqa: E402
from vision.tracker import SeatLayout  # noqa: E402

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


def _one_card(script: object, codes: set[str], t: float, x: float, y: float) -> bool:
    """Whether two corners of ``codes`` read at time ``t`` with their midpoint at ``(x, y)``
    are one card's: exactly one of the codes lay on the table then, its card centred within
    25 px of that midpoint (with both on the table, they are two cards)."""
    placed = [
        p
        for p in script.placements  # type: ignore[attr-defined]
        if not p.in_hand and p.t_on <= t <= p.t_off and _code(p.card) in codes
    ]
    return len({_code(p.card) for p in placed}) == 1 and any(
        np.hypot(p.cx - x, p.cy - y) < 25 for p in placed
    )


def _links(
    module: ModuleType, found: object, apart: tuple[float, float, float, float] | None
) -> tuple[set[tuple[int, ...]], set[tuple[int, ...]]]:
    """``module``'s echo pairs and echoes in one frame, each as its two corners' indices
    (``apart``: the hand zone in pixels, as :func:`vision.pipeline.table_sightings` passes)."""
    sightings = module.merge_corners(found, apart=apart)
    class_id = found.class_id  # type: ignore[attr-defined]
    pairs = {
        tuple(sorted(s.detection_indices))
        for s in sightings
        if len(s.detection_indices) == 2 and len(set(class_id[list(s.detection_indices)])) == 2
    }
    lone = [s for s in sightings if len(s.detection_indices) == 1]
    echoes = {
        tuple(sorted((s.detection_indices[0], o.detection_indices[0])))
        for s in lone
        for o in lone
        if o is not s and CLASS_NAMES[int(o.class_id)] in s.echoes
    }
    return pairs, echoes


def compare(path: Path, old: ModuleType, every: int, min_conf: float) -> dict[str, int]:
    """Per kind (``pair``, ``echo``): how many the old version made (``KIND``), and of those
    the new one no longer makes, the true ones (``KIND true``) and the false (``KIND false``)."""
    saved = pickle.loads(path.read_bytes())
    script, calls = saved["script"], saved["calls"]
    zone = SeatLayout(players=script.players).hand_zone
    counts = dict.fromkeys(
        (f"{kind}{part}" for kind in ("pair", "echo") for part in ("", " true", " false")), 0
    )
    for i in range(0, len(saved["detections"]), every):
        found = saved["detections"][i]
        found = found[found.confidence >= min_conf]
        t = calls[i][0][1]
        w, h = calls[i][1]["frame_size"]
        apart = None if zone is None else (zone[0] * w, zone[1] * h, zone[2] * w, zone[3] * h)
        was, now = _links(old, found, apart), _links(new, found, apart)
        for kind, made, kept in zip(("pair", "echo"), was, now, strict=True):
            counts[kind] += len(made)
            for two in made - kept:
                x, y = found.center[list(two)].mean(axis=0)
                codes = {CLASS_NAMES[int(found.class_id[k])] for k in two}
                counts[f"{kind} {'true' if _one_card(script, codes, t, x, y) else 'false'}"] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("recordings", nargs="+", type=Path)
    parser.add_argument("--against", required=True, help="the commit to compare with")
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--min-conf", type=float, default=0.2)
    args = parser.parse_args()
    old = cards_at(args.against)
    total: dict[str, int] = {}
    for path in args.recordings:
        for key, value in compare(path, old, args.every, args.min_conf).items():
            total[key] = total.get(key, 0) + value
    print(f"{len(args.recordings)} recordings, every {args.every}th frame, against {args.against}:")
    for kind, name in (("pair", "echo pairs"), ("echo", "echoes")):
        true, false = total[f"{kind} true"], total[f"{kind} false"]
        print(
            f"  {name}: {args.against} made {total[kind]}; this tree no longer makes "
            f"{true + false}: {false} two cards (rightly apart), {true} one card's two corners"
        )


if __name__ == "__main__":
    main()
