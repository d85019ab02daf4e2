"""The dice of event mode (GAME.md 4.3 events 9 to 11, three tries under other dice; docs/rules.md
"Second die", "D4, D10").

A D4 or D10 is everyone's from the next roll on, for the rest of the table round and two more
(until the third table-round end after the draw); a new die event replaces the old one and its
duration starts again. With a D4 nobody leaves the house, no roll gives a further roll, and a
player has one roll, never three tries. A D10 shows 1..10: a 6 leaves the house and rolls again,
7 to 10 do neither. The second die: two dice of the current faces, moved by their sum; a double
six brings a figure out (that is the whole move, and the six duty applies to it); a played roll
with a 6 rolls again; three tries end at the first double six. A die change drawn by the counter
starts with the next roll: the pending roll keeps the rights of the dice that made it.
"""

from __future__ import annotations

import pytest

from core.chance import Dice, Roll
from core.event.wheel import Event
from core.happenings import (
    DiceChanged,
    EventApplied,
    Moved,
    Passed,
    RollAgain,
    Rolled,
    TurnStarted,
)
from core.moves import PASS, Move, legal_moves
from core.position import Phase, Position
from tests.core.helpers import keys, pos, refusal, run

TAIL = "rules=fc,ev open=0 paths=21:38"
D6, D4, D10 = Dice(6), Dice(4), Dice(10)


def one_turn(position: Position) -> Position:
    """The seat to roll rolls a 1 and moves its figure 0 one field on."""
    figure = position.figures[position.turn][0]
    after, _ = run(position, f"r1 m0>{figure + 1}")
    return after


def dice_of_turns(position: Position, turns: int) -> list[tuple[int, Dice]]:
    """Who rolls with which dice in the next ``turns`` turns of ones."""
    seen = []
    for _ in range(turns):
        seen.append((position.turn, position.dice))
        position = one_turn(position)
    return seen


# --- D4 and D10 over table rounds ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("drawer", "expected"),
    [
        # Drawn by seat 2, the round's last: the round has no turn left; two full rounds follow.
        (2, [(0, D4), (2, D4), (0, D4), (2, D4), (0, D6), (2, D6)]),
        # Drawn by the opener: seat 2's turn is the rest of its round, then two full rounds.
        (0, [(2, D4), (0, D4), (2, D4), (0, D4), (2, D4), (0, D6)]),
    ],
)
def test_a_four_sided_die_lasts_the_rest_of_the_table_round_and_two_more(
    drawer: int, expected: list[tuple[int, Dice]]
) -> None:
    # Both figures on fields 8 and 28, far from stars and junctions; the drawer's counter
    # reaches 32 with its roll of 1, which it still moves with its six-sided die.
    counters = "31,0,0,0" if drawer == 0 else "0,0,31,0"
    before = pos(f"f=8,H,H,H/-/8,H,H,H/- turn={drawer} phase=roll rolls=1 {TAIL} ctr={counters}")
    drawn, events = run(before, "r1", Event.FOUR_SIDED, "ok m0>9")
    assert DiceChanged(4, 3) in events
    assert dice_of_turns(drawn, 6) == expected


def test_the_die_returns_to_six_sides_at_the_third_round_end() -> None:
    before = pos(f"f=8,H,H,H/-/8,H,H,H/- turn=2 phase=roll rolls=1 {TAIL} ctr=0,0,31,0")
    after, events = run(before, "r1", Event.TEN_SIDED, "ok m0>9")
    assert events[-1] == TurnStarted(0, 1)
    assert after == pos(
        f"f=8,H,H,H/-/9,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} sides=10:2 dice=d10"
    )
    after = one_turn(one_turn(after))  # round end: one left
    assert after.event_state is not None and (
        after.event_state.sides,
        after.event_state.sides_rounds,
    ) == (10, 1)
    after = one_turn(after)
    after, events = run(after, "r1 m0>11")  # seat 2's move ends the third round
    assert events[-2:] == [DiceChanged(6, 0), TurnStarted(0, 1)]
    assert after == pos(f"f=10,H,H,H/-/11,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=2,0,2,0")


def test_a_new_die_event_replaces_the_current_one_and_its_duration_starts_again() -> None:
    before = pos(
        f"f=8,H,H,H/-/8,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=31,0,0,0 sides=4:1 dice=d4"
    )
    after, events = run(before, "r1", Event.TEN_SIDED, "ok")
    assert events[-2:] == [EventApplied(0, Event.TEN_SIDED), DiceChanged(10, 3)]
    assert after.event_state is not None and (
        after.event_state.sides,
        after.event_state.sides_rounds,
    ) == (10, 3)
    # The pending roll was made with the D4; the next roll is the D10's.
    assert after.dice == D4
    _, events = run(after, "m0>9")
    assert events[-1] == TurnStarted(2, 1)
    assert dice_of_turns(run(after, "m0>9")[0], 6) == [
        (2, D10),
        (0, D10),
        (2, D10),
        (0, D10),
        (2, D10),
        (0, D6),
    ]


def test_a_four_sided_die_shows_one_to_four() -> None:
    position = pos(f"f=8,H,H,H/-/8,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} sides=4:2 dice=d4")
    assert refusal(position, Roll.of(5)) == "a roll is 1 die of 1..4, not [5]"
    assert run(position, "r4")[0].pips == (4,)


def test_with_a_four_sided_die_nobody_leaves_the_house_and_has_one_roll() -> None:
    before = pos(f"f=H,H,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 {TAIL} sides=4:2 dice=d4")
    after, events = run(before, "r4 m0>9")
    assert events == [
        Rolled(2, (4,), 0),
        Moved(2, 0, 5, 9, (5, 6, 7, 8, 9)),
        TurnStarted(0, 1),  # all in the house: one roll, not three tries
    ]
    assert legal_moves(run(after, "r4")[0]) == [PASS]
    _, events = run(after, "r4 p")
    assert events[-1] == TurnStarted(2, 1)


def test_a_ten_sided_die_shows_one_to_ten_and_only_its_six_leaves_and_rolls_again() -> None:
    tail = f"{TAIL} sides=10:2 dice=d10"
    rolling = pos(f"f=3,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {tail}")
    _, events = run(rolling, "r10 m0>13")
    assert events[-1] == TurnStarted(2, 3)  # a D10 can show a 6: three tries for seat 2
    _, events = run(rolling, "r7 m0>10")
    assert events[-1] == TurnStarted(2, 3)  # a 7 gives no further roll
    six, _ = run(rolling, "r6")
    assert keys(six) == [(1, 0)]  # a 6 brings a figure out
    _, events = run(six, "m1>0")
    assert events[-1] == RollAgain(0, 1)
    assert refusal(rolling, Roll.of(11)) == "a roll is 1 die of 1..10, not [11]"


def test_a_ten_sided_die_gives_three_tries_and_a_seven_is_a_failed_try() -> None:
    tail = f"{TAIL} sides=10:2 dice=d10"
    rolling = pos(f"f=H,H,H,H/-/5,H,H,H/- turn=0 phase=roll rolls=3 {tail}")
    after, events = run(rolling, "r7 p r9 p r6 m0>0")
    assert events == [
        Rolled(0, (7,), 2),
        Passed(0, 2),
        Rolled(0, (9,), 1),
        Passed(0, 1),
        Rolled(0, (6,), 0),
        Moved(0, 0, -1, 0, (-1, 0)),
        RollAgain(0, 1),
    ]
    assert after.dice == D10


# --- two dice -----------------------------------------------------------------------------------

TWO = f"{TAIL} dice=d6x2 two=1"


def test_a_double_six_brings_a_figure_out_and_that_is_the_whole_move() -> None:
    position = pos(f"f=6,H,H,H/-/H,H,H,H/- turn=0 phase=move die=6+6 {TWO}")
    # The six duty holds for a double six: the figure comes out onto the start field.
    assert legal_moves(position) == [Move(1, -1, 0, None, None, (-1, 0))]
    after, events = run(position, "m1>0")
    assert events == [Moved(0, 1, -1, 0, (-1, 0)), RollAgain(0, 1)]
    assert after == pos(f"f=6,0,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TWO}")


def test_a_double_six_with_the_start_field_taken_moves_twelve() -> None:
    position = pos(f"f=0,H,H,H/-/H,H,H,H/- turn=0 phase=move die=6+6 {TWO}")
    assert keys(position) == [(0, 12)]


@pytest.mark.parametrize(("die", "target"), [("6+3", 15), ("4+6", 16), ("6+1", 13)])
def test_a_single_six_among_two_dice_leaves_no_house_but_rolls_again(die: str, target: int) -> None:
    position = pos(f"f=6,H,H,H/-/H,H,H,H/- turn=0 phase=move die={die} {TWO}")
    assert keys(position) == [(0, target)]
    _, events = run(position, f"m0>{target}")
    assert events[-1] == RollAgain(0, 1)


def test_two_dice_without_a_six_give_no_further_roll() -> None:
    position = pos(f"f=6,H,H,H/-/H,H,H,H/- turn=0 phase=move die=3+4 {TWO}")
    _, events = run(position, "m0>13")
    assert events == [Moved(0, 0, 6, 13, tuple(range(6, 14))), TurnStarted(2, 3)]


def test_two_dice_roll_as_two_values() -> None:
    position = pos(f"f=6,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TWO}")
    assert refusal(position, Roll.of(6)).startswith("a roll is 2 die")
    assert refusal(position, Roll.of(6, 7)).startswith("a roll is 2 die")
    assert run(position, "r6+6")[0].pips == (6, 6)


def test_three_tries_with_two_dice_end_at_the_first_double_six() -> None:
    # Seat 0's second die starts with its next own turn: three tries, each of two dice.
    before = pos(f"f=H,H,H,H/-/5,H,H,H/- turn=2 phase=move die=3 {TAIL} second=1,0,0,0")
    started, events = run(before, "m0>8")
    assert events[-1] == TurnStarted(0, 3)
    assert started == pos(f"f=H,H,H,H/-/8,H,H,H/- turn=0 phase=roll rolls=3 {TWO}")
    after, events = run(started, "r6+5 p r3+3 p r6+6 m0>0")
    assert events == [
        Rolled(0, (6, 5), 2),
        Passed(0, 2),
        Rolled(0, (3, 3), 1),
        Passed(0, 1),
        Rolled(0, (6, 6), 0),
        Moved(0, 0, -1, 0, (-1, 0)),
        RollAgain(0, 1),
    ]
    assert after.dice == Dice(6, 2)


def test_three_failed_tries_with_two_dice_pass_the_turn() -> None:
    started = pos(f"f=H,H,H,H/-/8,H,H,H/- turn=0 phase=roll rolls=3 {TWO}")
    after, events = run(started, "r6+1 p r6+2 p r6+3 p")
    assert events[-1] == TurnStarted(2, 1)
    assert after.dice == D6 and after.event_state is not None and not after.event_state.two_dice


def test_a_goal_figure_that_only_one_die_could_move_leaves_two_dice_their_three_tries() -> None:
    # G3 of four: one D6 can move it to G4, two dice (2..12) cannot.
    one = pos(f"f=H,H,H,G3/-/5,H,H,H/- turn=2 phase=move die=3 {TAIL}")
    assert run(one, "m0>8")[1][-1] == TurnStarted(0, 1)
    two = pos(f"f=H,H,H,G3/-/5,H,H,H/- turn=2 phase=move die=3 {TAIL} second=1,0,0,0")
    assert run(two, "m0>8")[1][-1] == TurnStarted(0, 3)


def test_two_dice_of_a_four_sided_die_have_one_roll() -> None:
    before = pos(
        f"f=H,H,H,H/-/5,H,H,H/- turn=2 phase=move die=3 {TAIL} second=1,0,0,0 sides=4:2 dice=d4"
    )
    after, events = run(before, "m0>8")
    assert events[-1] == TurnStarted(0, 1)
    assert after.dice == Dice(4, 2)


def test_two_dice_of_a_ten_sided_die() -> None:
    before = pos(
        f"f=H,H,H,H/-/5,H,H,H/- turn=2 phase=move die=3 {TAIL} second=2,0,0,0 sides=10:2 dice=d10"
    )
    after, events = run(before, "m0>8")
    assert events[-1] == TurnStarted(0, 3)
    assert after.dice == Dice(10, 2)
    assert after.event_state is not None and after.event_state.second == (1, 0, 0, 0)
    assert run(after, "r10+6")[0].pips == (10, 6)


# --- a die change drawn by the counter ----------------------------------------------------------


def test_a_four_sided_die_drawn_before_the_move_leaves_the_pending_six_its_rights() -> None:
    before = pos(f"f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=26,0,0,0")
    moving, _ = run(before, "r6", Event.FOUR_SIDED, "ok")
    assert moving.dice == D6 and moving.pips == (6,)
    assert keys(moving) == [(1, 0)]  # the D6's six still brings a figure out
    after, events = run(moving, "m1>0")
    assert events == [Moved(0, 1, -1, 0, (-1, 0)), RollAgain(0, 1)]  # ... and rolls again
    # The further roll is the D4's.
    assert after == pos(f"f=5,0,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} sides=4:3 dice=d4")


def test_a_second_die_drawn_before_the_move_starts_with_the_next_own_turn() -> None:
    before = pos(f"f=5,H,H,H/-/8,H,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=26,0,0,0")
    after, events = run(before, "r6", Event.SECOND_DIE, "ok d1 m1>0")
    assert events[-1] == RollAgain(0, 1)
    assert after.dice == D6  # this turn's further roll: one die
    after, events = run(after, "r1 m1>1 r1 m0>9")  # the start field is cleared first
    assert events[-1] == TurnStarted(0, 1)
    assert after.dice == Dice(6, 2)
    assert after.event_state is not None and after.event_state.second == (0, 0, 0, 0)
    assert after.event_state.two_dice


def test_a_four_sided_die_drawn_on_a_failed_try_is_the_next_tries_die() -> None:
    before = pos(f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 {TAIL} ctr=30,0,0,0")
    after, _ = run(before, "r3", Event.FOUR_SIDED, "ok p")
    assert after.phase is Phase.ROLL
    assert after.dice == D4
