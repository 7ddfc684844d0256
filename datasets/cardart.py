"""Card art for synthetic training scenes.

Fetches the SVG decks shipped by Debian's ``gnome-cards-data`` (aisleriot) and
``kdegames-card-data-kf5`` (KDE), renders every card of the usable French-suited decks to
PNG (RGBA, cropped to the card's alpha, normalised to ``CARD_H`` pixels tall) and finds the
corner-index box (rank + suit print in the top-left corner) of every card from its pixels.

Everything lives in a cache folder (``$THIRTEEN_CACHE``, default ``~/.cache/thirteen``)::

    debs/            the .deb files of PACKAGES (apt-get download): card art and fonts
    extract/         dpkg -x of them all (fonts for datasets.procdeck in usr/share/fonts)
    svg/DECK.svg     decompressed SVG
    cards/DECK/CODE.png   rendered cards; CODE is "3S" ... "2H", "JK0", "JK1", "back"
    cards/DECK/index.json corner-index boxes (normalised card coordinates) and deck facts
    sheets/DECK.png  contact sheets with the boxes drawn, for checking by eye

Run ``python -m datasets.cardart`` once (about 3–5 minutes on 2 cores). Needs Debian's
``rsvg-convert`` (package ``librsvg2-bin``; installed with apt-get if missing) and
``dpkg``/``apt-get``. Licences: aisleriot decks GPL-3+, KDE decks (L)GPL.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

import cv2
import numpy as np

CARD_H = 400
#: Fonts for :mod:`datasets.procdeck` (DejaVu, Liberation, FreeFont, URW's 35 PostScript clones).
FONT_PACKAGES = ("fonts-dejavu-core", "fonts-liberation", "fonts-freefont-ttf", "fonts-urw-base35")
RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]
SUITS = ["S", "C", "D", "H"]
JOKER_CLASS = 52
CLASS_NAMES = [r + s for r in RANKS for s in SUITS] + ["JK"]

_SVG_RANK = {
    "3": "3",
    "4": "4",
    "5": "5",
    "6": "6",
    "7": "7",
    "8": "8",
    "9": "9",
    "10": "10",
    "J": "jack",
    "Q": "queen",
    "K": "king",
    "A": "1",
    "2": "2",
}
_SVG_SUIT = {"S": "spade", "C": "club", "D": "diamond", "H": "heart"}
AISLERIOT = "usr/share/aisleriot/cards"
KDE = "usr/share/carddecks"


@dataclass(frozen=True)
class Deck:
    name: str  # unique deck name used in the cache
    path: str  # path of the .svgz inside extract/
    scheme: str  # "suit_rank" (aisleriot) or "rank_suit" (KDE)
    family: str  # near-copies share a family; splits hold out whole families
    faces: bool = True  # face cards (J/Q/K) carry a rank letter in the index
    four_corners: bool = False  # an index in all four corners (dondorf)


DECKS: list[Deck] = [
    Deck("anglo", f"{AISLERIOT}/anglo.svgz", "suit_rank", "anglo"),
    Deck("anglo_bitmap", f"{AISLERIOT}/anglo_bitmap.svgz", "suit_rank", "anglo"),
    Deck("gnomangelo", f"{AISLERIOT}/gnomangelo.svgz", "suit_rank", "anglo"),
    Deck("gnomangelo_bitmap", f"{AISLERIOT}/gnomangelo_bitmap.svgz", "suit_rank", "anglo"),
    Deck("anglo_modern", f"{AISLERIOT}/anglo_modern.svgz", "suit_rank", "anglo_modern"),
    Deck(
        "anglo_modern_4_color",
        f"{AISLERIOT}/anglo_modern_4_color.svgz",
        "suit_rank",
        "anglo_modern",
    ),
    Deck("anglo_poker", f"{AISLERIOT}/anglo_poker.svgz", "suit_rank", "anglo_poker"),
    Deck("bellot", f"{AISLERIOT}/bellot.svgz", "suit_rank", "bellot"),
    Deck("dondorf", f"{AISLERIOT}/dondorf.svgz", "suit_rank", "dondorf", four_corners=True),
    Deck(
        "kde_dondorf", f"{KDE}/svg-dondorf/dondorf.svgz", "rank_suit", "dondorf", four_corners=True
    ),
    Deck(
        "guyenne-classic", f"{AISLERIOT}/guyenne-classic.svgz", "suit_rank", "guyenne", faces=False
    ),
    Deck("neoclassical", f"{AISLERIOT}/neoclassical.svgz", "suit_rank", "neoclassical"),
    Deck(
        "neoclassical_4_color",
        f"{AISLERIOT}/neoclassical_4_color.svgz",
        "suit_rank",
        "neoclassical",
    ),
    Deck("orell", f"{AISLERIOT}/orell.svgz", "suit_rank", "orell"),
    Deck("ornamental", f"{AISLERIOT}/ornamental.svgz", "suit_rank", "ornamental"),
    Deck(
        "kde_nicu_ornamental",
        f"{KDE}/svg-nicu-ornamental/ornamental.svgz",
        "rank_suit",
        "ornamental",
    ),
    Deck("kde_nicu_white", f"{KDE}/svg-nicu-white/white.svgz", "rank_suit", "nicu_white"),
    Deck("paris", f"{AISLERIOT}/paris.svgz", "suit_rank", "paris"),
    Deck("kde_gm_paris", f"{KDE}/svg-gm-paris/paris.svgz", "rank_suit", "paris"),
    Deck("plastic", f"{AISLERIOT}/plastic.svgz", "suit_rank", "plastic"),
    Deck("simplistic", f"{AISLERIOT}/simplistic.svgz", "suit_rank", "simplistic"),
    Deck("tigullio", f"{AISLERIOT}/tigullio.svgz", "suit_rank", "tigullio"),
    Deck(
        "kde_tigullio_international",
        f"{KDE}/svg-tigullio-international/tigullio-international.svgz",
        "rank_suit",
        "tigullio",
    ),
    Deck(
        "kde_ancient_egyptians",
        f"{KDE}/svg-ancient-egyptians/Ancient_Egyptians.svgz",
        "rank_suit",
        "ancient_egyptians",
    ),
    Deck("kde_jolly_royal", f"{KDE}/svg-jolly-royal/jolly-royal.svgz", "rank_suit", "jolly_royal"),
    Deck("kde_penguins", f"{KDE}/svg-penguins/penguins.svgz", "rank_suit", "penguins"),
    Deck("kde_standard", f"{KDE}/svg-standard/standard.svgz", "rank_suit", "kde_standard"),
]
DECKS_BY_NAME = {d.name: d for d in DECKS}

#: Families held out of training ("unseen designs" validation split).
VAL_FAMILIES = ("bellot", "penguins", "plastic")


def cache_dir() -> Path:
    return Path(os.environ.get("THIRTEEN_CACHE", "~/.cache/thirteen")).expanduser()


def card_codes() -> list[str]:
    return list(CLASS_NAMES[:JOKER_CLASS])


def code_class(code: str) -> int:
    """Class index of a card code: "10H" -> 31, "JK0" -> 52."""
    if code.startswith("JK"):
        return JOKER_CLASS
    return CLASS_NAMES.index(code)


def svg_id(deck: Deck, code: str) -> str:
    rank, suit = _SVG_RANK[code[:-1]], _SVG_SUIT[code[-1]]
    return f"{suit}_{rank}" if deck.scheme == "suit_rank" else f"{rank}_{suit}"


# --------------------------------------------------------------------------- fetching


def _run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(cmd, check=True, **kw)  # type: ignore[call-overload, no-any-return]


def ensure_rsvg() -> str:
    exe = shutil.which("rsvg-convert")
    if exe:
        return exe
    print("rsvg-convert missing: installing Debian package librsvg2-bin with apt-get", flush=True)
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    _run([*sudo, "apt-get", "install", "-y", "librsvg2-bin"])
    exe = shutil.which("rsvg-convert")
    if not exe:
        raise RuntimeError("rsvg-convert still missing after installing librsvg2-bin")
    return exe


#: Debian packages fetched into the cache: the card art, and the fonts of the procedural decks.
PACKAGES = ("gnome-cards-data", "kdegames-card-data-kf5", *FONT_PACKAGES)


def fetch(root: Path | None = None) -> Path:
    """Download and unpack the Debian card-art and font packages; return the extract folder."""
    root = root or cache_dir()
    debs, extract = root / "debs", root / "extract"
    unpacked = all((extract / d).is_dir() for d in (AISLERIOT, KDE, "usr/share/fonts"))
    if unpacked and all(list(debs.glob(f"{pkg}_*.deb")) for pkg in PACKAGES):
        return extract
    debs.mkdir(parents=True, exist_ok=True)
    for pkg in PACKAGES:
        if not list(debs.glob(f"{pkg}_*.deb")):
            print(f"apt-get download {pkg}", flush=True)
            try:
                _run(["apt-get", "download", pkg], cwd=debs)
            except subprocess.CalledProcessError:
                sudo = [] if os.geteuid() == 0 else ["sudo"]
                _run([*sudo, "apt-get", "update"])
                _run(["apt-get", "download", pkg], cwd=debs)
    for deb in sorted(debs.glob("*.deb")):
        _run(["dpkg", "-x", str(deb), str(extract)])
    return extract


def svg_file(deck: Deck, root: Path) -> Path:
    out = root / "svg" / f"{deck.name}.svg"
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        data = (root / "extract" / deck.path).read_bytes()
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        out.write_bytes(data)
    return out


# --------------------------------------------------------------------------- rendering


def _render_raw(svg: Path, element: str, zoom: float, out: Path) -> np.ndarray | None:
    r = subprocess.run(
        ["rsvg-convert", f"--export-id={element}", "-z", f"{zoom:.5f}", str(svg), "-o", str(out)],
        capture_output=True,
    )
    if r.returncode != 0 or not out.exists():
        return None
    im = cv2.imread(str(out), cv2.IMREAD_UNCHANGED)
    out.unlink()
    if im is None or im.ndim != 3 or im.shape[2] != 4:
        return None
    return im


def _crop_alpha(im: np.ndarray) -> np.ndarray | None:
    ys, xs = np.nonzero(im[:, :, 3] > 8)
    if len(ys) == 0:
        return None
    return im[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]


def _svg_ids(svg: Path) -> set[str]:
    import re

    return set(re.findall(r'id="([^"]+)"', svg.read_text(errors="ignore")))


def _elements(deck: Deck, svg: Path) -> list[tuple[str, str]]:
    """(code, svg element id) pairs to render for a deck."""
    ids = _svg_ids(svg)
    out = [(c, svg_id(deck, c)) for c in card_codes()]
    jokers = [
        j for j in ("joker_black", "joker_red", "black_joker", "red_joker", "joker") if j in ids
    ]
    if "joker_black" in jokers or "black_joker" in jokers:
        jokers = [j for j in jokers if j != "joker"]
    out += [(f"JK{i}", j) for i, j in enumerate(jokers)]
    if "back" in ids:
        out.append(("back", "back"))
    return [(c, e) for c, e in out if e in ids]


def _render_task(args: tuple[str, str, str, float, str]) -> tuple[str, str, bool]:
    deck_name, code, element, zoom, root_s = args
    root = Path(root_s)
    deck = DECKS_BY_NAME[deck_name]
    svg = svg_file(deck, root)
    out = root / "cards" / deck_name / f"{code}.png"
    tmp = out.with_suffix(f".tmp{os.getpid()}.png")
    im = _render_raw(svg, element, zoom, tmp)
    if im is None:
        return deck_name, code, False
    im = _crop_alpha(im)
    if im is None:
        return deck_name, code, False
    h, w = im.shape[:2]
    im = cv2.resize(im, (round(w * CARD_H / h), CARD_H), interpolation=cv2.INTER_AREA)
    cv2.imwrite(str(out), im)
    return deck_name, code, True


def _probe_zoom(deck: Deck, root: Path) -> float:
    svg = svg_file(deck, root)
    probe = root / "cards" / deck.name / "_probe.png"
    im = _render_raw(svg, svg_id(deck, "QS"), 1.0, probe)
    if im is None:
        raise RuntimeError(f"cannot render {deck.name}")
    crop = _crop_alpha(im)
    assert crop is not None
    return 1.25 * CARD_H / crop.shape[0]


def render_all(decks: Iterable[Deck] = DECKS, workers: int = 2, root: Path | None = None) -> None:
    root = root or cache_dir()
    ensure_rsvg()
    fetch(root)
    tasks = []
    for deck in decks:
        (root / "cards" / deck.name).mkdir(parents=True, exist_ok=True)
        todo = [
            (c, e)
            for c, e in _elements(deck, svg_file(deck, root))
            if not (root / "cards" / deck.name / f"{c}.png").exists()
        ]
        if not todo:
            continue
        zoom = _probe_zoom(deck, root)
        tasks += [(deck.name, c, e, zoom, str(root)) for c, e in todo]
    if not tasks:
        return
    t0 = time.time()
    print(f"rendering {len(tasks)} cards with {workers} processes", flush=True)
    with Pool(workers) as pool:
        for i, (dn, code, ok) in enumerate(pool.imap_unordered(_render_task, tasks), 1):
            if not ok:
                print(f"  failed: {dn} {code}", flush=True)
            if i % 100 == 0 or i == len(tasks):
                print(f"  {i}/{len(tasks)} cards, {time.time() - t0:.0f} s", flush=True)


# --------------------------------------------------------------------------- index boxes


def _ink_mask(im: np.ndarray) -> np.ndarray:
    """Pixels that differ from the card's paper colour (inside the card)."""
    a = im[:, :, 3] > 128
    rgb = im[:, :, :3].astype(np.int16)
    h, w = a.shape
    # paper colour: median of a band just inside the left edge, mid height
    band = rgb[int(0.45 * h) : int(0.55 * h), int(0.04 * w) : int(0.08 * w)].reshape(-1, 3)
    paper = np.median(band, axis=0)
    diff = np.abs(rgb - paper).max(axis=2)
    return (diff > 60) & a


def _components(ink: np.ndarray, wx: int, wy: int, min_area: float) -> list[list[int]]:
    win = ink[:wy, :wx]
    n, _, stats, _ = cv2.connectedComponentsWithStats(win, connectivity=8)
    h, w = ink.shape
    comps = []
    for i in range(1, n):
        x, y, cw, ch, area = (int(v) for v in stats[i])
        if area < min_area:
            continue
        if x + cw >= wx - 1 or y + ch >= wy - 1:  # runs out of the window: frame/picture
            continue
        if ch > 0.25 * h or cw > 0.25 * w:
            continue
        comps.append([x, y, x + cw, y + ch])
    return comps


def _union(a: list[int], b: list[int]) -> list[int]:
    return [min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])]


def find_index_box(
    im: np.ndarray, joker: bool = False, ten: bool = False
) -> tuple[float, float, float, float] | None:
    """Box (x0, y0, x1, y1, normalised) of the top-left corner index, from ink blobs.

    The rank is the blob nearest the corner (plus the "0" beside it when ``ten``);
    the suit is the nearest blob below the rank. For jokers, nearby blobs are merged
    ("Joker" written downwards or across, or a star).
    """
    h, w = im.shape[:2]
    ink = _ink_mask(im).astype(np.uint8)
    # ignore the card outline: erase a thin margin along the card's alpha edge
    alpha = (im[:, :, 3] > 128).astype(np.uint8)
    inner = cv2.erode(alpha, np.ones((3, 3), np.uint8), iterations=max(2, int(0.012 * h)))
    ink &= inner
    comps = _components(ink, int(0.36 * w), int(0.48 * h), max(6, 0.0002 * h * w))
    if not comps:
        return None
    comps.sort(key=lambda b: b[0] + b[1])
    box = comps[0]
    rest = comps[1:]
    if joker:
        gap = 0.03 * h
        changed = True
        while changed:
            changed = False
            for b in list(rest):
                dx = max(b[0] - box[2], box[0] - b[2], 0)
                dy = max(b[1] - box[3], box[1] - b[3], 0)
                nb = _union(box, b)
                if dx <= gap and dy <= gap and nb[2] - nb[0] < 0.4 * w and nb[3] - nb[1] < 0.4 * h:
                    box = nb
                    rest.remove(b)
                    changed = True
        return (box[0] / w, box[1] / h, box[2] / w, box[3] / h)
    rh = box[3] - box[1]
    # rank: blobs beside the seed at the same height ("10"), not thin decorations
    for b in sorted(rest, key=lambda b: b[0]) if ten else []:
        ov = min(b[3], box[3]) - max(b[1], box[1])
        bh = b[3] - b[1]
        if (
            b[0] >= box[2] - 2
            and b[0] - box[2] < 0.2 * rh
            and ov > 0.6 * rh
            and 0.6 * rh < bh < 1.3 * rh
            and b[2] - b[0] < 1.0 * rh
        ):
            box = _union(box, b)
            rest.remove(b)
    rank = box
    rw = rank[2] - rank[0]
    # small bits inside the rank box (holes / serifs drawn separately)
    for b in list(rest):
        if (
            b[0] >= rank[0] - 2
            and b[2] <= rank[2] + 2
            and b[1] >= rank[1] - 2
            and b[3] <= rank[3] + 2
        ):
            rest.remove(b)
    cx0, cx1 = rank[0] - 0.35 * rw, rank[2] + 0.35 * rw
    below = [
        b
        for b in rest
        if b[1] >= rank[3] - 0.15 * rh
        and b[1] - rank[3] < 0.9 * rh
        and cx0 <= (b[0] + b[2]) / 2 <= cx1
        and b[0] < rank[2] - 0.1 * rw
        and b[3] - b[1] < 1.3 * rh
        and b[2] - b[0] < 1.8 * max(rw, 0.5 * rh)
    ]
    if below:
        suit = min(below, key=lambda b: b[1])
        # parts of the suit (a club's stem drawn apart)
        for b in below:
            if (
                b is not suit
                and b[1] < suit[3]
                and b[3] > suit[1]
                and b[0] < suit[2] + 2
                and b[2] > suit[0] - 2
            ):
                suit = _union(suit, b)
        box = _union(rank, suit)
    return (box[0] / w, box[1] / h, box[2] / w, box[3] / h)


def _iou(a: list[float], b: list[float]) -> float:
    ix = max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = ix * iy
    ua = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / ua if ua > 0 else 0.0


def compute_boxes(deck: Deck, root: Path | None = None) -> dict[str, object]:
    root = root or cache_dir()
    folder = root / "cards" / deck.name
    boxes: dict[str, list[float]] = {}
    raw: dict[str, list[float] | None] = {}
    size = None
    codes = card_codes() + [p.stem for p in sorted(folder.glob("JK*.png"))]
    for code in codes:
        p = folder / f"{code}.png"
        if not p.exists():
            continue
        im = cv2.imread(str(p), cv2.IMREAD_UNCHANGED)
        size = im.shape[:2]
        b = find_index_box(im, joker=code.startswith("JK"), ten=code.startswith("10"))
        raw[code] = list(b) if b else None
    # per-deck median box (number cards), used to sanity-check and to fill in
    pip_ranks = ("3", "4", "5", "6", "7", "8", "9", "A", "2")
    num = [b for c, b in raw.items() if b and c[:-1] in pip_ranks]
    med = np.median(np.array(num), axis=0).tolist() if num else None
    fixed = []
    for code, b in raw.items():
        is_face = code[:-1] in ("J", "Q", "K")
        if code.startswith("JK"):
            if b is not None:
                boxes[code] = [round(v, 4) for v in b]
            continue
        if is_face and not deck.faces:
            continue
        if med is not None:
            bad = b is None or _iou(b, med) < 0.35
            if bad:
                fixed.append(code)
                b = med
        if b is not None:
            boxes[code] = [round(v, 4) for v in b]
    assert size is not None
    info = {
        "deck": deck.name,
        "family": deck.family,
        "card_h": int(size[0]),
        "card_w": int(size[1]),
        "four_corners": deck.four_corners,
        "median_box": [round(v, 4) for v in med] if med else None,
        "replaced_by_median": fixed,
        "boxes": boxes,
        "back": (folder / "back.png").exists(),
    }
    (folder / "index.json").write_text(json.dumps(info, indent=1))
    return info


def contact_sheet(deck: Deck, root: Path | None = None, codes: list[str] | None = None) -> Path:
    root = root or cache_dir()
    folder = root / "cards" / deck.name
    info = json.loads((folder / "index.json").read_text())
    codes = codes or ["AS", "10H", "7C", "2D", "JS", "QH", "KD", "10C", "JK0", "JK1", "back"]
    tiles = []
    for code in codes:
        p = folder / f"{code}.png"
        if not p.exists():
            continue
        im = cv2.imread(str(p), cv2.IMREAD_UNCHANGED)
        a = im[:, :, 3:4].astype(np.float32) / 255
        bg = np.full((*im.shape[:2], 3), (90, 140, 60), np.float32)
        rgb = (im[:, :, :3] * a + bg * (1 - a)).astype(np.uint8)
        h, w = rgb.shape[:2]
        b = info["boxes"].get(code)
        if b:
            for bb in [b] + ([[1 - b[2], b[1], 1 - b[0], b[3]]] if info["four_corners"] else []):
                cv2.rectangle(
                    rgb,
                    (int(bb[0] * w), int(bb[1] * h)),
                    (int(bb[2] * w), int(bb[3] * h)),
                    (0, 0, 255),
                    1,
                )
            # rotated (bottom-right) copy
            cv2.rectangle(
                rgb,
                (int((1 - b[2]) * w), int((1 - b[3]) * h)),
                (int((1 - b[0]) * w), int((1 - b[1]) * h)),
                (255, 0, 0),
                1,
            )
        cv2.putText(rgb, code, (5, h - 8), 0, 0.6, (0, 160, 0), 2)
        tiles.append(cv2.resize(rgb, (int(w * 300 / h), 300)))
    sheet = np.hstack([np.pad(t, ((0, 0), (2, 2), (0, 0))) for t in tiles])
    out = root / "sheets" / f"{deck.name}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    cv2.putText(sheet, deck.name, (5, 20), 0, 0.7, (0, 0, 255), 2)
    cv2.imwrite(str(out), sheet)
    return out


def build(decks: Iterable[Deck] = DECKS, workers: int = 2, sheets: bool = True) -> None:
    decks = list(decks)
    root = cache_dir()
    render_all(decks, workers=workers, root=root)
    for deck in decks:
        info = compute_boxes(deck, root)
        print(
            f"{deck.name:28s} {len(info['boxes']):2d} boxes, median {info['median_box']}, "  # type: ignore[arg-type]
            f"replaced {info['replaced_by_median']}",
            flush=True,
        )
        if sheets:
            contact_sheet(deck, root)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decks", nargs="*", help="deck names (default: all)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--no-sheets", action="store_true")
    args = ap.parse_args(argv)
    decks = [DECKS_BY_NAME[n] for n in args.decks] if args.decks else DECKS
    build(decks, workers=args.workers, sheets=not args.no_sheets)
    return 0


if __name__ == "__main__":
    sys.exit(main())
