"""``thirteen rummy solve`` and ``thirteen rummy advise`` (through ``register``, as api/cli.py
calls it)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from api.commands import rummy
from rules import RulesError

ROOT = Path(__file__).resolve().parents[2]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Parse and run like ``api.cli.main``: a RulesError is one line on stderr, status 2."""
    parser = argparse.ArgumentParser(prog="thirteen")
    sub = parser.add_subparsers(dest="command")
    rummy.register(sub)
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
    except RulesError as exc:
        print(f"thirteen: {exc}", file=sys.stderr)
        code = 2
    out = capsys.readouterr()
    return code, out.out, out.err


def test_solve_indian(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        [
            "rummy",
            "solve",
            "--game",
            "indian",
            "--wild",
            "7",
            "AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD KC QC",
        ],
        capsys,
    )
    assert code == 0
    assert "pure sequence: A♠ 2♠ 3♠" in out
    assert "sequence: JK(3♥) 4♥ 5♥" in out
    assert "discard: Q♣" in out
    assert "penalty: 0" in out and "valid declaration: yes" in out


def test_solve_thirteen_rummy_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        [
            "rummy",
            "solve",
            "--game",
            "thirteen-rummy",
            "--round",
            "5",
            *["AS", "2S", "3S", "7H", "7D", "7C", "9D"],
            "--json",
        ],
        capsys,
    )
    data = json.loads(out)
    assert code == 0 and data["penalty"] == 0 and data["valid_declaration"] is True
    assert data["round"] == 5 and data["wild_rank"] == "7" and data["unmelded"] == []


def test_solve_with_rules_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text('{"ace_high": true}')
    code, out, _ = run(
        [
            "rummy",
            "solve",
            "--game",
            "thirteen-rummy",
            "--round",
            "2",
            "QS KS AS 2C",
            "--rules",
            str(rules),
        ],
        capsys,
    )
    assert code == 0 and "run: Q♠ K♠ A♠" in out and "penalty: 2" in out


def test_advise(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        [
            "rummy",
            "advise",
            "--game",
            "thirteen-rummy",
            "--round",
            "5",
            "--discard-pile",
            "8S 6H",
            "4H 5H 9C 9D KS KD QS",
        ],
        capsys,
    )
    assert code == 0
    assert out.splitlines()[0].startswith("take 6♥ from the discard pile")
    assert "cards seen in the discard pile: 2; unseen: 95" in out
    code, out, _ = run(
        [
            "rummy",
            "advise",
            "--game",
            "indian",
            "--wild",
            "7",
            "--json",
            "AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD KC QC",
        ],
        capsys,
    )
    data = json.loads(out)
    assert code == 0 and data["action"] == "go_out" and data["discard"] == "QC"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["rummy", "solve", "--game", "indian", "AS 2S ZZ"], "unknown card code 'ZZ'"),
        (["rummy", "solve", "--game", "thirteen-rummy", "--round", "1", "AS 2S JK"], "jokers"),
        (["rummy", "solve", "--game", "thirteen-rummy", "--round", "13", "AS 2S 3S"], "round"),
        (["rummy", "solve", "--game", "thirteen-rummy", "--round", "1", "3S 3S 3S"], "3 times"),
        (["rummy", "solve", "--game", "indian", "AS 2S 3S"], "holds 13"),
        (["rummy", "advise", "--game", "indian", "--players", "1", "AS"], "--players"),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(argv, capsys)
    assert code == 2 and out == ""
    assert err.startswith("thirteen: ") and message in err and err.count("\n") == 1


def test_the_command_module_imports_nothing_heavy(tmp_path: Path) -> None:
    code = (
        "import sys, api.commands.rummy;"
        "heavy = {'numpy', 'cv2', 'onnxruntime', 'fastapi', 'torch', 'ultralytics', 'pydantic'};"
        "print(sorted(heavy & set(sys.modules)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert out.stdout.strip() == "[]"
