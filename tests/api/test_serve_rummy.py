"""Rummy mode (``thirteen serve --game thirteen-rummy | indian-rummy``) through TestClient: every
``/api/rummy`` endpoint, bad input answered 4xx with the state untouched, the state pushed on
``WS /ws``, the hand read from the camera's hand zone, and a restart resuming the saved game."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from fastapi.testclient import TestClient
from serve_helpers import encode
from test_serve_ws import receive

from api.app import create_app
from api.deps import get_detector
from api.settings import Settings
from vision.detector import CLASS_NAMES, Detections


class ListDetector:
    """Sees one corner box per ``(code, x, y)`` entry (normalised), so a card can be seen twice."""

    def __init__(self) -> None:
        self.cards: list[tuple[str, float, float]] = []

    def __call__(self, image: np.ndarray) -> Detections:
        h, w = image.shape[:2]
        if not self.cards:
            return Detections.empty()
        boxes = [[x * w - 6, y * h - 9, x * w + 6, y * h + 9] for _, x, y in self.cards]
        ids = [CLASS_NAMES.index(code) for code, _, _ in self.cards]
        return Detections(np.array(boxes, float), np.full(len(ids), 0.9), np.array(ids))


def make_client(data_dir: Path, game: str, detector: Any = None) -> TestClient:
    app = create_app(Settings(camera="none", detector=False, data_dir=data_dir, game=game))
    if detector is not None:
        app.dependency_overrides[get_detector] = lambda: detector
    return TestClient(app)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def thirteen(data_dir: Path) -> Iterator[TestClient]:
    with make_client(data_dir, "thirteen-rummy") as client:
        yield client


@pytest.fixture
def indian(data_dir: Path) -> Iterator[TestClient]:
    with make_client(data_dir, "indian-rummy") as client:
        yield client


def ok(client: TestClient, path: str, body: dict[str, Any] | None = None) -> Any:
    response = client.post("/api/rummy/" + path, json=body or {})
    assert response.status_code == 200, response.text
    return response.json()


def state(client: TestClient) -> Any:
    response = client.get("/api/rummy/state")
    assert response.status_code == 200, response.text
    return response.json()


# -- the state, the hand in melds, the advice ---------------------------------------------------


def test_a_new_thirteen_rummy_game(thirteen: TestClient) -> None:
    s = state(thirteen)
    assert (s["game"], s["title"], s["players"], s["decks"], s["printed_jokers"]) == (
        "thirteen_rummy",
        "Thirteen rummy",
        4,
        2,
        0,
    )
    assert (s["round"], s["rounds_total"], s["cards_dealt"]) == (1, 11, 3)
    assert s["wild"]["rank"] == "3" and s["wild"]["set_by"] == "round"
    assert "3s are wild" in s["wild"]["text"]
    assert s["round_text"] == "Round 1 of 11: 3 cards each"
    assert s["hand"]["cards"] == [] and s["arrangement"] is None and s["advice"] is None
    assert s["scores"]["totals"] == [0, 0, 0, 0] and s["scores"]["next_round"] == 1
    assert [seat["name"] for seat in s["seats"]] == ["You", "Player 2", "Player 3", "Player 4"]
    health = thirteen.get("/healthz").json()
    assert health["game"] == "thirteen-rummy"


def test_the_hand_in_melds_with_its_penalty(thirteen: TestClient) -> None:
    s = ok(thirteen, "hand", {"cards": "4h 5H 9C"})
    a = s["arrangement"]
    assert a["melds"] == [] and a["penalty"] == 18 and a["can_go_out"] is False
    assert a["go_out_text"] == "Not yet: 3 cards not in a meld."
    assert s["hand"]["source"] == "typed" and s["hand"]["drawn"] is False
    # a 3 is wild in round 1: the 3♣ stands in for the 3♥ of a run
    s = ok(thirteen, "hand", {"cards": "4H 5H 3C"})
    meld = s["arrangement"]["melds"][0]
    assert meld["label"] == "run" and meld["stands_for"] == ["3H", "4H", "5H"]
    assert s["arrangement"]["penalty"] == 0 and s["arrangement"]["can_go_out"] is True
    assert "go out" in s["arrangement"]["go_out_text"]


def test_two_decks_hold_the_same_card_twice(thirteen: TestClient) -> None:
    s = ok(thirteen, "hand", {"cards": "7S 7H 7S"})
    assert s["hand"]["cards"] == ["7S", "7S", "7H"] and s["hand"]["count"] == 3
    meld = s["arrangement"]["melds"][0]
    assert meld["kind"] == "set" and sorted(meld["cards"]) == ["7H", "7S", "7S"]


def test_draw_from_the_discard_pile_then_go_out(thirteen: TestClient) -> None:
    ok(thirteen, "hand", {"cards": "4H 5H 9C"})
    s = ok(thirteen, "discard", {"type": "add", "cards": "8S 6H"})
    advice = s["advice"]
    assert (advice["action"], advice["draw"], advice["discard"]) == ("draw", "discard", "9C")
    assert (
        advice["headline"] == "Take the 6♥ from the discard pile, then go out: throw away the 9♣."
    )
    assert "run 4♥ 5♥ 6♥" in advice["why"] and advice["seen_in_discard"] == 2
    assert s["discard_pile"]["top"] == "6H" and s["discard_pile"]["seen_count"] == 2
    s = ok(thirteen, "discard", {"type": "take", "by_you": True})
    assert s["hand"]["cards"] == ["9C", "4H", "5H", "6H"]
    assert s["hand"]["drawn"] is True and s["discard_pile"]["cards"] == ["8S"]
    assert s["advice"]["action"] == "go_out" and s["advice"]["discard"] == "9C"
    assert s["arrangement"]["discard"] == "9C" and s["arrangement"]["can_go_out"] is True
    assert s["arrangement"]["go_out_text"].startswith("You can go out now: throw away the 9♣")
    s = ok(thirteen, "discard", {"type": "add", "cards": "9C", "from_hand": True})
    assert s["hand"]["cards"] == ["4H", "5H", "6H"] and s["discard_pile"]["top"] == "9C"
    assert s["discard_pile"]["seen_count"] == 2  # 8♠ and 9♣ on the pile; 6♥ came back to me


def test_stock_advice_and_the_discard_pile_counts(thirteen: TestClient) -> None:
    ok(thirteen, "hand", {"cards": "4H 5H 9C"})
    s = ok(thirteen, "discard", {"type": "add", "cards": "KS 2D QC"})
    assert s["advice"]["draw"] == "stock" and s["advice"]["discard"] is None
    assert s["advice"]["headline"].startswith("Draw a card from the stock")
    assert "Q♣ on the discard pile does not help" in s["advice"]["why"]
    s = ok(thirteen, "discard", {"type": "take"})  # another player took the Q♣
    assert s["discard_pile"]["cards"] == ["KS", "2D"] and s["discard_pile"]["taken"] == ["QC"]
    assert s["discard_pile"]["seen_count"] == 3
    assert s["advice"]["unseen"] == 104 - 3 - 3  # two decks, less my hand and all seen cards
    s = ok(thirteen, "discard", {"type": "undo"})  # the 2♦ was entered by mistake
    assert s["discard_pile"]["cards"] == ["KS"] and s["discard_pile"]["seen_count"] == 2
    ok(thirteen, "discard", {"type": "add", "cards": "8D 10D"})
    s = ok(thirteen, "discard", {"type": "reshuffle"})  # the stock ran out
    assert s["discard_pile"]["cards"] == ["10D"] and s["discard_pile"]["taken"] == ["QC"]


def test_indian_rummy_declaration_wild_rank_and_jokers(indian: TestClient) -> None:
    s = state(indian)
    assert s["wild"]["rank"] is None and s["printed_jokers"] == 2 and s["cards_dealt"] == 13
    assert "not set yet" in s["wild"]["text"]
    s = ok(indian, "wild", {"card": "2H"})
    assert (s["wild"]["rank"], s["wild"]["card"], s["wild"]["set_by"]) == ("2", "2H", "card")
    s = ok(indian, "hand", {"cards": "5H 6H 7H 8S 9S JK 4C 4D 4S KH KC KD 2S"})
    a = s["arrangement"]
    assert a["penalty"] == 0 and a["can_go_out"] is True
    labels = sorted(m["label"] for m in a["melds"])
    assert labels == ["group", "group", "pure sequence", "sequence"]
    assert "declare" in a["go_out_text"]
    s = ok(indian, "wild", {"card": "JK"})  # a printed joker turned up: aces are wild
    assert s["wild"]["rank"] == "A" and s["wild"]["card"] == "JK"
    s = ok(indian, "wild", {"card": "q"})
    assert s["wild"]["rank"] == "Q" and s["wild"]["card"] is None
    # no pure sequence: every card counts, capped at 80
    s = ok(indian, "hand", {"cards": "AS 3C 5D 7H 9S JC KD AH 3D 5S 7C 9D JH"})
    assert s["arrangement"]["penalty"] == 80 and "pure sequence" in s["arrangement"]["go_out_text"]
    assert s["scores"]["cap"] == 80


def test_advice_endpoint_changes_nothing(thirteen: TestClient) -> None:
    ok(thirteen, "hand", {"cards": "4H 5H 9C"})
    before = state(thirteen)
    out = ok(thirteen, "advice", {"hand": "4H 5H 9C 6H"})
    assert out["advice"]["action"] == "go_out" and out["arrangement"]["discard"] == "9C"
    out = ok(thirteen, "advice", {"discard_pile": "2C 6H"})
    assert out["hand"] == ["9C", "4H", "5H"] and out["advice"]["draw"] == "discard"
    assert state(thirteen) == before


# -- scores over the rounds ---------------------------------------------------------------------


def test_scores_round_by_round(thirteen: TestClient) -> None:
    ok(thirteen, "hand", {"cards": "4H 5H 9C"})
    ok(thirteen, "discard", {"type": "add", "cards": "8S"})
    s = ok(thirteen, "round", {"round": 1, "scores": [0, 12, 30, 5]})
    assert s["round"] == 2 and s["cards_dealt"] == 4 and s["wild"]["rank"] == "4"
    assert s["hand"]["cards"] == [] and s["discard_pile"]["cards"] == []  # a new deal
    assert s["scores"]["rounds"] == [{"round": 1, "scores": [0, 12, 30, 5]}]
    assert s["scores"]["totals"] == [0, 12, 30, 5] and s["scores"]["leaders"] == [0]
    assert s["scores"]["max_score"] == 40
    s = ok(thirteen, "round", {"round": 2, "scores": [9, 0, 3, 40]})
    assert s["scores"]["totals"] == [9, 12, 33, 45] and s["round"] == 3
    assert [seat["leading"] for seat in s["seats"]] == [True, False, False, False]
    s = ok(thirteen, "round/undo")
    assert s["round"] == 2 and s["scores"]["totals"] == [0, 12, 30, 5]


def test_eleven_rounds_then_the_game_is_over(thirteen: TestClient) -> None:
    for number in range(1, 12):
        s = ok(thirteen, "round", {"round": number, "scores": [0, number, 2, 3]})
    assert s["over"] is True and s["round"] == 11 and s["round_text"] == "Game over"
    assert s["scores"]["winners"] == [0] and s["scores"]["next_round"] is None
    assert s["scores"]["totals"] == [0, 66, 22, 33]
    refused = thirteen.post("/api/rummy/round", json={"round": 11, "scores": [0, 1, 2, 3]})
    assert refused.status_code == 409 and "over" in refused.json()["detail"]
    refused = thirteen.post("/api/rummy/hand", json={"cards": "4H 5H 6H"})
    assert refused.status_code == 409 and "start a new game" in refused.json()["detail"]
    s = ok(thirteen, "new", {"players": 2})
    assert s["players"] == 2 and s["decks"] == 1 and s["round"] == 1
    games = thirteen.get("/api/rummy/games").json()
    assert [g["rounds"] for g in games] == [0, 11] and games[0]["current"]


def test_indian_points_pool_and_the_80_cap(indian: TestClient) -> None:
    capped = indian.post("/api/rummy/round", json={"round": 1, "scores": [0, 81, 20, 2]})
    assert capped.status_code == 422 and "no hand counts more than 80" in capped.json()["detail"]
    s = ok(indian, "round", {"round": 1, "scores": [0, 80, 20, 2]})
    assert s["over"] is True and s["scores"]["settlement"] == [102, -80, -20, -2]
    s = ok(indian, "new", {"rules": {"scoring": "pool"}})
    assert s["rules"]["scoring"] == "pool" and s["scores"]["pool_limit"] == 101
    for number, row in enumerate(([0, 80, 30, 10], [0, 30, 80, 10], [10, 0, 0, 80]), 1):
        s = ok(indian, "round", {"round": number, "scores": row})
    assert [seat["out"] for seat in s["seats"]] == [False, True, True, False]
    out_scores = indian.post("/api/rummy/round", json={"round": 4, "scores": [0, 5, 0, 10]})
    assert out_scores.status_code == 409 and "out of the pool" in out_scores.json()["detail"]
    s = ok(indian, "round", {"round": 4, "scores": [0, 0, 0, 20]})
    assert s["over"] is True and s["scores"]["winners"] == [0]


# -- bad input: a clear 4xx, nothing changed ------------------------------------------------------

BAD_THIRTEEN = [
    ("hand", {"cards": "4H 5X 9C"}, 422, "unknown suit"),
    ("hand", {"cards": "4H 11S 9C"}, 422, "unknown card code"),
    ("hand", {"cards": "4H 5H"}, 422, "each player holds 3 cards, or 4 just after drawing"),
    ("hand", {"cards": "4H 5H JK"}, 422, "without printed jokers"),
    ("hand", {"cards": "7S 7S 7S"}, 422, "7S appears 3 times"),
    ("hand", {"cards": "4H 5H 9C", "seat": 1}, 422, "Extra inputs"),
    ("discard", {"type": "add", "cards": "JK"}, 422, "without printed jokers"),
    ("discard", {"type": "add", "cards": "9C 9C"}, 422, "seen more often"),
    ("discard", {"type": "add", "cards": ""}, 422, "which card"),
    ("discard", {"type": "add", "cards": "2S", "from_hand": True}, 409, "you hold 3 cards"),
    ("discard", {"type": "take"}, 409, "discard pile is empty"),
    ("discard", {"type": "undo"}, 409, "discard pile is empty"),
    ("discard", {"type": "reshuffle"}, 409, "two cards or more"),
    ("discard", {"type": "burn"}, 422, "does not match any of the expected tags"),
    ("wild", {"card": "7H"}, 409, "the round sets the wild rank"),
    ("round", {"round": 2, "scores": [0, 1, 2, 3]}, 409, "round 1 is being played"),
    ("round", {"round": 12, "scores": [0, 1, 2, 3]}, 422, "round must be a whole number 1..11"),
    ("round", {"round": 0, "scores": [0, 1, 2, 3]}, 422, "greater than or equal to 1"),
    ("round", {"round": 1, "scores": [0, 1, 2]}, 422, "give 4 scores"),
    ("round", {"round": 1, "scores": [0, 31, 2, 3]}, 422, "3 cards count at most 30"),
    ("round", {"round": 1, "scores": [4, 1, 2, 3]}, 422, "scores 0"),
    ("round", {"round": 1, "scores": [0, -1, 2, 3]}, 422, "greater than or equal to 0"),
    ("round/undo", {}, 409, "no round has been scored"),
    ("advice", {"hand": "4H 5H"}, 422, "holds 3 cards"),
    ("new", {"players": 9}, 422, "less than or equal to 8"),
    ("new", {"rules": {"ace_hi": True}}, 422, "unknown option ace_hi"),
    ("new", {"rules": {"rounds": 12}}, 422, "rounds must be a whole number 1..11"),
]


@pytest.mark.parametrize(("path", "body", "status", "message"), BAD_THIRTEEN)
def test_bad_input_is_refused_and_changes_nothing(
    thirteen: TestClient,
    data_dir: Path,
    path: str,
    body: dict[str, Any],
    status: int,
    message: str,
) -> None:
    ok(thirteen, "hand", {"cards": "4H 5H 9C"})
    before = state(thirteen)
    saved = saved_rows(data_dir)
    response = thirteen.post("/api/rummy/" + path, json=body)
    assert response.status_code == status, response.text
    detail = response.json()["detail"]
    text = detail if isinstance(detail, str) else json.dumps(detail)
    assert message in text
    assert state(thirteen) == before
    assert saved_rows(data_dir) == saved


@pytest.mark.parametrize(
    ("players", "hand", "message"),
    [
        (2, "5H 6H 7H 8S 9S JK JK JK 4C 4D KH KC KD", "3 printed jokers"),
        (2, "5H 6H 7H 8S 9S JK JK 4C 4D KH KC KD 2S", "2 printed jokers"),
        (2, "5H 5H 7H 8S 9S JK 4C 4D 4S KH KC KD 2S", "5H appears 2 times"),
        (4, "5H 6H 7H 8S 9S JK JK JK 4C 4D KH KC KD", "only 2 in play"),
    ],
)
def test_indian_decks_and_printed_jokers(
    indian: TestClient, players: int, hand: str, message: str
) -> None:
    ok(indian, "new", {"players": players})
    before = state(indian)
    response = indian.post("/api/rummy/hand", json={"cards": hand})
    assert response.status_code == 422 and message in response.json()["detail"]
    assert state(indian) == before


def test_indian_players_and_the_wild_card(indian: TestClient) -> None:
    too_many = indian.post("/api/rummy/new", json={"players": 7})
    assert too_many.status_code == 422 and "2 to 6 players" in too_many.json()["detail"]
    bad = indian.post("/api/rummy/wild", json={"card": "1H"})
    assert bad.status_code == 422 and "unknown card code" in bad.json()["detail"]
    ok(indian, "new", {"players": 2})
    ok(indian, "hand", {"cards": "5H 6H 7H 8S 9S JK 4C 4D 4S KH KC KD 2S"})
    held = indian.post("/api/rummy/wild", json={"card": "4C"})  # one deck: I hold the 4♣
    assert held.status_code == 422 and "4C is seen more often" in held.json()["detail"]


def test_mode_mismatch_is_409(thirteen: TestClient, data_dir: Path) -> None:
    for method, path in (("get", "/api/state"), ("post", "/api/events")):
        response = thirteen.request(method, path, json={"type": "pass"})
        assert response.status_code == 409 and "follows Thirteen rummy" in response.json()["detail"]
    with make_client(data_dir / "other", "tien-len") as tien_len:
        response = tien_len.get("/api/rummy/state")
        assert response.status_code == 409 and "--game thirteen-rummy" in response.json()["detail"]
        assert tien_len.get("/api/state").status_code == 200
        assert "app.js" in tien_len.get("/").text


def test_page_and_docs(thirteen: TestClient) -> None:
    page = thirteen.get("/")
    assert page.status_code == 200 and "rummy.js" in page.text and 'id="mode"' in page.text
    for asset in ("rummy.js", "rummy.css"):
        assert thirteen.get("/static/" + asset).status_code == 200
    paths = thirteen.get("/openapi.json").json()["paths"]
    for path in (
        "/api/rummy/state",
        "/api/rummy/hand",
        "/api/rummy/discard",
        "/api/rummy/wild",
        "/api/rummy/round",
        "/api/rummy/round/undo",
        "/api/rummy/advice",
        "/api/rummy/new",
        "/api/rummy/games",
    ):
        assert path in paths, path
    assert "409" in paths["/api/rummy/round"]["post"]["responses"]


# -- live: WebSocket pushes, the camera's hand zone ---------------------------------------------


def test_state_pushed_on_the_websocket(thirteen: TestClient) -> None:
    with thirteen.websocket_connect("/ws") as ws:
        first = receive(ws, "state")
        assert first["state"]["game"] == "thirteen_rummy"
        ok(thirteen, "hand", {"cards": "4H 5H 6H"})
        pushed = receive(ws, "state")
        assert pushed["state"]["version"] > first["state"]["version"]
        assert pushed["state"]["arrangement"]["can_go_out"] is True
        ws.send_json({"type": "pass"})  # a Tiến lên correction
        error = receive(ws, "error")
        assert error["status"] == 409 and "rummy" in error["message"]
        ws.send_json({"type": "ping"})
        assert receive(ws, "pong")["type"] == "pong"


def test_the_hand_zone_sets_the_hand(data_dir: Path) -> None:
    detector = ListDetector()
    frame = encode(np.full((480, 640, 3), 90, np.uint8))
    with make_client(data_dir, "thirteen-rummy", detector) as client:

        def send(t: float) -> Any:
            response = client.post(
                f"/api/frames?t={t}", content=frame, headers={"Content-Type": "image/jpeg"}
            )
            assert response.status_code == 200, response.text
            return response.json()

        # two 7♠ (two decks) and the 8♥ in the hand zone; a 9♣ on the table is not in the hand
        detector.cards = [("7S", 0.2, 0.93), ("7S", 0.6, 0.93), ("8H", 0.9, 0.93), ("9C", 0.5, 0.4)]
        outs = [send(i / 5) for i in range(8)]
        assert outs[-1]["state"] is None
        hand = outs[-1]["rummy"]["hand"]
        assert hand["cards"] == ["7S", "7S", "8H"] and hand["source"] == "camera"
        assert any(e["type"] == "hand_read" for out in outs for e in out["events"])
        # four cards: one too many for round 1 (3 cards, 4 just after drawing is fine)
        detector.cards = [("7S", 0.1, 0.93), ("7S", 0.4, 0.93), ("8H", 0.7, 0.93)]
        detector.cards += [("2C", 0.95, 0.93), ("KD", 0.25, 0.88)]
        out = [send(2 + i / 5) for i in range(8)][-1]
        assert out["rummy"]["hand"]["cards"] == ["7S", "7S", "8H"]  # unchanged
        assert "The camera sees 5 cards" in out["rummy"]["camera_note"]
        assert "holds 3 cards" in out["rummy"]["camera_note"]


class Camera:
    """Frames posted every 0.2 s of frame time, the fake detector seeing ``hand`` in the hand
    zone (the bottom strip) and ``table`` as ``(code, x, y)`` outside it."""

    def __init__(self, client: TestClient, detector: ListDetector) -> None:
        self.client, self.detector = client, detector
        self.t = 0.0
        self.frame = encode(np.full((480, 640, 3), 90, np.uint8))

    def show(
        self, hand: str, table: list[tuple[str, float, float]], seconds: float = 3.0
    ) -> list[Any]:
        codes = hand.split()
        self.detector.cards = [(c, 0.1 + 0.06 * i, 0.93) for i, c in enumerate(codes)] + table
        outs = []
        for _ in range(round(seconds / 0.2)):
            response = self.client.post(
                f"/api/frames?t={self.t:.1f}",
                content=self.frame,
                headers={"Content-Type": "image/jpeg"},
            )
            assert response.status_code == 200, response.text
            outs.append(response.json())
            self.t += 0.2
        return outs


def events_of(outs: list[Any]) -> list[tuple[str, str]]:
    return [
        (e["type"], e.get("card", "")) for out in outs for e in out["events"]
        if e["type"].startswith("discard")
    ]  # fmt: skip


PILE = (0.5, 0.4)  # where the discard pile lies on the table


def test_the_camera_follows_the_discard_pile(data_dir: Path) -> None:
    detector = ListDetector()
    with make_client(data_dir, "thirteen-rummy", detector) as client:  # 4 players: two decks
        camera = Camera(client, detector)
        # your hand in the hand zone; the first card turned up on the pile; a hand passes over
        out = camera.show("4H 5H 9C", [("8S", *PILE)])
        assert events_of(out) == [("discard_thrown", "8S")]
        assert out[-1]["rummy"]["discard_pile"]["cards"] == ["8S"]
        out = camera.show("4H 5H 9C", [], 0.4) + camera.show("4H 5H 9C", [("8S", *PILE)], 1.0)
        assert events_of(out) == [] and state(client)["discard_pile"]["cards"] == ["8S"]
        # another player throws the 6♥ on it; you take it: it leaves the pile for your hand
        assert events_of(camera.show("4H 5H 9C", [("6H", *PILE)])) == [("discard_thrown", "6H")]
        out = camera.show("4H 5H 6H 9C", [("8S", *PILE)])
        assert events_of(out) == [("discard_taken", "6H")]
        s = out[-1]["rummy"]
        assert s["hand"]["cards"] == ["9C", "4H", "5H", "6H"] and s["hand"]["drawn"] is True
        assert s["discard_pile"]["cards"] == ["8S"] and s["discard_pile"]["taken"] == []
        # you throw the 9♣ away: out of your hand, onto the pile
        s = camera.show("4H 5H 6H", [("9C", *PILE)])[-1]["rummy"]
        assert s["hand"]["cards"] == ["4H", "5H", "6H"] and s["discard_pile"]["top"] == "9C"
        # another player takes the 9♣: the 8♠ shows again
        s = camera.show("4H 5H 6H", [("8S", *PILE)])[-1]["rummy"]
        assert s["discard_pile"]["cards"] == ["8S"] and s["discard_pile"]["taken"] == ["9C"]
        assert s["camera_note"] is None and s["discard_pile"]["seen_count"] == 2


def test_taps_and_the_camera_count_a_card_once(data_dir: Path) -> None:
    detector = ListDetector()
    with make_client(data_dir, "thirteen-rummy", detector) as client:
        camera = Camera(client, detector)
        camera.show("4H 5H 9C", [("8S", *PILE)])
        # tapped first, then seen by the camera: matched to the tap
        s = ok(client, "discard", {"type": "add", "cards": "QD"})
        assert s["discard_pile"]["cards"] == ["8S", "QD"]
        assert events_of(camera.show("4H 5H 9C", [("QD", *PILE)])) == []
        assert state(client)["discard_pile"]["cards"] == ["8S", "QD"]
        # seen by the camera first, then tapped: not added again
        assert events_of(camera.show("4H 5H 9C", [("KS", *PILE)])) == [("discard_thrown", "KS")]
        s = ok(client, "discard", {"type": "add", "cards": "KS"})
        assert s["discard_pile"]["cards"] == ["8S", "QD", "KS"]
        assert "already seen the K♠ thrown" in s["camera_note"]
        # ... a second tap is a second K♠ (two decks)
        s = ok(client, "discard", {"type": "add", "cards": "KS"})
        assert s["discard_pile"]["cards"] == ["8S", "QD", "KS", "KS"] and s["camera_note"] is None
        ok(client, "discard", {"type": "undo"})
        # the camera sees a take; the same take tapped afterwards changes nothing
        assert events_of(camera.show("4H 5H 9C", [("QD", *PILE)])) == [("discard_taken", "KS")]
        s = ok(client, "discard", {"type": "take"})
        assert s["discard_pile"]["cards"] == ["8S", "QD"] and s["discard_pile"]["taken"] == ["KS"]
        # a take tapped before the camera sees it: not taken twice
        s = ok(client, "discard", {"type": "take"})
        assert s["discard_pile"]["cards"] == ["8S"]
        assert events_of(camera.show("4H 5H 9C", [("8S", *PILE)])) == []
        assert state(client)["discard_pile"]["cards"] == ["8S"]


def test_one_deck_the_card_you_take_reaches_your_hand(data_dir: Path) -> None:
    detector = ListDetector()
    hand = "2S 3S 4S 6H 7H 8H 9D 10D JD KC KS AH 5C"
    with make_client(data_dir, "indian-rummy", detector) as client:
        ok(client, "new", {"players": 2})  # one deck and a printed joker
        camera = Camera(client, detector)
        camera.show(hand, [("2H", *PILE)])
        camera.show(hand, [("QC", *PILE)])
        assert state(client)["discard_pile"]["cards"] == ["2H", "QC"]
        # the Q♣ moves into your hand zone: the hand read (14 cards with a Q♣ still on the pile)
        # is refused first, then the take moves it into your hand
        out = camera.show(hand + " QC", [("2H", *PILE)])
        assert events_of(out) == [("discard_taken", "QC")]
        notes = [o["rummy"]["camera_note"] or "" for o in out]
        assert any(note.startswith("The camera sees 14 cards") for note in notes)
        s = out[-1]["rummy"]
        assert s["hand"]["count"] == 14 and "QC" in s["hand"]["cards"]
        assert s["discard_pile"]["cards"] == ["2H"] and s["discard_pile"]["taken"] == []
        assert s["camera_note"] is None
        # you throw the 5♣ away
        s = camera.show(hand.replace(" 5C", " QC"), [("5C", *PILE)])[-1]["rummy"]
        assert s["hand"]["count"] == 13 and "5C" not in s["hand"]["cards"]
        assert s["discard_pile"]["cards"] == ["2H", "5C"] and s["camera_note"] is None


def test_a_card_seen_thrown_before_the_hand_settles_leaves_your_hand(data_dir: Path) -> None:
    detector = ListDetector()
    with make_client(data_dir, "thirteen-rummy", detector) as client:
        client.app.state.rummy.reader.settle = 30.0  # your hand zone is slow to settle
        ok(client, "hand", {"cards": "4H 5H 6H 9C"})  # you have drawn
        camera = Camera(client, detector)
        out = camera.show("4H 5H 6H", [("9C", *PILE)])  # the 9♣ left your hand zone
        assert events_of(out) == [("discard_thrown", "9C")]
        s = out[-1]["rummy"]
        assert s["hand"]["cards"] == ["4H", "5H", "6H"] and s["discard_pile"]["cards"] == ["9C"]
        # another player's 9♣ (the other deck) while your hand is steady: only the pile
        camera.show("4H 5H 6H", [("3D", *PILE)])
        camera.show("4H 5H 6H", [("KH", *PILE)])
        s = camera.show("4H 5H 6H", [("9C", *PILE)])[-1]["rummy"]
        assert s["hand"]["cards"] == ["4H", "5H", "6H"]
        assert s["discard_pile"]["cards"] == ["9C", "3D", "KH", "9C"]


def test_taps_correct_what_the_camera_guessed(data_dir: Path) -> None:
    detector = ListDetector()
    with make_client(data_dir, "indian-rummy", detector) as client:
        ok(client, "new", {"players": 2})
        camera = Camera(client, detector)
        # the card turned up for the jokers looks like a discard to the camera ...
        assert events_of(camera.show("", [("9H", 0.2, 0.3)])) == [("discard_thrown", "9H")]
        s = ok(client, "wild", {"card": "9H"})  # ... until it is tapped as the wild card
        assert s["discard_pile"]["cards"] == [] and s["wild"]["card"] == "9H"
        assert "turned up for the jokers" in s["camera_note"]
        out = camera.show("", [("9H", 0.2, 0.3), ("2C", *PILE)])
        assert events_of(out) == [("discard_thrown", "2C")]
        assert out[-1]["rummy"]["discard_pile"]["cards"] == ["2C"]
        # a take the camera gave to another player (your hand was typed in) was yours
        ok(client, "hand", {"cards": "2S 3S 4S 6H 7H 8H 9D 10D JD KC KS AH 5C"})
        camera.show("", [("KD", *PILE)])
        out = camera.show("", [("2C", *PILE)])
        assert events_of(out) == [("discard_taken", "KD")]
        assert out[-1]["rummy"]["discard_pile"]["taken"] == ["KD"]
        s = ok(client, "discard", {"type": "take", "by_you": True})
        assert s["discard_pile"]["cards"] == ["2C"] and s["discard_pile"]["taken"] == []
        assert s["hand"]["count"] == 14 and "KD" in s["hand"]["cards"]


def test_an_impossible_camera_event_is_refused_with_a_note(data_dir: Path) -> None:
    detector = ListDetector()
    with make_client(data_dir, "thirteen-rummy", detector) as client:
        camera = Camera(client, detector)
        ok(client, "hand", {"cards": "7S 7S 9C"})  # both 7♠ of the two decks
        camera.show("", [("2D", *PILE)])
        before = state(client)
        out = camera.show("", [("7S", *PILE)])
        assert events_of(out) == [("discard_thrown", "7S")]
        s = out[-1]["rummy"]
        assert s["discard_pile"] == before["discard_pile"] and s["hand"] == before["hand"]
        assert s["camera_note"].startswith("The camera saw the 7♠ thrown on the discard pile")
        assert "Nothing was changed" in s["camera_note"]
        # several cards at once (a meld laid down) are shown, not counted
        melds = [("10H", 0.3, 0.2), ("JH", 0.35, 0.2), ("QH", 0.4, 0.2)]
        s = camera.show("", [("7S", *PILE), *melds])[-1]["rummy"]
        assert s["discard_pile"]["cards"] == ["2D"] and "3 cards appear at once" in s["camera_note"]


# -- a restart resumes the game -------------------------------------------------------------------


def saved_rows(data_dir: Path) -> list[tuple[Any, ...]]:
    db = sqlite3.connect(data_dir / "games.sqlite3")
    try:
        return db.execute(
            "SELECT id, game, players, rules, deal, scores FROM rummy_games"
        ).fetchall()
    finally:
        db.close()


def test_a_restart_resumes_the_saved_game(data_dir: Path) -> None:
    with make_client(data_dir, "thirteen-rummy") as client:
        ok(client, "new", {"players": 3, "rules": {"ace_high": True}})
        ok(client, "round", {"round": 1, "scores": [0, 15, 30]})
        ok(client, "hand", {"cards": "4H 5H 6H 9C"})
        ok(client, "discard", {"type": "add", "cards": "8S KD"})
        ok(client, "discard", {"type": "take"})
        before = state(client)
    with make_client(data_dir, "tien-len") as tien_len:  # Tiến lên on the same file meanwhile
        assert tien_len.get("/api/state").status_code == 200
    with make_client(data_dir, "indian-rummy") as other:  # its own game
        assert state(other)["game_id"] != before["game_id"] and state(other)["round"] == 1
    with make_client(data_dir, "thirteen-rummy") as client:
        after = state(client)
        for key in ("game_id", "players", "rules", "round", "wild", "hand", "discard_pile"):
            assert after[key] == before[key], key
        assert after["scores"] == before["scores"] and after["advice"] == before["advice"]
        s = ok(client, "round", {"round": 2, "scores": [4, 0, 60]})  # and it goes on
        assert s["scores"]["totals"] == [4, 15, 90]


def test_a_broken_saved_game_is_not_resumed(data_dir: Path) -> None:
    with make_client(data_dir, "thirteen-rummy") as client:
        first = state(client)["game_id"]
    db = sqlite3.connect(data_dir / "games.sqlite3")
    db.execute("UPDATE rummy_games SET scores = '[[5, 5, 5, 5]]'")
    db.commit()
    db.close()
    with make_client(data_dir, "thirteen-rummy") as client:
        assert state(client)["game_id"] != first and state(client)["scores"]["rounds"] == []


def test_the_game_option(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from api.cli import build_parser
    from api.commands.serve import settings_from_args

    parser = build_parser()
    monkeypatch.delenv("THIRTEEN_GAME", raising=False)
    assert Settings(camera="none").rummy_game is None  # the default stays Tiến lên
    settings = settings_from_args(parser.parse_args(["serve", "--game", "indian-rummy"]))
    assert (settings.game, settings.rummy_game) == ("indian-rummy", "indian")
    monkeypatch.setenv("THIRTEEN_GAME", "Thirteen_Rummy")
    settings = settings_from_args(parser.parse_args(["serve"]))
    assert (settings.game, settings.rummy_game) == ("thirteen-rummy", "thirteen_rummy")
    with pytest.raises(SystemExit):
        parser.parse_args(["serve", "--game", "poker"])
    assert "invalid choice" in capsys.readouterr().err


def test_the_negative_option(monkeypatch: pytest.MonkeyPatch) -> None:
    """``serve --negative`` (or ``THIRTEEN_NEGATIVE``) reaches the detector it loads."""
    import vision.detector
    from api.cli import build_parser
    from api.commands.serve import settings_from_args
    from api.live import load_detector

    parser = build_parser()
    monkeypatch.delenv("THIRTEEN_NEGATIVE", raising=False)
    assert settings_from_args(parser.parse_args(["serve"])).negative == "auto"
    monkeypatch.setenv("THIRTEEN_NEGATIVE", "always")
    assert settings_from_args(parser.parse_args(["serve"])).negative == "always"
    settings = settings_from_args(parser.parse_args(["serve", "--negative", "off"]))
    assert settings.negative == "off"
    made: dict[str, object] = {}

    class Recorder:  # records its arguments, then fails to load as a missing model would
        def __init__(self, *args: object, **kwargs: object) -> None:
            made.update(kwargs)
            raise ValueError("recorded")

    monkeypatch.setattr(vision.detector, "CardDetector", Recorder)
    detector, status = load_detector(settings)
    assert detector is None and "recorded" in status.message and made["negative"] == "off"
    with pytest.raises(SystemExit):
        parser.parse_args(["serve", "--negative", "sometimes"])
