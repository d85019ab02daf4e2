"""The railway's interval draw (GAME.md 4.2): the first one, its bounds and its phase.

A railway game starts at the interval draw (2 to 5 table rounds), before any roll or move; the
first player of the setup opens the table rounds. With a roll-off the interval is drawn first and
the roll-off's winner opens.
"""

from __future__ import annotations

import pytest

from core.chance import ChanceKind, ChanceNode, Draw, Roll
from core.engine import IllegalCommandError, IllegalMoveError, apply
from core.happenings import Passed, RollOffRolled, RollOffTie, TrainScheduled, TurnStarted
from core.moves import Move
from core.notation import format_position
from core.position import TRAIN_NODE, Phase
from core.setup import Setup, initial_position
from tests.core.helpers import pos
from tests.core.railway_support import RAILWAY, draw, run

# --- the first interval -------------------------------------------------------------------------


def test_a_railway_game_starts_at_the_interval_draw() -> None:
    start = initial_position(RAILWAY, (0, 1, 2, 3))
    assert format_position(start) == (
        "MADN1 f=H,H,H,H/H,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=train rolls=0 rules=fc,rw "
        "train=0 open=0"
    )
    assert start.chance_node() == ChanceNode(ChanceKind.TRAIN, 2, 5) == TRAIN_NODE
    assert TRAIN_NODE.outcomes == 4 and TRAIN_NODE.count == 1
    assert start.opener == 0 and start.train == 0 and start.rolls_left == 0


@pytest.mark.parametrize("rounds", [2, 3, 4, 5])
def test_every_interval_of_two_to_five_rounds_is_accepted(rounds: int) -> None:
    start = initial_position(RAILWAY, (0, 1, 2, 3))
    after, events = apply(start, draw(rounds))
    assert events == [TrainScheduled(rounds), TurnStarted(0, 3)]
    assert after.phase is Phase.ROLL and after.turn == 0
    assert after.train == rounds and after.rolls_left == 3 and after.opener == 0


def test_the_first_player_of_the_setup_opens_the_table_rounds() -> None:
    start = Setup.of((0, 1, 2, 3), RAILWAY, first=2).start()
    assert start.phase is Phase.TRAIN and start.turn == 2 and start.opener == 2
    after, events = apply(start, draw(3))
    assert events == [TrainScheduled(3), TurnStarted(2, 3)]
    assert format_position(after).endswith("turn=2 phase=roll rolls=3 rules=fc,rw train=3 open=2")


def test_one_figure_out_counts_its_tries_after_the_draw() -> None:
    start = initial_position(RAILWAY.with_options(one_figure_out=True), (0, 2))
    after, events = apply(start, draw(2))
    assert events == [TrainScheduled(2), TurnStarted(0, 1)]  # a figure on the ring: one roll
    assert after.rolls_left == 1


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (1, "the train's interval is 2..5, not 1"),
        (6, "the train's interval is 2..5, not 6"),
        (0, "the train's interval is 2..5, not 0"),
    ],
)
def test_an_interval_outside_two_to_five_is_refused(value: int, message: str) -> None:
    start = initial_position(RAILWAY, (0, 2))
    text = format_position(start)
    with pytest.raises(IllegalCommandError) as raised:
        apply(start, draw(value))
    assert str(raised.value) == message
    assert format_position(start) == text


def test_the_interval_draw_waits_for_no_roll_and_no_move() -> None:
    start = initial_position(RAILWAY, (0, 2))
    with pytest.raises(IllegalCommandError) as raised:
        apply(start, Roll((6,)))
    assert str(raised.value) == "no roll expected: the position waits for train"
    with pytest.raises(IllegalMoveError) as moved_instead:
        apply(start, Move(0, 0, 0))
    assert str(moved_instead.value) == "no move expected: the position waits for train"
    with pytest.raises(IllegalCommandError) as wrong_kind:
        apply(start, Draw(ChanceKind.DIE, 3))
    assert str(wrong_kind.value) == "no die draw expected: the position waits for train"


@pytest.mark.parametrize(
    ("text", "phase"),
    [
        ("f=5,H,H,H/-/5,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=3 open=0", "roll"),
        ("f=5,H,H,H/-/5,H,H,H/- turn=0 phase=move die=2 rules=fc,rw train=3 open=0", "move"),
        (
            "f=H,H/-/H,H/- turn=0 phase=rolloff rolls=1 rules=fc,ro,rw rolloff=0,2: train=2",
            "rolloff",
        ),
        (
            "f=G1,G2,G3,G4/-/5,H,H,H/- turn=0 phase=over rolls=0 rules=fc,rw done=0 train=2 open=0",
            "over",
        ),
        ("f=5,H,H,H/-/5,H,H,H/- turn=0 phase=roll rolls=1 rules=fc", "roll"),
    ],
)
def test_an_interval_draw_is_refused_outside_phase_train(text: str, phase: str) -> None:
    with pytest.raises(IllegalCommandError) as raised:
        apply(pos(text), draw(3))
    assert str(raised.value) == f"no train draw expected: the position waits for {phase}"


# --- the roll-off ---------------------------------------------------------------------------------


def test_with_a_roll_off_the_interval_is_drawn_first_and_the_winner_opens() -> None:
    start = initial_position(RAILWAY.with_options(roll_off=True), (0, 1, 3))
    assert start.phase is Phase.TRAIN and start.opener == -1 and start.contenders == (0, 1, 3)
    after, events = apply(start, draw(3))
    assert events == [TrainScheduled(3)]
    assert after.phase is Phase.ROLL_OFF and after.train == 3 and after.opener == -1
    trace = run(after, "r5 r5 r2 r1 r6")
    assert trace[2][1] == [RollOffRolled(3, (2,)), RollOffTie((0, 1))]
    assert trace[4][1] == [RollOffRolled(1, (6,)), TurnStarted(1, 3)]
    opened = trace[4][0]
    assert (opened.turn, opened.opener, opened.train, opened.phase) == (1, 1, 3, Phase.ROLL)
    assert format_position(opened) == (
        "MADN1 f=H,H,H,H/H,H,H,H/-/H,H,H,H turn=1 phase=roll rolls=3 rules=fc,ro,rw train=3 open=1"
    )
    # The roll-off's turns end no round; the first one ends as the turn comes back onto seat 1:
    # 1 -> 3 -> 0 -> 1.
    trace = run(opened, "r1 p r1 p r1 p  r2 p r2 p r2 p  r3 p r3 p r3 p")
    assert [(p.turn, p.train) for p, _ in trace[5::6]] == [(3, 3), (0, 3), (1, 2)]
    assert trace[-1][1] == [Passed(0, 0), TurnStarted(1, 3)]


def test_roll_off_rolls_are_refused_before_the_interval_is_drawn() -> None:
    start = initial_position(RAILWAY.with_options(roll_off=True), (0, 2))
    with pytest.raises(IllegalCommandError) as raised:
        apply(start, Roll((4,)))
    assert str(raised.value) == "no roll expected: the position waits for train"
