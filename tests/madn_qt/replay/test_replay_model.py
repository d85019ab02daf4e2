"""The replay's model without a window (madn_qt/replay/model.py, issue 34): where turns start and
the jumps to the next and the previous one at their boundaries, which log line a position shows,
what a step says, and a game rebuilt from the first commands. The scripted capture game of the
statistics tests (tests/core/stats_games.py): Anna's first turn is commands 1-4 (a 6 out, a 5),
Carla's three tries 5-10."""

from __future__ import annotations

import pytest

from madn_qt.replay.model import ReplayModel
from tests.core.stats_games import CAPTURES, scripted_record


@pytest.fixture(scope="module")
def model() -> ReplayModel:
    return ReplayModel(scripted_record("captures"))


def test_turns_start_at_the_beginning_and_after_each_command_that_begins_one(
    model: ReplayModel,
) -> None:
    assert model.count == len(CAPTURES.split()) == 38
    assert model.turn_starts[:4] == [0, 4, 10, 12]
    assert model.turn_starts[-1] == 38  # the last capture hands the turn back to Anna


@pytest.mark.parametrize(
    ("k", "after", "before"),
    [(0, 4, 0), (1, 4, 0), (3, 4, 0), (4, 10, 0), (5, 10, 4), (10, 12, 4), (11, 12, 10)],
)
def test_the_next_and_the_previous_turn_are_strictly_after_and_before(
    model: ReplayModel, k: int, after: int, before: int
) -> None:
    assert model.next_turn(k) == after
    assert model.previous_turn(k) == before


def test_at_the_end_there_is_no_next_turn(model: ReplayModel) -> None:
    assert model.next_turn(38) == 38 and model.next_turn(37) == 38
    assert model.previous_turn(38) == 34


@pytest.mark.parametrize(("k", "entry"), [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_a_position_shows_the_last_line_told_by_then(
    model: ReplayModel, k: int, entry: int
) -> None:
    # A roll alone makes no line: it is told with the move or pass that uses it.
    assert model.entry_at(k) == entry
    assert model.entries[0].command == -1 and model.entries[0].position == 0
    assert model.entries[entry].position <= k


def test_what_a_step_says(model: ReplayModel) -> None:
    assert model.said(0) == "The start of the game."
    assert model.said(1) == "Anna (red) rolls 6."  # a roll alone: what it did
    assert model.said(2) == "Anna (red) rolls 6, brings a figure out."
    assert model.said(10) == "Carla (green) rolls 3 and cannot move."


def test_a_game_of_the_first_commands_leaves_the_record_alone(model: ReplayModel) -> None:
    game = model.game_at(4)
    assert game.position == model.positions[4] and len(game.commands) == 4
    game.apply(model.commands[4])
    assert model.count == 38 and model.game_at(4).position == model.positions[4]
    assert model.happenings_until(4) == [h for hs in model.happenings[:4] for h in hs]
    assert model.happenings_until(0) == []
