"""Moves: what a roll allows, and which of it the rules demand (GAME.md section 2, rule 7).

Physical moves are everything the pips allow a figure to do. The duties (clear the start field,
bring a figure out, capture) narrow them to the legal moves. With the original sheet's penalties
the duty-breaking moves stay on offer, each marked with the duty it breaks.
"""

from __future__ import annotations

from enum import Enum

from core.board import (
    FIELDS_PER_SEAT,
    GOAL_START,
    HOUSE,
    RING_SIZE,
    route,
)
from core.chance import Dice
from core.event.construction import Paths, routes
from core.position import Position
from core.value_types import dataclass


class Duty(Enum):
    """A duty of the rules that a move can break (only offered with the penalties option)."""

    CLEAR_START = "clear_start"  # rule 7a: move the figure off the start field
    BRING_OUT = "bring_out"  # rule 7b: bring a figure out with a 6
    CAPTURE = "capture"  # rule 7c: capture when forced
    MOVE = "move"  # a move existed, but the player passed


@dataclass(frozen=True, slots=True)
class Move:
    """One choice for the pending roll: a figure from ``start`` to ``target``, or a pass.

    ``capture`` names the opponent figure sent home as ``(seat, figure)``; ``breaks`` is the
    duty this move breaks (penalties option only; ``None`` for a move the rules allow).
    ``route`` lists the progress values the figure passes through, ``start`` and ``target``
    included (empty for a pass); ``paths`` the kinds of the special paths it takes, in order
    (none on the classic board). A move given by a player or read from a record needs only
    figure, target and paths: the engine fills in the rest from its legal moves.
    """

    figure: int
    start: int
    target: int
    capture: tuple[int, int] | None = None
    breaks: Duty | None = None
    route: tuple[int, ...] = ()
    paths: tuple[str, ...] = ()

    @property
    def is_pass(self) -> bool:
        return self.figure < 0

    @property
    def key(self) -> tuple[int, int, tuple[str, ...]]:
        """What identifies the move among the legal ones: figure, target and paths taken."""
        return (self.figure, self.target, self.paths)


PASS = Move(-1, HOUSE, HOUSE)


def can_leave_house(pips: tuple[int, ...]) -> bool:
    """A 6 brings a figure out; with two dice (the most a roll has) it takes a double six."""
    return pips == (6,) or pips == (6, 6)


def grants_extra_roll(pips: tuple[int, ...]) -> bool:
    """A played roll with at least one 6 gives a further roll."""
    return 6 in pips


def _target(
    row: tuple[int, ...], start: int, steps: int, last: int, leaves: bool, jump: bool
) -> int | None:
    """Where a figure of ``row`` at ``start`` gets with ``steps`` (``leaves``: the roll brings a
    figure out; ``last``: the innermost goal field; ``jump``: own goal figures may be passed)."""
    if start == HOUSE:
        return 0 if leaves and 0 not in row else None
    target = start + steps
    if target > last or target in row:
        return None
    if target >= GOAL_START and not jump:
        first_goal_step = start + 1 if start >= GOAL_START else GOAL_START
        for p in row:
            if first_goal_step <= p < target:
                return None
    return target


def opponent_on(position: Position, seat: int, field: int) -> tuple[int, int] | None:
    """``(seat, figure)`` of the opponent figure on absolute ring ``field``, if any."""
    for other in position.seats:
        if other != seat:
            row = position.figures[other]
            progress = (field - FIELDS_PER_SEAT * other) % RING_SIZE
            if progress in row:
                return (other, row.index(progress))
    return None


def physical_moves(position: Position) -> list[Move]:
    """Every move the pending roll allows, before any duty; house figures listed once, for the
    lowest-numbered of them. Moves come in figure order, then target, then the paths taken (one
    move per figure on the classic board; in event mode a figure may have a move per route)."""
    seat = position.turn
    row = position.figures[seat]
    pips = position.pips
    steps = sum(pips)
    last = position.last_progress(seat)
    leaves = can_leave_house(pips)
    jump = position.rules.jump_in_goal
    offset = FIELDS_PER_SEAT * seat
    state = position.event_state
    paths = state.paths if state is not None else None
    moves: list[Move] = []
    house_listed = not leaves  # without a 6 no house figure moves: none is listed
    for figure, start in enumerate(row):
        if start == HOUSE:
            if house_listed:
                continue
            house_listed = True
        elif (
            paths is not None and start < RING_SIZE and _near_junction(start, steps, offset, paths)
        ):
            moves += _path_moves(position, figure, steps, last, jump, paths)
            continue
        target = _target(row, start, steps, last, leaves, jump)
        if target is None:
            continue
        capture = (
            opponent_on(position, seat, (offset + target) % RING_SIZE)
            if (target < RING_SIZE)
            else None
        )
        moves.append(Move(figure, start, target, capture, None, route(start, target)))
    return moves


def _near_junction(start: int, steps: int, offset: int, paths: Paths) -> bool:
    """Whether a ring figure at ``start`` reaches a path's junction with a step still to go
    (otherwise its only route is the normal way)."""
    for junction in (paths.shortcut, paths.detour):
        ahead = (junction - offset - start) % RING_SIZE  # steps to the junction
        if ahead < steps:
            return True
    return False


def _path_moves(
    position: Position, figure: int, steps: int, last: int, jump: bool, paths: Paths
) -> list[Move]:
    """The moves of a ring figure in event mode: one per route over the construction paths."""
    seat = position.turn
    row = position.figures[seat]
    start = row[figure]
    offset = FIELDS_PER_SEAT * seat
    found = routes(row, figure, seat, steps, last, jump, paths)
    moves = []
    for (target, kinds), passed in sorted(found.items()):
        capture = (
            opponent_on(position, seat, (offset + target) % RING_SIZE)
            if (target < RING_SIZE)
            else None
        )
        moves.append(Move(figure, start, target, capture, None, passed, kinds))
    return moves


def duty_of(position: Position, moves: list[Move]) -> tuple[Duty | None, list[Move]]:
    """The duty in force for this roll and the moves that fulfil it (rule 7 a, b, c). The duties
    narrow the moves in order: the start-field duty or the six duty first, then forced capture
    among the moves left (GAME.md 4.4: with construction paths a start-field figure can have a
    capturing route and another one; on the classic board each leaves one move)."""
    seat = position.turn
    row = position.figures[seat]
    if HOUSE in row and 0 in row:
        clear = [m for m in moves if m.start == 0]
        if clear:
            return Duty.CLEAR_START, _capturing(position, clear)
    if can_leave_house(position.pips):  # a house figure moves only then (and to a free start)
        out = [m for m in moves if m.start == HOUSE]
        if out:
            return Duty.BRING_OUT, out
    if position.rules.forced_capture:
        captures = [m for m in moves if m.capture is not None]
        if captures:
            return Duty.CAPTURE, captures
    return None, moves


def _capturing(position: Position, moves: list[Move]) -> list[Move]:
    """``moves`` narrowed by forced capture, when it is on and some of them capture."""
    if position.rules.forced_capture:
        captures = [m for m in moves if m.capture is not None]
        if captures:
            return captures
    return moves


def legal_moves(position: Position) -> list[Move]:
    """The moves the player to move may choose for the pending roll; ``[PASS]`` if none.

    With the penalties option every physical move is offered, duty-breakers marked; a pass is
    then offered too and breaks :attr:`Duty.MOVE` when a move existed.
    """
    return list(offered_moves(position))


def offered_moves(position: Position) -> list[Move]:
    """:func:`legal_moves` as the position keeps them (computed once): not to be changed."""
    cached = position._legal
    if cached is None:
        cached = position._legal = _legal_moves(position)
    return cached


def _legal_moves(position: Position) -> list[Move]:
    moves = physical_moves(position)
    if not moves:
        return [PASS]
    duty, allowed = duty_of(position, moves)
    if not position.rules.penalties:
        return allowed
    keep = {m.key for m in allowed}
    marked = [m if m.key in keep else _breaking(m, duty) for m in moves]
    return [*marked, Move(-1, HOUSE, HOUSE, None, Duty.MOVE)]


def _breaking(move: Move, duty: Duty | None) -> Move:
    return Move(move.figure, move.start, move.target, move.capture, duty, move.route, move.paths)


def dutiful_moves(position: Position) -> list[Move]:
    """The legal moves that break no duty: what the AI chooses from."""
    return [m for m in legal_moves(position) if m.breaks is None]


def _can_advance(row: tuple[int, ...], progress: int, last: int, jump: bool, dice: Dice) -> bool:
    lowest, highest = dice.count, dice.count * dice.sides
    for target in range(progress + 1, min(last, progress + highest) + 1):
        if target in row:
            if not jump:
                return False
            continue
        if target - progress >= lowest:
            return True
    return False


def rolls_allowed(position: Position, seat: int) -> int:
    """Rolls in a series: three tries for a player with nothing that can move without a 6,
    as long as the dice can show one (GAME.md 2.5; 4.3 for other dice)."""
    return series_rolls(
        position.figures[seat],
        position.last_progress(seat),
        position.rules.jump_in_goal,
        position.dice,
    )


def series_rolls(row: tuple[int, ...], last: int, jump: bool, dice: Dice) -> int:
    """:func:`rolls_allowed` for a seat's figures ``row`` with innermost goal progress ``last``."""
    if dice.sides < 6:
        return 1
    for progress in row:
        if 0 <= progress < RING_SIZE:
            return 1
        if progress >= GOAL_START and _can_advance(row, progress, last, jump, dice):
            return 1
    return 3
