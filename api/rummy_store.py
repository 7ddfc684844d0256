"""A rummy game as the assistant follows it, checked as a whole, and saved in SQLite.

The server does not deal or see every card: it knows the coached hand, the discard pile, the
cards others took from it, the wild rank, and the scores each round. A :class:`RummyTable` holds
exactly that, is immutable, and :meth:`RummyTable.check` validates all of it together (hand size
for the round, copies per deck, jokers, scores replayed through the rules' scoreboards). A
change builds a new table, checks it, saves it, and only then replaces the old one: a refused
change leaves memory and disk as they were.

Rummy games live in the same SQLite file as the Tiến lên games (``games.sqlite3``), in their
own table; a restarted server resumes the current game of its mode.

>>> store = RummyStore(":memory:")
>>> table = RummyTable.new("indian", players=2)
>>> game_id = store.create(table)
>>> store.load(game_id).table == table, store.current("indian") == game_id
(True, True)
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from rules.rummy import (
    JOKER,
    IllegalRummyMoveError,
    IndianRummyRules,
    IndianScoreboard,
    InvalidRummyHandError,
    InvalidRummyRulesError,
    RummyCard,
    RummyRules,
    Scoreboard,
    ThirteenRummyRules,
    check_hand,
    hand_codes,
    parse_cards,
    parse_hand,
    rules_for,
    unseen_cards,
)

GameName = Literal["thirteen_rummy", "indian"]
HandSource = Literal["camera", "typed"]
PLAYERS: dict[str, tuple[int, int]] = {"thirteen_rummy": (2, 8), "indian": (2, 6)}
TITLES: dict[str, str] = {"thirteen_rummy": "Thirteen rummy", "indian": "Indian rummy"}

SCHEMA = """
CREATE TABLE IF NOT EXISTS rummy_games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    game TEXT NOT NULL CHECK (game IN ('thirteen_rummy', 'indian')),
    players INTEGER NOT NULL,
    rules TEXT NOT NULL,
    deal TEXT NOT NULL,
    scores TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


class RummyStorageError(RuntimeError):
    """The saved rummy games cannot be read or written."""


class RummyGameNotFoundError(LookupError):
    """No saved rummy game with that id."""


@dataclass(frozen=True, slots=True)
class DealKnown:
    """What the coached player knows of the deal being played.

    ``hand`` is sorted, with repeats (two decks). ``discard_pile`` is oldest first: its last
    card is the one that may be taken. ``taken`` are cards other players took from the pile (no
    longer in the stock). ``wild_card`` is Indian rummy's card turned up to choose the joker
    rank, ``wild_rank`` that rank (Thirteen rummy's comes from the round).
    """

    hand: tuple[RummyCard, ...] = ()
    discard_pile: tuple[RummyCard, ...] = ()
    taken: tuple[RummyCard, ...] = ()
    wild_card: RummyCard | None = None
    wild_rank: int | None = None
    hand_source: HandSource | None = None

    @property
    def seen(self) -> tuple[RummyCard, ...]:
        """Every card known to be out of the stock, apart from the hand."""
        wild = (self.wild_card,) if self.wild_card is not None else ()
        return (*self.discard_pile, *self.taken, *wild)

    @property
    def seen_in_discard(self) -> int:
        """Cards seen on the discard pile this deal (those still there and those taken)."""
        return len(self.discard_pile) + len(self.taken)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": hand_codes(self.hand),
            "discard_pile": hand_codes(self.discard_pile),
            "taken": hand_codes(self.taken),
            "wild_card": self.wild_card.code if self.wild_card is not None else None,
            "wild_rank": self.wild_rank,
            "hand_source": self.hand_source,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DealKnown:
        source = data.get("hand_source")
        if source not in (None, "camera", "typed"):
            raise InvalidRummyRulesError(f"unknown hand source {source!r}")
        wild_rank = data.get("wild_rank")
        if wild_rank is not None and (
            isinstance(wild_rank, bool)
            or not isinstance(wild_rank, int)
            or not 1 <= wild_rank <= 13
        ):
            raise InvalidRummyRulesError(f"wild rank must be 1..13: {wild_rank!r}")
        wild_card = data.get("wild_card")
        return cls(
            hand=parse_hand(data.get("hand", ())),
            discard_pile=parse_cards(data.get("discard_pile", ())),
            taken=parse_cards(data.get("taken", ())),
            wild_card=RummyCard.parse(wild_card) if wild_card else None,
            wild_rank=wild_rank,
            hand_source=source,
        )


@dataclass(frozen=True, slots=True)
class RummyTable:
    """One rummy game as followed: the game, the table size, the rules, the deal being played
    and the scores of the rounds (deals) played so far, player 1 (you) first."""

    game: GameName
    players: int
    rules: RummyRules
    deal: DealKnown = field(default_factory=DealKnown)
    scores: tuple[tuple[int, ...], ...] = ()

    @classmethod
    def new(
        cls,
        game: str,
        players: int,
        rules: RummyRules | Mapping[str, Any] | None = None,
    ) -> RummyTable:
        """A fresh game (checked)."""
        rs = rules_for(game, rules)
        table = cls(rs.game, players, rs)
        table.check()
        return table

    # -- where the game stands ---------------------------------------------------------------

    @property
    def title(self) -> str:
        return TITLES[self.game]

    @property
    def rounds_total(self) -> int | None:
        """Rounds in the whole game: 11 in Thirteen rummy, ``deals`` in deals rummy, else None."""
        if isinstance(self.rules, ThirteenRummyRules):
            return self.rules.rounds
        return self.rules.deals if self.rules.scoring == "deals" else None

    @property
    def over(self) -> bool:
        """Every round is scored (or the Indian match is decided)."""
        if isinstance(self.rules, ThirteenRummyRules):
            return len(self.scores) >= self.rules.rounds
        return self.indian_board().over

    @property
    def round(self) -> int:
        """The round (deal) being played, 1-based; the last one once the game is over."""
        if isinstance(self.rules, ThirteenRummyRules):
            return min(len(self.scores) + 1, self.rules.rounds)
        return len(self.scores) + (0 if self.over and self.scores else 1)

    @property
    def held(self) -> int:
        """Cards each player holds between turns this round."""
        if isinstance(self.rules, ThirteenRummyRules):
            return self.rules.cards_dealt(self.round)
        return self.rules.hand_size

    @property
    def wild_rank(self) -> int | None:
        """The wild rank of this round: set by the round (Thirteen rummy) or the card turned up
        (Indian rummy; None until it is given)."""
        if isinstance(self.rules, ThirteenRummyRules):
            return self.rules.wild_rank(self.round)
        return self.deal.wild_rank

    @property
    def decks(self) -> int:
        return self.rules.decks_for(self.players)

    @property
    def max_copies(self) -> int:
        return self.rules.max_copies(self.players)

    @property
    def printed_jokers(self) -> int:
        if isinstance(self.rules, IndianRummyRules):
            return self.rules.max_jokers(self.players)
        return 0

    def max_score(self, round: int | None = None) -> int:
        """The most one player can score in a round: every card unmelded (Thirteen rummy), or
        the cap (Indian rummy)."""
        if isinstance(self.rules, IndianRummyRules):
            return max(self.rules.penalty_cap, self.rules.wrong_declaration_penalty)
        worst = max(10, self.rules.high_ace_penalty if self.rules.ace_high else 1)
        return self.rules.cards_dealt(round or self.round) * worst

    def thirteen_board(self) -> Scoreboard:
        board = Scoreboard(self.players)
        for row in self.scores:
            board.add(row)
        return board

    def indian_board(self) -> IndianScoreboard:
        assert isinstance(self.rules, IndianRummyRules)
        board = IndianScoreboard(self.players, self.rules)
        for row in self.scores:
            board.add_deal(row)
        return board

    @property
    def totals(self) -> list[int]:
        return [sum(row[seat] for row in self.scores) for seat in range(self.players)]

    # -- checking ----------------------------------------------------------------------------

    def check(self) -> None:
        """Raise a ``RulesError`` (with a message a person can act on) if any part of the table
        breaks the rules: players, scores, the hand's size and cards, copies per deck."""
        low, high = PLAYERS[self.game]
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise InvalidRummyRulesError(f"players must be a whole number: {self.players!r}")
        if not low <= self.players <= high:
            raise InvalidRummyRulesError(
                f"{self.title} is for {low} to {high} players, not {self.players}"
            )
        if self.rules.game != self.game:
            raise InvalidRummyRulesError(f"rules of {self.rules.game} given for {self.game}")
        self._check_scores()
        self._check_cards()

    def _check_scores(self) -> None:
        indian = (
            IndianScoreboard(self.players, self.rules)
            if isinstance(self.rules, IndianRummyRules)
            else None
        )
        for number, row in enumerate(self.scores, 1):
            if isinstance(self.rules, ThirteenRummyRules) and number > self.rules.rounds:
                raise IllegalRummyMoveError(
                    f"the game is over after {self.rules.rounds} rounds: start a new game"
                )
            if len(row) != self.players:
                raise InvalidRummyRulesError(
                    f"round {number}: give {self.players} scores, one per player, not {len(row)}"
                )
            top = self.max_score(number)
            for score in row:
                if isinstance(score, bool) or not isinstance(score, int) or not 0 <= score <= top:
                    why = (
                        f"{self.rules.cards_dealt(number)} cards count at most {top}"
                        if isinstance(self.rules, ThirteenRummyRules)
                        else f"no hand counts more than {top} in {self.title}"
                    )
                    raise InvalidRummyRulesError(
                        f"round {number}: a score is a whole number 0..{top} ({why}): {score!r}"
                    )
            if 0 not in row:
                raise InvalidRummyRulesError(
                    f"round {number}: the player who went out (declared) scores 0, and no score "
                    f"is 0: {list(row)}"
                )
            if indian is not None:
                indian.add_deal(row)

    def _check_cards(self) -> None:
        deal = self.deal
        hand = deal.hand
        if isinstance(self.rules, ThirteenRummyRules):
            if deal.wild_card is not None or deal.wild_rank is not None:
                raise IllegalRummyMoveError(
                    "in Thirteen rummy the round sets the wild rank: it cannot be chosen"
                )
            if JOKER in deal.seen:
                raise InvalidRummyHandError(
                    "JK on the discard pile: Thirteen rummy is played without printed jokers"
                )
        if self.over and (hand or deal.seen):
            raise IllegalRummyMoveError("the game is over: start a new game")
        if hand and len(hand) not in (self.held, self.held + 1):
            where = (
                f"in round {self.round} each player holds {self.held} cards"
                if isinstance(self.rules, ThirteenRummyRules)
                else f"in {self.title} each player holds {self.held} cards"
            )
            raise InvalidRummyHandError(
                f"{len(hand)} cards ({' '.join(hand_codes(hand))}): {where}, or "
                f"{self.held + 1} just after drawing"
            )
        check_hand(hand, self.rules, self.players)
        unseen_cards(hand, deal.seen, self.rules, self.players)

    # -- JSON ---------------------------------------------------------------------------------

    def rules_json(self) -> str:
        return json.dumps(self.rules.to_dict(), sort_keys=True)


def replace_deal(table: RummyTable, **changes: Any) -> RummyTable:
    """A copy of ``table`` with parts of its deal changed (not checked yet)."""
    return replace(table, deal=replace(table.deal, **changes))


@dataclass(frozen=True, slots=True)
class SavedRummyGame:
    id: int
    created: float
    updated: float
    table: RummyTable


class RummyStore:
    """The rummy games in the SQLite file of saved games. Thread-safe (one lock)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(
                self.path, check_same_thread=False, isolation_level=None, timeout=10.0
            )
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(SCHEMA)
        except sqlite3.Error as exc:
            raise RummyStorageError(f"cannot open the saved games in {self.path}: {exc}") from exc
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @staticmethod
    def _meta_key(game: str) -> str:
        return f"current_rummy_game:{game}"

    def create(self, table: RummyTable) -> int:
        """Save a new game; it becomes the current game of its kind."""
        now = time.time()
        try:
            with self._lock, self._db:
                self._db.execute("BEGIN IMMEDIATE")
                cursor = self._db.execute(
                    "INSERT INTO rummy_games (created, updated, game, players, rules, deal, scores)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (now, now, table.game, table.players, *_columns(table)),
                )
                game_id = int(cursor.lastrowid or 0)
                self._db.execute(
                    "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                    (self._meta_key(table.game), str(game_id)),
                )
        except sqlite3.Error as exc:
            raise RummyStorageError(f"cannot save a new rummy game: {exc}") from exc
        return game_id

    def save(self, game_id: int, table: RummyTable) -> None:
        """Write the game's rules, deal and scores (the table was checked by the caller)."""
        try:
            with self._lock, self._db:
                cursor = self._db.execute(
                    "UPDATE rummy_games SET rules = ?, deal = ?, scores = ?, players = ?,"
                    " updated = ? WHERE id = ?",
                    (*_columns(table), table.players, time.time(), game_id),
                )
        except sqlite3.Error as exc:
            raise RummyStorageError(f"cannot save rummy game {game_id}: {exc}") from exc
        if cursor.rowcount == 0:
            raise RummyGameNotFoundError(f"no saved rummy game {game_id}")

    def current(self, game: str) -> int | None:
        """The id of the game of this kind the server was following, if any."""
        with self._lock:
            row = self._db.execute(
                "SELECT value FROM meta WHERE key = ?", (self._meta_key(game),)
            ).fetchone()
        return int(row[0]) if row else None

    def load(self, game_id: int) -> SavedRummyGame:
        """A saved game, checked again; :class:`RummyStorageError` if it breaks the rules."""
        with self._lock:
            row = self._db.execute(
                "SELECT id, created, updated, game, players, rules, deal, scores"
                " FROM rummy_games WHERE id = ?",
                (game_id,),
            ).fetchone()
        if row is None:
            raise RummyGameNotFoundError(f"no saved rummy game {game_id}")
        try:
            rules = rules_for(row[3], json.loads(row[5]))
            scores = tuple(tuple(r) for r in json.loads(row[7]))
            table = RummyTable(
                rules.game, row[4], rules, DealKnown.from_dict(json.loads(row[6])), scores
            )
            table.check()
        except (ValueError, TypeError) as exc:  # RulesError is a ValueError
            raise RummyStorageError(f"saved rummy game {game_id} cannot be read: {exc}") from exc
        return SavedRummyGame(row[0], row[1], row[2], table)

    def list_games(self, game: str | None = None) -> list[dict[str, Any]]:
        """Saved rummy games, newest first."""
        query = "SELECT id, created, updated, game, players, scores FROM rummy_games"
        args: Sequence[Any] = ()
        if game is not None:
            query += " WHERE game = ?"
            args = (game,)
        with self._lock:
            rows = self._db.execute(query + " ORDER BY id DESC", args).fetchall()
        return [
            {
                "id": r[0],
                "created": r[1],
                "updated": r[2],
                "game": r[3],
                "players": r[4],
                "rounds": len(json.loads(r[5])),
            }
            for r in rows
        ]


def _columns(table: RummyTable) -> tuple[str, str, str]:
    return (
        table.rules_json(),
        json.dumps(table.deal.to_dict()),
        json.dumps([list(row) for row in table.scores]),
    )
