"""``thirteen detect`` and ``thirteen eval-detector``.

OpenCV, onnxruntime and the vision modules are imported inside the commands, so other
subcommands do not pay for them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from api.defaults import NEGATIVE_MODES, PRESENCE_MODES

if TYPE_CHECKING:
    import numpy as np

    from vision.detector import CardDetector, Detections

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp")


def register(subparsers: Any) -> None:
    """Add the vision subcommands to the ``thirteen`` parser."""
    detect = subparsers.add_parser(
        "detect",
        help="find card corner indices in images",
        description="Detect card corner indices (rank+suit prints) in images or folders.",
    )
    detect.add_argument("images", nargs="+", metavar="IMAGE", help="image files or folders")
    detect.add_argument("--json", action="store_true", help="print one JSON object per image")
    detect.add_argument("--annotate", metavar="OUT_DIR", help="write images with boxes drawn")
    detect.add_argument("--conf", type=float, default=0.25, help="confidence threshold")
    _model_options(detect)
    detect.set_defaults(func=_cmd_detect)

    evaluate = subparsers.add_parser(
        "eval-detector",
        help="score the detector on a labelled YOLO folder",
        description="mAP50, mAP50-95, class-agnostic AP50 and card-level precision/recall "
        "on a YOLO folder (images/, labels/), overall and per subset.",
    )
    evaluate.add_argument("folder", metavar="DIR", help="YOLO folder with images/ and labels/")
    evaluate.add_argument(
        "--conf", type=float, default=0.01, help="detection threshold for AP (keep it low)"
    )
    evaluate.add_argument(
        "--card-conf", type=float, default=0.5, help="threshold for card-level precision/recall"
    )
    evaluate.add_argument(
        "--locator-only",
        action="store_true",
        help="score the locator alone (only the class-agnostic AP is meaningful)",
    )
    evaluate.add_argument("--json", action="store_true", help="print the report as JSON")
    _model_options(evaluate)
    evaluate.set_defaults(func=_cmd_eval)


def _model_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--model",
        metavar="ONNX",
        help="YOLO model: one-class corner locator or 53-class detector "
        "(default models/cards.onnx)",
    )
    parser.add_argument(
        "--classifier",
        metavar="ONNX",
        help="crop classifier: names the corners of a one-class --model, or gives a second "
        "opinion on a 53-class one (default: models/corner_classifier.onnx with the default "
        "--model)",
    )
    parser.add_argument("--iou", type=float, default=0.6, help="NMS IoU threshold")
    parser.add_argument("--threads", type=int, default=2, help="onnxruntime intra-op threads")
    parser.add_argument(
        "--yolo-weight",
        type=float,
        help="the YOLO model's say next to the classifier's in naming a corner (0: the "
        "classifier alone; 1: equal; default: vision.detector.DEFAULT_YOLO_WEIGHT, chosen "
        "for the shipped pair; with --suit-weight, its say on the rank)",
    )
    parser.add_argument(
        "--suit-weight",
        type=float,
        help="the YOLO model's say on the suit, apart from the rank (0: the classifier alone "
        "names the suit; default: vision.detector.DEFAULT_SUIT_WEIGHT, chosen for the "
        "shipped pair)",
    )
    parser.add_argument(
        "--presence",
        choices=PRESENCE_MODES,
        default="any",
        help="how sure the YOLO model is that a corner is there, read from its class scores: "
        "any = that some class is (the default for photos), best = its best class's score "
        "(before session 11), rank = its best rank's four suits together (what watch and "
        "serve use)",
    )
    parser.add_argument(
        "--views",
        type=positive_int,
        help="how many ways the classifier turns each corner crop, its opinions averaged "
        "(8, the default: every 45 degrees; 1: upright only; vision.detector."
        "CLASSIFIER_VIEWS; watch and serve read the 8 as a cascade, api.defaults)",
    )
    negative_option(parser)
    parser.add_argument(
        "--aspect",
        type=_aspect,
        default="auto",
        help="read each image stretched this much along x (1: as it is; 1.78: a 16:9 photo "
        "exported to a square), or auto (the default): per image, the stretch of 1, 16/9, "
        "4/3, 3/4, 9/16 at which the classifier is surest of the corners it sees, then the "
        "whole image again at that stretch",
    )


def conf_or_none(text: str) -> float | None:
    """An argparse type: a confidence in [0, 1], or "none" (or "off", as the settings take)."""
    if text.strip().lower() in ("none", "off"):
        return None
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a confidence or none, got {text!r}") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"a confidence is in [0, 1], got {value}")
    return value


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {text}")
    return value


def _aspect(text: str) -> float | str:
    if text == "auto":
        return text
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number or 'auto': {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be > 0, got {text}")
    return value


def negative_option(parser: argparse.ArgumentParser, default: str | None = "auto") -> None:
    """``--negative``: the detector's pass over the greyscale negative, for dark decks
    (``default`` None: leave it to the settings, as ``serve`` does)."""
    parser.add_argument(
        "--negative",
        choices=NEGATIVE_MODES,
        default=default,
        help="also read the greyscale negative, for dark decks (light print on black): "
        "auto = where dark card stock is seen (the default), always = every whole frame "
        "(twice the time: for a dark deck on a dark table), off",
    )


def skip_views_option(parser: argparse.ArgumentParser, default: float | None = None) -> None:
    """``--skip-views-at``: the classifier's views as a cascade (``CardDetector``'s
    ``skip_views_at``; ``none``: every crop gets every view)."""
    parser.add_argument(
        "--skip-views-at",
        type=_optional_probability,
        default=default,
        metavar="P",
        help="a corner the upright view names at least this surely skips the other views "
        f"(CardDetector's skip_views_at; none: every corner gets every view; default {default})",
    )


def _optional_probability(text: str) -> float | None:
    if text.lower() == "none":
        return None
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number or none: {text!r}") from None
    if not 0.0 < value <= 1.0:
        raise argparse.ArgumentTypeError(f"must be in (0, 1] or none, got {text}")
    return value


def _error(command: str, message: str) -> None:
    print(f"thirteen {command}: {message}", file=sys.stderr)


def _make_detector(args: argparse.Namespace, command: str) -> CardDetector | None:
    from vision.detector import (
        CLASSIFIER_VIEWS,
        DEFAULT_SUIT_WEIGHT,
        DEFAULT_YOLO_WEIGHT,
        CardDetector,
        ModelFormatError,
    )

    weight = getattr(args, "yolo_weight", None)
    suit_weight = getattr(args, "suit_weight", None)
    views = getattr(args, "views", None)
    try:
        detector = CardDetector(
            args.model,
            args.classifier,
            conf=args.conf,
            iou=args.iou,
            threads=args.threads,
            locator_only=getattr(args, "locator_only", False),
            yolo_weight=DEFAULT_YOLO_WEIGHT if weight is None else weight,
            suit_weight=DEFAULT_SUIT_WEIGHT if suit_weight is None else suit_weight,
            presence=getattr(args, "presence", "any"),
            views=CLASSIFIER_VIEWS if views is None else views,
            negative=getattr(args, "negative", "auto"),
            aspect=getattr(args, "aspect", "auto"),
        )
        return detector.load()
    except (FileNotFoundError, ModelFormatError, ValueError) as exc:
        _error(command, str(exc))
        return None


def _expand(paths: list[str]) -> tuple[list[Path], list[str]]:
    """Image files from files and folders; second item: problems to report."""
    images: list[Path] = []
    problems: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
            if not found:
                problems.append(f"no images ({', '.join(IMAGE_SUFFIXES)}) in folder {path}")
            images.extend(found)
        else:
            images.append(path)
    return images, problems


def _record(path: Path, detections: Detections) -> dict[str, Any]:
    return {
        "image": str(path),
        "detections": [
            {
                "card": name,
                "confidence": round(float(conf), 4),
                "box": [round(float(v), 1) for v in box],
            }
            for name, conf, box in zip(
                detections.class_name, detections.confidence, detections.xyxy, strict=True
            )
        ],
    }


def _annotate(image: np.ndarray, detections: Detections) -> np.ndarray:
    import cv2

    out = image.copy()
    thickness = max(1, round(max(out.shape[:2]) / 500))
    for name, conf, box in zip(
        detections.class_name, detections.confidence, detections.xyxy, strict=True
    ):
        x1, y1, x2, y2 = (round(float(v)) for v in box)
        cv2.rectangle(out, (x1, y1), (x2, y2), (0, 200, 0), thickness)
        label = f"{name} {conf:.2f}"
        scale = 0.4 * thickness
        (tw, th), base = cv2.getTextSize(label, cv2.FONT_HERSHEY_SIMPLEX, scale, thickness)
        top = max(y1 - th - base, 0)
        cv2.rectangle(out, (x1, top), (x1 + tw, top + th + base), (0, 200, 0), -1)
        cv2.putText(
            out, label, (x1, top + th), cv2.FONT_HERSHEY_SIMPLEX, scale, (0, 0, 0), thickness
        )
    return out


def _cmd_detect(args: argparse.Namespace) -> int:
    import cv2

    from vision.cards import merge_corners
    from vision.detector import ImageFormatError

    images, problems = _expand(args.images)
    for problem in problems:
        _error("detect", problem)
    if not images:
        return 2
    detector = _make_detector(args, "detect")
    if detector is None:
        return 2
    out_dir = Path(args.annotate) if args.annotate else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    failed = len(problems)
    for path in images:
        image = cv2.imread(str(path), cv2.IMREAD_COLOR)
        if image is None:
            _error("detect", f"cannot read image {path}")
            failed += 1
            continue
        try:
            detections = detector(image)
        except ImageFormatError as exc:
            _error("detect", f"{path}: {exc}")
            failed += 1
            continue
        if args.json:
            print(json.dumps(_record(path, detections)), flush=True)
        else:
            cards = merge_corners(detections)
            print(f"{path}: {len(detections)} corners, {len(cards)} cards")
            for item in _record(path, detections)["detections"]:
                print(f"  {item['card']:>3}  {item['confidence']:.2f}  {item['box']}")
        if out_dir is not None:
            target = out_dir / f"{path.stem}.jpg"
            if not cv2.imwrite(str(target), _annotate(image, detections)):
                _error("detect", f"cannot write {target}")
                failed += 1
    return 1 if failed else 0


def _cmd_eval(args: argparse.Namespace) -> int:
    from vision.evaluate import EvaluationError, evaluate_folder, format_report, list_images

    try:
        list_images(Path(args.folder))
    except EvaluationError as exc:
        _error("eval-detector", str(exc))
        return 2
    detector = _make_detector(args, "eval-detector")
    if detector is None:
        return 2

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty() and (done % 10 == 0 or done == total):
            print(f"\r{done}/{total} images", end="\n" if done == total else "", file=sys.stderr)

    try:
        report = evaluate_folder(args.folder, detector, args.card_conf, progress)
    except EvaluationError as exc:
        _error("eval-detector", str(exc))
        return 2
    if args.json:
        print(json.dumps(report.as_dict(), indent=2))
    else:
        print(f"model: {detector.locator_path} ({detector.mode}), detection conf >= {args.conf:g}")
        print(format_report(report))
    return 0
