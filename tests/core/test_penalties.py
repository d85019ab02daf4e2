"""GAME.md section 3: penalties instead of enforcement (original sheet rules 5, 6, 9, 12, 14).

With the option every physical move is offered, and a pass too; a move that breaks the first
duty of the cascade in force is marked with it, and the engine applies the sheet's penalty:
- not clearing the start field: the move is made, then the figure left on the start field goes
  home; the turn goes on as usual (a played 6 rolls again);
- not capturing when forced: the move is made, then of the figures that could have captured the
  most advanced goes home (docs/rules.md); the turn goes on as usual;
- not bringing a figure out with a 6, or passing while a move existed: the move is void, nothing
  on the board changes, and the next player's turn begins, also after a 6.
The AI never breaks a duty; without the option the duty-breaking moves are not offered.
"""

from __future__ import annotations

import pytest

from core.board import HOUSE
from core.engine import IllegalMoveError
from core.happenings import Captured, Moved, Passed, PenaltyApplied, RollAgain, TurnStarted
from core.moves import Duty, Move, dutiful_moves, legal_moves
from core.players import RandomPlayer
from core.position import Phase
from tests.core.helpers import keys, play, pos

HOME = "H,H,H,H"
PEN = "rules=fc,pen"


def marked(text: str) -> list[tuple[tuple[int, int], Duty | None]]:
    return [((m.figure, m.target), m.breaks) for m in legal_moves(pos(text))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a: the start figure must move.
        (
            f"f=0,12,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=3 {PEN}",
            [((0, 3), None), ((1, 15), Duty.CLEAR_START), ((-1, -1), Duty.MOVE)],
        ),
        # b: a 6 must bring a figure out (the lowest-numbered house figure, 2).
        (
            f"f=5,12,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=6 {PEN}",
            [
                ((0, 11), Duty.BRING_OUT),
                ((1, 18), Duty.BRING_OUT),
                ((2, 0), None),
                ((-1, -1), Duty.MOVE),
            ],
        ),
        # c: blue's progress 35 is ring field 5 = 2 + 3.
        (
            f"f=2,20,H,H/35,H,H,H/{HOME}/{HOME} turn=0 phase=move die=3 {PEN}",
            [((0, 5), None), ((1, 23), Duty.CAPTURE), ((-1, -1), Duty.MOVE)],
        ),
        # No duty: every move is free, only the pass breaks one.
        (
            f"f=5,12,G1,G2/{HOME}/{HOME}/{HOME} turn=0 phase=move die=3 {PEN}",
            [((0, 8), None), ((1, 15), None), ((-1, -1), Duty.MOVE)],
        ),
        # No move at all: the pass is the one legal move and breaks nothing.
        (
            f"f={HOME}/{HOME}/{HOME}/{HOME} turn=0 phase=move die=5 rolls=2 {PEN}",
            [((-1, -1), None)],
        ),
    ],
)
def test_every_physical_move_is_offered_and_duty_breakers_are_marked(
    text: str, expected: list[tuple[tuple[int, int], Duty | None]]
) -> None:
    assert marked(text) == expected
    assert [(m.figure, m.target) for m in dutiful_moves(pos(text))] == [
        k for k, duty in expected if duty is None
    ]


def test_without_the_option_duty_breaking_moves_are_refused() -> None:
    position = pos(f"f=0,12,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=3")
    assert keys(position) == [(0, 3)]
    for figure, target in ((1, 15), (-1, -1)):
        with pytest.raises(IllegalMoveError):
            play(position, figure, target)


def test_leaving_the_start_field_occupied_sends_that_figure_home() -> None:
    position = pos(f"f=0,12,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=3 {PEN}")
    after, events = play(position, 1, 15)
    assert events == [
        Moved(0, 1, 12, 15, (12, 13, 14, 15)),
        PenaltyApplied(0, Duty.CLEAR_START, 0, void=False),
        TurnStarted(1, 3),
    ]
    assert after.figures[0] == (-1, 15, -1, -1)


def test_the_figure_sent_home_is_the_one_on_the_start_field() -> None:
    position = pos(f"f=12,0,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=3 {PEN}")
    after, events = play(position, 0, 15)
    assert PenaltyApplied(0, Duty.CLEAR_START, 1, void=False) in events
    assert after.figures[0] == (15, -1, -1, -1)


def test_after_the_start_field_penalty_a_played_six_still_rolls_again() -> None:
    position = pos(f"f=0,12,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=6 {PEN}")
    assert marked(f"f=0,12,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=6 {PEN}") == [
        ((0, 6), None),
        ((1, 18), Duty.CLEAR_START),
        ((-1, -1), Duty.MOVE),
    ]
    after, events = play(position, 1, 18)
    assert events == [
        Moved(0, 1, 12, 18, (12, 13, 14, 15, 16, 17, 18)),
        PenaltyApplied(0, Duty.CLEAR_START, 0, void=False),
        RollAgain(0, 1),
    ]
    assert (after.turn, after.phase, after.figures[0]) == (0, Phase.ROLL, (-1, 18, -1, -1))


def test_a_start_field_breaker_that_captures_still_captures() -> None:
    # Green's progress 35 is ring field 15 = 12 + 3; the start figure should have moved.
    text = f"f=0,12,H,H/{HOME}/35,H,H,H/{HOME} turn=0 phase=move die=3 {PEN}"
    after, events = play(pos(text), 1, 15)
    assert events == [
        Moved(0, 1, 12, 15, (12, 13, 14, 15)),
        Captured(2, 0, 35, 0, 1, 15),
        PenaltyApplied(0, Duty.CLEAR_START, 0, void=False),
        TurnStarted(1, 3),
    ]
    assert after.figures[0] == (-1, 15, -1, -1) and after.figures[2] == (-1, -1, -1, -1)


def test_not_capturing_sends_the_most_advanced_possible_capturer_home() -> None:
    # Blue's 7, 18 and 38 are ring fields 17, 28 and 8: red's figures at 14, 25 and 5 could
    # each capture with the 3. Red moves 33 -> 36 instead; the figure at 25 goes home.
    text = f"f=14,25,5,33/7,18,38,H/{HOME}/{HOME} turn=0 phase=move die=3 {PEN}"
    assert marked(text) == [
        ((0, 17), None),
        ((1, 28), None),
        ((2, 8), None),
        ((3, 36), Duty.CAPTURE),
        ((-1, -1), Duty.MOVE),
    ]
    after, events = play(pos(text), 3, 36)
    assert events == [
        Moved(0, 3, 33, 36, (33, 34, 35, 36)),
        PenaltyApplied(0, Duty.CAPTURE, 1, void=False),
        TurnStarted(1, 1),
    ]
    assert after.figures[0] == (14, -1, 5, 36)
    assert after.figures[1] == (7, 18, 38, -1)


def test_the_most_advanced_capturer_is_judged_by_progress_not_by_field() -> None:
    # Green's figures at 35 (ring field 15) and 8 (ring field 28) could capture red's 18 and
    # 31 with the 3: 35 + 3 is field 18, 8 + 3 is field 31. Progress 35 is the more advanced
    # although its ring field is the lower one. Green moves 20 -> 23 instead.
    text = f"f=18,31,H,H/-/35,8,20,G4/- turn=2 phase=move die=3 {PEN}"
    after, events = play(pos(text), 2, 23)
    assert PenaltyApplied(2, Duty.CAPTURE, 0, void=False) in events
    assert after.figures[2] == (-1, 8, 23, 43)
    assert after.figures[0] == (18, 31, -1, -1)


def test_a_more_advanced_figure_that_could_not_capture_stays() -> None:
    # Green's 33 is ring field 13 = 10 + 3: only red's figure 1 could capture. Red's figure 2
    # at 20 is further on but 23 is empty; red moves 5 -> 8, and figure 1 goes home.
    text = f"f=5,10,20,H/-/33,H,H,H/- turn=0 phase=move die=3 {PEN}"
    assert marked(text)[:3] == [((0, 8), Duty.CAPTURE), ((1, 13), None), ((2, 23), Duty.CAPTURE)]
    after, events = play(pos(text), 0, 8)
    assert [e for e in events if isinstance(e, PenaltyApplied)] == [
        PenaltyApplied(0, Duty.CAPTURE, 1, void=False)
    ]
    assert after.figures[0] == (8, -1, 20, -1)
    assert after.figures[2] == (33, -1, -1, -1)


def test_after_the_capture_penalty_a_played_six_still_rolls_again() -> None:
    # Blue's progress 6 is ring field 16 = 10 + 6; red moves 20 -> 26 instead.
    text = f"f=10,20,G1,G2/6,H,H,H/{HOME}/{HOME} turn=0 phase=move die=6 {PEN}"
    after, events = play(pos(text), 1, 26)
    assert events == [
        Moved(0, 1, 20, 26, (20, 21, 22, 23, 24, 25, 26)),
        PenaltyApplied(0, Duty.CAPTURE, 0, void=False),
        RollAgain(0, 1),
    ]
    assert after.figures[0] == (-1, 26, 40, 41)


def test_not_bringing_a_figure_out_voids_the_move_and_the_next_player_begins() -> None:
    # Red's 5 + 6 = 11 would even capture blue (progress 1 = field 11): void, nothing happens.
    position = pos(f"f=5,H,H,H/1,H,H,H/{HOME}/{HOME} turn=0 phase=move die=6 {PEN}")
    after, events = play(position, 0, 11)
    assert events == [PenaltyApplied(0, Duty.BRING_OUT, 0, void=True), TurnStarted(1, 1)]
    assert after.figures == position.figures
    assert (after.turn, after.phase, after.pips) == (1, Phase.ROLL, ())


def test_passing_while_a_move_existed_is_void_even_with_tries_left() -> None:
    position = pos(f"f={HOME}/{HOME}/-/{HOME} turn=0 phase=move die=6 rolls=2 {PEN}")
    assert marked(f"f={HOME}/{HOME}/-/{HOME} turn=0 phase=move die=6 rolls=2 {PEN}") == [
        ((0, 0), None),
        ((-1, -1), Duty.MOVE),
    ]
    after, events = play(position, -1, -1)
    assert events == [PenaltyApplied(0, Duty.MOVE, -1, void=True), TurnStarted(1, 3)]
    assert after.figures == position.figures and after.turn == 1


def test_the_offered_pass_is_a_pass_from_the_house_that_breaks_the_move_duty() -> None:
    offered = legal_moves(pos(f"f=5,H,H,H/-/{HOME}/- turn=0 phase=move die=3 {PEN}"))
    assert offered[-1] == Move(-1, HOUSE, HOUSE, None, Duty.MOVE)
    assert offered[-1].is_pass and offered[-1].route == ()


def test_a_pass_without_any_move_is_no_penalty() -> None:
    position = pos(f"f={HOME}/{HOME}/-/{HOME} turn=0 phase=move die=5 rolls=2 {PEN}")
    after, events = play(position, -1, -1)
    assert events == [Passed(0, 2)]
    assert (after.turn, after.phase, after.rolls_left) == (0, Phase.ROLL, 2)


def test_the_random_player_never_breaks_a_duty() -> None:
    player = RandomPlayer(1)
    text = f"f=14,25,5,33/7,18,38,H/{HOME}/{HOME} turn=0 phase=move die=3 {PEN}"
    position = pos(text)
    chosen = {player.choose(position, legal_moves(position)).key[:2] for _ in range(40)}
    assert chosen == {(0, 17), (1, 28), (2, 8)}
