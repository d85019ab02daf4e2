"""The flat board's picture without figures: the wood, the ring's fields, every seat's house and
goal lane (a grown one's places as ovals), and over them the track and its crossings, event
mode's marks and the labels, painted with QPainter through the flat board's mapping of board
points (:mod:`core.layout` units) to widget pixels. :class:`~madn_qt.board.flat_board.FlatBoardView`
keeps the picture until its size, its turn or its marks change.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from core.board import DEFAULT_FIGURES, SEAT_COUNT, start_field
from core.layout import RING_CELLS, ring_cell
from madn_qt.board.flat_labels import paint_counts, paint_field_numbers
from madn_qt.board.flat_rail import ToScreen, Turn, paint_crossings, paint_track
from madn_qt.board.mark_paint import paint_marks
from madn_qt.board.marks import BoardMarks
from madn_qt.board.places import goal_spots, house_spots
from madn_qt.texts import SEAT_RGB

LAWN = QColor("#8fbf6a")
WOOD = QColor("#e9c98f")
WOOD_RIM = QColor("#8a6a3a")
FIELD_RIM = QColor("#5a4630")
FIELD = QColor("#fbf7ec")


def board_picture(
    width: int,
    height: int,
    unit: float,
    marks: BoardMarks,
    to_screen: ToScreen,
    turned: Turn,
    font: QFont,
) -> QPixmap:
    """The board of ``width`` x ``height`` pixels, ``unit`` pixels a field, with ``marks``."""
    pixmap = QPixmap(max(1, width), max(1, height))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(pixmap.rect(), LAWN)
    side = unit * 11.6
    board = QRectF(width / 2 - side / 2, height / 2 - side / 2, side, side)
    painter.setBrush(WOOD)
    painter.setPen(QPen(WOOD_RIM, 2))
    painter.drawRoundedRect(board, unit * 0.4, unit * 0.4)
    if marks.railway:
        painter.save()
        painter.setClipRect(board.adjusted(unit * 0.1, unit * 0.1, -unit * 0.1, -unit * 0.1))
        paint_track(painter, unit, to_screen)
        painter.restore()
    sizes = tuple(marks.places(s) for s in range(SEAT_COUNT))
    paint_fields(painter, unit, sizes, to_screen, turned)
    if marks.railway:
        paint_crossings(painter, unit, to_screen, turned)
    paint_marks(painter, marks, to_screen, unit, relief=False)
    paint_counts(painter, marks, to_screen, unit, font)
    paint_field_numbers(painter, marks, to_screen, unit, font)
    painter.end()
    return pixmap


def _disc(
    painter: QPainter, to_screen: ToScreen, x: float, y: float, r: float, fill: QColor
) -> None:
    painter.setBrush(fill)
    painter.drawEllipse(to_screen(x, y), r, r)


def paint_fields(
    painter: QPainter, unit: float, sizes: tuple[int, ...], to_screen: ToScreen, turned: Turn
) -> None:
    """The ring's fields (a start field in its seat's colour), and each seat's goal lane and
    house of ``sizes[seat]`` places."""
    painter.setPen(QPen(FIELD_RIM, max(1.0, unit * 0.04)))
    r = unit * 0.38
    starts = {start_field(s): s for s in range(SEAT_COUNT)}
    for field, _cell in enumerate(RING_CELLS):
        x, y = ring_cell(field)
        seat = starts.get(field)
        fill = QColor(SEAT_RGB[seat]) if seat is not None else FIELD
        _disc(painter, to_screen, x, y, r, fill)
    for seat in range(SEAT_COUNT):
        colour = QColor(SEAT_RGB[seat]).lighter(150)
        size = sizes[seat]
        for spot in goal_spots(seat, size):
            if size <= DEFAULT_FIGURES:
                _disc(painter, to_screen, *spot.centre, r, colour)
                continue
            # A grown lane (Reinforcement): ovals, as long along the lane as there is room.
            ax, ay = turned(*spot.axis)
            painter.save()
            painter.translate(to_screen(*spot.centre))
            painter.rotate(math.degrees(math.atan2(-ay, ax)))  # (screen y points down)
            painter.setBrush(colour)
            painter.drawEllipse(
                QPointF(0.0, 0.0), unit * (spot.along - 0.02), unit * (spot.across - 0.02)
            )
            painter.restore()
        for spot in house_spots(seat, size):
            radius = r if size <= DEFAULT_FIGURES else unit * (spot.along - 0.02)
            _disc(painter, to_screen, *spot.centre, radius, colour)
