"""The railway as a rule option (GAME.md 4.2): on by default and in the classic preset, off in
the original one; without it a game starts at the first roll and never sees a train.
"""

from __future__ import annotations

import pytest

from core.chance import Draw
from core.engine import IllegalCommandError, apply
from core.happenings import TrainComing, TrainPassed
from core.notation import NotationError, format_position
from core.position import Phase
from core.rules import CLASSIC, ORIGINAL, Rules
from core.setup import Setup, initial_position
from tests.core.helpers import PLAIN, pos, random_game
from tests.core.railway_support import draw, last, run

# --- the rule options ---------------------------------------------------------------------------


def test_the_railway_is_on_by_default_and_in_classic_and_off_in_the_original_preset() -> None:
    assert Rules().railway is True
    assert CLASSIC.railway is True
    assert ORIGINAL.railway is False
    assert PLAIN.railway is False
    assert Rules().flags() == "fc,rw"
    assert Rules.from_flags("fc,rw") == Rules()
    assert Rules.from_flags("fc").railway is False


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
