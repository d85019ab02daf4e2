"""What the railway's train hits (GAME.md 4.2): the crossings and the track over the goal lanes.

The train sends home every figure on a crossing (ring fields 13 and 35) and every unsafe goal
figure under the track; house and safe goal figures stay; the next seat's rolls are counted after
it, and a figure sent home triggers nothing more.
"""

from __future__ import annotations

import pytest

import core.board
from core.board import CROSSINGS, TRACK_GOAL
from core.engine import apply
from core.happenings import Captured, PenaltyApplied, TrainPassed, TrainScheduled, TurnStarted
from core.notation import format_position
from core.position import Phase
from core.railway import train_hits
from tests.core.helpers import pos
from tests.core.railway_support import draw, last, moved


def test_the_crossings_and_the_track_are_where_the_board_says() -> None:
    assert CROSSINGS == (13, 35)
    assert TRACK_GOAL == ((0, 0), (1, 0))
    # Crossings are never start fields (GAME.md 4.2).
    assert not {0, 10, 20, 30} & set(CROSSINGS)


def test_the_train_hits_both_crossings_in_seat_order() -> None:
    # Seat 1's third figure stands on field 35 (progress 25), seat 3's first on field 13
    # (progress 23). Seat 3 moves another figure; the turn passes onto the opener: the train.
    start = pos(
        "f=H,G4,5,H/G4,H,25,9/G1,H,H,2/23,30,H,H turn=3 phase=roll rolls=1 "
        "rules=fc,rw train=1 open=0"
    )
    after, events = last(start, "r1 m1>31")
    assert events == [moved(3, 1, 30, 31), TrainPassed(((1, 2, 25), (3, 0, 23)))]
    assert format_position(after) == (
        "MADN1 f=H,G4,5,H/G4,H,H,9/G1,H,H,2/H,31,H,H turn=0 phase=train rolls=0 rules=fc,rw "
        "train=0 open=0"
    )
    after, events = apply(after, draw(2))
    assert events == [TrainScheduled(2), TurnStarted(0, 1)]


def test_the_train_hits_a_seats_figures_in_figure_order_and_the_movers_own() -> None:
    # Red (seat 0) has figures on field 35 (figure 0) and, after its move, field 13 (figure 2);
    # the turn passes onto the opener, seat 2, and the train passes at once.
    start = pos("f=35,H,12,H/-/5,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=1 open=2")
    after, events = last(start, "r1 m2>13")
    assert events == [moved(0, 2, 12, 13), TrainPassed(((0, 0, 35), (0, 2, 13)))]
    assert after.figures[0] == (-1, -1, -1, -1)


def test_house_and_goal_figures_are_never_hit_and_nothing_else_moves() -> None:
    # The innermost goal fields of seats 0 and 1 (under the track) are taken, seat 1's alone in
    # its lane; red's G1 is unsafe but not under the track; houses hold the rest. Nothing
    # stands on a crossing: no hits, and not a figure changes but the one that moved.
    start = pos(
        "f=G1,G3,G4,H/G4,H,H,7/G4,H,H,H/G4,G3,H,3 turn=3 phase=roll rolls=1 "
        "rules=fc,rw train=1 open=0"
    )
    after, events = last(start, "r1 m3>4")
    assert events == [moved(3, 3, 3, 4), TrainPassed(())]
    assert after.figures == ((40, 42, 43, -1), (43, -1, -1, 7), (43, -1, -1, -1), (43, 42, -1, 4))


def test_an_innermost_goal_figure_under_todays_track_is_safe_even_alone() -> None:
    for seat in (0, 1):
        row = ",".join(["G4", "H", "H", "H"])
        slots = [row if s == seat else "6,H,H,H" for s in range(4)]
        position = pos(
            "f=" + "/".join(slots) + " turn=2 phase=roll rolls=1 rules=fc,rw train=2 open=0"
        )
        assert train_hits(position) == ()


def test_unsafe_goal_figures_under_a_deeper_track_are_hit_and_safe_ones_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Another track (the rule allows one or more fields per lane, named by depth): depth 1 of
    # seats 0 and 2. Red's G3 has an empty G4 behind it: unsafe. Green's G3 has G4 filled: safe.
    monkeypatch.setattr(core.board, "TRACK_GOAL", ((0, 1), (2, 1)))
    start = pos("f=G3,H,H,H/-/G3,G4,5,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=1 open=0")
    after, events = last(start, "r1 m2>6")
    assert events[-1] == TrainPassed(((0, 0, 42),))
    assert after.figures[0] == (-1, -1, -1, -1) and after.figures[2] == (42, 43, 6, -1)
    _, events = apply(after, draw(2))
    assert events[-1] == TurnStarted(0, 3)  # red's only figure went home: three tries


def test_a_grown_lane_keeps_the_track_on_the_same_depth(monkeypatch: pytest.MonkeyPatch) -> None:
    # In a lane of five, depth 1 is G4 (not G3 as in a lane of four).
    monkeypatch.setattr(core.board, "TRACK_GOAL", ((0, 1),))
    grown = pos(
        "f=G4,G3,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=1 open=0 goals=5,0,4,0"
    )
    assert train_hits(grown) == ((0, 0, 43),)  # G4 of five, G5 empty: unsafe
    four = pos("f=G4,G3,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=1 open=0")
    assert train_hits(four) == ()  # G3 of four is under the track but safe behind G4
    unsafe = pos("f=G3,G2,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=1 open=0")
    assert train_hits(unsafe) == ((0, 0, 42),)


def test_a_seat_whose_only_ring_figure_was_hit_gets_three_tries() -> None:
    # Seat 2 opens; its only ring figure stands on field 13 (progress 33). Red's move onto
    # field 35 ends the round: both go home, and seat 2's tries are counted after the train.
    start = pos("f=34,H,H,H/-/33,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=1 open=2")
    waiting, events = last(start, "r1 m0>35")
    assert events == [moved(0, 0, 34, 35), TrainPassed(((0, 0, 35), (2, 0, 33)))]
    assert (waiting.turn, waiting.phase, waiting.rolls_left, waiting.train) == (
        2,
        Phase.TRAIN,
        0,
        0,
    )
    after, events = apply(waiting, draw(5))
    assert events == [TrainScheduled(5), TurnStarted(2, 3)]
    assert after.rolls_left == 3 and after.train == 5


@pytest.mark.parametrize(
    ("green", "rolls"),
    [("33,G1,H,H", 1), ("33,G4,H,H", 3), ("33,20,H,H", 1)],
)
def test_tries_after_the_train_count_what_is_left(green: str, rolls: int) -> None:
    # A goal figure that can still advance (G1) keeps one roll; one on G4 cannot advance.
    start = pos(f"f=34,H,H,H/-/{green}/- turn=0 phase=roll rolls=1 rules=fc,rw train=1 open=2")
    waiting, _ = last(start, "r1 m0>35")
    _, events = apply(waiting, draw(2))
    assert events[-1] == TurnStarted(2, rolls)


def test_sent_home_figures_trigger_nothing() -> None:
    # The hit figures simply stand in the house: no capture, no penalty, no further event.
    start = pos("f=34,H,H,H/-/33,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=1 open=2")
    _, events = last(start, "r1 m0>35")
    assert not any(isinstance(e, Captured | PenaltyApplied) for e in events)
    assert len(events) == 2
