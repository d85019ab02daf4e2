"""The railway (GAME.md 4.2): table rounds, the train's countdown, and whom the train sends home.

A *table round* ends each time the turn comes back to the seat that opened the game, or, once
that seat has finished, passes its place. The game starts by drawing how many table rounds the
train waits (2..5, a chance node); when that many have ended, the train passes at the start of the
next turn, before its first roll, and the next interval is drawn. It sends home every figure on a
crossing and every unsafe goal figure on a goal field under the track (:mod:`core.board`).
"""

from __future__ import annotations

from core.board import GOAL_START, HOUSE, SEAT_COUNT, under_track
from core.position import Position

Hit = tuple[int, int, int]  # (seat, figure, progress before going home)
Figures = tuple[tuple[int, ...], ...]


def ends_table_round(position: Position, before: int, after: int) -> bool:
    """Whether the turn passing from seat ``before`` to seat ``after`` ends a table round."""
    opener = position.opener
    if opener < 0:
        return False
    # Walking clockwise from the seat after ``before``: the opener comes no later than ``after``.
    return (opener - before - 1) % SEAT_COUNT <= (after - before - 1) % SEAT_COUNT


def train_hits(position: Position) -> tuple[Hit, ...]:
    """Every figure the train sends home from ``position``, seat by seat, figure by figure."""
    return hits_on(position.figures, position.seats, position.goal_sizes)


def hits_on(
    figures: Figures, seats: tuple[int, ...], goal_sizes: tuple[int, ...]
) -> tuple[Hit, ...]:
    """:func:`train_hits` for a figure table (the AI asks about tables it only imagines)."""
    hits: list[Hit] = []
    for seat in seats:
        size = goal_sizes[seat]
        row = figures[seat]
        for figure, progress in enumerate(row):
            if progress == HOUSE or not under_track(seat, progress, size):
                continue
            if progress >= GOAL_START and all(
                p in row for p in range(progress + 1, GOAL_START + size)
            ):
                continue  # a safe goal figure (GAME.md 4.1)
            hits.append((seat, figure, progress))
    return tuple(hits)


def after_train(figures: Figures, hits: tuple[Hit, ...]) -> Figures:
    """The figure table once the train has sent ``hits`` home."""
    table = [list(row) for row in figures]
    for seat, figure, _ in hits:
        table[seat][figure] = HOUSE
    return tuple(tuple(row) for row in table)
