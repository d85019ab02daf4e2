"""Event mode's tries and the start of play, position by position (GAME.md 2.5, 4.3, 4.4).

A failed try with tries left is rolled again by the same player with the dice as they are now
(an event drawn on the try may have changed them); a counter event's special train drawn on that
try passes first, its next interval is drawn, and then the next try follows. Play begins once the
first pair of paths is drawn: with a roll-off (and no railway) the contenders roll first. A
knock-out that ends the game leaves nothing to roll.
"""

from __future__ import annotations

from core.chance import ChanceKind, Dice, Draw
from core.engine import apply
from core.event.construction import PAIRS, Paths
from core.event.wheel import FIRST_SLICE, Event
from core.happenings import (
    CounterReset,
    DiceChanged,
    EventApplied,
    GameOver,
    Passed,
    PathsBuilt,
    Rolled,
    SeatKnockedOut,
    TrainPassed,
    TrainScheduled,
    WheelDrawn,
)
from core.rules import Rules
from core.setup import initial_position
from tests.core.helpers import pos, run

TAIL = "rules=fc,ev open=0 paths=21:38"
RAIL = "rules=fc,rw,ev open=0 paths=21:38"


def test_a_failed_try_leaves_the_next_try_to_the_same_player_with_nothing_pending() -> None:
    before = pos(f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 {TAIL}")
    after, events = run(before, "r3 p")
    assert events == [Rolled(0, (3,), 2), Passed(0, 2)]
    assert after == pos(f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=2 {TAIL} ctr=3,0,0,0")
    assert (after.pips, after.contenders, after.roll_off_pips, after.train) == ((), (), (), 0)


def test_a_four_sided_die_drawn_on_a_failed_try_with_two_dice_gives_two_four_sided_dice() -> None:
    before = pos(
        f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 {TAIL} ctr=30,0,0,0 two=1 dice=d6x2"
    )
    moving, events = run(before, "r1+2", Event.FOUR_SIDED, "ok")
    assert events[-2:] == [EventApplied(0, Event.FOUR_SIDED), DiceChanged(4, 3)]
    after, events = run(moving, "p")
    assert events == [Passed(0, 2)]
    assert after.dice == Dice(4, 2)
    assert after == pos(
        f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=2 {TAIL} sides=4:3 two=1 dice=d4x2"
    )


def test_a_counter_events_special_train_on_a_failed_try_passes_then_the_next_try_follows() -> None:
    before = pos(f"f=H,H,H,H/-/15,H,H,H/- turn=0 phase=roll rolls=3 {RAIL} train=3 ctr=30,0,0,0")
    passing, events = run(before, "r3", Event.SPECIAL_TRAIN, "ok")
    assert events == [
        Rolled(0, (3,), 2),
        CounterReset(0, 33),
        WheelDrawn(0, Event.SPECIAL_TRAIN, FIRST_SLICE[Event.SPECIAL_TRAIN], "counter"),
        EventApplied(0, Event.SPECIAL_TRAIN),
    ]
    assert passing == pos(
        f"f=H,H,H,H/-/15,H,H,H/- turn=0 phase=move die=3 rolls=2 {RAIL} train=3 trainafter=1"
    )
    # The pass: the train passes at once (seat 2's 15 stands on a crossing); its interval is
    # drawn with the try still to come marked, the failed roll gone.
    waiting, events = run(passing, "p")
    assert events == [Passed(0, 2), TrainPassed(((2, 0, 15),))]
    assert waiting == pos(
        f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=train rolls=2 {RAIL} train=0 event=retry:-:1:"
    )
    # The interval drawn, the same player's next try follows: no new turn, no further train.
    after, events = run(waiting, "t4")
    assert events == [TrainScheduled(4)]
    assert after == pos(f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=2 {RAIL} train=4")
    rolled, events = run(after, "r2")
    assert events == [Rolled(0, (2,), 1)]
    assert rolled.event_state is not None and rolled.event_state.counters == (2, 0, 0, 0)


def test_with_a_roll_off_and_no_railway_the_first_pair_is_followed_by_the_roll_off() -> None:
    start = initial_position(Rules(event_mode=True, railway=False, roll_off=True), (0, 2))
    after, events = apply(start, Draw(ChanceKind.PATHS, PAIRS.index(Paths(1, 12))))
    assert events == [PathsBuilt(1, 12)]
    assert after == pos(
        "f=H,H,H,H/-/H,H,H,H/- turn=0 phase=rolloff rolls=1 rules=fc,ro,ev rolloff=0,2: paths=1:12"
    )
    # The same as a classic game's roll-off: one roll each, nothing on the counters.
    rolled, _ = run(after, "r3")
    assert (rolled.turn, rolled.roll_off_pips) == (2, (3,))


def test_a_knock_out_that_ends_the_game_on_a_try_leaves_no_roll_pending() -> None:
    before = pos(f"f=H,H,H,H/-/5,H,H,H/- turn=0 phase=roll rolls=3 {TAIL} ctr=30,0,0,0")
    over, events = run(before, "r3", Event.KNOCKED_OUT, "ok")
    assert events[-2:] == [SeatKnockedOut(0), GameOver(((2, 1), (0, 2)))]
    assert (over.rolls_left, over.pips) == (0, ())
    assert over == pos(
        "f=x/-/5,H,H,H/- turn=0 phase=over rolls=0 rules=fc,ev goals=4,0,4,0 open=0 out=0 "
        "paths=21:38"
    )
