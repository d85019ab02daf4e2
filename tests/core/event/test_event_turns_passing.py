"""How the turn passes in event mode, position by position (GAME.md 4.3, docs/rules.md).

A skipped seat sits out and the turn goes on from it, also where no table round ends. The second
die belongs to the turn that rolled it: the next player rolls one die unless its own second-die
turns begin. A counter event's special train passes right after the move, the played roll kept
for what follows the train. The special train of a player knocked out by its move's field event
passes as that turn ends: a table round that ends on the way runs a four-sided die down first.
"""

from __future__ import annotations

from core.event.wheel import Event
from core.happenings import (
    DiceChanged,
    Moved,
    RollAgain,
    SeatKnockedOut,
    TrainPassed,
    TrainScheduled,
    TurnSkipped,
    TurnStarted,
)
from tests.core.helpers import pos, run

TAIL = "rules=fc,ev open=0 paths=21:38"
RAIL = "rules=fc,rw,ev open=0 paths=21:38"


def test_a_skipped_seat_passes_the_turn_on_where_no_table_round_ends() -> None:
    # Seat 0 opens the rounds: the turn passing to seat 2 ends none.
    before = pos(f"f=5,H,H,H/-/5,H,H,H/- turn=0 phase=move die=3 {TAIL} skips=0,0,1,0")
    after, events = run(before, "m0>8")
    assert events == [Moved(0, 0, 5, 8, (5, 6, 7, 8)), TurnSkipped(2, 0), TurnStarted(0, 1)]
    assert after == pos(f"f=8,H,H,H/-/5,H,H,H/- turn=0 phase=roll rolls=1 {TAIL}")


def test_the_next_player_rolls_one_die_after_a_turn_with_two() -> None:
    before = pos(f"f=5,H,H,H/-/5,H,H,H/- turn=0 phase=move die=1+2 {TAIL} two=1 dice=d6x2")
    after, events = run(before, "m0>8")
    assert events == [Moved(0, 0, 5, 8, (5, 6, 7, 8)), TurnStarted(2, 1)]
    assert after == pos(f"f=8,H,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 {TAIL}")
    assert after.event_state is not None and after.event_state.second == (0, 0, 0, 0)


def test_a_counter_events_special_train_passes_after_the_move_with_the_roll_kept() -> None:
    # Seat 0's 13 and seat 2's 15 (field 35) stand on the crossings.
    before = pos(f"f=10,13,H,H/-/15,H,H,H/- turn=0 phase=roll rolls=1 {RAIL} train=3 ctr=27,0,0,0")
    passed, events = run(before, "r5", Event.SPECIAL_TRAIN, "ok m0>15")
    assert events[-2:] == [
        Moved(0, 0, 10, 15, tuple(range(10, 16))),
        TrainPassed(((0, 1, 13), (2, 0, 15))),
    ]
    # The next interval is drawn; then the rest of the turn after the move follows.
    assert passed == pos(
        f"f=15,H,H,H/-/H,H,H,H/- turn=0 phase=train die=5 rolls=0 {RAIL} train=0 event=field:-:1:"
    )


def test_a_knocked_out_players_special_train_passes_after_the_round_end_on_the_way() -> None:
    # Seat 1 opens the rounds and the four-sided die has one round end left: the turn passing
    # from seat 0 (knocked out by the star field 7) to seat 1 ends a round, the die comes back
    # to six sides, then the special train passes.
    before = pos(
        "f=5,H,H,H/1,H,H,H/5,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw,ev train=3 open=1 "
        "ctr=30,0,0,0 sides=4:1 dice=d4 paths=21:38"
    )
    passed, events = run(before, "r2", Event.SPECIAL_TRAIN, "ok m0>7", Event.KNOCKED_OUT, "ok")
    assert events[-3:] == [SeatKnockedOut(0), DiceChanged(6, 0), TrainPassed(())]
    assert passed == pos(
        "f=x/1,H,H,H/5,H,H,H/- turn=1 phase=train rolls=0 rules=fc,rw,ev goals=4,4,4,0 dice=d4 "
        "train=0 open=1 out=0 paths=21:38"
    )
    after, events = run(passed, "t3")
    assert events == [TrainScheduled(3), TurnStarted(1, 1)]
    assert after == pos(
        "f=x/1,H,H,H/5,H,H,H/- turn=1 phase=roll rolls=1 rules=fc,rw,ev goals=4,4,4,0 train=3 "
        "open=1 out=0 paths=21:38"
    )


def test_a_counter_events_special_train_after_a_six_from_the_first_try_leaves_no_try() -> None:
    # All in the house: three tries. The first is a 6 (the counter reaches 32): the figure comes
    # out, the train passes, and what follows is the 6's further roll, not the tries left.
    before = pos(f"f=H,H,H,H/-/15,H,H,H/- turn=0 phase=roll rolls=3 {RAIL} train=3 ctr=26,0,0,0")
    moving, _ = run(before, "r6", Event.SPECIAL_TRAIN, "ok")
    assert moving.rolls_left == 2
    passed, events = run(moving, "m0>0")
    assert events == [Moved(0, 0, -1, 0, (-1, 0)), TrainPassed(((2, 0, 15),))]
    assert passed == pos(
        f"f=0,H,H,H/-/H,H,H,H/- turn=0 phase=train die=6 rolls=0 {RAIL} train=0 event=field:-:1:"
    )
    after, events = run(passed, "t2")
    assert events == [TrainScheduled(2), RollAgain(0, 1)]
    assert after == pos(f"f=0,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {RAIL} train=2")
