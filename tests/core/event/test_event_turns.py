"""Turns in event mode (GAME.md 4.3, docs/rules.md "Event mode"): skips, extra rolls, knocked-out
seats, places, and when a special train passes.

A skip makes the player sit out its next turn; skips add up; the turn passing the skipped seat
still ends a table round where the rules say so, and a skipped turn uses no second-die turn. An
extra roll comes right after the turn's move, after the further roll of a played 6; owed extra
rolls add up; each is a single roll. A knocked-out player's turn passes; when one player is
left the game ends; knocked-out seats rank below every player still in, the last to leave first.
A special train passes at once for a field event, after the move for a counter event (a field
event of that move first).
"""

from __future__ import annotations

import pytest

from core.event.wheel import FIRST_SLICE, Event
from core.happenings import (
    EventApplied,
    GameOver,
    Moved,
    Passed,
    RollAgain,
    Rolled,
    SeatKnockedOut,
    TrainComing,
    TrainPassed,
    TrainScheduled,
    TurnSkipped,
    TurnStarted,
    WheelDrawn,
)
from core.moves import PASS, legal_moves
from core.position import Phase
from core.ranking import ranking
from tests.core.helpers import pos, run

TAIL = "rules=fc,ev open=0 paths=21:38"
RAIL = "rules=fc,rw,ev open=0 paths=21:38"


def step(start: int, target: int) -> Moved:
    return Moved(2, 0, start, target, tuple(range(start, target + 1)))


# --- skips --------------------------------------------------------------------------------------


def test_skips_add_up() -> None:
    before = pos(
        f"f=7,H,H,H/-/H,H,H,H/- turn=0 phase=wheel die=3 rolls=0 {TAIL} skips=1,0,0,0 "
        "event=field:-:0:"
    )
    after, _ = run(before, Event.SKIP, "ok")
    assert after.event_state is not None and after.event_state.skips == (2, 0, 0, 0)


def test_each_skip_sits_out_one_turn_and_the_rounds_still_end_on_the_skipped_opener() -> None:
    # Seat 0 opens the rounds and owes two skips; the train waits three rounds.
    position = pos(f"f=8,H,H,H/-/8,H,H,H/- turn=2 phase=move die=1 {RAIL} train=3 skips=2,0,0,0")
    position, events = run(position, "m0>9")
    assert events == [step(8, 9), TurnSkipped(0, 1), TurnStarted(2, 1)]
    assert (position.turn, position.train) == (2, 2)  # the round ended as the turn passed seat 0
    position, events = run(position, "r1 m0>10")
    assert events == [
        Rolled(2, (1,), 0),
        step(9, 10),
        TrainComing(),
        TurnSkipped(0, 0),
        TurnStarted(2, 1),
    ]
    assert position.train == 1
    position, events = run(position, "r1 m0>11")
    assert events == [Rolled(2, (1,), 0), step(10, 11), TrainPassed(())]
    position, events = run(position, "t4")
    assert events == [TrainScheduled(4), TurnStarted(0, 1)]  # seat 0 plays again
    assert position == pos(
        f"f=8,H,H,H/-/11,H,H,H/- turn=0 phase=roll rolls=1 {RAIL} train=4 ctr=0,0,2,0"
    )


def test_a_skipped_turn_uses_no_second_die_turn() -> None:
    position = pos(
        f"f=8,H,H,H/-/8,H,H,H/- turn=2 phase=move die=1 {TAIL} skips=1,0,0,0 second=1,0,0,0"
    )
    position, events = run(position, "m0>9")
    assert events[1:] == [TurnSkipped(0, 0), TurnStarted(2, 1)]
    assert position.event_state is not None and position.event_state.second == (1, 0, 0, 0)
    position, events = run(position, "r1 m0>10")
    assert events[-1] == TurnStarted(0, 1)
    assert position.event_state is not None and position.event_state.two_dice
    assert position.event_state.second == (0, 0, 0, 0)


# --- extra rolls --------------------------------------------------------------------------------


def test_an_extra_roll_comes_after_the_further_roll_of_a_played_six() -> None:
    before = pos(f"f=1,G1,G2,G3/-/H,H,H,H/- turn=0 phase=move die=6 {TAIL}")
    after, events = run(before, "m0>7", Event.EXTRA_ROLL, "ok")
    assert events[-2:] == [EventApplied(0, Event.EXTRA_ROLL), RollAgain(0, 1)]
    # This roll is the six's; the extra roll is still owed.
    assert after == pos(f"f=7,G1,G2,G3/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} extra=1")
    after, events = run(after, "r3 m0>10")
    assert events[-1] == RollAgain(0, 1)
    assert after == pos(f"f=10,G1,G2,G3/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=3,0,0,0")
    after, events = run(after, "r1 m0>11")
    assert events[-1] == TurnStarted(2, 3)


def test_a_six_in_the_extra_roll_rolls_again_as_usual() -> None:
    before = pos(f"f=10,G1,G2,G3/-/H,H,H,H/- turn=0 phase=move die=3 {TAIL} extra=1")
    after, events = run(before, "m0>13 r6 m0>19")
    assert events == [
        Moved(0, 0, 10, 13, (10, 11, 12, 13)),
        RollAgain(0, 1),
        Rolled(0, (6,), 0),
        Moved(0, 0, 13, 19, tuple(range(13, 20))),
        RollAgain(0, 1),
    ]
    _, events = run(after, "r2 m0>21")
    assert events[-1] == TurnStarted(2, 3)


def test_owed_extra_rolls_add_up() -> None:
    before = pos(
        f"f=7,H,H,H/-/H,H,H,H/- turn=0 phase=wheel die=3 rolls=0 {TAIL} extra=1 event=field:-:0:"
    )
    after, _ = run(before, Event.EXTRA_ROLL, "ok")
    assert after == pos(f"f=7,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} extra=1")
    after, events = run(after, "r1 m0>8")
    assert events[-1] == RollAgain(0, 1)
    after, events = run(after, "r1 m0>9")
    assert events[-1] == TurnStarted(2, 3)


def test_an_extra_roll_is_a_single_roll_even_with_every_figure_in_the_house() -> None:
    before = pos(f"f=H,H,H,H/-/5,H,H,H/- turn=0 phase=move die=3 {TAIL} extra=1")
    assert legal_moves(before) == [PASS]
    after, events = run(before, "p")
    assert events == [Passed(0, 0), RollAgain(0, 1)]
    after, events = run(after, "r5 p")
    assert events == [Rolled(0, (5,), 0), Passed(0, 0), TurnStarted(2, 1)]


# --- knocked out --------------------------------------------------------------------------------


def test_the_rounds_go_on_past_a_knocked_out_openers_place() -> None:
    before = pos(
        "f=7,H,H,H/8,H,H,H/8,H,H,H/8,H,H,H turn=0 phase=wheel die=3 rolls=0 rules=fc,rw,ev "
        "train=3 open=0 paths=11:25 event=field:-:0:"
    )
    position, events = run(before, Event.KNOCKED_OUT, "ok")
    assert events[-2:] == [SeatKnockedOut(0), TurnStarted(1, 1)]
    assert position.train == 3
    position, _ = run(position, "r1 m0>9 r1 m0>9")
    assert (position.turn, position.train) == (3, 3)
    position, events = run(position, "r1 m0>9")
    # Seat 3 to seat 1 passes seat 0's place: a round has ended.
    assert events[-1] == TurnStarted(1, 1)
    assert (position.turn, position.train) == (1, 2)
    assert position.next_seat(3) == 1 and position.active_seats == (1, 2, 3)


def test_a_knocked_out_player_before_its_move_passes_the_turn_without_moving() -> None:
    before = pos(f"f=10,H,H,H/5,H,H,H/5,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=27,0,0,0")
    after, events = run(before, "r5", Event.KNOCKED_OUT, "ok")
    assert events[-2:] == [SeatKnockedOut(0), TurnStarted(1, 1)]
    assert after.figures[0] == () and after.turn == 1 and after.phase is Phase.ROLL


def test_with_play_on_a_knock_out_leaving_one_player_ends_the_game() -> None:
    before = pos(
        "f=7,H,H,H/G1,G2,G3,G4/5,H,H,H/- turn=0 phase=wheel die=3 rolls=0 rules=fc,po,ev "
        "done=1 open=0 paths=21:38 event=field:-:0:"
    )
    after, events = run(before, Event.KNOCKED_OUT, "ok")
    assert events[-1] == GameOver(((1, 1), (2, 2), (0, 3)))
    assert after.over


def test_with_three_players_a_knock_out_leaves_two_playing() -> None:
    before = pos(
        "f=7,H,H,H/H,H,H,H/5,H,H,H/- turn=0 phase=wheel die=3 rolls=0 rules=fc,ev open=0 "
        "paths=21:38 event=field:-:0:"
    )
    after, events = run(before, Event.KNOCKED_OUT, "ok")
    assert events[-1] == TurnStarted(1, 3)
    assert not after.over and after.active_seats == (1, 2)


@pytest.mark.parametrize(
    ("figures", "extra", "places"),
    [
        # Seats 3 then 1 left; of those still in, seat 0 leads by its goal figure.
        ("5,G1,H,H/x/20,H,H,H/x", "out=3,1", ((0, 1), (2, 2), (1, 3), (3, 4))),
        # The later to leave ranks higher, whatever its figures did.
        ("5,G1,H,H/x/20,H,H,H/x", "out=1,3", ((0, 1), (2, 2), (3, 3), (1, 4))),
        # Equal players share a place; the knocked-out seats follow.
        ("5,H,H,H/x/5,H,H,H/x", "out=3,1", ((0, 1), (2, 1), (1, 3), (3, 4))),
        # A finisher first (play on), then the players still in, then the knocked-out seat.
        ("G1,G2,G3,G4/5,H,H,H/x/G1,G2,H,H", "out=2 done=0", ((0, 1), (3, 2), (1, 3), (2, 4))),
    ],
)
def test_knocked_out_seats_rank_below_every_player_still_in_the_last_to_leave_first(
    figures: str, extra: str, places: tuple[tuple[int, int], ...]
) -> None:
    position = pos(
        f"f={figures} turn=0 phase=over rolls=0 rules=fc,po,ev goals=4,4,4,4 open=0 paths=21:38 "
        f"{extra}"
    )
    assert ranking(position) == places


# --- the special train --------------------------------------------------------------------------


def test_a_counter_events_special_train_passes_after_the_move() -> None:
    # Seat 0's 13 and seat 2's 15 (field 35) stand on the crossings.
    before = pos(f"f=10,13,H,H/-/15,H,H,H/- turn=0 phase=roll rolls=1 {RAIL} train=3 ctr=27,0,0,0")
    moving, events = run(before, "r5", Event.SPECIAL_TRAIN, "ok")
    assert events[-1] == EventApplied(0, Event.SPECIAL_TRAIN)
    assert moving == pos(
        f"f=10,13,H,H/-/15,H,H,H/- turn=0 phase=move die=5 {RAIL} train=3 trainafter=1"
    )
    passed, events = run(moving, "m0>15")
    assert events == [
        Moved(0, 0, 10, 15, tuple(range(10, 16))),
        TrainPassed(((0, 1, 13), (2, 0, 15))),
    ]
    assert passed.phase is Phase.TRAIN and passed.figures[0] == (15, -1, -1, -1)
    after, events = run(passed, "t2")
    assert events == [TrainScheduled(2), TurnStarted(2, 3)]
    assert after == pos(f"f=15,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 {RAIL} train=2")


def test_a_counter_events_special_train_waits_for_the_field_event_of_the_move() -> None:
    before = pos(f"f=10,13,H,H/-/15,H,H,H/- turn=0 phase=roll rolls=1 {RAIL} train=3 ctr=28,0,0,0")
    _, events = run(before, "r4", Event.SPECIAL_TRAIN, "ok m0>14", Event.SKIP, "ok t5")
    assert events[-6:] == [
        Moved(0, 0, 10, 14, (10, 11, 12, 13, 14)),
        WheelDrawn(0, Event.SKIP, FIRST_SLICE[Event.SKIP], "field"),
        EventApplied(0, Event.SKIP),
        TrainPassed(((0, 1, 13), (2, 0, 15))),
        TrainScheduled(5),
        TurnStarted(2, 3),
    ]


def test_a_counter_events_special_train_then_the_further_roll_of_a_six() -> None:
    before = pos(
        f"f=10,G1,G2,G3/-/15,H,H,H/- turn=0 phase=roll rolls=1 {RAIL} train=3 ctr=26,0,0,0"
    )
    after, events = run(before, "r6", Event.SPECIAL_TRAIN, "ok m0>16 t2")
    assert events[-4:] == [
        Moved(0, 0, 10, 16, tuple(range(10, 17))),
        TrainPassed(((2, 0, 15),)),
        TrainScheduled(2),
        RollAgain(0, 1),
    ]
    assert after.turn == 0 and after.train == 2


def test_a_counter_events_special_train_on_a_failed_try_passes_after_that_pass() -> None:
    before = pos(f"f=H,H,H,H/-/15,H,H,H/- turn=0 phase=roll rolls=3 {RAIL} train=3 ctr=30,0,0,0")
    _, events = run(before, "r3", Event.SPECIAL_TRAIN, "ok p")
    assert events[-2:] == [Passed(0, 2), TrainPassed(((2, 0, 15),))]


def test_a_six_that_could_not_be_played_rolls_not_again_after_a_special_train() -> None:
    # 38 with a 6 would overshoot the lane, the goal figures cannot move: the 6 is a pass.
    before = pos(f"f=38,G1,G2,G3/-/H,H,H,H/- turn=0 phase=roll rolls=1 {RAIL} train=3 ctr=26,0,0,0")
    passing, _ = run(before, "r6", Event.SPECIAL_TRAIN, "ok")
    assert legal_moves(passing) == [PASS]
    _, events = run(passing, "p t3")
    assert events == [Passed(0, 0), TrainPassed(()), TrainScheduled(3), TurnStarted(2, 3)]


def test_a_special_train_owed_by_a_knocked_out_player_is_not_the_next_players() -> None:
    before = pos(
        f"f=5,H,H,H/1,H,H,H/5,H,H,H/- turn=0 phase=roll rolls=1 {RAIL} train=3 ctr=30,0,0,0"
    )
    after, _ = run(before, "r2", Event.SPECIAL_TRAIN, "ok m0>7", Event.KNOCKED_OUT, "ok")
    assert after.event_state is not None and not after.event_state.train_after_move
