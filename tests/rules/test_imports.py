"""Importing the rules core loads nothing heavy and has no side effects."""

from __future__ import annotations

import subprocess
import sys


def test_rules_imports_only_standard_library(tmp_path) -> None:  # type: ignore[no-untyped-def]
    code = (
        "import sys, rules, rules.legal, rules.game, rules.counting;"
        "heavy = {'numpy', 'cv2', 'onnxruntime', 'fastapi', 'torch', 'ultralytics', 'pydantic'};"
        "print(sorted(heavy & set(sys.modules)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(__import__("pathlib").Path(__file__).resolve().parents[2])},
    )
    assert out.stdout.strip() == "[]"
    assert list(tmp_path.iterdir()) == []
