"""Event mode in the position notation (core/event/notation.py): every key reads back to the same
text and position, and text the engine cannot reach is refused with a message that says why.

The keys come after the classic ones, each only when it differs from a fresh game: ``ctr`` the
pip counters, ``sides`` a D4/D10 and the table-round ends it has left, ``second`` the own turns
still owed with two dice, ``two`` this turn rolls two, ``skips``, ``extra`` rolls owed this turn,
``out`` the knocked-out seats in the order they left (``x`` in ``f=``), ``paths`` the
construction pair, ``event`` the event being resolved (origin, event, confirmed, fields placed),
``trainafter`` a counter event's special train waiting for the move.
"""

from __future__ import annotations

import pytest

from core.chance import Dice
from core.event.construction import Paths
from core.event.state import EventState, Origin, Pending
from core.event.wheel import Event
from core.notation import NotationError, format_position, parse_position
from core.position import Phase

TEXTS = [
    "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,ev open=0 ctr=3,0,31,0 "
    "paths=21:38",
    "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,ev dice=d4 open=0 "
    "sides=4:2 paths=21:38",
    "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 rules=fc,ev dice=d10 open=0 "
    "sides=10:3 paths=21:38",
    "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=move die=6+6 rolls=0 rules=fc,ev dice=d6x2 open=0 "
    "second=0,0,1,0 two=1 paths=21:38",
    "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,ev open=0 skips=0,0,2,0 "
    "extra=2 paths=1:2",
    "MADN1 f=x/5,H,H,H/H,H,H,H/x turn=1 phase=roll rolls=1 rules=fc,po,ev goals=4,4,4,4 open=0 "
    "out=3,0 paths=21:38",
    "MADN1 f=7,G2,G5,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 rules=fc,ev open=0 start=4 "
    "paths=21:38",
    "MADN1 f=H,H,H,H/-/H,H,H,H/- turn=0 phase=draw rolls=0 rules=fc,rw,ev train=0 open=0 "
    "event=start:construction:1:",
    "MADN1 f=7,H,H,H/-/H,H,H,H/- turn=0 phase=wheel die=3 rolls=0 rules=fc,ev open=0 "
    "paths=21:38 event=field:-:0:",
    "MADN1 f=7,H,H,H/-/H,H,H,H/- turn=0 phase=confirm die=3 rolls=2 rules=fc,ev open=0 "
    "paths=21:38 event=counter:skip:0:",
    "MADN1 f=7,12,H,H/-/5,H,H,H/- turn=0 phase=draw die=3 rolls=0 rules=fc,ev open=0 "
    "paths=21:38 event=field:new_distribution:1:0,39",
    "MADN1 f=7,35,H,H/-/7,23,G3,H/- turn=0 phase=pick die=3 rolls=0 rules=fc,ev open=0 "
    "paths=21:38 event=field:swap:1:",
    "MADN1 f=10,13,H,H/-/15,H,H,H/- turn=0 phase=move die=5 rolls=0 rules=fc,rw,ev train=3 "
    "open=0 paths=21:38 trainafter=1",
    "MADN1 f=7,H,H,H/-/H,5,H,H/- turn=0 phase=train die=3 rolls=0 rules=fc,rw,ev train=0 open=0 "
    "paths=21:38 event=field:special_train:1:",
]


@pytest.mark.parametrize("text", TEXTS)
def test_every_event_key_reads_back_to_the_same_text(text: str) -> None:
    position = parse_position(text)
    assert format_position(position) == text
    assert parse_position(format_position(position)) == position


def test_the_keys_carry_the_event_state() -> None:
    position = parse_position(
        "MADN1 f=x/5,H,H,H/H,H,H,H/x turn=1 phase=confirm die=6+6 rolls=0 rules=fc,po,ev "
        "goals=4,4,4,4 dice=d6x2 open=0 ctr=0,31,7,0 sides=10:1 second=0,2,0,0 two=1 "
        "skips=0,0,1,0 extra=3 out=3,0 paths=11:25 event=counter:rocket:0:"
    )
    assert position.event_state == EventState(
        counters=(0, 31, 7, 0),
        sides=10,
        sides_rounds=1,
        second=(0, 2, 0, 0),
        two_dice=True,
        skips=(0, 0, 1, 0),
        extra=3,
        out=(3, 0),
        paths=Paths(11, 25),
        pending=Pending(Origin.COUNTER, Event.ROCKET, False, ()),
    )
    assert position.dice == Dice(6, 2) and position.phase is Phase.CONFIRM
    assert position.active_seats == (1, 2)


BASE = "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,ev open=0 paths=21:38"
WHEEL = BASE.replace("phase=roll rolls=1", "phase=wheel die=3 rolls=0")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (BASE + " ctr=32,0,0,0", "ctr: 32 is outside 0..31"),
        (BASE + " ctr=1,0,0", "ctr needs four values, one per seat"),
        (BASE + " ctr=0,1,0,0", "ctr: an empty seat has no value"),
        (BASE + " sides=6:1", "sides= is 4 or 10 (a six-sided die is not written)"),
        (BASE + " sides=4:0", "sides rounds: 0 is outside 1..3"),
        (BASE + " sides=4:4", "sides rounds: 4 is outside 1..3"),
        (BASE + " two=2", "two= is 1 (this turn rolls two dice) or left out"),
        (BASE + " extra=0", "extra: 0 is outside 1..99"),
        (BASE + " out=2", "out= names exactly the seats written x"),
        (
            BASE.replace("f=5,H,H,H/-/H,H,H,H/- turn=0", "f=x/-/H,H,H,H/- turn=2"),
            "out= names exactly the seats written x",
        ),
        (BASE + " event=field:-:0:", "event= is given exactly while an event is resolved"),
        (
            BASE.replace("phase=roll", "phase=wheel"),
            "event= is given exactly while an event is resolved",
        ),
        (WHEEL + " event=field:bogus:0:", "event: unknown event 'bogus'"),
        (WHEEL + " event=sky:-:0:", "event: unknown origin 'sky'"),
        (WHEEL + " event=field:-:2:", "event: confirmed is 0 or 1"),
        (WHEEL + " event=field:-:0", "event= is origin:event:confirmed:fields placed"),
        (
            WHEEL.replace("phase=wheel", "phase=draw") + " event=field:new_distribution:1:3,3",
            "event: a field is placed twice",
        ),
        (BASE + " trainafter=2", "trainafter= is 1 (a special train after the move) or left out"),
        (BASE.replace(" paths=21:38", ""), "event mode needs paths= once the game has begun"),
        (BASE.replace("rules=fc,ev", "rules=fc"), "paths= needs event mode (rules=...,ev)"),
        (
            "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 rules=fc ctr=1,0,0,0",
            "ctr= needs event mode (rules=...,ev)",
        ),
        (
            "MADN1 f=x/-/H,H,H,H/- turn=2 phase=roll rolls=1 rules=fc",
            "x (knocked out) needs event mode (rules=...,ev)",
        ),
        (
            "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=wheel rolls=1 rules=fc",
            "phase=wheel needs event mode (rules=...,ev)",
        ),
        (
            "MADN1 f=x/-/x/- turn=2 phase=roll rolls=1 rules=fc,ev open=0 out=0,2 paths=21:38",
            "every seat is knocked out",
        ),
        (
            BASE.replace("rules=fc,ev", "rules=fc,pen,ev"),
            "penalties are a classic-mode option: not with event mode",
        ),
    ],
)
def test_text_the_engine_cannot_reach_is_refused(text: str, message: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_position(text)
    assert str(raised.value) == message


def test_a_knocked_out_seat_never_has_the_turn() -> None:
    with pytest.raises(NotationError):
        parse_position(
            "MADN1 f=x/5,H,H,H/5,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,ev goals=4,4,4,0 "
            "open=0 out=0 paths=21:38"
        )
