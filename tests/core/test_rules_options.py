"""The original sheet's options (penalties, roll-off, play on, one figure out), end and ranking."""

from __future__ import annotations

import pytest

from core.engine import Roll, apply
from core.game import Game
from core.happenings import GameOver, PenaltyApplied, RollOffTie, SeatFinished, TurnStarted
from core.moves import Duty, dutiful_moves, legal_moves
from core.position import Phase
from core.ranking import ranking
from core.rules import ORIGINAL, Rules
from core.setup import Setup, initial_position
from tests.core.helpers import PLAIN, keys, play, pos, roll

HOME = "H,H,H,H"


def test_penalties_offer_duty_breaking_moves_marked_and_a_pass() -> None:
    position = pos(f"f=0,12,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=3 rules=fc,pen")
    moves = legal_moves(position)
    assert [((m.figure, m.target), m.breaks) for m in moves] == [
        ((0, 3), None),
        ((1, 15), Duty.CLEAR_START),
        ((-1, -1), Duty.MOVE),
    ]
    assert [(m.figure, m.target) for m in dutiful_moves(position)] == [(0, 3)]


def test_not_clearing_the_start_field_sends_that_figure_home() -> None:
    position = pos(f"f=0,12,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=3 rules=fc,pen")
    after, events = play(position, 1, 15)
    assert after.figures[0] == (-1, 15, -1, -1)
    assert PenaltyApplied(0, Duty.CLEAR_START, 0, void=False) in events
    assert after.turn == 1


def test_not_capturing_sends_the_most_advanced_capturer_home() -> None:
    # Blue at progress 35 = field 5; red at 2 and 1 could capture with 3 and 4 ... die 3: only 2.
    # Red at 2 (captures with 3) and 20 (free move): red moves 20 -> 23, figure at 2 goes home.
    text = f"f=2,20,H,H/35,H,H,H/{HOME}/{HOME} turn=0 phase=move die=3 rules=fc,pen"
    after, events = play(pos(text), 1, 23)
    assert after.figures[0] == (-1, 23, -1, -1)
    assert PenaltyApplied(0, Duty.CAPTURE, 0, void=False) in events


def test_not_bringing_out_with_a_six_voids_the_move_and_ends_the_turn() -> None:
    position = pos(f"f=5,H,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=6 rules=fc,pen")
    after, events = play(position, 0, 11)
    assert after.figures == position.figures
    assert after.turn == 1 and after.phase is Phase.ROLL
    assert PenaltyApplied(0, Duty.BRING_OUT, 0, void=True) in events


def test_passing_while_a_move_existed_is_void_and_ends_the_turn() -> None:
    position = pos(f"f=5,H,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=6 rules=fc,pen")
    after, events = play(position, -1, -1)
    assert after.figures == position.figures and after.turn == 1
    assert PenaltyApplied(0, Duty.MOVE, -1, void=True) in events


def test_without_penalties_duty_breaking_moves_are_refused() -> None:
    position = pos(f"f=0,12,H,H/{HOME}/{HOME}/{HOME} turn=0 phase=move die=3")
    assert keys(position) == [(0, 3)]


def test_roll_off_highest_begins_and_ties_roll_again() -> None:
    position = initial_position(PLAIN.with_options(roll_off=True), (0, 1, 2, 3))
    assert position.phase is Phase.ROLL_OFF and position.contenders == (0, 1, 2, 3)
    events = []
    for value in (5, 6, 2, 6):
        position, new = apply(position, Roll((value,)))
        events += new
    assert RollOffTie((1, 3)) in events
    assert position.contenders == (1, 3) and position.turn == 1
    position, _ = apply(position, Roll((3,)))
    position, events = apply(position, Roll((4,)))
    assert position.phase is Phase.ROLL and position.turn == 3
    assert events[-1] == TurnStarted(3, 3)


def test_one_figure_out_starts_each_player_on_the_start_field() -> None:
    position = initial_position(PLAIN.with_options(one_figure_out=True), (0, 2))
    assert position.figures[0] == (0, -1, -1, -1) and position.figures[2] == (0, -1, -1, -1)
    assert position.rolls_left == 1


def test_the_game_ends_at_the_first_finisher_with_a_ranking() -> None:
    text = f"f=38,G4,G3,G2/5,G1,H,H/1,H,H,H/{HOME} turn=0 phase=move die=2"
    after, events = play(pos(text), 0, 40)
    assert after.phase is Phase.OVER
    assert events[-2] == SeatFinished(0, 1)
    assert events[-1] == GameOver(((0, 1), (1, 2), (2, 3), (3, 4)))


def test_equal_players_share_a_place() -> None:
    text = f"f=38,G4,G3,G2/5,H,H,H/34,H,H,H/{HOME} turn=0 phase=move die=2"
    after, _ = play(pos(text), 0, 40)
    # Blue (progress 5) and green (34): green is further; yellow last.
    assert ranking(after) == ((0, 1), (2, 2), (1, 3), (3, 4))
    tie = f"f=38,G4,G3,G2/5,H,H,H/5,H,H,H/{HOME} turn=0 phase=move die=2"
    after, _ = play(pos(tie), 0, 40)
    assert ranking(after) == ((0, 1), (1, 2), (2, 2), (3, 4))


def test_play_on_continues_until_the_places_are_decided() -> None:
    text = f"f=38,G4,G3,G2/5,H,H,H/{HOME}/{HOME} turn=0 phase=move die=2 rules=fc,po"
    after, events = play(pos(text), 0, 40)
    assert after.phase is Phase.ROLL and after.turn == 1
    assert after.finished == (0,)
    assert not any(isinstance(e, GameOver) for e in events)
    assert 0 not in after.active_seats and after.next_seat(3) == 1


def test_play_on_ends_when_one_player_is_left() -> None:
    text = f"f=G1,G2,G3,G4/38,G4,G3,G2/-/{HOME} turn=1 phase=move die=2 rules=fc,po done=0"
    after, events = play(pos(text), 0, 40)
    assert after.phase is Phase.OVER
    assert events[-1] == GameOver(((0, 1), (1, 2), (3, 3)))


def test_a_won_game_accepts_no_more_commands() -> None:
    text = f"f=38,G4,G3,G2/{HOME}/{HOME}/{HOME} turn=0 phase=move die=2"
    after, _ = play(pos(text), 0, 40)
    with pytest.raises(ValueError):
        roll(after, 3)


@pytest.mark.parametrize("seats", [(0, 1), (1, 2), (0,), (0, 0, 1), (0, 1, 2, 3, 0), (0, 4)])
def test_invalid_seatings_are_refused(seats: tuple[int, ...]) -> None:
    with pytest.raises(ValueError):
        initial_position(PLAIN, seats)


def test_the_original_preset_turns_every_sheet_option_on_and_the_railway_off() -> None:
    assert Rules(True, True, True, True, True, True, railway=False) == ORIGINAL
    game = Game(Setup.of((0, 1, 2, 3), ORIGINAL))
    assert game.position.phase is Phase.ROLL_OFF


def test_rules_from_dict_rejects_unknown_or_mistyped_options() -> None:
    assert Rules.from_dict({"jump_in_goal": True}).jump_in_goal
    with pytest.raises(ValueError):
        Rules.from_dict({"jump": True})
    with pytest.raises(ValueError):
        Rules.from_dict({"forced_capture": 1})
