"""The history file's rules that only a real SQLite file in WAL mode shows (issue 34): a damaged
history goes aside with its ``-wal`` and ``-shm`` files, none left behind for the new one; a
writer holds the write lock from the start of its transaction (``BEGIN IMMEDIATE``), so another
writer waits for it instead of slipping in between its statements and failing it mid-way, and
two processes creating the history at once do not both create it."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from core import history_file
from core.history import VERSION, History, HistoryError
from core.record import Record
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from tests.core.helpers import random_game

PAGE = 4096
CONNECT = sqlite3.connect


@pytest.fixture(scope="module")
def classic() -> Record:
    seats = (
        Seat.human("Anna"),
        Seat.ai("normal", "Ben"),
        Seat(SeatKind.REMOTE, "Carla"),
        Seat.ai("strong", "Dario"),
    )
    return Record.of_game(random_game(Setup(Rules(), seats), 1), "2026-12-01")


def _count(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("SELECT count(*) FROM games").fetchone()[0])
    finally:
        db.close()


def test_a_damaged_history_goes_aside_with_its_wal_and_shm(tmp_path: Path, classic: Record) -> None:
    """The app still has the history open (its last game in the write-ahead log, not yet in the
    file) when another process finds the file damaged: all three files go aside together."""
    path = tmp_path / "history.sqlite3"
    app = History.open(path)
    try:
        for day in range(1, 11):
            app.add(classic, date=f"2026-12-{day:02d}", duration=1.0)
        app._db.execute("PRAGMA wal_autocheckpoint = 0")
        app._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        app.add(classic, date="2026-12-11", duration=1.0)  # in the -wal only
        sides = {s: Path(f"{path}{s}") for s in ("-wal", "-shm")}
        assert all(side.stat().st_size > 0 for side in sides.values())
        before = {s: side.stat().st_ino for s, side in sides.items()}
        data = bytearray(path.read_bytes())
        assert len(data) > 4 * PAGE
        data[PAGE:] = b"\xa5" * (len(data) - PAGE)  # every page but the first overwritten
        path.write_bytes(bytes(data))

        with History.open(path) as fresh:
            aside = Path(f"{path}.corrupt-1")
            assert fresh.opened.moved_aside == aside
            assert fresh.opened.reason == "damaged" and fresh.opened.created
            for suffix, inode in before.items():
                went = Path(f"{aside}{suffix}")
                assert went.exists(), f"{suffix} left behind"
                assert went.stat().st_ino == inode
                here = Path(f"{path}{suffix}")
                assert not here.exists() or here.stat().st_ino != inode, f"{suffix} left behind"
            assert len(fresh) == 0
            fresh.add(classic, date="2026-12-12", duration=1.0)
            assert len(fresh) == 1
    finally:
        app.close()
    assert _count(path) == 1


def test_a_writer_holds_the_lock_from_its_begin_so_another_waits_and_it_never_fails_midway(
    tmp_path: Path, classic: Record
) -> None:
    """A writer's transaction reads, then writes. Another writer that comes in between finds the
    file locked (it waits with its busy timeout; here, without one, it is told at once and tries
    again later); the first one's write goes through. With a plain ``BEGIN`` the other would
    slip in and the first fail mid-transaction with "database is locked"."""
    path = tmp_path / "history.sqlite3"
    with History.open(path) as history:
        history.add(classic, date="2026-12-01", duration=1.0)
        other = sqlite3.connect(path, timeout=0, isolation_level=None)
        try:
            with history._writing():
                assert history._db.execute("SELECT count(*) FROM games").fetchone()[0] == 1
                with pytest.raises(sqlite3.OperationalError, match="locked"):
                    other.execute("BEGIN IMMEDIATE")
                # readers are not held up by the writer (write-ahead log)
                assert other.execute("SELECT count(*) FROM games").fetchone()[0] == 1
                history._db.execute("DELETE FROM seats WHERE game = 1")
                history._db.execute("DELETE FROM games WHERE id = 1")
            other.execute("BEGIN IMMEDIATE")  # its turn now
            assert other.execute("SELECT count(*) FROM games").fetchone()[0] == 0
            other.execute("ROLLBACK")
        finally:
            other.close()
        assert len(history) == 0
        history.add(classic, date="2026-12-02", duration=1.0)
        assert len(history) == 1


def test_add_and_remove_take_the_lock_before_anything_else(tmp_path: Path, classic: Record) -> None:
    """While another connection holds the write lock, add and remove wait for it (their busy
    timeout) and then fail whole, writing nothing — not half a game."""
    path = tmp_path / "history.sqlite3"
    with History.open(path) as history:
        game = history.add(classic, date="2026-12-01", duration=1.0)
        history._db.execute("PRAGMA busy_timeout = 0")
        other = sqlite3.connect(path, timeout=0, isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")
            with pytest.raises(HistoryError, match="locked"):
                history.add(classic, date="2026-12-02", duration=1.0)
            with pytest.raises(HistoryError, match="locked"):
                history.remove(game)
            other.execute("ROLLBACK")
        finally:
            other.close()
        assert [g.id for g in history.games()] == [game]
        assert history.remove(game) and len(history) == 0


def test_a_writer_that_fails_midway_leaves_nothing_and_the_file_writable(
    tmp_path: Path, classic: Record
) -> None:
    path = tmp_path / "history.sqlite3"
    with History.open(path) as history:
        with pytest.raises(RuntimeError), history._writing():
            history._db.execute(
                "INSERT INTO games (date, mode, rules, commands, record) VALUES (?, ?, ?, ?, ?)",
                ("2026-12-01", "classic", "", 0, ""),
            )
            raise RuntimeError("the seats could not be written")
        assert len(history) == 0 and not history._db.in_transaction
        history.add(classic, date="2026-12-02", duration=1.0)
        assert len(history) == 1
    assert _count(path) == 1


class _Racing:
    """A connection that lets another process try to create the history right after the
    migration read the file's schema version (the second read of it: the first is the check of
    the file), the moment where two creators could both see version 0."""

    def __init__(self, real: sqlite3.Connection, path: Path, seen: list[str]) -> None:
        self._real, self._path, self._seen = real, path, seen
        self._reads = 0

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
        cursor = self._real.execute(sql, *args)
        if sql == "PRAGMA user_version":
            self._reads += 1
            if self._reads == 2:
                other = CONNECT(self._path, timeout=0, isolation_level=None)
                try:
                    history_file._migrate(other, self._path)
                    self._seen.append("created it too")
                except history_file._Busy:
                    self._seen.append("busy")
        return cursor

    def __getattr__(self, name: str) -> object:
        return getattr(self._real, name)


def test_two_creators_at_once_create_the_history_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    seen: list[str] = []

    def racing(*args: Any, **kwargs: Any) -> object:
        return _Racing(CONNECT(*args, **kwargs), path, seen)

    monkeypatch.setattr(sqlite3, "connect", racing)
    with History.open(path) as history:
        assert seen == ["busy"]  # the other creator waits (it tries again: BUSY_PAUSE)
        assert history.opened.created and history.opened.moved_aside is None
        assert len(history) == 0
    monkeypatch.undo()
    db = sqlite3.connect(path, isolation_level=None)
    try:
        assert history_file._migrate(db, path) == (False, None)  # the retry finds it made
    finally:
        db.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == VERSION
    db.close()
    assert not list(tmp_path.glob("*.corrupt-*"))
