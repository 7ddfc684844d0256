"""Request and response bodies of the API, named by role (``...In`` comes in, ``...Out`` goes
out). Cards travel as codes (``"10H"``) with a printable ``text`` (``"10♥"``) beside them."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Codes = list[str]
SeatNumber = Annotated[int, Field(ge=0, le=3, description="seat number; 0 is you (coached)")]
CardsText = Annotated[
    str,
    Field(
        max_length=400,
        description='cards as codes separated by spaces or commas: "3S 4S 5S", "10h", "2♥"',
        examples=["9S 9H"],
    ),
]


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


# -- the game state -------------------------------------------------------------------------


class SeatOut(BaseModel):
    seat: int
    name: str = Field(description='"Seat 1" … (seat 0 is "Seat 1")')
    side: str = Field(description="where the seat sits in the camera picture")
    is_you: bool
    cards_left: int
    passed: bool = Field(description="passed in the current round (trick)")
    place: int | None = Field(description="finishing place once out (1 = winner)")
    is_turn: bool
    points: int | None = Field(description="points this game (winner 0), once someone is out")


class TurnOut(BaseModel):
    seat: int
    is_pass: bool
    number: int | None = Field(description="play number (0-based), for corrections; passes: null")
    cards: Codes
    text: str
    kind: str | None
    description: str | None = Field(description='e.g. "pair", "4-card straight"')
    legal: bool
    out_of_turn: bool
    reason: str | None = Field(description="the rules' verdict, for plays")
    trick: int


class TrickOut(BaseModel):
    number: int = Field(description="0-based round number")
    current: bool
    winner: int | None = Field(description="who won the round (null while it goes on)")
    turns: list[TurnOut]
    by_seat: list[list[TurnOut]] = Field(description="the same turns, one list per seat")


class TableOut(BaseModel):
    cards: Codes
    text: str
    kind: str
    description: str
    owner: int | None


class VerdictOut(BaseModel):
    seat: int | None
    cards: Codes
    text: str
    legal: bool
    reason: str
    t: float


class CountOut(BaseModel):
    twos_out: Codes = Field(description="2s neither played nor in your hand")
    aces_out: Codes = Field(description="aces neither played nor in your hand")
    unseen: Codes = Field(description="every card not played and not in your hand")
    played: Codes


class FaultOut(BaseModel):
    t: float
    fault: str
    message: str
    cards: Codes
    seat: int | None


class HandOut(BaseModel):
    seat: int
    cards: Codes
    text: str


class DetectorOut(BaseModel):
    loaded: bool
    message: str


class SourceOut(BaseModel):
    mode: Literal["server", "browser"] = Field(description="whose camera feeds the game")
    name: str = Field(description="the server camera: a camera, a file, the demo clip or none")
    status: str


class StateOut(BaseModel):
    """Everything the page shows."""

    version: int = Field(description="goes up on every change")
    game_id: int
    players: int
    house_rules: dict[str, Any]
    seats: list[SeatOut]
    turn: int | None
    turn_text: str
    table: TableOut | None
    tricks: list[TrickOut]
    last_verdict: VerdictOut | None
    count: CountOut
    faults: list[FaultOut]
    hand: HandOut
    finished: list[int]
    winner: int | None
    is_over: bool
    plays: int
    detector: DetectorOut
    source: SourceOut


# -- checking and suggesting ----------------------------------------------------------------


class CheckIn(_In):
    cards: CardsText
    table: CardsText | None = Field(
        default=None,
        description="the combination to beat; omit to check against the game being followed "
        '(turn order included); "" for a lead',
    )
    seat: SeatNumber | None = Field(
        default=None, description="with the game: who plays (default: the seat on turn)"
    )


class CheckOut(BaseModel):
    legal: bool
    reason: str
    cards: Codes
    text: str
    kind: str | None
    table: Codes | None
    seat: int | None
    against: Literal["game", "table"]


class SuggestIn(_In):
    hand: CardsText | None = Field(default=None, description="default: the coached hand")
    table: CardsText | None = Field(
        default=None, description='default: the game\'s table and opening rule; "" for a lead'
    )
    limit: int = Field(default=10, ge=1, le=200)


class SuggestionOut(BaseModel):
    rank: int
    cards: Codes
    text: str
    kind: str
    description: str
    reason: str
    uses_twos: int
    is_bomb: bool


class SuggestOut(BaseModel):
    engine: Literal["baseline"] = "baseline"
    note: str
    hand: Codes
    table: Codes | None
    your_turn: bool | None
    can_pass: bool
    total: int = Field(description="legal plays in all (suggestions are the first `limit`)")
    suggestions: list[SuggestionOut]


# -- corrections ----------------------------------------------------------------------------


class PassIn(_In):
    type: Literal["pass"]
    seat: SeatNumber | None = Field(default=None, description="default: the seat on turn")


class UndoIn(_In):
    type: Literal["undo"]


class MovePlayIn(_In):
    type: Literal["move"]
    play: int = Field(ge=0, le=200, description="play number (0-based) as in the history")
    seat: SeatNumber


class AddPlayIn(_In):
    type: Literal["play"]
    seat: SeatNumber
    cards: CardsText


class SweepIn(_In):
    type: Literal["sweep"]


class HandIn(_In):
    type: Literal["hand"]
    cards: Annotated[str, Field(max_length=400)] = Field(description='"" clears the hand')


class NewGameIn(_In):
    type: Literal["new_game"]
    players: int | None = Field(default=None, ge=2, le=4)
    first_game: bool | None = Field(
        default=None, description="3♠ must open (default: only if no game was won yet)"
    )
    leader: SeatNumber | None = Field(default=None, description="default: the last winner")


class HouseRulesIn(_In):
    type: Literal["house_rules"]
    rules: dict[str, Any] = Field(
        description='switches to change, e.g. {"pass_is_final": false}; unknown names: 422'
    )


CorrectionIn = Annotated[
    PassIn | UndoIn | MovePlayIn | AddPlayIn | SweepIn | HandIn | NewGameIn | HouseRulesIn,
    Field(discriminator="type"),
]


class CorrectionOut(BaseModel):
    events: list[dict[str, Any]] = Field(
        description="new events; for undo, move and house rules every event of the replayed game"
    )
    state: StateOut


# -- frames ---------------------------------------------------------------------------------


class DetectionOut(BaseModel):
    card: str
    confidence: float
    box: list[float] = Field(description="x1, y1, x2, y2 in pixels")


class SightingOut(BaseModel):
    card: str
    confidence: float
    center: list[float]
    corners: int


class FrameOut(BaseModel):
    width: int
    height: int
    detections: list[DetectionOut]
    cards: list[SightingOut] = Field(description="corners merged into cards")
    events: list[dict[str, Any]]
    state: StateOut


# -- the server -----------------------------------------------------------------------------


class StatsOut(BaseModel):
    uptime_s: float
    captured_fps: float = Field(description="frames read per second (last few seconds)")
    processed_fps: float = Field(description="frames through detector and tracker per second")
    frames_captured: int
    frames_processed: int
    frames_dropped: int = Field(description="frames skipped to stay live")
    frame_errors: int
    detect_ms: float
    track_ms: float
    websocket_clients: int
    source: SourceOut
    detector: DetectorOut


class HealthOut(BaseModel):
    status: Literal["ok"]
    detector: DetectorOut
    source: SourceOut
    game_id: int


class GameSummaryOut(BaseModel):
    id: int
    created: float
    updated: float
    players: int
    plays: int
    entries: int
    current: bool


class GameExportOut(BaseModel):
    id: int
    created: float
    updated: float
    players: int
    sides: list[str]
    house_rules: dict[str, Any]
    first_game: bool
    leader: int | None
    hand: Codes
    log: list[dict[str, Any]] = Field(description="plays, passes and sweeps, as saved")
    history: list[dict[str, Any]] = Field(description="the game replayed: every turn")
    cards_left: list[int]
    finished: list[int]
    points: list[int] | None


class ErrorOut(BaseModel):
    detail: str
    error: str
