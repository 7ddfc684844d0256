"""Frame sources: one iterator of timestamped BGR frames over cameras, files, streams, folders.

>>> import numpy as np
>>> source = PushSource()
>>> source.push(np.zeros((4, 4, 3), np.uint8), t=0.5)
>>> source.close()
>>> [(f.index, f.t, f.image.shape) for f in source]
[(0, 0.5, (4, 4, 3))]

Every source yields :class:`Frame` objects and keeps :class:`SourceStats` (frames read,
unreadable frames skipped, reconnects). A camera that disconnects is reopened; an unreadable
frame is skipped and counted; the end of a file ends the stream cleanly.
"""

from __future__ import annotations

import contextlib
import queue
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import cv2
import numpy as np

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp", ".tif", ".tiff")
VIDEO_SUFFIXES = (".mp4", ".avi", ".mkv", ".mov", ".webm", ".m4v", ".mjpg", ".mjpeg", ".y4m")
STREAM_PREFIXES = ("rtsp://", "rtmp://", "http://", "https://", "udp://", "tcp://")


class SourceError(ValueError):
    """A source that cannot be opened at all (missing file, no such camera, empty folder)."""


@dataclass(frozen=True, slots=True)
class Frame:
    """One frame: BGR uint8 image, its time in seconds (stream time for files), its index."""

    image: np.ndarray
    t: float
    index: int


@dataclass(slots=True)
class SourceStats:
    """Counters a user can read to see what the source went through."""

    frames: int = 0
    skipped: int = 0
    reconnects: int = 0
    errors: list[str] = field(default_factory=list)

    def note(self, message: str) -> None:
        """Keep the last 20 error messages."""
        self.errors.append(message)
        del self.errors[:-20]


def _valid_image(image: Any) -> bool:
    return (
        isinstance(image, np.ndarray)
        and image.dtype == np.uint8
        and image.ndim == 3
        and image.shape[2] == 3
        and image.shape[0] > 0
        and image.shape[1] > 0
    )


def as_bgr(image: np.ndarray) -> np.ndarray:
    """Any decoded image (gray, BGR, BGRA; uint8 or uint16) as 3-channel uint8 BGR."""
    if image.dtype == np.uint16:
        image = (image >> 8).astype(np.uint8)
    elif image.dtype != np.uint8:
        raise SourceError(f"unsupported image dtype {image.dtype}")
    if image.ndim == 2:
        return cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    if image.ndim == 3 and image.shape[2] == 4:
        return cv2.cvtColor(image, cv2.COLOR_BGRA2BGR)
    if image.ndim == 3 and image.shape[2] == 1:
        return cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    if image.ndim == 3 and image.shape[2] == 3:
        return image
    raise SourceError(f"unsupported image shape {image.shape}")


class Source:
    """Base class: iterate to get frames; ``close()`` releases the device."""

    stats: SourceStats

    def __iter__(self) -> Iterator[Frame]:
        raise NotImplementedError

    def close(self) -> None:
        """Release the underlying device or file."""

    def __enter__(self) -> Source:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class VideoSource(Source):
    """A video file, a camera index, or a stream URL, read through OpenCV.

    ``realtime``: for files, pace frames at the file's rate (as a live camera would) instead of
    as fast as possible. ``reconnect``: for cameras and streams, reopen after a failure up to
    ``max_reconnects`` times, waiting ``reconnect_delay`` seconds between tries.
    """

    def __init__(
        self,
        target: str | int,
        *,
        realtime: bool = False,
        loop: bool = False,
        max_reconnects: int = 10,
        reconnect_delay: float = 1.0,
        max_bad_reads: int = 25,
    ) -> None:
        self.target = target
        self.is_file = isinstance(target, str) and not target.startswith(STREAM_PREFIXES)
        if self.is_file and not Path(str(target)).is_file():
            raise SourceError(f"no such video file: {target}")
        self.realtime = realtime
        self.loop = loop
        self.max_reconnects = max_reconnects
        self.reconnect_delay = reconnect_delay
        self.max_bad_reads = max_bad_reads
        self.stats = SourceStats()
        self._capture: cv2.VideoCapture | None = None
        self._closed = False
        self._open()

    def _open(self) -> None:
        capture = cv2.VideoCapture(self.target)
        if not capture.isOpened():
            capture.release()
            kind = "video file" if self.is_file else "camera or stream"
            raise SourceError(f"cannot open {kind} {self.target!r}")
        self._capture = capture
        fps = capture.get(cv2.CAP_PROP_FPS)
        self.fps = fps if fps and 1 <= fps <= 240 else 30.0

    def __iter__(self) -> Iterator[Frame]:
        index = 0
        bad_in_a_row = 0
        start = time.monotonic()
        while not self._closed:
            capture = self._capture
            if capture is None:
                return
            ok, image = capture.read()
            if not ok:
                if self.is_file:
                    if self.loop and index > 0:
                        capture.set(cv2.CAP_PROP_POS_FRAMES, 0)
                        continue
                    return  # end of file: a clean end
                bad_in_a_row += 1
                if bad_in_a_row >= 3 and not self._reconnect():
                    return
                continue
            if not _valid_image(image):
                self.stats.skipped += 1
                self.stats.note(f"frame {index}: unreadable")
                bad_in_a_row += 1
                if bad_in_a_row > self.max_bad_reads:
                    return
                continue
            bad_in_a_row = 0
            if self.is_file:
                t = index / self.fps
                if self.realtime:
                    delay = start + t - time.monotonic()
                    if delay > 0:
                        time.sleep(delay)
            else:
                t = time.monotonic() - start
            self.stats.frames += 1
            yield Frame(image, t, index)
            index += 1

    def _reconnect(self) -> bool:
        for _ in range(self.max_reconnects):
            if self._closed:
                return False
            self.stats.reconnects += 1
            if self._capture is not None:
                self._capture.release()
            time.sleep(self.reconnect_delay)
            try:
                self._open()
                return True
            except SourceError as exc:
                self.stats.note(str(exc))
        return False

    def close(self) -> None:
        self._closed = True
        if self._capture is not None:
            self._capture.release()
            self._capture = None


class FolderSource(Source):
    """Images in a folder, in name order, ``1 / fps`` seconds apart; unreadable ones are skipped."""

    def __init__(self, folder: str | Path | list[Path], *, fps: float = 10.0) -> None:
        if isinstance(folder, list):
            self.paths = list(folder)
            self.folder = self.paths[0].parent if self.paths else Path(".")
        else:
            self.folder = Path(folder)
            if not self.folder.is_dir():
                raise SourceError(f"no such folder: {folder}")
            self.paths = sorted(
                p for p in self.folder.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES
            )
        if not self.paths:
            raise SourceError(f"no images ({', '.join(IMAGE_SUFFIXES)}) in {folder}")
        self.fps = fps
        self.stats = SourceStats()

    def __iter__(self) -> Iterator[Frame]:
        index = 0
        for path in self.paths:
            image = cv2.imread(str(path), cv2.IMREAD_UNCHANGED)
            if image is None:
                self.stats.skipped += 1
                self.stats.note(f"{path.name}: unreadable image")
                continue
            try:
                image = as_bgr(image)
            except SourceError as exc:
                self.stats.skipped += 1
                self.stats.note(f"{path.name}: {exc}")
                continue
            self.stats.frames += 1
            yield Frame(image, index / self.fps, index)
            index += 1


class PushSource(Source):
    """Frames pushed in from elsewhere (the browser's camera through the API).

    A bounded queue: when the consumer is slower than the producer, the oldest frame is dropped
    (and counted) so that the assistant stays live rather than falling behind.
    """

    def __init__(self, maxsize: int = 4) -> None:
        self._queue: queue.Queue[Frame | None] = queue.Queue(maxsize=maxsize)
        self._index = 0
        self._lock = threading.Lock()
        self._start = time.monotonic()
        self.stats = SourceStats()
        self.dropped = 0

    def push(self, image: np.ndarray, t: float | None = None) -> None:
        """Queue one frame; raise :class:`SourceError` for something that is not an image."""
        if not isinstance(image, np.ndarray) or image.size == 0:
            raise SourceError("pushed frame is not an image")
        image = as_bgr(image)
        with self._lock:
            frame = Frame(image, time.monotonic() - self._start if t is None else t, self._index)
            self._index += 1
            while True:
                try:
                    self._queue.put_nowait(frame)
                    break
                except queue.Full:
                    try:
                        self._queue.get_nowait()
                        self.dropped += 1
                    except queue.Empty:  # pragma: no cover - race with the consumer
                        pass

    def push_encoded(self, data: bytes, t: float | None = None) -> np.ndarray:
        """Decode a JPEG/PNG and queue it; return the decoded image."""
        image = decode_image(data)
        self.push(image, t)
        return image

    def close(self) -> None:
        """End the stream once the queued frames are consumed."""
        while True:
            try:
                self._queue.put(None, timeout=0.1)
                return
            except queue.Full:
                with contextlib.suppress(queue.Empty):
                    self._queue.get_nowait()

    def __iter__(self) -> Iterator[Frame]:
        while True:
            frame = self._queue.get()
            if frame is None:
                return
            self.stats.frames += 1
            yield frame


MAX_DECODED_PIXELS = 40_000_000


def image_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) from a PNG or JPEG header without decoding; None if not found."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if data[:2] == b"\xff\xd8":
        i = 2
        while i + 9 < len(data):
            if data[i] != 0xFF:
                i += 1
                continue
            marker = data[i + 1]
            if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
                i += 2
                continue
            length = int.from_bytes(data[i + 2 : i + 4], "big")
            if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
                height = int.from_bytes(data[i + 5 : i + 7], "big")
                width = int.from_bytes(data[i + 7 : i + 9], "big")
                return width, height
            i += 2 + length
    return None


def decode_image(data: bytes) -> np.ndarray:
    """Decode JPEG/PNG bytes to BGR; a clear :class:`SourceError` for anything else."""
    if not data:
        raise SourceError("empty image upload")
    size = image_size(data)
    if size is not None and size[0] * size[1] > MAX_DECODED_PIXELS:
        raise SourceError(
            f"image too large: {size[0]}x{size[1]} pixels (at most {MAX_DECODED_PIXELS:,})"
        )
    try:
        image = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_UNCHANGED)
    except cv2.error as exc:
        raise SourceError(f"not a readable JPEG or PNG image ({exc.err})") from exc
    if image is None:
        raise SourceError("not a readable JPEG or PNG image")
    return as_bgr(image)


def camera_attached(index: int = 0) -> bool:
    """Whether camera ``index`` exists and delivers a frame. On Linux a missing
    ``/dev/video<index>`` answers at once, without asking OpenCV to probe every back end."""
    if sys.platform.startswith("linux") and not Path(f"/dev/video{index}").exists():
        return False
    capture = cv2.VideoCapture(index)
    try:
        return bool(capture.isOpened() and capture.read()[0])
    finally:
        capture.release()


def open_source(target: str | int | Path, *, realtime: bool = False, loop: bool = False) -> Source:
    """Open a camera index (``0`` or ``"0"``), a video file, a stream URL or an image folder."""
    if isinstance(target, int) or (isinstance(target, str) and target.strip().isdigit()):
        return VideoSource(int(target))
    text = str(target)
    if text.startswith(STREAM_PREFIXES):
        return VideoSource(text)
    path = Path(text)
    if path.is_dir():
        return FolderSource(path)
    if not path.exists():
        raise SourceError(f"no such file, folder or camera: {text}")
    if path.suffix.lower() in IMAGE_SUFFIXES:
        return FolderSource([path])
    return VideoSource(text, realtime=realtime, loop=loop)
