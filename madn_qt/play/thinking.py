"""The computer's decisions as the controller asks them (:class:`ComputerThinking`: the engine
player thinks on :class:`~madn_qt.play.ai_worker.AiWorker`'s thread, one question at a time, an
answer to an older question dropped) and how long each seat took per decision
(:class:`DecisionClock`: the statistics' time per move). Both are collaborators of
:class:`~madn_qt.play.controller.GameController` with their own state.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from core.actions import Action, Confirm, Pick
from core.moves import Move
from core.players import Player
from core.position import Position
from core.rules import Rules
from madn_qt.play.ai_worker import AiWorker


class ComputerThinking(QObject):
    """The engine player's decision, asked on the worker thread (see the module's docstring)."""

    decided = Signal(object)  # Action: the answer to the question asked last
    failed = Signal(str)  # the engine player failed to answer it (why)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = AiWorker(self)
        self.worker.decided.connect(self._on_decided)
        self.worker.failed.connect(self._on_failed)
        self._ticket = 0
        self._started = 0.0

    def prepare_strong(self, rules: Rules, seats: tuple[int, ...]) -> None:
        self.worker.prepare_strong(rules, seats)

    def think(self, player: Player, position: Position, actions: Sequence[Action]) -> None:
        """Ask ``player`` to choose among ``actions`` at ``position``; the answer comes by
        :attr:`decided` (or :attr:`failed`)."""
        self._started = time.monotonic()
        self._ticket = self.worker.think(player, position, list(actions))

    def waited_ms(self) -> int:
        """Milliseconds since the question was asked."""
        return int((time.monotonic() - self._started) * 1000)

    def cancel(self) -> None:
        """No answer to a question asked so far arrives."""
        self.worker.cancel_all()
        self._ticket = -1

    def shutdown(self) -> None:
        self.worker.shutdown()

    def _on_decided(self, ticket: int, move: object) -> None:
        if ticket == self._ticket and isinstance(move, Move | Confirm | Pick):
            self.decided.emit(move)

    def _on_failed(self, ticket: int, error: str) -> None:
        if ticket == self._ticket:
            self.failed.emit(error)


class DecisionClock:
    """How long each seat took per decision in this session (the person's and the computer's
    thinking, not the pause before a move is shown)."""

    def __init__(self) -> None:
        self.seconds: dict[int, list[float]] = {}
        self._asked: tuple[int, float] | None = None  # (seat, when) of the decision asked for

    def reset(self) -> None:
        self.seconds = {}
        self._asked = None

    def ask(self, seat: int) -> None:
        """``seat`` is asked for a decision now."""
        self._asked = (seat, time.monotonic())

    def took(self) -> None:
        """The decision asked for is made: how long it took is the seat's (time per move)."""
        if self._asked is not None:
            seat, since = self._asked
            self.seconds.setdefault(seat, []).append(time.monotonic() - since)
            self._asked = None
