"""The history database (core/history.py) on real files: created, read back, migrated from the
older schema, recovered from a damaged and from a foreign file, refused when newer, and written
by two processes at once without losing a game."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from core import history_file
from core.history import (
    APPLICATION_ID,
    MIGRATIONS,
    VERSION,
    History,
    HistoryError,
    Tally,
    default_path,
    seen_here,
    wins_over_time,
)
from core.record import Record, RecordError, dumps, save
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from tests.core.helpers import random_game

ROOT = Path(__file__).resolve().parents[2]


def _setup(event: bool = False) -> Setup:
    seats = (
        Seat.human("Anna"),
        Seat.ai("normal", "Ben"),
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


def test_a_new_history_is_created_in_wal_mode_with_our_id_and_version(tmp_path: Path) -> None:
    path = tmp_path / "folder" / "history.sqlite3"
    with History.open(path) as history:
        assert history.opened.created and history.opened.moved_aside is None
        assert history.opened.message == ""
        assert len(history) == 0 and history.games() == []
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.execute("PRAGMA user_version").fetchone()[0] == VERSION == 2
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()
    with History.open(path) as again:
        assert not again.opened.created and again.opened.migrated_from is None


def test_games_come_back_newest_first_with_seats_ranking_and_record(
    tmp_path: Path, classic: Record, event: Record
) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        first = history.add(classic, date="2026-12-01T10:00:00", duration=754.5)
        seconds = [0.25] * len(event.commands)
        second = history.add(event, date="2026-12-02T09:30:00", duration=60, seconds=seconds)
        newest, oldest = history.games()
        assert (newest.id, oldest.id) == (second, first)
        assert (newest.mode, oldest.mode) == ("event", "classic")
        assert oldest.rules == classic.setup.rules.flags() == "fc,rw"
        assert oldest.duration == 754.5 and oldest.commands == len(classic.commands)
        assert oldest.ranking == classic.result and newest.ranking == event.result
        assert [(s.seat, s.name, s.kind, s.local) for s in oldest.seats] == [
            (0, "Anna", "human", True),
            (1, "Ben", "ai:normal", True),
            (2, "Carla", "remote", False),
            (3, "Dario", "ai:strong", True),
        ]
        assert oldest.winner is not None and oldest.winner.place == 1
        back = history.record(first)
        assert dumps(back) == dumps(classic)
        assert back.replay().position.state_hash() == random_game(_setup(), 1).position.state_hash()
        assert history.seconds(second) == seconds and history.seconds(first) is None
        thirds = [1 / 3] * len(classic.commands)  # whole milliseconds that add up
        third = history.add(classic, date="2026-12-01T11:00:00", duration=1.0, seconds=thirds)
        kept = history.seconds(third)
        assert kept is not None and set(kept) == {0.333, 0.334}
        assert abs(sum(kept) - sum(thirds)) < 0.001
        history.remove(third)
        assert newest.timed and not oldest.timed
        assert history.game(first) == oldest
        with pytest.raises(KeyError):
            history.record(99)
        with pytest.raises(KeyError):
            history.game(99)


def test_the_json_object_has_the_contract_s_keys_in_order(tmp_path: Path, classic: Record) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        history.add(classic, date="2026-12-01T10:00:00", duration=1.0)
        data = history.games()[0].to_json()
    assert list(data) == ["date", "mode", "rules", "seats", "ranking", "commands"]
    seats = data["seats"]
    assert isinstance(seats, list)
    assert seats[1] == {"seat": 1, "name": "Ben", "kind": "ai:normal"}
    ranking = data["ranking"]
    assert isinstance(ranking, dict)
    assert [(int(s), p) for s, p in ranking.items()] == list(classic.result)
    assert sorted(ranking.values()) == list(ranking.values())  # best first


def test_filters_wins_and_the_plot_s_points(tmp_path: Path, classic: Record, event: Record) -> None:
    with History.open(tmp_path / "h.sqlite3") as history:
        history.add(classic, date="2026-12-01T10:00:00", duration=1.0)
        history.add(event, date="2026-12-02T10:00:00", duration=1.0)
        history.add(classic, date="2026-12-03T10:00:00", duration=1.0)
        assert [g.mode for g in history.games(mode="classic")] == ["classic", "classic"]
        assert len(history.games(mode="event")) == 1
        assert len(history.games(player="Anna")) == 3 and history.games(player="Zoe") == []
        assert len(history.games(player="ai:strong", mode="event")) == 1
        assert len(history.games(limit=2)) == 2
        with pytest.raises(ValueError, match="classic or event"):
            history.games(mode="blitz")
        assert history.players() == ["Anna", "Carla", "ai:normal", "ai:strong"]
        tallies = history.wins()
        assert sum(t.games for t in tallies) == 12 and sum(t.wins for t in tallies) == 3
        winner = classic.setup.seats[classic.result[0][0]]
        who = winner.label if winner.kind is SeatKind.AI else winner.name
        assert any(t.who == who and t.wins >= 2 for t in tallies)
        normal_wins = sum(w.kind == "ai:normal" for g in history.games() if (w := g.winner))
        assert Tally("ai", "ai:normal", 3, normal_wins) in tallies
        assert {t.who for t in tallies} == set(history.players())
        # Two seats of one level in a game count one game of that level (the plot's count).
        assert all(t.games == len(wins_over_time(history.games(), t.who)) for t in tallies)
        points = wins_over_time(history.games(), "Anna")
        assert [p[1] for p in points] == [1, 2, 3]
        assert points[0][0] == "2026-12-01T10:00:00"
        assert history.remove(history.games()[0].id) and len(history) == 2
        assert not history.remove(12345)


def test_bad_input_is_refused_and_nothing_is_written(tmp_path: Path, classic: Record) -> None:
    unfinished = Record.of_game(random_game(_setup(), 1, commands=40), "2026-12-01")
    with History.open(tmp_path / "h.sqlite3") as history:
        with pytest.raises(ValueError, match="finished"):
            history.add(unfinished, date="2026-12-01", duration=1.0)
        with pytest.raises(ValueError, match="ISO 8601"):
            history.add(classic, date="1.12.2026", duration=1.0)
        with pytest.raises(ValueError, match="seconds"):
            history.add(classic, date="2026-12-01", duration=-1.0)
        with pytest.raises(ValueError, match="seconds for"):
            history.add(classic, date="2026-12-01", duration=1.0, seconds=[1.0])
        wrong = Record(classic.setup, classic.commands, "2026-12-01", classic.result[::-1])
        with pytest.raises(RecordError, match="Result line does not match"):
            history.add(wrong, date="2026-12-01", duration=1.0)
        with pytest.raises(ValueError, match="local seats"):
            history.add(classic, date="2026-12-01", duration=1.0, local_seats=[0, 9])
        assert len(history) == 0
        history.add(classic, date="2026-12-01", duration=None, local_seats=[0])
        (entry,) = history.games()
        assert entry.duration is None and [s.local for s in entry.seats] == [1, 0, 0, 0]


def _v1_file(path: Path, record: Record) -> None:
    """A history as schema 1 wrote it (no duration, no seconds), with one game."""
    db = sqlite3.connect(path, isolation_level=None)
    for statement in MIGRATIONS[0]:
        db.execute(statement)
    db.execute("PRAGMA user_version = 1")
    db.execute(
        "INSERT INTO games (date, mode, rules, commands, record) VALUES (?, ?, ?, ?, ?)",
        ("2026-11-30T20:00:00", "classic", "fc,rw", len(record.commands), dumps(record)),
    )
    for seat in record.setup.occupied:
        place = dict(record.result)[seat]
        kind = record.setup.seats[seat].label
        db.execute(
            "INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?)",
            (seat, record.setup.name(seat), kind, int(kind != "remote"), place),
        )
    db.close()


def test_a_history_of_the_older_schema_is_migrated(tmp_path: Path, classic: Record) -> None:
    path = tmp_path / "h.sqlite3"
    _v1_file(path, classic)
    with History.open(path) as history:
        assert history.opened.migrated_from == 1 and not history.opened.created
        (old,) = history.games()
        assert old.duration is None and not old.timed and old.ranking == classic.result
        assert dumps(history.record(old.id)) == dumps(classic)
        seconds = [0.1] * len(classic.commands)
        history.add(classic, date="2026-12-01T10:00:00", duration=5.0, seconds=seconds)
        assert [g.duration for g in history.games()] == [5.0, None]
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == VERSION
    db.close()


def _moved(history: History, path: Path, original: bytes) -> None:
    opened = history.opened
    assert opened.moved_aside == Path(f"{path}.corrupt-1")
    assert opened.moved_aside.read_bytes() == original  # nothing of it is lost
    assert opened.created and len(history) == 0
    assert opened.moved_aside.name in opened.message and "new history" in opened.message


def test_a_file_that_is_no_database_is_moved_aside(tmp_path: Path, classic: Record) -> None:
    path = tmp_path / "h.sqlite3"
    garbage = b"this is not SQLite at all\n" * 200
    path.write_bytes(garbage)
    with History.open(path) as history:
        _moved(history, path, garbage)
        assert history.opened.reason == "not a database"
        history.add(classic, date="2026-12-01", duration=1.0)
    path.write_bytes(garbage)
    with History.open(path) as history:  # the next one goes beside the first
        assert history.opened.moved_aside == Path(f"{path}.corrupt-2")


def test_a_damaged_history_is_moved_aside(tmp_path: Path, classic: Record) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        for day in range(1, 11):
            history.add(classic, date=f"2026-12-{day:02d}", duration=1.0)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[2 * page : 4 * page] = b"\xa5" * (2 * page)  # two pages of the tables overwritten
    path.write_bytes(bytes(data))
    with History.open(path) as history:
        _moved(history, path, bytes(data))
        assert history.opened.reason in ("damaged", "not a database")


def test_a_truncated_history_is_moved_aside(tmp_path: Path, classic: Record) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as history:
        for day in range(1, 11):
            history.add(classic, date=f"2026-12-{day:02d}", duration=1.0)
    half = path.read_bytes()[: path.stat().st_size // 2]
    path.write_bytes(half)
    with History.open(path) as history:
        _moved(history, path, half)


@pytest.mark.parametrize("app_id", [0, 1234])
def test_another_program_s_database_is_moved_aside(tmp_path: Path, app_id: int) -> None:
    path = tmp_path / "h.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA application_id = {app_id}")
    db.execute("CREATE TABLE contacts (name TEXT)")
    db.execute("INSERT INTO contacts VALUES ('Zoe')")
    db.commit()
    db.close()
    original = path.read_bytes()
    with History.open(path) as history:
        _moved(history, path, original)
        assert history.opened.reason == "another program's database"
        assert "is another program's database: it was moved aside" in history.opened.message
    aside = sqlite3.connect(Path(f"{path}.corrupt-1"))
    assert aside.execute("SELECT name FROM contacts").fetchall() == [("Zoe",)]
    aside.close()


def test_an_empty_file_is_a_new_history(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    path.touch()
    with History.open(path) as history:
        assert history.opened.created and history.opened.moved_aside is None


def test_a_newer_schema_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    History.open(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {VERSION + 1}")
    db.commit()
    db.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError, match="newer version"):
        History.open(path)
    assert path.read_bytes() == before and not Path(f"{path}.corrupt-1").exists()


def test_a_folder_that_cannot_be_made_is_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(HistoryError, match="cannot create"):
        History.open(blocker / "h.sqlite3")


def test_the_default_path_is_qt_s_app_data_folder_or_madn_history(tmp_path: Path) -> None:
    if sys.platform in ("win32", "darwin"):
        pytest.skip("the XDG folders are Linux's")
    app = Path("madn") / "Mensch ärgere Dich nicht" / "history.sqlite3"
    assert default_path({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path / app
    home = Path.home() / ".local" / "share"
    assert default_path({}) == home / app
    assert default_path({"XDG_DATA_HOME": "relative/dir"}) == home / app  # (the XDG spec)
    other = tmp_path / "mine.sqlite3"
    assert default_path({"MADN_HISTORY": str(other), "XDG_DATA_HOME": "/x"}) == other


def test_seen_here_marks_the_seats_played_at_this_computer() -> None:
    setup = _setup()  # the host's view: seat 2 is a joiner's
    joiner = seen_here(setup, {2: Seat.ai("easy")}, remote=[0])
    labels = [joiner.seats[s].label for s in range(4)]
    assert labels == ["remote", "ai:normal", "ai:easy", "ai:strong"]
    assert joiner.name(2) == "Carla" and joiner.rules == setup.rules


WRITER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from core.history import History
    from core.record import load
    path, record_file, who, count, go = sys.argv[1:]
    record = load(record_file)
    while not Path(go).exists():
        time.sleep(0.001)
    for n in range(int(count)):
        with History.open(path) as history:
            history.add(record, date=f"2026-12-01T10:{n // 60:02d}:{n % 60:02d}", duration=n)
    print("done", who)
    """
)


def test_two_processes_adding_at_once_lose_nothing(tmp_path: Path, classic: Record) -> None:
    path = tmp_path / "new" / "history.sqlite3"  # not there yet: both also race to create it
    record_file = tmp_path / "game.madn"
    save(classic, record_file)
    go = tmp_path / "go"
    count = 100
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(record_file), who, str(count), str(go)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for who in ("a", "b")
    ]
    time.sleep(0.5)  # both are waiting (their imports done)
    go.touch()
    results = [w.communicate(timeout=120) for w in writers]
    assert [w.returncode for w in writers] == [0, 0], [err for _, err in results]
    with History.open(path) as history:
        games = history.games()
        assert len(games) == 2 * count
        assert len({g.id for g in games}) == 2 * count
        durations = sorted(g.duration or 0.0 for g in games)
        assert durations == sorted([float(n) for n in range(count)] * 2)
        assert all(len(g.seats) == 4 for g in games)
        assert not history.opened.created
    assert not list(path.parent.glob("*.corrupt-*"))  # no new history taken for a foreign one
    assert json.dumps(games[0].to_json())


class _CreatedMeanwhile:
    """A connection that lets another process create the history right after its first read
    of the file's id (the moment between two reads where a CI run once lost a game)."""

    def __init__(self, real: sqlite3.Connection, pending: list[sqlite3.Connection]) -> None:
        self._real, self._pending = real, pending

    def execute(self, sql: str, *args: object) -> sqlite3.Cursor:
        cursor = self._real.execute(sql, *args)
        if sql == "PRAGMA application_id" and self._pending:
            creator = self._pending.pop()
            history_file._migrate(
                creator, Path(creator.execute("PRAGMA database_list").fetchone()[2])
            )
            creator.close()
        return cursor

    def __getattr__(self, name: str) -> object:
        return getattr(self._real, name)


def test_a_history_created_between_two_reads_is_not_taken_for_a_foreign_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    creator = sqlite3.connect(path, isolation_level=None)
    assert creator.execute("PRAGMA journal_mode = WAL").fetchone()[0] == "wal"
    pending = [creator]
    connect = sqlite3.connect
    monkeypatch.setattr(
        sqlite3, "connect", lambda *a, **k: _CreatedMeanwhile(connect(*a, **k), pending)
    )
    with History.open(path) as history:
        assert not pending  # the other process did create it meanwhile
        assert history.opened.moved_aside is None, history.opened.message
        assert not history.opened.created
        assert history.games() == []
    assert not list(tmp_path.glob("*.corrupt-*"))


def test_a_person_is_not_the_computer_seat_with_the_same_name(tmp_path: Path) -> None:
    """The computer's default names are people's names too: Anna the person and an AI seat
    called Anna are counted apart — in the filter, the wins and the plot."""
    person = Record.of_game(random_game(_setup(), 3), "2026-12-01")
    computers = Setup(
        Rules(),
        (Seat.ai("easy", "Anna"), Seat(), Seat.ai("normal", "Zed"), Seat()),
    )
    with History.open(tmp_path / "h.sqlite3") as history:
        history.add(person, date="2026-12-01T10:00:00", duration=1.0)
        for seed in (4, 5):
            record = Record.of_game(random_game(computers, seed), "2026-12-02")
            history.add(record, date=f"2026-12-0{seed - 2}T10:00:00", duration=1.0)
        assert len(history.games(player="Anna")) == 1
        assert len(history.games(player="ai:easy")) == 2
        anna = next(t for t in history.wins() if t.who == "Anna")
        assert anna.kind == "person" and anna.games == 1
        points = wins_over_time(history.games(), "Anna")
        assert len(points) == anna.games and points[-1][2] == anna.wins
        assert len(wins_over_time(history.games(), "ai:easy")) == 2


def test_each_game_says_how_many_moves_were_taken_back(tmp_path: Path, classic: Record) -> None:
    """The record's ``Taken back`` line reaches the game's entry (the history window's list)
    without a replay; a game without the line took none back."""
    undone = Record(classic.setup, list(classic.commands), classic.date, classic.result, 12)
    with History.open(tmp_path / "h.sqlite3") as history:
        plain = history.add(classic, date="2026-12-01T10:00:00", duration=1.0)
        taken = history.add(undone, date="2026-12-01T11:00:00", duration=1.0)
        entries = {entry.id: entry for entry in history.games()}
        assert entries[plain].taken_back == 0 and entries[taken].taken_back == 12
        assert history.record(taken).taken_back == 12
        assert "taken_back" not in entries[taken].to_json()  # (the --json contract as it was)
