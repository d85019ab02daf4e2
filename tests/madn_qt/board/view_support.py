"""How a test file's 3D board starts: :class:`ViewSetup`, which the folder's ``view`` fixture
(``conftest.py``) opens. A test file says its own start by defining a ``view_setup`` fixture."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pytestqt.qtbot import QtBot

from core.position import Position
from madn_qt.board import BoardView


@dataclass(frozen=True)
class ViewSetup:
    """The board's first position and size, and the view's options set before it is shown
    (``home_seat`` None: not set, the default view)."""

    position: Position
    size: tuple[int, int] = (936, 781)  # the board's size in the 1280 x 800 main window
    reduced_motion: bool = False
    animation_speed: float | None = None
    home_seat: int | None = None


def open_view(qtbot: QtBot, setup: ViewSetup) -> BoardView:
    """A 3D board shown as ``setup`` says, its first frame painted, the landscape held still;
    fails the test if OpenGL 3.3 is not there."""
    v = BoardView()
    qtbot.addWidget(v)
    v.resize(*setup.size)
    v.set_landscape_motion(False)
    if setup.reduced_motion:
        v.set_reduced_motion(True)
    if setup.animation_speed is not None:
        v.set_animation_speed(setup.animation_speed)
    if setup.home_seat is not None:
        v.set_home_seat(setup.home_seat)
    v.set_position(setup.position)
    v.show()
    qtbot.waitExposed(v)
    qtbot.waitUntil(lambda: len(v.paint_times) > 0, timeout=20000)
    if v._renderer is None:
        pytest.fail("the 3D board could not initialise OpenGL 3.3")
    return v
