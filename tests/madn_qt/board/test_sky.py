"""Which cells of the sky grid are drawn: plain numpy, no GL (pixels: test_view_landscape.py)."""

from __future__ import annotations

import math

import numpy as np

from madn_qt.board import scenery, shaders
from madn_qt.board.camera import MIN_ELEVATION, Camera
from madn_qt.board.sky import sky_rows

RIM = scenery.skyline()
ASPECT = 1.6


def _rows(camera: Camera) -> np.ndarray:
    return sky_rows(camera.view_projection(ASPECT), RIM)


def test_the_rim_is_one_closed_loop_of_short_steps() -> None:
    steps = np.linalg.norm(np.roll(RIM[:, :2], -1, axis=0) - RIM[:, :2], axis=1)
    outer = scenery.TERRAIN_RINGS[-1][0]
    assert steps.max() <= scenery.TERRAIN_RINGS[-1][1] + 1e-9  # no jump across the middle
    assert np.allclose(np.abs(RIM[:, :2]).max(axis=1), outer)  # every point on the rim


def test_rows_under_the_rim_are_skipped_more_so_looking_down() -> None:
    level = _rows(Camera(elevation=0.3))
    steeper = _rows(Camera(elevation=0.6))
    assert level.shape == (shaders.SKY_COLUMNS,)
    assert (level > 0).all() and (steeper >= level).all() and steeper.sum() > level.sum()
    top_down = _rows(Camera(elevation=math.radians(85.0)))
    assert (top_down == shaders.SKY_ROWS).all()  # no sky at all


def test_looking_past_a_corner_still_skips_rows_in_every_column() -> None:
    """The rim runs beside and behind the eye there too; those parts must not drag the
    skipped rows down to zero (they did when every rim point in front counted)."""
    for yaw in np.linspace(0.0, 2.0 * math.pi, 17):
        rows = _rows(Camera(yaw=float(yaw)))  # the default overview's 30 degrees
        assert (rows >= shaders.SKY_ROWS // 2).all(), (yaw, rows)
        rows = _rows(Camera(yaw=float(yaw), elevation=MIN_ELEVATION))
        assert (rows >= shaders.SKY_ROWS // 3).all(), (yaw, rows)


def test_columns_the_rim_does_not_cross_keep_every_row() -> None:
    camera = Camera(elevation=0.3)
    vp = camera.view_projection(ASPECT)
    full = sky_rows(vp, RIM)
    # Only the part of the rim on the left of the picture: the right columns are unknown.
    clip = RIM @ vp.T
    left = RIM[(clip[:, 3] > 0) & (clip[:, 0] / np.maximum(clip[:, 3], 1e-9) < -0.2)]
    rows = sky_rows(vp, left[np.argsort(np.arctan2(left[:, 1], left[:, 0]))])
    assert (rows[-3:] == 0).all(), rows
    assert (rows[:2] == full[:2]).all(), (rows, full)
