"""The real widget under Xvfb (Mesa llvmpipe): pixels, picking, animation signals, idling."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QWheelEvent
from pytestqt.qtbot import QtBot

from core.board import HOUSE, start_field
from core.happenings import Captured, Happening, Moved, TurnStarted
from core.layout import figure_cell, ring_cell
from core.position import Position, initial_position
from core.rules import Rules
from madn_qt.board import BoardView
from madn_qt.board import camera as cam
from madn_qt.board.camera_glide import RETURN_MARGIN, glide_seconds
from tests.madn_qt.board.clock_support import HandClock, still_picture
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl


def _start() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3))


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_start(), size=(960, 600))


def _rgb(image: QImage, p: QPointF | None) -> np.ndarray:
    assert p is not None
    c = QColor(image.pixelColor(int(p.x()), int(p.y())))
    return np.array([c.red(), c.green(), c.blue()], dtype=int)


def _grab(view: BoardView) -> QImage:
    image = view.grabFramebuffer()
    assert image.width() == view.width()  # device pixel ratio 1 under Xvfb
    return image


def _paint_moved(qtbot: QtBot, view: BoardView, camera: cam.Camera | None = None) -> None:
    """Move the camera (a little further round by default) and wait for the next frame."""
    view._cameras.put(camera or view._cameras.user(view._aspect()).orbited(0.05, 0.0))
    painted = len(view.paint_times)
    view.update()
    qtbot.waitUntil(lambda: len(view.paint_times) > painted, timeout=5000)


def test_still_picture_is_drawn_with_msaa(qtbot: QtBot, view: BoardView) -> None:
    """The renderer anti-aliases itself: the widget's framebuffer is single-sampled, a moving
    view is a draft, and once it holds still the background is drawn again with 4x MSAA."""
    from madn_qt.board.renderer import FINE_SAMPLES

    r = view._renderer
    assert r is not None and FINE_SAMPLES == 4
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
    assert r._background is not None and r._background.samples == 4
    _paint_moved(qtbot, view)
    assert r.needs_refine and r._background.samples == 0  # the moving view: a quick draft
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)  # and no further frames after
    assert r._background.samples == 4


def test_board_fields_and_sky_are_drawn(qtbot: QtBot, view: BoardView) -> None:
    image = _grab(view)
    ring = _rgb(image, view.board_screen_pos(*ring_cell(5), 0.03))
    assert ring.min() > 170 and ring.max() - ring.min() < 60, ring  # off-white
    x, y = ring_cell(start_field(0))
    red = _rgb(image, view.board_screen_pos(x + 0.3, y, 0.03))
    assert red[0] > red[1] + 70 and red[0] > red[2] + 70, red  # the red start field
    x, y = ring_cell(start_field(1))
    blue = _rgb(image, view.board_screen_pos(x + 0.3, y, 0.03))
    assert blue[2] > blue[0] + 60, blue
    lawn = _rgb(image, view.board_screen_pos(-6.6, 3.0, -0.3))
    assert lawn[1] > lawn[0] and lawn[1] > lawn[2], lawn  # grass beside the board
    wood = _rgb(image, view.board_screen_pos(-2.4, 2.4, 0.0))
    assert wood[0] > wood[1] > wood[2], wood  # warm wood between the arms
    # The overview frames the board (little sky); seen from low, the sky fills the top.
    _paint_moved(qtbot, view, cam.Camera(elevation=cam.MIN_ELEVATION))
    image = _grab(view)
    top = [_rgb(image, QPointF(x, 2)) for x in range(0, view.width(), 8)]
    sky = [c for c in top if c[2] > c[0] + 60 and c[2] >= c[1] and c.min() > 80]
    assert len(sky) > len(top) / 2, top  # mostly soft blue sky along the top edge


def test_figures_are_drawn_where_they_stand_and_leave_no_trace(
    qtbot: QtBot, view: BoardView
) -> None:
    on_ring = _start().with_figure(0, 0, 6)
    view.set_position(on_ring)
    image = _grab(view)
    p = view.figure_screen_pos(0, 0)
    assert p is not None
    assert p == view.board_screen_pos(*figure_cell(0, 0, 6), 0.028 + 0.40)
    pawn = _rgb(image, p)
    assert pawn[0] > 60 and pawn[0] > 2 * pawn[1] and pawn[0] > 2 * pawn[2], pawn  # red paint
    view.set_position(_start())
    image = _grab(view)
    field = _rgb(image, view.board_screen_pos(*figure_cell(0, 0, 6), 0.03))
    assert field.min() > 150, field  # the ring field shows again, the pawn is gone
    assert view.figure_screen_pos(0, 7) is None
    assert view.figure_screen_pos(5, 0) is None


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
    image = _grab(view)
    pawn = _rgb(image, view.figure_screen_pos(0, 0))
    assert pawn[0] > 60 and pawn[0] > 2 * pawn[1] and pawn[0] > 2 * pawn[2], pawn  # red arrived
    victim = _rgb(image, view.figure_screen_pos(2, 1))
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


def test_cleanup_frees_gl_and_painting_after_is_harmless(view: BoardView) -> None:
    view._cleanup()
    assert view._renderer is None
    view.repaint()  # paintGL without a renderer does nothing


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


def test_a_full_frame_takes_few_draw_calls(qtbot: QtBot, view: BoardView) -> None:
    """The whole scene is batched: a frame that draws everything again (the camera moved, a
    die and pawns of every seat on the board) stays within a handful of GL draw calls."""
    r = view._renderer
    assert r is not None
    view.set_position(_start().with_figure(0, 0, 3).with_figure(2, 1, 20))
    view.set_movable(0, [0])
    for refine in (False, True):
        if not refine:
            view._cameras.put(view._cameras.user(view._aspect()).orbited(0.1, 0.0))
        painted = len(view.paint_times)
        view.update()
        qtbot.waitUntil(lambda n=painted: len(view.paint_times) > n, timeout=5000)
        if refine:
            qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        assert r.last_dirty_rect == (0, 0, view.width(), view.height())
        assert 4 <= r.draw_calls <= 20, r.draw_calls


def test_a_moving_view_drafts_the_scenery_at_reduced_resolution(
    qtbot: QtBot, view: BoardView
) -> None:
    """Dynamic resolution: while the camera moves the background is drawn at the draft scale
    and stretched over the frame; the still picture is drawn again at full size with MSAA."""
    r = view._renderer
    assert r is not None
    r.adapt_draft_scale = False
    r.draft_scale = 0.7
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
    full = (view.width(), view.height())
    assert r.last_background_size == full
    for _ in range(2):
        _paint_moved(qtbot, view)
        assert r.needs_refine
        assert r.last_background_size == (round(full[0] * 0.7), round(full[1] * 0.7))
        assert r.last_dirty_rect == (0, 0, *full)
        assert r._background is not None and r._background.samples == 0
    image = _grab(view)
    top = _rgb(image, QPointF(full[0] / 2, 2))
    assert top[1] > 100 and top[1] > top[2], top  # the stretched draft fills the frame (lawn)
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
    assert r.last_background_size == full
    assert r._background is not None and r._background.samples == 4


def test_draft_scale_adapts_to_the_measured_time_within_limits(view: BoardView) -> None:
    from madn_qt.board.renderer import DRAFT_BUDGET, DRAFT_SCALE_MAX, DRAFT_SCALE_MIN

    r = view._renderer
    assert r is not None
    r.draft_scale = 0.7
    r.full_redraw_seconds = DRAFT_BUDGET * 4  # far too slow: smaller, a step at a time
    r._adapt_draft_scale()
    assert r.draft_scale == pytest.approx(0.65)
    for _ in range(10):
        r._adapt_draft_scale()
    assert r.draft_scale == pytest.approx(DRAFT_SCALE_MIN)
    r.full_redraw_seconds = DRAFT_BUDGET * 1.05  # about right: stays put
    r._adapt_draft_scale()
    assert r.draft_scale == pytest.approx(DRAFT_SCALE_MIN)
    r.full_redraw_seconds = DRAFT_BUDGET / 100  # a fast GPU: back to full resolution
    for _ in range(20):
        r._adapt_draft_scale()
    assert r.draft_scale == pytest.approx(DRAFT_SCALE_MAX)


def _pixels(view: BoardView) -> np.ndarray:
    image = _grab(view).convertToFormat(QImage.Format.Format_RGB888)
    raw = np.frombuffer(image.constBits(), np.uint8)
    raw = raw.reshape(image.height(), image.bytesPerLine())[:, : 3 * image.width()]
    return raw.reshape(image.height(), image.width(), 3).astype(int)


def test_skipped_sky_cells_change_no_pixel(qtbot: QtBot, view: BoardView) -> None:
    """The sky grid's cells under the terrain's rim are not drawn. From many angles, drafts
    and still pictures alike, the picture equals the one with every cell drawn, except for
    at most a few single pixels (a crack between terrain rings shows the haze colour instead
    of the sky); a wrongly skipped cell would be thousands of pixels. Most cells are skipped."""
    from madn_qt.board import renderer as rmod
    from madn_qt.board.shaders import SKY_COLUMNS, SKY_ROWS

    r = view._renderer
    assert r is not None
    r.adapt_draft_scale = False
    original_rows = rmod.sky_rows
    skipped: list[int] = []

    def counted(view_proj: np.ndarray, rim: np.ndarray) -> np.ndarray:
        first = original_rows(view_proj, rim)
        skipped.append(int(first.sum()))
        return first

    def every_cell(view_proj: np.ndarray, rim: np.ndarray) -> np.ndarray:
        return np.zeros(SKY_COLUMNS, np.int32)

    def picture(yaw: float, elevation: float, still: bool) -> np.ndarray:
        # (moved away first: the next frame draws everything again)
        _paint_moved(qtbot, view, cam.Camera(yaw=yaw + 0.01, elevation=elevation))
        _paint_moved(qtbot, view, cam.Camera(yaw=yaw, elevation=elevation))
        if still:
            qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        else:
            # A draft: the view still moves when the picture is grabbed (the grab paints at
            # once, with no event between: on a loaded machine the refine timer may have run
            # out meanwhile, and the grab would be a still picture compared with a draft).
            view._refine_timer.start()
        return _pixels(view)

    try:
        for yaw, elevation in ((0.0, 0.52), (0.7, 0.3), (2.4, cam.MIN_ELEVATION), (4.0, 0.9)):
            for still in (False, True):
                rmod.sky_rows = counted  # type: ignore[assignment]
                skipping = picture(yaw, elevation, still)
                rmod.sky_rows = every_cell  # type: ignore[assignment]
                full = picture(yaw, elevation, still)
                differ = np.argwhere(np.abs(skipping - full).max(axis=2) > 8)
                assert len(differ) <= 4, (yaw, elevation, still, differ[:8].tolist())
    finally:
        rmod.sky_rows = original_rows  # type: ignore[assignment]
    assert min(skipped) > 0 and sum(skipped) > 0.5 * len(skipped) * SKY_COLUMNS * SKY_ROWS


def test_a_draft_leaves_out_the_lawn_details(qtbot: QtBot, view: BoardView) -> None:
    """Flowers and grass tufts come last in the scenery's indices: a draft (moving view)
    draws the scene without them, the still picture with them, in one draw call either way."""
    from madn_qt.board import gl_utils

    r = view._renderer
    assert r is not None
    scene_first, scene_count = r.static_ranges["SCENE"]
    detail_first, detail_count = r.static_ranges["DETAIL"]
    assert detail_first == scene_first + scene_count and detail_count > 1000
    drawn: list[tuple[int, int]] = []
    draw = gl_utils.MeshBuffer.draw

    def recorded(self: gl_utils.MeshBuffer, first: int, count: int) -> None:
        drawn.append((first, count))
        draw(self, first, count)

    gl_utils.MeshBuffer.draw = recorded  # type: ignore[method-assign]
    try:
        _paint_moved(qtbot, view)
        assert (scene_first, scene_count) in drawn  # the draft: without the details
        drawn.clear()
        qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        assert (scene_first, scene_count + detail_count) in drawn  # the still picture
    finally:
        gl_utils.MeshBuffer.draw = draw  # type: ignore[method-assign]


def test_moving_views_draw_pawns_with_fewer_sides(qtbot: QtBot, view: BoardView) -> None:
    """Over a draft background the pawns come from the coarser mesh (their triangles are
    what a software renderer pays for); the still picture draws the round ones again."""
    from madn_qt.board import piece_pass as rmod
    from madn_qt.board.static_scene import DRAFT_PAWN

    r = view._renderer
    assert r is not None
    fine_count = r.pieces.ranges[0][1]
    draft_count = r.pieces.ranges[DRAFT_PAWN][1]
    assert draft_count < 0.85 * fine_count
    counts: list[int] = []

    class Recording:
        def __getattr__(self, name: str) -> object:
            return getattr(gl, name)

        def glDrawElementsInstanced(self, *args: object) -> None:
            counts.append(int(args[1]))  # type: ignore[call-overload]
            gl.glDrawElementsInstanced(*args)

    gl = rmod.GL
    rmod.GL = Recording()  # type: ignore[assignment]
    try:
        _paint_moved(qtbot, view)
        assert draft_count in counts and fine_count not in counts
        counts.clear()
        qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        assert fine_count in counts and draft_count not in counts
    finally:
        rmod.GL = gl


def test_a_draft_filters_the_board_bilinearly_and_the_still_picture_trilinearly(
    qtbot: QtBot, view: BoardView
) -> None:
    """Nearest texels made the field rims shimmer while the view moved; a draft samples one
    mip level bilinearly, the still picture blends two levels."""
    from OpenGL import GL

    r = view._renderer
    assert r is not None

    def board_filters() -> tuple[int, int]:
        view.makeCurrent()
        try:
            GL.glBindTexture(GL.GL_TEXTURE_2D, r.board_texture)
            minify = int(GL.glGetTexParameteriv(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER))
            magnify = int(GL.glGetTexParameteriv(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER))
            return minify, magnify
        finally:
            view.doneCurrent()

    _paint_moved(qtbot, view)
    assert r.needs_refine
    assert board_filters() == (GL.GL_LINEAR_MIPMAP_NEAREST, GL.GL_LINEAR)
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
    assert board_filters() == (GL.GL_LINEAR_MIPMAP_LINEAR, GL.GL_LINEAR)


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


def _board_region(view: BoardView, inset: float = 0.6) -> np.ndarray:
    """A pixel mask of the board's top, ``inset`` board units in from its edge."""
    from PySide6.QtGui import QPainter, QPolygonF

    h = cam.BOARD_REACH - inset
    corners = [view.board_screen_pos(x, y, 0.0) for x, y in ((-h, -h), (h, -h), (h, h), (-h, h))]
    mask = QImage(view.width(), view.height(), QImage.Format.Format_Grayscale8)
    mask.fill(0)
    painter = QPainter(mask)
    painter.setBrush(QColor(255, 255, 255))
    painter.drawPolygon(QPolygonF([p for p in corners if p is not None]))
    painter.end()
    raw = np.frombuffer(mask.constBits(), np.uint8).reshape(mask.height(), mask.bytesPerLine())
    inside: np.ndarray = raw[:, : mask.width()] > 128
    return inside


def _sharpness(pixels: np.ndarray, region: np.ndarray) -> float:
    """The mean size of the steps between neighbouring pixels inside ``region`` (a soft,
    stretched picture has smaller steps)."""
    grey = pixels.mean(axis=2)
    dx = np.abs(np.diff(grey, axis=1))[:-1, :]
    dy = np.abs(np.diff(grey, axis=0))[:, :-1]
    inner = region[:-1, :-1] & region[1:, :-1] & region[:-1, 1:]
    return float((dx + dy)[inner].mean())


def test_a_moving_view_keeps_the_board_crisp(qtbot: QtBot, view: BoardView) -> None:
    """While the camera moves, the landscape is a reduced draft but the board is drawn at full
    size over it: on the board the draft is about as sharp as the still picture and nearly the
    same picture, from every side, low and high, near and far (nothing of the landscape stands
    between the camera and the board, which the full-size board would hide)."""
    r = view._renderer
    assert r is not None
    r.adapt_draft_scale = False
    r.draft_scale = 0.5
    overview = view._cameras.now
    farthest = view._cameras.farthest(view._aspect())
    for yaw, elevation, distance in (
        (overview.yaw, overview.elevation, overview.distance),
        (0.8, cam.MIN_ELEVATION, farthest),
        (2.4, cam.MIN_ELEVATION, cam.MIN_DISTANCE),
        (4.0, cam.MAX_ELEVATION, farthest),
    ):
        camera = cam.Camera(yaw=yaw, elevation=elevation, distance=distance, target=(0, 0, 0))
        camera = camera.slid(view.width() / view.height())
        _paint_moved(qtbot, view, camera.orbited(0.01, 0.0))
        _paint_moved(qtbot, view, camera)
        view._refine_timer.start()  # (still moving when grabbed: the draft, see above)
        assert r.needs_refine
        draft = _pixels(view)
        qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        still = _pixels(view)
        board = _board_region(view)
        assert board.sum() > 0.05 * board.size
        sharp = _sharpness(draft, board), _sharpness(still, board)
        assert sharp[0] > 0.85 * sharp[1], (yaw, elevation, sharp)
        differ = np.abs(draft - still).max(axis=2)[board]
        assert float(np.mean(differ > 40)) < 0.01, (yaw, elevation, distance)
