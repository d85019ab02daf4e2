"""Game ▸ Undo and Redo on the controller's game (:class:`UndoRedo`); what is taken back and
why the dice stand is :mod:`madn_qt.play.undo`'s.

Undo works in a game without network players that is not over; what one undo takes back is the
last decision of a person at this computer and everything after it (the computers' turns too),
so the game waits for that decision again, with the same roll. Redo plays it again as it was;
a new decision of the person forgets what could be redone. Both work at any moment of the game,
also while the computers play: what is under way is dropped and the game shown again from the
position reached (:meth:`~madn_qt.play.controller.GameController.reshow`).
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QObject, Signal

from core.setup import SeatKind
from core.table import Step
from madn_qt.play.controller import GameController
from madn_qt.play.stage import Stage
from madn_qt.play.undo import is_decision, last_decision


class NoUndo(Enum):
    """Why undo cannot be used now."""

    NO_GAME = "no_game"
    NETWORK = "network"  # the others at the table played on: nobody takes their moves back
    OVER = "over"  # the game ended (and is in the history as played)
    NOTHING = "nothing"  # nobody here decided anything yet


class UndoRedo(QObject):
    """Undo and redo of the controller's game (see the module's docstring)."""

    changed = Signal()  # what undo and redo can do may have changed
    went = Signal()  # the game went back or forward again: the log and the clock follow it

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self._controller = controller
        self._replaying = False
        controller.step_played.connect(self._on_step)
        controller.stage_changed.connect(self.changed)
        controller.game_started.connect(self.changed)

    @property
    def count(self) -> int:
        """The moves taken back in this game (the record's ``Taken back`` line)."""
        return self._controller.takebacks.count

    def why_not(self) -> NoUndo | None:
        """Why undo cannot be used now (``None``: it can)."""
        c = self._controller
        table = c.table
        if table is None or c.setup is None:
            return NoUndo.NO_GAME
        if c.following or c.local_seats or any(s.kind is SeatKind.REMOTE for s in c.setup.seats):
            return NoUndo.NETWORK
        if c.stage is Stage.OVER or table.over:
            return NoUndo.OVER
        nobody = not any(c.is_human(seat) for seat in c.setup.occupied)  # (no scan: computers)
        if nobody or last_decision(table.game, c.is_human) < 0:
            return NoUndo.NOTHING
        return None

    def can_undo(self) -> bool:
        return self.why_not() is None

    def can_redo(self) -> bool:
        why = self.why_not()
        usable = why is None or why is NoUndo.NOTHING
        return usable and self._controller.takebacks.can_redo

    def undo(self) -> bool:
        """Take back the person's last decision and what followed it; ``False`` if not now."""
        c = self._controller
        if not self.can_undo() or c.table is None:
            return False
        c.takebacks.take_back(c.table.game, c.is_human)
        self._went()
        return True

    def redo(self) -> bool:
        """Play again what the last undo took back; ``False`` if there is nothing to redo."""
        c = self._controller
        table = c.table
        if not self.can_redo() or table is None:
            return False
        self._replaying = True
        try:
            for command in c.takebacks.redo():
                table.play(command)
        finally:
            self._replaying = False
        self._went()
        return True

    def _went(self) -> None:
        self.went.emit()
        self._controller.reshow()
        self.changed.emit()

    def _on_step(self, step: Step) -> None:
        """A person's new decision: what was taken back cannot be redone any more."""
        c = self._controller
        if self._replaying or c.table is None or c.following:
            return
        before = c.table.game.positions[step.index]
        if c.is_human(before.turn) and is_decision(before):
            c.takebacks.decided()
            self.changed.emit()
