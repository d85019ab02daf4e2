"""The figure with the keyboard focus, on the real 3D board (Xvfb, llvmpipe) and on the flat
board: raised inside a white ring, its target field ringed in its colour (pixels)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from core.board import start_field
from core.happenings import Moved
from core.layout import figure_cell, ring_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView
from madn_qt.board.flat_board import FlatBoardView
from tests.madn_qt.board.clock_support import still_picture
from tests.madn_qt.board.view_support import ViewSetup


def _start() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3)).with_figure(0, 0, 5).with_figure(0, 1, 12)


@pytest.fixture
def view_setup() -> ViewSetup:
    # A steady glow: only the focus changes the picture.
    return ViewSetup(_start(), reduced_motion=True)


def _frame(qtbot: QtBot, view: BoardView) -> QImage:
    """The picture as it now stands, the background drawn finely (the first grab paints it:
    a changed board picture, such as a focused button's field numbers, is uploaded and
    drafted)."""
    view.grabFramebuffer()
    return still_picture(qtbot, view)


def _region(image: QImage, centre: QPointF | None, half: int, up: int = 3) -> np.ndarray:
    assert centre is not None
    x, y = int(centre.x()), int(centre.y())
    return np.array(
        [
            [QColor(image.pixelColor(i, j)).getRgb()[:3] for i in range(x - half, x + half)]
            for j in range(y - up * half, y + half)
        ],
        dtype=int,
    )


def _changed(a: QImage, b: QImage, centre: QPointF | None, half: int = 24, up: int = 3) -> int:
    diff = np.abs(_region(a, centre, half, up) - _region(b, centre, half, up)).sum(axis=2)
    return int((diff > 60).sum())


def _ring_colour(image: QImage, view: BoardView, cell: tuple[float, float]) -> np.ndarray:
    """The mean colour on a circle just outside the field (radius 0.52): where the target's
    ring lies, wood or a neighbouring field's rim without it."""
    samples = []
    for angle in np.linspace(0.0, 2 * np.pi, 24, endpoint=False):
        p = view.board_screen_pos(
            cell[0] + 0.52 * np.cos(angle), cell[1] + 0.52 * np.sin(angle), 0.03
        )
        assert p is not None
        c = QColor(image.pixelColor(int(p.x()), int(p.y())))
        samples.append((c.red(), c.green(), c.blue()))
    return np.mean(samples, axis=0)


def _red(rgb: np.ndarray) -> bool:
    """Mostly the red seat's paint (the wood is orange: much more green)."""
    return bool(rgb[0] > 140 and rgb[1] < 0.6 * rgb[0] and rgb[2] < 0.6 * rgb[0])


@pytest.mark.gl
def test_the_focused_figure_and_its_target_are_drawn_on_the_3d_board(
    qtbot: QtBot, view: BoardView
) -> None:
    view.set_movable(0, [0, 1])
    before = _frame(qtbot, view)
    target = figure_cell(0, 1, 16)
    view.set_focused(0, 1, (0, 16))
    focused = _frame(qtbot, view)
    assert _changed(before, focused, view.figure_screen_pos(0, 1)) > 200  # raised, ringed
    assert _changed(before, focused, view.figure_screen_pos(0, 0)) < 10  # not its neighbour
    mark = view.target_mark_screen_pos()
    assert mark == view.board_screen_pos(*target, 0.028)
    assert not _red(_ring_colour(before, view, target))  # (wood and field rims before)
    assert _red(_ring_colour(focused, view, target))  # red round the field
    raised = [p for p in view._pieces() if p.key == (0, 1)]
    assert raised[0].lift > 0 and raised[0].focus and raised[0].glow == 1.0

    # Tab to the other figure: the ring and the mark go with the focus.
    view.set_focused(0, 0, (0, 7))
    moved = _frame(qtbot, view)
    assert _changed(focused, moved, view.figure_screen_pos(0, 0)) > 200
    assert _changed(moved, before, view.figure_screen_pos(0, 1)) < 10  # back as it was
    assert _red(_ring_colour(moved, view, figure_cell(0, 0, 7)))
    assert not _red(_ring_colour(moved, view, target))

    # Cleared: the picture is the one without focus.
    view.set_focused(0, None, None)
    cleared = _frame(qtbot, view)
    assert view.target_mark_screen_pos() is None
    for figure in (0, 1):
        assert _changed(cleared, before, view.figure_screen_pos(0, figure)) < 10

    # Playing the move takes the focus away, as does a figure no longer movable.
    view.set_focused(0, 1, (0, 16))
    with qtbot.waitSignal(view.animation_finished, timeout=5000):
        played = _start().with_figure(0, 1, 16)
        view.play_happenings([Moved(0, 1, 12, 16, (12, 13, 14, 15, 16))], played)
    assert view.focused() is None and view.target_mark_screen_pos() is None
    view.set_focused(0, 0, (0, 7))
    view.set_movable(0, [1])
    assert view.focused() is None


def _flat_rgb(image: QImage, p: QPointF | None) -> np.ndarray:
    assert p is not None
    c = QColor(image.pixelColor(int(p.x()), int(p.y())))
    return np.array([c.red(), c.green(), c.blue()], dtype=int)


def test_the_focused_figure_and_its_target_are_drawn_on_the_flat_board(qtbot: QtBot) -> None:
    board = FlatBoardView()
    qtbot.addWidget(board)
    board.resize(600, 600)
    board.set_position(_start())
    board.show()
    qtbot.waitExposed(board)
    board.set_movable(0, [0, 1])
    before = board.grab().toImage()
    board.set_focused(0, 1, (0, 16))
    after = board.grab().toImage()
    unit = 600 / 12.0
    centre = board.figure_screen_pos(0, 1)
    assert centre is not None
    ring = QPointF(centre.x() + unit * 0.58, centre.y())  # the dashed ring's place
    assert np.abs(_flat_rgb(after, ring) - _flat_rgb(before, ring)).sum() > 100
    mark = board.target_mark_screen_pos()
    assert mark == board.figure_screen_pos(0, 1) or mark is not None
    edge = QPointF(mark.x() + unit * 0.55, mark.y())  # the ring in the seat's colour
    red = _flat_rgb(after, edge)
    assert red[0] > red[1] + 80 and red[0] > red[2] + 80, red
    board.set_focused(0, None, None)
    assert board.grab().toImage() == before


def test_the_flat_board_turns_the_home_seat_to_the_bottom(qtbot: QtBot) -> None:
    board = FlatBoardView()
    qtbot.addWidget(board)
    board.resize(600, 600)
    board.set_position(_start())
    board.show()
    for seat in range(4):
        board.set_home_seat(seat)
        x, y = ring_cell(start_field(seat))
        start = board._to_screen(x, y)
        assert start.y() > 0.9 * 600 - 1  # the seat's start field on the bottom row
        picked = board.figure_screen_pos(0, 1)
        assert picked is not None and picked == board._to_screen(*figure_cell(0, 1, 12))
    board.set_home_seat(None)
    assert board._to_screen(0.0, -5.0).y() > 500
