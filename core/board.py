"""The board as a graph: ring fields, start fields, goal entrances, goal lanes, the railway.

Fields are named the way the rules name them (GAME.md section 1). The ring has 40 fields, played
clockwise; seat ``s`` starts on ring field ``10 * s`` and enters its goal lane from the ring field
right before its start field. A figure's *progress* is counted from its own seat: ``-1`` house,
``0..39`` ring steps from its own start field, ``40..40+G-1`` its goal fields (the last one the
innermost). Every edge of the graph is one die step forward: house to start field (a 6), ring field
to the next ring field, the goal entrance into the lane, goal field to goal field.

A *route* is the list of progress values a move passes through, start and end included: the
engine puts it on every move and the renderer animates along it. Event mode's construction paths
(a shortcut and a detour) will be further edges of the same graph.

The railway (GAME.md 4.2) is part of the board: a straight track runs diagonally across it,
over two ring fields (its crossings: field 35 on seat 3's arm, field 13 on seat 1's) and through
the innermost goal fields of seats 0 and 1. The goal fields under the track are named by their
depth from the innermost field, so a lane that grows at its entrance keeps them. Why this line
and not another is in docs/rules.md (the fairness of every straight track that fits the rule was
measured); where the track and the fields lie on the grid is :mod:`core.layout`'s business.
"""

from __future__ import annotations

from typing import Final

RING_SIZE: Final = 40
SEAT_COUNT: Final = 4
FIELDS_PER_SEAT: Final = RING_SIZE // SEAT_COUNT
HOUSE: Final = -1
GOAL_START: Final = RING_SIZE  # progress of the first goal field
LAST_RING: Final = RING_SIZE - 1  # progress of the goal entrance, the last ring field
DEFAULT_FIGURES: Final = 4

SEAT_COLOURS: Final = ("red", "blue", "green", "yellow")
SEAT_SYMBOLS: Final = ("●", "▲", "■", "◆")

# The railway: the ring fields the track crosses, and the goal fields under it as (seat, depth),
# depth 0 being the innermost field. Not ``Final``, so that the compiled core reads them at run
# time (docs/native.md): tests lay other tracks by replacing them.
CROSSINGS: tuple[int, ...] = (13, 35)
TRACK_GOAL: tuple[tuple[int, int], ...] = ((0, 0), (1, 0))
# The 12 star fields of event mode (GAME.md 4.3): three per quarter (the ten ring fields from one
# start field to the next), 2, 4 and 7 fields after its start field, so none is a start field
# (offset 0), a goal entrance (offset 9) or a railway crossing.
STAR_OFFSETS: Final = (2, 4, 7)
STAR_FIELDS: Final[tuple[int, ...]] = tuple(
    FIELDS_PER_SEAT * quarter + offset for quarter in range(SEAT_COUNT) for offset in STAR_OFFSETS
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


def is_ring(progress: int) -> bool:
    return 0 <= progress < RING_SIZE


def depth(progress: int, goal_size: int) -> int:
    """How many goal fields lie deeper than goal ``progress`` in a lane of ``goal_size``."""
    return GOAL_START + goal_size - 1 - progress


def under_track(seat: int, progress: int, goal_size: int) -> bool:
    """Whether a figure of ``seat`` at ``progress`` stands where the train passes."""
    if 0 <= progress < RING_SIZE:
        return ring_field(seat, progress) in CROSSINGS
    return progress >= GOAL_START and (seat, depth(progress, goal_size)) in TRACK_GOAL


def route(start: int, target: int) -> tuple[int, ...]:
    """The progress values a move forward passes through, ``start`` and ``target`` included
    (from the house the one step onto the start field)."""
    if start == HOUSE:
        return (HOUSE, 0)
    return tuple(range(start, target + 1))
