"""The flat board's labels: a grown seat's counts on its house and lane ("7/26": seven of its
26 figures stand there) and the ring's field numbers as the texts name them (all with View ▸
Field numbers, else only the fields a focused figure button names), upright on the screen.

The same places as the 3D board's picture (:mod:`madn_qt.board.seat_paint`), painted with
QPainter through the flat board's mapping of board points to widget pixels.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from core.layout import house_badge, house_grid, lane_badge, ring_cell
from madn_qt.board.marks import BoardMarks, field_side, turn
from madn_qt.texts import SEAT_RGB

ToScreen = Callable[[float, float], QPointF]
INK = QColor("#3b2a18")
PAPER = QColor("#fbf7ec")


def _pill(
    painter: QPainter, centre: QPointF, width: float, height: float, fill: QColor, ink: QColor
) -> QRectF:
    rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    painter.setPen(QPen(INK, max(1.0, height * 0.07)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, height / 2.5, height / 2.5)
    painter.setPen(ink)
    return rect


def _fitted_font(base: QFont, text: str, width: float, height: float) -> QFont:
    font = QFont(base)
    font.setBold(True)
    font.setPixelSize(max(6, round(height * 0.72)))
    while QFontMetricsF(font).horizontalAdvance(text) > width and font.pixelSize() > 6:
        font.setPixelSize(font.pixelSize() - 1)
    return font


def paint_counts(
    painter: QPainter, marks: BoardMarks, to_screen: ToScreen, unit: float, base: QFont
) -> None:
    """Each grown seat's figures at home and in the goal, on its house and its lane."""
    for seat, places in marks.grown:
        count = marks.count(seat)
        if count is None:
            continue
        home, goal = count
        _, _, pitch = house_grid(places)
        fill = QColor(SEAT_RGB[seat]).darker(170)
        # Along the seat's "right" (across its lane, along its house's first column), turned
        # so that it never reads upside down.
        rx, ry = turn(0.0, -1.0, seat)
        for centre, text, long_side, high in (
            (house_badge(seat, places), f"{home}/{places}", 2 * pitch - 0.12, pitch - 0.14),
            (lane_badge(seat), f"{goal}/{places}", 0.82, 0.38),
        ):
            middle = to_screen(*centre)
            way = to_screen(centre[0] + rx, centre[1] + ry) - middle
            angle = math.degrees(math.atan2(way.y(), way.x()))
            if not -91.0 < angle < 91.0:
                angle -= 180.0
            painter.save()
            painter.translate(middle)
            painter.rotate(angle)
            width, height = unit * long_side, unit * min(0.4, high)
            rect = _pill(painter, QPointF(0.0, 0.0), width, height, fill, PAPER)
            painter.setFont(_fitted_font(base, text, width - height * 0.4, height))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            painter.restore()


def paint_field_numbers(
    painter: QPainter, marks: BoardMarks, to_screen: ToScreen, unit: float, base: QFont
) -> None:
    """The ring's field numbers (1-40, as the log and the buttons name them) on each field's
    outer rim; a named field's on a dark tab."""
    named = set(marks.named)
    for field in marks.labelled():
        x, y = ring_cell(field)
        ux, uy = turn(1.0, 0.0, field_side(field))  # up for the player on that side
        centre = to_screen(x - ux * 0.27, y - uy * 0.27)
        text = str(field + 1)
        height = unit * 0.26
        font = _fitted_font(base, text, unit * 0.6, height)
        width = QFontMetricsF(font).horizontalAdvance(text) + unit * 0.1
        fill, ink = (INK, PAPER) if field in named else (PAPER, INK)
        rect = _pill(painter, centre, width, height, fill, ink)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
