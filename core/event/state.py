"""What event mode adds to a position (GAME.md 4): counters, dice, skips, paths, knocked-out seats,
and the event being resolved.

A classic position has no :class:`EventState` (``Position.event_state is None``), so the classic
game pays nothing for event mode. Per-seat tuples have four entries, by seat number.
"""

from __future__ import annotations

from enum import Enum
from typing import Final

from core.event.construction import Paths
from core.event.wheel import Event
from core.value_types import dataclass

COUNTER_LIMIT: Final = 32  # a roll that brings a player's pips to this or more draws an event
SIDES_ROUNDS: Final = 3  # a D4/D10 lasts the rest of this table round and two more


class Origin(Enum):
    """What started the event being resolved."""

    START = "start"  # the game's first construction pair
    COUNTER = "counter"  # the pip counter reached 32: before the move, with the roll made
    FIELD = "field"  # a move ended on a star field: after the move
    RETRY = "retry"  # a counter event's special train after a failed try: the next try follows


@dataclass(frozen=True, slots=True)
class Pending:
    """The event being resolved for the seat to move.

    ``event`` is ``None`` until the wheel has been drawn. ``placed`` holds the ring fields a new
    distribution has given so far (to the ring figures in seat and figure order). ``train`` marks
    a counter event's special train, which passes after the move.
    """

    origin: Origin
    event: Event | None = None
    confirmed: bool = False
    placed: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class EventState:
    """Event mode's part of a position.

    ``counters``: pips each seat has rolled since its last counter event. ``sides``: the die's
    faces for everyone (6, or 4 and 10 for ``sides_rounds`` more table-round ends).
    ``second``: own turns still to come with two dice, per seat; ``two_dice``: the current turn
    rolls two. ``skips``: turns each seat sits out. ``extra``: rolls the seat to move is owed after
    this turn's move. ``out``: knocked-out seats, in the order they left. ``paths``: the
    construction pair (``None`` only before the first is drawn). ``pending``: the event being
    resolved. ``train_after_move``: a counter event's special train waits for the move.
    """

    counters: tuple[int, ...] = (0, 0, 0, 0)
    sides: int = 6
    sides_rounds: int = 0
    second: tuple[int, ...] = (0, 0, 0, 0)
    two_dice: bool = False
    skips: tuple[int, ...] = (0, 0, 0, 0)
    extra: int = 0
    out: tuple[int, ...] = ()
    paths: Paths | None = None
    pending: Pending | None = None
    train_after_move: bool = False


def counted(state: EventState, counters: tuple[int, ...]) -> EventState:
    """``state`` with new pip counters (every roll changes them: built without ``replace``)."""
    s = state
    return EventState(
        counters,
        s.sides,
        s.sides_rounds,
        s.second,
        s.two_dice,
        s.skips,
        s.extra,
        s.out,
        s.paths,
        s.pending,
        s.train_after_move,
    )


def turn_begun(state: EventState, second: tuple[int, ...], two_dice: bool) -> EventState:
    """``state`` as a new turn begins: its second-die count, nothing owed yet."""
    s = state
    return EventState(
        s.counters,
        s.sides,
        s.sides_rounds,
        second,
        two_dice,
        s.skips,
        0,
        s.out,
        s.paths,
        s.pending,
        s.train_after_move,
    )


def with_seat(values: tuple[int, ...], seat: int, new: int) -> tuple[int, ...]:
    """``values`` with ``seat``'s entry replaced."""
    return (*values[:seat], new, *values[seat + 1 :])
