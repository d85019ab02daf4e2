"""The pace's arithmetic without a window (play/test_app_pace.py watches it in games)."""

from __future__ import annotations

import pytest

from core.happenings import Moved, Rolled, RollOffRolled
from madn_qt.play.animator import rolled_pips
from madn_qt.play.pace import AI_ANIMATION_PACE, FAST_FACTOR, NO_PAUSE_SPEED, Pace


def test_the_pace_cycles_normal_fast_end() -> None:
    assert [Pace.NORMAL.next(), Pace.FAST.next(), Pace.END.next()] == [
        Pace.FAST,
        Pace.END,
        Pace.NORMAL,
    ]


@pytest.mark.parametrize("pace", list(Pace))
def test_a_persons_stretch_goes_at_the_chosen_speed_whatever_the_pace(pace: Pace) -> None:
    assert pace.pause_ms(900, 1.0, computer=False) == 900
    assert pace.pause_ms(900, 2.0, computer=False) == 450
    assert pace.board_speed(2.0, computer=False) == 2.0
    assert not pace.skips(computer=False)


def test_the_computers_stretch_goes_faster_at_fast_and_unseen_at_end() -> None:
    assert Pace.NORMAL.pause_ms(300, 1.0, computer=True) == 300
    assert Pace.FAST.pause_ms(300, 1.0, computer=True) == int(300 / FAST_FACTOR)
    assert Pace.END.pause_ms(300, 1.0, computer=True) == 0 and Pace.END.skips(computer=True)
    assert Pace.NORMAL.board_speed(1.0, computer=True) == AI_ANIMATION_PACE
    assert Pace.FAST.board_speed(1.0, computer=True) == AI_ANIMATION_PACE * FAST_FACTOR


def test_a_hurried_test_speed_pauses_nowhere() -> None:
    assert Pace.NORMAL.pause_ms(900, NO_PAUSE_SPEED, computer=False) == 0
    assert Pace.NORMAL.pause_ms(900, NO_PAUSE_SPEED - 1, computer=False) > 0


def test_a_roll_is_shown_by_the_die_anything_else_by_the_figures() -> None:
    assert rolled_pips([Rolled(0, (5,), 0)]) == (5,)
    assert rolled_pips([RollOffRolled(2, (3,))]) == (3,)
    assert rolled_pips([Moved(0, 0, 1, 4, (1, 2, 3, 4))]) == ()
