"""GAME.md 2, rules 1 and 3: moving exactly the roll, jumping, and leaving the house with a 6.

Rule 1: one figure moves exactly the pips, clockwise; the roll is not split; every field counts,
occupied or not, and any figure may be jumped on the ring; no figure ends on an own figure.
Rule 3: a figure leaves the house only with a 6, onto its own start field (progress 0), and that
is the whole move. House figures are interchangeable, so bringing one out is listed once, for the
lowest-numbered figure in the house (docs/rules.md).
"""

from __future__ import annotations

import pytest

from core.happenings import Captured, Moved, RollAgain
from tests.core.helpers import keys, play, pos

HOME = "H,H,H,H"


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_a_single_figure_moves_exactly_the_pips(die: int) -> None:
    position = pos(f"f=10,G4,G3,G2/-/{HOME}/- turn=0 phase=move die={die}")
    assert keys(position) == [(0, 10 + die)]


def test_the_roll_is_not_split_between_figures() -> None:
    position = pos(f"f=5,10,G4,G3/-/{HOME}/- turn=0 phase=move die=3")
    assert keys(position) == [(0, 8), (1, 13)]


def test_every_field_counts_and_any_figure_is_jumped_on_the_ring() -> None:
    # Blue's progress 36 is ring field 6. Red's figure at 3 jumps its own figure at 5 and the
    # blue one on 6 and lands on 7; the figure at 5 jumps nothing and lands on 9.
    position = pos(f"f=3,5,G4,G3/36,H,H,H/{HOME}/{HOME} turn=0 phase=move die=4")
    assert keys(position) == [(0, 7), (1, 9)]
    after, events = play(position, 0, 7)
    assert after.figures[0] == (7, 5, 43, 42)
    assert after.figures[1] == (36, -1, -1, -1)
    assert events[0] == Moved(0, 0, 3, 7, (3, 4, 5, 6, 7))
    assert not any(isinstance(e, Captured) for e in events)


def test_a_figure_may_not_end_on_an_own_figure() -> None:
    assert keys(pos(f"f=3,5,G4,G3/-/{HOME}/- turn=0 phase=move die=2")) == [(1, 7)]
    # Seat 3's figures at 8 and 11 are ring fields 38 and 1: across field 0 the own figure
    # still blocks.
    assert keys(pos(f"f=-/{HOME}/-/8,11,G4,G3 turn=3 phase=move die=3")) == [(1, 14)]


def test_a_figure_blocked_by_its_own_figure_leaves_the_others_free() -> None:
    position = pos(f"f=3,5,9,G4/-/{HOME}/- turn=0 phase=move die=2")
    assert keys(position) == [(1, 7), (2, 11)]


def test_no_move_at_all_is_a_pass() -> None:
    # The house needs a 6, and 38 + 5 = 43 is G4, taken by the own figure.
    position = pos(f"f=38,G4,H,H/-/{HOME}/- turn=0 phase=move die=5")
    assert keys(position) == [(-1, -1)]


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5])
def test_the_house_opens_only_with_a_six(die: int) -> None:
    position = pos(f"f=H,H,H,H/-/{HOME}/- turn=0 phase=move die={die} rolls=2")
    assert keys(position) == [(-1, -1)]


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_a_six_places_a_house_figure_on_the_own_start_field_and_nothing_more(seat: int) -> None:
    slots = [HOME] * 4
    position = pos(f"f={'/'.join(slots)} turn={seat} phase=move die=6 rolls=2")
    assert keys(position) == [(0, 0)]
    after, events = play(position, 0, 0)
    assert after.figures[seat] == (0, -1, -1, -1)
    assert events == [Moved(seat, 0, -1, 0, (-1, 0)), RollAgain(seat, 1)]


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        ("H,H,H,H", (0, 0)),
        ("H,5,H,H", (0, 0)),
        ("5,H,H,H", (1, 0)),
        ("G1,5,H,H", (2, 0)),
        ("5,9,14,H", (3, 0)),
    ],
)
def test_house_figures_are_one_move_for_the_lowest_numbered(
    row: str, expected: tuple[int, int]
) -> None:
    position = pos(f"f={row}/-/{HOME}/- turn=0 phase=move die=6")
    assert keys(position) == [expected]


def test_an_own_figure_on_the_start_field_keeps_the_house_shut() -> None:
    # The start figure must move on (rule 7a); the house cannot open onto it.
    assert keys(pos(f"f=0,H,H,H/-/{HOME}/- turn=0 phase=move die=6")) == [(0, 6)]
    # The start figure is blocked by the own figure at 6: still no figure comes out.
    assert keys(pos(f"f=0,6,H,H/-/{HOME}/- turn=0 phase=move die=6")) == [(1, 12)]


def test_the_figure_brought_out_stands_on_its_seats_start_field() -> None:
    # Seat 2 comes out on ring field 20, where red's figure at progress 20 stands.
    position = pos(f"f=20,H,H,H/-/{HOME}/- turn=2 phase=move die=6 rolls=2")
    assert keys(position) == [(0, 0)]
    after, events = play(position, 0, 0)
    assert events == [Moved(2, 0, -1, 0, (-1, 0)), Captured(0, 0, 20, 2, 0, 20), RollAgain(2, 1)]
    assert after.figures[0] == (-1, -1, -1, -1) and after.figures[2] == (0, -1, -1, -1)
