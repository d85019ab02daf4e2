"""The AI thinks off the GUI thread: one :class:`QRunnable` per decision, answer by signal.

:class:`AiWorker` owns a private :class:`QThreadPool` with a single thread. :meth:`AiWorker.think`
hands a position, its legal moves and a player to the pool and returns a ticket; the answer comes
back through :attr:`AiWorker.decided` (ticket, move), a signal of an object that lives in the GUI
thread, so Qt delivers it as a queued call and the slot runs in the GUI thread. A cancelled
ticket's answer is dropped here, so a new game or a closed window never sees an old decision.
A Python thread cannot be killed: cancelling tells a player that takes a ``cancel`` callback
(the ``core.ai`` levels) to stop early, and throws the answer away.
"""

from __future__ import annotations

import inspect
import logging
import threading
from collections.abc import Sequence
from typing import Any, cast

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from core.actions import Action
from core.players import Player
from core.position import Position
from core.rules import Rules

log = logging.getLogger(__name__)


def _takes_cancel(player: Player) -> bool:
    """Whether ``player.choose`` accepts a ``cancel`` callback (the core.ai levels do)."""
    try:
        parameters = inspect.signature(player.choose).parameters
    except (TypeError, ValueError):
        return False
    return "cancel" in parameters


class _Relay(QObject):
    """Lives in the GUI thread; the worker thread emits through it (queued delivery)."""

    done = Signal(int, object)
    failed = Signal(int, str)


class _Decision(QRunnable):
    def __init__(
        self,
        ticket: int,
        player: Player,
        position: Position,
        moves: Sequence[Action],
        relay: _Relay,
        cancelled: threading.Event,
        warming: threading.Thread | None = None,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._ticket = ticket
        self._player = player
        self._position = position
        self._moves = list(moves)
        self._relay = relay
        self._cancelled = cancelled
        self._warming = warming

    def run(self) -> None:
        if self._cancelled.is_set():
            return
        if self._warming is not None and getattr(self._player, "name", "") == "strong":
            # Its tables are being built: wait for them instead of building them twice.
            while self._warming.is_alive() and not self._cancelled.is_set():
                self._warming.join(0.05)
        try:
            if _takes_cancel(self._player):
                # core.ai levels stop thinking early when cancel() says so.
                choose = cast(Any, self._player).choose
                move = choose(self._position, self._moves, cancel=self._cancelled.is_set)
            else:
                move = self._player.choose(self._position, self._moves)
        except Exception as error:  # the AI's bug must not take the app down
            log.exception("AI %s failed", getattr(self._player, "name", "?"))
            self._relay.failed.emit(self._ticket, repr(error))
            return
        if not self._cancelled.is_set():
            self._relay.done.emit(self._ticket, move)


class AiWorker(QObject):
    """Runs AI decisions one at a time on a background thread."""

    decided = Signal(int, object)  # ticket, Action (a Move, or in event mode a Confirm or Pick)
    failed = Signal(int, str)  # ticket, error text

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._next_ticket = 0
        self._live: dict[int, threading.Event] = {}
        self._warmed: set[tuple[Rules, tuple[int, ...]]] = set()
        self._warming: threading.Thread | None = None

    def prepare_strong(self, rules: Rules, seats: tuple[int, ...]) -> None:
        """Build the strong level's tables for this game in the background, once per setup.

        They take seconds each (those of the seats at the start first, then those of every
        smaller table a knock-out or "play on" can leave: :func:`core.ai.strong.warm_up`); a
        daemon thread builds them while the game starts, so neither the other AIs' decisions
        nor closing the window wait for it. A decision that needs a table not yet built builds
        it itself (the same table, at the same cost).
        """
        key = (rules, seats)
        if key in self._warmed:
            return
        self._warmed.add(key)
        from core.ai import warm_up

        self._warming = threading.Thread(
            target=warm_up, args=(rules, seats), name="madn-ai-warm-up", daemon=True
        )
        self._warming.start()

    def think(self, player: Player, position: Position, moves: Sequence[Action]) -> int:
        """Start a decision; the answer arrives through :attr:`decided` with the returned ticket."""
        self._next_ticket += 1
        ticket = self._next_ticket
        cancelled = threading.Event()
        self._live[ticket] = cancelled
        self._pool.start(
            _Decision(ticket, player, position, moves, self._relay, cancelled, self._warming)
        )
        return ticket

    def cancel_all(self) -> None:
        """Forget every pending decision: their answers are never delivered."""
        for flag in self._live.values():
            flag.set()
        self._live.clear()

    def busy(self) -> bool:
        return bool(self._live)

    def shutdown(self, wait_ms: int = 3000) -> bool:
        """Cancel everything and wait for the thread; ``False`` if it did not stop in time."""
        self.cancel_all()
        self._pool.clear()
        return bool(self._pool.waitForDone(wait_ms))

    @Slot(int, object)
    def _on_done(self, ticket: int, move: object) -> None:
        if self._live.pop(ticket, None) is None:
            return  # cancelled meanwhile
        self.decided.emit(ticket, move)

    @Slot(int, str)
    def _on_failed(self, ticket: int, error: str) -> None:
        if self._live.pop(ticket, None) is None:
            return
        self.failed.emit(ticket, error)
