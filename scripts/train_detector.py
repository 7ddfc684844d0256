"""Train a card-corner YOLO detector with ultralytics, offline, and export it to ONNX.

    python scripts/train_detector.py data/scenes/data.yaml --imgsz 640 --time 1.6 --epochs 40
    python scripts/train_detector.py data/scenes/data.yaml --classes 53 --device 0 --batch 64

By default it trains the one-class corner locator (``models/corner_locator.onnx``, named by
the crop classifier of ``scripts/train_classifier.py``); ``--classes 53`` trains the
single-stage 53-class detector (``models/cards.onnx``) on the same labels.

The synthetic scenes carry 53-class labels; the locator learns one class ("corner index"), so
this script first writes a one-class view of the dataset next to it (images hard-linked, not
symlinked: ultralytics resolves symlinks and would then miss the labels; labels rewritten to
class 0), unless the labels are one-class already. Ultralytics is made to stay offline and keep
its settings inside ``runs/yolo_config`` (set before it is imported). The best weights are
copied to ``models/corner_locator.pt`` and exported to ``models/corner_locator.onnx``
(static input size, opset 17, simplified) and checked with onnxruntime.

``--resume`` continues an interrupted run from its ``weights/last.pt`` (same arguments);
``--init WEIGHTS`` starts a new run from earlier weights (e.g. to train longer across
sittings); ``--export-only WEIGHTS`` only exports. Training is AGPL ultralytics; the run-time
path (vision/detector.py) never imports it.
"""

from __future__ import annotations

import argparse
import glob
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
MODELS = REPO / "models"
IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp")


# --------------------------------------------------------------------------------------
# Offline ultralytics
# --------------------------------------------------------------------------------------


def find_font() -> Path | None:
    """A local TTF to stand in for ultralytics' Arial.ttf (which it would download)."""
    try:
        import matplotlib

        font = Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf"
        if font.is_file():
            return font
    except ImportError:
        pass
    try:
        out = subprocess.run(
            ["fc-list", "--format", "%{file}\n"], capture_output=True, text=True, timeout=20
        ).stdout
        fonts = [Path(line) for line in out.splitlines() if line.lower().endswith(".ttf")]
        if fonts:
            return sorted(fonts)[0]
    except (OSError, subprocess.SubprocessError):
        pass
    found = sorted(glob.glob("/usr/share/fonts/**/*.ttf", recursive=True))
    return Path(found[0]) if found else None


def use_all_cores() -> None:
    """Undo ultralytics' CPU thread cap (cpu_count - 1 threads) after importing it."""
    import ultralytics.utils as ultra_utils
    import ultralytics.utils.torch_utils as ultra_torch

    cores = os.cpu_count() or 1
    ultra_utils.NUM_THREADS = cores
    ultra_torch.NUM_THREADS = cores


def read_results_without_polars() -> None:
    """Ultralytics reads its results.csv with polars at every checkpoint; where polars is not
    installed (a GPU machine with no package registry), read it with the csv module instead."""
    try:
        import polars  # noqa: F401

        return
    except ImportError:
        pass
    import csv

    from ultralytics.engine.trainer import BaseTrainer

    def read_results_csv(self: Any) -> dict[str, list[float]]:
        try:
            with open(self.csv, newline="") as f:
                rows = list(csv.DictReader(f))
        except OSError:
            return {}
        return {k.strip(): [float(r[k]) for r in rows] for k in (rows[0] if rows else {})}

    BaseTrainer.read_results_csv = read_results_csv  # type: ignore[method-assign]


def setup_offline_ultralytics() -> Path:
    """Environment for an offline ultralytics; call before importing it."""
    config = REPO / "runs" / "yolo_config"
    os.environ["YOLO_OFFLINE"] = "1"
    os.environ["YOLO_AUTOINSTALL"] = "false"
    os.environ["YOLO_CONFIG_DIR"] = str(config)
    # ultralytics sets OMP_NUM_THREADS=1 at import and torch.set_num_threads(cpu_count - 1) for
    # CPU training: on a 2-core machine that trains on ONE core. Use them all.
    os.environ.setdefault("OMP_NUM_THREADS", str(os.cpu_count() or 1))
    fonts_dir = config / "Ultralytics"
    fonts_dir.mkdir(parents=True, exist_ok=True)
    font = find_font()
    if font is None:
        print("warning: no .ttf font found; ultralytics may try to download Arial.ttf")
    else:
        for name in ("Arial.ttf", "Arial.Unicode.ttf"):
            if not (fonts_dir / name).exists():
                shutil.copyfile(font, fonts_dir / name)
    return config


# --------------------------------------------------------------------------------------
# One-class view of a YOLO dataset
# --------------------------------------------------------------------------------------


def _labels_dir_for(images_dir: Path) -> Path:
    """Ultralytics' rule: the last ``/images/`` path component becomes ``/labels/``; without
    one, labels sit next to the images."""
    parts = list(images_dir.parts)
    for i in range(len(parts) - 1, -1, -1):
        if parts[i] == "images":
            parts[i] = "labels"
            return Path(*parts)
    return images_dir


def _split_path(data: dict[str, Any], yaml_path: Path, value: str) -> Path:
    """A split folder of a data.yaml as ultralytics reads it: relative to ``path``, itself
    relative to the yaml's folder (the default)."""
    root = Path(data.get("path") or yaml_path.parent)
    if not root.is_absolute():
        root = (yaml_path.parent / root).resolve()
    path = Path(value)
    return path if path.is_absolute() else root / path


def _split_dirs(data: dict[str, Any], yaml_path: Path) -> dict[str, Path]:
    splits = {}
    for split in ("train", "val", "test"):
        value = data.get(split)
        if not value:
            continue
        if isinstance(value, list):
            raise SystemExit(f"{yaml_path}: {split} is a list; give one folder per split")
        path = _split_path(data, yaml_path, value)
        if (path / "images").is_dir():
            path = path / "images"
        if not path.is_dir():
            raise SystemExit(f"{yaml_path}: {split} folder {path} does not exist")
        splits[split] = path
    if "train" not in splits or "val" not in splits:
        raise SystemExit(f"{yaml_path}: needs train and val folders")
    return splits


def _link(src: Path, dst: Path) -> None:
    if dst.exists():
        if dst.stat().st_ino == src.stat().st_ino:
            return
        dst.unlink()
    try:
        os.link(src, dst)
    except OSError:  # another file system: copy instead
        shutil.copy2(src, dst)


def one_class_view(yaml_path: Path, view_root: Path | None = None) -> Path:
    """Write (or refresh) a one-class copy of a YOLO dataset; return its data yaml.

    Returns ``yaml_path`` itself when every label is class 0 already.
    """
    import yaml

    data = yaml.safe_load(yaml_path.read_text())
    splits = _split_dirs(data, yaml_path)
    names = data.get("names", {})
    if (isinstance(names, (list, dict)) and len(names) == 1) or data.get("nc") == 1:
        return yaml_path
    view_root = view_root or yaml_path.parent.with_name(yaml_path.parent.name + "_1class")
    counts = {}
    for split, images_dir in splits.items():
        labels_dir = _labels_dir_for(images_dir)
        out_images = view_root / split / "images"
        out_labels = view_root / split / "labels"
        out_images.mkdir(parents=True, exist_ok=True)
        out_labels.mkdir(parents=True, exist_ok=True)
        images = sorted(p for p in images_dir.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
        wanted = {p.name for p in images}
        for stale in out_images.iterdir():
            if stale.name not in wanted:
                stale.unlink()
        stems = {p.stem for p in images}
        for stale in out_labels.iterdir():
            if stale.stem not in stems:
                stale.unlink()
        boxes = 0
        for image in images:
            _link(image, out_images / image.name)
            src_label = labels_dir / f"{image.stem}.txt"
            lines = []
            if src_label.is_file():
                for line in src_label.read_text().splitlines():
                    parts = line.split()
                    if len(parts) == 5:
                        lines.append(" ".join(["0", *parts[1:]]))
            boxes += len(lines)
            text = "\n".join(lines) + ("\n" if lines else "")
            dst_label = out_labels / f"{image.stem}.txt"
            if not dst_label.exists() or dst_label.read_text() != text:
                dst_label.write_text(text)
        for cache in (view_root / split).glob("*.cache"):
            cache.unlink()  # ultralytics' label cache; rebuilt on the next run
        counts[split] = (len(images), boxes)
    view_yaml = view_root / "data.yaml"
    view = {
        "path": str(view_root),
        **{split: str(view_root / split / "images") for split in splits},
        "names": {0: "corner"},
    }
    view_yaml.write_text(yaml.safe_dump(view, sort_keys=False))
    for split, (n_img, n_box) in counts.items():
        print(f"one-class view {split}: {n_img} images, {n_box} boxes -> {view_root / split}")
    return view_yaml


# --------------------------------------------------------------------------------------
# Train, export, check
# --------------------------------------------------------------------------------------


def export_onnx(weights: Path, imgsz: int, opset: int, out: Path) -> Path:
    from ultralytics import YOLO

    model = YOLO(str(weights))
    exported = Path(
        model.export(
            format="onnx",
            imgsz=imgsz,
            opset=opset,
            simplify=True,
            dynamic=True,  # any input size: vision.detector fits each image at its aspect
            half=False,
            nms=False,
            device="cpu",
        )
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    if exported.resolve() != out.resolve():
        shutil.copyfile(exported, out)
    print(f"exported {weights} -> {out} ({out.stat().st_size / 1e6:.1f} MB)")
    return out


def val_folder(data: dict[str, Any], data_yaml: Path) -> Path:
    """The (first) validation image folder of a data.yaml: ``val`` may be one path or a list
    (:func:`_split_path`)."""
    val = data["val"][0] if isinstance(data["val"], list) else data["val"]
    return _split_path(data, data_yaml, val)


def check_onnx(onnx_path: Path, data_yaml: Path) -> None:
    """Run the exported locator with onnxruntime (vision.detector) on a few val images."""
    import cv2
    import yaml

    sys.path.insert(0, str(REPO))
    from vision.detector import CardDetector

    val = val_folder(yaml.safe_load(data_yaml.read_text()), data_yaml)
    images = sorted(p for p in val.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)[:5]
    detector = CardDetector(onnx_path, conf=0.25, locator_only=True).load()
    for image in images:
        frame = cv2.imread(str(image))
        start = time.perf_counter()
        found = detector.locate(frame)
        ms = (time.perf_counter() - start) * 1000
        print(f"onnx check {image.name}: {len(found)} corners, {ms:.0f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data", nargs="?", type=Path, help="YOLO data.yaml (53- or 1-class)")
    parser.add_argument(
        "--classes",
        type=int,
        choices=(1, 53),
        default=1,
        help="1: corner locator (labels folded to one class); 53: single-stage card detector",
    )
    parser.add_argument("--device", default="cpu", help="'cpu' or a CUDA device index such as 0")
    parser.add_argument("--model", default="yolo11n.yaml", help="architecture yaml (scratch)")
    parser.add_argument("--init", type=Path, help="start from these weights (.pt) instead")
    parser.add_argument("--epochs", type=int, default=40)
    parser.add_argument(
        "--time", type=float, help="hours; caps the run (ultralytics fits the LR schedule to it)"
    )
    parser.add_argument("--imgsz", type=int, default=640)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--patience", type=int, default=100)
    parser.add_argument(
        "--close-mosaic",
        type=int,
        default=2,
        help="last epochs without mosaic (ultralytics' default 10 would switch mosaic off "
        "for most of a short, time-capped run)",
    )
    parser.add_argument(
        "--warmup-epochs",
        type=float,
        default=0.5,
        help="LR warm-up (ultralytics' default 3 is the whole of a 3-epoch CPU run)",
    )
    parser.add_argument(
        "--multi-scale",
        type=float,
        default=0.0,
        help="each batch resized to a random input size within imgsz × (1 ± this); "
        "0 keeps every batch at imgsz",
    )
    parser.add_argument("--cache", choices=("none", "ram", "disk"), default="none")
    parser.add_argument(
        "--save-period",
        type=int,
        default=-1,
        help="also keep the weights of every N-th epoch (weights/epochN.pt), to judge each "
        "on real photos afterwards; -1: only best.pt and last.pt",
    )
    parser.add_argument("--name", help="run name under runs/detect (default: the model's name)")
    parser.add_argument("--view", type=Path, help="where to write the one-class view")
    parser.add_argument(
        "--resume", action="store_true", help="resume runs/detect/NAME/weights/last.pt"
    )
    parser.add_argument("--opset", type=int, default=17, choices=range(12, 18))
    parser.add_argument("--export-only", type=Path, metavar="WEIGHTS", help="only export these")
    parser.add_argument("--out", type=Path, help="ONNX path (default: models/NAME.onnx)")
    parser.add_argument(
        "--no-install",
        action="store_true",
        help="do not copy weights/ONNX into models/ (smoke tests)",
    )
    args = parser.parse_args(argv)
    model_name = "cards" if args.classes == 53 else "corner_locator"
    args.name = args.name or model_name
    default_out = MODELS / f"{model_name}.onnx"
    args.out = args.out or default_out

    setup_offline_ultralytics()
    project = REPO / "runs" / "detect"
    run_dir = project / args.name

    def dataset(yaml_path: Path) -> Path:
        if args.classes == 53:
            return yaml_path.resolve()
        return one_class_view(yaml_path.resolve(), args.view)

    if args.export_only:
        export_onnx(args.export_only, args.imgsz, args.opset, args.out)
        if args.data:
            check_onnx(args.out, dataset(args.data))
        return 0
    if args.data is None:
        parser.error("data.yaml is required unless --export-only")
    data_yaml = dataset(args.data)

    from ultralytics import YOLO

    use_all_cores()
    read_results_without_polars()
    if args.device != "cpu":
        # ultralytics checks mixed precision against yolo11n.pt, which it would download; AMP
        # on a CUDA GPU is the usual, safe choice, so skip the check.
        import ultralytics.engine.trainer as ultra_trainer

        ultra_trainer.check_amp = lambda *a, **k: True
    last = run_dir / "weights" / "last.pt"
    start = time.time()
    if args.resume and last.is_file():
        print(f"resuming {last}")
        try:
            YOLO(str(last)).train(resume=True)
        except AssertionError as exc:  # e.g. "training ... is finished, nothing to resume"
            print(f"not resumed: {exc}")
    else:
        if args.resume:
            print(f"no {last} to resume; starting a new run")
        model = YOLO(str(args.init) if args.init else args.model)
        train_args: dict[str, Any] = dict(
            data=str(data_yaml),
            epochs=args.epochs,
            imgsz=args.imgsz,
            batch=args.batch,
            workers=args.workers,
            device=args.device,
            pretrained=bool(args.init),
            amp=args.device != "cpu",
            fliplr=0.0,
            flipud=0.0,
            mosaic=1.0,
            close_mosaic=args.close_mosaic,
            warmup_epochs=args.warmup_epochs,
            multi_scale=args.multi_scale,
            plots=False,
            single_cls=args.classes == 1,
            patience=args.patience,
            save_period=args.save_period,
            cache=False if args.cache == "none" else args.cache,
            project=str(project),
            name=args.name,
            exist_ok=True,
            seed=0,
            verbose=True,
        )
        if args.time:
            train_args["time"] = args.time
        model.train(**train_args)
    print(f"training took {(time.time() - start) / 60:.1f} min")

    best = run_dir / "weights" / "best.pt"
    if not best.is_file():
        best = last
    out = args.out
    if args.no_install and out == default_out:
        out = run_dir / "weights" / f"{model_name}.onnx"
    if not args.no_install:
        MODELS.mkdir(exist_ok=True)
        shutil.copyfile(best, MODELS / f"{model_name}.pt")
    export_onnx(best, args.imgsz, args.opset, out)
    check_onnx(out, data_yaml)
    return 0


if __name__ == "__main__":
    sys.exit(main())
