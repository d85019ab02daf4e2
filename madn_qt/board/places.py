"""Where a seat's figures stand off the ring: its house places and goal places as drawn
(:class:`Spot`), and how large a figure stands there (pure Python, no Qt).

Event mode's grown houses and goal lanes: a seat that Reinforcement gave more than four figures
gets a house place and a goal place for each (:func:`house_spots`, :func:`goal_spots`): the extra
house places where :func:`core.layout.house_cell` puts them, along the corner's edges, and a lane
of that many goal places where :func:`core.layout.goal_cell` puts them (the innermost in place,
the others closer together, each an oval as long along the lane as the room leaves), so every
figure stands on a spot; where places are narrower than a pawn's foot, the figures on them shrink
to fit (:func:`figure_spot_scale`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from core.board import DEFAULT_FIGURES
from core.layout import goal_cell, house_cell, house_grid, lane_grid
from madn_qt.board.marks import FIELD_RADIUS, Point, turn

# Grown houses and lanes: the most figures a seat's places are laid out for (a seat reached 27
# in 60 simulated games; core.layout's grids go on beyond, smaller), the gap between two places
# of a grown lane or house, and the pawn's foot (madn_qt.board.meshes), which their figures
# shrink to fit when their places are closer than it is wide.
MOST_PLACES: Final = 30
GOAL_GAP: Final = 0.07
PAWN_FOOT: Final = 0.305


@dataclass(frozen=True)
class Spot:
    """A place a figure stands on, as drawn: an oval round ``centre``, ``along`` board units
    from it along ``axis`` (a unit vector: the seat's way up its lane, towards the centre)
    and ``across`` either side of that (a house place and a field of a four-lane: a circle
    of the field's radius)."""

    seat: int
    kind: str  # "house" or "goal"
    index: int  # house place or goal place (0 = next to the lane's entrance)
    centre: Point
    along: float
    across: float
    axis: Point

    def contains(self, point: Point, margin: float = 0.0) -> bool:
        """Whether ``point`` lies inside the oval grown by ``margin``."""
        dx, dy = point[0] - self.centre[0], point[1] - self.centre[1]
        u = dx * self.axis[0] + dy * self.axis[1]
        v = -dx * self.axis[1] + dy * self.axis[0]
        return (u / (self.along + margin)) ** 2 + (v / (self.across + margin)) ** 2 <= 1.0

    def outline(self, count: int = 48) -> tuple[Point, ...]:
        """``count`` points round the oval's rim."""
        (cx, cy), (ax, ay) = self.centre, self.axis
        points = []
        for k in range(count):
            a = 2.0 * math.pi * k / count
            u, v = self.along * math.cos(a), self.across * math.sin(a)
            points.append((cx + u * ax - v * ay, cy + u * ay + v * ax))
        return tuple(points)


def seat_up(seat: int) -> Point:
    """The way from ``seat``'s side of the board to its centre: up its goal lane."""
    return turn(1.0, 0.0, seat)


def goal_spots(seat: int, places: int) -> tuple[Spot, ...]:
    """The goal lane of ``places`` goal places (at least four), from the entrance inwards:
    the four round fields, or a grown lane's places in rows (:func:`core.layout.lane_grid`)."""
    places = max(places, DEFAULT_FIGURES)
    axis = seat_up(seat)
    radius = FIELD_RADIUS
    if places > DEFAULT_FIGURES:
        radius = min(FIELD_RADIUS, lane_grid(places)[3] - GOAL_GAP / 2)
    return tuple(
        Spot(seat, "goal", index, goal_cell(seat, index, places), radius, radius, axis)
        for index in range(places)
    )


def house_spots(seat: int, places: int) -> tuple[Spot, ...]:
    """The house of ``places`` places (at least four): the corner's four, or a grown house's
    grid (:func:`core.layout.house_grid`)."""
    count = max(places, DEFAULT_FIGURES)
    axis = seat_up(seat)
    radius = house_radius(count)
    return tuple(
        Spot(seat, "house", index, house_cell(seat, index, count), radius, radius, axis)
        for index in range(count)
    )


def house_radius(places: int) -> float:
    """The radius of a house place in a house of ``places`` places."""
    if places <= DEFAULT_FIGURES:
        return FIELD_RADIUS
    return min(FIELD_RADIUS, house_grid(places)[2] / 2 - GOAL_GAP / 2)


def figure_scale(places: int) -> float:
    """How large a figure stands in a goal lane of ``places`` places: full size while its
    places are as wide as a pawn's foot, smaller beyond (its foot fills its place)."""
    if places <= DEFAULT_FIGURES:
        return 1.0
    return min(1.0, (lane_grid(places)[3] - GOAL_GAP / 2) / PAWN_FOOT)


def house_scale(places: int) -> float:
    """How large a figure stands in a house of ``places`` places (as :func:`figure_scale`)."""
    if places <= DEFAULT_FIGURES:
        return 1.0
    return min(1.0, house_radius(places) / PAWN_FOOT)


def figure_spot_scale(seat: int, x: float, y: float, places: int) -> float:
    """The size of ``seat``'s figure at board point ``(x, y)``: :func:`figure_scale` inside its
    grown goal lane and :func:`house_scale` in its grown house, full size on the ring, in
    between on the way in or out."""
    # In seat 0's frame (its lane runs along y = 0 from x = -4 inwards to x = -1, its house
    # fills the corner x <= -2, y >= 2).
    lx, ly = turn(x, y, -seat)
    lane = figure_scale(places)
    if lane < 1.0 and abs(ly) <= 0.6 and lx <= -0.4:
        share = min(max((-4.6 - lx) / -0.6, 0.0), 1.0)  # 0 at the entrance's rim, 1 on the lane
        return 1.0 + (lane - 1.0) * share
    house = house_scale(places)
    if house < 1.0 and lx <= -1.9 and ly >= 1.4:
        share = min(max((ly - 1.5) / 0.8, 0.0), 1.0)  # 0 by the start field, 1 in the house
        return 1.0 + (house - 1.0) * share
    return 1.0
