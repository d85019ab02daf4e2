"""The painted board top as an image: wood, lines, fields, house corners and seat symbols, and
the railway when the rules have it.

Drawn with numpy (wood grain) and QPainter (everything painted on it); no GL calls. The painting
kit (board units to pixels, one field) is :mod:`~madn_qt.board.paint_canvas`, the railway
:mod:`~madn_qt.board.rail_paint`, each seat's house corner, start arrow, goal places and the
emblem :mod:`~madn_qt.board.seat_paint`; this module lays them on the wood in order.

A seat that Reinforcement grew beyond four figures (event mode) has a larger house and a longer
goal lane (:func:`madn_qt.board.places.house_spots`, :func:`~madn_qt.board.places.goal_spots`):
:func:`paint_board` paints them for any ``places``, and :func:`paint_marks_on` paints them over
a copy of the plain picture by painting the board again inside the rectangles they can touch
only (:func:`grown_region`), so the copy is exactly the board with those places.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Final

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPen, QRegion

from core.board import CROSSINGS, DEFAULT_FIGURES, RING_SIZE, SEAT_COUNT, start_field
from core.layout import goal_cell, ring_cell
from madn_qt import palette
from madn_qt.board.mark_paint import paint_marks
from madn_qt.board.marks import BoardMarks, turn
from madn_qt.board.paint_canvas import (
    BOARD_HALF,
    FIELD_RADIUS,
    Canvas,
    board_uv,
    field_colour_at,
    mix,
    paint_field,
    qcolour,
)
from madn_qt.board.places import Spot, goal_spots, house_spots
from madn_qt.board.rail_paint import paint_crossing, paint_track
from madn_qt.board.seat_paint import (
    GOAL_LETTERS,
    goal_letter,
    paint_counts,
    paint_emblem,
    paint_field_number,
    paint_goal_field,
    paint_house_corner,
    paint_start_arrow,
    start_arrow,
)

__all__ = [
    "BOARD_HALF",
    "FIELD_RADIUS",
    "GOAL_LETTERS",
    "TEXTURE_SIZE",
    "board_fields",
    "board_uv",
    "goal_letter",
    "grown_region",
    "image_bytes",
    "paint_board",
    "paint_grown_on",
    "paint_marks_on",
    "start_arrow",
]

TEXTURE_SIZE: Final = 1536


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
                place = houses[i] if count > DEFAULT_FIGURES else None
                fields.append((houses[i].centre, "house", s, place))
    return fields


def _paint_top(painter: QPainter, canvas: Canvas, railway: bool, places: Sequence[int]) -> None:
    """Everything painted on the wood, in order (the track under the fields)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # A painted frame line near the rim.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(qcolour(palette.FIELD_LINE, 0.75), canvas.d(0.05)))
    inset = BOARD_HALF - 0.28
    painter.drawRoundedRect(
        QRectF(canvas.p(-inset, -inset), canvas.p(inset, inset)), canvas.d(0.3), canvas.d(0.3)
    )
    # House corners: a soft rounded patch of the seat's colour behind its places.
    corners = [_seat_box(((-5.75, 1.0), (-1.45, 5.75)), s) for s in range(SEAT_COUNT)]
    for s in range(SEAT_COUNT):  # (each house corner and start arrow lies within its box)
        if canvas.touches(*corners[s]):
            paint_house_corner(painter, canvas, s, places[s])
    # Lines joining the ring fields and leading into each goal lane.
    pen = QPen(qcolour(palette.FIELD_LINE, 0.9), canvas.d(0.08))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    for f in range(RING_SIZE):
        a, b = ring_cell(f), ring_cell(f + 1)
        painter.drawLine(canvas.p(a[0], a[1]), canvas.p(b[0], b[1]))
    for s in range(SEAT_COUNT):
        entrance = ring_cell(start_field(s) - 1)
        inner = goal_cell(s, DEFAULT_FIGURES - 1)
        pen.setColor(qcolour(mix(palette.SEAT_PAINT[s], palette.FIELD_LINE, 0.35), 0.95))
        painter.setPen(pen)
        painter.drawLine(canvas.p(entrance[0], entrance[1]), canvas.p(inner[0], inner[1]))
    for s in range(SEAT_COUNT):
        if canvas.touches(*corners[s]):
            paint_start_arrow(painter, canvas, s, places[s])
    paint_emblem(painter, canvas)
    if railway:
        paint_track(painter, canvas)
    goal_index: dict[int, int] = {}
    for centre, kind, seat, spot in _painted_fields(places):
        fill = field_colour_at(kind, seat)
        if kind == "goal":
            index = goal_index[seat] = goal_index.get(seat, -1) + 1
        if not canvas.near(centre, FIELD_REACH):
            continue  # (painting again only part of the board: not there)
        if kind == "ring":
            paint_field(painter, canvas, centre, fill)
        elif kind == "start":
            paint_field(painter, canvas, centre, fill, (seat, 0.24))
        elif kind == "goal":
            paint_goal_field(painter, canvas, seat, index, centre, spot)
        else:
            size = 0.2 if spot is None else 0.5 * spot.along
            paint_field(painter, canvas, centre, fill, (seat, size), spot)
    if railway:
        for field in CROSSINGS:
            x, y = ring_cell(field)
            if canvas.near((float(x), float(y)), FIELD_REACH):
                paint_crossing(painter, canvas, (float(x), float(y)))


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
    canvas = Canvas(size)
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
    (x0, y0), (x1, y1) = turn(*box[0], seat), turn(*box[1], seat)
    return x0, y0, x1, y1


def grown_region(grown: Sequence[tuple[int, int]], size: int) -> QRegion:
    """The pixels of a ``size`` picture that the grown seats' houses and lanes can touch."""
    canvas = Canvas(size)
    region = QRegion()
    for seat, _ in grown:
        for (x0, y0), (x1, y1) in (GROWN_HOUSE, GROWN_ARROW, GROWN_LANE):
            a = canvas.p(*turn(x0, y0, seat))
            b = canvas.p(*turn(x1, y1, seat))
            left, right = math.floor(min(a.x(), b.x())), math.ceil(max(a.x(), b.x()))
            top, bottom = math.floor(min(a.y(), b.y())), math.ceil(max(a.y(), b.y()))
            region = region.united(QRegion(left, top, right - left, bottom - top))
    return region


def paint_grown_on(
    image: QImage,
    railway: bool,
    grown: Sequence[tuple[int, int]],
    counts: Sequence[tuple[int, int, int]] = (),
) -> None:
    """Paint the grown seats' houses and lanes (``(seat, places)``) over a picture of
    :func:`paint_board` of the plain board, in place: the board is painted again, wood first,
    inside :func:`grown_region` only; then each grown seat's ``counts`` (``(seat, at home, in
    the goal)``) on its house and lane."""
    if not grown:
        return
    size = image.width()
    region = grown_region(grown, size)
    canvas = Canvas(size, region)
    places = [DEFAULT_FIGURES] * SEAT_COUNT
    for seat, count in grown:
        places[seat] = count
    painter = QPainter(image)
    painter.setClipRegion(region)
    wood = _wood(size)  # (cached: the image only looks at it while it is drawn)
    painter.drawImage(0, 0, QImage(wood.data, size, size, size * 4, QImage.Format.Format_RGBA8888))
    _paint_top(painter, canvas, railway, places)
    for seat, home, goal in counts:
        paint_counts(painter, canvas, seat, places[seat], home, goal)
    painter.end()


def paint_marks_on(image: QImage, marks: BoardMarks) -> None:
    """Paint the game's marks (event mode's grown houses and lanes with their counts, star
    fields and construction paths, the ring's field numbers) over a board picture of
    :func:`paint_board` (of any size), in place."""
    paint_grown_on(image, marks.railway, marks.grown, marks.counts)
    canvas = Canvas(image.width())
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_marks(painter, marks, canvas.p, canvas.scale)
    painter.end()
    paint_numbers_on(image, marks)


def paint_numbers_on(image: QImage, marks: BoardMarks) -> None:
    """Paint the ring's field numbers that ``marks`` show (View ▸ Field numbers, or the
    fields a focused button names) over a board picture, in place."""
    if not marks.labelled():
        return
    canvas = Canvas(image.width())
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    named = set(marks.named)
    for field in marks.labelled():
        paint_field_number(painter, canvas, field, field + 1, field in named)
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
