"""Detections, letterbox, YOLO decoding, NMS and input checks (no model needed)."""

from __future__ import annotations

import numpy as np
import pytest

from vision.detector import (
    CLASS_NAMES,
    Detections,
    ImageFormatError,
    ModelFormatError,
    decode_yolo_output,
    letterbox,
    nms,
    prepare_image,
)


def make(n: int = 3) -> Detections:
    xyxy = np.array([[0, 0, 10, 10], [20, 20, 30, 40], [5, 5, 6, 6]][:n], np.float64)
    return Detections(xyxy, np.array([0.9, 0.5, 0.1][:n]), np.array([31, 0, 52][:n]))


def test_class_names_follow_index_rule() -> None:
    assert len(CLASS_NAMES) == 53
    assert CLASS_NAMES[0] == "3S" and CLASS_NAMES[31] == "10H" and CLASS_NAMES[51] == "2H"
    assert CLASS_NAMES[52] == "JK"


def test_detections_coerces_dtypes_and_lengths() -> None:
    d = make()
    assert len(d) == 3
    assert d.xyxy.dtype == np.float32 and d.confidence.dtype == np.float32
    assert d.class_id.dtype == np.int64
    assert d.class_name == ["10H", "3S", "JK"]
    np.testing.assert_allclose(d.center[1], [25, 30])


@pytest.mark.parametrize(
    ("xyxy", "conf", "cls", "message"),
    [
        (np.zeros((2, 3)), np.zeros(2), np.zeros(2), "xyxy"),
        (np.zeros((2, 4)), np.zeros(3), np.zeros(2), "confidence"),
        (np.zeros((2, 4)), np.zeros(2), np.zeros((2, 1)), "class_id"),
        (np.zeros((1, 4)), np.zeros(1), np.array([1.5]), "integers"),
        (np.array([[10, 0, 0, 10]]), np.zeros(1), np.zeros(1), "x1 <= x2"),
        (np.array([[0, 0, np.nan, 10]]), np.zeros(1), np.zeros(1), "NaN"),
    ],
)
def test_detections_validation(xyxy, conf, cls, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match=message):
        Detections(xyxy, conf, cls)


def test_detections_indexing() -> None:
    d = make()
    high = d[d.confidence > 0.3]
    assert len(high) == 2 and high.class_id.tolist() == [31, 0]
    assert d[1].class_id.tolist() == [0] and d[1].xyxy.shape == (1, 4)
    assert d[-1].class_id.tolist() == [52]
    assert d[1:].class_id.tolist() == [0, 52]
    assert d[np.array([2, 0])].class_id.tolist() == [52, 31]
    with pytest.raises(IndexError):
        d[5]
    with pytest.raises(IndexError):
        d[np.array([True, False])]


def test_class_probs_follow_indexing_and_are_checked() -> None:
    probs = np.eye(53, dtype=np.float32)[[31, 0, 52]]
    d = Detections(make().xyxy, make().confidence, make().class_id, probs)
    picked = d[np.array([2, 0])]
    assert picked.class_probs is not None and picked.class_probs.argmax(axis=1).tolist() == [52, 31]
    assert make()[0].class_probs is None
    with pytest.raises(ValueError, match="class_probs"):
        Detections(d.xyxy, d.confidence, d.class_id, probs[:2])
    with pytest.raises(ValueError, match="class_probs"):
        Detections(d.xyxy, d.confidence, d.class_id, np.full((3, 53), np.nan))


def test_empty() -> None:
    e = Detections.empty()
    assert len(e) == 0 and e.is_empty() and e.xyxy.shape == (0, 4)
    assert len(e[e.confidence > 0.5]) == 0
    assert len(Detections(np.zeros(0), np.zeros(0), np.zeros(0))) == 0


@pytest.mark.parametrize(("h", "w"), [(480, 640), (640, 480), (64, 128), (1, 1), (1000, 37)])
@pytest.mark.parametrize("size", [(640, 640), (320, 416)])
def test_letterbox_round_trip(h: int, w: int, size: tuple[int, int]) -> None:
    image = np.zeros((h, w, 3), np.uint8)
    padded, box = letterbox(image, size)
    assert padded.shape == (*size, 3)
    rng = np.random.default_rng(h * w)
    xy1 = rng.uniform(0, [w * 0.9, h * 0.9], size=(5, 2))
    boxes = np.concatenate([xy1, xy1 + rng.uniform(0, [w * 0.1, h * 0.1], size=(5, 2))], 1)
    back = box.to_original(box.to_input(boxes))
    np.testing.assert_allclose(back, boxes, atol=1e-3 * max(h, w, 1))
    # The image sits inside the padding, scaled by one factor on both axes.
    inside = box.to_input(np.array([[0, 0, w, h]]))[0]
    assert inside[0] >= 0 and inside[1] >= 0
    assert inside[2] <= size[1] + 0.5 and inside[3] <= size[0] + 0.5


def test_letterbox_pads_grey_and_centres() -> None:
    padded, box = letterbox(np.full((64, 128, 3), 255, np.uint8), (64, 64))
    assert (box.scale, box.pad_x, box.pad_y) == (0.5, 0, 16)
    assert (padded[:16] == 114).all() and (padded[48:] == 114).all()
    assert (padded[16:48] == 255).all()


def test_decode_layouts() -> None:
    # Two anchors, three classes, plus filler anchors so anchors > rows.
    raw = np.zeros((1, 7, 10), np.float32)
    raw[0, :, 0] = [50, 40, 20, 10, 0.9, 0.1, 0.0]
    raw[0, :, 1] = [10, 10, 4, 4, 0.05, 0.6, 0.2]
    xyxy, conf, cls = decode_yolo_output(raw, 0.25)
    np.testing.assert_allclose(xyxy, [[40, 35, 60, 45], [8, 8, 12, 12]])
    np.testing.assert_allclose(conf, [0.9, 0.6])
    assert cls.tolist() == [0, 1]
    xyxy_t, _, _ = decode_yolo_output(raw.transpose(0, 2, 1), 0.25)
    np.testing.assert_allclose(xyxy_t, xyxy)
    # Known class count settles the orientation even with few anchors.
    small = raw[:, :, :3]
    assert len(decode_yolo_output(small, 0.25, num_classes=3)[0]) == 2
    with pytest.raises(ModelFormatError):
        decode_yolo_output(small, 0.25, num_classes=53)
    # End-to-end layout (1, max_det, 6): x1 y1 x2 y2 score class.
    e2e = np.zeros((1, 300, 6), np.float32)
    e2e[0, 0] = [1, 2, 3, 4, 0.8, 7]
    xyxy_e, _, cls_e = decode_yolo_output(e2e, 0.25)
    assert xyxy_e.tolist() == [[1, 2, 3, 4]] and cls_e.tolist() == [7]
    with pytest.raises(ModelFormatError):
        decode_yolo_output(np.zeros((2, 6, 10)), 0.25)


def test_nms_per_class_and_agnostic() -> None:
    xyxy = np.array([[0, 0, 10, 10], [1, 1, 10, 10], [0, 0, 10, 10], [50, 50, 60, 60]])
    conf = np.array([0.8, 0.9, 0.7, 0.5])
    cls = np.array([0, 0, 1, 0])
    assert nms(xyxy, conf, cls, 0.5).tolist() == [1, 2, 3]
    assert nms(xyxy, conf, cls, 0.5, agnostic=True).tolist() == [1, 3]
    assert nms(xyxy, conf, cls, 0.5, agnostic=True, max_det=1).tolist() == [1]
    assert nms(np.zeros((0, 4)), np.zeros(0), np.zeros(0), 0.5).tolist() == []


@pytest.mark.parametrize(
    ("image", "message"),
    [
        (None, "None"),
        ([[1, 2]], "numpy array"),
        (np.zeros((10, 10, 3), np.float32), "uint8"),
        (np.zeros((0, 10, 3), np.uint8), "empty"),
        (np.zeros((10, 10, 5), np.uint8), "channels"),
        (np.zeros((2, 10, 10, 3), np.uint8), "shape"),
    ],
)
def test_prepare_image_rejects(image, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ImageFormatError, match=message):
        prepare_image(image)


def test_prepare_image_converts_and_shrinks() -> None:
    gray = np.full((20, 30), 7, np.uint8)
    out, factor = prepare_image(gray)
    assert out.shape == (20, 30, 3) and factor == 1.0 and (out == 7).all()
    assert prepare_image(gray[:, :, None])[0].shape == (20, 30, 3)
    rgba = np.zeros((20, 30, 4), np.uint8)
    rgba[..., 3] = 255
    assert (prepare_image(rgba)[0] == 0).all()
    big, factor = prepare_image(np.zeros((100, 5000, 3), np.uint8), max_side=1000)
    assert big.shape == (20, 1000, 3) and factor == pytest.approx(5.0)
    original = np.zeros((20, 30, 3), np.uint8)
    assert prepare_image(original)[0] is original  # no copy needed, input untouched


def test_corner_crop_geometry() -> None:
    from vision.detector import corner_crop, crop_corners

    image = np.zeros((100, 200, 3), np.uint8)
    image[40:60, 90:100] = (0, 0, 255)  # red left half of the box
    image[40:60, 100:110] = (255, 0, 0)  # blue right half
    box = np.array([90, 40, 110, 60])
    crop = corner_crop(image, box, 26, context=1.3)  # side 26 px -> scale 1
    assert tuple(crop[13, 6]) == (0, 0, 255) and tuple(crop[13, 19]) == (255, 0, 0)
    turned = corner_crop(image, box, 26, context=1.3, angle_deg=180)
    assert tuple(turned[13, 6]) == (255, 0, 0) and tuple(turned[13, 19]) == (0, 0, 255)
    outside = corner_crop(image, np.array([-50, -50, -30, -30]), 16)
    assert (outside == 114).all()
    rgb = crop_corners(image, box[None], 26, context=1.3)
    assert rgb.shape == (1, 26, 26, 3) and tuple(rgb[0, 13, 6]) == (255, 0, 0)


def test_corner_crop_shrinks_without_aliasing() -> None:
    from vision.detector import corner_crop

    checker = (np.indices((400, 400)).sum(axis=0) % 2 * 255).astype(np.uint8)
    image = np.dstack([checker] * 3)
    crop = corner_crop(image, np.array([50, 50, 350, 350]), 32, context=1.0)
    assert abs(float(crop.mean()) - 127.5) < 10 and crop.std() < 20


def test_corner_crop_reads_a_squeezed_corner_stretched() -> None:
    """aspect=2: a 10x20 box is read as the 20x20 square it was before a squeeze along x."""
    from vision.detector import corner_crop

    image = np.full((100, 200, 3), (0, 255, 0), np.uint8)  # green around
    image[40:60, 95:105] = (0, 0, 255)  # a red box, 10 wide and 20 tall
    box = np.array([95, 40, 105, 60])
    plain = corner_crop(image, box, 20, context=1.0)
    assert (plain[10, :5] == (0, 255, 0)).all() and (plain[10, 7:13] == (0, 0, 255)).all()
    stretched = corner_crop(image, box, 20, context=1.0, aspect=2.0)
    assert (stretched[2:18, 2:18] == (0, 0, 255)).all()
    squeezed = corner_crop(image, box, 20, context=1.0, aspect=0.5)  # 40 wide: 1/4 red
    assert (squeezed[10, :6] == (0, 255, 0)).all() and (squeezed[10, 8:12] == (0, 0, 255)).all()
    with pytest.raises(ValueError, match="aspect"):
        corner_crop(image, box, 20, aspect=0.0)
