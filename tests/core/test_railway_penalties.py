"""The railway with the original sheet's penalties (GAME.md 4.2, rules 6 and 12).

A player that passes with a move on offer (the pass breaks its duty) ends its turn at once,
whatever tries it had left; when that turn's end ends the train's last table round, the train
passes before the next player's first roll and the position waits for the next interval with no
roll pending.
"""

from __future__ import annotations

from core.happenings import PenaltyApplied, TrainPassed, TrainScheduled, TurnStarted
from core.moves import Duty
from tests.core.helpers import pos, run

RULES = "rules=fc,pen,rw"


def test_a_duty_breaking_pass_with_tries_left_ends_the_turn_and_the_train_passes() -> None:
    # Seat 2 opened the game: seat 0's turn passing to it ends the last round before the train.
    before = pos(f"f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 {RULES} train=1 open=2")
    moving, _ = run(before, "r6")
    assert moving.rolls_left == 2
    waiting, events = run(moving, "p")
    assert events == [PenaltyApplied(0, Duty.MOVE, -1, void=True), TrainPassed(())]
    assert waiting == pos(
        f"f=H,H,H,H/-/H,H,H,H/- turn=2 phase=train rolls=0 {RULES} train=0 open=2"
    )
    after, events = run(waiting, "t4")
    assert events == [TrainScheduled(4), TurnStarted(2, 3)]
    assert after == pos(f"f=H,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 {RULES} train=4 open=2")
