"""BoardView: the 3D board widget. It shows positions, animates events, and lets the player pick
a glowing (movable) figure with the mouse. It owns no rules: it only draws what it is given.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from dataclasses import replace

import numpy as np
from PySide6.QtCore import QElapsedTimer, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent, QWheelEvent
from PySide6.QtOpenGLWidgets import QOpenGLWidget
from PySide6.QtWidgets import QWidget

from core.board import DEFAULT_FIGURES, SEAT_COUNT
from core.happenings import Happening
from core.position import Position
from madn_qt.board import camera as cam
from madn_qt.board.camera_glide import slow_picture
from madn_qt.board.celebration import Celebration
from madn_qt.board.choosing import Choosing
from madn_qt.board.choreography import build_timeline
from madn_qt.board.dice import dice_to_roll, shown_dice
from madn_qt.board.frame_painter import FramePainter, board_format
from madn_qt.board.landscape_clock import LandscapeClock
from madn_qt.board.marks import BoardMarks, board_marks
from madn_qt.board.meshes import PAWN_PICK_HEIGHT
from madn_qt.board.overlay import PieceDraw
from madn_qt.board.pieces import Scene, figure_spot, glow_level, picked, pieces, target_mark
from madn_qt.board.places import figure_spot_scale
from madn_qt.board.playback import Playback
from madn_qt.board.renderer import Frame, Renderer
from madn_qt.board.scenery import FIELD_RELIEF
from madn_qt.board.table_die import TableDie
from madn_qt.board.view_camera import ViewCamera

FRAME_MS = 16
CLOUD_SPEED = 1.6  # board units per second
REFINE_MS = 150  # the camera held still this long: draw the background again with MSAA


class BoardView(QOpenGLWidget):
    """The 3D board: see the module docstring; the public methods are the app's interface."""

    figure_clicked = Signal(int, int)
    animation_finished = Signal()
    # "step", "goal", "capture", "train": in time with the figures' motion and the train's run
    sound_cue = Signal(str)
    cues_sounds = True  # (steps, goals, captures and the train in time with the animation)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFormat(board_format())
        # Keep the picture between frames: only what changed is drawn again.
        self.setUpdateBehavior(QOpenGLWidget.UpdateBehavior.PartialUpdate)
        self.setMinimumSize(320, 240)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._painter = FramePainter()  # the renderer on the widget's GL context
        self._position: Position | None = None
        self._marks = BoardMarks()  # the track, event mode's star fields and paths
        self._numbers = False  # View ▸ Field numbers
        # The figures that glow and answer a click, the hinted one, the keyboard's focus.
        self._choosing = Choosing()
        self._reduced = False
        self._speed = 1.0
        self._landscape = True
        self._cameras = ViewCamera(self._aspect())  # the player's, the one on screen, the glide
        self._playback = Playback()
        self._die = TableDie()
        self._landscape_clock = LandscapeClock()
        self._glow_time = 0.0
        self._celebration: Celebration | None = None  # the winner's, after the game
        self._celebration_time = 0.0
        self._celebration_end = QTimer(self)  # (under reduced motion: the still glow's end)
        self._celebration_end.setSingleShot(True)
        self._celebration_end.timeout.connect(self._end_celebration)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._last_tick = 0
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)
        # While the camera moves, the background is drawn as a quick draft without MSAA; once
        # it has held still a moment, one more frame draws it finely (see Renderer.render).
        self._refine_timer = QTimer(self)
        self._refine_timer.setSingleShot(True)
        self._refine_timer.setInterval(REFINE_MS)
        self._refine_timer.timeout.connect(self.update)
        self._drag: QPoint | None = None
        self._held = False  # the game is paused: nothing moves by itself (hold)
        self.paint_times: deque[float] = deque(maxlen=2000)
        self.finish_gl_in_paint = False  # the benchmark sets this to time real rendering work

    # --- the interface -----------------------------------------------------------------------

    def as_widget(self) -> QWidget:
        return self

    def set_position(self, position: Position) -> None:
        """Show ``position`` at once; a running move animation is cut short (and still reports),
        and a celebration ends if the figures are not where they were (a new game)."""
        shown = self._position
        if self._celebration is not None and (shown is None or shown.figures != position.figures):
            self._end_celebration()
        if self._playback.running:
            self._playback.stop()
            QTimer.singleShot(0, self.animation_finished.emit)
        self._position = position
        if not position.rules.event_mode and (self._die.sides, self._die.count) != (6, 1):
            self._land_die()
            self._die.classic()  # (a classic game after an event-mode one)
        laid = dice_to_roll(position, self._die.sides, tuple(self._die.values))
        if laid is not None and not self._die.rolling:
            self._die.lay(*laid)  # (asked to roll a D4, nobody sees the D10's "10")
        self._show_marks(position)
        self._refresh()

    def _show_marks(self, position: Position) -> None:
        """The board's picture shows the track only when the rules have the railway, and in
        event mode the star fields and the current construction paths (madn_qt.board.marks)."""
        named = self._choosing.named(position)
        self._marks = replace(board_marks(position), numbers=self._numbers, named=named)
        if self._renderer is not None:
            self._renderer.set_marks(self._marks)

    def shown_position(self) -> Position | None:
        """The position the board shows now (an animation's start until it ends; tests)."""
        return self._position

    def marks(self) -> BoardMarks:
        """What the board's picture shows beyond its fields (tests, screenshots)."""
        return self._marks

    def play_happenings(self, happenings: list[Happening], after: Position) -> None:
        """Animate ``happenings`` from the shown position, then show ``after``."""
        if self._playback.running:
            self._finish_timeline()
        before = self._position if self._position is not None else after
        self._choosing.clear_focus()  # the focused button's move is being played
        self._show_marks(after)
        timeline = build_timeline(happenings, before, after, self._speed, self._reduced)
        if timeline.empty:
            self._position = after
            self._refresh()
            QTimer.singleShot(0, self.animation_finished.emit)
            return
        self._position = before
        self._playback.start(timeline, after)
        self._refresh()

    def roll_die(self, pips: tuple[int, ...]) -> None:
        """The dice tumble and settle showing ``pips``, one die a pip (two side by side while
        the second die applies), each a D6, a D4 or a D10 as the shown position's dice are
        (:func:`madn_qt.board.dice.shown_dice`); then animation_finished."""
        self._land_die()
        sides, _ = shown_dice(pips, self._position)
        roller = self._position.turn if self._position is not None else self._cameras.home_seat
        self._die.throw(pips, self._speed, self._reduced, roller, sides)  # (from its side)
        self._refresh()

    def show_dice(self, pips: tuple[int, ...]) -> None:
        """The dice at rest showing ``pips`` at once, thrown by nobody (a replay's jump: the
        last roll before the step shown); no animation, nothing reported."""
        sides, _ = shown_dice(pips, self._position)
        seat = self._cameras.home_seat
        self._die.throw(pips, self._speed, True, seat, sides)  # (one in flight lands)
        self._die.land()
        self._refresh()

    def dice_shown(self) -> tuple[int, tuple[int, ...]]:
        """The dice on the table: their sides and the values they show (tests, screenshots)."""
        return self._die.sides, tuple(self._die.values)

    def celebrate(self, seat: int) -> None:
        """The winner's celebration: ``seat``'s figures hop in a wave and glow while confetti
        in its colour flutters down (:mod:`madn_qt.board.celebration`, about 2.6 s); under
        reduced motion its figures only glow, as long, and nothing moves."""
        self._celebration = Celebration(seat, still=self._reduced)
        self._celebration_time = 0.0
        if self._reduced:
            self._celebration_end.start(round(self._celebration.duration * 1000))
        self._refresh()

    def is_celebrating(self) -> bool:
        """For tests: whether the winner's celebration runs now (on the view's own clock)."""
        return self._celebration is not None

    def _end_celebration(self) -> None:
        self._celebration_end.stop()
        if self._celebration is not None:
            self._celebration = None
            self._refresh()

    def set_movable(self, seat: int, figures: list[int]) -> None:
        self.set_pickable([(seat, figure) for figure in figures])

    def set_pickable(self, figures: Sequence[tuple[int, int]]) -> None:
        """The figures ``(seat, figure)`` of any seats that glow and answer a click with
        ``figure_clicked``: an event's picks (a swap's or a send-back's); the movable figures
        are those of one seat (:meth:`set_movable`)."""
        if self._choosing.offer(figures) and self._position is not None:
            self._show_marks(self._position)  # (the focus went, and the fields it named)
        self._refresh()

    def pickable(self) -> frozenset[tuple[int, int]]:
        """The figures that glow for a click now (tests)."""
        return self._choosing.pickable

    def set_hinted(self, seat: int, figure: int) -> None:
        """The figure a hint suggests stands raised above its field, glowing in full (until the
        movable figures change)."""
        self._choosing.hint(seat, figure)
        self._refresh()

    def set_home_seat(self, seat: int | None) -> None:
        """The local player's seat: the overview looks from behind its side of the board, so
        its colour is in front as at a real table (None: the default view, from behind seat
        3's side). The view is reset to that overview at once (a new game), and the die comes
        to rest in the quarter nearer the player."""
        self._cameras.home_seat = seat
        self._land_die()  # (a die in flight lands at once, and rests where it now belongs)
        self._die.seen_from(seat)
        self._cameras.sit_behind(seat, self._aspect())
        self._refresh()

    def home_seat(self) -> int | None:
        return self._cameras.home_seat

    def reset_view(self) -> None:
        """Back to the overview after orbiting or zooming: the camera glides there (cuts under
        reduced motion or where pictures are slow; see madn_qt.board.camera_glide)."""
        self._cameras.user_view = None
        self._refresh()

    def set_focused(
        self,
        seat: int,
        figure: int | None,
        target: tuple[int, int] | None,
        route: Sequence[int] = (),
    ) -> None:
        """The figure whose button has the keyboard focus stands raised above its field inside
        a white ring, and the target field of its move, ``(seat, progress)``, gets a white
        ring too; a move through a special path shows its way, ``route`` (the progress values
        between start and target), as a dot on each field; ``figure`` None clears them all.
        Cleared when a move is played or the movable figures no longer include it."""
        if not self._choosing.focus(seat, figure, target, route):
            return
        if self._position is not None:
            self._show_marks(self._position)  # (the fields its button names)
        self._refresh()

    def set_field_numbers(self, shown: bool) -> None:
        """View ▸ Field numbers: every ring field's number on its outer rim, as the log and
        the buttons name it (else only the fields a focused figure button names)."""
        if shown == self._numbers:
            return
        self._numbers = shown
        if self._position is not None:
            self._show_marks(self._position)
        self.update()

    def focused(self) -> tuple[int, int] | None:
        return self._choosing.focused

    def set_follow_camera(self, follow: bool) -> None:
        self._cameras.follow = follow
        self._refresh()

    def set_reduced_motion(self, reduced: bool) -> None:
        self._reduced = reduced
        if reduced:
            self._cameras.cut(self._aspect())
            self._landscape_clock.ground_birds()
        self._refresh()

    def set_animation_speed(self, factor: float) -> None:
        # 0.5 (slow) .. 2.0 (fast) in the app; tests may pass far larger factors to hurry.
        self._speed = min(max(float(factor), 0.05), 1000.0)

    def set_landscape_motion(self, on: bool) -> None:
        self._landscape = on
        if not on:
            self._landscape_clock.ground_birds()
        self._refresh()

    def figure_screen_pos(self, seat: int, figure: int) -> QPointF | None:
        """Widget-pixel position of a figure's body centre, or None if there is no such figure."""
        spot = self._figure_spot(seat, figure)
        if spot is None:
            return None
        x, y, z = spot
        position = self._position
        places = position.goal_size(seat) if position is not None else DEFAULT_FIGURES
        size = figure_spot_scale(seat, x, y, places)  # (smaller in a grown house or lane)
        p = cam.project(
            self._view_projection(),
            np.array([x, y, z + PAWN_PICK_HEIGHT * size]),
            self.width(),
            self.height(),
        )
        return None if p is None else QPointF(p[0], p[1])

    def board_screen_pos(self, x: float, y: float, z: float = 0.0) -> QPointF | None:
        """Widget-pixel position of a point on (or above) the board, in board units."""
        p = cam.project(self._view_projection(), np.array([x, y, z]), self.width(), self.height())
        return None if p is None else QPointF(p[0], p[1])

    def is_animating(self) -> bool:
        return self._playback.running or self._die.rolling

    def train_on_board(self) -> bool:
        """For tests: whether the train is crossing the board now (on the playback's clock)."""
        timeline = self._playback.timeline
        return timeline is not None and bool(
            timeline.train is not None and timeline.train.vehicles(self._playback.time)
        )

    # --- state -> drawing -------------------------------------------------------------------

    def _aspect(self) -> float:
        return max(self.width(), 1) / max(self.height(), 1)

    def _view_projection(self) -> np.ndarray:
        return self._cameras.now.view_projection(self._aspect())

    def _figure_spot(self, seat: int, figure: int) -> tuple[float, float, float] | None:
        """Where the figure stands now (following any running animation)."""
        playback = self._playback
        return figure_spot(self._position, playback.timeline, playback.time, seat, figure)

    def _glow_level(self) -> float:
        return glow_level(self._glow_time, self._reduced)

    def _scene(self) -> Scene:
        """What the pieces of this frame are made from."""
        die_model, die_lift = self._die.model()
        return Scene(
            position=self._position,
            timeline=self._playback.timeline,
            timeline_time=self._playback.time,
            animating=self.is_animating(),
            movable=self._choosing.pickable,
            hinted=self._choosing.hinted,
            focused=self._choosing.focused,
            focus_target=self._choosing.target,
            glow=self._glow_level(),
            celebration=self._celebration,
            celebration_time=self._celebration_time,
            bird=self._landscape_clock.bird,
            scene_time=self._landscape_clock.scene_time,
            die_model=die_model,
            die_lift=die_lift,
            dice=self._die.pieces(),
            places=tuple(self._marks.places(seat) for seat in range(SEAT_COUNT)),
            focus_route=self._choosing.route,
        )

    def _pieces(self) -> list[PieceDraw]:
        return pieces(self._scene())

    def target_mark_screen_pos(self) -> QPointF | None:
        """For tests: the widget-pixel centre of the focused figure's target mark, or None (where
        to look for the mark's pixels; it stands where the scene puts it, seen by the camera)."""
        mark = target_mark(self._scene())
        if mark is None:
            return None
        return self.board_screen_pos(mark.model[0, 3], mark.model[1, 3], FIELD_RELIEF)

    def _frame(self) -> Frame:
        moving = self._landscape and not self._reduced
        camera = self._cameras.now
        return Frame(
            view_proj=camera.view_projection(self._aspect()),
            eye=camera.eye,
            landscape_time=self._landscape_clock.shown,
            wind=1.0 if moving else 0.0,
            cloud_shift=self._landscape_clock.shown * CLOUD_SPEED,
            pieces=self._pieces(),
            still=not self._refine_timer.isActive(),
        )

    # --- GL -----------------------------------------------------------------------------------

    @property
    def _renderer(self) -> Renderer | None:
        return self._painter.renderer

    def initializeGL(self) -> None:
        ctx = self.context()
        if ctx is not None:
            ctx.aboutToBeDestroyed.connect(self._cleanup)
        self._painter.initialize(self._marks)

    def paintGL(self) -> None:
        ratio = self.devicePixelRatioF()
        width, height = int(self.width() * ratio), int(self.height() * ratio)
        fbo = int(self.defaultFramebufferObject())
        seconds = self._painter.paint(
            self._frame, fbo, width, height, finish=self.finish_gl_in_paint
        )
        if seconds is None:
            return
        self.paint_times.append(seconds)
        if self._painter.drafted():
            self._refine_timer.start()  # (again: the fine picture waits till the view holds still)

    def resizeGL(self, w: int, h: int) -> None:
        self._painter.invalidate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        old = event.oldSize()
        super().resizeEvent(event)
        had_shape = old.width() > 0 and old.height() > 0
        self._cameras.resized(old.width() / old.height() if had_shape else None, self._aspect())

    def _cleanup(self) -> None:
        if self._renderer is None:
            return
        self.makeCurrent()
        self._painter.cleanup()
        self.doneCurrent()

    # --- the clock ------------------------------------------------------------------------------

    def _landscape_moves(self) -> bool:
        return self._landscape and not self._reduced

    def _needs_fast_ticks(self) -> bool:
        """Something changes every frame: pieces, the die, the camera or a pulsing glow."""
        if self.is_animating():
            return True
        if self._celebration is not None and not self._celebration.still:
            return True
        if not self._reduced and self._choosing.pickable:
            return True
        if self._landscape_clock.bird is not None:
            return True
        return not self._cameras.at_goal(self._playback, self._aspect(), reduced=self._reduced)

    def _refresh(self) -> None:
        """Repaint, and run the frame clock only while something moves (slowly if only the
        landscape does)."""
        self.update()
        self._schedule()

    def hold(self, held: bool) -> None:
        """Paused: every animation (figures, die, camera, landscape, glow) stands still where
        it is and the frame clock stops: no frame is drawn until the game goes on (a drag of
        the camera still draws). The clock takes up again without a leap."""
        if held == self._held:
            return
        self._held = held
        if held:
            self._timer.stop()
        else:
            self._schedule()

    def _schedule(self) -> None:
        if self._held:
            self._timer.stop()
            return
        if self._needs_fast_ticks():
            # Wake at the next frame, or sooner when an animation ends before it (very fast
            # speeds, as tests use, should not cost a frame per animation).
            interval = min(FRAME_MS, math.ceil(self._time_to_finish() * 1000.0))
        elif self._landscape_moves():
            interval = int(self._landscape_clock.step(self._slow_renderer()) * 1000)
        else:
            self._timer.stop()
            return
        if self._timer.interval() != interval:
            self._timer.setInterval(interval)
        if not self._timer.isActive():
            self._last_tick = self._clock.elapsed()
            self._timer.start()

    def _time_to_finish(self) -> float:
        """Seconds until the next running animation ends (large when none runs)."""
        left = 1.0
        left = min(left, self._playback.time_left())
        left = min(left, self._die.time_left())
        if self._celebration is not None and not self._celebration.still:
            left = min(left, self._celebration.duration - self._celebration_time)
        return max(left, 0.0)

    def _slow_renderer(self) -> bool:
        r = self._renderer
        return r is not None and slow_picture(r.full_redraw_seconds)

    def _tick(self) -> None:
        now = self._clock.elapsed()
        elapsed = max((now - self._last_tick) / 1000.0, 0.0)
        dt = min(elapsed, 0.25)  # pieces and camera: no big leaps after a stall
        landscape_dt = min(elapsed, 2.0)  # the landscape ticks slowly: keep its real pace
        self._last_tick = now
        changed = False
        if not self._reduced:
            self._glow_time += dt
            changed = changed or bool(self._choosing.pickable)
        if self._playback.running:
            changed = True
            for cue in self._playback.advance(dt):
                self.sound_cue.emit(cue)
            if self._playback.over:
                self._finish_timeline()
        if self._die.rolling:
            changed = True
            if self._die.advance(dt):
                self.animation_finished.emit()
        if self._celebration is not None and not self._celebration.still:
            self._celebration_time += dt
            changed = True
            if self._celebration.done(self._celebration_time):
                self._celebration = None
        slow = self._slow_renderer()
        turned, camera_moving = self._cameras.step(
            dt, self._playback, self._aspect(), reduced=self._reduced, slow=slow
        )
        changed = changed or turned
        if self._landscape_moves():
            busy = (
                camera_moving
                or self.is_animating()
                or self._celebration is not None
                or bool(self._choosing.pickable and not self._reduced)
            )
            changed = (
                self._landscape_clock.advance(
                    landscape_dt,
                    slow,
                    moving=camera_moving,
                    animating=self.is_animating(),
                    busy=busy,
                )
                or changed
            )
        if changed:
            self.update()
        self._schedule()

    def _finish_timeline(self) -> None:
        after = self._playback.stop()
        if after is not None:
            self._position = after
        self.animation_finished.emit()

    def _land_die(self) -> None:
        """A die in flight lands at once (and reports it)."""
        if self._die.rolling:
            self._die.land()
            self.animation_finished.emit()

    # --- mouse ------------------------------------------------------------------------------

    def pick(self, x: float, y: float) -> tuple[int, int] | None:
        """The movable figure under widget pixel ``(x, y)``, nearest first; None if none."""
        if self._position is None or not self._choosing.pickable or self.is_animating():
            return None
        origin, direction = cam.ray(self._view_projection(), x, y, self.width(), self.height())
        return picked(self._scene(), origin, direction)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if event.button() == Qt.MouseButton.LeftButton:
            hit = self.pick(event.position().x(), event.position().y())
            if hit is not None:
                self.figure_clicked.emit(*hit)
            event.accept()
        elif event.button() in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            self._drag = pos
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag is None:
            return
        pos = event.position().toPoint()
        delta = pos - self._drag
        self._drag = pos
        self._cameras.orbit(delta.x(), delta.y(), self._aspect())
        self._refresh()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            self._drag = None

    def wheelEvent(self, event: QWheelEvent) -> None:
        self._cameras.zoom(event.angleDelta().y() / 120.0, self._aspect())
        self._refresh()
        event.accept()
