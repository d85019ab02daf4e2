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


# A grown goal lane (more than four places) fills the lane's room between the entrance field and
# the innermost field's inner rim with places in one to three staggered rows, leaving room at
# the entrance for the count of figures in the goal (lane_badge); a grown house fills the
# corner from its outer place inwards as a square grid, its first column's last two cells left
# for the count of figures at home (house_badge).
LANE_INNER: Final = -0.6  # seat 0's lane: the innermost field's inner rim
LANE_OUTER: Final = -4.55  # the entrance field's rim
LANE_BADGE: Final = 0.5  # the lane's length kept at the entrance for its count
# Half the lane's width: its four fields' (0.4) and a little; between the lane and the ring
# fields beside it (0.6) runs a construction path that goes round the end of an arm.
LANE_HALF: Final = 0.41
PLACE_GAP: Final = 0.07  # the least wood between two places
HOUSE_OUTER: Final = 5.0  # seat 0's house: its outer place's centre (-5, 5)
HOUSE_REACH: Final = 2.2  # a grown house's grid spans this far inwards (centres)
BADGE_CELLS: Final = 2  # the house grid's cells kept for its count

_LANES: dict[int, tuple[int, float, float, float]] = {}


def _lane_radius(rows: int, along: float) -> float:
    """The largest place radius (gap included) of ``rows`` staggered rows ``along`` apart."""
    width = 2.0 * LANE_HALF
    best = min(along / 2.0, LANE_HALF)
    if rows == 1:
        return best
    low, high = 0.0, best
    for _ in range(40):
        radius = (low + high) / 2.0
        across = (width - 2.0 * radius) / (rows - 1)
        apart = (along / 2.0) ** 2 + across**2 >= (2.0 * radius) ** 2
        if apart and across >= 0.0 and (rows < 3 or across >= radius):
            low = radius
        else:
            high = radius
    return low


def lane_grid(places: int) -> tuple[int, float, float, float]:
    """A grown lane of ``places`` places: ``(rows, along, across, radius)``: its rows, how far
    apart two places of a row lie, how far apart two rows lie and the places' radius (the
    gap to the next place included). One row while that gives the larger places, else two or
    three, each row's places half a step on from the row before."""
    if places not in _LANES:
        room = LANE_INNER - LANE_OUTER - LANE_BADGE
        best: tuple[int, float, float, float] = (1, 0.0, 0.0, 0.0)
        for rows in (1, 2, 3):
            columns = -(-places // rows)
            along = room / (columns + (0.5 if rows > 1 else 0.0))
            radius = _lane_radius(rows, along)
            across = 0.0 if rows == 1 else (2.0 * LANE_HALF - 2.0 * radius) / (rows - 1)
            if radius > best[3] * 1.05:  # (more rows only for clearly larger places)
                best = (rows, along, across, radius)
        _LANES[places] = best
    return _LANES[places]


def goal_cell(seat: int, index: int, goal_size: int = DEFAULT_FIGURES) -> Point:
    """Position of goal field ``index`` (0 = next to the entrance) in a lane of ``goal_size``.

    Lanes longer than four (reinforcement in event mode) fill the lane's room from the inside
    out (:func:`lane_grid`): one row, or two or three staggered rows, the innermost place
    first; so the lane never reaches into the ring.
    """
    if not 0 <= index < goal_size:
        raise ValueError(f"goal index {index} outside a lane of {goal_size}")
    from_inside = goal_size - 1 - index  # 0 = innermost
    if goal_size <= len(_GOAL_LANE):
        return _turn((-1.0 - from_inside, 0.0), seat)
    rows, along, across, radius = lane_grid(goal_size)
    column, row = divmod(from_inside, rows)
    x = LANE_INNER - radius - column * along - (along / 2.0 if row % 2 else 0.0)
    y = (row - (rows - 1) / 2.0) * across
    return _turn((x, -y), seat)


def house_grid(places: int) -> tuple[int, int, float]:
    """A grown house of ``places`` places: ``(columns, rows, pitch)`` of its square grid from
    the corner's outer place inwards, with :data:`BADGE_CELLS` cells to spare."""
    size = 3
    while True:
        for rows in (size - 1, size):
            if rows >= 2 and size * rows - BADGE_CELLS >= places:
                pitch = 1.0 if size == 3 else HOUSE_REACH / (size - 1)
                return size, rows, pitch
        size += 1


def house_cell(seat: int, index: int, places: int = DEFAULT_FIGURES) -> Point:
    """Position of house place ``index`` in a house of ``places`` places: the corner's four
    places, or a grown house's grid (:func:`house_grid`) filled row by row from the corner's
    outer place along the board's edge, the first column's two last cells (by the start
    field) left for the count (:func:`house_badge`)."""
    if places <= len(_HOUSE) and index < len(_HOUSE):
        return _turn((float(_HOUSE[index][0]), float(_HOUSE[index][1])), seat)
    columns, rows, pitch = house_grid(max(places, index + 1))
    # The rows above the count's two come first, whole; then the last two rows but their first
    # cells.
    kept = (rows - BADGE_CELLS) * columns
    if index < kept:
        row, column = divmod(index, columns)
    else:
        row, column = divmod(index - kept, columns - 1)
        row, column = row + rows - BADGE_CELLS, column + 1
    return _turn((-HOUSE_OUTER + column * pitch, HOUSE_OUTER - row * pitch), seat)


def house_badge(seat: int, places: int) -> Point:
    """Where a grown house's count stands: in the first column's two last cells, by the
    board's edge above the start field (nearest the seat's player)."""
    _, rows, pitch = house_grid(places)
    return _turn((-HOUSE_OUTER, HOUSE_OUTER - (rows - 1.5) * pitch), seat)


def lane_badge(seat: int) -> Point:
    """Where a grown lane's count stands: at its entrance end."""
    return _turn((LANE_OUTER + LANE_BADGE / 2.0, 0.0), seat)


def figure_cell(seat: int, figure: int, progress: int, goal_size: int = DEFAULT_FIGURES) -> Point:
    """Where a figure stands: its house place, its ring field or its goal field."""
    if progress < 0:
        return house_cell(seat, figure, goal_size)
    if is_ring(progress):
        x, y = ring_cell(ring_field(seat, progress))
        return float(x), float(y)
    return goal_cell(seat, progress - GOAL_START, goal_size)
