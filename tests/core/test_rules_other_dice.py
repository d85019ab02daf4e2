"""GAME.md 4.3: the rules under other dice (two dice, a D4, a D10), as the notation gives them.

With two dice a figure leaves the house only with a double six, the figure moves by the sum, and
a played roll with at least one 6 rolls again. A roll must fit the dice: one value per die, each
within its faces. Three tries (2.5) are had only if some roll of the dice could bring a figure
out (a 6 with one D6 or D10, a double six with two dice; never with a D4), and "a goal figure that
can still advance" means with some total the dice can show: two dice show 2..12, never 1.
"""

from __future__ import annotations

import pytest

from core.chance import Roll
from core.engine import IllegalCommandError, apply
from core.happenings import RollAgain, TurnStarted
from core.moves import can_leave_house, rolls_allowed
from core.position import Phase
from tests.core.helpers import keys, play, pos

HOME = "H,H,H,H"
PASS_KEY = (-1, -1)


@pytest.mark.parametrize(
    ("pips", "leaves"),
    [
        ((6,), True),
        ((5,), False),
        ((6, 6), True),
        ((6, 3), False),
        ((3, 6), False),
        ((3, 4), False),
    ],
)
def test_a_figure_leaves_the_house_with_a_six_or_a_double_six(
    pips: tuple[int, ...], leaves: bool
) -> None:
    assert can_leave_house(pips) is leaves


def test_with_two_dice_only_a_double_six_brings_a_figure_out() -> None:
    two = "dice=d6x2"
    assert keys(pos(f"f={HOME}/-/{HOME}/- turn=0 phase=move die=6+6 {two}")) == [(0, 0)]
    assert keys(pos(f"f={HOME}/-/{HOME}/- turn=0 phase=move die=3+4 {two}")) == [PASS_KEY]
    assert keys(pos(f"f={HOME}/-/{HOME}/- turn=0 phase=move die=6+3 {two}")) == [PASS_KEY]
    # 3 + 4 moves the ring figure 7 fields; no house figure may come out.
    assert keys(pos(f"f=5,H,H,H/-/{HOME}/- turn=0 phase=move die=3+4 {two}")) == [(0, 12)]


def test_a_played_roll_of_two_dice_with_a_six_rolls_again() -> None:
    position = pos(f"f=5,H,H,H/-/{HOME}/- turn=0 phase=move die=6+3 dice=d6x2")
    nxt, events = play(position, 0, 14)
    assert nxt.figures[0] == (14, -1, -1, -1)
    assert (nxt.turn, nxt.phase, nxt.rolls_left) == (0, Phase.ROLL, 1)
    assert events[-1] == RollAgain(0, 1)


TWO_DICE_ROLL = f"f=5,H,H,H/-/{HOME}/- turn=0 phase=roll dice=d6x2"


@pytest.mark.parametrize("pips", [(1, 6), (6, 6), (1, 1), (6, 1)])
def test_a_roll_of_two_dice_is_two_values_of_one_to_six(pips: tuple[int, int]) -> None:
    nxt, _ = apply(pos(TWO_DICE_ROLL), Roll(pips))
    assert nxt.phase is Phase.MOVE and nxt.pips == pips and nxt.die == sum(pips)


@pytest.mark.parametrize(
    ("pips", "shown"),
    [
        ((3,), "[3]"),
        ((6,), "[6]"),
        ((3, 7), "[3, 7]"),
        ((0, 3), "[0, 3]"),
        ((6, 6, 6), "[6, 6, 6]"),
    ],
)
def test_a_roll_that_does_not_fit_two_dice_is_refused(pips: tuple[int, ...], shown: str) -> None:
    with pytest.raises(IllegalCommandError) as raised:
        apply(pos(TWO_DICE_ROLL), Roll(pips))
    assert str(raised.value) == f"a roll is 2 die of 1..6, not {shown}"


@pytest.mark.parametrize(("dice", "top"), [("d10", 10), ("d4", 4)])
def test_a_roll_of_one_die_is_one_value_within_its_faces(dice: str, top: int) -> None:
    position = pos(f"f=5,H,H,H/-/{HOME}/- turn=0 phase=roll dice={dice}")
    for value in (1, top):
        assert apply(position, Roll((value,)))[0].pips == (value,)
    for value in (0, top + 1):
        with pytest.raises(IllegalCommandError) as raised:
            apply(position, Roll((value,)))
        assert str(raised.value) == f"a roll is 1 die of 1..{top}, not [{value}]"


@pytest.mark.parametrize(("dice", "rolls"), [("d4", 1), ("d10", 3), ("d6x2", 3), ("d6", 3)])
def test_three_tries_only_where_the_dice_can_bring_a_figure_out(dice: str, rolls: int) -> None:
    position = pos(f"f={HOME}/-/{HOME}/- turn=0 phase=roll dice={dice}")
    assert rolls_allowed(position, 0) == rolls


@pytest.mark.parametrize(
    ("row", "rules", "rolls"),
    [
        # G1 and G3 taken, G2 and G4 free: each free field is one step ahead of a figure, and
        # two dice never show 1. Only jumping G3 (a total of 3) gets G1 on.
        ("G1,G3,H,H", "fc", 3),
        ("G1,G3,H,H", "fc,jg", 1),
        # G3 and G4 free: G2 reaches G4 with a total of 2.
        ("G1,G2,H,H", "fc", 1),
        ("G2,H,H,H", "fc", 1),
        ("G3,H,H,H", "fc", 3),  # one field ahead: two dice cannot show 1
        ("G4,H,H,H", "fc,jg", 3),
    ],
)
def test_with_two_dice_a_goal_figure_advances_by_two_to_twelve(
    row: str, rules: str, rolls: int
) -> None:
    position = pos(f"f={row}/-/{HOME}/- turn=0 phase=roll rules={rules} dice=d6x2")
    assert rolls_allowed(position, 0) == rolls


@pytest.mark.parametrize(("rules", "rolls"), [("fc", 3), ("fc,jg", 1)])
def test_the_next_turn_counts_its_tries_by_the_dice_and_jump_in_goal(
    rules: str, rolls: int
) -> None:
    # Seat 2 moves 5 -> 8 with 1 + 2 and the turn passes to seat 0, whose goal figures G1 and G3
    # can only go on by G1 jumping G3 with a total of 3.
    position = pos(f"f=G1,G3,H,H/-/5,H,H,H/- turn=2 phase=move die=1+2 rules={rules} dice=d6x2")
    nxt, events = play(position, 0, 8)
    assert (nxt.turn, nxt.phase, nxt.rolls_left) == (0, Phase.ROLL, rolls)
    assert events[-1] == TurnStarted(0, rolls)


def test_whether_a_goal_figure_can_advance_decides_the_three_tries() -> None:
    # With nothing on the ring, three tries unless a goal figure can still go on with a total
    # the dice can show (core.moves.rolls_allowed, GAME.md 2.5, 4.3).
    def tries(text: str, seat: int = 0) -> int:
        return rolls_allowed(pos(text), seat)

    assert tries(f"f=G2,G4,H,H/-/{HOME}/- turn=0 phase=roll") == 1  # G2 on to G3
    assert tries(f"f=G3,G4,H,H/-/{HOME}/- turn=0 phase=roll") == 3  # G4 blocks G3's way
    assert tries(f"f=G3,G4,H,H/-/{HOME}/- turn=0 phase=roll rules=fc,jg") == 3  # no place beyond
    # Two dice (a total of 2 at least): G1 cannot go on to G2 alone; G3 blocks G1's way to G3
    # and G4 unless it may be jumped; G3 cannot go on to G4 with 2.
    assert tries(f"f=G1,G3,H,H/-/{HOME}/- turn=0 phase=roll dice=d6x2") == 3
    assert tries(f"f=G1,G3,H,H/-/{HOME}/- turn=0 phase=roll rules=fc,jg dice=d6x2") == 1
    # A lane of five (seat 2's): G4 can still go on to G5; at the end of a lane of four it cannot.
    assert tries("f=G4,H,H,H/-/G4,H,H,H,H/- turn=0 phase=roll goals=4,0,5,0", 2) == 1
    assert tries("f=G4,H,H,H/-/G4,H,H,H,H/- turn=0 phase=roll goals=4,0,5,0", 0) == 3
