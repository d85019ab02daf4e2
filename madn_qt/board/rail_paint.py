"""The railway printed on the board's picture (:data:`core.layout.TRACK_ENDS`): a pale ballast
bed, dark sleepers and two steel rails with a painted shadow and highlight. The fields it meets
are painted *over* the rails, as if the track ran under them, except its two crossings
(:data:`core.board.CROSSINGS`): there the rails run across the field and the field's rim is
striped red and white like a level-crossing barrier, so it stays visible around a pawn's foot.
"""

from __future__ import annotations

import math
from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPen, QPolygonF

from core.layout import TRACK_ENDS
from madn_qt import palette
from madn_qt.board.paint_canvas import FIELD_RADIUS, Canvas, qcolour

# The track, in board units: rails this far either side of the centre line, sleepers this long
# (across) and this far apart, the ballast bed this wide either side. Other field centres lie at
# least 0.7 from the line (core.layout), so with 0.4 field radius nothing else is touched.
RAIL_OFFSET: Final = 0.12
RAIL_WIDTH: Final = 0.05
SLEEPER_HALF: Final = 0.25
SLEEPER_WIDTH: Final = 0.08
SLEEPER_SPACING: Final = 0.25
BALLAST_HALF: Final = 0.29
CROSSING_STRIPES: Final = 8  # red and white segments around a crossing field's rim


def _track_frame() -> tuple[tuple[float, float], tuple[float, float], tuple[float, float], float]:
    """The track's start, its unit direction, its unit normal (to the left) and its length."""
    (x0, y0), (x1, y1) = TRACK_ENDS
    length = math.hypot(x1 - x0, y1 - y0)
    d = ((x1 - x0) / length, (y1 - y0) / length)
    return (x0, y0), d, (-d[1], d[0]), length


def _rails(
    painter: QPainter, canvas: Canvas, a: tuple[float, float], b: tuple[float, float]
) -> None:
    """The two steel rails from ``a`` to ``b``: a soft shadow away from the sun, the steel, and
    a thin highlight on the sunny edge."""
    _, _, n, _ = _track_frame()
    for side in (-1.0, 1.0):
        ox, oy = n[0] * RAIL_OFFSET * side, n[1] * RAIL_OFFSET * side
        for dx, dy, colour, alpha, width in (
            (0.03, 0.025, (0.12, 0.07, 0.03), 0.45, RAIL_WIDTH * 1.3),
            (0.0, 0.0, palette.RAIL_STEEL, 1.0, RAIL_WIDTH),
            (-0.008, -0.008, palette.RAIL_SHINE, 0.9, RAIL_WIDTH * 0.35),
        ):
            pen = QPen(qcolour(colour, alpha), canvas.d(width))
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLine(
                canvas.p(a[0] + ox + dx, a[1] + oy + dy), canvas.p(b[0] + ox + dx, b[1] + oy + dy)
            )


def paint_track(painter: QPainter, canvas: Canvas) -> None:
    """Ballast, sleepers and rails along the whole track (the fields come on top)."""
    start, d, n, length = _track_frame()
    end = (start[0] + d[0] * length, start[1] + d[1] * length)
    pen = QPen(qcolour(palette.BALLAST, 0.75), canvas.d(2 * BALLAST_HALF))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.drawLine(canvas.p(*start), canvas.p(*end))
    painter.setPen(Qt.PenStyle.NoPen)
    count = int(length / SLEEPER_SPACING)
    margin = (length - (count - 1) * SLEEPER_SPACING) / 2
    for k in range(count):
        t = margin + k * SLEEPER_SPACING
        cx, cy = start[0] + d[0] * t, start[1] + d[1] * t
        if not canvas.near((cx, cy), SLEEPER_HALF + 0.05):
            continue  # (painting again only part of the board: not there)
        for dx, dy, colour, alpha in (
            (0.025, 0.02, (0.12, 0.07, 0.03), 0.35),
            (0.0, 0.0, palette.SLEEPER, 1.0),
        ):
            corners = [
                (
                    cx + dx + n[0] * SLEEPER_HALF * s + d[0] * SLEEPER_WIDTH / 2 * u,
                    cy + dy + n[1] * SLEEPER_HALF * s + d[1] * SLEEPER_WIDTH / 2 * u,
                )
                for s, u in ((-1, -1), (1, -1), (1, 1), (-1, 1))
            ]
            painter.setBrush(QBrush(qcolour(colour, alpha)))
            painter.drawPolygon(QPolygonF([canvas.p(x, y) for x, y in corners]))
    _rails(painter, canvas, start, end)


def paint_crossing(painter: QPainter, canvas: Canvas, centre: tuple[float, float]) -> None:
    """A level crossing over a ring field: the rails run across it and its rim is striped
    red and white like a barrier (visible around a pawn's foot)."""
    _, d, _, _ = _track_frame()
    cx, cy = centre
    reach = FIELD_RADIUS * 0.97
    _rails(
        painter,
        canvas,
        (cx - d[0] * reach, cy - d[1] * reach),
        (cx + d[0] * reach, cy + d[1] * reach),
    )
    inner, outer = FIELD_RADIUS * 0.66, FIELD_RADIUS * 0.95
    r = canvas.d((inner + outer) / 2)
    c = canvas.p(cx, cy)
    box = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
    span = 360 * 16 // CROSSING_STRIPES
    # The stripes start on the track's line, so both halves of the field look alike.
    first = int(math.degrees(math.atan2(-d[1], d[0])) * 16) - span // 2
    for k in range(CROSSING_STRIPES):
        colour = palette.CROSSING_RED if k % 2 == 0 else palette.FIELD_WHITE
        pen = QPen(qcolour(colour), canvas.d(outer - inner))
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawArc(box, first + k * span, span)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(qcolour(palette.CROSSING_RED, 0.8), canvas.d(0.02)))
    painter.drawEllipse(c, canvas.d(inner), canvas.d(inner))
