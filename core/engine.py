"""The turn state machine: a command applied to a position gives the next position and events.

Commands are :class:`Roll` (the pips, wherever they came from) and :class:`~core.moves.Move`
(one of :func:`~core.moves.legal_moves`, a pass included). Nothing here draws random numbers:
the same position and command give the same result in every process.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.board import HOUSE, ring_field
from core.events import (
    Captured,
    Event,
    GameOver,
    Moved,
    Passed,
    PenaltyApplied,
    RollAgain,
    Rolled,
    RollOffRolled,
    RollOffTie,
    SeatFinished,
    TurnStarted,
)
from core.moves import Duty, Move, grants_extra_roll, legal_moves, physical_moves, rolls_allowed
from core.position import Phase, Position
from core.ranking import ranking


class IllegalCommandError(ValueError):
    """A command that the position does not accept (wrong phase, impossible pips)."""


class IllegalMoveError(IllegalCommandError):
    """A move that is not among the legal moves of the position."""


@dataclass(frozen=True, slots=True)
class Roll:
    """A roll of the die (or dice): the pips as they fell."""

    pips: tuple[int, ...]

    @staticmethod
    def of(*pips: int) -> Roll:
        return Roll(tuple(pips))


Command = Roll | Move

DIE_SIDES = 6
DIE_COUNT = 1


def apply(position: Position, command: Command) -> tuple[Position, list[Event]]:
    """Apply ``command`` to ``position``; raise :class:`IllegalCommandError` if it does not fit."""
    if isinstance(command, Roll):
        _check_pips(command.pips)
        if position.phase is Phase.ROLL_OFF:
            return _roll_off(position, command.pips)
        if position.phase is Phase.ROLL:
            return _roll(position, command.pips)
        waits = position.phase.value
        raise IllegalCommandError(f"no roll expected: the position waits for {waits}")
    if position.phase is not Phase.MOVE:
        raise IllegalMoveError(f"no move expected: the position waits for {position.phase.value}")
    return _move(position, _find_legal(position, command))


def _check_pips(pips: tuple[int, ...]) -> None:
    if len(pips) != DIE_COUNT or any(not 1 <= p <= DIE_SIDES for p in pips):
        raise IllegalCommandError(f"a roll is {DIE_COUNT} die of 1..{DIE_SIDES}, not {list(pips)}")


def _find_legal(position: Position, move: Move) -> Move:
    for legal in legal_moves(position):
        if legal.key == move.key:
            return legal
    raise IllegalMoveError(f"figure {move.figure} to {move.target} is not a legal move here")


def _roll_off(position: Position, pips: tuple[int, ...]) -> tuple[Position, list[Event]]:
    seat = position.turn
    rolled = (*position.roll_off_pips, sum(pips))
    events: list[Event] = [RollOffRolled(seat, pips)]
    contenders = position.contenders
    if len(rolled) < len(contenders):
        nxt = contenders[len(rolled)]
        return replace(position, turn=nxt, roll_off_pips=rolled), events
    best = max(rolled)
    winners = tuple(s for s, v in zip(contenders, rolled, strict=True) if v == best)
    if len(winners) > 1:
        events.append(RollOffTie(winners))
        return replace(position, turn=winners[0], contenders=winners, roll_off_pips=()), events
    first = winners[0]
    started = replace(position, turn=first, phase=Phase.ROLL, contenders=(), roll_off_pips=())
    return _start_series(started, first, events, new_turn=True)


def _roll(position: Position, pips: tuple[int, ...]) -> tuple[Position, list[Event]]:
    left = position.rolls_left - 1
    nxt = replace(position, phase=Phase.MOVE, pips=pips, rolls_left=left)
    return nxt, [Rolled(position.turn, pips, left)]


def _move(position: Position, move: Move) -> tuple[Position, list[Event]]:
    seat = position.turn
    events: list[Event] = []
    if move.is_pass:
        if move.breaks is not None:
            events.append(PenaltyApplied(seat, Duty.MOVE, -1, void=True))
            return _end_turn(position, events)
        events.append(Passed(seat, position.rolls_left))
        if position.rolls_left > 0:
            return replace(position, phase=Phase.ROLL, pips=()), events
        return _end_turn(position, events)

    if move.breaks is Duty.BRING_OUT:
        events.append(PenaltyApplied(seat, Duty.BRING_OUT, move.figure, void=True))
        return _end_turn(position, events)

    capturers = _other_capturers(position, move) if move.breaks is Duty.CAPTURE else []
    nxt = position.with_figure(seat, move.figure, move.target)
    events.append(Moved(seat, move.figure, move.start, move.target))
    if move.capture is not None:
        victim_seat, victim = move.capture
        victim_start = position.figures[victim_seat][victim]
        nxt = nxt.with_figure(victim_seat, victim, HOUSE)
        field = ring_field(seat, move.target)
        events.append(Captured(victim_seat, victim, victim_start, seat, move.figure, field))

    if move.breaks is Duty.CLEAR_START:
        left_on_start = nxt.figures[seat].index(0)
        nxt = nxt.with_figure(seat, left_on_start, HOUSE)
        events.append(PenaltyApplied(seat, Duty.CLEAR_START, left_on_start, void=False))
    elif move.breaks is Duty.CAPTURE and capturers:
        # The sheet sends home the figure that could have captured; of several, the most advanced.
        culprit = max(capturers, key=lambda f: (position.figures[seat][f], -f))
        nxt = nxt.with_figure(seat, culprit, HOUSE)
        events.append(PenaltyApplied(seat, Duty.CAPTURE, culprit, void=False))

    if nxt.has_won(seat):
        return _finish(nxt, seat, events)
    if grants_extra_roll(position.pips):
        return _start_series(replace(nxt, pips=()), seat, events, new_turn=False)
    return _end_turn(nxt, events)


def _other_capturers(position: Position, move: Move) -> list[int]:
    return [
        m.figure
        for m in physical_moves(position)
        if m.capture is not None and m.figure != move.figure
    ]


def _start_series(
    position: Position, seat: int, events: list[Event], *, new_turn: bool
) -> tuple[Position, list[Event]]:
    rolls = rolls_allowed(position, seat)
    nxt = replace(position, turn=seat, phase=Phase.ROLL, pips=(), rolls_left=rolls)
    events.append(TurnStarted(seat, rolls) if new_turn else RollAgain(seat, rolls))
    return nxt, events


def _end_turn(position: Position, events: list[Event]) -> tuple[Position, list[Event]]:
    seat = position.next_seat(position.turn)
    return _start_series(position, seat, events, new_turn=True)


def _finish(position: Position, seat: int, events: list[Event]) -> tuple[Position, list[Event]]:
    finished = (*position.finished, seat)
    nxt = replace(position, finished=finished, pips=())
    events.append(SeatFinished(seat, len(finished)))
    if position.rules.play_on and len(nxt.active_seats) > 1:
        return _end_turn(nxt, events)
    over = replace(nxt, phase=Phase.OVER, rolls_left=0)
    events.append(GameOver(ranking(over)))
    return over, events
