"""The wheel's face, everything that turns: the painted segments, the borders between them, the
labels, the brass pegs, the ribbons of the thin segments, and after a spin the result rimmed in
gold with the other segments dimmed. Painted about the centre (0, 0) at angle 0."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from madn_qt import style
from madn_qt.wheel.geometry import Geometry
from madn_qt.wheel.labels import RIBBON_WIDTH, SOFT_HYPHEN, Label, Ribbon, label_font
from madn_qt.wheel.palette import GOLD_RING, brass, ink_for
from madn_qt.wheel.segments import Segment


def _direction(degrees: float) -> QPointF:
    """The unit vector ``degrees`` clockwise from straight up (y grows downwards)."""
    a = math.radians(degrees)
    return QPointF(math.sin(a), -math.cos(a))


def _wedge(box: QRectF, start: float, end: float, inner: float = 0.0) -> QPainterPath:
    """The wedge from ``start`` to ``end`` (degrees clockwise from up) of the circle ``box``,
    from radius ``inner`` (0: the centre)."""
    path = QPainterPath()
    if end - start >= 359.999:
        path.addEllipse(box)
        if inner > 0:
            path.addEllipse(QPointF(0, 0), inner, inner)
        return path
    if inner > 0:
        path.moveTo(_direction(start) * inner)
    else:
        path.moveTo(0.0, 0.0)
    path.arcTo(box, 90.0 - start, -(end - start))
    if inner > 0:
        small = QRectF(-inner, -inner, 2 * inner, 2 * inner)
        path.arcTo(small, 90.0 - end, end - start)
    path.closeSubpath()
    return path


@dataclass(frozen=True, slots=True)
class Face:
    """The face as laid out: its segments, their labels and ribbons, written in ``font``."""

    segments: Sequence[Segment]
    labels: Sequence[Label]
    ribbons: Sequence[Ribbon]
    font: QFont

    def paint(self, painter: QPainter, g: Geometry, result: int | None) -> None:
        """Everything that turns; ``result``: the segment a spin stopped on, to stand out."""
        face = g.face
        box = QRectF(-face, -face, 2 * face, 2 * face)
        painter.setPen(Qt.PenStyle.NoPen)
        for segment in self.segments:
            # painted wood, a little deeper towards the hub
            paint = QColor(segment.colour)
            gradient = QRadialGradient(QPointF(0, 0), face)
            gradient.setColorAt(0.0, paint.darker(118))
            gradient.setColorAt(0.55, paint)
            gradient.setColorAt(1.0, paint.lighter(104))
            painter.setBrush(QBrush(gradient))
            painter.drawPath(_wedge(box, segment.start, segment.end))
        # thin segments reach through the rim into their ribbons
        for ribbon in self.ribbons:
            segment = self.segments[ribbon.segment]
            outer = g.radius - g.rim * 0.5
            painter.setBrush(QColor(segment.colour))
            painter.drawPath(
                _wedge(QRectF(-outer, -outer, 2 * outer, 2 * outer), segment.start, segment.end)
            )
        # the borders between segments
        border = QPen(QColor(style.PAPER), max(1.0, g.side * 0.0055))
        border.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(border)
        for segment in self.segments if len(self.segments) > 1 else []:
            direction = _direction(segment.start)
            painter.drawLine(direction * (g.hub * 0.9), direction * face)
        self._paint_labels(painter)
        if result is not None:
            self._paint_result(painter, g, result)
        self._paint_pegs(painter, g)
        for ribbon in self.ribbons:
            self._paint_ribbon(painter, g, ribbon)

    def label_area(self, index: int, g: Geometry) -> QPainterPath:
        """Where segment ``index``'s words are written, on the face turned to its zero mark
        (face coordinates: the centre at (0, 0)); a thin segment's on its ribbon."""
        ribbon = next((r for r in self.ribbons if r.segment == index), None)
        area = QPainterPath()
        if ribbon is not None:
            radius = g.radius - g.rim * 0.5
            half = QFontMetricsF(label_font(self.font, ribbon.pixels)).capHeight() * 0.6
            outer, inner = radius + half, radius - half
            box = QRectF(-outer, -outer, 2 * outer, 2 * outer)
            return _wedge(box, ribbon.words_start, ribbon.words_end, inner)
        label = self.labels[index]
        metrics = QFontMetricsF(label_font(self.font, label.pixels))
        line = metrics.height() * 0.92
        width = max(metrics.horizontalAdvance(part) for part in label.lines)
        left = max(label.inner, (label.inner + label.outer) / 2.0 - width / 2.0)
        area.addRect(QRectF(left, -line * len(label.lines) / 2.0, width, line * len(label.lines)))
        turn = QTransform()
        turn.rotate(self.segments[index].middle - 90.0)
        return turn.map(area)

    def _paint_labels(self, painter: QPainter, only: int | None = None) -> None:
        thin = {ribbon.segment for ribbon in self.ribbons}
        for i, (segment, label) in enumerate(zip(self.segments, self.labels, strict=True)):
            if i in thin or only not in (None, i):
                continue
            font = label_font(self.font, label.pixels)
            metrics = QFontMetricsF(font)
            line = metrics.height() * 0.92
            width = max(metrics.horizontalAdvance(part) for part in label.lines)
            middle = (label.inner + label.outer) / 2.0
            left = max(label.inner, middle - width / 2.0)
            painter.save()
            painter.rotate(segment.middle)
            painter.rotate(-90.0)  # +x now runs outwards along the segment's middle
            painter.setFont(font)
            painter.setPen(QColor(ink_for(segment.colour)))
            top = -line * len(label.lines) / 2.0
            for n, part in enumerate(label.lines):
                rect = QRectF(left, top + n * line, width, line)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, part)
            painter.restore()

    def _paint_result(self, painter: QPainter, g: Geometry, result: int) -> None:
        """The result stands out: the other segments dimmed, a gold ring round the drawn one
        (outside it, so that a thin segment keeps its own paint under the pointer)."""
        face = g.face
        box = QRectF(-face, -face, 2 * face, 2 * face)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 24, 10, 80))
        for i, segment in enumerate(self.segments):
            if i != result:
                painter.drawPath(_wedge(box, segment.start, segment.end))
        if len(self.segments) == 1:
            return
        segment = self.segments[result]
        width = max(2.0, g.side * 0.011)
        ring = QPen(QColor(GOLD_RING), 2 * width)
        ring.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(ring)
        reach = face - width
        inner_box = QRectF(-reach, -reach, 2 * reach, 2 * reach)
        painter.drawPath(_wedge(inner_box, segment.start, segment.end, g.hub))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(segment.colour))
        painter.drawPath(_wedge(inner_box, segment.start, segment.end, g.hub))
        self._paint_labels(painter, only=result)

    def _paint_pegs(self, painter: QPainter, g: Geometry) -> None:
        covered = [(r.start, r.end) for r in self.ribbons]
        radius = g.radius - g.rim * 0.5
        size = g.rim * 0.27
        for segment in self.segments if len(self.segments) > 1 else []:
            at = segment.start
            if any(a - 0.01 <= at <= b + 0.01 for a, b in covered):
                continue
            centre = _direction(at) * radius
            shine = brass(centre + QPointF(-size * 0.35, -size * 0.35), size * 1.3, 0.45)
            painter.setPen(QPen(QColor(style.INK), max(0.8, size * 0.25)))
            painter.setBrush(QBrush(shine))
            painter.drawEllipse(centre, size, size)

    def _paint_ribbon(self, painter: QPainter, g: Geometry, ribbon: Ribbon) -> None:
        segment = self.segments[ribbon.segment]
        radius = g.radius - g.rim * 0.5
        width = g.rim * RIBBON_WIDTH
        box = QRectF(-radius, -radius, 2 * radius, 2 * radius)
        path = QPainterPath()
        path.arcMoveTo(box, 90.0 - ribbon.start)
        path.arcTo(box, 90.0 - ribbon.start, -(ribbon.end - ribbon.start))
        stroker_pen = QPen(QColor(style.INK), width + max(1.5, g.side * 0.006))
        stroker_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(stroker_pen)
        painter.drawPath(path)
        far = ribbon.end if ribbon.flat_at_start else ribbon.start
        # the far end rounded
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(style.INK))
        painter.drawEllipse(
            _direction(far) * radius, stroker_pen.widthF() / 2, stroker_pen.widthF() / 2
        )
        paint = QColor(segment.colour)
        painter.setBrush(paint)
        painter.drawEllipse(_direction(far) * radius, width / 2, width / 2)
        pen = QPen(paint, width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        # the text, letter by letter along the arc, reading clockwise
        font = label_font(self.font, ribbon.pixels)
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        painter.setPen(QColor(ink_for(segment.colour)))
        text = segment.label.replace(SOFT_HYPHEN, "")
        total = metrics.horizontalAdvance(text)
        at = math.radians(ribbon.words_middle) - total / 2.0 / radius
        baseline = -radius + metrics.capHeight() / 2.0
        for char in text:
            advance = metrics.horizontalAdvance(char)
            painter.save()
            painter.rotate(math.degrees(at + advance / 2.0 / radius))
            painter.drawText(QPointF(-advance / 2.0, baseline), char)
            painter.restore()
            at += advance / radius
