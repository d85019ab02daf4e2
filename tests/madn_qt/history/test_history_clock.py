"""The history writer's decisions without a window (madn_qt/history/writer.py, issue 34): each
command's seconds on a clock the test sets (a command in the same moment as the one before
counts 2 ms, one the computer played "to the end" exactly 0), only for a game seen whole; whether
the game's end was seen here; whose LAN game it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Signal

import madn_qt.history.writer as writer
from core.chance import SeededChance
from core.game import Game
from core.rules import Rules
from core.setup import Seat, Setup
from core.table import Table
from madn_qt.history.writer import COMPUTED, GameClock

SETUP = Setup(
    Rules(railway=False), (Seat.ai("random", "A"), Seat(), Seat.ai("random", "C"), Seat())
)


class Hands:
    """The clock the writer reads (``time.monotonic``), set by the test."""

    def __init__(self) -> None:
        self.now = 100.0

    def monotonic(self) -> float:
        return self.now


class Controller(QObject):
    """What the clock reads of a controller: its table, the game's start, ``in_slice``."""

    game_started = Signal(object)

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.in_slice = False


@pytest.fixture
def hands(monkeypatch: pytest.MonkeyPatch) -> Hands:
    hands = Hands()
    monkeypatch.setattr(writer, "time", hands)
    return hands


def _clocked(game: Game | None = None) -> tuple[Controller, Table, GameClock]:
    table = Table(SETUP, SeededChance(1), seed=1, game=game)
    controller = Controller(table)
    clock = GameClock(controller)  # type: ignore[arg-type]
    controller.game_started.emit(SETUP)
    return controller, table, clock


def test_each_commands_seconds_after_the_one_before(hands: Hands) -> None:
    controller, table, clock = _clocked()
    hands.now = 100.5
    table.step()
    table.step()  # in the same moment: never 0 ms in the history
    controller.in_slice = True
    hands.now = 103.0
    table.step()  # "to the end": computed, not shown
    controller.in_slice = False
    hands.now = 103.25
    table.step()
    assert clock.command_seconds(4) == [0.5, 0.002, COMPUTED, 0.25]
    assert COMPUTED == 0.0
    assert clock.command_seconds(3) is None and clock.command_seconds(5) is None
    assert clock.seconds() == pytest.approx(3.25)


def test_the_end_was_seen_only_when_the_last_command_was_played_here(hands: Hands) -> None:
    _, table, clock = _clocked()
    assert not clock.saw_end(0)  # no command played: no end seen
    table.step()
    table.step()
    assert clock.saw_end(2)
    assert not clock.saw_end(1) and not clock.saw_end(3)


def test_an_opened_game_has_no_seconds_per_command(hands: Hands) -> None:
    opened = Table(SETUP, SeededChance(2), seed=2)
    opened.step()
    opened.step()
    _, table, clock = _clocked(opened.game)
    table.step()
    assert clock.command_seconds(3) is None
    assert clock.saw_end(3)  # (its last command was played here)


@pytest.mark.parametrize(
    ("people", "remote", "role"),
    [
        (frozenset({1}), {1, 3}, "join"),  # a person here at a seat the host calls remote
        (frozenset({0}), {1}, "host"),
        (frozenset(), {1}, "host"),
        (frozenset(), set(), ""),
        (frozenset({0}), set(), ""),
    ],
)
def test_whose_lan_game_it_was(people: frozenset[int], remote: set[int], role: str) -> None:
    assert writer._role(people, remote) == role


def test_a_game_whose_commands_came_again_has_no_seconds_per_command(hands: Hands) -> None:
    """A rejoined LAN game replays its log: a command seen twice is no command timed here."""
    _, table, clock = _clocked()
    first = table.step()
    table.step()
    assert first is not None and clock.command_seconds(2) is not None
    for listener in table.listeners:
        listener(first)  # the log again, from its first command
    assert clock.command_seconds(2) is None
