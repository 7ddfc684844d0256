"""Defaults of the live path shared by the CLI and the server's settings: plain values, no
numpy, no pydantic, so that building the ``thirteen`` parser stays cheap."""

from __future__ import annotations

# vision.detector.NEGATIVE_MODES, without importing numpy (a test keeps them equal)
NEGATIVE_MODES = ("off", "auto", "always")

# The detection confidence threshold of the live path (``watch``, ``serve``). Lower finds more
# faint corners, and the tracker's k-of-n presence filter absorbs most of the stray sightings
# it lets in; much lower lets in more misreads than it finds. Chosen on the tuning games'
# recordings (benchmarks/RESULTS-tracker.md, session 7: 0.275-0.35 best, 0.4 before).
LIVE_CONF = 0.3
