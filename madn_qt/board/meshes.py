"""The moving pieces as numpy meshes: turned-wood pawns with their seat symbol, the dice (the
D6 with pips, the numbered D4 and D10), and the railway's toy train (a steam locomotive and a
coach, low-poly like the landscape).

No GL calls here. Symbol outlines are shared with the board texture, so a seat's symbol looks
the same on its pawn tops, house circles, start and goal fields.
"""

from __future__ import annotations

import math
from typing import Final

import numpy as np

from madn_qt import palette
from madn_qt.board.dice import ATLAS_CELLS, DieShape, Face
from madn_qt.board.geometry import (
    GLOSS,
    Mesh,
    box,
    cylinder,
    lathe,
    make_vertices,
    merge,
    rotation_x,
    rotation_y,
    rounded_box,
    translation,
)

# The classic pawn: wide foot, concave body, narrow waist, a collar and the ball head.
HEAD_CENTRE: Final = 0.64
HEAD_RADIUS: Final = 0.155
PAWN_HEIGHT: Final = HEAD_CENTRE + HEAD_RADIUS
PAWN_PICK_RADIUS: Final = 0.34  # bounding sphere for ray picking, centred at PICK_HEIGHT
PAWN_PICK_HEIGHT: Final = 0.40

_PAWN_PROFILE: Final = [
    (0.0, 0.0),
    (0.28, 0.0),
    (0.305, 0.03),
    (0.295, 0.075),
    (0.25, 0.12),
    (0.185, 0.18),
    (0.14, 0.26),
    (0.12, 0.35),
    (0.12, 0.43),
    (0.168, 0.475),
    (0.155, 0.505),
    (0.115, 0.522),
]

# The die is a little larger than a field's half (0.4): it rests on the wood beside the goal
# lanes, where its pips must read in the overview.
DIE_HALF: Final = 0.32
DIE_PIP_RADIUS: Final = 0.056
DIE_PIP_SPACING: Final = 0.16

# Face of each value: outward normal, and two tangent axes (u, v) for the pip layout.
DIE_FACES: Final[dict[int, tuple[tuple[int, int, int], tuple[int, int, int]]]] = {
    1: ((0, 0, 1), (1, 0, 0)),
    6: ((0, 0, -1), (1, 0, 0)),
    2: ((0, 1, 0), (1, 0, 0)),
    5: ((0, -1, 0), (1, 0, 0)),
    3: ((1, 0, 0), (0, 1, 0)),
    4: ((-1, 0, 0), (0, 1, 0)),
}
_PIP_LAYOUT: Final[dict[int, list[tuple[int, int]]]] = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (-1, 1), (1, -1), (1, 1)],
    5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)],
    6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
}


def symbol_outline(seat: int, points_per_edge: int = 4) -> np.ndarray:
    """The seat's symbol (● ▲ ■ ◆) as a closed outline in unit size, +y pointing away."""
    if seat == 0:
        a = np.linspace(0.0, 2.0 * math.pi, 28, endpoint=False)
        return np.stack([np.cos(a), np.sin(a)], 1) * 0.82
    if seat == 1:
        corners = [(0.0, 1.0), (-0.95, -0.62), (0.95, -0.62)]
    elif seat == 2:
        corners = [(-0.74, 0.74), (-0.74, -0.74), (0.74, -0.74), (0.74, 0.74)]
    else:
        corners = [(0.0, 1.05), (-0.78, 0.0), (0.0, -1.05), (0.78, 0.0)]
    pts: list[tuple[float, float]] = []
    for i, (x0, y0) in enumerate(corners):
        x1, y1 = corners[(i + 1) % len(corners)]
        for k in range(points_per_edge):
            t = k / points_per_edge
            pts.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
    return np.array(pts, dtype=np.float64)


def _symbol_cap(seat: int, size: float, colour: palette.Colour) -> Mesh:
    """The symbol laid onto the top of the pawn's ball head (a projected decal)."""
    outline = symbol_outline(seat) * size
    rings = 2
    pts = [np.zeros(2)]
    for k in range(1, rings + 1):
        pts += list(outline * (k / rings))
    xy = np.array(pts)
    radius = HEAD_RADIUS + 0.0035
    z = HEAD_CENTRE + np.sqrt(np.maximum(radius**2 - np.sum(xy**2, 1), 0.0))
    pos = np.concatenate([xy, z[:, None]], 1)
    nrm = pos - np.array([0.0, 0.0, HEAD_CENTRE])
    nrm /= np.linalg.norm(nrm, axis=1, keepdims=True)
    n = outline.shape[0]
    idx: list[int] = []
    for j in range(n):
        idx += [0, 1 + j, 1 + (j + 1) % n]
    for k in range(1, rings):
        a0, b0 = 1 + (k - 1) * n, 1 + k * n
        for j in range(n):
            j1 = (j + 1) % n
            idx += [a0 + j, b0 + j, b0 + j1, a0 + j, b0 + j1, a0 + j1]
    return Mesh(make_vertices(pos, nrm, colour, material=GLOSS), np.array(idx, np.uint32))


def pawn_all_seats(segments: int = 18) -> Mesh:
    """One pawn for every seat, drawn instanced: a white body tinted per instance, and the four
    symbol caps, each marked in ``extra.z`` with its seat + 1 (the shader keeps the right one)."""
    body = pawn_body(segments)
    caps = [
        _symbol_cap(s, 0.105, palette.SEAT_SYMBOL_INK[s]).with_extra(cloud=float(s + 1))
        for s in range(4)
    ]
    return merge([body, *caps])


def pawn_body(segments: int = 18, paint: palette.Colour = (1.0, 1.0, 1.0)) -> Mesh:
    """The turned body and ball head without a symbol; foot at z=0."""
    body = lathe(_PAWN_PROFILE, segments, paint, material=GLOSS)
    angles = np.linspace(-50.0, 90.0, 7)
    head_profile = [
        (
            HEAD_RADIUS * math.cos(math.radians(a)),
            HEAD_CENTRE + HEAD_RADIUS * math.sin(math.radians(a)),
        )
        for a in angles
    ]
    head_profile[-1] = (0.0, HEAD_CENTRE + HEAD_RADIUS)
    head = lathe(head_profile, segments, paint, material=GLOSS)
    return merge([body, head])


def _pip(centre: np.ndarray, normal: np.ndarray, u: np.ndarray, v: np.ndarray) -> Mesh:
    segments = 10
    a = np.linspace(0.0, 2.0 * math.pi, segments, endpoint=False)
    ring = centre + DIE_PIP_RADIUS * (np.cos(a)[:, None] * u + np.sin(a)[:, None] * v)
    pos = np.concatenate([centre[None, :], ring])
    nrm = np.tile(normal, (segments + 1, 1))
    idx: list[int] = []
    for j in range(segments):
        idx += [0, 1 + j, 1 + (j + 1) % segments]
    mesh = Mesh(make_vertices(pos, nrm, palette.PIP), np.array(idx, np.uint32))
    tri = pos[np.array(idx).reshape(-1, 3)]
    if float(np.dot(np.cross(tri[0, 1] - tri[0, 0], tri[0, 2] - tri[0, 0]), normal)) < 0:
        mesh.indices = mesh.indices.reshape(-1, 3)[:, ::-1].reshape(-1).copy()
    return mesh


def die() -> Mesh:
    """A rounded ivory cube with dark pips, centred at the origin; value 1 faces +z."""
    parts = [rounded_box(DIE_HALF, 0.09, 5, palette.IVORY)]
    for value, (normal_i, u_i) in DIE_FACES.items():
        normal = np.array(normal_i, dtype=np.float64)
        u = np.array(u_i, dtype=np.float64)
        v = np.cross(normal, u)
        for pu, pv in _PIP_LAYOUT[value]:
            centre = (
                normal * (DIE_HALF + 0.0015) + u * pu * DIE_PIP_SPACING + v * pv * DIE_PIP_SPACING
            )
            parts.append(_pip(centre, normal, u, v))
    return merge(parts)


# How a numbered die's faces print (the pieces' shader): the numbers at the top corner count
# (the D4), or the face that looks up (the D10).
PRINT_TOP_CORNER: Final = 1.0
PRINT_TOP_FACE: Final = 2.0


def _inset(face: Face, points: np.ndarray, bevel: float) -> np.ndarray:
    """The face's corners moved ``bevel`` in from every edge (in the face's plane)."""
    n = face.normal
    k = len(points)
    out = []
    for i in range(k):
        prev, cur, nxt = points[i - 1], points[i], points[(i + 1) % k]
        a = np.cross(n, (cur - prev) / np.linalg.norm(cur - prev))  # (inwards of each edge)
        b = np.cross(n, (nxt - cur) / np.linalg.norm(nxt - cur))
        out.append(cur + bevel * (a + b) / (1.0 + float(a @ b)))
    return np.array(out)


def face_uv(face: Face, point: np.ndarray, half: float) -> tuple[float, float]:
    """Where a point of ``face`` lies in the dice atlas (texture coordinates, row 0 at the
    top): its cell shows the square of ``2 * half`` board units round the face's frame."""
    x, y = face.frame_xy(point)
    col, row = face.cell % ATLAS_CELLS, face.cell // ATLAS_CELLS
    return (
        (col + 0.5 + x / (2.0 * half)) / ATLAS_CELLS,
        (row + 0.5 - y / (2.0 * half)) / ATLAS_CELLS,
    )


def _outwards(mesh: Mesh) -> Mesh:
    """``mesh`` with every triangle wound counter-clockwise seen from outside (the shape is
    convex round the origin)."""
    p = mesh.vertices[:, :3].astype(np.float64)
    tri = mesh.indices.reshape(-1, 3).copy()
    cross = np.cross(p[tri[:, 1]] - p[tri[:, 0]], p[tri[:, 2]] - p[tri[:, 0]])
    inward = np.einsum("ij,ij->i", cross, p[tri].mean(axis=1)) < 0
    tri[inward] = tri[inward][:, ::-1]
    return Mesh(mesh.vertices, tri.reshape(-1).astype(np.uint32))


def numbered_die(die: DieShape, colour: palette.Colour = palette.IVORY) -> Mesh:
    """A D4 or D10 of ``die``'s shape with its edges and corners rounded off (smooth normals
    across narrow bevels), centred at the origin. Its faces carry the numbers: they sample the
    dice atlas (``uv`` in their cell, :mod:`madn_qt.board.dice_atlas`; ``extra.x`` says which
    numbers count, :data:`PRINT_TOP_CORNER` or :data:`PRINT_TOP_FACE`)."""
    corners = die.vertices
    inset: dict[tuple[int, int], np.ndarray] = {}  # (face, corner) -> the face's inset corner
    parts: list[Mesh] = []
    for f, face in enumerate(die.faces):
        q = _inset(face, corners[list(face.corners)], die.bevel)
        for corner, point in zip(face.corners, q, strict=True):
            inset[(f, corner)] = point
        uv = np.array([face_uv(face, point, die.frame_half) for point in q])
        v = make_vertices(q, np.tile(face.normal, (len(q), 1)), colour, uv, material=GLOSS)
        v[:, 11] = PRINT_TOP_FACE if die.sides == 10 else PRINT_TOP_CORNER
        fan = [i for k in range(1, len(q) - 1) for i in (0, k, k + 1)]
        parts.append(Mesh(v, np.array(fan, np.uint32)))
    # The rounded edges: a strip between the two faces' inset edges, its normals those of the
    # faces (the light turns smoothly over the edge).
    for f, face in enumerate(die.faces):
        ring = face.corners
        for i in range(len(ring)):
            a, b = ring[i], ring[(i + 1) % len(ring)]
            g = next(
                g
                for g, other in enumerate(die.faces)
                if g != f and a in other.corners and b in other.corners
            )
            if g < f:
                continue
            pos = np.array([inset[(f, a)], inset[(f, b)], inset[(g, b)], inset[(g, a)]])
            other = die.faces[g].normal
            normals = np.array([face.normal, face.normal, other, other])
            parts.append(
                Mesh(
                    make_vertices(pos, normals, colour, material=GLOSS),
                    np.array([0, 1, 2, 0, 2, 3], np.uint32),
                )
            )
    # The rounded corners: a fan round each corner over the faces' inset corners that meet there.
    for c, point in enumerate(corners):
        around = [(f, inset[(f, c)]) for f, face in enumerate(die.faces) if c in face.corners]
        axis = point / np.linalg.norm(point)
        ref = around[0][1] - point
        ref = ref - (ref @ axis) * axis
        side = np.cross(axis, ref)
        offsets = [p - point for _, p in around]
        turns = [math.atan2(float(d @ side), float(d @ ref)) for d in offsets]
        around = [item for _, item in sorted(zip(turns, around, strict=True), key=lambda t: t[0])]
        tip = point - axis * die.bevel * 0.6
        pos = np.array([tip, *(p for _, p in around)])
        normals = np.array([axis, *(die.faces[f].normal for f, _ in around)])
        k = len(around)
        fan = [i for j in range(k) for i in (0, 1 + j, 1 + (j + 1) % k)]
        parts.append(
            Mesh(make_vertices(pos, normals, colour, material=GLOSS), np.array(fan, np.uint32))
        )
    return _outwards(merge(parts))


def bird_wing() -> Mesh:
    """One wing of a small bird far over the hills: a swept, two-sided triangle fan along +x
    from the body line (the y axis, flying towards +y). Two of them, turned, make the bird."""
    outline = np.array(
        [
            [0.0, 0.22, 0.0],
            [0.28, 0.10, 0.02],
            [0.62, -0.08, 0.0],
            [0.30, -0.05, 0.0],
            [0.0, -0.20, 0.0],
        ]
    )
    tris = [(0, 1, 3), (1, 2, 3), (0, 3, 4)]
    parts = []
    for up in (1.0, -1.0):
        idx = [t if up > 0 else (t[0], t[2], t[1]) for t in tris]
        nrm = np.tile([0.0, 0.0, up], (len(outline), 1))
        parts.append(
            Mesh(make_vertices(outline, nrm, (1.0, 1.0, 1.0)), np.array(idx, np.uint32).reshape(-1))
        )
    return merge(parts)


# --- the train ---------------------------------------------------------------------------------

# Along +x (forwards), centred on its own middle, standing on z=0 (the rails' top). The gauge
# matches the rails painted on the board (rail_paint.RAIL_OFFSET).
TRAIN_WIDTH: Final = 0.40
LOCO_LENGTH: Final = 1.0
COACH_LENGTH: Final = 0.86
TRAIN_GAP: Final = 0.07  # between two vehicles (their couplings)
TRAIN_HEIGHT: Final = 0.58
WHEEL_RADIUS: Final = 0.075


def _wheels(xs: tuple[float, ...], colour: palette.Colour) -> list[Mesh]:
    """Pairs of flat wheels on either side at ``xs``, their axles across."""
    parts: list[Mesh] = []
    for x in xs:
        for side in (-1.0, 1.0):
            # The cylinder's axis (z) turned to point outwards, its inner face at |y| = 0.165.
            wheel = cylinder(WHEEL_RADIUS, 0.04, 10, colour).transformed(
                translation(x, side * 0.165, WHEEL_RADIUS) @ rotation_x(-side * math.pi / 2)
            )
            parts.append(wheel)
    return parts


def _shadow_plate(half_length: float) -> Mesh:
    """A dark plate just above the board under the vehicle: its contact shadow (the pieces'
    soft round shadows do not fit a long body)."""
    return box(
        (-half_length, -TRAIN_WIDTH / 2 - 0.02, 0.002),
        (half_length, TRAIN_WIDTH / 2 + 0.02, 0.004),
        palette.TRAIN_SHADOW,
    )


def locomotive() -> Mesh:
    """A small steam locomotive: frame, six wheels, boiler with smokebox, chimney and dome,
    a cab with windows and a roof, a red buffer beam."""
    h = LOCO_LENGTH / 2
    w = TRAIN_WIDTH / 2
    boiler_r = 0.13
    boiler_z = 0.28
    parts = [
        _shadow_plate(h),
        box((-h, -w * 0.8, 0.07), (h - 0.04, w * 0.8, 0.15), palette.TRAIN_FRAME),
        box((h - 0.04, -w, 0.06), (h, w, 0.16), palette.TRAIN_RED),  # buffer beam
        box((-h, -w, 0.06), (-h + 0.03, w, 0.15), palette.TRAIN_RED),
        *_wheels((-0.27, -0.02, 0.23), palette.TRAIN_WHEEL),
        # The boiler along x, the smokebox in front of it.
        cylinder(boiler_r, 0.56, 12, palette.TRAIN_BODY).transformed(
            translation(-0.12, 0.0, boiler_z) @ rotation_y(math.pi / 2)
        ),
        cylinder(boiler_r * 1.04, 0.1, 12, palette.TRAIN_FRAME).transformed(
            translation(0.42, 0.0, boiler_z) @ rotation_y(math.pi / 2)
        ),
        cylinder(boiler_r * 1.08, 0.025, 12, palette.TRAIN_BRASS).transformed(
            translation(0.16, 0.0, boiler_z) @ rotation_y(math.pi / 2)
        ),
        cylinder(0.045, 0.16, 8, palette.TRAIN_FRAME).transformed(translation(0.4, 0.0, 0.36)),
        cylinder(0.062, 0.035, 8, palette.TRAIN_FRAME).transformed(translation(0.4, 0.0, 0.5)),
        cylinder(0.05, 0.1, 8, palette.TRAIN_BRASS).transformed(translation(0.1, 0.0, 0.36)),
        # The cab: walls, dark windows on both sides and at the front, a roof.
        box((-h + 0.03, -w, 0.15), (-0.1, w, 0.5), palette.TRAIN_CAB),
        box((-0.4, -w - 0.004, 0.33), (-0.19, w + 0.004, 0.45), palette.TRAIN_WINDOW),
        box((-0.1, -w * 0.6, 0.36), (-0.096, w * 0.6, 0.45), palette.TRAIN_WINDOW),
        box((-h - 0.02, -w - 0.03, 0.5), (-0.06, w + 0.03, 0.55), palette.TRAIN_ROOF),
    ]
    return merge(parts)


def coach() -> Mesh:
    """A little passenger coach of light wood: frame, four wheels, a row of windows, a roof."""
    h = COACH_LENGTH / 2
    w = TRAIN_WIDTH / 2
    parts = [
        _shadow_plate(h),
        box((-h + 0.02, -w * 0.8, 0.07), (h - 0.02, w * 0.8, 0.14), palette.TRAIN_FRAME),
        *_wheels((-0.26, 0.26), palette.TRAIN_WHEEL),
        box((-h, -w, 0.14), (h, w, 0.46), palette.TRAIN_COACH),
        box((-h + 0.02, -w - 0.004, 0.2), (h - 0.02, w + 0.004, 0.23), palette.TRAIN_RED),
    ]
    for k in range(3):
        x = -h + 0.1 + k * (COACH_LENGTH - 0.2) / 3
        parts.append(
            box((x + 0.03, -w - 0.006, 0.28), (x + 0.19, w + 0.006, 0.41), palette.TRAIN_WINDOW)
        )
    roof = palette.TRAIN_COACH_ROOF
    parts.append(box((-h - 0.02, -w - 0.03, 0.46), (h + 0.02, w + 0.03, 0.5), roof))
    parts.append(box((-h + 0.06, -w + 0.04, 0.5), (h - 0.06, w - 0.04, 0.53), roof))
    return merge(parts)
