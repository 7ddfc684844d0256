"""Train the corner-index classifier (53 cards + background) on crops from a YOLO dataset.

    python scripts/train_classifier.py data/scenes/data.yaml --epochs 20 --threads 2

Crops are squares around each labelled corner box, cut exactly as the detector cuts them at
run time (``vision.detector.corner_crop``), with the box jittered (shift and scale up
to ±15 %), rotated by any angle (the classifier must not care how a card lies), and colour,
blur, noise and JPEG changes. Background crops (class 53) come from places away from the
labelled corners: card middles, pips, faces, table, partial corners.

Checkpoints go to ``runs/classifier/NAME/last.pt`` after every epoch; ``--resume`` continues
from there. The best checkpoint (validation accuracy) is exported to
``models/corner_classifier.onnx`` (input ``crops`` float32 (N, 3, S, S) RGB in [0, 1],
output ``logits`` (N, 54)) and checked against torch with onnxruntime.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from vision.detector import (  # noqa: E402
    BACKGROUND_CLASS,
    CROP_CONTEXT,
    NUM_CARD_CLASSES,
    corner_crop,
    crops_to_tensor,
)

NUM_OUTPUTS = NUM_CARD_CLASSES + 1
IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp")


# --------------------------------------------------------------------------------------
# Model
# --------------------------------------------------------------------------------------


def conv_bn(c_in: int, c_out: int) -> nn.Sequential:
    return nn.Sequential(
        nn.Conv2d(c_in, c_out, 3, padding=1, bias=False), nn.BatchNorm2d(c_out), nn.ReLU(True)
    )


class CornerNet(nn.Module):
    """A stride-2 stem and four 3x3 conv blocks (three followed by 2x2 max-pooling), global
    average pooling, dropout, one linear layer: ~280k parameters, 48 px in -> 3 px maps.
    The strided stem makes it ~4x faster to train on a CPU than a full-resolution first block.
    """

    def __init__(self, widths: tuple[int, ...] = (24, 48, 80, 112, 144)) -> None:
        super().__init__()
        stem = nn.Sequential(
            nn.Conv2d(3, widths[0], 3, stride=2, padding=1, bias=False),
            nn.BatchNorm2d(widths[0]),
            nn.ReLU(True),
        )
        layers: list[nn.Module] = [stem]
        c_in = widths[0]
        for i, width in enumerate(widths[1:]):
            layers.append(conv_bn(c_in, width))
            if i < len(widths) - 2:
                layers.append(nn.MaxPool2d(2))
            c_in = width
        self.features = nn.Sequential(*layers)
        self.dropout = nn.Dropout(0.2)
        self.head = nn.Linear(c_in, NUM_OUTPUTS)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.features(x)
        x = torch.flatten(F.adaptive_avg_pool2d(x, 1), 1)
        return self.head(self.dropout(x))


# --------------------------------------------------------------------------------------
# Data
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LabelledImage:
    path: Path
    boxes: np.ndarray  # normalised cx, cy, w, h (M, 4)
    classes: np.ndarray  # (M,)


def four_colour_images(images_dir: Path) -> set[str]:
    """Stems of the images whose scene used a four-colour deck (from the generator's
    ``manifest.csv`` beside ``images/``; none if there is no manifest)."""
    import csv

    from datasets.scenes import is_four_colour

    manifest = images_dir.parent / "manifest.csv"
    if not manifest.is_file():
        return set()
    with manifest.open(newline="") as f:
        return {
            f"{int(row['index']):06d}"
            for row in csv.DictReader(f)
            if any(is_four_colour(d) for d in row["decks"].split())
        }


def read_split(
    images_dir: Path, limit: int | None = None, two_colour_only: bool = False
) -> list[LabelledImage]:
    skip = four_colour_images(images_dir) if two_colour_only else set()
    parts = list(images_dir.parts)
    idx = len(parts) - 1 - parts[::-1].index("images")
    labels_dir = Path(*parts[:idx], "labels", *parts[idx + 1 :])
    items = []
    for path in sorted(p for p in images_dir.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES):
        if path.stem in skip:
            continue
        label = labels_dir / f"{path.stem}.txt"
        rows = (
            np.loadtxt(label, ndmin=2, dtype=np.float64).reshape(-1, 5)
            if label.is_file() and label.stat().st_size
            else np.zeros((0, 5))
        )
        items.append(LabelledImage(path, rows[:, 1:5], rows[:, 0].astype(np.int64)))
        if limit and len(items) >= limit:
            break
    return items


def read_data_yaml(path: Path) -> dict[str, list[Path]]:
    import yaml

    data = yaml.safe_load(path.read_text())
    root = Path(data.get("path") or path.parent)
    root = root if root.is_absolute() else (path.parent / root).resolve()
    names = data.get("names", {})
    if len(names) not in (0, NUM_CARD_CLASSES):
        raise SystemExit(f"{path}: {len(names)} classes; the classifier needs the 53-class labels")
    out = {}
    for split in ("train", "val"):  # one folder or a list of them, as in YOLO's data.yaml
        entries = data[split] if isinstance(data[split], list) else [data[split]]
        out[split] = [Path(e) if Path(e).is_absolute() else root / e for e in entries]
    return out


def iou_one_to_many(box: np.ndarray, boxes: np.ndarray) -> np.ndarray:
    lt = np.maximum(box[:2], boxes[:, :2])
    rb = np.minimum(box[2:], boxes[:, 2:])
    inter = np.prod(np.clip(rb - lt, 0, None), axis=1)
    area = np.prod(box[2:] - box[:2])
    areas = np.prod(boxes[:, 2:] - boxes[:, :2], axis=1)
    return inter / np.maximum(area + areas - inter, 1e-9)


def photometric(crop: np.ndarray, rng: random.Random) -> np.ndarray:
    """Colour, blur, noise, JPEG: camera-like damage on a BGR uint8 crop."""
    out = crop.astype(np.float32)
    if rng.random() < 0.8:  # brightness / contrast
        out = (out - 128) * rng.uniform(0.6, 1.4) + 128 + rng.uniform(-50, 50)
    if rng.random() < 0.5:  # colour cast (white balance), small enough to keep red red
        out *= np.array([rng.uniform(0.8, 1.2) for _ in range(3)], np.float32)
    if rng.random() < 0.1:
        out[:] = out.mean(axis=2, keepdims=True)
    out = np.clip(out, 0, 255).astype(np.uint8)
    if rng.random() < 0.3:
        k = rng.choice((3, 5))
        out = cv2.GaussianBlur(out, (k, k), rng.uniform(0.5, 1.5))
    elif rng.random() < 0.15:  # motion blur
        k = rng.choice((3, 5, 7))
        kernel = np.zeros((k, k), np.float32)
        kernel[k // 2] = 1.0 / k
        rot = cv2.getRotationMatrix2D((k / 2 - 0.5, k / 2 - 0.5), rng.uniform(0, 180), 1.0)
        kernel = cv2.warpAffine(kernel, rot, (k, k))
        out = cv2.filter2D(out, -1, kernel / max(kernel.sum(), 1e-6))
    if rng.random() < 0.4:
        noise = np.random.default_rng(rng.randrange(2**32)).normal(0, rng.uniform(2, 12), out.shape)
        out = np.clip(out + noise, 0, 255).astype(np.uint8)
    if rng.random() < 0.3:
        ok, buf = cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, rng.randint(30, 90)])
        if ok:
            out = cv2.imdecode(buf, cv2.IMREAD_COLOR)
    return out


def webcam_look(crop: np.ndarray, rng: random.Random) -> np.ndarray:
    """A small corner as a webcam delivers it, on a BGR uint8 crop: the print shrunk to a
    webcam's few pixels, sensor noise, the camera's own denoising and sharpening (soft
    strokes with bright halos), chroma at half resolution (4:2:0) and MJPEG compression,
    then enlarged again as the detector enlarges a small crop. Real webcam corners read
    worse than the scenes' (clubs taken for spades, red print seen purple-blue); the scenes
    draw the print sharp and only blur or shrink it."""
    size = crop.shape[0]
    small = max(10, round(size * rng.uniform(0.3, 0.65)))
    out = cv2.resize(crop, (small, small), interpolation=cv2.INTER_AREA).astype(np.float32)
    out += np.random.default_rng(rng.randrange(2**32)).normal(0, rng.uniform(2, 8), out.shape)
    out = np.clip(out, 0, 255).astype(np.uint8)
    out = cv2.bilateralFilter(out, 5, rng.uniform(20, 60), rng.uniform(2, 5))  # denoising
    blurred = cv2.GaussianBlur(out, (0, 0), rng.uniform(0.8, 1.5))  # unsharp mask
    out = cv2.addWeighted(out, 1 + (a := rng.uniform(0.3, 1.5)), blurred, -a, 0)
    ycc = cv2.cvtColor(out, cv2.COLOR_BGR2YCrCb)  # chroma at half resolution
    half = (max(1, small // 2), max(1, small // 2))
    for c in (1, 2):
        ycc[:, :, c] = cv2.resize(
            cv2.resize(ycc[:, :, c], half, interpolation=cv2.INTER_AREA),
            (small, small),
            interpolation=cv2.INTER_LINEAR,
        )
    out = cv2.cvtColor(ycc, cv2.COLOR_YCrCb2BGR)
    ok, buf = cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, rng.randint(45, 85)])
    if ok:
        out = cv2.imdecode(buf, cv2.IMREAD_COLOR)
    return cv2.resize(out, (size, size), interpolation=cv2.INTER_LINEAR)


def cut(
    image: np.ndarray, box: np.ndarray, size: int, angle: float, scale_down: float = 1.0
) -> np.ndarray:
    """One crop as the detector cuts it (optionally rotated), BGR uint8; ``scale_down`` < 1
    imitates a small, far corner (cut smaller, then enlarged)."""
    if scale_down < 1.0:
        small = max(8, round(size * scale_down))
        crop = corner_crop(image, box, small, CROP_CONTEXT, angle)
        return cv2.resize(crop, (size, size), interpolation=cv2.INTER_LINEAR)
    return corner_crop(image, box, size, CROP_CONTEXT, angle)


def squeeze(
    image: np.ndarray, box: np.ndarray, size: int, angle: float, factor: float, axis: int
) -> np.ndarray:
    """A crop as :func:`cut` makes it, then squeezed by ``factor`` along the image's x
    (``axis`` 1) or y (``axis`` 0) axis: photos exported to a square (16:9 or 4:3 frames
    stretched to 640x640) distort every corner index that way, whatever the card's rotation.
    The crop is cut wider first, so the squeezed one is filled with real context."""
    big = math.ceil(size / factor)
    crop = corner_crop(image, box, big, CROP_CONTEXT / factor * big / (size / factor), angle)
    shape = (big, size) if axis == 1 else (size, big)  # (height, width) after the squeeze
    crop = cv2.resize(crop, shape[::-1], interpolation=cv2.INTER_AREA)
    y0, x0 = (crop.shape[0] - size) // 2, (crop.shape[1] - size) // 2
    return np.ascontiguousarray(crop[y0 : y0 + size, x0 : x0 + size])


def crops_from_image(
    item: LabelledImage,
    size: int,
    rng: random.Random,
    *,
    per_box: int,
    negatives: int,
    augment: bool,
    webcam: float = 0.0,
) -> Iterator[tuple[np.ndarray, int]]:
    image = cv2.imread(str(item.path), cv2.IMREAD_COLOR)
    if image is None:
        return
    h, w = image.shape[:2]
    cx, cy = item.boxes[:, 0] * w, item.boxes[:, 1] * h
    bw, bh = item.boxes[:, 2] * w, item.boxes[:, 3] * h
    gt = np.stack([cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2], axis=1)
    for box, cls in zip(gt, item.classes, strict=True):
        if cls < 0 or cls >= NUM_CARD_CLASSES or min(box[2] - box[0], box[3] - box[1]) < 3:
            continue
        for _ in range(per_box):
            b = box
            angle = 0.0
            scale_down = 1.0
            if augment:
                bw_, bh_ = b[2] - b[0], b[3] - b[1]
                s = rng.uniform(0.85, 1.15)
                dx, dy = rng.uniform(-0.15, 0.15) * bw_, rng.uniform(-0.15, 0.15) * bh_
                mx, my = (b[0] + b[2]) / 2 + dx, (b[1] + b[3]) / 2 + dy
                b = np.array(
                    [mx - bw_ * s / 2, my - bh_ * s / 2, mx + bw_ * s / 2, my + bh_ * s / 2]
                )
                angle = rng.uniform(0, 360)
                scale_down = rng.uniform(0.35, 1.0) if rng.random() < 0.3 else 1.0
            if augment and scale_down == 1.0 and rng.random() < 0.4:
                crop = squeeze(image, b, size, angle, rng.uniform(0.55, 0.95), rng.randrange(2))
            else:
                crop = cut(image, b, size, angle, scale_down)
            if augment:
                crop = photometric(crop, rng)
                if webcam > 0 and rng.random() < webcam:
                    crop = webcam_look(crop, rng)
            yield crop, int(cls)
    # Background: boxes of corner-like size elsewhere, overlapping no corner much. Half of
    # them near a labelled corner (partial corners, card borders, pips), half anywhere.
    sizes = np.maximum(gt[:, 2:] - gt[:, :2], 4) if len(gt) else np.array([[20.0, 30.0]])
    made = tries = 0
    while made < negatives and tries < negatives * 10:
        tries += 1
        bw_, bh_ = sizes[rng.randrange(len(sizes))] * rng.uniform(0.7, 1.4)
        if len(gt) and rng.random() < 0.5:
            ref = gt[rng.randrange(len(gt))]
            mx = (ref[0] + ref[2]) / 2 + rng.uniform(-4, 4) * bw_
            my = (ref[1] + ref[3]) / 2 + rng.uniform(-4, 4) * bh_
        else:
            mx, my = rng.uniform(0, w), rng.uniform(0, h)
        b = np.array([mx - bw_ / 2, my - bh_ / 2, mx + bw_ / 2, my + bh_ / 2])
        if len(gt) and iou_one_to_many(b, gt).max() > 0.2:
            continue
        made += 1
        crop = cut(image, b, size, rng.uniform(0, 360) if augment else 0.0)
        if augment:
            crop = photometric(crop, rng)
            if webcam > 0 and rng.random() < webcam:
                crop = webcam_look(crop, rng)
        yield crop, BACKGROUND_CLASS


class CropStream(torch.utils.data.IterableDataset):  # type: ignore[type-arg]
    """Shuffled crops from a list of labelled images; one pass = one epoch."""

    def __init__(
        self,
        items: list[LabelledImage],
        size: int,
        seed: int,
        *,
        augment: bool,
        per_box: int,
        negatives: int,
        buffer: int = 2048,
        webcam: float = 0.0,
    ) -> None:
        self.items, self.size, self.seed, self.augment = items, size, seed, augment
        self.per_box, self.negatives, self.buffer = per_box, negatives, buffer
        self.webcam = webcam
        self.epoch = 0

    def __iter__(self) -> Iterator[tuple[torch.Tensor, int]]:
        info = torch.utils.data.get_worker_info()
        worker, workers = (info.id, info.num_workers) if info else (0, 1)
        cv2.setNumThreads(1)
        rng = random.Random(self.seed * 1000 + self.epoch * 10 + worker)
        order = list(range(len(self.items)))
        if self.augment:
            rng.shuffle(order)
        pool: list[tuple[np.ndarray, int]] = []
        for i in order[worker::workers]:
            for crop, cls in crops_from_image(
                self.items[i],
                self.size,
                rng,
                per_box=self.per_box,
                negatives=self.negatives,
                augment=self.augment,
                webcam=self.webcam,
            ):
                pool.append((crop, cls))
                if len(pool) >= self.buffer:
                    yield self._tensor(pool.pop(rng.randrange(len(pool))))
        if self.augment:
            rng.shuffle(pool)
        for sample in pool:
            yield self._tensor(sample)

    @staticmethod
    def _tensor(sample: tuple[np.ndarray, int]) -> tuple[torch.Tensor, int]:
        crop, cls = sample
        return torch.from_numpy(crops_to_tensor(crop[None, :, :, ::-1])[0]), cls


# --------------------------------------------------------------------------------------
# Training
# --------------------------------------------------------------------------------------


def evaluate(model: nn.Module, loader: torch.utils.data.DataLoader) -> tuple[float, float, float]:  # type: ignore[type-arg]
    """(accuracy, card accuracy, background accuracy) on a loader."""
    model.eval()
    correct = total = card_ok = cards = bg_ok = bgs = 0
    with torch.no_grad():
        for x, y in loader:
            pred = model(x).argmax(1)
            ok = pred == y
            correct += int(ok.sum())
            total += len(y)
            is_bg = y == BACKGROUND_CLASS
            bg_ok += int(ok[is_bg].sum())
            bgs += int(is_bg.sum())
            card_ok += int(ok[~is_bg].sum())
            cards += int((~is_bg).sum())
    model.train()
    return correct / max(total, 1), card_ok / max(cards, 1), bg_ok / max(bgs, 1)


def export_onnx(model: nn.Module, size: int, out: Path) -> None:
    import onnxruntime as ort

    model = model.eval()
    dummy = torch.rand(4, 3, size, size)
    out.parent.mkdir(parents=True, exist_ok=True)
    torch.onnx.export(
        model,
        (dummy,),
        str(out),
        input_names=["crops"],
        output_names=["logits"],
        dynamic_axes={"crops": {0: "N"}, "logits": {0: "N"}},
        opset_version=17,
        dynamo=False,
    )
    session = ort.InferenceSession(str(out), providers=["CPUExecutionProvider"])
    for n in (1, 7):
        x = torch.rand(n, 3, size, size)
        with torch.no_grad():
            expected = model(x).numpy()
        got = session.run(None, {"crops": x.numpy()})[0]
        diff = float(np.abs(expected - got).max())
        if diff > 1e-3:
            raise SystemExit(f"ONNX export differs from torch by {diff}")
    print(
        f"exported {out} ({out.stat().st_size / 1e3:.0f} kB); onnxruntime matches torch "
        f"(max |diff| {diff:.2e})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data", type=Path, help="YOLO data.yaml with 53-class corner labels")
    parser.add_argument("--size", type=int, default=48, help="crop side in pixels")
    parser.add_argument("--epochs", type=int, default=20)
    parser.add_argument("--time", type=float, help="hours; stop after the epoch that passes it")
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--per-box", type=int, default=2, help="augmented crops per box per epoch")
    parser.add_argument("--negatives", type=int, default=4, help="background crops per image")
    parser.add_argument("--threads", type=int, default=2, help="torch threads")
    parser.add_argument("--workers", type=int, default=1, help="crop-making processes")
    parser.add_argument("--max-images", type=int, help="use only this many images per split")
    parser.add_argument("--name", default="corner_classifier")
    parser.add_argument("--resume", action="store_true")
    parser.add_argument("--init", type=Path, help="start from this checkpoint's weights")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=REPO / "models" / "corner_classifier.onnx")
    parser.add_argument(
        "--two-colour-only",
        action="store_true",
        help="skip training scenes with four-colour decks (their blue diamonds teach the "
        "classifier that dark-blue print means diamonds, as black print looks under cool light)",
    )
    parser.add_argument(
        "--webcam",
        type=float,
        default=0.0,
        help="share of training crops given a webcam's look (webcam_look: shrunk, denoised, "
        "sharpened, chroma halved, MJPEG); validation crops are never given it",
    )
    parser.add_argument("--export-only", action="store_true", help="export best.pt and stop")
    args = parser.parse_args(argv)

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    run_dir = REPO / "runs" / "classifier" / args.name
    run_dir.mkdir(parents=True, exist_ok=True)
    model = CornerNet()
    params = sum(p.numel() for p in model.parameters())
    if args.export_only:
        state = torch.load(run_dir / "best.pt", map_location="cpu")
        model.load_state_dict(state["model"])
        export_onnx(model, state["size"], args.out)
        return 0

    splits = read_data_yaml(args.data.resolve())
    train_items = [
        i for d in splits["train"] for i in read_split(d, args.max_images, args.two_colour_only)
    ]
    val_items = [i for d in splits["val"] for i in read_split(d, args.max_images)]
    n_boxes = sum(len(i.classes) for i in train_items)
    print(
        f"train: {len(train_items)} images, {n_boxes} boxes; val: {len(val_items)} images; "
        f"model {params / 1e3:.0f}k parameters, crops {args.size}px"
    )

    train_set = CropStream(
        train_items,
        args.size,
        args.seed,
        augment=True,
        per_box=args.per_box,
        negatives=args.negatives,
        webcam=args.webcam,
    )
    val_set = CropStream(
        val_items, args.size, 12345, augment=True, per_box=1, negatives=args.negatives
    )  # fixed seed: same crops every epoch
    loader_kw = dict(batch_size=args.batch, num_workers=args.workers, persistent_workers=False)
    train_loader = torch.utils.data.DataLoader(train_set, **loader_kw)  # type: ignore[arg-type]
    val_loader = torch.utils.data.DataLoader(val_set, **loader_kw)  # type: ignore[arg-type]

    steps_per_epoch = max(
        1, math.ceil((n_boxes * args.per_box + len(train_items) * args.negatives) / args.batch)
    )
    total_steps = steps_per_epoch * args.epochs
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=5e-4)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(
        optimizer, max_lr=args.lr, total_steps=total_steps, pct_start=0.1
    )
    criterion = nn.CrossEntropyLoss(label_smoothing=0.05)
    start_epoch, best_acc = 0, -1.0
    if args.init:
        model.load_state_dict(torch.load(args.init, map_location="cpu")["model"])
        print(f"weights from {args.init}")
    last = run_dir / "last.pt"
    if args.resume and last.is_file():
        state = torch.load(last, map_location="cpu")
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        start_epoch, best_acc = state["epoch"] + 1, state["best_acc"]
        print(f"resumed {last} at epoch {start_epoch}")

    started = time.time()
    for epoch in range(start_epoch, args.epochs):
        train_set.epoch = epoch
        model.train()
        seen, loss_sum, t0 = 0, 0.0, time.time()
        for x, y in train_loader:
            loss = criterion(model(x), y)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            if scheduler.last_epoch < scheduler.total_steps - 1:
                scheduler.step()
            seen += len(y)
            loss_sum += float(loss.detach()) * len(y)
        train_s = time.time() - t0
        acc, card_acc, bg_acc = evaluate(model, val_loader)
        rate = seen / max(train_s, 1e-9)
        print(
            f"epoch {epoch + 1}/{args.epochs}: loss {loss_sum / max(seen, 1):.3f}, "
            f"{seen} crops in {train_s:.0f}s ({rate:.0f} crops/s); val acc {acc:.3f} "
            f"(cards {card_acc:.3f}, background {bg_acc:.3f})",
            flush=True,
        )
        state = {
            "model": model.state_dict(),
            "optimizer": optimizer.state_dict(),
            "scheduler": scheduler.state_dict(),
            "epoch": epoch,
            "best_acc": best_acc,
            "size": args.size,
            "val_acc": acc,
        }
        if acc > best_acc:
            best_acc = state["best_acc"] = acc
            torch.save(state, run_dir / "best.pt")
        torch.save(state, last)
        if args.time and time.time() - started > args.time * 3600:
            print(f"time limit of {args.time} h reached")
            break

    best = torch.load(run_dir / "best.pt", map_location="cpu")
    model.load_state_dict(best["model"])
    print(f"best val acc {best['best_acc']:.3f} (epoch {best['epoch'] + 1})")
    export_onnx(model, args.size, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
