from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from api.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_check_legal(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["check", "--table", "9S 9H", "--play", "10C 10D"], capsys)
    assert code == 0
    assert out.strip() == "legal: 10♣ 10♦ beats 9♠ 9♥: higher pair"


def test_check_illegal(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["check", "--table", "10C 10D", "--play", "9S 9H"], capsys)
    assert code == 1
    assert out.strip() == "illegal: 9♠ 9♥ cannot beat 10♣ 10♦: lower pair"


def test_check_json_and_house_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text('{"quad_beats_pair_of_twos": true}')
    code, out, _ = run(
        [
            "check",
            "--table",
            "2S 2H",
            "--play",
            "7S 7C 7D 7H",
            "--house-rules",
            str(rules),
            "--json",
        ],
        capsys,
    )
    data = json.loads(out)
    assert code == 0 and data["legal"] is True and data["kind"] == "four_of_a_kind"


def test_count(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["count", "--played", "2S AH 2D", "--hand", "2C"], capsys)
    assert code == 0
    assert "2s still out (1): 2♥" in out
    assert "aces still out (3): A♠ A♣ A♦" in out
    assert "unseen cards (48)" in out
    code, out, _ = run(["count", "--played", "2S", "--json"], capsys)
    assert json.loads(out)["twos_out"] == ["2C", "2D", "2H"]


@pytest.mark.parametrize(
    "argv",
    [
        ["check", "--play", "XX"],
        ["check", "--play", "3S 3S"],
        ["count", "--played", "2S", "--hand", "2S"],
    ],
)
def test_bad_input_is_a_clear_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(argv, capsys)
    assert code == 2 and out == "" and err.startswith("thirteen: ")
    assert "Traceback" not in err


def test_bad_house_rules_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "rules.json"
    bad.write_text('{"bomb": false}')
    code, _, err = run(["check", "--play", "3S", "--house-rules", str(bad)], capsys)
    assert code == 2 and "unknown house rule bomb" in err


def test_console_script_runs() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "api.cli", "check", "--play", "3S 4S 5S"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    assert out.stdout.strip() == "legal: 3♠ 4♠ 5♠ leads a 3-card straight"
