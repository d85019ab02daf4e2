"""The history of finished games: one SQLite file that the app and ``madn host``/``join`` add to.

Each game is a row of ``games`` (date, mode, rules, duration, number of commands, the ``.madn``
record itself and, optionally, the seconds each command took) and one row of ``seats`` per
player (name, kind as a record writes it, played here or elsewhere, place)::

    with History.open() as history:           # default_path(): the app's data folder
        game_id = history.add(record, date="2026-12-01T14:03:00", duration=754.0)
        for entry in history.games(mode="classic", player="Anna"):
            ...
        record = history.record(game_id)      # a replay, or its statistics

The file is written in WAL mode with a busy timeout, every change in one ``BEGIN IMMEDIATE``
transaction, so two processes adding at once both get their games in. It carries its own
application id and a schema version: :data:`MIGRATIONS` lists the steps from an empty file to
today's schema, and an older file takes the steps it lacks when opened. A file that is not a
SQLite database, is damaged, or belongs to another program is moved aside (``NAME.corrupt-N``)
and a new one started; :attr:`History.opened` tells the caller so it can say it
(docs/cli.md, ``madn history``). The file itself — its place, schema and opening — is
:mod:`core.history_file`. Dates and durations are passed in: core reads no clock.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
import zlib
from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from types import TracebackType

from core.history_file import (
    APPLICATION_ID,
    ENV,
    FILE_NAME,
    MIGRATIONS,
    VERSION,
    HistoryError,
    Opened,
    default_path,
    open_file,
)
from core.record import Record, RecordError, dumps, loads
from core.setup import Seat, SeatKind, Setup

__all__ = [
    "APPLICATION_ID",
    "ENV",
    "FILE_NAME",
    "MIGRATIONS",
    "VERSION",
    "GameEntry",
    "History",
    "HistoryError",
    "Opened",
    "SeatEntry",
    "Tally",
    "default_path",
    "mode_of",
    "seen_here",
    "wins_over_time",
]


def mode_of(record: Record) -> str:
    return "event" if record.setup.rules.event_mode else "classic"


def seen_here(setup: Setup, here: Mapping[int, Seat], remote: Collection[int] = ()) -> Setup:
    """The setup as one computer's history keeps a LAN game: the seats in ``here`` with the
    player that played them at this computer (its name: the setup's), those in ``remote`` as
    ``remote`` (a person at another computer), every other seat as the setup says."""
    seats = list(setup.seats)
    for seat, player in here.items():
        seats[seat] = Seat(player.kind, setup.name(seat), player.level)
    for seat in remote:
        if seat not in here:
            seats[seat] = Seat(SeatKind.REMOTE, setup.name(seat))
    return setup.with_seats(tuple(seats))


# The record's ``Taken back: N`` header line, read in SQL from the kept text (no replay): a
# header line is the only place a newline is followed by those words (names are one line).
_LINE = "char(10) || 'Taken back: '"
TAKEN_BACK = (
    f"CASE WHEN instr(record, {_LINE}) > 0"
    f" THEN CAST(substr(record, instr(record, {_LINE}) + 13) AS INTEGER) ELSE 0 END"
)


@dataclass(frozen=True)
class SeatEntry:
    seat: int
    name: str
    kind: str  # "human", "ai:LEVEL" or "remote", as the record writes it
    local: bool  # played at this computer
    place: int | None  # None: not ranked


@dataclass(frozen=True)
class GameEntry:
    """One game of the history, without its record (:meth:`History.record` reads that)."""

    id: int
    date: str
    mode: str
    rules: str
    commands: int
    duration: float | None  # seconds; None for games of schema 1
    seats: tuple[SeatEntry, ...]
    timed: bool  # the seconds of every command are kept (:meth:`History.seconds`)
    taken_back: int = 0  # the moves taken back with Undo (the record's ``Taken back`` line)

    @property
    def ranking(self) -> tuple[tuple[int, int], ...]:
        """``(seat, place)``, best first (a record's ``Result``)."""
        placed = sorted((s.place, s.seat) for s in self.seats if s.place is not None)
        return tuple((seat, place) for place, seat in placed)

    @property
    def winner(self) -> SeatEntry | None:
        return next((s for s in self.seats if s.place == 1), None)

    def to_json(self) -> dict[str, object]:
        """The object ``madn history --json`` prints (docs/cli.md), keys in this order."""
        return {
            "date": self.date,
            "mode": self.mode,
            "rules": self.rules,
            "seats": [{"seat": s.seat, "name": s.name, "kind": s.kind} for s in self.seats],
            "ranking": {str(seat): place for seat, place in self.ranking},
            "commands": self.commands,
        }


@dataclass(frozen=True)
class Tally:
    """Games and wins of one player: a person by name (``kind`` "person": human or remote
    seats), or an AI level (``kind`` "ai", ``who`` ``ai:LEVEL``) whatever its seats were named.
    ``who`` is what :meth:`History.games`' ``player`` and :func:`wins_over_time` take."""

    kind: str
    who: str
    games: int
    wins: int


class History:
    """An open history file (a context manager; :meth:`open` makes one)."""

    def __init__(self, connection: sqlite3.Connection, opened: Opened) -> None:
        self._db = connection
        self.opened = opened

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None) -> History:
        """Open (create, migrate) the history at ``path`` (default :func:`default_path`).
        A damaged or foreign file is moved aside and a new one started (:attr:`opened`);
        :class:`HistoryError` when the file cannot be used at all."""
        return cls(*open_file(default_path() if path is None else Path(path)))

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> History:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    # --- writing -----------------------------------------------------------------------------
    def add(
        self,
        record: Record,
        *,
        date: str,
        duration: float | None,
        seconds: Sequence[float] | None = None,
        local_seats: Collection[int] | None = None,
    ) -> int:
        """Add a finished game; its id. ``date`` is ISO 8601 (when it ended), ``duration`` its
        seconds (None: unknown), ``seconds`` those of every command (optional), ``local_seats``
        the seats played at this computer (default: every seat the record does not call
        ``remote``). ``ValueError`` for a game that is not over or values that do not fit, and
        :class:`~core.record.RecordError` (one) for a record that does not load as written."""
        setup = record.setup
        if not record.result:
            raise ValueError("only a finished game goes into the history (no Result)")
        text = dumps(record)
        loads(text)  # what is kept can be read back: every command replayed, the result checked
        _check_date(date)
        if duration is not None and not (math.isfinite(duration) and duration >= 0):
            raise ValueError(f"a duration is a number of seconds, not {duration!r}")
        timing = None if seconds is None else _seconds_blob(seconds, len(record.commands))
        occupied = setup.occupied
        if local_seats is None:
            local = {s for s in occupied if setup.seats[s].kind is not SeatKind.REMOTE}
        else:
            local = set(local_seats)
            if not local <= set(occupied):
                raise ValueError(f"local seats {sorted(local)} are not all in the game")
        places = dict(record.result)
        with self._writing():
            cursor = self._db.execute(
                "INSERT INTO games (date, mode, rules, commands, record, duration, seconds)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    date,
                    mode_of(record),
                    setup.rules.flags(),
                    len(record.commands),
                    text,
                    duration,
                    timing,
                ),
            )
            game_id = int(cursor.lastrowid or 0)
            self._db.executemany(
                "INSERT INTO seats (game, seat, name, kind, local, place)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (
                        game_id,
                        s,
                        setup.name(s),
                        setup.seats[s].label,
                        int(s in local),
                        places.get(s),
                    )
                    for s in occupied
                ],
            )
        return game_id

    def remove(self, game_id: int) -> bool:
        """Forget a game; whether it was there."""
        with self._writing():
            self._db.execute("DELETE FROM seats WHERE game = ?", (game_id,))
            gone = self._db.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount
        return gone > 0

    # --- reading -----------------------------------------------------------------------------
    def games(
        self, mode: str | None = None, player: str | None = None, limit: int | None = None
    ) -> list[GameEntry]:
        """The games, newest first; ``mode`` "classic" or "event"; ``player`` a seat's name or
        kind (``ai:strong``); at most ``limit``."""
        where, args = _filters(mode, player)
        tail = "" if limit is None else f" LIMIT {int(limit)}"
        return self._entries(f"{where} ORDER BY date DESC, id DESC{tail}", args)

    def game(self, game_id: int) -> GameEntry:
        """One game's entry; ``KeyError`` when there is none."""
        found = self._entries(" WHERE id = ?", [game_id])
        if not found:
            raise KeyError(game_id)
        return found[0]

    def _entries(self, tail: str, args: Sequence[object]) -> list[GameEntry]:
        columns = f"id, date, mode, rules, commands, duration, seconds IS NOT NULL, {TAKEN_BACK}"
        with self._reading():
            rows = self._db.execute(f"SELECT {columns} FROM games{tail}", args).fetchall()
            seats: dict[int, list[SeatEntry]] = {}
            ids = [row[0] for row in rows]
            for start in range(0, len(ids), 500):  # (SQLite's limit of host parameters)
                part = ids[start : start + 500]
                marks = ",".join("?" * len(part))
                for game, seat, name, kind, local, place in self._db.execute(
                    "SELECT game, seat, name, kind, local, place FROM seats"
                    f" WHERE game IN ({marks}) ORDER BY game, seat",
                    part,
                ):
                    entry = SeatEntry(seat, name, kind, bool(local), place)
                    seats.setdefault(game, []).append(entry)
        return [
            GameEntry(i, d, m, r, c, u, tuple(seats.get(i, ())), bool(t), int(b or 0))
            for i, d, m, r, c, u, t, b in rows
        ]

    def record(self, game_id: int) -> Record:
        """The game's record, replayed and checked (:func:`core.record.loads`); ``KeyError``
        when there is no such game, :class:`~core.record.RecordError` when it does not load."""
        text = self._value("SELECT record FROM games WHERE id = ?", game_id)
        if not isinstance(text, str):
            raise RecordError("the history's copy of this game is damaged", "not_a_record")
        return loads(text)

    def seconds(self, game_id: int) -> list[float] | None:
        """The seconds each command took, when they were kept; ``KeyError`` for no game."""
        blob = self._value("SELECT seconds FROM games WHERE id = ?", game_id)
        if not isinstance(blob, bytes):
            return None
        try:
            values = json.loads(zlib.decompress(blob))
        except (zlib.error, ValueError):
            return None  # (damaged: as if never kept)
        if not isinstance(values, list) or not all(isinstance(v, int) for v in values):
            return None
        return [v / 1000 for v in values]

    def wins(self, mode: str | None = None) -> list[Tally]:
        """Games and wins per person (by name) and per AI level, most wins first: the games
        it played (two seats of one level in a game: one game) and the games it won."""
        where, args = _filters(mode, None)
        sql = f"""
            SELECT CASE WHEN kind LIKE 'ai:%' THEN 'ai' ELSE 'person' END AS who_kind,
                   CASE WHEN kind LIKE 'ai:%' THEN kind ELSE name END AS who,
                   count(DISTINCT game), count(DISTINCT CASE WHEN place = 1 THEN game END)
            FROM seats WHERE game IN (SELECT id FROM games{where})
            GROUP BY who_kind, who ORDER BY sum(place = 1) DESC, count(*) DESC, who_kind, who"""
        with self._reading():
            rows = self._db.execute(sql, args).fetchall()
        return [Tally(k, w, int(n), int(won or 0)) for k, w, n, won in rows]

    def players(self) -> list[str]:
        """Every name and AI kind (``ai:LEVEL``) a seat had, for a filter's choices."""
        with self._reading():
            rows = self._db.execute(
                "SELECT DISTINCT CASE WHEN kind LIKE 'ai:%' THEN kind ELSE name END FROM seats"
            ).fetchall()
        return sorted(str(row[0]) for row in rows)

    def __len__(self) -> int:
        with self._reading():
            return int(self._db.execute("SELECT count(*) FROM games").fetchone()[0])

    # --- the connection ----------------------------------------------------------------------
    def _value(self, sql: str, game_id: int) -> object:
        with self._reading():
            row = self._db.execute(sql, (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return row[0]

    @contextmanager
    def _writing(self) -> Iterator[None]:
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
        except sqlite3.Error as error:
            raise HistoryError(f"cannot write the game history: {error}") from None

    @contextmanager
    def _reading(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.Error as error:
            raise HistoryError(f"cannot read the game history: {error}") from None


def wins_over_time(entries: Sequence[GameEntry], who: str) -> list[tuple[str, int, int]]:
    """For a plot: ``(date, games, wins)`` after each game of ``who`` (a name or ``ai:LEVEL``),
    oldest first, from :meth:`History.games`' entries."""
    points: list[tuple[str, int, int]] = []
    games = wins = 0
    for entry in sorted(entries, key=lambda e: (e.date, e.id)):
        mine = [s for s in entry.seats if _plays_as(s.name, s.kind, who)]
        if mine:
            games += 1
            wins += any(s.place == 1 for s in mine)
            points.append((entry.date, games, wins))
    return points


def _plays_as(name: str, kind: str, who: str) -> bool:
    """Whether a seat is ``who``'s: an AI level's seats by their kind, a person's (human or
    remote) by their name — an AI seat named as a person is not that person's."""
    if who.startswith("ai:"):
        return kind == who
    return name == who and not kind.startswith("ai:")


def _check_date(date: str) -> None:
    try:
        datetime.fromisoformat(date)
    except (TypeError, ValueError):
        raise ValueError(f"a date is ISO 8601 (2026-12-01T14:03:00), not {date!r}") from None


def _seconds_blob(seconds: Sequence[float], commands: int) -> bytes:
    values = [float(s) for s in seconds]
    if len(values) != commands:
        raise ValueError(f"{len(values)} seconds for {commands} commands")
    if not all(math.isfinite(v) and v >= 0 for v in values):
        raise ValueError("seconds are finite and not negative")
    # Whole milliseconds that add up as the seconds do (no rounding error piles up).
    total, before, millis = 0.0, 0, []
    for value in values:
        total += value
        now = round(total * 1000)
        millis.append(now - before)
        before = now
    text = json.dumps(millis, separators=(",", ":"))
    return zlib.compress(text.encode("ascii"), 9)


def _filters(mode: str | None, player: str | None) -> tuple[str, list[object]]:
    clauses: list[str] = []
    args: list[object] = []
    if mode is not None:
        if mode not in ("classic", "event"):
            raise ValueError(f"mode is classic or event, not {mode!r}")
        clauses.append("mode = ?")
        args.append(mode)
    if player is not None:
        # As _plays_as: an AI level by its kind, a person by the name of a seat no AI played.
        clauses.append(
            "id IN (SELECT game FROM seats WHERE kind = ? OR (name = ? AND kind NOT LIKE 'ai:%'))"
        )
        args += [player, player]
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), args
