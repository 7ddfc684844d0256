"""``POST /api/suggest`` answers with the coach (rules.coach.suggest): ranked plays with a score
and a reason, for the coached seat's view of the game; the search runs outside the session
lock, so corrections and the state do not wait for it."""

from __future__ import annotations

import doctest
import threading
import time
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from serve_helpers import post

import api.coaching
from rules import HouseRules, parse_cards, verdict


@pytest.fixture
def client(app: FastAPI, client: TestClient) -> TestClient:
    """The server's client, its coach's budget in processor time: as much search however
    busy the machine is (a wall-clock budget under load left two samples, and a pass could
    rank above the bomb), over the same imagined deals each time (seeded: even in processor
    time the search here plays out only six deals or so, and a pass ranked above the bomb
    in a clean run once)."""
    app.state.session.coach_clock = "cpu"
    app.state.session.coach_seed = 0
    return client


def suggest(client: TestClient, **body: Any) -> Any:
    response = client.post("/api/suggest", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def test_the_coach_answers_on_the_games_table(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 0, "cards": "3S"})
    post(client, {"type": "play", "seat": 1, "cards": "5D"})
    post(client, {"type": "play", "seat": 2, "cards": "7C"})
    post(client, {"type": "play", "seat": 3, "cards": "9H"})
    out = suggest(client, hand="4D 10C JS 2S AS AH", limit=3)
    assert out["engine"] == "coach" and out["your_turn"] is True and out["table"] == ["9H"]
    assert out["can_pass"] is True and out["total"] == 5  # 10♣ J♠ A♠ A♥ 2♠
    found = out["suggestions"]
    assert 1 <= len(found) <= 3 and [s["rank"] for s in found] == list(range(1, len(found) + 1))
    for s in found:
        if not s["is_pass"]:
            cards = parse_cards(" ".join(s["cards"]))
            assert cards <= parse_cards("10C JS 2S AS AH"), s  # never a card not in the hand
            assert verdict(cards, parse_cards("9H")).legal, s
        assert 0.0 <= s["score"] <= 1.0 and 1.0 <= s["expected_place"] <= 4.0
        assert s["reason"] and s["samples"] > 0 and s["ideas"]
        assert not s["is_pass"] or (s["cards"] == [] and s["text"] == "pass")
    assert "Best first" in out["note"]


def test_the_opening_must_hold_three_of_spades(client: TestClient) -> None:
    post(client, {"type": "hand", "cards": "3S 4S 5D 9H 9C KD 2C"})
    out = suggest(client)
    assert out["your_turn"] is True and out["can_pass"] is False
    assert out["suggestions"] and all("3S" in s["cards"] for s in out["suggestions"])


def test_go_out_with_the_last_card(client: TestClient) -> None:
    out = suggest(client, hand="4D", table="3S")
    best = out["suggestions"][0]
    assert best["cards"] == ["4D"] and best["score"] == 1.0 and "go_out" in best["ideas"]
    assert best["reason"].startswith("Go out")
    assert out["your_turn"] is None and "made-up position" in out["note"]


def test_bomb_the_two_on_a_given_table(client: TestClient) -> None:
    out = suggest(client, hand="5S 5H 6C 6D 7S 7H 9D", table="2H")
    best = out["suggestions"][0]
    assert best["kind"] == "double_sequence" and best["is_bomb"] is True
    assert "bomb_the_two" in best["ideas"] and "Bomb the 2" in best["reason"]
    assert [s["is_pass"] for s in out["suggestions"]] == [False, True]


def test_nothing_beats_the_table(client: TestClient) -> None:
    out = suggest(client, hand="3S 4S", table="2H")
    assert [s["is_pass"] for s in out["suggestions"]] == [True]
    assert out["suggestions"][0]["reason"] == "Pass: nothing in your hand beats the table."
    assert "pass" in out["note"] and out["total"] == 0


def test_not_your_turn_answers_as_if_it_were(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 0, "cards": "3S"})
    out = suggest(client, hand="4D 9C 2S AS AH")
    assert out["your_turn"] is False and "not your turn yet" in out["note"]
    assert out["table"] == ["3S"] and out["suggestions"]


def test_after_passing_wait_for_the_next_round(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 3, "cards": "3S"})
    post(client, {"type": "pass", "seat": 0})
    out = suggest(client, hand="4D 9C 2S AS AH")
    assert out["suggestions"] == [] and "You passed in this round" in out["note"]


def test_a_bomb_out_of_turn_on_a_two(client: TestClient) -> None:
    post(client, {"type": "play", "seat": 3, "cards": "3S"})
    post(client, {"type": "play", "seat": 0, "cards": "4S"})
    post(client, {"type": "play", "seat": 1, "cards": "2H"})
    out = suggest(client, hand="5S 5H 5C 5D 9C 10C JC QD", limit=5)
    assert out["your_turn"] is False and "bomb this 2 right now" in out["note"]
    kinds = {s["kind"] for s in out["suggestions"]}
    assert kinds == {"four_of_a_kind", "pass"}


def test_no_hand_yet(client: TestClient) -> None:
    out = suggest(client)
    assert out["suggestions"] == [] and "show them to the camera" in out["note"]


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        ({"hand": "3S", "table": "3S"}, 409, "both on the table and in your hand"),
        ({"hand": "4S", "table": "3S 5D"}, 409, "not a valid combination"),
        ({"hand": "JK 3S"}, 422, ""),
    ],
)
def test_refusals(client: TestClient, body: dict[str, str], status: int, message: str) -> None:
    response = client.post("/api/suggest", json=body)
    assert response.status_code == status and message in response.text


def test_the_search_does_not_hold_up_the_game(
    app: FastAPI, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the coach thinks, a correction and the state answer at once (the search runs in a
    worker thread, outside the session's lock), and the suggestion still comes back."""
    real = api.coaching.suggest
    started = threading.Event()

    def slow(*args: Any, **kwargs: Any) -> Any:
        started.set()
        time.sleep(1.5)
        return real(*args, **kwargs)

    monkeypatch.setattr(api.coaching, "suggest", slow)
    post(client, {"type": "play", "seat": 3, "cards": "3S"})
    answer: dict[str, Any] = {}
    worker = threading.Thread(
        target=lambda: answer.update(suggest(client, hand="4D 9C 2S AS AH", limit=2))
    )
    worker.start()
    assert started.wait(5.0)
    begin = time.monotonic()
    post(client, {"type": "pass", "seat": 0})
    assert client.get("/api/state").json()["seats"][0]["passed"] is True
    assert time.monotonic() - begin < 1.0, "a correction waited for the coach"
    worker.join(10.0)
    assert answer["engine"] == "coach" and answer["suggestions"]


def test_the_budget_is_the_sessions(app: FastAPI, client: TestClient) -> None:
    session = app.state.session
    session.coach_budget_ms = 20.0
    out = suggest(client, hand="4D 9C 2S AS AH 6S 7S 8S", table="")
    assert out["budget_ms"] == 20.0 and out["suggestions"][0]["samples"] >= 2


def test_coaching_docstring_examples() -> None:
    result = doctest.testmod(api.coaching)
    assert result.failed == 0 and result.attempted > 0


def test_what_if_request_is_a_lead_for_an_empty_table() -> None:
    request = api.coaching.what_if_request(
        4, 0, parse_cards("4D 5D"), parse_cards(""), HouseRules()
    )
    assert request.observation is not None and request.observation.table is None
    assert request.observation.turn == 0 and request.observation.cards_left == (2, 13, 13, 13)
