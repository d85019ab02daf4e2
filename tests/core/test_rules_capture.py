"""GAME.md 2, rule 6: capturing.

A figure ending its move on an opponent's figure sends that figure to its house; no ring field
is safe, start fields neither (an opponent on its own start field, or on the start field of a
figure leaving the house, is captured). Goal figures are not on the ring and are never captured.
Which ring field an opponent stands on is worked out by hand from ``(10*s + p) % 40``.
"""

from __future__ import annotations

import pytest

from core.happenings import Captured, Moved, RollAgain, TurnStarted
from tests.core.helpers import keys, play, pos, roll

HOME = "H,H,H,H"


# Mover at progress 5 moves 3 to progress 8, ring field 10*mover + 8; the victim stands there.
CAPTURES = [
    # mover, victim, victim's progress, ring field
    (0, 1, 38, 8),
    (0, 2, 28, 8),
    (0, 3, 18, 8),
    (1, 0, 18, 18),
    (1, 2, 38, 18),
    (1, 3, 28, 18),
    (2, 0, 28, 28),
    (2, 1, 18, 28),
    (2, 3, 38, 28),
    (3, 0, 38, 38),
    (3, 1, 28, 38),
    (3, 2, 18, 38),
]


@pytest.mark.parametrize(("mover", "victim", "progress", "field"), CAPTURES)
def test_every_seat_captures_every_other_seat_on_the_shared_field(
    mover: int, victim: int, progress: int, field: int
) -> None:
    slots = [HOME] * 4
    slots[mover] = "5,H,H,H"
    slots[victim] = f"H,{progress},H,H"
    position = pos(f"f={'/'.join(slots)} turn={mover} phase=move die=3")
    assert keys(position) == [(0, 8)]
    after, events = play(position, 0, 8)
    assert events[:2] == [
        Moved(mover, 0, 5, 8, (5, 6, 7, 8)),
        Captured(victim, 1, progress, mover, 0, field),
    ]
    assert after.figures[victim] == (-1, -1, -1, -1)
    assert after.figures[mover] == (8, -1, -1, -1)


@pytest.mark.parametrize(("mover", "victim", "progress", "field"), CAPTURES)
def test_one_field_short_or_beyond_captures_nothing(
    mover: int, victim: int, progress: int, field: int
) -> None:
    del field
    for die in (2, 4):
        slots = [HOME] * 4
        slots[mover] = "5,H,H,H"
        slots[victim] = f"H,{progress},H,H"
        position = pos(f"f={'/'.join(slots)} turn={mover} phase=move die={die}")
        after, events = play(position, 0, 5 + die)
        assert after.figures[victim] == (-1, progress, -1, -1)
        assert not any(isinstance(e, Captured) for e in events)


def test_only_the_figure_on_the_field_goes_home() -> None:
    # Blue at 35 and 37 are ring fields 5 and 7; red moves 2 -> 5.
    position = pos(f"f=2,G4,G3,G2/35,37,G1,H/{HOME}/{HOME} turn=0 phase=move die=3")
    after, events = play(position, 0, 5)
    assert after.figures[1] == (-1, 37, 40, -1)
    assert events == [
        Moved(0, 0, 2, 5, (2, 3, 4, 5)),
        Captured(1, 0, 35, 0, 0, 5),
        TurnStarted(1, 1),
    ]


def test_an_opponent_on_its_own_start_field_is_not_safe() -> None:
    # Blue's figure at progress 0 stands on ring field 10, its own start field.
    position = pos(f"f=7,H,H,H/0,H,H,H/{HOME}/{HOME} turn=0 phase=move die=3")
    assert keys(position) == [(0, 10)]
    after, events = play(position, 0, 10)
    assert after.figures[1] == (-1, -1, -1, -1)
    assert Captured(1, 0, 0, 0, 0, 10) in events


def test_an_opponent_on_another_seats_start_field_is_not_safe_either() -> None:
    # Yellow's progress 10 is ring field 0, red's start field; green's figure at 17 (ring
    # field 37) moves 3 to progress 20, ring field 0.
    position = pos(f"f={HOME}/{HOME}/17,H,H,H/10,H,H,H turn=2 phase=move die=3")
    after, events = play(position, 0, 20)
    assert Captured(3, 0, 10, 2, 0, 0) in events
    assert after.figures[3] == (-1, -1, -1, -1)


@pytest.mark.parametrize(
    ("mover", "victim", "progress"),
    [(0, 1, 30), (0, 3, 10), (1, 3, 20), (1, 0, 10), (2, 1, 10), (2, 0, 20), (3, 0, 30)],
)
def test_leaving_the_house_captures_an_opponent_on_the_own_start_field(
    mover: int, victim: int, progress: int
) -> None:
    slots = [HOME] * 4
    slots[victim] = f"{progress},H,H,H"
    position = pos(f"f={'/'.join(slots)} turn={mover} phase=move die=6 rolls=2")
    assert keys(position) == [(0, 0)]
    after, events = play(position, 0, 0)
    field = 10 * mover
    assert events == [
        Moved(mover, 0, -1, 0, (-1, 0)),
        Captured(victim, 0, progress, mover, 0, field),
        RollAgain(mover, 1),
    ]
    assert after.figures[victim] == (-1, -1, -1, -1)
    assert after.figures[mover] == (0, -1, -1, -1)


@pytest.mark.parametrize("goal", ["G1", "G2", "G3", "G4"])
def test_goal_figures_are_never_captured(goal: str) -> None:
    # Blue's goal fields are not ring fields: red lands on 10, 11, 12 and 13, taken for blue's
    # G1..G4 if goal progress 40..43 were read as ring progress of seat 1.
    depth = int(goal[1:]) - 1
    position = pos(f"f={7 + depth},H,H,H/{goal},H,H,H/{HOME}/{HOME} turn=0 phase=move die=3")
    after, events = play(position, 0, 10 + depth)
    assert after.figures[1] == (40 + depth, -1, -1, -1)
    assert not any(isinstance(e, Captured) for e in events)


def test_a_capture_without_forced_capture_is_still_a_capture() -> None:
    text = f"f=2,20,H,H/35,H,H,H/{HOME}/{HOME} turn=0 phase=move die=3 rules=-"
    assert keys(pos(text)) == [(0, 5), (1, 23)]
    after, events = play(pos(text), 0, 5)
    assert Captured(1, 0, 35, 0, 0, 5) in events and after.figures[1] == (-1, -1, -1, -1)
    after, events = play(pos(text), 1, 23)
    assert after.figures[1] == (35, -1, -1, -1)
    assert not any(isinstance(e, Captured) for e in events)


def test_a_captured_figure_comes_back_out_with_a_six_later() -> None:
    position = pos(f"f=2,G4,G3,G2/35,H,H,H/{HOME}/{HOME} turn=0 phase=move die=3")
    after, _ = play(position, 0, 5)
    # Blue has nothing on the ring now: three tries, and a 6 brings a figure out again.
    assert after.turn == 1 and after.rolls_left == 3
    assert after.figures[:2] == ((5, 43, 42, 41), (-1, -1, -1, -1))
    blue, _ = roll(after, 6)
    assert keys(blue) == [(0, 0)]
