"""The computer's answer, played at the computer's pace (:class:`ComputerAnswer`, a collaborator
of :class:`~madn_qt.play.controller.GameController`).

The engine player's answer (:class:`~madn_qt.play.thinking.ComputerThinking`) counts only while
the controller awaits it; its seat's time per move stops there (:class:`DecisionClock`). While
the game is paused the move is parked until it goes on. The move is shown once the computer's
pause has passed — less the time the engine took to think — so that a slow answer is not
shown later still. An engine that fails plays its first fair action.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from core.actions import Action
from core.table import Table
from madn_qt.play.computer_pace import ComputerPace, first_fair
from madn_qt.play.pace import AI_PACE_MS
from madn_qt.play.thinking import ComputerThinking, DecisionClock
from madn_qt.play.waits import Waits

log = logging.getLogger("madn_qt.play.controller")  # (the controller's log, as before)


class ComputerAnswer:
    """The computer's answers, from the worker to the table (see the module's docstring)."""

    def __init__(
        self,
        thinking: ComputerThinking,
        clock: DecisionClock,
        waits: Waits,
        pace: ComputerPace,
        table: Callable[[], Table | None],
        apply: Callable[[Action], None],
    ) -> None:
        self._thinking, self._clock, self._waits, self._pace = thinking, clock, waits, pace
        self._table = table
        self._apply = apply
        thinking.decided.connect(self._decided)
        thinking.failed.connect(self._failed)

    def _decided(self, move: Action) -> None:
        if self._waits.pending != "worker":
            return
        self._waits.pending = ""
        self._clock.took()  # (the computer's thinking, not the pause before its move is shown)
        if self._waits.paused:
            self._waits.parked = lambda: self._play(move)
            return
        self._play(move)

    def _failed(self, error: str) -> None:
        table = self._table()
        if self._waits.pending != "worker" or table is None:
            return
        log.error("AI failed (%s); it plays its first legal action", error)
        self._waits.pending = ""
        self._play(first_fair(table.legal_actions()))

    def _play(self, move: Action) -> None:
        rest = self._pace.pause_ms(AI_PACE_MS, computer=True) - self._thinking.waited_ms()
        if rest > 0:
            self._waits.after(rest, lambda: self._apply(move))
        else:
            self._apply(move)
