"""``madn history [--json]`` from a real process (``python -m core.cli``) on a real history file
(``MADN_HISTORY``): the JSON contract line by line, newest first; the table; the filters; one
game's record; a missing, a damaged and a newer history."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from core.history import VERSION, History
from core.record import Record, dumps, loads
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from tests.core.helpers import random_game

ROOT = Path(__file__).resolve().parents[3]
CONTRACT_KEYS = ["date", "mode", "rules", "seats", "ranking", "commands"]


def madn_history(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, MADN_HISTORY=str(path), PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "core.cli", "history", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture(scope="module")
def records() -> list[Record]:
    classic = Setup(
        Rules(),
        (Seat.human("Anna"), Seat.ai("normal", "Ben"), Seat(SeatKind.REMOTE, "Çarla"), Seat()),
    )
    event = Setup(Rules(event_mode=True), (Seat.human("Anna"), Seat(), Seat.ai("strong"), Seat()))
    return [
        Record.of_game(random_game(s, seed), "2026-12-01") for s, seed in ((classic, 1), (event, 2))
    ]


@pytest.fixture
def history_file(tmp_path: Path, records: list[Record]) -> Path:
    path = tmp_path / "history.sqlite3"
    with History.open(path) as history:
        history.add(records[0], date="2026-12-01T14:03:10", duration=754)
        history.add(records[1], date="2026-12-02T09:00:00", duration=3700.4)
        history.add(records[0], date="2026-11-30T20:00:00", duration=None)
    return path


def test_json_prints_the_contract_one_object_per_line_newest_first(
    history_file: Path, records: list[Record]
) -> None:
    done = madn_history(history_file, "--json")
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    objects = [json.loads(line) for line in lines]
    assert [o["date"] for o in objects] == [
        "2026-12-02T09:00:00",
        "2026-12-01T14:03:10",
        "2026-11-30T20:00:00",
    ]
    for item in objects:
        assert list(item) == CONTRACT_KEYS
        for seat in item["seats"]:
            assert list(seat) == ["seat", "name", "kind"]
    event, classic = objects[0], objects[1]
    assert event["mode"] == "event" and event["rules"] == "fc,rw,ev"
    assert event["seats"] == [
        {"seat": 0, "name": "Anna", "kind": "human"},
        {"seat": 2, "name": "Carla", "kind": "ai:strong"},
    ]
    assert classic["seats"][2] == {"seat": 2, "name": "Çarla", "kind": "remote"}
    assert "Çarla" in lines[1]  # UTF-8 as it is, not escaped
    assert classic["ranking"] == {str(s): p for s, p in records[0].result}
    assert list(classic["ranking"]) == [str(s) for s, _ in records[0].result]
    assert classic["commands"] == len(records[0].commands)


def test_the_table_the_filters_and_a_record(history_file: Path, records: list[Record]) -> None:
    done = madn_history(history_file)
    assert done.returncode == 0
    header, *rows = done.stdout.splitlines()
    assert header.split() == ["id", "date", "mode", "rules", "commands", "time", "ranking"]
    assert len(rows) == 3
    assert rows[0].split()[:3] == ["2", "2026-12-02", "09:00"] and "1:01:40" in rows[0]
    assert "12:34" in rows[1] and "Ben (ai:normal)" in rows[1] and " - " in rows[2]
    event_only = madn_history(history_file, "--json", "--mode", "event").stdout.splitlines()
    assert [json.loads(line)["mode"] for line in event_only] == ["event"]
    bens = madn_history(history_file, "--json", "--player", "ai:normal").stdout.splitlines()
    assert len(bens) == 2
    annas = madn_history(history_file, "--json", "--player", "Anna").stdout.splitlines()
    assert len(annas) == len(rows) == 3  # Anna the person plays in every game
    # Ben is a computer's seat: a person's name finds no game of an AI seat with that name.
    assert madn_history(history_file, "--json", "--player", "Ben").stdout == ""
    assert madn_history(history_file, "--json", "--player", "ai:strong").stdout.count("\n") == 1
    record = madn_history(history_file, "--record", "2")
    assert record.returncode == 0 and dumps(loads(record.stdout)) == dumps(records[1])
    missing = madn_history(history_file, "--record", "9")
    assert missing.returncode == 1 and "no game 9" in missing.stderr and missing.stdout == ""


def test_no_history_yet_is_an_empty_list_and_creates_nothing(tmp_path: Path) -> None:
    path = tmp_path / "none" / "history.sqlite3"
    done = madn_history(path, "--json")
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    assert "No finished games yet" in madn_history(path).stdout
    assert not path.parent.exists()


def test_a_damaged_history_is_moved_aside_and_the_list_is_empty(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"\x00garbage, no database\n" * 100)
    done = madn_history(path, "--json")
    assert done.returncode == 0 and done.stdout == ""
    assert done.stderr.startswith("madn history: the game history")
    assert "moved aside to history.sqlite3.corrupt-1" in done.stderr
    assert Path(f"{path}.corrupt-1").exists()
    again = madn_history(path, "--json")  # the new history is used from now on
    assert (again.returncode, again.stdout, again.stderr) == (0, "", "")


def test_a_newer_history_is_refused_with_exit_1(history_file: Path) -> None:
    db = sqlite3.connect(history_file)
    db.execute(f"PRAGMA user_version = {VERSION + 1}")
    db.commit()
    db.close()
    done = madn_history(history_file, "--json")
    assert done.returncode == 1 and done.stdout == ""
    assert "newer version of the game" in done.stderr


def test_the_madn_command_prints_the_same(history_file: Path) -> None:
    script = Path(sys.executable).parent / "madn"
    if not script.exists():
        pytest.skip("no madn console script in this environment")
    env = dict(os.environ, MADN_HISTORY=str(history_file))
    done = subprocess.run(
        [str(script), "history", "--json"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0
    assert done.stdout == madn_history(history_file, "--json").stdout != ""
