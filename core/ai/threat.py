"""Threat tables: how likely a seat lands on each ring field during its next turn.

A seat's landing fields depend only on its own figures (the duties of rule 7 a and b, its own
figures blocking targets, three tries for a 6) and not on where the others stand, so the table is
computed from the seat's own row alone, in ring progress counted from that seat's start field, and
cached. Landing on a field with an opponent's figure is a capture, so the table is the probability
that a figure standing there is captured by this seat in its next turn, assuming the seat captures
whenever a roll lets it (forced capture makes that a duty; with the option off it is what a
capture-happy opponent does).

The model follows one 6 with its further roll (a figure that comes out and hits with the next roll
is the classic danger right after an opponent's start field); a second 6 in a row is ignored
(1/216). Moves into the goal lane never capture and are left out.
"""

from __future__ import annotations

from typing import Final

from core.ai.race import has_three_tries
from core.board import HOUSE, RING_SIZE

DIE_FACES: Final = 6
THREE_TRIES_SIX: Final = 1.0 - (5.0 / 6.0) ** 3  # a 6 within three tries: 91/216

Row = tuple[int, ...]
Table = tuple[float, ...]

_CACHE: dict[tuple[Row, int, bool], Table] = {}
_CACHE_LIMIT: Final = 200_000  # entries are pure functions of their key: a race only recomputes


def ring_moves(row: Row, die: int) -> list[tuple[int, int]]:
    """``(figure, target)`` of every ring move the seat's duties allow with ``die``.

    Rule 7a (clear the start field) and 7b (bring a figure out with a 6) narrow the choice exactly
    as in :func:`core.moves.duty_of`; moves that end in the goal lane are not listed.
    """
    house = HOUSE in row
    if house and 0 in row:
        target = die
        if target not in row:
            return [(row.index(0), target)]
    if house and 0 not in row and die == DIE_FACES:
        return [(row.index(HOUSE), 0)]
    moves = []
    for figure, progress in enumerate(row):
        if 0 <= progress < RING_SIZE:
            target = progress + die
            if target < RING_SIZE and target not in row:
                moves.append((figure, target))
    return moves


def _compute(row: Row, last: int, jump_in_goal: bool) -> Table:
    hits = [0.0] * RING_SIZE
    for die in range(1, DIE_FACES):
        for _, target in ring_moves(row, die):
            hits[target] += 1.0 / DIE_FACES
    sixes = ring_moves(row, DIE_FACES)
    first = {target for _, target in sixes}
    # After a 6 the seat rolls again: the fields it can reach then, over every way to play the 6.
    reach: set[tuple[int, int]] = set()
    for figure, target in sixes:
        moved = list(row)
        moved[figure] = target
        after = tuple(moved)
        for die in range(1, DIE_FACES + 1):
            for _, field in ring_moves(after, die):
                reach.add((field, die))
    second = [0.0] * RING_SIZE
    for field, _ in reach:
        second[field] += 1.0 / DIE_FACES
    for field in range(RING_SIZE):
        if field in first:
            six_part = 1.0
        else:
            six_part = min(1.0, second[field])
        hits[field] += six_part / DIE_FACES
    if has_three_tries(row, last, jump_in_goal):
        # Three tries for a 6: only the 6 part can happen, with probability 91/216.
        return tuple(min(1.0, h * DIE_FACES * THREE_TRIES_SIX) for h in hits)
    return tuple(min(1.0, h) for h in hits)


def threat_table(row: Row, last: int, jump_in_goal: bool) -> Table:
    """Probability, per ring progress of this seat (0..39), that it lands there next turn."""
    key = (tuple(sorted(row)), last, jump_in_goal)
    table = _CACHE.get(key)
    if table is None:
        table = _compute(key[0], last, jump_in_goal)
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        _CACHE[key] = table
    return table
