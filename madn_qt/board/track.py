"""The railway's track as both boards draw it: which way the train runs, where a point lies
along the track, and the stretch of track that passes no figure's place.

Pure Python over :mod:`core.layout` (no Qt, no GL), so the flat board can use it without the
3D board's packages. Distances are in board units (one grid cell), measured along the track
from the end where the train enters.
"""

from __future__ import annotations

import itertools
import math
from typing import Final

from core.board import DEFAULT_FIGURES, SEAT_COUNT
from core.layout import RING_CELLS, TRACK_ENDS, goal_cell, house_cell

Point = tuple[float, float]

# The train enters at TRACK_ENDS[TRAIN_FROM]: the far corner (seat 1's house), so that it runs
# towards the players sitting at the near edge.
TRAIN_FROM: Final = 1
ON_TRACK: Final = 0.45  # a place whose centre lies this close to the track's line is on it


def track() -> tuple[Point, Point, float]:
    """The track as the train runs it: its entry end, unit direction and length."""
    entry, exit_ = TRACK_ENDS[TRAIN_FROM], TRACK_ENDS[1 - TRAIN_FROM]
    length = math.hypot(exit_[0] - entry[0], exit_[1] - entry[1])
    return entry, ((exit_[0] - entry[0]) / length, (exit_[1] - entry[1]) / length), length


def along_track(x: float, y: float) -> tuple[float, float]:
    """A board point's distance along the track from the entry end, and its distance from the
    track's line."""
    (ex, ey), (dx, dy), _ = track()
    return (x - ex) * dx + (y - ey) * dy, abs((x - ex) * dy - (y - ey) * dx)


def point_at(distance: float) -> Point:
    """The board point ``distance`` along the track from the entry end."""
    (ex, ey), (dx, dy), _ = track()
    return ex + dx * distance, ey + dy * distance


def free_stretch() -> tuple[float, float]:
    """The longest stretch of the track (from, to) between two places a figure can stand on
    (or a track end): where a brief, reduced-motion train shows itself without covering one."""
    _, _, length = track()
    cells = [(float(x), float(y)) for x, y in RING_CELLS]
    for seat in range(SEAT_COUNT):
        for index in range(DEFAULT_FIGURES):
            cells += [goal_cell(seat, index), house_cell(seat, index)]
    stops = sorted(s for s, off in (along_track(x, y) for x, y in cells) if off < ON_TRACK)
    edges = [0.0, *stops, length]
    return max(itertools.pairwise(edges), key=lambda pair: pair[1] - pair[0])
