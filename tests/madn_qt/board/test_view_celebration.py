"""The winner's celebration on the real 3D board (Xvfb, llvmpipe): confetti in the winner's
colour over the board and its figures hopping, the picture as before once it is over; under
reduced motion only a still glow, with no frame clock running; a new game ends it."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView
from madn_qt.board.celebration import CELEBRATION_SECONDS
from madn_qt.board.overlay import CONFETTI_MESH
from madn_qt.palette import SEAT_PAINT
from tests.madn_qt.board.clock_support import HandClock, still_picture
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl


def _won(seat: int) -> Position:
    position = initial_position(Rules(), (0, 1, 2, 3))
    for figure in range(4):
        position = position.with_figure(seat, figure, 40 + figure)
    return position.with_figure((seat + 1) % 4, 0, 20)


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_won(1))


def _pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height = image.width(), image.height()
    data = np.frombuffer(image.constBits(), np.uint8, image.bytesPerLine() * height).copy()
    return data.reshape(height, image.bytesPerLine())[:, : width * 3].reshape(height, width, 3)


def _painted(image: QImage, seat: int) -> int:
    """Pixels close to the seat's paint (lit or in the shade: its hue, strong)."""
    rgb = _pixels(image).astype(float)
    paint = np.array(SEAT_PAINT[seat])
    hue = rgb / np.maximum(rgb.sum(axis=2, keepdims=True), 1.0)
    near = np.linalg.norm(hue - paint / paint.sum(), axis=2) < 0.06
    return int((near & (rgb.max(axis=2) > 90)).sum())


def test_confetti_and_hops_in_the_winners_colour_then_the_board_as_before(
    qtbot: QtBot, view: BoardView
) -> None:
    before = still_picture(qtbot, view)
    blue = _painted(before, 1)
    clock = HandClock(view)  # (0.7 s into the celebration exactly, however late the ticks)
    view.celebrate(1)
    assert view.is_celebrating()
    clock.run_until(lambda: view._celebration_time >= 0.7)
    during = view.grabFramebuffer()
    pieces = view._pieces()
    flakes = [p for p in pieces if p.mesh == CONFETTI_MESH]
    assert len(flakes) > 50
    assert any(p.lift > 0.05 for p in pieces if p.mesh == 1)  # the winner's figures hop
    assert all(p.lift == 0.0 for p in pieces if p.mesh in (0, 2, 3))  # nobody else's
    assert all(p.halo and p.glow == 1.0 for p in pieces if p.mesh == 1)
    # many more pixels of blue paint: the flakes over the board
    assert _painted(during, 1) > blue + 400, (_painted(during, 1), blue)
    changed = np.abs(_pixels(during).astype(int) - _pixels(before).astype(int)).sum(axis=2) > 60
    assert changed.sum() > 3000
    clock.run_until(lambda: not view.is_celebrating(), limit=CELEBRATION_SECONDS + 1.0)
    after = still_picture(qtbot, view)
    assert not any(p.mesh == CONFETTI_MESH for p in view._pieces())
    diff = np.abs(_pixels(after).astype(int) - _pixels(before).astype(int)).sum(axis=2) > 60
    assert diff.sum() < 50  # not a flake left, nobody in the air
    qtbot.waitUntil(lambda: not view._timer.isActive(), timeout=3000)  # and the clock rests


def test_under_reduced_motion_the_winner_only_glows_and_no_clock_runs(
    qtbot: QtBot, view: BoardView
) -> None:
    view.set_reduced_motion(True)
    before = still_picture(qtbot, view)
    view.celebrate(1)
    during = still_picture(qtbot, view)
    assert view.is_celebrating()
    assert not view._timer.isActive()  # nothing moves: no frame clock
    pieces = view._pieces()
    assert not any(p.mesh == CONFETTI_MESH for p in pieces)
    assert all(p.lift == 0.0 for p in pieces)
    assert all(p.halo for p in pieces if p.mesh == 1)
    # the glow rings (gold) round the winner's figures show
    rgb = _pixels(during).astype(int) - _pixels(before).astype(int)
    assert (np.abs(rgb).sum(axis=2) > 60).sum() > 300
    qtbot.waitUntil(
        lambda: not view.is_celebrating(), timeout=int(CELEBRATION_SECONDS * 1000) + 2000
    )
    after = still_picture(qtbot, view)
    diff = np.abs(_pixels(after).astype(int) - _pixels(before).astype(int)).sum(axis=2) > 60
    assert diff.sum() < 50


def test_a_new_game_ends_the_celebration_and_the_same_position_does_not(
    qtbot: QtBot, view: BoardView
) -> None:
    view.celebrate(1)
    view.set_position(_won(1))  # the controller showing the final position again
    assert view.is_celebrating()
    view.set_position(initial_position(Rules(), (0, 1, 2, 3)))  # play again
    assert not view.is_celebrating()
    assert not any(p.mesh == CONFETTI_MESH for p in view._pieces())


def test_the_flat_board_rings_the_winners_figures_for_a_while(qtbot: QtBot) -> None:
    from madn_qt.board.flat_board import CELEBRATION_MS, FlatBoardView

    board = FlatBoardView()
    qtbot.addWidget(board)
    board.resize(600, 600)
    board.set_position(_won(2))
    board.show()
    qtbot.waitExposed(board)
    before = board.grab().toImage()
    board.celebrate(2)
    assert board.is_celebrating()
    during = board.grab().toImage()
    gold = np.array([255, 243, 107])
    rings = (np.abs(_pixels(during).astype(int) - gold).sum(axis=2) < 40).sum()
    assert rings > 200 and (np.abs(_pixels(before).astype(int) - gold).sum(axis=2) < 40).sum() == 0
    qtbot.waitUntil(lambda: not board.is_celebrating(), timeout=CELEBRATION_MS + 2000)
    assert (_pixels(board.grab().toImage()) == _pixels(before)).all()
    board.celebrate(2)
    board.set_position(initial_position(Rules(), (0, 1, 2, 3)))
    assert not board.is_celebrating()
