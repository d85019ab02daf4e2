"""The painted board top as an image: wood, lines, fields, house corners and seat symbols, and
the railway when the rules have it.

Drawn with numpy (wood grain) and QPainter (everything painted on it); no GL calls. Image row 0
is the board's near edge (``y = -BOARD_HALF``), column 0 its left edge, so texture coordinates
are simply ``((x + BOARD_HALF) / size, (y + BOARD_HALF) / size)``.

The railway (:data:`core.layout.TRACK_ENDS`) is printed like the rest of the board: a pale
ballast bed, dark sleepers and two steel rails with a painted shadow and highlight. The fields
it meets are painted *over* the rails, as if the track ran under them, except its two crossings
(:data:`core.board.CROSSINGS`): there the rails run across the field and the field's rim is
striped red and white like a level-crossing barrier, so it stays visible around a pawn's foot.

A seat that Reinforcement grew beyond four figures (event mode) has a larger house and a longer
goal lane (:func:`madn_qt.board.marks.house_spots`, :func:`~madn_qt.board.marks.goal_spots`):
:func:`paint_board` paints them for any ``places``, and :func:`paint_marks_on` paints them over
a copy of the plain picture by painting the board again inside the rectangles they can touch
only (:func:`grown_region`), so the copy is exactly the board with those places.
"""

from __future__ import annotations

import functools
import math
import string
from collections.abc import Sequence
from typing import Final

import numpy as np
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRegion,
    QTransform,
)

from core.board import CROSSINGS, DEFAULT_FIGURES, RING_SIZE, SEAT_COUNT, start_field
from core.layout import TRACK_ENDS, goal_cell, house_cell, ring_cell
from madn_qt.board import palette
from madn_qt.board.mark_paint import paint_marks
from madn_qt.board.marks import BoardMarks, Spot, goal_spots, house_spots
from madn_qt.board.meshes import symbol_outline

BOARD_HALF: Final = 6.0
FIELD_RADIUS: Final = 0.40
TEXTURE_SIZE: Final = 1536
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


def board_uv(xy: np.ndarray) -> np.ndarray:
    """Texture coordinates of board-top points ``(N, 2)``."""
    return (np.asarray(xy, dtype=np.float64) + BOARD_HALF) / (2.0 * BOARD_HALF)


def _qcolour(c: palette.Colour, alpha: float = 1.0) -> QColor:
    return QColor.fromRgbF(c[0], c[1], c[2], alpha)


def _mix(a: palette.Colour, b: palette.Colour, t: float) -> palette.Colour:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


class _Canvas:
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


@functools.cache
def _wood(size: int) -> np.ndarray:
    """Warm wood with soft grain running left to right, as RGBA bytes (size, size, 4)."""
    rng = np.random.default_rng(7)
    u = np.linspace(0.0, 1.0, size, dtype=np.float32)
    x, y = np.meshgrid(u, u)
    warp = (
        0.012 * np.sin(x * 5.0 + y * 3.0)
        + 0.006 * np.sin(x * 13.0 + 1.3)
        + 0.003 * np.sin(x * 37.0)
    )
    lines = (0.5 + 0.5 * np.sin((y + warp) * 2.0 * np.pi * 38.0)) ** 8
    fine = (0.5 + 0.5 * np.sin((y + warp * 2.3) * 2.0 * np.pi * 151.0 + x * 2.0)) ** 3
    streak = 0.5 + 0.5 * np.sin(y * 2.0 * np.pi * 4.0 + np.sin(x * 3.0) * 0.8)
    noise = rng.normal(0.0, 1.0, (size // 8, size // 8)).astype(np.float32)
    noise = np.kron(noise, np.ones((8, 8), np.float32))[:size, :size]
    t = 0.80 - 0.16 * lines - 0.07 * fine - 0.08 * streak + 0.02 * noise
    t = np.clip(t, 0.0, 1.0)[..., None]
    dark = np.array(palette.WOOD_DARK, np.float32)
    light = np.array(palette.WOOD_LIGHT, np.float32)
    rgb = dark + (light - dark) * t
    # The rim of the board is a touch darker, as if worn by hands and varnish.
    edge = np.minimum(np.minimum(x, 1.0 - x), np.minimum(y, 1.0 - y))[..., None]
    rgb *= 0.88 + 0.12 * np.clip(edge / 0.04, 0.0, 1.0)
    out = np.empty((size, size, 4), np.uint8)
    out[..., :3] = np.clip(rgb * 255.0, 0, 255).astype(np.uint8)
    out[..., 3] = 255
    return out


def _symbol_path(canvas: _Canvas, seat: int, cx: float, cy: float, size: float) -> QPainterPath:
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


def _field(
    painter: QPainter,
    canvas: _Canvas,
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
    painter.setBrush(QBrush(_qcolour(fill)))
    painter.setPen(QPen(_qcolour(palette.FIELD_LINE), canvas.d(0.035)))
    rim = canvas.d(0.02)
    _oval(painter, canvas.p(cx, cy), r - rim, ry - rim, angle)
    # A faint inner ring, like a brush line of the painter.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_qcolour(_mix(fill, (1.0, 1.0, 1.0), 0.35), 0.6), canvas.d(0.018)))
    _oval(painter, canvas.p(cx, cy), r * 0.80, ry * 0.80, angle)
    if symbol is not None:
        seat, size = symbol
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(_qcolour(palette.SEAT_SYMBOL_INK[seat])))
        painter.drawPath(_symbol_path(canvas, seat, cx, cy, size))


def field_colour_at(kind: str, seat: int) -> palette.Colour:
    """The paint of a field kind (``ring``, ``start``, ``goal``, ``house``) for a seat."""
    if kind == "ring":
        return palette.FIELD_WHITE
    return palette.SEAT_PAINT[seat]


def board_fields(
    places: Sequence[int] = (DEFAULT_FIGURES,) * SEAT_COUNT,
) -> list[tuple[tuple[float, float], str, int]]:
    """Every painted field: ``(centre, kind, seat)`` with kind ring/start/goal/house, for
    ``places`` house and goal places by seat (four: the classic board)."""
    return [(centre, kind, seat) for centre, kind, seat, _ in _painted_fields(places)]


def _painted_fields(
    places: Sequence[int],
) -> list[tuple[tuple[float, float], str, int, Spot | None]]:
    """:func:`board_fields` with each grown lane's goal place as its oval."""
    fields: list[tuple[tuple[float, float], str, int, Spot | None]] = []
    starts = {start_field(s): s for s in range(SEAT_COUNT)}
    for f in range(RING_SIZE):
        x, y = ring_cell(f)
        if f in starts:
            fields.append(((float(x), float(y)), "start", starts[f], None))
        else:
            fields.append(((float(x), float(y)), "ring", -1, None))
    for s in range(SEAT_COUNT):
        count = max(DEFAULT_FIGURES, places[s])
        goals = goal_spots(s, count)
        houses = house_spots(s, count)
        for i in range(max(len(goals), len(houses))):
            if i < len(goals):
                spot = goals[i]
                oval = spot if count > DEFAULT_FIGURES else None
                fields.append(((goal_cell(s, i, count)), "goal", s, oval))
            if i < len(houses):
                fields.append((houses[i].centre, "house", s, None))
    return fields


def _track_frame() -> tuple[tuple[float, float], tuple[float, float], tuple[float, float], float]:
    """The track's start, its unit direction, its unit normal (to the left) and its length."""
    (x0, y0), (x1, y1) = TRACK_ENDS
    length = math.hypot(x1 - x0, y1 - y0)
    d = ((x1 - x0) / length, (y1 - y0) / length)
    return (x0, y0), d, (-d[1], d[0]), length


def _rails(
    painter: QPainter, canvas: _Canvas, a: tuple[float, float], b: tuple[float, float]
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
            pen = QPen(_qcolour(colour, alpha), canvas.d(width))
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLine(
                canvas.p(a[0] + ox + dx, a[1] + oy + dy), canvas.p(b[0] + ox + dx, b[1] + oy + dy)
            )


def _track(painter: QPainter, canvas: _Canvas) -> None:
    """Ballast, sleepers and rails along the whole track (the fields come on top)."""
    start, d, n, length = _track_frame()
    end = (start[0] + d[0] * length, start[1] + d[1] * length)
    pen = QPen(_qcolour(palette.BALLAST, 0.75), canvas.d(2 * BALLAST_HALF))
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
            painter.setBrush(QBrush(_qcolour(colour, alpha)))
            painter.drawPolygon(QPolygonF([canvas.p(x, y) for x, y in corners]))
    _rails(painter, canvas, start, end)


def _crossing(painter: QPainter, canvas: _Canvas, centre: tuple[float, float]) -> None:
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
        pen = QPen(_qcolour(colour), canvas.d(outer - inner))
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawArc(box, first + k * span, span)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_qcolour(palette.CROSSING_RED, 0.8), canvas.d(0.02)))
    painter.drawEllipse(c, canvas.d(inner), canvas.d(inner))


GOAL_LETTERS: Final = "abcd"  # goal places from the lane's entrance, as the printed board has
# (a grown lane goes on: e, f, ...)
EMBLEM_REACH: Final = 0.56  # the centre emblem's star points (the innermost goal fields: 0.6)


def _turn(x: float, y: float, seat: int) -> tuple[float, float]:
    """Seat 0's board point turned to ``seat`` (a quarter clockwise per seat, core.layout)."""
    for _ in range(seat % SEAT_COUNT):
        x, y = y, -x
    return x, y


def _upright(seat: int) -> QTransform:
    """The painter's glyph axes for text upright for ``seat``'s player, read from above: their
    "up" is the way from their side of the board to the centre. (The image's rows run along
    +y, so the board seen from above is the image flipped: painted text must be flipped too.)"""
    ux, uy = _turn(1.0, 0.0, seat)
    rx, ry = uy, -ux  # right of up, seen from above
    return QTransform(rx, ry, -ux, -uy, 0.0, 0.0)


def goal_letter(index: int) -> str:
    """The letter of goal place ``index`` (0 = next to the entrance): a, b, c, d, e, ..."""
    if index < len(GOAL_LETTERS):
        return GOAL_LETTERS[index]
    return string.ascii_lowercase[index % len(string.ascii_lowercase)]


def _goal_letter(
    painter: QPainter,
    canvas: _Canvas,
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
    painter.setPen(QPen(_qcolour(palette.SEAT_SYMBOL_INK[seat])))
    half = canvas.d(0.3)
    painter.drawText(
        QRectF(-half, -half, 2 * half, 2 * half), Qt.AlignmentFlag.AlignCenter, goal_letter(index)
    )
    painter.restore()


def _goal_field(
    painter: QPainter,
    canvas: _Canvas,
    seat: int,
    index: int,
    centre: tuple[float, float],
    spot: Spot | None,
) -> None:
    """A goal place: the field in the seat's paint, its symbol and its letter. On a four-lane's
    round field the symbol sits above (towards the centre) and the letter below; on a grown
    lane's oval, shorter along the lane, side by side, the symbol on the player's left."""
    fill = field_colour_at("goal", seat)
    _field(painter, canvas, centre, fill, spot=spot)
    ux, uy = _turn(1.0, 0.0, seat)  # the player's up
    rx, ry = uy, -ux  # and right, seen from above
    cx, cy = centre
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(_qcolour(palette.SEAT_SYMBOL_INK[seat])))
    if spot is None:
        painter.drawPath(_symbol_path(canvas, seat, cx + ux * 0.17, cy + uy * 0.17, 0.1))
        _goal_letter(painter, canvas, seat, index, (cx - ux * 0.1, cy - uy * 0.1))
        return
    height = min(0.30, spot.along * 1.35)
    painter.drawPath(_symbol_path(canvas, seat, cx - rx * 0.15, cy - ry * 0.15, height * 0.3))
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


def _start_arrow(
    painter: QPainter, canvas: _Canvas, seat: int, places: int = DEFAULT_FIGURES
) -> None:
    """An arrow in the seat's colour from its house corner to its start field: where a
    figure comes out, and the way it then goes round."""
    a, c, b = start_arrow(places)
    path = QPainterPath(canvas.p(*_turn(*a, seat)))
    path.quadTo(canvas.p(*_turn(*c, seat)), canvas.p(*_turn(*b, seat)))
    # The head: along the curve's end tangent (from the control point to the end).
    dx, dy = b[0] - c[0], b[1] - c[1]
    length = math.hypot(dx, dy)
    dx, dy = dx / length, dy / length
    tip = (b[0] + dx * 0.02, b[1] + dy * 0.02)
    back = (b[0] - dx * 0.26, b[1] - dy * 0.26)
    left = (back[0] - dy * 0.16, back[1] + dx * 0.16)
    right = (back[0] + dy * 0.16, back[1] - dx * 0.16)
    head = QPolygonF([canvas.p(*_turn(*q, seat)) for q in (tip, left, right)])
    colour = palette.SEAT_PAINT[seat]
    for pen_colour, width, alpha in ((palette.FIELD_LINE, 0.14, 0.85), (colour, 0.08, 1.0)):
        pen = QPen(_qcolour(pen_colour, alpha), canvas.d(width))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setBrush(QBrush(_qcolour(pen_colour, alpha)))
        painter.drawPolygon(head)


def _emblem(painter: QPainter, canvas: _Canvas) -> None:
    """The centre emblem: a four-pointed star, each point in the colour of the goal lane it
    points to, on a dark ring, with an ivory middle."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor.fromRgbF(0.18, 0.1, 0.04, 0.18)))
    painter.drawEllipse(canvas.p(0.03, 0.03), canvas.d(0.5), canvas.d(0.5))  # its shadow
    outline = QPen(_qcolour(palette.FIELD_LINE), canvas.d(0.03))
    outline.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    for seat in range(SEAT_COUNT):
        tip = _turn(-EMBLEM_REACH, 0.0, seat)  # towards the seat's goal lane (seat 0: -x)
        side_a = _turn(-0.16, 0.16, seat)
        side_b = _turn(-0.16, -0.16, seat)
        star = QPolygonF([canvas.p(0.0, 0.0), canvas.p(*side_a), canvas.p(*tip), canvas.p(*side_b)])
        painter.setPen(outline)
        painter.setBrush(QBrush(_qcolour(palette.SEAT_PAINT[seat])))
        painter.drawPolygon(star)
        # the point's lit half, as if the star were carved
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor.fromRgbF(1.0, 1.0, 1.0, 0.22)))
        painter.drawPolygon(QPolygonF([canvas.p(0.0, 0.0), canvas.p(*side_a), canvas.p(*tip)]))
    painter.setPen(QPen(_qcolour(palette.FIELD_LINE), canvas.d(0.03)))
    painter.setBrush(QBrush(_qcolour(palette.FIELD_WHITE)))
    painter.drawEllipse(canvas.p(0.0, 0.0), canvas.d(0.13), canvas.d(0.13))
    painter.setBrush(QBrush(_qcolour(palette.FIELD_LINE)))
    painter.drawEllipse(canvas.p(0.0, 0.0), canvas.d(0.04), canvas.d(0.04))


def _house_corner(painter: QPainter, canvas: _Canvas, seat: int, places: int) -> None:
    """The soft rounded patch of the seat's colour behind its house places; a grown house's
    places along the corner's edges get the patch's arms."""
    cells = [house_cell(seat, i) for i in range(DEFAULT_FIGURES)]
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    rect = QRectF(
        canvas.p(min(xs) - 0.62, min(ys) - 0.62), canvas.p(max(xs) + 0.62, max(ys) + 0.62)
    )
    painter.setPen(QPen(_qcolour(palette.SEAT_PAINT[seat], 0.9), canvas.d(0.05)))
    painter.setBrush(
        QBrush(_qcolour(_mix(palette.SEAT_PAINT[seat], palette.WOOD_LIGHT, 0.55), 0.55))
    )
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


def _paint_top(painter: QPainter, canvas: _Canvas, railway: bool, places: Sequence[int]) -> None:
    """Everything painted on the wood, in order (the track under the fields)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # A painted frame line near the rim.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_qcolour(palette.FIELD_LINE, 0.75), canvas.d(0.05)))
    inset = BOARD_HALF - 0.28
    painter.drawRoundedRect(
        QRectF(canvas.p(-inset, -inset), canvas.p(inset, inset)), canvas.d(0.3), canvas.d(0.3)
    )
    # House corners: a soft rounded patch of the seat's colour behind its places.
    corners = [_seat_box(((-5.75, 1.0), (-1.45, 5.75)), s) for s in range(SEAT_COUNT)]
    for s in range(SEAT_COUNT):  # (each house corner and start arrow lies within its box)
        if canvas.touches(*corners[s]):
            _house_corner(painter, canvas, s, places[s])
    # Lines joining the ring fields and leading into each goal lane.
    pen = QPen(_qcolour(palette.FIELD_LINE, 0.9), canvas.d(0.08))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    for f in range(RING_SIZE):
        a, b = ring_cell(f), ring_cell(f + 1)
        painter.drawLine(canvas.p(a[0], a[1]), canvas.p(b[0], b[1]))
    for s in range(SEAT_COUNT):
        entrance = ring_cell(start_field(s) - 1)
        inner = goal_cell(s, DEFAULT_FIGURES - 1)
        pen.setColor(_qcolour(_mix(palette.SEAT_PAINT[s], palette.FIELD_LINE, 0.35), 0.95))
        painter.setPen(pen)
        painter.drawLine(canvas.p(entrance[0], entrance[1]), canvas.p(inner[0], inner[1]))
    for s in range(SEAT_COUNT):
        if canvas.touches(*corners[s]):
            _start_arrow(painter, canvas, s, places[s])
    _emblem(painter, canvas)
    if railway:
        _track(painter, canvas)
    goal_index: dict[int, int] = {}
    for centre, kind, seat, spot in _painted_fields(places):
        fill = field_colour_at(kind, seat)
        if kind == "goal":
            index = goal_index[seat] = goal_index.get(seat, -1) + 1
        if not canvas.near(centre, FIELD_REACH):
            continue  # (painting again only part of the board: not there)
        if kind == "ring":
            _field(painter, canvas, centre, fill)
        elif kind == "start":
            _field(painter, canvas, centre, fill, (seat, 0.24))
        elif kind == "goal":
            _goal_field(painter, canvas, seat, index, centre, spot)
        else:
            _field(painter, canvas, centre, fill, (seat, 0.2))
    if railway:
        for field in CROSSINGS:
            x, y = ring_cell(field)
            if canvas.near((float(x), float(y)), FIELD_REACH):
                _crossing(painter, canvas, (float(x), float(y)))


def _wood_image(size: int) -> QImage:
    wood = _wood(size)
    return QImage(wood.data, size, size, size * 4, QImage.Format.Format_RGBA8888).copy()


def paint_board(
    size: int = TEXTURE_SIZE,
    railway: bool = True,
    places: Sequence[int] = (DEFAULT_FIGURES,) * SEAT_COUNT,
) -> QImage:
    """The board top as an RGBA8888 image of ``size`` x ``size`` pixels, with the railway's
    track and crossings when ``railway``, and ``places`` house and goal places by seat."""
    image = _wood_image(size)
    canvas = _Canvas(size)
    painter = QPainter(image)
    _paint_top(painter, canvas, railway, places)
    painter.end()
    return image


# Seat 0's rectangles (board units, lower-left and upper-right corners) that its grown house
# and lane can touch: the house corner with its arms and both start arrows, the grown arrow's
# head by the start field, and the goal lane with its fields' halos (everything inside is
# painted again, so they may be generous; the fewer other fields they reach, the quicker).
GROWN_HOUSE: Final = ((-5.75, 1.45), (-1.45, 5.75))
GROWN_ARROW: Final = ((-4.98, 1.12), (-4.25, 1.75))
GROWN_LANE: Final = ((-4.62, -0.62), (-0.4, 0.62))
FIELD_REACH: Final = 0.5  # a field's paint, halo and shadow from its centre (0.47)


def _seat_box(box: tuple[tuple[float, float], ...], seat: int) -> tuple[float, float, float, float]:
    """Seat 0's rectangle ``box`` turned to ``seat``, as two corners (x0, y0, x1, y1)."""
    (x0, y0), (x1, y1) = _turn(*box[0], seat), _turn(*box[1], seat)
    return x0, y0, x1, y1


def grown_region(grown: Sequence[tuple[int, int]], size: int) -> QRegion:
    """The pixels of a ``size`` picture that the grown seats' houses and lanes can touch."""
    canvas = _Canvas(size)
    region = QRegion()
    for seat, _ in grown:
        for (x0, y0), (x1, y1) in (GROWN_HOUSE, GROWN_ARROW, GROWN_LANE):
            a = canvas.p(*_turn(x0, y0, seat))
            b = canvas.p(*_turn(x1, y1, seat))
            left, right = math.floor(min(a.x(), b.x())), math.ceil(max(a.x(), b.x()))
            top, bottom = math.floor(min(a.y(), b.y())), math.ceil(max(a.y(), b.y()))
            region = region.united(QRegion(left, top, right - left, bottom - top))
    return region


def paint_grown_on(image: QImage, railway: bool, grown: Sequence[tuple[int, int]]) -> None:
    """Paint the grown seats' houses and lanes (``(seat, places)``) over a picture of
    :func:`paint_board` of the plain board, in place: the board is painted again, wood first,
    inside :func:`grown_region` only."""
    if not grown:
        return
    size = image.width()
    region = grown_region(grown, size)
    canvas = _Canvas(size, region)
    places = [DEFAULT_FIGURES] * SEAT_COUNT
    for seat, count in grown:
        places[seat] = count
    painter = QPainter(image)
    painter.setClipRegion(region)
    wood = _wood(size)  # (cached: the image only looks at it while it is drawn)
    painter.drawImage(0, 0, QImage(wood.data, size, size, size * 4, QImage.Format.Format_RGBA8888))
    _paint_top(painter, canvas, railway, places)
    painter.end()


def paint_marks_on(image: QImage, marks: BoardMarks) -> None:
    """Paint the game's marks (event mode's grown houses and lanes, star fields and
    construction paths) over a board picture of :func:`paint_board` (of any size), in place."""
    paint_grown_on(image, marks.railway, marks.grown)
    canvas = _Canvas(image.width())
    painter = QPainter(image)
    paint_marks(painter, marks, canvas.p, canvas.scale)
    painter.end()


def image_bytes(image: QImage) -> bytes:
    """Tightly packed RGBA8888 bytes of an image, row 0 first."""
    img = image.convertToFormat(QImage.Format.Format_RGBA8888)
    ptr = img.constBits()
    data = bytes(ptr)
    stride = img.bytesPerLine()
    width = img.width()
    if stride == width * 4:
        return data
    rows = [data[r * stride : r * stride + width * 4] for r in range(img.height())]
    return b"".join(rows)
