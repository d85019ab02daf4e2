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
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from core.board import DEFAULT_FIGURES, SEAT_COUNT
from core.layout import HOUSE_OUTER, house_badge, house_cell, house_grid, lane_badge, ring_cell
from madn_qt import palette
from madn_qt.board.marks import field_side, turn
from madn_qt.board.paint_canvas import (
    Canvas,
    field_colour_at,
    mix,
    paint_field,
    qcolour,
    symbol_path,
)
from madn_qt.board.places import Spot, house_radius

LETTERED_PLACE: Final = 0.22  # a grown lane's places smaller than this show no letter
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
    if spot.along < LETTERED_PLACE:  # (a small place: its symbol alone)
        painter.drawPath(symbol_path(canvas, seat, cx, cy, spot.along * 0.5))
        return
    height = min(0.30, spot.along * 0.9)
    side = spot.along * 0.42
    painter.drawPath(symbol_path(canvas, seat, cx - rx * side, cy - ry * side, height * 0.3))
    _goal_letter(painter, canvas, seat, index, (cx + rx * side * 0.6, cy + ry * side * 0.6), height)


# Seat 0's start arrow (quadratic: from, through, to): from below its house down to its start
# field, bending towards the direction of play (+x) at the end; a grown house (its grid,
# core.layout.house_grid) reaches further down the board's edge: its arrow runs from below the
# grid's first column straight down to the start field.
START_ARROW: Final = ((-4.55, 3.25), (-5.25, 2.5), (-5.0, 1.58))


def start_arrow(places: int) -> tuple[tuple[float, float], ...]:
    """Seat 0's start arrow for a house of ``places`` places."""
    if places <= DEFAULT_FIGURES:
        return START_ARROW
    _, rows, pitch = house_grid(places)
    top = HOUSE_OUTER - (rows - 1) * pitch - min(0.23, (pitch - 0.12) / 2) - 0.06
    return ((-5.0, top), (-5.1, (top + 1.58) / 2), (-5.0, 1.58))


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
    """The soft rounded patch of the seat's colour behind its house places: round the corner's
    four, or round a grown house's whole grid (its count's cells included)."""
    painter.setPen(QPen(qcolour(palette.SEAT_PAINT[seat], 0.9), canvas.d(0.05)))
    painter.setBrush(QBrush(qcolour(mix(palette.SEAT_PAINT[seat], palette.WOOD_LIGHT, 0.55), 0.55)))
    if places <= DEFAULT_FIGURES:
        cells = [house_cell(seat, i) for i in range(DEFAULT_FIGURES)]
        margin = 0.62
    else:
        columns, rows, pitch = house_grid(places)
        corners = ((0.0, 0.0), ((columns - 1) * pitch, -(rows - 1) * pitch))
        cells = [turn(-HOUSE_OUTER + dx, HOUSE_OUTER + dy, seat) for dx, dy in corners]
        margin = house_radius(places) + 0.2
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    rect = QRectF(
        canvas.p(min(xs) - margin, min(ys) - margin), canvas.p(max(xs) + margin, max(ys) + margin)
    )
    corner = min(0.5, margin * 0.8)
    painter.drawRoundedRect(rect.normalized(), canvas.d(corner), canvas.d(corner))


def _badge_text(count: int, places: int) -> str:
    return f"{count}/{places}"


def paint_badge(
    painter: QPainter,
    canvas: Canvas,
    seat: int,
    centre: tuple[float, float],
    size: tuple[float, float],
    text: str,
) -> None:
    """A count on a pill in the seat's colour, darkened, upright for the seat's player:
    ``size`` is the pill's width (along the text) and height in board units."""
    painter.save()
    painter.translate(canvas.p(*centre))
    painter.setTransform(_upright(seat), combine=True)
    width, height = canvas.d(size[0]), canvas.d(size[1])
    pill = QRectF(-width / 2, -height / 2, width, height)
    painter.setPen(QPen(qcolour(palette.FIELD_LINE), canvas.d(0.03)))
    painter.setBrush(QBrush(qcolour(mix(palette.SEAT_PAINT[seat], palette.FIELD_LINE, 0.45))))
    painter.drawRoundedRect(pill, height / 2, height / 2)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(6, round(height * 0.74)))
    metrics = QFontMetricsF(font)
    room = width - height * 0.5
    while metrics.horizontalAdvance(text) > room and font.pixelSize() > 6:
        font.setPixelSize(font.pixelSize() - 1)
        metrics = QFontMetricsF(font)
    painter.setFont(font)
    painter.setPen(QPen(qcolour(palette.FIELD_WHITE)))
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def paint_counts(
    painter: QPainter, canvas: Canvas, seat: int, places: int, home: int, goal: int
) -> None:
    """A grown seat's counts: its figures at home in the house's spare cells, and in the goal
    at the lane's entrance ("7/26": seven of its 26 figures stand there)."""
    _, _, pitch = house_grid(places)
    paint_badge(
        painter,
        canvas,
        seat,
        house_badge(seat, places),
        (2 * pitch - 0.1, min(0.46, pitch - 0.12)),
        _badge_text(home, places),
    )
    paint_badge(painter, canvas, seat, lane_badge(seat), (0.82, 0.38), _badge_text(goal, places))


def paint_field_number(
    painter: QPainter, canvas: Canvas, field: int, number: int, named: bool
) -> None:
    """Ring field ``field``'s number as the texts name it, on the field's outer rim (where a
    pawn's foot leaves it free), upright for the player on that side: dark ink on a pale
    tab, or white on a dark one for a field a focused button names."""
    x, y = ring_cell(field)
    side = field_side(field)
    ux, uy = turn(1.0, 0.0, side)  # up for the player on that side
    centre = (x - ux * 0.27, y - uy * 0.27)
    painter.save()
    painter.translate(canvas.p(*centre))
    painter.setTransform(_upright(side), combine=True)
    text = str(number)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(6, round(canvas.d(0.2))))
    width = QFontMetricsF(font).horizontalAdvance(text) + canvas.d(0.08)
    height = canvas.d(0.22)
    tab = QRectF(-width / 2, -height / 2, width, height)
    ink, paper = palette.FIELD_LINE, palette.FIELD_WHITE
    if named:
        ink, paper = paper, palette.FIELD_LINE
    painter.setPen(QPen(qcolour(palette.FIELD_LINE), canvas.d(0.015)))
    painter.setBrush(QBrush(qcolour(paper, 0.92)))
    painter.drawRoundedRect(tab, height / 3, height / 3)
    painter.setFont(font)
    painter.setPen(QPen(qcolour(ink)))
    painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
