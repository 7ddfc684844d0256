"""Write the tiny ONNX models the vision tests use (needs the `onnx` package; run once).

    python tests/vision/data/make_fixtures.py

* ``locator_1class.onnx``: input (1, 3, 64, 64); output (1, 5, 100): four fixed candidate
  boxes (cx, cy, w, h in input pixels) with fixed scores (the other 96 score 0), like a
  one-class YOLO export.
* ``detector_53class.onnx``: the same boxes with 53 class scores, output (1, 57, 100).
* ``classifier.onnx``: input (N, 3, 16, 16) RGB in [0, 1]; output (N, 54) logits from the crop's
  mean colour: mostly red -> class 31 (10H), mostly blue -> class 0 (3S), mostly green ->
  background (53), grey -> nearly uniform.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent

# Candidate boxes in 64x64 input pixels: (cx, cy, w, h), scores.
BOXES = np.array([[16, 32, 8, 8], [48, 32, 8, 8], [49, 33, 8, 8], [32, 20, 6, 4]], dtype=np.float32)
SCORES = np.array([0.9, 0.8, 0.7, 0.1], dtype=np.float32)  # box 2 overlaps box 1 (NMS)
CLASSES_53 = np.array([31, 0, 0, 5])
NUM_ANCHORS = 100  # real exports have thousands of anchors; more than 4 + 53 rows here too


def _model(graph, opset: int = 13):  # type: ignore[no-untyped-def]
    from onnx import checker, helper

    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = 8
    checker.check_model(model)
    return model


def constant_yolo(scores_rows: np.ndarray, name: str) -> None:
    from onnx import TensorProto, helper, numpy_helper, save

    out = np.zeros((1, 4 + len(scores_rows), NUM_ANCHORS), np.float32)
    out[0, :, : len(BOXES)] = np.concatenate([BOXES.T, scores_rows], axis=0)
    out[0, :4, len(BOXES) :] = 10.0  # filler anchors, score 0
    nodes = [
        helper.make_node("ReduceMean", ["images"], ["m"], axes=[1, 2, 3], keepdims=1),
        helper.make_node("Mul", ["m", "zero"], ["z"]),  # uses the input, contributes 0
        helper.make_node("Reshape", ["z", "shape"], ["z3"]),
        helper.make_node("Add", ["const", "z3"], ["output0"]),
    ]
    graph = helper.make_graph(
        nodes,
        name,
        [helper.make_tensor_value_info("images", TensorProto.FLOAT, [1, 3, 64, 64])],
        [helper.make_tensor_value_info("output0", TensorProto.FLOAT, list(out.shape))],
        initializer=[
            numpy_helper.from_array(out, "const"),
            numpy_helper.from_array(np.zeros((1,), np.float32), "zero"),
            numpy_helper.from_array(np.array([1, 1, 1], np.int64), "shape"),
        ],
    )
    save(_model(graph), str(HERE / f"{name}.onnx"))


def classifier() -> None:
    from onnx import TensorProto, helper, numpy_helper, save

    weights = np.zeros((3, 54), np.float32)
    weights[0, 31] = 20.0  # red   -> 10H
    weights[2, 0] = 20.0  # blue  -> 3S
    weights[1, 53] = 20.0  # green -> background
    nodes = [
        helper.make_node("GlobalAveragePool", ["crops"], ["pooled"]),
        helper.make_node("Flatten", ["pooled"], ["flat"], axis=1),
        helper.make_node("MatMul", ["flat", "w"], ["logits"]),
    ]
    graph = helper.make_graph(
        nodes,
        "classifier",
        [helper.make_tensor_value_info("crops", TensorProto.FLOAT, ["N", 3, 16, 16])],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["N", 54])],
        initializer=[numpy_helper.from_array(weights, "w")],
    )
    save(_model(graph), str(HERE / "classifier.onnx"))


def main() -> None:
    constant_yolo(SCORES[None], "locator_1class")
    scores53 = np.zeros((53, len(BOXES)), np.float32)
    scores53[CLASSES_53, np.arange(len(BOXES))] = SCORES
    constant_yolo(scores53, "detector_53class")
    classifier()
    print("wrote", sorted(p.name for p in HERE.glob("*.onnx")))


if __name__ == "__main__":
    main()
