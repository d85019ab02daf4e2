"""A flat, painted board with the 3D board's interface: the fallback when OpenGL is missing.

:class:`FlatBoardView` draws the classic 11 x 11 board from :mod:`core.board` with QPainter and
offers the same signals and methods as ``madn_qt.board.BoardView`` (``figure_clicked``,
``animation_finished``, ``set_position``, ``play_events``, ``roll_die``, ``set_movable``, ...),
so the window and the controller do not care which one they got. Its "animations" are short
pauses that keep the pace of the game readable.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.board import GOAL_START, SEAT_COUNT, start_field
from core.happenings import Happening
from core.layout import RING_CELLS, figure_cell, goal_cell, house_cell, ring_cell
from core.position import Position
from madn_qt.texts import SEAT_RGB, symbol

ROLL_MS = 350
MOVE_MS = 300
REDUCED_MS = 60


class FlatBoardView(QWidget):
    """A 2D board: figures as coloured discs with their seat's symbol."""

    figure_clicked = Signal(int, int)
    animation_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board")
        self.setAccessibleName(QCoreApplication.translate("FlatBoardView", "Game board"))
        self.setMinimumSize(360, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._position: Position | None = None
        self._movable: dict[int, list[int]] = {}
        self._hinted: tuple[int, int] | None = None  # (seat, figure) a hint suggests
        self._pips = 0
        self._speed = 1.0
        self._reduced = False
        self._animating = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._finish)
        self._cache: QPixmap | None = None
        self._cache_key: tuple[object, ...] = ()

    # --- the BoardView interface -------------------------------------------------------------
    def set_position(self, position: Position) -> None:
        self._position = position
        self.update()

    def play_events(self, events: list[Happening], after: Position) -> None:
        self._position = after
        self._start(MOVE_MS)

    def roll_die(self, pips: tuple[int, ...]) -> None:
        self._pips = sum(pips)
        self._start(ROLL_MS)

    def set_movable(self, seat: int, figures: list[int]) -> None:
        self._movable = {seat: list(figures)} if figures else {}
        if self._hinted is not None and self._hinted[1] not in self._movable.get(seat, []):
            self._hinted = None  # the hint went with its decision
        self.update()

    def set_hinted(self, seat: int, figure: int) -> None:
        """The figure a hint suggests gets a wider, brighter ring (until the movable figures
        change)."""
        self._hinted = (seat, figure) if figure in self._movable.get(seat, []) else None
        self.update()

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

    # --- animation pacing --------------------------------------------------------------------
    def _start(self, ms: int) -> None:
        self._animating = True
        self.update()
        self._timer.start(int((REDUCED_MS if self._reduced else ms) / self._speed))

    def _finish(self) -> None:
        self._animating = False
        self.update()
        self.animation_finished.emit()

    # --- geometry ----------------------------------------------------------------------------
    def _unit(self) -> float:
        return min(self.width(), self.height()) / 12.0

    def _to_screen(self, x: float, y: float) -> QPointF:
        unit = self._unit()
        return QPointF(self.width() / 2 + x * unit, self.height() / 2 - y * unit)

    # --- painting ----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._background())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        unit = self._unit()
        self._paint_figures(painter, unit)
        self._paint_die(painter, unit)
        painter.end()

    def _background(self) -> QPixmap:
        """The board without figures, painted once per size and goal-lane layout."""
        sizes = tuple(
            self._position.goal_size(s) if self._position and s in self._position.seats else 4
            for s in range(SEAT_COUNT)
        )
        key = (self.width(), self.height(), sizes)
        if self._cache is not None and self._cache_key == key:
            return self._cache
        pixmap = QPixmap(max(1, self.width()), max(1, self.height()))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(pixmap.rect(), QColor("#8fbf6a"))
        unit = self._unit()
        side = unit * 11.6
        board = QRectF(self.width() / 2 - side / 2, self.height() / 2 - side / 2, side, side)
        painter.setBrush(QColor("#e9c98f"))
        painter.setPen(QPen(QColor("#8a6a3a"), 2))
        painter.drawRoundedRect(board, unit * 0.4, unit * 0.4)
        self._paint_fields(painter, unit, sizes)
        painter.end()
        self._cache, self._cache_key = pixmap, key
        return pixmap

    def _disc(self, painter: QPainter, x: float, y: float, r: float, fill: QColor) -> None:
        painter.setBrush(fill)
        painter.drawEllipse(self._to_screen(x, y), r, r)

    def _paint_fields(self, painter: QPainter, unit: float, sizes: tuple[int, ...]) -> None:
        painter.setPen(QPen(QColor("#5a4630"), max(1.0, unit * 0.04)))
        r = unit * 0.38
        starts = {start_field(s): s for s in range(SEAT_COUNT)}
        for field, _cell in enumerate(RING_CELLS):
            x, y = ring_cell(field)
            seat = starts.get(field)
            fill = QColor(SEAT_RGB[seat]) if seat is not None else QColor("#fbf7ec")
            self._disc(painter, x, y, r, fill)
        for seat in range(SEAT_COUNT):
            colour = QColor(SEAT_RGB[seat]).lighter(150)
            size = sizes[seat]
            for index in range(size):
                gx, gy = goal_cell(seat, index, size)
                self._disc(painter, gx, gy, r, colour)
            for index in range(max(4, size)):
                hx, hy = house_cell(seat, index)
                self._disc(painter, hx, hy, r, colour)

    def _paint_figures(self, painter: QPainter, unit: float) -> None:
        position = self._position
        if position is None:
            return
        font = QFont(self.font())
        font.setPixelSize(max(8, int(unit * 0.42)))
        painter.setFont(font)
        for seat in position.seats:
            row = position.figures[seat]
            for figure, progress in enumerate(row):
                size = position.goal_size(seat)
                x, y = figure_cell(seat, figure, progress, size)
                centre = self._to_screen(x, y)
                if figure in self._movable.get(seat, []):
                    hinted = self._hinted == (seat, figure)
                    painter.setPen(QPen(QColor("#ffffff" if hinted else "#fff36b"), unit * 0.12))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    ring = unit * (0.5 if hinted else 0.42)
                    painter.drawEllipse(centre, ring, ring)
                painter.setPen(QPen(QColor("#222222"), max(1.0, unit * 0.05)))
                painter.setBrush(QColor(SEAT_RGB[seat]))
                painter.drawEllipse(centre, unit * 0.3, unit * 0.3)
                painter.setPen(QColor("white"))
                half = unit * 0.3
                box = QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
                label = symbol(seat) if progress < GOAL_START else "✓"
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    def _paint_die(self, painter: QPainter, unit: float) -> None:
        if not self._pips:
            return
        box = QRectF(self.width() / 2 - unit * 0.6, self.height() / 2 - unit * 0.6, unit * 1.2,
                     unit * 1.2)
        painter.setPen(QPen(QColor("#333333"), max(1.0, unit * 0.05)))
        painter.setBrush(QColor("#fffdf5") if not self._animating else QColor("#f0e6c8"))
        painter.drawRoundedRect(box, unit * 0.2, unit * 0.2)
        font = QFont(self.font())
        font.setPixelSize(int(unit * 0.8))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(self._pips))

    # --- picking -----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        position = self._position
        if position is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = event.position()
        radius = self._unit() * 0.45
        for seat in position.seats:
            for figure in range(len(position.figures[seat])):
                centre = self.figure_screen_pos(seat, figure)
                if centre is not None and (centre - point).manhattanLength() <= radius * 1.4:
                    self.figure_clicked.emit(seat, figure)
                    return
        super().mousePressEvent(event)
