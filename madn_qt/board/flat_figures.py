"""The flat board's figures and what points at them: a figure as a disc in its seat's colour
with its symbol (ringed when it may be chosen, hinted or celebrated), the keyboard focus's
dashed ring, the focused move's target field and the dots of its way through a special path;
painted with QPainter through the flat board's mapping of board points to widget pixels.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from core.board import GOAL_START
from core.layout import figure_cell
from madn_qt.board.flat_rail import ToScreen
from madn_qt.board.places import figure_spot_scale
from madn_qt.texts import SEAT_RGB, symbol

INK = QColor("#222222")


@dataclass(frozen=True)
class FigureLook:
    """How one figure is drawn beyond its place: ``ringed`` (movable, pickable or celebrated),
    ``hinted`` (the hint's choice: a wider, white ring), ``focused`` (the keyboard's), and
    while it fades, its ``opacity`` and how far it has risen (board units up the screen)."""

    ringed: bool = False
    hinted: bool = False
    focused: bool = False
    opacity: float = 1.0
    rise: float = 0.0


def paint_figure(
    painter: QPainter,
    to_screen: ToScreen,
    unit: float,
    font: QFont,
    place: tuple[int, int, int, int],
    look: FigureLook,
) -> None:
    """One figure, ``place`` ``(seat, figure, progress, goal size)``: a disc in its seat's
    colour with its symbol (a tick in the goal), ringed as ``look`` says."""
    seat, figure, progress, size = place
    if look.opacity <= 0.0:
        return
    x, y = figure_cell(seat, figure, progress, size)
    centre = to_screen(x, y) - QPointF(0.0, look.rise * unit)
    scale = figure_spot_scale(seat, x, y, size)
    radius = unit * 0.3 * scale
    painter.save()
    painter.setOpacity(look.opacity)
    if look.ringed:
        painter.setPen(QPen(QColor("#ffffff" if look.hinted else "#fff36b"), unit * 0.12))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = unit * (0.5 if look.hinted else 0.42) * max(scale, 0.6)
        painter.drawEllipse(centre, ring, ring)
    if look.focused:
        paint_focus_ring(painter, unit, centre)
    painter.setPen(QPen(INK, max(1.0, unit * 0.05)))
    painter.setBrush(QColor(SEAT_RGB[seat]))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor("white"))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    label = symbol(seat) if progress < GOAL_START else "✓"
    if radius < unit * 0.3:  # (a figure in a grown goal lane: smaller)
        small = QFont(font)
        small.setPixelSize(max(6, int(font.pixelSize() * radius / (unit * 0.3))))
        painter.setFont(small)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
    painter.restore()


def paint_focus_ring(painter: QPainter, unit: float, centre: QPointF) -> None:
    """A dashed black and white ring round the focused figure (outside the glow's ring)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = unit * 0.58
    painter.setPen(QPen(QColor("#ffffff"), unit * 0.09))
    painter.drawEllipse(centre, r, r)
    dashes = QPen(QColor("#111111"), unit * 0.09)
    dashes.setDashPattern([1.5, 1.5])
    painter.setPen(dashes)
    painter.drawEllipse(centre, r, r)


def paint_route_dot(painter: QPainter, unit: float, centre: QPointF, seat: int) -> None:
    """A field on the focused move's way: a dot of its seat's colour, dark rim, white heart."""
    painter.setPen(QPen(INK, unit * 0.05))
    painter.setBrush(QColor(SEAT_RGB[seat]))
    painter.drawEllipse(centre, unit * 0.26, unit * 0.26)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(centre, unit * 0.1, unit * 0.1)


def paint_target(painter: QPainter, unit: float, centre: QPointF, seat: int) -> None:
    """The focused figure's target field: a ring in its seat's colour between a dark outline
    and a white one, and a faint fill."""
    colour = QColor(SEAT_RGB[seat])
    fill = QColor(colour)
    fill.setAlphaF(0.35)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(centre, unit * 0.38, unit * 0.38)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for radius, width, pen in (
        (0.55, 0.16, INK),
        (0.55, 0.10, colour),
        (0.44, 0.05, QColor("#ffffff")),
    ):
        painter.setPen(QPen(pen, unit * width))
        painter.drawEllipse(centre, unit * radius, unit * radius)
