"""Synthetic webcam scenes of a Thirteen table, written as YOLO datasets.

Cards rendered by :mod:`datasets.cardart` are laid out on a procedural table (rows of played
combinations, piles, a fanned hand, singles, face-down cards), hands/sleeves may cover them,
then a homography (overhead to oblique, any rotation) maps the table into the camera image,
followed by lighting, glare, blur, noise, colour casts and JPEG. No mirror flips anywhere.

One box per *visible* corner index: the index region (in card coordinates, from
``cardart``'s ``index.json``) is projected into the image; it is labelled only when at least
``MIN_VISIBLE`` of its area shows the card itself (not a card on top, not an occluder, not
outside the image).

Output layout (``--out DIR --split train``)::

    DIR/train/images/000123.jpg
    DIR/train/labels/000123.txt        53 classes (index = rank*4 + suit, JK = 52)
    DIR/onecls/train/images/...        hard links to the same JPEGs
    DIR/onecls/train/labels/...        every box as class 0 ("corner index")
    DIR/train/manifest.csv             image, seed, decks
    DIR/data.yaml, DIR/onecls/data.yaml   absolute paths, for ultralytics

The ``val`` split draws only from the held-out deck families (``cardart.VAL_FAMILIES``), the
``train`` split only from the others, and by default half its scenes use a procedural deck
instead (:mod:`datasets.procdeck`: a fresh design drawn from fonts, ``--proc-rate``). Every image
is reproducible from ``(seed, index)``.

    python -m datasets.scenes --out data/scenes --count 4000 --seed 1 --split train --workers 2
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path

import cv2
import numpy as np

from datasets.cardart import (
    CLASS_NAMES,
    DECKS,
    VAL_FAMILIES,
    cache_dir,
    code_class,
)
from vision.detector import grey_negative

MIN_VISIBLE = 0.6  # fraction of an index region that must be visible to get a box
MIN_BOX_PX = 4.0  # boxes whose short side is below this (output pixels) are dropped
OCCLUDER = 65535  # id-map value of hands / sleeves
BACKGROUND = 0

cv2.setNumThreads(1)


# --------------------------------------------------------------------------- card art


Boxes = list[tuple[float, float, float, float]]


@dataclass
class CardArt:
    """One card's picture and its index boxes. A procedural card is drawn (by ``draw``) the
    first time either is asked for, so a scene pays only for the cards it uses."""

    deck: str
    code: str
    cls: int  # -1 for a card back
    _levels: list[np.ndarray] | None  # RGBA pyramid, levels[0] is CARD_H tall
    _boxes: Boxes | None  # index regions, normalised card coords
    draw: Callable[[], tuple[np.ndarray, Boxes]] | None = None

    def _draw(self) -> None:
        assert self.draw is not None, "a card without art needs a draw function"
        image, boxes = self.draw()
        self._levels, self._boxes, self.draw = _pyramid(image), boxes, None

    @property
    def levels(self) -> list[np.ndarray]:
        if self._levels is None:
            self._draw()
        assert self._levels is not None
        return self._levels

    @property
    def boxes(self) -> Boxes:
        if self._boxes is None:
            self._draw()
        assert self._boxes is not None
        return self._boxes


@dataclass
class DeckArt:
    name: str
    family: str
    cards: dict[str, CardArt] = field(default_factory=dict)
    jokers: list[str] = field(default_factory=list)
    back: CardArt | None = None


def _pyramid(im: np.ndarray) -> list[np.ndarray]:
    levels = [im]
    while levels[-1].shape[0] > 60:
        levels.append(cv2.pyrDown(levels[-1]))
    return levels


def _corner_boxes(b: list[float], four: bool) -> list[tuple[float, float, float, float]]:
    x0, y0, x1, y1 = b
    out = [(x0, y0, x1, y1), (1 - x1, 1 - y1, 1 - x0, 1 - y0)]
    if four:
        out += [(1 - x1, y0, 1 - x0, y1), (x0, 1 - y1, x1, 1 - y0)]
    return out


def load_deck(name: str, root: Path | None = None) -> DeckArt:
    folder = (root or cache_dir()) / "cards" / name
    info = json.loads((folder / "index.json").read_text())
    deck = DeckArt(name=name, family=info["family"])
    for code, b in info["boxes"].items():
        im = cv2.imread(str(folder / f"{code}.png"), cv2.IMREAD_UNCHANGED)
        if im is None:
            continue
        art = CardArt(
            name, code, code_class(code), _pyramid(im), _corner_boxes(b, info["four_corners"])
        )
        deck.cards[code] = art
        if code.startswith("JK"):
            deck.jokers.append(code)
    back = folder / "back.png"
    if back.exists():
        im = cv2.imread(str(back), cv2.IMREAD_UNCHANGED)
        deck.back = CardArt(name, "back", -1, _pyramid(im), [])
    return deck


def deck_names(split: str) -> list[str]:
    if split == "val":
        return [d.name for d in DECKS if d.family in VAL_FAMILIES]
    if split == "train":
        return [d.name for d in DECKS if d.family not in VAL_FAMILIES]
    if split == "all":
        return [d.name for d in DECKS]
    raise ValueError(f"unknown split {split!r} (train, val, all)")


_DECK_CACHE: dict[str, DeckArt] = {}
#: Name prefix of a procedural deck: "proc-SEED" (``datasets.procdeck``).
PROC_PREFIX = "proc-"


def proc_deck(seed: int) -> DeckArt:
    """A procedural deck (a design of its own for each seed); cards are drawn on first use."""
    from functools import partial

    from datasets import procdeck

    style = procdeck.deck_style(seed)
    name = f"{PROC_PREFIX}{seed}"
    deck = DeckArt(name=name, family="procedural")
    for code in procdeck.deck_codes():
        draw = partial(procdeck.draw_card, style, code)
        deck.cards[code] = CardArt(name, code, code_class(code), None, None, draw)
    deck.jokers = ["JK"]
    return deck


def is_four_colour(name: str) -> bool:
    """Whether a deck prints clubs and diamonds in colours of their own (green, blue): under a
    cool webcam light their blue diamonds look like black print."""
    if name.startswith(PROC_PREFIX):
        from datasets import procdeck

        return procdeck.deck_style(int(name[len(PROC_PREFIX) :])).four_colour
    return "4_color" in name


def get_deck(name: str) -> DeckArt:
    if name.startswith(PROC_PREFIX):  # cheap to make and used once: not cached
        return proc_deck(int(name[len(PROC_PREFIX) :]))
    if name not in _DECK_CACHE:
        _DECK_CACHE[name] = load_deck(name)
    return _DECK_CACHE[name]


def art_available(split: str = "train") -> bool:
    """Whether the card art and the procedural decks' fonts are in place (both come from
    ``python -m datasets.cardart``)."""
    from datasets.procdeck import fonts_available

    root = cache_dir() / "cards"
    return all((root / n / "index.json").exists() for n in deck_names(split)) and fonts_available()


# --------------------------------------------------------------------------- backgrounds


def _smooth_noise(rng: np.random.Generator, h: int, w: int, scale: float) -> np.ndarray:
    sh, sw = max(2, int(h / scale)), max(2, int(w / scale))
    n = rng.standard_normal((sh, sw)).astype(np.float32)
    return cv2.resize(n, (w, h), interpolation=cv2.INTER_CUBIC)


def _rand_colour(rng: np.random.Generator, kind: str) -> np.ndarray:
    palettes = {
        "wood": [(40, 80, 130), (60, 110, 170), (30, 55, 90), (90, 140, 190), (70, 90, 110)],
        "felt": [(40, 110, 20), (90, 60, 20), (30, 30, 120), (60, 60, 60), (20, 80, 50)],
        "cloth": [
            (200, 200, 205),
            (170, 190, 215),
            (120, 120, 130),
            (60, 60, 70),
            (150, 120, 90),
            (190, 210, 225),
        ],
        "desk": [
            (235, 235, 235),
            (200, 200, 200),
            (150, 155, 160),
            (40, 40, 40),
            (210, 225, 235),
            (180, 200, 220),
        ],
    }
    base = np.array(palettes[kind][rng.integers(len(palettes[kind]))], np.float32)
    return np.clip(base * rng.uniform(0.75, 1.2) + rng.normal(0, 12, 3), 0, 255)


def background(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    """A procedural table surface, float32 BGR 0..255."""
    if h * w > 250_000:  # textures are smooth enough: make them coarser and upsample
        f = math.sqrt(h * w / 250_000)
        small = _background(rng, max(2, int(h / f)), max(2, int(w / f)))
        return cv2.resize(small, (w, h), interpolation=cv2.INTER_LINEAR)
    return _background(rng, h, w)


def _background(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    kind = rng.choice(["wood", "felt", "cloth", "desk", "noise"], p=[0.3, 0.15, 0.2, 0.25, 0.1])
    if kind == "noise":
        img = np.stack([_smooth_noise(rng, h, w, rng.uniform(4, 60)) for _ in range(3)], -1)
        img = 128 + img * rng.uniform(10, 50)
        return np.clip(img, 0, 255).astype(np.float32)
    col = _rand_colour(rng, str(kind))
    if kind == "wood":
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        ang = rng.uniform(0, np.pi)
        u = xx * math.cos(ang) + yy * math.sin(ang)
        warp = _smooth_noise(rng, h, w, 40) * rng.uniform(5, 25)
        freq = rng.uniform(0.03, 0.15)
        grain = np.sin((u + warp) * freq) * 0.5 + 0.5
        grain = grain ** rng.uniform(1, 4)
        fine = _smooth_noise(rng, h, w, 2) * 0.04
        shade = 1 - rng.uniform(0.1, 0.35) * grain + fine
        # planks
        if rng.random() < 0.5:
            v = xx * -math.sin(ang) + yy * math.cos(ang)
            pw = rng.uniform(60, 200)
            shade *= np.where((v % pw) < 2, 0.6, 1.0)
        img = col[None, None, :] * shade[..., None]
    elif kind == "felt":
        n = _smooth_noise(rng, h, w, 1.5) * 0.05 + _smooth_noise(rng, h, w, 30) * 0.04
        img = col[None, None, :] * (1 + n[..., None])
    elif kind == "cloth":
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        p = rng.uniform(3, 12)
        ang = rng.uniform(0, np.pi)
        u = xx * math.cos(ang) + yy * math.sin(ang)
        v = -xx * math.sin(ang) + yy * math.cos(ang)
        knit = np.sin(u * 2 * np.pi / p) * np.sin(v * 2 * np.pi / (p * rng.uniform(0.7, 1.6)))
        folds = _smooth_noise(rng, h, w, rng.uniform(30, 120)) * rng.uniform(0.05, 0.2)
        img = col[None, None, :] * (1 + 0.12 * knit[..., None] + folds[..., None])
    else:  # desk
        n = _smooth_noise(rng, h, w, 3) * 0.02 + _smooth_noise(rng, h, w, 80) * 0.05
        img = col[None, None, :] * (1 + n[..., None])
    return np.clip(img, 0, 255).astype(np.float32)


# --------------------------------------------------------------------------- composition


@dataclass
class Placed:
    art: CardArt
    M: np.ndarray  # 2x3 affine: card pixels (level 0) -> table pixels
    ident: int


@dataclass
class Box:
    cls: int
    xyxy: tuple[float, float, float, float]  # output pixels
    card: int  # index into Scene.cards
    corner: int  # 0 top-left, 1 bottom-right, 2 top-right, 3 bottom-left
    visible: float


@dataclass
class Scene:
    image: np.ndarray  # uint8 BGR, output size
    boxes: list[Box]
    cards: list[tuple[str, str, np.ndarray]]  # deck, code, card corners (4x2) in output px
    decks: list[str]
    dark: bool = False  # its cards are printed light on dark stock


def _affine(cx: float, cy: float, angle: float, scale: float, cw: int, ch: int) -> np.ndarray:
    """Card (cw x ch, level 0) centred at (cx, cy), rotated by angle (rad), scaled."""
    c, s = math.cos(angle) * scale, math.sin(angle) * scale
    return np.array(
        [[c, -s, cx - c * cw / 2 + s * ch / 2], [s, c, cy - s * cw / 2 - c * ch / 2]], np.float64
    )


class Table:
    def __init__(self, bg: np.ndarray) -> None:
        self.img = bg
        self.h, self.w = bg.shape[:2]
        self.ids = np.zeros((self.h, self.w), np.uint16)

    def paste_card(self, p: Placed, shadow: float, tint: np.ndarray) -> None:
        art = p.art
        scale = math.hypot(p.M[0, 0], p.M[1, 0])
        lv = 0
        while lv + 1 < len(art.levels) and scale * (2 ** (lv + 1)) <= 1.25:
            lv += 1
        src = art.levels[lv]
        f = 2**lv
        M = p.M.copy()
        M[:, :2] *= f
        ch, cw = src.shape[:2]
        corners = np.array([[0, 0, 1], [cw, 0, 1], [cw, ch, 1], [0, ch, 1]], np.float64) @ M.T
        pad = 2 + int(shadow * 3)
        x0 = max(0, int(np.floor(corners[:, 0].min())) - pad)
        y0 = max(0, int(np.floor(corners[:, 1].min())) - pad)
        x1 = min(self.w, int(np.ceil(corners[:, 0].max())) + pad + int(shadow * 4))
        y1 = min(self.h, int(np.ceil(corners[:, 1].max())) + pad + int(shadow * 4))
        if x1 <= x0 or y1 <= y0:
            return
        M2 = M.copy()
        M2[0, 2] -= x0
        M2[1, 2] -= y0
        warped = cv2.warpAffine(
            src,
            M2,
            (x1 - x0, y1 - y0),
            flags=cv2.INTER_LINEAR,
            borderMode=cv2.BORDER_CONSTANT,
            borderValue=(0, 0, 0, 0),
        )
        a = warped[:, :, 3].astype(np.float32) / 255.0
        roi = self.img[y0:y1, x0:x1]
        if shadow > 0:
            k = int(shadow * 4) * 2 + 1
            sh = cv2.GaussianBlur(a, (k, k), 0)
            d = int(shadow * 2)
            sh = np.roll(np.roll(sh, d, 0), d, 1)
            roi *= (1 - 0.45 * sh)[..., None]
        rgb = warped[:, :, :3].astype(np.float32) * tint
        roi[:] = roi * (1 - a[..., None]) + rgb * a[..., None]
        self.ids[y0:y1, x0:x1][a > 0.5] = p.ident

    def paste_mask_roi(
        self, mask: np.ndarray, colour: np.ndarray, at: tuple[int, int], ident: int
    ) -> None:
        x0, y0 = at
        h, w = mask.shape
        a = mask[..., None]
        roi = self.img[y0 : y0 + h, x0 : x0 + w]
        roi[:] = roi * (1 - a) + colour * a
        self.ids[y0 : y0 + h, x0 : x0 + w][mask > 0.5] = ident


def _skin(rng: np.random.Generator) -> np.ndarray:
    tones = [
        (150, 180, 230),
        (120, 160, 215),
        (90, 130, 190),
        (60, 95, 150),
        (45, 70, 110),
        (140, 170, 220),
    ]
    t = np.array(tones[rng.integers(len(tones))], np.float32)
    return np.clip(t * rng.uniform(0.85, 1.1) + rng.normal(0, 6, 3), 0, 255)


def _occluder(rng: np.random.Generator, t: Table, card_h: float) -> None:
    """A hand (palm + fingers) reaching in from an edge, possibly with a sleeve."""
    h, w = t.h, t.w
    mask = np.zeros((h, w), np.float32)
    edge = rng.integers(4)
    along = rng.uniform(0.15, 0.85)
    start = [(along * w, -20.0), (w + 20.0, along * h), (along * w, h + 20.0), (-20.0, along * h)][
        edge
    ]
    inward = [(0, 1), (-1, 0), (0, -1), (1, 0)][edge]
    ang = math.atan2(inward[1], inward[0]) + rng.uniform(-0.7, 0.7)
    size = card_h * rng.uniform(0.6, 1.3)
    reach = rng.uniform(0.2, 0.6) * min(h, w) + size
    end = (start[0] + math.cos(ang) * reach, start[1] + math.sin(ang) * reach)
    arm_w = int(max(4, size * 0.55))
    cv2.line(mask, (int(start[0]), int(start[1])), (int(end[0]), int(end[1])), 1.0, arm_w)
    cv2.ellipse(
        mask,
        (int(end[0]), int(end[1])),
        (int(size * 0.45), int(size * 0.38)),
        math.degrees(ang),
        0,
        360,
        1.0,
        -1,
    )
    for k in range(rng.integers(0, 5)):
        fa = ang + (k - 1.5) * 0.28 + rng.normal(0, 0.1)
        fl = size * rng.uniform(0.45, 0.8)
        p0 = (end[0] + math.cos(ang) * size * 0.25, end[1] + math.sin(ang) * size * 0.25)
        p1 = (p0[0] + math.cos(fa) * fl, p0[1] + math.sin(fa) * fl)
        cv2.line(
            mask, (int(p0[0]), int(p0[1])), (int(p1[0]), int(p1[1])), 1.0, max(2, int(size * 0.13))
        )
    if rng.random() < 0.5:  # sleeve over the arm near the edge
        sl = np.zeros((h, w), np.float32)
        frac = rng.uniform(0.3, 0.7)
        mid = (start[0] + (end[0] - start[0]) * frac, start[1] + (end[1] - start[1]) * frac)
        cv2.line(
            sl, (int(start[0]), int(start[1])), (int(mid[0]), int(mid[1])), 1.0, int(arm_w * 1.4)
        )
        sleeve_col = _rand_colour(rng, "cloth") * rng.uniform(0.3, 1.1)
    else:
        sl = None
        sleeve_col = None
    full = mask if sl is None else np.maximum(mask, sl)
    ys, xs = np.nonzero(full)
    if len(ys) == 0:
        return
    y0, y1 = max(0, ys.min() - 2), min(h, ys.max() + 3)
    x0, x1 = max(0, xs.min() - 2), min(w, xs.max() + 3)
    rh, rw = y1 - y0, x1 - x0
    col = np.empty((rh, rw, 3), np.float32)
    col[:] = _skin(rng)
    shade = 1 + _smooth_noise(rng, rh, rw, max(2.0, size * 0.5)) * 0.08
    col *= shade[..., None]
    if sl is not None and sleeve_col is not None:
        s_roi = sl[y0:y1, x0:x1, None] > 0
        col = np.where(s_roi, sleeve_col[None, None, :] * shade[..., None], col)
    m = cv2.GaussianBlur(full[y0:y1, x0:x1], (3, 3), 0)
    t.paste_mask_roi(m, col, (x0, y0), OCCLUDER)


_GLYPHS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz&%#@?!"


def _clutter_item(rng: np.random.Generator, ch: float) -> np.ndarray:
    """An RGBA distractor lying on the table: printed text, a keyboard, a phone, a cup."""
    kind = rng.choice(["text", "keys", "block", "disc"], p=[0.4, 0.25, 0.2, 0.15])
    ink = (rng.uniform(0, 90, 3) if rng.random() < 0.7 else rng.uniform(0, 255, 3)).tolist()
    if kind == "text":
        h = max(8, int(ch * rng.uniform(0.08, 0.3)))
        n = int(rng.integers(1, 12))
        text = "".join(_GLYPHS[int(i)] for i in rng.integers(len(_GLYPHS), size=n))
        font = int(rng.choice([0, 1, 2, 3, 4, 6, 7]))
        scale = h / 22
        thick = max(1, int(h / rng.uniform(6, 14)))
        (tw, th), base = cv2.getTextSize(text, font, scale, thick)
        img = np.zeros((th + base + 4, tw + 4, 4), np.uint8)
        if rng.random() < 0.5:  # on a piece of paper
            img[:] = (*rng.uniform(200, 255, 3).tolist(), 255)
        cv2.putText(img, text, (2, th + 2), font, scale, (*ink, 255), thick, cv2.LINE_AA)
        return img
    if kind == "keys":
        k = max(6, int(ch * rng.uniform(0.08, 0.2)))
        rows, cols = int(rng.integers(2, 5)), int(rng.integers(3, 12))
        bodyc = rng.uniform(20, 240)
        img = np.zeros((rows * k + 4, cols * k + 4, 4), np.uint8)
        img[:] = (bodyc * 0.8, bodyc * 0.8, bodyc * 0.8, 255)
        keyc = float(np.clip(bodyc + rng.choice([-60, 60]), 0, 255))
        txt = (255 - keyc,) * 3
        for r in range(rows):
            for c in range(cols):
                x, y = 2 + c * k, 2 + r * k
                cv2.rectangle(img, (x + 1, y + 1), (x + k - 2, y + k - 2), (keyc,) * 3 + (255,), -1)
                g = _GLYPHS[int(rng.integers(36))]
                cv2.putText(img, g, (x + k // 4, y + 3 * k // 4), 0, k / 40, (*txt, 255), 1)
        return img
    if kind == "block":
        w, h = int(ch * rng.uniform(0.3, 1.0)), int(ch * rng.uniform(0.5, 1.5))
        img = np.zeros((max(4, h), max(4, w), 4), np.uint8)
        img[:] = (*rng.uniform(0, 255, 3).tolist(), 255)
        if rng.random() < 0.5:
            cv2.rectangle(img, (3, 3), (w - 4, h - 4), (*rng.uniform(0, 255, 3).tolist(), 255), -1)
        return img
    r = max(4, int(ch * rng.uniform(0.15, 0.5)))
    img = np.zeros((2 * r + 2, 2 * r + 2, 4), np.uint8)
    cv2.circle(img, (r + 1, r + 1), r, (*rng.uniform(0, 255, 3).tolist(), 255), -1)
    cv2.circle(img, (r + 1, r + 1), int(r * 0.75), (*rng.uniform(0, 255, 3).tolist(), 255), -1)
    return img


def _clutter(rng: np.random.Generator, table: Table, lay: Layout, ch: float) -> None:
    for _ in range(int(rng.integers(1, 7))):
        img = _clutter_item(rng, ch)
        art = CardArt("clutter", "clutter", -1, [img], [])
        cx, cy = lay._pt()
        h, w = img.shape[:2]
        M = _affine(cx, cy, float(rng.uniform(-math.pi, math.pi)), 1.0, w, h)
        table.paste_card(Placed(art, M, BACKGROUND), 0.0, np.ones(3, np.float32))


def _camera(rng: np.random.Generator, ow: int, oh: int) -> np.ndarray:
    """Homography mapping a table centred at the origin (table px) to output pixels."""
    overhead = rng.random() < 0.35
    tilt = 1.0 if overhead else rng.uniform(0.45, 0.95)  # top edge shrink
    fore = 1.0 if overhead else rng.uniform(0.55, 1.0)  # vertical foreshortening
    s = 200.0
    src = np.float32([[-s, -s], [s, -s], [s, s], [-s, s]])
    dst = np.float32([[-s * tilt, -s * fore], [s * tilt, -s * fore], [s, s * fore], [-s, s * fore]])
    if not overhead:
        dst += rng.normal(0, s * 0.04, dst.shape).astype(np.float32)
    P = cv2.getPerspectiveTransform(src, dst).astype(np.float64)
    th = rng.uniform(-math.pi, math.pi)
    R = np.array([[math.cos(th), -math.sin(th), 0], [math.sin(th), math.cos(th), 0], [0, 0, 1]])
    T = np.array(
        [
            [1, 0, ow / 2 + rng.normal(0, ow * 0.05)],
            [0, 1, oh / 2 + rng.normal(0, oh * 0.05)],
            [0, 0, 1],
        ]
    )
    # perspective first in the camera's own frame: rotate the table, then tilt
    return T @ P @ R


def _proj(H: np.ndarray, pts: np.ndarray) -> np.ndarray:
    p = np.c_[pts, np.ones(len(pts))] @ H.T
    return p[:, :2] / p[:, 2:3]


class Layout:
    """Places cards on the table (table px coordinates, card height ``ch``)."""

    def __init__(
        self, rng: np.random.Generator, to_table: np.ndarray, size: tuple[int, int], ch: float
    ) -> None:
        self.rng = rng
        self.to_table = to_table  # homography: output px -> canvas px
        self.size = size
        self.ch = ch
        self.items: list[tuple[CardArt, float, float, float]] = []  # art, cx, cy, angle

    def _pt(self) -> tuple[float, float]:
        w, h = self.size
        p = _proj(
            self.to_table,
            np.array([[self.rng.uniform(0.05, 0.95) * w, self.rng.uniform(0.05, 0.95) * h]]),
        )
        return float(p[0, 0]), float(p[0, 1])

    def add(self, art: CardArt, cx: float, cy: float, ang: float) -> None:
        self.items.append((art, cx, cy, ang))

    def row(self, arts: list[CardArt]) -> None:
        cx, cy = self._pt()
        ang = (
            self.rng.uniform(-math.pi, math.pi)
            if self.rng.random() < 0.5
            else self.rng.normal(0, 0.25)
        )
        cw = self.ch * 0.7
        step = cw * self.rng.uniform(0.2, 0.5)
        if self.rng.random() < 0.15:
            step = cw * self.rng.uniform(0.5, 1.15)  # spread out, little overlap
        jitter = self.rng.uniform(0, 0.08)
        dx, dy = math.cos(ang), math.sin(ang)
        n = len(arts)
        for i, a in enumerate(arts):
            off = (i - (n - 1) / 2) * step
            self.add(
                a,
                cx + dx * off + self.rng.normal(0, jitter * cw),
                cy + dy * off + self.rng.normal(0, jitter * cw),
                ang + self.rng.normal(0, jitter),
            )

    def pile(self, arts: list[CardArt]) -> None:
        cx, cy = self._pt()
        spread = self.rng.uniform(0.05, 0.5) * self.ch
        for a in arts:
            self.add(
                a,
                cx + self.rng.normal(0, spread),
                cy + self.rng.normal(0, spread),
                self.rng.uniform(-math.pi, math.pi),
            )

    def fan(self, arts: list[CardArt]) -> tuple[float, float, float]:
        cx, cy = self._pt()
        base = (
            self.rng.uniform(-math.pi, math.pi)
            if self.rng.random() < 0.6
            else self.rng.normal(0, 0.3)
        )
        n = len(arts)
        step = self.rng.uniform(0.07, 0.16)
        radius = self.ch * self.rng.uniform(0.5, 1.2)
        for i, a in enumerate(arts):
            t = (i - (n - 1) / 2) * step
            ang = base + t
            # card centre sits at `radius` from the pivot, pivot below the cards
            px = cx + math.sin(ang) * radius
            py = cy - math.cos(ang) * radius
            self.add(a, px, py, ang)
        return cx, cy, base

    def single(self, art: CardArt) -> None:
        cx, cy = self._pt()
        self.add(art, cx, cy, self.rng.uniform(-math.pi, math.pi))


def _photometric(rng: np.random.Generator, img: np.ndarray) -> np.ndarray:
    """Light, shadows, glare, colour cast, gamma, blur, noise. float32 in, uint8 out."""
    h, w = img.shape[:2]
    # light fields are smooth: compute them at 1/8 resolution
    sh, sw = max(2, h // 8), max(2, w // 8)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    xx /= sw
    yy /= sh
    ang = rng.uniform(0, 2 * math.pi)
    g = xx * math.cos(ang) + yy * math.sin(ang)
    lo, hi = rng.uniform(0.45, 1.0), rng.uniform(0.9, 1.35)
    light = lo + (hi - lo) * (g - g.min()) / max(1e-6, float(g.max() - g.min()))
    if rng.random() < 0.4:  # radial vignette / spot light
        cx, cy = rng.uniform(0, 1), rng.uniform(0, 1)
        r = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
        light *= np.clip(1.2 - rng.uniform(0.3, 0.9) * r, 0.3, 1.3)
    if rng.random() < 0.35:  # soft shadow (a head or arm off-screen)
        m = np.zeros((sh, sw), np.float32)
        pts = (rng.uniform(-0.2, 1.2, (rng.integers(3, 7), 2)) * [sw, sh]).astype(np.int32)
        cv2.fillPoly(m, [cv2.convexHull(pts)], 1.0)
        k = int(rng.uniform(0.02, 0.15) * sw) * 2 + 1
        m = cv2.GaussianBlur(m, (k, k), 0)
        light *= 1 - rng.uniform(0.2, 0.55) * m
    glare = np.zeros((sh, sw), np.float32)
    for _ in range(rng.integers(1, 3) if rng.random() < 0.35 else 0):
        cx, cy = rng.uniform(0, 1), rng.uniform(0, 1)
        sx, sy = rng.uniform(0.02, 0.2), rng.uniform(0.02, 0.2)
        glare += rng.uniform(60, 230) * np.exp(-(((xx - cx) / sx) ** 2 + ((yy - cy) / sy) ** 2))
    light = cv2.resize(light, (w, h), interpolation=cv2.INTER_LINEAR)
    cast = rng.uniform(0.88, 1.12, 3).astype(np.float32)
    img = img * (light[..., None] * cast[None, None, :])
    if glare.any():
        img += cv2.resize(glare, (w, h), interpolation=cv2.INTER_LINEAR)[..., None]
    out = np.clip(img, 0, 255).astype(np.uint8)
    # gamma
    lut = 255 * (np.arange(256) / 255.0) ** rng.uniform(0.7, 1.4)
    if rng.random() < 0.5:  # washed-out webcam contrast: grey paper, grey ink
        lut = (lut - 128) * rng.uniform(0.55, 1.0) + 128 + rng.uniform(-25, 15)
    lut = np.clip(lut, 0, 255).astype(np.uint8)
    out = cv2.LUT(out, lut)
    # blur: motion or focus
    r = rng.random()
    if r < 0.15:
        k = int(rng.integers(3, 8))
        ker = np.zeros((k, k), np.float32)
        ker[k // 2, :] = 1
        M = cv2.getRotationMatrix2D((k / 2 - 0.5, k / 2 - 0.5), rng.uniform(0, 180), 1)
        ker = cv2.warpAffine(ker, M, (k, k))
        ker /= ker.sum()
        out = cv2.filter2D(out, -1, ker)
    elif r < 0.45:
        out = cv2.GaussianBlur(out, (0, 0), rng.uniform(0.3, 1.3))
    # sensor noise
    if rng.random() < 0.7:
        sigma = rng.uniform(1, 9)
        noise = rng.standard_normal((h, w, 1 if rng.random() < 0.5 else 3), dtype=np.float32)
        out = np.clip(out + noise * sigma, 0, 255).astype(np.uint8)
    if rng.random() < 0.08:
        gray = cv2.cvtColor(out, cv2.COLOR_BGR2GRAY)
        return cv2.cvtColor(gray, cv2.COLOR_GRAY2BGR)
    return out


def _choose_size(rng: np.random.Generator) -> tuple[tuple[int, int], tuple[int, int]]:
    """(render w, h) and (final w, h); a render of another aspect is stretched to final.

    Real webcam exports are often 16:9 or 4:3 frames squashed to 640x640.
    """
    r = rng.random()
    if r < 0.5:
        return (640, 480), (640, 480)
    if r < 0.65:
        return (640, 360), (640, 640)
    if r < 0.8:
        return (640, 480), (640, 640)
    if r < 0.9:
        return (480, 640), (640, 640)
    return (640, 640), (640, 640)


DARK_RATE = 0.1  # share of scenes whose cards are printed light on dark stock
# Card height in render pixels (640 wide), log-uniform in these bounds: a whole table to a
# hand-held close-up; and in close-up scenes (``--close-rate``), as a phone held over one or
# a few cards sees them (real_dev's phone singles show corners of 0.07-0.19 of the image
# side, cards of about 300-800 px).
CARD_PX = (70.0, 650.0)
CLOSE_CARD_PX = (300.0, 900.0)


GOLD_SILVER_RATE = 0.4  # share of dark decks printed gold on the red suits, silver on the black


def _dark_style(rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(face, red ink, black ink) BGR colours of a dark deck: black, navy or dark green paper
    with gold, silver or white print, all four suits alike, or (``GOLD_SILVER_RATE``) gold on
    hearts and diamonds and silver on spades and clubs, as luxury black decks are printed
    (decks like these exist, and none of the Debian decks is one)."""
    face = np.array(
        [(18, 18, 18), (45, 25, 15), (20, 40, 18), (30, 30, 40)][int(rng.integers(4))], np.float32
    ) * np.float32(rng.uniform(0.6, 1.4))
    ink = np.array(
        [(60, 170, 215), (40, 140, 190), (200, 200, 200), (240, 240, 240)][int(rng.integers(4))],
        np.float32,
    ) * np.float32(rng.uniform(0.85, 1.1))
    if rng.random() >= GOLD_SILVER_RATE:
        return face, ink, ink
    gold = np.array((50, 150, 205), np.float32) * np.float32(rng.uniform(0.8, 1.15))
    silver = np.full(3, 215, np.float32) * np.float32(rng.uniform(0.85, 1.1))
    return face, gold, silver


def _is_red(art: CardArt) -> bool:
    """Hearts, diamonds and jokers (class index = rank * 4 + suit, suits S C D H)."""
    return art.cls >= 52 or art.cls % 4 >= 2


def _recolour(art: CardArt, face: np.ndarray, ink: np.ndarray) -> CardArt:
    """The same card printed in another pair of colours: the darkness of each pixel of the
    original (its ink) mixes ``ink`` into ``face``; alpha (the card's outline) is kept."""
    levels = []
    for im in art.levels:
        grey = cv2.cvtColor(im[..., :3], cv2.COLOR_BGR2GRAY).astype(np.float32)
        amount = np.clip((235.0 - grey) / 180.0, 0, 1)[..., None]
        bgr = face * (1 - amount) + ink * amount
        levels.append(np.dstack([np.clip(bgr, 0, 255).astype(np.uint8), im[..., 3]]))
    return CardArt(art.deck, art.code, art.cls, levels, art.boxes)


def _log_uniform(rng: np.random.Generator, bounds: tuple[float, float]) -> float:
    return float(math.exp(rng.uniform(math.log(bounds[0]), math.log(bounds[1]))))


def make_scene(
    rng: np.random.Generator,
    decks: list[str],
    joker_rate: float = 0.03,
    dark_rate: float = DARK_RATE,
    proc_rate: float = 0.0,
    close_rate: float = 0.0,
) -> Scene:
    """One table scene. ``proc_rate``: chance that its cards come from a procedural deck (a
    fresh design drawn from fonts) instead of ``decks``; ``close_rate``: chance that it is
    seen close up (cards ``CLOSE_CARD_PX`` high instead of ``CARD_PX``)."""
    (rw, rh), (fw, fh) = _choose_size(rng)
    # card height in render pixels (before perspective), log-uniform
    ch = _log_uniform(rng, CARD_PX)
    # drawn only when it can matter, so a set made without it keeps its scenes
    if close_rate > 0 and rng.random() < close_rate:
        ch = _log_uniform(rng, CLOSE_CARD_PX)
    H = _camera(rng, rw, rh)
    Hinv = np.linalg.inv(H)
    view = _proj(Hinv, np.array([[0, 0], [rw, 0], [rw, rh], [0, rh]], np.float64))
    margin = ch * 0.6
    tx0, ty0 = view.min(0) - margin
    tx1, ty1 = view.max(0) + margin
    # limit the table canvas (very oblique views reach far away)
    tx0, ty0 = max(tx0, -3 * rw), max(ty0, -3 * rh)
    tx1, ty1 = min(tx1, 3 * rw), min(ty1, 3 * rh)
    tw, th = int(tx1 - tx0), int(ty1 - ty0)
    scale_t = 1.0
    if tw * th > 0.9e6:  # keep the canvas small: render the table coarser
        scale_t = math.sqrt(0.9e6 / (tw * th))
    tw, th = max(8, int(tw * scale_t)), max(8, int(th * scale_t))
    # table px -> canvas px: (p - t0) * scale_t
    C = np.array([[scale_t, 0, -tx0 * scale_t], [0, scale_t, -ty0 * scale_t], [0, 0, 1]])
    H_canvas = H @ np.linalg.inv(C)  # canvas px -> output px
    table = Table(background(rng, th, tw))
    chc = ch * scale_t  # card height in canvas px

    # ----- choose cards
    n_decks = 1 if rng.random() < 0.85 else 2
    chosen = list(rng.choice(decks, size=min(n_decks, len(decks)), replace=False))
    if proc_rate > 0 and rng.random() < proc_rate:
        chosen[0] = f"{PROC_PREFIX}{int(rng.integers(1 << 31))}"
    pool: list[CardArt] = []
    for dn in chosen:
        d = get_deck(str(dn))
        pool += [a for c, a in d.cards.items() if not c.startswith("JK")]
        if d.jokers and rng.random() < joker_rate * 52 / 4:
            pool += [d.cards[j] for j in d.jokers]
    order = rng.permutation(len(pool))
    pool = [pool[i] for i in order]
    dark = bool(rng.random() < dark_rate)
    if dark:
        face, red_ink, black_ink = _dark_style(rng)
        pool = [_recolour(a, face, red_ink if _is_red(a) else black_ink) for a in pool[:40]]
    backs = [get_deck(str(dn)).back for dn in chosen if not str(dn).startswith(PROC_PREFIX)]
    backs = [b for b in backs if b is not None]

    # visible table area in card units decides how many cards
    view_c = (view - [tx0, ty0]) * scale_t
    area = cv2.contourArea(view_c.astype(np.float32)) / (chc * chc * 0.7)
    budget = int(np.clip(area * rng.uniform(0.3, 1.0), 1, 36))
    lay = Layout(rng, np.linalg.inv(H_canvas), (rw, rh), chc)
    if rng.random() < 0.4:
        _clutter(rng, table, lay, chc)
    used = 0
    fan_pivot = None
    while used < budget and used < len(pool):
        kind = rng.choice(["row", "pile", "fan", "single", "backs"], p=[0.35, 0.2, 0.15, 0.2, 0.1])
        if kind == "backs" and backs:
            n = int(rng.integers(1, 6))
            back = backs[int(rng.integers(len(backs)))]
            cx, cy = lay._pt()
            ang = rng.uniform(-math.pi, math.pi)
            for _ in range(n):
                lay.add(
                    back,
                    cx + rng.normal(0, 0.03 * chc),
                    cy + rng.normal(0, 0.03 * chc),
                    ang + rng.normal(0, 0.05),
                )
            continue
        n = {
            "row": int(rng.integers(2, 7)),
            "pile": int(rng.integers(2, 7)),
            "fan": int(rng.integers(4, 14)),
            "single": 1,
        }.get(str(kind), 1)
        arts = pool[used : used + n]
        used += len(arts)
        if kind == "row":
            lay.row(arts)
        elif kind == "pile":
            lay.pile(arts)
        elif kind == "fan":
            fan_pivot = lay.fan(arts)
        else:
            lay.single(arts[0])
    # ----- paste
    shadow = float(rng.uniform(0.5, 3.0)) * chc / 100 if rng.random() < 0.6 else 0.0
    tint = np.clip(rng.normal(1.0, 0.04, 3), 0.85, 1.1).astype(np.float32)
    placed: list[Placed] = []
    for i, (art, cx, cy, ang) in enumerate(lay.items):
        lh, lw = art.levels[0].shape[:2]
        M = _affine(cx, cy, ang, chc / lh, lw, lh)
        p = Placed(art, M, i + 1)
        table.paste_card(p, shadow, tint * np.float32(rng.uniform(0.94, 1.03)))
        placed.append(p)
    if rng.random() < 0.4:
        for _ in range(int(rng.integers(1, 3))):
            _occluder(rng, table, chc)

    # ----- camera
    out = cv2.warpPerspective(
        table.img, H_canvas, (rw, rh), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT
    )
    ids = cv2.warpPerspective(
        table.ids,
        H_canvas,
        (rw, rh),
        flags=cv2.INTER_NEAREST,
        borderMode=cv2.BORDER_CONSTANT,
        borderValue=0,
    )
    img = _photometric(rng, out)
    sx, sy = fw / rw, fh / rh
    if (fw, fh) != (rw, rh):
        img = cv2.resize(img, (fw, fh), interpolation=cv2.INTER_LINEAR)

    # ----- labels
    boxes: list[Box] = []
    cards: list[tuple[str, str, np.ndarray]] = []
    for k, p in enumerate(placed):
        art = p.art
        lh, lw = art.levels[0].shape[:2]
        corner_pts = np.array([[0, 0], [lw, 0], [lw, lh], [0, lh]], np.float64)
        quad = _proj(H_canvas, np.c_[corner_pts, np.ones(4)] @ p.M.T)
        cards.append((art.deck, art.code, quad * [sx, sy]))
        for ci, (bx0, by0, bx1, by1) in enumerate(art.boxes):
            pts = np.array(
                [
                    [bx0 * lw, by0 * lh],
                    [bx1 * lw, by0 * lh],
                    [bx1 * lw, by1 * lh],
                    [bx0 * lw, by1 * lh],
                ]
            )
            poly = _proj(H_canvas, np.c_[pts, np.ones(4)] @ p.M.T)
            area_p = abs(cv2.contourArea(poly.astype(np.float32)))
            if area_p < 4:
                continue
            x0, y0 = np.floor(poly.min(0)).astype(int)
            x1, y1 = np.ceil(poly.max(0)).astype(int)
            cx0, cy0, cx1, cy1 = max(x0, 0), max(y0, 0), min(x1, rw), min(y1, rh)
            if cx1 <= cx0 or cy1 <= cy0:
                continue
            m = np.zeros((cy1 - cy0, cx1 - cx0), np.uint8)
            cv2.fillPoly(m, [np.round(poly - [cx0, cy0]).astype(np.int32)], 1)
            inside = int(m.sum())
            vis = int(((ids[cy0:cy1, cx0:cx1] == p.ident) & (m > 0)).sum())
            frac = vis / max(area_p, inside, 1)
            if frac < MIN_VISIBLE:
                continue
            bb = (cx0 * sx, cy0 * sy, cx1 * sx, cy1 * sy)
            if min(bb[2] - bb[0], bb[3] - bb[1]) < MIN_BOX_PX:
                continue
            boxes.append(Box(art.cls, bb, k, ci, frac))
    _ = fan_pivot
    return Scene(img, boxes, cards, [str(d) for d in chosen], dark)


# --------------------------------------------------------------------------- dataset CLI


def image_seed(seed: int, index: int, split: str) -> list[int]:
    return [int(seed), int(index), {"train": 1, "val": 2, "all": 3}[split]]


def default_proc_rate(split: str) -> float:
    """Half the training scenes use procedural decks; validation keeps to the held-out
    Debian designs (so its figure stays comparable)."""
    return 0.5 if split == "train" else 0.0


def render_one(
    seed: int,
    index: int,
    split: str,
    proc_rate: float | None = None,
    dark_rate: float = DARK_RATE,
    close_rate: float = 0.0,
) -> Scene:
    rng = np.random.default_rng(image_seed(seed, index, split))
    rate = default_proc_rate(split) if proc_rate is None else proc_rate
    return make_scene(
        rng, deck_names(split), proc_rate=rate, dark_rate=dark_rate, close_rate=close_rate
    )


def yolo_lines(scene: Scene, one_class: bool = False) -> list[str]:
    h, w = scene.image.shape[:2]
    out = []
    for b in scene.boxes:
        x0, y0, x1, y1 = b.xyxy
        c = 0 if one_class else b.cls
        out.append(
            f"{c} {(x0 + x1) / 2 / w:.6f} {(y0 + y1) / 2 / h:.6f} "
            f"{(x1 - x0) / w:.6f} {(y1 - y0) / h:.6f}"
        )
    return out


def _job(
    args: tuple[int, int, str, str, float, float, float, float],
) -> tuple[int, int, float, list[str]]:
    seed, index, split, out_s, proc_rate, dark_rate, negative_rate, close_rate = args
    t0 = time.perf_counter()
    rng = np.random.default_rng(image_seed(seed, index, split))
    scene = make_scene(
        rng, deck_names(split), proc_rate=proc_rate, dark_rate=dark_rate, close_rate=close_rate
    )
    out = Path(out_s)
    name = f"{index:06d}"
    q = int(rng.integers(35, 96))
    image = scene.image
    # drawn only when it can matter, so a set made without it keeps its images
    if scene.dark and negative_rate > 0 and rng.random() < negative_rate:
        image = grey_negative(image)
    img_path = out / split / "images" / f"{name}.jpg"
    cv2.imwrite(str(img_path), image, [cv2.IMWRITE_JPEG_QUALITY, q])
    (out / split / "labels" / f"{name}.txt").write_text(
        "".join(x + "\n" for x in yolo_lines(scene))
    )
    (out / "onecls" / split / "labels" / f"{name}.txt").write_text(
        "".join(x + "\n" for x in yolo_lines(scene, one_class=True))
    )
    link = out / "onecls" / split / "images" / f"{name}.jpg"
    if link.exists():
        link.unlink()
    os.link(img_path, link)
    return index, len(scene.boxes), time.perf_counter() - t0, scene.decks


def write_yaml(out: Path) -> None:
    out = out.resolve()
    names = "\n".join(f"  {i}: {n}" for i, n in enumerate(CLASS_NAMES))
    (out / "data.yaml").write_text(
        f"# synthetic Thirteen scenes (datasets.scenes); val = held-out deck families "
        f"{', '.join(VAL_FAMILIES)}\npath: {out}\ntrain: {out}/train/images\n"
        f"val: {out}/val/images\nnc: {len(CLASS_NAMES)}\nnames:\n{names}\n"
    )
    (out / "onecls").mkdir(parents=True, exist_ok=True)
    (out / "onecls" / "data.yaml").write_text(
        f"# one class: every corner index is class 0\npath: {out}/onecls\n"
        f"train: {out}/onecls/train/images\nval: {out}/onecls/val/images\nnc: 1\n"
        f"names:\n  0: corner\n"
    )


def generate(
    out: Path,
    count: int,
    seed: int,
    split: str,
    workers: int = 2,
    start: int = 0,
    proc_rate: float | None = None,
    dark_rate: float = DARK_RATE,
    negative_rate: float = 0.0,
    close_rate: float = 0.0,
) -> None:
    """Write ``count`` scenes of ``split`` from image ``start`` on, with their labels, into
    ``out`` (YOLO layout, and a one-class copy under ``onecls/``). ``negative_rate``: share
    of the dark-deck scenes written as their greyscale negative, the image the detector reads
    a dark deck from (:func:`vision.detector.grey_negative`); the labels do not change.
    ``close_rate``: share of scenes seen close up (:func:`make_scene`)."""
    for name, rate_ in (
        ("dark_rate", dark_rate),
        ("negative_rate", negative_rate),
        ("close_rate", close_rate),
    ):
        if not 0.0 <= rate_ <= 1.0:
            raise ValueError(f"{name} must be in [0, 1], got {rate_}")
    if not art_available(split):
        raise SystemExit("card art or fonts missing: run `python -m datasets.cardart` first")
    rate = default_proc_rate(split) if proc_rate is None else proc_rate
    for sub in (
        out / split / "images",
        out / split / "labels",
        out / "onecls" / split / "images",
        out / "onecls" / split / "labels",
    ):
        sub.mkdir(parents=True, exist_ok=True)
    write_yaml(out)
    jobs = [
        (seed, i, split, str(out), rate, dark_rate, negative_rate, close_rate)
        for i in range(start, start + count)
    ]
    t0 = time.time()
    nbox = 0
    rows = []
    with Pool(workers) if workers > 1 else _Serial() as pool:
        for k, (idx, nb, _dt, decks) in enumerate(pool.imap_unordered(_job, jobs, chunksize=4), 1):
            nbox += nb
            rows.append((idx, seed, " ".join(decks), nb))
            if k % 100 == 0 or k == count:
                el = time.time() - t0
                print(
                    f"{split}: {k}/{count} images, {nbox / k:.1f} boxes/img, "
                    f"{1000 * el / k:.0f} ms/img wall",
                    flush=True,
                )
    rows.sort()
    with open(out / split / "manifest.csv", "a", newline="") as f:
        wr = csv.writer(f)
        if f.tell() == 0:
            wr.writerow(["index", "seed", "decks", "boxes"])
        wr.writerows(rows)


class _Serial:
    def __enter__(self) -> _Serial:
        return self

    def __exit__(self, *a: object) -> None:
        return None

    def imap_unordered(self, fn, it, chunksize=1):  # type: ignore[no-untyped-def]
        return map(fn, it)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Write a synthetic YOLO dataset of card scenes.")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--count", type=int, required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--split", choices=["train", "val", "all"], default="train")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--start", type=int, default=0, help="first image index (to extend a set)")
    ap.add_argument(
        "--proc-rate",
        type=float,
        default=None,
        help="share of scenes drawn with a procedural deck (default 0.5 for train, 0 otherwise)",
    )
    ap.add_argument(
        "--dark-rate",
        type=float,
        default=DARK_RATE,
        help=f"share of scenes printed light on dark card stock (default {DARK_RATE})",
    )
    ap.add_argument(
        "--negative-rate",
        type=float,
        default=0.0,
        help="share of the dark-deck scenes written as their greyscale negative, as the "
        "detector reads dark decks (default 0)",
    )
    ap.add_argument(
        "--close-rate",
        type=float,
        default=0.0,
        help=f"share of scenes seen close up, cards {CLOSE_CARD_PX[0]:.0f}-{CLOSE_CARD_PX[1]:.0f} "
        f"px high instead of {CARD_PX[0]:.0f}-{CARD_PX[1]:.0f} (default 0)",
    )
    args = ap.parse_args(argv)
    generate(
        args.out,
        args.count,
        args.seed,
        args.split,
        args.workers,
        args.start,
        args.proc_rate,
        args.dark_rate,
        args.negative_rate,
        args.close_rate,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
