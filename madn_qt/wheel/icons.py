"""The events' symbols, drawn as vectors (sharp at any size): the hub of the wheel shows the one
under the pointer, the star fields' star before the first spin."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from core.event.wheel import Event


def paint_icon(
    painter: QPainter, event: Event | None, size: float, ink: QColor, paper: QColor
) -> None:
    """The symbol of ``event`` (``None``: the star fields' star), ``size`` wide, centred at the
    painter's origin, drawn in ``ink``; ``paper`` is the ground it stands on (for cut-outs)."""
    painter.save()
    painter.scale(size / 100.0, size / 100.0)
    fill = QBrush(ink)

    def pen(width: float) -> QPen:
        p = QPen(ink, width)
        p.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return p

    def solid() -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)

    def lines(width: float) -> None:
        painter.setPen(pen(width))
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def arrow_head(tip: QPointF, towards: QPointF, length: float = 16.0) -> None:
        dx, dy = tip.x() - towards.x(), tip.y() - towards.y()
        d = math.hypot(dx, dy) or 1.0
        ux, uy = dx / d, dy / d
        base = QPointF(tip.x() - ux * length, tip.y() - uy * length)
        wing = QPointF(-uy * length * 0.62, ux * length * 0.62)
        solid()
        painter.drawPolygon(QPolygonF([tip, base + wing, base - wing]))

    def plus(x: float, y: float, arm: float) -> None:
        lines(9.0)
        painter.drawLine(QPointF(x - arm, y), QPointF(x + arm, y))
        painter.drawLine(QPointF(x, y - arm), QPointF(x, y + arm))

    def pips(centres: list[tuple[float, float]], radius: float, colour: QColor) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for x, y in centres:
            painter.drawEllipse(QPointF(x, y), radius, radius)

    def number(text: str, box: QRectF, pixels: float) -> None:
        font = QFont()
        font.setPixelSize(round(pixels))
        font.setWeight(QFont.Weight.Black)
        font.setStretch(QFont.Stretch.Condensed)
        painter.setFont(font)
        painter.setPen(paper)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    if event is None:  # the star fields' five-pointed star
        solid()
        points = []
        for k in range(10):
            r = 46.0 if k % 2 == 0 else 19.0
            a = math.radians(k * 36.0)
            points.append(QPointF(r * math.sin(a), -r * math.cos(a) + 4.0))
        painter.drawPolygon(QPolygonF(points))
    elif event is Event.REINFORCEMENT:
        solid()
        painter.drawEllipse(QPointF(-10, -22), 13, 13)
        body = QPainterPath()
        body.moveTo(-19, -6)
        body.lineTo(-1, -6)
        body.quadTo(-4, 14, 12, 30)
        body.lineTo(-32, 30)
        body.quadTo(-16, 14, -19, -6)
        painter.drawPath(body)
        painter.drawRoundedRect(QRectF(-36, 27, 52, 13), 5, 5)
        plus(30, -22, 13)
    elif event is Event.KNOCKED_OUT:
        lines(15.0)
        painter.drawLine(QPointF(-28, -28), QPointF(28, 28))
        painter.drawLine(QPointF(28, -28), QPointF(-28, 28))
    elif event is Event.LEADER_BACK:
        lines(11.0)
        path = QPainterPath()
        path.moveTo(24, 40)
        path.lineTo(24, -6)
        path.arcTo(QRectF(-20, -28, 44, 44), 0, 180)
        path.lineTo(-20, 10)
        painter.drawPath(path)
        arrow_head(QPointF(-20, 36), QPointF(-20, 10), 26)
    elif event is Event.CONSTRUCTION:
        painter.save()
        painter.rotate(-40)
        solid()
        painter.drawRoundedRect(QRectF(-6, -14, 12, 62), 4, 4)
        head = QPainterPath()
        head.moveTo(-30, -34)
        head.lineTo(18, -34)
        head.quadTo(34, -34, 34, -26)
        head.lineTo(34, -16)
        head.lineTo(-30, -16)
        head.closeSubpath()
        painter.drawPath(head)
        painter.drawRoundedRect(QRectF(-36, -38, 10, 26), 3, 3)
        painter.restore()
    elif event is Event.NEW_DISTRIBUTION:
        lines(9.0)
        one = QPainterPath(QPointF(-42, -22))
        one.cubicTo(QPointF(-6, -22), QPointF(-4, 22), QPointF(30, 22))
        two = QPainterPath(QPointF(-42, 22))
        two.cubicTo(QPointF(-6, 22), QPointF(-4, -22), QPointF(30, -22))
        painter.drawPath(one)
        painter.drawPath(two)
        arrow_head(QPointF(46, 22), QPointF(28, 22), 20)
        arrow_head(QPointF(46, -22), QPointF(28, -22), 20)
    elif event is Event.SWAP:
        lines(9.0)
        painter.drawLine(QPointF(-40, -15), QPointF(26, -15))
        painter.drawLine(QPointF(40, 15), QPointF(-26, 15))
        arrow_head(QPointF(44, -15), QPointF(20, -15), 22)
        arrow_head(QPointF(-44, 15), QPointF(-20, 15), 22)
    elif event is Event.SEND_BACK:
        solid()
        roof = QPolygonF([QPointF(-44, -2), QPointF(-14, -32), QPointF(16, -2)])
        painter.drawPolygon(roof)
        painter.drawRect(QRectF(-36, -4, 44, 36))
        painter.setBrush(paper)
        painter.drawRoundedRect(QRectF(-20, 10, 12, 22), 3, 3)
        lines(9.0)
        painter.drawLine(QPointF(44, 18), QPointF(24, 18))
        arrow_head(QPointF(12, 18), QPointF(30, 18), 20)
    elif event is Event.ROCKET:
        solid()
        body = QPainterPath()
        body.moveTo(0, -46)
        body.cubicTo(QPointF(18, -30), QPointF(17, 0), QPointF(13, 18))
        body.lineTo(-13, 18)
        body.cubicTo(QPointF(-17, 0), QPointF(-18, -30), QPointF(0, -46))
        painter.drawPath(body)
        painter.drawPolygon(QPolygonF([QPointF(-13, -2), QPointF(-29, 24), QPointF(-13, 16)]))
        painter.drawPolygon(QPolygonF([QPointF(13, -2), QPointF(29, 24), QPointF(13, 16)]))
        painter.setBrush(paper)
        painter.drawEllipse(QPointF(0, -16), 6.5, 6.5)
        flame = QPainterPath()
        flame.moveTo(-8, 23)
        flame.quadTo(0, 30, 8, 23)
        flame.quadTo(4, 36, 0, 46)
        flame.quadTo(-4, 36, -8, 23)
        painter.setBrush(fill)
        painter.drawPath(flame)
    elif event is Event.SECOND_DIE:
        lines(7.0)
        painter.drawRoundedRect(QRectF(-8, -42, 48, 48), 10, 10)
        pips([(4, -30), (28, -6)], 5.0, ink)
        solid()
        painter.drawRoundedRect(QRectF(-42, -8, 50, 50), 10, 10)
        pips([(-29, 5), (-17, 17), (-5, 29)], 5.5, paper)
    elif event is Event.FOUR_SIDED:
        solid()
        painter.drawPolygon(QPolygonF([QPointF(0, -44), QPointF(46, 36), QPointF(-46, 36)]))
        number("4", QRectF(-30, -8, 60, 44), 40)
    elif event is Event.TEN_SIDED:
        solid()
        painter.drawPolygon(
            QPolygonF([QPointF(0, -47), QPointF(42, -4), QPointF(0, 47), QPointF(-42, -4)])
        )
        number("10", QRectF(-30, -26, 60, 44), 34)
    elif event is Event.EXTRA_ROLL:
        solid()
        painter.drawRoundedRect(QRectF(-42, -18, 56, 56), 11, 11)
        pips([(-28, -4), (0, -4), (-28, 24), (0, 24), (-14, 10)], 5.5, paper)
        plus(30, -28, 13)
    elif event is Event.SKIP:
        solid()
        painter.drawRoundedRect(QRectF(-28, -36, 19, 72), 5, 5)
        painter.drawRoundedRect(QRectF(9, -36, 19, 72), 5, 5)
    elif event is Event.SPECIAL_TRAIN:
        solid()
        painter.drawRoundedRect(QRectF(-22, -14, 52, 28), 8, 8)  # boiler
        painter.drawRect(QRectF(-46, -30, 26, 44))  # cab
        painter.drawRect(QRectF(-50, -36, 34, 8))  # its roof
        painter.drawRect(QRectF(12, -32, 11, 20))  # chimney
        painter.drawRect(QRectF(-48, 12, 84, 8))  # frame
        painter.drawPolygon(QPolygonF([QPointF(30, 12), QPointF(46, 22), QPointF(30, 22)]))
        painter.setBrush(paper)
        painter.drawRect(QRectF(-40, -24, 14, 13))  # the cab's window
        for x, r in ((-30.0, 12.0), (0.0, 9.0), (21.0, 9.0)):
            painter.setBrush(fill)
            painter.drawEllipse(QPointF(x, 28), r + 2, r + 2)
            painter.setBrush(paper)
            painter.drawEllipse(QPointF(x, 28), r * 0.35, r * 0.35)
    painter.restore()
