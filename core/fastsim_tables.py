"""The lookup tables of :mod:`core.fastsim`: the rules of a batched run turned into array
indexing, built once per run (seats, figures, jumping in the goal lane). docs/fastsim.md
describes them.
"""

from __future__ import annotations

import numpy as np

import core.board as board
from core.board import FIELDS_PER_SEAT, GOAL_START, HOUSE, RING_SIZE

DUMP = RING_SIZE  # column of B that absorbs writes for games that do not touch the ring


class Tables:
    """Lookup tables that turn the rules into array indexing (built once per run).

    A figure's progress ``c`` indexes the tables as ``c + 1`` (0 = house) in rows of ``width``
    entries; the progress ``idle = last + 1`` stands for "no figure" (the pass). ``d0`` is the
    die minus one. A *summary* of a seat's figures is the sum of their :attr:`key` values: goal
    fields as bits ``0..F-1`` (the goal mask), the number of ring figures in bits ``F..F+3``,
    and a bit ``F+4+f`` for each figure ``f`` in the house.
    """

    def __init__(self, seats: tuple[int, ...], figures: int, jump_in_goal: bool) -> None:
        F = figures
        last = GOAL_START + F - 1
        self.idle = idle = last + 1
        self.width = width = last + 3
        self.block = block = F + 1  # P slots per seat: its figures and one dump slot
        masks = 1 << F
        self.house_shift = hs = F + 4
        self.summary_mask = (1 << hs) - 1
        self.full = masks - 1
        starts = [FIELDS_PER_SEAT * s for s in seats]

        def target(c: int, d0: int) -> int:
            return 0 if c == HOUSE else c + d0 + 1

        key = np.zeros((F + 1, width), dtype=np.int64)
        for f in range(F):
            key[f, 0] = 1 << (hs + f)
            key[f, 1 : RING_SIZE + 1] = 1 << F
            for c in range(GOAL_START, last + 1):
                key[f, c + 1] = 1 << (c - GOAL_START)
        self.key = key

        # May the figure at c move d0+1 as far as its own goal lane allows? (Own figures on the
        # ring are found by the occupancy lookup; leaving the house needs a 6.)
        ok = np.zeros((masks, 6, width), dtype=np.bool_)
        delta = np.zeros((F + 1, 6, width), dtype=np.int64)
        new = np.full((6, width), idle, dtype=np.int8)
        for d0 in range(6):
            ok[:, d0, 0] = d0 == 5
            for c in range(HOUSE, last + 1):
                t = target(c, d0)
                new[d0, c + 1] = t
                if t > last:
                    continue
                delta[:F, d0, c + 1] = key[:F, t + 1] - key[:F, c + 1]
                if c == HOUSE:
                    continue
                if t < GOAL_START:
                    ok[:, d0, c + 1] = True
                    continue
                lanes = range(t, t + 1) if jump_in_goal else range(max(c + 1, GOAL_START), t + 1)
                for gm in range(masks):
                    ok[gm, d0, c + 1] = not any(gm >> (g - GOAL_START) & 1 for g in lanes)
        self.goal_ok = ok.reshape(-1)
        self.delta = delta.reshape(-1)
        self.new = new.reshape(-1)

        # Column of the occupancy array that a move lands on (DUMP: the goal, or nowhere), and
        # the column a figure stands on.
        land = np.full((len(seats), 6, width), DUMP, dtype=np.int64)
        ring_col = np.full((len(seats), width), DUMP, dtype=np.int64)
        for i, start in enumerate(starts):
            land[i, :, 0] = start
            for c in range(RING_SIZE):
                ring_col[i, c + 1] = (start + c) % RING_SIZE
                for d0 in range(6):
                    if c + d0 + 1 < RING_SIZE:
                        land[i, d0, c + 1] = (start + c + d0 + 1) % RING_SIZE
        self.land = land.reshape(-1)
        self.ring_col = ring_col.reshape(-1)
        self.start_col = np.array(starts, dtype=np.int64)

        # A captured figure (by its code seat * block + figure + 1) goes home: its seat's
        # summary loses a ring figure and gains a house bit. Code 0: nobody was hit.
        codes = len(seats) * block + 1
        self.victim_seat = np.zeros(codes, dtype=np.int64)
        self.victim_delta = np.zeros(codes, dtype=np.int64)
        for i in range(len(seats)):
            for f in range(F):
                self.victim_seat[i * block + f + 1] = i
                self.victim_delta[i * block + f + 1] = (1 << (hs + f)) - (1 << F)

        bits = [[f for f in range(F) if m >> f & 1] for m in range(masks)]
        self.popcount = np.array([len(b) for b in bits], dtype=np.int64)
        select = np.zeros((masks, F), dtype=np.int64)
        select[0, 0] = F  # no move: the idle figure
        for m, b in enumerate(bits):
            select[m, : len(b)] = b or [F]
        self.select = select.reshape(-1)
        # House bits of a summary -> the mask that keeps only the lowest house figure's move.
        self.keep = np.array([self.full & ~(m & (m - 1)) for m in range(masks)], dtype=np.int64)
        self.bit = np.array([1 << i for i in range(16)], dtype=np.int64)
        self.figure_offsets = np.arange(F, dtype=np.int64)[:, None]
        self.figure_bits = self.bit[:F, None]
        # Three tries: no ring figure and the goal figures packed at the end of the lane.
        rolls = np.ones(1 << hs, dtype=np.int8)
        for gm in range(masks):
            if gm == self.full & ~((1 << (F - len(bits[gm]))) - 1):
                rolls[gm] = 3
        self.rolls = rolls
        self.next_seat = (np.arange(len(seats), dtype=np.int64) + 1) % len(seats)

        # The railway, read from core.board when the tables are built: the ring fields the
        # track crosses, and per goal field under it that a figure can stand on unsafely the
        # seat index, the field's goal-mask bit and the mask of every deeper field of its lane
        # (the figure is safe when all of those are set; the innermost field has none).
        self.crossings = tuple(sorted(set(board.CROSSINGS)))
        self.track_goal: list[tuple[int, int, int]] = []
        for seat, depth in dict.fromkeys(board.TRACK_GOAL):
            if seat in seats and 0 <= depth < F:
                bit = F - 1 - depth
                deeper = self.full & ~((1 << (bit + 1)) - 1)
                if deeper:
                    self.track_goal.append((seats.index(seat), bit, deeper))

    def summary(self, row: list[int]) -> int:
        """Summary of one seat's figures (progress values)."""
        return int(sum(self.key[f, p + 1] for f, p in enumerate(row)))
