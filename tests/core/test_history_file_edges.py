"""The history file's edges (core/history_file.py): which SQLite errors mean "busy, try again"
(BUSY and LOCKED with their extended codes; none without a code), and moving an unusable file
aside only while it is still the file found unusable, with the words when that fails."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import pytest

from core import history_file
from core.history_file import HistoryError


def _error(name: str | None) -> sqlite3.Error:
    error = sqlite3.OperationalError("database is locked")
    if name is not None:
        error.sqlite_errorname = name
    return error


@pytest.mark.parametrize(
    "name", ["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_LOCKED", "SQLITE_LOCKED_SHAREDCACHE"]
)
def test_busy_and_locked_with_their_extended_codes_mean_try_again(name: str) -> None:
    assert history_file._busy(_error(name))


@pytest.mark.parametrize("name", ["SQLITE_CORRUPT", "SQLITE_NOTADB", "SQLITE_IOERR", ""])
def test_other_sqlite_errors_are_not_busy(name: str) -> None:
    assert not history_file._busy(_error(name))


def test_an_error_without_sqlite_s_code_is_not_busy() -> None:
    db = sqlite3.connect(":memory:")
    db.close()
    with pytest.raises(sqlite3.ProgrammingError) as closed:
        db.execute("SELECT 1")
    assert not hasattr(closed.value, "sqlite_errorname")
    assert not history_file._busy(closed.value)
    assert not history_file._busy(_error(None))


def test_a_file_that_was_not_there_when_found_unusable_is_not_moved(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"another process's new history")
    assert history_file._move_aside(path, None) is None
    assert path.exists() and not Path(f"{path}.corrupt-1").exists()


def test_a_file_replaced_since_it_was_found_unusable_is_not_moved(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"the unusable file")
    found = history_file._identity(path)
    os.replace(path, tmp_path / "elsewhere")
    path.write_bytes(b"another process's new history")
    assert history_file._identity(path) != found
    assert history_file._move_aside(path, found) is None
    assert path.read_bytes() == b"another process's new history"
    assert not Path(f"{path}.corrupt-1").exists()


def test_the_unusable_file_still_found_is_moved_to_the_first_free_name(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"the unusable file")
    Path(f"{path}.corrupt-1").write_bytes(b"an older one")
    assert history_file._move_aside(path, history_file._identity(path)) == Path(f"{path}.corrupt-2")
    assert not path.exists()


def test_a_file_that_cannot_be_moved_aside_is_an_error_in_these_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"the unusable file")
    denied = PermissionError(13, "Permission denied")

    def refuse(source: object, target: object) -> None:
        raise denied

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(HistoryError) as failed:
        history_file._move_aside(path, history_file._identity(path))
    assert str(failed.value) == f"cannot move the unreadable history {path} aside: {denied}"


# --- opening: how often it tries, and its words -------------------------------------------------
class _Tries:
    """Stands in for ``_connect``: busy ``busy`` times, then unusable ``unusable`` times, then
    the real connection."""

    def __init__(self, busy: int, unusable: int) -> None:
        self.busy, self.unusable, self.calls = busy, unusable, 0
        self.real = history_file._connect

    def __call__(self, path: Path) -> tuple[sqlite3.Connection | None, str]:
        self.calls += 1
        if self.busy > 0:
            self.busy -= 1
            raise history_file._Busy("database is locked")
        if self.unusable > 0:
            self.unusable -= 1
            return None, "damaged"
        return self.real(path)


@pytest.fixture
def pauses(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    slept: list[float] = []
    monkeypatch.setattr(time, "sleep", slept.append)
    return slept


def test_a_busy_file_is_tried_again_busy_retries_times_then_refused_in_these_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pauses: list[float]
) -> None:
    assert history_file.BUSY_RETRIES == 300  # 15 s in pauses of 0.05 s
    target = tmp_path / "h.sqlite3"
    tries = _Tries(busy=history_file.BUSY_RETRIES + 1, unusable=0)
    monkeypatch.setattr(history_file, "_connect", tries)
    with pytest.raises(HistoryError) as busy:
        history_file.open_file(target)
    assert str(busy.value) == f"the game history {target} stays busy: database is locked"
    assert tries.calls == history_file.BUSY_RETRIES + 1
    assert pauses == [history_file.BUSY_PAUSE] * history_file.BUSY_RETRIES


def test_a_file_free_at_the_last_retry_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pauses: list[float]
) -> None:
    tries = _Tries(busy=history_file.BUSY_RETRIES, unusable=0)
    monkeypatch.setattr(history_file, "_connect", tries)
    db, opened = history_file.open_file(tmp_path / "h.sqlite3")
    db.close()
    assert opened.created and tries.calls == history_file.BUSY_RETRIES + 1
    assert len(pauses) == history_file.BUSY_RETRIES


def test_an_unusable_file_is_moved_aside_at_most_three_times(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pauses: list[float]
) -> None:
    target = tmp_path / "h.sqlite3"
    target.write_bytes(b"unusable")
    monkeypatch.setattr(history_file, "_connect", _Tries(busy=0, unusable=2))
    db, opened = history_file.open_file(target)
    db.close()
    assert (opened.moved_aside, opened.reason) == (Path(f"{target}.corrupt-1"), "damaged")
    assert opened.message == (
        f"the game history {target} is damaged: it was moved aside to h.sqlite3.corrupt-1 and"
        " a new history was started"
    )
    tries = _Tries(busy=0, unusable=3)
    monkeypatch.setattr(history_file, "_connect", tries)
    with pytest.raises(HistoryError) as given_up:
        history_file.open_file(target)
    assert str(given_up.value) == f"cannot start a new history at {target}"
    assert tries.calls == 3 and pauses == []


def test_a_folder_that_cannot_be_made_is_refused_in_these_words(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(HistoryError) as refused:
        history_file.open_file(blocker / "h.sqlite3")
    assert str(refused.value) == f"cannot create {blocker}: File exists"


def test_a_newer_schema_is_refused_in_these_words(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    db, _ = history_file.open_file(path)
    db.execute(f"PRAGMA user_version = {history_file.VERSION + 1}")
    db.close()
    with pytest.raises(HistoryError) as newer:
        history_file.open_file(path)
    assert str(newer.value) == (
        f"the game history {path} was written by a newer version of the game (schema "
        f"{history_file.VERSION + 1}; this version knows {history_file.VERSION})"
    )


def test_the_connection_waits_busy_seconds_and_leaves_transactions_to_the_history(
    tmp_path: Path,
) -> None:
    db, _ = history_file.open_file(tmp_path / "h.sqlite3")
    try:
        assert db.execute("PRAGMA busy_timeout").fetchone()[0] == 15_000  # BUSY_SECONDS
        assert db.isolation_level is None  # no implicit BEGIN: the history begins its own
    finally:
        db.close()


def test_a_path_sqlite_cannot_open_is_refused_in_these_words(tmp_path: Path) -> None:
    folder = tmp_path / "h.sqlite3"
    folder.mkdir()
    with pytest.raises(HistoryError) as refused:
        history_file.open_file(folder)
    assert str(refused.value) == (
        f"cannot open the game history {folder}: unable to open database file"
    )


def test_missing_folders_on_the_way_are_made(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "h.sqlite3"
    db, opened = history_file.open_file(target)
    db.close()
    assert opened.created and target.exists()
    assert opened.reason == "" and opened.moved_aside is None  # nothing to tell


def test_history_open_without_a_path_opens_madn_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.history import History

    target = tmp_path / "mine.sqlite3"
    monkeypatch.setenv(history_file.ENV, str(target))
    with History.open() as history:
        assert history.opened.path == target and history.opened.created
