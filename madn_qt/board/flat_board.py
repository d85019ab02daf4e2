"""A flat, painted board with the 3D board's interface: the fallback when OpenGL is missing.

:class:`FlatBoardView` draws the classic 11 x 11 board from :mod:`core.board` with QPainter and
offers the same signals and methods as ``madn_qt.board.BoardView`` (``figure_clicked``,
``animation_finished``, ``set_position``, ``play_happenings``, ``roll_die``, ``set_movable``, ...),
so the window and the controller do not care which one they got. Its "animations" are short
pauses that keep the pace of the game readable; the railway's train (when the rules have the
railway, the track and its two striped crossings are painted too, by
:mod:`~madn_qt.board.flat_rail`) runs along the track as a little chain of boxes, and a figure
it hits goes home as the train reaches it. Under reduced motion the train only shows for a
moment, on a stretch of track that passes no field. In event mode the star fields and the
construction paths are painted over the fields as on the 3D board
(:mod:`madn_qt.board.mark_paint`), and a seat that Reinforcement grew gets its extra house
places and its longer goal lane (:mod:`madn_qt.board.places`); the new figure fades in, and a
knocked-out seat's figures fade out where they stood (rising a little, but not under reduced
motion).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QMouseEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.board import HOUSE
from core.event.wheel import Event
from core.happenings import EventApplied, Happening, TrainPassed
from core.layout import figure_cell
from core.position import Position
from madn_qt.board.camera import seat_yaw
from madn_qt.board.choosing import Choosing
from madn_qt.board.dice import dice_to_roll, shown_dice
from madn_qt.board.flat_dice import dice_middle, die_boxes, paint_dice
from madn_qt.board.flat_fields import board_picture
from madn_qt.board.flat_figures import FigureLook, paint_figure, paint_route_dot, paint_target
from madn_qt.board.flat_rail import TRAIN_LENGTH, paint_train
from madn_qt.board.marks import BoardMarks, board_marks
from madn_qt.board.places import figure_spot_scale
from madn_qt.board.track import along_track, free_stretch, track

ROLL_MS = 350
MOVE_MS = 300
REDUCED_MS = 60
TRAIN_MS = 1600  # the train's run across the board, at pace 1
REDUCED_TRAIN_MS = 250  # under reduced motion it only shows for a moment
TRAIN_FRAME_MS = 30
FADE_MS = 700  # a knocked-out seat's figures fade out, Reinforcement's new one fades in
REDUCED_FADE_MS = 250
FADE_RISE = 0.35  # board units a leaving figure rises on screen as it fades (not reduced)
OFF_BOARD = -2  # (core.event.play: where a knocked-out seat's figures go)
CELEBRATION_MS = 2600  # the winner's figures ringed in gold (as long as the 3D board's party)


class FlatBoardView(QWidget):
    """A 2D board: figures as coloured discs with their seat's symbol."""

    figure_clicked = Signal(int, int)
    animation_finished = Signal()
    sound_cue = Signal(str)  # (never emitted: the flat board's moves have no cues of their own)
    cues_sounds = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board")
        self.setAccessibleName(QCoreApplication.translate("FlatBoardView", "Game board"))
        self.setMinimumSize(360, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._position: Position | None = None
        # The figures ringed and meant for a click, the hinted one, the keyboard's focus.
        self._choosing = Choosing()
        self._home_seat: int | None = None  # its side of the board is drawn at the bottom
        self._winner: int | None = None  # celebrated: its figures ringed in gold for a while
        self._celebration = QTimer(self)
        self._celebration.setSingleShot(True)
        self._celebration.timeout.connect(self._end_celebration)
        # The last roll as the dice show it: their sides and values (none yet), and its clock.
        self._dice: tuple[int, tuple[int, ...]] = (6, ())
        self._dice_seat: int | None = None  # who threw them (they lie on its side; None: home)
        self._roll_clock = QElapsedTimer()
        self._roll_ms = 0
        self._speed = 1.0
        self._reduced = False
        self._animating = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._finish)
        self._cache: QPixmap | None = None
        self._cache_key: tuple[object, ...] = ()
        self._numbers = False  # View ▸ Field numbers
        # The train while it runs: the figures it hits (seat, figure, progress before), how far
        # along the track they stand, and the clock of its run.
        self._train_hits: list[tuple[int, int, int, float]] = []
        self._train_ms = 0
        self._train_clock = QElapsedTimer()
        self._train_timer = QTimer(self)
        self._train_timer.setInterval(TRAIN_FRAME_MS)
        self._train_timer.timeout.connect(self.update)
        # Figures fading out (a knocked-out seat's: seat, figure, progress, goal size) and in
        # (Reinforcement's new one: seat, figure), and the clock of the fade.
        self._leaving: list[tuple[int, int, int, int]] = []
        self._joining: set[tuple[int, int]] = set()
        self._fade_ms = 0
        self._fade_clock = QElapsedTimer()
        self._fade_timer = QTimer(self)
        self._fade_timer.setInterval(TRAIN_FRAME_MS)
        self._fade_timer.timeout.connect(self.update)

        self._held: list[tuple[QTimer, int]] = []  # paused: the timers stopped, and time left

    # --- the BoardView interface -------------------------------------------------------------
    def as_widget(self) -> QWidget:
        return self

    def hold(self, held: bool) -> None:
        """Paused: the animation's timers stop (no frame is drawn) and start again where they
        were when the game goes on; the picture of a train or a fade then catches up with its
        clock (the flat board's motion is short, and its end comes on time)."""
        if held and not self._held:
            timers = (self._timer, self._train_timer, self._fade_timer)
            self._held = [(t, t.remainingTime()) for t in timers if t.isActive()]
            for timer, _left in self._held:
                timer.stop()
        elif not held:
            for timer, left in self._held:
                if timer.isSingleShot():
                    timer.start(max(left, 0))
                else:
                    timer.start()
            self._held = []

    def set_position(self, position: Position) -> None:
        shown = self._position
        if self._winner is not None and (shown is None or shown.figures != position.figures):
            self._end_celebration()  # a new game
        self._position = position
        if not position.rules.event_mode and (self._dice[0] != 6 or len(self._dice[1]) > 1):
            self._dice = (6, ())  # (a classic game after an event-mode one)
        laid = dice_to_roll(position, *self._dice)
        if laid is not None:
            self._dice = laid  # (asked to roll a D4, nobody sees the D10's "10")
        self.update()

    def celebrate(self, seat: int) -> None:
        """The winner's figures ringed in gold for :data:`CELEBRATION_MS` (nothing moves: the
        flat board is the plain one)."""
        self._winner = seat
        self._celebration.start(CELEBRATION_MS)
        self.update()

    def is_celebrating(self) -> bool:
        """For tests: whether the winner's celebration runs now (its end is a timer's)."""
        return self._winner is not None

    def _end_celebration(self) -> None:
        self._celebration.stop()
        self._winner = None
        self.update()

    def shown_position(self) -> Position | None:
        """The position the board shows now (tests, screenshots)."""
        return self._position

    def marks(self) -> BoardMarks:
        """What the board's picture shows beyond its fields (tests, screenshots)."""
        named = self._choosing.named(self._position)
        return replace(board_marks(self._position), numbers=self._numbers, named=named)

    def set_field_numbers(self, shown: bool) -> None:
        """View ▸ Field numbers: every ring field's number by its outer rim, as the log and
        the buttons name it (else only the fields a focused figure button names)."""
        self._numbers = shown
        self.update()

    def play_happenings(self, happenings: list[Happening], after: Position) -> None:
        self._position = after
        self._choosing.clear_focus()  # the focused button's move is being played
        train = next((e for e in happenings if isinstance(e, TrainPassed)), None)
        if train is None:
            if self._start_fade(happenings, after):
                return
            self._start(MOVE_MS)
            return
        self._train_hits = []
        for seat, figure, progress in train.hits:
            x, y = figure_cell(seat, figure, progress, after.goal_size(seat))
            self._train_hits.append((seat, figure, progress, along_track(x, y)[0]))
        self._train_ms = int((REDUCED_TRAIN_MS if self._reduced else TRAIN_MS) / self._speed)
        self._train_clock.start()
        self._train_timer.start()
        self._animating = True
        self.update()
        self._timer.start(self._train_ms)

    def train_front(self) -> float | None:
        """How far along the track the locomotive's front is now (``None``: no train)."""
        if not self._train_timer.isActive():
            return None
        if self._reduced:
            low, high = free_stretch()
            return (low + high + TRAIN_LENGTH) / 2
        _, _, length = track()
        share = min(self._train_clock.elapsed() / max(self._train_ms, 1), 1.0)
        return share * (length + TRAIN_LENGTH)

    def _start_fade(self, happenings: list[Happening], after: Position) -> bool:
        """Fade a knocked-out seat's figures out and Reinforcement's new figure in; False if
        the happenings do neither."""
        self._leaving, self._joining = [], set()
        for event in happenings:
            if not isinstance(event, EventApplied):
                continue
            seat = event.seat
            if event.event is Event.KNOCKED_OUT:
                size = after.goal_size(seat)
                for s, figure, start, target in event.moved:
                    if target == OFF_BOARD:
                        self._leaving.append((s, figure, start, size))
            elif event.event is Event.REINFORCEMENT and 0 <= seat < len(after.figures):
                row = after.figures[seat]
                if row and row[-1] == HOUSE:
                    self._joining.add((seat, len(row) - 1))
        if not self._leaving and not self._joining:
            return False
        self._fade_ms = int((REDUCED_FADE_MS if self._reduced else FADE_MS) / self._speed)
        self._fade_clock.start()
        self._fade_timer.start()
        self._animating = True
        self.update()
        self._timer.start(self._fade_ms)
        return True

    def fade_share(self) -> float | None:
        """How far the running fade has come, 0..1 (``None``: none runs)."""
        if not self._fade_timer.isActive():
            return None
        return min(self._fade_clock.elapsed() / max(self._fade_ms, 1), 1.0)

    def leaving_figures(self) -> list[tuple[int, int]]:
        """For tests: the knocked-out figures still fading out ``(seat, figure)`` (which the
        picture shows only as fading pixels)."""
        return [(s, f) for s, f, _, _ in self._leaving] if self.fade_share() is not None else []

    def roll_die(self, pips: tuple[int, ...]) -> None:
        """The dice show ``pips``: one die a pip (two side by side while the second die
        applies), a D6, a D4 or a D10 as the shown position's dice are."""
        sides, count = shown_dice(pips, self._position)
        self._dice = (sides, tuple(pips[:count]))
        self._dice_seat = self._position.turn if self._position is not None else None
        self._roll_ms = int((REDUCED_MS if self._reduced else ROLL_MS) / self._speed)
        self._roll_clock.start()
        self._start(ROLL_MS)

    def show_dice(self, pips: tuple[int, ...]) -> None:
        """The dice show ``pips`` at once, not rolling (a replay's jump); nothing reported."""
        sides, count = shown_dice(pips, self._position)
        self._dice = (sides, tuple(pips[:count]))
        self._roll_ms = 0
        self.update()

    def dice_shown(self) -> tuple[int, tuple[int, ...]]:
        """The dice on the board: their sides and the values they show (tests)."""
        return self._dice

    def set_movable(self, seat: int, figures: list[int]) -> None:
        self.set_pickable([(seat, figure) for figure in figures])

    def set_pickable(self, figures: Sequence[tuple[int, int]]) -> None:
        """The figures ``(seat, figure)`` of any seats that are ringed for a click: an event's
        picks; the movable figures are those of one seat (:meth:`set_movable`)."""
        self._choosing.offer(figures)
        self.update()

    def pickable(self) -> frozenset[tuple[int, int]]:
        """The figures that glow for a click now (tests)."""
        return self._choosing.pickable

    def set_hinted(self, seat: int, figure: int) -> None:
        """The figure a hint suggests gets a wider, brighter ring (until the movable figures
        change)."""
        self._choosing.hint(seat, figure)
        self.update()

    def set_focused(
        self,
        seat: int,
        figure: int | None,
        target: tuple[int, int] | None,
        route: Sequence[int] = (),
    ) -> None:
        """The figure whose button has the keyboard focus gets a dashed black and white ring,
        and the target field of its move, ``(seat, progress)``, a ring in the seat's colour;
        a move through a special path shows its way, ``route`` (the progress values between
        start and target), as a dot on each field; ``figure`` None clears them (as does
        playing a move, or the figure no longer being movable)."""
        self._choosing.focus(seat, figure, target, route)
        self.update()

    def route_cells(self) -> list[tuple[float, float]]:
        """The board cells of the focused move's way through a special path, as dotted now
        (none while pieces move or with no target shown)."""
        position, focused = self._position, self._choosing.focused
        if position is None or focused is None or self._target_cell() is None:
            return []
        seat = focused[0]
        cells = []
        for progress in self._choosing.route:
            try:
                cells.append(figure_cell(seat, 0, progress, position.goal_size(seat)))
            except ValueError:  # (a goal place beyond the lane)
                continue
        return cells

    def focused(self) -> tuple[int, int] | None:
        return self._choosing.focused

    def target_mark_screen_pos(self) -> QPointF | None:
        """For tests: the widget-pixel centre of the focused figure's target mark, or None (where
        to look for the mark's pixels)."""
        cell = self._target_cell()
        return None if cell is None else self._to_screen(*cell)

    def set_home_seat(self, seat: int | None) -> None:
        """The local player's seat: the board is turned so that its side is at the bottom (as
        the 3D board's camera sits behind it); None: seat 3's side at the bottom."""
        self._home_seat = seat
        self._cache = None
        self.update()

    def home_seat(self) -> int | None:
        return self._home_seat

    def reset_view(self) -> None:
        pass  # a flat board has no camera to move

    def set_follow_camera(self, follow: bool) -> None:
        pass  # a flat board has no camera

    def set_reduced_motion(self, reduced: bool) -> None:
        self._reduced = reduced

    def set_animation_speed(self, speed: float) -> None:
        self._speed = max(0.1, speed)

    def set_landscape_motion(self, on: bool) -> None:
        pass

    def is_animating(self) -> bool:
        return self._animating

    def figure_screen_pos(self, seat: int, figure: int) -> QPointF | None:
        position = self._position
        if position is None or seat not in position.seats:
            return None
        row = position.figures[seat]
        if not 0 <= figure < len(row):
            return None
        x, y = figure_cell(seat, figure, row[figure], position.goal_size(seat))
        return self._to_screen(x, y)

    def board_screen_pos(self, x: float, y: float, z: float = 0.0) -> QPointF | None:
        """Widget-pixel position of a board point (core.layout units), as the 3D board's
        (``z``, the height above the board, does not show on the flat board)."""
        return self._to_screen(x, y)

    # --- animation pacing --------------------------------------------------------------------
    def _start(self, ms: int) -> None:
        self._animating = True
        self.update()
        self._timer.start(int((REDUCED_MS if self._reduced else ms) / self._speed))

    def _finish(self) -> None:
        self._animating = False
        self._train_timer.stop()
        self._train_hits = []
        self._fade_timer.stop()
        self._leaving, self._joining = [], set()
        self.update()
        self.animation_finished.emit()

    # --- geometry ----------------------------------------------------------------------------
    def _unit(self) -> float:
        return min(self.width(), self.height()) / 12.0

    def _turned(self, x: float, y: float) -> tuple[float, float]:
        """A board point or direction turned so that the home seat's side is at the bottom
        (quarter turns counter-clockwise; core.layout: seat 0 at the left, -x)."""
        quarters = 0 if self._home_seat is None else (self._home_seat + 1) % 4
        for _ in range(quarters):
            x, y = -y, x
        return x, y

    def _to_screen(self, x: float, y: float) -> QPointF:
        unit = self._unit()
        x, y = self._turned(x, y)
        return QPointF(self.width() / 2 + x * unit, self.height() / 2 - y * unit)

    def _target_cell(self) -> tuple[float, float] | None:
        position, target = self._position, self._choosing.target
        if position is None or target is None or self._choosing.focused is None or self._animating:
            return None
        seat, progress = target
        if seat not in position.seats or progress < 0:
            return None
        try:
            return figure_cell(seat, 0, progress, position.goal_size(seat))
        except ValueError:
            return None

    # --- painting ----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._background())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        unit = self._unit()
        self._paint_figures(painter, unit)
        front = self.train_front()
        if front is not None:
            paint_train(painter, unit, front, self._to_screen, self._turned)
        self._paint_die(painter, unit)
        painter.end()

    def _background(self) -> QPixmap:
        """The board without figures, painted once per size, goal-lane layout and marks (the
        track, event mode's star fields and construction paths: madn_qt.board.marks)."""
        marks = self.marks()
        key = (self.width(), self.height(), marks, self._home_seat)
        if self._cache is not None and self._cache_key == key:
            return self._cache
        width, height, unit = self.width(), self.height(), self._unit()
        pixmap = board_picture(
            width, height, unit, marks, self._to_screen, self._turned, self.font()
        )
        self._cache, self._cache_key = pixmap, key
        return pixmap

    def _paint_figures(self, painter: QPainter, unit: float) -> None:
        position = self._position
        if position is None:
            return
        front = self.train_front()
        if front is not None:
            # The train's run: a figure it hits stays on its crossing until the train gets there.
            for seat, figure, progress, distance in self._train_hits:
                if self._reduced or front < distance:
                    position = position.with_figure(seat, figure, progress)
        target = self._target_cell()
        if target is not None and self._choosing.focused is not None:
            paint_target(painter, unit, self._to_screen(*target), self._choosing.focused[0])
            for cell in self.route_cells():
                paint_route_dot(painter, unit, self._to_screen(*cell), self._choosing.focused[0])
        font = QFont(self.font())
        font.setPixelSize(max(8, int(unit * 0.42)))
        painter.setFont(font)
        share = self.fade_share()
        for seat in position.seats:
            row = position.figures[seat]
            size = position.goal_size(seat)
            for figure, progress in enumerate(row):
                opacity = 1.0
                if share is not None and (seat, figure) in self._joining:
                    opacity = share
                look = self._look(seat, figure, opacity)
                paint_figure(
                    painter, self._to_screen, unit, font, (seat, figure, progress, size), look
                )
        if share is not None:
            # A knocked-out seat's figures fade out where they stood (and rise a little).
            rise = 0.0 if self._reduced else FADE_RISE * share
            for seat, figure, progress, size in self._leaving:
                look = self._look(seat, figure, 1.0 - share, rise)
                paint_figure(
                    painter, self._to_screen, unit, font, (seat, figure, progress, size), look
                )

    def _look(self, seat: int, figure: int, opacity: float, rise: float = 0.0) -> FigureLook:
        """How a figure is ringed now: movable or pickable, hinted, focused, celebrated."""
        return FigureLook(
            ringed=(seat, figure) in self._choosing.pickable or seat == self._winner,
            hinted=self._choosing.hinted == (seat, figure),
            focused=self._choosing.focused == (seat, figure) and not self._animating,
            opacity=opacity,
            rise=rise,
        )

    def _paint_die(self, painter: QPainter, unit: float) -> None:
        """The last roll's dice in the inner quarter nearer the player (flat_dice.py)."""
        sides, values = self._dice
        rolling = self._animating and self._roll_clock.elapsed() < self._roll_ms
        yaw = seat_yaw(self._dice_seat if self._dice_seat is not None else self._home_seat)
        paint_dice(painter, self._to_screen, unit, yaw, sides, values, rolling, self.font())

    def die_rects(self) -> list[QRectF]:
        """For tests: where the dice are painted, widget pixels (where to read their pixels)."""
        if not self._dice[1]:
            return []
        seat = self._dice_seat if self._dice_seat is not None else self._home_seat
        centre = self._to_screen(*dice_middle(seat_yaw(seat)))
        return die_boxes(centre, self._unit(), len(self._dice[1]))

    # --- picking -----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        position = self._position
        if position is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = event.position()
        radius = self._unit() * 0.45
        best: tuple[float, int, int] | None = None  # the nearest figure hit: (distance, ...)
        for seat in position.seats:
            size = position.goal_size(seat)
            for figure in range(len(position.figures[seat])):
                centre = self.figure_screen_pos(seat, figure)
                if centre is None:
                    continue
                x, y = figure_cell(seat, figure, position.figures[seat][figure], size)
                reach = radius * 1.4 * figure_spot_scale(seat, x, y, size)
                distance = (centre - point).manhattanLength()
                if distance <= reach and (best is None or distance < best[0]):
                    best = (distance, seat, figure)
        if best is not None:
            self.figure_clicked.emit(best[1], best[2])
            return
        super().mousePressEvent(event)
