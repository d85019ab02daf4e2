"""The railway's table rounds (GAME.md 4.2), seat by seat, and the roll-off before the first one.

A table round ends each time the turn passes onto the seat that opened the game, or past its
place once that seat has finished; a turn passing between other seats ends none, and without the
railway (no opener) no turn ends one. With a roll-off the interval is drawn first; then every
contender rolls once, as without the railway.
"""

from __future__ import annotations

import pytest

from core.chance import ChanceKind, Draw
from core.engine import apply
from core.happenings import TrainScheduled
from core.notation import format_position
from core.railway import ends_table_round
from core.rules import Rules
from core.setup import initial_position
from tests.core.helpers import PLAIN, pos

FOUR = "f=5,H,H,H/5,H,H,H/5,H,H,H/5,H,H,H turn=0 phase=roll rules=fc,rw train=2 open=0"
OPENER_DONE = (
    "f=G1,G2,G3,G4/5,H,H,H/5,H,H,H/5,H,H,H turn=1 phase=roll rules=fc,po,rw done=0 train=2 open=0"
)
TWO = "f=5,H,H,H/-/5,H,H,H/- turn=2 phase=roll rules=fc,rw train=2 open=2"
THREE = "f=5,H,H,H/5,H,H,H/-/5,H,H,H turn=1 phase=roll rules=fc,rw train=2 open=1"
NO_RAILWAY = "f=5,H,H,H/5,H,H,H/5,H,H,H/5,H,H,H turn=0 phase=roll"


@pytest.mark.parametrize(
    ("text", "before", "after", "ends"),
    [
        (FOUR, 3, 0, True),  # back onto the opener
        (FOUR, 0, 1, False),
        (FOUR, 1, 2, False),
        (FOUR, 2, 3, False),
        (OPENER_DONE, 3, 1, True),  # past the finished opener's place
        (OPENER_DONE, 0, 1, False),  # the opener's own last turn passing on
        (OPENER_DONE, 1, 2, False),
        (OPENER_DONE, 2, 3, False),
        (TWO, 0, 2, True),
        (TWO, 2, 0, False),
        (THREE, 0, 1, True),
        (THREE, 1, 3, False),
        (THREE, 3, 0, False),
        (NO_RAILWAY, 3, 0, False),
        (NO_RAILWAY, 0, 1, False),
    ],
)
def test_which_turn_passing_ends_a_table_round(
    text: str, before: int, after: int, ends: bool
) -> None:
    assert ends_table_round(pos(text), before, after) is ends


def test_after_the_interval_draw_every_contender_has_one_roll_as_without_the_railway() -> None:
    start = initial_position(Rules(roll_off=True), (0, 2))
    after, events = apply(start, Draw(ChanceKind.TRAIN, 3))
    assert events == [TrainScheduled(3)]
    assert format_position(after) == (
        "MADN1 f=H,H,H,H/-/H,H,H,H/- turn=0 phase=rolloff rolls=1 rules=fc,ro,rw rolloff=0,2: "
        "train=3"
    )
    plain = initial_position(PLAIN.with_options(roll_off=True), (0, 2))
    assert format_position(plain) == (
        "MADN1 f=H,H,H,H/-/H,H,H,H/- turn=0 phase=rolloff rolls=1 rules=fc,ro rolloff=0,2:"
    )
