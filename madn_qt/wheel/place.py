"""Where the wheel stands over the board (issue 33): in the corner of the board's view that
covers neither the seat it turns for (its house, its start field, its figures) nor the figures
the event acts on (the rocket's targets), as large as that allows.

The board tells where its points lie on the screen (``board_screen_pos`` of a board point,
``figure_screen_pos`` of a figure, both boards); this module only weighs the corners."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

from PySide6.QtCore import QPointF, QRect

from core.board import start_field
from core.layout import ring_cell
from core.position import Position
from madn_qt.board.marks import seat_places
from madn_qt.board.places import house_spots

MARGIN: Final = 12  # pixels between the wheel and the board view's edge
SMALLEST: Final = 220  # the wheel's least side (its labels' floor, madn_qt.wheel.labels)
LARGEST: Final = 360
# A seat's own house and start field must stay free; its figures and the event's targets
# should. A point counts as covered within this many pixels of the wheel's square (a figure's
# body and its field's rim around the projected centre).
PAD: Final = 18.0
OWN_WEIGHT: Final = 100.0  # a house place or the start field
FIGURE_WEIGHT: Final = 1.0


class ProjectingBoard(Protocol):
    """What the wheel asks of a board: its size and where its points lie on the screen."""

    def width(self) -> int: ...

    def height(self) -> int: ...

    def shown_position(self) -> Position | None: ...

    def board_screen_pos(self, x: float, y: float, z: float = 0.0, /) -> QPointF | None: ...

    def figure_screen_pos(self, seat: int, figure: int, /) -> QPointF | None: ...


@dataclass(frozen=True, slots=True)
class Keep:
    """A point on the screen the wheel should leave free, and how much it matters."""

    point: QPointF
    weight: float


def seat_points(board: ProjectingBoard, seat: int) -> list[Keep]:
    """``seat``'s house places and start field (which the wheel must leave free) and its
    figures on the way (which it should), where the board shows them now."""
    position = board.shown_position()
    if position is None or not 0 <= seat < len(position.figures):
        return []
    keep: list[Keep] = []
    for spot in house_spots(seat, seat_places(position, seat)):
        point = board.board_screen_pos(*spot.centre)
        if point is not None:
            keep.append(Keep(point, OWN_WEIGHT))
    x, y = ring_cell(start_field(seat))
    start = board.board_screen_pos(float(x), float(y))
    if start is not None:
        keep.append(Keep(start, OWN_WEIGHT))
    for figure in range(len(position.figures[seat])):
        point = board.figure_screen_pos(seat, figure)
        if point is not None:
            keep.append(Keep(point, FIGURE_WEIGHT))
    return keep


def figure_points(board: ProjectingBoard, figures: Iterable[tuple[int, int]]) -> list[Keep]:
    """The figures an event acts on (the rocket's targets): to be left free, as own figures."""
    keep: list[Keep] = []
    for seat, figure in figures:
        point = board.figure_screen_pos(seat, figure)
        if point is not None:
            keep.append(Keep(point, OWN_WEIGHT))
    return keep


def _distance(rect: QRect, point: QPointF) -> float:
    """How far ``point`` lies outside ``rect`` (0 inside)."""
    dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
    return math.hypot(dx, dy)


def corners(width: int, height: int, side: int) -> list[QRect]:
    """The wheel's square in the view's four corners: upper left, upper right, lower left,
    lower right (the order in which equal corners are preferred)."""
    right = max(MARGIN, width - MARGIN - side)
    bottom = max(MARGIN, height - MARGIN - side)
    return [
        QRect(MARGIN, MARGIN, side, side),
        QRect(right, MARGIN, side, side),
        QRect(MARGIN, bottom, side, side),
        QRect(right, bottom, side, side),
    ]


def covered(rect: QRect, keep: Sequence[Keep]) -> float:
    """The weight of the points ``rect`` covers."""
    return sum(k.weight for k in keep if _distance(rect, k.point) < PAD)


def wheel_rect(width: int, height: int, keep: Sequence[Keep]) -> QRect:
    """The wheel's square in a board view ``width`` by ``height``: the corner that covers the
    least of ``keep`` (the seat's own places first), then the one farthest from them; as large
    as the view allows (half its shorter side, 220..360 px), smaller where only a smaller
    wheel leaves the seat's house and start field free."""
    largest = max(SMALLEST, min(LARGEST, min(width, height) // 2))
    side = largest
    while True:
        scored = [
            (covered(rect, keep), -min((_distance(rect, k.point) for k in keep), default=0.0), n)
            for n, rect in enumerate(corners(width, height, side))
        ]
        weight, _, best = min(scored)
        if weight < OWN_WEIGHT or side <= SMALLEST:
            return corners(width, height, side)[best]
        side = max(SMALLEST, side - 20)
