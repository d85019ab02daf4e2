"""The real widget under Xvfb (Mesa llvmpipe): what the picture shows (the board's fields, the
lawn, the wood and the sky; figures where they stand, a hinted one raised) and a widget whose GL
is freed.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from core.board import start_field
from core.layout import figure_cell, ring_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView
from madn_qt.board import camera as cam
from tests.madn_qt.board.clock_support import still_picture
from tests.madn_qt.board.view_frame_support import grab_frame, paint_moved, rgb_at
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl


def _start() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3))


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_start(), size=(960, 600))


def test_board_fields_and_sky_are_drawn(qtbot: QtBot, view: BoardView) -> None:
    image = grab_frame(view)
    ring = rgb_at(image, view.board_screen_pos(*ring_cell(5), 0.03))
    assert ring.min() > 170 and ring.max() - ring.min() < 60, ring  # off-white
    x, y = ring_cell(start_field(0))
    red = rgb_at(image, view.board_screen_pos(x + 0.3, y, 0.03))
    assert red[0] > red[1] + 70 and red[0] > red[2] + 70, red  # the red start field
    x, y = ring_cell(start_field(1))
    blue = rgb_at(image, view.board_screen_pos(x + 0.3, y, 0.03))
    assert blue[2] > blue[0] + 60, blue
    lawn = rgb_at(image, view.board_screen_pos(-6.6, 3.0, -0.3))
    assert lawn[1] > lawn[0] and lawn[1] > lawn[2], lawn  # grass beside the board
    wood = rgb_at(image, view.board_screen_pos(-2.4, 2.4, 0.0))
    assert wood[0] > wood[1] > wood[2], wood  # warm wood between the arms
    # The overview frames the board (little sky); seen from low, the sky fills the top.
    paint_moved(qtbot, view, cam.Camera(elevation=cam.MIN_ELEVATION))
    image = grab_frame(view)
    top = [rgb_at(image, QPointF(x, 2)) for x in range(0, view.width(), 8)]
    sky = [c for c in top if c[2] > c[0] + 60 and c[2] >= c[1] and c.min() > 80]
    assert len(sky) > len(top) / 2, top  # mostly soft blue sky along the top edge


def test_figures_are_drawn_where_they_stand_and_leave_no_trace(
    qtbot: QtBot, view: BoardView
) -> None:
    on_ring = _start().with_figure(0, 0, 6)
    view.set_position(on_ring)
    image = grab_frame(view)
    p = view.figure_screen_pos(0, 0)
    assert p is not None
    assert p == view.board_screen_pos(*figure_cell(0, 0, 6), 0.028 + 0.40)
    pawn = rgb_at(image, p)
    assert pawn[0] > 60 and pawn[0] > 2 * pawn[1] and pawn[0] > 2 * pawn[2], pawn  # red paint
    view.set_position(_start())
    image = grab_frame(view)
    field = rgb_at(image, view.board_screen_pos(*figure_cell(0, 0, 6), 0.03))
    assert field.min() > 150, field  # the ring field shows again, the pawn is gone
    assert view.figure_screen_pos(0, 7) is None
    assert view.figure_screen_pos(5, 0) is None


def test_cleanup_frees_gl_and_painting_after_is_harmless(view: BoardView) -> None:
    view._cleanup()
    assert view._renderer is None
    view.repaint()  # paintGL without a renderer does nothing


def _region(image: QImage, centre: QPointF | None, half: int) -> np.ndarray:
    assert centre is not None
    x, y = int(centre.x()), int(centre.y())
    pixels = [
        [QColor(image.pixelColor(i, j)).getRgb()[:3] for i in range(x - half, x + half)]
        for j in range(y - 3 * half, y + half)  # the pawn stands up from its field
    ]
    return np.array(pixels, dtype=int)


def test_a_hinted_figure_stands_raised_until_the_choice_is_made(
    qtbot: QtBot, view: BoardView
) -> None:
    view.set_reduced_motion(True)  # a steady glow: only the hint changes the picture
    view.set_position(_start().with_figure(0, 0, 5).with_figure(0, 1, 12))
    view.set_movable(0, [0, 1])
    before = still_picture(qtbot, view)
    view.set_hinted(0, 1)
    after = still_picture(qtbot, view)
    hinted_change = np.abs(
        _region(after, view.figure_screen_pos(0, 1), 24)
        - _region(before, view.figure_screen_pos(0, 1), 24)
    )
    other_change = np.abs(
        _region(after, view.figure_screen_pos(0, 0), 24)
        - _region(before, view.figure_screen_pos(0, 0), 24)
    )
    assert (hinted_change.sum(axis=2) > 60).sum() > 200  # the pawn moved up (a glow alone: < 100)
    assert (other_change.sum(axis=2) > 60).sum() < 10  # its neighbour did not
    lifted = [p for p in view._pieces() if p.key == (0, 1)]
    assert lifted[0].lift > 0 and lifted[0].glow == 1.0
    view.set_movable(0, [])  # the move was made: the hint goes with it
    assert all(p.lift == 0 for p in view._pieces() if p.key == (0, 1))
    view.set_movable(0, [0])
    view.set_hinted(0, 1)  # a figure that cannot move is never hinted
    assert all(p.lift == 0 for p in view._pieces() if p.key == (0, 1))
