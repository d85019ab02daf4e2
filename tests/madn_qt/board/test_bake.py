"""Baked light of the static scenery: plain numpy, no GL."""

from __future__ import annotations

import numpy as np

from madn_qt import palette
from madn_qt.board import bake, scenery
from madn_qt.board.camera import sun_view_projection
from madn_qt.board.geometry import make_vertices

SUN = sun_view_projection(palette.SUN_DIRECTION, np.array([0.0, 0.0, 0.0]), 10.0, 40.0)


def _depth_map(blocker_depth: float | None) -> np.ndarray:
    """A 64x64 depth map of an empty ground, with a blocker over its middle if given."""
    depth = np.ones((64, 64), dtype=np.float32)
    if blocker_depth is not None:
        depth[24:40, 24:40] = blocker_depth
    return depth


def test_points_under_a_blocker_are_shadowed_others_lit() -> None:
    points = np.array([[0.0, 0.0, 0.0], [8.0, 8.0, 0.0], [100.0, 0.0, 0.0]])
    lit = bake.sun_visibility(points, _depth_map(0.1), SUN)
    assert lit[0] < 0.05  # under the blocker
    assert lit[1] > 0.95  # in the open
    assert lit[2] == 1.0  # outside the map: lit
    assert np.all(bake.sun_visibility(points, _depth_map(None), SUN) > 0.95)


def test_shadow_edges_are_soft() -> None:
    xs = np.linspace(-4.0, 4.0, 81)
    points = np.stack([xs, np.zeros_like(xs), np.zeros_like(xs)], 1)
    lit = bake.sun_visibility(points, _depth_map(0.1), SUN)
    partial = (lit > 0.05) & (lit < 0.95)
    assert partial.sum() >= 3  # a penumbra, not a hard step


def test_lit_colours_follow_sun_and_shadow() -> None:
    pos = np.zeros((3, 3))
    up = np.tile([0.0, 0.0, 1.0], (3, 1))
    v = make_vertices(pos, up, (0.5, 0.5, 0.5))
    colours = bake.lit_colours(v, np.array([1.0, 0.0, 0.5]))
    assert colours[0].sum() > colours[2].sum() > colours[1].sum()
    assert colours.dtype == np.float32


def test_bake_replaces_only_the_colour() -> None:
    mesh = scenery.pond()
    out = bake.bake(mesh.vertices, _depth_map(None), SUN)
    assert out.shape == mesh.vertices.shape
    assert np.array_equal(out[:, :6], mesh.vertices[:, :6])
    assert np.array_equal(out[:, 9:], mesh.vertices[:, 9:])


def test_ground_is_darker_under_a_bush_and_at_the_board_foot() -> None:
    _kind, x, y, _scale = next(p for p in scenery.PLANTS if p[0] == "bush")
    far_x, far_y = 0.0, -11.5  # open lawn in front of the board
    xs = np.array([x, far_x, 6.1])
    ys = np.array([y, far_y, 0.0])
    points = np.stack([xs, ys, scenery.terrain_height(xs, ys)], 1)
    ao = bake.contact_occlusion(points)
    assert ao[0] < 0.75 and ao[1] > 0.97 and ao[2] < 0.9, ao
