"""Mesh data and the painted board: shapes, winding, symbols, field colours."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage

from core.board import SEAT_COUNT, start_field
from core.layout import goal_cell, house_cell, ring_cell
from madn_qt import palette
from madn_qt.board import meshes, scenery
from madn_qt.board.geometry import STRIDE, Mesh
from madn_qt.board.textures import BOARD_HALF, paint_board


def _outward_fraction(mesh: Mesh) -> float:
    p = mesh.vertices[:, :3].astype(float)
    n = mesh.vertices[:, 3:6].astype(float)
    t = mesh.indices.reshape(-1, 3)
    face = np.cross(p[t[:, 1]] - p[t[:, 0]], p[t[:, 2]] - p[t[:, 0]])
    d = np.einsum("ij,ij->i", face, n[t].mean(axis=1))
    real = np.abs(d) > 1e-12
    return float(np.mean(d[real] > 0))


def test_pawn_is_a_turned_figure_with_outward_faces() -> None:
    pawn = meshes.pawn_all_seats()  # (the pawn the board draws: its body and the seats' caps)
    assert pawn.vertices.shape[1] == STRIDE
    assert pawn.indices.max() < pawn.vertex_count
    assert _outward_fraction(pawn) == 1.0  # back faces can be culled
    z = pawn.vertices[:, 2]
    assert z.min() == pytest.approx(0.0)
    assert z.max() == pytest.approx(meshes.PAWN_HEIGHT, abs=0.01)
    radius = np.hypot(pawn.vertices[:, 0], pawn.vertices[:, 1])
    foot = radius[z < 0.05].max()
    waist = radius[(z > 0.3) & (z < 0.42)].max()
    head = radius[z > meshes.HEAD_CENTRE - 0.02].max()
    assert foot > head > waist  # wide foot, narrow waist, ball head


def test_instanced_pawn_carries_all_four_symbol_caps() -> None:
    mesh = meshes.pawn_all_seats()
    caps = set(np.unique(mesh.vertices[:, 13]).round().astype(int))
    assert caps == {0, 1, 2, 3, 4}


def test_symbols_differ_in_shape() -> None:
    outlines = [meshes.symbol_outline(s) for s in range(SEAT_COUNT)]
    counts = {len(o) for o in outlines}
    assert len(counts) >= 3  # circle, triangle, square/diamond
    # The square and the diamond are the same count, but turned: their extents differ.
    assert np.abs(outlines[2][:, 0]).max() != pytest.approx(np.abs(outlines[3][:, 0]).max())


def test_die_is_a_closed_rounded_cube_with_21_pips() -> None:
    die = meshes.die()
    assert _outward_fraction(die) == 1.0
    extent = np.abs(die.vertices[:, :3]).max()
    assert extent == pytest.approx(meshes.DIE_HALF, abs=0.01)
    pip_vertices = np.all(np.isclose(die.vertices[:, 6:9], palette.PIP), axis=1)
    assert pip_vertices.sum() == 21 * 11  # centre + 10 around per pip


def test_static_scene_is_batched_and_has_moving_parts_marked() -> None:
    board = scenery.board()
    plants = scenery.plants()
    clouds = scenery.clouds()
    assert board.vertices[:, 11].max() == 1.0  # textured board top and fields
    assert plants.vertices[:, 12].max() > 0.0  # tree crowns sway
    assert clouds.vertices[:, 13].min() == 1.0  # clouds drift
    terrain = scenery.terrain()
    assert terrain.index_count > 0
    # The lawn around the board is lower than the board top and level.
    h = scenery.terrain_height(np.array([7.5, -8.0]), np.array([0.0, 0.0]))
    assert np.all(h < 0.0)


def _pixel(image_size: int, x: float, y: float) -> tuple[int, int]:
    scale = image_size / (2 * BOARD_HALF)
    return int((x + BOARD_HALF) * scale), int((y + BOARD_HALF) * scale)


def _rgb(c: QColor) -> tuple[int, int, int]:
    return c.red(), c.green(), c.blue()


def test_board_texture_paints_fields_and_colours(qapp: object) -> None:
    size = 768
    image = paint_board(size)
    assert image.width() == size
    ring = _rgb(image.pixelColor(*_pixel(size, *ring_cell(5))))
    assert min(ring) > 200  # off-white ring field
    for seat, (r, g, b) in enumerate(palette.SEAT_PAINT):
        # The start field is the seat's colour; check beside the symbol in its middle.
        x, y = ring_cell(start_field(seat))
        c = _rgb(image.pixelColor(*_pixel(size, x + 0.33, y)))
        assert np.abs(np.array(c) - np.array([r, g, b]) * 255).max() < 60, (seat, c)
        goal = _rgb(
            image.pixelColor(*_pixel(size, goal_cell(seat, 1)[0] + 0.3, goal_cell(seat, 1)[1]))
        )
        assert np.abs(np.array(goal) - np.array([r, g, b]) * 255).max() < 60
        # Each house place carries the symbol in ink in its middle (second cue besides colour).
        hx, hy = house_cell(seat, 0)
        ink = _rgb(image.pixelColor(*_pixel(size, hx, hy)))
        expected = np.array(palette.SEAT_SYMBOL_INK[seat]) * 255
        assert np.abs(np.array(ink) - expected).max() < 60, (seat, ink)
    wood = _rgb(image.pixelColor(*_pixel(size, 3.0, 3.0)))
    assert wood[0] > wood[1] > wood[2]  # warm wood between the arms


def _paint(image: QImage, x: float, y: float) -> np.ndarray:
    return np.array(_rgb(image.pixelColor(*_pixel(image.width(), x, y))), dtype=float)


def _nearest_seat(rgb: np.ndarray) -> int:
    return int(np.argmin([np.abs(rgb - np.array(c) * 255).sum() for c in palette.SEAT_PAINT]))


def test_board_texture_has_the_printed_boards_details(qapp: object) -> None:
    """The centre emblem (a point in each lane's colour), an arrow from each house to its start
    field, and goal places lettered a-d, each letter a different shape, upright for its seat."""
    from madn_qt.board.marks import turn as _turn
    from madn_qt.board.textures import GOAL_LETTERS

    image = paint_board(768)
    for seat in range(4):
        lane = _turn(-0.36, 0.0, seat)  # the emblem's point towards the seat's goal lane
        assert _nearest_seat(_paint(image, *lane)) == seat, (seat, _paint(image, *lane))
        # the arrow's middle (its quadratic curve at t = 0.5), in the seat's colour
        a, c, b = np.array((-4.55, 3.25)), np.array((-5.25, 2.5)), np.array((-5.0, 1.58))
        middle = 0.25 * a + 0.5 * c + 0.25 * b
        colour = _paint(image, *_turn(*middle, seat))
        assert np.abs(colour - np.array(palette.SEAT_PAINT[seat]) * 255).max() < 50, colour
    centre = _paint(image, 0.0, 0.0)
    assert centre.max() < 120  # the emblem's dark middle dot
    masks = []
    for seat in range(4):
        for index in range(4):
            x, y = goal_cell(seat, index)
            ux, uy = _turn(1.0, 0.0, seat)
            ink = np.array(palette.SEAT_SYMBOL_INK[seat]) * 255
            mask = []
            for du in np.linspace(-0.24, 0.06, 12):  # the letter's half of the field
                for dv in np.linspace(-0.15, 0.15, 12):
                    px, py = x + ux * du + uy * dv, y + uy * du - ux * dv
                    mask.append(np.abs(_paint(image, px, py) - ink).max() < 80)
            assert sum(mask) >= 6, (seat, index)  # the letter's strokes
            masks.append(mask)
    # In each lane the four letters differ from each other; seats' "a" look alike (upright).
    for seat in range(4):
        lane = masks[seat * 4 : seat * 4 + 4]
        assert len({tuple(m) for m in lane}) == 4
    same = [sum(p == q for p, q in zip(masks[0], masks[k * 4], strict=True)) for k in range(4)]
    assert min(same) > 0.8 * len(masks[0])
    assert GOAL_LETTERS == "abcd"


def test_the_board_edge_is_bevelled() -> None:
    """Between the flat top and the straight sides, slanted facets on all four edges."""
    board = scenery.board()
    normals = board.vertices[:, 3:6]
    centres = board.vertices[:, 0:2]
    slanted = (normals[:, 2] > 0.25) & (normals[:, 2] < 0.97)
    assert slanted.sum() >= 4 * 2 * 4  # at least two facets of four corners on each side
    sides = {(int(np.sign(round(n[0]))), int(np.sign(round(n[1])))) for n in normals[slanted]}
    assert sides == {(1, 0), (-1, 0), (0, 1), (0, -1)}
    assert np.abs(centres[slanted]).max() == pytest.approx(BOARD_HALF)
