"""``madn watch``: a game of engine players drawn in the terminal, move by move.

In event mode (``--mode event``) the board marks the star fields ``*`` and the construction
paths' junctions (``S`` the shortcut's, ``D`` the detour's; ``s`` and ``d`` their ends), and the
log tells the wheel's events, the paths built, the dice changes, skips and knock-outs.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from core.ai import player_names
from core.board import SEAT_COLOURS, STAR_FIELDS
from core.happenings import (
    Captured,
    CounterReset,
    DiceChanged,
    EventApplied,
    GameOver,
    Happening,
    Moved,
    Passed,
    PathsBuilt,
    Rolled,
    SeatKnockedOut,
    SecondDie,
    TrainPassed,
    TurnSkipped,
    WheelDrawn,
)
from core.layout import RING_CELLS, figure_cell, ring_cell
from core.position import Position
from core.rules import Rules
from core.setup import Seat, Setup
from core.simulate import SEATS_FOR
from core.table import Table

LETTERS = "RBGY"
EVENT_NAMES = {
    "reinforcement": "reinforcement",
    "knocked_out": "knocked out",
    "leader_back": "leader, turn back!",
    "construction": "construction",
    "new_distribution": "new distribution",
    "swap": "place swap",
    "send_back": "send back",
    "rocket": "rocket",
    "second_die": "second die",
    "four_sided": "four-sided die",
    "ten_sided": "ten-sided die",
    "extra_roll": "extra roll",
    "skip": "skip",
    "special_train": "special train",
}


def draw(position: Position) -> str:
    """The board as 11 lines of text: ``.`` ring field, ``o`` goal, letters for figures; in
    event mode ``*`` star fields and the paths' junctions ``S``/``D`` and ends ``s``/``d``."""
    grid = [[" "] * 11 for _ in range(11)]
    for x, y in RING_CELLS:
        grid[5 - y][x + 5] = "."
    state = position.event_state
    if state is not None:
        marks = [(field, "*") for field in STAR_FIELDS]
        if state.paths is not None:
            paths = state.paths
            marks += [
                (paths.shortcut, "S"),
                (paths.shortcut_end, "s"),
                (paths.detour, "D"),
                (paths.detour_end, "d"),
            ]
        for field, mark in marks:
            x, y = ring_cell(field)
            grid[5 - y][x + 5] = mark
    for seat in position.seats:
        for index in range(position.goal_sizes[seat]):
            gx, gy = figure_cell(seat, 0, 40 + index, position.goal_sizes[seat])
            grid[5 - round(gy)][round(gx) + 5] = "o"
        for figure, progress in enumerate(position.figures[seat]):
            fx, fy = figure_cell(seat, figure, progress, position.goal_sizes[seat])
            grid[5 - round(fy)][round(fx) + 5] = LETTERS[seat]
    return "\n".join(" ".join(row) for row in grid)


def status(position: Position) -> str:
    """Event mode's state under the board: the paths, the dice, second dice, skips, who is out."""
    state = position.event_state
    if state is None:
        return ""
    parts = []
    if state.paths is not None:
        paths = state.paths
        parts.append(
            f"shortcut {paths.shortcut} → {paths.shortcut_end}, "
            f"detour {paths.detour} → {paths.detour_end}"
        )
    parts.append(
        f"die d{state.sides}" + (f" ({state.sides_rounds} rounds)" if (state.sides_rounds) else "")
    )
    seats = position.seats
    if any(state.second[s] for s in seats):
        parts.append(
            "second die: "
            + ", ".join(f"{SEAT_COLOURS[s]} {state.second[s]}" for s in seats if state.second[s])
        )
    if any(state.skips[s] for s in seats):
        parts.append(
            "skips: "
            + ", ".join(f"{SEAT_COLOURS[s]} {state.skips[s]}" for s in seats if state.skips[s])
        )
    if state.out:
        parts.append("out: " + ", ".join(SEAT_COLOURS[s] for s in state.out))
    return "; ".join(parts)


def _event_name(value: str) -> str:
    return EVENT_NAMES.get(value, value)


def describe(event: Happening) -> str | None:
    if isinstance(event, Rolled):
        shown = "+".join(str(p) for p in event.pips) if len(event.pips) > 1 else event.value
        return f"{SEAT_COLOURS[event.seat]} rolls {shown}"
    if isinstance(event, Moved):
        who = SEAT_COLOURS[event.seat]
        over = f" over the {' and the '.join(event.paths)}" if event.paths else ""
        return f"{who} moves figure {event.figure + 1}: {event.start} → {event.target}{over}"
    if isinstance(event, Captured):
        hunter, victim = SEAT_COLOURS[event.by_seat], SEAT_COLOURS[event.seat]
        return f"{hunter} captures {victim} on field {event.field}"
    if isinstance(event, Passed):
        return f"{SEAT_COLOURS[event.seat]} cannot move"
    if isinstance(event, TrainPassed):
        hit = ", ".join(SEAT_COLOURS[seat] for seat, _, _ in event.hits) or "nobody"
        return f"the train passes and sends home: {hit}"
    if isinstance(event, CounterReset):
        return f"{SEAT_COLOURS[event.seat]}'s pip counter reaches {event.total}: the wheel turns"
    if isinstance(event, WheelDrawn):
        where = "the star field" if event.origin == "field" else "the pip counter"
        return (
            f"the wheel stops on {_event_name(event.event.value)} for "
            f"{SEAT_COLOURS[event.seat]} ({where})"
        )
    if isinstance(event, EventApplied):
        return _applied(event)
    if isinstance(event, PathsBuilt):
        return (
            f"new paths: shortcut {event.shortcut} → {(event.shortcut + 4) % 40}, "
            f"detour {event.detour} → {(event.detour - 3) % 40}"
        )
    if isinstance(event, DiceChanged):
        if event.rounds == 0:
            return "the six-sided die is back"
        return f"everyone rolls a d{event.sides} for {event.rounds} table rounds"
    if isinstance(event, SecondDie):
        turns = "turn" if event.turns == 1 else "turns"
        return f"{SEAT_COLOURS[event.seat]} rolls two dice for {event.turns} more {turns}"
    if isinstance(event, SeatKnockedOut):
        return f"{SEAT_COLOURS[event.seat]} is knocked out"
    if isinstance(event, TurnSkipped):
        return f"{SEAT_COLOURS[event.seat]} sits out a turn"
    if isinstance(event, GameOver):
        return "game over: " + ", ".join(f"{p}. {SEAT_COLOURS[s]}" for s, p in event.ranking)
    return None


# Events whose effect another happening tells (PathsBuilt, DiceChanged, SecondDie,
# SeatKnockedOut): their EventApplied says nothing more.
_TOLD_ELSEWHERE = ("construction", "four_sided", "ten_sided", "second_die", "knocked_out")


def _applied(event: EventApplied) -> str | None:
    """What an event did, from the figures it moved."""
    who = SEAT_COLOURS[event.seat]
    kind = event.event.value
    name = _event_name(kind)
    if kind in _TOLD_ELSEWHERE:
        return None
    if kind in ("leader_back", "send_back", "rocket"):
        home = [f"{SEAT_COLOURS[s]} from {start}" for s, _, start, _ in event.moved]
        return f"{name}: sends home {', '.join(home) or 'nobody'}"
    if kind == "reinforcement":
        return f"{who} gets one more figure"
    if kind == "extra_roll":
        return f"{who} rolls once more after this move"
    if kind == "skip":
        return f"{who} sits out the next turn"
    if kind == "special_train":
        return f"a special train for {who}"
    moved = ", ".join(f"{SEAT_COLOURS[s]} {start} → {to}" for s, _, start, to in event.moved)
    return f"{name}: {moved or 'nothing to move'}"


def watch(names: Sequence[str], seed: int, delay: float, rules: Rules | None = None) -> int:
    if len(names) not in SEATS_FOR:
        print("watch needs 2 to 4 players", file=sys.stderr)
        return 2
    known = player_names()
    unknown = [n for n in names if n not in known]
    if unknown:
        print(f"unknown player {unknown[0]!r} (known: {', '.join(known)})", file=sys.stderr)
        return 2
    seats = SEATS_FOR[len(names)]
    levels = dict(zip(seats, names, strict=True))
    setup = Setup.of(seats, rules)
    setup = setup.with_seats(
        tuple(Seat.ai(levels[s], setup.name(s)) if s in levels else Seat() for s in range(4))
    )
    table = Table(setup, seed=seed)
    live = sys.stdout.isatty()
    while (step := table.step()) is not None:
        lines = [text for text in map(describe, step.happenings) if text]
        if live and any(isinstance(e, Moved | EventApplied) for e in step.happenings):
            sys.stdout.write("\x1b[H\x1b[2J" + board(table.position) + "\n\n")
        for text in lines:
            print(text)
        if live and delay > 0:
            time.sleep(delay)
    print(board(table.position))
    return 0


def board(position: Position) -> str:
    """The board and, in event mode, the line of its state."""
    line = status(position)
    return draw(position) + (f"\n{line}" if line else "")
