"""``madn stats`` and ``madn simulate --records``, run as real processes (docs/cli.md).

They run ``python -m core.cli``, the same command line as ``madn`` (docs/cli.md), with Python's
``UserWarning`` off: a compiled core older than the sources says so on stderr (docs/native.md),
and stderr is part of what is checked here."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from core.record import load, save
from core.stats import chi_square_p, record_stats
from tests.core.stats_games import scripted_record


def madn(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-W", "ignore::UserWarning", "-m", "core.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def _pairs(pairs: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    return pairs  # keeps every object's keys in the order they were printed


def _keys(value: Any) -> Any:
    """Every object as the list of its keys (in order), recursively."""
    if isinstance(value, list) and all(isinstance(p, tuple) for p in value) and value:
        return [(key, _keys(inner)) for key, inner in value]
    if isinstance(value, list):
        return [_keys(item) for item in value]
    return None


@pytest.fixture
def capture_game(tmp_path: Path) -> Path:
    path = tmp_path / "captures.madn"
    save(scripted_record("captures"), path)
    return path


def test_stats_json_is_the_contracts_object(capture_game: Path) -> None:
    done = madn("stats", str(capture_game), "--json")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    [line] = done.stdout.splitlines()
    data = json.loads(line)
    anna_p = chi_square_p(6.0, 5)
    assert data["seats"][0] == {
        "seat": 0,
        "name": "Anna",
        "rolls": 6,
        "dice": {
            "d6": {
                "faces": {"1": 0, "2": 1, "3": 0, "4": 1, "5": 3, "6": 1},
                "chi2": 6.0,
                "p": pytest.approx(anna_p, rel=1e-5),
            }
        },
        "sixes": 1,
        "captures_given": 1,
        "captures_suffered": 1,
        "passes": 0,
    }
    carla = data["seats"][1]
    assert (carla["seat"], carla["name"], carla["rolls"], carla["passes"]) == (2, "Carla", 13, 9)
    assert carla["dice"]["d6"]["chi2"] == pytest.approx(29 / 13, abs=1e-6)
    assert data["all"] == {
        "rolls": 19,
        "dice": {
            "d6": {
                "faces": {"1": 4, "2": 3, "3": 2, "4": 3, "5": 4, "6": 3},
                "chi2": pytest.approx(17 / 19, abs=1e-6),
                "p": pytest.approx(chi_square_p(17 / 19, 5), rel=1e-5),
            }
        },
    }
    # the keys in the contract's order, every object
    dice_keys = [
        ("d6", [("faces", [(str(f), None) for f in range(1, 7)]), ("chi2", None), ("p", None)])
    ]
    seat_keys = [
        ("seat", None),
        ("name", None),
        ("rolls", None),
        ("dice", dice_keys),
        ("sixes", None),
        ("captures_given", None),
        ("captures_suffered", None),
        ("passes", None),
    ]
    ordered = json.loads(line, object_pairs_hook=_pairs)
    assert _keys(ordered) == [
        ("seats", [seat_keys, seat_keys]),
        ("all", [("rolls", None), ("dice", dice_keys)]),
    ]


def test_stats_json_of_a_d10_and_two_dice_game_lists_the_kinds_that_occurred(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.madn"
    save(scripted_record("d10"), path)
    done = madn("stats", str(path), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    carla = data["seats"][1]
    assert list(carla["dice"]) == ["d6", "d10"]
    assert carla["dice"]["d10"]["faces"] == {
        "1": 0, "2": 0, "3": 1, "4": 0, "5": 0, "6": 3, "7": 0, "8": 0, "9": 1, "10": 2,
    }  # fmt: skip
    assert (carla["rolls"], carla["sixes"]) == (11, 3)
    assert list(data["all"]["dice"]) == ["d6", "d10"]
    assert data["all"]["dice"]["d10"]["chi2"] == pytest.approx(229 / 11, abs=1e-6)


def test_stats_table_for_people(capture_game: Path) -> None:
    done = madn("stats", str(capture_game))
    assert done.returncode == 0, done.stderr
    text = done.stdout
    assert text.startswith("Game of 2026-12-01: classic, rules fc, 2 seats; running\n")
    assert "19 rolls in 5 table rounds, every roll in play counted" in text
    lines = text.splitlines()
    assert any(line.split() == ["0", "Anna", "6", "1", "1", "1", "0"] for line in lines)
    assert any(line.split() == ["2", "Carla", "13", "2", "1", "1", "9"] for line in lines)
    assert "Dice d6:" in text and "too few dice to tell: the test needs at least 30" in text
    assert "0    Anna            16.7 % of 6 rolls,  16.7 % of the 6 followed by a move" in lines
    assert "2    Carla           15.4 % of 13 rolls,  50.0 % of the 4 followed by a move" in lines


def test_stats_table_of_an_event_game_names_its_events(tmp_path: Path) -> None:
    path = tmp_path / "ko.madn"
    save(scripted_record("knock_out"), path)
    done = madn("stats", str(path))
    assert done.returncode == 0, done.stderr
    assert "event mode" in done.stdout and "finished: 1. Anna, 2. Carla" in done.stdout
    assert "Dice d10:" in done.stdout and "Dice d4:" not in done.stdout
    assert "train hits 0; knocked out 1" in done.stdout


def _corrupt(tmp_path: Path, capture_game: Path) -> dict[str, Path]:
    text = capture_game.read_text(encoding="utf-8")
    files = {
        "missing": tmp_path / "no-such-game.madn",
        "directory": tmp_path,
        "binary": tmp_path / "binary.madn",
        "foreign": tmp_path / "notes.madn",
        "empty": tmp_path / "empty.madn",
        "truncated": tmp_path / "truncated.madn",
        "newer": tmp_path / "newer.madn",
        "illegal": tmp_path / "illegal.madn",
    }
    files["binary"].write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff\xfe")
    files["foreign"].write_text("Shopping list\n- milk\n", encoding="utf-8")
    files["empty"].write_bytes(b"")
    files["truncated"].write_text(text[: len(text) - 20], encoding="utf-8")
    files["newer"].write_text(text.replace("MADN-RECORD 2", "MADN-RECORD 9"), encoding="utf-8")
    files["illegal"].write_text(text.replace("r5 m0>10", "r5 m0>11"), encoding="utf-8")
    return files


EXPECTED = {
    "missing": "cannot read",
    "directory": "cannot read",
    "binary": "not UTF-8",
    "foreign": "not a game record",
    "empty": "not a game record",
    "truncated": "truncated",
    "newer": "newer version",
    "illegal": "m0>11",
}


@pytest.mark.parametrize("as_json", [False, True])
def test_a_bad_file_is_one_line_on_stderr_and_exit_2(
    tmp_path: Path, capture_game: Path, as_json: bool
) -> None:
    for name, path in _corrupt(tmp_path, capture_game).items():
        done = madn("stats", str(path), *(["--json"] if as_json else []))
        assert done.returncode == 2, (name, done.stderr)
        assert done.stdout == "", name
        [line] = done.stderr.splitlines()
        assert line.startswith("madn stats: ") and str(path) in line, line
        assert EXPECTED[name] in line, line
        assert "Traceback" not in done.stderr


def test_stats_without_a_file_is_a_usage_error() -> None:
    done = madn("stats")
    assert done.returncode == 2 and "FILE.madn" in done.stderr


SIMULATE = ("simulate", "--players", "normal,random,easy", "--games", "3", "--seed", "4")


def test_simulate_records_writes_every_game_and_prints_the_same(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "records"
    done = madn(*SIMULATE, "--records", str(folder), "--json")
    assert done.returncode == 0, done.stderr
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["game-0001.madn", "game-0002.madn", "game-0003.madn"]
    summary = json.loads(done.stdout.splitlines()[-1])
    wins = [0, 0, 0]
    rolls = 0
    for name in names:
        record = load(folder / name)  # every record loads (and so replays)
        assert record.result and record.setup.occupied == (0, 1, 2)
        assert [record.setup.seats[s].label for s in (0, 1, 2)] == [
            "ai:normal",
            "ai:random",
            "ai:easy",
        ]
        winner = next(seat for seat, place in record.result if place == 1)
        wins[winner] += 1
        rolls += record_stats(record).total.rolls
    assert wins == summary["wins"]  # seats 0, 1, 2 are the players in order (no --rotate)
    assert summary["rolls_per_game"] == pytest.approx(rolls / 3, abs=1e-3)
    # the same games as without --records: the summary's lines but the speed are the same
    plain = madn(*SIMULATE, "--json")
    assert plain.returncode == 0, plain.stderr
    assert plain.stdout.splitlines()[1:-1] == done.stdout.splitlines()[1:-1]
    assert json.loads(plain.stdout.splitlines()[-1])["wins"] == summary["wins"]
    # madn stats reads what simulate wrote
    stats = madn("stats", str(folder / "game-0002.madn"), "--json")
    assert stats.returncode == 0, stats.stderr
    assert (
        json.loads(stats.stdout)["all"]["rolls"]
        == record_stats(load(folder / "game-0002.madn")).total.rolls
    )


def test_simulate_records_is_reproducible_and_plays_random_players_too(tmp_path: Path) -> None:
    args = ("simulate", "--players", "random,random", "--games", "2", "--seed", "9")
    assert madn(*args, "--records", str(tmp_path / "a")).returncode == 0
    assert madn(*args, "--records", str(tmp_path / "b")).returncode == 0
    for name in ("game-0001.madn", "game-0002.madn"):
        first = (tmp_path / "a" / name).read_bytes()
        assert first == (tmp_path / "b" / name).read_bytes()
        assert load(tmp_path / "a" / name).setup.occupied == (0, 2)


def test_simulate_records_into_a_file_is_a_usage_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    done = madn(*SIMULATE, "--records", str(blocker))
    assert done.returncode == 2
    assert "--records: cannot create the directory" in done.stderr
    assert "Traceback" not in done.stderr
