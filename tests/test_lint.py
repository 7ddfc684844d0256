"""ruff and mypy (strict) stay clean on rules, vision and the CLI: part of the test command."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "command",
    [
        [sys.executable, "-m", "ruff", "check", "rules", "api/cli.py"],
        [sys.executable, "-m", "mypy"],
    ],
    ids=["ruff", "mypy"],
)
def test_rules_core_is_lint_and_type_clean(command: list[str]) -> None:
    tool = command[2]
    if (
        shutil.which(tool) is None
        and subprocess.run(
            [sys.executable, "-m", tool, "--version"], capture_output=True
        ).returncode
    ):
        pytest.fail(f"{tool} is not installed: install the [dev] extra")
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
