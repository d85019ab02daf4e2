"""Where the board's fields lie: the classic 11 x 11 grid, for the 3D board, the flat board and
``madn watch``.

The grid's centre is ``(0, 0)``, ``x`` to the right and ``y`` away from the viewer; the ring runs
clockwise seen from above. Seat 0 sits at the left, and each further seat is the previous one
turned a quarter clockwise. The railway's track is the diagonal ``y = x + 1``: from seat 3's
house corner over ring field 35 at ``(-2, -1)``, through the innermost goal fields of seat 0
``(-1, 0)`` and seat 1 ``(0, 1)``, over ring field 13 at ``(1, 2)`` to seat 1's house corner. Every
other field centre lies at least 0.7 from it, so the rails touch no other field.
"""

from __future__ import annotations

from typing import Final

from core.board import (
    DEFAULT_FIGURES,
    GOAL_START,
    RING_SIZE,
    SEAT_COUNT,
    is_ring,
    ring_field,
)

Cell = tuple[int, int]
Point = tuple[float, float]

# Seat 0's quarter of the ring, ring fields 0..9: five fields inwards along the left arm, four up
# the arm above, one across the top end. The other three quarters are this one turned.
_QUARTER: Final[tuple[Cell, ...]] = (
    (-5, 1),
    (-4, 1),
    (-3, 1),
    (-2, 1),
    (-1, 1),
    (-1, 2),
    (-1, 3),
    (-1, 4),
    (-1, 5),
    (0, 5),
)
# Seat 0's goal lane from the entrance inwards, and its house in the corner beside its start.
_GOAL_LANE: Final[tuple[Cell, ...]] = ((-4, 0), (-3, 0), (-2, 0), (-1, 0))
_HOUSE: Final[tuple[Cell, ...]] = ((-5, 5), (-4, 5), (-5, 4), (-4, 4))

# The track's two ends on the grid: where the diagonal y = x + 1 leaves the board's square.
TRACK_ENDS: Final[tuple[Point, Point]] = ((-5.9, -4.9), (4.9, 5.9))


def _turn(cell: Point, quarters: int) -> Point:
    """Turn a grid point clockwise (seen from above) by ``quarters`` quarter turns."""
    x, y = cell
    for _ in range(quarters % 4):
        x, y = y, -x
    return x, y


RING_CELLS: Final[tuple[Cell, ...]] = tuple(
    (int(x), int(y))
    for seat in range(SEAT_COUNT)
    for x, y in (_turn(cell, seat) for cell in _QUARTER)
)


def ring_cell(field: int) -> Cell:
    """Grid cell of absolute ring ``field``."""
    return RING_CELLS[field % RING_SIZE]


def goal_cell(seat: int, index: int, goal_size: int = DEFAULT_FIGURES) -> Point:
    """Position of goal field ``index`` (0 = next to the entrance) in a lane of ``goal_size``.

    Lanes longer than four (reinforcement in event mode) keep the innermost field in place and
    squeeze the fields closer together, so the lane never reaches into the ring.
    """
    if not 0 <= index < goal_size:
        raise ValueError(f"goal index {index} outside a lane of {goal_size}")
    from_inside = goal_size - 1 - index  # 0 = innermost
    step = 1.0 if goal_size <= len(_GOAL_LANE) else (len(_GOAL_LANE) - 1) / (goal_size - 1)
    x = -1.0 - from_inside * step
    return _turn((x, 0.0), seat)


def house_cell(seat: int, index: int) -> Point:
    """Position of house place ``index``; places beyond the fourth line the corner's edges."""
    if index < len(_HOUSE):
        return _turn((float(_HOUSE[index][0]), float(_HOUSE[index][1])), seat)
    extra = index - len(_HOUSE)
    shift = extra // 2
    cell = (-3.0 + shift, 5.0) if extra % 2 == 0 else (-5.0, 3.0 - shift)
    return _turn(cell, seat)


def figure_cell(seat: int, figure: int, progress: int, goal_size: int = DEFAULT_FIGURES) -> Point:
    """Where a figure stands: its house place, its ring field or its goal field."""
    if progress < 0:
        return house_cell(seat, figure)
    if is_ring(progress):
        x, y = ring_cell(ring_field(seat, progress))
        return float(x), float(y)
    return goal_cell(seat, progress - GOAL_START, goal_size)
