"""``madn simulate --mode event``, ``madn watch --mode event`` and ``madn engine board``'s star
fields (issue 12, docs/cli.md), each run as a real process.
"""

from __future__ import annotations

import json

import pytest

from core.fastsim import simulate_random, supports
from core.rules import Rules
from tests.core.cli.cli_event_support import run


def test_the_batched_simulator_does_not_play_event_mode() -> None:
    assert not supports(Rules(event_mode=True))
    assert simulate_random(2, 5, 1, Rules(event_mode=True)) is None


@pytest.mark.parametrize("level", ["random", "easy", "normal", "strong"])
def test_simulate_plays_event_mode_for_every_level(level: str) -> None:
    games = "1" if level == "strong" else "3"
    done = run(
        "simulate",
        "--players",
        f"{level},random",
        "--games",
        games,
        "--seed",
        "5",
        "--mode",
        "event",
        "--json",
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout.splitlines()[-1])
    assert summary["games"] == int(games) and sum(summary["wins"]) == int(games)


def test_simulate_event_mode_is_reproducible_and_combines_with_rules() -> None:
    args = (
        "simulate",
        "--players",
        "random,random,random",
        "--games",
        "4",
        "--seed",
        "2",
        "--mode",
        "event",
        "--rules",
        "railway=false,jump_in_goal=true",
        "--json",
    )
    first, second = (json.loads(run(*args).stdout.splitlines()[-1]) for _ in range(2))
    assert first["wins"] == second["wins"] and sum(first["wins"]) == 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--mode", "event", "--rules", "original"), "does not combine with penalties"),
        (("--mode", "event", "--rules", "penalties=true"), "does not combine with penalties"),
        (("--mode", "classic", "--rules", "event_mode=true"), "contradicts event_mode"),
        (("--mode", "party"), "invalid choice: 'party'"),
    ],
)
def test_mode_usage_errors(args: tuple[str, ...], message: str) -> None:
    for command in (("simulate", "--players", "random,random"), ("watch",)):
        done = run(*command, *args)
        assert done.returncode == 2
        assert message in done.stderr and "Traceback" not in done.stderr


def test_watch_shows_the_events_of_an_event_game() -> None:
    done = run(
        "watch", "--mode", "event", "--players", "random,random", "--seed", "4", "--delay", "0"
    )
    assert done.returncode == 0, done.stderr
    text = done.stdout
    assert "the wheel stops on" in text and "new paths: shortcut" in text
    assert "game over:" in text
    board, status = text.splitlines()[-12:-1], text.splitlines()[-1]
    assert any("*" in row for row in board)  # the board at the end marks the star fields
    assert status.startswith("shortcut ") and "die d" in status


def test_engine_board_lists_the_twelve_star_fields() -> None:
    done = run("engine", "board")
    stars = json.loads(done.stdout)["stars"]
    assert stars == [2, 4, 7, 12, 14, 17, 22, 24, 27, 32, 34, 37]
