"""Pack the rendered card art into a small folder of WebP files, and unpack it again.

The training machine with a GPU can reach no package registry, so it cannot fetch and render
the Debian card decks itself; the rendered PNGs (about 80 MB) are too large to send. WebP at
quality 92 with alpha keeps every card at its size in about a fifth of the bytes. The fonts of
the procedural decks (``datasets.procdeck``, ~15 MB) travel as they are, in ``_fonts/``.

    python scripts/art_pack.py pack .carry/art            # from $THIRTEEN_CACHE/cards
    python scripts/art_pack.py unpack .carry/art          # into $THIRTEEN_CACHE/cards
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

import cv2

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from datasets.cardart import cache_dir
from datasets.procdeck import font_dir, font_files


def pack(dst: Path, quality: int = 92) -> None:
    src = cache_dir() / "cards"
    for deck in sorted(p for p in src.iterdir() if (p / "index.json").is_file()):
        out = dst / deck.name
        out.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(deck / "index.json", out / "index.json")
        for png in sorted(deck.glob("*.png")):
            if png.stem.startswith("_"):
                continue
            im = cv2.imread(str(png), cv2.IMREAD_UNCHANGED)
            ok, buf = cv2.imencode(".webp", im, [cv2.IMWRITE_WEBP_QUALITY, quality])
            if not ok:
                raise SystemExit(f"cannot encode {png}")
            (out / f"{png.stem}.webp").write_bytes(buf.tobytes())
        print(f"packed {deck.name}")
    root = font_dir()
    for font in font_files():
        out = dst / "_fonts" / Path(font).relative_to(root)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(font, out)
    print(f"packed {len(font_files())} fonts")


def unpack(src: Path) -> None:
    dst = cache_dir() / "cards"
    for deck in sorted(p for p in src.iterdir() if (p / "index.json").is_file()):
        out = dst / deck.name
        out.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(deck / "index.json", out / "index.json")
        for webp in sorted(deck.glob("*.webp")):
            im = cv2.imread(str(webp), cv2.IMREAD_UNCHANGED)
            if im is None:
                raise SystemExit(f"cannot decode {webp}")
            cv2.imwrite(str(out / f"{webp.stem}.png"), im)
    fonts = src / "_fonts"
    if fonts.is_dir():
        shutil.copytree(fonts, font_dir(), dirs_exist_ok=True)
    print(f"unpacked {src} -> {dst}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("action", choices=("pack", "unpack"))
    ap.add_argument("folder", type=Path)
    args = ap.parse_args()
    pack(args.folder) if args.action == "pack" else unpack(args.folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
