"""Procedural decks: card faces drawn from fonts, a new design for every seed.

The Debian decks give 24 training designs, most of them historic or ornate; printed decks on
real tables mostly carry a plain bold rank over a suit sign in the corner, in one of many
typefaces. A procedural deck draws exactly that: the corner index (rank glyph from one font, suit
sign from the same or another, below or beside the rank, at a size, weight, margin and colour of
its own), pips in the usual places, a framed picture with the rank letter on court cards, and a
joker. The index box is known exactly, because the index is drawn. Half the decks
(``DRAWN_SIGN_RATE``) draw their suit signs from shapes of their own proportions
(:class:`SignShape`) instead of a font, because a real deck's club can look to a model trained
on the fonts' few clubs like a spade.

Fonts are the Debian packages in ``FONT_PACKAGES`` (DejaVu, Liberation, FreeFont and URW's 35
PostScript clones: about 60 faces with suit signs), fetched into the card-art cache by
``python -m datasets.cardart`` together with the card art.

Cards are drawn when a scene first needs them (a scene uses at most 40 of a deck's 53 cards), so
a fresh design per scene costs little. ``make_deck(seed)`` is deterministic.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import cv2
import numpy as np

from datasets.cardart import CARD_H, CLASS_NAMES, FONT_PACKAGES, cache_dir

__all__ = ["FONT_PACKAGES", "Style", "deck_style", "draw_card", "font_files", "index_mask"]
#: Font files without suit signs, or without Latin letters and digits.
_NOT_FOR_CARDS = ("D050000L", "StandardSymbolsPS")
SUIT_SIGN = {"S": "\u2660", "C": "\u2663", "D": "\u2666", "H": "\u2665"}
#: Share of decks whose suit signs are drawn from shapes (:class:`SignShape`), not a font.
DRAWN_SIGN_RATE = 0.5
#: Share of decks whose far corner index stands upright, suit over rank (as KDE's Ancient
#: Egyptians deck prints it), instead of the usual index turned 180 degrees. Read alone, such a
#: corner of a 6 looks like a turned 9, and a heart's like a turned diamond's.
UPRIGHT_BOTTOM_RATE = 0.15
#: Pip centres for number cards in a unit box (x, y); pips below the middle are turned over.
PIPS = {
    "A": [(0.5, 0.5)],
    "2": [(0.5, 0.0), (0.5, 1.0)],
    "3": [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    "4": [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)],
    "5": [(0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)],
    "6": [(x, y) for y in (0.0, 0.5, 1.0) for x in (0.0, 1.0)],
    "7": [(x, y) for y in (0.0, 0.5, 1.0) for x in (0.0, 1.0)] + [(0.5, 0.25)],
    "8": [(x, y) for y in (0.0, 0.5, 1.0) for x in (0.0, 1.0)] + [(0.5, 0.25), (0.5, 0.75)],
    "9": [(x, y) for y in (0.0, 1 / 3, 2 / 3, 1.0) for x in (0.0, 1.0)] + [(0.5, 0.5)],
    "10": [(x, y) for y in (0.0, 1 / 3, 2 / 3, 1.0) for x in (0.0, 1.0)]
    + [(0.5, 1 / 6), (0.5, 5 / 6)],
}


def font_dir() -> Path:
    return cache_dir() / "extract" / "usr" / "share" / "fonts"


@cache
def font_files(root: Path | None = None) -> tuple[str, ...]:
    """Every usable font file under the card-art cache (sorted, so seeds are stable)."""
    root = root or font_dir()
    files = [p for p in root.rglob("*") if p.suffix.lower() in (".ttf", ".otf")]
    return tuple(sorted(str(p) for p in files if not p.stem.startswith(_NOT_FOR_CARDS)))


def fonts_available() -> bool:
    return len(font_files()) >= 8


def _square(mask: np.ndarray, side: int = 32) -> np.ndarray:
    """A glyph mask scaled into a ``side`` x ``side`` square at its own aspect, centred."""
    h, w = mask.shape
    scale = side / max(h, w)
    size = (max(1, round(w * scale)), max(1, round(h * scale)))
    small = cv2.resize(mask, size, interpolation=cv2.INTER_AREA)
    out = np.zeros((side, side), np.float32)
    y0, x0 = (side - small.shape[0]) // 2, (side - small.shape[1]) // 2
    out[y0 : y0 + small.shape[0], x0 : x0 + small.shape[1]] = small
    return out


def signs_that_agree(signs: dict[str, dict[str, np.ndarray]]) -> set[str]:
    """The fonts (keys of ``signs``: font -> suit -> glyph mask) whose four suit signs each look
    most like the same suit's sign in most fonts: the typical sign of each suit is the pixel
    median over all fonts, and a font agrees when every one of its signs is nearer (mean
    absolute difference) its own suit's typical sign than any other suit's. GNU FreeFont's
    FreeSerifBold and FreeSerifBoldItalic draw a club at U+2660 (spade) and a spade at
    U+2663 (club): decks typeset in them would teach a reader that clubs are spades."""
    squares = {
        font: {suit: _square(m) for suit, m in masks.items()} for font, masks in signs.items()
    }
    typical = {
        suit: np.median(np.stack([sq[suit] for sq in squares.values()]), axis=0)
        for suit in SUIT_SIGN
    }
    agree = set()
    for font, sq in squares.items():
        nearest = {
            suit: min(typical, key=lambda t: float(np.abs(sq[suit] - typical[t]).mean()))
            for suit in SUIT_SIGN
        }
        if all(nearest[suit] == suit for suit in SUIT_SIGN):
            agree.add(font)
    return agree


@cache
def suit_fonts(fonts: tuple[str, ...]) -> tuple[str, ...]:
    """Those of ``fonts`` whose suit signs are the right ones (:func:`signs_that_agree`)."""
    signs = {f: {suit: glyph_mask(sign, f, 48) for suit, sign in SUIT_SIGN.items()} for f in fonts}
    agree = signs_that_agree(signs)
    return tuple(f for f in fonts if f in agree)


@cache
def _font(path: str, px: int):  # type: ignore[no-untyped-def]
    from PIL import ImageFont

    return ImageFont.truetype(path, px)


def glyph_mask(text: str, font_path: str, height: int) -> np.ndarray:
    """A float32 mask of ``text`` cut to its ink, scaled so the ink is ``height`` pixels tall."""
    from PIL import Image, ImageDraw

    px = 96
    font = _font(font_path, px)
    x0, y0, x1, y1 = font.getbbox(text)
    im = Image.new("L", (x1 - x0 + 8, y1 - y0 + 8), 0)
    ImageDraw.Draw(im).text((4 - x0, 4 - y0), text, font=font, fill=255)
    mask = np.asarray(im, np.float32) / 255.0
    if not (mask > 0.2).any():
        raise ValueError(f"{Path(font_path).name} draws nothing for {text!r}")
    return _fit_to_ink(mask, height)


def _fit_to_ink(mask: np.ndarray, height: int) -> np.ndarray:
    """``mask`` cut to its ink (values over 0.2) and scaled so the ink is ``height`` tall."""
    ys, xs = np.nonzero(mask > 0.2)
    mask = mask[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]
    scale = height / mask.shape[0]
    size = (max(1, round(mask.shape[1] * scale)), max(1, height))
    return cv2.resize(mask, size, interpolation=cv2.INTER_AREA)


@dataclass(frozen=True)
class SignShape:
    """Proportions of suit signs drawn from circles, triangles and a stem, so that the signs
    vary beyond the fonts' few designs (a club with fat or small lobes, a short or long spade
    tip, a wide or narrow diamond): a reader must learn what tells the suits apart, three lobes
    against a point, not one typeface's sign. All in units of the sign's height."""

    lobe: float  # club and spade lobe radius
    spread: float  # distance of the side lobes from the middle
    stem: float  # stem width at the top
    flare: float  # stem width at the foot
    tip: float  # spade: how far the point rises above the lobes
    diamond: float  # diamond width
    heart: float  # heart lobe radius


def random_signs(rng: np.random.Generator) -> SignShape:
    return SignShape(
        lobe=float(rng.uniform(0.2, 0.3)),
        spread=float(rng.uniform(0.85, 1.25)),
        stem=float(rng.uniform(0.04, 0.14)),
        flare=float(rng.uniform(0.12, 0.45)),
        tip=float(rng.uniform(0.35, 0.6)),
        diamond=float(rng.uniform(0.55, 0.85)),
        heart=float(rng.uniform(0.24, 0.3)),
    )


def drawn_sign(suit: str, shape: SignShape, height: int) -> np.ndarray:
    """A float32 mask of a suit sign drawn from ``shape``, cut to its ink, ``height`` tall."""
    n = 160  # drawn large, then scaled down (smooth edges)
    canvas = np.zeros((n, n), np.uint8)
    mid = n // 2
    unit = n * 0.8  # the sign's height on the canvas
    top = (n - unit) / 2

    def disc(x: float, y: float, r: float) -> None:
        cv2.circle(canvas, (round(x), round(y)), max(1, round(r)), 255, -1, cv2.LINE_AA)

    def poly(points: list[tuple[float, float]]) -> None:
        pts = np.round(np.array(points)).astype(np.int32)
        cv2.fillPoly(canvas, [pts], 255, cv2.LINE_AA)

    def stem(y0: float) -> None:
        foot = top + unit
        half_top, half_foot = shape.stem * unit / 2, shape.flare * unit / 2
        poly(
            [
                (mid - half_top, y0),
                (mid + half_top, y0),
                (mid + half_foot, foot),
                (mid - half_foot, foot),
            ]
        )

    if suit == "C":
        r = shape.lobe * unit
        side = r * shape.spread
        disc(mid, top + r, r)
        body = top + r * (1 + 1.6)
        disc(mid - side, body, r)
        disc(mid + side, body, r)
        poly([(mid, top + r), (mid - side, body), (mid + side, body)])
        stem(body)
    elif suit == "S":
        r = shape.lobe * unit
        side = r * shape.spread * 0.8
        body = top + unit * shape.tip + r * 0.6
        disc(mid - side, body, r)
        disc(mid + side, body, r)
        poly(
            [
                (mid, top),
                (mid - side - r * 0.95, body - r * 0.3),
                (mid - side, body + r * 0.5),
                (mid + side, body + r * 0.5),
                (mid + side + r * 0.95, body - r * 0.3),
            ]
        )
        stem(body)
    elif suit == "H":
        r = shape.heart * unit
        y = top + r
        disc(mid - r * 0.9, y, r)
        disc(mid + r * 0.9, y, r)
        poly([(mid - r * 1.85, y + r * 0.3), (mid + r * 1.85, y + r * 0.3), (mid, top + unit)])
    else:
        half = shape.diamond * unit / 2
        poly(
            [
                (mid, top),
                (mid + half, top + unit / 2),
                (mid, top + unit),
                (mid - half, top + unit / 2),
            ]
        )
    return _fit_to_ink(canvas.astype(np.float32) / 255.0, height)


def sign_mask(style: Style, suit: str, height: int) -> np.ndarray:
    """The deck's suit sign: drawn from its shapes, or from its suit font."""
    if style.signs is not None:
        return drawn_sign(suit, style.signs, height)
    return glyph_mask(SUIT_SIGN[suit], style.suit_font, height)


@dataclass(frozen=True)
class Style:
    """One deck design."""

    width: int  # card width for CARD_H tall
    radius: int  # corner rounding
    paper: tuple[int, int, int]  # BGR
    ink: dict[str, tuple[int, int, int]]  # per suit
    rank_font: str
    suit_font: str
    rank_h: int  # rank ink height
    suit_h: int
    beside: bool  # suit sign right of the rank instead of under it
    margin: tuple[int, int]  # index's top-left from the card's corner
    gap: int
    pip_h: int
    border: tuple[int, int, int] | None
    four_corners: bool
    court: tuple[tuple[int, int, int], ...]  # colours of the court-card pictures
    # suit signs drawn from shapes (see drawn_sign) instead of the suit font, or None
    signs: SignShape | None = None
    # far corners' index upright, suit first (UPRIGHT_BOTTOM_RATE), not turned 180 degrees
    upright_bottom: bool = False

    @property
    def four_colour(self) -> bool:
        """Clubs and diamonds in colours of their own (green, blue)."""
        return self.ink["C"] != self.ink["S"]


def random_style(rng: np.random.Generator, fonts: tuple[str, ...]) -> Style:
    width = int(CARD_H * rng.uniform(0.62, 0.73))
    rank_font = fonts[int(rng.integers(len(fonts)))]
    suit_font = rank_font if rng.random() < 0.5 else fonts[int(rng.integers(len(fonts)))]
    signs_ok = suit_fonts(fonts)
    if suit_font not in signs_ok:  # its suit signs are wrong: another font's, for the signs
        suit_font = signs_ok[int(rng.integers(len(signs_ok)))]
    rank_h = int(CARD_H * rng.uniform(0.055, 0.12))
    beside = rng.random() < 0.12
    red = (
        int(rng.integers(0, 60)),
        int(rng.integers(0, 50)),
        int(rng.integers(150, 235)),
    )
    black = tuple(int(v) for v in rng.integers(0, 45, 3))
    ink = {"S": black, "C": black, "D": red, "H": red}
    if rng.random() < 0.08:  # four-colour deck
        ink["C"] = (int(rng.integers(30, 80)), int(rng.integers(110, 160)), 20)
        ink["D"] = (int(rng.integers(150, 210)), int(rng.integers(60, 110)), 10)
    paper = tuple(int(v) for v in np.clip(rng.normal([236, 244, 248], 8), 200, 255))
    return Style(
        width=width,
        radius=int(width * rng.uniform(0.03, 0.09)),
        paper=paper,  # type: ignore[arg-type]
        ink=ink,
        rank_font=rank_font,
        suit_font=suit_font,
        rank_h=rank_h,
        suit_h=int(rank_h * rng.uniform(0.55, 1.0)),
        beside=beside,
        margin=(int(width * rng.uniform(0.025, 0.08)), int(CARD_H * rng.uniform(0.02, 0.06))),
        gap=int(rank_h * rng.uniform(0.05, 0.3)),
        pip_h=int(CARD_H * rng.uniform(0.09, 0.15)),
        border=tuple(int(v) for v in rng.integers(0, 200, 3)) if rng.random() < 0.3 else None,  # type: ignore[arg-type]
        four_corners=rng.random() < 0.08,
        court=tuple(tuple(int(v) for v in rng.integers(0, 256, 3)) for _ in range(4)),  # type: ignore[misc]
        signs=random_signs(rng) if rng.random() < DRAWN_SIGN_RATE else None,
        upright_bottom=bool(rng.random() < UPRIGHT_BOTTOM_RATE),  # drawn last: seeds keep
    )


def _paint(
    card: np.ndarray, mask: np.ndarray, x: int, y: int, colour: tuple[int, int, int]
) -> None:
    """Blend ``colour`` into ``card`` (BGR float) through ``mask`` at top-left (x, y), clipped."""
    h, w = mask.shape
    ch, cw = card.shape[:2]
    x0, y0, x1, y1 = max(x, 0), max(y, 0), min(x + w, cw), min(y + h, ch)
    if x1 <= x0 or y1 <= y0:
        return
    m = mask[y0 - y : y1 - y, x0 - x : x1 - x, None]
    region = card[y0:y1, x0:x1]
    region[:] = region * (1 - m) + np.asarray(colour, np.float32) * m


def index_mask(style: Style, code: str, suit_first: bool = False) -> np.ndarray:
    """The corner index of ``code`` as one mask, cut to its ink (its box is the whole mask);
    ``suit_first``: the suit sign above (or left of) the rank, as an upright far corner has it."""
    if code.startswith("JK"):
        letters = [glyph_mask(c, style.rank_font, int(style.rank_h * 0.55)) for c in "JOKER"]
        w = max(m.shape[1] for m in letters)
        gap = max(1, style.gap // 3)
        out = np.zeros((sum(m.shape[0] + gap for m in letters) - gap, w), np.float32)
        y = 0
        for m in letters:
            x = (w - m.shape[1]) // 2
            out[y : y + m.shape[0], x : x + m.shape[1]] = m
            y += m.shape[0] + gap
        return out
    rank, suit = code[:-1], code[-1]
    r = glyph_mask(rank, style.rank_font, style.rank_h)
    if rank == "10" and r.shape[1] > 1.3 * r.shape[0]:  # squeeze a wide "10" as decks do
        r = cv2.resize(r, (int(1.1 * r.shape[0]), r.shape[0]), interpolation=cv2.INTER_AREA)
    s = sign_mask(style, suit, style.suit_h)
    first, second = (s, r) if suit_first else (r, s)
    if style.beside:
        h = max(r.shape[0], s.shape[0])
        out = np.zeros((h, r.shape[1] + style.gap + s.shape[1]), np.float32)
        out[: first.shape[0], : first.shape[1]] = first
        out[: second.shape[0], first.shape[1] + style.gap :] = second
    else:
        w = max(r.shape[1], s.shape[1])
        out = np.zeros((r.shape[0] + style.gap + s.shape[0], w), np.float32)
        x = (w - first.shape[1]) // 2
        out[: first.shape[0], x : x + first.shape[1]] = first
        y, x = first.shape[0] + style.gap, (w - second.shape[1]) // 2
        out[y:, x : x + second.shape[1]] = second
    return out


def _rounded_alpha(h: int, w: int, radius: int) -> np.ndarray:
    alpha = np.full((h, w), 255, np.uint8)
    if radius > 1:
        alpha[:radius, :radius] = alpha[:radius, -radius:] = 0
        alpha[-radius:, :radius] = alpha[-radius:, -radius:] = 0
        for cx, cy in (
            (radius, radius),
            (w - radius - 1, radius),
            (radius, h - radius - 1),
            (w - radius - 1, h - radius - 1),
        ):
            cv2.circle(alpha, (cx, cy), radius, 255, -1, cv2.LINE_AA)
    return alpha


def draw_card(
    style: Style, code: str
) -> tuple[np.ndarray, list[tuple[float, float, float, float]]]:
    """The card as BGRA (``CARD_H`` tall) and its index boxes in normalised card coordinates."""
    h, w = CARD_H, style.width
    card = np.empty((h, w, 3), np.float32)
    card[:] = style.paper
    suit = "S" if code.startswith("JK") else code[-1]
    colour = style.ink[suit] if not code.startswith("JK") else style.ink["H"]
    index = index_mask(style, code)
    ih, iw = index.shape
    mx, my = style.margin
    boxes = [(mx / w, my / h, (mx + iw) / w, (my + ih) / h)]
    _paint(card, index, mx, my, colour)
    turned = index_mask(style, code, suit_first=True) if style.upright_bottom else index[::-1, ::-1]
    _paint(card, turned, w - mx - iw, h - my - ih, colour)
    boxes.append(((w - mx - iw) / w, (h - my - ih) / h, (w - mx) / w, (h - my) / h))
    if style.four_corners:
        _paint(card, index, w - mx - iw, my, colour)
        _paint(card, turned, mx, h - my - ih, colour)
        boxes.append(((w - mx - iw) / w, my / h, (w - mx) / w, (my + ih) / h))
        boxes.append((mx / w, (h - my - ih) / h, (mx + iw) / w, (h - my) / h))
    # the middle: pips, or a framed picture
    left, right = mx + iw + int(0.04 * w), w - mx - iw - int(0.04 * w)
    top, bottom = int(0.1 * h), h - int(0.1 * h)
    rank = code[:-1]
    if rank in PIPS:
        pip_h = style.pip_h * (2 if rank == "A" else 1)
        pip = sign_mask(style, suit, pip_h)
        ph, pw = pip.shape
        for ux, uy in PIPS[rank]:
            cx = left + pw / 2 + ux * max(right - left - pw, 0)
            cy = top + ph / 2 + uy * max(bottom - top - ph, 0)
            m = pip if uy <= 0.5 else pip[::-1, ::-1]
            _paint(card, m, int(cx - pw / 2), int(cy - ph / 2), colour)
    elif right - left > 8:
        x0, y0, x1, y1 = left, top, right, bottom
        for i, c in enumerate(style.court):
            inset = int(i * (x1 - x0) * 0.08)
            if x1 - x0 - 2 * inset < 4:
                break
            block = np.zeros((y1 - y0, x1 - x0), np.float32)
            cv2.rectangle(
                block, (inset, inset), (x1 - x0 - inset - 1, y1 - y0 - inset - 1), 0.9, 2 + i
            )
            _paint(card, block, x0, y0, c)
        letter = "JOKER" if code.startswith("JK") else rank
        big = glyph_mask(
            letter, style.rank_font, int((y1 - y0) * (0.12 if len(letter) > 1 else 0.3))
        )
        big = big[:, : min(big.shape[1], x1 - x0 - 8)]
        _paint(card, big, (x0 + x1 - big.shape[1]) // 2, (y0 + y1 - big.shape[0]) // 2, colour)
    if style.border is not None:
        cv2.rectangle(card, (3, 3), (w - 4, h - 4), style.border, 1, cv2.LINE_AA)
    bgra = np.dstack([np.clip(card, 0, 255).astype(np.uint8), _rounded_alpha(h, w, style.radius)])
    return bgra, boxes


def deck_style(seed: int) -> Style:
    fonts = font_files()
    if not fonts:
        raise RuntimeError(f"no fonts in {font_dir()}: run `python -m datasets.cardart` first")
    return random_style(np.random.default_rng([seed, 77]), fonts)


def deck_codes() -> list[str]:
    return [*CLASS_NAMES[:52], "JK"]


def _check() -> None:  # pragma: no cover - a contact sheet by eye: python -m datasets.procdeck
    import sys

    seeds = [int(a) for a in sys.argv[1:]] or [0, 1, 2, 3]
    rows = []
    for s in seeds:
        style = deck_style(s)
        cards = []
        for code in ["3S", "7C", "10D", "QH", "AS", "JK"]:
            im, boxes = draw_card(style, code)
            bgr = im[..., :3].copy()
            for b in boxes:
                x0, y0, x1, y1 = (
                    int(v * d) for v, d in zip(b, (style.width, CARD_H) * 2, strict=True)
                )
                cv2.rectangle(bgr, (x0, y0), (x1, y1), (0, 200, 0), 1)
            cards.append(cv2.resize(bgr, (int(CARD_H * 0.73), CARD_H)))
        rows.append(np.hstack(cards))
    out = Path("procdeck_sheet.png")
    cv2.imwrite(str(out), np.vstack(rows))
    print(f"wrote {out}")


if __name__ == "__main__":  # pragma: no cover
    _check()
