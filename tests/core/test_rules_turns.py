"""GAME.md 2, rules 2 and 4: passing, the further roll after a played 6, and a turn's bookkeeping.

Rule 2: with no legal move the turn passes; the pass is an explicit move (docs/rules.md). Rule 4:
after moving with a 6 the same player rolls again, without limit; a 6 that cannot be played gives
no further roll. Also the events of a turn, ``rolls_left`` before and after each command, and
the errors for commands that do not fit the position.
"""

from __future__ import annotations

import pytest

from core.engine import IllegalCommandError, IllegalMoveError, Roll, apply
from core.happenings import Moved, Passed, RollAgain, Rolled, TurnStarted
from core.moves import Move
from core.position import Phase
from tests.core.helpers import keys, play, pos, roll

HOME = "H,H,H,H"


def test_a_roll_waits_for_a_move_and_counts_the_rolls_left() -> None:
    position = pos(f"f=10,H,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=roll rolls=1")
    after, events = roll(position, 4)
    assert events == [Rolled(0, (4,), 0)]
    assert (after.phase, after.pips, after.rolls_left, after.turn) == (Phase.MOVE, (4,), 0, 0)
    assert after.figures == position.figures


def test_without_a_legal_move_the_only_move_is_the_pass() -> None:
    # Red's figure at 39 cannot go 5 into a goal of 4 fields; the house needs a 6.
    position = pos(f"f=39,H,H,H/{HOME}/-/{HOME} turn=0 phase=move die=5")
    assert keys(position) == [(-1, -1)]
    after, events = play(position, -1, -1)
    assert events == [Passed(0, 0), TurnStarted(1, 3)]
    assert after.figures == position.figures
    assert (after.turn, after.phase, after.pips, after.rolls_left) == (1, Phase.ROLL, (), 3)


def test_a_pass_is_refused_while_a_move_exists() -> None:
    position = pos(f"f=10,H,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=4")
    assert keys(position) == [(0, 14)]
    with pytest.raises(IllegalMoveError) as raised:
        play(position, -1, -1)
    assert str(raised.value) == "figure -1 to -1 is not a legal move here"


def test_a_played_six_rolls_again_and_so_on_without_limit() -> None:
    position = pos(f"f=10,G4,G3,G2/{HOME}/{HOME}/{HOME} turn=0 phase=roll rolls=1")
    for start in (10, 16, 22, 28):
        position, events = roll(position, 6)
        assert events == [Rolled(0, (6,), 0)]
        position, events = play(position, 0, start + 6)
        assert events == [
            Moved(0, 0, start, start + 6, tuple(range(start, start + 7))),
            RollAgain(0, 1),
        ]
        assert (position.turn, position.phase, position.rolls_left) == (0, Phase.ROLL, 1)
    position, _ = roll(position, 3)
    position, events = play(position, 0, 37)
    assert events == [Moved(0, 0, 34, 37, (34, 35, 36, 37)), TurnStarted(1, 3)]


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5])
def test_a_played_roll_other_than_six_ends_the_turn(die: int) -> None:
    position = pos(f"f=10,G4,G3,G2/-/{HOME}/- turn=0 phase=move die={die}")
    after, events = play(position, 0, 10 + die)
    assert events == [Moved(0, 0, 10, 10 + die, tuple(range(10, 11 + die))), TurnStarted(2, 3)]
    assert after.figures[0] == (10 + die, 43, 42, 41)


def test_a_six_that_cannot_be_played_gives_no_further_roll() -> None:
    # 39 + 6 goes beyond the goal; the other figures are packed in it.
    position = pos(f"f=39,G1,G2,G3/{HOME}/{HOME}/{HOME} turn=0 phase=move die=6")
    assert keys(position) == [(-1, -1)]
    after, events = play(position, -1, -1)
    assert events == [Passed(0, 0), TurnStarted(1, 3)]
    assert after.turn == 1


def test_a_six_after_a_six_that_brought_a_figure_out_moves_it_on() -> None:
    position = pos(f"f={HOME}/-/{HOME}/- turn=0 phase=move die=6 rolls=2")
    position, events = play(position, 0, 0)
    assert events == [Moved(0, 0, -1, 0, (-1, 0)), RollAgain(0, 1)]
    position, events = roll(position, 6)
    assert events == [Rolled(0, (6,), 0)]
    # Clearing the start field comes before bringing the next figure out.
    assert keys(position) == [(0, 6)]
    position, events = play(position, 0, 6)
    assert events == [Moved(0, 0, 0, 6, (0, 1, 2, 3, 4, 5, 6)), RollAgain(0, 1)]
    position, _ = roll(position, 6)
    assert keys(position) == [(1, 0)]


def test_a_roll_is_refused_while_a_move_is_pending() -> None:
    position = pos(f"f=10,H,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=4")
    with pytest.raises(IllegalCommandError) as raised:
        roll(position, 3)
    assert str(raised.value) == "no roll expected: the position waits for move"


def test_a_move_is_refused_before_the_roll() -> None:
    position = pos(f"f=10,H,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=roll")
    with pytest.raises(IllegalMoveError) as raised:
        play(position, 0, 14)
    assert str(raised.value) == "no move expected: the position waits for roll"


@pytest.mark.parametrize(
    ("pips", "shown"), [((0,), "[0]"), ((7,), "[7]"), ((3, 4), "[3, 4]"), ((), "[]")]
)
def test_a_roll_is_one_die_of_one_to_six(pips: tuple[int, ...], shown: str) -> None:
    position = pos(f"f=10,H,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=roll")
    with pytest.raises(IllegalCommandError) as raised:
        apply(position, Roll(pips))
    assert str(raised.value) == f"a roll is 1 die of 1..6, not {shown}"


def test_anything_but_a_roll_a_draw_or_a_move_is_not_a_command() -> None:
    position = pos(f"f=10,H,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=roll")
    with pytest.raises(IllegalCommandError) as raised:
        apply(position, "r6")  # type: ignore[arg-type]
    assert str(raised.value) == "'r6' is not a command"


def test_a_move_that_is_not_legal_is_refused_and_named() -> None:
    position = pos(f"f=10,H,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=4")
    for figure, target in ((0, 13), (0, 15), (1, 0), (1, 4)):
        with pytest.raises(IllegalMoveError) as raised:
            apply(position, Move(figure, target, target))
        assert str(raised.value) == f"figure {figure} to {target} is not a legal move here"


def test_a_finished_game_refuses_rolls_and_moves() -> None:
    over = pos(f"f=G1,G2,G3,G4/{HOME}/-/{HOME} turn=0 phase=over rolls=0")
    with pytest.raises(IllegalCommandError) as raised:
        roll(over, 3)
    assert str(raised.value) == "no roll expected: the position waits for over"
    with pytest.raises(IllegalMoveError) as raised:
        play(over, 0, 41)
    assert str(raised.value) == "no move expected: the position waits for over"
