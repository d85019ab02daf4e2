"""The painting kit of the board's picture (:mod:`madn_qt.board.textures`): the board's size, the
mapping from board units to pixels, colours, and one painted field with its halo and relief.

Image row 0 is the board's near edge (``y = -BOARD_HALF``), column 0 its left edge, so texture
coordinates are simply ``((x + BOARD_HALF) / size, (y + BOARD_HALF) / size)``.
"""

from __future__ import annotations

import math
from typing import Final

import numpy as np
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF, QRegion

from madn_qt import palette
from madn_qt.board.meshes import symbol_outline
from madn_qt.board.places import Spot

BOARD_HALF: Final = 6.0
FIELD_RADIUS: Final = 0.40


def board_uv(xy: np.ndarray) -> np.ndarray:
    """Texture coordinates of board-top points ``(N, 2)``."""
    return (np.asarray(xy, dtype=np.float64) + BOARD_HALF) / (2.0 * BOARD_HALF)


def qcolour(c: palette.Colour, alpha: float = 1.0) -> QColor:
    return QColor.fromRgbF(c[0], c[1], c[2], alpha)


def mix(a: palette.Colour, b: palette.Colour, t: float) -> palette.Colour:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


class Canvas:
    """World (board units) to pixel mapping for the painter."""

    def __init__(self, size: int, region: QRegion | None = None) -> None:
        self.size = size
        self.scale = size / (2.0 * BOARD_HALF)
        self.region = region  # painted only here (None: everywhere)

    def touches(self, x0: float, y0: float, x1: float, y1: float) -> bool:
        """Whether anything painted between these board corners can show in the region."""
        if self.region is None:
            return True
        a, b = self.p(min(x0, x1), min(y0, y1)), self.p(max(x0, x1), max(y0, y1))
        box = QRect(math.floor(a.x()), math.floor(a.y()), math.ceil(b.x() - a.x()) + 1, 0)
        box.setHeight(math.ceil(b.y() - a.y()) + 1)
        return self.region.intersects(box)

    def near(self, centre: tuple[float, float], reach: float) -> bool:
        """Whether a field of ``reach`` round ``centre`` (halo included) can show."""
        return self.touches(
            centre[0] - reach, centre[1] - reach, centre[0] + reach, centre[1] + reach
        )

    def p(self, x: float, y: float) -> QPointF:
        return QPointF((x + BOARD_HALF) * self.scale, (y + BOARD_HALF) * self.scale)

    def d(self, length: float) -> float:
        return length * self.scale


def symbol_path(canvas: Canvas, seat: int, cx: float, cy: float, size: float) -> QPainterPath:
    outline = symbol_outline(seat)
    poly = QPolygonF([canvas.p(cx + px * size, cy + py * size) for px, py in outline])
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def _oval(
    painter: QPainter,
    centre: QPointF,
    rx: float,
    ry: float,
    angle: float,
) -> None:
    """An ellipse of semi-axes ``rx`` (along ``angle``, degrees from the image's +x towards
    its +y) and ``ry`` pixels round ``centre``; a circle is drawn as it always was."""
    if rx == ry:
        painter.drawEllipse(centre, rx, ry)
        return
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    painter.drawEllipse(QPointF(0.0, 0.0), rx, ry)
    painter.restore()


def paint_field(
    painter: QPainter,
    canvas: Canvas,
    centre: tuple[float, float],
    fill: palette.Colour,
    symbol: tuple[int, float] | None = None,
    spot: Spot | None = None,
) -> None:
    """A painted field round ``centre``: a circle of :data:`FIELD_RADIUS`, or the oval of
    ``spot`` (a grown lane's goal place)."""
    cx, cy = centre
    r = canvas.d(FIELD_RADIUS)
    ry = r
    angle = 0.0
    if spot is not None:
        r, ry = canvas.d(spot.along), canvas.d(spot.across)
        angle = math.degrees(math.atan2(spot.axis[1], spot.axis[0]))
    # A soft dark halo on the wood: the painted field seems to stand a little proud.
    for k, alpha in ((1.16, 0.10), (1.09, 0.16)):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor.fromRgbF(0.18, 0.1, 0.04, alpha)))
        _oval(painter, canvas.p(cx, cy), r * k, ry * k, angle)
    # The relief, painted: the field's rim casts a thin shadow away from the sun (towards +x,
    # +y), and catches the light on the sun's side.
    painter.setBrush(QBrush(QColor.fromRgbF(0.16, 0.08, 0.03, 0.45)))
    _oval(painter, canvas.p(cx + 0.035, cy + 0.03), r * 1.01, ry * 1.01, angle)
    painter.setBrush(QBrush(QColor.fromRgbF(1.0, 0.96, 0.86, 0.55)))
    _oval(painter, canvas.p(cx - 0.018, cy - 0.015), r * 0.99, ry * 0.99, angle)
    painter.setBrush(QBrush(qcolour(fill)))
    painter.setPen(QPen(qcolour(palette.FIELD_LINE), canvas.d(0.035)))
    rim = canvas.d(0.02)
    _oval(painter, canvas.p(cx, cy), r - rim, ry - rim, angle)
    # A faint inner ring, like a brush line of the painter.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(qcolour(mix(fill, (1.0, 1.0, 1.0), 0.35), 0.6), canvas.d(0.018)))
    _oval(painter, canvas.p(cx, cy), r * 0.80, ry * 0.80, angle)
    if symbol is not None:
        seat, size = symbol
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(qcolour(palette.SEAT_SYMBOL_INK[seat])))
        painter.drawPath(symbol_path(canvas, seat, cx, cy, size))


def field_colour_at(kind: str, seat: int) -> palette.Colour:
    """The paint of a field kind (``ring``, ``start``, ``goal``, ``house``) for a seat."""
    if kind == "ring":
        return palette.FIELD_WHITE
    return palette.SEAT_PAINT[seat]
