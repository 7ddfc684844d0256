"""The web page in a real headless Chromium (Debian's ``chromium`` + ``chromium-driver``, driven by
Selenium), with Chromium's fake camera fed from the demo clip.

The page opens, switches to "This device's camera" (``getUserMedia`` on the fake camera, frames
sent over the WebSocket), and the history and the 2s/aces counters must fill in.

With a trained model (``models/cards.onnx``) the plays come from the camera itself.
Without one — the server then says "no card reader" and runs degraded — the camera still streams
to the server, but the plays are entered the ways a person would without a model: some through
the API, some by tapping buttons on the page. The test says which way it went.

Skipped only when Chromium or its driver is not installed (``.ci/install-browser.sh``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import cv2
import httpx
import pytest
from serve_helpers import ServerProcess

from api.settings import DEMO_CLIP
from vision.detector import DEFAULT_LOCATOR_PATH

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path(shutil.which("chromedriver") or "/usr/bin/chromedriver")

pytestmark = pytest.mark.skipif(
    not (CHROMIUM.is_file() and CHROMEDRIVER.is_file()),
    reason="Debian's chromium and chromium-driver are not installed (run .ci/install-browser.sh)",
)

HAVE_MODEL = DEFAULT_LOCATOR_PATH.is_file()


def write_y4m(source: Path, target: Path, seconds: float) -> int:
    """The first ``seconds`` of a video as a Y4M file (Chromium's fake camera format)."""
    capture = cv2.VideoCapture(str(source))
    fps = capture.get(cv2.CAP_PROP_FPS) or 15.0
    frames = 0
    with target.open("wb") as out:
        while frames < seconds * fps:
            ok, image = capture.read()
            if not ok:
                break
            h, w = image.shape[:2]
            if frames == 0:
                out.write(f"YUV4MPEG2 W{w} H{h} F{round(fps)}:1 Ip A1:1 C420jpeg\n".encode())
            out.write(b"FRAME\n" + cv2.cvtColor(image, cv2.COLOR_BGR2YUV_I420).tobytes())
            frames += 1
    capture.release()
    return frames


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    if not any(importlib.util.find_spec(m) for m in ("websockets", "wsproto")):
        pytest.fail("uvicorn has no WebSocket library: websockets belongs in the dependencies")
    extra = ["--camera", "none"] + ([] if HAVE_MODEL else ["--no-detector"])
    process = ServerProcess(tmp_path / "data", *extra).start()
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.fail("selenium is not installed: it belongs in the [dev] extra")
    if not DEMO_CLIP.is_file():
        pytest.fail(f"the demo clip is missing: {DEMO_CLIP}")
    clip = tmp_path / "clip.y4m"
    assert write_y4m(DEMO_CLIP, clip, 10.0 if HAVE_MODEL else 2.0) > 0
    options = Options()
    options.binary_location = str(CHROMIUM)
    for arg in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
        f"--user-data-dir={tmp_path / 'profile'}",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        f"--use-file-for-fake-video-capture={clip}",
        "--window-size=1280,1700",
    ):
        options.add_argument(arg)
    os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium fetch a driver
    driver = webdriver.Chrome(options=options, service=Service(str(CHROMEDRIVER)))
    driver.set_script_timeout(20)
    try:
        yield driver
    finally:
        driver.quit()


def wait_until(check: Any, timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        try:
            last = check()
        except Exception as exc:  # the page may be between renders
            last = exc
        if last and not isinstance(last, Exception):
            return last
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what} (last: {last!r})")


def text(driver: Any, element_id: str) -> str:
    return str(driver.find_element("id", element_id).text)


def click(driver: Any, element_id: str) -> None:
    driver.find_element("id", element_id).click()


def correct(server: ServerProcess, command: dict[str, Any]) -> None:
    response = httpx.post(server.url + "/api/events", json=command, timeout=10)
    assert response.status_code == 200, response.text


def test_the_page_follows_the_game(server: ServerProcess, browser: Any, tmp_path: Path) -> None:
    driver = browser
    driver.get(server.url + "/")
    wait_until(lambda: text(driver, "conn") == "Live", 30, "the WebSocket")
    assert "3♠" in text(driver, "turn")
    assert text(driver, "twos-count") == "4" and text(driver, "aces-count") == "4"

    # the browser's own (fake) camera, streamed to the server over the WebSocket
    click(driver, "use-local")
    wait_until(
        lambda: driver.execute_script("return document.getElementById('local-video').videoWidth"),
        20,
        "the fake camera",
    )
    stats = wait_until(
        lambda: (s := httpx.get(server.url + "/api/stats").json())["frames_captured"] > 0 and s,
        20,
        "camera frames at the server",
    )
    assert stats["source"]["mode"] == "browser"

    if HAVE_MODEL:
        print("browser test: plays read from the fake camera by the real model")
        wait_until(
            lambda: httpx.get(server.url + "/api/state").json()["plays"] >= 1,
            90,
            "a play read from the camera",
        )
        wait_until(lambda: "♠" in text(driver, "history-body"), 10, "the history")
        state = httpx.get(server.url + "/api/state").json()
        assert state["tricks"][0]["turns"][0]["cards"] == ["3S"]  # the clip opens with 3♠
    else:
        print("browser test: no model, so plays are entered by API and by the page's buttons")
        wait_until(
            lambda: "no card reader" in text(driver, "camera-note"), 20, "the no-card-reader note"
        )
        assert "No card reader" in text(driver, "reader")
        correct(server, {"type": "play", "seat": 0, "cards": "3S 4S 5S"})
        correct(server, {"type": "play", "seat": 1, "cards": "6C 7C 8C"})
        wait_until(lambda: "Seat 3" in text(driver, "btn-pass"), 10, "seat 3 on turn")
        click(driver, "btn-pass")  # seat 3 (number 2) passes, by the page's button
        correct(server, {"type": "play", "seat": 3, "cards": "QD KD AD"})
        for _ in range(2):  # seats 1 and 2 pass: seat 4 wins the round
            wait_until(
                lambda: (
                    not driver.find_element("id", "btn-pass").get_attribute("disabled")
                    and "Pass: " in text(driver, "btn-pass")
                ),
                10,
                "pass button",
            )
            before = text(driver, "btn-pass")
            click(driver, "btn-pass")
            wait_until(lambda b=before: text(driver, "btn-pass") != b, 10, "the pass to land")
        # seat 4 leads 2♥, tapped in on the page
        click_summary = driver.find_element("css selector", "#picker-box summary")
        click_summary.click()
        driver.find_element("css selector", "#picker button[data-card='2H']").click()
        driver.find_element("css selector", "#play-seat option[value='3']").click()
        click(driver, "btn-add-play")
        # my cards, tapped in, and the suggestions for them
        for code in ("8D", "8H", "9C", "9D", "10S", "10H", "2S"):
            driver.find_element("css selector", f"#picker button[data-card='{code}']").click()
        click(driver, "btn-set-hand")
        wait_until(lambda: "10♥" in text(driver, "hand"), 10, "the hand")
        click(driver, "btn-suggest")
        # only a run of three pairs beats the 2♥ on the table
        wait_until(lambda: "8♦" in text(driver, "suggestions"), 10, "the suggestions")
        # the coach's picks: the bomb first, with its reason and its chance; passing second
        first = driver.find_element("css selector", "#suggestions li:first-child").text
        assert "Bomb the 2" in first and "chance to go out first" in first, first
        assert "Pass" in text(driver, "suggestions")
        assert "Best first" in text(driver, "suggest-note")
        # giving the 2♥ lead to seat 1 breaks the rules (seat 4 won the round and leads):
        # the page says why, and nothing changes
        plays_before = httpx.get(server.url + "/api/state").json()["tricks"]
        driver.find_element("css selector", "#history-body [data-play='3']").click()
        wait_until(lambda: driver.find_element("id", "move-dialog").is_displayed(), 10, "dialog")
        driver.find_element("css selector", "#move-seats button").click()  # Seat 1 (you)
        wait_until(lambda: driver.find_element("id", "toast").is_displayed(), 10, "the toast")
        assert "Seat 1" in text(driver, "toast") and "Seat 4 is to play" in text(driver, "toast")
        assert httpx.get(server.url + "/api/state").json()["tricks"] == plays_before

    # the history and the counters fill in
    wait_until(lambda: "2♥" in text(driver, "history-body") or HAVE_MODEL, 10, "2♥ in history")
    history = text(driver, "history-body")
    state = httpx.get(server.url + "/api/state").json()
    for trick in state["tricks"]:
        for turn in trick["turns"]:
            if not turn["is_pass"]:
                for card in turn["text"].split():
                    assert card in history
    assert text(driver, "twos-count") == str(len(state["count"]["twos_out"]))
    assert text(driver, "aces-count") == str(len(state["count"]["aces_out"]))
    if not HAVE_MODEL:
        assert text(driver, "twos-count") == "2"  # 2♥ played, 2♠ in my hand
        assert text(driver, "aces-count") == "3"  # A♦ played
        gone = driver.find_element("css selector", "#twos-out [data-card='2H']")
        assert "gone" in gone.get_attribute("class")
        assert "OK" in text(driver, "verdict") and "Seat 4" in text(driver, "verdict")
        seats = text(driver, "seats")
        assert "9\ncards" in seats or "9 cards" in seats  # seat 4: 13 − 3 − 1

    # the page's update latency: from its own POST /api/events to the WebSocket push
    latency = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const start = performance.now();
        const seen = state.version;
        const onMessage = (event) => {
          const m = JSON.parse(event.data);
          if (m.type === "state" && m.state.version > seen) {
            socket.removeEventListener("message", onMessage);
            done(performance.now() - start);
          }
        };
        socket.addEventListener("message", onMessage);
        fetch("/api/events", {method: "POST", headers: {"Content-Type": "application/json"},
                              body: JSON.stringify({type: "hand", cards: "9C 9D 2S"})});
        """
    )
    print(f"browser test: POST /api/events -> WebSocket push in {latency:.1f} ms")
    assert latency < 2000
    driver.save_screenshot(str(tmp_path / "page.png"))
    (tmp_path / "figures.json").write_text(json.dumps({"latency_ms": latency}))


@pytest.fixture
def rummy_server(tmp_path: Path) -> Iterator[ServerProcess]:
    extra = ["--game", "thirteen-rummy", "--camera", "none", "--no-detector"]
    process = ServerProcess(tmp_path / "rummy-data", *extra).start()
    try:
        yield process
    finally:
        process.stop()


def test_the_rummy_page_shows_melds_and_penalty(
    rummy_server: ServerProcess, browser: Any, tmp_path: Path
) -> None:
    """Thirteen rummy mode: a hand tapped in is shown in melds with its points, and a card on
    the discard pile gets advice."""
    driver = browser
    driver.get(rummy_server.url + "/")
    wait_until(lambda: text(driver, "conn") == "Live", 30, "the WebSocket")
    assert text(driver, "mode") == "Thirteen rummy"
    assert "Round 1 of 11" in text(driver, "round-text") and text(driver, "wild-rank") == "3"

    def tap(*codes: str) -> None:
        for code in codes:
            driver.find_element("css selector", f"#picker button[data-card='{code}']").click()

    tap("4H", "5H", "9C")
    click(driver, "btn-set-hand")
    wait_until(lambda: text(driver, "penalty") == "18", 10, "the hand's points")
    assert "9♣" in text(driver, "unmelded") and "Not yet" in text(driver, "go-out")
    tap("6H")
    click(driver, "btn-add-pile")  # thrown on the discard pile by another player
    wait_until(lambda: "Take the 6♥" in text(driver, "advice"), 10, "the advice")
    click(driver, "btn-advice-take")  # I take it: 4♥ 5♥ 6♥ is a run, the 9♣ goes
    wait_until(lambda: "Run" in text(driver, "melds"), 10, "the meld")
    assert "4♥" in text(driver, "melds") and "6♥" in text(driver, "melds")
    assert text(driver, "penalty") == "0" and "go out now" in text(driver, "go-out")
    state = httpx.get(rummy_server.url + "/api/rummy/state").json()
    assert state["hand"]["cards"] == ["9C", "4H", "5H", "6H"]
    driver.save_screenshot(str(tmp_path / "rummy.png"))
