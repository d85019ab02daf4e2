"""How fast the computer's stretches of a game are shown: the pace (normal, fast, "to the end"),
the pauses and the board's speed for each stretch, and "to the end" itself — the computer's
commands played at once, a slice at a time, with only the position where a slice ends shown.

:class:`ComputerPace` is a collaborator of :class:`~madn_qt.play.controller.GameController` with
its own state (the pace chosen, the one "to the end" gives way to, the settings' speed, whether a
slice is being played); the pauses and speeds themselves are :class:`madn_qt.play.pace.Pace`'s
arithmetic. No Qt: the controller tells the window what changed.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable, Sequence

from core.actions import Action
from core.moves import Move
from core.table import ChanceTurn, Decider, Next, PassTurn, Step, Table
from madn_qt.play.animator import WHEEL_SECONDS
from madn_qt.play.pace import Pace

log = logging.getLogger(__name__)

# "To the end": the computer's commands are played in slices of the GUI thread, this long or this
# many at most, and only the position where a slice ends goes to the board (the log gets all).
END_SLICE_S = 0.1
END_SLICE_COMMANDS = 400


def first_fair(actions: Sequence[Action]) -> Action:
    """What a failed engine player plays: its first action that breaks no duty."""
    return next(a for a in actions if not isinstance(a, Move) or a.breaks is None)


def computer_turn(table: Table) -> bool:
    """Whether the next command belongs to the computer: an AI seat (or a seat played elsewhere)
    acts, or chance is drawn for one — not a local human's roll or move."""
    return not table.setup.seats[table.position.turn].is_human


class ComputerPace:
    """The pace of the computer's stretches, the settings' speed and "to the end"'s slices."""

    def __init__(self) -> None:
        self.speed = 1.0  # the settings' animation speed (1 = normal; larger = faster)
        self._pace = Pace.NORMAL
        self.before_end = Pace.NORMAL  # what "to the end" gives way to
        # "To the end" plays a slice of commands at once: what follows every command (the game
        # kept for next time) waits for the slice's end (position_changed).
        self.in_slice = False

    @property
    def pace(self) -> Pace:
        return self._pace

    def set_speed(self, speed: float) -> None:
        self.speed = max(0.1, speed)

    def set_pace(self, pace: Pace) -> bool:
        """The pace from now on; whether it changed. Choosing "to the end" keeps the pace it
        gives way to (:attr:`before_end`)."""
        if pace is Pace.END and self._pace is not Pace.END:
            self.before_end = self._pace
        if pace is self._pace:
            return False
        self._pace = pace
        return True

    def skips(self, computer: bool) -> bool:
        """Whether a stretch (``computer``: the computer's) is played unseen."""
        return self._pace.skips(computer)

    def pause_ms(self, base_ms: int, computer: bool = False) -> int:
        return self._pace.pause_ms(base_ms, self.speed, computer)

    def wheel_seconds(self, computer: bool) -> float:
        """How long the wheel spins at the pace shown now (0 under a pace that skips)."""
        return self.pause_ms(round(WHEEL_SECONDS * 1000), computer=computer) / 1000.0

    def board_speed(self, computer: bool) -> float:
        """The board's animation speed for a stretch (``computer``: the computer's)."""
        return self._pace.board_speed(self.speed, computer)

    def play_slice(
        self,
        table: Table,
        command: Callable[[Callable[[Table], Step]], Step | None],
        told: Callable[[Step], None],
    ) -> tuple[Step | None, bool]:
        """:attr:`Pace.END`: the computer's commands until the slice's time or count is up, or
        somebody else is to act, each played by ``command`` (``None``: the engine refused it)
        and ``told`` at once; the engine players choose here rather than on the worker thread.
        Returns the last command played (None: none), and whether the engine refused one."""
        deadline = time.monotonic() + END_SLICE_S
        last: Step | None = None
        self.in_slice = True
        try:
            for _ in range(END_SLICE_COMMANDS):
                turn = table.what_next()
                if turn is None or turn.decider is Decider.REMOTE or not computer_turn(table):
                    break
                step = command(functools.partial(_play_inline, turn=turn))
                if step is None:
                    return last, True
                told(step)
                last = step
                if time.monotonic() >= deadline:
                    break
        finally:
            self.in_slice = False
        return last, False


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
