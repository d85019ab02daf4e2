"""What does not turn with the wheel: its shadow on the table, the wooden rim, the face's shading,
the ivory hub that shows the symbol of the segment under the pointer, and the red pointer whose
flap ticks over the pegs."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRadialGradient,
    QTransform,
)

from core.event.wheel import Event
from madn_qt import style
from madn_qt.wheel.geometry import (
    POINTER_HEAD,
    POINTER_LIFT,
    POINTER_SHADOW,
    TIP_REACH,
    Geometry,
)
from madn_qt.wheel.icons import paint_icon
from madn_qt.wheel.palette import BRASS_DARK, IVORY, POINTER_DARK, POINTER_RED, STAR_VIOLET, brass
from madn_qt.wheel.segments import Segment


def paint_back(painter: QPainter, g: Geometry) -> None:
    """The shadow on the table and the wooden rim (they do not turn with the wheel)."""
    c, r = g.centre, g.radius
    shadow = QRadialGradient(QPointF(c.x() + r * 0.03, c.y() + r * 0.06), r * 1.08)
    shadow.setColorAt(0.86, QColor(60, 36, 16, 95))
    shadow.setColorAt(1.0, QColor(60, 36, 16, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(shadow))
    painter.drawEllipse(QPointF(c.x() + r * 0.03, c.y() + r * 0.06), r * 1.08, r * 1.08)
    wood = QLinearGradient(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
    wood.setColorAt(0.0, QColor(style.hex_colour((0.93, 0.74, 0.50))))
    wood.setColorAt(0.45, QColor(style.WOOD))
    wood.setColorAt(1.0, QColor(style.WOOD_DARK))
    painter.setBrush(QBrush(wood))
    painter.setPen(QPen(QColor(style.INK), max(1.0, g.side * 0.005)))
    painter.drawEllipse(c, r, r)
    # the rim's bevel: a light edge towards the sun, a dark one away from it
    bevel = QLinearGradient(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
    bevel.setColorAt(0.0, QColor(255, 246, 220, 170))
    bevel.setColorAt(0.5, QColor(255, 246, 220, 0))
    bevel.setColorAt(1.0, QColor(50, 28, 10, 120))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QBrush(bevel), max(1.0, g.rim * 0.22)))
    painter.drawEllipse(c, r - g.rim * 0.2, r - g.rim * 0.2)


def paint_front(
    painter: QPainter,
    g: Geometry,
    *,
    target_wheel: bool,
    under_pointer: Segment | None,
    seen: float,
    tilt: float,
) -> None:
    """What does not turn: the face's shading, the hub and the pointer (see :func:`paint_hub`;
    ``tilt``: how far the pointer's flap is bent, degrees)."""
    c, face = g.centre, g.face
    shade = QRadialGradient(c, face)
    shade.setColorAt(0.0, QColor(255, 250, 235, 40))
    shade.setColorAt(0.55, QColor(255, 250, 235, 0))
    shade.setColorAt(0.93, QColor(40, 22, 8, 0))
    shade.setColorAt(1.0, QColor(40, 22, 8, 70))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(shade))
    painter.drawEllipse(c, face, face)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(style.INK), max(1.0, g.side * 0.005)))
    painter.drawEllipse(c, face, face)
    # a turned groove in the rim, and the rim's outer edge catching the light
    painter.setPen(QPen(QColor(80, 48, 20, 70), max(1.0, g.side * 0.003)))
    painter.drawEllipse(c, face + g.rim * 0.28, face + g.rim * 0.28)
    painter.setPen(QPen(QColor(255, 240, 210, 60), max(1.0, g.side * 0.003)))
    painter.drawEllipse(c, face + g.rim * 0.36, face + g.rim * 0.36)
    paint_hub(painter, g, target_wheel=target_wheel, under_pointer=under_pointer, seen=seen)
    paint_pointer(painter, g, tilt)


def paint_hub(
    painter: QPainter,
    g: Geometry,
    *,
    target_wheel: bool,
    under_pointer: Segment | None,
    seen: float,
) -> None:
    """The brass-rimmed ivory hub with a symbol: the rocket on the target wheel, the star fields'
    star before the first spin (``under_pointer`` None), else the symbol of the segment under the
    pointer, faded in by ``seen`` (0..1) as the wheel slows."""
    c, hub = g.centre, g.hub
    painter.setPen(QPen(QColor(style.INK), max(1.0, g.side * 0.005)))
    painter.setBrush(QBrush(brass(QPointF(c.x() - hub * 0.4, c.y() - hub * 0.4), hub * 1.6)))
    painter.drawEllipse(c, hub, hub)
    inner = hub * 0.84
    ivory = QRadialGradient(QPointF(c.x() - inner * 0.3, c.y() - inner * 0.35), inner * 1.3)
    ivory.setColorAt(0.0, QColor("#fffdf6"))
    ivory.setColorAt(1.0, QColor(IVORY).darker(110))
    painter.setPen(QPen(QColor(BRASS_DARK), max(0.8, g.side * 0.003)))
    painter.setBrush(QBrush(ivory))
    painter.drawEllipse(c, inner, inner)
    painter.save()
    painter.translate(c)
    if target_wheel:
        paint_icon(painter, Event.ROCKET, inner * 1.35, QColor(style.INK), QColor(IVORY))
    elif under_pointer is None:
        paint_icon(painter, None, inner * 1.35, QColor(STAR_VIOLET), QColor(IVORY))
    else:
        ink = QColor(style.darkened_to(under_pointer.colour, IVORY, 3.0))
        if seen < 1.0:
            painter.setOpacity(1.0 - seen)
            paint_icon(painter, None, inner * 1.35, QColor(STAR_VIOLET), QColor(IVORY))
        painter.setOpacity(seen)
        paint_icon(painter, under_pointer.event, inner * 1.35, ink, QColor(IVORY))
    painter.restore()


def _teardrop(head: float, tip: float) -> QPainterPath:
    """A pointer: a round head of radius ``head`` about (0, 0), narrowing to a point at (0, tip)
    below it."""
    beta = math.degrees(math.acos(min(0.99, head / tip)))
    path = QPainterPath()
    path.moveTo(0.0, tip)
    a = math.radians(beta)
    path.lineTo(head * math.sin(a), head * math.cos(a))
    box = QRectF(-head, -head, 2 * head, 2 * head)
    path.arcTo(box, beta - 90.0, 360.0 - 2 * beta)
    path.closeSubpath()
    return path


def _pointer_at(g: Geometry) -> tuple[QPointF, float, QPainterPath]:
    """The pointer's pin, head radius and shape (about the pin, hanging straight down)."""
    pivot = QPointF(g.centre.x(), g.centre.y() - g.radius - g.side * POINTER_LIFT)
    head = g.side * POINTER_HEAD
    tip = g.centre.y() - g.face * TIP_REACH - pivot.y()
    return pivot, head, _teardrop(head, tip)


def pointer_area(g: Geometry, tilt: float) -> QPainterPath:
    """What the pointer and its shadow cover of the wheel (widget coordinates)."""
    pivot, _, shape = _pointer_at(g)
    place = QTransform()
    place.translate(pivot.x(), pivot.y())
    place.rotate(tilt)
    shadow = QTransform()
    shadow.translate(g.side * POINTER_SHADOW[0], g.side * POINTER_SHADOW[1])
    outline = g.side * 0.003  # half the outline's pen
    stroker = QPainterPathStroker()
    stroker.setWidth(2 * outline)
    whole = shape.united(stroker.createStroke(shape)).united(shadow.map(shape))
    return place.map(whole)


def paint_pointer(painter: QPainter, g: Geometry, tilt: float) -> None:
    """The red pointer above the wheel, its flap bent ``tilt`` degrees, on a brass pin."""
    pivot, head, shape = _pointer_at(g)
    painter.save()
    painter.translate(pivot)
    painter.rotate(tilt)
    # its shadow on the wheel
    painter.save()
    painter.translate(g.side * POINTER_SHADOW[0], g.side * POINTER_SHADOW[1])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(40, 20, 8, 90))
    painter.drawPath(shape)
    painter.restore()
    paint = QLinearGradient(QPointF(-head, 0), QPointF(head, 0))
    paint.setColorAt(0.0, QColor(POINTER_RED).lighter(135))
    paint.setColorAt(0.55, QColor(POINTER_RED))
    paint.setColorAt(1.0, QColor(POINTER_RED).darker(140))
    painter.setPen(QPen(QColor(POINTER_DARK), max(1.0, g.side * 0.006)))
    painter.setBrush(QBrush(paint))
    painter.drawPath(shape)
    # a glint along its left side
    painter.setPen(QPen(QColor(255, 235, 220, 150), max(1.0, g.side * 0.006)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    glint = QRectF(-head * 0.62, -head * 0.62, head * 1.24, head * 1.24)
    painter.drawArc(glint, 110 * 16, 70 * 16)
    # the brass pin it swings on
    pin = head * 0.38
    painter.setPen(QPen(QColor(POINTER_DARK), max(0.8, g.side * 0.004)))
    painter.setBrush(QBrush(brass(QPointF(-pin * 0.35, -pin * 0.35), pin * 1.4)))
    painter.drawEllipse(QPointF(0, 0), pin, pin)
    painter.restore()
