"""Mesh primitives as numpy arrays: no GL calls here, only vertex data.

Every mesh uses one interleaved vertex layout (:data:`STRIDE` floats per vertex):

``position(3) normal(3) colour(3) uv(2) extra(4)``

``extra`` = ``(textured, sway, cloud, material)``: ``textured`` 1 samples the board texture at
``uv`` (on plants it marks grass blades, lit alike from both sides); ``sway`` is how far the
vertex moves in the wind (tree crowns); ``cloud`` 1 marks a cloud vertex whose cloud centre x
lies in ``uv.x`` (it drifts as a whole; on pawns it names the seat of a symbol cap, seat + 1);
``material`` 0 matte, 1 glossy paint, 2 water, 3 cloud.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

STRIDE = 15
POS, NORMAL, COLOUR, UV, EXTRA = 0, 3, 6, 9, 11

MATTE, GLOSS, WATER, CLOUD = 0.0, 1.0, 2.0, 3.0

Colour = tuple[float, float, float]


@dataclass
class Mesh:
    """Triangles: ``vertices`` (N, STRIDE) float32 and ``indices`` (M,) uint32."""

    vertices: np.ndarray
    indices: np.ndarray

    @property
    def vertex_count(self) -> int:
        return int(self.vertices.shape[0])

    @property
    def index_count(self) -> int:
        return int(self.indices.shape[0])

    def transformed(self, matrix: np.ndarray) -> Mesh:
        """The mesh moved by a 4x4 matrix (normals by its inverse transpose)."""
        v = self.vertices.copy()
        m = np.asarray(matrix, dtype=np.float64)
        pos = v[:, POS : POS + 3].astype(np.float64)
        v[:, POS : POS + 3] = pos @ m[:3, :3].T + m[:3, 3]
        nm = np.linalg.inv(m[:3, :3]).T
        n = v[:, NORMAL : NORMAL + 3].astype(np.float64) @ nm.T
        lengths = np.linalg.norm(n, axis=1, keepdims=True)
        v[:, NORMAL : NORMAL + 3] = n / np.maximum(lengths, 1e-12)
        return Mesh(v, self.indices.copy())

    def with_extra(
        self,
        *,
        textured: float | None = None,
        sway: float | np.ndarray | None = None,
        cloud: float | None = None,
        material: float | None = None,
    ) -> Mesh:
        v = self.vertices.copy()
        for offset, value in ((0, textured), (1, sway), (2, cloud), (3, material)):
            if value is not None:
                v[:, EXTRA + offset] = value
        return Mesh(v, self.indices.copy())


def make_vertices(
    positions: np.ndarray,
    normals: np.ndarray,
    colour: Colour | np.ndarray,
    uv: np.ndarray | None = None,
    material: float = MATTE,
) -> np.ndarray:
    n = positions.shape[0]
    v = np.zeros((n, STRIDE), dtype=np.float32)
    v[:, POS : POS + 3] = positions
    v[:, NORMAL : NORMAL + 3] = normals
    v[:, COLOUR : COLOUR + 3] = colour
    if uv is not None:
        v[:, UV : UV + 2] = uv
    v[:, EXTRA + 3] = material
    return v


def merge(meshes: Sequence[Mesh]) -> Mesh:
    """One mesh holding all of ``meshes`` (for a single draw call)."""
    vertices: list[np.ndarray] = []
    indices: list[np.ndarray] = []
    base = 0
    for mesh in meshes:
        vertices.append(mesh.vertices)
        indices.append(mesh.indices.astype(np.uint32) + base)
        base += mesh.vertex_count
    if not vertices:
        return Mesh(np.zeros((0, STRIDE), np.float32), np.zeros(0, np.uint32))
    return Mesh(np.concatenate(vertices).astype(np.float32), np.concatenate(indices))


def translation(x: float, y: float, z: float) -> np.ndarray:
    m = np.eye(4)
    m[:3, 3] = (x, y, z)
    return m


def flat_shaded(positions: np.ndarray, triangles: np.ndarray, colour: Colour) -> Mesh:
    """Unshared vertices with face normals: the faceted low-poly look."""
    tri = positions[triangles]  # (T, 3, 3)
    normals = np.cross(tri[:, 1] - tri[:, 0], tri[:, 2] - tri[:, 0])
    normals /= np.maximum(np.linalg.norm(normals, axis=1, keepdims=True), 1e-12)
    pos = tri.reshape(-1, 3)
    nrm = np.repeat(normals, 3, axis=0)
    v = make_vertices(pos, nrm, colour)
    return Mesh(v, np.arange(pos.shape[0], dtype=np.uint32))


def box(lo: tuple[float, float, float], hi: tuple[float, float, float], colour: Colour) -> Mesh:
    """An axis-aligned box from corner ``lo`` to corner ``hi``, flat-shaded, faces outward."""
    (x0, y0, z0), (x1, y1, z1) = lo, hi
    faces = (
        ((x0, y0, z0), (x0, y1, z0), (x1, y1, z0), (x1, y0, z0)),  # bottom
        ((x0, y0, z1), (x1, y0, z1), (x1, y1, z1), (x0, y1, z1)),  # top
        ((x0, y0, z0), (x1, y0, z0), (x1, y0, z1), (x0, y0, z1)),  # -y
        ((x1, y1, z0), (x0, y1, z0), (x0, y1, z1), (x1, y1, z1)),  # +y
        ((x0, y1, z0), (x0, y0, z0), (x0, y0, z1), (x0, y1, z1)),  # -x
        ((x1, y0, z0), (x1, y1, z0), (x1, y1, z1), (x1, y0, z1)),  # +x
    )
    quads = np.array(faces, dtype=np.float64)  # (6, 4, 3)
    normals = np.cross(quads[:, 1] - quads[:, 0], quads[:, 2] - quads[:, 0])
    normals /= np.linalg.norm(normals, axis=1, keepdims=True)
    v = make_vertices(quads.reshape(-1, 3), np.repeat(normals, 4, axis=0), colour)
    base = (np.arange(6, dtype=np.uint32) * 4)[:, None]
    idx = (base + np.array([0, 1, 2, 0, 2, 3], dtype=np.uint32)).reshape(-1)
    return Mesh(v, idx)


def cylinder(radius: float, length: float, segments: int, colour: Colour) -> Mesh:
    """A closed cylinder along z from 0 to ``length``, with sharp rims (flat caps)."""
    r = radius
    profile = [(0.0, 0.0), (r, 0.0), (r, 0.0), (r, length), (r, length), (0.0, length)]
    return lathe(profile, segments, colour)


def rotation_y(angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    m = np.eye(4)
    m[0, 0], m[0, 2], m[2, 0], m[2, 2] = c, s, -s, c
    return m


def rotation_x(angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    m = np.eye(4)
    m[1, 1], m[1, 2], m[2, 1], m[2, 2] = c, -s, s, c
    return m


def lathe(
    profile: Sequence[tuple[float, float]],
    segments: int,
    colour: Colour,
    material: float = MATTE,
) -> Mesh:
    """A surface of revolution around z from a ``(radius, z)`` profile, bottom to top.

    Normals come from the profile's tangents, so the surface is smooth around and along.
    """
    prof = np.asarray(profile, dtype=np.float64)
    count = prof.shape[0]
    tangents = np.zeros_like(prof)
    tangents[1:-1] = prof[2:] - prof[:-2]
    tangents[0] = prof[1] - prof[0]
    tangents[-1] = prof[-1] - prof[-2]
    # Outward normal in the (r, z) plane: tangent turned a quarter clockwise.
    pn = np.stack([tangents[:, 1], -tangents[:, 0]], axis=1)
    pn /= np.maximum(np.linalg.norm(pn, axis=1, keepdims=True), 1e-12)
    angles = np.linspace(0.0, 2.0 * math.pi, segments + 1)
    ca, sa = np.cos(angles), np.sin(angles)
    r = prof[:, 0][:, None]
    positions = np.stack(
        [r * ca[None, :], r * sa[None, :], np.repeat(prof[:, 1][:, None], segments + 1, axis=1)],
        axis=2,
    ).reshape(-1, 3)
    normals = np.stack(
        [
            pn[:, 0][:, None] * ca[None, :],
            pn[:, 0][:, None] * sa[None, :],
            np.repeat(pn[:, 1][:, None], segments + 1, axis=1),
        ],
        axis=2,
    ).reshape(-1, 3)
    ring = segments + 1
    idx: list[int] = []
    for i in range(count - 1):
        for j in range(segments):
            a, b = i * ring + j, i * ring + j + 1
            c, d = a + ring, b + ring
            idx += [a, b, d, a, d, c]
    return Mesh(
        make_vertices(positions, normals, colour, material=material), np.array(idx, np.uint32)
    )


def icosphere(subdivisions: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Unit icosphere: positions (N, 3) and triangles (T, 3)."""
    t = (1.0 + math.sqrt(5.0)) / 2.0
    verts = [
        (-1, t, 0),
        (1, t, 0),
        (-1, -t, 0),
        (1, -t, 0),
        (0, -1, t),
        (0, 1, t),
        (0, -1, -t),
        (0, 1, -t),
        (t, 0, -1),
        (t, 0, 1),
        (-t, 0, -1),
        (-t, 0, 1),
    ]
    faces = [
        (0, 11, 5),
        (0, 5, 1),
        (0, 1, 7),
        (0, 7, 10),
        (0, 10, 11),
        (1, 5, 9),
        (5, 11, 4),
        (11, 10, 2),
        (10, 7, 6),
        (7, 1, 8),
        (3, 9, 4),
        (3, 4, 2),
        (3, 2, 6),
        (3, 6, 8),
        (3, 8, 9),
        (4, 9, 5),
        (2, 4, 11),
        (6, 2, 10),
        (8, 6, 7),
        (9, 8, 1),
    ]
    points = [np.array(v, dtype=np.float64) / np.linalg.norm(v) for v in verts]
    for _ in range(subdivisions):
        cache: dict[tuple[int, int], int] = {}

        def mid(a: int, b: int, cache: dict[tuple[int, int], int] = cache) -> int:
            key = (min(a, b), max(a, b))
            if key not in cache:
                m = points[a] + points[b]
                points.append(m / np.linalg.norm(m))
                cache[key] = len(points) - 1
            return cache[key]

        new_faces = []
        for a, b, c in faces:
            ab, bc, ca = mid(a, b), mid(b, c), mid(c, a)
            new_faces += [(a, ab, ca), (b, bc, ab), (c, ca, bc), (ab, bc, ca)]
        faces = new_faces
    return np.array(points), np.array(faces, dtype=np.int64)


def cone(radius: float, height: float, segments: int) -> tuple[np.ndarray, np.ndarray]:
    """A closed cone standing on z=0 (positions, triangles)."""
    angles = np.linspace(0.0, 2.0 * math.pi, segments, endpoint=False)
    ring = np.stack([np.cos(angles) * radius, np.sin(angles) * radius, np.zeros(segments)], 1)
    pos = np.concatenate([ring, [[0.0, 0.0, height], [0.0, 0.0, 0.0]]])
    tip, bottom = segments, segments + 1
    tris = []
    for j in range(segments):
        k = (j + 1) % segments
        tris += [(j, k, tip), (k, j, bottom)]
    return pos, np.array(tris, dtype=np.int64)


def prism(radius: float, bottom: float, top: float, segments: int) -> tuple[np.ndarray, np.ndarray]:
    """A closed upright n-sided prism (positions, triangles): trunks and stems."""
    angles = np.linspace(0.0, 2.0 * math.pi, segments, endpoint=False)
    xy = np.stack([np.cos(angles) * radius, np.sin(angles) * radius], 1)
    low = np.concatenate([xy, np.full((segments, 1), bottom)], 1)
    high = np.concatenate([xy * 0.8, np.full((segments, 1), top)], 1)
    pos = np.concatenate([low, high])
    tris = []
    for j in range(segments):
        k = (j + 1) % segments
        tris += [(j, k, segments + k), (j, segments + k, segments + j)]
    return pos, np.array(tris, dtype=np.int64)


def rounded_box(half: float, radius: float, steps: int, colour: Colour) -> Mesh:
    """A cube of half-size ``half`` with rounded edges and corners (smooth normals)."""
    inner = half - radius
    grid = np.linspace(-1.0, 1.0, steps + 1)
    faces: list[Mesh] = []
    # Each face of the unit cube, subdivided, then pushed onto the rounded surface.
    axes = [
        (np.array([1, 0, 0]), np.array([0, 1, 0]), np.array([0, 0, 1])),
        (np.array([0, 1, 0]), np.array([1, 0, 0]), np.array([0, 0, -1])),
        (np.array([0, 0, 1]), np.array([1, 0, 0]), np.array([0, 1, 0])),
    ]
    for normal, u_axis, _v_axis in axes:
        for sign in (1.0, -1.0):
            n = normal * sign
            u = u_axis
            v = np.cross(n, u)
            gu, gv = np.meshgrid(grid, grid, indexing="ij")
            p = n[None, None, :] + gu[..., None] * u + gv[..., None] * v
            p = p.reshape(-1, 3)
            # Shape the grid so that more rows sit near the rounded rim.
            cube = p * half
            core = np.clip(cube, -inner, inner)
            d = cube - core
            dn = d / np.maximum(np.linalg.norm(d, axis=1, keepdims=True), 1e-12)
            pos = core + dn * radius
            idx = []
            row = steps + 1
            for i in range(steps):
                for j in range(steps):
                    a = i * row + j
                    idx += [a, a + row, a + row + 1, a, a + row + 1, a + 1]
            mesh = Mesh(make_vertices(pos, dn, colour), np.array(idx, np.uint32))
            # Keep the winding counter-clockwise seen from outside.
            tri = pos[np.array(idx).reshape(-1, 3)]
            cr = np.cross(tri[:, 1] - tri[:, 0], tri[:, 2] - tri[:, 0])
            centres = tri.mean(axis=1)
            if float(np.sum(np.einsum("ij,ij->i", cr, centres))) < 0:
                mesh.indices = mesh.indices.reshape(-1, 3)[:, ::-1].reshape(-1).copy()
            faces.append(mesh)
    return merge(faces)
