"""Whole seeded railway games against an oracle (GAME.md 4.2).

The oracle is written here from the rules (not from core's helpers): every step of a game is
checked for its table rounds, its countdown and the train's hits, under every player count and
with play on and the roll-off.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from core.actions import Command
from core.chance import Draw
from core.engine import apply
from core.happenings import (
    Captured,
    Happening,
    Moved,
    PenaltyApplied,
    TrainComing,
    TrainPassed,
    TrainScheduled,
    TurnStarted,
)
from core.position import Phase, Position
from core.rules import ORIGINAL, Rules
from core.setup import Setup
from tests.core.helpers import random_game
from tests.core.railway_support import RAILWAY

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
