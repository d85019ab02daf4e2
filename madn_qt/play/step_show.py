"""How a command the table played is shown: told to the window (the log, the panel, the sounds),
then a roll by the dice, the wheel's draw by the wheel (told once the wheel rests on it), the
rocket's target by its own wheel and then its flight, everything else by the figures; the game
goes on when the board (or the wheel) reports that it is done, or after a watchdog's time.

:class:`StepShow` is a collaborator of :class:`~madn_qt.play.controller.GameController` with its
own state: the board and the wheel it shows on, what it waits for (:attr:`StepShow.showing`),
whether the command at hand is shown unanimated (:attr:`StepShow.skipping`), the speed last handed
to the board. The controller gives it two things to call: ``tell`` (a step's happenings and
position to the window) and ``done`` (the step is shown: the game goes on).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from core.position import Position
from core.table import Step
from madn_qt.play.animator import Animator, WheelPresenter, rolled_pips, target_drawn, wheel_drawn
from madn_qt.play.computer_pace import ComputerPace

ANIMATION_WATCHDOG_MS = 20000  # go on if the board never reports the end of an animation


class StepShow(QObject):
    """Showing the steps played on the board and the wheel (see the module's docstring)."""

    def __init__(
        self,
        pace: ComputerPace,
        tell: Callable[[Step], None],
        done: Callable[[bool], None],
        parent: QObject | None = None,
    ) -> None:
        """``done(settle)``: the step is shown; ``settle``: the board is to show the game's
        position first (after an animation, or a wheel's result told)."""
        super().__init__(parent)
        self._pace = pace
        self._tell = tell
        self._done = done
        self.animator: Animator | None = None
        self.wheel: WheelPresenter | None = None
        self.showing = ""  # "wheel" or "animation" while the board or the wheel is awaited
        self.skipping = False  # the command being shown is shown without animation
        self._board_speed: float | None = None  # the speed last handed to the board
        self._after_wheel: Callable[[], None] | None = None  # what the wheel's stop starts
        self._held_ms = -1  # the watchdog's time left when the game was paused (-1: none)
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_animation_finished)

    # --- wiring ------------------------------------------------------------------------------
    def set_animator(self, animator: Animator | None) -> None:
        if self.animator is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.animator.animation_finished.disconnect(self._on_animation_finished)
        self.animator = animator
        self._board_speed = None
        if animator is not None:
            animator.animation_finished.connect(self._on_animation_finished)

    def set_wheel(self, wheel: WheelPresenter | None) -> None:
        """Who shows the wheel of fortune's spins (None: nobody, the game goes straight on)."""
        if self.wheel is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.wheel.stopped.disconnect(self._on_wheel_stopped)
        self.wheel = wheel
        if wheel is not None:
            wheel.stopped.connect(self._on_wheel_stopped)

    def set_board_speed(self, speed: float) -> None:
        if self.animator is None or speed == self._board_speed:
            return
        self._board_speed = speed
        self.animator.set_animation_speed(speed)

    def hold(self, held: bool) -> None:
        """The game is paused (or goes on): the board and the wheel stand still where they are,
        and the watchdog waits with them."""
        if self.animator is not None:
            self.animator.hold(held)
        if self.wheel is not None:
            self.wheel.hold(held)
        if held:
            self._held_ms = self._watchdog.remainingTime() if self._watchdog.isActive() else -1
            self._watchdog.stop()
        elif self._held_ms >= 0 and self.showing == "animation":
            self._watchdog.start(self._held_ms)

    def cancel(self) -> None:
        """Nothing shown now goes on to anything (a new game, a closed window)."""
        self._watchdog.stop()
        self._after_wheel = None
        self.showing = ""

    # --- showing -----------------------------------------------------------------------------
    def present(self, step: Step, before: Position, computer: bool) -> None:
        """Show a command played at ``before``: a roll by the dice, the wheel's draw by the
        wheel, the rocket's target by its own wheel and then the flight, everything else by
        the figures; the game goes on when the board (or the wheel) is done. A wheel's result
        is told (``tell``) once the wheel rests on it, not while it turns."""
        pips = rolled_pips(step.happenings)
        wheel = None if self.skipping else self.wheel
        drawn = wheel_drawn(step.happenings)
        rocket = target_drawn(step.command, before)

        def figures(animator: Animator) -> None:
            animator.play_happenings(list(step.happenings), step.position)

        if wheel is not None and drawn is not None:
            self.showing = "wheel"
            self._after_wheel = lambda: self._wheel_told(step)
            wheel.present(drawn, step.position, self._pace.wheel_seconds(computer))
            return
        if wheel is not None and rocket is not None:
            self.showing = "wheel"

            def flight() -> None:
                self._tell(step)
                self._animate(figures, computer)

            self._after_wheel = flight
            wheel.present_target(rocket, self._pace.wheel_seconds(computer))
            return
        self._tell(step)
        if pips:
            self._animate(lambda a: a.roll_die(pips), computer)
        else:
            self._animate(figures, computer)

    def _wheel_told(self, step: Step) -> None:
        """The wheel rests on its event: told now, shown on the board, and the game goes on."""
        self._tell(step)
        self._done(True)

    def _on_wheel_stopped(self) -> None:
        if self.showing != "wheel":
            return
        self.showing = ""
        after, self._after_wheel = self._after_wheel, None
        if after is not None:
            after()  # (the wheel's result told; the rocket's flight once its target is drawn)
            return
        self._done(False)

    def _animate(self, start: Callable[[Animator], None], computer: bool = False) -> None:
        if self.animator is None or self.skipping:
            # No board, or the computer's turns to the end: the board only shows the position
            # after the command (set when the "animation" ends, below).
            self.skipping = False
            self.showing = "animation"
            QTimer.singleShot(0, self, self._on_animation_finished)
            return
        self.set_board_speed(self._pace.board_speed(computer))
        self._held_ms = -1
        self._watchdog.start(ANIMATION_WATCHDOG_MS)
        # Set after start(): a board that cuts its previous animation short may report *that*
        # one synchronously; the new one always ends later, from the event loop.
        self.showing = ""
        start(self.animator)
        self.showing = "animation"

    def _on_animation_finished(self) -> None:
        if self.showing != "animation":
            return
        self._watchdog.stop()
        self.showing = ""
        self._done(True)
