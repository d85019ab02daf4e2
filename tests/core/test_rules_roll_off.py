"""GAME.md section 3's roll-off for the first player and section 2's "one figure starts out".

Roll-off: everybody rolls once, in seat order; the highest begins; ties among the best roll again
among themselves, in seat order (docs/rules.md). The roll-off rolls move nothing; the winner's
turn starts with the usual one or three rolls. One figure out: each player begins with one
figure on its start field and the rest in the house.
"""

from __future__ import annotations

import pytest

from core.engine import IllegalMoveError, Roll, apply
from core.happenings import Happening, RollOffRolled, RollOffTie, TurnStarted
from core.position import Phase, Position
from core.rules import ORIGINAL
from core.setup import initial_position
from tests.core.helpers import PLAIN, keys, play, roll

ROLL_OFF = PLAIN.with_options(roll_off=True)


def roll_all(position: Position, values: list[int]) -> tuple[Position, list[Happening], list[int]]:
    """Roll ``values`` one by one; also return whose turn each roll was."""
    events: list[Happening] = []
    turns = []
    for value in values:
        turns.append(position.turn)
        position, new = apply(position, Roll((value,)))
        events += new
    return position, events, turns


def test_everybody_rolls_once_in_seat_order_and_the_highest_begins() -> None:
    start = initial_position(ROLL_OFF, (0, 1, 2, 3))
    assert (start.phase, start.turn, start.contenders, start.roll_off_pips) == (
        Phase.ROLL_OFF,
        0,
        (0, 1, 2, 3),
        (),
    )
    position, events, turns = roll_all(start, [3, 5, 2, 4])
    assert turns == [0, 1, 2, 3]
    assert events == [
        RollOffRolled(0, (3,)),
        RollOffRolled(1, (5,)),
        RollOffRolled(2, (2,)),
        RollOffRolled(3, (4,)),
        TurnStarted(1, 3),
    ]
    assert (position.phase, position.turn, position.rolls_left, position.pips) == (
        Phase.ROLL,
        1,
        3,
        (),
    )
    assert (position.contenders, position.roll_off_pips) == ((), ())
    assert position.figures == start.figures


def test_the_pips_so_far_are_kept_between_the_rolls() -> None:
    position, _, _ = roll_all(initial_position(ROLL_OFF, (0, 1, 2, 3)), [3, 5])
    assert (position.turn, position.contenders, position.roll_off_pips) == (2, (0, 1, 2, 3), (3, 5))


def test_ties_among_the_best_roll_again_among_themselves() -> None:
    position, events, turns = roll_all(initial_position(ROLL_OFF, (0, 1, 2, 3)), [6, 2, 6, 6])
    assert turns == [0, 1, 2, 3]
    assert events[-1] == RollOffTie((0, 2, 3))
    assert (position.phase, position.turn, position.contenders, position.roll_off_pips) == (
        Phase.ROLL_OFF,
        0,
        (0, 2, 3),
        (),
    )
    position, events, turns = roll_all(position, [5, 5, 1])
    assert turns == [0, 2, 3]
    assert events == [
        RollOffRolled(0, (5,)),
        RollOffRolled(2, (5,)),
        RollOffRolled(3, (1,)),
        RollOffTie((0, 2)),
    ]
    position, events, turns = roll_all(position, [2, 4])
    assert turns == [0, 2]
    assert events == [RollOffRolled(0, (2,)), RollOffRolled(2, (4,)), TurnStarted(2, 3)]
    assert (position.phase, position.turn) == (Phase.ROLL, 2)


def test_a_tie_below_the_best_needs_no_second_round() -> None:
    position, events, _ = roll_all(initial_position(ROLL_OFF, (0, 1, 2, 3)), [1, 1, 5, 2])
    assert events[-1] == TurnStarted(2, 3) and position.turn == 2
    assert not any(isinstance(e, RollOffTie) for e in events)


def test_everybody_tied_rolls_again() -> None:
    position, events, _ = roll_all(initial_position(ROLL_OFF, (0, 1, 2, 3)), [6, 6, 6, 6])
    assert events[-1] == RollOffTie((0, 1, 2, 3))
    assert position.contenders == (0, 1, 2, 3) and position.turn == 0


def test_two_players_roll_off_from_the_lower_seat() -> None:
    position, events, turns = roll_all(initial_position(ROLL_OFF, (3, 1)), [4, 4, 3, 6])
    assert turns == [1, 3, 1, 3] and position.turn == 3
    assert events == [
        RollOffRolled(1, (4,)),
        RollOffRolled(3, (4,)),
        RollOffTie((1, 3)),
        RollOffRolled(1, (3,)),
        RollOffRolled(3, (6,)),
        TurnStarted(3, 3),
    ]


def test_three_players_roll_off_in_seat_order() -> None:
    _, events, turns = roll_all(initial_position(ROLL_OFF, (1, 2, 3)), [2, 3, 1])
    assert turns == [1, 2, 3]
    assert events[-1] == TurnStarted(2, 3)


def test_the_winners_six_is_not_played() -> None:
    position, _, _ = roll_all(initial_position(ROLL_OFF, (0, 2)), [6, 2])
    assert (position.turn, position.phase, position.pips) == (0, Phase.ROLL, ())
    position, _ = roll(position, 3)
    assert keys(position) == [(-1, -1)]


def test_no_move_is_accepted_during_the_roll_off() -> None:
    with pytest.raises(IllegalMoveError) as raised:
        play(initial_position(ROLL_OFF, (0, 2)), 0, 0)
    assert str(raised.value) == "no move expected: the position waits for rolloff"


def test_one_figure_out_starts_each_player_on_its_start_field() -> None:
    position = initial_position(PLAIN.with_options(one_figure_out=True), (1, 2, 3))
    assert position.figures == ((), (0, -1, -1, -1), (0, -1, -1, -1), (0, -1, -1, -1))
    assert (position.turn, position.phase, position.rolls_left) == (1, Phase.ROLL, 1)
    # The start field must be cleared first: with houses full, that figure moves whatever the die.
    position, _ = roll(position, 6)
    assert keys(position) == [(0, 6)]


def test_one_figure_out_with_a_roll_off_gives_the_winner_one_roll() -> None:
    rules = PLAIN.with_options(one_figure_out=True, roll_off=True)
    position, events, _ = roll_all(initial_position(rules, (0, 2)), [2, 5])
    assert events[-1] == TurnStarted(2, 1)
    assert position.figures[0] == position.figures[2] == (0, -1, -1, -1)


def test_the_original_preset_starts_with_the_roll_off_and_one_figure_out() -> None:
    position = initial_position(ORIGINAL, (0, 1, 2, 3))
    assert position.phase is Phase.ROLL_OFF and position.contenders == (0, 1, 2, 3)
    assert all(position.figures[s] == (0, -1, -1, -1) for s in range(4))
