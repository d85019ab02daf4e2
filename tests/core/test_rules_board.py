"""GAME.md section 1: the ring, start fields, goal entrances, progress, seats and turn order.

Every expected value is worked out from the rule book: seat ``s`` starts at ring field ``10*s``,
progress ``p`` of seat ``s`` is ring field ``(10*s + p) % 40``, a figure 39 steps from its start
stands on the last ring field before its goal, two players sit opposite, and the turn goes
clockwise among the players still in the game.
"""

from __future__ import annotations

import pytest

from core.board import (
    LAST_RING,
    is_ring,
    progress_of_field,
    ring_field,
    start_field,
)
from core.happenings import Captured, Moved, TurnStarted
from core.position import Phase
from core.setup import Setup, initial_position
from tests.core.helpers import PLAIN, keys, play, pos

HOME = "H,H,H,H"


def test_each_seat_starts_ten_fields_after_the_previous_one() -> None:
    assert [start_field(seat) for seat in range(4)] == [0, 10, 20, 30]


@pytest.mark.parametrize(
    ("seat", "progress", "field"),
    [
        (0, 0, 0),
        (0, 39, 39),
        (1, 0, 10),
        (1, 29, 39),
        (1, 30, 0),
        (1, 39, 9),
        (2, 5, 25),
        (2, 20, 0),
        (2, 39, 19),
        (3, 9, 39),
        (3, 10, 0),
        (3, 15, 5),
        (3, 39, 29),
    ],
)
def test_progress_is_ring_field_counted_from_the_own_start(
    seat: int, progress: int, field: int
) -> None:
    assert ring_field(seat, progress) == field
    assert progress_of_field(seat, field) == progress


def test_the_goal_entrance_is_the_ring_field_right_before_the_start() -> None:
    assert [ring_field(seat, LAST_RING) for seat in range(4)] == [39, 9, 19, 29]


@pytest.mark.parametrize("progress", [-1, 40, 43])
def test_only_progress_0_to_39_is_on_the_ring(progress: int) -> None:
    with pytest.raises(ValueError, match=f"progress {progress} is not on the ring"):
        ring_field(0, progress)


def test_the_ring_ends_where_the_house_and_the_goal_lane_begin() -> None:
    assert [is_ring(p) for p in (-1, 0, 39, 40)] == [False, True, True, False]


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_after_39_steps_the_next_step_enters_the_own_goal(seat: int) -> None:
    slots = [HOME] * 4
    slots[seat] = "39,H,H,H"
    position = pos(f"f={'/'.join(slots)} turn={seat} phase=move die=1")
    assert keys(position) == [(0, 40)]
    after, events = play(position, 0, 40)
    assert after.figures[seat] == (40, -1, -1, -1)
    assert events[0] == Moved(seat, 0, 39, 40, (39, 40))


@pytest.mark.parametrize(("seat", "before"), [(1, 29), (2, 19), (3, 9)])
def test_a_figure_passes_field_0_on_its_way_round(seat: int, before: int) -> None:
    # Progress 40 - 10*s - 1 is ring field 39; three steps on, progress + 3 is ring field 2,
    # where red's figure (progress 2) stands and is captured.
    slots = ["2,H,H,H", HOME, HOME, HOME]
    slots[seat] = f"{before},H,H,H"
    position = pos(f"f={'/'.join(slots)} turn={seat} phase=move die=3")
    assert keys(position) == [(0, before + 3)]
    after, events = play(position, 0, before + 3)
    assert events[:2] == [
        Moved(seat, 0, before, before + 3, tuple(range(before, before + 4))),
        Captured(0, 0, 2, seat, 0, 2),
    ]
    assert after.figures[0] == (-1, -1, -1, -1)


@pytest.mark.parametrize("seats", [(0, 2), (1, 3), (0, 1, 2), (0, 1, 3), (1, 2, 3), (0, 1, 2, 3)])
def test_two_to_four_players_and_two_sit_opposite(seats: tuple[int, ...]) -> None:
    position = initial_position(PLAIN, seats)
    assert position.seats == seats
    expected = [4 if s in seats else 0 for s in range(4)]
    assert [len(position.figures[s]) for s in range(4)] == expected


@pytest.mark.parametrize("seats", [(0, 1), (0, 3), (1, 2), (2, 3)])
def test_two_players_side_by_side_are_refused(seats: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match=r"^two players sit opposite: seats 0 and 2, or 1 and 3$"):
        initial_position(PLAIN, seats)


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        ((0,), r"^a game needs 2 to 4 players, not 1$"),
        ((), r"^a game needs 2 to 4 players, not 0$"),
        ((0, 0, 2), r"^seats must be distinct numbers 0\.\.3, not \[0, 0, 2\]$"),
        ((0, 4), r"^seats must be distinct numbers 0\.\.3, not \[0, 4\]$"),
    ],
)
def test_impossible_seatings_say_why(seats: tuple[int, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        initial_position(PLAIN, seats)


def test_the_first_player_comes_from_the_setup_and_defaults_to_the_lowest_seat() -> None:
    assert Setup.of((1, 2, 3), PLAIN).start().turn == 1
    assert Setup.of((3, 1), PLAIN).start().turn == 1
    started = Setup.of((0, 1, 2, 3), PLAIN, first=2).start()
    assert (started.turn, started.phase, started.rolls_left) == (2, Phase.ROLL, 3)
    with pytest.raises(ValueError, match=r"^first player 1 is not one of the seats \(0, 2\)$"):
        Setup.of((0, 2), PLAIN, first=1).start()


@pytest.mark.parametrize(
    ("text", "after", "expected"),
    [
        (f"f={HOME}/-/{HOME}/-", 0, 2),
        (f"f={HOME}/-/{HOME}/-", 2, 0),
        (f"f=-/{HOME}/-/{HOME}", 3, 1),
        (f"f=-/{HOME}/{HOME}/{HOME}", 3, 1),
        (f"f=-/{HOME}/{HOME}/{HOME}", 1, 2),
        (f"f={HOME}/{HOME}/-/{HOME}", 1, 3),
        (f"f={HOME}/{HOME}/-/{HOME}", 3, 0),
        (f"f={HOME}/{HOME}/{HOME}/{HOME}", 3, 0),
        # Finished players are skipped (play on).
        (f"f={HOME}/G1,G2,G3,G4/G1,G2,G3,G4/{HOME} done=1,2 rules=fc,po", 0, 3),
        (f"f={HOME}/G1,G2,G3,G4/G1,G2,G3,G4/{HOME} done=1,2 rules=fc,po", 3, 0),
        (f"f=G1,G2,G3,G4/{HOME}/{HOME}/{HOME} done=0 rules=fc,po", 3, 1),
    ],
)
def test_the_turn_goes_clockwise_among_players_still_in_the_game(
    text: str, after: int, expected: int
) -> None:
    position = pos(f"{text} turn={expected} phase=roll")
    assert position.next_seat(after) == expected


@pytest.mark.parametrize(
    ("slots", "turn", "nxt"),
    [
        ("5,H,H,H/H,H,H,H/H,H,H,H/H,H,H,H", 0, 1),
        ("H,H,H,H/H,H,H,H/H,H,H,H/5,H,H,H", 3, 0),
        ("-/5,H,H,H/-/H,H,H,H", 1, 3),
        ("-/H,H,H,H/-/5,H,H,H", 3, 1),
        ("H,H,H,H/5,H,H,H/-/H,H,H,H", 1, 3),
    ],
)
def test_after_a_move_without_a_six_the_next_seat_clockwise_begins(
    slots: str, turn: int, nxt: int
) -> None:
    after, events = play(pos(f"f={slots} turn={turn} phase=move die=2"), 0, 7)
    assert events == [Moved(turn, 0, 5, 7, (5, 6, 7)), TurnStarted(nxt, 3)]
    assert (after.turn, after.phase, after.rolls_left, after.pips) == (nxt, Phase.ROLL, 3, ())
