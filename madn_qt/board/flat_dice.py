"""The dice on the flat board: where they lie and how they are painted (QPainter).

As on the 3D board they lie where the seat that threw them sits: in the inner quarter nearer
its side (:func:`madn_qt.board.dice.quarter`), where no field is, a little towards that side;
one die, or two side by side while the second die applies. A D6
is a rounded square with pips, a D4 a triangle and a D10 a kite, each with its number, and
under a D4 or a D10 its kind ("D4", "D10"), so the dice read as the panel says.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from madn_qt.board.dice import quarter, towards_eye

ToScreen = Callable[[float, float], QPointF]

DIE_SIZE: Final = 1.0  # board units across a die
DIE_GAP: Final = 0.14
QUARTER_MIDDLE: Final = 2.5  # the inner quarter's middle, from the board's (fields: 1 to 4)
TOWARDS_SEAT: Final = 0.4  # the dice's middle from there towards the side of the seat that threw
LABEL_DROP: Final = 0.76  # the kind's label under the dice's middle
IVORY: Final = "#fbf6e8"
IVORY_ROLLING: Final = "#efe3c2"
OUTLINE: Final = "#3b3026"
INK: Final = "#33195a"  # the numbers (deep violet, as on the 3D dice)
PIP: Final = "#2a201a"
_PIPS: Final[dict[int, tuple[tuple[int, int], ...]]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (-1, 1), (1, -1), (1, 1)),
    5: ((-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
}


def dice_middle(yaw: float) -> tuple[float, float]:
    """The board point (board units) the dice lie round when the seat whose 3D camera would be
    at ``yaw`` threw them: in the inner quarter nearer its side, moved a little towards that
    side (:data:`TOWARDS_SEAT`), so that each seat's dice lie in a place of their own."""
    sx, sy = quarter(yaw)
    tx, ty = towards_eye(yaw)
    if abs(tx) >= abs(ty):
        return sx * QUARTER_MIDDLE + math.copysign(TOWARDS_SEAT, tx), sy * QUARTER_MIDDLE
    return sx * QUARTER_MIDDLE, sy * QUARTER_MIDDLE + math.copysign(TOWARDS_SEAT, ty)


def die_boxes(centre: QPointF, unit: float, count: int) -> list[QRectF]:
    """The screen squares of ``count`` dice round ``centre`` (the dice's middle), side by
    side."""
    size = DIE_SIZE * unit
    gap = DIE_GAP * unit
    width = count * size + (count - 1) * gap
    left = centre.x() - width / 2
    return [
        QRectF(left + k * (size + gap), centre.y() - size / 2, size, size) for k in range(count)
    ]


def kind_label(sides: int) -> str:
    """The kind written under the dice ("" for the D6, whose pips say it)."""
    return "" if sides == 6 else f"D{sides}"


def _shape(sides: int, box: QRectF) -> QPainterPath:
    path = QPainterPath()
    if sides == 6:
        r = box.width() * 0.18
        path.addRoundedRect(box, r, r)
        return path
    c = box.center()
    w, h = box.width() / 2, box.height() / 2
    if sides == 4:  # a triangle, point up
        points = [QPointF(c.x(), c.y() - h), QPointF(c.x() + w, c.y() + h * 0.85)]
        points.append(QPointF(c.x() - w, c.y() + h * 0.85))
    else:  # a kite, point up, wide below the middle (a D10's face)
        points = [
            QPointF(c.x(), c.y() - h),
            QPointF(c.x() + w, c.y() + h * 0.3),
            QPointF(c.x(), c.y() + h),
            QPointF(c.x() - w, c.y() + h * 0.3),
        ]
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def number_box(sides: int, box: QRectF) -> QRectF:
    """Where a die's number is written inside its square (the wide part of its shape)."""
    if sides == 4:
        return QRectF(box.left(), box.top() + box.height() * 0.36, box.width(), box.height() * 0.5)
    if sides == 10:
        return QRectF(box.left(), box.top() + box.height() * 0.3, box.width(), box.height() * 0.5)
    return QRectF(box)


def number_font(base: QFont, sides: int, box: QRectF, value: int) -> QFont:
    font = QFont(base)
    font.setBold(True)
    share = 0.44 if sides == 4 else 0.5 if value < 10 else 0.4
    font.setPixelSize(max(6, int(box.height() * share)))
    return font


def paint_die(
    painter: QPainter, box: QRectF, sides: int, value: int, rolling: bool, base: QFont
) -> None:
    """One die in ``box``: its shape, and its pips or number."""
    unit = box.width()
    painter.setPen(QPen(QColor(OUTLINE), max(1.0, unit * 0.05)))
    painter.setBrush(QColor(IVORY_ROLLING if rolling else IVORY))
    painter.drawPath(_shape(sides, box))
    if sides == 6 and value in _PIPS:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(PIP))
        step = box.width() * 0.26
        radius = box.width() * 0.09
        for dx, dy in _PIPS[value]:
            painter.drawEllipse(box.center() + QPointF(dx * step, dy * step), radius, radius)
        return
    painter.setPen(QColor(INK))
    painter.setFont(number_font(base, sides, box, value))
    text = str(value)
    area = number_box(sides, box)
    painter.drawText(area, Qt.AlignmentFlag.AlignCenter, text)
    if sides == 10 and value in (6, 9):  # underlined, as on the die
        metrics_width = area.width() * 0.22
        y = area.center().y() + area.height() * 0.36
        painter.setPen(QPen(QColor(INK), max(1.0, unit * 0.05)))
        painter.drawLine(
            QPointF(area.center().x() - metrics_width / 2, y),
            QPointF(area.center().x() + metrics_width / 2, y),
        )


def paint_dice(
    painter: QPainter,
    to_screen: ToScreen,
    unit: float,
    yaw: float,
    sides: int,
    values: tuple[int, ...],
    rolling: bool,
    base: QFont,
) -> list[QRectF]:
    """The dice of the last roll (``values``, one die each, with dice of ``sides`` faces) in
    the quarter nearer the player, and their kind under them; returns their squares."""
    if not values:
        return []
    centre = to_screen(*dice_middle(yaw))
    boxes = die_boxes(centre, unit, len(values))
    for box, value in zip(boxes, values, strict=True):
        paint_die(painter, box, sides, value, rolling, base)
    label = kind_label(sides)
    if label:
        font = QFont(base)
        font.setBold(True)
        font.setPixelSize(max(6, int(unit * 0.3)))
        painter.setFont(font)
        painter.setPen(QColor(OUTLINE))
        if len(values) > 1:
            label = f"2 × {label}"
        drop = LABEL_DROP * unit
        area = QRectF(
            centre.x() - unit * 1.2, centre.y() + drop - unit * 0.2, unit * 2.4, unit * 0.4
        )
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, label)
    return boxes
