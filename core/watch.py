"""``madn watch``: a game of engine players drawn in the terminal, move by move."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from core.board import RING_CELLS, SEAT_COLOURS, figure_cell
from core.events import Captured, Event, GameOver, Moved, Passed, Rolled
from core.game import Game, Setup
from core.players import make_player
from core.position import Phase, Position
from core.rng import Rng, SeededDice
from core.simulate import SEATS_FOR

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


def describe(event: Event) -> str | None:
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
    if isinstance(event, GameOver):
        return "game over: " + ", ".join(f"{p}. {SEAT_COLOURS[s]}" for s, p in event.ranking)
    return None


def watch(names: Sequence[str], seed: int, delay: float) -> int:
    if len(names) not in SEATS_FOR:
        print("watch needs 2 to 4 players", file=sys.stderr)
        return 2
    seats = SEATS_FOR[len(names)]
    stream = Rng(seed)
    try:
        players = {s: make_player(n, stream.next_u64()) for s, n in zip(seats, names, strict=True)}
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    game = Game(Setup(seats=seats))
    dice = SeededDice(stream.next_u64())
    live = sys.stdout.isatty()
    while not game.over:
        if game.position.phase is Phase.MOVE:
            moves = game.legal_moves()
            events = game.apply(players[game.position.turn].choose(game.position, moves))
        else:
            events = game.roll(dice)
        lines = [text for text in map(describe, events) if text]
        if live and any(isinstance(e, Moved) for e in events):
            sys.stdout.write("\x1b[H\x1b[2J" + draw(game.position) + "\n\n")
        for text in lines:
            print(text)
        if live and delay > 0:
            time.sleep(delay)
    print(draw(game.position))
    return 0
