"""The movable figures' glow in the overview camera, at the board's size in the 1280 x 800 window
(Xvfb, llvmpipe): a gold ring round every movable figure that stands out even at the pulse's
faintest (it used to fade so far that a far figure's ring was lost), on ring fields, on the
start field and in the house, and none round the others."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView
from madn_qt.board import camera as cam
from madn_qt.board.pieces import GLOW_LOW, GLOW_STEADY
from tests.madn_qt.board.clock_support import still_picture
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl

FAINTEST = GLOW_LOW  # the pulse's faintest


def _start() -> Position:
    # red: two figures on the ring (one far from the eye), one on its start field, one at home
    return (
        initial_position(Rules(), (0, 1, 2, 3))
        .with_figure(0, 0, 0)
        .with_figure(0, 1, 17)
        .with_figure(0, 2, 24)
    )


@pytest.fixture
def view_setup() -> ViewSetup:
    # A steady picture; the glow level is set below.
    return ViewSetup(_start(), reduced_motion=True, home_seat=0)


def _pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height = image.width(), image.height()
    data = np.frombuffer(image.constBits(), np.uint8, image.bytesPerLine() * height).copy()
    return data.reshape(height, image.bytesPerLine())[:, : width * 3].reshape(height, width, 3)


def _gold(rgb: np.ndarray) -> np.ndarray:
    """Where the ring's deep gold shows (not the wood, not the white fields, not red paint)."""
    r, g, b = (rgb[..., k].astype(int) for k in range(3))
    gold: np.ndarray = (r > 200) & (g > 120) & (g < 215) & (b < 90) & (r - g > 30)
    return gold


def _frame(qtbot: QtBot, view: BoardView) -> np.ndarray:
    return _pixels(still_picture(qtbot, view))


def _around(view: BoardView, figure: int, rgb: np.ndarray) -> int:
    """Gold pixels near the figure's foot (a box of about two fields)."""
    p = view.figure_screen_pos(0, figure)
    assert p is not None
    x, y = int(p.x()), int(p.y())
    return int(_gold(rgb[y - 40 : y + 40, x - 45 : x + 45]).sum())


def test_the_overview_frames_the_board_at_its_distance(view: BoardView) -> None:
    assert view._cameras.now.close_to(
        cam.overview(cam.seat_yaw(0), round(view.width() / view.height(), 3))
    )


@pytest.mark.parametrize("level", [FAINTEST, GLOW_STEADY, 1.0])
def test_the_glow_rings_stand_out_in_the_overview(
    qtbot: QtBot, view: BoardView, monkeypatch: pytest.MonkeyPatch, level: float
) -> None:
    monkeypatch.setattr(view, "_glow_level", lambda: level)
    plain = _frame(qtbot, view)
    view.set_movable(0, [0, 1, 3])
    view.update()
    glowing = _frame(qtbot, view)
    for figure in (0, 1, 3):  # start field, a far ring field, the house
        before, after = _around(view, figure, plain), _around(view, figure, glowing)
        assert after - before >= 300, (figure, before, after)
    assert _around(view, 2, glowing) - _around(view, 2, plain) <= 20  # not movable: no ring
    # and the whole picture: the rings are the change
    changed = (np.abs(glowing.astype(int) - plain.astype(int)).sum(axis=2) > 60).sum()
    assert changed >= 3 * 300
