"""A replay's playback on a board: steps forwards (animated), backwards and jumps (at once), and
playing on by itself at a speed.

:class:`ReplayPlayer` shows one position of a :class:`~madn_qt.replay.model.ReplayModel` at a time
on a board (the :class:`~madn_qt.play.animator.Animator` protocol, the 3D or the flat board). A step
forward shows its command as the game controller does (``StepShow.present``): a roll by
the dice, the wheel of fortune's draw by the event box's wheel (the app's own wheel presenter,
:class:`~madn_qt.panel.event_box.EventBox`), the rocket's target by its second wheel and then the
flight, everything else by the figures; once the board (or the wheel) is done it shows
``positions[k]`` itself, so that every step ends on exactly the record's position. A step backward
and a jump show their position at once; a step that is still being shown is cut short first.

The pace is the app's for the computer's turns (:mod:`madn_qt.play.pace`, normal), times the
replay's speed. Every asynchronous answer (the board's ``animation_finished``, the wheel's
``stopped``, the pause between two steps) is checked against what is awaited now, so a cut-short
animation never ends the next one.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from core.event.state import Origin
from core.happenings import GameOver
from core.position import Phase, Position
from madn_qt.board.protocol import BoardWidget
from madn_qt.panel.event_box import EventBox
from madn_qt.play.animator import WHEEL_SECONDS, rolled_pips, target_drawn, wheel_drawn
from madn_qt.play.pace import AI_PACE_MS, Pace
from madn_qt.replay.model import ReplayModel

WATCHDOG_MS = 20000  # go on if a board never reports the end of an animation
SPEEDS = (1.0, 2.0, 4.0, 8.0)  # the replay's speeds, times the game's pace


class ReplayPlayer(QObject):
    """Shows a replay's positions on ``board`` (see the module's docstring)."""

    moving = Signal(int)  # the position a step or a jump goes to (at its start)
    shown = Signal(int)  # that position is shown whole (its animation over)
    playing_changed = Signal(bool)
    sound_cue = Signal(str)  # "dice" as the dice are thrown

    def __init__(
        self,
        model: ReplayModel,
        board: BoardWidget,
        events: EventBox | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.board = board
        self.events = events
        self.index = 0  # the position shown, or the one the step being shown goes to
        self.playing = False
        self._factor = 1.0  # the replay's speed (SPEEDS)
        self._base = 1.0  # the settings' animation speed (tests: very fast)
        self._pending = ""  # "animation", "wheel" or "" (nothing awaited)
        self._after_wheel: Callable[[], None] | None = None
        self._next = QTimer(self)  # the pause before the next step while playing
        self._next.setSingleShot(True)
        self._next.timeout.connect(self._advance)
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_animation_finished)
        self.board.animation_finished.connect(self._on_animation_finished)  # (an Animator)
        if events is not None:
            events.stopped.connect(self._on_wheel_stopped)
        self._set_board_speed()
        self.board.set_position(model.positions[0])

    # --- reading -----------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Whether a step is being shown (its animation or wheel not over yet)."""
        return bool(self._pending)

    @property
    def speed(self) -> float:
        return self._factor

    def position(self) -> Position:
        return self.model.positions[self.index]

    # --- the pace ----------------------------------------------------------------------------
    def set_speed(self, factor: float) -> None:
        """The replay's speed: 1 the game's pace, 2 twice as fast, ..."""
        self._factor = max(0.1, factor)
        self._set_board_speed()

    def set_base_speed(self, speed: float) -> None:
        """The settings' animation speed (tests give a huge one: no pauses)."""
        self._base = max(0.1, speed)
        self._set_board_speed()

    def _speed(self) -> float:
        return self._base * self._factor

    def _set_board_speed(self) -> None:
        self.board.set_animation_speed(Pace.NORMAL.board_speed(self._speed(), computer=True))

    def _pause_ms(self) -> int:
        return Pace.NORMAL.pause_ms(AI_PACE_MS, self._speed(), computer=True)

    def _wheel_seconds(self) -> float:
        return Pace.NORMAL.pause_ms(round(WHEEL_SECONDS * 1000), self._speed(), True) / 1000.0

    # --- the person's commands ---------------------------------------------------------------
    def step_forward(self) -> None:
        """The next command, shown as it was played (the one being shown ends at once first)."""
        self.pause()
        self._forward()

    def step_back(self) -> None:
        """The position before, at once."""
        self.pause()
        self.jump(self.index - 1)

    def jump(self, k: int) -> None:
        """Position ``k`` (kept within the game), at once."""
        k = max(0, min(k, self.model.count))
        self._cancel()
        self.index = k
        self.moving.emit(k)
        self._show(k)

    def toggle(self) -> None:
        """Space: play or pause."""
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        """Play on by itself from the position shown (from the start when it is the end)."""
        if self.playing:
            return
        if self.index >= self.model.count and not self._pending:
            self.jump(0)
        self.playing = True
        self.playing_changed.emit(True)
        if not self._pending:
            self._next.start(0)

    def pause(self) -> None:
        """Stop playing on; a step being shown ends as it would."""
        self._next.stop()
        if self.playing:
            self.playing = False
            self.playing_changed.emit(False)

    def stop(self) -> None:
        """The window closes: nothing goes on."""
        self.pause()
        self._cancel()

    # --- steps -------------------------------------------------------------------------------
    def _advance(self) -> None:
        if not self.playing or self._pending:
            return
        if self.index >= self.model.count:
            self.pause()
            return
        self._forward()

    def _forward(self) -> None:
        if self._pending:
            self.jump(self.index)  # the step being shown ends at once
        k = self.index
        if k >= self.model.count:
            return
        self.index = k + 1
        self.moving.emit(k + 1)
        self._present(k)

    def _present(self, k: int) -> None:
        """Show command ``k`` played at ``positions[k]`` (as the game controller shows it)."""
        model = self.model
        before, after = model.positions[k], model.positions[k + 1]
        happenings = model.happenings[k]
        pips = rolled_pips(happenings)
        drawn = wheel_drawn(happenings)
        rocket = target_drawn(model.commands[k], before)
        events = self.events
        if events is not None and drawn is not None:
            self._pending = "wheel"
            self._after_wheel = self._done
            events.present(drawn, after, self._wheel_seconds())
            return
        if events is not None and rocket is not None:
            self._pending = "wheel"
            self._after_wheel = lambda: self._animate(
                lambda: self.board.play_happenings(list(happenings), after)
            )
            events.present_target(rocket, self._wheel_seconds())
            return
        if pips:
            self.sound_cue.emit("dice")
            self._animate(lambda: self.board.roll_die(pips))
        else:
            self._animate(lambda: self.board.play_happenings(list(happenings), after))

    def _animate(self, start: Callable[[], None]) -> None:
        # (a board that cuts its last animation short may report that one at once: not this)
        self._pending = ""
        start()
        self._pending = "animation"
        self._watchdog.start(WATCHDOG_MS)

    def _on_animation_finished(self) -> None:
        if self._pending != "animation":
            return
        if self.board.is_animating() and self._watchdog.isActive():
            return  # (a cut-short animation's late report: the board still shows this one)
        self._done()

    def _on_wheel_stopped(self) -> None:
        if self._pending != "wheel":
            return
        after, self._after_wheel = self._after_wheel, None
        self._pending = ""
        if after is not None:
            after()

    def _done(self) -> None:
        """The step is shown: its position exactly, then on to the next while playing."""
        self._pending = ""
        self._watchdog.stop()
        self._show(self.index)
        if self.playing:
            self._next.start(self._pause_ms())

    def _show(self, k: int) -> None:
        position = self.model.positions[k]
        self.board.set_position(position)
        self._show_last_roll(k)
        self._show_event(position)
        happenings = self.model.happenings[k - 1] if k > 0 else []
        over = next((h for h in happenings if isinstance(h, GameOver)), None)
        if over is not None:
            self.board.celebrate(over.winner)
        self.shown.emit(k)

    def _show_last_roll(self, k: int) -> None:
        """The dice as they lie at position ``k``: the last roll before it (after a jump the
        die would still show whatever was thrown last on screen)."""
        if self._pending:
            return
        for happenings in reversed(self.model.happenings[:k]):
            pips = rolled_pips(happenings)
            if pips:
                values = tuple(self.board.dice_shown()[1])
                if not values or values != tuple(pips)[: len(values)]:
                    # (dice that show it already, just thrown, stay where they lie)
                    self.board.show_dice(pips)
                return

    def _show_event(self, position: Position) -> None:
        """The event box while a drawn event is on at ``position`` (its wheel at rest on it
        after a jump), hidden otherwise (also for the game's first paths, drawn at the start)."""
        box = self.events
        if box is None or box.spinning():
            return
        pending = None if position.event_state is None else position.event_state.pending
        drawn = None if pending is None or pending.origin is Origin.START else pending.event
        if drawn is None or position.phase not in (Phase.CONFIRM, Phase.DRAW, Phase.PICK):
            if not box.isHidden():
                box.finish()
            return
        if not box.shows(position.turn, drawn):
            box.show_drawn(position)
        box.clear()
        box.show()

    def _cancel(self) -> None:
        """Nothing awaited any more: a wheel that turns rests at once (its stop is ignored)."""
        self._watchdog.stop()
        self._next.stop()
        pending, self._pending = self._pending, ""
        self._after_wheel = None
        if pending == "wheel" and self.events is not None:
            with contextlib.suppress(RuntimeError):
                self.events.wheel.stop_now()
