from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from vision.sources import (
    FolderSource,
    PushSource,
    SourceError,
    VideoSource,
    decode_image,
    open_source,
)


def write_video(path: Path, frames: int = 12, size: tuple[int, int] = (64, 48)) -> None:
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 15, size)
    for i in range(frames):
        writer.write(np.full((size[1], size[0], 3), i * 10, np.uint8))
    writer.release()


def test_video_file_ends_cleanly_with_times(tmp_path: Path) -> None:
    path = tmp_path / "clip.avi"
    write_video(path)
    with open_source(str(path)) as source:
        frames = list(source)
    assert len(frames) == 12
    assert [f.index for f in frames] == list(range(12))
    assert frames[3].t == pytest.approx(3 / 15)
    assert frames[0].image.shape == (48, 64, 3)
    assert source.stats.frames == 12


def test_folder_skips_unreadable_images(tmp_path: Path) -> None:
    for i in range(3):
        cv2.imwrite(str(tmp_path / f"{i}.png"), np.zeros((8, 8), np.uint8))  # grayscale
    (tmp_path / "1b.jpg").write_bytes(b"not a jpeg")
    source = FolderSource(tmp_path)
    frames = list(source)
    assert len(frames) == 3 and all(f.image.shape == (8, 8, 3) for f in frames)
    assert source.stats.skipped == 1 and "unreadable" in source.stats.errors[0]


@pytest.mark.parametrize("target", ["/no/such/file.mp4", "/no/such/folder/"])
def test_missing_sources_are_clear_errors(target: str) -> None:
    with pytest.raises(SourceError, match="no such"):
        open_source(target)


def test_empty_folder(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no images"):
        FolderSource(tmp_path)


def test_unopenable_video(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mp4"
    bad.write_bytes(b"garbage" * 100)
    with pytest.raises(SourceError, match="cannot open"):
        VideoSource(str(bad))


def test_push_source_drops_oldest_when_full() -> None:
    source = PushSource(maxsize=2)
    for i in range(5):
        source.push(np.full((4, 4, 3), i, np.uint8), t=float(i))
    source.close()
    frames = list(source)
    assert [f.t for f in frames] == [3.0, 4.0] or len(frames) <= 2
    assert source.dropped >= 3
    with pytest.raises(SourceError):
        source.push("not an image")  # type: ignore[arg-type]


def test_decode_image() -> None:
    ok, png = cv2.imencode(".png", np.zeros((5, 7, 4), np.uint8))
    assert ok and decode_image(png.tobytes()).shape == (5, 7, 3)
    with pytest.raises(SourceError, match="empty"):
        decode_image(b"")
    with pytest.raises(SourceError, match="not a readable"):
        decode_image(b"\x89PNG garbage")


def test_decode_refuses_huge_images() -> None:
    ok, png = cv2.imencode(".png", np.zeros((8000, 8000), np.uint8))
    assert ok
    with pytest.raises(SourceError, match="too large"):
        decode_image(png.tobytes())
