"""Race tables: the expected number of turns a seat needs to bring all its figures home alone.

For one seat playing by itself (no opponents, so no captures) the game is a small Markov decision
process over its figure table: a roll, the moves its duties allow (clear the start field, bring a
figure out with a 6), a further roll after a 6, three tries for a 6 when nothing else can move, the
exact die at the end of the goal lane and, unless "jump in goal" is on, no passing inside the lane.
Every move raises the sum of the progress values, so the optimal expected number of turns follows
from one sweep in order of decreasing progress (value iteration needs no repetition):

``T(s) = 1 + sum over the die of min over the moves of T(next)`` (a 6 continues the same turn, so
its successor counts ``T(next) - 1``; a roll without a move keeps ``T(s)``, solved for exactly).

With four figures and a goal lane of four there are 149,986 tables; one sweep takes a few seconds
in pure Python and is done once per process and option set, on first use (or by :func:`warm_up`).
The tables say, for example, that goal figures on G1, G2, G3 cost nine turns more than on G2, G3,
G4 when jumping in the goal is off: the seed's tip that the first figures move all the way in.
Larger tables (event mode's reinforcement) fall back to a plain estimate from the pips left.
"""

from __future__ import annotations

import itertools
import threading
from typing import Final

from core.board import GOAL_START, HOUSE, RING_SIZE

MAX_TABLE_FIGURES: Final = 4
DIE_FACES: Final = 6
SIX_IN_THREE: Final = 1.0 - (5.0 / 6.0) ** 3
STUCK: Final = 1000.0  # a table that no roll can ever change (does not occur in the classic game)

Row = tuple[int, ...]
RaceTable = dict[Row, float]

_TABLES: dict[tuple[int, int, bool], RaceTable] = {}
_LOCK = threading.Lock()


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


def has_three_tries(row: Row, last: int, jump_in_goal: bool) -> bool:
    """Rule 5: no ring figure and no goal figure that can still advance."""
    for progress in row:
        if 0 <= progress < RING_SIZE:
            return False
        if progress >= GOAL_START:
            for target in range(progress + 1, min(last, progress + DIE_FACES) + 1):
                if target not in row:
                    return False
                if not jump_in_goal:
                    break
    return True


def _all_rows(figures: int, last: int) -> list[Row]:
    rows = []
    for out in range(figures + 1):
        for placed in itertools.combinations(range(last + 1), out):
            rows.append((HOUSE,) * (figures - out) + placed)
    rows.sort(key=sum, reverse=True)
    return rows


def _solve(figures: int, last: int, jump_in_goal: bool) -> RaceTable:
    table: RaceTable = {}
    for row in _all_rows(figures, last):
        if row[0] >= GOAL_START:
            table[row] = 0.0
            continue
        if has_three_tries(row, last, jump_in_goal):
            out = _moved(row, row.index(HOUSE), 0)
            table[row] = (1.0 + SIX_IN_THREE * (table[out] - 1.0)) / SIX_IN_THREE
            continue
        total = 1.0
        stay = 0.0
        for die in range(1, DIE_FACES + 1):
            nexts = solo_moves(row, die, last, jump_in_goal)
            if not nexts:
                stay += 1.0 / DIE_FACES
                continue
            if die == DIE_FACES:
                best = min(_continued(table[n]) for n in nexts)
            else:
                best = min(table[n] for n in nexts)
            total += best / DIE_FACES
        table[row] = total / (1.0 - stay) if stay < 1.0 - 1e-9 else STUCK
    return table


def _continued(turns: float) -> float:
    """Turns still to start after a further roll within the current turn."""
    return turns - 1.0 if turns > 0.0 else 0.0


def race_table(figures: int, last: int, jump_in_goal: bool) -> RaceTable | None:
    """The table for seats with ``figures`` figures and innermost goal progress ``last``."""
    if figures > MAX_TABLE_FIGURES or last - GOAL_START + 1 < figures:
        return None
    key = (figures, last, jump_in_goal)
    table = _TABLES.get(key)
    if table is None:
        with _LOCK:
            table = _TABLES.get(key)
            if table is None:
                table = _solve(figures, last, jump_in_goal)
                _TABLES[key] = table
    return table


def estimate_turns(row: Row, last: int) -> float:
    """Fallback estimate for large tables: pips still to go at 3.5 a turn, plus the 6 to get out."""
    pips = 0.0
    for progress in row:
        if progress == HOUSE:
            pips += last + 1 + 3 * DIE_FACES
        else:
            pips += last - progress
    return pips / 3.5


def warm_up(last: int = GOAL_START + 3, jump_in_goal: bool = False) -> None:
    """Build the classic table now (e.g. at app start) instead of on the first decision."""
    race_table(MAX_TABLE_FIGURES, last, jump_in_goal)
