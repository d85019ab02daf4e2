"""The history file's edges (core/history_file.py): which SQLite errors mean "busy, try again"
(BUSY and LOCKED with their extended codes; none without a code), and moving an unusable file
aside only while it is still the file found unusable, with the words when that fails."""

from __future__ import annotations

import os
import sqlite3
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
