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
and numpy and is done once per process and option set, on first use (or by
:func:`core.ai.strong.warm_up`).
The tables say, for example, that goal figures on G1, G2, G3 cost nine turns more than on G2, G3,
G4 when jumping in the goal is off: the seed's tip that the first figures move all the way in.
Larger tables (event mode's reinforcement) fall back to a plain estimate from the pips left.
"""

from __future__ import annotations

import itertools
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from core.board import GOAL_START, HOUSE, RING_SIZE
from core.chance import D6, Dice
from core.moves import series_rolls

MAX_TABLE_FIGURES: Final = 4
DIE_FACES: Final = 6
SIX_IN_THREE: Final = 1.0 - (5.0 / 6.0) ** 3
MAX_SWEEPS: Final = 200
TOLERANCE: Final = 0.01  # turns; decisions hinge on differences of tenths
STUCK: Final = 1000.0  # a table that no roll can ever change (does not occur in the classic game)

Row = tuple[int, ...]
RaceTable = dict[Row, float]
# Per ring progress 0..39: the chance per turn that a figure there is captured.
Hazard = tuple[float, ...]
NO_HAZARD: Final[Hazard] = (0.0,) * RING_SIZE

# Built once per key and kept for the process. core/ has no threads: building is a pure
# function of the key, so two callers racing on a first build both compute the same table and
# the second write is harmless; the app avoids the double work by ordering its threads
# (madn_qt.ai_worker waits for its warm-up before a strong decision).
_TABLES: dict[tuple[int, int, bool, Hazard], RaceTable] = {}
_SWEEPS: list[int] = []


def has_three_tries(row: Row, last: int, jump_in_goal: bool, dice: Dice = D6) -> bool:
    """Rule 5 (GAME.md 2.5, 4.3): the seat has three tries (:func:`core.moves.series_rolls`)."""
    return series_rolls(row, last, jump_in_goal, dice) == 3


def _all_rows(figures: int, last: int) -> list[Row]:
    rows = []
    for out in range(figures + 1):
        for placed in itertools.combinations(range(last + 1), out):
            rows.append((HOUSE,) * (figures - out) + placed)
    rows.sort(key=sum, reverse=True)
    return rows


def _keys(rows: Any, base: int) -> Any:
    """One integer per sorted table (house counts as 0, progress p as p + 1)."""
    key = np.zeros(rows.shape[0], dtype=np.int64)
    for column in range(rows.shape[1]):
        key = key * base + (rows[:, column] + 1)
    return key


class _Graph:
    """Every table of one seat with its successors per die, as index arrays for numpy sweeps.

    Built with whole-array operations; the move rules restated on one table
    (``tests/core/ai/race_rules.py``) and :func:`has_three_tries` say the same table by table
    (the tests compare them).
    """

    def __init__(self, figures: int, last: int, jump_in_goal: bool) -> None:
        self.rows = _all_rows(figures, last)
        n = len(self.rows)
        self.size = n
        rows = np.array(self.rows, dtype=np.int64).reshape(n, figures)
        self.table_rows: npt.NDArray[np.int64] = rows
        self.hz: npt.NDArray[np.float64] = np.zeros((n, figures))  # hazard per figure, by _solve
        self.risk: npt.NDArray[np.float64] = np.zeros(n)  # their sum
        base = last + 2
        keys = _keys(rows, base)
        order = np.argsort(keys)  # the tables in key order, for index_of's binary search
        self._base, self._order, self._sorted_keys = base, order, keys[order]
        index_of = self._index_of

        in_house = rows == HOUSE
        on_ring = (rows >= 0) & (rows < RING_SIZE)
        house = in_house.any(axis=1)
        on_start = (rows == 0).any(axis=1)
        self.won: npt.NDArray[np.bool_] = np.asarray((rows >= GOAL_START).all(axis=1))
        self.ring: npt.NDArray[np.float64] = on_ring.sum(axis=1).astype(np.float64)
        self.home: npt.NDArray[np.int32] = np.full((n, figures), n, dtype=np.int32)
        for k in range(figures):
            sent = rows.copy()
            sent[:, k] = HOUSE
            self.home[:, k] = index_of(on_ring[:, k], sent)

        occupied = self._occupied
        advance = np.zeros(n, dtype=bool)
        for k in range(figures):
            v = rows[:, k]
            in_goal = v >= GOAL_START
            if jump_in_goal:
                free = np.zeros(n, dtype=bool)
                for step in range(1, DIE_FACES + 1):
                    free |= (v + step <= last) & ~occupied(v + step)
            else:
                free = (v + 1 <= last) & ~occupied(v + 1)
            advance |= in_goal & free
        self.tries: npt.NDArray[np.bool_] = ~self.won & ~on_ring.any(axis=1) & ~advance
        first_house = np.argmax(in_house, axis=1)
        out_rows = rows.copy()
        out_rows[np.arange(n), first_house] = 0
        self.out: npt.NDArray[np.int32] = index_of(self.tries, out_rows)

        self.succ: npt.NDArray[np.int32] = np.full((DIE_FACES, n, figures), n, dtype=np.int32)
        playing = ~self.won & ~self.tries
        for die in range(1, DIE_FACES + 1):
            clear = house & on_start & ~occupied(np.full(n, die))
            bring = house & ~on_start & (die == DIE_FACES)
            free_choice = playing & ~clear & ~bring
            for k in range(figures):
                v = rows[:, k]
                target = v + die
                ok = (v >= 0) & (target <= last) & ~occupied(target)
                if not jump_in_goal:
                    low = np.maximum(v + 1, GOAL_START)
                    passes = ((rows >= low[:, None]) & (rows < target[:, None])).any(axis=1)
                    ok &= ~((target >= GOAL_START) & passes)
                moved = rows.copy()
                moved[:, k] = target
                allowed = (free_choice & ok) | (playing & clear & (v == 0))
                self.succ[die - 1, :, k] = index_of(allowed, moved)
            # Bringing a figure out: slot 0 holds a house figure whenever there is one.
            out = rows.copy()
            out[:, 0] = 0
            self.succ[die - 1, :, 0] = np.where(
                playing & bring, index_of(playing & bring, out), self.succ[die - 1, :, 0]
            )
        levels = rows.sum(axis=1)
        self.layers: list[tuple[int, int]] = []
        start = 0
        for i in range(1, n + 1):
            if i == n or levels[i] != levels[start]:
                self.layers.append((start, i))
                start = i

    # Methods rather than closures in __init__: compiled, closures that see each other form a
    # reference cycle (docs/native.md).
    def _index_of(self, mask: Any, tables: Any) -> Any:
        """Index of each table where ``mask`` holds, ``size`` elsewhere."""
        chosen = np.where(mask[:, None], tables, self.table_rows)
        found = _keys(np.sort(chosen, axis=1), self._base)
        index = self._order[np.searchsorted(self._sorted_keys, found)]
        return np.where(mask, index, self.size).astype(np.int32)

    def _occupied(self, values: Any) -> Any:
        """Per table: whether some figure stands on ``values`` (one progress per table)."""
        return (self.table_rows == values[:, None]).any(axis=1)


def _solve(figures: int, last: int, jump_in_goal: bool, hazard: Hazard) -> RaceTable:
    """Expected turns per table; ``hazard[p]`` is the chance per turn that a figure on ring
    progress ``p`` is captured (at the end of each turn, one figure at most).

    With a hazard the tables form cycles (a capture lowers the progress), so the sweep in order of
    decreasing progress is repeated (Gauss-Seidel by layers) until the values settle.
    """
    g = _Graph(figures, last, jump_in_goal)
    n = g.size
    rows = g.table_rows
    on_ring = (rows >= 0) & (rows < RING_SIZE)
    g.hz = np.where(on_ring, np.asarray(hazard)[np.clip(rows, 0, RING_SIZE - 1)], 0.0)
    g.risk = g.hz.sum(axis=1)
    hazardous = bool(np.any(g.risk > 0.0))
    turns = np.zeros(n + 1, dtype=np.float64)
    previous: Any = None
    for sweep in range(MAX_SWEEPS):
        before = turns.copy()
        for a, b in g.layers:
            turns[a:b] = _layer(g, turns, a, b)
        delta = turns - before
        change = float(np.max(np.abs(delta[:n])))
        if change < TOLERANCE or not hazardous:
            break
        if previous is not None and sweep % 3 == 2:
            # The error shrinks by about the same ratio every sweep: jump to its limit (Aitken).
            ratio = float(np.linalg.norm(delta)) / max(float(np.linalg.norm(previous)), 1e-12)
            if 0.0 < ratio < 0.95:
                turns[:n] += delta[:n] * ratio / (1.0 - ratio)
        previous = delta
    _SWEEPS.append(sweep + 1)
    return {row: float(turns[i]) for i, row in enumerate(g.rows)}


def _layer(g: _Graph, turns: npt.NDArray[np.float64], a: int, b: int) -> Any:
    """New values of the tables ``a:b`` (one progress level) from the current ``turns``."""
    n = g.size
    total = np.ones(b - a)
    stay = np.zeros(b - a)
    for die in range(DIE_FACES):
        succ = g.succ[die, a:b]
        if die == DIE_FACES - 1:
            values = np.maximum(turns[succ] - 1.0, 0.0)  # a 6: the same turn goes on
        else:
            values = _ended(g, turns, succ)
        values[succ == n] = np.inf
        best = values.min(axis=1)
        moved = np.isfinite(best)
        total += np.where(moved, best, 0.0) / DIE_FACES
        stay += np.where(moved, 0.0, 1.0 / DIE_FACES)
    own = np.arange(a, b)
    captured = _captured(g, turns, own)
    keep = 1.0 - g.risk[a:b]
    with np.errstate(divide="ignore", invalid="ignore"):
        new = (total + stay * captured) / (1.0 - stay * keep)
    new = np.where(stay > 1.0 - 1e-9, STUCK, new)
    tries = g.tries[a:b]
    if tries.any():
        first = np.maximum(turns[np.minimum(g.out[a:b], n - 1)] - 1.0, 0.0)
        new = np.where(tries, (1.0 + SIX_IN_THREE * first) / SIX_IN_THREE, new)
    return np.where(g.won[a:b], 0.0, new)


def _captured(g: _Graph, turns: npt.NDArray[np.float64], idx: Any) -> Any:
    """Expected turns after a capture, summed over the ring figures weighted by their hazard."""
    homes = g.home[idx]
    values = turns[homes] * g.hz[idx]
    values[homes == g.size] = 0.0
    return values.sum(axis=-1)


def _ended(g: _Graph, turns: npt.NDArray[np.float64], idx: Any) -> Any:
    """Value at the end of the turn: the opponents move, a ring figure may be sent home."""
    safe = np.minimum(idx, g.size - 1)
    return (1.0 - g.risk[safe]) * turns[safe] + _captured(g, turns, safe)


def race_table(
    figures: int, last: int, jump_in_goal: bool, hazard: Hazard = NO_HAZARD, dice: Dice = D6
) -> RaceTable | None:
    """The table for seats with ``figures`` figures and innermost goal progress ``last``.

    ``None`` outside what the tables cover (one six-sided die, at most four figures): the
    caller then falls back to :func:`estimate_turns`."""
    if dice != D6 or figures > MAX_TABLE_FIGURES or last - GOAL_START + 1 < figures:
        return None
    key = (figures, last, jump_in_goal, hazard)
    table = _TABLES.get(key)
    if table is None:
        table = _solve(figures, last, jump_in_goal, hazard)
        _TABLES[key] = table
    return table


def estimate_turns(row: Row, last: int, dice: Dice = D6) -> float:
    """Fallback estimate where there is no table: the pips still to go at the dice's mean roll a
    turn, a house figure counting the whole way and the wait for its 6."""
    mean = dice.count * (dice.sides + 1) / 2.0
    wait = 3 * dice.count * dice.sides  # three of the dice's highest rolls: waiting for the 6
    pips = 0.0
    for progress in row:
        if progress == HOUSE:
            pips += last + 1 + wait
        else:
            pips += last - progress
    return pips / mean
