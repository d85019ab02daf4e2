"""The static scene as numpy meshes: the wooden board with raised fields, terrain, pond,
trees, bushes and clouds. No GL calls; the renderer merges them into one vertex buffer.

World: board top at ``z = 0``, x right, y away from the viewer, z up; one unit = one field.
"""

from __future__ import annotations

import math
from typing import Final

import numpy as np

from madn_qt import palette
from madn_qt.board.geometry import (
    CLOUD,
    MATTE,
    WATER,
    Mesh,
    cone,
    flat_shaded,
    icosphere,
    make_vertices,
    merge,
    prism,
)
from madn_qt.board.textures import BOARD_HALF, board_uv

BOARD_THICKNESS: Final = 0.32
FIELD_RELIEF: Final = 0.028
GROUND: Final = -BOARD_THICKNESS
POND_CENTRE: Final = (10.5, 7.0)
POND_RADII: Final = (3.2, 2.2)
WATER_LEVEL: Final = GROUND - 0.10


def _quad(corners: list[tuple[float, float, float]], colour: palette.Colour) -> Mesh:
    pos = np.array(corners, dtype=np.float64)
    n = np.cross(pos[1] - pos[0], pos[2] - pos[0])
    n /= np.linalg.norm(n)
    v = make_vertices(pos, np.tile(n, (4, 1)), colour)
    return Mesh(v, np.array([0, 1, 2, 0, 2, 3], np.uint32))


# The board's bevelled edge, from the flat top outwards: (inset from the edge, height) along
# a rounded profile; then the side goes straight down.
BEVEL: Final = ((0.17, 0.0), (0.085, -0.018), (0.03, -0.06), (0.0, -0.12))


def board() -> Mesh:
    """The board: a textured top, a rounded bevel round its edge (three facets catching the
    sun), wooden sides. The fields' relief is painted into the texture."""
    h = BOARD_HALF
    top_half = h - BEVEL[0][0]
    parts: list[Mesh] = []
    top = _quad(
        [
            (-top_half, -top_half, 0.0),
            (top_half, -top_half, 0.0),
            (top_half, top_half, 0.0),
            (-top_half, top_half, 0.0),
        ],
        (1.0, 1.0, 1.0),
    )
    top.vertices[:, 9:11] = board_uv(top.vertices[:, 0:2])
    parts.append(top.with_extra(textured=1.0))
    bottom_z = -BOARD_THICKNESS
    # Varnished wood: the bevel's upper facets lighter (they catch the light like a rounded
    # edge), the side darker.
    bevel_colours = (palette.WOOD_BEVEL, palette.WOOD_LIGHT, palette.WOOD_SIDE)
    for k in range(4):
        # Edge k of the square, turned a quarter each time (counter-clockwise seen from above).
        def turn(x: float, y: float, k: int = k) -> tuple[float, float]:
            for _ in range(k):
                x, y = -y, x
            return x, y

        for (inset_a, z_a), (inset_b, z_b), colour in zip(
            BEVEL[:-1], BEVEL[1:], bevel_colours, strict=True
        ):
            ra, rb = h - inset_a, h - inset_b
            parts.append(
                _quad(
                    [
                        (*turn(-rb, -rb), z_b),
                        (*turn(rb, -rb), z_b),
                        (*turn(ra, -ra), z_a),
                        (*turn(-ra, -ra), z_a),
                    ],
                    colour,
                )
            )
        low = BEVEL[-1][1]
        parts.append(
            _quad(
                [
                    (*turn(-h, -h), bottom_z),
                    (*turn(h, -h), bottom_z),
                    (*turn(h, -h), low),
                    (*turn(-h, -h), low),
                ],
                palette.WOOD_SIDE,
            )
        )
    # The fields' slight relief is painted into the board's texture (see paint_canvas.paint_field):
    # a few hundred small triangles per field ring cost a software rasteriser more than the
    # whole lawn.
    return merge(parts)


# --- terrain -------------------------------------------------------------------------------


# The terrain is a set of nested square rings, each twice as coarse as the one inside it: a
# cell then covers about as many pixels near or far, and there are few of them (a software
# rasteriser pays for every triangle). (outer half size, cell size) from the board outwards.
TERRAIN_RINGS: Final = ((12.0, 1.0), (24.0, 2.0), (48.0, 4.0), (96.0, 8.0), (224.0, 16.0))


def _hash_noise(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Smooth value-ish noise from sums of sines (deterministic, no dependency)."""
    return (
        np.sin(x * 0.11 + 1.7) * np.cos(y * 0.13 - 0.4)
        + 0.5 * np.sin(x * 0.27 - y * 0.21 + 2.1)
        + 0.25 * np.sin(x * 0.61 + y * 0.53 + 0.3)
    )


def terrain_height(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Ground height: flat lawn around the board, gentle hills further out, a pond hollow."""
    r = np.hypot(x, y)
    lawn = 0.06 * np.sin(x * 0.7) * np.sin(y * 0.6)
    rise = np.clip((r - 13.0) / 45.0, 0.0, 1.0)
    rise = rise * rise * (3.0 - 2.0 * rise)
    hills = rise * (1.4 + 1.1 * _hash_noise(x, y))
    far = np.clip((r - 100.0) / 90.0, 0.0, 1.0) ** 1.5 * (
        9.0 + 6.0 * np.sin(np.arctan2(y, x) * 5.0 + 1.0)
    )
    h = GROUND + lawn * np.clip(1.0 - (r - 8.0) / 4.0, 0.0, 1.0) ** 0 + hills + far
    # Flat under and right around the board.
    flat = np.clip((np.maximum(np.abs(x), np.abs(y)) - 6.6) / 2.5, 0.0, 1.0)
    h = GROUND + (h - GROUND) * flat
    px, py = POND_CENTRE
    d = np.hypot((x - px) / POND_RADII[0], (y - py) / POND_RADII[1])
    hollow = np.clip(1.25 - d, 0.0, 1.0)
    out: np.ndarray = h - 0.45 * np.sqrt(hollow)
    return out


def terrain() -> Mesh:
    """The ground: nested rings of height-field cells around the board (none under it)."""
    parts = []
    inner = BOARD_HALF - 0.9
    for outer, step in TERRAIN_RINGS:
        axis = -outer + step * np.arange(round(2 * outer / step) + 1)
        stitch = outer < TERRAIN_RINGS[-1][0]
        parts.append(_terrain_grid(axis, np.abs(axis) <= inner + 1e-6, stitch))
        inner = outer
    return merge(parts)


def _terrain_grid(axis: np.ndarray, hidden: np.ndarray, stitch: bool) -> Mesh:
    """A height-field grid over ``axis`` x ``axis``; cells with all four lines ``hidden`` are
    left out (under the board, or inside the finer ring). With ``stitch``, every other vertex
    of the outer rim lies on the straight edge of the next, twice as coarse ring: no cracks."""
    x, y = np.meshgrid(axis, axis, indexing="ij")
    z = terrain_height(x, y)
    if stitch:
        for rim in (z[0, :], z[-1, :], z[:, 0], z[:, -1]):  # views into z
            rim[1:-1:2] = (rim[0:-2:2] + rim[2::2]) / 2.0
    n = len(axis)
    # Smooth normals from the height field's gradient (the same where rings meet).
    e = 0.05
    dzdx = (terrain_height(x + e, y) - terrain_height(x - e, y)) / (2 * e)
    dzdy = (terrain_height(x, y + e) - terrain_height(x, y - e)) / (2 * e)
    normals = np.stack([-dzdx, -dzdy, np.ones_like(z)], -1)
    normals /= np.linalg.norm(normals, axis=-1, keepdims=True)
    v = make_vertices(
        np.stack([x, y, z], -1).reshape(-1, 3), normals.reshape(-1, 3), _ground_colour(x, y)
    )
    idx = []
    for i in range(n - 1):
        for j in range(n - 1):
            if hidden[i] and hidden[i + 1] and hidden[j] and hidden[j + 1]:
                continue
            a = i * n + j
            idx += [a, a + n, a + n + 1, a, a + n + 1, a + 1]
    return Mesh(v, np.array(idx, np.uint32))


def skyline() -> np.ndarray:
    """The terrain's outer rim as a closed loop of homogeneous points (N, 4), counter-clockwise
    seen from above: the sky can only show above it."""
    outer, step = TERRAIN_RINGS[-1]
    axis = -outer + step * np.arange(round(2 * outer / step) + 1)
    edge = np.full_like(axis, outer)
    xs = np.concatenate([axis, edge, axis[::-1], -edge])
    ys = np.concatenate([-edge, axis, edge, axis[::-1]])
    return np.stack([xs, ys, terrain_height(xs, ys), np.ones_like(xs)], 1)


def _ground_colour(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Lawn colour with dry and dark patches, fading to the far hills' haze, sand at the pond."""
    r = np.hypot(x, y)
    patch = 0.5 + 0.5 * np.sin(x * 0.9 + np.sin(y * 0.7) * 2.0) * np.sin(y * 0.8 + 1.0)
    grass = np.array(palette.GRASS)
    dry = np.array(palette.GRASS_DRY)
    dark = np.array(palette.GRASS_DARK)
    far = np.array(palette.HILL_FAR)
    colour = (
        grass
        + (dry - grass) * (patch[..., None] * 0.45)
        + (dark - grass)
        * (np.clip(0.5 + 0.5 * _hash_noise(x * 3.0, y * 3.0), 0, 1)[..., None] * 0.35)
    )
    colour = colour + (far - colour) * np.clip((r[..., None] - 30.0) / 90.0, 0.0, 1.0)
    px, py = POND_CENTRE
    d = np.hypot((x - px) / POND_RADII[0], (y - py) / POND_RADII[1])
    shore = np.clip((1.25 - d) / 0.3, 0.0, 1.0)[..., None]
    out: np.ndarray = (colour + (np.array(palette.SAND) - colour) * shore).reshape(-1, 3)
    return out


def pond() -> Mesh:
    segments = 40
    px, py = POND_CENTRE
    a = np.linspace(0.0, 2.0 * math.pi, segments, endpoint=False)
    ring = np.stack([np.cos(a) * POND_RADII[0] * 1.12, np.sin(a) * POND_RADII[1] * 1.12], 1)
    xy = np.concatenate([[[0.0, 0.0]], ring]) + np.array([px, py])
    pos = np.concatenate([xy, np.full((segments + 1, 1), WATER_LEVEL)], 1)
    v = make_vertices(
        pos, np.tile([0.0, 0.0, 1.0], (segments + 1, 1)), palette.WATER, material=WATER
    )
    idx: list[int] = []
    for j in range(segments):
        idx += [0, 1 + j, 1 + (j + 1) % segments]
    return Mesh(v, np.array(idx, np.uint32))


# --- plants and clouds ---------------------------------------------------------------------


def _ground_at(x: float, y: float) -> float:
    return float(terrain_height(np.array(x), np.array(y)))


def _swaying(mesh: Mesh, base: float, height: float, strength: float) -> Mesh:
    z = mesh.vertices[:, 2]
    weight = np.clip((z - base) / max(height, 1e-6), 0.0, 1.0) ** 1.5 * strength
    return mesh.with_extra(sway=weight)


def leafy_tree(x: float, y: float, scale: float, leaves: palette.Colour, seed: int) -> Mesh:
    rng = np.random.default_rng(seed)
    g = _ground_at(x, y)
    trunk_pos, trunk_tri = prism(0.22 * scale, 0.0, 2.2 * scale, 6)
    parts = [flat_shaded(trunk_pos + np.array([x, y, g]), trunk_tri, palette.TRUNK)]
    sphere_pos, sphere_tri = icosphere(1)
    for k in range(4):
        r = (1.0 + 0.35 * rng.random()) * scale * (1.2 if k == 0 else 0.85)
        ox, oy = ((rng.random(2) - 0.5) * 1.3 * scale) if k else np.zeros(2)
        oz = (2.9 + 0.7 * k * rng.random()) * scale if k else 3.0 * scale
        jitter = 1.0 + (rng.random((sphere_pos.shape[0], 1)) - 0.5) * 0.18
        p = sphere_pos * jitter * (r, r, r * 0.85) + (x + ox, y + oy, g + oz)
        tint = 0.92 + 0.16 * rng.random()
        parts.append(
            flat_shaded(p, sphere_tri, (leaves[0] * tint, leaves[1] * tint, leaves[2] * tint))
        )
    tree = merge(parts)
    return _swaying(tree, g + 1.8 * scale, 3.5 * scale, 0.10 * scale)


def fir_tree(x: float, y: float, scale: float, leaves: palette.Colour) -> Mesh:
    g = _ground_at(x, y)
    trunk_pos, trunk_tri = prism(0.18 * scale, 0.0, 1.2 * scale, 6)
    parts = [flat_shaded(trunk_pos + np.array([x, y, g]), trunk_tri, palette.TRUNK)]
    for k, (r, h, z0) in enumerate(((1.5, 2.4, 0.9), (1.15, 2.0, 2.1), (0.8, 1.7, 3.1))):
        p, t = cone(r * scale, h * scale, 8)
        shade = 0.9 + 0.06 * k
        parts.append(
            flat_shaded(
                p + np.array([x, y, g + z0 * scale]),
                t,
                (leaves[0] * shade, leaves[1] * shade, leaves[2] * shade),
            )
        )
    return _swaying(merge(parts), g + 1.0 * scale, 4.0 * scale, 0.08 * scale)


def bush(x: float, y: float, scale: float, leaves: palette.Colour, seed: int) -> Mesh:
    rng = np.random.default_rng(seed)
    g = _ground_at(x, y)
    sphere_pos, sphere_tri = icosphere(1)
    parts = []
    for _ in range(3):
        ox, oy = (rng.random(2) - 0.5) * 1.2 * scale
        r = (0.55 + 0.3 * rng.random()) * scale
        p = sphere_pos * (r, r, r * 0.75) + (x + ox, y + oy, g + r * 0.45)
        parts.append(flat_shaded(p, sphere_tri, leaves))
    return merge(parts)  # bushes stand still: only tree crowns sway


def flowers(seed: int, count: int) -> Mesh:
    """Tiny coloured blossoms dotted over the lawn (clear of the board and the pond)."""
    rng = np.random.default_rng(seed)
    colours = [(0.98, 0.97, 0.92), (0.98, 0.85, 0.25), (0.90, 0.55, 0.70), (0.70, 0.62, 0.92)]
    # A blossom is a tiny four-sided pyramid: a few pixels on screen, four triangles.
    pos_o = np.array(
        [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [-1.0, 0.0, 0.0], [0.0, -1.0, 0.0], [0.0, 0.0, 1.2]]
    )
    tri_o = np.array([[0, 1, 4], [1, 2, 4], [2, 3, 4], [3, 0, 4]])
    parts: list[Mesh] = []
    while len(parts) < count:
        x, y = (rng.random(2) - 0.5) * 34.0
        if max(abs(x), abs(y)) < 7.2:
            continue
        px, py = POND_CENTRE
        if math.hypot((x - px) / POND_RADII[0], (y - py) / POND_RADII[1]) < 1.5:
            continue
        g = _ground_at(x, y)
        c = colours[int(rng.integers(len(colours)))]
        parts.append(flat_shaded(pos_o * 0.09 + (x, y, g + 0.02), tri_o, c))
    return merge(parts)


def grass_tufts(seed: int, count: int) -> Mesh:
    """Little tufts of grass blades on the lawn around the board (one batch of triangles)."""
    rng = np.random.default_rng(seed)
    positions: list[np.ndarray] = []
    colours: list[np.ndarray] = []
    px, py = POND_CENTRE
    base_colours = np.array([palette.GRASS, palette.GRASS, palette.GRASS_DRY])
    while len(positions) < count * 3:
        x, y = (rng.random(2) - 0.5) * 40.0
        if max(abs(x), abs(y)) < 6.6:
            continue
        if math.hypot((x - px) / POND_RADII[0], (y - py) / POND_RADII[1]) < 1.3:
            continue
        g = _ground_at(x, y)
        colour = base_colours[int(rng.integers(3))] * (0.85 + 0.2 * rng.random())
        for _ in range(3):
            a = rng.random() * 2.0 * math.pi
            lean = (rng.random(2) - 0.5) * 0.12
            w = 0.035 + 0.02 * rng.random()
            h = 0.16 + 0.14 * rng.random()
            ox, oy = (rng.random(2) - 0.5) * 0.16
            dx, dy = math.cos(a) * w, math.sin(a) * w
            positions.append(
                np.array(
                    [
                        [x + ox - dx, y + oy - dy, g - 0.01],
                        [x + ox + dx, y + oy + dy, g - 0.01],
                        [x + ox + lean[0], y + oy + lean[1], g + h],
                    ]
                )
            )
            colours.append(np.array([colour * 0.95, colour * 0.95, colour * 1.25]))
    pos = np.concatenate(positions)
    col = np.clip(np.concatenate(colours), 0.0, 1.0)
    # Blades are lit as if they faced the sky, so both sides look alike.
    v = make_vertices(pos, np.tile([0.0, 0.0, 1.0], (pos.shape[0], 1)), col)
    v[:, 11] = 1.0  # for plants this flag means: lit alike from both sides
    # Each blade twice, once per winding: the scenery is drawn with back faces culled.
    front = np.arange(pos.shape[0], dtype=np.uint32)
    back = front.reshape(-1, 3)[:, ::-1].reshape(-1)
    return Mesh(v, np.concatenate([front, back]))


def clouds(seed: int = 3) -> Mesh:
    """Soft puffy clouds far behind the hills; each drifts as a whole (centre x in uv.x)."""
    return merge(cloud_meshes(seed))


CLOUD_WRAP = 440.0  # clouds drift along x and wrap around over this span (see the shader)


def cloud_meshes(seed: int = 3) -> list[Mesh]:
    rng = np.random.default_rng(seed)
    sphere_pos, sphere_tri = icosphere(1)
    parts = []
    for k in range(7):
        cx = -190.0 + k * 58.0 + rng.random() * 25.0
        cy = 150.0 + rng.random() * 60.0
        cz = 20.0 + rng.random() * 10.0
        blobs = []
        for _ in range(4):
            ox, oy, oz = (rng.random(3) - 0.5) * (20.0, 8.0, 3.0)
            r = 4.5 + rng.random() * 4.0
            p = sphere_pos * (r * 1.4, r, r * 0.55) + (cx + ox, cy + oy, cz + oz)
            v = make_vertices(p, sphere_pos, palette.CLOUD, material=CLOUD)
            blobs.append(Mesh(v, sphere_tri.reshape(-1).astype(np.uint32)))
        cloud = merge(blobs)
        cloud.vertices[:, 9] = cx
        parts.append(cloud.with_extra(cloud=1.0))
    return parts


PLANTS: Final = (
    ("leafy", -13.0, 9.0, 1.25),
    ("leafy", 15.0, 15.0, 1.4),
    ("fir", -19.0, 16.0, 1.5),
    ("leafy", -9.0, 22.0, 1.5),
    ("fir", 8.5, 25.0, 1.7),
    ("leafy", 22.0, 4.0, 1.3),
    ("fir", -24.0, 2.0, 1.4),
    ("leafy", -28.0, 26.0, 1.8),
    ("fir", 28.0, 30.0, 2.0),
    ("leafy", 14.0, -10.0, 1.1),
    ("fir", -15.5, -8.0, 1.2),
    ("leafy", 40.0, 45.0, 2.2),
    ("fir", -40.0, 40.0, 2.4),
    ("leafy", -20.0, 48.0, 2.0),
    ("bush", -9.5, 5.0, 1.0),
    ("bush", 9.0, -3.0, 0.9),
    ("bush", 7.5, 11.0, 1.1),
    ("bush", 13.5, 4.5, 0.8),
    ("bush", -8.5, -6.5, 0.8),
    ("bush", -3.0, 12.0, 1.0),
    ("bush", 3.0, 14.5, 0.9),
    ("bush", -11.0, 14.0, 1.1),
)


def plants() -> Mesh:
    """Every tree and bush (the lawn's little details are apart: :func:`lawn_details`)."""
    return merge(plant_meshes())


def lawn_details() -> Mesh:
    """Flowers and grass tufts: a few pixels each, so a draft picture of a moving view (half
    resolution) leaves them out; they are about a sixth of the scenery's triangles."""
    return merge([flowers(11, 90), grass_tufts(5, 320)])


def plant_meshes() -> list[Mesh]:
    """Every tree and bush, one mesh each."""
    parts = []
    for k, (kind, x, y, s) in enumerate(PLANTS):
        leaves = palette.LEAVES[k % len(palette.LEAVES)]
        if kind == "leafy":
            parts.append(leafy_tree(x, y, s, leaves, seed=k))
        elif kind == "fir":
            parts.append(fir_tree(x, y, s, palette.LEAVES[2]))
        else:
            parts.append(bush(x, y, s, leaves, seed=k))
    return parts


Box = tuple[np.ndarray, np.ndarray]


def moving_boxes() -> tuple[list[Box], list[tuple[Box, float]]]:
    """Bounding boxes of what the wind moves: swaying plants, and each cloud with its centre x
    (a cloud drifts as a whole). Only these regions change when the landscape moves."""
    margin = 0.35
    sway: list[Box] = []
    for mesh in plant_meshes():
        if mesh.vertex_count and float(mesh.vertices[:, 12].max()) > 0.0:
            p = mesh.vertices[:, :3]
            sway.append((p.min(axis=0) - margin, p.max(axis=0) + margin))
    drifting: list[tuple[Box, float]] = []
    for mesh in cloud_meshes():
        p = mesh.vertices[:, :3]
        drifting.append(((p.min(axis=0), p.max(axis=0)), float(mesh.vertices[0, 9])))
    return sway, drifting


def static_scene() -> Mesh:
    """Everything that never moves as a whole (trees sway in the vertex shader)."""
    return merge([board(), plants(), lawn_details(), pond(), terrain(), clouds()]).with_extra(
        material=None
    )


def shadow_casters() -> Mesh:
    """The static meshes that cast sun shadows (no terrain far out, no clouds)."""
    return merge([board(), plants(), lawn_details()])


__all__ = ["MATTE", "shadow_casters", "static_scene"]
