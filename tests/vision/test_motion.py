"""Frame differences: motion per side, and reusing detections on still frames."""

from __future__ import annotations

import numpy as np
import pytest

from vision.detector import Detections
from vision.motion import MotionMeter, SkipStillFrames


class CountingDetector:
    """A fake detector that returns one box per call, numbered by the call."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, image: np.ndarray) -> Detections:
        self.calls += 1
        return Detections(
            np.array([[0, 0, 10, 10]], np.float32),
            np.array([0.9], np.float32),
            np.array([self.calls], np.int64),
        )


def table(seed: int = 0, noise: float = 0.0) -> np.ndarray:
    """A grey-green table, optionally with sensor noise."""
    rng = np.random.default_rng(seed)
    image = np.zeros((480, 640, 3), np.float32)
    image[:] = (60, 110, 50)
    image += rng.normal(0, noise, image.shape) if noise else 0
    return np.clip(image, 0, 255).astype(np.uint8)


def with_card(image: np.ndarray, x: int = 300, y: int = 200) -> np.ndarray:
    """The same table with a white card (60x90 px, about a card at webcam distance) on it."""
    out = image.copy()
    out[y : y + 90, x : x + 60] = 240
    return out


def test_still_frames_reuse_the_detections() -> None:
    fake = CountingDetector()
    skip = SkipStillFrames(fake)
    first = skip(table())
    for _ in range(5):
        assert skip(table()) is first
    assert (fake.calls, skip.detected, skip.reused) == (1, 1, 5)


def test_sensor_noise_is_still() -> None:
    fake = CountingDetector()
    skip = SkipStillFrames(fake)
    for seed in range(6):
        skip(table(seed, noise=4.0))
    assert fake.calls == 1


@pytest.mark.parametrize("place", [(300, 200), (0, 0), (580, 390)])
def test_a_card_placed_anywhere_runs_the_detector(place: tuple[int, int]) -> None:
    fake = CountingDetector()
    skip = SkipStillFrames(fake)
    skip(table())
    changed = skip(with_card(table(), *place))
    assert fake.calls == 2 and changed.class_id[0] == 2
    # and the new frame is the reference: the card staying there is still again
    assert skip(with_card(table(), *place)) is changed and fake.calls == 2


def test_a_small_change_that_adds_up_is_seen() -> None:
    """Compared with the last detected frame, not the previous frame: a card pushed a few
    pixels per frame is detected once it has moved far enough."""
    fake = CountingDetector()
    skip = SkipStillFrames(fake)
    skip(with_card(table(), 300, 200))
    calls = []
    for step in range(1, 10):
        skip(with_card(table(), 300 + step, 200))
        calls.append(fake.calls)
    assert calls[0] == 1  # a one-pixel nudge is still
    assert calls[-1] > 1  # nine pixels is a change


def test_max_reuse_bounds_staleness() -> None:
    fake = CountingDetector()
    skip = SkipStillFrames(fake, max_reuse=3)
    for _ in range(9):
        skip(table())
    assert fake.calls == 3  # frames 1, 5, 9


def test_max_reuse_zero_runs_every_frame_and_reset_forgets() -> None:
    fake = CountingDetector()
    skip = SkipStillFrames(fake, max_reuse=0)
    for _ in range(3):
        skip(table())
    assert fake.calls == 3
    fake2 = CountingDetector()
    skip2 = SkipStillFrames(fake2)
    skip2(table())
    skip2.reset()
    skip2(table())
    assert fake2.calls == 2


def test_a_different_frame_size_runs_the_detector() -> None:
    fake = CountingDetector()
    skip = SkipStillFrames(fake)
    skip(table())
    skip(np.ascontiguousarray(table()[:240, :320]))
    assert fake.calls == 2


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        SkipStillFrames(CountingDetector(), max_reuse=-1)
    with pytest.raises(ValueError):
        SkipStillFrames(CountingDetector(), fraction=1.5)


def test_motion_meter_sees_the_side_an_arm_comes_from() -> None:
    meter = MotionMeter()
    meter.update(table())
    arm = table()
    arm[:, 560:] = 200  # something enters on the right
    energy = meter.update(arm)
    assert energy["right"] > 0.3 and energy["left"] == 0.0


def test_motion_meter_sees_an_arm_as_bright_as_the_table() -> None:
    """A purple sleeve over a brown table: the same grey level, another colour (a rendered
    game's arm went unseen that way, and its play was given to the wrong seat)."""
    meter = MotionMeter()
    frame = np.empty((480, 640, 3), np.uint8)
    frame[:] = (67, 71, 89)  # BGR, grey level ~76
    meter.update(frame)
    sleeve = frame.copy()
    sleeve[200:260, 500:] = (145, 52, 97)  # grey level ~76 too
    energy = meter.update(sleeve)
    assert energy["right"] > 0.05 and energy["left"] == 0.0


def test_motion_meter_takes_grey_frames() -> None:
    meter = MotionMeter()
    frame = np.full((480, 640), 80, np.uint8)
    assert meter.update(frame)["right"] == 0.0
    moved = frame.copy()
    moved[:, 560:] = 200
    energy = meter.update(moved)
    assert energy["right"] > 0.3 and energy["left"] == 0.0


def test_motion_meter_sees_a_sleeve_near_the_tables_colour() -> None:
    """A sleeve within 20 levels of the table in every channel (15502: a brown sleeve over a
    brown table, unseen on 10 of its game's 61 reaches at the old threshold of 25)."""
    meter = MotionMeter()
    frame = np.empty((480, 640, 3), np.uint8)
    frame[:] = (60, 90, 120)
    meter.update(frame)
    sleeve = frame.copy()
    sleeve[200:260, 500:] = (80, 110, 140)
    energy = meter.update(sleeve)
    assert energy["right"] > 0.05 and energy["left"] == 0.0
