"""Evaluation metrics on hand-made cases."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from vision.detector import Detections
from vision.evaluate import (
    EvaluationError,
    GroundTruth,
    average_precision,
    box_iou,
    card_precision_recall,
    evaluate_folder,
    evaluate_predictions,
    format_report,
    load_yolo_folder,
    subset_of,
)

BOXES = np.array([[10, 10, 30, 50], [100, 100, 120, 140], [200, 10, 220, 50]], np.float32)


def truth(classes: list[int], subset: str = "a", boxes: np.ndarray = BOXES) -> GroundTruth:
    return GroundTruth(Path("x.jpg"), boxes[: len(classes)], np.array(classes), subset)


def pred(classes: list[int], conf: list[float], boxes: np.ndarray = BOXES) -> Detections:
    return Detections(boxes[: len(classes)], np.array(conf), np.array(classes))


def test_box_iou() -> None:
    iou = box_iou(
        np.array([[0, 0, 10, 10]]), np.array([[0, 0, 10, 10], [5, 0, 15, 10], [20, 20, 30, 30]])
    )
    np.testing.assert_allclose(iou, [[1.0, 1 / 3, 0.0]])


def test_perfect_predictions_score_one() -> None:
    truths = [truth([31, 31, 0]), truth([52], subset="b")]
    preds = [pred([31, 31, 0], [0.9, 0.8, 0.7]), pred([52], [0.6])]
    report = evaluate_predictions(preds, truths)
    m = report.overall
    assert (m.map50, m.map50_95, m.agnostic_ap50) == (1.0, 1.0, 1.0)
    assert (m.card_precision, m.card_recall) == (1.0, 1.0)
    assert (m.card_tp, m.card_fp, m.card_fn) == (3, 0, 0)
    assert [s.name for s in report.subsets] == ["a", "b"]
    assert "mAP50" in format_report(report)


def test_a_subset_with_no_card_claimed_shows_none_for_precision() -> None:
    truths = [truth([31]), truth([0], subset="b")]
    report = evaluate_predictions([pred([31], [0.9]), pred([], [])], truths)
    b = report.subsets[1]
    assert (b.card_precision, b.card_recall, b.card_tp + b.card_fp) == (1.0, 0.0, 0)
    rows = {line.split()[0]: line.split() for line in format_report(report).splitlines()[2:]}
    assert rows["b"][-2:] == ["none", "0.000"]
    assert rows["a"][-2:] == ["1.000", "1.000"]


def test_wrong_class_lowers_map_but_not_agnostic_ap() -> None:
    truths = [truth([31, 0])]
    report = evaluate_predictions([pred([31, 1], [0.9, 0.8])], truths)
    m = report.overall
    assert m.map50 == pytest.approx(0.5)  # class 31 found (AP 1), class 0 missed (AP 0)
    assert m.agnostic_ap50 == 1.0
    assert (m.card_tp, m.card_fp, m.card_fn) == (1, 1, 1)
    assert m.card_precision == 0.5 and m.card_recall == 0.5


def test_false_positive_ranked_first_halves_precision() -> None:
    # One true box; a false positive of the same class scores higher than the true one.
    gts = [(BOXES[:1], np.array([7]))]
    preds = [Detections(BOXES[[1, 0]], np.array([0.9, 0.8]), np.array([7, 7]))]
    ap = average_precision(preds, gts, [0.5])
    # Recall reaches 1 at precision 1/2 -> every one of the 101 points samples 0.5.
    assert ap[7][0] == pytest.approx(0.5)


def test_loose_box_counts_at_50_not_at_95() -> None:
    loose = BOXES[:1] + np.array([[0, 0, 0, 10]], np.float32)  # IoU 0.8
    ap = average_precision(
        [Detections(loose, np.array([0.9]), np.array([3]))], [(BOXES[:1], np.array([3]))]
    )
    assert ap[3][0] == 1.0  # IoU 0.50
    assert ap[3][-1] == 0.0  # IoU 0.95
    assert 0 < ap[3].mean() < 1


def test_duplicates_are_false_positives_and_missing_is_zero() -> None:
    gts = [(BOXES[:1], np.array([3]))]
    dup = Detections(np.repeat(BOXES[:1], 2, 0), np.array([0.9, 0.8]), np.array([3, 3]))
    assert average_precision([dup], gts, [0.5])[3][0] == 1.0  # FP after full recall: no loss
    assert average_precision([Detections.empty()], gts, [0.5])[3][0] == 0.0


def test_card_threshold() -> None:
    p, r, tp, fp, fn = card_precision_recall([pred([31, 5], [0.9, 0.3])], [np.array([31, 31])], 0.5)
    assert (p, r, tp, fp, fn) == (1.0, 1.0, 1, 0, 0)
    p, r, *_ = card_precision_recall([pred([31, 5], [0.9, 0.3])], [np.array([31])], 0.2)
    assert (p, r) == (0.5, 1.0)


def test_subset_names() -> None:
    assert subset_of("amm_phonesingle_IMG_20220921_1.jpg") == "amm_phonesingle"
    assert subset_of("bidly_deal3.jpg") == "bidly_deal"
    assert subset_of("scene.jpg") == "-"
    assert subset_of("scene_000123.jpg") == "scene"


def write_folder(root: Path, manifest: bool) -> None:
    import cv2

    (root / "images").mkdir(parents=True)
    (root / "labels").mkdir()
    for name in ("amm_foo_1", "bidly_deal2"):
        cv2.imwrite(str(root / "images" / f"{name}.png"), np.zeros((100, 200, 3), np.uint8))
    (root / "labels" / "amm_foo_1.txt").write_text("31 0.1 0.2 0.1 0.2\n\n0 0.5 0.5 0.2 0.4\n")
    if manifest:
        (root / "manifest.csv").write_text(
            "image,subset\namm_foo_1.png,foo\nbidly_deal2.png,deal\n"
        )


def test_folder_loading_and_evaluation(tmp_path: Path) -> None:
    write_folder(tmp_path / "plain", manifest=False)
    truths = load_yolo_folder(tmp_path / "plain")
    assert [t.subset for t in truths] == ["amm_foo", "bidly_deal"]
    np.testing.assert_allclose(truths[0].xyxy, [[10, 10, 30, 30], [80, 30, 120, 70]])
    assert truths[0].class_id.tolist() == [31, 0] and len(truths[1].class_id) == 0

    write_folder(tmp_path / "man", manifest=True)
    gt = {t.image.name: t for t in load_yolo_folder(tmp_path / "man")}

    def oracle(image: np.ndarray) -> Detections:
        assert image.shape == (100, 200, 3)
        return Detections(gt["amm_foo_1.png"].xyxy, np.array([0.9, 0.9]), np.array([31, 0]))

    report = evaluate_folder(tmp_path / "man", oracle)
    assert [s.name for s in report.subsets] == ["deal", "foo"]
    assert report.subsets[1].map50 == 1.0
    # The image without cards gets two false cards.
    assert report.subsets[0].card_fp == 2 and report.overall.card_precision == 0.5


def test_empty_or_bad_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(EvaluationError, match="images/"):
        load_yolo_folder(tmp_path)
    (tmp_path / "images").mkdir()
    with pytest.raises(EvaluationError, match="no images"):
        load_yolo_folder(tmp_path)
    write_folder(tmp_path / "bad", manifest=False)
    (tmp_path / "bad" / "labels" / "amm_foo_1.txt").write_text("31 0.1 0.2\n")
    with pytest.raises(EvaluationError, match=r"amm_foo_1\.txt:1"):
        load_yolo_folder(tmp_path / "bad")
    with pytest.raises(EvaluationError):
        evaluate_predictions([], [])
