"""The camera's goal and glide without a widget (the widget's own tests watch it on screen)."""

from __future__ import annotations

import pytest

from core.happenings import Moved
from core.position import initial_position
from core.rules import Rules
from madn_qt.board import camera as cam
from madn_qt.board.animation import Timeline, build_timeline
from madn_qt.board.camera_glide import CAMERA_GLIDE, CameraGlide, PictureCost, camera_goal

OVERVIEW = cam.overview(cam.seat_yaw(None), 1.6)
GLIDING = PictureCost(fast=False, slow=False)


def _move() -> Timeline:
    before = initial_position(Rules(), (0, 1, 2, 3)).with_figure(0, 0, 1)
    return build_timeline(
        [Moved(0, 0, 1, 6, (1, 2, 3, 4, 5, 6))], before, before.with_figure(0, 0, 6)
    )


def test_the_goal_is_the_players_camera_unless_a_move_is_followed() -> None:
    timeline = _move()
    kw = dict(follow=True, reduced=False, fast=False)
    assert camera_goal(OVERVIEW, OVERVIEW, None, 0.0, **kw) == OVERVIEW
    assert camera_goal(OVERVIEW, OVERVIEW, timeline, 0.1, **{**kw, "follow": False}) == OVERVIEW
    assert camera_goal(OVERVIEW, OVERVIEW, timeline, 0.1, **{**kw, "reduced": True}) == OVERVIEW
    close = camera_goal(OVERVIEW, OVERVIEW, timeline, 0.1, **kw)
    assert cam.MIN_DISTANCE <= close.distance < OVERVIEW.distance
    # Framing the whole move: the same close-up all through it.
    assert camera_goal(OVERVIEW, close, timeline, timeline.duration * 0.9, **kw) == close
    # Following the figure on a fast renderer: the goal moves with it.
    fast = {**kw, "fast": True}
    early = camera_goal(OVERVIEW, OVERVIEW, timeline, 0.05, **fast)
    late = camera_goal(OVERVIEW, early, timeline, timeline.duration * 0.8, **fast)
    assert early.target != late.target


def test_a_glide_eases_in_and_out_and_arrives() -> None:
    goal = camera_goal(OVERVIEW, OVERVIEW, _move(), 0.1, follow=True, reduced=False, fast=False)
    glide, camera = CameraGlide(), OVERVIEW
    distances = []
    for _ in range(int(CAMERA_GLIDE / 0.05) + 2):
        camera = glide.toward(camera, goal, 0.05, reduced=False, cost=GLIDING)
        distances.append(camera.distance)
    assert camera == goal
    steps = [a - b for a, b in zip([OVERVIEW.distance, *distances], distances, strict=False)]
    assert all(step >= 0.0 for step in steps)  # always towards the goal
    middle = max(steps)
    assert steps[0] < middle and steps[-3] < middle  # slow at both ends


def test_a_cut_under_reduced_motion_or_slow_pictures_and_a_chase_on_fast_ones() -> None:
    goal = camera_goal(OVERVIEW, OVERVIEW, _move(), 0.1, follow=True, reduced=False, fast=False)
    glide = CameraGlide()
    assert glide.toward(OVERVIEW, goal, 0.01, reduced=True, cost=GLIDING) == goal
    assert glide.toward(OVERVIEW, goal, 0.01, reduced=False, cost=PictureCost(False, True)) == goal
    chased = glide.toward(OVERVIEW, goal, 0.1, reduced=False, cost=PictureCost(True, False))
    assert goal.distance < chased.distance < OVERVIEW.distance
    assert chased.distance == pytest.approx(
        OVERVIEW.distance + (goal.distance - OVERVIEW.distance) * (1 - 2.718281828 ** (-0.26)),
        rel=1e-6,
    )


def test_the_renderers_cost_decides_between_chase_glide_and_cut() -> None:
    assert PictureCost.of(0.0) == GLIDING  # not measured yet
    assert PictureCost.of(0.002) == PictureCost(fast=True, slow=False)  # a GPU
    assert PictureCost.of(0.03) == GLIDING
    assert PictureCost.of(0.2) == PictureCost(fast=False, slow=True)  # a slow software renderer
