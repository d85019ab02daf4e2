"""Event mode's construction paths as drawn (:class:`PathMark`): the green shortcut from its
junction 4 ring fields forward and the orange detour from its junction 3 ring fields back, each a
smooth line from the junction's rim to the end field's rim with chevrons along it and an
arrowhead at the end (pure Python and numpy, no Qt; painted by :mod:`madn_qt.board.mark_paint`).

A path's line is routed round the board's fields: a shortest way over a half-field lattice
(every field centre, every gap between four fields, every point between two), where a step
costs its length and more the closer it passes a field, then pulled straight where nothing is
in the way and rounded off (:func:`route_line`). So it runs over the wood beside the ring where
there is room and squeezes between two fields only where it must (at the ends of the arms).
Every line is worked out once per pair of fields and kept.
"""

from __future__ import annotations

import functools
import heapq
import itertools
import math
from dataclasses import dataclass
from typing import Final

import numpy as np

from core.board import DEFAULT_FIGURES, RING_SIZE, SEAT_COUNT
from core.event.construction import DETOUR, SHORTCUT, Paths
from core.layout import goal_cell, house_cell, ring_cell
from madn_qt.board.marks import EMBLEM_RADIUS, FIELD_RADIUS, Point, turn
from madn_qt.board.places import MOST_PLACES

PATH_RIM: Final = 0.43  # a path's line starts and ends this far from its fields' centres
ARROW_SPACING: Final = 0.62  # chevrons along a path, board units apart
ARROW_MARGIN: Final = 0.45  # no chevron closer than this to either end of the line
# The router's lattice: half a field; steps nearer a field than CLEAR_MIN are not taken, and a
# step costs more the nearer it passes than CLEAR_WANTED.
LATTICE: Final = 0.5
LATTICE_REACH: Final = 5.5  # no lattice point beyond the fields' outer rows (the frame: 5.72)
CLEAR_MIN: Final = 0.08
CLEAR_WANTED: Final = 0.32
CLEAR_COST: Final = 20.0
# The start arrows painted from each house to its start field (seat_paint.paint_start_arrow), as
# the points of seat 0's curve: quadratic from, through (control point), to.
_START_ARROW: Final = ((-4.55, 3.25), (-5.25, 2.5), (-5.0, 1.58))


@dataclass(frozen=True)
class PathMark:
    """One construction path as drawn: its kind, junction and end (absolute ring fields), its
    line from the junction's rim to the end's rim, and chevrons ``(point, unit direction)``
    along it pointing the way a figure takes it."""

    kind: str
    junction: int
    end: int
    line: tuple[Point, ...]
    arrows: tuple[tuple[Point, Point], ...]


def path_marks(paths: Paths) -> tuple[PathMark, PathMark]:
    """The shortcut's and the detour's marks."""
    return (
        _path_mark(SHORTCUT, paths.shortcut, paths.shortcut_end),
        _path_mark(DETOUR, paths.detour, paths.detour_end),
    )


@functools.cache
def _path_mark(kind: str, junction: int, end: int) -> PathMark:
    line = route_line(junction, end)
    return PathMark(kind, junction, end, line, chevrons(line))


def _start_arrow_points() -> list[tuple[float, float, float]]:
    (ax, ay), (bx, by), (cx, cy) = _START_ARROW
    points = []
    for k in range(9):
        t = k / 8
        x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * bx + t * t * cx
        y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * by + t * t * cy
        for seat in range(SEAT_COUNT):
            points.append((*turn(x, y, seat), 0.1))
    return points


@functools.cache
def obstacles(ends: tuple[int, ...] = ()) -> tuple[tuple[float, float, float], ...]:
    """Everything painted on the board that a path keeps clear of, as ``(x, y, radius)``: every
    field but the ring fields ``ends``, the centre emblem and the start arrows."""
    found: list[tuple[float, float, float]] = []
    for field in range(RING_SIZE):
        if field not in ends:
            x, y = ring_cell(field)
            found.append((float(x), float(y), FIELD_RADIUS))
    for seat in range(SEAT_COUNT):
        # The whole lane, not only its four fields: a grown lane has places between them.
        outer, inner = goal_cell(seat, 0), goal_cell(seat, DEFAULT_FIGURES - 1)
        steps = 4 * (DEFAULT_FIGURES - 1)
        for k in range(steps + 1):
            t = k / steps
            along = (outer[0] + (inner[0] - outer[0]) * t, outer[1] + (inner[1] - outer[1]) * t)
            found.append((*along, FIELD_RADIUS))
        # Every place a house can have, drawn or not yet.
        cells = {
            (round(x, 3), round(y, 3))
            for places in range(DEFAULT_FIGURES, MOST_PLACES + 1)
            for index in range(places)
            for x, y in [house_cell(seat, index, places)]
        }
        found += [(x, y, FIELD_RADIUS) for x, y in sorted(cells)]
    found.append((0.0, 0.0, EMBLEM_RADIUS))
    found += _start_arrow_points()
    return tuple(found)


@functools.cache
def _obstacle_array(ends: tuple[int, ...]) -> np.ndarray:
    return np.array(obstacles(ends), dtype=np.float64)


def clearances(points: np.ndarray, ends: tuple[int, ...] = ()) -> np.ndarray:
    """How far each of ``points`` ``(N, 2)`` lies from the nearest obstacle's edge (negative:
    on it), the ring fields ``ends`` not counted."""
    found = _obstacle_array(ends)
    gaps = np.hypot(points[:, None, 0] - found[None, :, 0], points[:, None, 1] - found[None, :, 1])
    least: np.ndarray = (gaps - found[None, :, 2]).min(axis=1)
    return least


def _segment_clearance(a: Point, b: Point, ends: tuple[int, ...]) -> float:
    steps = max(1, math.ceil(math.dist(a, b) / 0.05))
    t = np.linspace(0.0, 1.0, steps + 1)[:, None]
    points = np.array(a) + (np.array(b) - np.array(a)) * t
    return float(clearances(points, ends).min())


Node = tuple[int, int]  # lattice coordinates: board point = node * LATTICE


@functools.cache
def _lattice_parts() -> tuple[np.ndarray, np.ndarray]:
    """The room at every point of the half-step lattice (every lattice point and every middle
    between two): left by everything but the ring fields, and by each ring field alone."""
    offset = 2 * round(LATTICE_REACH / LATTICE)
    half = np.arange(-offset, offset + 1) * (LATTICE / 2)
    xs, ys = np.meshgrid(half, half, indexing="ij")
    points = np.stack([xs.ravel(), ys.ravel()], 1)
    found = _obstacle_array(tuple(range(RING_SIZE)))  # (everything but the ring)
    others = (
        np.hypot(points[:, None, 0] - found[None, :, 0], points[:, None, 1] - found[None, :, 1])
        - found[None, :, 2]
    ).min(axis=1)
    cells = np.array([ring_cell(f) for f in range(RING_SIZE)], dtype=np.float64)
    ring = (
        np.hypot(points[None, :, 0] - cells[:, None, 0], points[None, :, 1] - cells[:, None, 1])
        - FIELD_RADIUS
    )
    return others.reshape(xs.shape), ring.reshape((RING_SIZE, *xs.shape))


def _lattice_room(ends: tuple[int, ...]) -> np.ndarray:
    """The room at every point of the half-step lattice, the ring fields ``ends`` not counted."""
    others, ring = _lattice_parts()
    keep = [f for f in range(RING_SIZE) if f not in ends]
    room: np.ndarray = np.minimum(others, ring[keep].min(axis=0))
    return room


def _lattice_route(start: Point, goal: Point, ends: tuple[int, ...]) -> list[Point]:
    """The cheapest way from ``start`` to ``goal`` (both lattice points) over the lattice."""
    reach = round(LATTICE_REACH / LATTICE)
    first: Node = (round(start[0] / LATTICE), round(start[1] / LATTICE))
    last: Node = (round(goal[0] / LATTICE), round(goal[1] / LATTICE))
    # The room at every lattice point and every midpoint between two, on a grid of half steps:
    # node n lies at half-step index 2n + offset, the middle of nodes a and b at a + b + offset.
    offset = 2 * reach
    room: list[list[float]] = _lattice_room(ends).tolist()

    def step_cost(a: Node, b: Node) -> float | None:
        free = min(
            room[2 * a[0] + offset][2 * a[1] + offset],
            room[2 * b[0] + offset][2 * b[1] + offset],
            room[a[0] + b[0] + offset][a[1] + b[1] + offset],
        )
        if free < CLEAR_MIN:
            return None
        length = math.hypot(b[0] - a[0], b[1] - a[1]) * LATTICE
        return length * (1.0 + CLEAR_COST * max(0.0, CLEAR_WANTED - free))

    best: dict[Node, float] = {first: 0.0}
    came: dict[Node, Node] = {}
    queue: list[tuple[float, Node]] = [(0.0, first)]
    while queue:
        cost, node = heapq.heappop(queue)
        if node == last:
            break
        if cost > best[node]:
            continue
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                nxt = (node[0] + dx, node[1] + dy)
                if nxt == node or max(abs(nxt[0]), abs(nxt[1])) > reach:
                    continue
                step = step_cost(node, nxt)
                if step is None:
                    continue
                if cost + step < best.get(nxt, math.inf):
                    best[nxt] = cost + step
                    came[nxt] = node
                    heapq.heappush(queue, (cost + step, nxt))
    if last not in came:
        raise ValueError(f"no way from {start} to {goal}")
    nodes = [last]
    while nodes[-1] != first:
        nodes.append(came[nodes[-1]])
    return [(n[0] * LATTICE, n[1] * LATTICE) for n in reversed(nodes)]


def _pulled(route: list[Point], ends: tuple[int, ...]) -> list[Point]:
    """The route with every corner left out that a straight line can skip at no loss of room
    (up to :data:`CLEAR_WANTED`)."""
    kept = [route[0]]
    i = 0
    while i < len(route) - 1:
        j = len(route) - 1
        while j > i + 1:
            need = min(
                CLEAR_WANTED,
                *(_segment_clearance(route[k], route[k + 1], ends) for k in range(i, j)),
            )
            if _segment_clearance(route[i], route[j], ends) >= need - 1e-9:
                break
            j -= 1
        kept.append(route[j])
        i = j
    return kept


def _rounded(points: list[Point], rounds: int = 4) -> list[Point]:
    """Chaikin's corner cutting: the corners rounded off, the two ends kept."""
    for _ in range(rounds):
        out = [points[0]]
        for (ax, ay), (bx, by) in itertools.pairwise(points):
            out.append((0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by))
            out.append((0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by))
        out.append(points[-1])
        points = out
    return points


def _trimmed(points: list[Point], centre: Point, rim: float) -> list[Point]:
    """The line from where it leaves the circle of ``rim`` round ``centre`` (which it starts in)."""
    for k in range(1, len(points)):
        if math.dist(points[k], centre) >= rim:
            a, b = points[k - 1], points[k]
            # the crossing point on segment a-b, by bisection
            lo, hi = 0.0, 1.0
            for _ in range(30):
                t = (lo + hi) / 2
                p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                lo, hi = (t, hi) if math.dist(p, centre) < rim else (lo, t)
            cut = (a[0] + (b[0] - a[0]) * hi, a[1] + (b[1] - a[1]) * hi)
            return [cut, *points[k:]]
    raise ValueError("the line never leaves its field")


@functools.cache
def route_line(junction: int, end: int) -> tuple[Point, ...]:
    """A path's line from ring field ``junction``'s rim to ring field ``end``'s rim: routed
    round every other field, pulled straight and rounded off (see the module's docstring)."""
    ends = tuple(sorted({junction % RING_SIZE, end % RING_SIZE}))
    (ax, ay), (bx, by) = ring_cell(junction), ring_cell(end)
    a, b = (float(ax), float(ay)), (float(bx), float(by))
    line = _rounded(_pulled(_lattice_route(a, b, ends), ends))
    line = _trimmed(line, a, PATH_RIM)
    line = list(reversed(_trimmed(list(reversed(line)), b, PATH_RIM)))
    return tuple((round(x, 4), round(y, 4)) for x, y in line)


def length(line: tuple[Point, ...]) -> float:
    return sum(math.dist(p, q) for p, q in itertools.pairwise(line))


def point_along(line: tuple[Point, ...], distance: float) -> tuple[Point, Point]:
    """The point ``distance`` along ``line`` and the line's unit direction there."""
    left = distance
    for p, q in itertools.pairwise(line):
        step = math.dist(p, q)
        if step > 0 and (left <= step or q == line[-1]):
            t = min(left / step, 1.0)
            d = ((q[0] - p[0]) / step, (q[1] - p[1]) / step)
            return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t), d
        left -= step
    raise ValueError("an empty line")


def shortened(line: tuple[Point, ...], cut: float) -> tuple[Point, ...]:
    """``line`` without its last ``cut`` board units (where a path's arrowhead stands)."""
    keep = length(line) - cut
    out = [line[0]]
    walked = 0.0
    for p, q in itertools.pairwise(line):
        step = math.dist(p, q)
        if walked + step >= keep:
            t = (keep - walked) / step if step > 0 else 0.0
            out.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
            break
        out.append(q)
        walked += step
    return tuple(out)


def end_direction(line: tuple[Point, ...], span: float = 0.15) -> Point:
    """The unit direction in which ``line`` arrives at its end (over its last ``span``)."""
    (ex, ey), (sx, sy) = line[-1], point_along(line, length(line) - span)[0]
    norm = math.hypot(ex - sx, ey - sy)
    return (ex - sx) / norm, (ey - sy) / norm


def chevrons(line: tuple[Point, ...]) -> tuple[tuple[Point, Point], ...]:
    """Where the direction chevrons sit along ``line``: evenly spaced, at least one, none
    within :data:`ARROW_MARGIN` of its ends (the arrowhead is at the end)."""
    total = length(line)
    room = total - 2 * ARROW_MARGIN
    count = max(1, 1 + math.floor(max(room, 0.0) / ARROW_SPACING))
    spacing = room / (count - 1) if count > 1 else 0.0
    first = ARROW_MARGIN if count > 1 else total / 2
    return tuple(point_along(line, first + k * spacing) for k in range(count))
