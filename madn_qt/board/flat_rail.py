"""The railway on the flat board (:mod:`madn_qt.board.flat_board`): sleepers and two rails along
the track, the two crossings with their red and white striped rims, and the train as a chain of
boxes. Painted in board units through the flat board's own mapping to the screen (``to_screen``,
and ``turned`` for directions), which turns the home seat's side to the bottom.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from core.board import CROSSINGS
from core.layout import TRACK_ENDS, ring_cell
from madn_qt.board.track import point_at, track

ToScreen = Callable[[float, float], QPointF]
Turn = Callable[[float, float], tuple[float, float]]

# The train drawn as boxes (board units): locomotive, then two coaches, with gaps between.
TRAIN_CARS: tuple[tuple[float, str], ...] = ((1.0, "#2a2c31"), (0.86, "#d9b27a"), (0.86, "#d9b27a"))
TRAIN_GAP = 0.08
TRAIN_LENGTH = sum(length for length, _ in TRAIN_CARS) + TRAIN_GAP * (len(TRAIN_CARS) - 1)


def paint_track(painter: QPainter, unit: float, to_screen: ToScreen) -> None:
    """Sleepers and two rails along the track (the fields are painted over them)."""
    (x0, y0), (x1, y1) = TRACK_ENDS
    length = math.hypot(x1 - x0, y1 - y0)
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -dy, dx
    painter.setPen(QPen(QColor("#6b4a2e"), max(1.0, unit * 0.08)))
    count = int(length / 0.3)
    for k in range(count + 1):
        t = k * length / count
        cx, cy = x0 + dx * t, y0 + dy * t
        a = to_screen(cx - nx * 0.22, cy - ny * 0.22)
        b = to_screen(cx + nx * 0.22, cy + ny * 0.22)
        painter.drawLine(a, b)
    _paint_rails(painter, unit, to_screen, (x0, y0), (x1, y1))


def _paint_rails(
    painter: QPainter,
    unit: float,
    to_screen: ToScreen,
    a: tuple[float, float],
    b: tuple[float, float],
) -> None:
    (x0, y0), (x1, y1) = a, b
    length = math.hypot(x1 - x0, y1 - y0)
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length
    painter.setPen(QPen(QColor("#4a4d55"), max(1.0, unit * 0.05)))
    for side in (-0.12, 0.12):
        painter.drawLine(
            to_screen(x0 + nx * side, y0 + ny * side),
            to_screen(x1 + nx * side, y1 + ny * side),
        )


def paint_crossings(painter: QPainter, unit: float, to_screen: ToScreen, turned: Turn) -> None:
    """The two crossings: rails across the field, its rim striped red and white."""
    _, (dx, dy), _ = track()
    sx, sy = turned(dx, dy)  # (the stripes' angles on screen)
    for field in CROSSINGS:
        x, y = ring_cell(field)
        reach = 0.36
        _paint_rails(
            painter,
            unit,
            to_screen,
            (x - dx * reach, y - dy * reach),
            (x + dx * reach, y + dy * reach),
        )
        r = unit * 0.33  # (a figure's disc, 0.3, leaves the stripes' outer part visible)
        centre = to_screen(x, y)
        box = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        # Eight stripes, a white one where the rails enter (Qt's arcs: 1/16 degrees).
        first = round(math.degrees(math.atan2(sy, sx)) * 16) + 360
        for k in range(8):
            pen = QPen(QColor("#c62828" if k % 2 == 0 else "#fbf7ec"), unit * 0.09)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawArc(box, first + k * 720, 720)


def paint_train(
    painter: QPainter, unit: float, front: float, to_screen: ToScreen, turned: Turn
) -> None:
    """The train as a chain of boxes along the track, its front ``front`` along it."""
    _, (dx, dy), length = track()
    sx, sy = turned(dx, dy)
    angle = math.degrees(math.atan2(-sy, sx))  # (screen y points down)
    back = front
    for index, (size, colour) in enumerate(TRAIN_CARS):
        middle = back - size / 2
        back -= size + TRAIN_GAP
        if not 0.0 < middle < length:
            continue
        painter.save()
        painter.translate(to_screen(*point_at(middle)))
        painter.rotate(angle)
        painter.setPen(QPen(QColor("#222222"), max(1.0, unit * 0.04)))
        painter.setBrush(QColor(colour))
        painter.drawRoundedRect(
            QRectF(-size / 2 * unit, -0.2 * unit, size * unit, 0.4 * unit),
            unit * 0.08,
            unit * 0.08,
        )
        if index == 0:  # the locomotive's chimney, at its front
            painter.setBrush(QColor("#8a1c14"))
            painter.drawEllipse(QPointF(size * 0.3 * unit, 0.0), unit * 0.09, unit * 0.09)
        painter.restore()
