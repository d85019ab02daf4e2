"""Board geometry: the ring, start fields, goal lanes and houses, and where they lie.

Progress of a figure is counted from its own seat (GAME.md section 1):
``-1`` house, ``0..39`` ring steps from its own start field, ``40..40+G-1`` goal fields,
the last one being the innermost.

The layout places every field on the classic 11 x 11 grid, centre ``(0, 0)``, ``x`` to the
right and ``y`` away from the viewer; the ring runs clockwise seen from above. Seat 0 sits at the
left, and each further seat is the previous one turned a quarter clockwise.
"""

from __future__ import annotations

from typing import Final

RING_SIZE: Final = 40
SEAT_COUNT: Final = 4
FIELDS_PER_SEAT: Final = RING_SIZE // SEAT_COUNT
HOUSE: Final = -1
GOAL_START: Final = RING_SIZE  # progress of the first goal field
DEFAULT_FIGURES: Final = 4

SEAT_COLOURS: Final = ("red", "blue", "green", "yellow")
SEAT_SYMBOLS: Final = ("●", "▲", "■", "◆")

Cell = tuple[int, int]

# Seat 0's quarter of the ring, ring fields 0..9: five fields inwards along the left arm, four up
# the arm above, one across the top end. The other three quarters are this one turned.
_QUARTER: Final[tuple[Cell, ...]] = (
    (-5, 1), (-4, 1), (-3, 1), (-2, 1), (-1, 1),
    (-1, 2), (-1, 3), (-1, 4), (-1, 5),
    (0, 5),
)
# Seat 0's goal lane from the entrance inwards, and its house in the corner beside its start.
_GOAL_LANE: Final[tuple[Cell, ...]] = ((-4, 0), (-3, 0), (-2, 0), (-1, 0))
_HOUSE: Final[tuple[Cell, ...]] = ((-5, 5), (-4, 5), (-5, 4), (-4, 4))


def _turn(cell: Cell, quarters: int) -> Cell:
    """Turn a grid cell clockwise (seen from above) by ``quarters`` quarter turns."""
    x, y = cell
    for _ in range(quarters % 4):
        x, y = y, -x
    return x, y


RING_CELLS: Final[tuple[Cell, ...]] = tuple(
    _turn(cell, seat) for seat in range(SEAT_COUNT) for cell in _QUARTER
)


def start_field(seat: int) -> int:
    """Absolute ring field of a seat's start field."""
    return FIELDS_PER_SEAT * seat


def ring_field(seat: int, progress: int) -> int:
    """Absolute ring field (0..39) of a figure of ``seat`` with ring ``progress`` (0..39)."""
    if not 0 <= progress < RING_SIZE:
        raise ValueError(f"progress {progress} is not on the ring")
    return (FIELDS_PER_SEAT * seat + progress) % RING_SIZE


def progress_of_field(seat: int, field: int) -> int:
    """Ring progress that a figure of ``seat`` has on absolute ring ``field``."""
    return (field - FIELDS_PER_SEAT * seat) % RING_SIZE


def goal_entrance(seat: int) -> int:
    """Absolute ring field right before the seat's goal lane."""
    return ring_field(seat, RING_SIZE - 1)


def is_house(progress: int) -> bool:
    return progress < 0


def is_ring(progress: int) -> bool:
    return 0 <= progress < RING_SIZE


def is_goal(progress: int) -> bool:
    return progress >= GOAL_START


def ring_cell(field: int) -> Cell:
    """Grid cell of absolute ring ``field``."""
    return RING_CELLS[field % RING_SIZE]


def goal_cell(seat: int, index: int, goal_size: int = DEFAULT_FIGURES) -> tuple[float, float]:
    """Position of goal field ``index`` (0 = next to the entrance) in a lane of ``goal_size``.

    Lanes longer than four (reinforcement in event mode) keep the innermost field in place and
    squeeze the fields closer together, so the lane never reaches into the ring.
    """
    if not 0 <= index < goal_size:
        raise ValueError(f"goal index {index} outside a lane of {goal_size}")
    from_inside = goal_size - 1 - index  # 0 = innermost
    step = 1.0 if goal_size <= len(_GOAL_LANE) else (len(_GOAL_LANE) - 1) / (goal_size - 1)
    x = -1.0 - from_inside * step
    return _turn_f((x, 0.0), seat)


def house_cell(seat: int, index: int) -> tuple[float, float]:
    """Position of house place ``index``; places beyond the fourth ring the corner."""
    if index < len(_HOUSE):
        return _turn_f((float(_HOUSE[index][0]), float(_HOUSE[index][1])), seat)
    extra = index - len(_HOUSE)
    # Extra places (reinforcement) line up along the outer edges of the corner.
    along = (-3.0, 5.0) if extra % 2 == 0 else (-5.0, 3.0)
    shift = extra // 2
    if extra % 2 == 0:
        cell = (along[0] + shift, along[1])
    else:
        cell = (along[0], along[1] - shift)
    return _turn_f(cell, seat)


def _turn_f(cell: tuple[float, float], quarters: int) -> tuple[float, float]:
    x, y = cell
    for _ in range(quarters % 4):
        x, y = y, -x
    return x, y


def figure_cell(
    seat: int, figure: int, progress: int, goal_size: int = DEFAULT_FIGURES
) -> tuple[float, float]:
    """Where a figure stands: its house place, its ring field or its goal field."""
    if is_house(progress):
        return house_cell(seat, figure)
    if is_ring(progress):
        x, y = ring_cell(ring_field(seat, progress))
        return float(x), float(y)
    return goal_cell(seat, progress - GOAL_START, goal_size)
