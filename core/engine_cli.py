"""``madn engine legal|event|board``: the rules engine as a JSON Lines filter.

Every input line is one JSON object and gets one output line: the answer, or ``{"error": ...}``
for a line the engine cannot take; a bad line never stops the filter. ``docs/cli.md`` describes
every key. What the engine needs beyond the JSON (no event is being resolved, every pip counter
0, no skips or extra rolls owed, no train due) takes a fresh game's value.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, TextIO

from core.board import (
    CROSSINGS,
    GOAL_START,
    HOUSE,
    RING_SIZE,
    SEAT_COUNT,
    STAR_FIELDS,
    TRACK_GOAL,
    ring_field,
)
from core.chance import D6, Dice
from core.engine import IllegalCommandError, apply
from core.eventplay import leaders, opponent_targets, reinforce, send_home, swap_places, swaps
from core.eventstate import SIDES_ROUNDS, EventState
from core.moves import Move, grants_extra_roll, legal_moves, rolls_allowed
from core.paths import DETOUR, DETOUR_LENGTH, PAIRS, SHORTCUT, SHORTCUT_LENGTH, Paths
from core.position import Phase, Position, check_seats
from core.railway import hits_on
from core.rules import Rules
from core.wheel import Event

CLASSIC: Final = "classic"
EVENT: Final = "event"
MAX_FIGURES: Final = 99  # the longest goal lane (and so figure list) an input may give
DICE_SIDES: Final = (4, 6, 10)
# The events ``engine event`` applies, by their names in the input.
EVENTS: Final[dict[str, Event]] = {
    "reinforcement": Event.REINFORCEMENT,
    "leader_back": Event.LEADER_BACK,
    "send_back": Event.SEND_BACK,
    "rocket": Event.ROCKET,
    "swap": Event.SWAP,
    "knocked_out": Event.KNOCKED_OUT,
    "train": Event.SPECIAL_TRAIN,
}
_TARGETED: Final = ("send_back", "rocket", "swap")
_LEGAL_KEYS: Final = frozenset(
    {"seats", "figures", "turn", "die", "rules", "mode", "goal", "dice", "paths"}
)
_EVENT_KEYS: Final = frozenset(
    {"seats", "figures", "turn", "rules", "mode", "goal", "event", "target", "own"}
)
_SEPARATORS: Final = (", ", ": ")


class InputError(ValueError):
    """A malformed engine input line, or a choice that the rules do not allow."""


@dataclass(frozen=True, slots=True)
class Board:
    """What both ``legal`` and ``event`` read: the rules, the seats, figures and goal lanes."""

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


def _board(
    data: Any, known: frozenset[str], *, event_only: bool = False, event_default: bool = False
) -> tuple[Board, bool]:
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
    return Board(rules, tuple(sorted(seats)), tuple(rows), tuple(sizes), turn), event


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


# --- engine legal ----------------------------------------------------------------------------


def position_from_json(data: Any) -> Position:
    """The position in phase MOVE that an ``engine legal`` line describes."""
    board, event = _board(data, _LEGAL_KEYS)
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
        board.rules,
        board.seats,
        board.rows,
        board.goal_sizes,
        board.turn,
        Phase.MOVE,
        pips,
        dice=dice,
        events=state,
    )


def _again(position: Position, after: Position) -> bool:
    """Whether the seat rolls again after the move: the position after it is its roll; after a
    star landing (a field event comes first) whether the played roll gives a further roll."""
    if after.phase is Phase.WHEEL:
        return grants_extra_roll(position.pips)
    return after.phase is Phase.ROLL and after.turn == position.turn


def _lands_on_star(move: Move, seat: int) -> bool:
    return 0 <= move.target < RING_SIZE and ring_field(seat, move.target) in STAR_FIELDS


def legal_line(data: Any) -> dict[str, Any]:
    """Answer one ``engine legal`` input object."""
    position = position_from_json(data)
    seat = position.turn
    rolling = Position(
        position.rules,
        position.seats,
        position.figures,
        position.goal_sizes,
        seat,
        Phase.ROLL,
        dice=position.dice,
        events=position.events,
    )
    answer: dict[str, Any] = {"rolls_allowed": rolls_allowed(rolling, seat), "moves": []}
    moves = sorted(
        (m for m in legal_moves(position) if not m.is_pass),
        key=lambda m: (m.figure, m.target, m.paths),
    )
    for move in moves:
        after, _ = apply(position, move)
        entry: dict[str, Any] = {
            "figure": move.figure,
            "from": move.start,
            "to": move.target,
            "captures": list(move.capture) if move.capture else None,
            "figures": {str(s): list(after.figures[s]) for s in after.seats},
            "again": _again(position, after),
        }
        if move.breaks is not None:
            entry["breaks"] = move.breaks.value
        entry["route"] = list(move.paths)
        if position.events is not None:
            entry["star"] = _lands_on_star(move, seat)
        answer["moves"].append(entry)
    return answer


# --- engine event ----------------------------------------------------------------------------


def _figure_of(value: Any, board: Board, what: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2 or not all(type(v) is int for v in value):
        raise InputError(f"'{what}' must be [seat, figure]")
    seat, figure = value
    if seat not in board.seats:
        raise InputError(f"the {what}'s seat {seat} is not one of the seats")
    if not 0 <= figure < len(board.rows[seat]):
        raise InputError(f"seat {seat} has no figure {figure}")
    return seat, figure


def _where(progress: int) -> str:
    return "in its house" if progress == HOUSE else "in its goal lane"


def _send_back_target(data: dict[str, Any], board: Board, position: Position) -> tuple[int, int]:
    seat, figure = _figure_of(data["target"], board, "target")
    if seat == board.turn:
        raise InputError(f"the target must be an opponent's figure, not seat {seat}'s own")
    if (seat, figure) not in opponent_targets(position):
        progress = board.rows[seat][figure]
        if progress == HOUSE:
            raise InputError(f"the target (seat {seat}, figure {figure}) is in its house")
        raise InputError(
            f"the target (seat {seat}, figure {figure}) is safe in its goal lane (GAME.md 4.1)"
        )
    return seat, figure


def _swap_figures(data: dict[str, Any], board: Board) -> tuple[int, tuple[int, int]]:
    me = board.turn
    own = data.get("own")
    if type(own) is not int or not 0 <= own < len(board.rows[me]):
        raise InputError(f"'own' must be a figure of seat {me} (0..{len(board.rows[me]) - 1})")
    mine = board.rows[me][own]
    if not 0 <= mine < RING_SIZE:
        raise InputError(f"own figure {own} is {_where(mine)}: only ring figures swap")
    if "target" not in data:
        raise InputError("swap needs 'target': [seat, figure]")
    seat, figure = _figure_of(data["target"], board, "target")
    if seat == me:
        raise InputError(f"the target must be an opponent's figure, not seat {seat}'s own")
    theirs = board.rows[seat][figure]
    if not 0 <= theirs < RING_SIZE:
        raise InputError(
            f"the target (seat {seat}, figure {figure}) is {_where(theirs)}: only ring figures swap"
        )
    return own, (seat, figure)


def _needs_choice(name: str, data: dict[str, Any], position: Position) -> bool:
    """Whether the event's choice is given, or can be left out because nothing could be chosen
    (the event then has no effect)."""
    given = "target" in data or (name == "swap" and "own" in data)
    if given:
        return True
    possible = swaps(position) if name == "swap" else opponent_targets(position)
    if possible:
        raise InputError(
            f"{name} needs 'target': [seat, figure]"
            + (" and 'own': figure" if name == "swap" else "")
        )
    return False


def event_line(data: Any) -> dict[str, Any]:
    """Answer one ``engine event`` input object: the event's effect for the triggering seat."""
    # The railway runs in both modes (GAME.md 4.2): the train is answered in classic mode too.
    by_train = isinstance(data, dict) and data.get("event") == "train"
    board, event_mode = _board(data, _EVENT_KEYS, event_only=not by_train, event_default=by_train)
    name = data.get("event")
    if not isinstance(name, str) or name not in EVENTS:
        raise InputError(f"'event' must be one of {', '.join(EVENTS)}")
    if name not in _TARGETED and "target" in data:
        raise InputError("'target' is only for send_back, rocket and swap")
    if name != "swap" and "own" in data:
        raise InputError("'own' is only for swap")
    position = Position(
        board.rules,
        board.seats,
        board.rows,
        board.goal_sizes,
        board.turn,
        Phase.ROLL,
        events=EventState() if event_mode else None,
    )
    event = EVENTS[name]
    hits: list[tuple[int, int]] = []
    if name == "reinforcement":
        position, _ = reinforce(position, [])
    elif name == "leader_back":
        hits = leaders(position)
    elif name in ("send_back", "rocket"):
        if _needs_choice(name, data, position):
            hits = [_send_back_target(data, board, position)]
    elif name == "swap":
        if _needs_choice(name, data, position):
            own, target = _swap_figures(data, board)
            position, _ = swap_places(position, own, target)
    elif name == "train" and board.rules.railway:  # without the railway: no track, no effect
        figures, seats, sizes = position.figures, position.seats, position.goal_sizes
        hits = [(s, f) for s, f, _ in hits_on(figures, seats, sizes)]
    if hits:
        position, _ = send_home(position, hits, event, [])
    playing = [s for s in position.seats if not (name == "knocked_out" and s == board.turn)]
    return {
        "seats": playing,
        "figures": {str(s): list(position.figures[s]) for s in playing},
        "goal": {str(s): position.goal_sizes[s] for s in playing},
        "hit": [list(hit) for hit in hits],
    }


# --- the filters -----------------------------------------------------------------------------


def _filter(answer: Callable[[Any], dict[str, Any]], stdin: TextIO, stdout: TextIO) -> int:
    """Answer every non-empty line of ``stdin`` with one line on ``stdout``; exit 0 at the end."""
    for line in stdin:
        if not line.strip():
            continue
        try:
            result = answer(json.loads(line))
        except json.JSONDecodeError as error:
            result = {"error": f"not JSON: {error.msg} at column {error.colno}"}
        except (InputError, IllegalCommandError) as error:
            result = {"error": str(error)}
        except RecursionError:
            result = {"error": "the line is nested too deeply"}
        except Exception as error:  # the filter goes on whatever one line does
            result = {"error": f"internal error: {type(error).__name__}: {error}"}
        stdout.write(json.dumps(result, separators=_SEPARATORS) + "\n")
        stdout.flush()
    return 0


def engine_legal(stdin: TextIO, stdout: TextIO) -> int:
    """``madn engine legal``: the legal moves of each position on ``stdin``."""
    return _filter(legal_line, stdin, stdout)


def engine_event(stdin: TextIO, stdout: TextIO) -> int:
    """``madn engine event``: the effect of each event on ``stdin``."""
    return _filter(event_line, stdin, stdout)


def engine_board(stdout: TextIO) -> int:
    """``madn engine board``: the board graph's special fields as one JSON object."""
    board = {
        "stars": list(STAR_FIELDS),
        "crossings": list(CROSSINGS),
        "track_goal": [list(entry) for entry in TRACK_GOAL],
    }
    stdout.write(json.dumps(board, separators=_SEPARATORS) + "\n")
    return 0
