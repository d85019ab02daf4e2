"""Which cells of the sky grid can show: the sky is drawn last, behind everything, as a grid of
SKY_COLUMNS x SKY_ROWS screen cells (see shaders.SKY_VERTEX). Every pixel it covers costs a
depth test on a software rasteriser, so the cells under the terrain's far rim are left out,
column by column (the rim dips and rises across the view, most where the camera looks past a
corner of the landscape).

Plain numpy, no GL calls.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from madn_qt.board import shaders

# Clip-space w below which a rim point counts as beside or behind the eye: the rim's segments
# are cut there before they are projected, so that they stay straight lines on screen.
_NEAR_W = 1e-4


def _rim_on_screen(
    view_proj: NDArray[np.float64], rim: NDArray[np.float64]
) -> tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.float64], NDArray[np.float64]]:
    """The closed rim polyline's segments in normalised device coordinates, each cut to the
    part in front of the eye: ``(xa, ya, xb, yb)``."""
    clip = rim @ np.asarray(view_proj, dtype=np.float64).T
    a, b = clip, np.roll(clip, -1, axis=0)
    wa, wb = a[:, 3], b[:, 3]
    keep = (wa > _NEAR_W) | (wb > _NEAR_W)
    a, b, wa, wb = a[keep], b[keep], wa[keep], wb[keep]
    with np.errstate(divide="ignore", invalid="ignore"):
        t = (_NEAR_W - wa) / (wb - wa)  # where the segment crosses w = _NEAR_W
        cut = a + t[:, None] * (b - a)
    a2 = np.where((wa < _NEAR_W)[:, None], cut, a)
    b2 = np.where((wb < _NEAR_W)[:, None], cut, b)
    return a2[:, 0] / a2[:, 3], a2[:, 1] / a2[:, 3], b2[:, 0] / b2[:, 3], b2[:, 1] / b2[:, 3]


def sky_rows(view_proj: NDArray[np.float64], rim: NDArray[np.float64]) -> NDArray[np.int32]:
    """For each column of the sky grid, the lowest row that can show (``SKY_ROWS``: none).

    ``rim`` is the terrain's outer rim as a closed loop of homogeneous points (N, 4); seen
    from inside the landscape it hides everything below it. In each column the rim's lowest
    point on screen decides, with one row to spare; a column the rim does not cross keeps
    every row (it cannot be known to be hidden).
    """
    columns, rows = shaders.SKY_COLUMNS, shaders.SKY_ROWS
    xa, ya, xb, yb = _rim_on_screen(view_proj, rim)
    lo = -1.0 + 2.0 * np.arange(columns) / columns  # each column's x range in NDC
    hi = lo + 2.0 / columns
    left, right = np.minimum(xa, xb), np.maximum(xa, xb)
    overlap = (left[:, None] <= hi[None, :]) & (right[:, None] >= lo[None, :])
    x0 = np.maximum(left[:, None], lo[None, :])
    x1 = np.minimum(right[:, None], hi[None, :])
    span = xb - xa
    flat = np.abs(span) < 1e-12
    slope = np.where(flat, 0.0, (yb - ya) / np.where(flat, 1.0, span))
    y0 = ya[:, None] + (x0 - xa[:, None]) * slope[:, None]
    y1 = ya[:, None] + (x1 - xa[:, None]) * slope[:, None]
    # A segment seen end-on (vertical on screen) reaches down to its lower end.
    lowest = np.where(flat[:, None], np.minimum(ya, yb)[:, None], np.minimum(y0, y1))
    low = np.where(overlap, lowest, np.inf).min(axis=0)
    first = np.floor((low + 1.0) / 2.0 * rows) - 1.0
    first = np.where(np.isfinite(low), first, 0.0)
    return np.clip(first, 0, rows).astype(np.int32)
