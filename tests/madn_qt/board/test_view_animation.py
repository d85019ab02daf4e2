"""The real widget under Xvfb (Mesa llvmpipe) playing what happened: a move and a capture
animated, then the position after; ``animation_finished`` once, never re-entrantly; the die's
tumble; the sound cues as the hops land, none after a cut.
"""

from __future__ import annotations

import math

import pytest
from pytestqt.qtbot import QtBot

from core.board import HOUSE
from core.happenings import Captured, Happening, Moved, TurnStarted
from core.layout import figure_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView
from tests.madn_qt.board.clock_support import HandClock
from tests.madn_qt.board.view_frame_support import grab_frame, rgb_at
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl


def _start() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3))


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_start(), size=(960, 600))


def test_play_events_animates_then_shows_after(qtbot: QtBot, view: BoardView) -> None:
    view.set_animation_speed(2.0)
    before = _start().with_figure(0, 0, 2).with_figure(2, 1, 27)  # seat 2 at ring field 7
    view.set_position(before)
    after = before.with_figure(0, 0, 7).with_figure(2, 1, HOUSE)
    events: list[Happening] = [
        TurnStarted(0, 1),
        Moved(0, 0, 2, 7, (2, 3, 4, 5, 6, 7)),
        Captured(2, 1, 27, 0, 0, 7),
    ]
    clock = HandClock(view)  # (the first 0.15 s exactly, however late the machine's ticks)
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings(events, after)
        assert view.is_animating()
        clock.run_until(lambda: view._playback.time >= 0.15)
        assert view.is_animating()  # mid-move: the figure is on its way
        p = view.figure_screen_pos(0, 0)
        assert p is not None and p != view.board_screen_pos(*figure_cell(0, 0, 2), 0.428)
        clock.release()  # the rest on real time
    assert not view.is_animating()
    image = grab_frame(view)
    pawn = rgb_at(image, view.figure_screen_pos(0, 0))
    assert pawn[0] > 60 and pawn[0] > 2 * pawn[1] and pawn[0] > 2 * pawn[2], pawn  # red arrived
    victim = rgb_at(image, view.figure_screen_pos(2, 1))
    assert victim[1] > victim[0] + 30, victim  # green is back in its house


def test_nothing_to_animate_still_reports_but_later(qtbot: QtBot, view: BoardView) -> None:
    seen: list[int] = []
    view.animation_finished.connect(lambda: seen.append(1))
    after = _start()
    view.play_happenings([TurnStarted(1, 3)], after)
    assert seen == []  # not re-entrantly from inside play_happenings
    qtbot.waitUntil(lambda: seen == [1], timeout=2000)
    assert not view.is_animating()


def test_roll_die_tumbles_and_reports_once(qtbot: QtBot, view: BoardView) -> None:
    seen: list[int] = []
    view.animation_finished.connect(lambda: seen.append(1))
    view.roll_die((4,))
    assert view.is_animating()
    qtbot.waitUntil(lambda: seen == [1], timeout=10000)
    qtbot.wait(100)
    assert seen == [1]
    from madn_qt.board.die_throw import top_value

    assert top_value(view._die.rest) == 4


def test_sound_cues_come_as_the_hops_land_and_not_after_a_cut(
    qtbot: QtBot, view: BoardView
) -> None:
    cues: list[tuple[str, float]] = []
    view.sound_cue.connect(lambda name: cues.append((name, view._playback.time)))
    before = _start().with_figure(0, 0, 1)
    clock = HandClock(view)  # (the cut comes at a set moment, however late the ticks)
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings([Moved(0, 0, 1, 4, (1, 2, 3, 4))], before.with_figure(0, 0, 4))
        clock.run_until(lambda: not view.is_animating())
    assert [name for name, _ in cues] == ["step", "step", "step"]
    assert [t for _, t in cues] == sorted(t for _, t in cues)
    assert cues[0][1] < cues[-1][1]  # spread over the hops, not all at once
    cues.clear()
    moved = before.with_figure(0, 0, 4)
    view.play_happenings([Moved(0, 0, 4, 10, (4, 5, 6, 7, 8, 9, 10))], moved.with_figure(0, 0, 10))
    timeline = view._playback.timeline
    assert timeline is not None
    clock.run_until(lambda: view._playback.time >= 0.03)
    view.set_position(moved.with_figure(0, 0, 10))  # cut short: the rest stays silent
    given = len(cues)
    assert given < 6
    for _ in range(math.ceil(timeline.duration / 0.016) + 20):  # (longer than it would have run)
        clock.step()
    assert len(cues) == given
