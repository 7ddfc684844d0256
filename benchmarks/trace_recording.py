"""Trace one recorded game (``bench_tracker.py --record``) over a window of time: the true
events, the tracker's events, and the sightings it was given (clear ``S`` and faint ``F``,
with confidence, corners seen, centre in pixels, likeliest codes and echoes).

    python benchmarks/trace_recording.py runs/blind46_14610/14612.pkl 15.6 18 --cards 9S,9C

This is how the notes' per-frame figures (a corner read 9♣ 0.52 / 9♠ 0.22 for three frames,
and so on) were read off the recordings. ``--near X,Y,R`` shows every sighting within R
pixels of (X, Y) whatever its code (to say nothing was read somewhere); ``--boxes`` adds
each corner's centre and, for a card seen by two corners, their distance (its span);
``--tracks CODES`` prints, whenever it changes, whether the tracker holds each of those
cards as present and as waiting in the play that is settling; with ``--votes``, also each
one's average reading (what its sightings' runners-up gave each code, per frame seen) at the
window's first and last frames.
"""

from __future__ import annotations

import argparse
import math
import pickle
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_tracker

from rules import Card
from vision.tracker import SeatLayout, TableTracker


def _line(t: float, kind: str, s: Any, boxes: bool = False) -> str:
    alternatives = [(c, round(p, 2)) for c, p in s.alternatives[:3]]
    echoes = f" echo={s.echoes}" if getattr(s, "echoes", ()) else ""
    x, y = s.center
    corners = ""
    if boxes:
        spots = [((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for b in s.boxes]
        corners = " corners=" + " ".join(f"({cx:.0f},{cy:.0f})" for cx, cy in spots)
        if len(spots) == 2:
            corners += f" span={math.dist(*spots):.0f}px"
    return (
        f"  {t:7.3f} {kind} {s.card:4s} {s.confidence:.2f} n{s.num_corners} "
        f"c=({x:.0f},{y:.0f}) alt={alternatives}{echoes}{corners}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("recording", type=Path)
    parser.add_argument("start", type=float, help="seconds")
    parser.add_argument("end", type=float, help="seconds")
    parser.add_argument("--cards", help="codes to show sightings of (or as runners-up), e.g. 9S,9C")
    parser.add_argument("--min-conf", type=float, default=0.2, help="as bench_tracker --replay")
    parser.add_argument("--near", help="X,Y,R: every sighting within R pixels of (X, Y)")
    parser.add_argument("--boxes", action="store_true", help="corner centres and spans")
    parser.add_argument("--tracks", help="codes whose presence and waiting to print, e.g. AS")
    parser.add_argument(
        "--votes",
        action="store_true",
        help="with --tracks: also each card's average reading (its runners-up over the "
        "frames it was seen in) at the window's first and last frames",
    )
    args = parser.parse_args()
    codes = set(args.cards.split(",")) if args.cards else None
    near = tuple(float(v) for v in args.near.split(",")) if args.near else None
    watched = [Card.parse(c) for c in args.tracks.split(",")] if args.tracks else []
    states: dict[Card, Any] = {}
    shown_frames: list[float] = []
    saved = pickle.loads(args.recording.read_bytes())
    script = saved["script"]
    print("deck", saved["deck"])
    for event in script.events:
        if args.start - 3 <= event["t"] <= args.end + 1:
            print("TRUE", event)

    def shown(s: Any) -> bool:
        if near is not None:
            return math.hypot(s.center[0] - near[0], s.center[1] - near[1]) <= near[2]
        return codes is None or s.card in codes or any(c in codes for c, _ in s.alternatives[:3])

    class Traced(TableTracker):
        def update(self, sightings: Any, t: float, **kw: Any) -> list[Any]:
            events = super().update(sightings, t, **kw)
            if args.start <= t <= args.end:
                for s in sightings:
                    if shown(s):
                        print(_line(t, "S", s, args.boxes))
                for s in kw.get("faint") or ():
                    if shown(s):
                        print(_line(t, "F", s, args.boxes))
                edge = not shown_frames or t + 1 / bench_tracker.FPS > args.end
                shown_frames.append(t)
                for card in watched:
                    track = self._tracks.get(card)
                    state = None if track is None else (track.present, card in self._pending.cards)
                    if states.get(card, "unset") != state:
                        states[card] = state
                        print(f"TRACK {t:7.3f} {card}: present, waiting = {state}")
                    if args.votes and edge and track is not None and track.voted:
                        average = sorted(track.votes.items(), key=lambda kv: -kv[1])[:3]
                        reads = ", ".join(f"{c} {v / track.voted:.3f}" for c, v in average)
                        print(f"VOTES {t:7.3f} {card}: {reads} over {track.voted} frames")
            if args.start - 3 <= t <= args.end + 3:
                for event in events:
                    print(f"EVENT {t:7.3f} {event}")
            return events

    tracker = Traced(SeatLayout(players=script.players))
    result = bench_tracker.replay(args.recording, min_conf=args.min_conf, tracker=tracker)
    print(result[1])


if __name__ == "__main__":
    main()
