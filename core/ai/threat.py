"""Threat tables: how likely a seat lands on each ring field during its next turn.

A seat's landing fields depend only on its own figures (the duties of rule 7 a and b, its own
figures blocking targets, three tries for a 6) and on the dice, not on where the others stand, so
the table is computed from the seat's own row alone, in ring progress counted from that seat's
start field, and cached. Landing on a field with an opponent's figure is a capture, so the table
is the probability that a figure standing there is captured by this seat in its next turn,
assuming the seat captures whenever a roll lets it (forced capture makes that a duty; with the
option off it is what a capture-happy opponent does).

The dice come from the position: one die of 4, 6 or 10 faces (a 6 brings a figure out and gives a
further roll; a D4 has no 6), or two dice, whose sum moves (a double six brings a figure out).
With one die the model follows one 6 with its further roll (a figure that comes out and hits with
the next roll is the classic danger right after an opponent's start field); a second 6 in a row is
ignored (1/216 with a D6). With two dice further rolls are left out. Moves into the goal lane
never capture and are left out.
"""

from __future__ import annotations

import itertools
from typing import Final

from core.ai.race import has_three_tries
from core.board import HOUSE, RING_SIZE
from core.chance import D6, Dice

SIX: Final = 6  # the face that brings a figure out and rolls again

Row = tuple[int, ...]
Table = tuple[float, ...]

_CACHE: dict[tuple[Row, int, bool, Dice], Table] = {}
_CACHE_LIMIT: Final = 200_000  # entries are pure functions of their key: a race only recomputes


def ring_moves(row: Row, steps: int, leaves: bool) -> list[tuple[int, int]]:
    """``(figure, target)`` of every ring move the seat's duties allow with a roll of ``steps``
    (``leaves``: the roll brings a figure out).

    Rule 7a (clear the start field) and 7b (bring a figure out) narrow the choice exactly as in
    :func:`core.moves.duty_of`; moves that end in the goal lane are not listed.
    """
    house = HOUSE in row
    if house and 0 in row and steps not in row:
        return [(row.index(0), steps)]
    if house and 0 not in row and leaves:
        return [(row.index(HOUSE), 0)]
    moves = []
    for figure, progress in enumerate(row):
        if 0 <= progress < RING_SIZE:
            target = progress + steps
            if target < RING_SIZE and target not in row:
                moves.append((figure, target))
    return moves


def _one_die(row: Row, last: int, jump_in_goal: bool, sides: int) -> Table:
    chance = 1.0 / sides
    hits = [0.0] * RING_SIZE
    for die in range(1, sides + 1):
        if die != SIX:
            for _, target in ring_moves(row, die, False):
                hits[target] += chance
    if sides >= SIX:
        sixes = ring_moves(row, SIX, True)
        first = {target for _, target in sixes}
        # After a 6 the seat rolls again: the fields it can reach then, over every way to play it.
        reach: set[tuple[int, int]] = set()
        for figure, target in sixes:
            moved = list(row)
            moved[figure] = target
            after = tuple(moved)
            for die in range(1, sides + 1):
                for _, field in ring_moves(after, die, die == SIX):
                    reach.add((field, die))
        second = [0.0] * RING_SIZE
        for field, _ in reach:
            second[field] += chance
        for field in range(RING_SIZE):
            hits[field] += (1.0 if field in first else min(1.0, second[field])) * chance
        if has_three_tries(row, last, jump_in_goal, Dice(sides)):
            # Three tries for a 6: only the 6 part can happen, with probability 1 - (5/6)^3.
            six_in_three = 1.0 - (1.0 - chance) ** 3
            return tuple(min(1.0, h / chance * six_in_three) for h in hits)
    return tuple(min(1.0, h) for h in hits)


def _two_dice(row: Row, sides: int) -> Table:
    chance = 1.0 / (sides * sides)
    hits = [0.0] * RING_SIZE
    for a, b in itertools.product(range(1, sides + 1), repeat=2):
        for _, target in ring_moves(row, a + b, a == b == SIX):
            hits[target] += chance
    return tuple(min(1.0, h) for h in hits)


def threat_table(row: Row, last: int, jump_in_goal: bool, dice: Dice = D6) -> Table:
    """Probability, per ring progress of this seat (0..39), that it lands there next turn."""
    key = (tuple(sorted(row)), last, jump_in_goal, dice)
    table = _CACHE.get(key)
    if table is None:
        if dice.count == 1:
            table = _one_die(key[0], last, jump_in_goal, dice.sides)
        else:
            table = _two_dice(key[0], dice.sides)
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        _CACHE[key] = table
    return table
