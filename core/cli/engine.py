"""``madn engine legal|event|board``: the rules engine as a JSON Lines filter.

Every input line is one JSON object and gets one output line: the answer, or ``{"error": ...}``
for a line the engine cannot take; a bad line never stops the filter. ``docs/cli.md`` describes
every key. The position a line describes is read and checked by :mod:`core.cli.position_json`;
here are the answers: the legal moves of a roll, an event's outcome, the board's fields.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final, TextIO

from core.board import (
    CROSSINGS,
    HOUSE,
    RING_SIZE,
    STAR_FIELDS,
    TRACK_GOAL,
    ring_field,
)
from core.cli.position_json import (
    EVENT_KEYS,
    CommonKeys,
    InputError,
    position_from_json,
    read_common_keys,
)
from core.engine import IllegalCommandError, apply
from core.event.draws import opponent_targets
from core.event.play import leaders, reinforce, send_home, swap_places, swaps
from core.event.state import EventState
from core.event.wheel import Event
from core.moves import Move, grants_extra_roll, legal_moves, rolls_allowed
from core.position import Phase, Position
from core.railway import hits_on

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
_SEPARATORS: Final = (", ", ": ")


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
        event_state=position.event_state,
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
        if position.event_state is not None:
            entry["star"] = _lands_on_star(move, seat)
        answer["moves"].append(entry)
    return answer


# --- engine event ----------------------------------------------------------------------------


def _figure_of(value: Any, common: CommonKeys, what: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2 or not all(type(v) is int for v in value):
        raise InputError(f"'{what}' must be [seat, figure]")
    seat, figure = value
    if seat not in common.seats:
        raise InputError(f"the {what}'s seat {seat} is not one of the seats")
    if not 0 <= figure < len(common.rows[seat]):
        raise InputError(f"seat {seat} has no figure {figure}")
    return seat, figure


def _where(progress: int) -> str:
    return "in its house" if progress == HOUSE else "in its goal lane"


def _send_back_target(
    data: dict[str, Any], common: CommonKeys, position: Position
) -> tuple[int, int]:
    seat, figure = _figure_of(data["target"], common, "target")
    if seat == common.turn:
        raise InputError(f"the target must be an opponent's figure, not seat {seat}'s own")
    if (seat, figure) not in opponent_targets(position):
        progress = common.rows[seat][figure]
        if progress == HOUSE:
            raise InputError(f"the target (seat {seat}, figure {figure}) is in its house")
        raise InputError(
            f"the target (seat {seat}, figure {figure}) is safe in its goal lane (GAME.md 4.1)"
        )
    return seat, figure


def _swap_figures(data: dict[str, Any], common: CommonKeys) -> tuple[int, tuple[int, int]]:
    me = common.turn
    own = data.get("own")
    if type(own) is not int or not 0 <= own < len(common.rows[me]):
        raise InputError(f"'own' must be a figure of seat {me} (0..{len(common.rows[me]) - 1})")
    mine = common.rows[me][own]
    if not 0 <= mine < RING_SIZE:
        raise InputError(f"own figure {own} is {_where(mine)}: only ring figures swap")
    if "target" not in data:
        raise InputError("swap needs 'target': [seat, figure]")
    seat, figure = _figure_of(data["target"], common, "target")
    if seat == me:
        raise InputError(f"the target must be an opponent's figure, not seat {seat}'s own")
    theirs = common.rows[seat][figure]
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
    common, event_mode = read_common_keys(
        data, EVENT_KEYS, event_only=not by_train, event_default=by_train
    )
    name = data.get("event")
    if not isinstance(name, str) or name not in EVENTS:
        raise InputError(f"'event' must be one of {', '.join(EVENTS)}")
    if name not in _TARGETED and "target" in data:
        raise InputError("'target' is only for send_back, rocket and swap")
    if name != "swap" and "own" in data:
        raise InputError("'own' is only for swap")
    position = Position(
        common.rules,
        common.seats,
        common.rows,
        common.goal_sizes,
        common.turn,
        Phase.ROLL,
        event_state=EventState() if event_mode else None,
    )
    event = EVENTS[name]
    hits: list[tuple[int, int]] = []
    if name == "reinforcement":
        position, _ = reinforce(position, [])
    elif name == "leader_back":
        hits = leaders(position)
    elif name in ("send_back", "rocket"):
        if _needs_choice(name, data, position):
            hits = [_send_back_target(data, common, position)]
    elif name == "swap":
        if _needs_choice(name, data, position):
            own, target = _swap_figures(data, common)
            position, _ = swap_places(position, own, target)
    elif name == "train" and common.rules.railway:  # without the railway: no track, no effect
        figures, seats, sizes = position.figures, position.seats, position.goal_sizes
        hits = [(s, f) for s, f, _ in hits_on(figures, seats, sizes)]
    if hits:
        position, _ = send_home(position, hits, event, [])
    playing = [s for s in position.seats if not (name == "knocked_out" and s == common.turn)]
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
