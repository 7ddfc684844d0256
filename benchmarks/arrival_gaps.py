"""How long after the side bands last moved the cards of a play are first seen, on recorded games.

    python benchmarks/arrival_gaps.py runs/DIR/*.pkl [--min-conf 0.2]

Replays recordings made by ``bench_tracker.py --video-only --record DIR`` through the tracker
(as ``--replay`` does, but with ``still_time`` off, so that no card is held back by the rule
this measures) and notes, for every card that joins a landing play, the seconds since any
side band last moved as it became a card (``k`` frames after it was first seen), and how long
it had been seen only faintly on its spot before.
Cards of a true play (one with that card within 3 s) show how soon after an arm leaves the
bands its cards are seen, and how long a landing card stays faint; the others are phantoms.
What ``TableTracker``'s ``still_time`` rests on: a weak card first seen that long after
anything moved, or seen faintly that long before, is no play. (Cards the tracker's other
rules hold back as no play do not join one, so they are not listed.)
"""

from __future__ import annotations

import argparse
import pickle
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_tracker import replay

from vision.tracker import Event, SeatLayout, TableTracker


class _Arrivals(TableTracker):
    """A tracker that notes each card joining a landing play: (t, card, seconds since any
    side band moved, seconds it was seen faintly before, weak)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.arrivals: list[tuple[float, str, float, float, bool]] = []

    def update(self, sightings: Any, t: float, **kwargs: Any) -> list[Event]:
        before = set(self._pending.cards)
        out = super().update(sightings, t, **kwargs)
        moved = [mt for mt, energies in self._motion if mt <= t and sum(energies.values()) > 0]
        gap = t - max(moved) if moved else float("inf")
        for card in set(self._pending.cards) - before:
            track = self._tracks[card]
            start = self._faint_since.get(card)
            faint = max(track.present_since - start[0], 0.0) if start is not None else 0.0
            self.arrivals.append((t, card.code, gap, faint, self._weak(track)))
        return out


def arrivals(path: Path, min_conf: float) -> list[tuple[float, str, float, float, bool, bool]]:
    """(t, card, gap, faint, weak, of a true play) for every card that joined a play in a
    recording."""
    script = pickle.loads(path.read_bytes())["script"]
    played: dict[str, list[float]] = {}
    for event in script.events:
        if event.get("type") == "play":
            for code in event["cards"]:
                played.setdefault(code, []).append(event["t"])
    tracker = _Arrivals(SeatLayout(players=script.players), still_time=None)
    replay(path, min_conf=min_conf, tracker=tracker)
    return [
        (t, code, gap, faint, weak, any(abs(pt - t) < 3 for pt in played.get(code, ())))
        for t, code, gap, faint, weak in tracker.arrivals
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("recordings", nargs="+", type=Path)
    parser.add_argument("--min-conf", type=float, default=0.2)
    args = parser.parse_args()
    real: list[tuple[float, float, bool, str, float, str]] = []
    phantoms: list[tuple[float, float, bool, str, float, str]] = []
    for path in args.recordings:
        for t, code, gap, faint, weak, true in arrivals(path, args.min_conf):
            (real if true else phantoms).append((gap, faint, weak, path.stem, t, code))
    if not real:
        raise SystemExit("no cards joined a play in these recordings")
    qs = (0.5, 0.9, 0.99, 1.0)
    print(f"{len(real)} cards of true plays from {len(args.recordings)} recordings")
    for column, what in ((0, "seconds since the bands moved"), (1, "seconds seen faintly before")):
        values = np.array([r[column] for r in real])
        print(
            f"{what}, quantiles "
            + ", ".join(f"{q:g}: {v:.2f}" for q, v in zip(qs, np.quantile(values, qs), strict=True))
        )
    print(f"{len(phantoms)} cards of no true play (gap, faint before, weak, game, t, card):")
    for gap, faint, weak, game, t, code in sorted(phantoms, reverse=True):
        print(
            f"  {gap:5.2f} s  {faint:5.2f} s  {'weak' if weak else 'sure'}  {game} {t:7.2f} {code}"
        )


if __name__ == "__main__":
    main()
