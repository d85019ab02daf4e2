"""The game history's file: where it is, its schema and the steps from each older version, and
opening it — created when missing, brought up to today's schema, and moved aside
(``NAME.corrupt-N``) when it is not a SQLite database, is damaged or belongs to another
program. :mod:`core.history` reads and writes the games in it."""

from __future__ import annotations

import os
import sqlite3
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

ENV = "MADN_HISTORY"  # a file that replaces the default one (tests; another place)
ORGANISATION = "madn"  # the app's data folder, as Qt's AppDataLocation names it
APPLICATION = "Mensch ärgere Dich nicht"
FILE_NAME = "history.sqlite3"
APPLICATION_ID = 0x4D41444E  # "MADN": the file is ours
BUSY_SECONDS = 15.0  # how long a writer waits for another one
BUSY_PAUSE = 0.05  # seconds between two tries to open a file another process holds
BUSY_RETRIES = round(BUSY_SECONDS / BUSY_PAUSE)

# The schema's history: MIGRATIONS[n] takes a file from version n to n + 1. Version 1 kept
# no duration; version 2 adds it and the time every command took (zlib-compressed JSON: a list
# of milliseconds, one per command; NULL when not kept).
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        f"PRAGMA application_id = {APPLICATION_ID}",
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            date TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('classic', 'event')),
            rules TEXT NOT NULL,
            commands INTEGER NOT NULL,
            record TEXT NOT NULL
        )""",
        """CREATE TABLE seats (
            game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            local INTEGER NOT NULL,
            place INTEGER,
            PRIMARY KEY (game, seat)
        )""",
        "CREATE INDEX games_by_date ON games (date, id)",
        "CREATE INDEX seats_by_name ON seats (name)",
    ),
    (
        "ALTER TABLE games ADD COLUMN duration REAL",
        "ALTER TABLE games ADD COLUMN seconds BLOB",
    ),
)
VERSION = len(MIGRATIONS)


class HistoryError(Exception):
    """The history cannot be used now (no access, a newer version's file, busy too long); the
    message says why in English. A damaged or foreign file is no error: it is moved aside."""


def default_path(environ: Mapping[str, str] | None = None) -> Path:
    """``$MADN_HISTORY`` if set, else ``history.sqlite3`` in the folder Qt's AppDataLocation
    names for the app (Linux: ``$XDG_DATA_HOME`` or ``~/.local/share``, then
    ``madn/Mensch ärgere Dich nicht``), computed without Qt."""
    env = os.environ if environ is None else environ
    if env.get(ENV):
        return Path(env[ENV]).expanduser()
    if sys.platform == "win32":
        base = Path(env.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = env.get("XDG_DATA_HOME", "")
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / ORGANISATION / APPLICATION / FILE_NAME


@dataclass(frozen=True)
class Opened:
    """How :meth:`History.open` found the file."""

    path: Path
    created: bool = False  # a new history was started
    migrated_from: int | None = None  # the older schema version the file was brought up from
    moved_aside: Path | None = None  # where an unusable file went
    reason: str = ""  # what it was: "not a database", "damaged", "another program's database"

    @property
    def message(self) -> str:
        """What to tell the person ('' when there is nothing to say)."""
        if self.moved_aside is None:
            return ""
        return (
            f"the game history {self.path} is {self.reason}: it was moved aside to "
            f"{self.moved_aside.name} and a new history was started"
        )


def open_file(target: Path) -> tuple[sqlite3.Connection, Opened]:
    """Open (create, migrate) the history at ``target``: a damaged or foreign file is moved
    aside and a new one started (the :class:`Opened` says so); :class:`HistoryError` when the
    file cannot be used at all."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise HistoryError(f"cannot create {target.parent}: {error.strerror}") from None
    moved: Path | None = None
    reason = ""
    attempts = 0
    busy = 0
    while attempts < 3:
        found = _identity(target)
        try:
            db, problem = _connect(target)
            if db is not None:
                created, migrated = _migrate(db, target)
                return db, Opened(target, created, migrated, moved, reason)
        except _Busy as error:
            # SQLite answers "locked" at once, without waiting, where waiting could deadlock
            # (two processes creating the file, one turning on the write-ahead log while the
            # other holds a lock): try again a moment later, for at most BUSY_SECONDS.
            busy += 1
            if busy > BUSY_RETRIES:
                raise HistoryError(f"the game history {target} stays busy: {error}") from None
            time.sleep(BUSY_PAUSE)
            continue
        attempts += 1
        aside = _move_aside(target, found)
        if aside is not None:
            moved, reason = aside, problem
    raise HistoryError(f"cannot start a new history at {target}")


class _Busy(Exception):
    """Another connection holds the file's lock (SQLITE_BUSY or SQLITE_LOCKED)."""


def _busy(error: sqlite3.Error) -> bool:
    name = str(getattr(error, "sqlite_errorname", ""))
    return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED"))


def _connect(path: Path) -> tuple[sqlite3.Connection | None, str]:
    """A connection to ``path`` if it is an empty file or a history; else ``None`` and why.
    Access problems (no permission, busy) raise :class:`HistoryError`."""
    try:
        db = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
    except sqlite3.Error as error:
        raise HistoryError(f"cannot open the game history {path}: {error}") from None
    try:
        db.execute("PRAGMA foreign_keys = ON")
        # One read transaction: the file's id, version and tables seen at one moment (another
        # process creating the history commits its id and tables together; read one by one,
        # a new history could look like another program's database and be moved aside).
        db.execute("BEGIN")
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        check = db.execute("PRAGMA quick_check").fetchone()[0]
        db.execute("COMMIT")
        if app_id != APPLICATION_ID and (app_id != 0 or tables):
            db.close()
            return None, "another program's database"
        if version > VERSION:
            db.close()
            raise HistoryError(
                f"the game history {path} was written by a newer version of the game "
                f"(schema {version}; this version knows {VERSION})"
            )
        if check != "ok":
            db.close()
            return None, "damaged"
        # (Switching the journal takes the file's exclusive lock: only when it is not on yet.)
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal" and (
            db.execute("PRAGMA journal_mode = WAL").fetchone()[0] != "wal"
        ):
            db.close()
            raise HistoryError(f"the game history {path} cannot use a write-ahead log")
    except sqlite3.Error as error:
        db.close()
        if _busy(error):
            raise _Busy(str(error)) from None
        reason = _UNUSABLE.get(getattr(error, "sqlite_errorname", ""))
        if reason is not None:
            return None, reason
        raise HistoryError(f"cannot open the game history {path}: {error}") from None
    return db, ""


_UNUSABLE = {"SQLITE_NOTADB": "not a database", "SQLITE_CORRUPT": "damaged"}


def _migrate(db: sqlite3.Connection, path: Path) -> tuple[bool, int | None]:
    """Bring the schema to :data:`VERSION` in one transaction (another process may be doing
    the same: the version is read again under the write lock); (created, migrated from)."""
    try:
        db.execute("BEGIN IMMEDIATE")
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        for step in range(version, VERSION):
            for statement in MIGRATIONS[step]:
                db.execute(statement)
            db.execute(f"PRAGMA user_version = {step + 1}")
        db.execute("COMMIT")
    except sqlite3.Error as error:
        db.close()
        if _busy(error):
            raise _Busy(str(error)) from None
        raise HistoryError(f"cannot prepare the game history {path}: {error}") from None
    if version == VERSION:
        return False, None
    return (True, None) if version == 0 else (False, version)


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_dev, stat.st_ino


def _move_aside(path: Path, found: tuple[int, int] | None) -> Path | None:
    """Rename ``path`` (and its ``-wal``/``-shm`` files) to the first free ``.corrupt-N``;
    ``None`` when ``path`` is no longer the file that was ``found`` unusable (another process
    moved it aside already and may have started the new history)."""
    if found is None or _identity(path) != found:
        return None
    n = 1
    while Path(f"{path}.corrupt-{n}").exists():
        n += 1
    aside = Path(f"{path}.corrupt-{n}")
    try:
        os.replace(path, aside)
        for suffix in ("-wal", "-shm"):
            side = Path(f"{path}{suffix}")
            if side.exists():
                os.replace(side, Path(f"{aside}{suffix}"))
    except FileNotFoundError:
        return None  # another process moved it first
    except OSError as error:
        raise HistoryError(f"cannot move the unreadable history {path} aside: {error}") from None
    return aside
