"""The history file's errors and their words (core/history_file.py, issue 34): a file that opens
but fails SQLite's quick check is "damaged"; a file that keeps its old journal cannot use a
write-ahead log; a lock held by another connection is "busy, try again" with SQLite's words, in
the check of the file and in the migration; any other SQLite error refuses the file with the
path and SQLite's words."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from core import history_file
from core.history_file import APPLICATION_ID, HistoryError

CONNECT = sqlite3.connect


class _Answering:
    """A real connection that answers ``statement`` with ``answer`` (a cursor of another
    statement, or an error to raise): SQLite's trouble at one chosen statement."""

    def __init__(self, real: sqlite3.Connection, statement: str, answer: str | Exception) -> None:
        self._real, self._statement, self._answer = real, statement, answer

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
        if sql == self._statement:
            if isinstance(self._answer, Exception):
                raise self._answer
            return self._real.execute(self._answer)
        return self._real.execute(sql, *args)

    def __getattr__(self, name: str) -> object:
        return getattr(self._real, name)


def _answering(monkeypatch: pytest.MonkeyPatch, statement: str, answer: str | Exception) -> None:
    def connect(*args: Any, **kwargs: Any) -> object:
        return _Answering(CONNECT(*args, **kwargs), statement, answer)

    monkeypatch.setattr(sqlite3, "connect", connect)


def test_a_history_that_opens_but_fails_the_quick_check_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    db, _ = history_file.open_file(path)
    db.execute(
        "INSERT INTO games (id, date, mode, rules, commands, record)"
        " VALUES (1, '2026-01-01', 'classic', 'r', 0, 'x')"
    )
    # A constraint the stored row breaks: the file reads, but SQLite's quick check fails.
    db.execute("PRAGMA writable_schema = ON")
    db.execute(
        "UPDATE sqlite_master SET sql = replace(sql, 'record TEXT NOT NULL',"
        " 'record TEXT NOT NULL CHECK (record = ''y'')') WHERE name = 'games'"
    )
    db.close()
    check = CONNECT(path)
    try:
        assert check.execute("PRAGMA quick_check").fetchone()[0] != "ok"
    finally:
        check.close()
    assert history_file._connect(path) == (None, "damaged")
    db, opened = history_file.open_file(path)
    db.close()
    assert (opened.moved_aside, opened.reason) == (Path(f"{path}.corrupt-1"), "damaged")
    assert opened.created


def test_a_file_that_keeps_its_old_journal_cannot_use_a_write_ahead_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.sqlite3"
    # Where WAL is not possible SQLite keeps the old mode and answers it.
    _answering(monkeypatch, "PRAGMA journal_mode = WAL", "PRAGMA journal_mode")
    with pytest.raises(HistoryError) as refused:
        history_file._connect(path)
    assert str(refused.value) == f"the game history {path} cannot use a write-ahead log"


def test_a_lock_held_while_the_file_is_checked_is_busy_in_sqlite_s_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.sqlite3"
    other = CONNECT(path, isolation_level=None)  # a new file: rollback journal, not WAL yet
    try:
        other.execute("BEGIN EXCLUSIVE")  # another process creating or switching the file
        monkeypatch.setattr(history_file, "BUSY_SECONDS", 0.0)  # no 15 s wait in the test
        with pytest.raises(history_file._Busy) as busy:
            history_file._connect(path)
        assert str(busy.value) == "database is locked"
    finally:
        other.close()


def test_a_lock_held_during_the_migration_is_busy_in_sqlite_s_words(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    other = CONNECT(path, isolation_level=None)
    other.execute("PRAGMA journal_mode = WAL")
    db = CONNECT(path, timeout=0, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another process writing (creating the history)
        with pytest.raises(history_file._Busy) as busy:
            history_file._migrate(db, path)
        assert str(busy.value) == "database is locked"
    finally:
        other.close()
        db.close()


def test_another_sqlite_error_in_the_check_refuses_the_file_in_these_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.sqlite3"
    failure = sqlite3.OperationalError("disk I/O error")
    failure.sqlite_errorname = "SQLITE_IOERR"
    _answering(monkeypatch, "PRAGMA quick_check", failure)
    with pytest.raises(HistoryError) as refused:
        history_file.open_file(path)
    assert str(refused.value) == f"cannot open the game history {path}: disk I/O error"


def test_a_migration_that_fails_refuses_the_file_with_its_path_in_these_words(
    tmp_path: Path,
) -> None:
    path = tmp_path / "h.sqlite3"
    db = CONNECT(path, isolation_level=None)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")  # ours, at version 0 ...
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")  # ... with a table in the way
    db.close()
    with pytest.raises(HistoryError) as refused:
        history_file.open_file(path)
    assert str(refused.value) == (
        f"cannot prepare the game history {path}: table games already exists"
    )
    assert not list(tmp_path.glob("*.corrupt-*"))  # refused, not moved aside
