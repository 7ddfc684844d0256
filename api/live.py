"""The game the server follows, live: frames in, state out, corrections, saving, pushes.

:class:`LiveSession` owns the tracker (and so the game), saves its log as it grows, applies the
user's corrections and tells the WebSockets when anything changed. :class:`CameraLoop` reads the
server's camera (or a video, or the bundled demo clip) in one thread and runs the pipeline in
another; between them sits a one-frame slot, so when the detector is slower than the camera the
oldest frame is dropped (and counted) rather than the game falling behind.

A recording (a video file, the demo clip) starts a new game each time it starts from the
beginning, once the detector runs and the current game has plays: replaying a recording into
the game it already produced would make no sense. A live camera (or no camera) continues the
saved game after a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from api import schemas
from api.coaching import DEFAULT_BUDGET_MS, coach_suggestions, game_request, what_if_request
from api.defaults import LIVE_DETECTOR, live_detector_thresholds, live_thresholds
from api.settings import DEMO_CLIP, Settings
from api.storage import (
    GameStore,
    SavedGame,
    StorageError,
    build_tracker,
    load_log,
)
from rules import (
    HouseRules,
    IllegalPlayError,
    InvalidHouseRulesError,
    Pass,
    Play,
    classify,
    parse_cards,
    verdict,
)
from vision.detector import Detections
from vision.pipeline import FrameResult, GamePipeline, clear_mask
from vision.sources import Frame
from vision.tracker import Event, FaultEvent, HandEvent, PlayEvent, TableTracker

log = logging.getLogger("thirteen.serve")


class Detector(Protocol):
    """Anything that turns a BGR image into corner detections (the real one, or a fake)."""

    def __call__(self, image: np.ndarray, /) -> Detections: ...


class NoDetectorError(RuntimeError):
    """Frames were sent but no card-reading model is loaded."""


@dataclass(frozen=True)
class DetectorStatus:
    loaded: bool
    message: str

    def out(self) -> schemas.DetectorOut:
        return schemas.DetectorOut(loaded=self.loaded, message=self.message)


def load_detector(settings: Settings) -> tuple[Detector | None, DetectorStatus]:
    """Load the ONNX detector once (at start-up). A missing or broken model is not fatal: the
    server runs without it and says so."""
    if not settings.detector:
        return None, DetectorStatus(False, "card reading is switched off; enter plays by hand")
    from vision.detector import CardDetector

    try:
        detector = CardDetector(
            settings.model,
            settings.classifier,
            threads=settings.detector_threads,
            negative=settings.negative,
            **live_detector_thresholds(settings.conf, settings.faint_conf),
            **LIVE_DETECTOR,
        ).load()
    except (OSError, ValueError) as exc:
        return None, DetectorStatus(
            False,
            "no card-reading model: the picture still shows, and plays can be entered by hand "
            f"({exc})",
        )
    status = DetectorStatus(
        True, f"card reader loaded from {detector.locator_path.name} ({detector.mode})"
    )
    if settings.every_frame:
        return detector, status
    from vision.motion import SkipStillFrames

    return SkipStillFrames(detector), status


# -- counters -------------------------------------------------------------------------------


class RateMeter:
    """Events per second over the last ``window`` seconds."""

    def __init__(self, window: float = 5.0) -> None:
        self.window = window
        self._times: deque[float] = deque()
        self._lock = threading.Lock()

    def tick(self) -> None:
        now = time.monotonic()
        with self._lock:
            self._times.append(now)
            self._trim(now)

    def _trim(self, now: float) -> None:
        while self._times and self._times[0] < now - self.window:
            self._times.popleft()

    def rate(self) -> float:
        now = time.monotonic()
        with self._lock:
            self._trim(now)
            if len(self._times) < 2:
                return 0.0
            span = max(now - self._times[0], 1e-6)
            return len(self._times) / span if span >= 1.0 else len(self._times) / self.window


@dataclass
class LoopStats:
    captured: int = 0
    processed: int = 0
    dropped: int = 0
    errors: int = 0
    detect_seconds: float = 0.0
    track_seconds: float = 0.0

    def __post_init__(self) -> None:
        self.capture_rate = RateMeter()
        self.process_rate = RateMeter()


class FrameSlot:
    """Holds the newest frame only: putting one while another waits drops the older one."""

    def __init__(self, on_drop: Callable[[], None]) -> None:
        self._item: np.ndarray | None = None
        self._cond = threading.Condition()
        self._on_drop = on_drop

    def put(self, image: np.ndarray) -> None:
        with self._cond:
            if self._item is not None:
                self._on_drop()
            self._item = image
            self._cond.notify()

    def take(self, timeout: float) -> np.ndarray | None:
        with self._cond:
            if self._item is None:
                self._cond.wait(timeout)
            item, self._item = self._item, None
            return item


class Broadcaster:
    """Wakes every WebSocket when the state changed; callable from any thread."""

    def __init__(self) -> None:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._waiters: set[asyncio.Event] = set()

    def bind(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop

    def subscribe(self) -> asyncio.Event:
        event = asyncio.Event()
        self._waiters.add(event)
        return event

    def unsubscribe(self, event: asyncio.Event) -> None:
        self._waiters.discard(event)

    @property
    def clients(self) -> int:
        return len(self._waiters)

    def notify(self) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):  # the loop is shutting down
            loop.call_soon_threadsafe(self._wake)

    def _wake(self) -> None:
        for event in list(self._waiters):
            event.set()


# -- the session ------------------------------------------------------------------------------


class LiveSession:
    """The one game the server follows. Thread-safe: every change holds one lock."""

    coach_budget_ms: float = DEFAULT_BUDGET_MS
    """The coach's thinking time per suggestion request."""
    coach_clock: str = "wall"
    """What the coach's thinking time is measured on: ``"wall"`` (a live table waits that
    long) or ``"cpu"`` (the search thread's processor time: the same search however busy
    the machine is, for tests)."""
    coach_seed: int | None = None
    """The seed of the coach's imagined deals for each request (None: fresh ones each time).
    Tests fix it, so an answer does not hang on a lucky handful of deals: a six-deal search
    ranked a pass over the bomb on a 2 now and then."""

    def __init__(
        self,
        settings: Settings,
        store: GameStore,
        detector: Detector | None,
        detector_status: DetectorStatus,
        house_rules: HouseRules | None = None,
        *,
        resume: bool = True,
    ) -> None:
        self.settings = settings
        self.store = store
        self.detector = detector
        self.detector_status = detector_status
        self.default_house_rules = house_rules or HouseRules()
        self.broadcaster = Broadcaster()
        self.stats = LoopStats()
        self.started = time.monotonic()
        self.source_mode: str = "server"
        self.source_name = "none"
        self.source_status = "no server camera"
        self.version = 0
        self.save_error: str | None = None
        self._lock = threading.RLock()
        self._clock_start = time.monotonic()
        self._last_t = 0.0
        self._frame_index = 0
        self._frame_detector: Detector | None = None
        # corners under this are faint (the detector runs lower): only the tracker reads them
        self._card_conf = live_thresholds(settings.conf, settings.faint_conf)[1]
        self._latest: tuple[np.ndarray, Detections, list[Any]] | None = None
        self.frame_seq = 0
        self._jpeg_cache: tuple[int, bytes] | None = None
        # Rummy mode: frames go to this instead of the Tiến lên tracker (see api.rummy_live).
        self.frame_handler: Callable[[Frame, Detections], FrameResult] | None = None
        saved = self._saved_game_to_resume() if resume else None
        if saved is not None:
            self._restore(saved)
        else:
            self._start_game(settings.players, first_game=True, leader=None)

    # -- set-up --------------------------------------------------------------------------------

    def _saved_game_to_resume(self) -> SavedGame | None:
        game_id = self.store.current_game()
        if game_id is None:
            return None
        try:
            saved = self.store.load(game_id)
        except (StorageError, LookupError) as exc:
            log.warning("cannot resume saved game %s: %s; starting a new one", game_id, exc)
            return None
        if saved.players != self.settings.players:
            log.info(
                "saved game %s has %d players, not %d: starting a new game",
                game_id,
                saved.players,
                self.settings.players,
            )
            return None
        return saved

    def _restore(self, saved: SavedGame) -> None:
        tracker = build_tracker(
            saved.players,
            saved.sides,
            saved.house_rules,
            first_game=saved.first_game,
            leader=saved.leader,
        )
        # the session clock goes on from the saved game's last moment
        resume_at = max((e.t for e in saved.log), default=0.0) + 1.0
        try:
            load_log(tracker, saved.log, now=resume_at)
        except IllegalPlayError as exc:
            log.warning("saved game %s does not replay (%s): starting a new game", saved.id, exc)
            self._start_game(self.settings.players, first_game=True, leader=None)
            return
        tracker.hand = saved.hand
        self.game_id = saved.id
        self._install(tracker)
        self._set_clock(resume_at)
        log.info("resumed saved game %s (%d log entries)", saved.id, len(saved.log))

    def _start_game(self, players: int, *, first_game: bool, leader: int | None) -> None:
        tracker = build_tracker(
            players,
            self.settings.seats if players == self.settings.players else (),
            self.default_house_rules,
            first_game=first_game,
            leader=leader,
        )
        self.game_id = self.store.create_game(
            players,
            tracker.layout.sides,
            tracker.house_rules,
            first_game=first_game,
            leader=leader,
        )
        self._install(tracker)

    def _install(self, tracker: TableTracker) -> None:
        self.tracker = tracker
        self.pipeline = GamePipeline(self._detect, tracker, card_conf=self._card_conf)

    def _detect(self, image: np.ndarray) -> Detections:
        detector = self._frame_detector
        return detector(image) if detector is not None else Detections.empty()

    # -- time ----------------------------------------------------------------------------------

    def _set_clock(self, t: float) -> None:
        self._clock_start = time.monotonic() - t
        self._last_t = max(self._last_t, t)

    def now(self) -> float:
        """Session time in seconds (continues across restarts of a saved game)."""
        return time.monotonic() - self._clock_start

    def _frame_time(self, t: float | None, captured: float | None = None) -> float:
        """The tracker's time for a frame: ``t`` if given (the clock then goes on from it),
        else when it was captured; always after the previous frame."""
        if t is not None:
            self._set_clock(t)
            captured = t
        elif captured is None:
            captured = self.now()
        t = max(captured, self._last_t + 1e-3)
        self._last_t = t
        return t

    # -- changes -------------------------------------------------------------------------------

    def _changed(self) -> None:
        self.version += 1
        self.broadcaster.notify()

    def _save(self) -> None:
        try:
            self.store.save_log(self.game_id, self.tracker.log)
            self.save_error = None
        except StorageError as exc:  # never stop following the game over a save
            self.save_error = str(exc)
            log.error("%s", exc)

    # -- frames --------------------------------------------------------------------------------

    def process(
        self, image: np.ndarray, *, t: float | None = None, detector: Detector | None = None
    ) -> FrameResult:
        """Run one frame through detector and tracker; save and announce what it changed."""
        detector = detector if detector is not None else self.detector
        if detector is None:
            raise NoDetectorError(self.detector_status.message)
        captured = self.now()
        start = time.perf_counter()
        detections = detector(image)  # the slow part runs outside the lock
        detect_seconds = time.perf_counter() - start
        with self._lock:
            frame = Frame(image, self._frame_time(t, captured), self._frame_index)
            self._frame_index += 1
            self.stats.detect_seconds += detect_seconds
            if self.frame_handler is not None:  # rummy mode: the hand zone only
                start = time.perf_counter()
                # (the rummy readers have no use for faint corners)
                clear = detections[clear_mask(detections, self._card_conf)]
                result = self.frame_handler(frame, clear)
                self.stats.track_seconds += time.perf_counter() - start
            else:
                self._frame_detector = lambda _image: detections
                try:
                    result = self.pipeline.process(frame)
                finally:
                    self._frame_detector = None
                self.stats.track_seconds += (
                    self.pipeline.stats.detect_seconds + self.pipeline.stats.track_seconds
                )
                self.pipeline.stats.detect_seconds = self.pipeline.stats.track_seconds = 0.0
            self.stats.processed += 1
            self.stats.process_rate.tick()
            self._latest = (image, result.detections, result.sightings)
            self.frame_seq += 1
            if result.events and self.frame_handler is None:
                self._save()
                if any(isinstance(e, HandEvent) for e in result.events):
                    self.store.set_hand(self.game_id, self.tracker.hand)
                self._changed()
        return result

    def show(self, image: np.ndarray) -> None:
        """A frame without a detector: only shown in the video stream."""
        with self._lock:
            self._latest = (image, Detections.empty(), [])
            self.frame_seq += 1
            self.stats.processed += 1
            self.stats.process_rate.tick()

    def recording_started(self) -> None:
        """A recording starts from the beginning: a fresh game if the old one has plays."""
        with self._lock:
            if self.detector is not None and self.tracker.log:
                self._new_game(players=None, first_game=True, leader=None)
                self._changed()
            if self.pipeline.motion is not None:
                self.pipeline.motion.reset()
            self.pipeline.echoes.reset()
            reset = getattr(self.detector, "reset", None)
            if reset is not None:
                reset()

    def annotated_jpeg(self) -> bytes:
        """The newest frame with boxes and card names drawn, as JPEG (cached per frame)."""
        with self._lock:
            seq, latest = self.frame_seq, self._latest
            cached = self._jpeg_cache
            layout = self.tracker.layout
        if cached is not None and cached[0] == seq:
            return cached[1]
        if latest is None:
            image = placeholder(self.source_status)
        else:
            image = draw_frame(
                latest[0],
                latest[1],
                latest[2],
                layout.hand_zone,
                None if self.detector is not None else "no card reader: enter plays by hand",
            )
        import cv2

        ok, buffer = cv2.imencode(
            ".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, self.settings.jpeg_quality]
        )
        data = buffer.tobytes() if ok else b""
        self._jpeg_cache = (seq, data)
        return data

    # -- corrections ---------------------------------------------------------------------------

    def correct(self, command: Any) -> list[Event]:
        """Apply one correction (a ``schemas.*In`` model). Illegal ones raise and change
        nothing, in memory or on disk. Returns the new events (for ``undo``, ``move`` and
        ``house_rules``: every event of the replayed game)."""
        with self._lock:
            tracker = self.tracker
            before_log, before_hand = list(tracker.log), tracker.hand
            game_events = sum(
                1 for e in tracker.events if not isinstance(e, HandEvent | FaultEvent)
            )
            kind = command.type
            if kind == "new_game":
                self._new_game(command.players, command.first_game, command.leader)
                self._changed()
                return []
            if kind == "house_rules":
                events = self._set_house_rules(command.rules)
                self._changed()
                return events
            if kind == "hand":
                tracker.set_hand(command.cards)
                self.store.set_hand(self.game_id, tracker.hand)
                self._changed()
                return []
            if kind == "pass":
                seat = command.seat if command.seat is not None else tracker.game.turn
                if seat is None:
                    raise IllegalPlayError("nobody is on turn: say which seat passes")
                ok, reason = tracker.game.check(Pass(seat))
                if not ok:
                    raise IllegalPlayError(reason)
                events = tracker.mark_pass(seat)
            elif kind == "undo":
                events = tracker.undo()
            elif kind == "move":
                events = tracker.reassign(command.play, command.seat)
            elif kind == "play":
                events = tracker.add_play(parse_cards(command.cards), command.seat)
            elif kind == "sweep":
                if tracker.game.table is None:
                    raise IllegalPlayError("there is no pile to clear: the round has no plays yet")
                events = tracker.mark_sweep()
            else:  # pragma: no cover - the schema allows no other type
                raise IllegalPlayError(f"unknown correction {kind!r}")
            try:
                self.store.save_log(self.game_id, tracker.log)
            except StorageError as exc:
                load_log(tracker, before_log)
                tracker.hand = before_hand
                raise IllegalPlayError(str(exc)) from exc
            self._changed()
            if kind in ("pass", "play", "sweep"):
                return events[game_events:]  # the replay repeats the earlier events first
            return events

    def _new_game(self, players: int | None, first_game: bool | None, leader: int | None) -> None:
        old = self.tracker
        winner = old.game.winner
        if first_game is None:
            first_game = winner is None and old.first_game
        if leader is None and not first_game:
            leader = winner
        players = players or old.layout.players
        if leader is not None and not 0 <= leader < players:
            raise IllegalPlayError(f"no seat {leader} at a table of {players}")
        house_rules = old.house_rules
        self.default_house_rules = house_rules
        tracker = build_tracker(
            players,
            old.layout.sides if players == old.layout.players else (),
            house_rules,
            first_game=first_game,
            leader=leader,
        )
        self.game_id = self.store.create_game(
            players, tracker.layout.sides, house_rules, first_game=first_game, leader=leader
        )
        self._install(tracker)

    def _set_house_rules(self, changes: dict[str, Any]) -> list[Event]:
        tracker = self.tracker
        old = tracker.house_rules
        try:
            new = old.replace(**changes)
        except TypeError as exc:
            raise InvalidHouseRulesError(str(exc)) from exc
        try:
            self.store.set_house_rules(self.game_id, new, tracker.log)
        except StorageError as exc:
            raise IllegalPlayError(str(exc)) from exc
        tracker.house_rules = new
        try:
            events = tracker.replay_log()
        except IllegalPlayError:  # pragma: no cover - the store replayed the same log
            tracker.house_rules = old
            self.store.set_house_rules(self.game_id, old, tracker.log)
            raise
        self.default_house_rules = new
        return events

    # -- reading ---------------------------------------------------------------------------------

    def state(self) -> schemas.StateOut:
        with self._lock:
            return build_state(self)

    def check(self, cards: str, table: str | None, seat: int | None) -> schemas.CheckOut:
        play = parse_cards(cards)
        combo = classify(play, self.tracker.house_rules) if play else None
        if table is not None:
            table_cards = parse_cards(table)
            v = verdict(play, table_cards if table_cards else None, self.tracker.house_rules)
            return schemas.CheckOut(
                legal=v.legal,
                reason=v.reason,
                cards=play.codes(),
                text=str(play),
                kind=combo.kind if combo else None,
                table=table_cards.codes(),
                seat=None,
                against="table",
            )
        with self._lock:
            game = self.tracker.game
            who = seat if seat is not None else game.turn
            if who is None:
                who = self.tracker.layout.coached_seat
            legal, reason = game.check(Play(who, play))
            on_table = game.table.cards.codes() if game.table else None
        return schemas.CheckOut(
            legal=legal,
            reason=reason,
            cards=play.codes(),
            text=str(play),
            kind=combo.kind if combo else None,
            table=on_table,
            seat=who,
            against="game",
        )

    def suggest(
        self, hand_text: str | None, table_text: str | None, limit: int
    ) -> schemas.SuggestOut:
        """The coach's ranked plays for the coached seat (see :mod:`api.coaching`). The position
        is read under the lock; the search (about ``coach_budget_ms``) runs outside it."""
        with self._lock:
            tracker = self.tracker
            game = tracker.game
            rules = tracker.house_rules
            coached = tracker.layout.coached_seat
            hand = tracker.hand - game.played if hand_text is None else parse_cards(hand_text)
            if table_text is None:
                already = hand & game.played
                if already:
                    raise IllegalPlayError(f"{already} already played in this game")
                request = game_request(game, coached, hand)
            else:
                table_cards = parse_cards(table_text)
                if table_cards and classify(table_cards, rules) is None:
                    raise IllegalPlayError(f"the table {table_cards} is not a valid combination")
                request = what_if_request(game.players, coached, hand, table_cards, rules)
        rng = random.Random(self.coach_seed) if self.coach_seed is not None else None
        return coach_suggestions(
            request, limit=limit, budget_ms=self.coach_budget_ms, rng=rng, clock=self.coach_clock
        )


# -- the state the page shows -------------------------------------------------------------------


def seat_name(seat: int) -> str:
    return f"Seat {seat + 1}"


def build_state(session: LiveSession) -> schemas.StateOut:
    tracker = session.tracker
    game = tracker.game
    layout = tracker.layout
    rules = tracker.house_rules
    reasons: dict[int, str] = {}
    last: schemas.VerdictOut | None = None
    faults: list[schemas.FaultOut] = []
    for event in tracker.events:
        if isinstance(event, PlayEvent):
            reason = (
                f"{event.reason} ({event.misread_note})" if event.misread_note else event.reason
            )
            reasons[event.number] = reason
            last = schemas.VerdictOut(
                seat=event.seat,
                cards=event.cards.codes(),
                text=str(event.cards),
                legal=event.legal,
                reason=reason,
                t=round(event.t, 3),
            )
        elif isinstance(event, FaultEvent):
            fault = schemas.FaultOut(
                t=round(event.t, 3),
                fault=event.fault,
                message=event.message,
                cards=event.cards.codes(),
                seat=event.seat,
            )
            faults.append(fault)
            if event.fault in ("illegal_play", "invalid_combination"):
                last = schemas.VerdictOut(
                    seat=event.seat,
                    cards=event.cards.codes(),
                    text=str(event.cards),
                    legal=False,
                    reason=event.message,
                    t=round(event.t, 3),
                )
    if session.save_error:
        faults.append(
            schemas.FaultOut(
                t=round(session.now(), 3),
                fault="not_saved",
                message=session.save_error,
                cards=[],
                seat=None,
            )
        )

    tricks: list[schemas.TrickOut] = []
    number = 0
    for group in game.tricks():
        turns = []
        for turn in group:
            combo = turn.combination
            play_number = None
            if combo is not None:
                play_number = number
                number += 1
            turns.append(
                schemas.TurnOut(
                    seat=turn.seat,
                    is_pass=combo is None,
                    number=play_number,
                    cards=combo.cards.codes() if combo else [],
                    text=str(combo.cards) if combo else "pass",
                    kind=combo.kind if combo else None,
                    description=combo.describe() if combo else None,
                    legal=turn.legal,
                    out_of_turn=turn.out_of_turn,
                    reason=reasons.get(play_number) if play_number is not None else None,
                    trick=turn.trick,
                )
            )
        trick_no = group[0].trick
        current = trick_no == game.trick
        plays = [t for t in turns if not t.is_pass]
        tricks.append(
            schemas.TrickOut(
                number=trick_no,
                current=current,
                winner=None if current or not plays else plays[-1].seat,
                turns=turns,
                by_seat=[[t for t in turns if t.seat == s] for s in range(layout.players)],
            )
        )

    points = game.points()
    seats = [
        schemas.SeatOut(
            seat=s,
            name=seat_name(s),
            side=layout.sides[s],
            is_you=s == layout.coached_seat,
            cards_left=game.cards_left[s],
            passed=s in game.passed,
            place=game.finished.index(s) + 1 if s in game.finished else None,
            is_turn=game.turn == s,
            points=points[s] if points else None,
        )
        for s in range(layout.players)
    ]
    hand = tracker.hand - game.played
    count = game.count()
    unseen = count.unseen - hand
    table = game.table
    return schemas.StateOut(
        version=session.version,
        game_id=session.game_id,
        players=layout.players,
        house_rules=rules.to_dict(),
        seats=seats,
        turn=game.turn,
        turn_text=turn_text(tracker),
        table=None
        if table is None
        else schemas.TableOut(
            cards=table.cards.codes(),
            text=str(table.cards),
            kind=table.kind,
            description=table.describe(),
            owner=game.table_owner,
        ),
        tricks=tricks,
        last_verdict=last,
        count=schemas.CountOut(
            twos_out=(count.twos_out - hand).codes(),
            aces_out=(count.aces_out - hand).codes(),
            unseen=unseen.codes(),
            played=game.played.codes(),
        ),
        faults=faults[-20:],
        hand=schemas.HandOut(seat=layout.coached_seat, cards=hand.codes(), text=str(hand)),
        finished=list(game.finished),
        winner=game.winner,
        is_over=game.is_over,
        plays=number,
        detector=session.detector_status.out(),
        source=source_out(session),
    )


def source_out(session: LiveSession) -> schemas.SourceOut:
    return schemas.SourceOut(
        mode="browser" if session.source_mode == "browser" else "server",
        name=session.source_name,
        status=session.source_status,
    )


def turn_text(tracker: TableTracker) -> str:
    game = tracker.game
    if game.is_over:
        return f"Game over: {seat_name(game.finished[0])} won"
    if game.turn is None:
        if game.is_opening and game.required is not None:
            return f"Whoever holds {game.required} starts, and it must be in the first play"
        return "Anyone may start"
    who = seat_name(game.turn) + (" (you)" if game.turn == tracker.layout.coached_seat else "")
    if game.table is None:
        if game.is_opening and game.required is not None:
            return f"{who} starts: the first play must hold {game.required}"
        return f"{who} starts a new round: any combination"
    return f"{who} to play: beat {game.table.cards} or pass"


# -- the server's camera ----------------------------------------------------------------------


class CameraLoop:
    """Reads the server's source in one thread, runs the pipeline in another."""

    def __init__(self, session: LiveSession, target: str) -> None:
        self.session = session
        self.target = target
        self._stop = threading.Event()
        self._slot = FrameSlot(self._dropped)
        self._threads: list[threading.Thread] = []
        session.source_name = "demo clip" if target == str(DEMO_CLIP) else target
        session.source_status = "starting"

    def _dropped(self) -> None:
        self.session.stats.dropped += 1

    def start(self) -> None:
        for name, fn in (("capture", self._capture), ("pipeline", self._work)):
            thread = threading.Thread(target=fn, name=f"thirteen-{name}", daemon=True)
            thread.start()
            self._threads.append(thread)

    def stop(self, timeout: float = 3.0) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout)

    def _capture(self) -> None:
        from vision.sources import FolderSource, SourceError, VideoSource, open_source

        session = self.session
        while not self._stop.is_set():
            if session.source_mode != "server":
                session.source_status = "paused: the browser's camera is in use"
                self._stop.wait(0.2)
                continue
            try:
                source = open_source(self.target, realtime=True)
            except SourceError as exc:
                session.source_status = f"cannot open: {exc}"
                session.broadcaster.notify()
                self._stop.wait(5.0)
                continue
            recording = isinstance(source, FolderSource) or (
                isinstance(source, VideoSource) and source.is_file
            )
            pace = 1.0 / source.fps if isinstance(source, FolderSource) else 0.0
            if recording:
                session.recording_started()
            session.source_status = "playing" if recording else "live"
            session.broadcaster.notify()
            try:
                with source:
                    for frame in source:
                        if self._stop.is_set() or session.source_mode != "server":
                            break
                        session.stats.captured += 1
                        session.stats.capture_rate.tick()
                        self._slot.put(frame.image)
                        if pace:
                            self._stop.wait(pace)
            except Exception:  # a camera or decoder failure must not end the server
                log.exception("camera loop")
                session.stats.errors += 1
                self._stop.wait(1.0)
            if self._stop.is_set():
                break
            if recording and session.source_mode == "server":
                if not self.session.settings.loop_recordings:
                    session.source_status = "ended"
                    session.broadcaster.notify()
                    while not self._stop.is_set() and session.source_mode == "server":
                        self._stop.wait(0.2)
            elif not recording:
                session.source_status = "camera lost: reconnecting"
                self._stop.wait(1.0)

    def _work(self) -> None:
        session = self.session
        while not self._stop.is_set():
            image = self._slot.take(timeout=0.5)
            if image is None:
                continue
            try:
                if session.detector is not None:
                    session.process(image)
                else:
                    session.show(image)
            except Exception:  # one bad frame must not end the loop
                log.exception("pipeline")
                session.stats.errors += 1


# -- drawing ------------------------------------------------------------------------------------

RED_SUITS = ("H", "D")


def draw_frame(
    image: np.ndarray,
    detections: Detections,
    sightings: list[Any],
    hand_zone: tuple[float, float, float, float] | None,
    banner: str | None = None,
) -> np.ndarray:
    """A copy of ``image`` with corner boxes, card names, the hand zone and a banner drawn."""
    import cv2

    out = image.copy()
    h, w = out.shape[:2]
    if hand_zone is not None:
        x1, y1, x2, y2 = hand_zone
        p1 = (int(x1 * w) + 1, int(y1 * h) + 1)
        p2 = (int(x2 * w) - 2, int(y2 * h) - 2)
        cv2.rectangle(out, p1, p2, (255, 200, 0), 1, cv2.LINE_AA)
        cv2.putText(
            out,
            "your hand",
            (p1[0] + 4, p2[1] - 6),
            cv2.FONT_HERSHEY_SIMPLEX,
            0.45,
            (255, 200, 0),
            1,
            cv2.LINE_AA,
        )
    for box in detections.xyxy:
        x1, y1, x2, y2 = (round(float(v)) for v in box)
        cv2.rectangle(out, (x1, y1), (x2, y2), (0, 255, 255), 2, cv2.LINE_AA)
    scale = max(0.5, min(w, h) / 800)
    for sighting in sightings:
        code = str(sighting.card)
        x1, y1 = (int(v) for v in sighting.boxes[0][:2])
        colour = (40, 40, 220) if code[-1:] in RED_SUITS else (30, 30, 30)
        (tw, th), _ = cv2.getTextSize(code, cv2.FONT_HERSHEY_SIMPLEX, scale, 2)
        top = max(0, y1 - th - 8)
        cv2.rectangle(out, (x1, top), (x1 + tw + 6, top + th + 8), (255, 255, 255), -1)
        cv2.putText(
            out,
            code,
            (x1 + 3, top + th + 3),
            cv2.FONT_HERSHEY_SIMPLEX,
            scale,
            colour,
            2,
            cv2.LINE_AA,
        )
    if banner:
        cv2.rectangle(out, (0, 0), (w, 28), (0, 0, 0), -1)
        cv2.putText(
            out, banner, (8, 20), cv2.FONT_HERSHEY_SIMPLEX, 0.55, (255, 255, 255), 1, cv2.LINE_AA
        )
    return out


def placeholder(message: str, size: tuple[int, int] = (640, 360)) -> np.ndarray:
    """A dark picture that says why there is no video."""
    import cv2

    w, h = size
    out = np.full((h, w, 3), 40, np.uint8)
    cv2.putText(
        out,
        "No server camera picture",
        (20, h // 2 - 20),
        cv2.FONT_HERSHEY_SIMPLEX,
        0.9,
        (255, 255, 255),
        2,
        cv2.LINE_AA,
    )
    cv2.putText(
        out,
        message[:70],
        (20, h // 2 + 20),
        cv2.FONT_HERSHEY_SIMPLEX,
        0.55,
        (200, 200, 200),
        1,
        cv2.LINE_AA,
    )
    return out
