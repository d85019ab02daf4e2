"""The real widget under Xvfb (Mesa llvmpipe) and the mouse: a click on a movable figure picks it,
anything else picks nothing; the wheel zooms within its limits.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from pytestqt.qtbot import QtBot

from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl


def _start() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3))


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_start(), size=(960, 600))


def test_click_on_movable_figure_emits_its_seat_and_figure(qtbot: QtBot, view: BoardView) -> None:
    view.set_position(_start().with_figure(0, 1, 12).with_figure(1, 0, 3))
    view.set_movable(0, [0, 1])
    for figure in (1, 0):
        p = view.figure_screen_pos(0, figure)
        assert p is not None
        with qtbot.waitSignal(view.figure_clicked, timeout=2000) as blocker:
            qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=p.toPoint())  # type: ignore[no-untyped-call]
        assert blocker.args == [0, figure]


def test_click_on_other_figures_or_the_lawn_emits_nothing(qtbot: QtBot, view: BoardView) -> None:
    view.set_position(_start().with_figure(0, 1, 12).with_figure(1, 0, 3))
    view.set_movable(0, [1])
    targets = [view.figure_screen_pos(1, 0), view.figure_screen_pos(0, 2), QPointF(20, 20)]
    with qtbot.assertNotEmitted(view.figure_clicked, wait=100):
        for p in targets:
            assert p is not None
            qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=p.toPoint())  # type: ignore[no-untyped-call]
    view.set_movable(0, [])
    p = view.figure_screen_pos(0, 1)
    assert p is not None
    with qtbot.assertNotEmitted(view.figure_clicked, wait=100):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=p.toPoint())  # type: ignore[no-untyped-call]


def test_wheel_zooms_within_limits(view: BoardView) -> None:
    from madn_qt.board import camera as cam

    def wheel(steps: int) -> None:
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
        view.wheelEvent(event)

    start = view._cameras.now.distance
    wheel(2)
    assert view._cameras.now.distance < start
    wheel(100)
    assert view._cameras.now.distance == pytest.approx(cam.MIN_DISTANCE)
    wheel(-200)  # no further than a little beyond the overview, and short of the trees
    camera = view._cameras.now
    reach = (cam.CLEAR_REACH - math.hypot(*camera.target[:2])) / math.cos(camera.elevation)
    assert camera.distance == pytest.approx(min(view._cameras.farthest(view._aspect()), reach))
    assert view._cameras.farthest(view._aspect()) == pytest.approx(start * cam.ZOOM_OUT)
