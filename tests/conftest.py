"""Fixtures shared by the vision and api tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def detector_kwargs(monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    """Replace ``vision.detector.CardDetector`` with a stand-in that records the keyword
    arguments it is made with (returned here) and then fails to load, as a missing model
    would: a command stops there with exit status 2."""
    import vision.detector

    made: dict[str, object] = {}

    class Recorder:
        def __init__(self, *args: object, **kwargs: object) -> None:
            made.update(kwargs)
            raise ValueError("recorded")

    monkeypatch.setattr(vision.detector, "CardDetector", Recorder)
    return made
