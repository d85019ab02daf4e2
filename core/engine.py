"""The turn state machine: a command applied to a position gives the next position and events.

Commands are chance answers (:class:`~core.chance.Roll` for the die, :class:`~core.chance.Draw`
for the railway's interval) and decisions (a :class:`~core.moves.Move` from
:func:`~core.moves.legal_moves`, a pass included). Nothing here draws random numbers: the same
position and command give the same result in every process.
"""

from __future__ import annotations

from core.board import GOAL_START, HOUSE, ring_field
from core.chance import ChanceKind, Draw, Roll
from core.happenings import (
    Captured,
    GameOver,
    Happening,
    Moved,
    Passed,
    PenaltyApplied,
    RollAgain,
    Rolled,
    RollOffRolled,
    RollOffTie,
    SeatFinished,
    TrainComing,
    TrainPassed,
    TrainScheduled,
    TurnStarted,
)
from core.moves import (
    Duty,
    Move,
    grants_extra_roll,
    offered_moves,
    physical_moves,
    series_rolls,
)
from core.position import TRAIN_NODE, Phase, Position
from core.railway import after_train, ends_table_round, train_hits
from core.ranking import ranking


class IllegalCommandError(ValueError):
    """A command that the position does not accept (wrong phase, impossible pips)."""


class IllegalMoveError(IllegalCommandError):
    """A move that is not among the legal moves of the position."""


Command = Roll | Draw | Move
Outcome = tuple[Position, list[Happening]]  # the next position and what happened on the way


def apply(position: Position, command: Command) -> Outcome:
    """Apply ``command`` to ``position``; raise :class:`IllegalCommandError` if it does not fit."""
    phase = position.phase
    kind = type(command)
    if kind is Move:
        assert isinstance(command, Move)
        if phase is not Phase.MOVE:
            raise IllegalMoveError(f"no move expected: the position waits for {phase.value}")
        return _move(position, _find_legal(position, command))
    if kind is Roll:
        assert isinstance(command, Roll)
        _check_pips(position, command.pips)
        if phase is Phase.ROLL:
            return _roll(position, command.pips)
        if phase is Phase.ROLL_OFF:
            return _roll_off(position, command.pips)
        raise IllegalCommandError(f"no roll expected: the position waits for {phase.value}")
    if not isinstance(command, Draw):
        raise IllegalCommandError(f"{command!r} is not a command")
    if phase is not Phase.TRAIN or command.kind is not ChanceKind.TRAIN:
        raise IllegalCommandError(
            f"no {command.kind.value} draw expected: the position waits for {phase.value}"
        )
    if not TRAIN_NODE.low <= command.value <= TRAIN_NODE.high:
        raise IllegalCommandError(
            f"the train's interval is {TRAIN_NODE.low}..{TRAIN_NODE.high}, not {command.value}"
        )
    return _schedule_train(position, command.value)


def _at(
    p: Position,
    figures: tuple[tuple[int, ...], ...],
    turn: int,
    phase: Phase,
    pips: tuple[int, ...],
    rolls_left: int,
    train: int,
) -> Position:
    """``p`` with what a step of play changes (the hot path builds positions this way)."""
    return Position(
        p.rules, p.seats, figures, p.goal_sizes, turn, phase, pips, rolls_left, p.finished,
        p.contenders, p.roll_off_pips, p.dice, train, p.opener,
    )


def _check_pips(position: Position, pips: tuple[int, ...]) -> None:
    dice = position.dice
    if len(pips) == 1 == dice.count and 1 <= pips[0] <= dice.sides:
        return
    if len(pips) != dice.count or not all(1 <= p <= dice.sides for p in pips):
        raise IllegalCommandError(
            f"a roll is {dice.count} die of 1..{dice.sides}, not {list(pips)}"
        )


def _find_legal(position: Position, move: Move) -> Move:
    offered = offered_moves(position)
    if move in offered:  # mostly the very object offered (identity is checked first)
        return offered[offered.index(move)]
    key = move.key
    for legal in offered:
        if legal.key == key:
            return legal
    raise IllegalMoveError(f"figure {move.figure} to {move.target} is not a legal move here")


def _roll_off(position: Position, pips: tuple[int, ...]) -> Outcome:
    seat = position.turn
    rolled = (*position.roll_off_pips, sum(pips))
    events: list[Happening] = [RollOffRolled(seat, pips)]
    contenders = position.contenders
    if len(rolled) < len(contenders):
        nxt = contenders[len(rolled)]
        return position.but(turn=nxt, roll_off_pips=rolled), events
    best = max(rolled)
    winners = tuple(s for s, v in zip(contenders, rolled, strict=True) if v == best)
    if len(winners) > 1:
        events.append(RollOffTie(winners))
        return position.but(turn=winners[0], contenders=winners, roll_off_pips=()), events
    first = winners[0]
    opener = first if position.rules.railway else -1
    started = position.but(
        turn=first, phase=Phase.ROLL, contenders=(), roll_off_pips=(), opener=opener
    )
    return _start_series(started, started.figures, first, events, new_turn=True)


def _roll(p: Position, pips: tuple[int, ...]) -> Outcome:
    left = p.rolls_left - 1
    return _at(p, p.figures, p.turn, Phase.MOVE, pips, left, p.train), [Rolled(p.turn, pips, left)]


def _schedule_train(position: Position, rounds: int) -> Outcome:
    events: list[Happening] = [TrainScheduled(rounds)]
    if position.contenders:
        return position.but(phase=Phase.ROLL_OFF, train=rounds, rolls_left=1), events
    scheduled = position.but(phase=Phase.ROLL, train=rounds)
    return _start_series(scheduled, scheduled.figures, position.turn, events, new_turn=True)


def _move(p: Position, move: Move) -> Outcome:
    seat = p.turn
    events: list[Happening] = []
    if move.figure < 0:  # a pass
        if move.breaks is not None:
            events.append(PenaltyApplied(seat, Duty.MOVE, -1, void=True))
            return _end_turn(p, p.figures, events)
        events.append(Passed(seat, p.rolls_left))
        if p.rolls_left > 0:
            return _at(p, p.figures, seat, Phase.ROLL, (), p.rolls_left, p.train), events
        return _end_turn(p, p.figures, events)

    breaks = move.breaks
    if breaks is Duty.BRING_OUT:
        events.append(PenaltyApplied(seat, Duty.BRING_OUT, move.figure, void=True))
        return _end_turn(p, p.figures, events)

    table = list(p.figures)
    row = list(table[seat])
    row[move.figure] = move.target
    events.append(Moved(seat, move.figure, move.start, move.target, move.route, move.paths))
    capture = move.capture
    if capture is not None:
        victim_seat, victim = capture
        victims = list(table[victim_seat])
        victim_start = victims[victim]
        victims[victim] = HOUSE
        table[victim_seat] = tuple(victims)
        field = ring_field(seat, move.target)
        events.append(Captured(victim_seat, victim, victim_start, seat, move.figure, field))
    if breaks is not None:
        _penalise(p, move, row, events)
    table[seat] = tuple(row)
    figures = tuple(table)

    if move.target >= GOAL_START and all(progress >= GOAL_START for progress in row):
        return _finish(_at(p, figures, seat, Phase.MOVE, (), 0, p.train), seat, events)
    if grants_extra_roll(p.pips):
        return _start_series(p, figures, seat, events, new_turn=False)
    return _end_turn(p, figures, events)


def _penalise(p: Position, move: Move, row: list[int], events: list[Happening]) -> None:
    """The original sheet's penalty for a move that breaks a duty but is made (rules 6, 12)."""
    seat = p.turn
    if move.breaks is Duty.CLEAR_START:
        left_on_start = row.index(0)
        row[left_on_start] = HOUSE
        events.append(PenaltyApplied(seat, Duty.CLEAR_START, left_on_start, void=False))
    elif move.breaks is Duty.CAPTURE:
        capturers = [
            m.figure
            for m in physical_moves(p)
            if m.capture is not None and m.figure != move.figure
        ]
        if capturers:
            # The figure that could have captured goes home; of several, the most advanced.
            culprit = max(capturers, key=lambda f: (p.figures[seat][f], -f))
            row[culprit] = HOUSE
            events.append(PenaltyApplied(seat, Duty.CAPTURE, culprit, void=False))


def _start_series(
    p: Position,
    figures: tuple[tuple[int, ...], ...],
    seat: int,
    events: list[Happening],
    *,
    new_turn: bool,
) -> Outcome:
    """``seat`` rolls next (a new turn, or a further roll in the same one)."""
    last = GOAL_START + p.goal_sizes[seat] - 1
    rolls = series_rolls(figures[seat], last, p.rules.jump_in_goal, p.dice)
    nxt = _at(p, figures, seat, Phase.ROLL, (), rolls, p.train)
    events.append(TurnStarted(seat, rolls) if new_turn else RollAgain(seat, rolls))
    return nxt, events


def _end_turn(
    p: Position, figures: tuple[tuple[int, ...], ...], events: list[Happening]
) -> Outcome:
    seat = p.next_seat(p.turn)
    if p.rules.railway and ends_table_round(p, p.turn, seat):
        return _table_round_ended(_at(p, figures, seat, Phase.ROLL, (), 1, p.train), events)
    return _start_series(p, figures, seat, events, new_turn=True)


def _table_round_ended(position: Position, events: list[Happening]) -> Outcome:
    """A table round ended as the turn passed to ``position.turn``: the train's countdown goes
    on, and when it runs out the train passes before that seat's first roll."""
    left = position.train - 1
    if left > 0:
        if left == 1:
            events.append(TrainComing())
        return _start_series(
            position.but(train=left), position.figures, position.turn, events, new_turn=True
        )
    hits = train_hits(position)
    events.append(TrainPassed(hits))
    figures = after_train(position.figures, hits) if hits else position.figures
    waiting = position.but(figures=figures, phase=Phase.TRAIN, rolls_left=0, train=0)
    return waiting, events


def _finish(position: Position, seat: int, events: list[Happening]) -> Outcome:
    finished = (*position.finished, seat)
    nxt = position.but(finished=finished)
    events.append(SeatFinished(seat, len(finished)))
    if position.rules.play_on and len(nxt.active_seats) > 1:
        return _end_turn(nxt, nxt.figures, events)
    over = nxt.but(phase=Phase.OVER, rolls_left=0)
    events.append(GameOver(ranking(over)))
    return over, events
