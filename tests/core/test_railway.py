"""The railway (GAME.md 4.2): the interval draw, the countdown over table rounds, the train.

Every expectation here is worked out from the rules, turn by turn: a *table round* ends each
time the turn passes, as a new turn, onto the opener (or past the opener's place once it has
finished); each ended round counts the train down; at 1 the train is announced
(``TrainComing``), at 0 it passes (``TrainPassed``) before the next turn's first roll and the
position waits for the next interval (phase ``train``). The train sends home every figure on a
crossing (ring fields 13 and 35) and every unsafe goal figure under the track; the next seat's
rolls are counted after it. Extra rolls and repeated tries are no new turn and end no round.

The last tests follow whole seeded games with an oracle written here from the same rules (not
from core's helpers), under every player count and with play on and the roll-off.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import core.board
from core.actions import Command
from core.board import CROSSINGS, TRACK_GOAL
from core.chance import ChanceKind, ChanceNode, Draw, Roll
from core.engine import IllegalCommandError, IllegalMoveError, apply
from core.happenings import (
    Captured,
    Happening,
    Moved,
    Passed,
    PenaltyApplied,
    RollAgain,
    RollOffRolled,
    RollOffTie,
    SeatFinished,
    TrainComing,
    TrainPassed,
    TrainScheduled,
    TurnStarted,
)
from core.moves import Move
from core.notation import NotationError, format_position
from core.position import TRAIN_NODE, Phase, Position, initial_position
from core.railway import ends_table_round, train_hits
from core.record import parse_command
from core.rules import CLASSIC, ORIGINAL, Rules
from core.setup import Setup
from tests.core.helpers import PLAIN, pos, random_game

RAILWAY = Rules()
Trace = list[tuple[Position, list[Happening]]]


def run(position: Position, tokens: str) -> Trace:
    """Apply the record tokens in ``tokens`` one by one: each position and its events."""
    trace: Trace = []
    for token in tokens.split():
        position, events = apply(position, parse_command(token))
        trace.append((position, events))
    return trace


def last(position: Position, tokens: str) -> tuple[Position, list[Happening]]:
    return run(position, tokens)[-1]


def draw(value: int) -> Draw:
    return Draw(ChanceKind.TRAIN, value)


def moved(seat: int, figure: int, start: int, target: int) -> Moved:
    return Moved(seat, figure, start, target, tuple(range(start, target + 1)))


# --- the rule options ---------------------------------------------------------------------------


def test_the_railway_is_on_by_default_and_in_classic_and_off_in_the_original_preset() -> None:
    assert Rules().railway is True
    assert CLASSIC.railway is True
    assert ORIGINAL.railway is False
    assert PLAIN.railway is False
    assert Rules().flags() == "fc,rw"
    assert Rules.from_flags("fc,rw") == Rules()
    assert Rules.from_flags("fc").railway is False


def test_the_crossings_and_the_track_are_where_the_board_says() -> None:
    assert CROSSINGS == (13, 35)
    assert TRACK_GOAL == ((0, 0), (1, 0))
    # Crossings are never start fields (GAME.md 4.2).
    assert not {0, 10, 20, 30} & set(CROSSINGS)


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


# --- the train's hits ---------------------------------------------------------------------------


def test_the_train_hits_both_crossings_in_seat_order() -> None:
    # Seat 1's third figure stands on field 35 (progress 25), seat 3's first on field 13
    # (progress 23). Seat 3 moves another figure; the turn passes onto the opener: the train.
    start = pos(
        "f=H,G4,5,H/G4,H,25,9/G1,H,H,2/23,30,H,H turn=3 phase=roll rolls=1 "
        "rules=fc,rw train=1 open=0"
    )
    after, events = last(start, "r1 m1>31")
    assert events == [moved(3, 1, 30, 31), TrainPassed(((1, 2, 25), (3, 0, 23)))]
    assert format_position(after) == (
        "MADN1 f=H,G4,5,H/G4,H,H,9/G1,H,H,2/H,31,H,H turn=0 phase=train rolls=0 rules=fc,rw "
        "train=0 open=0"
    )
    after, events = apply(after, draw(2))
    assert events == [TrainScheduled(2), TurnStarted(0, 1)]


def test_the_train_hits_a_seats_figures_in_figure_order_and_the_movers_own() -> None:
    # Red (seat 0) has figures on field 35 (figure 0) and, after its move, field 13 (figure 2);
    # the turn passes onto the opener, seat 2, and the train passes at once.
    start = pos("f=35,H,12,H/-/5,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=1 open=2")
    after, events = last(start, "r1 m2>13")
    assert events == [moved(0, 2, 12, 13), TrainPassed(((0, 0, 35), (0, 2, 13)))]
    assert after.figures[0] == (-1, -1, -1, -1)


def test_house_and_goal_figures_are_never_hit_and_nothing_else_moves() -> None:
    # The innermost goal fields of seats 0 and 1 (under the track) are taken, seat 1's alone in
    # its lane; red's G1 is unsafe but not under the track; houses hold the rest. Nothing
    # stands on a crossing: no hits, and not a figure changes but the one that moved.
    start = pos(
        "f=G1,G3,G4,H/G4,H,H,7/G4,H,H,H/G4,G3,H,3 turn=3 phase=roll rolls=1 "
        "rules=fc,rw train=1 open=0"
    )
    after, events = last(start, "r1 m3>4")
    assert events == [moved(3, 3, 3, 4), TrainPassed(())]
    assert after.figures == ((40, 42, 43, -1), (43, -1, -1, 7), (43, -1, -1, -1), (43, 42, -1, 4))


def test_an_innermost_goal_figure_under_todays_track_is_safe_even_alone() -> None:
    for seat in (0, 1):
        row = ",".join(["G4", "H", "H", "H"])
        slots = [row if s == seat else "6,H,H,H" for s in range(4)]
        position = pos(
            "f=" + "/".join(slots) + " turn=2 phase=roll rolls=1 rules=fc,rw train=2 open=0"
        )
        assert train_hits(position) == ()


def test_unsafe_goal_figures_under_a_deeper_track_are_hit_and_safe_ones_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Another track (the rule allows one or more fields per lane, named by depth): depth 1 of
    # seats 0 and 2. Red's G3 has an empty G4 behind it: unsafe. Green's G3 has G4 filled: safe.
    monkeypatch.setattr(core.board, "TRACK_GOAL", ((0, 1), (2, 1)))
    start = pos("f=G3,H,H,H/-/G3,G4,5,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=1 open=0")
    after, events = last(start, "r1 m2>6")
    assert events[-1] == TrainPassed(((0, 0, 42),))
    assert after.figures[0] == (-1, -1, -1, -1) and after.figures[2] == (42, 43, 6, -1)
    _, events = apply(after, draw(2))
    assert events[-1] == TurnStarted(0, 3)  # red's only figure went home: three tries


def test_a_grown_lane_keeps_the_track_on_the_same_depth(monkeypatch: pytest.MonkeyPatch) -> None:
    # In a lane of five, depth 1 is G4 (not G3 as in a lane of four).
    monkeypatch.setattr(core.board, "TRACK_GOAL", ((0, 1),))
    grown = pos(
        "f=G4,G3,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=1 open=0 goals=5,0,4,0"
    )
    assert train_hits(grown) == ((0, 0, 43),)  # G4 of five, G5 empty: unsafe
    four = pos("f=G4,G3,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=1 open=0")
    assert train_hits(four) == ()  # G3 of four is under the track but safe behind G4
    unsafe = pos("f=G3,G2,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=1 open=0")
    assert train_hits(unsafe) == ((0, 0, 42),)


def test_a_seat_whose_only_ring_figure_was_hit_gets_three_tries() -> None:
    # Seat 2 opens; its only ring figure stands on field 13 (progress 33). Red's move onto
    # field 35 ends the round: both go home, and seat 2's tries are counted after the train.
    start = pos("f=34,H,H,H/-/33,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=1 open=2")
    waiting, events = last(start, "r1 m0>35")
    assert events == [moved(0, 0, 34, 35), TrainPassed(((0, 0, 35), (2, 0, 33)))]
    assert (waiting.turn, waiting.phase, waiting.rolls_left, waiting.train) == (
        2,
        Phase.TRAIN,
        0,
        0,
    )
    after, events = apply(waiting, draw(5))
    assert events == [TrainScheduled(5), TurnStarted(2, 3)]
    assert after.rolls_left == 3 and after.train == 5


@pytest.mark.parametrize(
    ("green", "rolls"),
    [("33,G1,H,H", 1), ("33,G4,H,H", 3), ("33,20,H,H", 1)],
)
def test_tries_after_the_train_count_what_is_left(green: str, rolls: int) -> None:
    # A goal figure that can still advance (G1) keeps one roll; one on G4 cannot advance.
    start = pos(f"f=34,H,H,H/-/{green}/- turn=0 phase=roll rolls=1 rules=fc,rw train=1 open=2")
    waiting, _ = last(start, "r1 m0>35")
    _, events = apply(waiting, draw(2))
    assert events[-1] == TurnStarted(2, rolls)


def test_sent_home_figures_trigger_nothing() -> None:
    # The hit figures simply stand in the house: no capture, no penalty, no further event.
    start = pos("f=34,H,H,H/-/33,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=1 open=2")
    _, events = last(start, "r1 m0>35")
    assert not any(isinstance(e, Captured | PenaltyApplied) for e in events)
    assert len(events) == 2


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


# --- the railway off ----------------------------------------------------------------------------


def test_without_the_railway_the_game_starts_at_the_first_roll() -> None:
    start = initial_position(PLAIN, (0, 1, 2, 3))
    assert start.phase is Phase.ROLL and start.train == 0 and start.opener == -1
    assert format_position(start) == (
        "MADN1 f=H,H,H,H/H,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=roll rolls=3 rules=fc"
    )
    rolloff = initial_position(ORIGINAL, (0, 2))
    assert rolloff.phase is Phase.ROLL_OFF and rolloff.opener == -1
    with pytest.raises(IllegalCommandError) as raised:
        apply(start, draw(3))
    assert str(raised.value) == "no train draw expected: the position waits for roll"


@pytest.mark.parametrize("rules", [PLAIN, ORIGINAL, Rules(railway=False, play_on=True)])
def test_a_game_without_the_railway_never_sees_a_train(rules: Rules) -> None:
    game = random_game(Setup.of((0, 1, 2, 3), rules), 17)
    assert game.over
    assert all(
        p.phase is not Phase.TRAIN and p.train == 0 and p.opener == -1 for p in game.positions
    )
    assert not any(isinstance(c, Draw) for c in game.commands)
    assert all(
        "train=" not in format_position(p) and "open=" not in format_position(p)
        for p in game.positions
    )


def test_the_same_commands_play_the_same_way_with_the_railway_once_drawn() -> None:
    # Until the train is announced, a railway game moves exactly as one without it (the
    # round that ends at the last move only counts the train down from 3 to 2).
    tokens = "r3 p r2 p r6 m0>0 r4 m0>4 r6 m0>0 r6 m0>6 r1 m0>7"
    plain = run(pos("f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 rules=fc"), tokens)
    railway = run(
        pos("f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 rules=fc,rw train=3 open=0"), tokens
    )
    assert [(p.figures, p.turn, p.phase, p.rolls_left) for p, _ in plain] == [
        (p.figures, p.turn, p.phase, p.rolls_left) for p, _ in railway
    ]
    assert [e for _, e in plain] == [e for _, e in railway]
    assert [p.train for p, _ in railway] == [3] * 13 + [2]
    assert format_position(plain[-1][0]) == (
        "MADN1 f=4,H,H,H/-/7,H,H,H/- turn=0 phase=roll rolls=1 rules=fc"
    )


def test_a_railway_off_position_never_lets_the_train_pass() -> None:
    # The notation refuses an opener without the railway; a position made with one anyway
    # counts no table rounds.
    with pytest.raises(NotationError, match="open= needs the railway"):
        pos("f=1,H,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 rules=fc open=0")
    start = pos("f=1,H,H,H/-/5,H,H,H/- turn=2 phase=roll rolls=1 rules=fc").but(opener=0)
    after, events = last(start, "r1 m0>6")
    assert not any(isinstance(e, TrainPassed | TrainComing) for e in events)
    assert after.phase is Phase.ROLL and after.train == 0


# --- an oracle over whole games -------------------------------------------------------------------


def _next_active(seats: Sequence[int], finished: Sequence[int], after: int) -> int:
    for step in range(1, 5):
        seat = (after + step) % 4
        if seat in seats and seat not in finished:
            return seat
    return after


def _round_ends(opener: int, before: int, after: int) -> bool:
    """Whether the clockwise walk from ``before`` to ``after`` reaches the opener's place."""
    for step in range(1, 5):
        seat = (before + step) % 4
        if seat == opener:
            return True
        if seat == after:
            return False
    raise AssertionError(f"seat {after} is not reached from {before}")


def _crossing(seat: int, progress: int) -> bool:
    return 0 <= progress < 40 and (10 * seat + progress) % 40 in (13, 35)


def _tries(position: Position, seat: int) -> int:
    row = position.figures[seat]
    last_field = 40 + position.goal_sizes[seat] - 1
    for progress in row:
        if 0 <= progress < 40:
            return 1
        if progress >= 40:
            for target in range(progress + 1, min(last_field, progress + 6) + 1):
                if target in row:
                    if not position.rules.jump_in_goal:
                        break
                    continue
                return 1
    return 3


def _table_before_train(before: Position, events: list[Happening]) -> list[list[int]]:
    table = [list(row) for row in before.figures]
    for event in events:
        if isinstance(event, Moved):
            table[event.seat][event.figure] = event.target
        elif isinstance(event, Captured) or (isinstance(event, PenaltyApplied) and not event.void):
            table[event.seat][event.figure] = -1
    return table


def check_railway_game(
    positions: Sequence[Position], commands: Sequence[Command], history: Sequence[list[Happening]]
) -> tuple[int, int]:
    """Check every step of a railway game against the rules; count trains and rounds."""
    trains = rounds = 0
    for before, command, events, after in zip(
        positions[:-1], commands, history, positions[1:], strict=True
    ):
        assert after.opener == before.opener or before.contenders
        kinds = [type(e) for e in events]
        if isinstance(command, Draw):
            assert before.phase is Phase.TRAIN and before.train == 0
            assert events[0] == TrainScheduled(command.value) and after.train == command.value
            if before.contenders:
                assert after.phase is Phase.ROLL_OFF and len(events) == 1
            else:
                assert events[1:] == [TurnStarted(before.turn, _tries(after, before.turn))]
            continue
        assert after.phase is not Phase.TRAIN or TrainPassed in kinds
        if before.phase is Phase.ROLL_OFF:
            assert TrainComing not in kinds and TrainPassed not in kinds
            assert after.train == before.train
            continue
        started = [e for e in events if isinstance(e, TurnStarted)]
        if not started and TrainPassed not in kinds:
            # No new turn: an extra roll, a further try, a roll, or the game's end.
            assert after.train == before.train and TrainComing not in kinds, events
            continue
        nxt = _next_active(after.seats, after.finished, before.turn)
        assert (started[0].seat if started else after.turn) == nxt
        if not _round_ends(after.opener, before.turn, nxt):
            assert after.train == before.train and TrainComing not in kinds
            assert started == [TurnStarted(nxt, _tries(after, nxt))]
            continue
        rounds += 1
        left = before.train - 1
        if left > 0:
            assert after.train == left
            assert (TrainComing in kinds) == (left == 1)
            assert started == [TurnStarted(nxt, _tries(after, nxt))]
            continue
        trains += 1
        table = _table_before_train(before, events)
        hits = tuple(
            (seat, figure, progress)
            for seat in after.seats
            for figure, progress in enumerate(table[seat])
            if _crossing(seat, progress)
        )
        assert events[-1] == TrainPassed(hits) and TrainComing not in kinds
        for seat, figure, _ in hits:
            table[seat][figure] = -1
        assert after.figures == tuple(tuple(row) for row in table)
        assert (after.phase, after.turn, after.rolls_left, after.train) == (
            Phase.TRAIN,
            nxt,
            0,
            0,
        )
        assert not started
    return trains, rounds


GAMES = [
    ((0, 2), RAILWAY),
    ((1, 2, 3), RAILWAY),
    ((0, 1, 2, 3), RAILWAY),
    ((0, 1, 2, 3), RAILWAY.with_options(play_on=True)),
    ((0, 1, 3), RAILWAY.with_options(play_on=True, roll_off=True)),
    ((0, 1, 2, 3), ORIGINAL.with_options(railway=True)),
]


@pytest.mark.parametrize(("seats", "rules"), GAMES)
def test_whole_seeded_games_follow_the_railway_rules(seats: tuple[int, ...], rules: Rules) -> None:
    total_trains = total_hits = finished_openers = 0
    for seed in range(6):
        game = random_game(Setup.of(seats, rules), seed)
        assert game.over
        history = [apply(p, c)[1] for p, c in zip(game.positions, game.commands, strict=False)]
        trains, rounds = check_railway_game(game.positions, game.commands, history)
        draws = [c.value for c in game.commands if isinstance(c, Draw)]
        assert len(draws) == trains + 1
        # Every interval but the last was counted down in full, the last one in part.
        assert rounds == sum(draws) - game.position.train
        total_trains += trains
        total_hits += sum(
            len(e.hits) for events in history for e in events if isinstance(e, TrainPassed)
        )
        finished_openers += any(p.opener in p.finished and not p.over for p in game.positions)
    assert total_trains > 20 and total_hits > 0
    if rules.play_on:
        assert finished_openers > 0
