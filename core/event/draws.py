"""What the event being resolved draws, and the figures at stake it draws among (GAME.md 4.1, 4.3).

A position in phase DRAW waits for one of these draws (:func:`draw_node`): a rocket's target, a
new distribution's next field, a construction pair or the second die's turns. The position asks
for it (:meth:`core.position.Position.chance_node`) and :mod:`core.event.play` answers it, so both
import this module; it needs a position only as a type.

Everything that sends figures home spares safe goal figures (4.1): :func:`exposed` says which
figures an event may hit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from core.board import GOAL_START, RING_SIZE
from core.chance import ChanceKind, ChanceNode
from core.event.construction import PAIRS
from core.event.state import EventState, Pending
from core.event.wheel import Event

if TYPE_CHECKING:
    from core.position import Position

SECOND_TURNS: Final = (1, 2)  # a second die lasts one or two own turns


def state_of(position: Position) -> EventState:
    state = position.event_state
    if state is None:
        raise ValueError("not an event-mode position")
    return state


def pending_of(position: Position) -> Pending:
    pending = state_of(position).pending
    if pending is None:
        raise ValueError("no event is being resolved")
    return pending


# --- who is at stake -------------------------------------------------------------------------


def is_safe(row: tuple[int, ...], progress: int, goal_size: int) -> bool:
    """Goal safety (4.1): a goal figure with every deeper field of its lane occupied."""
    return progress >= GOAL_START and all(
        p in row for p in range(progress + 1, GOAL_START + goal_size)
    )


def exposed(position: Position, seat: int) -> list[int]:
    """The seat's figures an event may send home: on the ring, or unsafe in the goal lane."""
    row = position.figures[seat]
    size = position.goal_sizes[seat]
    return [
        f
        for f, p in enumerate(row)
        if 0 <= p < RING_SIZE or (p >= GOAL_START and not is_safe(row, p, size))
    ]


def opponent_targets(position: Position) -> list[tuple[int, int]]:
    """``(seat, figure)`` of every opponent figure a send-back or a rocket may hit, in seat and
    figure order."""
    me = position.turn
    return [(s, f) for s in position.active_seats if s != me for f in exposed(position, s)]


def ring_figures(position: Position) -> list[tuple[int, int]]:
    """``(seat, figure)`` of every figure on the ring, in seat and figure order."""
    return [
        (s, f)
        for s in position.active_seats
        for f, p in enumerate(position.figures[s])
        if 0 <= p < RING_SIZE
    ]


# --- the draw --------------------------------------------------------------------------------


def draw_node(position: Position) -> ChanceNode:
    """The draw the event being resolved needs (phase DRAW)."""
    event = pending_of(position).event
    if event is Event.ROCKET:
        return ChanceNode(ChanceKind.TARGET, 0, len(opponent_targets(position)) - 1)
    if event is Event.NEW_DISTRIBUTION:
        free = RING_SIZE - len(pending_of(position).placed)
        return ChanceNode(ChanceKind.PLACE, 0, free - 1)
    if event is Event.CONSTRUCTION:
        return ChanceNode(ChanceKind.PATHS, 0, len(PAIRS) - 1)
    if event is Event.SECOND_DIE:
        return ChanceNode(ChanceKind.SECOND, SECOND_TURNS[0], SECOND_TURNS[-1])
    raise AssertionError(f"{event} draws nothing")
