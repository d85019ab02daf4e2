"""A replay's content: a game record's positions, each command's happenings and log lines, and
where its turns start. No widgets (the window is :mod:`madn_qt.replay.window`).

:class:`ReplayModel` replays a :class:`core.record.Record` once, keeping every position (``k``
commands played: ``positions[k]``, ``0 <= k <= len(commands)``), the happenings of each command and
the move log's sentences each command made (:class:`madn_qt.log.move_log.MoveLogFormatter`: a roll
is told with the move or pass that uses it, so a roll alone makes no line). A turn starts at
position 0 and after every command whose happenings hold a :class:`core.happenings.TurnStarted`.

A replay never changes its record: the model copies the commands, and :meth:`ReplayModel.game_at`
builds a new :class:`core.game.Game` from the first ``k`` of them.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from core.actions import Command
from core.game import Game
from core.happenings import Happening, Rolled, RollOffRolled, TurnStarted
from core.position import Position
from core.record import Record
from core.setup import Setup
from madn_qt.log.move_log import MoveLogFormatter
from madn_qt.texts import seat_label

translate = QCoreApplication.translate


@dataclass(frozen=True)
class LogEntry:
    """A line of the replay's log and the command that made it (its index; the position the
    line leads to is ``command + 1``; ``-1``: the line before the first command)."""

    text: str
    command: int

    @property
    def position(self) -> int:
        return self.command + 1


class ReplayModel:
    """A record, replayed: positions, happenings, log lines and turn starts (see the module)."""

    def __init__(self, record: Record) -> None:
        self.setup: Setup = record.setup
        self.date = record.date
        self.commands: tuple[Command, ...] = tuple(record.commands)
        game = Game(self.setup)
        self.happenings: list[list[Happening]] = [game.apply(c) for c in self.commands]
        self.positions: list[Position] = list(game.positions)
        self.turn_starts: list[int] = [0] + [
            k + 1
            for k, happenings in enumerate(self.happenings)
            if any(isinstance(h, TurnStarted) for h in happenings)
        ]
        self.lines: list[list[str]] = []
        self.entries: list[LogEntry] = []
        self._entry_commands: list[int] = []
        self.write_lines()

    @property
    def count(self) -> int:
        """How many commands: positions go from 0 to ``count``."""
        return len(self.commands)

    def name(self, seat: int) -> str:
        return self.setup.name(seat)

    def write_lines(self) -> None:
        """The log's lines in the language installed now (again after a language switch)."""
        formatter = MoveLogFormatter(self.name)
        formatter.reset(roll_off=self.setup.rules.roll_off)
        self.lines = [[str(line) for line in formatter.lines(h)] for h in self.happenings]
        names = ", ".join(self.name(s) for s in self.setup.occupied)
        start = translate("GameLog", "New game: {players}.").format(players=names)
        self.entries = [LogEntry(start, -1)] + [
            LogEntry(text, index) for index, lines in enumerate(self.lines) for text in lines
        ]
        self._entry_commands = [entry.command for entry in self.entries]

    def said(self, k: int) -> str:
        """What the step to position ``k`` says: the log lines of its command, or, for a
        command that makes none (a roll told with its move), what it did."""
        if k <= 0:
            return translate("Replay", "The start of the game.")
        lines = self.lines[k - 1]
        if lines:
            return " ".join(lines)
        for happening in self.happenings[k - 1]:
            if isinstance(happening, Rolled | RollOffRolled):
                who = seat_label(happening.seat, self.name(happening.seat))
                return translate("Replay", "{who} rolls {pips}.").format(
                    who=who, pips=sum(happening.pips)
                )
        return ""

    def entry_at(self, k: int) -> int:
        """The index in :attr:`entries` of the last line told by position ``k``."""
        return max(bisect.bisect_left(self._entry_commands, k) - 1, 0)

    def next_turn(self, k: int) -> int:
        """The first turn start after position ``k`` (the end if none)."""
        index = bisect.bisect_right(self.turn_starts, k)
        return self.turn_starts[index] if index < len(self.turn_starts) else self.count

    def previous_turn(self, k: int) -> int:
        """The last turn start before position ``k`` (the start if none)."""
        index = bisect.bisect_left(self.turn_starts, k)
        return self.turn_starts[index - 1] if index > 0 else 0

    def game_at(self, k: int, setup: Setup | None = None) -> Game:
        """A new game of the first ``k`` commands (with ``setup``'s seats, or the record's)."""
        return Game.replay(setup or self.setup, list(self.commands[:k]))

    def happenings_until(self, k: int) -> list[Happening]:
        """Every happening of the first ``k`` commands, in order (a move log written again)."""
        return [h for happenings in self.happenings[:k] for h in happenings]
