"""The classic rules, one at a time, from positions written in the notation."""

from __future__ import annotations

import pytest

from core.engine import IllegalCommandError, IllegalMoveError
from core.happenings import Captured, Moved, Passed, RollAgain, TurnStarted
from core.moves import rolls_allowed
from core.position import Phase
from tests.core.helpers import keys, play, pos, roll

HOME = "H,H,H,H"


def test_a_figure_leaves_the_house_only_with_a_six() -> None:
    board = f"f={HOME}/{HOME}/{HOME}/{HOME} turn=0 phase=move rolls=2"
    for die in range(1, 6):
        assert keys(pos(f"{board} die={die}")) == [(-1, -1)]
    assert keys(pos(f"{board} die=6")) == [(0, 0)]


def test_bringing_a_figure_out_is_the_whole_move_and_a_six_rolls_again() -> None:
    after, events = play(pos(f"f={HOME}/-/{HOME}/- turn=0 phase=move die=6 rolls=2"), 0, 0)
    assert after.figures[0] == (0, -1, -1, -1)
    assert after.turn == 0 and after.phase is Phase.ROLL and after.rolls_left == 1
    assert events == [Moved(0, 0, -1, 0, (-1, 0)), RollAgain(0, 1)]


def test_every_field_counts_and_figures_are_jumped_on_the_ring() -> None:
    # Red figure at 3 jumps its own figure at 5 and the blue one on field 6.
    position = pos("f=3,5,H,H/36,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=move die=4")
    assert (0, 7) in keys(position)


def test_no_figure_may_end_on_its_own_figure() -> None:
    position = pos("f=3,5,H,H/-/H,H,H,H/- turn=0 phase=move die=2")
    assert keys(position) == [(1, 7)]


def test_capture_sends_the_victim_home() -> None:
    # Blue's progress 35 is ring field (10 + 35) % 40 = 5; red lands there from 2 with a 3.
    position = pos("f=2,H,H,H/35,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=move die=3")
    after, events = play(position, 0, 5)
    assert after.figures[1] == (-1, -1, -1, -1)
    assert Captured(1, 0, 35, 0, 0, 5) in events


def test_leaving_the_house_captures_on_the_start_field() -> None:
    # Blue's progress 30 is ring field 0: red's start field.
    position = pos("f=H,H,H,H/30,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=move die=6 rolls=2")
    after, events = play(position, 0, 0)
    assert after.figures[1][0] == -1
    assert any(isinstance(e, Captured) for e in events)


def test_the_start_field_must_be_cleared_first() -> None:
    position = pos("f=0,12,H,H/-/H,H,H,H/- turn=0 phase=move die=3")
    assert keys(position) == [(0, 3)]


def test_clearing_the_start_field_beats_bringing_out_and_capturing() -> None:
    # With a 6 the figure on the start field must move even though a capture is possible:
    # green's progress 38 is ring field 18 = 12 + 6 (and the house cannot open onto red's own
    # figure on the start field).
    position = pos("f=0,12,H,H/-/38,H,H,H/- turn=0 phase=move die=6 rolls=0")
    assert keys(position) == [(0, 6)]
    assert keys(pos("f=0,12,H,H/-/38,H,H,H/- turn=0 phase=move die=6 rolls=0 rules=-")) == [(0, 6)]


def test_blocked_start_figure_frees_the_other_figures() -> None:
    position = pos("f=0,3,H,H/-/H,H,H,H/- turn=0 phase=move die=3")
    assert keys(position) == [(1, 6)]


def test_a_six_must_bring_a_figure_out() -> None:
    position = pos("f=5,H,H,H/-/H,H,H,H/- turn=0 phase=move die=6")
    assert keys(position) == [(1, 0)]


def test_bringing_out_beats_a_forced_capture() -> None:
    # Green's progress 31 is ring field 11 = red progress 11: red's figure at 5 could capture.
    position = pos("f=5,H,H,H/-/31,H,H,H/- turn=0 phase=move die=6")
    assert keys(position) == [(1, 0)]


def test_capture_is_forced_by_default_and_free_without_the_option() -> None:
    text = "f=2,20,H,H/35,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=move die=3"
    assert keys(pos(text)) == [(0, 5)]
    assert keys(pos(text + " rules=-")) == [(0, 5), (1, 23)]


def test_player_chooses_among_several_captures() -> None:
    # Blue at progress 35 (field 5) and 38 (field 8): red at 2 and 5... red 5 is blue's field.
    position = pos("f=1,4,H,H/35,38,H,H/H,H,H,H/H,H,H,H turn=0 phase=move die=4")
    assert keys(position) == [(0, 5), (1, 8)]


def test_goal_entry_must_fit_exactly() -> None:
    assert keys(pos("f=38,G4,G3,G2/-/H,H,H,H/- turn=0 phase=move die=2")) == [(0, 40)]
    assert keys(pos("f=38,G4,G3,G2/-/H,H,H,H/- turn=0 phase=move die=3")) == [(-1, -1)]
    assert keys(pos("f=38,H,H,H/-/H,H,H,H/- turn=0 phase=move die=5")) == [(0, 43)]
    assert keys(pos("f=38,10,H,H/-/H,H,H,H/- turn=0 phase=move die=6 rolls=0")) == [(2, 0)]


def test_own_figures_cannot_be_passed_in_the_goal_lane() -> None:
    position = pos("f=38,G2,H,H/-/H,H,H,H/- turn=0 phase=move die=4")
    assert (0, 42) not in keys(position)
    assert (0, 40) in keys(pos("f=38,G2,H,H/-/H,H,H,H/- turn=0 phase=move die=2"))
    # Inside the lane too: G1 cannot jump G2.
    assert keys(pos("f=G1,G2,H,H/-/H,H,H,H/- turn=0 phase=move die=2")) == [(1, 43)]


def test_jump_in_goal_allows_passing_own_goal_figures() -> None:
    text = "f=38,G2,H,H/-/H,H,H,H/- turn=0 phase=move die=4 rules=fc,jg"
    assert (0, 42) in keys(pos(text))
    assert keys(pos("f=G1,G2,H,H/-/H,H,H,H/- turn=0 phase=move die=2 rules=fc,jg")) == [
        (0, 42),
        (1, 43),
    ]


def test_goal_figures_are_never_captured() -> None:
    # Blue's figure at G1 is not on the ring: red passes through nothing there.
    position = pos("f=2,H,H,H/G1,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=move die=3")
    after, events = play(position, 0, 5)
    assert after.figures[1] == (40, -1, -1, -1)
    assert not any(isinstance(e, Captured) for e in events)


def test_three_tries_when_nothing_can_move_without_a_six() -> None:
    assert rolls_allowed(pos(f"f={HOME}/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=roll"), 0) == 3
    assert rolls_allowed(pos(f"f=5,H,H,H/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=roll"), 0) == 1
    # A goal figure that can still advance counts; one packed at the back does not.
    assert rolls_allowed(pos(f"f=G1,H,H,H/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=roll"), 0) == 1
    assert rolls_allowed(pos(f"f=G4,G3,H,H/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=roll"), 0) == 3
    # Without jumping, G1 behind G2 cannot advance.
    assert rolls_allowed(pos(f"f=G1,G2,G4,H/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=roll"), 0) == 1
    assert rolls_allowed(pos(f"f=G1,G2,G3,G4/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=roll"), 0) == 3


def test_three_tries_end_at_the_first_six_or_after_the_third_miss() -> None:
    position = pos(f"f={HOME}/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=roll rolls=3")
    for tries_left in (2, 1):
        position, _ = roll(position, 2)
        position, events = play(position, -1, -1)
        assert events == [Passed(0, tries_left)]
        assert position.turn == 0 and position.phase is Phase.ROLL
    position, _ = roll(position, 2)
    position, events = play(position, -1, -1)
    assert events == [Passed(0, 0), TurnStarted(1, 3)]
    position, _ = roll(position, 6)
    assert position.rolls_left == 2
    assert keys(position) == [(0, 0)]


def test_an_unplayable_six_gives_no_further_roll() -> None:
    position = pos(f"f=39,G1,G2,G3/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=move die=6")
    assert keys(position) == [(-1, -1)]
    after, events = play(position, -1, -1)
    assert after.turn == 1
    assert events[-1] == TurnStarted(1, 3)


def test_a_played_six_rolls_again_and_other_rolls_do_not() -> None:
    after, _ = play(pos("f=5,12,G4,G3/-/H,H,H,H/- turn=0 phase=move die=6"), 0, 11)
    assert after.turn == 0 and after.phase is Phase.ROLL
    after, _ = play(pos("f=5,12,G4,G3/-/H,H,H,H/- turn=0 phase=move die=5"), 0, 10)
    assert after.turn == 2


def test_commands_out_of_phase_are_refused_with_typed_errors() -> None:
    waiting = pos(f"f={HOME}/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=roll rolls=3")
    with pytest.raises(IllegalMoveError):
        play(waiting, 0, 0)
    moving = pos(f"f={HOME}/{HOME}/H,H,H,H/H,H,H,H turn=0 phase=move die=6 rolls=2")
    with pytest.raises(IllegalCommandError):
        roll(moving, 3)
    with pytest.raises(IllegalMoveError):
        play(moving, 1, 3)
    with pytest.raises(IllegalCommandError):
        roll(waiting, 7)
