"""What the game controller waits for before its next step, besides the board and the wheel
(:class:`Waits`): a pause before an automatic step (:meth:`Waits.after`), the engine player's
answer (:attr:`Waits.pending` ``"worker"``); the dialogs' pauses, counted so that nested dialogs
work (:meth:`Waits.pause`, :meth:`Waits.resume`), and the step that came due during one
(:attr:`Waits.parked`, run after the last resume); and the *generation*: a callback scheduled for
a game that was replaced since (:meth:`Waits.cancel`) does nothing (:meth:`Waits.later`).

A collaborator of :class:`~madn_qt.play.controller.GameController` with its own state.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal


class Waits(QObject):
    """The controller's pauses, parked step and generation (see the module's docstring)."""

    paused_changed = Signal(bool)

    def __init__(self, resumed: Callable[[], None], parent: QObject | None = None) -> None:
        """``resumed``: what runs after the last :meth:`resume` (from the event loop)."""
        super().__init__(parent)
        self.pending = ""  # "timer" or "worker" while one is awaited
        self.parked: Callable[[], None] | None = None  # a step that came due while paused
        self._resumed = resumed
        self._pause_count = 0
        self._generation = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._timer_action: Callable[[], None] | None = None

    @property
    def paused(self) -> bool:
        return self._pause_count > 0

    def after(self, ms: int, action: Callable[[], None]) -> None:
        """Run ``action`` after ``ms`` milliseconds (parked if paused by then)."""
        self.pending = "timer"
        self._timer_action = action
        self._timer.start(ms)

    def _on_timer(self) -> None:
        action, self._timer_action = self._timer_action, None
        self.pending = ""
        if action is None:
            return
        if self.paused:
            self.parked = action  # the last resume() runs it
            return
        action()

    def later(self, step: Callable[[], None]) -> None:
        """Run ``step`` from the event loop, unless the game was replaced by then."""
        generation = self._generation
        QTimer.singleShot(0, self, lambda: step() if generation == self._generation else None)

    def pause(self) -> None:
        self._pause_count += 1
        if self._pause_count == 1:
            self.paused_changed.emit(True)

    def resume(self) -> None:
        if self._pause_count == 0:
            return
        self._pause_count -= 1
        if self._pause_count == 0:
            self.paused_changed.emit(False)
            self.later(self._resumed)

    def cancel(self) -> None:
        """Nothing awaited or parked goes on (a new game, a closed window)."""
        self._generation += 1
        self._timer.stop()
        self._timer_action = None
        self.parked = None
        self.pending = ""
