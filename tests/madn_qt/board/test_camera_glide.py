"""The following camera's goal and glide without a widget (the widget's own tests watch it on
screen): it frames the whole move, never closer than a quarter of the ring, and is back on the
player's view before the move ends."""

from __future__ import annotations

import math

import numpy as np
import pytest

from core.board import RING_SIZE
from core.happenings import Captured, Happening, Moved, TrainPassed
from core.layout import figure_cell, ring_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import camera as cam
from madn_qt.board.animation import TRAIN_LENGTH, Timeline
from madn_qt.board.camera_glide import (
    CAMERA_GLIDE,
    FOLLOW_LIFT,
    RETURN_MARGIN,
    CameraGlide,
    camera_goal,
    glide_seconds,
    slow_picture,
    train_camera,
)
from madn_qt.board.choreography import build_timeline
from madn_qt.board.track import point_at, track

ASPECT = 1.6
OVERVIEW = cam.overview(cam.seat_yaw(None), ASPECT)


def _start() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3))


def _move(seat: int = 0, start: int = 1, target: int = 6) -> Timeline:
    before = _start().with_figure(seat, 0, start)
    route = tuple(range(start, target + 1))
    return build_timeline(
        [Moved(seat, 0, start, target, route)], before, before.with_figure(seat, 0, target)
    )


def _capture() -> Timeline:
    """Red (seat 0) moves from progress 8 to 12 and knocks out yellow's figure there."""
    field = 12  # (seat 0's progress 12 is ring field 12; yellow's is 12 - 30 + 40 = 22)
    before = _start().with_figure(0, 0, 8).with_figure(3, 1, 22)
    after = before.with_figure(0, 0, 12).with_figure(3, 1, -1)
    happenings: list[Happening] = [
        Moved(0, 0, 8, 12, (8, 9, 10, 11, 12)),
        Captured(3, 1, 22, 0, 0, field),
    ]
    return build_timeline(happenings, before, after)


def _ndc(camera: cam.Camera, point: tuple[float, float, float]) -> tuple[float, float]:
    clip = camera.view_projection(ASPECT) @ np.array([*point, 1.0])
    assert clip[3] > 0
    return float(clip[0] / clip[3]), float(clip[1] / clip[3])


def _inside(camera: cam.Camera, point: tuple[float, float, float]) -> bool:
    x, y = _ndc(camera, point)
    return abs(x) <= 1.0 and abs(y) <= 1.0


def _goal(user: cam.Camera, timeline: Timeline, t: float = 0.1) -> cam.Camera:
    return camera_goal(user, timeline, t, ASPECT, follow=True, reduced=False)


def test_the_goal_is_the_players_camera_unless_a_move_is_followed() -> None:
    timeline = _move()
    kw = dict(follow=True, reduced=False)
    assert camera_goal(OVERVIEW, None, 0.0, ASPECT, **kw) == OVERVIEW
    assert camera_goal(OVERVIEW, timeline, 0.1, ASPECT, **{**kw, "follow": False}) == OVERVIEW
    assert camera_goal(OVERVIEW, timeline, 0.1, ASPECT, **{**kw, "reduced": True}) == OVERVIEW
    close = _goal(OVERVIEW, timeline)
    assert cam.MIN_DISTANCE <= close.distance < OVERVIEW.distance
    assert close.elevation == pytest.approx(OVERVIEW.elevation + FOLLOW_LIFT)
    # One still framing of the whole move, then home in time: back when the figure lands.
    turn = timeline.duration - glide_seconds(timeline) - RETURN_MARGIN
    assert _goal(OVERVIEW, timeline, turn - 0.01) == close
    assert _goal(OVERVIEW, timeline, turn + 0.01) == OVERVIEW


@pytest.mark.parametrize("seat", [None, 0, 1, 2, 3])
@pytest.mark.parametrize("timeline", [_move(0, 1, 6), _move(1, 7, 12), _move(2, 36, 41)])
def test_the_framing_shows_start_target_and_a_quarter_of_the_ring(
    seat: int | None, timeline: Timeline
) -> None:
    """From behind any seat, for moves along an arm, round a corner and into the goal lane:
    where the figure sets off and lands (and a field around), inside the frame; and at least ten
    ring fields in a row (a quarter of the ring) in view: never a close-up of one spot."""
    user = cam.overview(cam.seat_yaw(seat), ASPECT)
    goal = _goal(user, timeline)
    assert goal.distance <= user.distance + 1e-9
    (x0, y0), (x1, y1) = timeline.extent()
    for x in (x0 - 0.5, x1 + 0.5):
        for y in (y0 - 0.5, y1 + 0.5):
            assert _inside(goal, (x, y, 0.0)) and _inside(goal, (x, y, 0.85)), (x, y)
    seen = [_inside(goal, (*map(float, ring_cell(f)), 0.0)) for f in range(RING_SIZE)]
    longest = run = 0
    for shown in seen + seen:  # (round the ring's end)
        run = run + 1 if shown else 0
        longest = max(longest, run)
    assert longest >= RING_SIZE // 4, seen


def test_a_capture_is_framed_with_the_house_the_figure_flies_to() -> None:
    timeline = _capture()
    goal = _goal(OVERVIEW, timeline)
    assert _inside(goal, (*map(float, ring_cell(12)), 0.0))
    assert _inside(goal, (*figure_cell(3, 1, -1), 0.0))  # yellow's house place


def test_a_short_move_glides_briefly_and_is_home_before_it_ends() -> None:
    short = _move(0, 1, 2)
    assert glide_seconds(short) == pytest.approx(short.duration / 3.0)
    assert glide_seconds(_move(0, 1, 12)) == CAMERA_GLIDE
    # Glide frame by frame through the whole move: the camera is on the player's view at its end.
    timeline, glide, camera, t, dt = _move(0, 1, 7), CameraGlide(), OVERVIEW, 0.0, 1 / 60
    while t < timeline.duration:
        goal = _goal(OVERVIEW, timeline, t)
        camera = glide.toward(
            camera, goal, dt, reduced=False, slow=False, seconds=glide_seconds(timeline)
        )
        t += dt
    assert camera.close_to(OVERVIEW)


def test_a_glide_eases_in_and_out_and_arrives() -> None:
    goal = _goal(OVERVIEW, _move())
    glide, camera = CameraGlide(), OVERVIEW
    distances = []
    for _ in range(int(CAMERA_GLIDE / 0.05) + 2):
        camera = glide.toward(camera, goal, 0.05, reduced=False, slow=False)
        distances.append(camera.distance)
    assert camera == goal
    steps = [a - b for a, b in zip([OVERVIEW.distance, *distances], distances, strict=False)]
    assert all(step >= 0.0 for step in steps)  # always towards the goal
    middle = max(steps)
    assert steps[0] < middle and steps[-3] < middle  # slow at both ends


def test_a_cut_under_reduced_motion_or_slow_pictures() -> None:
    goal = _goal(OVERVIEW, _move())
    glide = CameraGlide()
    assert glide.toward(OVERVIEW, goal, 0.01, reduced=True, slow=False) == goal
    assert glide.toward(OVERVIEW, goal, 0.01, reduced=False, slow=True) == goal
    eased = glide.toward(OVERVIEW, goal, 0.01, reduced=False, slow=False)
    assert goal.distance < eased.distance < OVERVIEW.distance


def test_the_renderers_cost_decides_between_glide_and_cut() -> None:
    assert not slow_picture(0.0)  # not measured yet
    assert not slow_picture(0.03)
    assert slow_picture(0.2)  # a slow software renderer


def test_the_following_camera_keeps_the_players_direction() -> None:
    user = OVERVIEW.orbited(2.0, 0.3).slid(ASPECT)
    goal = _goal(user, _move(1, 7, 12))
    assert goal.yaw == pytest.approx(user.yaw)
    assert goal.elevation == pytest.approx(min(user.elevation + FOLLOW_LIFT, cam.MAX_ELEVATION))
    assert math.isclose(goal.shift_y, 0.0)


# --- the train -------------------------------------------------------------------------------


def _train() -> Timeline:
    """The train passes and hits red's figure on the crossing at field 14."""
    before = _start().with_figure(0, 0, 13)
    after = before.with_figure(0, 0, -1)
    return build_timeline([TrainPassed(((0, 0, 13),))], before, after)


def test_the_camera_goes_along_with_the_train_from_and_back_to_the_players_view() -> None:
    timeline = _train()
    run = timeline.train
    assert run is not None
    kw = {"follow": True, "reduced": False}
    assert train_camera(OVERVIEW, timeline, run.start, ASPECT, **kw) == OVERVIEW
    assert train_camera(OVERVIEW, timeline, run.end, ASPECT, **kw) == OVERVIEW
    assert train_camera(OVERVIEW, timeline, run.end + 0.1, ASPECT, **kw) is None
    assert train_camera(OVERVIEW, _move(), 0.1, ASPECT, **kw) is None  # no train
    middle = (run.start + run.end) / 2
    assert train_camera(OVERVIEW, timeline, middle, ASPECT, follow=False, reduced=False) is None
    assert train_camera(OVERVIEW, timeline, middle, ASPECT, follow=True, reduced=True) is None
    # Along the way it is closer than the overview and the train's middle is in the picture,
    # with a field round it on every side; the camera moves smoothly (no jump between frames).
    previous = OVERVIEW
    for k in range(1, 60):
        t = run.start + run.duration * k / 60
        camera = train_camera(OVERVIEW, timeline, t, ASPECT, **kw)
        assert camera is not None
        eased = run.start + CAMERA_GLIDE < t < run.end - CAMERA_GLIDE - RETURN_MARGIN
        if eased:
            assert camera.distance < OVERVIEW.distance * 0.8
        _, _, length = track()
        front = min(max(run.front(t) - TRAIN_LENGTH / 2, 0.0), length)
        x, y = point_at(front)
        for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
            assert _inside(camera, (x + dx, y + dy, 0.0)), (k, dx, dy)
        step = math.dist(camera.eye, previous.eye)
        assert step < 1.2, (k, step)
        previous = camera
