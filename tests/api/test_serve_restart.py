"""``thirteen serve`` as a real process: killed with SIGKILL mid-game and started again, it resumes
the same game; bad command lines are refused with a message, not a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from serve_helpers import ServerProcess

from api.cli import main


def test_killed_mid_game_then_restarted_resumes_the_same_game(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = ServerProcess(data, "--camera", "none", "--no-detector").start()
    try:
        url = server.url
        for command in (
            {"type": "play", "seat": 0, "cards": "3S 4S 5S"},
            {"type": "play", "seat": 1, "cards": "6D 7D 8D"},
            {"type": "pass"},
            {"type": "play", "seat": 3, "cards": "10C JC QC"},
            {"type": "hand", "cards": "9H 9S 2D"},
        ):
            response = httpx.post(url + "/api/events", json=command, timeout=10)
            assert response.status_code == 200, response.text
        refused = httpx.post(
            url + "/api/events", json={"type": "play", "seat": 0, "cards": "4H"}, timeout=10
        )
        assert refused.status_code == 409
        before = httpx.get(url + "/api/state", timeout=10).json()
        server.kill()  # mid-game, no clean shutdown
        with pytest.raises(httpx.HTTPError):
            httpx.get(url + "/healthz", timeout=1)
        server.start()
        after = httpx.get(url + "/api/state", timeout=10).json()
        for key in ("game_id", "tricks", "seats", "table", "turn", "hand", "count", "plays"):
            assert after[key] == before[key], key
        # and the game goes on from there
        going_on = httpx.post(url + "/api/events", json={"type": "pass"}, timeout=10)
        assert going_on.status_code == 200
        games = httpx.get(url + "/api/games", timeout=10).json()
        assert len(games) == 1 and games[0]["plays"] == 3
    finally:
        server.stop()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--camera", "/no/such/clip.mp4"], "no such camera, file or folder"),
        (["--seats", "bottom,bottom,top,left"], "two seats on one side"),
        (["--port", "70000"], "port"),
    ],
)
def test_bad_command_lines(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--data-dir", str(tmp_path), *argv]) == 2
    assert message in capsys.readouterr().err


def test_a_bad_house_rules_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"jokers_wild": True}))
    assert main(["serve", "--house-rules", str(rules), "--data-dir", str(tmp_path)]) == 2
    assert "unknown house rule jokers_wild" in capsys.readouterr().err


def test_command_line_over_environment_over_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    from api.cli import build_parser
    from api.commands.serve import settings_from_args

    monkeypatch.setenv("THIRTEEN_PORT", "9001")
    monkeypatch.setenv("THIRTEEN_PLAYERS", "3")
    args = build_parser().parse_args(["serve", "--players", "2", "--once", "--camera", "none"])
    settings = settings_from_args(args)
    assert (settings.port, settings.players, settings.host) == (9001, 2, "127.0.0.1")
    assert settings.camera_target is None and settings.loop_recordings is False
