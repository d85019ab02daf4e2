"""The positions that ``madn engine`` input lines describe: the keys ``legal`` and ``event``
share (seats, figures, goal lanes, turn, rules and mode), the pending roll, construction paths,
each checked with a clear :class:`InputError` (docs/cli.md says every key).

What the engine needs beyond the JSON (no event is being resolved, every pip counter 0, no skips
or extra rolls owed, no train due) takes a fresh game's value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from core.board import (
    GOAL_START,
    HOUSE,
    RING_SIZE,
    SEAT_COUNT,
)
from core.chance import D6, Dice
from core.event.construction import DETOUR, DETOUR_LENGTH, PAIRS, SHORTCUT, SHORTCUT_LENGTH, Paths
from core.event.state import SIDES_ROUNDS, EventState
from core.position import Phase, Position, check_seats
from core.rules import Rules

CLASSIC: Final = "classic"
EVENT: Final = "event"
MAX_FIGURES: Final = 99  # the longest goal lane (and so figure list) an input may give
DICE_SIDES: Final = (4, 6, 10)
LEGAL_KEYS: Final = frozenset(
    {"seats", "figures", "turn", "die", "rules", "mode", "goal", "dice", "paths"}
)
EVENT_KEYS: Final = frozenset(
    {"seats", "figures", "turn", "rules", "mode", "goal", "event", "target", "own"}
)


class InputError(ValueError):
    """A malformed engine input line, or a choice that the rules do not allow."""


@dataclass(frozen=True, slots=True)
class CommonKeys:
    """The keys both ``legal`` and ``event`` read: the rules, the seats, figures, goal lanes and
    turn."""

    rules: Rules
    seats: tuple[int, ...]
    rows: tuple[tuple[int, ...], ...]
    goal_sizes: tuple[int, ...]
    turn: int


# --- reading the common keys -----------------------------------------------------------------


def _mode(data: dict[str, Any], rules_data: dict[str, Any]) -> bool:
    """Whether the line is in event mode: ``"mode"``, or else the rules' ``event_mode``."""
    in_rules = rules_data.get("event_mode")
    if in_rules is not None and type(in_rules) is not bool:
        raise InputError("rule option 'event_mode' must be bool")
    if "mode" not in data:
        return in_rules is True
    mode = data["mode"]
    if mode not in (CLASSIC, EVENT):
        raise InputError('\'mode\' must be "classic" or "event"')
    event = bool(mode == EVENT)
    if type(in_rules) is bool and in_rules != event:
        raise InputError(f"'mode' is {mode!r} but the rules say event_mode={str(in_rules).lower()}")
    return event


def _seats(data: dict[str, Any], event: bool) -> list[int]:
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(type(s) is int for s in seats):
        raise InputError("'seats' must be a list of seat numbers")
    try:
        check_seats(tuple(seats))
    except ValueError as error:
        # In event mode a knock-out can leave two neighbours: they need not sit opposite.
        if not (event and "opposite" in str(error)):
            raise InputError(str(error)) from None
    return seats


def _rows(figures_data: Any, seats: list[int], event: bool) -> list[tuple[int, ...]]:
    if not isinstance(figures_data, dict) or set(figures_data) != {str(s) for s in seats}:
        raise InputError("'figures' must map every seat (as a string) to its figures")
    rows: list[tuple[int, ...]] = [() for _ in range(SEAT_COUNT)]
    for seat in seats:
        row = figures_data[str(seat)]
        if not isinstance(row, list) or not row or not all(type(p) is int for p in row):
            raise InputError(f"figures of seat {seat} must be a non-empty list of integers")
        if len(row) > MAX_FIGURES:
            raise InputError(f"seat {seat} has more than {MAX_FIGURES} figures")
        rows[seat] = tuple(row)
    if not event and any(len(rows[s]) != len(rows[seats[0]]) for s in seats):
        raise InputError("every seat needs the same number of figures")
    return rows


def _goal_sizes(data: dict[str, Any], rows: list[tuple[int, ...]], seats: list[int]) -> list[int]:
    """Each seat's goal lane: ``"goal"``, or as many fields as the seat has figures."""
    sizes = [len(rows[s]) if s in seats else 0 for s in range(SEAT_COUNT)]
    if "goal" not in data:
        return sizes
    goal = data["goal"]
    if not isinstance(goal, dict):
        raise InputError("'goal' must map seats (as strings) to goal lane sizes")
    for key, size in goal.items():
        if key not in {str(s) for s in seats}:
            raise InputError(f"'goal' names {key!r}, which is not one of the seats")
        seat = int(key)
        if type(size) is not int or not len(rows[seat]) <= size <= MAX_FIGURES:
            raise InputError(
                f"goal of seat {seat} must be an integer {len(rows[seat])}..{MAX_FIGURES} "
                "(at least its number of figures)"
            )
        sizes[seat] = size
    return sizes


def _check_figures(rows: list[tuple[int, ...]], seats: list[int], sizes: list[int]) -> None:
    taken: set[int] = set()
    for seat in seats:
        placed = [p for p in rows[seat] if p != HOUSE]
        if any(not HOUSE <= p < GOAL_START + sizes[seat] for p in rows[seat]):
            raise InputError(f"seat {seat}: progress must be -1..{GOAL_START + sizes[seat] - 1}")
        if len(placed) != len(set(placed)):
            raise InputError(f"seat {seat} has two figures on one field")
        for p in placed:
            if p < RING_SIZE:
                field = (10 * seat + p) % RING_SIZE
                if field in taken:
                    raise InputError(f"ring field {field} holds two figures")
                taken.add(field)


def read_common_keys(
    data: Any, known: frozenset[str], *, event_only: bool = False, event_default: bool = False
) -> tuple[CommonKeys, bool]:
    """The keys both commands share, checked; and whether the line is in event mode (with
    ``event_only``, always; else as ``mode`` or the rules say, ``event_default`` when neither
    does)."""
    if not isinstance(data, dict):
        raise InputError("a line must be a JSON object")
    unknown = set(data) - known
    if unknown:
        raise InputError(f"unknown key {sorted(unknown)[0]!r}")
    rules_data = data.get("rules", {})
    given_rules = rules_data if isinstance(rules_data, dict) else {}
    if event_only:
        if data.get("mode", EVENT) != EVENT or given_rules.get("event_mode", True) is not True:
            raise InputError("events are event mode's: 'mode' can only be \"event\" here")
        event = True
    elif "mode" in data or "event_mode" in given_rules:
        event = _mode(data, given_rules)
    else:
        event = event_default
    seats = _seats(data, event)
    if not isinstance(rules_data, dict):
        raise InputError("'rules' must be an object")
    rows = _rows(data.get("figures"), seats, event)
    start = min(min(len(rows[s]) for s in seats), 10)
    try:
        rules = Rules.from_dict({**rules_data, "figures": start, "event_mode": event})
    except (TypeError, ValueError) as error:
        raise InputError(str(error)) from None
    sizes = _goal_sizes(data, rows, seats)
    _check_figures(rows, seats, sizes)
    turn = data.get("turn")
    if type(turn) is not int or turn not in seats:
        raise InputError("'turn' must be one of the seats")
    return CommonKeys(rules, tuple(sorted(seats)), tuple(rows), tuple(sizes), turn), event


def _dice(data: dict[str, Any]) -> tuple[Dice, tuple[int, ...]]:
    """The dice of the pending roll and its pips."""
    dice = D6
    if "dice" in data:
        given = data["dice"]
        if not isinstance(given, dict) or set(given) - {"sides", "count"}:
            raise InputError('\'dice\' must be an object with "sides" and "count"')
        sides, count = given.get("sides", 6), given.get("count", 1)
        if type(sides) is not int or sides not in DICE_SIDES:
            raise InputError("'dice' sides must be 4, 6 or 10")
        if type(count) is not int or count not in (1, 2):
            raise InputError("'dice' count must be 1 or 2")
        dice = Dice(sides, count)
    die = data.get("die")
    if dice.count == 1:
        if type(die) is not int or not 1 <= die <= dice.sides:
            raise InputError(f"'die' must be an integer 1..{dice.sides}")
        return dice, (die,)
    if (
        not isinstance(die, list)
        or len(die) != 2
        or not all(type(p) is int and 1 <= p <= dice.sides for p in die)
    ):
        raise InputError(f"'die' must be a list of two integers 1..{dice.sides} (two dice)")
    return dice, (die[0], die[1])


def _paths(given: Any) -> Paths:
    """The construction pair from ``"paths"``: one shortcut and one detour."""
    if not isinstance(given, list) or len(given) != 2:
        raise InputError("'paths' must list one shortcut and one detour")
    junctions: dict[str, int] = {}
    for path in given:
        if not isinstance(path, dict) or set(path) != {"kind", "from", "to"}:
            raise InputError('a path is an object with "kind", "from" and "to"')
        kind, start, end = path["kind"], path["from"], path["to"]
        if kind not in (SHORTCUT, DETOUR):
            raise InputError('a path\'s kind is "shortcut" or "detour"')
        if kind in junctions:
            raise InputError(f"'paths' gives two of kind {kind!r}")
        if not all(type(v) is int and 0 <= v < RING_SIZE for v in (start, end)):
            raise InputError('a path\'s "from" and "to" are ring fields 0..39')
        step = SHORTCUT_LENGTH if kind == SHORTCUT else -DETOUR_LENGTH
        if end != (start + step) % RING_SIZE:
            raise InputError(
                f"a {kind} from {start} leads to {(start + step) % RING_SIZE}, not {end}"
            )
        junctions[kind] = start
    paths = Paths(junctions[SHORTCUT], junctions[DETOUR])
    if paths not in PAIRS:
        raise InputError("the two paths may not touch a start field or share a field")
    return paths


# --- a line of engine legal -------------------------------------------------------------------


def position_from_json(data: Any) -> Position:
    """The position in phase MOVE that an ``engine legal`` line describes."""
    common, event = read_common_keys(data, LEGAL_KEYS)
    dice, pips = _dice(data)
    state = None
    if "paths" in data and not event:
        raise InputError('\'paths\' need event mode ("mode": "event")')
    if event:
        paths = _paths(data["paths"]) if "paths" in data else None
        rounds = SIDES_ROUNDS if dice.sides != 6 else 0
        state = EventState(
            sides=dice.sides, sides_rounds=rounds, two_dice=dice.count == 2, paths=paths
        )
    return Position(
        common.rules,
        common.seats,
        common.rows,
        common.goal_sizes,
        common.turn,
        Phase.MOVE,
        pips,
        dice=dice,
        event_state=state,
    )
