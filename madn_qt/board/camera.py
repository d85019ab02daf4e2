"""Camera and picking math in plain numpy: matrices, orbit, follow, projection and rays.

Column vectors; matrices map world to clip space as ``projection @ view @ point``. World is
z up, x right, y away from the viewer; the overview camera looks from the player's side (-y).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, replace
from typing import Final

import numpy as np

MIN_DISTANCE: Final = 7.0
MAX_DISTANCE: Final = 40.0
# Orbit limits: never below the table's edge (the lawn would fill the view), never straight
# down (a plan view flattens the pawns; the flat board is the plan view).
MIN_ELEVATION: Final = math.radians(20.0)
MAX_ELEVATION: Final = math.radians(78.0)
# The overview (see :func:`overview`): a 3/4 view whose distance frames the whole board; at
# OVERVIEW_ELEVATION for a picture as wide as OVERVIEW_WIDE or wider, steeper as the picture
# narrows, up to OVERVIEW_STEEPEST for one as narrow as OVERVIEW_NARROW (a narrow picture is
# filled by the board's width: seen steeper, the board is taller in it and leaves less sky).
OVERVIEW_ELEVATION: Final = math.radians(35.0)
OVERVIEW_STEEPEST: Final = math.radians(55.0)
OVERVIEW_WIDE: Final = 1.9
OVERVIEW_NARROW: Final = 0.9
OVERVIEW_FOV: Final = math.radians(58.0)
# Behind a seat the camera turns this far towards the seat's own house corner (on the
# player's left), so that the player's own house is the nearest and its colour in front.
HOME_TURN: Final = math.radians(10.0)
# Sliding the picture (lens shift): the point NEAR_REACH in front of the target (towards the
# eye) sits at NEAR_NDC, just above the frame's bottom edge.
NEAR_REACH: Final = 6.3
BOARD_REACH: Final = 6.0  # the board's half size (textures.BOARD_HALF)
NEAR_NDC: Final = -0.92
# ...but never so far that the board's centre (the camera's target) rises above TARGET_TOP: a
# camera zoomed in looks at the board round its centre, not past its far edge at the grass.
TARGET_TOP: Final = 0.5
# The player may back off from the overview by this factor at most (the board stays large).
ZOOM_OUT: Final = 1.2
# ...and the eye never goes further from the board's centre than this, measured across the
# ground: every tree stands further out (scenery.PLANTS; a test holds it), so nothing of the
# landscape ever stands between the camera and the board. Orbiting low pulls the camera in.
CLEAR_REACH: Final = 13.5
# What the overview must show: the board's top and bottom rim (its bevelled corners), and
# the heads of pawns in the far houses; with margins of FRAME_MARGIN (NDC) at the sides and
# the top, and the bottom rim above FRAME_BOTTOM.
_FRAME_POINTS: Final = tuple(
    [(x, y, z) for x in (-6.05, 6.05) for y in (-6.05, 6.05) for z in (0.0, -0.32)]
    + [(x, y, 0.85) for x in (-5.3, 5.3) for y in (-5.3, 5.3)]
)
FRAME_MARGIN: Final = 0.04
FRAME_BOTTOM: Final = -0.985


def seat_yaw(seat: int | None) -> float:
    """The yaw of a camera behind ``seat``'s side of the board (core.layout: seat 0 sits at
    the left, -x, and each further seat a quarter turn clockwise), turned :data:`HOME_TURN`
    towards its house; None: the default view, straight from -y (behind seat 3's side)."""
    if seat is None:
        return 0.0
    return math.remainder(-(seat + 1) * math.pi / 2.0 - HOME_TURN, 2.0 * math.pi)


def perspective(
    fov_y: float, aspect: float, near: float, far: float, shift_y: float = 0.0
) -> np.ndarray:
    """A perspective projection; ``shift_y`` slides the image window up (lens shift, -1..1)."""
    top = near * math.tan(fov_y / 2.0)
    bottom = -top
    right = top * aspect
    top, bottom = top * (1.0 + shift_y), bottom * (1.0 - shift_y)
    left = -right
    m = np.zeros((4, 4))
    m[0, 0] = 2.0 * near / (right - left)
    m[0, 2] = (right + left) / (right - left)
    m[1, 1] = 2.0 * near / (top - bottom)
    m[1, 2] = (top + bottom) / (top - bottom)
    m[2, 2] = -(far + near) / (far - near)
    m[2, 3] = -2.0 * far * near / (far - near)
    m[3, 2] = -1.0
    return m


def orthographic(half_w: float, half_h: float, near: float, far: float) -> np.ndarray:
    m = np.eye(4)
    m[0, 0] = 1.0 / half_w
    m[1, 1] = 1.0 / half_h
    m[2, 2] = -2.0 / (far - near)
    m[2, 3] = -(far + near) / (far - near)
    return m


def _cross(a: tuple[float, ...], b: tuple[float, ...]) -> tuple[float, float, float]:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _unit(v: tuple[float, float, float]) -> tuple[float, float, float]:
    length = math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2])
    return (v[0] / length, v[1] / length, v[2] / length)


def look_at(eye: np.ndarray, target: np.ndarray, up: np.ndarray | None = None) -> np.ndarray:
    """The view matrix; plain floats for the three axes (numpy's cross product costs more
    than the whole matrix for three-element vectors, and this runs every frame)."""
    ex, ey, ez = (float(c) for c in eye)
    tx, ty, tz = (float(c) for c in target)
    ups = (0.0, 0.0, 1.0) if up is None else tuple(float(c) for c in up)
    f = _unit((tx - ex, ty - ey, tz - ez))
    s = _cross(f, ups)
    if math.sqrt(sum(c * c for c in s)) < 1e-9:
        s = _cross(f, (0.0, 1.0, 0.0))
    s = _unit(s)
    u = _cross(s, f)
    return np.array(
        [
            [s[0], s[1], s[2], -(s[0] * ex + s[1] * ey + s[2] * ez)],
            [u[0], u[1], u[2], -(u[0] * ex + u[1] * ey + u[2] * ez)],
            [-f[0], -f[1], -f[2], f[0] * ex + f[1] * ey + f[2] * ez],
            [0.0, 0.0, 0.0, 1.0],
        ]
    )


@dataclass(frozen=True)
class Camera:
    """An orbit camera around ``target``: yaw 0 looks from -y towards +y."""

    yaw: float = 0.0
    elevation: float = math.radians(30.0)
    distance: float = 14.5
    target: tuple[float, float, float] = (0.0, 0.2, 0.0)
    fov_y: float = math.radians(58.0)
    shift_y: float = 0.30
    near: float = 0.3
    far: float = 420.0
    # Where :meth:`slid` puts the point NEAR_REACH in front of the target (NDC height): just
    # above the frame's bottom, or higher for an overview centred in a narrow picture.
    near_ndc: float = NEAR_NDC

    @property
    def eye(self) -> np.ndarray:
        ce = math.cos(self.elevation)
        offset = np.array(
            [math.sin(self.yaw) * ce, -math.cos(self.yaw) * ce, math.sin(self.elevation)]
        )
        return np.array(self.target) + offset * self.distance

    def slid(self, aspect: float) -> Camera:
        """The camera with its picture slid (lens shift) so that the point :data:`NEAR_REACH`
        in front of its target, towards the eye, lies at :attr:`near_ndc`: the board's near
        edge stays just above the bottom of the frame (or where the overview put it) whatever
        the elevation and zoom. (Seen
        from a slant, the board's near corner lies further out: the point moves with it.)
        Zoomed in so close that this would lift the target above :data:`TARGET_TOP`, the slide
        stops there: the picture stays on the board."""
        # (the board's half size reaches further from a slanting camera: towards its corner)
        slant = abs(math.sin(self.yaw)) + abs(math.cos(self.yaw))
        far = NEAR_REACH + BOARD_REACH * (slant - 1.0)
        reach = (
            self.target[0] + math.sin(self.yaw) * far,
            self.target[1] - math.cos(self.yaw) * far,
            0.0,
        )
        m = self.view_projection(aspect)
        clip = m @ np.array([*reach, 1.0])
        centre = m @ np.array([*self.target, 1.0])
        if clip[3] <= 1e-9 or centre[3] <= 1e-9:
            return self
        # A lens shift moves every point of the picture by the same NDC height.
        shift = float(clip[1] / clip[3]) - self.near_ndc
        shift = max(shift, float(centre[1] / centre[3]) - TARGET_TOP)
        return replace(self, shift_y=self.shift_y + shift)

    def view(self) -> np.ndarray:
        return look_at(self.eye, np.array(self.target, dtype=np.float64))

    def projection(self, aspect: float) -> np.ndarray:
        return perspective(self.fov_y, aspect, self.near, self.far, self.shift_y)

    def view_projection(self, aspect: float) -> np.ndarray:
        m: np.ndarray = self.projection(aspect) @ self.view()
        return m

    def orbited(self, d_yaw: float, d_elevation: float) -> Camera:
        elevation = min(max(self.elevation + d_elevation, MIN_ELEVATION), MAX_ELEVATION)
        return replace(self, yaw=self.yaw + d_yaw, elevation=elevation).within_reach()

    def zoomed(self, factor: float, farthest: float = MAX_DISTANCE) -> Camera:
        distance = min(max(self.distance * factor, MIN_DISTANCE), min(farthest, MAX_DISTANCE))
        return replace(self, distance=distance).within_reach()

    def within_reach(self) -> Camera:
        """The camera pulled in (never closer than :data:`MIN_DISTANCE`) until its eye is
        within :data:`CLEAR_REACH` of the board's centre across the ground."""
        across = self.distance * math.cos(self.elevation)
        off = math.hypot(self.target[0], self.target[1])
        if across + off <= CLEAR_REACH:
            return self
        distance = (CLEAR_REACH - off) / max(math.cos(self.elevation), 1e-6)
        return replace(self, distance=max(distance, MIN_DISTANCE))

    def blended(self, other: Camera, t: float) -> Camera:
        """Linear blend towards ``other`` (``t`` 0 = self, 1 = other)."""
        t = min(max(t, 0.0), 1.0)

        def mix(a: float, b: float) -> float:
            return a + (b - a) * t

        target = tuple(mix(a, b) for a, b in zip(self.target, other.target, strict=True))
        # (the shorter way round: a camera orbited round and round turns back the near way)
        turn = math.remainder(other.yaw - self.yaw, 2.0 * math.pi)
        return replace(
            self,
            yaw=other.yaw if t >= 1.0 else self.yaw + turn * t,
            elevation=mix(self.elevation, other.elevation),
            distance=mix(self.distance, other.distance),
            target=(target[0], target[1], target[2]),
            shift_y=mix(self.shift_y, other.shift_y),
            near_ndc=mix(self.near_ndc, other.near_ndc),
        )

    def close_to(self, other: Camera, eps: float = 1e-3) -> bool:
        return (
            abs(math.remainder(self.yaw - other.yaw, 2.0 * math.pi)) < eps
            and abs(self.elevation - other.elevation) < eps
            and abs(self.distance - other.distance) < eps * 10
            and all(abs(a - b) < eps * 10 for a, b in zip(self.target, other.target, strict=True))
            and abs(self.shift_y - other.shift_y) < eps
            and abs(self.near_ndc - other.near_ndc) < eps
        )


def _extent(
    camera: Camera, aspect: float, points: tuple[tuple[float, float, float], ...] = _FRAME_POINTS
) -> tuple[float, float, float, float] | None:
    """The points' NDC bounds ``(x0, x1, y0, y1)`` (by default the board's frame points);
    None if one lies behind the eye."""
    m = camera.view_projection(aspect)
    xs, ys = [], []
    for point in points:
        clip = m @ np.array([*point, 1.0])
        if clip[3] <= 1e-9:
            return None
        xs.append(clip[0] / clip[3])
        ys.append(clip[1] / clip[3])
    return min(xs), max(xs), min(ys), max(ys)


def _fits(camera: Camera, aspect: float) -> bool:
    e = _extent(camera, aspect)
    return e is not None and (
        max(-e[0], e[1]) <= 1.0 - FRAME_MARGIN
        and e[3] <= 1.0 - FRAME_MARGIN
        and e[2] >= FRAME_BOTTOM
    )


def overview_elevation(aspect: float) -> float:
    """The overview's elevation for a picture of ``aspect``: :data:`OVERVIEW_ELEVATION` for a
    wide picture, rising linearly to :data:`OVERVIEW_STEEPEST` for a narrow one."""
    t = (OVERVIEW_WIDE - aspect) / (OVERVIEW_WIDE - OVERVIEW_NARROW)
    t = min(max(t, 0.0), 1.0)
    return OVERVIEW_ELEVATION + t * (OVERVIEW_STEEPEST - OVERVIEW_ELEVATION)


@functools.lru_cache(maxsize=64)
def overview(yaw: float, aspect: float) -> Camera:
    """The overview from ``yaw`` for a picture of ``aspect``: at :func:`overview_elevation`,
    as close as it can be with the whole board (and the pawns in its far houses) inside the
    frame, centred left to right and top to bottom (where the board fills the picture's width
    the sky above it and the table below it share what is left). (Cached: computed when the
    window's shape, the home seat or the view is reset, not every frame.)"""
    right = (math.cos(yaw), math.sin(yaw))
    elevation = overview_elevation(aspect)

    def at(distance: float, near_ndc: float = NEAR_NDC) -> Camera:
        camera = Camera(
            yaw=yaw,
            elevation=elevation,
            distance=distance,
            target=(0.0, 0.0, 0.0),
            fov_y=OVERVIEW_FOV,
            shift_y=0.0,
            near_ndc=near_ndc,
        ).slid(aspect)
        # Seen from a slant the board is lopsided: slide the target sideways until the
        # picture is centred (half the frame is this many board units wide at the target).
        half_width = distance * math.tan(OVERVIEW_FOV / 2.0) * aspect
        for _ in range(3):
            e = _extent(camera, aspect)
            if e is None:
                break
            off = (e[0] + e[1]) / 2.0 * half_width
            target = (camera.target[0] + right[0] * off, camera.target[1] + right[1] * off, 0.0)
            camera = replace(camera, target=target).slid(aspect)
        return camera

    low, high = MIN_DISTANCE, MAX_DISTANCE
    if not _fits(at(low), aspect):
        for _ in range(28):  # the frame's extents shrink as the camera backs off
            middle = (low + high) / 2.0
            if _fits(at(middle), aspect):
                high = middle
            else:
                low = middle
        low = high
    # The lens shift moves the picture up or down alone (the fit across stays): centre the
    # board's frame points top to bottom.
    e = _extent(at(low), aspect)
    if e is None:
        return at(low)
    return at(low, NEAR_NDC - (e[2] + e[3]) / 2.0)


def framing(
    points: tuple[tuple[float, float, float], ...],
    like: Camera,
    aspect: float,
    farthest: float,
    margin: float = 0.1,
) -> Camera:
    """A camera from ``like``'s direction, centred (no lens shift) on the middle of ``points``
    and as close as it can be (never closer than :data:`MIN_DISTANCE`, never further than
    ``farthest``) with all of them inside the frame, ``margin`` (NDC) from its edges."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    target = ((min(xs) + max(xs)) / 2.0, (min(ys) + max(ys)) / 2.0, 0.0)

    def at(distance: float) -> Camera:
        return replace(like, distance=distance, target=target, shift_y=0.0)

    def inside(distance: float) -> bool:
        e = _extent(at(distance), aspect, points)
        return e is not None and max(-e[0], e[1], -e[2], e[3]) <= 1.0 - margin

    low, high = MIN_DISTANCE, max(farthest, MIN_DISTANCE)
    if inside(low) or not inside(high):
        return at(low if inside(low) else high)
    for _ in range(24):
        middle = (low + high) / 2.0
        if inside(middle):
            high = middle
        else:
            low = middle
    return at(high)


def project(
    matrix: np.ndarray, point: np.ndarray, width: float, height: float
) -> tuple[float, float] | None:
    """Pixel position (x right, y down) of a world point, or None behind the camera."""
    p = matrix @ np.array([point[0], point[1], point[2], 1.0])
    if p[3] <= 1e-9:
        return None
    ndc = p[:3] / p[3]
    return (ndc[0] * 0.5 + 0.5) * width, (0.5 - ndc[1] * 0.5) * height


def ray(
    matrix: np.ndarray, x: float, y: float, width: float, height: float
) -> tuple[np.ndarray, np.ndarray]:
    """The world ray under pixel ``(x, y)``: origin on the near plane and unit direction."""
    inv = np.linalg.inv(matrix)
    ndc_x = x / width * 2.0 - 1.0
    ndc_y = 1.0 - y / height * 2.0
    near = inv @ np.array([ndc_x, ndc_y, -1.0, 1.0])
    far = inv @ np.array([ndc_x, ndc_y, 1.0, 1.0])
    a = near[:3] / near[3]
    b = far[:3] / far[3]
    d = b - a
    return a, d / np.linalg.norm(d)


def ray_sphere(
    origin: np.ndarray, direction: np.ndarray, centre: np.ndarray, radius: float
) -> float | None:
    """Distance along a unit ray to a sphere's first hit, or None when it misses."""
    oc = origin - centre
    b = float(np.dot(oc, direction))
    c = float(np.dot(oc, oc)) - radius * radius
    disc = b * b - c
    if disc < 0.0:
        return None
    s = math.sqrt(disc)
    t = -b - s
    if t < 0.0:
        t = -b + s
    return t if t >= 0.0 else None


def sun_view_projection(
    direction: np.ndarray, centre: np.ndarray, half: float, depth: float
) -> np.ndarray:
    """Orthographic sun matrix for a shadow map covering a square of ``half`` around ``centre``.

    ``direction`` points from the scene towards the sun.
    """
    d = direction / np.linalg.norm(direction)
    eye = centre + d * depth * 0.5
    m: np.ndarray = orthographic(half, half, 0.0, depth) @ look_at(eye, centre)
    return m
