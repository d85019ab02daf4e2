"""The real widget under Xvfb (Mesa llvmpipe) and its frame clock: idle without a timer under
reduced motion, a bird now and then (none under reduced motion or where rendering is slow), the
landscape's paced steps.
"""

from __future__ import annotations

import pytest
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


def test_reduced_motion_idles_without_a_timer(qtbot: QtBot, view: BoardView) -> None:
    view.set_landscape_motion(True)
    view.set_movable(0, [0])
    assert view._timer.isActive()  # pulsing glow and swaying trees
    view.set_reduced_motion(True)
    qtbot.wait(50)
    assert not view._timer.isActive()  # steady glow, still landscape: nothing to tick
    r = view._renderer
    assert r is not None
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)  # the one still, fine picture
    painted = len(view.paint_times)
    qtbot.wait(400)
    assert len(view.paint_times) == painted
    assert not view._refine_timer.isActive()
    view.set_movable(0, [])
    view.set_reduced_motion(False)
    view.set_landscape_motion(False)
    qtbot.wait(50)
    assert not view._timer.isActive()


def test_a_bird_flies_now_and_then_but_not_under_reduced_motion(
    qtbot: QtBot, view: BoardView
) -> None:
    view._slow_renderer = lambda: False  # type: ignore[method-assign]
    view.set_landscape_motion(True)
    sky = view._landscape_clock
    sky.next_bird = sky.scene_time  # the next one is due now
    qtbot.waitUntil(lambda: sky.bird is not None, timeout=3000)
    assert view._timer.interval() <= 16  # it flies smoothly
    wings = [p for p in view._pieces() if p.key in (("bird", 0), ("bird", 1))]
    assert len(wings) == 2 and not any(w.shadow for w in wings)
    painted = len(view.paint_times)
    qtbot.waitUntil(lambda: len(view.paint_times) > painted + 3, timeout=5000)
    view.set_reduced_motion(True)
    assert sky.bird is None
    qtbot.wait(50)
    assert not view._timer.isActive()


def test_no_birds_and_slower_landscape_steps_where_rendering_is_slow(
    qtbot: QtBot, view: BoardView
) -> None:
    from madn_qt.board.landscape_clock import SLOW_LANDSCAPE_STEP

    view._slow_renderer = lambda: True  # type: ignore[method-assign]
    view.set_landscape_motion(True)
    sky = view._landscape_clock
    sky.next_bird = sky.scene_time
    qtbot.waitUntil(lambda: sky.scene_time > sky.next_bird + 0.4, timeout=5000)
    assert sky.bird is None
    assert view._timer.interval() == int(SLOW_LANDSCAPE_STEP * 1000)


def test_the_frame_clock_runs_at_the_paced_landscape_step(qtbot: QtBot, view: BoardView) -> None:
    """(How the pace follows the CPU budget: tests/madn_qt/board/test_landscape_clock.py.)"""
    view._slow_renderer = lambda: False  # type: ignore[method-assign]
    view._landscape_clock.interval = 1.0
    view.set_landscape_motion(True)
    qtbot.waitUntil(lambda: view._timer.interval() == 1000, timeout=3000)
