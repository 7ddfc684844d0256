"""Saved games: the log written as it grows, rewritten after corrections, refused when it does not
replay; a restarted app resumes the game; a bad correction leaves the saved game untouched."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from serve_helpers import post

from api.app import create_app
from api.settings import Settings
from api.storage import GameNotFoundError, GameStore, StorageError, entry_to_dict, load_log
from rules import HouseRules, parse_cards
from rules.cards import Card
from vision.tracker import LoggedPass, LoggedPlay, LoggedSweep, PlayEvent, TableTracker


def entries(store: GameStore, game_id: int) -> list[tuple[object, ...]]:
    db = sqlite3.connect(store.path)
    try:
        return db.execute(
            "SELECT seq, kind, seat, cards FROM entries WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
    finally:
        db.close()


def test_log_appended_then_rewritten(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.sqlite3")
    game = store.create_game(4)
    log = [LoggedPlay(parse_cards("3S"), 0, 1.0), LoggedPass(1, 2.0)]
    store.save_log(game, log)
    log.append(LoggedPlay(parse_cards("9H"), 2, 3.0))
    store.save_log(game, log)
    assert [r[1] for r in entries(store, game)] == ["play", "pass", "play"]
    store.save_log(game, log[:1])  # an undo
    assert entries(store, game) == [(0, "play", 0, "3S")]
    store.save_log(game, [LoggedPlay(parse_cards("3S"), 0, 1.0), LoggedSweep(2.0)])
    assert [r[1] for r in entries(store, game)] == ["play", "sweep"]
    loaded = GameStore(tmp_path / "games.sqlite3").load(game)
    assert loaded.log == [LoggedPlay(parse_cards("3S"), 0, 1.0), LoggedSweep(2.0)]
    assert loaded.players == 4 and loaded.first_game


def test_a_log_that_does_not_replay_is_refused(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.sqlite3")
    game = store.create_game(4)
    good = [LoggedPlay(parse_cards("3S"), 0, 1.0)]
    store.save_log(game, good)
    with pytest.raises(StorageError, match="does not replay"):
        store.save_log(game, [*good, LoggedPlay(parse_cards("3S"), 1, 2.0)])  # played twice
    assert store.load(game).log == good


def test_house_rules_and_hand_are_saved(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.sqlite3")
    game = store.create_game(3, house_rules=HouseRules(pass_is_final=False))
    store.set_hand(game, parse_cards("2S 2H"))
    saved = store.load(game)
    assert saved.house_rules.pass_is_final is False and saved.hand == parse_cards("2S 2H")
    assert saved.sides == ("bottom", "left", "right")
    with pytest.raises(GameNotFoundError):
        store.load(42)


def test_a_restarted_app_resumes_the_game(settings: Settings) -> None:
    with TestClient(create_app(settings)) as client:
        post(client, {"type": "play", "seat": 0, "cards": "3S 4D 5C"})
        post(client, {"type": "play", "seat": 1, "cards": "8S 9S 10S"})
        post(client, {"type": "hand", "cards": "2H 7D"})
        post(client, {"type": "house_rules", "rules": {"two_penalty": 3}})
        before = client.get("/api/state").json()
    with TestClient(create_app(settings)) as client:
        after = client.get("/api/state").json()
    for key in ("game_id", "tricks", "seats", "table", "turn", "hand", "count", "house_rules"):
        assert after[key] == before[key], key


def test_a_different_number_of_players_starts_a_new_game(settings: Settings) -> None:
    with TestClient(create_app(settings)) as client:
        post(client, {"type": "play", "seat": 0, "cards": "3S"})
        first = client.get("/api/state").json()["game_id"]
    three = settings.model_copy(update={"players": 3})
    with TestClient(create_app(three)) as client:
        state = client.get("/api/state").json()
        assert state["game_id"] != first and state["players"] == 3
        assert len(client.get("/api/games").json()) == 2


def test_bad_corrections_leave_the_saved_game_untouched(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 0, "cards": "3S"})
    post(client, {"type": "play", "seat": 1, "cards": "2H"})
    post(client, {"type": "play", "seat": 2, "cards": "5S 5H 6C 6D 7S 7H"})  # bombs the 2
    game_id = client.get("/api/state").json()["game_id"]
    saved = client.get(f"/api/games/{game_id}").json()
    state = client.get("/api/state").json()
    bad = [
        ({"type": "play", "seat": 3, "cards": "4S"}, 409),  # does not beat the bomb
        ({"type": "play", "seat": 3, "cards": "3S 9D"}, 409),  # 3♠ already played
        ({"type": "play", "seat": 3, "cards": "ZZ"}, 422),  # unknown card code
        ({"type": "play", "seat": 3, "cards": "1S"}, 422),
        ({"type": "move", "play": 7, "seat": 1}, 409),  # no such play
        ({"type": "move", "play": -1, "seat": 0}, 422),
        ({"type": "pass", "seat": 0}, 409),  # not seat 0's turn
        ({"type": "house_rules", "rules": {"bombs": False}}, 409),  # the bomb would be illegal
        ({"type": "house_rules", "rules": {"bombs": "yes"}}, 422),
        ({"type": "house_rules", "rules": {"jokers": True}}, 422),
        ({"type": "new_game", "players": 3, "leader": 3}, 409),
        ({"type": "hand", "cards": "3S 3S"}, 422),  # the same card twice
        ({"type": "nonsense"}, 422),
        ({"type": "play", "seat": 3}, 422),
    ]
    for command, status in bad:
        response = client.post("/api/events", json=command)
        assert response.status_code == status, (command, response.text)
        assert response.json()["detail"], command
    assert client.get(f"/api/games/{game_id}").json() == saved
    after = client.get("/api/state").json()
    assert after["tricks"] == state["tricks"] and after["house_rules"] == state["house_rules"]
    assert len(client.get("/api/games").json()) == 1


def test_a_plays_notes_are_saved_and_resumed(tmp_path: Path) -> None:
    """What the tracker said of a play's reading (a misread it explained, a card the rules
    put in) is saved with it: a resumed game's plays say the same. A file written before
    plays kept notes still opens, its plays with none."""
    path = tmp_path / "games.sqlite3"
    old = sqlite3.connect(path)  # the entries table as it was before the notes column
    old.executescript(
        "CREATE TABLE entries (game_id INTEGER NOT NULL, seq INTEGER NOT NULL,"
        " kind TEXT NOT NULL, seat INTEGER, cards TEXT NOT NULL DEFAULT '', t REAL NOT NULL,"
        " swept_before INTEGER NOT NULL DEFAULT 0, forced INTEGER NOT NULL DEFAULT 0,"
        " PRIMARY KEY (game_id, seq));"
    )
    old.close()
    store = GameStore(path)
    game = store.create_game(4)
    five, six, eight = (Card.parse(c) for c in ("5S", "6S", "8C"))
    log = [
        LoggedPlay(parse_cards("3S 4D 5S"), 0, 1.0, misreads=((six, five),)),
        LoggedPlay(parse_cards("6C 7C 8C"), 1, 2.0, inferred=(eight,)),
        LoggedPlay(parse_cards("9D 10D JS"), 2, 3.0, misreads=((Card.parse("KD"), None),)),
    ]
    store.save_log(game, [*log[:2], replace(log[2], misreads=())])
    store.save_log(game, log)  # only a play's notes changed: written all the same
    loaded = GameStore(path).load(game).log
    assert [(e.misreads, e.inferred) for e in loaded] == [(e.misreads, e.inferred) for e in log]
    assert entry_to_dict(loaded[0])["misreads"] == [["6S", "5S"]]
    assert entry_to_dict(loaded[1])["inferred"] == ["8C"]
    assert "misreads" not in entry_to_dict(loaded[1])
    tracker = TableTracker()
    load_log(tracker, loaded)
    notes = [e.misread_note for e in tracker.events if isinstance(e, PlayEvent)]
    assert notes == [
        "the camera read 5♠ as 6♠",
        "8♣ was not seen clearly: the rules put it in",
        "K♦ was no card of it",
    ]


def test_an_unreadable_saved_game_does_not_stop_the_server(settings: Settings) -> None:
    with TestClient(create_app(settings)) as client:
        post(client, {"type": "play", "seat": 0, "cards": "3S"})
    db = sqlite3.connect(settings.database_path)
    db.execute("UPDATE entries SET cards = 'XX'")
    db.commit()
    db.close()
    with TestClient(create_app(settings)) as client:
        state = client.get("/api/state").json()
        assert state["plays"] == 0 and state["game_id"] == 2


def test_a_resumed_trick_is_not_swept_before_the_camera_can_see_it(
    settings: Settings, frame_bytes: bytes
) -> None:
    from serve_helpers import FakeDetector

    from api.deps import get_detector

    with TestClient(create_app(settings)) as client:
        post(client, {"type": "play", "seat": 0, "cards": "3S 3H"})
    app = create_app(settings)
    app.dependency_overrides[get_detector] = lambda: FakeDetector({"3S": (0.5, 0.5)})
    with TestClient(app) as client:
        out = client.post(
            "/api/frames", content=frame_bytes, headers={"Content-Type": "image/jpeg"}
        ).json()
        assert out["events"] == [] and out["state"]["table"]["cards"] == ["3S", "3H"]
