"""What the board's picture shows of each seat besides its fields: the house corner's patch of
colour (with arms for a house Reinforcement grew), the start arrow, the goal places with their
symbols and letters a, b, c, d (upright for the seat's player), and the centre emblem whose
star points each to a goal lane.
"""

from __future__ import annotations

import math
import string
from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from core.board import DEFAULT_FIGURES, SEAT_COUNT
from core.layout import house_cell
from madn_qt.board import palette
from madn_qt.board.marks import Spot, house_spots, turn
from madn_qt.board.paint_canvas import (
    Canvas,
    field_colour_at,
    mix,
    paint_field,
    qcolour,
    symbol_path,
)

GOAL_LETTERS: Final = "abcd"  # goal places from the lane's entrance, as the printed board has
# (a grown lane goes on: e, f, ...)
EMBLEM_REACH: Final = 0.56  # the centre emblem's star points (the innermost goal fields: 0.6)


def _upright(seat: int) -> QTransform:
    """The painter's glyph axes for text upright for ``seat``'s player, read from above: their
    "up" is the way from their side of the board to the centre. (The image's rows run along
    +y, so the board seen from above is the image flipped: painted text must be flipped too.)"""
    ux, uy = turn(1.0, 0.0, seat)
    rx, ry = uy, -ux  # right of up, seen from above
    return QTransform(rx, ry, -ux, -uy, 0.0, 0.0)


def goal_letter(index: int) -> str:
    """The letter of goal place ``index`` (0 = next to the entrance): a, b, c, d, e, ..."""
    if index < len(GOAL_LETTERS):
        return GOAL_LETTERS[index]
    return string.ascii_lowercase[index % len(string.ascii_lowercase)]


def _goal_letter(
    painter: QPainter,
    canvas: Canvas,
    seat: int,
    index: int,
    centre: tuple[float, float],
    height: float = 0.30,
) -> None:
    """The goal place's letter (a-d from the entrance), upright for the seat's player, round
    ``centre`` (``height``: the letters' size in board units)."""
    painter.save()
    painter.translate(canvas.p(*centre))
    painter.setTransform(_upright(seat), combine=True)
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(6, round(canvas.d(height))))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QPen(qcolour(palette.SEAT_SYMBOL_INK[seat])))
    half = canvas.d(0.3)
    painter.drawText(
        QRectF(-half, -half, 2 * half, 2 * half), Qt.AlignmentFlag.AlignCenter, goal_letter(index)
    )
    painter.restore()


def paint_goal_field(
    painter: QPainter,
    canvas: Canvas,
    seat: int,
    index: int,
    centre: tuple[float, float],
    spot: Spot | None,
) -> None:
    """A goal place: the field in the seat's paint, its symbol and its letter. On a four-lane's
    round field the symbol sits above (towards the centre) and the letter below; on a grown
    lane's oval, shorter along the lane, side by side, the symbol on the player's left."""
    fill = field_colour_at("goal", seat)
    paint_field(painter, canvas, centre, fill, spot=spot)
    ux, uy = turn(1.0, 0.0, seat)  # the player's up
    rx, ry = uy, -ux  # and right, seen from above
    cx, cy = centre
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(qcolour(palette.SEAT_SYMBOL_INK[seat])))
    if spot is None:
        painter.drawPath(symbol_path(canvas, seat, cx + ux * 0.17, cy + uy * 0.17, 0.1))
        _goal_letter(painter, canvas, seat, index, (cx - ux * 0.1, cy - uy * 0.1))
        return
    height = min(0.30, spot.along * 1.35)
    painter.drawPath(symbol_path(canvas, seat, cx - rx * 0.15, cy - ry * 0.15, height * 0.3))
    _goal_letter(painter, canvas, seat, index, (cx + rx * 0.09, cy + ry * 0.09), height)


# Seat 0's start arrow (quadratic: from, through, to): from below its house down to its start
# field, bending towards the direction of play (+x) at the end; and, once its house reaches
# down the board's edge towards the start field (six places and more), from inside the
# corner's L past the lowest place to the start field's upper right.
START_ARROW: Final = ((-4.55, 3.25), (-5.25, 2.5), (-5.0, 1.58))
GROWN_START_ARROW: Final = ((-3.95, 3.3), (-4.0, 1.95), (-4.66, 1.34))
GROWN_ARROW_PLACES: Final = 6


def start_arrow(places: int) -> tuple[tuple[float, float], ...]:
    """Seat 0's start arrow for a house of ``places`` places."""
    return GROWN_START_ARROW if places >= GROWN_ARROW_PLACES else START_ARROW


def paint_start_arrow(
    painter: QPainter, canvas: Canvas, seat: int, places: int = DEFAULT_FIGURES
) -> None:
    """An arrow in the seat's colour from its house corner to its start field: where a
    figure comes out, and the way it then goes round."""
    a, c, b = start_arrow(places)
    path = QPainterPath(canvas.p(*turn(*a, seat)))
    path.quadTo(canvas.p(*turn(*c, seat)), canvas.p(*turn(*b, seat)))
    # The head: along the curve's end tangent (from the control point to the end).
    dx, dy = b[0] - c[0], b[1] - c[1]
    length = math.hypot(dx, dy)
    dx, dy = dx / length, dy / length
    tip = (b[0] + dx * 0.02, b[1] + dy * 0.02)
    back = (b[0] - dx * 0.26, b[1] - dy * 0.26)
    left = (back[0] - dy * 0.16, back[1] + dx * 0.16)
    right = (back[0] + dy * 0.16, back[1] - dx * 0.16)
    head = QPolygonF([canvas.p(*turn(*q, seat)) for q in (tip, left, right)])
    colour = palette.SEAT_PAINT[seat]
    for pen_colour, width, alpha in ((palette.FIELD_LINE, 0.14, 0.85), (colour, 0.08, 1.0)):
        pen = QPen(qcolour(pen_colour, alpha), canvas.d(width))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setBrush(QBrush(qcolour(pen_colour, alpha)))
        painter.drawPolygon(head)


def paint_emblem(painter: QPainter, canvas: Canvas) -> None:
    """The centre emblem: a four-pointed star, each point in the colour of the goal lane it
    points to, on a dark ring, with an ivory middle."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor.fromRgbF(0.18, 0.1, 0.04, 0.18)))
    painter.drawEllipse(canvas.p(0.03, 0.03), canvas.d(0.5), canvas.d(0.5))  # its shadow
    outline = QPen(qcolour(palette.FIELD_LINE), canvas.d(0.03))
    outline.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    for seat in range(SEAT_COUNT):
        tip = turn(-EMBLEM_REACH, 0.0, seat)  # towards the seat's goal lane (seat 0: -x)
        side_a = turn(-0.16, 0.16, seat)
        side_b = turn(-0.16, -0.16, seat)
        star = QPolygonF([canvas.p(0.0, 0.0), canvas.p(*side_a), canvas.p(*tip), canvas.p(*side_b)])
        painter.setPen(outline)
        painter.setBrush(QBrush(qcolour(palette.SEAT_PAINT[seat])))
        painter.drawPolygon(star)
        # the point's lit half, as if the star were carved
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor.fromRgbF(1.0, 1.0, 1.0, 0.22)))
        painter.drawPolygon(QPolygonF([canvas.p(0.0, 0.0), canvas.p(*side_a), canvas.p(*tip)]))
    painter.setPen(QPen(qcolour(palette.FIELD_LINE), canvas.d(0.03)))
    painter.setBrush(QBrush(qcolour(palette.FIELD_WHITE)))
    painter.drawEllipse(canvas.p(0.0, 0.0), canvas.d(0.13), canvas.d(0.13))
    painter.setBrush(QBrush(qcolour(palette.FIELD_LINE)))
    painter.drawEllipse(canvas.p(0.0, 0.0), canvas.d(0.04), canvas.d(0.04))


def paint_house_corner(painter: QPainter, canvas: Canvas, seat: int, places: int) -> None:
    """The soft rounded patch of the seat's colour behind its house places; a grown house's
    places along the corner's edges get the patch's arms."""
    cells = [house_cell(seat, i) for i in range(DEFAULT_FIGURES)]
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    rect = QRectF(
        canvas.p(min(xs) - 0.62, min(ys) - 0.62), canvas.p(max(xs) + 0.62, max(ys) + 0.62)
    )
    painter.setPen(QPen(qcolour(palette.SEAT_PAINT[seat], 0.9), canvas.d(0.05)))
    painter.setBrush(QBrush(qcolour(mix(palette.SEAT_PAINT[seat], palette.WOOD_LIGHT, 0.55), 0.55)))
    if places <= DEFAULT_FIGURES:
        painter.drawRoundedRect(rect, canvas.d(0.5), canvas.d(0.5))
        return
    shape = QPainterPath()
    shape.addRoundedRect(rect, canvas.d(0.5), canvas.d(0.5))
    for spot in house_spots(seat, places)[DEFAULT_FIGURES:]:
        # Each further place joins the patch by an arm as wide as the block's row it extends.
        x, y = spot.centre
        near = min(cells, key=lambda c: math.dist(c, (x, y)))
        lo = (min(x, near[0]) - 0.52, min(y, near[1]) - 0.52)
        hi = (max(x, near[0]) + 0.52, max(y, near[1]) + 0.52)
        arm = QPainterPath()
        arm.addRoundedRect(
            QRectF(canvas.p(*lo), canvas.p(*hi)).normalized(), canvas.d(0.42), canvas.d(0.42)
        )
        shape = shape.united(arm)
        cells.append((x, y))
    painter.drawPath(shape.simplified())
