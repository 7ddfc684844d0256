"""Render a scripted game (:mod:`datasets.gamescript`) into a webcam-like video, with the true
events written next to it as JSON — the ground truth that ``thirteen watch`` is scored on.

    python -m datasets.gamevideo --seed 7 --out game.mp4 [--deck anglo] [--noise 1]
    python -m datasets.gamevideo --demo            # the bundled demo clip

Each video varies by seed: deck design (from Debian's card-art packages, see
:mod:`datasets.cardart`), table surface, camera tilt, light, and sensor noise. Arms reach in from
the player's side to place cards and to sweep the pile; the coached player's hand lies face-up
along the bottom edge.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path

import cv2
import numpy as np

from datasets.cardart import DECKS
from datasets.gamescript import (
    CARD_H,
    HEIGHT,
    WIDTH,
    GameScript,
    Placement,
    active,
    script_game,
)
from datasets.scenes import DeckArt, background, deck_names, get_deck

REPO = Path(__file__).resolve().parents[1]
DEMO_PATH = REPO / "datasets" / "demo" / "demo_game.mp4"
DEMO_SEED = 7
DEMO_DECK = "kde_standard"


class VideoRenderer:
    """Draws frames of one scripted game."""

    def __init__(self, script: GameScript, deck: DeckArt, seed: int, noise: float = 1.0) -> None:
        self.script = script
        self.deck = deck
        self.rng = np.random.default_rng(seed)
        self.noise = noise
        rng = self.rng
        self.table = background(rng, HEIGHT, WIDTH).astype(np.float32)
        # fixed light for the whole clip: a gradient and a soft spot
        yy, xx = np.mgrid[0:HEIGHT, 0:WIDTH].astype(np.float32)
        angle = rng.uniform(0, 2 * math.pi)
        g = (xx / WIDTH) * math.cos(angle) + (yy / HEIGHT) * math.sin(angle)
        g = (g - g.min()) / max(1e-6, float(g.max() - g.min()))
        self.light = (rng.uniform(0.7, 0.9) + rng.uniform(0.15, 0.35) * g)[..., None]
        self.cast = rng.uniform(0.92, 1.08, 3).astype(np.float32)
        # camera: a mild tilt (the far edge narrower), a little rotation
        tilt = rng.uniform(0.0, 0.10) * noise
        src = np.float32([[0, 0], [WIDTH, 0], [WIDTH, HEIGHT], [0, HEIGHT]])
        dst = np.float32([[WIDTH * tilt, 0], [WIDTH * (1 - tilt), 0], [WIDTH, HEIGHT], [0, HEIGHT]])
        self.homography = cv2.getPerspectiveTransform(src, dst)
        self.skin = np.array(
            rng.choice([[150, 180, 225], [120, 150, 200], [80, 105, 150], [60, 80, 120]]),
            np.float32,
        )
        self.sleeve = rng.uniform(30, 200, 3).astype(np.float32)
        self.pattern = rng.normal(0, 2.5 * noise, (HEIGHT, WIDTH, 1)).astype(np.float32)
        self._static_key: tuple[int, ...] | None = None
        self._static: np.ndarray | None = None

    def _paste(self, img: np.ndarray, p: Placement) -> None:
        art = self.deck.cards.get(p.card.code)
        if art is None:
            return
        src = art.levels[0]
        level = 0
        scale = CARD_H / src.shape[0]
        while level + 1 < len(art.levels) and scale * 2 ** (level + 1) <= 1.2:
            level += 1
        src = art.levels[level]
        s = CARD_H / src.shape[0]
        h, w = src.shape[:2]
        a = math.radians(p.angle)
        c, sn = math.cos(a) * s, math.sin(a) * s
        matrix = np.float32(
            [[c, -sn, p.cx - (c * w / 2 - sn * h / 2)], [sn, c, p.cy - (sn * w / 2 + c * h / 2)]]
        )
        x0 = max(0, int(p.cx - CARD_H))
        y0 = max(0, int(p.cy - CARD_H))
        x1 = min(WIDTH, int(p.cx + CARD_H) + 1)
        y1 = min(HEIGHT, int(p.cy + CARD_H) + 1)
        if x1 <= x0 or y1 <= y0:
            return
        matrix[0, 2] -= x0
        matrix[1, 2] -= y0
        warped = cv2.warpAffine(
            src,
            matrix,
            (x1 - x0, y1 - y0),
            flags=cv2.INTER_AREA,
            borderMode=cv2.BORDER_CONSTANT,
            borderValue=(0, 0, 0, 0),
        )
        alpha = warped[:, :, 3:4].astype(np.float32) / 255.0
        roi = img[y0:y1, x0:x1]
        shadow = np.zeros_like(alpha)
        shadow[3:, 3:] = alpha[:-3, :-3]
        roi *= 1 - 0.35 * shadow
        roi[:] = roi * (1 - alpha) + warped[:, :, :3].astype(np.float32) * alpha

    def _static_layer(self, t: float) -> np.ndarray:
        live = active(self.script, t)
        key = tuple(id(p) for p in live)
        if key != self._static_key or self._static is None:
            img = self.table.copy()
            for p in live:
                self._paste(img, p)
            self._static = img
            self._static_key = key
        return self._static

    def frame(self, t: float) -> np.ndarray:
        """The camera image at time ``t`` (BGR uint8)."""
        img = self._static_layer(t).copy()
        for arm in self.script.arms:
            poly = arm.polygon(t)
            if poly is None:
                continue
            pts = poly.astype(np.int32)
            mask = np.zeros((HEIGHT, WIDTH), np.uint8)
            cv2.fillPoly(mask, [pts], 255)
            # the sleeve covers the half of the arm nearest the edge
            sleeve = np.zeros_like(mask)
            mid = ((pts[0] + pts[1]) // 2, (pts[3] + pts[4]) // 2)
            cv2.fillPoly(sleeve, [np.array([pts[0], mid[0], mid[1], pts[4]], np.int32)], 255)
            shadow = cv2.GaussianBlur(mask, (31, 31), 0).astype(np.float32)[..., None] / 255
            shifted = np.zeros_like(shadow)
            shifted[12:, 12:] = shadow[:-12, :-12]
            img *= 1 - 0.3 * shifted
            m = mask.astype(np.float32)[..., None] / 255
            img = img * (1 - m) + self.skin * m
            sm = sleeve.astype(np.float32)[..., None] / 255
            img = img * (1 - sm) + self.sleeve * sm
        img = img * self.light * self.cast
        img = cv2.warpPerspective(
            img, self.homography, (WIDTH, HEIGHT), borderMode=cv2.BORDER_REFLECT
        )
        if self.noise > 0:
            # fixed-pattern sensor noise plus a little noise that changes every frame
            img += self.pattern + self.rng.normal(0, 1.2 * self.noise, img.shape).astype(np.float32)
        return np.clip(img, 0, 255).astype(np.uint8)


def render_video(
    script: GameScript,
    out: Path,
    *,
    deck: str,
    seed: int,
    fps: float = 15.0,
    noise: float = 1.0,
) -> dict[str, object]:
    """Write ``out`` (mp4) and ``out.with_suffix('.json')`` (true events); return the log."""
    out.parent.mkdir(parents=True, exist_ok=True)
    renderer = VideoRenderer(script, get_deck(deck), seed, noise)
    writer = cv2.VideoWriter(str(out), cv2.VideoWriter_fourcc(*"mp4v"), fps, (WIDTH, HEIGHT))
    if not writer.isOpened():
        raise RuntimeError(f"cannot write video {out}")
    frames = int(script.duration * fps)
    for i in range(frames):
        writer.write(renderer.frame(i / fps))
    writer.release()
    log = script.to_dict() | {
        "deck": deck,
        "fps": fps,
        "frames": frames,
        "size": [WIDTH, HEIGHT],
        "licence": "card art from Debian's card-deck packages (GPL-3+ / LGPL), see models/",
    }
    out.with_suffix(".json").write_text(json.dumps(log, indent=1) + "\n")
    return log


def game_deck_names(split: str = "train") -> list[str]:
    """The decks a rendered game is dealt from: ``deck_names(split)`` less those whose court
    cards carry no rank in their corner index (guyenne-classic's art: only the suit sign).

    The product reads cards by their corner indices, as players do when cards overlap, and
    every deck sold for play prints them on all 52 cards; a game dealt from art without them
    would measure a defect of that art, not the tracker. ``--deck`` can still pick one.
    """
    indexless = {d.name for d in DECKS if not d.faces}
    return [name for name in deck_names(split) if name not in indexless]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--deck", help="deck design (default: chosen by the seed)")
    parser.add_argument("--split", default="train", help="decks to choose from: train, val, all")
    parser.add_argument("--noise", type=float, default=1.0, help="0 = clean render")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--max-plays", type=int)
    parser.add_argument("--reaches", type=float, default=0.2, help="hands reaching over the pile")
    parser.add_argument("--demo", action="store_true", help="render the bundled demo clip")
    args = parser.parse_args(argv)
    if args.demo:
        args.seed, args.deck, args.out, args.max_plays = DEMO_SEED, DEMO_DECK, DEMO_PATH, 20
    if args.out is None:
        parser.error("--out is required (or --demo)")
    deck = args.deck or random.Random(args.seed).choice(game_deck_names(args.split))
    script = script_game(
        args.seed,
        args.players,
        max_plays=args.max_plays,
        occluding_reaches=args.reaches * args.noise,
        pushes=0.2 * args.noise,
    )
    log = render_video(script, args.out, deck=deck, seed=args.seed, noise=args.noise)
    print(f"wrote {args.out} ({log['frames']} frames, {script.duration:.1f} s, deck {deck})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
