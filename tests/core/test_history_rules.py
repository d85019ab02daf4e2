"""The history's rules at their edges (core/history.py, core/history_file.py): the seconds kept
per command (0 is a time, infinity and negatives are not; a damaged copy reads as none), the
errors and their exact words, the wins filtered by mode and counted over time, whose seat is
whose, a remote seat keeping its name, and where the file lies on each platform."""

from __future__ import annotations

import math
import sqlite3
import sys
import zlib
from pathlib import Path

import pytest

from core import history_file
from core.history import History, HistoryError, seen_here, wins_over_time
from core.record import Record, RecordError
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from tests.core.helpers import random_game

APP = Path("madn") / "Mensch ärgere Dich nicht" / "history.sqlite3"


def _setup(event: bool = False) -> Setup:
    seats = (
        Seat.human("Anna"),
        Seat.human("Ben"),
        Seat(SeatKind.REMOTE, "Carla"),
        Seat.ai("strong", "Dario"),
    )
    return Setup(Rules(event_mode=event), seats)


def _record(seed: int, event: bool = False) -> Record:
    return Record.of_game(random_game(_setup(event), seed), "2026-12-01")


@pytest.fixture(scope="module")
def classic() -> Record:
    return _record(1)


@pytest.fixture(scope="module")
def event() -> Record:
    return _record(2, event=True)


def _winner_name(record: Record) -> str:
    (seat,) = [s for s, place in record.result if place == 1]
    return record.setup.name(seat)


# --- the seconds of every command -----------------------------------------------------------
def test_zero_seconds_is_a_time_that_is_kept(tmp_path: Path, classic: Record) -> None:
    zeros = [0.0] * len(classic.commands)
    with History.open(tmp_path / "h.sqlite3") as history:
        game = history.add(classic, date="2026-12-01", duration=0.0, seconds=zeros)
        assert history.seconds(game) == zeros


@pytest.mark.parametrize("bad", [math.inf, -math.inf, math.nan, -0.001])
def test_seconds_that_are_not_finite_or_negative_are_refused_in_these_words(
    tmp_path: Path, classic: Record, bad: float
) -> None:
    seconds = [0.5] * len(classic.commands)
    seconds[-1] = bad
    with History.open(tmp_path / "h.sqlite3") as history:
        with pytest.raises(ValueError) as refused:
            history.add(classic, date="2026-12-01", duration=1.0, seconds=seconds)
        assert str(refused.value) == "seconds are finite and not negative"
        assert len(history) == 0


def _store_seconds(path: Path, game: int, blob: object) -> None:
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE games SET seconds = ? WHERE id = ?", (blob, game))
    db.close()


@pytest.mark.parametrize(
    "kept",
    [
        b"5",  # JSON, but no list
        b'{"a": 1}',  # JSON, a mapping
        b'[250, "x"]',  # a list with something that is no number of milliseconds
        b"[250, 1.5]",  # a list with a fraction of a millisecond
    ],
)
def test_seconds_kept_as_anything_but_a_list_of_whole_milliseconds_read_as_none(
    tmp_path: Path, classic: Record, kept: bytes
) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        game = history.add(classic, date="2026-12-01", duration=1.0)
    _store_seconds(path, game, zlib.compress(kept))
    with History.open(path) as history:
        assert history.seconds(game) is None


def test_a_record_kept_as_something_else_than_text_is_a_damaged_copy(
    tmp_path: Path, classic: Record
) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        game = history.add(classic, date="2026-12-01", duration=1.0)
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE games SET record = ? WHERE id = ?", (b"\x00\x01", game))
    db.close()
    with History.open(path) as history, pytest.raises(RecordError) as damaged:
        history.record(game)
    assert str(damaged.value) == "the history's copy of this game is damaged"
    assert damaged.value.code == "not_a_record"


def test_a_game_that_is_not_there_is_a_key_error_naming_its_id(tmp_path: Path) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        with pytest.raises(KeyError) as no_game:
            history.game(41)
        assert no_game.value.args == (41,)
        with pytest.raises(KeyError) as no_record:
            history.record(42)
        assert no_record.value.args == (42,)
        with pytest.raises(KeyError) as no_seconds:
            history.seconds(43)
        assert no_seconds.value.args == (43,)


# --- wins -----------------------------------------------------------------------------------
def test_wins_by_mode_count_only_that_mode_s_games(
    tmp_path: Path, classic: Record, event: Record
) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        history.add(classic, date="2026-12-01T10:00:00", duration=1.0)
        history.add(classic, date="2026-12-01T11:00:00", duration=1.0)
        history.add(event, date="2026-12-01T12:00:00", duration=1.0)
        for mode, games in (("classic", 2), ("event", 1), (None, 3)):
            tallies = history.wins(mode)
            assert {t.who: t.games for t in tallies} == {
                "Anna": games,
                "Ben": games,
                "Carla": games,
                "ai:strong": games,
            }, mode
            assert sum(t.wins for t in tallies) == games, mode
        classic_winner = _winner_name(classic)
        (tally,) = [t for t in history.wins("classic") if t.who == classic_winner]
        assert tally.wins == 2


def test_wins_over_time_add_up_every_win(tmp_path: Path, classic: Record) -> None:
    winner = _winner_name(classic)
    with History.open(tmp_path / "h.sqlite3") as history:
        for hour in (10, 11, 12):
            history.add(classic, date=f"2026-12-01T{hour}:00:00", duration=1.0)
        points = wins_over_time(history.games(), winner)
    assert [(games, wins) for _, games, wins in points] == [(1, 1), (2, 2), (3, 3)]


def test_a_person_s_games_over_time_are_the_seats_with_their_name_only(
    tmp_path: Path, classic: Record
) -> None:
    winner = _winner_name(classic)
    loser = next(n for n in ("Anna", "Ben", "Carla") if n != winner)
    with History.open(tmp_path / "h.sqlite3") as history:
        history.add(classic, date="2026-12-01T10:00:00", duration=1.0)
        history.add(classic, date="2026-12-01T11:00:00", duration=1.0)
        entries = history.games()
    assert [(g, w) for _, g, w in wins_over_time(entries, loser)] == [(1, 0), (2, 0)]
    assert [(g, w) for _, g, w in wins_over_time(entries, "Nobody")] == []


# --- a LAN game as this computer keeps it -----------------------------------------------------
def test_a_remote_seat_keeps_its_player_s_name() -> None:
    setup = _setup()
    kept = seen_here(setup, {1: Seat.human("Ben")}, remote=[0])
    assert kept.seats[0] == Seat(SeatKind.REMOTE, "Anna")
    assert kept.seats[1] == Seat(SeatKind.HUMAN, "Ben")


# --- where the file lies --------------------------------------------------------------------
@pytest.fixture
def linux(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    home = tmp_path / "home"
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv(history_file.ENV, raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    return home


def test_xdg_data_home_when_set_and_absolute(linux: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    assert history_file.default_path({"XDG_DATA_HOME": str(data)}) == data / APP


@pytest.mark.parametrize("xdg", [None, "", "relative/dir", "data"])
def test_xdg_data_home_unset_empty_or_relative_means_local_share(
    linux: Path, xdg: str | None
) -> None:
    environ = {} if xdg is None else {"XDG_DATA_HOME": xdg}
    assert history_file.default_path(environ) == linux / ".local" / "share" / APP


def test_without_a_mapping_the_process_environment_is_read(
    linux: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert history_file.default_path() == linux / ".local" / "share" / APP
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert history_file.default_path() == tmp_path / "data" / APP
    monkeypatch.setenv(history_file.ENV, str(tmp_path / "mine.sqlite3"))
    assert history_file.default_path() == tmp_path / "mine.sqlite3"


def test_madn_history_wins_over_every_folder_and_an_empty_one_is_unset(
    linux: Path, tmp_path: Path
) -> None:
    mine = tmp_path / "mine.sqlite3"
    assert history_file.default_path({history_file.ENV: str(mine), "XDG_DATA_HOME": "/x"}) == mine
    assert history_file.default_path({history_file.ENV: "~/h.sqlite3"}) == linux / "h.sqlite3"
    empty = {history_file.ENV: "", "XDG_DATA_HOME": str(tmp_path)}
    assert history_file.default_path(empty) == tmp_path / APP


def test_windows_uses_appdata_or_the_roaming_folder(
    linux: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    appdata = tmp_path / "appdata"
    both = {"APPDATA": str(appdata), "XDG_DATA_HOME": str(tmp_path / "xdg")}
    assert history_file.default_path(both) == appdata / APP
    assert history_file.default_path({}) == linux / "AppData" / "Roaming" / APP
    assert history_file.default_path({"APPDATA": ""}) == linux / "AppData" / "Roaming" / APP


def test_macos_uses_application_support(
    linux: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    xdg = {"XDG_DATA_HOME": str(tmp_path / "xdg"), "APPDATA": str(tmp_path / "appdata")}
    assert history_file.default_path(xdg) == linux / "Library" / "Application Support" / APP


# --- what add refuses, in its words ---------------------------------------------------------
def test_add_refuses_in_these_words_and_writes_nothing(tmp_path: Path, classic: Record) -> None:
    unfinished = Record.of_game(random_game(_setup(), 1, commands=40), "2026-12-01")
    n = len(classic.commands)
    with History.open(tmp_path / "h.sqlite3") as history:
        cases: list[tuple[dict[str, object], Record, str]] = [
            ({}, unfinished, "only a finished game goes into the history (no Result)"),
            (
                {"date": "1.12.2026"},
                classic,
                "a date is ISO 8601 (2026-12-01T14:03:00), not '1.12.2026'",
            ),
            ({"duration": -0.5}, classic, "a duration is a number of seconds, not -0.5"),
            ({"duration": math.inf}, classic, "a duration is a number of seconds, not inf"),
            ({"duration": math.nan}, classic, "a duration is a number of seconds, not nan"),
            ({"seconds": [1.0] * (n + 1)}, classic, f"{n + 1} seconds for {n} commands"),
            ({"seconds": [1.0] * (n - 1)}, classic, f"{n - 1} seconds for {n} commands"),
            ({"local_seats": [3, 0, 9]}, classic, "local seats [0, 3, 9] are not all in the game"),
        ]
        for change, record, words in cases:
            arguments: dict[str, object] = {"date": "2026-12-01", "duration": 1.0} | change
            with pytest.raises(ValueError) as refused:
                history.add(record, **arguments)  # type: ignore[arg-type]
            assert str(refused.value) == words
        with pytest.raises(ValueError) as no_mode:
            history.games(mode="Classic")
        assert str(no_mode.value) == "mode is classic or event, not 'Classic'"
        assert len(history) == 0


def test_a_duration_of_zero_and_every_seat_local_are_kept(tmp_path: Path, classic: Record) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        game = history.add(classic, date="2026-12-01", duration=0.0, local_seats=[0, 1, 2, 3])
        entry = history.game(game)
    assert entry.duration == 0.0 and all(s.local for s in entry.seats)


# --- reading many games -----------------------------------------------------------------------
def test_more_than_500_games_all_come_back_with_their_seats(
    tmp_path: Path, classic: Record
) -> None:
    """The seats are read 500 games at a time (SQLite's limit of host parameters): games 500
    and 501 are the last of the first part and the first of the second."""
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        history.add(classic, date="2026-12-01T00:00:00", duration=1.0)
    db = sqlite3.connect(path)
    with db:
        for n in range(2, 602):
            db.execute(
                "INSERT INTO games (id, date, mode, rules, commands, record, duration, seconds)"
                " SELECT ?, ?, mode, rules, commands, record, duration, seconds FROM games"
                " WHERE id = 1",
                (n, f"2026-12-01T00:00:{n:04d}"),
            )
            db.execute(
                "INSERT INTO seats SELECT ?, seat, name, kind, local, place FROM seats"
                " WHERE game = 1",
                (n,),
            )
    db.close()
    with History.open(path) as history:
        entries = history.games()
        assert len(entries) == len(history) == 601
        assert [e.id for e in entries] == list(range(601, 0, -1))
        assert all(len(e.seats) == 4 for e in entries)
        assert all(e.ranking == classic.result for e in entries)
        assert [e.id for e in history.games(limit=3)] == [601, 600, 599]


def test_games_of_one_date_come_newest_added_first(tmp_path: Path, classic: Record) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        ids = [history.add(classic, date="2026-12-01", duration=1.0) for _ in range(3)]
        assert [e.id for e in history.games()] == ids[::-1]
        assert [e.id for e in history.games(limit=1)] == [ids[-1]]


# --- the database failing under it ------------------------------------------------------------
def test_a_read_that_fails_is_a_history_error_in_these_words(
    tmp_path: Path, classic: Record
) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        history.add(classic, date="2026-12-01", duration=1.0)
        history._db.execute("DROP TABLE seats")
        with pytest.raises(HistoryError) as failed:
            history.players()
        assert str(failed.value) == "cannot read the game history: no such table: seats"


def test_a_write_that_fails_is_a_history_error_and_writes_nothing(
    tmp_path: Path, classic: Record
) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        history._db.execute("DROP TABLE seats")
        with pytest.raises(HistoryError) as failed:
            history.add(classic, date="2026-12-01", duration=1.0)
        assert str(failed.value) == "cannot write the game history: no such table: seats"
        assert len(history) == 0  # the game's row was rolled back with it


def test_a_game_without_seat_rows_reads_back_with_no_seats(tmp_path: Path, classic: Record) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        game = history.add(classic, date="2026-12-01", duration=1.0)
    db = sqlite3.connect(path)
    with db:
        db.execute("DELETE FROM seats WHERE game = ?", (game,))
    db.close()
    with History.open(path) as history:
        entry = history.game(game)
        assert history.games() == [entry]
    assert entry.seats == () and entry.ranking == () and entry.winner is None
