"""The move rules restated on a bare figure table, for comparing the race tables with the engine.

:func:`solo_moves` says, for one seat alone on the board (no opponents), the figure tables after
each move its duties allow with one die: ``test_rule_copies.py`` holds it against the engine's
legal moves, ``test_tables.py`` holds the race table's array-built graph against it.
"""

from __future__ import annotations

from core.ai.race import DIE_FACES, Row
from core.board import GOAL_START, HOUSE


def solo_moves(row: Row, die: int, last: int, jump_in_goal: bool) -> list[Row]:
    """Sorted figure tables after each move the seat's duties allow with ``die`` (no opponents)."""
    house = HOUSE in row
    if house and 0 in row:
        if die not in row:
            return [_moved(row, row.index(0), die)]
    elif house and die == DIE_FACES:
        return [_moved(row, row.index(HOUSE), 0)]
    found = []
    for figure, progress in enumerate(row):
        if progress < 0:
            continue
        target = progress + die
        if target > last or target in row:
            continue
        if target >= GOAL_START and not jump_in_goal:
            low = max(progress + 1, GOAL_START)
            if any(low <= p < target for p in row):
                continue
        found.append(_moved(row, figure, target))
    return found


def _moved(row: Row, figure: int, target: int) -> Row:
    return tuple(sorted((*row[:figure], target, *row[figure + 1 :])))
