"""Event mode's part of the turn state machine (GAME.md 4.3, 4.4): the counter, the wheel, the
fourteen events and what they ask for.

An event is drawn for the seat to move, either before its move (the pip counter reached 32) or
after it (the move ended on a star field). The position then waits, in turn, for the wheel
(chance), the player's confirmation, and whatever the event needs: a draw (a rocket's target, a new
distribution's fields, a construction pair, the second die's turns) or the player's pick (place
swap, send back). When it is resolved, play goes on where it stopped (:func:`resolved`): with
the roll already made for a counter event, with the rest of the turn for a field event.

This module sits below the engine and never calls it: a step that may end the event returns the
position with a :class:`GoOn`, what the engine does next (the rest of the turn, the next turn, the
end of the game), and :mod:`core.engine` does it.

Everything that sends figures home spares safe goal figures (4.1); nothing an event moves
triggers a star field.
"""

from __future__ import annotations

import itertools
from dataclasses import fields
from enum import Enum
from typing import Any

from core.actions import Pick
from core.board import (
    GOAL_START,
    HOUSE,
    RING_SIZE,
    STAR_FIELDS,
    progress_of_field,
    ring_field,
)
from core.event.construction import PAIRS
from core.event.draws import exposed, opponent_targets, pending_of, ring_figures, state_of
from core.event.state import (
    COUNTER_LIMIT,
    SIDES_ROUNDS,
    EventState,
    Origin,
    Pending,
    counted,
    with_seat,
)
from core.event.wheel import Event, event_of
from core.happenings import (
    CounterReset,
    DiceChanged,
    EventApplied,
    Happening,
    PathsBuilt,
    SeatKnockedOut,
    SecondDie,
    TrainPassed,
    WheelDrawn,
)
from core.position import Phase, Position
from core.railway import after_train, train_hits

Outcome = tuple[Position, list[Happening]]


class GoOn(Enum):
    """What the engine does after a step of an event (:mod:`core.engine` acts on it)."""

    HERE = "here"  # nothing: the position returned waits (a draw, a pick, the train, the move)
    BEGIN = "begin"  # the game's first pair of paths is built: play begins
    TRY_AGAIN = "try again"  # a counter event's special train after a failed try: the next try
    AFTER_MOVE = "after move"  # a field event is resolved: the rest of the turn
    END_TURN = "end turn"  # the seat to move was knocked out: the next seat's turn
    GAME_OVER = "game over"  # one seat is left: the game ends


Resolution = tuple[Position, GoOn]  # the position after an event's step, and what comes next
Figures = tuple[tuple[int, ...], ...]
Moved = tuple[int, int, int, int]  # (seat, figure, from, to) of an EventApplied

OFF_BOARD = -2  # where a knocked-out seat's figures go, in EventApplied

_ASKS_FOR_DRAWS = (Event.ROCKET, Event.NEW_DISTRIBUTION, Event.CONSTRUCTION, Event.SECOND_DIE)


# --- what a seat may pick ---------------------------------------------------------------------


def swaps(position: Position) -> list[Pick]:
    """Every place swap the seat to move may pick: one own ring figure, one opponent's."""
    me = position.turn
    own = [f for f, p in enumerate(position.figures[me]) if 0 <= p < RING_SIZE]
    theirs = [(s, f) for s, f in ring_figures(position) if s != me]
    return [Pick(o, s, f) for o, (s, f) in itertools.product(own, theirs)]


def picks(position: Position) -> list[Pick]:
    """What the seat to move may pick for the event being resolved (phase PICK)."""
    event = pending_of(position).event
    if event is Event.SWAP:
        return swaps(position)
    return [Pick(-1, s, f) for s, f in opponent_targets(position)]


# --- the counter and the wheel ---------------------------------------------------------------


def count_pips(position: Position, happenings: list[Happening]) -> Position:
    """After a roll in event mode (phase MOVE already): add the pips to the roller's counter; at
    32 or more, reset it and turn the wheel before the move."""
    state = state_of(position)
    seat = position.turn
    total = state.counters[seat] + sum(position.pips)
    if total < COUNTER_LIMIT:
        return position.with_event_state(counted(state, with_seat(state.counters, seat, total)))
    happenings.append(CounterReset(seat, total))
    counters = with_seat(state.counters, seat, 0)
    pending = Pending(Origin.COUNTER)
    waiting = state_with(state, counters=counters, pending=pending)
    return position.with_event_state(waiting, Phase.WHEEL)


def landed_on_star(seat: int, target: int) -> bool:
    return target < RING_SIZE and ring_field(seat, target) in STAR_FIELDS


def field_event(position: Position, figures: Figures) -> Position:
    """A move of ``position`` ended on a star field, leaving ``figures``: the wheel turns before
    the turn goes on."""
    state = state_of(position)
    return position.but(
        figures=figures,
        phase=Phase.WHEEL,
        event_state=state_with(state, pending=Pending(Origin.FIELD)),
    )


def turn_wheel(position: Position, slice_number: int, happenings: list[Happening]) -> Outcome:
    state = state_of(position)
    pending = pending_of(position)
    event = event_of(slice_number)
    happenings.append(WheelDrawn(position.turn, event, slice_number, pending.origin.value))
    drawn = Pending(pending.origin, event)
    return position.but(
        phase=Phase.CONFIRM, event_state=state_with(state, pending=drawn)
    ), happenings


# --- the events ------------------------------------------------------------------------------


def confirm(position: Position, happenings: list[Happening]) -> Resolution:
    """The player confirmed the event drawn: it takes effect, or asks for a draw or a pick."""
    state = state_of(position)
    pending = pending_of(position)
    event = pending.event
    assert event is not None
    seat = position.turn
    waits = None
    if event in _ASKS_FOR_DRAWS and _has_subject(position, event):
        waits = Phase.DRAW
    elif event in (Event.SWAP, Event.SEND_BACK) and picks(position):
        waits = Phase.PICK
    elif (
        event is Event.SPECIAL_TRAIN
        and position.rules.railway
        and (pending.origin is not Origin.COUNTER)
    ):
        waits = Phase.TRAIN
    if waits is not None:
        confirmed = state_with(state, pending=Pending(pending.origin, event, confirmed=True))
        if waits is Phase.TRAIN:
            happenings.append(EventApplied(seat, event))
            return pass_train(position.with_event_state(confirmed), happenings)[0], GoOn.HERE
        return position.with_event_state(confirmed, waits), GoOn.HERE
    if event is Event.REINFORCEMENT:
        return resolved(reinforce(position, happenings)[0])
    if event is Event.KNOCKED_OUT:
        return _knock_out(position, happenings)
    if event is Event.LEADER_BACK:
        return resolved(send_home(position, leaders(position), event, happenings)[0])
    if event in (Event.FOUR_SIDED, Event.TEN_SIDED):
        sides = 4 if event is Event.FOUR_SIDED else 10
        state = state_of(position)
        happenings.append(EventApplied(seat, event))
        happenings.append(DiceChanged(sides, SIDES_ROUNDS))
        changed = state_with(state, sides=sides, sides_rounds=SIDES_ROUNDS)
        return resolved(position.but(event_state=changed))
    if event is Event.EXTRA_ROLL:
        state = state_of(position)
        happenings.append(EventApplied(seat, event))
        return resolved(position.but(event_state=state_with(state, extra=state.extra + 1)))
    if event is Event.SKIP:
        state = state_of(position)
        happenings.append(EventApplied(seat, event))
        skips = with_seat(state.skips, seat, state.skips[seat] + 1)
        return resolved(position.but(event_state=state_with(state, skips=skips)))
    if event is Event.SPECIAL_TRAIN and position.rules.railway:  # a counter event's: deferred
        happenings.append(EventApplied(seat, event))
        state = state_of(position)
        return resolved(position.but(event_state=state_with(state, train_after_move=True)))
    # Nothing to act on (no figure to swap, no target, no track): shown, confirmed, no effect.
    happenings.append(EventApplied(seat, event))
    return resolved(position)


def acts(position: Position) -> bool:
    """Whether the event drawn (phase CONFIRM) has something to act on: a target, a figure to
    swap, a leader, a ring figure to place, a track for the special train. Without, it is shown,
    confirmed and has no effect (GAME.md 4.3)."""
    event = pending_of(position).event
    if event in (Event.SWAP, Event.SEND_BACK):
        return bool(picks(position))
    if event is Event.LEADER_BACK:
        return bool(leaders(position))
    if event is Event.SPECIAL_TRAIN:
        return position.rules.railway
    return event is not None and (event not in _ASKS_FOR_DRAWS or _has_subject(position, event))


def _has_subject(position: Position, event: Event) -> bool:
    if event is Event.ROCKET:
        return bool(opponent_targets(position))
    if event is Event.NEW_DISTRIBUTION:
        return bool(ring_figures(position))
    return True


def answer_draw(position: Position, value: int, happenings: list[Happening]) -> Resolution:
    """A draw the event asked for (phase DRAW), ``value`` within :func:`draw_node`'s range."""
    state = state_of(position)
    pending = pending_of(position)
    event = pending.event
    seat = position.turn
    if event is Event.ROCKET:
        target = opponent_targets(position)[value]
        return resolved(send_home(position, [target], event, happenings)[0])
    if event is Event.NEW_DISTRIBUTION:
        free = [f for f in range(RING_SIZE) if f not in pending.placed]
        placed = (*pending.placed, free[value])
        figures = ring_figures(position)
        if len(placed) < len(figures):
            more = Pending(pending.origin, event, True, placed)
            return position.but(event_state=state_with(state, pending=more)), GoOn.HERE
        return resolved(_distribute(position, figures, placed, happenings)[0])
    if event is Event.CONSTRUCTION:
        paths = PAIRS[value]
        if pending.origin is not Origin.START:
            happenings.append(EventApplied(seat, event))
        happenings.append(PathsBuilt(paths.shortcut, paths.detour))
        return resolved(position.but(event_state=state_with(state, paths=paths)))
    if event is Event.SECOND_DIE:
        turns = state.second[seat] + value
        happenings.append(EventApplied(seat, event))
        happenings.append(SecondDie(seat, value))
        second = with_seat(state.second, seat, turns)
        return resolved(position.but(event_state=state_with(state, second=second)))
    raise AssertionError(f"{event} draws nothing")


def answer_pick(position: Position, pick: Pick, happenings: list[Happening]) -> Resolution:
    event = pending_of(position).event
    if event is Event.SEND_BACK:
        return resolved(send_home(position, [(pick.seat, pick.figure)], event, happenings)[0])
    swapped, moved = swap_places(position, pick.own, (pick.seat, pick.figure))
    happenings.append(EventApplied(position.turn, Event.SWAP, moved))
    return resolved(swapped)


def leaders(position: Position) -> list[tuple[int, int]]:
    """ "Leader, turn back!": every active seat's most advanced figure on the ring or unsafe in
    its goal lane (the figures the event sends home)."""
    hits = []
    for s in position.active_seats:
        candidates = exposed(position, s)
        if candidates:
            hits.append((s, max(candidates, key=lambda f: position.figures[s][f])))
    return hits


def swap_places(
    position: Position, own: int, target: tuple[int, int]
) -> tuple[Position, tuple[Moved, ...]]:
    """The turn's figure ``own`` and the opponent's figure ``target`` swap their ring fields,
    each keeping its seat (its progress counted anew): the position after, and the figures
    moved."""
    seat = position.turn
    other, figure = target
    mine = position.figures[seat][own]
    theirs = position.figures[other][figure]
    mine_field, their_field = ring_field(seat, mine), ring_field(other, theirs)
    table = [list(row) for row in position.figures]
    table[seat][own] = progress_of_field(seat, their_field)
    table[other][figure] = progress_of_field(other, mine_field)
    moved = (
        (seat, own, mine, table[seat][own]),
        (other, figure, theirs, table[other][figure]),
    )
    return position.but(figures=_freeze(table)), moved


def _freeze(table: list[list[int]]) -> Figures:
    return tuple(tuple(row) for row in table)


def send_home(
    position: Position, hits: list[tuple[int, int]], event: Event, happenings: list[Happening]
) -> Outcome:
    """The figures ``hits`` go back to their houses (by ``event``), told in ``happenings``."""
    table = [list(row) for row in position.figures]
    moved = tuple((s, f, table[s][f], HOUSE) for s, f in hits)
    for s, f in hits:
        table[s][f] = HOUSE
    happenings.append(EventApplied(position.turn, event, moved))
    return position.but(figures=_freeze(table)), happenings


def reinforce(position: Position, happenings: list[Happening]) -> Outcome:
    """One more figure (in the house), house place and goal place, the goal place inserted at the
    entrance: every goal figure's progress grows by one."""
    seat = position.turn
    row = position.figures[seat]
    grown = (*tuple(p + 1 if p >= GOAL_START else p for p in row), HOUSE)
    moved = tuple((seat, f, p, grown[f]) for f, p in enumerate(row) if grown[f] != p)
    table = list(position.figures)
    table[seat] = grown
    sizes = with_seat(position.goal_sizes, seat, position.goal_sizes[seat] + 1)
    happenings.append(EventApplied(seat, Event.REINFORCEMENT, moved))
    return position.but(figures=tuple(table), goal_sizes=sizes), happenings


def _distribute(
    position: Position,
    figures: list[tuple[int, int]],
    fields: tuple[int, ...],
    happenings: list[Happening],
) -> Outcome:
    table = [list(row) for row in position.figures]
    moved = []
    for (s, f), field in zip(figures, fields, strict=True):
        before = table[s][f]
        table[s][f] = progress_of_field(s, field)
        moved.append((s, f, before, table[s][f]))
    happenings.append(EventApplied(position.turn, Event.NEW_DISTRIBUTION, tuple(moved)))
    return position.but(figures=_freeze(table)), happenings


def _knock_out(position: Position, happenings: list[Happening]) -> Resolution:
    state = state_of(position)
    seat = position.turn
    row = position.figures[seat]
    moved = tuple((seat, f, p, OFF_BOARD) for f, p in enumerate(row))
    happenings.append(EventApplied(seat, Event.KNOCKED_OUT, moved))
    happenings.append(SeatKnockedOut(seat))
    table = list(position.figures)
    table[seat] = ()
    left = state_with(state, out=(*state.out, seat), extra=0)
    out = position.but(figures=tuple(table), event_state=left)
    if len(out.active_seats) <= 1:
        return out.but(event_state=state_with(state_of(out), pending=None)), GoOn.GAME_OVER
    return resolved(out)


def pass_train(position: Position, happenings: list[Happening]) -> Outcome:
    """The special train passes now; the next interval is drawn, then play goes on."""
    hits = train_hits(position)
    happenings.append(TrainPassed(hits))
    figures = after_train(position.figures, hits) if hits else position.figures
    return position.but(figures=figures, phase=Phase.TRAIN, train=0), happenings


# --- going on --------------------------------------------------------------------------------


def resolved(position: Position) -> Resolution:
    """The event is resolved: the position without it, and where play goes on (where it
    stopped)."""
    state = state_of(position)
    pending = state.pending
    assert pending is not None
    state = state_with(state, pending=None)
    position = position.with_event_state(state)
    if pending.origin is Origin.START:
        return position, GoOn.BEGIN
    if position.turn in state.out:
        return position, GoOn.END_TURN
    if pending.origin is Origin.COUNTER:
        return position.with_event_state(state, Phase.MOVE), GoOn.HERE
    if pending.origin is Origin.RETRY:
        return position, GoOn.TRY_AGAIN
    return position, GoOn.AFTER_MOVE


def round_ended(position: Position, happenings: list[Happening]) -> Position:
    """A table round ended: a D4 or D10 runs down, and the six-sided die comes back."""
    state = state_of(position)
    if state.sides_rounds == 0:
        return position
    left = state.sides_rounds - 1
    if left == 0:
        happenings.append(DiceChanged(6, 0))
        return position.but(event_state=state_with(state, sides=6, sides_rounds=0))
    return position.but(event_state=state_with(state, sides_rounds=left))


def state_with(state: EventState, **changes: Any) -> EventState:
    """``state`` with some fields changed (without :func:`dataclasses.replace`, which checks
    every field and is several times slower: this runs a few times for every event)."""
    unknown = changes.keys() - _STATE_FIELDS
    if unknown:
        raise TypeError(f"an event state has no field {sorted(unknown)[0]!r}")
    get, s = changes.get, state
    return EventState(
        get("counters", s.counters),
        get("sides", s.sides),
        get("sides_rounds", s.sides_rounds),
        get("second", s.second),
        get("two_dice", s.two_dice),
        get("skips", s.skips),
        get("extra", s.extra),
        get("out", s.out),
        get("paths", s.paths),
        get("pending", s.pending),
        get("train_after_move", s.train_after_move),
    )


_STATE_FIELDS = frozenset(f.name for f in fields(EventState))
