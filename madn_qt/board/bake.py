"""Light baked into the static scenery's vertex colours, once per process.

The landscape and the board never move and neither does the sun, so their light is worked out
here in numpy, per vertex: hemisphere ambient, the sun (Lambert) with a soft shadow looked up in
the sun's depth map (rendered once by the GL side and read back, several taps: a penumbra), and a
cheap ambient occlusion (darker lawn along the board's foot). The scenery's shaders then only
interpolate a colour (times the board's texture), the cheapest a software rasteriser can shade.
"""

from __future__ import annotations

from typing import Final

import numpy as np

from madn_qt import palette
from madn_qt.board.geometry import CLOUD, COLOUR, EXTRA, NORMAL, POS, WATER
from madn_qt.board.scenery import PLANTS, terrain_height
from madn_qt.board.textures import BOARD_HALF

SHADOW_BIAS: Final = 0.004  # in depth-map units (0..1 over the sun's depth range)
NORMAL_OFFSET: Final = 0.06  # world units along the normal before the lookup (no acne)
PCF_RADIUS: Final = 3  # taps each side; every other texel: a soft penumbra
PCF_STEP: Final = 2


def sun_visibility(points: np.ndarray, depth: np.ndarray, sun_matrix: np.ndarray) -> np.ndarray:
    """How much of the sun reaches each point (0 shadowed .. 1 lit), soft-edged.

    ``depth`` is the sun's depth map (rows along y, values 0..1) for ``sun_matrix`` (world to
    the sun's clip space, orthographic). Points outside the map are lit.
    """
    n = points.shape[0]
    homo = np.concatenate([points.astype(np.float64), np.ones((n, 1))], 1)
    clip = homo @ np.asarray(sun_matrix, dtype=np.float64).T
    s = clip[:, :3] / clip[:, 3:4] * 0.5 + 0.5
    size_y, size_x = depth.shape
    fx = s[:, 0] * size_x - 0.5
    fy = s[:, 1] * size_y - 0.5
    ref = s[:, 2] - SHADOW_BIAS
    lit = np.zeros(n)
    taps = 0
    for dy in range(-PCF_RADIUS, PCF_RADIUS + 1):
        for dx in range(-PCF_RADIUS, PCF_RADIUS + 1):
            x = np.clip(np.rint(fx + dx * PCF_STEP).astype(np.int64), 0, size_x - 1)
            y = np.clip(np.rint(fy + dy * PCF_STEP).astype(np.int64), 0, size_y - 1)
            lit += ref <= depth[y, x]
            taps += 1
    visible: np.ndarray = lit / taps
    outside = (s[:, 0] < 0) | (s[:, 0] > 1) | (s[:, 1] < 0) | (s[:, 1] > 1) | (s[:, 2] > 1)
    visible[outside] = 1.0
    return visible


def contact_occlusion(points: np.ndarray) -> np.ndarray:
    """A soft darkening (1 = open sky) of the lawn right at the board's foot, and of the ground
    under each bush and around each tree's foot."""
    edge = np.maximum(np.abs(points[:, 0]), np.abs(points[:, 1])) - BOARD_HALF
    near_ground = points[:, 2] < 0.0
    ao = np.where(
        near_ground & (edge > -0.01), 1.0 - 0.35 * np.exp(-np.maximum(edge, 0.0) / 0.35), 1.0
    )
    ground = terrain_height(points[:, 0], points[:, 1])
    low = points[:, 2] < ground + 0.12
    for kind, x, y, scale in PLANTS:
        reach = scale * (1.1 if kind == "bush" else 0.8)
        depth = 0.45 if kind == "bush" else 0.3
        d2 = ((points[:, 0] - x) ** 2 + (points[:, 1] - y) ** 2) / (reach * reach)
        ao = np.where(low, ao * (1.0 - depth * np.exp(-d2)), ao)
    out: np.ndarray = ao
    return out


def lit_colours(
    vertices: np.ndarray, visibility: np.ndarray, occlusion: np.ndarray | None = None
) -> np.ndarray:
    """Baked colours for static vertices: what the old per-pixel shaders computed, per vertex.

    Matte surfaces (board, lawn, plants): base x (hemisphere + sun x N.L x visibility) x AO.
    Water: the base lit by half the sun (its sky reflection is added per vertex by the shader).
    Clouds: unlit, brighter on top, a third of the way into the horizon haze.
    """
    base = vertices[:, COLOUR : COLOUR + 3].astype(np.float64)
    normal = vertices[:, NORMAL : NORMAL + 3].astype(np.float64)
    material = vertices[:, EXTRA + 3]
    sun_dir = np.asarray(palette.SUN_DIRECTION, dtype=np.float64)
    ndl = np.clip(normal @ sun_dir, 0.0, None)
    up = (normal[:, 2] * 0.5 + 0.5)[:, None]
    hemi = (
        np.array(palette.GROUND_LIGHT)
        + (np.array(palette.SKY_LIGHT) - np.array(palette.GROUND_LIGHT)) * up
    )
    sun = np.array(palette.SUN_COLOUR)[None, :] * (ndl * visibility)[:, None]
    ao = np.ones(len(base)) if occlusion is None else occlusion
    colour = base * (hemi + sun) * ao[:, None]
    water = material == WATER
    colour[water] = (base * (hemi + np.array(palette.SUN_COLOUR)[None, :] * 0.5))[water]
    cloud = material == CLOUD
    puff = np.array([0.80, 0.84, 0.90]) + (np.array([1.0, 0.99, 0.97]) - [0.80, 0.84, 0.90]) * up
    puff = puff + (np.array(palette.SKY_HORIZON) - puff) * 0.3
    colour[cloud] = puff[cloud]
    out: np.ndarray = colour.astype(np.float32)
    return out


def bake(vertices: np.ndarray, depth: np.ndarray, sun_matrix: np.ndarray) -> np.ndarray:
    """A copy of ``vertices`` with the baked light in the colour slot."""
    pos = vertices[:, POS : POS + 3].astype(np.float64)
    normal = vertices[:, NORMAL : NORMAL + 3].astype(np.float64)
    visibility = sun_visibility(pos + normal * NORMAL_OFFSET, depth, sun_matrix)
    # Nothing static shades the board's top at this sun (as before); its fields stay clean.
    on_board = (np.abs(pos[:, 0]) < BOARD_HALF) & (np.abs(pos[:, 1]) < BOARD_HALF)
    visibility[on_board & (pos[:, 2] > -0.06)] = 1.0
    out = vertices.copy()
    out[:, COLOUR : COLOUR + 3] = lit_colours(vertices, visibility, contact_occlusion(pos))
    return out
