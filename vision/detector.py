"""Card corner-index detection with ONNX models run by onnxruntime.

Two designs are supported, chosen by the locator model's number of classes:

* two stages: a one-class "corner index" YOLO locator finds the corners, and a small CNN
  classifier names each square crop (53 cards + a "background" class that rejects false
  corners); confidence = locator confidence x classifier probability;
* one stage: a plain 53-class YOLO model, no classifier;
* one stage with a second opinion: a 53-class YOLO model and a crop classifier; each corner's
  class distribution is the normalised product of the two (independent evidence, as in naive
  Bayes; the YOLO one tempered, its rank by ``yolo_weight`` and its suit by ``suit_weight``),
  and its confidence how sure the YOLO model is that some corner index is there
  (``presence``) times that probability. The classifier reads each crop turned ``views``
  ways and keeps what all the views agree on (:func:`mean_of_views`).

Dark decks (light print on black card stock) look like nothing the models were trained on,
but their greyscale *negative* looks like an ordinary deck: with ``negative`` the detector also
reads the negative (of the whole image, or of the dark regions :func:`dark_region` finds) and
keeps the better box wherever the two passes overlap.

Everything after the detector speaks :class:`Detections`. Nothing here imports torch or
ultralytics, and nothing is loaded or written at import time.

>>> detector = CardDetector()          # doctest: +SKIP
>>> detections = detector(frame_bgr)   # doctest: +SKIP
>>> detections[detections.confidence > 0.5].class_id  # doctest: +SKIP
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    import onnxruntime  # type: ignore[import-untyped]

__all__ = [
    "BACKGROUND_CLASS",
    "CLASSIFIER_VIEWS",
    "CLASS_NAMES",
    "DEFAULT_CLASSIFIER_PATH",
    "DEFAULT_LOCATOR_PATH",
    "DEFAULT_SUIT_WEIGHT",
    "DEFAULT_YOLO_WEIGHT",
    "MODELS_DIR",
    "NUM_CARD_CLASSES",
    "PRESENCE_MODES",
    "CardDetector",
    "Detections",
    "ImageFormatError",
    "Letterbox",
    "ModelFormatError",
    "combine",
    "corner_crop",
    "crop_corners",
    "dark_region",
    "decode_yolo_output",
    "decode_yolo_scores",
    "fuse_class_scores",
    "grey_negative",
    "letterbox",
    "mean_of_views",
    "nms",
    "prepare_image",
    "presence_of",
]

# Index = rank * 4 + suit, ranks 3..10, J, Q, K, A, 2 and suits S, C, D, H; JK = 52.
_RANKS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
_SUITS = ("S", "C", "D", "H")
CLASS_NAMES: tuple[str, ...] = (*(r + s for r in _RANKS for s in _SUITS), "JK")
NUM_CARD_CLASSES = len(CLASS_NAMES)  # 53
BACKGROUND_CLASS = NUM_CARD_CLASSES  # classifier output 53: "not a corner index"
# How much say the YOLO model's class scores have next to the classifier's: exponents on its
# rank and on its suit distribution (see fuse_class_scores). Its suits are the weaker half (it
# was trained on 18 deck families; it reads most clubs of a real webcam as spades). Chosen for
# the shipped pair, with the classifier's CLASSIFIER_VIEWS, on three synthetic sets of decks
# neither model was trained on with benchmarks/fusion_weight.py (models/README.md, session 12:
# the suit is the classifier's alone; 0.4 and 0.2 in session 11, with one classifier view:
# the live path keeps those, api.defaults.LIVE_DETECTOR).
DEFAULT_YOLO_WEIGHT = 0.3
DEFAULT_SUIT_WEIGHT = 0.0

MODELS_DIR = Path(__file__).resolve().parents[1] / "models"
# The shipped model: a 53-class YOLO detector of corner indices (models/README.md). A one-class
# corner locator with a crop classifier (scripts/train_classifier.py) can be passed instead.
DEFAULT_LOCATOR_PATH = MODELS_DIR / "cards.onnx"
DEFAULT_CLASSIFIER_PATH = MODELS_DIR / "corner_classifier.onnx"

# Crop geometry shared by training (scripts/train_classifier.py) and inference: a square
# centred on the corner box with side CROP_CONTEXT * max(box width, box height).
CROP_CONTEXT = 1.3
PAD_VALUE = 114
# Images with a longer side than this are shrunk first (the locator sees at most ~1 k px
# anyway; crops from a 4 k image still have plenty of pixels per corner).
MAX_IMAGE_SIDE = 4096
NEGATIVE_MODES = ("off", "auto", "always")
# How sure the YOLO model is that a corner index is there, from its per-class scores
# (sigmoids): "any" = that some class is, 1 - prod(1 - score) (a corner whose class it
# hesitates over, 0.3 spade and 0.3 club, is still surely a corner: 0.51); "best" = its best
# class's score (sessions 1-10). Chosen on synthetic held-out scenes (models/README.md,
# session 11). "rank" = its best rank's "any" over that rank's four suits (the joker alone):
# a corner split 0.15 spade, 0.12 club is a king at 0.25, and the low scores of the other 48
# classes do not add up as they do in "any".
PRESENCE_MODES = ("any", "best", "rank")
# Photos exported to a square (16:9 or 4:3 frames stretched to 640x640, as many labelled
# datasets are) squeeze every corner index; aspect="auto" reads the crops at each of these
# x stretches and keeps the one the classifier is surest of (CardDetector.choose_aspect).
ASPECTS = (1.0, 16 / 9, 4 / 3, 3 / 4, 9 / 16)
# The classifier reads each corner crop turned this many ways (8: every 45 degrees) and the
# views' log-probabilities are averaged: it was trained on crops at any rotation, so each turn
# is a partly independent second look at the same index. Chosen on synthetic held-out scenes
# (models/README.md, session 12: 1, 2, 4, 8, 16 views); 1 = one upright look (sessions 3-11).
CLASSIFIER_VIEWS = 8
# Only corners the YOLO model is this sure of vote on the aspect.
ASPECT_VOTE_CONF = 0.25
STRIDE = 32  # YOLO's largest stride: dynamic input sides are multiples of it

FloatArray = npt.NDArray[np.float32]
IntArray = npt.NDArray[np.int64]


class ImageFormatError(ValueError):
    """The image cannot be used: None, empty, wrong dtype or channel layout."""


class ModelFormatError(ValueError):
    """An ONNX model has inputs or outputs this module does not understand."""


# --------------------------------------------------------------------------------------
# Detections
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Detections:
    """Parallel arrays of N boxes in pixel coordinates of the original image.

    ``xyxy`` float32 (N, 4), ``confidence`` float32 (N,), ``class_id`` int64 (N,) and, when a
    crop classifier helped name the corners (:func:`combine`), ``class_probs`` float32 (N, C):
    each box's probability per class, rows summing to 1, ``class_id`` its argmax; the rest are
    the runners-up a reader that knows which cards are possible can use (None otherwise: a
    YOLO model alone). Index with an int, a slice, an integer array or a boolean mask to get a
    new ``Detections``.

    >>> d = Detections(np.array([[0, 0, 10, 10], [5, 5, 9, 9]]), np.array([0.9, 0.2]),
    ...                np.array([31, 0]))
    >>> len(d[d.confidence > 0.5])
    1
    """

    xyxy: FloatArray
    confidence: FloatArray
    class_id: IntArray
    class_probs: FloatArray | None = None

    def __post_init__(self) -> None:
        xyxy = np.asarray(self.xyxy, dtype=np.float32)
        confidence = np.asarray(self.confidence, dtype=np.float32)
        class_id = np.asarray(self.class_id)
        if xyxy.size == 0 and xyxy.ndim < 2:
            xyxy = xyxy.reshape(0, 4)
        if xyxy.ndim != 2 or xyxy.shape[1] != 4:
            raise ValueError(f"xyxy must have shape (N, 4), got {xyxy.shape}")
        n = xyxy.shape[0]
        if confidence.shape != (n,):
            raise ValueError(f"confidence must have shape ({n},), got {confidence.shape}")
        if class_id.shape != (n,):
            raise ValueError(f"class_id must have shape ({n},), got {class_id.shape}")
        if (
            n
            and not np.issubdtype(class_id.dtype, np.integer)
            and not np.all(np.equal(np.mod(class_id, 1), 0))
        ):
            raise ValueError(f"class_id must hold integers, got {class_id.dtype}")
        class_id = class_id.astype(np.int64)
        if self.class_probs is not None:
            probs = np.asarray(self.class_probs, dtype=np.float32)
            if probs.ndim != 2 or probs.shape[0] != n:
                raise ValueError(f"class_probs must have shape ({n}, C), got {probs.shape}")
            if not np.all(np.isfinite(probs)):
                raise ValueError("class_probs contains NaN or infinite values")
            object.__setattr__(self, "class_probs", probs)
        if not np.all(np.isfinite(xyxy)):
            raise ValueError("xyxy contains NaN or infinite values")
        if np.any(xyxy[:, 2] < xyxy[:, 0]) or np.any(xyxy[:, 3] < xyxy[:, 1]):
            raise ValueError("xyxy boxes must satisfy x1 <= x2 and y1 <= y2")
        object.__setattr__(self, "xyxy", xyxy)
        object.__setattr__(self, "confidence", confidence)
        object.__setattr__(self, "class_id", class_id)

    @classmethod
    def empty(cls) -> Detections:
        """No detections."""
        return cls(
            np.zeros((0, 4), np.float32), np.zeros((0,), np.float32), np.zeros((0,), np.int64)
        )

    def __len__(self) -> int:
        return int(self.xyxy.shape[0])

    def __getitem__(self, index: int | slice | npt.ArrayLike) -> Detections:
        if isinstance(index, (int, np.integer)):
            if not -len(self) <= int(index) < len(self):
                raise IndexError(f"index {index} out of range for {len(self)} detections")
            index = [int(index)]
        elif not isinstance(index, slice):
            index = np.asarray(index)
            if index.dtype == np.bool_ and index.shape != (len(self),):
                raise IndexError(f"boolean mask of shape {index.shape} for {len(self)} detections")
        probs = None if self.class_probs is None else self.class_probs[index]
        return Detections(self.xyxy[index], self.confidence[index], self.class_id[index], probs)

    def __repr__(self) -> str:
        return f"Detections(n={len(self)}, class_id={self.class_id.tolist()})"

    def is_empty(self) -> bool:
        return len(self) == 0

    @property
    def center(self) -> FloatArray:
        """Box centres, float32 (N, 2)."""
        return ((self.xyxy[:, :2] + self.xyxy[:, 2:]) / 2).astype(np.float32)

    @property
    def class_name(self) -> list[str]:
        """Card codes such as ``"10H"`` (``"?"`` for ids outside the 53 classes)."""
        return [CLASS_NAMES[c] if 0 <= c < NUM_CARD_CLASSES else "?" for c in self.class_id]


# --------------------------------------------------------------------------------------
# Image preparation, letterbox, decoding, NMS
# --------------------------------------------------------------------------------------


def prepare_image(image: Any, max_side: int = MAX_IMAGE_SIDE) -> tuple[np.ndarray, float]:
    """Check and normalise an image to contiguous uint8 BGR (H, W, 3).

    Grayscale (H, W) or (H, W, 1) is converted, a 4th (alpha) channel dropped. Images whose
    longer side exceeds ``max_side`` are shrunk; the returned factor maps the returned image's
    coordinates back to the input's (multiply by it).
    """
    import cv2

    if image is None:
        raise ImageFormatError("image is None (was the file readable?)")
    if not isinstance(image, np.ndarray):
        raise ImageFormatError(f"image must be a numpy array, got {type(image).__name__}")
    if image.dtype != np.uint8:
        raise ImageFormatError(
            f"image must be uint8 (as cv2.imread returns), got dtype {image.dtype}"
        )
    if image.ndim == 3 and image.shape[2] == 1:
        image = image[:, :, 0]
    if image.ndim not in (2, 3):
        raise ImageFormatError(f"image must be (H, W) or (H, W, C), got shape {image.shape}")
    if image.shape[0] == 0 or image.shape[1] == 0:
        raise ImageFormatError(f"image is empty, shape {image.shape}")
    if image.ndim == 2:
        image = cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    elif image.shape[2] == 4:
        image = image[:, :, :3]
    elif image.shape[2] != 3:
        raise ImageFormatError(f"image must have 1, 3 or 4 channels, got {image.shape[2]}")
    image = np.ascontiguousarray(image)
    h, w = image.shape[:2]
    factor = 1.0
    if max(h, w) > max_side:
        scale = max_side / max(h, w)
        new_w, new_h = max(1, round(w * scale)), max(1, round(h * scale))
        image = cv2.resize(image, (new_w, new_h), interpolation=cv2.INTER_AREA)
        factor = w / new_w if w >= h else h / new_h
    return image, factor


@dataclass(frozen=True)
class Letterbox:
    """How an image was resized and padded: input coords = (orig * scale) + (pad_x, pad_y)."""

    scale: float
    pad_x: int
    pad_y: int
    orig_width: int
    orig_height: int

    def to_original(self, xyxy: np.ndarray) -> FloatArray:
        """Map boxes from model-input pixels back to original pixels, clipped to the image."""
        boxes = np.asarray(xyxy, dtype=np.float32).reshape(-1, 4).copy()
        boxes[:, [0, 2]] = (boxes[:, [0, 2]] - self.pad_x) / self.scale
        boxes[:, [1, 3]] = (boxes[:, [1, 3]] - self.pad_y) / self.scale
        boxes[:, [0, 2]] = boxes[:, [0, 2]].clip(0, self.orig_width)
        boxes[:, [1, 3]] = boxes[:, [1, 3]].clip(0, self.orig_height)
        return boxes

    def to_input(self, xyxy: np.ndarray) -> FloatArray:
        """Map boxes from original pixels to model-input pixels."""
        boxes = np.asarray(xyxy, dtype=np.float32).reshape(-1, 4).copy()
        boxes[:, [0, 2]] = boxes[:, [0, 2]] * self.scale + self.pad_x
        boxes[:, [1, 3]] = boxes[:, [1, 3]] * self.scale + self.pad_y
        return boxes


def letterbox(
    image: np.ndarray, size: tuple[int, int], scale: float | None = None
) -> tuple[np.ndarray, Letterbox]:
    """Resize keeping the aspect ratio and pad with grey (114) to ``size`` = (height, width).

    Same arithmetic as ultralytics' ``LetterBox(auto=False, center=True)``. ``scale``: resize
    by exactly this much (it must fit ``size``) instead of filling ``size``.
    """
    import cv2

    h, w = image.shape[:2]
    out_h, out_w = size
    fill = min(out_h / h, out_w / w)
    if scale is None:
        scale = fill
    elif scale > fill * (1 + 1e-6):
        raise ValueError(f"scale {scale} does not fit a {w}x{h} image into {out_w}x{out_h}")
    new_w, new_h = max(1, round(w * scale)), max(1, round(h * scale))
    pad_w, pad_h = (out_w - new_w) / 2, (out_h - new_h) / 2
    top, bottom = round(pad_h - 0.1), round(pad_h + 0.1)
    left, right = round(pad_w - 0.1), round(pad_w + 0.1)
    if (new_w, new_h) != (w, h):
        image = cv2.resize(image, (new_w, new_h), interpolation=cv2.INTER_LINEAR)
    padded = cv2.copyMakeBorder(
        image, top, bottom, left, right, cv2.BORDER_CONSTANT, value=(PAD_VALUE,) * 3
    )
    # Rounding can leave the result one pixel off; fix it rather than feed a wrong shape.
    if padded.shape[:2] != (out_h, out_w):
        padded = cv2.resize(padded, (out_w, out_h), interpolation=cv2.INTER_LINEAR)
    return padded, Letterbox(scale, left, top, w, h)


def _single_output(output: np.ndarray) -> np.ndarray:
    """One image's YOLO output as a 2-D array (the batch axis of size 1 dropped)."""
    out = np.asarray(output)
    if out.ndim == 3:
        if out.shape[0] != 1:
            raise ModelFormatError(f"expected batch size 1, got output shape {out.shape}")
        out = out[0]
    if out.ndim != 2:
        raise ModelFormatError(f"expected a (1, C, N) YOLO output, got shape {out.shape}")
    return out


def decode_yolo_output(
    output: np.ndarray, conf_threshold: float, num_classes: int | None = None
) -> tuple[FloatArray, FloatArray, IntArray]:
    """Turn one raw YOLO output into (xyxy, confidence, class_id) in model-input pixels.

    Accepts the ultralytics v8/11 export layout (1, 4 + nc, anchors) with boxes as
    cx, cy, w, h and per-class scores, its transpose (1, anchors, 4 + nc), and the NMS-free
    end-to-end layout (1, max_det, 6) with x1, y1, x2, y2, score, class. ``num_classes``
    settles the orientation when known; otherwise the longer axis is taken as the anchors.
    """
    out = _single_output(output)
    if out.shape[1] == 6 and out.shape[0] > 6 and num_classes != 2:  # end-to-end (max_det, 6)
        keep = out[:, 4] >= conf_threshold
        sel = out[keep]
        return (
            sel[:, :4].astype(np.float32),
            sel[:, 4].astype(np.float32),
            sel[:, 5].round().astype(np.int64),
        )
    xyxy, scores = decode_yolo_scores(out, conf_threshold, num_classes)
    class_id = scores.argmax(axis=1)
    return xyxy, scores[np.arange(len(class_id)), class_id], class_id.astype(np.int64)


def decode_yolo_scores(
    output: np.ndarray,
    conf_threshold: float,
    num_classes: int | None = None,
    presence: str = "best",
    also: str | None = None,
) -> tuple[FloatArray, FloatArray]:
    """Like :func:`decode_yolo_output` for the raw layout, but keeps every class's score:
    (xyxy (N, 4), scores (N, nc)) for the anchors whose presence (:func:`presence_of`: the
    best score, or that any class is there), or their presence read the ``also`` way,
    reaches the threshold."""
    out = _single_output(output)
    if num_classes is not None and out.shape[0] != 4 + num_classes:
        if out.shape[1] != 4 + num_classes:
            raise ModelFormatError(
                f"output shape {output.shape} does not fit {num_classes} classes"
            )
        out = out.T
    elif num_classes is None and out.shape[0] > out.shape[1]:
        out = out.T
    if out.shape[0] < 5:
        raise ModelFormatError(f"YOLO output needs 4 box rows + classes, got shape {out.shape}")
    scores = out[4:]
    keep = presence_of(scores.T, presence) >= conf_threshold
    if also is not None:
        keep |= presence_of(scores.T, also) >= conf_threshold
    cx, cy, w, h = out[:4, keep]
    xyxy = np.stack([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2], axis=1)
    return xyxy.astype(np.float32), np.ascontiguousarray(scores[:, keep].T, dtype=np.float32)


def presence_of(scores: np.ndarray, presence: str = "best") -> FloatArray:
    """How sure a YOLO model is that a corner index is there, from its per-class scores
    (N, nc) (sigmoids, :data:`PRESENCE_MODES`): ``"best"``, the best class's score; ``"any"``,
    that some class is there, 1 - prod(1 - score); ``"rank"``, the best rank's
    1 - prod(1 - score) over its four suits (classes ``rank * 4 + suit``; the rest alone)."""
    scores = np.asarray(scores, np.float32)
    if presence == "best":
        out: FloatArray = (
            scores.max(axis=1) if scores.shape[1] else np.zeros(len(scores), np.float32)
        )
        return out
    if presence == "any":
        out = (1.0 - np.prod(1.0 - np.clip(scores, 0.0, 1.0), axis=1)).astype(np.float32)
        return out
    if presence == "rank":
        n, nc = scores.shape
        cards = min(nc, 52) // 4 * 4
        miss = 1.0 - np.clip(scores, 0.0, 1.0)
        ranks = 1.0 - np.prod(miss[:, :cards].reshape(n, cards // 4, 4), axis=2)
        out = np.concatenate([ranks, scores[:, cards:]], axis=1)
        return (out.max(axis=1) if out.shape[1] else np.zeros(n, np.float32)).astype(np.float32)
    raise ValueError(f"presence must be one of {', '.join(PRESENCE_MODES)}, got {presence!r}")


def _check_weights(yolo_weight: float, suit_weight: float | None) -> None:
    for name, weight in (("yolo_weight", yolo_weight), ("suit_weight", suit_weight)):
        if weight is not None and weight < 0:
            raise ValueError(f"{name} must be >= 0, got {weight}")


def fuse_class_scores(
    yolo_scores: np.ndarray,
    classifier_probs: np.ndarray,
    yolo_weight: float = 1.0,
    suit_weight: float | None = None,
) -> FloatArray:
    """Combine a YOLO model's per-class scores with a crop classifier's card probabilities
    (both (N, 53)) as independent evidence: the normalised product of the two distributions,
    the YOLO one tempered (for when it is the weaker namer).

    With ``suit_weight`` None the YOLO class distribution is raised to ``yolo_weight`` (1:
    equal say; 0: the classifier alone names the corner). With a ``suit_weight`` the YOLO
    opinion is split into its rank and its suit (the two marginals of its distribution over
    the 52 cards), raised to ``yolo_weight`` and ``suit_weight`` apart, so that it can have
    more say on the rank than on the suit; the joker keeps its own score (raised to
    ``yolo_weight``, times an even suit's 1/4 ** ``suit_weight``). Both weights equal is
    close to the joint form, not the same (the marginals' product forgets how rank and suit
    go together).

    The classifier's background probability is not used: whether a corner is there is the
    YOLO model's call (it sees the whole card; the crop classifier is the weaker judge of that:
    weighting each corner by its non-background probability moved real_dev mAP50 by 0.001)."""
    _check_weights(yolo_weight, suit_weight)
    yolo = np.asarray(yolo_scores, np.float32)
    yolo = np.maximum(yolo / np.maximum(yolo.sum(axis=1, keepdims=True), 1e-9), 1e-12)
    if suit_weight is not None:
        if yolo.shape[1] != NUM_CARD_CLASSES:
            raise ValueError(f"suit_weight needs the {NUM_CARD_CLASSES} classes, got {yolo.shape}")
        cards = yolo[:, : NUM_CARD_CLASSES - 1].reshape(len(yolo), len(_RANKS), len(_SUITS))
        rank = np.power(cards.sum(axis=2), np.float32(yolo_weight))
        suit = np.power(cards.sum(axis=1), np.float32(suit_weight))
        joker = np.power(yolo[:, -1:], np.float32(yolo_weight)) * np.float32(
            (1 / len(_SUITS)) ** suit_weight
        )
        yolo = np.concatenate(
            [(rank[:, :, None] * suit[:, None, :]).reshape(len(yolo), -1), joker], 1
        )
    elif yolo_weight != 1.0:
        yolo = np.power(yolo, np.float32(yolo_weight))
    fused = yolo * np.asarray(classifier_probs, np.float32)
    out: FloatArray = fused / np.maximum(fused.sum(axis=1, keepdims=True), 1e-12)
    return out


def nms(
    xyxy: np.ndarray,
    confidence: np.ndarray,
    class_id: np.ndarray,
    iou_threshold: float,
    *,
    agnostic: bool = False,
    max_det: int = 300,
) -> IntArray:
    """Indices of the boxes kept by non-maximum suppression, best first.

    Per class unless ``agnostic``. Uses OpenCV's ``NMSBoxesBatched`` (much faster than numpy).
    """
    import cv2

    n = len(xyxy)
    if n == 0:
        return np.zeros((0,), np.int64)
    boxes = np.asarray(xyxy, dtype=np.float64)
    xywh = np.concatenate([boxes[:, :2], boxes[:, 2:] - boxes[:, :2]], axis=1)
    scores = np.asarray(confidence, dtype=np.float64)
    classes = np.zeros(n, np.int32) if agnostic else np.asarray(class_id, dtype=np.int32)
    kept = cv2.dnn.NMSBoxesBatched(
        xywh.tolist(), scores.tolist(), classes.tolist(), -math.inf, float(iou_threshold)
    )
    idx = np.asarray(kept, dtype=np.int64).reshape(-1)
    idx = idx[np.argsort(-scores[idx], kind="stable")]
    return idx[:max_det]


# --------------------------------------------------------------------------------------
# Corner crops for the classifier (shared with scripts/train_classifier.py)
# --------------------------------------------------------------------------------------


def corner_crop(
    image_bgr: np.ndarray,
    box: np.ndarray,
    size: int,
    context: float = CROP_CONTEXT,
    angle_deg: float = 0.0,
    aspect: float = 1.0,
) -> np.ndarray:
    """A ``size`` x ``size`` BGR crop: the square centred on ``box`` with side
    ``context * max(w, h)``, optionally rotated by ``angle_deg`` (training augmentation).

    ``aspect`` stretches the image along x by that factor first (a photo squeezed from 16:9
    to a square is read right at 16/9): the square is then ``context * max(aspect * w, h)``
    wide in the stretched image, a rectangle in ``image_bgr``.

    Shrinks with area averaging first (no aliasing for big corners), then one bilinear warp;
    outside the image is grey (114).
    """
    import cv2

    if not aspect > 0:
        raise ValueError(f"aspect must be > 0, got {aspect}")
    x1, y1, x2, y2 = (float(v) for v in box)
    cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
    side = max(context * max(aspect * (x2 - x1), y2 - y1), 1.0)
    theta = math.radians(angle_deg)
    half = side * (abs(math.cos(theta)) + abs(math.sin(theta))) / 2 + 2
    half_x = half / aspect if aspect != 1.0 else half
    h, w = image_bgr.shape[:2]
    rx0, ry0 = math.floor(cx - half_x), math.floor(cy - half)
    rx1, ry1 = math.ceil(cx + half_x), math.ceil(cy + half)
    roi: np.ndarray = np.full((ry1 - ry0, rx1 - rx0, 3), PAD_VALUE, np.uint8)
    ix0, iy0, ix1, iy1 = max(rx0, 0), max(ry0, 0), min(rx1, w), min(ry1, h)
    if ix1 > ix0 and iy1 > iy0:
        roi[iy0 - ry0 : iy1 - ry0, ix0 - rx0 : ix1 - rx0] = image_bgr[iy0:iy1, ix0:ix1]
    ccx, ccy = cx - rx0, cy - ry0
    scale_y = size / side  # crop pixels per image pixel, along y and along x
    scale_x = scale_y * aspect
    if min(scale_x, scale_y) < 1.0:  # area-average down to about the final scale
        new_w = max(1, round(roi.shape[1] * min(scale_x, 1.0)))
        new_h = max(1, round(roi.shape[0] * min(scale_y, 1.0)))
        sx, sy = new_w / roi.shape[1], new_h / roi.shape[0]
        roi = cv2.resize(roi, (new_w, new_h), interpolation=cv2.INTER_AREA)
        ccx, ccy = ccx * sx, ccy * sy
        if aspect == 1.0:  # one scale for both axes (as the shipped classifier was trained)
            scale_x = scale_y = scale_y / ((sx + sy) / 2)
        else:
            scale_x, scale_y = scale_x / sx, scale_y / sy
    cos, sin = math.cos(theta), math.sin(theta)
    mid = size / 2
    a, b = cos * scale_x, sin * scale_y
    c, d = -sin * scale_x, cos * scale_y
    matrix = np.array([[a, b, mid - a * ccx - b * ccy], [c, d, mid - c * ccx - d * ccy]])
    return cv2.warpAffine(
        roi,
        matrix,
        (size, size),
        flags=cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_CONSTANT,
        borderValue=(PAD_VALUE,) * 3,
    )


def crop_corners(
    image_bgr: np.ndarray,
    xyxy: np.ndarray,
    size: int,
    context: float = CROP_CONTEXT,
    aspect: float = 1.0,
    angle_deg: float = 0.0,
) -> np.ndarray:
    """Square crops around each box as an RGB uint8 batch (N, size, size, 3), turned by
    ``angle_deg``."""
    crops = np.empty((len(xyxy), size, size, 3), np.uint8)
    for i, box in enumerate(np.asarray(xyxy)):
        crops[i] = corner_crop(image_bgr, box, size, context, angle_deg, aspect)
    return crops[..., ::-1]


def mean_of_views(probs: np.ndarray) -> FloatArray:
    """One distribution per box from several views' (views, N, classes): the normalised
    geometric mean (the views' log-probabilities averaged), so a class must be likely in every
    view, not very likely in one."""
    probs = np.asarray(probs, np.float32)
    if probs.ndim != 3:
        raise ValueError(f"expected (views, boxes, classes), got shape {probs.shape}")
    if len(probs) == 1:
        one: FloatArray = probs[0]
        return one
    mean = np.exp(np.log(probs + 1e-7).mean(axis=0))
    out: FloatArray = (mean / mean.sum(axis=1, keepdims=True)).astype(np.float32)
    return out


def crops_to_tensor(crops_rgb: np.ndarray) -> FloatArray:
    """uint8 (N, H, W, 3) RGB -> float32 (N, 3, H, W) in [0, 1] (the classifier's input)."""
    return np.ascontiguousarray(crops_rgb.transpose(0, 3, 1, 2), dtype=np.float32) / 255.0


def softmax(logits: np.ndarray) -> FloatArray:
    z = logits - logits.max(axis=1, keepdims=True)
    e = np.exp(z)
    probs: FloatArray = (e / e.sum(axis=1, keepdims=True)).astype(np.float32)
    return probs


def grey_negative(image_bgr: np.ndarray) -> np.ndarray:
    """The greyscale negative as BGR: light print on a dark card becomes dark on light. Grey,
    because a dark deck's colours (gold, silver) invert to hues no deck prints in."""
    import cv2

    grey = cv2.cvtColor(image_bgr, cv2.COLOR_BGR2GRAY)
    return cv2.cvtColor(255 - grey, cv2.COLOR_GRAY2BGR)


def dark_region(
    image_bgr: np.ndarray,
    *,
    side: int = 160,
    min_area: float = 0.015,
    min_rectangularity: float = 0.4,
    margin: float = 0.15,
    darkness: float = 0.7,
) -> tuple[int, int, int, int] | None:
    """Where a dark card might lie: the bounding box ``(x1, y1, x2, y2)`` (pixels, with a
    ``margin`` around it) of every dark, roughly rectangular blob, or None.

    Looked for on a ``side``-pixel thumbnail: pixels darker than ``darkness`` × the image's
    median (and below 70 of 255) are closed over small light print; a blob counts when it
    covers at least ``min_area`` of the image (smaller are pips and print) and fills at least
    ``min_rectangularity`` of its rotated bounding rectangle (a long dark shadow or edge
    passes too: that costs time only). BGR, BGRA or grey input; an empty image is an
    :class:`ImageFormatError`. A dark table is the median, so dark cards on a dark table are
    missed (``negative="always"`` reads them). Cheap (1–2 ms) and loose: a false find costs
    time, not accuracy, since the negative of a light card shows nothing the detector reads.
    The defaults were chosen on synthetic scenes (``benchmarks/dark_gate.py``); ``darkness``
    0.7 (0.5 until session 17) puts 75% of the dark decks' corners inside the region instead
    of 53%, for a quarter of a pass more on ordinary scenes instead of a seventh.
    """
    import cv2

    if image_bgr.ndim not in (2, 3) or image_bgr.size == 0:
        raise ImageFormatError(f"dark_region needs an (H, W[, C]) image, got {image_bgr.shape}")
    h, w = image_bgr.shape[:2]
    scale = side / max(h, w)
    if image_bgr.ndim == 3 and image_bgr.shape[2] >= 3:
        grey = cv2.cvtColor(np.ascontiguousarray(image_bgr[..., :3]), cv2.COLOR_BGR2GRAY)
    else:
        grey = image_bgr.reshape(h, w)
    small = cv2.resize(
        grey, (max(1, round(w * scale)), max(1, round(h * scale))), interpolation=cv2.INTER_AREA
    )
    threshold = min(70.0, darkness * float(np.median(small)))
    dark = (small < threshold).astype(np.uint8)
    mask = cv2.morphologyEx(dark, cv2.MORPH_CLOSE, np.ones((5, 5), np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    found: list[tuple[int, int, int, int]] = []
    for i in range(1, count):
        x, y, bw, bh, area = (int(v) for v in stats[i])
        if area < min_area * mask.size:
            continue
        blob = (labels[y : y + bh, x : x + bw] == i).astype(np.uint8)
        contours, _ = cv2.findContours(blob, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        (_, _), (rw, rh), _ = cv2.minAreaRect(max(contours, key=cv2.contourArea))
        if area < min_rectangularity * rw * rh:
            continue
        found.append((x, y, x + bw, y + bh))
    if not found:
        return None
    boxes = np.array(found, np.float64)
    x1, y1 = boxes[:, 0].min(), boxes[:, 1].min()
    x2, y2 = boxes[:, 2].max(), boxes[:, 3].max()
    mx, my = margin * (x2 - x1), margin * (y2 - y1)
    return (
        max(0, math.floor((x1 - mx) / scale)),
        max(0, math.floor((y1 - my) / scale)),
        min(w, math.ceil((x2 + mx) / scale)),
        min(h, math.ceil((y2 + my) / scale)),
    )


# --------------------------------------------------------------------------------------
# The detector
# --------------------------------------------------------------------------------------


def _fixed_dim(value: Any) -> int | None:
    return value if isinstance(value, int) and value > 0 else None


class CardDetector:
    """Find card corner indices in BGR images with ONNX models on the CPU.

    ``locator`` is a YOLO ONNX export. With one class it is a corner locator and
    ``classifier`` (a 54-output crop classifier) names each corner; with 53 classes it is a
    single-stage detector, and a classifier, when there is one, gives a second opinion on each
    corner's class (:func:`fuse_class_scores`). With no ``locator`` the shipped pair is used:
    ``models/cards.onnx`` and, when it exists, ``models/corner_classifier.onnx``. Models load
    on first use (or :meth:`load`); paths are checked when the detector is made.

    ``conf`` is the final confidence threshold; ``iou`` the NMS overlap threshold (class-agnostic
    by default, since two corner indices never share a place); ``threads`` onnxruntime's
    intra-op threads. ``locator_only`` skips the classifier: calls return the YOLO model's own
    boxes and classes (class 0 for a corner locator), e.g. to score the locator alone.
    ``yolo_weight`` and ``suit_weight``: the YOLO model's say in naming a corner's rank and
    its suit next to the classifier's (:func:`fuse_class_scores`; ``suit_weight`` None: one
    weight on its whole class distribution); lower trusts the classifier more. ``negative``:
    also read the greyscale negative, for dark decks — ``"auto"`` where :func:`dark_region`
    finds dark card stock (a second, usually smaller pass on those frames only), ``"always"``
    the whole image (twice the time), ``"off"`` never. ``aspect``: the x stretch the image is
    read at, or ``"auto"`` (per image, see :meth:`choose_aspect`). ``presence``: how the YOLO
    model's box confidence is read from its class scores (:func:`presence_of`). ``views``:
    how many ways the classifier turns each corner crop (every 360/views degrees), their
    opinions combined by :func:`mean_of_views`; each view costs one more classifier crop per
    corner. ``skip_views_at``: a cascade for video, where most corners are easy — a crop the
    upright view already names with at least this probability keeps that reading and skips
    the other views, which go to the crops in doubt only (None: every crop gets every view).
    ``faint_presence`` and ``faint_below``, together: a corner found less surely than
    ``faint_below`` (the live path's card threshold; below it a corner is faint, no card on
    its own) has its presence read this other way too, and the surer reading, kept under
    ``faint_below``, is its confidence. So with ``presence="rank"`` and
    ``faint_presence="any"`` a corner whose YOLO scores are spread over ranks (a covered
    K♣ at 0.07 by rank, 0.20 by any) reaches the faint tier, where it may complete a play,
    and still never becomes a card by it.
    """

    def __init__(
        self,
        locator: str | Path | None = None,
        classifier: str | Path | None = None,
        *,
        conf: float = 0.25,
        iou: float = 0.6,
        threads: int = 2,
        imgsz: int | tuple[int, int] = 640,
        max_det: int = 300,
        agnostic_nms: bool = True,
        max_image_side: int = MAX_IMAGE_SIDE,
        locator_only: bool = False,
        yolo_weight: float = DEFAULT_YOLO_WEIGHT,
        suit_weight: float | None = DEFAULT_SUIT_WEIGHT,
        negative: str = "auto",
        aspect: float | str = 1.0,
        presence: str = "any",
        views: int = CLASSIFIER_VIEWS,
        skip_views_at: float | None = None,
        faint_presence: str | None = None,
        faint_below: float | None = None,
    ) -> None:
        if not 0.0 <= conf <= 1.0:
            raise ValueError(f"conf must be in [0, 1], got {conf}")
        if not 0.0 < iou <= 1.0:
            raise ValueError(f"iou must be in (0, 1], got {iou}")
        if threads < 1:
            raise ValueError(f"threads must be >= 1, got {threads}")
        _check_weights(yolo_weight, suit_weight)
        if isinstance(views, bool) or not isinstance(views, int) or views < 1:
            raise ValueError(f"views must be an integer >= 1, got {views!r}")
        if skip_views_at is not None and not 0.0 < skip_views_at <= 1.0:
            raise ValueError(f"skip_views_at must be in (0, 1] or None, got {skip_views_at!r}")
        if presence not in PRESENCE_MODES:
            raise ValueError(
                f"presence must be one of {', '.join(PRESENCE_MODES)}, got {presence!r}"
            )
        if negative not in NEGATIVE_MODES:
            raise ValueError(
                f"negative must be one of {', '.join(NEGATIVE_MODES)}, got {negative!r}"
            )
        if (faint_presence is None) != (faint_below is None):
            raise ValueError("faint_presence and faint_below go together")
        if faint_presence is not None and faint_presence not in PRESENCE_MODES:
            raise ValueError(
                f"faint_presence must be one of {', '.join(PRESENCE_MODES)} or None, "
                f"got {faint_presence!r}"
            )
        if faint_below is not None and not 0.0 < faint_below <= 1.0:
            raise ValueError(f"faint_below must be in (0, 1] or None, got {faint_below!r}")
        if aspect != "auto" and not (isinstance(aspect, int | float) and aspect > 0):
            raise ValueError(f"aspect must be 'auto' or a number > 0, got {aspect!r}")
        self.aspect: float | str = aspect
        self.negative = negative
        self.yolo_weight = yolo_weight
        self.suit_weight = suit_weight
        self.presence = presence
        self.views = views
        self.skip_views_at = skip_views_at
        self.faint_presence = faint_presence
        self.faint_below = faint_below
        self.locator_path = Path(locator) if locator is not None else DEFAULT_LOCATOR_PATH
        self.classifier_path: Path | None
        self.locator_only = locator_only
        if locator_only:
            self.classifier_path = None
        elif classifier is not None:
            self.classifier_path = Path(classifier)
        elif locator is None and DEFAULT_CLASSIFIER_PATH.exists():  # the shipped pair
            self.classifier_path = DEFAULT_CLASSIFIER_PATH
        else:
            self.classifier_path = None
        explicit_classifier = self.classifier_path if classifier is not None else None
        for path in (self.locator_path, explicit_classifier):
            if path is not None and not path.is_file():
                raise FileNotFoundError(
                    f"model file not found: {path} (train and export one with "
                    "scripts/train_detector.py / scripts/train_classifier.py, or pass a path)"
                )
        self.conf = conf
        self.iou = iou
        self.threads = threads
        self.default_imgsz: tuple[int, int] = (
            (imgsz, imgsz) if isinstance(imgsz, int) else (int(imgsz[0]), int(imgsz[1]))
        )
        self.max_det = max_det
        self.agnostic_nms = agnostic_nms
        self.max_image_side = max_image_side
        self._locator: onnxruntime.InferenceSession | None = None
        self._classifier: onnxruntime.InferenceSession | None = None
        self._input_size: tuple[int, int] = self.default_imgsz  # (h, w)
        self._dynamic = False
        self._num_classes: int | None = None
        self._end_to_end = False
        self._crop_size = 64
        self.last_aspect = 1.0  # the x stretch the last call read its crops at

    # -- loading ------------------------------------------------------------------------

    def _session(self, path: Path) -> onnxruntime.InferenceSession:
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.intra_op_num_threads = self.threads
        options.inter_op_num_threads = 1
        # No busy-waiting between runs: the camera thread, the server and the browser share
        # these cores, and a spinning worker thread takes CPU from all of them.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.log_severity_level = 3
        try:
            return ort.InferenceSession(
                str(path), sess_options=options, providers=["CPUExecutionProvider"]
            )
        except Exception as exc:  # onnxruntime raises its own types; say which file
            raise ModelFormatError(f"cannot load ONNX model {path}: {exc}") from exc

    def load(self) -> CardDetector:
        """Load the model(s) now; idempotent. Returns self."""
        if self._locator is not None:
            return self
        locator = self._session(self.locator_path)
        inp = locator.get_inputs()[0]
        if len(inp.shape) != 4:
            raise ModelFormatError(f"{self.locator_path}: input shape {inp.shape} is not NCHW")
        h, w = _fixed_dim(inp.shape[2]), _fixed_dim(inp.shape[3])
        self._input_size = (h or self.default_imgsz[0], w or self.default_imgsz[1])
        # A model exported with dynamic height and width gets each image at its own aspect
        # (longer side = the larger of imgsz, rounded up to the stride): a 640x480 webcam frame
        # is run at 480x640, a quarter fewer pixels than a square letterbox, same scale.
        self._dynamic = h is None and w is None
        # Run once on a grey image: shows the output layout even when the shape is dynamic.
        dummy = np.full((1, 3, *self._input_size), PAD_VALUE / 255, np.float32)
        out = np.asarray(locator.run(None, {inp.name: dummy})[0])
        if out.ndim != 3 or out.shape[0] != 1:
            raise ModelFormatError(f"{self.locator_path}: output shape {out.shape} is not YOLO's")
        self._end_to_end = out.shape[2] == 6 and out.shape[1] > 6
        if self._end_to_end:  # (1, max_det, 6): the class count is not visible
            num_classes = 1 if self.classifier_path or self.locator_only else NUM_CARD_CLASSES
        else:
            num_classes = int(min(out.shape[1:])) - 4
        if num_classes not in (1, NUM_CARD_CLASSES):
            raise ModelFormatError(
                f"{self.locator_path}: {num_classes} classes; expected 1 (corner locator) or "
                f"{NUM_CARD_CLASSES} (single-stage card detector)"
            )
        classifier = None
        wants_classifier = num_classes == 1 or (
            self.classifier_path is not None and not self._end_to_end
        )
        if wants_classifier and not self.locator_only:
            if self.classifier_path is None:
                raise FileNotFoundError(
                    f"{self.locator_path} is a one-class corner locator and needs a classifier "
                    "(--classifier)"
                )
            classifier = self._session(self.classifier_path)
            cin = classifier.get_inputs()[0]
            cout = classifier.get_outputs()[0]
            if len(cin.shape) != 4 or _fixed_dim(cin.shape[2]) is None:
                raise ModelFormatError(
                    f"{self.classifier_path}: input shape {cin.shape} is not N x 3 x S x S"
                )
            if len(cout.shape) != 2 or cout.shape[1] != NUM_CARD_CLASSES + 1:
                raise ModelFormatError(
                    f"{self.classifier_path}: output shape {cout.shape}; expected "
                    f"(N, {NUM_CARD_CLASSES + 1}) = 53 cards + background"
                )
            self._crop_size = int(cin.shape[2])
        self._locator, self._classifier, self._num_classes = locator, classifier, num_classes
        return self

    @property
    def two_stage(self) -> bool:
        self.load()
        return self._classifier is not None

    @property
    def mode(self) -> str:
        """How classes are decided, in words (for reports)."""
        self.load()
        if self.locator_only:
            return "YOLO model only"
        if self._classifier is None:
            return "single-stage"
        assert self.classifier_path is not None
        if self._num_classes == 1:
            return f"two-stage: locator + {self.classifier_path.name}"
        return f"single-stage + {self.classifier_path.name} as a second opinion"

    @property
    def input_size(self) -> tuple[int, int]:
        """Locator input (height, width)."""
        self.load()
        return self._input_size

    def input_size_for(
        self, height: int, width: int, scale: float | None = None
    ) -> tuple[int, int]:
        """The model input (height, width) used for an image of that size (resized by
        ``scale``, default: to fit the model's input)."""
        self.load()
        if not self._dynamic:
            return self._input_size
        if scale is None:
            scale = max(self._input_size) / max(height, width)
        return (
            max(STRIDE, math.ceil(height * scale / STRIDE) * STRIDE),
            max(STRIDE, math.ceil(width * scale / STRIDE) * STRIDE),
        )

    # -- inference ----------------------------------------------------------------------

    def locate(self, image_bgr: np.ndarray, conf: float | None = None) -> Detections:
        """Run only the YOLO model: boxes with its own classes and confidences."""
        self.load()
        image, factor = prepare_image(image_bgr, self.max_image_side)
        threshold = self.conf if conf is None else conf
        located = self._locate_with_scores(image, threshold)[0]
        if self.faint_presence is not None:  # not the boxes only the faint reading found
            located = located[located.confidence >= threshold]
        return Detections(*self._scaled(located, factor)) if factor != 1.0 else located

    def _scaled(
        self, det: Detections, factor: float
    ) -> tuple[FloatArray, FloatArray, IntArray, FloatArray | None]:
        return det.xyxy * np.float32(factor), det.confidence, det.class_id, det.class_probs

    def _locate_with_scores(
        self, image: np.ndarray, conf: float, scale: float | None = None
    ) -> tuple[Detections, FloatArray | None]:
        """The YOLO model's boxes, and each kept box's score per class (the raw layout only).
        ``scale``: resize the image by this (default: to fit the model's input)."""
        assert self._locator is not None
        size = self.input_size_for(image.shape[0], image.shape[1], scale)
        padded, box = letterbox(image, size, scale)
        blob = np.ascontiguousarray(padded[..., ::-1].transpose(2, 0, 1)[None], dtype=np.float32)
        blob /= 255.0
        name = self._locator.get_inputs()[0].name
        output = self._locator.run(None, {name: blob})[0]
        scores: FloatArray | None = None
        if self._end_to_end:
            xyxy, confidence, class_id = decode_yolo_output(output, conf)
        else:
            # with a classifier to name the corner, the YOLO model's say is whether one is there
            presence = self.presence if self._classifier is not None else "best"
            # the faint reading is for a 53-class model's scores (merge); a one-class
            # locator's presence reads the same whatever the mode (up to rounding)
            also = (
                self.faint_presence
                if self._classifier is not None and self._num_classes == NUM_CARD_CLASSES
                else None
            )
            xyxy, scores = decode_yolo_scores(output, conf, self._num_classes, presence, also)
            class_id = scores.argmax(axis=1)
            confidence = presence_of(scores, presence)
        keep = self._nms(xyxy, confidence, class_id)
        xyxy = box.to_original(xyxy[keep])
        # Drop boxes that collapsed to nothing after clipping (entirely in the padding).
        valid = (xyxy[:, 2] - xyxy[:, 0] > 0.5) & (xyxy[:, 3] - xyxy[:, 1] > 0.5)
        if scores is not None:
            scores = scores[keep][valid]
        return Detections(xyxy[valid], confidence[keep][valid], class_id[keep][valid]), scores

    def classify(
        self, image_bgr: np.ndarray, xyxy: np.ndarray, aspect: float | str | None = None
    ) -> FloatArray:
        """Classifier probabilities (N, 54) for crops around ``xyxy`` (original pixels), read
        at ``aspect`` (default: the detector's; ``"auto"``: every box votes)."""
        self.load()
        if self._classifier is None:
            raise RuntimeError("this detector is single-stage; it has no classifier")
        image, factor = prepare_image(image_bgr, self.max_image_side)
        boxes = np.asarray(xyxy, np.float32).reshape(-1, 4) / np.float32(factor)
        aspect = self.aspect if aspect is None else aspect
        if aspect == "auto":
            return self.choose_aspect(image, boxes, np.ones(len(boxes), bool))[1]
        return self._classify_prepared(image, boxes, float(aspect))

    def choose_aspect(
        self, image: np.ndarray, xyxy: np.ndarray, voters: np.ndarray
    ) -> tuple[float, FloatArray]:
        """The x stretch of :data:`ASPECTS` at which the classifier is surest of the boxes
        ``voters`` marks (highest mean log probability of each one's best card), and every
        box's probabilities (N, 54) read at it. Without voters: 1 (no stretch)."""
        voting = np.flatnonzero(voters)
        if len(voting) == 0 or len(ASPECTS) == 1:
            return 1.0, self._classify_prepared(image, xyxy, 1.0)
        others = np.setdiff1d(np.arange(len(xyxy)), voting)
        best: tuple[float, float, FloatArray] | None = None
        for aspect in ASPECTS:
            probs = self._classify_prepared(image, xyxy[voting], aspect)
            sure = float(np.mean(np.log(probs[:, :NUM_CARD_CLASSES].max(axis=1) + 1e-6)))
            if best is None or sure > best[0]:
                best = (sure, aspect, probs)
        assert best is not None
        _, aspect, voted = best
        out = np.empty((len(xyxy), NUM_CARD_CLASSES + 1), np.float32)
        out[voting] = voted
        if len(others):
            out[others] = self._classify_prepared(image, xyxy[others], aspect)
        return aspect, out

    def _classify_prepared(
        self, image: np.ndarray, xyxy: np.ndarray, aspect: float = 1.0
    ) -> FloatArray:
        assert self._classifier is not None
        if len(xyxy) == 0:
            return np.zeros((0, NUM_CARD_CLASSES + 1), np.float32)
        if self.skip_views_at is None or self.views == 1:
            return self._views_of(image, xyxy, aspect, range(self.views))
        upright = self._views_of(image, xyxy, aspect, range(1))
        doubt = np.flatnonzero(upright.max(axis=1) < self.skip_views_at)
        if len(doubt) == 0:
            return upright
        others = self._views_of(image, xyxy[doubt], aspect, range(1, self.views), combine=False)
        probs = upright.copy()
        probs[doubt] = mean_of_views(np.concatenate([upright[doubt][None], others]))
        return probs

    def _views_of(
        self,
        image: np.ndarray,
        xyxy: np.ndarray,
        aspect: float,
        turns: range,
        combine: bool = True,
    ) -> FloatArray:
        """The classifier on the crops turned ``turns`` (steps of 360/views degrees) as one
        batch: per view (len(turns), N, 54), or their :func:`mean_of_views` (N, 54)."""
        assert self._classifier is not None
        crops = [
            crop_corners(
                image, xyxy, self._crop_size, aspect=aspect, angle_deg=360 * k / self.views
            )
            for k in turns
        ]
        name = self._classifier.get_inputs()[0].name
        logits = self._classifier.run(None, {name: crops_to_tensor(np.concatenate(crops))})[0]
        probs = softmax(np.asarray(logits, np.float32)).reshape(len(turns), len(xyxy), -1)
        return mean_of_views(probs) if combine else probs

    def corner_scores(
        self, image_bgr: np.ndarray, conf: float | None = None
    ) -> tuple[Detections, FloatArray | None, FloatArray | None]:
        """The two stages' raw opinions, for fusing them another way: the YOLO model's boxes
        (its own classes, in ``image_bgr``'s pixels), each box's YOLO score per class (None
        for an end-to-end export) and the classifier's probabilities (N, 54) (None without a
        classifier). The boxes of the negative pass (``negative``) follow those of the image,
        not yet merged with them: :meth:`merge` names them and suppresses the overlaps."""
        import cv2

        self.load()
        threshold = self.conf if conf is None else conf
        image, factor = prepare_image(image_bgr, self.max_image_side)
        aspect = 1.0 if self.aspect == "auto" else float(self.aspect)
        known = None
        if self.aspect == "auto" and self._classifier is not None:
            first, first_scores = self._locate_with_scores(image, threshold)
            voters = first.confidence >= ASPECT_VOTE_CONF
            if self.faint_presence is not None:  # the boxes only the faint reading found
                voters &= first.confidence >= threshold  # do not vote (conf > the vote's)
            aspect, first_probs = self.choose_aspect(image, first.xyxy, voters)
            known = first, first_scores, first_probs
        self.last_aspect = aspect
        if aspect == 1.0:
            located, scores, probs = self._read(image, threshold, known)
        else:  # read the image stretched back to its true shape, boxes mapped back
            h, w = image.shape[:2]
            size = (round(w * aspect), h) if aspect > 1 else (w, round(h / aspect))
            stretched = cv2.resize(image, size, interpolation=cv2.INTER_CUBIC)
            located, scores, probs = self._read(stretched, threshold)
            back = np.array([w / size[0], h / size[1]] * 2, np.float32)
            located = Detections(located.xyxy * back, located.confidence, located.class_id)
        if factor != 1.0:
            located = Detections(*self._scaled(located, factor))
        return located, scores, probs

    def _read(
        self,
        image: np.ndarray,
        threshold: float,
        known: tuple[Detections, FloatArray | None, FloatArray | None] | None = None,
    ) -> tuple[Detections, FloatArray | None, FloatArray | None]:
        """Both stages on a prepared image (``known``: their output on it, already read),
        then on its negative, per ``negative``."""
        if known is None:
            located, scores = self._locate_with_scores(image, threshold)
            probs = None
            if self._classifier is not None:
                probs = self._classify_prepared(image, located.xyxy)
        else:
            located, scores, probs = known
        region = self._negative_region(image)
        if region is not None:
            x1, y1, x2, y2 = region
            negative = grey_negative(image[y1:y2, x1:x2])
            # the crop keeps the first pass's scale: its corners look as big as they did there
            h, w = image.shape[:2]
            first = self.input_size_for(h, w)
            scale = min(first[0] / h, first[1] / w)
            found, found_scores = self._locate_with_scores(negative, threshold, scale)
            if len(found):
                if probs is not None:
                    probs = np.concatenate([probs, self._classify_prepared(negative, found.xyxy)])
                if scores is not None and found_scores is not None:
                    scores = np.concatenate([scores, found_scores])
                offset = np.array([x1, y1, x1, y1], np.float32)
                located = Detections(
                    np.concatenate([located.xyxy, found.xyxy + offset]),
                    np.concatenate([located.confidence, found.confidence]),
                    np.concatenate([located.class_id, found.class_id]),
                )
        return located, scores, probs

    def _negative_region(self, image: np.ndarray) -> tuple[int, int, int, int] | None:
        if self.negative == "always":
            return 0, 0, image.shape[1], image.shape[0]
        if self.negative == "auto":
            return dark_region(image)
        return None

    def __call__(self, image_bgr: np.ndarray, conf: float | None = None) -> Detections:
        """Detect corner indices; boxes are in ``image_bgr``'s pixel coordinates, best first."""
        threshold = self.conf if conf is None else conf
        return self.merge(*self.corner_scores(image_bgr, threshold), threshold)

    def merge(
        self,
        located: Detections,
        yolo_scores: np.ndarray | None,
        classifier_probs: np.ndarray | None,
        conf: float | None = None,
        yolo_weight: float | None = None,
        class_prior: np.ndarray | None = None,
        suit_weight: float | str | None = "detector",
    ) -> Detections:
        """The second half of :meth:`__call__`, on :meth:`corner_scores`'s output: name each
        box from both stages (:func:`combine`, with ``yolo_weight`` and ``suit_weight``,
        default the detector's, ``suit_weight`` None for one weight on the YOLO model's whole
        class distribution, and ``class_prior``) and keep the best of overlapping boxes (one
        corner found in the image and in its negative), best first."""
        threshold = self.conf if conf is None else conf
        weight = self.yolo_weight if yolo_weight is None else yolo_weight
        if suit_weight == "detector":
            suit_weight = self.suit_weight
        elif isinstance(suit_weight, str):
            raise ValueError(
                f"suit_weight must be a number, None or 'detector', got {suit_weight!r}"
            )
        if classifier_probs is not None and len(located):
            loose = self._faint_reading(located, yolo_scores)
            named = combine(
                located
                if loose is None
                else Detections(located.xyxy, np.ones(len(located), np.float32), located.class_id),
                yolo_scores,
                classifier_probs,
                threshold if loose is None else 0.0,
                weight,
                class_prior,
                suit_weight=suit_weight,
            )
            if loose is not None:  # named.confidence is each box's fused class probability
                assert self.faint_below is not None
                sure = located.confidence * named.confidence
                below = np.nextafter(np.float32(self.faint_below), np.float32(0.0))
                faint = np.minimum(np.maximum(sure, loose * named.confidence), below)
                confidence = np.where(sure >= self.faint_below, sure, faint).astype(np.float32)
                named = Detections(named.xyxy, confidence, named.class_id, named.class_probs)
                named = named[confidence >= threshold]
            located = named
        return located[self._nms(located.xyxy, located.confidence, located.class_id)]

    def _faint_reading(
        self, located: Detections, yolo_scores: np.ndarray | None
    ) -> FloatArray | None:
        """Each box's presence read the ``faint_presence`` way, or None where it does not
        apply (not set, no 53-class YOLO scores)."""
        if (
            self.faint_presence is None
            or yolo_scores is None
            or yolo_scores.shape != (len(located), NUM_CARD_CLASSES)
        ):
            return None
        return presence_of(yolo_scores, self.faint_presence)

    def _nms(self, xyxy: np.ndarray, confidence: np.ndarray, class_id: np.ndarray) -> IntArray:
        agnostic = self.agnostic_nms or self._num_classes == 1
        return nms(xyxy, confidence, class_id, self.iou, agnostic=agnostic, max_det=self.max_det)


def combine(
    located: Detections,
    yolo_scores: np.ndarray | None,
    classifier_probs: np.ndarray,
    conf: float,
    yolo_weight: float = 1.0,
    class_prior: np.ndarray | None = None,
    *,
    suit_weight: float | None = None,
) -> Detections:
    """Name each located corner from both stages (see the module docstring) and keep those
    with confidence >= ``conf``, with their class distributions (``class_probs``). A
    53-class YOLO model's corner has confidence = its located confidence (how sure the YOLO
    model is that a corner is there: :data:`PRESENCE_MODES`) × the fused probability of the
    class named.

    ``class_prior`` (53 positive weights, optional): the fused distribution of a 53-class
    YOLO model and the classifier is multiplied by it and normalised again, to correct a bias
    of both models (for example, clubs named spades when in doubt:
    ``benchmarks/suit_prior.py`` measures weights on a folder; the shipped detector uses
    none). A one-class locator's corners are named by the classifier alone, without it."""
    prior = None
    if class_prior is not None:
        prior = np.asarray(class_prior, np.float32)
        if prior.shape != (NUM_CARD_CLASSES,) or not np.all(prior > 0):
            raise ValueError(f"class_prior must be {NUM_CARD_CLASSES} positive weights")
    rows = np.arange(len(located))
    probs = classifier_probs
    if yolo_scores is not None and yolo_scores.shape[1] == NUM_CARD_CLASSES:
        fused = fuse_class_scores(
            yolo_scores, probs[:, :NUM_CARD_CLASSES], yolo_weight, suit_weight
        )
        if prior is not None:
            fused = fused * prior
            fused /= np.maximum(fused.sum(axis=1, keepdims=True), 1e-12)
        card = fused.argmax(axis=1)
        confidence = located.confidence * fused[rows, card]
        keep = confidence >= conf
        names = fused
    else:  # a one-class locator: the classifier names the corner, or rejects it
        card = probs[:, :NUM_CARD_CLASSES].argmax(axis=1)
        p_card = probs[rows, card]
        confidence = located.confidence * p_card
        keep = (p_card > probs[:, BACKGROUND_CLASS]) & (confidence >= conf)
        cards = probs[:, :NUM_CARD_CLASSES]
        names = cards / np.maximum(cards.sum(axis=1, keepdims=True), 1e-12)
    return Detections(located.xyxy[keep], confidence[keep], card[keep], names[keep])
