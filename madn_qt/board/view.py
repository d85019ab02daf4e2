"""BoardView: the 3D board widget. It shows positions, animates events, and lets the player pick
a glowing (movable) figure with the mouse. It owns no rules: it only draws what it is given.
"""

from __future__ import annotations

import logging
import math
import random
import time
from collections import deque
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QElapsedTimer, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent, QSurfaceFormat, QWheelEvent
from PySide6.QtOpenGLWidgets import QOpenGLWidget
from PySide6.QtWidgets import QWidget

from core.happenings import Happening
from core.position import Position
from madn_qt.board import camera as cam
from madn_qt.board.animation import (
    BirdFlight,
    DieRoll,
    Timeline,
    build_timeline,
    die_roll,
    die_spot,
    face_up,
)
from madn_qt.board.celebration import Celebration
from madn_qt.board.meshes import (
    DIE_HALF,
    PAWN_PICK_HEIGHT,
    PAWN_PICK_RADIUS,
)
from madn_qt.board.overlay import (
    PieceDraw,
)
from madn_qt.board.pieces import HINT_LIFT, Scene, figure_spot, pieces, target_mark
from madn_qt.board.renderer import Frame, Renderer
from madn_qt.board.scenery import FIELD_RELIEF

FRAME_MS = 16
LANDSCAPE_STEP = 0.4  # seconds between redraws of the swaying, drifting landscape
SLOW_LANDSCAPE_STEP = 1.2  # the same where a whole picture is slow (software rendering)
# Share of a core the landscape's life may take while nothing else moves: where its redraws
# are dear (a software rasteriser) the steps grow, up to SLOW_LANDSCAPE_STEP; measured as the
# process's CPU time between steps, so it counts every thread and Qt's compositing too.
LANDSCAPE_BUDGET = 0.08
CAMERA_RATE = 2.6  # how quickly a camera following the figure chases it (1/s)
CAMERA_GLIDE = 0.55  # s: a camera framing the move eases there (and back) this long
CLOUD_SPEED = 1.6  # board units per second
GLOW_LOW = 0.5  # the pulse's faintest glow
GLOW_STEADY = 0.85  # the glow under reduced motion
REFINE_MS = 150  # the camera held still this long: draw the background again with MSAA
SLOW_FULL_FRAME = 0.06  # s per whole picture: slower renderers cut the camera instead of gliding
# s per whole draft picture: renderers at least this fast follow the hopping figure; slower
# ones (software rasterisers) frame the whole move and hold still while the figures hop.
FOLLOW_FULL_FRAME = 0.004


def board_format() -> QSurfaceFormat:
    """OpenGL 3.3 core with a depth buffer. No multisampling in the widget's own framebuffer:
    the renderer anti-aliases itself (4x MSAA offscreen for the still picture, resolved into
    the widget), so that a moving view can be drafted without paying for every sample."""
    fmt = QSurfaceFormat()
    fmt.setVersion(3, 3)
    fmt.setProfile(QSurfaceFormat.OpenGLContextProfile.CoreProfile)
    fmt.setDepthBufferSize(24)
    fmt.setSamples(0)
    return fmt


class BoardView(QOpenGLWidget):
    """The 3D board: see the module docstring; the public methods are the app's interface."""

    figure_clicked = Signal(int, int)
    animation_finished = Signal()
    # "step", "goal", "capture", "train": in time with the figures' motion and the train's run
    sound_cue = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFormat(board_format())
        # Keep the picture between frames: only what changed is drawn again.
        self.setUpdateBehavior(QOpenGLWidget.UpdateBehavior.PartialUpdate)
        self.setMinimumSize(320, 240)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._renderer: Renderer | None = None
        self._position: Position | None = None
        self._railway = True
        self._movable_seat = -1
        self._movable: frozenset[int] = frozenset()
        self._hinted: tuple[int, int] | None = None  # (seat, figure) a hint suggests
        self._focused: tuple[int, int] | None = None  # (seat, figure) with the keyboard focus
        self._focus_target: tuple[int, int] | None = None  # its move's (seat, progress)
        self._reduced = False
        self._speed = 1.0
        self._landscape = True
        self._follow = False
        self._home_seat: int | None = None  # the camera sits behind it (None: the default)
        self._user_view: cam.Camera | None = None  # orbited or zoomed; None: the overview
        self._die_spot = die_spot(cam.seat_yaw(None))
        self._camera = self._user_camera
        self._glide: tuple[cam.Camera, cam.Camera] | None = None  # from, to
        self._glide_time = 0.0
        self._timeline: Timeline | None = None
        self._timeline_time = 0.0
        self._timeline_after: Position | None = None
        self._cues_given = 0
        self._die: DieRoll | None = None
        self._die_time = 0.0
        self._die_rest = face_up(6, 0.35)
        self._die_count = 0
        self._scene_time = 0.0
        self._landscape_shown = 0.0
        self._landscape_interval = LANDSCAPE_STEP
        self._cpu_clock: Callable[[], float] = time.process_time
        self._cpu_mark: tuple[float, float] | None = None  # CPU and scene time at the last step
        self._bird: BirdFlight | None = None
        self._birds = random.Random(20261130)
        self._next_bird = 15.0  # scene seconds until the first bird
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
        self.paint_times: deque[float] = deque(maxlen=2000)
        self.finish_gl_in_paint = False
        self._paint_failed = False  # the benchmark sets this to time real rendering work

    # --- the interface -----------------------------------------------------------------------

    def set_position(self, position: Position) -> None:
        """Show ``position`` at once; a running move animation is cut short (and still reports),
        and a celebration ends if the figures are not where they were (a new game)."""
        shown = self._position
        if self._celebration is not None and (shown is None or shown.figures != position.figures):
            self._end_celebration()
        if self._timeline is not None:
            self._timeline = None
            self._timeline_after = None
            QTimer.singleShot(0, self.animation_finished.emit)
        self._position = position
        self._show_railway(position)
        self._refresh()

    def _show_railway(self, position: Position) -> None:
        """The board's picture shows the track only when the rules have the railway."""
        self._railway = position.rules.railway
        if self._renderer is not None:
            self._renderer.set_railway(self._railway)

    def play_events(self, events: list[Happening], after: Position) -> None:
        """Animate ``events`` from the shown position, then show ``after``."""
        if self._timeline is not None:
            self._finish_timeline()
        before = self._position if self._position is not None else after
        self._focused = self._focus_target = None  # the focused button's move is being played
        self._show_railway(after)
        timeline = build_timeline(events, before, after, self._speed, self._reduced)
        if timeline.empty:
            self._position = after
            self._refresh()
            QTimer.singleShot(0, self.animation_finished.emit)
            return
        self._position = before
        self._timeline = timeline
        self._timeline_time = 0.0
        self._timeline_after = after
        self._cues_given = 0
        self._refresh()

    def roll_die(self, pips: tuple[int, ...]) -> None:
        """The die tumbles and settles showing ``pips[0]``; then animation_finished."""
        if self._die is not None:
            self._finish_die()
        self._die_count += 1
        self._die = die_roll(
            pips,
            self._die_count,
            self._speed,
            self._reduced,
            self._die_spot,
            cam.seat_yaw(self._home_seat),
        )
        self._die_time = 0.0
        self._refresh()

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
        return self._celebration is not None

    def _end_celebration(self) -> None:
        self._celebration_end.stop()
        if self._celebration is not None:
            self._celebration = None
            self._refresh()

    def set_movable(self, seat: int, figures: list[int]) -> None:
        self._movable_seat = seat
        self._movable = frozenset(figures)
        if self._hinted is not None and self._hinted[1] not in self._movable:
            self._hinted = None  # the hint went with its decision
        focused = self._focused
        if focused is not None and (focused[0] != seat or focused[1] not in self._movable):
            self._focused = self._focus_target = None  # (and the focus with it)
        self._refresh()

    def set_hinted(self, seat: int, figure: int) -> None:
        """The figure a hint suggests stands raised above its field, glowing in full (until the
        movable figures change)."""
        movable = seat == self._movable_seat and figure in self._movable
        self._hinted = (seat, figure) if movable else None
        self._refresh()

    def set_home_seat(self, seat: int | None) -> None:
        """The local player's seat: the overview looks from behind its side of the board, so
        its colour is in front as at a real table (None: the default view, from behind seat
        3's side). The view is reset to that overview at once (a new game), and the die comes
        to rest in the quarter nearer the player."""
        self._home_seat = seat
        self._die_spot = die_spot(cam.seat_yaw(seat))
        if self._die is not None:
            self._finish_die()  # (a die in flight lands at once where it now belongs)
        self._user_view = None
        self._camera = self._user_camera
        self._glide = None
        self._refresh()

    def home_seat(self) -> int | None:
        return self._home_seat

    def reset_view(self) -> None:
        """Back to the overview after orbiting or zooming: the camera glides there (cuts under
        reduced motion or where pictures are slow; see :meth:`_glided`)."""
        self._user_view = None
        self._refresh()

    @property
    def _user_camera(self) -> cam.Camera:
        """Where the player put the camera: the overview framed for the widget's shape (it
        follows resizes) until they orbit or zoom."""
        if self._user_view is not None:
            return self._user_view
        return cam.overview(cam.seat_yaw(self._home_seat), round(self._aspect(), 3))

    @_user_camera.setter
    def _user_camera(self, camera: cam.Camera) -> None:
        self._user_view = camera

    def set_focused(self, seat: int, figure: int | None, target: tuple[int, int] | None) -> None:
        """The figure whose button has the keyboard focus stands raised above its field inside
        a white ring, and the target field of its move, ``(seat, progress)``, gets a white
        ring too; ``figure`` None clears both. Cleared when a move is played or the movable
        figures no longer include it."""
        focused = None if figure is None else (seat, figure)
        target = None if figure is None else target
        if (focused, target) == (self._focused, self._focus_target):
            return
        self._focused, self._focus_target = focused, target
        self._refresh()

    def focused(self) -> tuple[int, int] | None:
        return self._focused

    def set_follow_camera(self, follow: bool) -> None:
        self._follow = follow
        self._refresh()

    def set_reduced_motion(self, reduced: bool) -> None:
        self._reduced = reduced
        if reduced:
            self._camera = self._user_camera
            self._bird = None
        self._refresh()

    def set_animation_speed(self, factor: float) -> None:
        # 0.5 (slow) .. 2.0 (fast) in the app; tests may pass far larger factors to hurry.
        self._speed = min(max(float(factor), 0.05), 1000.0)

    def set_landscape_motion(self, on: bool) -> None:
        self._landscape = on
        if not on:
            self._bird = None
        self._refresh()

    def figure_screen_pos(self, seat: int, figure: int) -> QPointF | None:
        """Widget-pixel position of a figure's body centre, or None if there is no such figure."""
        spot = self._figure_spot(seat, figure)
        if spot is None:
            return None
        x, y, z = spot
        p = cam.project(
            self._view_projection(),
            np.array([x, y, z + PAWN_PICK_HEIGHT]),
            self.width(),
            self.height(),
        )
        return None if p is None else QPointF(p[0], p[1])

    def board_screen_pos(self, x: float, y: float, z: float = 0.0) -> QPointF | None:
        """Widget-pixel position of a point on (or above) the board, in board units."""
        p = cam.project(self._view_projection(), np.array([x, y, z]), self.width(), self.height())
        return None if p is None else QPointF(p[0], p[1])

    def is_animating(self) -> bool:
        return self._timeline is not None or self._die is not None

    def train_on_board(self) -> bool:
        """Whether the train is crossing the board now (tests, screenshots)."""
        timeline = self._timeline
        return timeline is not None and bool(
            timeline.train is not None and timeline.train.vehicles(self._timeline_time)
        )

    # --- state -> drawing -------------------------------------------------------------------

    def _aspect(self) -> float:
        return max(self.width(), 1) / max(self.height(), 1)

    def _view_camera(self) -> cam.Camera:
        return self._camera.slid(self._aspect())

    def _view_projection(self) -> np.ndarray:
        return self._view_camera().view_projection(self._aspect())

    def _figure_spot(self, seat: int, figure: int) -> tuple[float, float, float] | None:
        """Where the figure stands now (following any running animation)."""
        return figure_spot(self._position, self._timeline, self._timeline_time, seat, figure)

    def _glow_level(self) -> float:
        """The movable figures' glow: pulsing between GLOW_LOW and 1 (steady under reduced
        motion); never so faint that a ring is lost in the overview."""
        if self._reduced:
            return GLOW_STEADY
        pulse = 0.5 + 0.5 * math.sin(self._glow_time * 2.0 * math.pi * 0.8)
        return GLOW_LOW + (1.0 - GLOW_LOW) * pulse

    def _scene(self) -> Scene:
        """What the pieces of this frame are made from."""
        die_model, die_lift = self._die_matrix()
        return Scene(
            position=self._position,
            timeline=self._timeline,
            timeline_time=self._timeline_time,
            animating=self.is_animating(),
            movable_seat=self._movable_seat,
            movable=self._movable,
            hinted=self._hinted,
            focused=self._focused,
            focus_target=self._focus_target,
            glow=self._glow_level(),
            celebration=self._celebration,
            celebration_time=self._celebration_time,
            bird=self._bird,
            scene_time=self._scene_time,
            die_model=die_model,
            die_lift=die_lift,
        )

    def _pieces(self) -> list[PieceDraw]:
        return pieces(self._scene())

    def target_mark_screen_pos(self) -> QPointF | None:
        """Widget-pixel centre of the focused figure's target mark, or None (tests)."""
        mark = target_mark(self._scene())
        if mark is None:
            return None
        return self.board_screen_pos(mark.model[0, 3], mark.model[1, 3], FIELD_RELIEF)

    def _die_matrix(self) -> tuple[np.ndarray, float]:
        if self._die is not None:
            pos, orientation = self._die.pose(self._die_time)
        else:
            x, y = self._die_spot
            pos, orientation = np.array([x, y, DIE_HALF]), self._die_rest
        m = np.eye(4)
        m[:3, :3] = orientation
        m[:3, 3] = pos
        return m, float(pos[2] - DIE_HALF)

    def _frame(self) -> Frame:
        moving = self._landscape and not self._reduced
        camera = self._view_camera()
        return Frame(
            view_proj=camera.view_projection(self._aspect()),
            eye=camera.eye,
            landscape_time=self._landscape_shown,
            wind=1.0 if moving else 0.0,
            cloud_shift=self._landscape_shown * CLOUD_SPEED,
            pieces=self._pieces(),
            still=not self._refine_timer.isActive(),
        )

    # --- GL -----------------------------------------------------------------------------------

    def initializeGL(self) -> None:
        ctx = self.context()
        if ctx is not None:
            ctx.aboutToBeDestroyed.connect(self._cleanup)
        renderer = Renderer()
        renderer.set_railway(self._railway)
        try:
            renderer.initialize()
        except Exception as error:  # a missing GL feature must not take the app down
            logging.getLogger(__name__).error("3D board unavailable: %s", error)
            return
        self._renderer = renderer

    def paintGL(self) -> None:
        if self._renderer is None:
            return
        from OpenGL import GL

        start = time.perf_counter()
        ratio = self.devicePixelRatioF()
        try:
            self._renderer.render(
                self._frame(),
                int(self.defaultFramebufferObject()),
                int(self.width() * ratio),
                int(self.height() * ratio),
            )
        except Exception:  # a bad frame must not leave GL half set up, nor stop the game
            if not self._paint_failed:
                logging.getLogger(__name__).exception("3D board frame failed")
            self._paint_failed = True
            GL.glBindVertexArray(0)
            GL.glDisable(GL.GL_SCISSOR_TEST)
            self._renderer.invalidate()
            return
        if self.finish_gl_in_paint:
            GL.glFinish()
        self.paint_times.append(time.perf_counter() - start)
        if self._renderer.last_frame_drafted:
            self._refine_timer.start()  # (again: the fine picture waits till the view holds still)

    def resizeGL(self, w: int, h: int) -> None:
        if self._renderer is not None:
            self._renderer.invalidate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        old = event.oldSize()
        super().resizeEvent(event)
        if self._user_view is not None:
            return
        if old.width() > 0 and old.height() > 0:
            yaw = cam.seat_yaw(self._home_seat)
            if not self._camera.close_to(cam.overview(yaw, round(old.width() / old.height(), 3))):
                return  # (gliding: its goal is the new overview anyway)
        self._camera = self._user_camera  # the overview framed for the new shape

    def _cleanup(self) -> None:
        if self._renderer is None:
            return
        self.makeCurrent()
        self._renderer.cleanup()
        self._renderer = None
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
        if not self._reduced and self._movable:
            return True
        if self._bird is not None:
            return True
        return not self._camera.close_to(self._camera_goal())

    def _refresh(self) -> None:
        """Repaint, and run the frame clock only while something moves (slowly if only the
        landscape does)."""
        self.update()
        self._schedule()

    def _schedule(self) -> None:
        if self._needs_fast_ticks():
            # Wake at the next frame, or sooner when an animation ends before it (very fast
            # speeds, as tests use, should not cost a frame per animation).
            interval = min(FRAME_MS, math.ceil(self._time_to_finish() * 1000.0))
        elif self._landscape_moves():
            interval = int(self._landscape_step() * 1000)
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
        if self._timeline is not None:
            left = min(left, self._timeline.duration - self._timeline_time)
        if self._die is not None:
            left = min(left, self._die.duration - self._die_time)
        if self._celebration is not None and not self._celebration.still:
            left = min(left, self._celebration.duration - self._celebration_time)
        return max(left, 0.0)

    def _fast_renderer(self) -> bool:
        """True where a whole new picture is cheap (a GPU): the camera may follow the figure."""
        r = self._renderer
        fast = r is not None and 0.0 < r.full_redraw_seconds <= FOLLOW_FULL_FRAME
        return fast and not self._slow_renderer()

    def _slow_renderer(self) -> bool:
        """True where a whole new picture takes too long for a smooth camera glide."""
        r = self._renderer
        return r is not None and r.full_redraw_seconds > SLOW_FULL_FRAME

    def _camera_goal(self) -> cam.Camera:
        """Where the camera should be: the overview, or close to the move when following."""
        user = self._user_camera
        timeline = self._timeline
        if not self._follow or self._reduced or timeline is None or timeline.train is not None:
            return user  # (the train's run is watched from the overview, all of it)
        if self._fast_renderer():
            # Close to the figure, following it hop by hop.
            focus = timeline.focus(self._timeline_time)
            if focus is None:
                return self._camera if self._camera is not user else user
            distance = user.distance * 0.55
        else:
            # One still close-up framing the whole move: the camera eases in, holds still while
            # the figures hop (every frame over a still view is cheap), and eases back.
            (x0, y0), (x1, y1) = timeline.extent()
            focus = ((x0 + x1) / 2, (y0 + y1) / 2)
            distance = user.distance * 0.5 + max(x1 - x0, y1 - y0) * 0.6
        return cam.Camera(
            yaw=user.yaw,
            elevation=user.elevation + math.radians(10.0),
            distance=min(max(cam.MIN_DISTANCE, distance), user.distance),
            target=(focus[0] * 0.9, focus[1] * 0.9, 0.0),
            fov_y=user.fov_y,
            shift_y=0.05,
        )

    def _tick(self) -> None:
        now = self._clock.elapsed()
        elapsed = max((now - self._last_tick) / 1000.0, 0.0)
        dt = min(elapsed, 0.25)  # pieces and camera: no big leaps after a stall
        landscape_dt = min(elapsed, 2.0)  # the landscape ticks slowly: keep its real pace
        self._last_tick = now
        changed = False
        if not self._reduced:
            self._glow_time += dt
            changed = changed or bool(self._movable)
        if self._timeline is not None:
            self._timeline_time += dt
            changed = True
            self._give_cues(self._timeline)
            if self._timeline_time >= self._timeline.duration:
                self._finish_timeline()
        if self._die is not None:
            self._die_time += dt
            changed = True
            if self._die_time >= self._die.duration:
                self._finish_die()
        if self._celebration is not None and not self._celebration.still:
            self._celebration_time += dt
            changed = True
            if self._celebration.done(self._celebration_time):
                self._celebration = None
        goal = self._camera_goal()
        if not self._camera.close_to(goal):
            changed = True
            self._camera = self._glided(goal, dt)
        else:
            self._glide = None
        camera_moving = not self._camera.close_to(goal)
        if self._landscape_moves():
            self._scene_time += landscape_dt
            changed = self._fly_birds() or changed
            # The landscape is redrawn in small steps, and not while pieces fly (no hitches).
            due = self._scene_time - self._landscape_shown >= self._landscape_step() * 0.8
            busy = (
                camera_moving
                or self.is_animating()
                or self._celebration is not None
                or bool(self._movable and not self._reduced)
            )
            if busy:
                self._cpu_mark = None  # frames for other reasons: not the landscape's cost
            if camera_moving or (due and not self.is_animating()):
                self._landscape_shown = self._scene_time
                changed = True
                if not busy:
                    self._pace_landscape()
        if changed:
            self.update()
        self._schedule()

    def _glided(self, goal: cam.Camera, dt: float) -> cam.Camera:
        """The camera ``dt`` further on its way to ``goal``: a cut under reduced motion or where
        a whole picture is slow; where it is cheap, an exponential chase of the moving figure;
        in between, an ease in and out over :data:`CAMERA_GLIDE` seconds from wherever the
        camera was when the goal last changed."""
        if self._reduced or self._slow_renderer():
            self._glide = None
            return goal
        if self._fast_renderer():  # the goal moves with the figure: chase it
            self._glide = None
            chased = self._camera.blended(goal, 1.0 - math.exp(-dt * CAMERA_RATE))
            return goal if chased.close_to(goal) else chased
        if self._glide is None or not self._glide[1].close_to(goal):
            self._glide = (self._camera, goal)
            self._glide_time = 0.0
        self._glide_time += dt
        u = min(self._glide_time / CAMERA_GLIDE, 1.0)
        if u >= 1.0:
            self._glide = None
            return goal
        return self._glide[0].blended(goal, u * u * (3.0 - 2.0 * u))

    def _landscape_step(self) -> float:
        return SLOW_LANDSCAPE_STEP if self._slow_renderer() else self._landscape_interval

    def _pace_landscape(self) -> None:
        """At a landscape-only step: lengthen the steps while the CPU used since the last one
        exceeds :data:`LANDSCAPE_BUDGET`, shorten them again while it stays well below."""
        mark = (self._cpu_clock(), self._scene_time)
        last, self._cpu_mark = self._cpu_mark, mark
        if last is None:
            return
        span = mark[1] - last[1]
        if not 0.0 < span <= 3.0 * SLOW_LANDSCAPE_STEP:
            return  # a stall or a pause: no measure
        share = (mark[0] - last[0]) / span
        step = self._landscape_interval
        if share > LANDSCAPE_BUDGET:
            step *= 1.25
        elif share < LANDSCAPE_BUDGET / 2.0:
            step /= 1.25
        self._landscape_interval = min(max(step, LANDSCAPE_STEP), SLOW_LANDSCAPE_STEP)

    def _fly_birds(self) -> bool:
        """Now and then a bird crosses the sky; True while one is flying (it moved). Not where
        rendering is slow: a bird needs smooth frames, and those cost too much there."""
        if self._slow_renderer() and self._bird is None:
            return False
        if self._bird is not None and self._bird.done(self._scene_time):
            self._bird = None
            self._next_bird = self._scene_time + self._birds.uniform(25.0, 50.0)
            return True
        if self._bird is None and self._scene_time >= self._next_bird:
            self._bird = BirdFlight(self._scene_time, self._birds.randrange(1 << 30))
        return self._bird is not None

    def _give_cues(self, timeline: Timeline) -> None:
        """Emit the sound cues the animation has reached (those of a cut-short one never)."""
        cues = timeline.cues
        while self._cues_given < len(cues) and cues[self._cues_given][0] <= self._timeline_time:
            self.sound_cue.emit(cues[self._cues_given][1])
            self._cues_given += 1

    def _finish_timeline(self) -> None:
        if self._timeline_after is not None:
            self._position = self._timeline_after
        self._timeline = None
        self._timeline_after = None
        self.animation_finished.emit()

    def _finish_die(self) -> None:
        if self._die is not None:
            _, self._die_rest = self._die.pose(self._die.duration)
        self._die = None
        self.animation_finished.emit()

    # --- mouse ------------------------------------------------------------------------------

    def pick(self, x: float, y: float) -> tuple[int, int] | None:
        """The movable figure under widget pixel ``(x, y)``, nearest first; None if none."""
        if self._position is None or not self._movable or self.is_animating():
            return None
        origin, direction = cam.ray(self._view_projection(), x, y, self.width(), self.height())
        best: tuple[float, tuple[int, int]] | None = None
        for figure in sorted(self._movable):
            spot = self._figure_spot(self._movable_seat, figure)
            if spot is None:
                continue
            raised = (self._movable_seat, figure) in (self._hinted, self._focused)
            lift = HINT_LIFT if raised else 0.0
            centre = np.array([spot[0], spot[1], spot[2] + lift + PAWN_PICK_HEIGHT])
            t = cam.ray_sphere(origin, direction, centre, PAWN_PICK_RADIUS)
            if t is not None and (best is None or t < best[0]):
                best = (t, (self._movable_seat, figure))
        return None if best is None else best[1]

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
        self._user_camera = self._user_camera.orbited(-delta.x() * 0.008, delta.y() * 0.006)
        self._camera = self._user_camera
        self._refresh()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            self._drag = None

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        self._user_camera = self._user_camera.zoomed(0.9**steps)
        self._camera = self._user_camera
        self._refresh()
        event.accept()
