"""Games saved as they happen, in SQLite (standard library ``sqlite3``).

A game is its settings (players, seats, house rules, whether it is a first game, who leads)
plus the tracker's log (plays, passes, sweeps) and the coached hand: the whole game is derived
from the log, so a server killed mid-game resumes it by replaying the log. A play keeps what
the tracker said of its reading (the misreads it explained, the cards the rules put in), so
a resumed game's plays carry the same notes. Every log is
replayed before it is written; a log that does not replay is refused and the saved game stays
as it was.

>>> store = GameStore(":memory:")
>>> game_id = store.create_game(players=4)
>>> store.save_log(game_id, [LoggedPlay(parse_cards("3S"), 0, 1.0)])
>>> [e.cards.codes() for e in store.load(game_id).log]
[['3S']]
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules import CardSet, HouseRules, IllegalPlayError, RulesError, parse_cards
from rules.cards import Card
from vision.tracker import LogEntry, LoggedPass, LoggedPlay, LoggedSweep, SeatLayout, TableTracker

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    players INTEGER NOT NULL,
    sides TEXT NOT NULL,
    house_rules TEXT NOT NULL,
    first_game INTEGER NOT NULL,
    leader INTEGER,
    hand TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS entries (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('play', 'pass', 'sweep')),
    seat INTEGER,
    cards TEXT NOT NULL DEFAULT '',
    t REAL NOT NULL,
    swept_before INTEGER NOT NULL DEFAULT 0,
    forced INTEGER NOT NULL DEFAULT 0,
    notes TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


class StorageError(RuntimeError):
    """The saved games cannot be read or written (or a log was refused)."""


class GameNotFoundError(LookupError):
    """No saved game with that id."""


@dataclass(frozen=True)
class SavedGame:
    """One saved game: how it was set up, its log and the coached hand."""

    id: int
    created: float
    updated: float
    players: int
    sides: tuple[str, ...]
    house_rules: HouseRules
    first_game: bool
    leader: int | None
    hand: CardSet
    log: list[LogEntry] = field(default_factory=list)

    def layout(self) -> SeatLayout:
        return SeatLayout(players=self.players, sides=self.sides)


def entry_to_dict(entry: LogEntry) -> dict[str, Any]:
    """JSON-friendly form of a log entry."""
    if isinstance(entry, LoggedPlay):
        return {
            "kind": "play",
            "seat": entry.seat,
            "cards": entry.cards.codes(),
            "t": round(entry.t, 3),
            "swept_before": entry.swept_before,
            "forced": entry.forced,
            **_notes(entry),
        }
    if isinstance(entry, LoggedPass):
        return {"kind": "pass", "seat": entry.seat, "t": round(entry.t, 3)}
    return {"kind": "sweep", "t": round(entry.t, 3)}


def build_tracker(
    players: int,
    sides: Sequence[str] = (),
    house_rules: HouseRules | None = None,
    *,
    first_game: bool = True,
    leader: int | None = None,
) -> TableTracker:
    """A fresh tracker for a game set up this way."""
    layout = SeatLayout(players=players, sides=tuple(sides))
    return TableTracker(layout, house_rules=house_rules, first_game=first_game, leader=leader)


def load_log(tracker: TableTracker, log: Sequence[LogEntry], now: float | None = None) -> None:
    """Make ``tracker``'s game the replay of ``log``; raise :class:`IllegalPlayError` (and change
    nothing) if the log breaks the rules.

    Uses the tracker's own replay (the one its corrections use), so a restored game is exactly
    the game the tracker had: same first-game rule, same leader, same events. ``now`` (the
    session time a restored game resumes at) counts as the last moment the current trick's
    pile was seen, so the camera gets the tracker's sweep time to see it again before the
    trick is taken as swept.
    """
    tracker.load_log(log, now)


def validate_log(
    log: Sequence[LogEntry],
    players: int,
    sides: Sequence[str],
    house_rules: HouseRules,
    first_game: bool,
    leader: int | None,
) -> TableTracker:
    """Replay ``log`` on a fresh tracker; raise :class:`IllegalPlayError` if it does not replay."""
    tracker = build_tracker(players, sides, house_rules, first_game=first_game, leader=leader)
    load_log(tracker, log)
    return tracker


class GameStore:
    """The SQLite file of saved games. Safe to use from several threads (one lock)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(SCHEMA)
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(entries)")}
            if "notes" not in columns:  # a file written before plays kept their notes
                try:
                    self._db.execute(
                        "ALTER TABLE entries ADD COLUMN notes TEXT NOT NULL DEFAULT ''"
                    )
                except sqlite3.OperationalError as exc:
                    if "duplicate column" not in str(exc):  # (another process added it)
                        raise
        except sqlite3.Error as exc:
            raise StorageError(f"cannot open the saved games in {self.path}: {exc}") from exc
        self._lock = threading.Lock()
        self._saved: dict[int, list[LogEntry]] = {}

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- games -------------------------------------------------------------------------------

    def create_game(
        self,
        players: int,
        sides: Sequence[str] = (),
        house_rules: HouseRules | None = None,
        *,
        first_game: bool = True,
        leader: int | None = None,
        hand: CardSet | None = None,
    ) -> int:
        """A new, empty game; it becomes the current game."""
        sides = SeatLayout(players=players, sides=tuple(sides)).sides
        rules = (house_rules or HouseRules()).to_dict()
        now = time.time()
        with self._lock, self._db:
            self._db.execute("BEGIN IMMEDIATE")
            cursor = self._db.execute(
                "INSERT INTO games (created, updated, players, sides, house_rules, first_game,"
                " leader, hand) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    now,
                    now,
                    players,
                    ",".join(sides),
                    json.dumps(rules),
                    int(first_game),
                    leader,
                    " ".join((hand or CardSet()).codes()),
                ),
            )
            game_id = int(cursor.lastrowid or 0)
            self._db.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('current_game', ?)",
                (str(game_id),),
            )
        self._saved[game_id] = []
        return game_id

    def current_game(self) -> int | None:
        """The id of the game the server was following, if any."""
        with self._lock:
            row = self._db.execute("SELECT value FROM meta WHERE key = 'current_game'").fetchone()
        return int(row[0]) if row else None

    def load(self, game_id: int) -> SavedGame:
        """A saved game with its log; :class:`GameNotFoundError` if there is none."""
        with self._lock:
            row = self._db.execute(
                "SELECT id, created, updated, players, sides, house_rules, first_game, leader,"
                " hand FROM games WHERE id = ?",
                (game_id,),
            ).fetchone()
            if row is None:
                raise GameNotFoundError(f"no saved game {game_id}")
            rows = self._db.execute(
                "SELECT kind, seat, cards, t, swept_before, forced, notes FROM entries"
                " WHERE game_id = ? ORDER BY seq",
                (game_id,),
            ).fetchall()
        try:
            log = [_entry(*r) for r in rows]
            house_rules = HouseRules.from_dict(json.loads(row[5]))
            hand = parse_cards(row[8]) if row[8] else CardSet()
        except (RulesError, ValueError, TypeError) as exc:
            raise StorageError(f"saved game {game_id} cannot be read: {exc}") from exc
        self._saved[game_id] = list(log)
        return SavedGame(
            id=row[0],
            created=row[1],
            updated=row[2],
            players=row[3],
            sides=tuple(s for s in row[4].split(",") if s),
            house_rules=house_rules,
            first_game=bool(row[6]),
            leader=row[7],
            hand=hand,
            log=log,
        )

    def list_games(self) -> list[dict[str, Any]]:
        """Every saved game, newest first: id, times, players, number of plays and entries."""
        with self._lock:
            current = self._db.execute(
                "SELECT value FROM meta WHERE key = 'current_game'"
            ).fetchone()
            rows = self._db.execute(
                "SELECT g.id, g.created, g.updated, g.players,"
                " (SELECT COUNT(*) FROM entries e WHERE e.game_id = g.id AND e.kind = 'play'),"
                " (SELECT COUNT(*) FROM entries e WHERE e.game_id = g.id)"
                " FROM games g ORDER BY g.id DESC"
            ).fetchall()
        current_id = int(current[0]) if current else None
        return [
            {
                "id": r[0],
                "created": r[1],
                "updated": r[2],
                "players": r[3],
                "plays": r[4],
                "entries": r[5],
                "current": r[0] == current_id,
            }
            for r in rows
        ]

    # -- changes -----------------------------------------------------------------------------

    def save_log(self, game_id: int, log: Sequence[LogEntry]) -> None:
        """Write ``log`` as the game's log: append what is new, or rewrite from the first entry
        that changed (after a correction). The log is replayed first; one that does not replay
        raises :class:`StorageError` and nothing is written."""
        game = self._settings(game_id)
        try:
            validate_log(
                log, game.players, game.sides, game.house_rules, game.first_game, game.leader
            )
        except IllegalPlayError as exc:
            raise StorageError(
                f"refused to save game {game_id}: the log does not replay: {exc}"
            ) from exc
        saved = self._saved.get(game_id)
        if saved is None:
            saved = self.load(game_id).log
        same = 0
        # (rows, not entries: a play's notes do not count in ``==``)
        while same < min(len(saved), len(log)) and _row(saved[same]) == _row(log[same]):
            same += 1
        if same == len(saved) == len(log):
            return
        with self._lock, self._db:
            self._db.execute("BEGIN IMMEDIATE")
            self._db.execute("DELETE FROM entries WHERE game_id = ? AND seq >= ?", (game_id, same))
            self._db.executemany(
                "INSERT INTO entries (game_id, seq, kind, seat, cards, t, swept_before, forced,"
                " notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(game_id, seq, *_row(log[seq])) for seq in range(same, len(log))],
            )
            self._db.execute("UPDATE games SET updated = ? WHERE id = ?", (time.time(), game_id))
        self._saved[game_id] = list(log)

    def set_hand(self, game_id: int, hand: CardSet) -> None:
        """Save the coached player's hand."""
        self._update(game_id, "hand", " ".join(hand.codes()))

    def set_house_rules(
        self, game_id: int, house_rules: HouseRules, log: Sequence[LogEntry]
    ) -> None:
        """Change a game's house rules; refused (nothing written) if its log then fails."""
        game = self._settings(game_id)
        try:
            validate_log(log, game.players, game.sides, house_rules, game.first_game, game.leader)
        except IllegalPlayError as exc:
            raise StorageError(f"refused: under those house rules the game breaks: {exc}") from exc
        self._update(game_id, "house_rules", json.dumps(house_rules.to_dict()))

    def _update(self, game_id: int, column: str, value: str) -> None:
        assert column in ("hand", "house_rules")
        with self._lock, self._db:
            cursor = self._db.execute(
                f"UPDATE games SET {column} = ?, updated = ? WHERE id = ?",
                (value, time.time(), game_id),
            )
            if cursor.rowcount == 0:
                raise GameNotFoundError(f"no saved game {game_id}")

    def _settings(self, game_id: int) -> SavedGame:
        with self._lock:
            row = self._db.execute(
                "SELECT players, sides, house_rules, first_game, leader FROM games WHERE id = ?",
                (game_id,),
            ).fetchone()
        if row is None:
            raise GameNotFoundError(f"no saved game {game_id}")
        return SavedGame(
            id=game_id,
            created=0.0,
            updated=0.0,
            players=row[0],
            sides=tuple(s for s in row[1].split(",") if s),
            house_rules=HouseRules.from_dict(json.loads(row[2])),
            first_game=bool(row[3]),
            leader=row[4],
            hand=CardSet(),
        )


def _notes(entry: LoggedPlay) -> dict[str, Any]:
    """What the tracker said of a play's reading, JSON-friendly (empty when nothing)."""
    notes: dict[str, Any] = {}
    if entry.misreads:
        notes["misreads"] = [
            [read.code, None if real is None else real.code] for read, real in entry.misreads
        ]
    if entry.inferred:
        notes["inferred"] = [card.code for card in entry.inferred]
    return notes


def _row(entry: LogEntry) -> tuple[Any, ...]:
    if isinstance(entry, LoggedPlay):
        notes = _notes(entry)
        return (
            "play",
            entry.seat,
            " ".join(entry.cards.codes()),
            entry.t,
            int(entry.swept_before),
            int(entry.forced),
            json.dumps(notes) if notes else "",
        )
    if isinstance(entry, LoggedPass):
        return ("pass", entry.seat, "", entry.t, 0, 0, "")
    return ("sweep", None, "", entry.t, 0, 0, "")


def _entry(
    kind: str,
    seat: int | None,
    cards: str,
    t: float,
    swept_before: int,
    forced: int,
    notes: str = "",
) -> LogEntry:
    if kind == "play":
        assert seat is not None
        said = json.loads(notes) if notes else {}
        if not isinstance(said, dict):
            raise ValueError(f"a play's notes are not an object: {notes!r}")
        misreads = tuple(
            (Card.parse(read), None if real is None else Card.parse(real))
            for read, real in said.get("misreads", ())
        )
        inferred = tuple(Card.parse(code) for code in said.get("inferred", ()))
        return LoggedPlay(
            parse_cards(cards),
            seat,
            t,
            bool(swept_before),
            bool(forced),
            misreads=misreads,
            inferred=inferred,
        )
    if kind == "pass":
        assert seat is not None
        return LoggedPass(seat, t)
    return LoggedSweep(t)
