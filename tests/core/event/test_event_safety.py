"""Goal safety (GAME.md 4.1) for everything in event mode that sends figures home.

A goal figure is safe when every goal field deeper than it (towards the innermost field) is
occupied; the figure on the innermost field always is. Safe goal figures are never touched by an
event or the train; unsafe ones can be hit by the train, a send-back, a rocket and "Leader, turn
back!". A new distribution and a place swap move ring figures only; reinforcement grows a lane at
its entrance, so every goal figure keeps its depth and its safety.
"""

from __future__ import annotations

import pytest

import core.board
from core.actions import Pick
from core.board import GOAL_START
from core.engine import legal_actions
from core.event.draws import exposed, is_safe, opponent_targets
from core.event.wheel import Event
from core.happenings import EventApplied, TrainPassed
from core.position import Position
from tests.core.helpers import pos, run

TAIL = "rules=fc,ev open=0 paths=21:38"
TRAIN_TAIL = "rules=fc,rw,ev train=3 open=0 paths=21:38"


def at_star(figures: str, tail: str = TAIL, extra: str = "") -> Position:
    """Seat 0's move of 3 has just ended on star field 7: the wheel is to turn."""
    return pos(f"f={figures} turn=0 phase=wheel die=3 rolls=0 {tail} {extra} event=field:-:0:")


def goal(field: int) -> int:
    """The progress of goal field ``G<field>``."""
    return GOAL_START + field - 1


@pytest.mark.parametrize(
    ("row", "size", "figure", "safe"),
    [
        ((goal(4), -1, -1, -1), 4, 0, True),  # the innermost field
        ((goal(3), goal(4), -1, -1), 4, 0, True),
        ((goal(3), 5, -1, -1), 4, 0, False),
        ((goal(1), goal(2), goal(3), goal(4)), 4, 0, True),
        ((goal(1), goal(2), goal(4), -1), 4, 0, False),  # G3 free
        ((goal(2), goal(4), -1, -1), 4, 0, False),
        ((goal(2), goal(4), -1, -1), 4, 1, True),
        ((goal(4), goal(5), -1, -1, -1), 5, 0, True),  # a lane grown by reinforcement
        ((goal(4), -1, -1, -1, -1), 5, 0, False),
        ((5, -1, -1, -1), 4, 0, False),  # a ring figure is never safe
        ((-1, -1, -1, -1), 4, 0, False),
    ],
)
def test_a_goal_figure_is_safe_when_every_deeper_field_is_occupied(
    row: tuple[int, ...], size: int, figure: int, safe: bool
) -> None:
    assert is_safe(row, row[figure], size) is safe


def test_what_events_may_send_home_is_the_ring_and_the_unsafe_goal_figures() -> None:
    position = at_star("7,G1,G3,G4/H,G2,G4,H/G1,G2,G3,G4/25,G3,H,H")
    assert exposed(position, 0) == [0, 1]  # 7 and G1 (G2 is free); G3 and G4 are safe
    assert exposed(position, 1) == [1]  # G2 (G3 is free); G4 is safe
    assert exposed(position, 2) == []  # a full lane
    assert exposed(position, 3) == [0, 1]  # 25 and G3 (G4 is free)
    assert opponent_targets(position) == [(1, 1), (3, 0), (3, 1)]


def test_leader_turn_back_passes_over_safe_goal_figures() -> None:
    # Seat 0's exposed figures: 7 only. Seat 2's: G1 alone (G2 is free), ahead of nothing.
    before = at_star("7,G3,G4,H/-/G1,G3,G4,H/-")
    after, events = run(before, Event.LEADER_BACK, "ok")
    assert events[1] == EventApplied(0, Event.LEADER_BACK, ((0, 0, 7, -1), (2, 0, 40, -1)))
    assert after.figures == ((-1, 42, 43, -1), (), (-1, 42, 43, -1), ())


def test_leader_turn_back_takes_an_unsafe_goal_figure_before_a_ring_figure() -> None:
    # The most advanced of seat 2's exposed figures is its G2, not its ring figure at 38.
    before = at_star("7,H,H,H/-/38,G2,G4,H/-")
    _, events = run(before, Event.LEADER_BACK, "ok")
    assert events[1] == EventApplied(0, Event.LEADER_BACK, ((0, 0, 7, -1), (2, 1, 41, -1)))


def test_a_send_back_may_not_pick_a_safe_goal_figure() -> None:
    picking, _ = run(at_star("7,H,H,H/-/G1,G3,G4,H/-"), Event.SEND_BACK, "ok")
    assert legal_actions(picking) == [Pick(-1, 2, 0)]
    after, events = run(picking, "k2.0")
    assert events[0] == EventApplied(0, Event.SEND_BACK, ((2, 0, 40, -1),))
    assert after.figures[2] == (-1, 42, 43, -1)


def test_with_only_safe_goal_figures_a_send_back_and_a_rocket_find_nothing() -> None:
    for event in (Event.SEND_BACK, Event.ROCKET):
        before = at_star("7,H,H,H/-/G2,G3,G4,H/-")
        after, events = run(before, event, "ok")
        assert events[1] == EventApplied(0, event), event
        assert after.figures == before.figures, event


def test_a_rocket_aims_only_at_unsafe_goal_figures() -> None:
    drawing, _ = run(at_star("7,H,H,H/-/G2,G4,G1,H/-"), Event.ROCKET, "ok")
    # G2 (G3 free) and G1 (G3 free) are exposed; G4 is safe.
    assert opponent_targets(drawing) == [(2, 0), (2, 2)]
    after, _ = run(drawing, "g1")
    assert after.figures[2] == (41, 43, -1, -1)


def test_the_special_train_spares_a_safe_goal_figure_under_the_track(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A track through depth 1 of seats 0 and 2 (G3 of a lane of four). On the real board the
    # track runs over the innermost fields, where nothing is ever unsafe.
    monkeypatch.setattr(core.board, "TRACK_GOAL", ((0, 1), (2, 1)))
    before = at_star("7,G3,H,H/-/G3,G4,H,H/-", TRAIN_TAIL)
    after, events = run(before, Event.SPECIAL_TRAIN, "ok")
    assert events[-1] == TrainPassed(((0, 1, 42),))  # seat 0's G3 (G4 free), not seat 2's
    assert after.figures == ((7, -1, -1, -1), (), (42, 43, -1, -1), ())


def test_the_special_train_finds_a_grown_lanes_figures_at_their_depth(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Seat 0 has five figures and a lane of five: depth 1 is its G4.
    monkeypatch.setattr(core.board, "TRACK_GOAL", ((0, 1),))
    unsafe = at_star("7,G4,H,H,H/-/H,H,H,H/-", TRAIN_TAIL, "start=4")
    _, events = run(unsafe, Event.SPECIAL_TRAIN, "ok")
    assert events[-1] == TrainPassed(((0, 1, 43),))
    safe = at_star("7,G4,G5,H,H/-/H,H,H,H/-", TRAIN_TAIL, "start=4")
    _, events = run(safe, Event.SPECIAL_TRAIN, "ok")
    assert events[-1] == TrainPassed(())


@pytest.mark.parametrize(
    ("figures", "grown"),
    [
        ("7,G3,G4,H", (7, 43, 44, -1, -1)),  # safe, and safe again
        ("7,G2,G4,H", (7, 42, 44, -1, -1)),  # G2 unsafe (G3 free), then G3 unsafe (G4 free)
        ("7,G1,G2,G3", (7, 41, 42, 43, -1)),  # all three unsafe, and unsafe again
    ],
)
def test_reinforcement_keeps_every_goal_figures_depth_and_safety(
    figures: str, grown: tuple[int, ...]
) -> None:
    before = at_star(f"{figures}/-/H,H,H,H/-")
    after, _ = run(before, Event.REINFORCEMENT, "ok")
    assert after.figures[0] == grown
    old, new = before.figures[0], after.figures[0]
    for figure, progress in enumerate(old):
        if progress >= GOAL_START:
            assert is_safe(new, new[figure], 5) is is_safe(old, progress, 4), figure
            assert 4 - (progress - GOAL_START) == 5 - (new[figure] - GOAL_START), figure


def test_a_new_distribution_and_a_place_swap_leave_every_goal_figure_where_it_is() -> None:
    # Seat 2's G1 is unsafe, but only ring figures take part.
    before = at_star("7,G1,H,H/-/5,G1,H,H/-")
    drawing, _ = run(before, Event.NEW_DISTRIBUTION, "ok")
    after, events = run(drawing, "f10 f20")
    assert events[0] == EventApplied(0, Event.NEW_DISTRIBUTION, ((0, 0, 7, 10), (2, 0, 5, 1)))
    assert after.figures == ((10, 40, -1, -1), (), (1, 40, -1, -1), ())
    picking, _ = run(before, Event.SWAP, "ok")
    assert legal_actions(picking) == [Pick(0, 2, 0)]
