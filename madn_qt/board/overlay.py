"""The pieces' footprint on screen: what to draw for a pawn, a die or a bird's wing, their
soft shadows and halos as flat quads on the board, and the screen rectangles a frame redraws.

Plain numpy, no GL calls.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from madn_qt.board.geometry import STRIDE, Mesh
from madn_qt.palette import SUN_DIRECTION

DIE_MESH = 4
BIRD_MESH = 5
LOCO_MESH = 6
COACH_MESH = 7
TRAIN_MESHES = frozenset((LOCO_MESH, COACH_MESH))
# No mesh: a mark painted on the board (the focused figure's target field), rings only.
MARK_MESH = 8
# No mesh: a dot on each field of the focused move's way through a special path (route_marks).
ROUTE_MESH = 12
MARK_MESHES = frozenset((MARK_MESH, ROUTE_MESH))
# A flake of the winner's confetti (celebration.py): the wing's triangles, small, in its tint.
CONFETTI_MESH = 9
# The numbered dice of event mode (madn_qt.board.dice): the tetrahedron and the trapezohedron.
D4_MESH = 10
D10_MESH = 11
DICE_MESHES = frozenset((DIE_MESH, D4_MESH, D10_MESH))
NUMBERED_MESHES = frozenset((D4_MESH, D10_MESH))  # (their faces sample the dice atlas)
DIE_MESH_OF = {4: D4_MESH, 6: DIE_MESH, 10: D10_MESH}  # by the die's sides
# The rings: gold under a movable pawn (normal blending: additive light vanished on the pale
# fields and wood), white for the figure that has the keyboard focus and its target; each
# with a soft dark outline, so it reads on white fields, on its own colour and on wood alike.
FOCUS_COLOUR = (1.0, 1.0, 1.0)
HALO_SIZE = 0.65  # the gold ring's outer radius: its brightest part just outside the field
RING_OUTLINE = (0.12, 0.07, 0.02)
BIRD_PAINT = (0.18, 0.17, 0.19)
# Where each mesh lies in the piece buffer (static_scene.scene_data): pawns of every seat share
# the first; index 3 is the draft pawn.
_KINDS = {
    DIE_MESH: 1,
    BIRD_MESH: 2,
    LOCO_MESH: 4,
    COACH_MESH: 5,
    CONFETTI_MESH: 2,
    D4_MESH: 6,
    D10_MESH: 7,
}

Rect = tuple[int, int, int, int]  # x0, y0, x1, y1 in GL window pixels (origin bottom left)


@dataclass
class PieceDraw:
    """A pawn (mesh 0..3 = seat), the D6 (mesh 4), a bird's wing (mesh 5), a vehicle of the
    train (6 the locomotive, 7 a coach) or a numbered die (10 the D4, 11 the D10) with its
    model matrix.

    ``glow`` 0..1 lights the rim, ``halo`` draws a glowing ring under it, ``lift`` is its height
    above its resting place (the contact shadow fades and spreads with it), ``height`` the size
    of the shadow it casts.
    """

    mesh: int
    model: np.ndarray
    key: object = None
    glow: float = 0.0
    halo: bool = False
    focus: bool = False  # the keyboard focus is on it: a white ring instead of the gold one
    tint: tuple[float, float, float] = (1.0, 1.0, 1.0)  # a mark's or a confetti flake's colour
    lift: float = 0.0
    height: float = 0.8
    radius: float = 0.3
    ground: float = 0.0
    shadow: bool = True


BlobSpec = tuple[float, float, float, float, float, tuple[float, float, float], float, float]
SHADOW_DIR = -SUN_DIRECTION[:2] / np.linalg.norm(SUN_DIRECTION[:2])
SHADOW_SLOPE = float(np.linalg.norm(SUN_DIRECTION[:2]) / SUN_DIRECTION[2])


def piece_blobs(
    piece: PieceDraw, glow_colour: tuple[float, float, float]
) -> tuple[list[BlobSpec], list[BlobSpec]]:
    """A piece's soft shadows (a contact patch and a shadow cast away from the sun) and halo:
    ``(x, y, z, along, across, colour, strength, ring)`` ellipses on the board. A halo is a
    bright ring over a soft dark one (drawn with the shadows); a mark (:data:`MARK_MESH`) is
    only rings: round a field, a ring in the moving seat's colour (:attr:`PieceDraw.tint`)
    between a dark outline and a white inner ring, and a faint fill of the colour; a route's
    dot (:data:`ROUTE_MESH`) a small disc of the colour with a dark rim and a white heart."""
    x, y = float(piece.model[0, 3]), float(piece.model[1, 3])
    if piece.mesh == MARK_MESH:
        z = piece.ground + 0.004
        return [(x, y, z, 0.84, 0.84, RING_OUTLINE, 0.6, 1.0)], [
            (x, y, z + 0.001, 0.72, 0.72, piece.tint, 1.0, 1.0),
            (x, y, z + 0.002, 0.56, 0.56, FOCUS_COLOUR, 0.9, 1.0),
            (x, y, z + 0.003, 0.40, 0.40, piece.tint, 0.45, 0.0),
        ]
    if piece.mesh == ROUTE_MESH:  # a dot of the seat's colour with a white heart
        z = piece.ground + 0.004
        return [(x, y, z, 0.36, 0.36, RING_OUTLINE, 0.7, 0.0)], [
            (x, y, z + 0.001, 0.30, 0.30, piece.tint, 1.0, 0.0),
            (x, y, z + 0.002, 0.12, 0.12, FOCUS_COLOUR, 1.0, 0.0),
        ]
    if not piece.shadow:
        return [], []
    fade = 1.0 / (1.0 + 2.5 * piece.lift)
    spread = 1.0 + 0.6 * min(piece.lift, 2.0)
    length = 0.5 * piece.height * SHADOW_SLOPE + piece.radius
    offset = length - piece.radius * 0.7 + piece.lift * SHADOW_SLOPE
    z = piece.ground + 0.004
    r = piece.radius * 1.35 * spread
    shadows: list[BlobSpec] = [
        (
            x + SHADOW_DIR[0] * offset,
            y + SHADOW_DIR[1] * offset,
            z,
            length * spread,
            piece.radius * 1.15 * spread,
            (0.10, 0.07, 0.02),
            0.42 * fade,
            0.0,
        ),
        (x, y, z + 0.001, r, r, (0.06, 0.04, 0.0), 0.45 * fade, 0.0),
    ]
    halos: list[BlobSpec] = []
    if piece.halo or piece.focus:
        size = 0.70 if piece.focus else HALO_SIZE
        colour = FOCUS_COLOUR if piece.focus else glow_colour
        strength = 1.0 if piece.focus else 0.8 + 0.2 * piece.glow  # (strong at the faintest)
        shadows.append((x, y, z + 0.0015, size * 1.2, size * 1.2, RING_OUTLINE, 0.5, 1.0))
        halos.append((x, y, z + 0.002, size, size, colour, strength, 1.0))
    return shadows, halos


def blob_quads(
    pieces: list[PieceDraw], glow_colour: tuple[float, float, float]
) -> tuple[Mesh, Mesh]:
    shadows: list[BlobSpec] = []
    halos: list[BlobSpec] = []
    for piece in pieces:
        s, h = piece_blobs(piece, glow_colour)
        shadows += s
        halos += h
    return quads(shadows, SHADOW_DIR), quads(halos, SHADOW_DIR)


def kind(mesh: int) -> int:
    """Index into the piece buffer: 0 pawn (any seat), 1 die, 2 wing (and a confetti flake),
    4 locomotive, 5 coach, 6 the D4, 7 the D10."""
    return 0 if mesh < DIE_MESH else _KINDS[mesh]


def signature(piece: PieceDraw) -> bytes:
    extra = np.array(
        [
            piece.glow,
            piece.lift,
            float(piece.halo) + 2.0 * float(piece.focus),
            piece.mesh,
            *piece.tint,
        ],
        dtype=np.float32,
    )
    return piece.model.astype(np.float32).tobytes() + extra.tobytes()


_CORNERS = np.array([[i, j, k] for i in (0, 1) for j in (0, 1) for k in (0, 1)], dtype=np.float64)
_SIGNS = np.array([[-1.0, -1.0], [-1.0, 1.0], [1.0, -1.0], [1.0, 1.0]])


def footprint(piece: PieceDraw) -> np.ndarray:
    """World points (N, 3) whose screen rectangle holds the piece, its shadows and its halo."""
    c = piece.model[:3, 3]
    if piece.mesh in DICE_MESHES:  # (any way up: the D4's corners reach 0.61 from its middle)
        lo, hi = c - 0.65, c + 0.65
    elif piece.mesh == BIRD_MESH:
        lo, hi = c - 1.2, c + 1.2
    elif piece.mesh == CONFETTI_MESH:
        lo, hi = c - 0.16, c + 0.16
    elif piece.mesh in TRAIN_MESHES:  # at most half a vehicle's length from its middle
        lo = c + np.array([-0.62, -0.62, -0.02])
        hi = c + np.array([0.62, 0.62, 0.62])
    else:
        lo = c + np.array([-0.36, -0.36, -0.02])
        hi = c + np.array([0.36, 0.36, piece.height + 0.04])
    box = lo + _CORNERS * (hi - lo)
    shadows, halos = piece_blobs(piece, (1.0, 1.0, 1.0))
    if not shadows and not halos:
        return box
    blobs = np.array([b[:5] for b in shadows + halos])  # x, y, z, along, across
    across = np.array([-SHADOW_DIR[1], SHADOW_DIR[0]])
    offsets = (
        _SIGNS[None, :, 0:1] * blobs[:, None, 3:4] * SHADOW_DIR
        + _SIGNS[None, :, 1:2] * blobs[:, None, 4:5] * across
    )  # (blobs, 4, 2)
    xy = blobs[:, None, :2] + offsets
    z = np.broadcast_to(blobs[:, None, 2:3], (len(blobs), 4, 1))
    flat = np.concatenate([xy, z], 2).reshape(-1, 3)
    out: np.ndarray = np.concatenate([box, flat])
    return out


_FOOTPRINTS: dict[bytes, np.ndarray] = {}  # by signature: pieces mostly stand still


def screen_rects(
    pieces: list[PieceDraw], view_proj: np.ndarray, width: int, height: int
) -> list[Rect]:
    """For every piece, the pixel rectangle ``(x0, y0, x1, y1)``, GL window coordinates, that
    it, its shadows and its halo can touch (its :func:`footprint` through
    :func:`project_rect`), all projected together (one matrix product a frame)."""
    if not pieces:
        return []
    points = []
    for p in pieces:
        shape = np.array([p.height, p.radius, p.ground, float(p.shadow)], dtype=np.float32)
        key = signature(p) + shape.tobytes()
        found = _FOOTPRINTS.get(key)
        if found is None:
            if len(_FOOTPRINTS) > 512:
                _FOOTPRINTS.clear()
            found = _FOOTPRINTS[key] = footprint(p)
        points.append(found)
    counts = [len(p) for p in points]
    allp = np.concatenate(points)
    clip = np.concatenate([allp, np.ones((allp.shape[0], 1))], 1) @ view_proj.T
    starts = np.cumsum([0, *counts[:-1]])
    behind = np.logical_or.reduceat(clip[:, 3] <= 1e-6, starts)
    w = np.where(clip[:, 3] <= 1e-6, 1.0, clip[:, 3])
    px = (clip[:, 0] / w * 0.5 + 0.5) * width
    py = (clip[:, 1] / w * 0.5 + 0.5) * height
    x0 = np.maximum(0, np.floor(np.minimum.reduceat(px, starts)) - 3)
    y0 = np.maximum(0, np.floor(np.minimum.reduceat(py, starts)) - 3)
    x1 = np.minimum(width, np.ceil(np.maximum.reduceat(px, starts)) + 3)
    y1 = np.minimum(height, np.ceil(np.maximum.reduceat(py, starts)) + 3)
    rects: list[Rect] = []
    for k in range(len(counts)):
        if behind[k]:
            rects.append((0, 0, width, height))
        else:
            a, b = int(x0[k]), int(y0[k])
            rects.append((a, b, max(a, int(x1[k])), max(b, int(y1[k]))))
    return rects


def project_rect(
    points: np.ndarray, view_proj: np.ndarray, width: int, height: int
) -> tuple[int, int, int, int]:
    """Pixel rectangle (GL window coordinates, a few pixels of margin) around world points."""
    clip = np.concatenate([points, np.ones((points.shape[0], 1))], 1) @ view_proj.T
    return _rect_of(clip, width, height)


def _rect_of(clip: np.ndarray, width: int, height: int) -> Rect:
    if np.any(clip[:, 3] <= 1e-6):
        return (0, 0, width, height)
    ndc = clip[:, :2] / clip[:, 3:4]
    px = (ndc[:, 0] * 0.5 + 0.5) * width
    py = (ndc[:, 1] * 0.5 + 0.5) * height
    x0 = max(0, math.floor(px.min()) - 3)
    y0 = max(0, math.floor(py.min()) - 3)
    x1 = min(width, math.ceil(px.max()) + 3)
    y1 = min(height, math.ceil(py.max()) + 3)
    return (x0, y0, max(x0, x1), max(y0, y1))


def union(
    a: tuple[int, int, int, int] | None, b: tuple[int, int, int, int] | None
) -> tuple[int, int, int, int] | None:
    if a is None:
        return b
    if b is None:
        return a
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def dirty_rect(
    old: dict[object, tuple[bytes, tuple[int, int, int, int]]],
    new: dict[object, tuple[bytes, tuple[int, int, int, int]]],
) -> tuple[int, int, int, int] | None:
    """The bounding rectangle of every piece that appeared, vanished or changed (old and new
    place), or None when nothing did."""
    rects = []
    for key in old.keys() | new.keys():
        before, after = old.get(key), new.get(key)
        if before is not None and after is not None and before[0] == after[0]:
            continue
        rects += [r for r in (before, after) if r is not None]
    boxes = [r[1] for r in rects if r[1][2] > r[1][0] and r[1][3] > r[1][1]]
    if not boxes:
        return None
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def quads(
    specs: list[tuple[float, float, float, float, float, tuple[float, float, float], float, float]],
    direction: np.ndarray,
) -> Mesh:
    n = len(specs)
    if n == 0:
        return Mesh(np.zeros((0, STRIDE), np.float32), np.zeros(0, np.uint32))
    a = np.array(
        [
            (x, y, z, al, ac, c[0], c[1], c[2], alpha, ring)
            for x, y, z, al, ac, c, alpha, ring in specs
        ],
        dtype=np.float64,
    )
    corners = np.array([[-1.0, -1.0], [1.0, -1.0], [1.0, 1.0], [-1.0, 1.0]])
    across = np.array([-direction[1], direction[0]])
    # (n, 4, 2): centre + corner.u * along * direction + corner.v * across_r * across
    xy = (
        a[:, None, 0:2]
        + corners[None, :, 0:1] * a[:, None, 3:4] * direction[None, None, :]
        + corners[None, :, 1:2] * a[:, None, 4:5] * across[None, None, :]
    )
    v = np.zeros((n, 4, STRIDE), dtype=np.float32)
    v[:, :, 0:2] = xy
    v[:, :, 2] = a[:, None, 2]
    v[:, :, 5] = 1.0
    v[:, :, 6:9] = a[:, None, 5:8]
    v[:, :, 9:11] = corners[None, :, :]
    v[:, :, 11] = a[:, None, 8]
    v[:, :, 12] = a[:, None, 9]
    base = (np.arange(n, dtype=np.uint32) * 4)[:, None]
    idx = (base + np.array([0, 1, 2, 0, 2, 3], dtype=np.uint32)).reshape(-1)
    return Mesh(v.reshape(-1, STRIDE), idx.astype(np.uint32))


def piece_matrix(x: float, y: float, z: float, spin: float) -> np.ndarray:
    """Model matrix of a pawn standing at ``(x, y)`` lifted to ``z``, turned by ``spin``."""
    c, s = math.cos(spin), math.sin(spin)
    m = np.eye(4)
    m[0, 0], m[0, 1], m[1, 0], m[1, 1] = c, -s, s, c
    m[:3, 3] = (x, y, z)
    return m
