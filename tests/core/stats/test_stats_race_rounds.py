"""The race's table rounds (core/stats/race.py) at their edges: a round ends exactly when the turn
passes the opener's place, a command can end two rounds at once, a capture after a round ended in
the same command counts in the next round, a figure in its house stands at 0, and asking for the
lines twice adds no point."""

from __future__ import annotations

import pytest

from core.board import SEAT_COUNT
from core.happenings import Captured, TurnSkipped, TurnStarted
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Setup
from core.stats import standing
from core.stats.race import RaceCounter, ends_round


def _passes(opener: int, before: int, after: int) -> bool:
    """By hand: the seats the turn goes through from ``before`` to ``after`` clockwise (all
    four when it comes back to ``before``) include the opener."""
    steps = (after - before) % SEAT_COUNT or SEAT_COUNT
    return opener in {(before + k) % SEAT_COUNT for k in range(1, steps + 1)}


@pytest.mark.parametrize("opener", range(SEAT_COUNT))
@pytest.mark.parametrize("before", range(SEAT_COUNT))
def test_a_round_ends_exactly_when_the_turn_passes_the_opener_s_place(
    opener: int, before: int
) -> None:
    for after in range(SEAT_COUNT):
        assert ends_round(opener, before, after) == _passes(opener, before, after), after


def test_a_figure_in_its_house_stands_at_zero_one_on_its_start_field_at_one() -> None:
    assert standing((-1, -1, -1, -1)) == 0
    assert standing((0, -1, -1, -1)) == 1
    assert standing((43, 42, 41, 40)) == 170


def _start() -> Position:
    position = Setup.of((0, 2), Rules(railway=False)).start()
    assert position.phase is Phase.ROLL and position.turn == 0  # the game opens under way
    return position


def test_a_command_that_passes_the_opener_twice_ends_two_rounds() -> None:
    start = _start()
    race = RaceCounter(start, (0, 2))
    race.see(TurnStarted(2, 3))  # 0 -> 2: no round ends
    race.command_done(start)
    assert race.rounds == 0
    # Seat 0 owes two skips and seat 2 one: 2 -> 0 (ends), 0 -> 2, 2 -> 0 (ends), 0 -> 2.
    for happening in (TurnSkipped(0, 1), TurnSkipped(2, 0), TurnSkipped(0, 0), TurnStarted(2, 3)):
        race.see(happening)
    race.command_done(start)
    assert race.rounds == 2
    assert [line.steps for line in race.lines(start)] == [(0, 0, 0), (0, 0, 0)]


def test_a_capture_after_a_round_ended_in_the_same_command_counts_in_the_next_round() -> None:
    start = _start()
    race = RaceCounter(start, (0, 2))
    race.see(TurnStarted(2, 3))
    race.see(Captured(0, 0, 5, 2, 0, 5))  # in round 1
    race.command_done(start)
    race.see(TurnStarted(0, 1))  # round 1 ends
    race.see(Captured(2, 0, 3, 0, 0, 23))  # in round 2
    race.command_done(start)
    zero, two = race.lines(start)
    assert (zero.captures, zero.suffered) == ((2,), (1,))
    assert (two.captures, two.suffered) == ((1,), (2,))


def test_asking_for_the_lines_twice_adds_no_second_point() -> None:
    start = _start()
    race = RaceCounter(start, (0, 2))
    race.see(TurnStarted(2, 3))  # the game stands in the middle of round 1
    race.command_done(start)
    first = race.lines(start)
    assert [line.steps for line in first] == [(0, 0), (0, 0)]
    assert race.lines(start) == first
