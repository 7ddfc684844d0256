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
    rank: int = Field(description="1 = the coach's best")
    is_pass: bool = Field(description="the suggestion is to pass (or, out of turn, to wait)")
    cards: Codes
    text: str = Field(description='the cards, or "pass"')
    kind: str = Field(description='the combination\'s kind, or "pass"')
    description: str
    reason: str = Field(description="why, in plain words (seats counted from 0: seat 0 is Seat 1)")
    score: float = Field(description="estimated chance to go out first after this move (0..1)")
    expected_place: float = Field(description="estimated finishing place (1 = first out)")
    exact: bool = Field(description="the rest of the game was worked out exactly")
    samples: int = Field(description="imagined games (or solved endgames) behind the estimate")
    ideas: list[str] = Field(description='the strategy behind the reason ("keep_twos", ...)')
    uses_twos: int
    is_bomb: bool


class SuggestOut(BaseModel):
    engine: Literal["coach"] = "coach"
    note: str
    hand: Codes
    table: Codes | None
    your_turn: bool | None
    can_pass: bool
    total: int = Field(description="legal plays in all (the coach ranks the most promising)")
    budget_ms: float = Field(description="the coach's thinking time for this answer")
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
    state: StateOut | None = Field(description="the Tiến lên state (null in rummy mode)")
    rummy: RummyStateOut | None = Field(
        default=None, description="rummy mode: the rummy state (your hand from the hand zone)"
    )


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
    game_id: int = Field(description="the Tiến lên game (see /api/rummy/state in rummy mode)")
    game: Literal["tien-len", "thirteen-rummy", "indian-rummy"] = Field(
        description="the game the server follows (thirteen serve --game)"
    )


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


# -- rummy (thirteen serve --game thirteen-rummy | indian-rummy) -----------------------------

RummyGameName = Literal["thirteen_rummy", "indian"]
RummyCardsText = Annotated[
    str,
    Field(
        max_length=400,
        description='cards as codes separated by spaces or commas: "QH JK 10S"; a card held '
        'twice (two decks) is written twice; "JK" is a printed joker',
        examples=["4H 5H 6H 9C 9D 9S KD"],
    ),
]


class MeldOut(BaseModel):
    kind: Literal["set", "run"]
    label: str = Field(
        description='the game\'s word: "set" or "run"; Indian rummy: "group", "sequence", '
        '"pure sequence"'
    )
    pure: bool = Field(description="a run with no joker standing in")
    cards: Codes = Field(description="in meld order (a run from its low end)")
    text: str
    stands_for: list[str] = Field(
        description="what each card is in the meld: its own code, or what a joker replaces "
        '("6H"; "7?" in a set of 7s)'
    )
    description: str = Field(description='e.g. "5♥ JK(6♥) 7♥"')


class ArrangementOut(BaseModel):
    """A hand arranged into melds with the lowest possible penalty."""

    melds: list[MeldOut]
    unmelded: Codes = Field(description="cards in no meld: they count against you")
    unmelded_text: str
    discard: str | None = Field(
        description="just drew (one card more than held): the card this arrangement throws away"
    )
    penalty: int = Field(description="points the hand counts now (lower is better), after the cap")
    can_go_out: bool = Field(
        description="Thirteen rummy: can go out; Indian rummy: a valid declaration (as held: "
        "on the next turn; just drew: now, discarding `discard`)"
    )
    go_out_text: str = Field(description="in plain words: can you go out / declare, and how")
    penalty_text: str = Field(description="in plain words: what the points mean")
    note: str = Field(description="which penalty rule applied (the rules' words)")


class RummyAdviceOut(BaseModel):
    """What to do now, by the (expected) penalty after the move."""

    action: Literal["draw", "discard", "go_out"] = Field(
        description="draw (between turns), discard (just drew), go_out (just drew: go out / "
        "declare by discarding `discard`)"
    )
    draw: Literal["stock", "discard"] | None = Field(
        description="where to draw: the face-down stock or the discard pile's top card"
    )
    discard: str | None = Field(description="the card to throw away (unknown before a stock draw)")
    headline: str = Field(description="the advice in plain words")
    why: str = Field(description="why, in plain words")
    reason: str = Field(description="the rules' own reason, with the figures")
    penalty_now: int
    penalty_after: float = Field(description="after the move (expected, for a stock draw)")
    stock_expected: float | None
    discard_pile_penalty: int | None = Field(description="after taking the discard pile's top")
    seen_in_discard: int
    unseen: int = Field(description="cards a stock draw may bring (not in hand, not seen)")


class RummyHandOut(BaseModel):
    cards: Codes = Field(description="sorted; a card held twice appears twice")
    text: str
    count: int
    holds: int = Field(description="cards held between turns this round")
    drawn: bool = Field(description="one card more than held: the player has drawn")
    status_text: str
    source: Literal["camera", "typed"] | None = Field(
        description="where the hand came from: the camera's hand zone or typed/tapped in"
    )


class WildOut(BaseModel):
    rank: str | None = Field(description='the wild rank ("7", "K"); null until it is known')
    card: str | None = Field(description="Indian rummy: the card turned up to choose it")
    set_by: Literal["round", "card"] | None
    text: str


class DiscardPileOut(BaseModel):
    cards: Codes = Field(description="oldest first: the last card is the one that may be taken")
    top: str | None
    taken: Codes = Field(description="cards other players took from the pile this round")
    seen_count: int = Field(description="cards seen on the discard pile this round (incl. taken)")
    text: str


class RummySeatOut(BaseModel):
    seat: int = Field(description="0 is you")
    name: str
    is_you: bool
    total: int
    leading: bool = Field(description="lowest total so far (lower is better)")
    out: bool = Field(description="pool rummy: reached the pool limit and is out")


class RoundScoresOut(BaseModel):
    round: int
    scores: list[int] = Field(description="one per player, player 1 (you) first")


class RummyScoresOut(BaseModel):
    rounds: list[RoundScoresOut]
    totals: list[int]
    leaders: list[int] = Field(description="seats with the lowest total")
    winners: list[int] | None = Field(description="once the game is over")
    next_round: int | None = Field(description="the round whose scores are to be recorded")
    max_score: int = Field(description="the most one player can score in that round")
    cap: int | None = Field(description="Indian rummy: no hand counts more than this (80)")
    scoring: str = Field(description='"thirteen_rummy", or Indian "points", "pool", "deals"')
    pool_limit: int | None
    settlement: list[int] | None = Field(
        description="Indian points rummy: what each player wins (+) or pays (−)"
    )
    text: str = Field(description="how the game is won, in plain words")


class RummyStateOut(BaseModel):
    """Everything the rummy page shows."""

    version: int = Field(description="goes up on every change")
    game_id: int
    game: RummyGameName
    title: str
    players: int
    decks: int
    printed_jokers: int
    rules: dict[str, Any]
    round: int = Field(description="the round (deal) being played, 1-based")
    rounds_total: int | None = Field(description="Thirteen rummy: 11; Indian deals rummy: deals")
    round_text: str
    cards_dealt: int
    over: bool
    wild: WildOut
    hand: RummyHandOut
    arrangement: ArrangementOut | None
    advice: RummyAdviceOut | None
    advice_note: str | None = Field(description="why there is no advice, when there is none")
    discard_pile: DiscardPileOut
    scores: RummyScoresOut
    seats: list[RummySeatOut]
    camera_note: str | None = Field(description="what the camera saw in the hand zone, if odd")
    detector: DetectorOut
    source: SourceOut


class RummyHandIn(_In):
    cards: Annotated[str, Field(max_length=400)] = Field(
        description='your cards, e.g. "QH JK 10S 10S" (a card held twice is written twice); '
        '"" clears the hand',
        examples=["4H 5H 6H 9C 9D 9S KD"],
    )


class DiscardAddIn(_In):
    type: Literal["add"]
    cards: RummyCardsText = Field(description="cards thrown on the pile, in order")
    from_hand: bool = Field(default=False, description="you threw it: it leaves your hand")


class DiscardTakeIn(_In):
    type: Literal["take"]
    by_you: bool = Field(
        default=False, description="you took the top card: it joins your hand (else another player)"
    )


class DiscardUndoIn(_In):
    type: Literal["undo"]


class DiscardReshuffleIn(_In):
    type: Literal["reshuffle"]


DiscardIn = Annotated[
    DiscardAddIn | DiscardTakeIn | DiscardUndoIn | DiscardReshuffleIn,
    Field(discriminator="type"),
]


class RummyWildIn(_In):
    card: Annotated[str, Field(max_length=10)] = Field(
        description='Indian rummy: the card turned up to choose the joker rank ("7H"; "JK": aces '
        'are wild), or just a rank ("7", "Q"); "" clears it'
    )


class RummyRoundIn(_In):
    round: int = Field(ge=1, le=1000, description="the round (deal) being played")
    scores: list[Annotated[int, Field(ge=0, le=10000)]] = Field(
        min_length=1, max_length=8, description="each player's points, player 1 (you) first"
    )


class RummyAdviceIn(_In):
    hand: RummyCardsText | None = Field(default=None, description="default: your hand")
    discard_pile: RummyCardsText | None = Field(
        default=None, description='oldest first; default: the pile being followed; "" for none'
    )


class RummyAnalysisOut(BaseModel):
    hand: Codes
    discard_pile: Codes
    arrangement: ArrangementOut
    advice: RummyAdviceOut | None
    advice_note: str | None


class RummyNewGameIn(_In):
    players: int | None = Field(default=None, ge=2, le=8, description="default: as before")
    rules: dict[str, Any] | None = Field(
        default=None,
        description='rule options to change, e.g. {"ace_high": true} or {"scoring": "pool"}; '
        "unknown names: 422",
    )


class RummyGameSummaryOut(BaseModel):
    id: int
    created: float
    updated: float
    game: RummyGameName
    players: int
    rounds: int = Field(description="rounds (deals) scored")
    current: bool


FrameOut.model_rebuild()  # its `rummy` field names a model defined further down
