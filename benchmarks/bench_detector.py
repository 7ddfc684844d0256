"""Frames per second of vision.detector (onnxruntime) next to ultralytics' PyTorch predict.

    python benchmarks/bench_detector.py --model models/corner_locator.onnx \\
        --weights models/corner_locator.pt --frames 40 --reps 3 --threads 2

Both run on the same 640x480 BGR frames (from --images, resized, or random texture), on the
same number of threads, in the same process, alternating per repetition so background load
hits both alike. Reported: median frames/s over repetitions and the ratio. Also checks that
both find the same boxes on the first frame (parity of letterbox + decoding + NMS).
ultralytics is imported only here (training/benchmark tooling, never at run time).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from api.commands.vision import positive_int, skip_views_option  # noqa: E402
from api.defaults import LIVE_DETECTOR  # noqa: E402
from vision.detector import CardDetector, Detections  # noqa: E402
from vision.evaluate import box_iou  # noqa: E402

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp")


def load_frames(folder: Path | None, count: int, size: tuple[int, int]) -> list[np.ndarray]:
    import cv2

    w, h = size
    frames: list[np.ndarray] = []
    if folder is not None:
        paths = sorted(p for p in folder.rglob("*") if p.suffix.lower() in IMAGE_SUFFIXES)
        for path in paths[:count]:
            image = cv2.imread(str(path))
            if image is not None:
                frames.append(cv2.resize(image, (w, h), interpolation=cv2.INTER_AREA))
    rng = np.random.default_rng(0)
    while len(frames) < count:  # smooth random texture, not white noise
        small = rng.integers(0, 255, (h // 16, w // 16, 3), dtype=np.uint8)
        frames.append(cv2.resize(small, (w, h), interpolation=cv2.INTER_CUBIC))
    return frames


def fps(run: Callable[[np.ndarray], object], frames: list[np.ndarray]) -> float:
    start = time.perf_counter()
    for frame in frames:
        run(frame)
    return len(frames) / (time.perf_counter() - start)


def ultralytics_predictor(
    weights: Path, imgsz: int, conf: float, iou: float, threads: int
) -> Callable[[np.ndarray], Detections]:
    """ultralytics' own predict on ``weights`` (.pt: PyTorch; .onnx: its onnxruntime path)."""
    sys.path.insert(0, str(REPO / "scripts"))
    from train_detector import setup_offline_ultralytics

    setup_offline_ultralytics()
    import torch
    from ultralytics import YOLO

    torch.set_num_threads(threads)
    model = YOLO(str(weights), task="detect")

    def predict(frame: np.ndarray) -> Detections:
        result = model.predict(
            frame,
            imgsz=imgsz,
            conf=conf,
            iou=iou,
            device="cpu",
            verbose=False,
            agnostic_nms=True,
            max_det=300,
        )[0]
        boxes = result.boxes
        return Detections(
            boxes.xyxy.numpy(), boxes.conf.numpy(), boxes.cls.numpy().astype(np.int64)
        )

    return predict


def parity(ours: Detections, theirs: Detections) -> str:
    if len(ours) == 0 and len(theirs) == 0:
        return "parity: both found nothing on frame 0"
    if len(ours) == 0 or len(theirs) == 0:
        return f"parity: MISMATCH ours {len(ours)} boxes, ultralytics {len(theirs)}"
    iou = box_iou(ours.xyxy, theirs.xyxy)
    matched = int((iou.max(axis=1) > 0.9).sum())
    return (
        f"parity on frame 0: ours {len(ours)} boxes, ultralytics {len(theirs)}, "
        f"{matched} of ours overlap one of theirs with IoU > 0.9 (ultralytics running the "
        "same ONNX file) "
        f"(median best IoU {np.median(iou.max(axis=1)):.3f})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", type=Path, default=REPO / "models" / "cards.onnx")
    parser.add_argument("--classifier", type=Path, help="crop classifier ONNX (two-stage)")
    parser.add_argument(
        "--weights",
        type=Path,
        help=".pt for ultralytics (default: --model with .pt); skipped if missing",
    )
    parser.add_argument("--images", type=Path, help="folder of frames (resized to 640x480)")
    parser.add_argument("--frames", type=int, default=40)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--conf", type=float, default=0.25)
    parser.add_argument("--iou", type=float, default=0.6)
    parser.add_argument(
        "--views",
        type=positive_int,
        default=LIVE_DETECTOR["views"],
        help="with --classifier: turns of each crop it reads (default "
        f"{LIVE_DETECTOR['views']}, the live path's; photos use vision.detector.CLASSIFIER_VIEWS)",
    )
    skip_views_option(parser, LIVE_DETECTOR["skip_views_at"])
    args = parser.parse_args(argv)

    frames = load_frames(args.images, args.frames, (640, 480))
    # the negative pass (dark decks) is off: ultralytics' predict has none to compare with
    locator = CardDetector(
        args.model,
        conf=args.conf,
        iou=args.iou,
        threads=args.threads,
        locator_only=True,
        negative="off",
    ).load()
    imgsz = locator.input_size[0]
    runs: dict[str, Callable[[np.ndarray], object]] = {"onnx locator": locator}
    if args.classifier is not None:
        full = CardDetector(
            args.model,
            args.classifier,
            conf=args.conf,
            iou=args.iou,
            threads=args.threads,
            negative="off",
            views=args.views,
            skip_views_at=args.skip_views_at,
        ).load()
        runs["onnx locator+classifier"] = full
    weights = args.weights or args.model.with_suffix(".pt")
    theirs = None
    if weights.is_file():
        theirs = ultralytics_predictor(weights, imgsz, args.conf, args.iou, args.threads)
        runs["ultralytics torch predict"] = theirs
    else:
        print(f"no {weights}: ultralytics comparison skipped")

    for run in runs.values():  # warm up
        for frame in frames[:3]:
            run(frame)
    results: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(args.reps):
        for name, run in runs.items():
            results[name].append(fps(run, frames))

    print(
        f"{len(frames)} frames 640x480, model input {imgsz}, {args.threads} threads, "
        f"{args.reps} repetitions"
    )
    for name, values in results.items():
        spread = ", ".join(f"{v:.1f}" for v in values)
        print(
            f"  {name:<26} {statistics.median(values):6.1f} fps  "
            f"({1000 / statistics.median(values):5.1f} ms/frame; reps: {spread})"
        )
    if theirs is not None:
        ratio = statistics.median(results["onnx locator"]) / statistics.median(
            results["ultralytics torch predict"]
        )
        print(f"  onnx locator / ultralytics: {ratio:.2f}x")
        # Parity of our pre/post-processing with ultralytics' on the very same ONNX model
        # (PyTorch predict letterboxes to a smaller rectangle, so it sees other pixels).
        same_model = ultralytics_predictor(args.model, imgsz, args.conf, args.iou, args.threads)
        print("  " + parity(locator(frames[0]), same_model(frames[0])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
