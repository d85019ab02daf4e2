"""How a command the table played is shown: told to the window (the log, the panel, the sounds),
then a roll by the dice, the wheel's draw by the wheel (told once the wheel rests on it), the
rocket's target by its own wheel and then its flight, everything else by the figures; the game
goes on when the board (or the wheel) reports that it is done, or after a watchdog's time.

:class:`StepShow` is a base class of :class:`~madn_qt.play.controller.GameController`, as
:class:`~madn_qt.play.computer_pace.ComputerPace` is (its methods run on the controller and keep
their state there).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

from core.position import Position
from core.table import Step
from madn_qt.play.animator import Animator, WheelPresenter, rolled_pips, target_drawn, wheel_drawn
from madn_qt.play.computer_pace import ComputerPace

ANIMATION_WATCHDOG_MS = 20000  # go on if the board never reports the end of an animation


class StepShow(ComputerPace):
    """Showing the steps played (a part of ``GameController``)."""

    # Made by GameController.__init__:
    _pending: str
    _wheel: WheelPresenter | None
    _after_wheel: Callable[[], None] | None
    _shown: Position | None
    _watchdog: QTimer

    def _announce(self, step: Step) -> None:
        """Tell the window a command's happenings and the position after it (the log, the
        panel, the sounds)."""
        self._shown = step.position  # (what the window reads while it hears the happenings)
        self.happenings_applied.emit(step.happenings, step.position)
        self._show_position(step.position)

    def _show_position(self, position: Position) -> None:
        self._shown = position
        self.position_changed.emit(position)

    def _present(self, step: Step, before: Position, computer: bool) -> None:
        """Show a command played at ``before``: a roll by the dice, the wheel's draw by the
        wheel, the rocket's target by its own wheel and then the flight, everything else by
        the figures; the game goes on when the board (or the wheel) is done. A wheel's result
        is told (:meth:`_announce`) once the wheel rests on it, not while it turns."""
        pips = rolled_pips(step.happenings)
        wheel = None if self._skipping else self._wheel
        drawn = wheel_drawn(step.happenings)
        rocket = target_drawn(step.command, before)

        def figures(animator: Animator) -> None:
            animator.play_happenings(list(step.happenings), step.position)

        if wheel is not None and drawn is not None:
            self._pending = "wheel"
            self._after_wheel = lambda: self._wheel_told(step)
            wheel.present(drawn, step.position, self._wheel_seconds(computer))
            return
        if wheel is not None and rocket is not None:
            self._pending = "wheel"

            def flight() -> None:
                self._announce(step)
                self._animate(figures, computer)

            self._after_wheel = flight
            wheel.present_target(rocket, self._wheel_seconds(computer))
            return
        self._announce(step)
        if pips:
            self._animate(lambda a: a.roll_die(pips), computer)
        else:
            self._animate(figures, computer)

    def _wheel_told(self, step: Step) -> None:
        """The wheel rests on its event: told now, shown on the board, and the game goes on."""
        self._announce(step)
        if self._animator is not None and self.table is not None:
            self._animator.set_position(self.table.position)  # (as after any animation)
        generation = self._generation
        QTimer.singleShot(0, self, lambda: self._continue(generation))

    def _on_wheel_stopped(self) -> None:
        if self._pending != "wheel":
            return
        self._pending = ""
        after, self._after_wheel = self._after_wheel, None
        if after is not None:
            after()  # (the wheel's result told; the rocket's flight once its target is drawn)
            return
        generation = self._generation
        QTimer.singleShot(0, self, lambda: self._continue(generation))

    def _animate(self, start: Callable[[Animator], None], computer: bool = False) -> None:
        if self._animator is None or self._skipping:
            # No board, or the computer's turns to the end: the board only shows the position
            # after the command (set when the "animation" ends, below).
            self._skipping = False
            self._pending = "animation"
            QTimer.singleShot(0, self, self._on_animation_finished)
            return
        self._set_board_speed(self._pace_mode.board_speed(self._speed, computer))
        self._watchdog.start(ANIMATION_WATCHDOG_MS)
        # Set after start(): a board that cuts its previous animation short may report *that*
        # one synchronously; the new one always ends later, from the event loop.
        self._pending = ""
        start(self._animator)
        self._pending = "animation"

    def _on_animation_finished(self) -> None:
        if self._pending != "animation":
            return
        self._watchdog.stop()
        self._pending = ""
        if self._animator is not None and self.table is not None:
            self._animator.set_position(self.table.position)
        generation = self._generation
        QTimer.singleShot(0, self, lambda: self._continue(generation))
