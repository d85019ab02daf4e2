"""Camera and picking math in plain numpy: matrices, orbit, follow, projection and rays.

Column vectors; matrices map world to clip space as ``projection @ view @ point``. World is
z up, x right, y away from the viewer; the overview camera looks from the player's side (-y).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Final

import numpy as np

MIN_DISTANCE: Final = 7.0
MAX_DISTANCE: Final = 40.0
MIN_ELEVATION: Final = math.radians(14.0)
MAX_ELEVATION: Final = math.radians(84.0)


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

    @property
    def eye(self) -> np.ndarray:
        ce = math.cos(self.elevation)
        offset = np.array(
            [math.sin(self.yaw) * ce, -math.cos(self.yaw) * ce, math.sin(self.elevation)]
        )
        return np.array(self.target) + offset * self.distance

    def fitted(self, aspect: float, widest: float = 1.55) -> Camera:
        """The camera backed off so the board still fits a narrower window than ``widest``,
        and its picture slid so the board's near edge stays near the bottom."""
        backed = self
        if aspect < widest:
            backed = replace(self, distance=self.distance * (widest / max(aspect, 0.2)) ** 0.3)
        near = np.array([self.target[0], self.target[1] - 6.3, 0.0, 1.0])
        clip = backed.view_projection(aspect) @ near
        if clip[3] <= 1e-9:
            return backed
        ndc_y = clip[1] / clip[3]
        return replace(backed, shift_y=backed.shift_y + (ndc_y + 0.92))

    def view(self) -> np.ndarray:
        return look_at(self.eye, np.array(self.target, dtype=np.float64))

    def projection(self, aspect: float) -> np.ndarray:
        return perspective(self.fov_y, aspect, self.near, self.far, self.shift_y)

    def view_projection(self, aspect: float) -> np.ndarray:
        m: np.ndarray = self.projection(aspect) @ self.view()
        return m

    def orbited(self, d_yaw: float, d_elevation: float) -> Camera:
        elevation = min(max(self.elevation + d_elevation, MIN_ELEVATION), MAX_ELEVATION)
        return replace(self, yaw=self.yaw + d_yaw, elevation=elevation)

    def zoomed(self, factor: float) -> Camera:
        distance = min(max(self.distance * factor, MIN_DISTANCE), MAX_DISTANCE)
        return replace(self, distance=distance)

    def blended(self, other: Camera, t: float) -> Camera:
        """Linear blend towards ``other`` (``t`` 0 = self, 1 = other)."""
        t = min(max(t, 0.0), 1.0)

        def mix(a: float, b: float) -> float:
            return a + (b - a) * t

        target = tuple(mix(a, b) for a, b in zip(self.target, other.target, strict=True))
        return replace(
            self,
            yaw=mix(self.yaw, other.yaw),
            elevation=mix(self.elevation, other.elevation),
            distance=mix(self.distance, other.distance),
            target=(target[0], target[1], target[2]),
            shift_y=mix(self.shift_y, other.shift_y),
        )

    def close_to(self, other: Camera, eps: float = 1e-3) -> bool:
        return (
            abs(self.yaw - other.yaw) < eps
            and abs(self.elevation - other.elevation) < eps
            and abs(self.distance - other.distance) < eps * 10
            and all(abs(a - b) < eps * 10 for a, b in zip(self.target, other.target, strict=True))
            and abs(self.shift_y - other.shift_y) < eps
        )


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
