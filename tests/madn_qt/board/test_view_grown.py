"""Reinforcement and Knocked out on the real 3D widget (Xvfb, llvmpipe): a seat with five
figures has a fifth goal field painted where core's goal_cell puts it and a fifth house place
where house_cell does; a Reinforcement event paints them (one new picture uploaded); a
knocked-out seat's figures leave the board and the position after shows none of them."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from core.board import DEFAULT_FIGURES, GOAL_START
from core.event.construction import Paths
from core.event.play import reinforce
from core.layout import figure_cell, goal_cell, house_cell
from core.position import Phase, Position
from madn_qt.board import BoardView, choreography
from madn_qt.board.places import Spot, goal_spots, house_spots
from tests.madn_qt.board.test_event_figures import knocked_out
from tests.madn_qt.board.test_grown_places import _fill_point
from tests.madn_qt.board.test_marks import event_position
from tests.madn_qt.board.test_view_marks import _rgb, _samples, _still
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl

SEAT = 0  # the seat that grows (in front: the camera sits behind it)


def _start() -> Position:
    """An event-mode game with its first pair drawn (away from seat 0's corner and lane): seat
    0's figures on the far side of the ring and one on its innermost goal field (its house and
    the rest of its lane in view), seat 1's at home but one on the ring."""
    position = event_position(Paths(13, 28))
    figures = ((20, 25, 30, 43), (-1, -1, -1, 9), (-1,) * 4, (-1,) * 4)
    return position.but(figures=figures, phase=Phase.ROLL, rolls_left=1, train=3)


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_start(), size=(1200, 760), reduced_motion=True, home_seat=SEAT)


def _red(c: np.ndarray) -> bool:
    """Seat 0's paint, lit (not the wood: that is far less red against green and blue)."""
    return bool(c[0] > c[1] + 90 and c[0] > c[2] + 90)


def _spot_colours(view: BoardView, image: QImage, spots: tuple[Spot, ...]) -> list[np.ndarray]:
    return _samples(view, image, [_fill_point(s) for s in spots])


def test_a_fifth_goal_field_and_house_place_are_painted_where_core_puts_them(
    qtbot: QtBot, view: BoardView
) -> None:
    grown, _ = reinforce(_start(), [])
    assert grown.goal_sizes[SEAT] == 5
    view.set_position(grown)
    image = _still(qtbot, view)
    assert view.marks().places(SEAT) == 5
    lane = goal_spots(SEAT, 5)
    for index, spot in enumerate(lane):
        assert spot.centre == pytest.approx(goal_cell(SEAT, index, 5))
    colours = _spot_colours(view, image, lane)
    assert len(colours) >= 4 and all(_red(c) for c in colours), colours
    assert _spot_colours(view, image, (lane[2],))  # (the one between the four-lane's fields)
    # The new house place too, beside the four.
    fifth = house_spots(SEAT, 5)[DEFAULT_FIGURES]
    assert fifth.centre == pytest.approx(house_cell(SEAT, DEFAULT_FIGURES))
    assert all(_red(c) for c in _spot_colours(view, image, (fifth,)))
    # And the figures stand on them: the one in the goal lane moved up with its place.
    x, y = figure_cell(SEAT, 3, GOAL_START + 4, 5)
    assert lane[4].contains((x, y))
    spot = view._figure_spot(SEAT, 3)
    assert spot is not None and spot[:2] == pytest.approx((x, y))


def test_a_reinforcement_event_paints_the_longer_lane_and_the_new_place(
    qtbot: QtBot, view: BoardView
) -> None:
    renderer = view._renderer
    assert renderer is not None
    image = _still(qtbot, view)
    uploads = renderer.texture_uploads
    # Before: between the four-lane's second and third field lies wood, where the five-lane's
    # middle place will be; nor is there a fifth house place yet.
    middle = goal_spots(SEAT, 5)[2]
    fifth = house_spots(SEAT, 5)[DEFAULT_FIGURES]
    before = _spot_colours(view, image, (middle, fifth))
    assert len(before) == 2 and not any(_red(c) for c in before), before
    after, events = reinforce(_start(), [])
    finished: list[bool] = []
    view.animation_finished.connect(lambda: finished.append(True))
    view.play_happenings(events, after)
    qtbot.waitUntil(lambda: bool(finished), timeout=5000)
    image = _still(qtbot, view)
    assert renderer.texture_uploads == uploads + 1  # one new picture, nothing else
    now = _spot_colours(view, image, (middle,))
    assert len(now) == 1 and _red(now[0]), now
    # The new figure stands on its new house place (which covers it).
    assert len(view._position.figures[SEAT]) == 5 if view._position else False
    spot, shown = view._figure_spot(SEAT, 4), view.figure_screen_pos(SEAT, 4)
    assert spot is not None and spot[:2] == pytest.approx(house_cell(SEAT, DEFAULT_FIGURES))
    assert shown is not None and _red_near(image, shown)  # a red pawn there


def _red_near(image: QImage, p: QPointF) -> bool:
    """Most of the pixels within 3 of ``p`` are seat 0's lit paint (a pawn's body has a
    shaded crease at its waist)."""
    near = [_rgb(image, p + QPointF(dx, dy)) for dx in range(-3, 4) for dy in range(-3, 4)]
    return sum(_red(c) for c in near) > len(near) // 2


def _blue(c: np.ndarray) -> bool:
    """Seat 1's paint, lit."""
    return bool(c[2] > c[0] + 40 and c[2] > c[1] + 30)


@pytest.mark.parametrize("reduced", [False, True])
def test_a_knocked_out_seats_figures_leave_the_board(
    qtbot: QtBot, view: BoardView, reduced: bool
) -> None:
    view.set_reduced_motion(reduced)
    image = _still(qtbot, view)
    bodies = [view.figure_screen_pos(1, f) for f in range(DEFAULT_FIGURES)]
    colours = [_rgb(image, p) for p in bodies if p is not None]
    assert len(colours) == 4 and all(_blue(c) for c in colours), colours  # (blue pawns)
    before = _start()
    after, events = knocked_out(before, 1)
    view.set_animation_speed(4.0)
    finished: list[bool] = []
    view.animation_finished.connect(lambda: finished.append(True))
    view.play_happenings(events, after)
    timeline = view._playback.timeline
    assert timeline is not None
    for figure in range(DEFAULT_FIGURES):
        end = timeline.figure_pose((1, figure), timeline.duration)
        assert end is not None and end.scale == pytest.approx(0.0, abs=1e-9)
        if not reduced:
            assert max(abs(end.x), abs(end.y)) > choreography.BOARD_EDGE
    if reduced:
        assert timeline.duration == pytest.approx(choreography.LEAVE_REDUCED_SECONDS / 4)
    # While it runs the seat's pawns are drawn; then never again.
    assert {p.key for p in view._pieces() if p.mesh == 1} == {(1, f) for f in range(4)}
    qtbot.waitUntil(lambda: bool(finished), timeout=5000)
    assert view._position is not None and view._position.figures[1] == ()
    assert not [p for p in view._pieces() if p.mesh == 1]
    assert view.figure_screen_pos(1, 0) is None
    image = _still(qtbot, view)
    on_ring = bodies[3]  # (the houses' places are blue too: the one on the ring shows it)
    assert on_ring is not None and not _blue(_rgb(image, on_ring)), _rgb(image, on_ring)
