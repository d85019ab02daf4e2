"""GAME.md 2, rule 7: which of several moves the rules demand, in the order a, b, c.

a. Clear the start field: with figures in the house and an own figure on the own start field,
   that figure must move, whatever the die, if it can; if it cannot, go on to b.
b. With a 6, figures in the house and no own figure on the start field: a figure comes out.
c. Forced capture (on by default): if a capture is possible one must be made, the player choosing
   among captures; otherwise free choice.
Opponent fields are worked out by hand: seat 2's progress ``p`` is ring field ``(20 + p) % 40``.
"""

from __future__ import annotations

import pytest

from core.happenings import Captured, Moved
from core.moves import dutiful_moves, legal_moves
from tests.core.helpers import keys, play, pos

HOME = "H,H,H,H"


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_the_start_figure_moves_first_whatever_the_die(die: int) -> None:
    position = pos(f"f=0,12,H,H/-/{HOME}/- turn=0 phase=move die={die}")
    assert keys(position) == [(0, die)]


def test_clearing_the_start_field_comes_before_a_capture() -> None:
    # Green's progress 35 is ring field 15: figure 1 (at 12) could capture it with the 3.
    text = "f=0,12,H,H/-/35,H,H,H/- turn=0 phase=move die=3"
    assert keys(pos(text)) == [(0, 3)]
    assert keys(pos(text + " rules=-")) == [(0, 3)]


def test_the_start_figure_captures_if_its_move_captures() -> None:
    # Green's progress 23 is ring field 3.
    position = pos("f=0,12,H,H/-/23,H,H,H/- turn=0 phase=move die=3")
    assert keys(position) == [(0, 3)]
    after, events = play(position, 0, 3)
    assert events[:2] == [Moved(0, 0, 0, 3, (0, 1, 2, 3)), Captured(2, 0, 23, 0, 0, 3)]
    assert after.figures[2] == (-1, -1, -1, -1)


def test_a_blocked_start_figure_passes_the_duty_on_to_capturing() -> None:
    # 0 + 3 is the own figure at 3. Green's progress 31 is ring field 11 = 8 + 3.
    text = "f=0,3,8,H/-/31,H,H,H/- turn=0 phase=move die=3"
    assert keys(pos(text)) == [(2, 11)]
    assert keys(pos(text + " rules=-")) == [(1, 6), (2, 11)]


def test_a_blocked_start_figure_with_a_six_lets_no_figure_out() -> None:
    # Rule b needs a free start field: here it is the own figure's, so b does not apply either.
    assert keys(pos(f"f=0,6,11,H/-/{HOME}/- turn=0 phase=move die=6")) == [(1, 12), (2, 17)]


def test_without_figures_in_the_house_the_start_field_need_not_be_cleared() -> None:
    assert keys(pos(f"f=0,12,G1,G2/-/{HOME}/- turn=0 phase=move die=3")) == [(0, 3), (1, 15)]
    assert keys(pos(f"f=0,5,12,20/-/{HOME}/- turn=0 phase=move die=2")) == [
        (0, 2),
        (1, 7),
        (2, 14),
        (3, 22),
    ]


def test_without_figures_in_the_house_a_capture_beats_the_start_figure() -> None:
    # Green's progress 35 is ring field 15 = 12 + 3.
    text = "f=0,12,G1,G2/-/35,H,H,H/- turn=0 phase=move die=3"
    assert keys(pos(text)) == [(1, 15)]
    assert keys(pos(text + " rules=-")) == [(0, 3), (1, 15)]


def test_a_figure_on_another_seats_start_field_has_no_duty() -> None:
    # Red's progress 10 is blue's start field, not red's.
    assert keys(pos(f"f=10,20,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=3")) == [
        (0, 13),
        (1, 23),
    ]


def test_a_six_brings_a_figure_out_before_anything_else() -> None:
    assert keys(pos(f"f=5,12,H,H/-/{HOME}/- turn=0 phase=move die=6")) == [(2, 0)]
    # Even when another figure could capture: green's progress 31 is ring field 11 = 5 + 6.
    assert keys(pos("f=5,12,H,H/-/31,H,H,H/- turn=0 phase=move die=6")) == [(2, 0)]


def test_bringing_out_is_no_duty_below_six() -> None:
    assert keys(pos(f"f=5,12,H,H/-/{HOME}/- turn=0 phase=move die=5")) == [(0, 10), (1, 17)]


def test_without_figures_in_the_house_a_six_is_free() -> None:
    assert keys(pos(f"f=5,12,G1,G2/-/{HOME}/- turn=0 phase=move die=6")) == [(0, 11), (1, 18)]


def test_a_six_without_house_figures_must_capture_when_it_can() -> None:
    # Green's progress 31 is ring field 11 = 5 + 6.
    text = "f=5,12,G1,G2/-/31,H,H,H/- turn=0 phase=move die=6"
    assert keys(pos(text)) == [(0, 11)]
    assert keys(pos(text + " rules=-")) == [(0, 11), (1, 18)]


def test_a_capture_must_be_made_and_the_player_chooses_which() -> None:
    # Green's progress 27 and 38 are ring fields 7 and 18: figures at 3 and 14 reach them
    # with a 4; the figure at 22 would capture nothing.
    text = "f=3,14,22,H/-/27,38,H,H/- turn=0 phase=move die=4"
    assert keys(pos(text)) == [(0, 7), (1, 18)]
    assert keys(pos(text + " rules=-")) == [(0, 7), (1, 18), (2, 26)]


def test_a_move_into_the_goal_is_no_capture() -> None:
    # Red's 37 + 4 goes into the goal (G2); the figure at 3 captures green on field 7.
    text = "f=3,37,G4,H/-/27,H,H,H/- turn=0 phase=move die=4"
    assert keys(pos(text)) == [(0, 7)]
    assert keys(pos(text + " rules=-")) == [(0, 7), (1, 41)]


def test_the_ai_chooses_from_exactly_the_legal_moves_without_penalties() -> None:
    for text in (
        "f=0,12,H,H/-/35,H,H,H/- turn=0 phase=move die=3",
        "f=5,12,H,H/-/31,H,H,H/- turn=0 phase=move die=6",
        "f=3,14,22,H/-/27,38,H,H/- turn=0 phase=move die=4",
    ):
        position = pos(text)
        assert dutiful_moves(position) == legal_moves(position)
        assert all(m.breaks is None for m in legal_moves(position))
