"""Tests for the synthetic scene generator (needs the rendered card art in the cache)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

cv2 = pytest.importorskip("cv2")

from datasets import scenes  # noqa: E402
from datasets.cardart import CLASS_NAMES, VAL_FAMILIES, cache_dir, code_class  # noqa: E402

pytestmark = pytest.mark.skipif(
    not scenes.art_available("all"),
    reason=f"card art not rendered in {cache_dir()}: run `python -m datasets.cardart` first",
)


def _inside(poly: np.ndarray, x: float, y: float, tol: float) -> bool:
    return cv2.pointPolygonTest(poly.astype(np.float32), (float(x), float(y)), True) >= -tol


def test_same_seed_same_image_and_labels() -> None:
    a = scenes.render_one(7, 3, "train")
    b = scenes.render_one(7, 3, "train")
    assert np.array_equal(a.image, b.image)
    assert [(x.cls, x.xyxy) for x in a.boxes] == [(x.cls, x.xyxy) for x in b.boxes]
    c = scenes.render_one(7, 4, "train")
    assert not np.array_equal(a.image, c.image)


def test_boxes_lie_on_a_visible_corner_of_the_named_card() -> None:
    n_boxes = 0
    for i in range(12):
        s = scenes.render_one(11, i, "train")
        h, w = s.image.shape[:2]
        assert (w, h) in {(640, 480), (640, 640)}
        for b in s.boxes:
            n_boxes += 1
            deck, code, quad = s.cards[b.card]
            assert b.cls == code_class(code)
            assert 0 <= b.cls < len(CLASS_NAMES)
            x0, y0, x1, y1 = b.xyxy
            assert 0 <= x0 < x1 <= w and 0 <= y0 < y1 <= h
            assert b.visible >= scenes.MIN_VISIBLE
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            # the box centre is on the card ...
            side = np.linalg.norm(quad[1] - quad[0])
            assert _inside(quad, cx, cy, tol=0.02 * side + 1)
            # ... and near one of its corners (within ~40% of the card's long side)
            long_side = max(np.linalg.norm(quad[1] - quad[0]), np.linalg.norm(quad[2] - quad[1]))
            d = np.min(np.linalg.norm(quad - [cx, cy], axis=1))
            assert d < 0.45 * long_side, (deck, code, d, long_side)
    assert n_boxes > 20


def test_val_split_uses_only_held_out_families() -> None:
    val = scenes.deck_names("val")
    train = scenes.deck_names("train")
    assert val and train and not set(val) & set(train)
    for name in val:
        assert scenes.get_deck(name).family in VAL_FAMILIES
    for i in range(3):
        s = scenes.render_one(5, i, "val")
        assert set(s.decks) <= set(val)


def test_generate_writes_yolo_dataset(tmp_path: Path) -> None:
    scenes.generate(tmp_path, count=3, seed=3, split="train", workers=1)
    imgs = sorted((tmp_path / "train" / "images").glob("*.jpg"))
    assert len(imgs) == 3
    for img in imgs:
        lab = tmp_path / "train" / "labels" / (img.stem + ".txt")
        one = tmp_path / "onecls" / "train" / "labels" / (img.stem + ".txt")
        rows = [r.split() for r in lab.read_text().splitlines()]
        rows1 = [r.split() for r in one.read_text().splitlines()]
        assert len(rows) == len(rows1)
        for r, r1 in zip(rows, rows1, strict=True):
            assert 0 <= int(r[0]) <= 52 and r1[0] == "0" and r[1:] == r1[1:]
            assert all(0 <= float(v) <= 1 for v in r[1:])
        assert (tmp_path / "onecls" / "train" / "images" / img.name).exists()
    assert (tmp_path / "data.yaml").read_text().count("nc: 53") == 1
    # same seed, same bytes
    again = tmp_path / "again"
    scenes.generate(again, count=3, seed=3, split="train", workers=1)
    for img in imgs:
        assert (again / "train" / "images" / img.name).read_bytes() == img.read_bytes()


def test_a_dark_deck_may_print_the_red_suits_gold_and_the_black_ones_silver() -> None:
    from datasets.scenes import _dark_style, _is_red

    rng = np.random.default_rng(0)
    styles = [_dark_style(rng) for _ in range(60)]
    two_inks = [s for s in styles if not np.array_equal(s[1], s[2])]
    assert 0 < len(two_inks) < len(styles)  # some decks in one ink, some in two
    face, gold, silver = two_inks[0]
    assert face.max() < 80  # dark stock
    assert gold[2] > gold[0] + 100  # BGR: warm
    assert silver.max() - silver.min() < 1e-3  # neutral
    hearts = type("Art", (), {"cls": 3})()  # 3H (rank * 4 + suit, suits S C D H)
    clubs = type("Art", (), {"cls": 1})()  # 3C
    assert _is_red(hearts) and not _is_red(clubs)


def test_dark_scenes_can_be_written_as_the_negative_the_detector_reads(tmp_path: Path) -> None:
    from vision.detector import grey_negative

    plain, negated, light = tmp_path / "plain", tmp_path / "negated", tmp_path / "light"
    scenes.generate(plain, count=2, seed=4, split="train", workers=1, dark_rate=1.0)
    scenes.generate(
        negated, count=2, seed=4, split="train", workers=1, dark_rate=1.0, negative_rate=1.0
    )
    scenes.generate(light, count=2, seed=4, split="train", workers=1, dark_rate=0.0)
    scenes.generate(
        light / "n", count=2, seed=4, split="train", workers=1, dark_rate=0.0, negative_rate=1.0
    )
    for name in ("000000", "000001"):
        a = cv2.imread(str(plain / "train" / "images" / f"{name}.jpg"))
        b = cv2.imread(str(negated / "train" / "images" / f"{name}.jpg"))
        # dark stock turns light: the negative is far brighter than the dark scene's cards
        expected = grey_negative(a).astype(np.int16)
        assert np.abs(b.astype(np.int16) - expected).mean() < 6  # JPEG apart
        assert np.abs(b.astype(np.int16) - a.astype(np.int16)).mean() > 20
        labels = "train/labels/" + name + ".txt"
        assert (plain / labels).read_text() == (negated / labels).read_text()
        # a scene of light cards is never negated
        jpg = "train/images/" + name + ".jpg"
        assert (light / jpg).read_bytes() == (light / "n" / jpg).read_bytes()
    with pytest.raises(ValueError, match="negative_rate"):
        scenes.generate(tmp_path / "bad", count=1, seed=4, split="train", negative_rate=1.5)


def test_close_up_scenes_show_larger_corners_on_their_cards() -> None:
    """``close_rate`` draws scenes as a phone held over a few cards sees them: the corner
    boxes are larger, and still lie on a visible corner of the named card; without it the
    scenes are the same as before (a set made without it keeps its images)."""

    def sides(close_rate: float) -> list[float]:
        out = []
        for i in range(10):
            rng = np.random.default_rng(scenes.image_seed(21, i, "train"))
            s = scenes.make_scene(rng, scenes.deck_names("train"), close_rate=close_rate)
            for b in s.boxes:
                quad = s.cards[b.card][2]
                x0, y0, x1, y1 = b.xyxy
                assert _inside(quad, (x0 + x1) / 2, (y0 + y1) / 2, tol=0.02 * 900 + 1)
                out.append(float(np.sqrt((x1 - x0) * (y1 - y0))))
        return out

    far, close = sides(0.0), sides(1.0)
    assert far and close
    assert np.median(close) > 2 * np.median(far)
    # a set made without it keeps its scenes: the labels of these three, made before
    # close_rate existed (commit accaee4), as MD5s
    import hashlib

    before = ["7528f05c0f41dea18fb9e6ff392a81f4", "c6d5846d4d04917ca6db2cadf942f668"]
    before.append("e618c22186a8f49520cb838f2f1ffd92")
    for i, expected in enumerate(before):
        labels = "".join(x + "\n" for x in scenes.yolo_lines(scenes.render_one(21, i, "train")))
        assert hashlib.md5(labels.encode()).hexdigest() == expected
    with pytest.raises(ValueError, match="close_rate"):
        scenes.generate(Path("/nonexistent"), count=1, seed=4, split="train", close_rate=-0.1)
