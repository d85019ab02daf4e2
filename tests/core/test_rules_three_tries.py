"""GAME.md 2, rule 5: three tries for a 6.

A player with no figure on the ring and no goal figure that can still advance (with some die
value, under the current options) rolls up to three times for a 6; the series ends at the first
6, which is played and gives a further roll; without a 6 the turn passes. Otherwise one roll.
The series is counted anew at the start of each turn and after every played 6 (docs/rules.md).
"""

from __future__ import annotations

import pytest

from core.happenings import Captured, Moved, Passed, PenaltyApplied, RollAgain, Rolled, TurnStarted
from core.moves import Duty, rolls_allowed
from core.position import Phase
from tests.core.helpers import keys, play, pos, roll

HOME = "H,H,H,H"


@pytest.mark.parametrize(
    ("row", "rolls"),
    [
        ("H,H,H,H", 3),
        # A figure on the ring, wherever it stands and even if no die could move it.
        ("0,H,H,H", 1),
        ("20,H,H,H", 1),
        ("39,H,H,H", 1),
        ("39,G1,G2,G3", 1),
        ("10,G4,G3,G2", 1),
        # A goal figure with a free field right ahead can still advance.
        ("G1,H,H,H", 1),
        ("G2,H,H,H", 1),
        ("G3,H,H,H", 1),
        ("G1,G2,H,H", 1),
        ("G2,G4,H,H", 1),
        ("G1,G3,G4,H", 1),
        ("G1,G4,H,H", 1),
        ("G1,G2,G4,H", 1),
        # Goal figures packed at the back cannot.
        ("G4,H,H,H", 3),
        ("G3,G4,H,H", 3),
        ("G4,G3,G2,H", 3),
    ],
)
@pytest.mark.parametrize("rules", ["fc", "fc,jg", "-"])
def test_three_tries_only_with_nothing_that_could_move_without_a_six(
    row: str, rolls: int, rules: str
) -> None:
    # Packed goal figures can advance neither with nor without jump in goal (there is no free
    # field ahead of any of them), so the answer is the same under every option.
    position = pos(f"f={row}/{HOME}/{HOME}/{HOME} turn=0 phase=roll rules={rules}")
    assert rolls_allowed(position, 0) == rolls


@pytest.mark.parametrize(
    ("text", "rolls"),
    [
        # A goal lane longer than the figures (goals=): the innermost field is G5.
        (f"f=G4,H,H,H/-/{HOME}/- goals=5,0,4,0", 1),
        (f"f=G5,H,H,H/-/{HOME}/- goals=5,0,4,0", 3),
        (f"f=G4,G5,H,H/-/{HOME}/- goals=5,0,4,0", 3),
        # Three figures, a goal of three: G3 is the innermost field.
        ("f=G2,H,H/-/H,H,H/-", 1),
        ("f=G3,H,H/-/H,H,H/-", 3),
    ],
)
def test_the_innermost_field_is_where_the_lane_ends(text: str, rolls: int) -> None:
    position = pos(text + " turn=0 phase=roll")
    assert rolls_allowed(position, 0) == rolls


def test_each_seat_is_judged_by_its_own_figures() -> None:
    position = pos("f=5,H,H,H/G4,H,H,H/G3,H,H,H/H,H,H,H turn=0 phase=roll")
    assert [rolls_allowed(position, s) for s in range(4)] == [1, 3, 1, 3]


def test_three_misses_pass_the_turn() -> None:
    position = pos(f"f=G4,H,H,H/{HOME}/-/{HOME} turn=0 phase=roll rolls=3")
    events = []
    for die in (2, 5, 1):
        position, new = roll(position, die)
        events += new
        assert keys(position) == [(-1, -1)]
        position, new = play(position, -1, -1)
        events += new
    assert events == [
        Rolled(0, (2,), 2),
        Passed(0, 2),
        Rolled(0, (5,), 1),
        Passed(0, 1),
        Rolled(0, (1,), 0),
        Passed(0, 0),
        TurnStarted(1, 3),
    ]
    assert position.figures[0] == (43, -1, -1, -1)


def test_between_tries_the_same_player_rolls_again() -> None:
    position = pos(f"f={HOME}/{HOME}/-/{HOME} turn=0 phase=roll rolls=3")
    position, _ = roll(position, 4)
    position, _ = play(position, -1, -1)
    assert (position.turn, position.phase, position.rolls_left, position.pips) == (
        0,
        Phase.ROLL,
        2,
        (),
    )


@pytest.mark.parametrize("misses", [0, 1, 2])
def test_the_first_six_ends_the_series_is_played_and_rolls_again(misses: int) -> None:
    position = pos(f"f={HOME}/{HOME}/-/{HOME} turn=0 phase=roll rolls=3")
    for _ in range(misses):
        position, _ = roll(position, 3)
        position, _ = play(position, -1, -1)
    position, events = roll(position, 6)
    assert events == [Rolled(0, (6,), 2 - misses)]
    assert keys(position) == [(0, 0)]
    position, events = play(position, 0, 0)
    # The figure now on the ring: the further roll is a single roll, not the tries left.
    assert events == [Moved(0, 0, -1, 0, (-1, 0)), RollAgain(0, 1)]
    assert (position.turn, position.rolls_left) == (0, 1)


def test_one_roll_when_a_goal_figure_can_advance() -> None:
    position = pos(f"f=G2,H,H,H/{HOME}/-/{HOME} turn=3 phase=move die=4")
    position, events = play(position, -1, -1)
    assert events[-1] == TurnStarted(0, 1)
    position, _ = roll(position, 2)
    assert keys(position) == [(0, 43)]
    position, _ = roll(pos(f"f=G2,H,H,H/{HOME}/-/{HOME} turn=0 phase=roll rolls=1"), 3)
    assert keys(position) == [(-1, -1)]
    position, events = play(position, -1, -1)
    assert events == [Passed(0, 0), TurnStarted(1, 3)]


def test_losing_the_last_ring_figure_gives_three_tries_next_turn() -> None:
    # Red captures blue's only ring figure (progress 35 = field 5); blue then has three tries.
    position = pos(f"f=2,G4,G3,G2/35,G4,H,H/{HOME}/{HOME} turn=0 phase=move die=3")
    _, events = play(position, 0, 5)
    assert events == [
        Moved(0, 0, 2, 5, (2, 3, 4, 5)),
        Captured(1, 0, 35, 0, 0, 5),
        TurnStarted(1, 3),
    ]


def test_the_series_is_counted_anew_after_a_played_six() -> None:
    # Penalties: red ignores the capture 10 -> 16 (blue's progress 6 is field 16) and moves
    # 35 -> G2 with the 6; its capturer at 10 goes home. Red is left with H, G2, G3, G4: no
    # ring figure and nothing that can advance, so the further roll is three tries.
    text = f"f=10,35,G3,G4/6,H,H,H/{HOME}/{HOME} turn=0 phase=move die=6 rules=fc,pen"
    after, events = play(pos(text), 1, 41)
    assert events == [
        Moved(0, 1, 35, 41, (35, 36, 37, 38, 39, 40, 41)),
        PenaltyApplied(0, Duty.CAPTURE, 0, void=False),
        RollAgain(0, 3),
    ]
    assert after.figures[0] == (-1, 41, 42, 43)
    assert (after.turn, after.phase, after.rolls_left) == (0, Phase.ROLL, 3)


def test_a_new_game_starts_with_three_tries() -> None:
    position = pos(f"f={HOME}/{HOME}/{HOME}/{HOME} turn=0 phase=roll rolls=3")
    assert rolls_allowed(position, 0) == 3
