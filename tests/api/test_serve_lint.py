"""ruff stays clean on the server's code and its tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FILES = [
    "api/app.py",
    "api/settings.py",
    "api/schemas.py",
    "api/deps.py",
    "api/storage.py",
    "api/live.py",
    "api/rummy_live.py",
    "api/rummy_store.py",
    "api/coaching.py",
    "api/routes",
    "api/commands/serve.py",
    "tests/api",
]


def test_server_code_is_ruff_clean() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", *FILES], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
