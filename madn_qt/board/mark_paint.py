"""Painting the game's marks (:mod:`madn_qt.board.marks`) with QPainter: the star fields and the
construction paths, for the 3D board's texture (:func:`madn_qt.board.textures.marked_board`)
and the flat board alike. Every shape is given as board points mapped by the caller, so each
board keeps its own orientation; no GL, no widgets.

The look: a violet star (in no seat's colour, so nobody takes it for a player's mark) with a
dark outline and a pale glint; a path is a band with a dark outline, a dot at its junction,
white chevrons along it and an arrowhead at its end — the shortcut leaf green, the detour
orange, both brighter than the seats' paint. With ``relief`` (the 3D board's texture) every
mark casts a thin painted shadow away from the sun, like the fields.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from core.event.construction import SHORTCUT
from madn_qt.board.marks import BoardMarks, Point, star_points
from madn_qt.board.path_routes import PathMark, end_direction, path_marks, shortened

Colour = tuple[float, float, float]
ToPixel = Callable[[float, float], QPointF]

STAR_PAINT: Final[Colour] = (0.50, 0.27, 0.72)
STAR_INK: Final[Colour] = (0.20, 0.09, 0.30)
STAR_GLINT: Final[Colour] = (0.80, 0.66, 0.95)
SHORTCUT_PAINT: Final[Colour] = (0.33, 0.72, 0.16)
DETOUR_PAINT: Final[Colour] = (0.96, 0.50, 0.08)
PATH_INK: Final[Colour] = (0.22, 0.13, 0.06)
CHEVRON: Final[Colour] = (1.0, 0.98, 0.92)
SHADOW: Final[Colour] = (0.16, 0.08, 0.03)
SHADOW_OFFSET: Final = (0.035, 0.03)  # board units, away from the sun (paint_canvas.paint_field)
# Board units: the band's paint and its outline, the junction's dot, the arrowhead, a chevron.
BAND: Final = 0.18
OUTLINE: Final = 0.035
DOT: Final = 0.12
HEAD_LENGTH: Final = 0.34
HEAD_HALF: Final = 0.22
CHEVRON_SIZE: Final = 0.075
CHEVRON_WIDTH: Final = 0.045


def path_paint(kind: str) -> Colour:
    return SHORTCUT_PAINT if kind == SHORTCUT else DETOUR_PAINT


def _qcolour(c: Colour, alpha: float = 1.0) -> QColor:
    return QColor.fromRgbF(c[0], c[1], c[2], alpha)


def paint_marks(
    painter: QPainter, marks: BoardMarks, to_px: ToPixel, unit: float, relief: bool = True
) -> None:
    """Paint ``marks``' stars and paths (not the track: each board paints that under its
    fields) with ``to_px`` mapping board points to the painter's pixels, ``unit`` pixels to a
    board unit."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for field in marks.stars:
        _star(painter, star_points(field), to_px, unit, relief)
    if marks.paths is not None:
        for mark in path_marks(marks.paths):
            _path(painter, mark, to_px, unit, relief)
    painter.restore()


def _polygon(points: Sequence[Point], to_px: ToPixel, shift: Point = (0.0, 0.0)) -> QPolygonF:
    return QPolygonF([to_px(x + shift[0], y + shift[1]) for x, y in points])


def _star(
    painter: QPainter, points: tuple[Point, ...], to_px: ToPixel, unit: float, relief: bool
) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    if relief:
        painter.setBrush(QBrush(_qcolour(SHADOW, 0.35)))
        painter.drawPolygon(_polygon(points, to_px, SHADOW_OFFSET))
    pen = QPen(_qcolour(STAR_INK), unit * 0.035)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(QBrush(_qcolour(STAR_PAINT)))
    painter.drawPolygon(_polygon(points, to_px))
    # A glint: the star again, smaller, towards the sun, faint.
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    glint = [(cx + (x - cx) * 0.42 - 0.025, cy + (y - cy) * 0.42 - 0.02) for x, y in points]
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(_qcolour(STAR_GLINT, 0.75)))
    painter.drawPolygon(_polygon(glint, to_px))


def _line_path(points: Sequence[Point], to_px: ToPixel, shift: Point = (0.0, 0.0)) -> QPainterPath:
    path = QPainterPath(to_px(points[0][0] + shift[0], points[0][1] + shift[1]))
    for x, y in points[1:]:
        path.lineTo(to_px(x + shift[0], y + shift[1]))
    return path


def _head(tip: Point, direction: Point, scale: float = 1.0) -> list[Point]:
    dx, dy = direction
    length, half = HEAD_LENGTH * scale, HEAD_HALF * scale
    bx, by = tip[0] - dx * length, tip[1] - dy * length
    return [tip, (bx - dy * half, by + dx * half), (bx + dy * half, by - dx * half)]


def _path(painter: QPainter, mark: PathMark, to_px: ToPixel, unit: float, relief: bool) -> None:
    line = mark.line
    band = shortened(line, HEAD_LENGTH * 0.6)
    head = _head(line[-1], end_direction(line))
    start = line[0]
    colour = path_paint(mark.kind)

    def stroke(width: float, c: Colour, alpha: float = 1.0) -> QPen:
        pen = QPen(_qcolour(c, alpha), unit * width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return pen

    layers: list[tuple[Point, float, Colour, float]] = [
        (SHADOW_OFFSET, 2 * OUTLINE, SHADOW, 0.35),
        ((0.0, 0.0), 2 * OUTLINE, PATH_INK, 1.0),
        ((0.0, 0.0), 0.0, colour, 1.0),
    ]
    for shift, extra, paint, alpha in layers:
        if shift != (0.0, 0.0) and not relief:
            continue
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(stroke(BAND + extra, paint, alpha))
        painter.drawPath(_line_path(band, to_px, shift))
        painter.setPen(stroke(extra, paint, alpha) if extra else Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(_qcolour(paint, alpha)))
        painter.drawPolygon(_polygon(head, to_px, shift))
        centre = to_px(start[0] + shift[0], start[1] + shift[1])
        painter.setPen(Qt.PenStyle.NoPen)
        radius = unit * (DOT + extra / 2)
        painter.drawEllipse(centre, radius, radius)
    # Chevrons along the band, pointing the way.
    pen = stroke(CHEVRON_WIDTH, CHEVRON)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for (x, y), (dx, dy) in mark.arrows:
        a = (x - dx * CHEVRON_SIZE + dy * CHEVRON_SIZE, y - dy * CHEVRON_SIZE - dx * CHEVRON_SIZE)
        b = (x - dx * CHEVRON_SIZE - dy * CHEVRON_SIZE, y - dy * CHEVRON_SIZE + dx * CHEVRON_SIZE)
        tipc = (x + dx * CHEVRON_SIZE * 0.5, y + dy * CHEVRON_SIZE * 0.5)
        painter.drawPolyline(_polygon([a, tipc, b], to_px))
