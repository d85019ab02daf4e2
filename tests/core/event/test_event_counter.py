"""The pip counter of event mode (GAME.md 4.3, docs/rules.md "The pip counter").

Every player adds up its own rolled pips (two dice: their sum), three tries and extra rolls
included, roll-off rolls not. A roll that brings the sum to 32 or more resets the counter to 0
(the pips beyond 32 are not kept) and turns the wheel right after the roll, before the move. The
move then uses the roll already made, with the legal moves of the position after the event; with
none left it is the pass. One roll can give a counter event and then a field event.
"""

from __future__ import annotations

import pytest

from core.event.wheel import Event
from core.happenings import (
    CounterReset,
    EventApplied,
    Moved,
    Passed,
    RollAgain,
    Rolled,
    TurnStarted,
    WheelDrawn,
)
from core.moves import PASS, Move, legal_moves
from core.position import Phase
from tests.core.helpers import keys, pos, run

TAIL = "rules=fc,ev open=0 paths=21:38"


def test_every_roll_adds_its_pips_to_the_rollers_counter() -> None:
    before = pos(f"f=10,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=20,0,7,0")
    rolled, events = run(before, "r5")
    assert events == [Rolled(0, (5,), 0)]
    assert rolled == pos(f"f=10,H,H,H/-/H,H,H,H/- turn=0 phase=move die=5 {TAIL} ctr=25,0,7,0")
    after, events = run(rolled, "m0>15 r4")
    assert events == [
        Moved(0, 0, 10, 15, (10, 11, 12, 13, 14, 15)),
        TurnStarted(2, 3),
        Rolled(2, (4,), 2),
    ]
    assert after == pos(
        f"f=15,H,H,H/-/H,H,H,H/- turn=2 phase=move die=4 rolls=2 {TAIL} ctr=25,0,11,0"
    )


@pytest.mark.parametrize(
    ("counter", "pips", "total"), [(26, 6, 32), (31, 1, 32), (27, 5, 32), (30, 4, 34), (31, 6, 37)]
)
def test_a_roll_reaching_32_resets_the_counter_and_turns_the_wheel_before_the_move(
    counter: int, pips: int, total: int
) -> None:
    before = pos(f"f=10,G1,G2,G3/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr={counter},0,0,0")
    after, events = run(before, f"r{pips}")
    assert events == [Rolled(0, (pips,), 0), CounterReset(0, total)]
    # The pips beyond 32 are not kept: the counter starts again from 0. The roll is kept.
    assert after == pos(
        f"f=10,G1,G2,G3/-/H,H,H,H/- turn=0 phase=wheel die={pips} rolls=0 {TAIL} event=counter:-:0:"
    )


@pytest.mark.parametrize(("counter", "pips"), [(0, 6), (25, 6), (30, 1), (26, 5)])
def test_a_roll_below_32_only_counts(counter: int, pips: int) -> None:
    before = pos(f"f=10,G1,G2,G3/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr={counter},0,0,0")
    after, events = run(before, f"r{pips}")
    assert events == [Rolled(0, (pips,), 0)]
    assert after.phase is Phase.MOVE
    assert after.event_state is not None and after.event_state.counters == (counter + pips, 0, 0, 0)


def test_each_seat_has_its_own_counter() -> None:
    before = pos(f"f=10,H,H,H/-/12,H,H,H/- turn=2 phase=roll rolls=1 {TAIL} ctr=31,0,27,0")
    after, events = run(before, "r4")
    assert events == [Rolled(2, (4,), 0)]
    assert after.event_state is not None and after.event_state.counters == (31, 0, 31, 0)


def test_the_move_after_a_counter_event_uses_the_roll_already_made() -> None:
    before = pos(f"f=10,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=27,0,0,0")
    shown, events = run(before, "r5", Event.EXTRA_ROLL)
    assert events == [
        Rolled(0, (5,), 0),
        CounterReset(0, 32),
        WheelDrawn(0, Event.EXTRA_ROLL, 453, "counter"),
    ]
    assert shown == pos(
        f"f=10,H,H,H/-/H,H,H,H/- turn=0 phase=confirm die=5 rolls=0 {TAIL} "
        "event=counter:extra_roll:0:"
    )
    moving, events = run(shown, "ok")
    assert events == [EventApplied(0, Event.EXTRA_ROLL)]
    assert moving == pos(f"f=10,H,H,H/-/H,H,H,H/- turn=0 phase=move die=5 {TAIL} extra=1")
    assert keys(moving) == [(0, 15)]
    after, events = run(moving, "m0>15")
    assert events == [Moved(0, 0, 10, 15, (10, 11, 12, 13, 14, 15)), RollAgain(0, 1)]
    assert after == pos(f"f=15,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL}")


def test_a_rocket_before_the_move_takes_away_the_capture_the_roll_had() -> None:
    # Seat 2's figure at progress 35 stands on field 15: seat 0's 10 would capture it with a 5,
    # so forced capture allows that move alone. The rocket sends it home first.
    before = pos(f"f=10,3,H,H/-/35,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=27,0,0,0")
    assert keys(pos(f"f=10,3,H,H/-/35,H,H,H/- turn=0 phase=move die=5 {TAIL}")) == [(0, 15)]
    drawing, _ = run(before, "r5", Event.ROCKET, "ok")
    assert drawing.phase is Phase.DRAW
    after, events = run(drawing, "g0")
    assert events == [EventApplied(0, Event.ROCKET, ((2, 0, 35, -1),))]
    assert after == pos(f"f=10,3,H,H/-/H,H,H,H/- turn=0 phase=move die=5 {TAIL}")
    assert legal_moves(after) == [
        Move(0, 10, 15, None, None, (10, 11, 12, 13, 14, 15)),
        Move(1, 3, 8, None, None, (3, 4, 5, 6, 7, 8)),
    ]


def test_a_counter_event_that_leaves_the_roll_no_move_makes_it_a_pass() -> None:
    # Leader, turn back! sends seat 0's only ring figure home (and seat 2's): a 5 moves nothing.
    before = pos(f"f=10,H,H,H/-/5,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=27,0,0,0")
    moving, events = run(before, "r5", Event.LEADER_BACK, "ok")
    assert events[-1] == EventApplied(0, Event.LEADER_BACK, ((0, 0, 10, -1), (2, 0, 5, -1)))
    assert moving == pos(f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=move die=5 {TAIL}")
    assert legal_moves(moving) == [PASS]
    _, events = run(moving, "p")
    assert events == [Passed(0, 0), TurnStarted(2, 3)]


def test_a_reinforcement_before_the_move_lets_the_six_bring_the_new_figure_out() -> None:
    before = pos(f"f=5,G1,G2,G3/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=26,0,0,0")
    moving, events = run(before, "r6", Event.REINFORCEMENT, "ok")
    assert events[-1] == EventApplied(
        0, Event.REINFORCEMENT, ((0, 1, 40, 41), (0, 2, 41, 42), (0, 3, 42, 43))
    )
    assert moving == pos(f"f=5,G2,G3,G4,H/-/H,H,H,H/- turn=0 phase=move die=6 {TAIL} start=4")
    assert keys(moving) == [(4, 0)]  # the six duty: the new figure comes out
    _, events = run(moving, "m4>0")
    assert events == [Moved(0, 4, -1, 0, (-1, 0)), RollAgain(0, 1)]


def test_a_failed_try_counts_and_its_counter_event_keeps_the_tries_left() -> None:
    before = pos(f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 {TAIL} ctr=30,0,0,0")
    moving, events = run(before, "r3", Event.SKIP, "ok")
    assert events == [
        Rolled(0, (3,), 2),
        CounterReset(0, 33),
        WheelDrawn(0, Event.SKIP, 502, "counter"),
        EventApplied(0, Event.SKIP),
    ]
    assert moving == pos(
        f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=move die=3 rolls=2 {TAIL} skips=1,0,0,0"
    )
    assert legal_moves(moving) == [PASS]
    after, events = run(moving, "p r2")
    assert events == [Passed(0, 2), Rolled(0, (2,), 1)]
    assert after.event_state is not None and after.event_state.counters == (2, 0, 0, 0)


def test_two_dice_count_their_sum() -> None:
    two = "dice=d6x2 two=1"
    before = pos(f"f=10,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} {two} ctr=20,0,0,0")
    after, events = run(before, "r3+4")
    assert events == [Rolled(0, (3, 4), 0)]
    assert after.event_state is not None and after.event_state.counters == (27, 0, 0, 0)
    reaching = pos(f"f=10,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} {two} ctr=27,0,0,0")
    after, events = run(reaching, "r1+4")
    assert events == [Rolled(0, (1, 4), 0), CounterReset(0, 32)]
    assert after.phase is Phase.WHEEL and after.pips == (1, 4)


def test_one_roll_gives_a_counter_event_and_then_a_field_event() -> None:
    before = pos(f"f=4,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=29,0,0,0")
    after, events = run(before, "r3", Event.SKIP, "ok m0>7", Event.EXTRA_ROLL, "ok")
    assert events == [
        Rolled(0, (3,), 0),
        CounterReset(0, 32),
        WheelDrawn(0, Event.SKIP, 502, "counter"),
        EventApplied(0, Event.SKIP),
        Moved(0, 0, 4, 7, (4, 5, 6, 7)),
        WheelDrawn(0, Event.EXTRA_ROLL, 453, "field"),
        EventApplied(0, Event.EXTRA_ROLL),
        RollAgain(0, 1),
    ]
    assert after == pos(f"f=7,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} skips=1,0,0,0")
    # The extra roll counts as well.
    counted, _ = run(after, "r2")
    assert counted.event_state is not None and counted.event_state.counters == (2, 0, 0, 0)


def test_roll_off_rolls_count_on_nobodys_counter() -> None:
    before = pos(
        "f=H,H,H,H/-/H,H,H,H/- turn=0 phase=rolloff rolls=1 rules=fc,ro,ev rolloff=0,2: paths=21:38"
    )
    after, events = run(before, "r6 r5")
    assert events[-1] == TurnStarted(0, 3)
    assert after == pos(
        "f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 rules=fc,ro,ev open=0 paths=21:38"
    )
