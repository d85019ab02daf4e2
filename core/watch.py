"""``madn watch``: a game of engine players drawn in the terminal, move by move."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from core.board import SEAT_COLOURS
from core.happenings import Captured, GameOver, Happening, Moved, Passed, Rolled, TrainPassed
from core.layout import RING_CELLS, figure_cell
from core.players import player_names
from core.position import Position
from core.setup import Seat, Setup
from core.simulate import SEATS_FOR
from core.table import Table

LETTERS = "RBGY"


def draw(position: Position) -> str:
    """The board as 11 lines of text: ``.`` ring field, ``o`` goal, letters for figures."""
    grid = [[" "] * 11 for _ in range(11)]
    for x, y in RING_CELLS:
        grid[5 - y][x + 5] = "."
    for seat in position.seats:
        for index in range(position.goal_sizes[seat]):
            gx, gy = figure_cell(seat, 0, 40 + index, position.goal_sizes[seat])
            grid[5 - round(gy)][round(gx) + 5] = "o"
        for figure, progress in enumerate(position.figures[seat]):
            fx, fy = figure_cell(seat, figure, progress, position.goal_sizes[seat])
            grid[5 - round(fy)][round(fx) + 5] = LETTERS[seat]
    return "\n".join(" ".join(row) for row in grid)


def describe(event: Happening) -> str | None:
    if isinstance(event, Rolled):
        return f"{SEAT_COLOURS[event.seat]} rolls {event.value}"
    if isinstance(event, Moved):
        who = SEAT_COLOURS[event.seat]
        return f"{who} moves figure {event.figure + 1}: {event.start} → {event.target}"
    if isinstance(event, Captured):
        hunter, victim = SEAT_COLOURS[event.by_seat], SEAT_COLOURS[event.seat]
        return f"{hunter} captures {victim} on field {event.field}"
    if isinstance(event, Passed):
        return f"{SEAT_COLOURS[event.seat]} cannot move"
    if isinstance(event, TrainPassed):
        hit = ", ".join(SEAT_COLOURS[seat] for seat, _, _ in event.hits) or "nobody"
        return f"the train passes and sends home: {hit}"
    if isinstance(event, GameOver):
        return "game over: " + ", ".join(f"{p}. {SEAT_COLOURS[s]}" for s, p in event.ranking)
    return None


def watch(names: Sequence[str], seed: int, delay: float) -> int:
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
    setup = Setup.of(seats)
    setup = setup.with_seats(
        tuple(Seat.ai(levels[s], setup.name(s)) if s in levels else Seat() for s in range(4))
    )
    table = Table(setup, seed=seed)
    live = sys.stdout.isatty()
    while (step := table.step()) is not None:
        lines = [text for text in map(describe, step.events) if text]
        if live and any(isinstance(e, Moved) for e in step.events):
            sys.stdout.write("\x1b[H\x1b[2J" + draw(table.position) + "\n\n")
        for text in lines:
            print(text)
        if live and delay > 0:
            time.sleep(delay)
    print(draw(table.position))
    return 0
