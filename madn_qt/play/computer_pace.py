"""How fast the computer's stretches of a game are shown: the pace (normal, fast, "to the end"),
the pauses and the board's speed for each stretch, and "to the end" itself — the computer's
commands played at once, a slice at a time, with only the position where a slice ends shown.

:class:`ComputerPace` is a base class of :class:`~madn_qt.play.controller.GameController` (its
methods run on the controller and keep their state there, as the window's parts do); the pauses and
speeds themselves are :class:`madn_qt.play.pace.Pace`'s arithmetic.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from core.actions import Action
from core.moves import Move
from core.position import Position
from core.table import ChanceTurn, Decider, Next, PassTurn, Step, Table
from madn_qt.play.animator import WHEEL_SECONDS, Animator
from madn_qt.play.pace import Pace
from madn_qt.play.stage import Stage

log = logging.getLogger(__name__)

# "To the end": the computer's commands are played in slices of the GUI thread, this long or this
# many at most, and only the position where a slice ends goes to the board (the log gets all).
END_SLICE_S = 0.1
END_SLICE_COMMANDS = 400


def first_fair(actions: Sequence[Action]) -> Action:
    """What a failed engine player plays: its first action that breaks no duty."""
    return next(a for a in actions if not isinstance(a, Move) or a.breaks is None)


class ComputerPace(QObject):
    """The pace of the computer's stretches (a part of ``GameController``)."""

    # Made by GameController.__init__:
    table: Table | None
    _animator: Animator | None
    _speed: float
    _pace_mode: Pace
    _pace_before_end: Pace
    _board_speed: float | None
    _skipping: bool
    _generation: int
    # "To the end" plays a slice of commands at once: what follows every command (the game
    # kept for next time) waits for the slice's end (position_changed).
    in_slice = False

    if TYPE_CHECKING:  # GameController's signals and steps
        pace_changed = Signal(object)
        happenings_applied = Signal(object, object)
        position_changed = Signal(object)

        def _set_choices(self, moves: Sequence[Move]) -> None: ...

        def _set_stage(self, stage: Stage) -> None: ...

        def _command(self, run: Callable[[Table], Step]) -> Step | None: ...

        def _continue(self, generation: int) -> None: ...

        def _show_position(self, position: Position) -> None: ...

    def set_animation_speed(self, speed: float) -> None:
        """Scales the AI's and the automatic pass's pauses and the board's animations (1 =
        normal; larger = faster); the computer's turns go faster still (:class:`Pace`)."""
        self._speed = max(0.1, speed)
        self._set_board_speed(self._speed)

    @property
    def pace(self) -> Pace:
        return self._pace_mode

    def set_pace(self, pace: Pace) -> None:
        """How the computer's turns are shown from now on; the pace stays from game to game,
        except "to the end", which is for the game at hand (:meth:`end_reached`)."""
        if pace is Pace.END and self._pace_mode is not Pace.END:
            self._pace_before_end = self._pace_mode
        if pace is not self._pace_mode:
            self._pace_mode = pace
            self.pace_changed.emit(pace)

    def end_reached(self) -> None:
        """The game went to its end (or another one starts): "to the end" gives way to the pace
        chosen before it; any other pace stays."""
        if self._pace_mode is Pace.END:
            self.set_pace(self._pace_before_end)

    @property
    def skipping(self) -> bool:
        """Whether the command just applied is shown without animation (:attr:`Pace.END`)."""
        return self._skipping

    def _computer_stretch(self) -> bool:
        """Whether the next command belongs to the computer: an AI seat (or a seat played
        elsewhere) acts, or chance is drawn for one — not a local human's roll or move."""
        table = self.table
        if table is None:
            return False
        return not table.setup.seats[table.position.turn].is_human

    def _set_board_speed(self, speed: float) -> None:
        if self._animator is None or speed == self._board_speed:
            return
        self._board_speed = speed
        self._animator.set_animation_speed(speed)

    def _pace(self, base_ms: int, computer: bool = False) -> int:
        return self._pace_mode.pause_ms(base_ms, self._speed, computer)

    def _wheel_seconds(self, computer: bool) -> float:
        """How long the wheel spins at the pace shown now (0 under a pace that skips)."""
        return self._pace(round(WHEEL_SECONDS * 1000), computer=computer) / 1000.0

    def _run_to_the_end(self) -> None:
        """:attr:`Pace.END`: play the computer's stretch at once, a slice at a time (the window
        stays alive between slices), the engine players choosing here rather than on the worker
        thread. Every command's happenings go out as always (the log keeps every move, quietly);
        the board and the panel get the position where the slice ends."""
        table = self.table
        if table is None:
            return
        self._set_choices([])
        self._set_stage(Stage.AI_TURN)
        self.in_slice = True
        try:
            last, refused = self._play_slice(table, time.monotonic() + END_SLICE_S)
        finally:
            self.in_slice = False
        self._skipping = False
        if last is not None:
            self._show_position(last.position)
            if self._animator is not None:
                self._animator.set_position(last.position)
        if refused:
            return  # (the game goes on from the event loop: _command saw to it)
        generation = self._generation
        QTimer.singleShot(0, self, lambda: self._continue(generation))

    def _play_slice(self, table: Table, deadline: float) -> tuple[Step | None, bool]:
        """The computer's commands until the slice's time or count is up, or somebody else
        is to act: the last command played (None: none), and whether the engine refused one."""
        last: Step | None = None
        for _ in range(END_SLICE_COMMANDS):
            turn = table.what_next()
            if turn is None or turn.decider is Decider.REMOTE or not self._computer_stretch():
                break
            step = self._command(functools.partial(self._play_inline, turn=turn))
            if step is None:
                return last, True
            self._skipping = True
            self.happenings_applied.emit(step.happenings, step.position)
            last = step
            if time.monotonic() >= deadline:
                break
        return last, False

    @staticmethod
    def _play_inline(table: Table, turn: Next) -> Step:
        """One command of the computer's, chosen here: chance drawn, a pass played, an engine
        player's move (its first legal move that keeps the rules if it fails)."""
        if isinstance(turn, ChanceTurn):
            return table.draw()
        if isinstance(turn, PassTurn):
            return table.play(turn.move)
        actions = list(turn.actions)
        try:
            action = table.player(turn.seat).choose(table.position, actions)
        except Exception:  # an AI failure must not stop the game (as on the worker thread)
            log.exception("AI failed; it plays its first legal action")
            action = first_fair(actions)
        return table.play(action)
