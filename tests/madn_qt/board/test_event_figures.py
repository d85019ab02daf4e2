"""Event mode's figures coming and going (madn_qt.board.animation, pieces): a knocked-out seat's
figures rise and fly off the board (under reduced motion a short fade where they stand) and the
position after shows none of them; Reinforcement's new figure drops into its new house place
while the goal figures slide into the longer lane; figures in a long lane are drawn smaller.
Pure: no Qt, no GL."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from core.actions import CONFIRM
from core.board import GOAL_START, HOUSE
from core.engine import apply
from core.event.construction import Paths
from core.event.play import reinforce
from core.event.state import Origin, Pending
from core.event.wheel import Event
from core.happenings import EventApplied, Happening, SeatKnockedOut
from core.layout import figure_cell
from core.position import Phase, Position
from madn_qt.board import choreography
from madn_qt.board.animation import Timeline
from madn_qt.board.pieces import Scene, figure_spot, pieces
from madn_qt.board.places import figure_scale
from tests.madn_qt.board.test_marks import event_position

BOARD_HALF = 6.0  # madn_qt.board.textures.BOARD_HALF


def _start() -> Position:
    position = event_position(Paths(1, 18))
    figures = ((-1, 5, 41, 43), (-1, -1, 43, 12), (-1, -1, -1, -1), (22, -1, -1, 40))
    return position.but(figures=figures, phase=Phase.ROLL, rolls_left=1, train=3)


def knocked_out(position: Position, seat: int) -> tuple[Position, list[Happening]]:
    """``seat`` knocked out by core's own event (it is that seat's turn, the event drawn and now
    confirmed)."""
    state = position.event_state
    assert state is not None
    pending = Pending(Origin.FIELD, Event.KNOCKED_OUT)
    drawn = dataclasses.replace(state, pending=pending)
    return apply(position.but(turn=seat, phase=Phase.CONFIRM, event_state=drawn), CONFIRM)


def _scene(position: Position, timeline: Timeline | None, t: float) -> Scene:
    return Scene(
        position=position,
        timeline=timeline,
        timeline_time=t,
        animating=timeline is not None,
        movable=frozenset(),
        hinted=None,
        focused=None,
        focus_target=None,
        glow=0.0,
        celebration=None,
        celebration_time=0.0,
        bird=None,
        scene_time=0.0,
        die_model=np.eye(4),
        die_lift=0.0,
    )


def _pawns(scene: Scene, seat: int) -> dict[int, np.ndarray]:
    """The models of ``seat``'s pawns drawn in ``scene``, by figure."""
    return {
        p.key[1]: p.model
        for p in pieces(scene)
        if isinstance(p.key, tuple) and len(p.key) == 2 and p.key[0] == seat and p.mesh == seat
    }


def _size(model: np.ndarray) -> float:
    return float(np.linalg.norm(model[:3, 0]))


# --- knocked out ---------------------------------------------------------------------------------


def test_a_knocked_out_seats_figures_rise_and_fly_off_the_board() -> None:
    before = _start()
    after, events = knocked_out(before, 1)
    assert after.figures[1] == () and any(isinstance(e, SeatKnockedOut) for e in events)
    timeline = choreography.build_timeline(events, before, after)
    keys = [(1, f) for f in range(4)]
    assert set(timeline.tracks) == set(keys)  # the knocked-out seat's figures, no other
    assert ("capture" in [name for _, name in timeline.cues]) and timeline.cues[0][0] == 0.0
    for seat, figure in keys:
        origin = figure_cell(seat, figure, before.figures[seat][figure], 4)
        first = timeline.figure_pose((seat, figure), 0.0)
        assert first is not None and (first.x, first.y) == pytest.approx(origin)
        assert first.scale == 1.0 and first.z == 0.0
        # It rises where it stands ...
        top = timeline.tracks[(seat, figure)][0].end
        risen = timeline.figure_pose((seat, figure), top)
        assert risen is not None and (risen.x, risen.y) == pytest.approx(origin)
        assert risen.z == pytest.approx(choreography.LEAVE_HEIGHT) and risen.scale == 1.0
        # ... and ends off the board, high up, gone.
        end = timeline.figure_pose((seat, figure), timeline.duration)
        assert end is not None
        assert max(abs(end.x), abs(end.y)) > BOARD_HALF + 1.0
        assert end.z > choreography.LEAVE_HEIGHT and end.scale == pytest.approx(0.0, abs=1e-9)
        # over the board's edge nearest to where it stood
        x, y = origin
        if abs(x) >= abs(y):
            assert np.sign(end.x) == np.sign(x) and end.y == pytest.approx(y)
        else:
            assert np.sign(end.y) == np.sign(y) and end.x == pytest.approx(x)
    # One after the other; the whole in about a second and a half.
    starts = [timeline.tracks[k][0].start for k in keys]
    assert starts == sorted(starts) and starts[1] - starts[0] == pytest.approx(
        choreography.LEAVE_STAGGER
    )
    expected = (
        3 * choreography.LEAVE_STAGGER
        + choreography.LEAVE_RISE_SECONDS
        + choreography.LEAVE_FLY_SECONDS
    )
    assert timeline.duration == pytest.approx(expected)


def test_the_leaving_figures_are_drawn_until_gone_and_the_position_after_has_none() -> None:
    before = _start()
    after, events = knocked_out(before, 1)
    timeline = choreography.build_timeline(events, before, after)
    # (the view shows ``before`` while the timeline runs, then ``after``)
    start = _pawns(_scene(before, timeline, 0.0), 1)
    assert sorted(start) == [0, 1, 2, 3]
    assert all(_size(m) == pytest.approx(1.0) for m in start.values())
    late = timeline.duration - 0.25
    flying = _pawns(_scene(before, timeline, late), 1)
    assert flying and all(_size(m) < 1.0 for m in flying.values())
    assert all(m[2, 3] > 1.0 for m in flying.values())  # high above the board
    assert _pawns(_scene(before, timeline, timeline.duration), 1) == {}  # gone
    assert _pawns(_scene(after, None, 0.0), 1) == {}
    # The other seats stand still where they stood.
    others = _pawns(_scene(before, timeline, late), 0)
    assert sorted(others) == [0, 1, 2, 3]
    assert all(_size(m) == pytest.approx(1.0) for m in others.values())


def test_under_reduced_motion_the_knocked_out_figures_fade_where_they_stand() -> None:
    before = _start()
    after, events = knocked_out(before, 3)
    timeline = choreography.build_timeline(events, before, after, reduced=True)
    assert timeline.duration == pytest.approx(choreography.LEAVE_REDUCED_SECONDS)
    assert timeline.duration < 0.5
    for figure, progress in enumerate(before.figures[3]):
        origin = figure_cell(3, figure, progress, 4)
        for t in np.linspace(0.0, timeline.duration, 7):
            pose = timeline.figure_pose((3, figure), float(t))
            assert pose is not None and (pose.x, pose.y) == pytest.approx(origin)
            assert pose.z == 0.0  # no lift, no travel: only a fade
        half = timeline.figure_pose((3, figure), timeline.duration / 2)
        end = timeline.figure_pose((3, figure), timeline.duration)
        assert half is not None and 0.0 < half.scale < 1.0
        assert end is not None and end.scale == pytest.approx(0.0, abs=1e-9)
    # The pace setting scales it too.
    quick = choreography.build_timeline(events, before, after, speed=2.0, reduced=True)
    assert quick.duration == pytest.approx(choreography.LEAVE_REDUCED_SECONDS / 2)


def test_a_knock_out_that_moves_nothing_animates_nothing() -> None:
    before = _start()
    timeline = choreography.build_timeline([EventApplied(1, Event.KNOCKED_OUT)], before, before)
    assert timeline.empty


# --- reinforcement -------------------------------------------------------------------------------


def test_reinforcements_new_figure_drops_into_its_new_house_place() -> None:
    before = _start()
    after, events = reinforce(before, [])  # seat 0's turn: its fifth figure
    assert len(after.figures[0]) == 5 and after.goal_sizes[0] == 5
    timeline = choreography.build_timeline(events, before, after)
    home = figure_cell(0, 4, HOUSE, 5)
    start = timeline.figure_pose((0, 4), 0.0)
    end = timeline.figure_pose((0, 4), timeline.duration)
    assert start is not None and end is not None
    assert (start.x, start.y) == pytest.approx(home) and start.z == pytest.approx(
        choreography.DROP_HEIGHT
    )
    assert start.scale < 0.5
    assert (end.x, end.y) == pytest.approx(home) and end.z == 0.0 and end.scale == 1.0
    assert timeline.cues[-1] == (pytest.approx(timeline.duration), "step")  # as it lands
    # The goal figures slide from their places in the lane of four to the lane of five.
    for figure in (2, 3):
        old, new = before.figures[0][figure], after.figures[0][figure]
        assert new == old + 1 and new >= GOAL_START
        first = timeline.figure_pose((0, figure), 0.0)
        last = timeline.figure_pose((0, figure), timeline.duration)
        assert first is not None and last is not None
        assert (first.x, first.y) == pytest.approx(figure_cell(0, figure, old, 4))
        assert (last.x, last.y) == pytest.approx(figure_cell(0, figure, new, 5))
    # The new figure is drawn while it drops, though the position shown has only four.
    dropping = _pawns(_scene(before, timeline, timeline.duration / 2), 0)
    assert sorted(dropping) == [0, 1, 2, 3, 4]
    spot = figure_spot(before, timeline, 0.0, 0, 4)
    assert spot is not None and spot[2] > 1.0
    reduced = choreography.build_timeline(events, before, after, reduced=True)
    assert reduced.duration == pytest.approx(choreography.REDUCED_SECONDS)
    grown = reduced.figure_pose((0, 4), 0.0)
    assert grown is not None and grown.z == 0.0 and grown.scale == 0.0


def test_figures_in_a_long_lane_are_drawn_smaller() -> None:
    position = _start()
    for _ in range(4):
        position, _ = reinforce(position, [])
    assert position.goal_sizes[0] == 8
    position = position.with_figure(0, 5, GOAL_START + 7).with_figure(0, 6, GOAL_START + 6)
    drawn = _pawns(_scene(position, None, 0.0), 0)
    assert _size(drawn[5]) == pytest.approx(figure_scale(8))
    assert _size(drawn[6]) == pytest.approx(figure_scale(8))
    assert _size(drawn[0]) == pytest.approx(1.0)  # (in the house)
