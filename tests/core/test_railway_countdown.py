"""The railway's countdown over table rounds (GAME.md 4.2), worked out turn by turn.

A *table round* ends each time the turn passes, as a new turn, onto the opener (or past the
opener's place once it has finished); each ended round counts the train down; at 1 the train is
announced (``TrainComing``), at 0 it passes (``TrainPassed``) before the next turn's first roll and
the position waits for the next interval (phase ``train``). Extra rolls and repeated tries are no
new turn and end no round.
"""

from __future__ import annotations

import pytest

from core.chance import Roll
from core.engine import IllegalCommandError, apply
from core.happenings import (
    Happening,
    RollAgain,
    SeatFinished,
    TrainComing,
    TrainPassed,
    TrainScheduled,
    TurnStarted,
)
from core.notation import format_position
from core.position import TRAIN_NODE, Phase
from core.railway import ends_table_round
from tests.core.helpers import pos
from tests.core.railway_support import draw, last, moved, run

# --- the countdown over table rounds ------------------------------------------------------------


def test_two_players_count_three_rounds_down_turn_by_turn() -> None:
    start = pos("f=1,H,H,H/-/1,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=3 open=0")
    # One turn per line: the move's events and who rolls next, with the countdown after it.
    turns = [
        ("r1 m0>2", [moved(0, 0, 1, 2), TurnStarted(2, 1)], 2, 3),
        ("r1 m0>2", [moved(2, 0, 1, 2), TurnStarted(0, 1)], 0, 2),  # round 1 ends
        ("r1 m0>3", [moved(0, 0, 2, 3), TurnStarted(2, 1)], 2, 2),
        ("r1 m0>3", [moved(2, 0, 2, 3), TrainComing(), TurnStarted(0, 1)], 0, 1),  # round 2
        ("r1 m0>4", [moved(0, 0, 3, 4), TurnStarted(2, 1)], 2, 1),
        ("r1 m0>4", [moved(2, 0, 3, 4), TrainPassed(())], 0, 0),  # round 3: the train
    ]
    position = start
    for tokens, expected, turn, train in turns:
        position, got = last(position, tokens)
        assert got == expected, tokens
        assert (position.turn, position.train) == (turn, train), tokens
    assert format_position(position) == (
        "MADN1 f=4,H,H,H/-/4,H,H,H/- turn=0 phase=train rolls=0 rules=fc,rw train=0 open=0"
    )
    # The train has passed before the opener's first roll: the next interval comes first.
    assert position.chance_node() == TRAIN_NODE
    with pytest.raises(IllegalCommandError):
        apply(position, Roll((3,)))
    after, events = apply(position, draw(4))
    assert events == [TrainScheduled(4), TurnStarted(0, 1)]
    assert (after.phase, after.turn, after.train, after.rolls_left) == (Phase.ROLL, 0, 4, 1)


def test_three_players_count_rounds_from_an_opener_that_is_not_the_lowest_seat() -> None:
    # Seats 1, 2, 3; seat 2 opened the game. A round ends as the turn passes from 1 onto 2.
    start = pos("f=-/5,H,H,H/1,H,H,H/1,H,H,H turn=2 phase=roll rolls=1 rules=fc,rw train=2 open=2")
    turns = [
        ("r1 m0>2", [moved(2, 0, 1, 2), TurnStarted(3, 1)], 3, 2),
        ("r1 m0>2", [moved(3, 0, 1, 2), TurnStarted(1, 1)], 1, 2),
        ("r1 m0>6", [moved(1, 0, 5, 6), TrainComing(), TurnStarted(2, 1)], 2, 1),  # round 1
        ("r1 m0>3", [moved(2, 0, 2, 3), TurnStarted(3, 1)], 3, 1),
        ("r1 m0>3", [moved(3, 0, 2, 3), TurnStarted(1, 1)], 1, 1),
        ("r1 m0>7", [moved(1, 0, 6, 7), TrainPassed(())], 2, 0),  # round 2: the train
    ]
    position = start
    for tokens, expected, turn, train in turns:
        position, got = last(position, tokens)
        assert got == expected, tokens
        assert (position.turn, position.train) == (turn, train), tokens
    assert position.phase is Phase.TRAIN and position.rolls_left == 0


def test_four_players_count_rounds_onto_seat_three() -> None:
    start = pos(
        "f=1,H,H,H/5,H,H,H/1,H,H,H/1,H,H,H turn=3 phase=roll rolls=1 rules=fc,rw train=2 open=3"
    )
    turns = [
        ("r1 m0>2", [moved(3, 0, 1, 2), TurnStarted(0, 1)], 0, 2),
        ("r1 m0>2", [moved(0, 0, 1, 2), TurnStarted(1, 1)], 1, 2),
        ("r1 m0>6", [moved(1, 0, 5, 6), TurnStarted(2, 1)], 2, 2),
        ("r1 m0>2", [moved(2, 0, 1, 2), TrainComing(), TurnStarted(3, 1)], 3, 1),  # round 1
        ("r1 m0>3", [moved(3, 0, 2, 3), TurnStarted(0, 1)], 0, 1),
        ("r1 m0>3", [moved(0, 0, 2, 3), TurnStarted(1, 1)], 1, 1),
        ("r1 m0>7", [moved(1, 0, 6, 7), TurnStarted(2, 1)], 2, 1),
        ("r1 m0>3", [moved(2, 0, 2, 3), TrainPassed(())], 3, 0),  # round 2: the train
    ]
    position = start
    for tokens, expected, turn, train in turns:
        position, got = last(position, tokens)
        assert got == expected, tokens
        assert (position.turn, position.train) == (turn, train), tokens
    assert position.phase is Phase.TRAIN


def test_five_rounds_are_silent_until_the_last_one_is_announced() -> None:
    # Two players, each with one ring figure far from the crossings, moving one field a turn.
    position = pos("f=16,H,H,H/-/16,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=5 open=0")
    at_round_ends: list[list[Happening]] = []
    for step in range(5):
        assert position.train == 5 - step
        position, events = last(position, f"r1 m0>{17 + step}")
        assert events == [moved(0, 0, 16 + step, 17 + step), TurnStarted(2, 1)]
        assert position.train == 5 - step
        position, events = last(position, f"r1 m0>{17 + step}")
        assert events[0] == moved(2, 0, 16 + step, 17 + step)
        at_round_ends.append(events[1:])
        assert position.train == 4 - step
    assert at_round_ends == [
        [TurnStarted(0, 1)],
        [TurnStarted(0, 1)],
        [TurnStarted(0, 1)],
        [TrainComing(), TurnStarted(0, 1)],
        [TrainPassed(())],
    ]


def test_extra_rolls_after_a_six_end_no_round() -> None:
    start = pos("f=1,H,H,H/-/1,H,H,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=2 open=0")
    trace = run(start, "r6 m1>0 r6 m1>6 r2 m0>3")
    assert [(p.turn, p.train) for p, _ in trace] == [
        (2, 2),
        (2, 2),
        (2, 2),
        (2, 2),
        (2, 2),
        (0, 1),
    ]
    assert trace[1][1] == [moved(2, 1, -1, 0), RollAgain(2, 1)]
    assert trace[3][1] == [moved(2, 1, 0, 6), RollAgain(2, 1)]
    assert trace[5][1] == [moved(2, 0, 1, 3), TrainComing(), TurnStarted(0, 1)]


def test_three_tries_are_one_turn_and_end_at_most_one_round() -> None:
    start = pos("f=1,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 rules=fc,rw train=2 open=0")
    trace = run(start, "r3 p r2 p r1 p")
    assert [(p.turn, p.phase, p.train) for p, _ in trace] == [
        (2, Phase.MOVE, 2),
        (2, Phase.ROLL, 2),
        (2, Phase.MOVE, 2),
        (2, Phase.ROLL, 2),
        (2, Phase.MOVE, 2),
        (0, Phase.ROLL, 1),
    ]
    assert not any(isinstance(e, TrainComing) for _, events in trace[:-1] for e in events)
    assert trace[-1][1][1:] == [TrainComing(), TurnStarted(0, 1)]


def test_a_turn_passing_away_from_the_opener_ends_no_round() -> None:
    start = pos("f=1,H,H,H/-/1,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=2 open=0")
    after, events = last(start, "r3 m0>4")
    assert events == [moved(0, 0, 1, 4), TurnStarted(2, 1)] and after.train == 2


def test_a_void_move_under_penalties_ends_the_turn_and_so_the_round() -> None:
    # Seat 2 must bring a figure out with the 6 but moves its ring figure: the move is void
    # and the turn passes onto the opener, seat 0.
    start = pos("f=1,H,H,H/-/1,H,H,H/- turn=2 phase=roll rolls=1 rules=fc,pen,rw train=2 open=0")
    after, events = last(start, "r6 m0>7")
    assert events[1:] == [TrainComing(), TurnStarted(0, 1)]
    assert after.figures[2] == (1, -1, -1, -1) and after.train == 1


# --- the opener finished, play on ---------------------------------------------------------------


def test_rounds_end_when_the_turn_passes_the_place_of_a_finished_opener() -> None:
    # Seats 0, 1, 2 with play on; seat 1 opened and has finished. The turn goes 0 -> 2 -> 0:
    # passing seat 1's place (0 -> 2) ends a round, 2 -> 0 does not.
    start = pos(
        "f=5,H,H,H/G1,G2,G3,G4/5,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,po,rw done=1 "
        "train=2 open=1"
    )
    turns = [
        ("r1 m0>6", [moved(0, 0, 5, 6), TrainComing(), TurnStarted(2, 1)], 2, 1),
        ("r1 m0>6", [moved(2, 0, 5, 6), TurnStarted(0, 1)], 0, 1),
        ("r1 m0>7", [moved(0, 0, 6, 7), TrainPassed(())], 2, 0),
    ]
    position = start
    for tokens, expected, turn, train in turns:
        position, got = last(position, tokens)
        assert got == expected, tokens
        assert (position.turn, position.train) == (turn, train), tokens
    assert position.phase is Phase.TRAIN


def test_the_opener_finishing_moves_the_round_end_past_its_place() -> None:
    # Seat 0 opened; it brings its last figure home with a 1. The turn passes 0 -> 1 (no round
    # end), 1 -> 2 (none), 2 -> 1 passing seat 0's place: the round ends there.
    start = pos(
        "f=39,G2,G3,G4/5,H,H,H/5,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,po,rw train=2 open=0"
    )
    trace = run(start, "r1 m0>40 r1 m0>6 r1 m0>6")
    assert trace[1][1] == [moved(0, 0, 39, 40), SeatFinished(0, 1), TurnStarted(1, 1)]
    assert trace[1][0].finished == (0,) and trace[1][0].train == 2
    assert trace[3][1] == [moved(1, 0, 5, 6), TurnStarted(2, 1)] and trace[3][0].train == 2
    assert trace[5][1] == [moved(2, 0, 5, 6), TrainComing(), TurnStarted(1, 1)]
    assert trace[5][0].train == 1


@pytest.mark.parametrize(
    ("opener", "before", "after", "ends"),
    [
        (0, 3, 0, True),
        (0, 0, 1, False),
        (0, 2, 3, False),
        (1, 0, 2, True),  # seat 1 has finished: passing its place
        (1, 2, 0, False),
        (2, 3, 1, False),
        (2, 1, 3, True),
        (3, 1, 2, False),
    ],
)
def test_ends_table_round_walks_clockwise_from_the_seat_that_ends_its_turn(
    opener: int, before: int, after: int, ends: bool
) -> None:
    position = pos(
        f"f=5,H,H,H/5,H,H,H/5,H,H,H/5,H,H,H turn=0 phase=roll rolls=1 rules=fc,rw train=2 "
        f"open={opener}"
    )
    assert ends_table_round(position, before, after) is ends
