"""Animation timelines: hops field by field, captures, flourishes, reduced motion, the die."""

from __future__ import annotations

import numpy as np
import pytest

from core.board import GOAL_START, HOUSE
from core.happenings import Captured, Happening, Moved, Rolled, TurnStarted
from core.layout import figure_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import animation as anim
from madn_qt.board import bird, choreography, die_throw
from madn_qt.board.meshes import DIE_FACES, DIE_HALF


def _position() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3))


def test_the_figure_hops_along_the_route_the_event_carries() -> None:
    # A route need not be straight (event mode's shortcut jumps): the hops follow it as given.
    before = _position().with_figure(0, 1, 3)
    after = before.with_figure(0, 1, 9)
    timeline = choreography.build_timeline([Moved(0, 1, 3, 9, (3, 4, 8, 9))], before, after)
    segments = timeline.tracks[(0, 1)]
    assert [(s.origin, s.target) for s in segments] == [
        (figure_cell(0, 1, a), figure_cell(0, 1, b)) for a, b in ((3, 4), (4, 8), (8, 9))
    ]


def test_move_is_one_hop_per_field_ending_on_the_target() -> None:
    before = _position().with_figure(0, 1, 3)
    after = before.with_figure(0, 1, 8)
    timeline = choreography.build_timeline([Moved(0, 1, 3, 8, (3, 4, 5, 6, 7, 8))], before, after)
    segments = timeline.tracks[(0, 1)]
    assert len(segments) == 5
    assert timeline.duration == pytest.approx(5 * choreography.HOP_SECONDS)
    end = timeline.figure_pose((0, 1), timeline.duration)
    assert end is not None
    assert (end.x, end.y) == pytest.approx(figure_cell(0, 1, 8))
    assert end.z == pytest.approx(0.0)
    mid = timeline.figure_pose((0, 1), choreography.HOP_SECONDS / 2)
    assert mid is not None and mid.z > 0.1  # in the air half way through a hop


def test_bringing_out_is_one_hop_from_the_house() -> None:
    before = _position()
    after = before.with_figure(2, 0, 0)
    timeline = choreography.build_timeline([Moved(2, 0, HOUSE, 0, (HOUSE, 0))], before, after)
    assert len(timeline.tracks[(2, 0)]) == 1
    start = timeline.figure_pose((2, 0), 0.0)
    assert start is not None
    assert (start.x, start.y) == pytest.approx(figure_cell(2, 0, HOUSE))


def test_capture_flies_home_after_the_move_and_faster_speed_is_shorter() -> None:
    before = _position().with_figure(0, 0, 4).with_figure(1, 2, 35)  # seat 1 at ring field 5
    after = before.with_figure(0, 0, 5).with_figure(1, 2, HOUSE)
    events: list[Happening] = [Moved(0, 0, 4, 5, (4, 5)), Captured(1, 2, 35, 0, 0, 5)]
    timeline = choreography.build_timeline(events, before, after)
    victim = timeline.tracks[(1, 2)]
    assert victim[0].start == pytest.approx(choreography.HOP_SECONDS)  # waits for the mover to land
    home = timeline.figure_pose((1, 2), timeline.duration)
    assert home is not None
    assert (home.x, home.y) == pytest.approx(figure_cell(1, 2, HOUSE))
    peak = timeline.figure_pose((1, 2), victim[0].start + victim[0].duration / 2)
    assert peak is not None and peak.z > 1.0
    fast = choreography.build_timeline(events, before, after, speed=2.0)
    assert fast.duration == pytest.approx(timeline.duration / 2)


def test_reaching_the_goal_adds_a_flourish() -> None:
    before = _position().with_figure(3, 0, 38)
    after = before.with_figure(3, 0, 41)
    timeline = choreography.build_timeline([Moved(3, 0, 38, 41, (38, 39, 40, 41))], before, after)
    assert len(timeline.tracks[(3, 0)]) == 3 + 1
    assert timeline.tracks[(3, 0)][-1].spins == 1.0


def test_reduced_motion_is_one_short_slide() -> None:
    before = _position().with_figure(0, 0, 3)
    after = before.with_figure(0, 0, 9)
    timeline = choreography.build_timeline(
        [Moved(0, 0, 3, 9, (3, 4, 5, 6, 7, 8, 9))], before, after, reduced=True
    )
    assert len(timeline.tracks[(0, 0)]) == 1
    assert timeline.duration <= 0.3
    assert all(
        (p := timeline.figure_pose((0, 0), t)) is not None and p.z == 0.0
        for t in np.linspace(0, timeline.duration, 7)
    )


def test_events_that_move_nothing_are_skipped() -> None:
    p = _position()
    events: list[Happening] = [TurnStarted(0, 3), Rolled(0, (4,), 0)]
    timeline = choreography.build_timeline(events, p, p)
    assert not timeline.tracks
    assert timeline.duration == 0.0


def test_focus_follows_the_moving_figure() -> None:
    before = _position().with_figure(0, 0, 3)
    after = before.with_figure(0, 0, 6)
    timeline = choreography.build_timeline([Moved(0, 0, 3, 6, (3, 4, 5, 6))], before, after)
    focus = timeline.focus(timeline.duration * 0.99)
    assert focus is not None
    assert focus == pytest.approx(figure_cell(0, 0, 6), abs=0.2)
    assert timeline.focus(timeline.duration + 1.0) is None


def test_extent_covers_the_whole_move_and_the_capture() -> None:
    before = _position().with_figure(0, 0, 3).with_figure(1, 0, 38)
    after = before.with_figure(0, 0, 8).with_figure(1, 0, HOUSE)
    events: list[Happening] = [Moved(0, 0, 3, 8, (3, 4, 5, 6, 7, 8)), Captured(1, 0, 38, 0, 0, 8)]
    (x0, y0), (x1, y1) = choreography.build_timeline(events, before, after).extent()
    for seat, figure, progress in ((0, 0, 3), (0, 0, 8), (1, 0, 38), (1, 0, HOUSE)):
        x, y = figure_cell(seat, figure, progress)
        assert x0 - 1e-6 <= x <= x1 + 1e-6 and y0 - 1e-6 <= y <= y1 + 1e-6


@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
def test_die_settles_showing_its_value(value: int) -> None:
    roll = die_throw.die_roll((value,), seed=value * 3)
    pos, orientation = roll.pose(roll.duration)
    assert die_throw.top_value(orientation) == value
    normal = orientation @ np.array(DIE_FACES[value][0], dtype=float)
    assert normal[2] == pytest.approx(1.0, abs=1e-6)  # lies flat
    assert pos[2] == pytest.approx(DIE_HALF, abs=1e-6)  # rests on the board
    start, _ = roll.pose(0.0)
    assert start[2] > 1.0  # thrown in from above
    spins = [die_throw.top_value(roll.pose(t)[1]) for t in np.linspace(0, roll.duration * 0.5, 12)]
    assert len(set(spins)) > 1  # it tumbles


def test_reduced_die_is_brief_and_rejects_bad_values() -> None:
    roll = die_throw.die_roll((5,), seed=1, reduced=True)
    assert roll.duration <= 0.2
    assert die_throw.top_value(roll.pose(roll.duration)[1]) == 5
    with pytest.raises(ValueError):
        die_throw.die_roll((7,), seed=1)


def test_extent_covers_the_whole_move() -> None:
    before = _position().with_figure(0, 0, 2)
    after = before.with_figure(0, 0, 8)
    timeline = choreography.build_timeline(
        [Moved(0, 0, 2, 8, (2, 3, 4, 5, 6, 7, 8))], before, after
    )
    (x0, y0), (x1, y1) = timeline.extent()
    for p in (2, 5, 8):
        x, y = figure_cell(0, 0, p)
        assert x0 <= x <= x1 and y0 <= y <= y1
    assert anim.Timeline().extent() == ((0.0, 0.0), (0.0, 0.0))


def test_bird_crosses_the_sky_high_behind_the_board() -> None:
    flight = bird.BirdFlight(start=10.0, seed=3)
    assert flight.wing_models(9.0) == []
    assert not flight.done(10.0 + bird.BIRD_SECONDS / 2)
    xs = []
    for t in np.linspace(10.0, 10.0 + bird.BIRD_SECONDS * 0.99, 9):
        wings = flight.wing_models(float(t))
        assert len(wings) == 2
        centre = wings[0][:3, 3]
        assert centre[1] > 40.0 and centre[2] > 9.0  # far behind the trees, above them
        xs.append(centre[0])
    assert abs(xs[-1] - xs[0]) > 100.0  # it crosses from one side to the other
    assert flight.done(10.0 + bird.BIRD_SECONDS)
    assert flight.wing_models(10.0 + bird.BIRD_SECONDS) == []


def test_cues_sound_each_hop_the_goal_and_the_capture_in_time() -> None:
    before = _position().with_figure(0, 0, 37).with_figure(1, 0, 35)
    after = before.with_figure(0, 0, GOAL_START + 1).with_figure(1, 0, HOUSE)
    hops = choreography.build_timeline(
        [Moved(0, 0, 37, GOAL_START + 1, (37, 38, 39, 40, 41))], before, after
    )
    assert [name for _, name in hops.cues] == ["step"] * 3 + ["goal"]  # 38, 39, 40 and G2
    times = [t for t, _ in hops.cues]
    assert times == sorted(times) and times[0] > 0.0
    # A cue sounds as the hop lands: the figure then stands on the next field.
    pose = hops.figure_pose((0, 0), times[0])
    assert pose is not None
    assert (pose.x, pose.y) == pytest.approx(figure_cell(0, 0, 38), abs=1e-6)

    start = before.with_figure(0, 0, 3)  # seat 1's figure on its progress 35: absolute field 5
    moved = start.with_figure(0, 0, 5).with_figure(1, 0, HOUSE)
    events: list[Happening] = [Moved(0, 0, 3, 5, (3, 4, 5)), Captured(1, 0, 35, 0, 0, 5)]
    timeline = choreography.build_timeline(events, start, moved)
    assert [name for _, name in timeline.cues] == ["step", "step", "capture"]
    assert timeline.cues[1][0] == pytest.approx(timeline.cues[2][0])  # lands, and off it flies

    reduced = choreography.build_timeline(
        [Moved(0, 0, 37, GOAL_START + 1, (37, 38, 39, 40, 41))], before, after, reduced=True
    )
    assert [name for _, name in reduced.cues] == ["goal"]
    assert reduced.cues[0][0] == pytest.approx(reduced.duration)


def test_the_pace_setting_scales_the_reduced_motion_slides_too() -> None:
    before = _position().with_figure(0, 0, 3)
    after = before.with_figure(0, 0, 6)
    normal = choreography.build_timeline(
        [Moved(0, 0, 3, 6, (3, 4, 5, 6))], before, after, 1.0, reduced=True
    )
    fast = choreography.build_timeline(
        [Moved(0, 0, 3, 6, (3, 4, 5, 6))], before, after, 2.0, reduced=True
    )
    assert fast.duration == pytest.approx(normal.duration / 2.0)
    assert die_throw.die_roll((4,), 1, 2.0, reduced=True).duration == pytest.approx(
        die_throw.die_roll((4,), 1, 1.0, reduced=True).duration / 2.0
    )
