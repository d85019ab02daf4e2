"""What event mode's events do to the figures, on the board (madn_qt.board.choreography): a
send-back's and "Leader, turn back!"'s figures fly home in the capture's arc (the leaders one
after the other), a rocket's target is blasted up high and falls home, a place swap's two
figures and a new distribution's figures leap to their new fields together; under reduced motion
each is a brief slide. Every figure ends where the position after the event has it. Pure: no Qt,
no GL."""

from __future__ import annotations

import pytest

from core.board import HOUSE, ring_field
from core.event.construction import Paths
from core.event.play import leaders, send_home, swap_places
from core.event.wheel import Event
from core.happenings import EventApplied, Happening
from core.layout import figure_cell
from core.position import Phase, Position
from madn_qt.board import choreography
from madn_qt.board.animation import Timeline
from tests.madn_qt.board.test_marks import event_position


def _start() -> Position:
    position = event_position(Paths(1, 18))
    figures = ((-1, 5, 22, -1), (-1, 14, 30, 12), (-1, -1, -1, -1), (25, -1, -1, 40))
    return position.but(figures=figures, phase=Phase.ROLL, rolls_left=1, train=3)


def _ends_where_the_position_says(timeline: Timeline, after: Position) -> None:
    for (seat, figure), segments in timeline.tracks.items():
        end = segments[-1].pose(segments[-1].end)
        expected = figure_cell(seat, figure, after.figures[seat][figure], after.goal_size(seat))
        assert (end.x, end.y) == pytest.approx(expected), (seat, figure)
        assert end.z == pytest.approx(0.0) and end.scale == pytest.approx(1.0)


def _peak(timeline: Timeline, key: tuple[int, int]) -> float:
    segments = timeline.tracks[key]
    return max(s.pose(s.start + s.duration * k / 40).z for s in segments for k in range(41))


def _sent_home(event: Event) -> tuple[Position, Position, list[Happening]]:
    before = _start()
    hits = leaders(before) if event is Event.LEADER_BACK else [(1, 2)]
    after, events = send_home(before, hits, event, [])
    return before, after, events


@pytest.mark.parametrize("event", [Event.SEND_BACK, Event.ROCKET, Event.LEADER_BACK])
def test_figures_an_event_sends_home_fly_there(event: Event) -> None:
    before, after, events = _sent_home(event)
    (applied,) = events
    assert isinstance(applied, EventApplied)
    timeline = choreography.build_timeline(events, before, after)
    hit = {(s, f) for s, f, _, _ in applied.moved}
    assert set(timeline.tracks) == hit and hit
    _ends_where_the_position_says(timeline, after)
    cue = "rocket" if event is Event.ROCKET else "capture"  # (a rocket whooshes)
    assert [name for _, name in timeline.cues].count(cue) == len(hit)
    for key in hit:  # an arc, not a slide
        assert _peak(timeline, key) > 1.0
    starts = sorted(timeline.tracks[key][0].start for key in hit)
    if event is Event.LEADER_BACK:  # every seat's leader, one after the other
        assert len(hit) == 3
        assert starts[1] - starts[0] == pytest.approx(choreography.EVENT_STAGGER)
        assert starts[2] - starts[1] == pytest.approx(choreography.EVENT_STAGGER)
    else:
        assert starts == [0.0]


def test_a_rocket_blasts_its_target_higher_than_a_send_back() -> None:
    rocket = choreography.build_timeline(*_timeline_args(Event.ROCKET))
    send_back = choreography.build_timeline(*_timeline_args(Event.SEND_BACK))
    assert _peak(rocket, (1, 2)) > _peak(send_back, (1, 2)) + 1.0


def _timeline_args(event: Event) -> tuple[list[Happening], Position, Position]:
    before, after, events = _sent_home(event)
    return events, before, after


def test_a_place_swap_trades_the_two_fields_in_crossing_arcs() -> None:
    before = _start()
    after, moved = swap_places(before, 1, (1, 2))
    events: list[Happening] = [EventApplied(0, Event.SWAP, moved)]
    assert ring_field(0, after.figures[0][1]) == ring_field(1, before.figures[1][2])
    timeline = choreography.build_timeline(events, before, after)
    assert set(timeline.tracks) == {(0, 1), (1, 2)}
    _ends_where_the_position_says(timeline, after)
    mine, theirs = timeline.tracks[(0, 1)], timeline.tracks[(1, 2)]
    assert mine[0].start == theirs[0].start == 0.0 and mine[-1].end == theirs[-1].end
    assert _peak(timeline, (0, 1)) != pytest.approx(_peak(timeline, (1, 2)))  # they pass
    assert timeline.cues == [(pytest.approx(choreography.SWAP_SECONDS), "step")]


def test_a_new_distribution_moves_every_ring_figure_at_once() -> None:
    before = _start()
    # Core's own draw of fields for the five ring figures, as the engine makes it.
    fields = (3, 17, 9, 33, 27)
    ring = [(0, 1), (0, 2), (1, 1), (1, 3), (3, 0)]
    table = [list(row) for row in before.figures]
    moved = []
    for (seat, figure), field in zip(ring, fields, strict=True):
        progress = (field - 10 * seat) % 40
        moved.append((seat, figure, table[seat][figure], progress))
        table[seat][figure] = progress
    after = before.but(figures=tuple(tuple(row) for row in table))
    events: list[Happening] = [EventApplied(0, Event.NEW_DISTRIBUTION, tuple(moved))]
    timeline = choreography.build_timeline(events, before, after)
    assert set(timeline.tracks) == set(ring)
    _ends_where_the_position_says(timeline, after)
    assert {segments[0].start for segments in timeline.tracks.values()} == {0.0}


@pytest.mark.parametrize("event", [Event.SEND_BACK, Event.ROCKET, Event.LEADER_BACK, Event.SWAP])
def test_under_reduced_motion_an_event_is_a_brief_slide(event: Event) -> None:
    if event is Event.SWAP:
        before = _start()
        after, moved = swap_places(before, 1, (1, 2))
        events: list[Happening] = [EventApplied(0, Event.SWAP, moved)]
    else:
        before, after, events = _sent_home(event)
    timeline = choreography.build_timeline(events, before, after, reduced=True)
    assert timeline.tracks
    assert timeline.duration == pytest.approx(choreography.REDUCED_SECONDS)
    for key in timeline.tracks:
        assert _peak(timeline, key) == pytest.approx(0.0)
    _ends_where_the_position_says(timeline, after)
    quick = choreography.build_timeline(events, before, after, speed=2.0, reduced=True)
    assert quick.duration == pytest.approx(timeline.duration / 2)


def test_an_event_with_nothing_to_act_on_moves_nothing() -> None:
    before = _start()
    timeline = choreography.build_timeline([EventApplied(0, Event.SEND_BACK)], before, before)
    assert timeline.empty
    assert before.figures[2] == (HOUSE,) * 4
