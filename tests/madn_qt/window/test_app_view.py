"""View ▸ Reset view and its key R, in the real window with the 3D board (OpenGL under Xvfb):
the camera comes back to the overview behind the local player's seat after orbiting and zooming,
and the camera toggle keeps working after the player moved the camera."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from pytestqt.qtbot import QtBot

from madn_qt.board import BoardView
from madn_qt.board import camera as cam
from tests.madn_qt.app_support import config, make_window

pytestmark = pytest.mark.gl


def drag(view: BoardView, dx: float, dy: float, steps: int = 8) -> None:
    """A right-button drag by (dx, dy) pixels, as the player orbits the camera."""
    x, y = view.width() / 2, view.height() / 2
    for k in range(steps + 2):
        if k == 0:
            kind, at, held = QEvent.Type.MouseButtonPress, (x, y), True
        elif k <= steps:
            kind, at, held = QEvent.Type.MouseMove, (x + dx * k / steps, y + dy * k / steps), True
        else:
            kind, at, held = QEvent.Type.MouseButtonRelease, (x + dx, y + dy), False
        point = QPointF(*at)
        buttons = Qt.MouseButton.RightButton if held else Qt.MouseButton.NoButton
        button = (
            Qt.MouseButton.NoButton if kind is QEvent.Type.MouseMove else Qt.MouseButton.RightButton
        )
        event = QMouseEvent(
            kind, point, view.mapToGlobal(point), button, buttons, Qt.KeyboardModifier.NoModifier
        )
        QCoreApplication.sendEvent(view, event)


def wheel(view: BoardView, steps: int) -> None:
    centre = QPointF(view.width() / 2, view.height() / 2)
    event = QWheelEvent(
        centre,
        view.mapToGlobal(centre),
        QPoint(),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QCoreApplication.sendEvent(view, event)


def overview(view: BoardView) -> cam.Camera:
    return cam.overview(cam.seat_yaw(view.home_seat()), round(view.width() / view.height(), 3))


def test_reset_view_by_key_and_menu_after_orbit_and_zoom(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, flat=False)
    board = window.board
    assert isinstance(board, BoardView)
    window.start_game(config("random,human:Anna,random"), seed=3)
    assert board.home_seat() == 1  # the camera sits behind the local player
    qtbot.waitUntil(lambda: board._cameras.now.close_to(overview(board)), timeout=5000)
    for reset in ("key", "menu"):
        drag(board, 160, -50)
        wheel(board, 3)
        assert not board._cameras.now.close_to(overview(board))
        if reset == "key":
            qtbot.keyClick(window.move_log, Qt.Key.Key_R)  # from anywhere in the window
        else:
            window.menus.reset_view_action.trigger()
        qtbot.waitUntil(lambda: board._cameras.now.close_to(overview(board)), timeout=5000)
        assert board._cameras.now.yaw == pytest.approx(cam.seat_yaw(1), abs=1e-3)
    # The camera toggle keeps working after the camera was moved.
    drag(board, -90, 30)
    button = window.panel.camera_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not button.isChecked() and not board._cameras.follow
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.isChecked() and board._cameras.follow
