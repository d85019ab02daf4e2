"""Position notation: one line of text that describes a position and reads back to the same one.

Example (two players, red to move with a 6 pending)::

    MADN1 f=H,5,G1,H/-/12,H,H,H/- turn=0 phase=move die=6 rolls=0 rules=fc

Tokens are separated by spaces; the first is the format tag ``MADN1``, the rest are ``key=value``
in any order. ``f`` lists the four seats clockwise, ``-`` for an empty seat; a figure is ``H``
(house), its ring progress ``0``..``39`` from its own start field, or ``G1``..``Gn`` (goal field,
``G1`` next to the entrance). See ``docs/notation.md`` for every key.

A position writes its own text (:func:`core.position.format_position`, which its state hash is
taken over), so that the position needs nothing above it; this module reads the text back and
offers both.
"""

from __future__ import annotations

from core.board import GOAL_START, HOUSE, RING_SIZE, SEAT_COUNT
from core.chance import D6, Dice
from core.event.notation import KEYS as EVENT_KEYS
from core.event.notation import EventNotationError, parse_events
from core.event.state import EventState, Origin
from core.position import (  # the position text is written where positions are
    OUT,
    TAG,
    TRAIN_HIGH,
    Phase,
    Position,
    check_seats,
)
from core.position import format_position as format_position  # written there, read here
from core.rules import Rules

# The longest goal lane written: reinforcement (event mode) grows a lane by one each time, without
# a limit in the rules; a game would have to draw it for one seat 95 times to get there.
MAX_LANE = 99
_EVENT_PHASES = (Phase.WHEEL, Phase.CONFIRM, Phase.DRAW, Phase.PICK)


class NotationError(ValueError):
    """Text that is not a valid position; the message says what is wrong and where."""


def _int(text: str, what: str, low: int, high: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise NotationError(f"{what}: {text!r} is not a number") from None
    if text != str(value):
        raise NotationError(f"{what}: {text!r} is not written as a plain number")
    if not low <= value <= high:
        raise NotationError(f"{what}: {value} is outside {low}..{high}")
    return value


def _parse_figure(text: str, seat: int) -> int:
    if text == "H":
        return HOUSE
    if text.startswith("G"):
        return GOAL_START - 1 + _int(text[1:], f"goal field of seat {seat}", 1, MAX_LANE)
    return _int(text, f"figure of seat {seat}", 0, RING_SIZE - 1)


def _seat_list(text: str, what: str) -> tuple[int, ...]:
    if not text:
        return ()
    return tuple(_int(t, what, 0, SEAT_COUNT - 1) for t in text.split(","))


def parse_position(text: str) -> Position:
    """Read a position; raise :class:`NotationError` with a clear message if it is malformed."""
    tokens = text.split()
    if not tokens or tokens[0] != TAG:
        raise NotationError(f"a position starts with {TAG!r}")
    fields: dict[str, str] = {}
    for token in tokens[1:]:
        key, sep, value = token.partition("=")
        if not sep:
            raise NotationError(f"token {token!r} is not key=value")
        if key in fields:
            raise NotationError(f"key {key!r} given twice")
        fields[key] = value
    known = {
        "f",
        "turn",
        "phase",
        "die",
        "rolls",
        "rules",
        "goals",
        "done",
        "rolloff",
        "dice",
        "train",
        "open",
        "start",
        *EVENT_KEYS,
    }
    unknown = sorted(set(fields) - known)
    if unknown:
        raise NotationError(f"unknown key {unknown[0]!r}")
    for required in ("f", "turn", "phase", "rolls", "rules"):
        if required not in fields:
            raise NotationError(f"missing key {required!r}")

    slots = fields["f"].split("/")
    if len(slots) != SEAT_COUNT:
        raise NotationError(f"f needs {SEAT_COUNT} seats separated by '/', got {len(slots)}")
    figures: list[tuple[int, ...]] = []
    seats: list[int] = []
    gone: list[int] = []
    for seat, slot in enumerate(slots):
        if slot == "-":
            figures.append(())
            continue
        seats.append(seat)
        if slot == OUT:
            gone.append(seat)
            figures.append(())
            continue
        figures.append(tuple(_parse_figure(t, seat) for t in slot.split(",")))
    try:
        check_seats(tuple(seats))
    except ValueError as error:
        raise NotationError(str(error)) from None

    try:
        phase = Phase(fields["phase"])
    except ValueError:
        raise NotationError(f"unknown phase {fields['phase']!r}") from None

    playing = [s for s in seats if s not in gone]
    if not playing:
        raise NotationError("every seat is knocked out")
    if "start" in fields:
        start = _int(fields["start"], "start", 1, 10)
    else:
        start = len(figures[playing[0]])
    try:
        rules = Rules.from_flags(fields["rules"], figures=start)
    except ValueError as error:
        raise NotationError(str(error)) from None
    turn = _int(fields["turn"], "turn", 0, SEAT_COUNT - 1)
    state = _events(fields, rules, seats, gone, phase, turn)

    if "goals" in fields:
        sizes = fields["goals"].split(",")
        if len(sizes) != SEAT_COUNT:
            raise NotationError("goals needs four sizes")
        goal_sizes = tuple(_int(g, "goal size", 0, MAX_LANE) for g in sizes)
        for seat in range(SEAT_COUNT):
            if (goal_sizes[seat] > 0) != (seat in seats):
                raise NotationError(f"goals: seat {seat} needs a goal lane exactly when it plays")
    else:
        goal_sizes = tuple(len(row) for row in figures)  # empty and knocked-out seats: 0

    for seat in seats:
        row = figures[seat]
        if any(p >= GOAL_START + goal_sizes[seat] for p in row):
            raise NotationError(f"seat {seat} has a figure beyond its goal lane")
        placed = [p for p in row if p != HOUSE]
        if len(placed) != len(set(placed)):
            raise NotationError(f"seat {seat} has two figures on one field")
    _check_ring(figures, seats)

    if turn not in seats:
        raise NotationError(f"turn {turn} is not an occupied seat")
    dice = _dice(fields["dice"]) if "dice" in fields else D6
    pips: tuple[int, ...] = ()
    if "die" in fields:
        pips = tuple(_int(p, "die", 1, dice.sides) for p in fields["die"].split("+"))
        if len(pips) != dice.count:
            raise NotationError(f"die= needs {dice.count} pips for {dice}")
    resolving = (
        state is not None
        and state.pending is not None
        and (state.pending.origin is not Origin.START)
    )
    if phase is not Phase.MOVE and not resolving and pips:
        raise NotationError("die= is given exactly when phase=move")
    if phase is Phase.MOVE and not pips:
        raise NotationError("die= is given exactly when phase=move")
    starting = (
        state is not None and state.pending is not None and (state.pending.origin is Origin.START)
    )
    train, opener = _railway(fields, rules, seats, phase, starting)
    rolls = _int(fields["rolls"], "rolls", 0, 3)
    finished = _seat_list(fields["done"], "done") if "done" in fields else ()
    _check_finished(finished, figures, seats, turn, phase)
    contenders: tuple[int, ...] = ()
    roll_off_pips: tuple[int, ...] = ()
    if phase is Phase.ROLL_OFF and "rolloff" not in fields:
        raise NotationError("phase=rolloff needs rolloff=")
    if "rolloff" in fields:
        if phase not in (Phase.ROLL_OFF, Phase.TRAIN):
            raise NotationError("rolloff= is given only while the first player is found")
        who, _, rolled = fields["rolloff"].partition(":")
        contenders = _seat_list(who, "rolloff")
        roll_off_pips = tuple(_int(v, "rolloff pips", 1, 12) for v in rolled.split(",") if v)
        if not contenders or len(roll_off_pips) >= len(contenders):
            raise NotationError("rolloff needs contenders and fewer pips than contenders")
        if any(s not in seats for s in contenders) or list(contenders) != sorted(set(contenders)):
            raise NotationError("rolloff: the contenders are occupied seats in seat order")
        if phase is Phase.ROLL_OFF and turn != contenders[len(roll_off_pips)]:
            raise NotationError("rolloff: the turn is the next contender's")
    return Position(
        rules=rules,
        seats=tuple(seats),
        figures=tuple(figures),
        goal_sizes=goal_sizes,
        turn=turn,
        phase=phase,
        pips=pips,
        rolls_left=rolls,
        finished=finished,
        contenders=contenders,
        roll_off_pips=roll_off_pips,
        dice=dice,
        train=train,
        opener=opener,
        event_state=state,
    )


def _events(
    fields: dict[str, str],
    rules: Rules,
    seats: list[int],
    gone: list[int],
    phase: Phase,
    turn: int,
) -> EventState | None:
    """Event mode's state, checked against the rules, the knocked-out seats, the phase and the
    turn."""
    if not rules.event_mode:
        for key in EVENT_KEYS:
            if key in fields:
                raise NotationError(f"{key}= needs event mode (rules=...,ev)")
        if gone:
            raise NotationError(f"{OUT} (knocked out) needs event mode (rules=...,ev)")
        if phase in _EVENT_PHASES:
            raise NotationError(f"phase={phase.value} needs event mode (rules=...,ev)")
        return None
    try:
        state = parse_events(fields, seats)
    except EventNotationError as error:
        raise NotationError(str(error)) from None
    if sorted(state.out) != sorted(gone):
        raise NotationError(f"out= names exactly the seats written {OUT}")
    if phase is not Phase.OVER and turn in state.out:
        raise NotationError("the turn is never a knocked-out seat's")
    if (state.pending is not None) != (
        phase in _EVENT_PHASES or (phase is Phase.TRAIN and state.pending is not None)
    ):
        raise NotationError("event= is given exactly while an event is resolved")
    if state.paths is None and not (
        state.pending is not None and state.pending.origin is Origin.START
    ):
        raise NotationError("event mode needs paths= once the game has begun")
    return state


def _dice(text: str) -> Dice:
    sides_text, _, count_text = text.removeprefix("d").partition("x")
    if not text.startswith("d") or sides_text not in ("4", "6", "10"):
        raise NotationError(f"dice: {text!r} is not d4, d6 or d10 (x2 for two dice)")
    count = _int(count_text, "dice count", 1, 2) if count_text else 1
    return Dice(int(sides_text), count)


def _railway(
    fields: dict[str, str], rules: Rules, seats: list[int], phase: Phase, starting: bool
) -> tuple[int, int]:
    """The train's countdown and the opener, checked against the rules and the phase
    (``starting``: event mode's first paths are still to be drawn, the first interval too)."""
    train = 0
    if rules.railway:
        if "train" not in fields:
            raise NotationError("the railway needs train= (table rounds before the train)")
        train = _int(fields["train"], "train", 0, TRAIN_HIGH)
        if (train == 0) != (phase is Phase.TRAIN or starting):
            raise NotationError("train=0 is given exactly when phase=train")
    else:
        if "train" in fields:
            raise NotationError("train= needs the railway (rules=...,rw)")
        if phase is Phase.TRAIN:
            raise NotationError("phase=train needs the railway (rules=...,rw)")
    counts_rounds = rules.railway or rules.event_mode
    if not counts_rounds and "open" in fields:
        raise NotationError("open= needs the railway (rules=...,rw)")
    opener = -1
    if "open" in fields:
        opener = _int(fields["open"], "open", 0, SEAT_COUNT - 1)
        if opener not in seats:
            raise NotationError(f"open {opener} is not an occupied seat")
        if "rolloff" in fields:
            raise NotationError("open= and rolloff= together: the first player is not found yet")
    elif counts_rounds and "rolloff" not in fields:
        raise NotationError("the railway needs open= (the seat whose turns begin the rounds)")
    return train, opener


def _check_finished(
    finished: tuple[int, ...],
    figures: list[tuple[int, ...]],
    seats: list[int],
    turn: int,
    phase: Phase,
) -> None:
    if len(set(finished)) != len(finished) or any(s not in seats for s in finished):
        raise NotationError("done: finished seats are distinct occupied seats")
    for seat in finished:
        if not all(p >= GOAL_START for p in figures[seat]):
            raise NotationError(f"done: seat {seat} has figures outside its goal")
    if turn in finished and phase is not Phase.OVER:
        raise NotationError(f"turn {turn} is a seat that has finished")


def _check_ring(figures: list[tuple[int, ...]], seats: list[int]) -> None:
    taken: set[int] = set()
    for seat in seats:
        for p in figures[seat]:
            if 0 <= p < RING_SIZE:
                field = (10 * seat + p) % RING_SIZE
                if field in taken:
                    raise NotationError(f"ring field {field} holds two figures")
                taken.add(field)
