"""CardDetector end to end on tiny hand-made ONNX models (tests/vision/data/make_fixtures.py).

The YOLO fixtures output fixed boxes in 64x64 input pixels: box 0 (cx 16, cy 32, 8x8, score
0.9), box 1 (48, 32, 8x8, 0.8), box 2 overlapping box 1 (0.7, removed by NMS), box 3 (0.1,
below threshold). On a 128x64 image (letterbox scale 0.5, 16 px padding top) boxes 0 and 1 map
to (24, 24, 40, 40) and (88, 24, 104, 40). The classifier fixture names a crop by its mean
colour: red -> 10H (31), blue -> 3S (0), green -> background.

The fixtures answer the same boxes whatever they see, so a negative pass (which the dark blue
square sets off) would only add copies: these tests build detectors with ``Detector``, the
negative pass off, except those about the negative pass.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import vision.detector as detector_module
from vision.detector import CardDetector, ImageFormatError

DATA = Path(__file__).parent / "data"
LOCATOR = DATA / "locator_1class.onnx"
SINGLE = DATA / "detector_53class.onnx"
CLASSIFIER = DATA / "classifier.onnx"
DEMO_CLIP = Path(__file__).resolve().parents[2] / "datasets" / "demo" / "demo_game.mp4"
BOX0 = [24, 24, 40, 40]
BOX1 = [88, 24, 104, 40]

RED, GREEN, BLUE = (0, 0, 255), (0, 255, 0), (255, 0, 0)  # BGR


def Detector(*args: object, **kwargs: object) -> CardDetector:
    kwargs.setdefault("negative", "off")
    return CardDetector(*args, **kwargs)  # type: ignore[arg-type]


def record_input_shapes(detector: CardDetector) -> list[tuple[int, ...]]:
    """Watch the YOLO session of a loaded detector: the list fills with each input's shape."""
    shapes: list[tuple[int, ...]] = []
    session = detector._locator
    assert session is not None
    real_run = session.run

    class Spy:
        def __getattr__(self, name: str) -> object:
            return getattr(session, name)

        def run(self, names: object, feeds: dict[str, np.ndarray]) -> object:
            shapes.extend(v.shape for v in feeds.values())
            return real_run(names, feeds)

    detector._locator = Spy()
    return shapes


def scene(left: tuple[int, int, int], right: tuple[int, int, int]) -> np.ndarray:
    image = np.full((64, 128, 3), 128, np.uint8)
    image[12:52, 12:52] = left
    image[12:52, 76:116] = right
    return image


def test_single_stage_maps_boxes_back() -> None:
    det = Detector(SINGLE)
    assert not det.two_stage and det.input_size == (64, 64)
    out = det(scene(RED, BLUE))
    np.testing.assert_allclose(out.xyxy, [BOX0, BOX1], atol=1e-4)
    np.testing.assert_allclose(out.confidence, [0.9, 0.8], atol=1e-6)
    assert out.class_id.tolist() == [31, 0]
    assert len(det(scene(RED, BLUE), conf=0.85)) == 1


def test_two_stage_classifies_crops() -> None:
    det = Detector(LOCATOR, CLASSIFIER)
    assert det.two_stage
    out = det(scene(RED, BLUE))
    assert out.class_name == ["10H", "3S"]
    np.testing.assert_allclose(out.xyxy, [BOX0, BOX1], atol=1e-4)
    np.testing.assert_allclose(out.confidence, [0.9, 0.8], atol=1e-3)
    swapped = det(scene(BLUE, RED))
    assert swapped.class_name == ["3S", "10H"]
    # the classifier's card probabilities, background left out, renormalised
    assert out.class_probs is not None and out.class_probs.shape == (2, 53)
    np.testing.assert_allclose(out.class_probs.sum(axis=1), 1.0, atol=1e-5)
    assert out.class_probs.argmax(axis=1).tolist() == out.class_id.tolist()


def test_two_stage_background_is_dropped() -> None:
    det = Detector(LOCATOR, CLASSIFIER)
    out = det(scene(GREEN, RED))
    assert out.class_name == ["10H"]
    np.testing.assert_allclose(out.xyxy, [BOX1], atol=1e-4)
    # Uncertain crops (grey: uniform over 54 classes) fall under the threshold.
    assert len(det(np.full((64, 128, 3), 128, np.uint8))) == 0


def test_locate_returns_locator_boxes() -> None:
    det = Detector(LOCATOR, CLASSIFIER, conf=0.05)
    located = det.locate(scene(GREEN, GREEN))
    assert len(located) == 3 and set(located.class_id.tolist()) == {0}
    probs = det.classify(scene(RED, BLUE), located.xyxy[:2])
    assert probs.shape == (2, 54) and probs[:, :].argmax(1).tolist() == [31, 0]


def test_grayscale_alpha_and_huge_images() -> None:
    det = Detector(SINGLE)
    gray = np.full((64, 128), 128, np.uint8)
    np.testing.assert_allclose(det(gray).xyxy, [BOX0, BOX1], atol=1e-4)
    rgba = np.dstack([scene(RED, BLUE), np.full((64, 128), 255, np.uint8)])
    assert len(det(rgba)) == 2
    # An image over max_image_side is shrunk first; boxes still come back in its pixels.
    shrinking = Detector(SINGLE, max_image_side=64)
    big = np.zeros((128, 256, 3), np.uint8)
    np.testing.assert_allclose(shrinking(big).xyxy, np.array([BOX0, BOX1]) * 2, atol=1e-3)


@pytest.mark.parametrize(
    "image", [None, np.zeros((0, 0, 3), np.uint8), np.zeros((8, 8, 3), np.float64)]
)
def test_bad_input_is_a_value_error(image: object) -> None:
    det = Detector(SINGLE)
    with pytest.raises(ImageFormatError):
        det(image)  # type: ignore[arg-type]
    assert issubclass(ImageFormatError, ValueError)


def test_missing_and_mismatched_models(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(FileNotFoundError, match=r"nope\.onnx"):
        Detector(tmp_path / "nope.onnx")
    with pytest.raises(FileNotFoundError):
        Detector(SINGLE, tmp_path / "nope.onnx")
    monkeypatch.setattr(detector_module, "DEFAULT_CLASSIFIER_PATH", tmp_path / "absent.onnx")
    lonely = Detector(LOCATOR)
    with pytest.raises(FileNotFoundError, match="needs a classifier"):
        lonely.load()
    alone = Detector(LOCATOR, locator_only=True)
    assert not alone.two_stage and alone(scene(RED, BLUE)).class_id.tolist() == [0, 0]
    broken = tmp_path / "broken.onnx"
    broken.write_bytes(b"not an onnx file")
    with pytest.raises(detector_module.ModelFormatError, match=r"broken\.onnx"):
        Detector(broken).load()
    # The classifier fixture is not a YOLO model.
    with pytest.raises(detector_module.ModelFormatError):
        Detector(CLASSIFIER).load()
    with pytest.raises(ValueError):
        Detector(SINGLE, conf=1.5)


def test_import_is_light() -> None:
    code = (
        "import sys, vision.detector, vision.cards, vision.evaluate; "
        "print(sorted(m for m in ('cv2', 'onnxruntime', 'torch', 'ultralytics') "
        "if m in sys.modules))"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


def test_the_shipped_model_runs_a_webcam_frame_at_its_own_aspect() -> None:
    """models/cards.onnx has dynamic height and width: a 640x480 frame is run at 480x640 (a
    quarter fewer pixels than a square letterbox), a square image at 640x640."""
    from vision.detector import DEFAULT_LOCATOR_PATH, CardDetector

    detector = CardDetector(DEFAULT_LOCATOR_PATH).load()
    assert detector.input_size_for(480, 640) == (480, 640)
    assert detector.input_size_for(640, 640) == (640, 640)
    assert detector.input_size_for(1080, 1920) == (384, 640)
    shapes = record_input_shapes(detector)
    detector(np.full((480, 640, 3), 90, np.uint8))
    assert shapes == [(1, 3, 480, 640)]


def test_fusion_is_the_normalised_product() -> None:
    from vision.detector import fuse_class_scores

    yolo = np.array([[0.5, 0.4, 0.1], [0.0, 0.9, 0.0]], np.float32)
    clf = np.array([[0.1, 0.8, 0.1], [0.7, 0.2, 0.1]], np.float32)
    fused = fuse_class_scores(yolo, clf)
    np.testing.assert_allclose(fused.sum(axis=1), 1.0, atol=1e-6)
    # the classifier overturns a close call, not a sure one
    assert fused.argmax(axis=1).tolist() == [1, 1]
    np.testing.assert_allclose(fused[0], np.array([0.05, 0.32, 0.01]) / 0.38, atol=1e-6)
    assert fused[1, 1] == pytest.approx(1.0)


def test_yolo_weight_tempers_the_yolo_opinion() -> None:
    from vision.detector import fuse_class_scores

    yolo = np.array([[0.6, 0.3, 0.1]], np.float32)
    clf = np.array([[0.2, 0.5, 0.3]], np.float32)
    # equal say: YOLO's 0.6 x 0.2 = 0.12 against 0.3 x 0.5 = 0.15 -> class 1
    assert fuse_class_scores(yolo, clf, 1.0).argmax() == 1
    # weight 0: the classifier alone
    np.testing.assert_allclose(fuse_class_scores(yolo, clf, 0.0), clf, atol=1e-6)
    # a square root of the YOLO distribution: sqrt(.6)*.2=.155, sqrt(.3)*.5=.274, sqrt(.1)*.3=.095
    half = fuse_class_scores(yolo, clf, 0.5)[0]
    expected = np.sqrt(yolo[0]) * clf[0]
    np.testing.assert_allclose(half, expected / expected.sum(), atol=1e-6)
    # a sure YOLO call still stands against a hesitant classifier at weight 2
    sure = np.array([[0.9, 0.1, 0.0]], np.float32)
    assert fuse_class_scores(sure, clf, 2.0).argmax() == 0
    with pytest.raises(ValueError):
        fuse_class_scores(yolo, clf, -1.0)
    with pytest.raises(ValueError):
        Detector(SINGLE, CLASSIFIER, yolo_weight=-0.5)


def test_suit_weight_gives_the_yolo_model_less_say_on_the_suit() -> None:
    from vision.detector import CLASS_NAMES, fuse_class_scores

    def dist(weights: dict[str, float]) -> np.ndarray:
        out = np.full((1, 53), 1e-4, np.float32)
        for name, p in weights.items():
            out[0, CLASS_NAMES.index(name)] = p
        return out / out.sum()

    # YOLO is sure of the rank and says spade; the classifier says club, less surely
    yolo = dist({"7S": 0.85, "7C": 0.05, "8S": 0.05})
    clf = dist({"7C": 0.55, "7S": 0.25, "8C": 0.15})
    best = lambda fused: CLASS_NAMES[int(fused.argmax())]  # noqa: E731
    assert best(fuse_class_scores(yolo, clf, 0.5)) == "7S"  # one weight: YOLO's spade wins
    assert best(fuse_class_scores(yolo, clf, 0.5, 0.0)) == "7C"  # the suit is the classifier's
    assert best(fuse_class_scores(yolo, clf, 0.5, 0.5)) == "7S"
    # suit weight 0: the YOLO model's rank still counts (8 against 7), its suit not at all
    fused = fuse_class_scores(yolo, clf, 1.0, 0.0)[0]
    ranks = yolo[0, :52].reshape(13, 4).sum(axis=1)  # YOLO's rank marginal: 3, 4, ..., 2
    p = {name: fused[CLASS_NAMES.index(name)] for name in ("7S", "7C", "8C")}
    assert p["7C"] / p["7S"] == pytest.approx(clf[0, 17] / clf[0, 16], rel=1e-4)
    assert p["8C"] / p["7C"] == pytest.approx(
        (clf[0, 21] * ranks[5]) / (clf[0, 17] * ranks[4]), rel=1e-4
    )
    # a joker keeps its own score, with an even suit's share of the suit factor
    joker = dist({"JK": 0.9, "3S": 0.1})
    assert best(fuse_class_scores(joker, dist({"JK": 0.5, "3S": 0.5}), 0.5, 0.2)) == "JK"
    with pytest.raises(ValueError, match="suit_weight"):
        fuse_class_scores(yolo, clf, 0.5, -0.1)
    with pytest.raises(ValueError, match="53 classes"):
        fuse_class_scores(yolo[:, :3], clf[:, :3], 0.5, 0.2)
    with pytest.raises(ValueError, match="suit_weight"):
        Detector(SINGLE, CLASSIFIER, suit_weight=-1.0)


def test_merge_takes_the_detectors_suit_weight_or_another() -> None:
    image = scene(RED, BLUE)
    det = Detector(SINGLE, CLASSIFIER, yolo_weight=0.5, suit_weight=0.0)
    located, scores, probs = det.corner_scores(image)
    assert scores is not None
    mine = det.merge(located, scores, probs)
    same = det.merge(located, scores, probs, suit_weight=0.0)
    np.testing.assert_allclose(mine.class_probs, same.class_probs)
    joint = det.merge(located, scores, probs, suit_weight=None)
    plain = Detector(SINGLE, CLASSIFIER, yolo_weight=0.5, suit_weight=None)(image)
    np.testing.assert_allclose(joint.class_probs, plain.class_probs, atol=1e-6)
    with pytest.raises(ValueError, match="suit_weight"):
        det.merge(located, scores, probs, suit_weight="joint")


def test_corner_scores_then_merge_is_the_detector() -> None:
    from vision.detector import combine

    image = scene(RED, BLUE)
    for negative in ("off", "always"):
        det = Detector(SINGLE, CLASSIFIER, yolo_weight=0.5, negative=negative)
        located, scores, probs = det.corner_scores(image)
        assert scores is not None and probs is not None and probs.shape == (len(located), 54)
        direct = det(image)
        again = det.merge(located, scores, probs)
        np.testing.assert_allclose(direct.xyxy, again.xyxy)
        assert direct.class_id.tolist() == again.class_id.tolist() == [31, 0]
    # with the negative pass the fixture's boxes come twice: merge names, then suppresses
    assert len(located) == 4 and len(det.merge(located, scores, probs, yolo_weight=1.0)) == 2
    assert len(combine(located, scores, probs, det.conf, 1.0)) == 4


def test_single_stage_with_a_classifier_fuses_the_two() -> None:
    det = Detector(SINGLE, CLASSIFIER)
    assert det.two_stage
    out = det(scene(RED, BLUE))
    # the fixture's YOLO scores are one-hot, so the product keeps its classes and scores
    assert out.class_id.tolist() == [31, 0]
    np.testing.assert_allclose(out.confidence, [0.9, 0.8], atol=1e-4)
    # each box keeps its fused class distribution, for the tracker's runners-up
    assert out.class_probs is not None and out.class_probs.shape == (2, 53)
    np.testing.assert_allclose(out.class_probs.sum(axis=1), 1.0, atol=1e-5)
    assert out.class_probs.argmax(axis=1).tolist() == [31, 0]
    assert Detector(SINGLE)(scene(RED, BLUE)).class_probs is None  # the YOLO model alone
    np.testing.assert_allclose(out.xyxy, [BOX0, BOX1], atol=1e-4)


def test_dark_region_finds_dark_card_stock() -> None:
    from vision.detector import dark_region

    table = np.full((480, 640, 3), 200, np.uint8)
    assert dark_region(table) is None
    card = table.copy()
    card[100:300, 300:450] = 30  # a dark card with light print
    card[110:140, 310:330] = 220
    x1, y1, x2, y2 = dark_region(card) or (0, 0, 0, 0)
    assert x1 <= 300 and y1 <= 100 and x2 >= 450 and y2 >= 300  # the whole card, a margin
    assert x2 - x1 < 640 * 0.5 and y2 - y1 < 480 * 0.75  # not the whole image
    specks = table.copy()
    for x in range(20, 620, 60):
        specks[200:210, x : x + 10] = 20  # pips and print: too small to be a card
    assert dark_region(specks) is None
    lines = table.copy()
    lines[:, 300:303] = 20  # a long thin shadow is no card
    assert dark_region(lines) is None
    # grey and BGRA images are read the same; an empty one is refused
    assert dark_region(card[..., 0]) == dark_region(card)
    assert dark_region(np.dstack([card, card[..., :1]])) == dark_region(card)
    with pytest.raises(ImageFormatError):
        dark_region(np.zeros((0, 5, 3), np.uint8))


def test_dark_region_finds_a_dark_card_on_a_grey_table() -> None:
    from vision.detector import dark_region

    table = np.full((480, 640, 3), 100, np.uint8)  # a grey desk, not a light one
    table[100:300, 300:450] = 60  # dark stock, lit by the same light
    x1, y1, x2, y2 = dark_region(table) or (0, 0, 0, 0)
    assert x1 <= 300 and y1 <= 100 and x2 >= 450 and y2 >= 300
    assert dark_region(table, darkness=0.5) is None  # half the median: too dark a bar
    assert dark_region(np.full((480, 640, 3), 100, np.uint8)) is None


def test_negative_pass_adds_boxes_found_in_the_dark_region() -> None:
    image = scene(RED, BLUE)  # the blue square is dark enough to be card stock
    off = Detector(SINGLE)
    auto = Detector(SINGLE, negative="auto")
    plain, _, _ = off.corner_scores(image)
    both, scores, _ = auto.corner_scores(image)
    from vision.detector import dark_region

    region = dark_region(image)
    assert region is not None and region[0] >= 64  # only the right (blue) square
    extra = both[len(plain) :]
    assert len(plain) == 2 and len(extra) >= 1 and scores is not None
    assert len(scores) == len(both)
    # the negative pass's boxes come back in the image's pixels, inside the region
    x1, y1, x2, y2 = region
    assert (extra.xyxy[:, [0, 2]] >= x1 - 1e-3).all() and (extra.xyxy[:, [0, 2]] <= x2 + 1e-3).all()
    assert (extra.xyxy[:, [1, 3]] >= y1 - 1e-3).all() and (extra.xyxy[:, [1, 3]] <= y2 + 1e-3).all()


def test_negative_pass_everywhere_merges_the_same_corner() -> None:
    """With ``always`` the fixture finds its two boxes in the image and in its negative: the
    detector reports each once."""
    image = scene(RED, BLUE)
    once = Detector(SINGLE)(image)
    twice = Detector(SINGLE, negative="always")(image)
    np.testing.assert_allclose(twice.xyxy, once.xyxy, atol=1e-4)
    assert twice.class_id.tolist() == once.class_id.tolist()
    with pytest.raises(ValueError, match="negative"):
        CardDetector(SINGLE, negative="sometimes")


def test_negative_pass_of_a_shrunk_image_comes_back_in_its_pixels() -> None:
    from vision.detector import dark_region, prepare_image

    big = np.full((128, 256, 3), 128, np.uint8)
    big[24:104, 152:232] = BLUE  # scene(RED, BLUE)'s dark square, twice the size
    big[24:104, 24:104] = RED
    det = Detector(SINGLE, negative="auto", max_image_side=128)
    plain = Detector(SINGLE, max_image_side=128).corner_scores(big)[0]
    both = det.corner_scores(big)[0]
    shrunk, factor = prepare_image(big, 128)
    region = np.array(dark_region(shrunk)) * factor  # in big's pixels
    extra = both[len(plain) :]
    assert factor == 2.0 and len(extra) >= 1
    assert (extra.xyxy[:, [0, 2]] >= region[0] - 1e-3).all()
    assert (extra.xyxy[:, [0, 2]] <= region[2] + 1e-3).all()
    assert (extra.xyxy[:, [1, 3]] >= region[1] - 1e-3).all()
    assert (extra.xyxy[:, [1, 3]] <= region[3] + 1e-3).all()


def test_negative_pass_boxes_are_named_from_the_negative() -> None:
    """The classifier fixture is sure of red and blue crops and unsure of grey ones: the
    negative pass's crops must be cut from the (grey) negative, not from the image."""
    det = Detector(LOCATOR, CLASSIFIER, negative="always", conf=0.05)
    located, _, probs = det.corner_scores(scene(RED, BLUE))
    assert probs is not None and len(located) == 6  # 3 boxes above 0.05, twice
    assert probs[:2].max(axis=1).min() > 0.5  # the image's red and blue corners
    assert probs[3:].max(axis=1).max() < 0.4  # the negative's grey ones: a third each


def test_letterbox_at_a_given_scale() -> None:
    from vision.detector import letterbox

    image = np.zeros((100, 200, 3), np.uint8)
    padded, box = letterbox(image, (64, 128), scale=0.5)
    assert padded.shape == (64, 128, 3) and box.scale == 0.5
    assert (box.pad_x, box.pad_y) == (14, 7)  # 100x50 centred in 128x64
    assert letterbox(image, (64, 128))[1].scale == 0.64  # default: fill the input
    with pytest.raises(ValueError, match="does not fit"):
        letterbox(image, (64, 128), scale=0.7)


def test_the_negative_crop_runs_at_the_first_pass_scale() -> None:
    """Shipped model (dynamic shape): a 1280x960 frame runs at 640x480, so scale 0.5; the
    dark region's crop runs at 0.5 too, padded up to the stride, not stretched."""
    from vision.detector import DEFAULT_LOCATOR_PATH, dark_region

    image = np.full((960, 1280, 3), 200, np.uint8)
    image[300:620, 500:760] = 25
    detector = CardDetector(DEFAULT_LOCATOR_PATH, negative="auto").load()
    x1, y1, x2, y2 = dark_region(image) or (0, 0, 0, 0)
    shapes = record_input_shapes(detector)
    detector(image)
    crop_h = -(-round((y2 - y1) * 0.5) // 32) * 32
    crop_w = -(-round((x2 - x1) * 0.5) // 32) * 32
    assert shapes == [(1, 3, 480, 640), (1, 3, crop_h, crop_w)]


def test_rank_presence_adds_up_the_suits_of_one_rank_only() -> None:
    from vision.detector import presence_of

    scores = np.zeros((3, 53), np.float32)
    scores[0, [44, 45]] = 0.15, 0.12  # K spades, K clubs: a king, whatever its suit
    scores[1, :] = 0.01  # a little of everything: no rank stands out
    scores[2, 52] = 0.3  # the joker, alone
    np.testing.assert_allclose(presence_of(scores, "rank"), [0.252, 0.0394, 0.3], atol=1e-4)
    np.testing.assert_allclose(presence_of(scores, "best"), [0.15, 0.01, 0.3])
    assert presence_of(scores, "any")[1] > 0.4  # where "any" adds up all 53
    # a model with fewer classes than a deck: each class stands alone
    np.testing.assert_allclose(presence_of(scores[:, :3], "rank"), [0.0, 0.01, 0.0])


def test_presence_is_that_some_class_is_there() -> None:
    from vision.detector import presence_of

    scores = np.array([[0.3, 0.3, 0.0], [0.9, 0.0, 0.0], [0.0, 0.0, 0.0]], np.float32)
    np.testing.assert_allclose(presence_of(scores, "best"), [0.3, 0.9, 0.0])
    np.testing.assert_allclose(presence_of(scores, "any"), [0.51, 0.9, 0.0], atol=1e-6)
    with pytest.raises(ValueError, match="presence"):
        presence_of(scores, "most")
    with pytest.raises(ValueError, match="presence"):
        Detector(SINGLE, CLASSIFIER, presence="most")
    # the YOLO model alone keeps its best class's score as the box's confidence
    image = scene(RED, BLUE)
    alone = Detector(SINGLE, locator_only=True, presence="any")(image)
    best = Detector(SINGLE, locator_only=True, presence="best")(image)
    np.testing.assert_allclose(alone.confidence, best.confidence)
    # the YOLO stage keeps a corner whose class it hesitates over by the same measure
    from vision.detector import decode_yolo_scores

    raw = np.zeros((1, 4 + 3, 2), np.float32)
    raw[0, :4] = [[10, 50], [10, 50], [4, 4], [4, 4]]
    raw[0, 4:, 0] = [0.3, 0.3, 0.0]  # first anchor: two classes at 0.3
    raw[0, 4:, 1] = [0.0, 0.0, 0.45]
    assert len(decode_yolo_scores(raw, 0.4, 3, "best")[0]) == 1
    assert len(decode_yolo_scores(raw, 0.4, 3, "any")[0]) == 2
    # with a classifier naming the corner, the box's confidence starts from "any"
    located_any = Detector(SINGLE, CLASSIFIER, presence="any").corner_scores(image)
    located_best = Detector(SINGLE, CLASSIFIER, presence="best").corner_scores(image)
    scores = located_any[1]
    assert scores is not None
    np.testing.assert_allclose(located_any[0].confidence, presence_of(scores, "any"), atol=1e-6)
    np.testing.assert_allclose(located_best[0].confidence, presence_of(scores, "best"), atol=1e-6)


def test_faint_presence_lifts_a_spread_corner_into_the_faint_tier_never_into_the_cards() -> None:
    """12505's covered K♣: YOLO scores spread over ranks (0.07 by rank, 0.20 by any). With
    ``faint_presence`` it reaches the faint tier (conf up to ``faint_below``) and may complete
    a play; a corner already sure by ``presence`` keeps its confidence, and no corner reaches
    ``faint_below`` by the looser reading."""
    from vision.detector import Detections, decode_yolo_scores, presence_of

    xyxy = np.array([[i * 20, 0, i * 20 + 10, 10] for i in range(4)], np.float32)
    scores = np.zeros((4, 53), np.float32)
    scores[0, [44, 45]] = 0.5, 0.4  # a king, surely: the same either way
    scores[1, :52:4] = 0.015  # a little of every rank (spades): faint by "any" only
    scores[2, :52:4] = 0.05  # more of every rank: "any" 0.49, capped under faint_below
    # (row 3: nothing at all, no corner either way)
    probs = np.full((4, 54), 1e-3, np.float32)
    probs[:, 44] = 1.0
    probs /= probs.sum(axis=1, keepdims=True)
    located = Detections(xyxy, presence_of(scores, "rank"), scores.argmax(axis=1))
    kwargs = {"presence": "rank", "conf": 0.15, "yolo_weight": 0.0}
    plain = Detector(SINGLE, CLASSIFIER, **kwargs).merge(located, scores, probs)
    loose = Detector(SINGLE, CLASSIFIER, faint_presence="any", faint_below=0.2, **kwargs).merge(
        located, scores, probs
    )
    assert presence_of(scores[1:2], "rank")[0] < 0.15 <= presence_of(scores[1:2], "any")[0]
    assert sorted(plain.xyxy[:, 0].tolist()) == [0.0]
    assert sorted(loose.xyxy[:, 0].tolist()) == [0.0, 20.0, 40.0]
    sure = float(plain.confidence[plain.xyxy[:, 0] == 0][0])
    assert sure >= 0.2
    assert float(loose.confidence[loose.xyxy[:, 0] == 0][0]) == pytest.approx(sure)
    spread = loose.confidence[loose.xyxy[:, 0] > 0]
    assert np.all((spread >= 0.15) & (spread < 0.2))
    # the YOLO stage keeps the boxes either reading finds
    raw = np.zeros((1, 4 + 53, 4), np.float32)
    raw[0, :4] = xyxy.T
    raw[0, 4:] = scores.T
    assert len(decode_yolo_scores(raw, 0.15, 53, "rank")[0]) == 1
    assert len(decode_yolo_scores(raw, 0.15, 53, "rank", also="any")[0]) == 3
    with pytest.raises(ValueError, match="together"):
        Detector(SINGLE, CLASSIFIER, faint_presence="any")
    with pytest.raises(ValueError, match="faint_presence"):
        Detector(SINGLE, CLASSIFIER, faint_presence="most", faint_below=0.2)
    with pytest.raises(ValueError, match="faint_below"):
        Detector(SINGLE, CLASSIFIER, faint_presence="any", faint_below=1.5)


# -- faint_presence on whole images: a fake 53-class YOLO session with spread scores -----------


def spread_yolo(*anchors: tuple[tuple[float, float, float, float], dict[int, float]]) -> np.ndarray:
    """A raw (1, 4 + 53, 8) YOLO output: each anchor's box (cx, cy, w, h in the 64x64 input)
    and class scores; the other anchors score nothing."""
    out = np.zeros((1, 4 + 53, 8), np.float32)
    out[0, :4] = 10.0
    for i, (box, scores) in enumerate(anchors):
        out[0, :4, i] = box
        for cls, score in scores.items():
            out[0, 4 + cls, i] = score
    return out


def fake_yolo(detector: CardDetector, *outputs: np.ndarray) -> CardDetector:
    """The loaded detector's YOLO session answers ``outputs`` in turn (the last one after)."""
    session = detector._locator
    assert session is not None
    calls: list[int] = []

    class Fake:
        def __getattr__(self, name: str) -> object:
            return getattr(session, name)

        def run(self, names: object, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
            calls.append(1)
            return [outputs[min(len(calls), len(outputs)) - 1]]

    detector._locator = Fake()  # type: ignore[assignment]
    return detector


SURE_10H = ((16, 32, 8, 8), {31: 0.9})  # box 0, red: 0.9 by any reading
# box 1, blue: 3S at 0.06 and a little of every other spade rank: 0.06 by rank, 0.26 by any
SPREAD_3S = ((48, 32, 8, 8), {0: 0.06, **{c: 0.02 for c in range(4, 52, 4)}})
FAINT_10H = ((10, 27, 4, 4), {28: 0.1, 31: 0.08})  # red too: 0.17 by rank and by any
# on the grey table: 0.05 by rank, 0.21 by any, but named no surer than 0.5 (grey crop)
GHOST = ((32, 32, 4, 4), {0: 0.05, **{c: 0.015 for c in range(4, 52, 4)}})


def pair(negative: str = "off", aspect: float | str = 1.0, **faint: object) -> list[CardDetector]:
    kwargs = {"presence": "rank", "conf": 0.15, "negative": negative, "aspect": aspect}
    return [
        Detector(SINGLE, CLASSIFIER, **kwargs, **options).load()  # type: ignore[arg-type]
        for options in ({}, faint)
    ]


def assert_same(a: object, b: object) -> None:
    from vision.detector import Detections

    assert isinstance(a, Detections) and isinstance(b, Detections)
    np.testing.assert_array_equal(a.xyxy, b.xyxy)
    np.testing.assert_array_equal(a.confidence, b.confidence)
    np.testing.assert_array_equal(a.class_id, b.class_id)
    if a.class_probs is None or b.class_probs is None:
        assert a.class_probs is None and b.class_probs is None
    else:
        np.testing.assert_array_equal(a.class_probs, b.class_probs)


@pytest.mark.parametrize("negative", ["off", "always"])
def test_faint_presence_off_is_the_detector_as_it_was(negative: str) -> None:
    """The default is no faint reading at all, and a faint reading the same as ``presence``,
    or one never surer ("best" against "rank"), changes nothing either: bit for bit, on the
    image and in its negative."""
    raw = spread_yolo(SURE_10H, SPREAD_3S, FAINT_10H, GHOST)
    image = scene(RED, BLUE)
    kwargs = {"presence": "rank", "conf": 0.15, "negative": negative}
    default = fake_yolo(Detector(SINGLE, CLASSIFIER, **kwargs).load(), raw)
    explicit = fake_yolo(
        Detector(SINGLE, CLASSIFIER, faint_presence=None, faint_below=None, **kwargs).load(), raw
    )
    before = default(image)
    assert len(before) == 2 and 0.15 <= before.confidence[1] < 0.2  # FAINT_10H, faint
    assert_same(before, explicit(image))
    for way in ("rank", "best"):
        never_surer = Detector(SINGLE, CLASSIFIER, faint_presence=way, faint_below=0.2, **kwargs)
        assert_same(before, fake_yolo(never_surer.load(), raw)(image))
    assert_same(default.locate(image), explicit.locate(image))
    # and the YOLO stage finds by ``presence`` alone: nothing under the threshold
    located = default.corner_scores(image)[0]
    assert len(located) and np.all(located.confidence >= 0.15)
    from vision.detector import decode_yolo_scores

    for got, want in zip(
        decode_yolo_scores(raw, 0.15, 53, "rank", also=None),
        decode_yolo_scores(raw, 0.15, 53, "rank"),
        strict=True,
    ):
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("negative", ["off", "always"])
def test_faint_presence_leaves_the_sure_corners_as_they_were(negative: str) -> None:
    """Corners at least ``faint_below`` sure by ``presence``: same boxes, confidences, classes,
    distributions and order, first; the spread corner comes after them, faint, capped just
    under ``faint_below`` (so ``clear_mask`` at that card threshold calls it faint)."""
    from vision.pipeline import clear_mask

    raw = spread_yolo(SURE_10H, SPREAD_3S, FAINT_10H, GHOST)
    image = scene(RED, BLUE)
    off, on = (fake_yolo(d, raw) for d in pair(negative, faint_presence="any", faint_below=0.2))
    before, after = off(image), on(image)
    sure = before[before.confidence >= 0.2]
    assert len(sure) == 1 and len(after) == len(before) + 1  # the spread 3S; not the ghost
    assert np.all(after.confidence >= 0.15)
    assert_same(sure, after[: len(sure)])
    assert_same(sure, after[after.confidence >= 0.2])
    faint = after[len(sure) :]
    below = np.nextafter(np.float32(0.2), np.float32(0))
    assert np.all((faint.confidence >= 0.15) & (faint.confidence <= below))
    assert not clear_mask(faint, 0.2).any()
    spread = faint[faint.xyxy[:, 0] > 64]  # the blue corner: 0.26 by any, 3S named surely
    assert spread.class_name == ["3S"] and spread.confidence[0] == below
    # the same through corner_scores and merge, with a class prior too
    prior = np.linspace(0.5, 2.0, 53).astype(np.float32)
    weighed_off = off.merge(*off.corner_scores(image), class_prior=prior)
    weighed_on = on.merge(*on.corner_scores(image), class_prior=prior)
    sure = weighed_off[weighed_off.confidence >= 0.2]
    assert_same(sure, weighed_on[: len(sure)])
    assert np.all(weighed_on.confidence[len(sure) :] < 0.2)


def test_a_faint_only_corner_suppresses_no_sure_one() -> None:
    """The negative pass finds, where the image pass found a sure 10H, a corner only the
    faint reading finds (0.08 by rank, 0.75 by any): merge's NMS keeps the sure one as it was."""
    ghost = ((16, 32, 8, 8), {c: 0.08 for c in range(0, 52, 4)} | {31: 0.08})
    first, negative = spread_yolo(SURE_10H), spread_yolo(ghost)
    image = scene(RED, BLUE)
    off, on = pair("always", faint_presence="any", faint_below=0.2)
    before = fake_yolo(off, first, negative)(image)
    after = fake_yolo(on, first, negative)(image)
    assert before.class_name == ["10H"]
    assert_same(before, after)


def test_the_yolo_stage_alone_keeps_its_threshold_with_a_faint_reading() -> None:
    """``locate`` is the YOLO model's boxes at ``conf``: not the ones only the faint reading
    finds (those are for merge's faint tier)."""
    raw = spread_yolo(SURE_10H, SPREAD_3S, FAINT_10H, GHOST)
    image = scene(RED, BLUE)
    off, on = (fake_yolo(d, raw) for d in pair(faint_presence="any", faint_below=0.2))
    assert len(on.corner_scores(image)[0]) > len(off.locate(image))
    assert_same(off.locate(image), on.locate(image))


def test_a_one_class_locator_reads_the_same_with_a_faint_reading() -> None:
    """A one-class locator's presence is its one score whatever the mode, but "any" reads it
    as 1 - (1 - s), which rounds 0.099999994 up to 0.100000024: no box may come of that."""
    raw = np.zeros((1, 5, 8), np.float32)
    raw[0, :4] = 10.0
    raw[0, :, 0] = [16, 32, 8, 8, 0.9]
    raw[0, :, 1] = [48, 32, 8, 8, np.nextafter(np.float32(0.1), np.float32(0))]
    image = scene(RED, BLUE)
    kwargs = {"presence": "rank", "conf": 0.1}
    off = fake_yolo(Detector(LOCATOR, CLASSIFIER, **kwargs).load(), raw)
    on = fake_yolo(
        Detector(LOCATOR, CLASSIFIER, faint_presence="any", faint_below=0.2, **kwargs).load(), raw
    )
    assert_same(off.locate(image), on.locate(image))
    assert_same(off.corner_scores(image)[0], on.corner_scores(image)[0])
    assert_same(off(image), on(image))


def test_corners_only_the_faint_reading_finds_do_not_vote_on_the_aspect(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """aspect="auto" at conf 0.5: a corner at 0.3 by rank (0.62 by any) is under the threshold,
    not a corner of the YOLO stage's, and must not choose the stretch the sure ones are read at."""
    spread = ((48, 32, 8, 8), {0: 0.3, **{c: 0.05 for c in range(4, 52, 4)}})
    raw = spread_yolo(SURE_10H, spread)
    image = scene(RED, BLUE)
    voted: dict[str, list[list[float]]] = {}
    detectors = []
    for name, faint in (("off", {}), ("on", {"faint_presence": "any", "faint_below": 0.6})):
        det = fake_yolo(
            Detector(SINGLE, CLASSIFIER, presence="rank", conf=0.5, aspect="auto", **faint).load(),
            raw,
        )
        real = det.choose_aspect

        def spy(image: np.ndarray, xyxy: np.ndarray, voters: np.ndarray, name=name, real=real):  # type: ignore[no-untyped-def]
            voted[name] = xyxy[voters].tolist()
            return real(image, xyxy, voters)

        monkeypatch.setattr(det, "choose_aspect", spy)
        detectors.append(det)
    off, on = (d(image) for d in detectors)
    assert voted["off"] == voted["on"] and len(voted["off"]) == 1
    assert_same(off[off.confidence >= 0.6], on[on.confidence >= 0.6])


def test_a_higher_threshold_is_a_filter_on_a_lower_ones_output() -> None:
    """``benchmarks/bench_tracker.py --replay --min-conf`` relies on it: the shipped pair's
    boxes at conf 0.75 are its boxes at conf 0.15 that score at least 0.75 (each NMS keeps
    the best box first, so weaker boxes never change which stronger ones stay; the YOLO
    stage filters and orders its boxes by the same presence the confidence starts from)."""
    import cv2

    capture = cv2.VideoCapture(str(DEMO_CLIP))
    capture.set(cv2.CAP_PROP_POS_FRAMES, 600)
    ok, frame = capture.read()
    capture.release()
    assert ok
    detector = CardDetector().load()
    high, low = detector(frame, conf=0.75), detector(frame, conf=0.15)
    assert len(low) > len(high) >= 8
    kept = low[low.confidence >= 0.75]
    np.testing.assert_array_equal(kept.class_id, high.class_id)
    np.testing.assert_allclose(kept.xyxy, high.xyxy)
    np.testing.assert_allclose(kept.confidence, high.confidence)


def test_a_class_prior_can_tip_a_doubtful_corner() -> None:
    """Both models lean to 10S over 10C (0.6 / 0.4): weighing clubs e-fold names it 10C; the
    clear second corner stays 3H; no prior changes nothing; a bad prior is refused."""
    from vision.detector import Detections, combine

    located = Detections(
        np.array([[0, 0, 10, 20], [40, 40, 50, 60]], float), np.array([0.9, 0.8]), np.array([0, 0])
    )
    scores = np.full((2, 53), 1e-6, np.float32)
    scores[0, [28, 29]] = [0.6, 0.4]  # 10S, 10C
    scores[1, 3] = 0.99  # 3H
    probs = np.zeros((2, 54), np.float32)
    probs[:, :53] = scores
    prior = np.ones(53, np.float32)
    prior[1:52:4] = np.e  # clubs
    plain = combine(located, scores, probs, 0.01, 0.5)
    assert plain.class_id.tolist() == [28, 3]
    tipped = combine(located, scores, probs, 0.01, 0.5, prior)
    assert tipped.class_id.tolist() == [29, 3]
    assert tipped.class_probs is not None and np.allclose(tipped.class_probs.sum(axis=1), 1)
    with pytest.raises(ValueError):
        combine(located, scores, probs, 0.01, 0.5, np.ones(52))
    with pytest.raises(ValueError):
        combine(located, scores, probs, 0.01, 0.5, np.zeros(53))


def test_the_detector_weighs_clubs_by_a_class_prior() -> None:
    """A corner the models lean to name 10S (0.6 / 0.4 against 10C) is 10C with clubs
    weighed e-fold and 10S as shipped (no correction); a weight of 0 is refused."""
    import math

    from vision.detector import Detections

    located = Detections(np.array([[0, 0, 10, 20]], float), np.array([0.9]), np.array([0]))
    scores = np.full((1, 53), 1e-6, np.float32)
    scores[0, [28, 29]] = [0.6, 0.4]
    probs = np.zeros((1, 54), np.float32)
    probs[:, :53] = scores
    clubs = np.ones(53, np.float32)
    clubs[1:52:4] = math.e
    detector = CardDetector().load()
    weighed = detector.merge(located, scores, probs, 0.01, class_prior=clubs)
    shipped = detector.merge(located, scores, probs, 0.01)
    assert weighed.class_id.tolist() == [29] and shipped.class_id.tolist() == [28]
    with pytest.raises(ValueError):
        detector.merge(located, scores, probs, 0.01, class_prior=np.zeros(53))


def test_auto_aspect_reads_a_squeezed_photo_stretched_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """aspect="auto": the crops are read at each stretch of ASPECTS; where the classifier is
    surest (here, by the fake, at 16/9) the whole image is read again stretched that much, and
    the boxes come back in the photo's own pixels."""
    import cv2

    det = Detector(SINGLE, CLASSIFIER, aspect="auto").load()
    plain = Detector(SINGLE, CLASSIFIER).load()
    real = det._classify_prepared
    asked: list[float] = []

    def surest_at_16_9(image: np.ndarray, xyxy: np.ndarray, aspect: float = 1.0) -> np.ndarray:
        asked.append(aspect)
        probs = real(image, xyxy, aspect)
        if aspect == pytest.approx(16 / 9) or image.shape[1] > 128:
            return probs
        return np.full_like(probs, 1 / probs.shape[1])  # unsure at any other stretch

    monkeypatch.setattr(det, "_classify_prepared", surest_at_16_9)
    shapes = record_input_shapes(det)
    image = scene(RED, BLUE)
    out = det(image)
    assert det.last_aspect == pytest.approx(16 / 9)
    assert sorted(asked[:5]) == sorted(detector_module.ASPECTS)
    assert len(shapes) == 2  # the photo, then the photo stretched
    stretched = cv2.resize(image, (round(128 * 16 / 9), 64), interpolation=cv2.INTER_CUBIC)
    expected = plain(stretched)
    back = np.array([128 / stretched.shape[1], 1, 128 / stretched.shape[1], 1])
    np.testing.assert_allclose(out.xyxy, expected.xyxy * back, atol=1e-3)
    assert out.class_name == expected.class_name
    # A fixed stretch reads the same; with nothing sure enough to vote, no stretch at all.
    fixed = Detector(SINGLE, CLASSIFIER, aspect=16 / 9)(image)
    np.testing.assert_allclose(fixed.xyxy, out.xyxy, atol=1e-3)
    aspect, probs = det.choose_aspect(image, np.zeros((2, 4), np.float32), np.zeros(2, bool))
    assert aspect == 1.0 and probs.shape == (2, 54)
    with pytest.raises(ValueError, match="aspect"):
        CardDetector(SINGLE, aspect="wide")
    with pytest.raises(ValueError, match="aspect"):
        CardDetector(SINGLE, aspect=0)


def test_mean_of_views_wants_a_class_likely_in_every_view() -> None:
    from vision.detector import mean_of_views

    # two views are sure of class 0 and rule out class 2; two lean to class 1, class 0 unlikely
    views = np.array([[[0.90, 0.09, 0.01]]] * 2 + [[[0.01, 0.50, 0.49]]] * 2, np.float32)
    out = mean_of_views(views)
    assert out.shape == (1, 3) and out.argmax() == 1  # likely in every view
    np.testing.assert_allclose(out.sum(axis=1), 1.0, atol=1e-6)
    assert views.mean(axis=0).argmax() == 0  # the plain mean would take class 0
    np.testing.assert_allclose(mean_of_views(views[:1]), views[0])  # one view: itself
    with pytest.raises(ValueError, match="views, boxes, classes"):
        mean_of_views(views[0])


def test_the_classifier_reads_each_crop_turned_views_ways() -> None:
    batches: list[np.ndarray] = []
    four = Detector(LOCATOR, CLASSIFIER, views=4).load()
    session = four._classifier
    assert session is not None

    class Spy:
        def __getattr__(self, name: str) -> object:
            return getattr(session, name)

        def run(self, names: object, feeds: dict[str, np.ndarray]) -> object:
            batches.extend(feeds.values())
            return session.run(names, feeds)

    four._classifier = Spy()  # type: ignore[assignment]
    image = scene(RED, BLUE)
    image[12:52, 12:40] = BLUE  # box 0 (24-40): blue, red only at its right edge
    out = four(image)
    assert len(batches) == 1 and batches[0].shape[0] == 4 * 2  # 4 turns of 2 crops, one run
    crops = batches[0].reshape(4, 2, 3, *batches[0].shape[2:])
    upright, turned = crops[0, 0], crops[2, 0]  # box 0 upright and turned 180 degrees
    assert upright[2, :, 0].mean() > 0.9 and upright[0, :, -1].mean() > 0.9  # blue l, red r
    assert turned[0, :, 0].mean() > 0.9 and turned[2, :, -1].mean() > 0.9  # red l, blue r
    # 180 degrees about the crop's point size/2: pixel x of the turn is pixel size - x upright
    np.testing.assert_allclose(turned[:, 1:, 1:], upright[:, :0:-1, :0:-1], atol=0.05)
    # this fixture names a crop by its mean colour, which no turn changes: same answer
    one = Detector(LOCATOR, CLASSIFIER, views=1)(image)
    assert out.class_name == one.class_name
    assert out.class_probs is not None and one.class_probs is not None
    np.testing.assert_allclose(out.class_probs, one.class_probs, atol=1e-3)
    for bad in (0, -1, 1.5, True):
        with pytest.raises(ValueError, match="views"):
            Detector(LOCATOR, CLASSIFIER, views=bad)  # type: ignore[arg-type]


def test_skip_views_at_turns_only_the_crops_the_upright_view_doubts() -> None:
    from vision.detector import mean_of_views, softmax

    rng = np.random.default_rng(0)
    upright = np.zeros((3, 54), np.float32)
    upright[0, 5] = 12.0  # sure of class 5
    upright[1, :2] = (1.0, 0.8)  # torn between 0 and 1
    upright[2, 53] = 12.0  # sure it is background
    turned = rng.normal(size=(7, 54)).astype(np.float32)  # 7 more views of box 1 alone
    batches: list[int] = []

    class Fake:
        def get_inputs(self) -> list[object]:
            return [type("Input", (), {"name": "images"})()]

        def run(self, names: object, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
            (batch,) = feeds.values()
            batches.append(len(batch))
            by_size = {3: upright, 7: turned}
            return [by_size.get(len(batch), np.zeros((len(batch), 54), np.float32))]

    det = Detector(LOCATOR, CLASSIFIER, views=8, skip_views_at=0.9).load()
    det._classifier = Fake()  # type: ignore[assignment]
    image = np.full((64, 64, 3), 128, np.uint8)
    boxes = np.array([[4, 4, 20, 20], [30, 4, 46, 20], [4, 30, 20, 46]], np.float32)
    probs = det._classify_prepared(image, boxes)
    assert batches == [3, 7]  # all three upright, then the other 7 turns of the doubted one
    first = softmax(upright)
    np.testing.assert_allclose(probs[[0, 2]], first[[0, 2]])
    expected = mean_of_views(np.concatenate([first[1][None], softmax(turned)])[:, None])
    np.testing.assert_allclose(probs[1], expected[0], rtol=1e-5)
    # nothing in doubt: one run; and None (the default) turns every crop in one batch
    batches.clear()
    upright[1, 0] = 12.0
    det._classify_prepared(image, boxes)
    assert batches == [3]
    batches.clear()
    det.skip_views_at = None
    assert det._classify_prepared(image, boxes).shape == (3, 54)
    assert batches == [8 * 3]
    for bad in (0.0, 1.5, -0.1):
        with pytest.raises(ValueError, match="skip_views_at"):
            Detector(LOCATOR, CLASSIFIER, skip_views_at=bad)
