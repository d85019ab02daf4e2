"""The real widget under Xvfb (Mesa llvmpipe) with the follow camera: it glides in to one framing,
holds it while the figure hops and is home when the move ends; it stays still under reduced
motion and cuts to one close-up where rendering is slow.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from core.happenings import Moved
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView
from madn_qt.board import camera as cam
from madn_qt.board.camera_glide import RETURN_MARGIN, glide_seconds
from tests.madn_qt.board.clock_support import HandClock
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl


def _start() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3))


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_start(), size=(960, 600))


def test_follow_camera_glides_in_and_back(qtbot: QtBot, view: BoardView) -> None:
    overview = view._cameras.now
    view.set_follow_camera(True)
    before = _start().with_figure(3, 0, 0)
    after = before.with_figure(3, 0, 6)
    closest = overview.distance
    clock = HandClock(view)  # (a frame every 16 ms of view time, each one seen)
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings([Moved(3, 0, 0, 6, (0, 1, 2, 3, 4, 5, 6))], after)
        while view.is_animating():
            clock.step()
            closest = min(closest, view._cameras.now.distance)
    assert closest < overview.distance * 0.9
    clock.run_until(lambda: view._cameras.now.close_to(overview), limit=10.0)


def test_follow_camera_eases_to_one_framing_holds_it_and_is_home_when_the_move_ends(
    qtbot: QtBot, view: BoardView
) -> None:
    """In, a still framing while the figure hops, and back on the player's view by the time
    the move ends (when somebody may have to decide), all in the move's own time."""
    view._slow_renderer = lambda: False  # type: ignore[method-assign]
    overview = view._cameras.now
    view.set_follow_camera(True)
    before = _start().with_figure(3, 0, 0)
    samples: list[tuple[float, cam.Camera]] = []
    at_the_end: list[cam.Camera] = []
    view.animation_finished.connect(lambda: at_the_end.append(view._cameras.now))
    clock = HandClock(view)  # (a frame every 16 ms of view time: no stall skips the held view)
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings(
            [Moved(3, 0, 0, 6, (0, 1, 2, 3, 4, 5, 6))], before.with_figure(3, 0, 6)
        )
        timeline = view._playback.timeline
        assert timeline is not None
        glide = glide_seconds(timeline)
        turn = timeline.duration - glide - RETURN_MARGIN
        while view._playback.timeline is not None:
            samples.append((view._playback.time, view._cameras.now))
            clock.step()
    gliding = [c for t, c in samples if 0.0 < t < glide - 0.1]
    held = [c for t, c in samples if glide + 0.05 < t < turn - 0.02]
    assert len(held) >= 3
    assert all(c == held[0] for c in held)  # a still view while the figure hops
    assert held[0].distance < overview.distance * 0.9
    # Eased in: on the way, neither where it started nor where it ends.
    assert any(not c.close_to(overview) and not c.close_to(held[0]) for c in gliding)
    assert at_the_end and at_the_end[0].close_to(overview, eps=0.02)


def test_reduced_motion_keeps_the_camera_still(qtbot: QtBot, view: BoardView) -> None:
    overview = view._cameras.now
    view.set_follow_camera(True)
    view.set_reduced_motion(True)
    before = _start().with_figure(3, 0, 0)
    clock = HandClock(view)  # (every frame of the move looked at)
    with qtbot.waitSignal(view.animation_finished, timeout=5000):
        view.play_happenings(
            [Moved(3, 0, 0, 6, (0, 1, 2, 3, 4, 5, 6))], before.with_figure(3, 0, 6)
        )
        while view.is_animating():
            clock.step()
            assert view._cameras.now.close_to(overview)


def test_slow_renderer_cuts_to_one_close_up_and_back(qtbot: QtBot, view: BoardView) -> None:
    overview = view._cameras.now
    view._slow_renderer = lambda: True  # type: ignore[method-assign]
    view.set_follow_camera(True)
    before = _start().with_figure(0, 0, 1)
    seen = []
    clock = HandClock(view)  # (a frame every 16 ms of view time, each one seen)
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings([Moved(0, 0, 1, 6, (1, 2, 3, 4, 5, 6))], before.with_figure(0, 0, 6))
        while view.is_animating():
            clock.step()
            if view.is_animating():
                seen.append(view._cameras.now)
    close = [c for c in seen if not c.close_to(overview)]
    assert close, "the camera came closer"
    assert all(c == close[0] for c in close)  # one framing: no glide, no full redraw per frame
    clock.run_until(lambda: view._cameras.now.close_to(overview), limit=2.0)
