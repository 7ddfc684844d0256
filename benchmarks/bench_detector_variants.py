"""Speed (and optionally accuracy) of detector variants on the same frames, in one run.

    python benchmarks/bench_detector_variants.py [--int8] [--real-dev DIR]

Variants: the shipped YOLO model alone, the shipped pair (YOLO + crop classifier, the negative
pass where :func:`vision.detector.dark_region` sees dark card stock: not in the demo clip), the
pair with the classifier reading each crop upright only (``views=1``, the live path's until
session 13), the pair
reading the negative of every frame too (``negative="always"``), with ``--skip-views-at`` the
eight views as a cascade (only the crops the upright view doubts are turned), and with
``--int8`` the YOLO model statically quantized by onnxruntime (QDQ, per-channel int8 weights,
uint8 activations, MinMax calibration on 48 scenes of ``--calibration``), once with every
convolution quantized and once with the detection head (``/model.23/``) and the stem kept in
float. Whole detector calls on 20 demo-clip frames (640x480), repetitions alternating between
variants so background load hits all alike; the spread over repetitions is printed.
``--real-dev DIR`` also scores each variant with ``vision.evaluate`` (mAP50, card precision).
The quantized models are written to a temporary folder, never to models/.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import cv2
import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from api.defaults import LIVE_CONF, LIVE_DETECTOR  # noqa: E402
from vision.detector import DEFAULT_LOCATOR_PATH, CardDetector, letterbox  # noqa: E402

DEMO = REPO / "datasets" / "demo" / "demo_game.mp4"


def demo_frames(count: int = 20, every: int = 40, video: Path = DEMO) -> list[np.ndarray]:
    capture = cv2.VideoCapture(str(video))
    frames, index = [], 0
    while len(frames) < count:
        ok, frame = capture.read()
        if not ok:
            break
        index += 1
        if index % every == 0:
            frames.append(frame)
    return frames


def quantize(out_dir: Path, calibration: Path) -> dict[str, Path]:
    import onnx
    from onnxruntime.quantization import (
        CalibrationDataReader,
        QuantFormat,
        QuantType,
        quant_pre_process,
        quantize_static,
    )

    pre = out_dir / "pre.onnx"
    quant_pre_process(str(DEFAULT_LOCATOR_PATH), str(pre), skip_symbolic_shape=True)
    files = sorted(calibration.glob("*.jpg"))[:48]
    if not files:
        raise SystemExit(f"no calibration images in {calibration}")

    class Reader(CalibrationDataReader):  # type: ignore[misc]
        def __init__(self) -> None:
            self.files = iter(files)

        def get_next(self) -> dict[str, np.ndarray] | None:
            path = next(self.files, None)
            if path is None:
                return None
            image = cv2.resize(cv2.imread(str(path)), (640, 480))
            padded, _ = letterbox(image, (480, 640))
            blob = padded[..., ::-1].transpose(2, 0, 1)[None]
            return {"images": np.ascontiguousarray(blob, np.float32) / 255}

    convs = [n.name for n in onnx.load(str(pre)).graph.node if n.op_type == "Conv"]
    keep_float = [c for c in convs if "/model.23/" in c or c.startswith("/model.0/")]
    out = {}
    for name, exclude in (("int8 all convs", []), ("int8, head in float", keep_float)):
        path = out_dir / f"{len(out)}.onnx"
        quantize_static(
            str(pre),
            str(path),
            Reader(),
            quant_format=QuantFormat.QDQ,
            per_channel=True,
            activation_type=QuantType.QUInt8,
            weight_type=QuantType.QInt8,
            op_types_to_quantize=["Conv"],
            nodes_to_exclude=exclude,
        )
        out[name] = path
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--int8", action="store_true", help="also time int8-quantized models")
    parser.add_argument(
        "--calibration", type=Path, default=REPO / "data" / "scenes" / "train" / "images"
    )
    parser.add_argument("--real-dev", type=Path, help="also score each variant on this folder")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument(
        "--skip-views-at",
        type=float,
        nargs="+",
        default=[],
        metavar="P",
        help="also time the live detector (api.defaults.LIVE_DETECTOR, at LIVE_CONF) with 1 "
        "and 8 classifier views, and with 8 as a cascade: crops the upright view names at "
        "least this surely skip the others (CardDetector's skip_views_at)",
    )
    parser.add_argument(
        "--video", type=Path, default=DEMO, help="frames from this video (default: the demo clip)"
    )
    args = parser.parse_args()

    variants: dict[str, CardDetector] = {
        "YOLO alone": CardDetector(locator_only=True, negative="off"),
        "YOLO + classifier (shipped)": CardDetector(),
        "shipped, 1 classifier view": CardDetector(views=1),
        "shipped, negative always": CardDetector(negative="always"),
    }
    if args.skip_views_at:
        live: dict[str, Any] = {**LIVE_DETECTOR, "conf": LIVE_CONF}
        variants["live, 1 view"] = CardDetector(**{**live, "views": 1, "skip_views_at": None})
        variants["live, 8 views"] = CardDetector(**{**live, "views": 8, "skip_views_at": None})
        for p in args.skip_views_at:
            variants[f"live, 8 views, skip at {p:g}"] = CardDetector(
                **{**live, "views": 8, "skip_views_at": p}
            )
    with tempfile.TemporaryDirectory() as tmp:
        if args.int8:
            for name, path in quantize(Path(tmp), args.calibration).items():
                variants[name] = CardDetector(path, locator_only=True, negative="off")
        for detector in variants.values():
            detector.load()
        frames = demo_frames(video=args.video)
        if not frames:
            raise SystemExit(f"no frames read from {args.video}")
        for detector in variants.values():  # warm-up
            detector(frames[0])
        times: dict[str, list[float]] = {name: [] for name in variants}
        for _ in range(args.reps):
            for name, detector in variants.items():
                start = time.perf_counter()
                for frame in frames:
                    detector(frame)
                times[name].append(1000 * (time.perf_counter() - start) / len(frames))
        print(
            f"whole detector call, {len(frames)} frames of {args.video.name}, "
            f"{args.reps} alternating reps:"
        )
        for name, ms in times.items():
            print(
                f"  {name:30s} median {np.median(ms):6.1f} ms  "
                f"(range {min(ms):.1f}-{max(ms):.1f})  {1000 / np.median(ms):5.1f} fps"
            )
        if args.real_dev:
            from vision.evaluate import evaluate_predictions, load_yolo_folder

            truths = load_yolo_folder(args.real_dev)
            images = [cv2.imread(str(g.image)) for g in truths]
            for name, detector in variants.items():
                predictions = [detector(image, conf=0.01) for image in images]
                m = evaluate_predictions(predictions, truths).overall
                print(
                    f"  {name:30s} {args.real_dev.name}: mAP50 {m.map50:.3f}, "
                    f"card precision {m.card_precision:.3f}, recall {m.card_recall:.3f}"
                )


if __name__ == "__main__":
    main()
