"""The turn state machine: a command applied to a position gives the next position and happenings.

Commands are chance answers (:class:`~core.chance.Roll` for the die, :class:`~core.chance.Draw`
for everything else: the railway's interval, and in event mode the wheel and what its events
draw) and decisions (a :class:`~core.moves.Move` from :func:`legal_actions`, a pass included; in
event mode a :class:`~core.actions.Confirm` and a :class:`~core.actions.Pick`). Nothing here
draws random numbers: the same position and command give the same result in every process.
Event mode's own steps live in :mod:`core.event.play`, below this module: a step that resolves
an event says where play goes on (:class:`~core.event.play.GoOn`), and :func:`_go_on` does it.
"""

from __future__ import annotations

from core.actions import CONFIRM, Action, Command, Confirm, Pick
from core.board import GOAL_START, HOUSE, ring_field
from core.chance import ChanceKind, Dice, Draw, Roll
from core.event import play as eventplay
from core.event.play import GoOn
from core.event.state import Origin, Pending, turn_begun
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
    TurnSkipped,
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
from core.position import Phase, Position
from core.railway import after_train, ends_table_round, train_hits
from core.ranking import ranking


class IllegalCommandError(ValueError):
    """A command that the position does not accept (wrong phase, impossible pips)."""


class IllegalMoveError(IllegalCommandError):
    """A move that is not among the legal moves of the position."""


Outcome = tuple[Position, list[Happening]]  # the next position and what happened on the way
Figures = tuple[tuple[int, ...], ...]
_DRAWN = {
    ChanceKind.TRAIN: "the train's interval",
    ChanceKind.WHEEL: "the wheel's slice",
    ChanceKind.TARGET: "the rocket's target",
    ChanceKind.PLACE: "the new distribution's field",
    ChanceKind.PATHS: "the construction pair",
    ChanceKind.SECOND: "the second die's turns",
}


def legal_actions(position: Position) -> list[Action]:
    """What the seat to move may choose now: moves (phase MOVE), the confirmation of an event
    (CONFIRM), figures to pick (PICK); empty at a chance node or at the end."""
    phase = position.phase
    if phase is Phase.MOVE:
        return list(offered_moves(position))
    if phase is Phase.CONFIRM:
        return [CONFIRM]
    if phase is Phase.PICK:
        return list(eventplay.picks(position))
    return []


def apply(position: Position, command: Command | object) -> Outcome:
    """Apply ``command`` to ``position``; raise :class:`IllegalCommandError` if it does not fit
    (also for anything that is no command at all: typed ``object`` so that the compiled core
    checks it here rather than raising ``TypeError`` at the call)."""
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
    if isinstance(command, Draw):
        return _draw(position, command)
    if isinstance(command, Confirm):
        if phase is not Phase.CONFIRM:
            raise IllegalCommandError(f"nothing to confirm: the position waits for {phase.value}")
        happenings: list[Happening] = []
        return _go_on(*eventplay.confirm(position, happenings), happenings)
    if isinstance(command, Pick):
        if phase is not Phase.PICK or command not in eventplay.picks(position):
            raise IllegalCommandError(f"{command} is not a pick the position offers")
        happenings = []
        return _go_on(*eventplay.answer_pick(position, command, happenings), happenings)
    raise IllegalCommandError(f"{command!r} is not a command")


def _draw(position: Position, draw: Draw) -> Outcome:
    node = position.chance_node()
    if node is None or node.kind is ChanceKind.DIE or node.kind is not draw.kind:
        raise IllegalCommandError(
            f"no {draw.kind.value} draw expected: the position waits for {position.phase.value}"
        )
    if not node.low <= draw.value <= node.high:
        raise IllegalCommandError(
            f"{_DRAWN[draw.kind]} is {node.low}..{node.high}, not {draw.value}"
        )
    if draw.kind is ChanceKind.TRAIN:
        return _schedule_train(position, draw.value)
    if draw.kind is ChanceKind.WHEEL:
        return eventplay.turn_wheel(position, draw.value, [])
    happenings: list[Happening] = []
    return _go_on(*eventplay.answer_draw(position, draw.value, happenings), happenings)


def _go_on(position: Position, go_on: GoOn, happenings: list[Happening]) -> Outcome:
    """Play goes on after a step of an event, as the event says (:class:`GoOn`)."""
    if go_on is GoOn.HERE:
        return position, happenings
    if go_on is GoOn.AFTER_MOVE:
        return after_move(position, position.figures, happenings)
    if go_on is GoOn.END_TURN:
        return end_turn(position, position.figures, happenings)
    if go_on is GoOn.TRY_AGAIN:
        return try_again(position, happenings)
    if go_on is GoOn.BEGIN:
        return begin(position, happenings)
    return game_over(position, happenings)


def _at(
    p: Position,
    figures: Figures,
    turn: int,
    phase: Phase,
    pips: tuple[int, ...],
    rolls_left: int,
    train: int,
) -> Position:
    """``p`` with what a step of play changes (the hot path builds positions this way)."""
    return Position(
        p.rules,
        p.seats,
        figures,
        p.goal_sizes,
        turn,
        phase,
        pips,
        rolls_left,
        p.finished,
        p.contenders,
        p.roll_off_pips,
        p.dice,
        train,
        p.opener,
        p.event_state,
    )


def _check_pips(position: Position, pips: tuple[int, ...]) -> None:
    dice = position.dice
    if len(pips) != dice.count or min(pips) < 1 or max(pips) > dice.sides:
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
    happenings: list[Happening] = [RollOffRolled(seat, pips)]
    contenders = position.contenders
    if len(rolled) < len(contenders):
        nxt = contenders[len(rolled)]
        return position.but(turn=nxt, roll_off_pips=rolled), happenings
    best = max(rolled)
    winners = tuple(s for i, s in enumerate(contenders) if rolled[i] == best)
    if len(winners) > 1:
        happenings.append(RollOffTie(winners))
        return position.but(turn=winners[0], contenders=winners, roll_off_pips=()), happenings
    first = winners[0]
    counts_rounds = position.rules.railway or position.rules.event_mode
    # _start_series sets turn and phase.
    started = position.but(contenders=(), roll_off_pips=(), opener=first if counts_rounds else -1)
    return _start_series(started, started.figures, first, happenings, new_turn=True)


def _roll(p: Position, pips: tuple[int, ...]) -> Outcome:
    left = p.rolls_left - 1
    happenings: list[Happening] = [Rolled(p.turn, pips, left)]
    rolled = _at(p, p.figures, p.turn, Phase.MOVE, pips, left, p.train)
    if p.event_state is not None:
        return eventplay.count_pips(rolled, happenings), happenings
    return rolled, happenings


def _schedule_train(position: Position, rounds: int) -> Outcome:
    happenings: list[Happening] = [TrainScheduled(rounds)]
    scheduled = position.but(train=rounds)
    if position.event_state is not None and position.event_state.pending is not None:
        return _go_on(*eventplay.resolved(scheduled), happenings)  # a special train during a turn
    if position.contenders:
        return scheduled.but(phase=Phase.ROLL_OFF, rolls_left=1), happenings
    return _start_series(scheduled, scheduled.figures, position.turn, happenings, new_turn=True)


def begin(position: Position, happenings: list[Happening]) -> Outcome:
    """Play begins once event mode's first pair of paths is drawn: the railway's first interval,
    the roll-off, or the first player's first roll."""
    if position.rules.railway:
        return position.but(phase=Phase.TRAIN, rolls_left=0), happenings
    if position.contenders:
        return position.but(phase=Phase.ROLL_OFF, rolls_left=1), happenings
    return _start_series(position, position.figures, position.turn, happenings, new_turn=True)


def _move(p: Position, move: Move) -> Outcome:
    seat = p.turn
    happenings: list[Happening] = []
    if move.figure < 0:  # a pass
        if move.breaks is not None:
            happenings.append(PenaltyApplied(seat, Duty.MOVE, -1, void=True))
            return end_turn(p, p.figures, happenings)
        happenings.append(Passed(seat, p.rolls_left))
        if p.rolls_left > 0:
            return try_again(p, happenings)
        return after_move(p, p.figures, happenings, passed=True)

    breaks = move.breaks
    if breaks is Duty.BRING_OUT:
        happenings.append(PenaltyApplied(seat, Duty.BRING_OUT, move.figure, void=True))
        return end_turn(p, p.figures, happenings)

    table = list(p.figures)
    row = list(table[seat])
    row[move.figure] = move.target
    happenings.append(Moved(seat, move.figure, move.start, move.target, move.route, move.paths))
    capture = move.capture
    if capture is not None:
        victim_seat, victim = capture
        victims = list(table[victim_seat])
        victim_start = victims[victim]
        victims[victim] = HOUSE
        table[victim_seat] = tuple(victims)
        field = ring_field(seat, move.target)
        happenings.append(Captured(victim_seat, victim, victim_start, seat, move.figure, field))
    if breaks is not None:
        _penalise(p, move, row, happenings)
    table[seat] = tuple(row)
    figures = tuple(table)
    if p.event_state is not None and eventplay.landed_on_star(seat, move.target):
        return eventplay.field_event(p, figures), happenings
    return after_move(p, figures, happenings)


def try_again(p: Position, happenings: list[Happening]) -> Outcome:
    """A failed try with tries left: the same player rolls again, with the dice as they are now
    (an event drawn on the try may have changed them); a counter event's special train passes
    first."""
    state = p.event_state
    if state is None:
        return _at(p, p.figures, p.turn, Phase.ROLL, (), p.rolls_left, p.train), happenings
    if state.train_after_move:
        marker = Pending(Origin.RETRY, confirmed=True)
        waiting = eventplay.state_with(state, train_after_move=False, pending=marker)
        return eventplay.pass_train(p.but(pips=(), event_state=waiting), happenings)
    dice = Dice(state.sides, 2 if state.two_dice else 1)
    return Position(
        p.rules,
        p.seats,
        p.figures,
        p.goal_sizes,
        p.turn,
        Phase.ROLL,
        (),
        p.rolls_left,
        p.finished,
        p.contenders,
        p.roll_off_pips,
        dice,
        p.train,
        p.opener,
        state,
    ), happenings


def after_move(
    p: Position, figures: Figures, happenings: list[Happening], *, passed: bool = False
) -> Outcome:
    """The rest of the turn after the move (or after its field event, or after the pass of a
    last try: ``passed``): a counter event's special train, the end of the game, a further roll
    after a played 6, an owed extra roll, or the next player. ``p.pips`` is the roll that was
    played (or passed)."""
    seat = p.turn
    state = p.event_state
    if state is not None and state.train_after_move:
        marker = Pending(Origin.FIELD, confirmed=True)
        waiting = eventplay.state_with(state, train_after_move=False, pending=marker)
        played = () if passed else p.pips  # after the train, an unplayed 6 rolls not again
        # pass_train sets phase and train.
        return eventplay.pass_train(
            p.but(figures=figures, pips=played, rolls_left=0, event_state=waiting), happenings
        )
    row = figures[seat]
    if not passed and row and all(progress >= GOAL_START for progress in row):
        return _finish(p, figures, seat, happenings)
    if not passed and grants_extra_roll(p.pips):
        return _start_series(p, figures, seat, happenings)
    if state is not None and state.extra > 0:
        owed = p.but(event_state=eventplay.state_with(state, extra=state.extra - 1))
        return _start_series(owed, figures, seat, happenings, rolls=1)
    return end_turn(p, figures, happenings)


def _penalise(p: Position, move: Move, row: list[int], happenings: list[Happening]) -> None:
    """The original sheet's penalty for a move that breaks a duty but is made (rules 6, 12)."""
    seat = p.turn
    if move.breaks is Duty.CLEAR_START:
        left_on_start = row.index(0)
        row[left_on_start] = HOUSE
        happenings.append(PenaltyApplied(seat, Duty.CLEAR_START, left_on_start, void=False))
    elif move.breaks is Duty.CAPTURE:
        capturers = [
            m.figure for m in physical_moves(p) if m.capture is not None and m.figure != move.figure
        ]
        if capturers:
            # The figure that could have captured goes home; of several, the most advanced.
            # Own figures share a progress only in the house, and one house figure at most
            # moves: the capturers' progresses differ.
            before = p.figures[seat]
            culprit = max(capturers, key=lambda f: before[f])
            row[culprit] = HOUSE
            happenings.append(PenaltyApplied(seat, Duty.CAPTURE, culprit, void=False))


def _start_series(
    p: Position,
    figures: Figures,
    seat: int,
    happenings: list[Happening],
    *,
    new_turn: bool = False,
    rolls: int | None = None,
) -> Outcome:
    """``seat`` rolls next: a new turn, or a further roll in the same one (``rolls``: exactly
    that many, as an owed extra roll)."""
    dice = p.dice
    state = p.event_state
    if state is not None:
        if new_turn:
            if state.skips[seat] > 0:
                left = state.skips[seat] - 1
                skipped = p.but(
                    turn=seat,
                    # Nothing is owed as a turn passes (the extra rolls come before).
                    event_state=eventplay.state_with(state, skips=_with(state.skips, seat, left)),
                )
                happenings.append(TurnSkipped(seat, left))
                return end_turn(skipped, figures, happenings)
            two = state.second[seat] > 0
            if two or state.extra or state.two_dice:
                second = _with(state.second, seat, state.second[seat] - 1) if two else state.second
                state = turn_begun(state, second, two)
        count = 2 if state.two_dice else 1
        if dice.sides != state.sides or dice.count != count:
            dice = Dice(state.sides, count)  # a D4, a D10 or the second die began or ended
    if rolls is None:
        last = GOAL_START + p.goal_sizes[seat] - 1
        rolls = series_rolls(figures[seat], last, p.rules.jump_in_goal, dice)
    nxt = Position(
        p.rules,
        p.seats,
        figures,
        p.goal_sizes,
        seat,
        Phase.ROLL,
        (),
        rolls,
        p.finished,
        p.contenders,
        p.roll_off_pips,
        dice,
        p.train,
        p.opener,
        state,
    )
    happenings.append(TurnStarted(seat, rolls) if new_turn else RollAgain(seat, rolls))
    return nxt, happenings


def _with(values: tuple[int, ...], seat: int, new: int) -> tuple[int, ...]:
    return (*values[:seat], new, *values[seat + 1 :])


def end_turn(p: Position, figures: Figures, happenings: list[Happening]) -> Outcome:
    """The turn passes to the next player still in the game (a table round may end on the way)."""
    seat = p.next_seat(p.turn)
    rules = p.rules
    state = p.event_state
    if state is not None and state.train_after_move:
        # The special train of a player knocked out by its move's field event: it passes as
        # that turn ends, before the next player's first roll, like a scheduled train.
        nxt = p.but(
            figures=figures,
            turn=seat,
            pips=(),
            rolls_left=0,
            event_state=eventplay.state_with(state, train_after_move=False),
        )
        if ends_table_round(p, p.turn, seat):
            nxt = eventplay.round_ended(nxt, happenings)
        return eventplay.pass_train(nxt, happenings)  # it sets phase and train
    if (rules.railway or rules.event_mode) and ends_table_round(p, p.turn, seat):
        # _table_round_ended sets phase and rolls.
        return _table_round_ended(p.but(figures=figures, turn=seat, pips=()), happenings)
    return _start_series(p, figures, seat, happenings, new_turn=True)


def _table_round_ended(position: Position, happenings: list[Happening]) -> Outcome:
    """A table round ended as the turn passed to ``position.turn``: a D4 or D10 runs down, the
    train's countdown goes on, and when it runs out the train passes before that seat's first
    roll."""
    if position.event_state is not None:
        position = eventplay.round_ended(position, happenings)
    if not position.rules.railway:
        return _start_series(position, position.figures, position.turn, happenings, new_turn=True)
    left = position.train - 1
    if left > 0:
        if left == 1:
            happenings.append(TrainComing())
        return _start_series(
            position.but(train=left), position.figures, position.turn, happenings, new_turn=True
        )
    hits = train_hits(position)
    happenings.append(TrainPassed(hits))
    waiting = position.but(
        figures=after_train(position.figures, hits), phase=Phase.TRAIN, rolls_left=0, train=0
    )
    return waiting, happenings


def _finish(
    position: Position, figures: Figures, seat: int, happenings: list[Happening]
) -> Outcome:
    """``seat`` has moved its last figure into the goal, leaving ``figures``: the next player,
    or the end of the game (which sets phase, rolls and pips)."""
    finished = (*position.finished, seat)
    nxt = position.but(figures=figures, finished=finished)
    happenings.append(SeatFinished(seat, len(finished)))
    if position.rules.play_on and len(nxt.active_seats) > 1:
        return end_turn(nxt, nxt.figures, happenings)
    return game_over(nxt, happenings)


def game_over(position: Position, happenings: list[Happening]) -> Outcome:
    over = position.but(phase=Phase.OVER, rolls_left=0, pips=())
    happenings.append(GameOver(ranking(over)))
    return over, happenings
