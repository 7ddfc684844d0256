"""REST endpoints: state, check, corrections, games, stats, health, docs (suggest is in
test_serve_coach.py)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from serve_helpers import post


def test_state_of_a_new_game(client: TestClient) -> None:
    state = client.get("/api/state").json()
    assert state["players"] == 4 and state["plays"] == 0 and state["tricks"] == []
    assert state["count"]["twos_out"] == ["2S", "2C", "2D", "2H"]
    assert state["count"]["aces_out"] == ["AS", "AC", "AD", "AH"]
    assert len(state["count"]["unseen"]) == 52
    assert [s["cards_left"] for s in state["seats"]] == [13] * 4
    assert state["turn"] is None and "3♠" in state["turn_text"]
    assert state["detector"]["loaded"] is False  # no model in these tests: degraded, still up
    assert state["house_rules"]["pass_is_final"] is True


def test_a_trick_by_hand_then_the_history_by_trick_and_seat(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 0, "cards": "3S 4S 5S"})
    post(client, {"type": "play", "seat": 1, "cards": "6C 7C 8C"})
    post(client, {"type": "pass"})  # seat 2, on turn
    out = post(client, {"type": "play", "seat": 3, "cards": "9D 10D JD"})
    assert out["events"][0]["type"] == "play" and out["events"][0]["legal"] is True
    post(client, {"type": "pass", "seat": 0})
    post(client, {"type": "pass", "seat": 1})
    state = client.get("/api/state").json()
    assert state["table"] is None and state["turn"] == 3  # seat 3 won the round and leads
    first = state["tricks"][0]
    assert first["winner"] == 3 and not first["current"]
    assert [t["text"] for t in first["by_seat"][1]] == ["6♣ 7♣ 8♣", "pass"]
    assert [t["is_pass"] for t in first["by_seat"][0]] == [False, True]
    assert first["turns"][3]["reason"] == "9♦ 10♦ J♦ beats 6♣ 7♣ 8♣: higher 3-card straight"
    assert state["last_verdict"]["legal"] is True and state["last_verdict"]["seat"] == 3
    assert [s["cards_left"] for s in state["seats"]] == [10, 10, 13, 10]
    assert [s["passed"] for s in state["seats"]] == [False] * 4


def test_twos_and_aces_counted_by_suit(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 0, "cards": "3S"})
    post(client, {"type": "play", "seat": 1, "cards": "AH"})
    post(client, {"type": "play", "seat": 2, "cards": "2D"})
    post(client, {"type": "hand", "cards": "2S 5H 6H"})
    count = client.get("/api/state").json()["count"]
    assert count["twos_out"] == ["2C", "2H"]  # 2♦ played, 2♠ in my hand
    assert count["aces_out"] == ["AS", "AC", "AD"]
    assert "2S" not in count["unseen"] and "3S" not in count["unseen"]
    assert len(count["unseen"]) == 52 - 3 - 3


@pytest.mark.parametrize(
    ("body", "legal", "reason"),
    [
        ({"cards": "10C 10D", "table": "9S 9H"}, True, "10♣ 10♦ beats 9♠ 9♥: higher pair"),
        ({"cards": "9S 9H", "table": "10C 10D"}, False, "cannot beat"),
        ({"cards": "3S 3C 3D 3H", "table": "2H"}, True, "bombs a single 2"),
        ({"cards": "3S", "table": ""}, True, "leads"),
        ({"cards": "3S 5D"}, False, "not a valid combination"),
        ({"cards": "4S"}, False, "must contain 3♠"),
        ({"cards": "3S 4D 5C"}, True, "opens the game"),
    ],
)
def test_check(client: TestClient, body: dict[str, str], legal: bool, reason: str) -> None:
    out = client.post("/api/check", json=body).json()
    assert out["legal"] is legal and reason in out["reason"]


def test_check_against_the_game_knows_whose_turn_it_is(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 0, "cards": "3S"})
    out = client.post("/api/check", json={"cards": "5D", "seat": 2}).json()
    assert out["legal"] is False and "seat 1 is to play" in out["reason"]
    out = client.post("/api/check", json={"cards": "5D"}).json()
    assert out["legal"] is True and out["seat"] == 1 and out["against"] == "game"


def test_corrections_move_undo_sweep(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 0, "cards": "3S"})
    post(client, {"type": "play", "seat": 1, "cards": "5D"})
    moved = post(client, {"type": "move", "play": 1, "seat": 3})
    turns = moved["state"]["tricks"][0]["turns"]
    assert [(t["seat"], t["is_pass"]) for t in turns] == [
        (0, False),
        (1, True),
        (2, True),
        (3, False),
    ]
    post(client, {"type": "undo"})
    assert client.get("/api/state").json()["plays"] == 1
    swept = post(client, {"type": "sweep"})
    assert swept["state"]["table"] is None and swept["state"]["turn"] == 0


def test_new_game_and_house_rules(client: TestClient) -> None:
    first = client.get("/api/state").json()["game_id"]
    out = post(client, {"type": "house_rules", "rules": {"pass_is_final": False}})
    assert out["state"]["house_rules"]["pass_is_final"] is False
    out = post(client, {"type": "new_game", "players": 3})
    state = out["state"]
    assert state["game_id"] != first and state["players"] == 3
    assert state["house_rules"]["pass_is_final"] is False  # the table's rules carry over
    games = client.get("/api/games").json()
    assert [g["id"] for g in games] == [state["game_id"], first]
    assert games[0]["current"] and not games[1]["current"]


def test_games_export(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 0, "cards": "3S 3H"})
    post(client, {"type": "pass"})
    post(client, {"type": "hand", "cards": "2S"})
    game_id = client.get("/api/state").json()["game_id"]
    out = client.get(f"/api/games/{game_id}").json()
    assert out["log"] == [
        {
            "kind": "play",
            "seat": 0,
            "cards": ["3S", "3H"],
            "t": 0.0,
            "swept_before": False,
            "forced": False,
        },
        {"kind": "pass", "seat": 1, "t": 0.0},
    ]
    assert out["history"][0]["cards"] == ["3S", "3H"] and out["history"][1]["pass"] is True
    assert out["cards_left"] == [11, 13, 13, 13] and out["hand"] == ["2S"]
    missing = client.get("/api/games/999")
    assert missing.status_code == 404 and "no saved game 999" in missing.json()["detail"]


def test_stats_health_and_docs(client: TestClient) -> None:
    stats = client.get("/api/stats").json()
    assert stats["frames_dropped"] == 0 and stats["source"]["name"] == "none"
    health = client.get("/healthz").json()
    assert health["status"] == "ok" and health["detector"]["loaded"] is False
    assert "enter plays by hand" in health["detector"]["message"]
    paths = client.get("/openapi.json").json()["paths"]
    for path in (
        "/api/state",
        "/api/frames",
        "/api/check",
        "/api/suggest",
        "/api/events",
        "/api/stats",
        "/healthz",
        "/api/games",
        "/api/games/{game_id}",
        "/video.mjpg",
    ):
        assert path in paths, path
    assert client.get("/docs").status_code == 200
    page = client.get("/")
    assert page.status_code == 200 and "Thirteen helper" in page.text
    assert client.get("/static/app.js").status_code == 200
