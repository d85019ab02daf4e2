"""The engine command line, run as a real process: ``madn engine legal`` and ``madn simulate``.

Every move of ``engine legal`` carries ``"route"`` (the kinds of the construction paths it takes,
``[]`` on the classic board); event mode is tested in ``test_cli_event_*.py``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from core.cli.main import parse_rules
from core.rules import ORIGINAL, Rules


def madn(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "madn_qt", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


ISSUE_EXAMPLE = {
    "seats": [0, 2],
    "figures": {"0": [-1, 5, 40, -1], "2": [12, -1, -1, -1]},
    "turn": 0,
    "die": 6,
    "rules": {"forced_capture": True, "jump_in_goal": False},
}


def legal(*lines: object) -> list[dict[str, object]]:
    text = "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)
    done = madn("engine", "legal", stdin=text)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_engine_legal_answers_the_contract_example() -> None:
    [answer] = legal(ISSUE_EXAMPLE)
    assert answer == {
        "rolls_allowed": 1,
        "moves": [
            {
                "figure": 0,
                "from": -1,
                "to": 0,
                "captures": None,
                "figures": {"0": [0, 5, 40, -1], "2": [12, -1, -1, -1]},
                "again": True,
                "route": [],
            }
        ],
    }


def test_engine_legal_reports_captures_order_and_again() -> None:
    # Red at 2 and 20, blue (progress 35 = field 5) capturable with a 3; capture not forced.
    line = {
        "seats": [0, 1, 2, 3],
        "figures": {"0": [2, 20, -1, -1], "1": [35, -1, -1, -1], "2": [-1] * 4, "3": [-1] * 4},
        "turn": 0,
        "die": 3,
        "rules": {"forced_capture": False},
    }
    [answer] = legal(line)
    moves = answer["moves"]
    assert isinstance(moves, list)
    assert [(m["figure"], m["to"]) for m in moves] == [(0, 5), (1, 23)]
    assert moves[0]["captures"] == [1, 0]
    assert moves[0]["figures"]["1"] == [-1, -1, -1, -1]
    assert moves[1]["captures"] is None and moves[1]["again"] is False


def test_engine_legal_gives_three_tries_and_an_empty_list_for_a_pass() -> None:
    line = {"seats": [0, 2], "figures": {"0": [-1] * 4, "2": [-1] * 4}, "turn": 2, "die": 3}
    assert legal(line) == [{"rolls_allowed": 3, "moves": []}]


def test_engine_legal_reports_bad_lines_and_goes_on() -> None:
    good = {"seats": [0, 2], "figures": {"0": [-1] * 4, "2": [-1] * 4}, "turn": 0, "die": 6}
    answers = legal(
        "not json",
        {"seats": [0, 1], "figures": {}, "turn": 0, "die": 6},
        {**good, "die": 7},
        {**good, "rules": {"warp": True}},
        {**good, "figures": {"0": [5, 5, -1, -1], "2": [-1] * 4}},
        [1, 2],
        good,
    )
    assert len(answers) == 7
    assert all(set(a) == {"error"} for a in answers[:6])
    assert "opposite" in str(answers[1]["error"]) and "die" in str(answers[2]["error"])
    assert answers[6]["moves"]


def test_simulate_prints_a_json_summary_in_players_order() -> None:
    done = madn(
        "simulate",
        "--players",
        "random,random,random",
        "--games",
        "30",
        "--seed",
        "3",
        "--rotate",
        "--json",
        "--rich",
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout.splitlines()[-1])
    assert set(summary) == {
        "games",
        "players",
        "wins",
        "win_share",
        "games_per_second",
        "rolls_per_game",
    }
    assert summary["games"] == 30 and summary["players"] == ["random"] * 3
    assert sum(summary["wins"]) == 30
    assert summary["rolls_per_game"] > 50


def test_simulate_is_reproducible_from_its_seed() -> None:
    args = (
        "simulate",
        "--players",
        "random,random",
        "--games",
        "12",
        "--seed",
        "8",
        "--json",
        "--rich",
    )
    first, second = (json.loads(madn(*args).stdout.splitlines()[-1]) for _ in range(2))
    assert first["wins"] == second["wins"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("simulate", "--players", "random"), "2 to 4"),
        (("simulate", "--players", "random,wizard"), "unknown player"),
        (("simulate", "--players", "random,random", "--games", "0"), "at least 1"),
        (("simulate", "--players", "random,random", "--rules", "warp=true"), "unknown rule"),
        (
            ("simulate", "--players", "random,random", "--rules", "fc=maybe"),
            "argument --rules: 'fc=maybe' is not option=true|false",
        ),
        (("simulate", "--players", "random,random", "--rules", '{"fc"'), "argument --rules: JSON"),
        (("simulate", "--players", "random,random", "--games", "many"), "invalid int"),
        (("engine", "explain"), "invalid choice"),
    ],
)
def test_wrong_arguments_give_a_clear_error(args: tuple[str, ...], message: str) -> None:
    done = madn(*args)
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr


def test_a_broken_ai_module_fails_loudly_not_as_an_unknown_player() -> None:
    """A level whose module cannot be imported stops ``madn simulate`` with that import error (the
    registry used to swallow it, and the level showed up as an unknown player)."""
    broken = (
        "import sys; sys.modules['core.ai.normal'] = None; "  # importing it raises ImportError
        "from core.cli.main import main; "
        "sys.exit(main(['simulate', '--players', 'normal,random', '--games', '1']))"
    )
    done = subprocess.run(
        [sys.executable, "-c", broken], capture_output=True, text=True, timeout=120
    )
    assert done.returncode != 0
    assert "unknown player" not in done.stderr
    assert "ModuleNotFoundError" in done.stderr, done.stderr[-2000:]
    assert "core.ai.normal" in done.stderr


def test_rules_argument_forms() -> None:
    assert parse_rules("original") == ORIGINAL
    assert parse_rules("forced_capture=false,jump_in_goal=on") == Rules(False, True)
    assert parse_rules('{"play_on": true}') == Rules(play_on=True)
    with pytest.raises(ValueError):
        parse_rules("jump_in_goal=maybe")


def core_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "core.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


BOARD = (
    '{"stars": [2, 4, 7, 12, 14, 17, 22, 24, 27, 32, 34, 37], "crossings": [13, 35], '
    '"track_goal": [[0, 0], [1, 0]]}\n'
)


def test_engine_board_prints_the_special_fields_exactly() -> None:
    done = core_cli("engine", "board")
    assert done.returncode == 0, done.stderr
    assert done.stdout == BOARD and done.stderr == ""
    assert json.loads(done.stdout) == {
        "stars": [2, 4, 7, 12, 14, 17, 22, 24, 27, 32, 34, 37],
        "crossings": [13, 35],
        "track_goal": [[0, 0], [1, 0]],
    }


def test_the_madn_entry_point_prints_the_same_board() -> None:
    entry = Path(sys.executable).with_name("madn")
    if not entry.exists():
        pytest.skip("the madn entry point is not installed next to this Python")
    done = subprocess.run(
        [str(entry), "engine", "board"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == BOARD


# Red's figure at 12 moves onto crossing 13 with a 1 and captures green there (progress 33).
ONTO_A_CROSSING = {
    "seats": [0, 2],
    "figures": {"0": [-1, 12, 40, -1], "2": [33, -1, -1, -1]},
    "turn": 0,
    "die": 1,
}
ONTO_A_CROSSING_ANSWER = {
    "rolls_allowed": 1,
    "moves": [
        {
            "figure": 1,
            "from": 12,
            "to": 13,
            "captures": [2, 0],
            "figures": {"0": [-1, 13, 40, -1], "2": [-1, -1, -1, -1]},
            "again": False,
            "route": [],
        }
    ],
}


@pytest.mark.parametrize("railway", [None, True, False])
def test_engine_legal_answers_the_same_with_and_without_the_railway(railway: bool | None) -> None:
    def with_railway(line: dict[str, Any]) -> dict[str, Any]:
        rules = dict(line.get("rules", {}))
        if railway is not None:
            rules["railway"] = railway
        return {**line, "rules": rules}

    answers = legal(with_railway(ISSUE_EXAMPLE), with_railway(ONTO_A_CROSSING))
    assert answers[0] == {
        "rolls_allowed": 1,
        "moves": [
            {
                "figure": 0,
                "from": -1,
                "to": 0,
                "captures": None,
                "figures": {"0": [0, 5, 40, -1], "2": [12, -1, -1, -1]},
                "again": True,
                "route": [],
            }
        ],
    }
    assert answers[1] == ONTO_A_CROSSING_ANSWER


def test_engine_legal_through_core_cli_matches_the_app_entry() -> None:
    text = (
        json.dumps(ONTO_A_CROSSING)
        + "\n"
        + json.dumps({**ONTO_A_CROSSING, "rules": {"railway": True}})
        + "\n"
    )
    done = core_cli("engine", "legal", stdin=text)
    assert done.returncode == 0, done.stderr
    assert [json.loads(line) for line in done.stdout.splitlines()] == [ONTO_A_CROSSING_ANSWER] * 2
