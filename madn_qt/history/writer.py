"""The app's finished games into the history (core.history; docs/cli.md, ``madn history``).

The main window keeps a :class:`GameClock` on its controller (the wall-clock time of the game
and of each command as it was played) and, when a game is over, calls
:func:`add_finished_game`: the game's record goes into the history file of this computer
(``$MADN_HISTORY``, else ``history.sqlite3`` in the app's data folder, the folder Qt's
AppDataLocation names). It works for offline games and for LAN games that the controller
follows (:meth:`madn_qt.play.controller.GameController.follow`): the seats as this computer
showed them (:mod:`madn_qt.network.seats_shown`: a person here ``human``, a person at another
computer ``remote``, the computer ``ai``), those played at this computer (its person's, its
computer's) marked as played here. It never raises: what went wrong is a sentence to show
(a function that words it in the language installed, as :meth:`madn_qt.log.game_log.GameLog.say`
takes it).

A command the computer played at the pace "to the end" (:attr:`madn_qt.play.pace.Pace.END`: the
controller's slice, ``in_slice``) was computed, not shown, and took no one's time: the clock
keeps it as exactly 0 seconds (:data:`COMPUTED`), which no command shown takes (its pause or
animation lasts tens of milliseconds at the least), and the statistics leave such commands out
of the time per move (:mod:`madn_qt.statistics.tables`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from core.history import History, HistoryError, seen_here
from core.record import Record
from core.setup import Seat, SeatKind, Setup
from core.table import Step, Table
from madn_qt.play.controller import GameController

translate = QCoreApplication.translate
COMPUTED = 0.0  # a command's seconds when the computer played it "to the end" (not timed)


class GameClock:
    """When the controller's game started and when each of its commands was played (every new
    game, opened game and followed LAN game starts it again)."""

    def __init__(self, controller: GameController) -> None:
        self._controller = controller
        self._table: Table | None = None
        self._began = time.monotonic()
        self._times: list[float] = []
        self._computed: list[bool] = []  # each command: played "to the end", not shown
        self._whole = False  # every command of the game was seen as it was played
        self._last = -1  # the number of the last command played while the clock ran
        controller.game_started.connect(self._started)

    def _started(self, _setup: Setup) -> None:
        self._began = time.monotonic()
        self._times = []
        self._computed = []
        self._last = -1
        table = self._table = self._controller.table
        self._whole = table is not None and not table.game.commands
        if table is not None:
            table.listeners.append(lambda step: self._step(table, step))

    def _step(self, table: Table, step: Step) -> None:
        if table is not self._table:
            return  # an earlier game's table
        self._last = step.index
        if step.index == len(self._times):
            self._times.append(time.monotonic())
            self._computed.append(self._controller.in_slice)
        else:
            self._whole = False

    def taken_back(self, commands: int) -> None:
        """Undo left the game ``commands`` commands long: the times of the others are gone
        (redo plays them again, timed anew)."""
        del self._times[commands:]
        del self._computed[commands:]
        self._last = commands - 1

    def saw_end(self, commands: int) -> bool:
        """Whether the game's last command (of ``commands``) was played while this clock ran:
        a game that ended here, not a finished game opened from a file."""
        return self._last == commands - 1 >= 0

    def seconds(self) -> float:
        """Wall-clock seconds since the game started here."""
        return time.monotonic() - self._began

    def command_seconds(self, commands: int) -> list[float] | None:
        """The seconds each command took after the one before (:data:`COMPUTED` for one the
        computer played "to the end"); ``None`` unless all ``commands`` were played while this
        clock ran (not for an opened or rejoined game)."""
        if not self._whole or len(self._times) != commands:
            return None
        starts = [self._began, *self._times[:-1]]
        return [
            COMPUTED if computed else max(t - before, 0.002)  # (never 0 ms in the history)
            for before, t, computed in zip(starts, self._times, self._computed, strict=True)
        ]


def add_finished_game(
    controller: GameController,
    clock: GameClock | None = None,
    *,
    lan_role: str | None = None,
    path: Path | None = None,
    now: datetime | None = None,
) -> Callable[[], str] | None:
    """Add the controller's finished game to the history; ``None`` when all went well, else
    the sentence to show the person (a function that words it in the language installed).

    ``lan_role`` says whose LAN game it was (``"host"`` or ``"join"``; ``""`` offline); by
    default it is read from the seats: a person here at a seat the setup calls ``remote`` is a
    joiner, else a setup with remote seats is the host's. ``path`` replaces the history file
    (default :func:`core.history.default_path`); ``now`` the time the game ended."""
    setup, game = controller.setup, controller.game
    if setup is None or game is None or not game.over:
        return None
    if clock is not None and not clock.saw_end(len(game.commands)):
        return None  # (a finished game opened to look at: it is in the history already)
    when = now or datetime.now()
    # A LAN game's seats played at this computer (the controller keeps them after the end);
    # its setup is the one shown here (madn_qt.network.seats_shown: ``human`` a person here,
    # ``remote`` a person elsewhere, ``ai`` the computer, this side's or another's).
    lan = controller.lan
    if lan is not None and lan_role is None:
        local = set(lan.played_here)
    else:
        people = lan.local_seats if lan is not None else frozenset()
        remote = {s for s in setup.occupied if setup.seats[s].kind is SeatKind.REMOTE}
        role = lan_role if lan_role is not None else _role(people, remote)
        if role == "join":
            seats = {s: Seat.human() for s in people}
            setup = seen_here(setup, seats, remote - set(seats))
            local = set(seats)
        else:  # offline, or the host: every seat but the remote ones is played here
            local = set(setup.occupied) - remote
    record = Record(
        setup,
        list(game.commands),
        when.date().isoformat(),
        game.position_ranking(),
        controller.takebacks.count,
    )
    duration = clock.seconds() if clock is not None else None
    seconds = clock.command_seconds(len(game.commands)) if clock is not None else None
    try:
        with History.open(path) as history:
            history.add(
                record,
                date=when.isoformat(timespec="seconds"),
                duration=duration,
                seconds=seconds,
                local_seats=local,
            )
            moved = history.opened.moved_aside
    except (HistoryError, ValueError, OSError) as error:
        reason = str(error)  # (English: the history's own words)
        return lambda: translate(
            "History", "This game could not be added to the game history: {reason}"
        ).format(reason=reason)
    if moved is None:
        return None
    name = moved.name
    return lambda: translate(
        "History",
        "The game history could not be read. It was kept as {file} and a new one was started.",
    ).format(file=name)


def _role(people: frozenset[int], remote: set[int]) -> str:
    if people & remote:
        return "join"
    return "host" if remote else ""
