"""Batched simulator of random players: many classic games advance in lockstep as numpy arrays.

The rich API (:mod:`core.game`) plays one game at a time through immutable positions and events;
that is about 30 games a second. This module plays the same rules for the built-in
:class:`~core.players.RandomPlayer` only, thousands of games at once: every *step* rolls one die
for every unfinished game, finds the duty-respecting legal moves of the player to move with array
operations over the games (a small fixed loop over figures is the only Python loop), picks one
uniformly, and applies it. ``tests/core/test_fastsim.py`` replays recorded games through the rich
API and checks that both agree move for move; ``docs/fastsim.md`` describes the design.

State of a batch of ``n`` games with ``S`` players of ``F`` figures:

* ``P`` (n, S*F + 1) int8: progress of every figure as in :mod:`core.board` (``-1`` house,
  ``0..39`` ring, ``40..`` goal), seat index major; the last column is a dump slot for writes
  that must go nowhere.
* ``R`` (n, 41) int8: ring occupancy by absolute field, ``seat_index * F + figure + 1`` or 0;
  column 40 is again a dump slot, kept at 0 between steps.
* ``turn`` (n,) seat index (0..S-1, the sorted occupied seats), ``left`` (n,) rolls left in the
  series including the next roll, exactly :attr:`core.position.Position.rolls_left`.

Random numbers come from a numpy ``Generator`` (PCG64) seeded from the run's seed: the results
are statistically, not bitwise, those of the rich path with its SplitMix dice.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from core.board import FIELDS_PER_SEAT, GOAL_START, HOUSE, RING_SIZE
from core.rules import Rules
from core.simulate import SEATS_FOR, SimulationReport

I8 = npt.NDArray[np.int8]
I64 = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]

DEFAULT_BATCH = 8192  # games held in the arrays at once; finished games are replaced by new ones
_MASK64 = (1 << 64) - 1
_DUMP = RING_SIZE  # column of R that absorbs writes for games that do not touch the ring
PASS_KEY = (-1, HOUSE)  # key of core.moves.PASS


def supports(rules: Rules) -> bool:
    """Whether the batched path plays these rules (roll-off, play on, penalties: rich path)."""
    return not (rules.roll_off or rules.play_on or rules.penalties)


@dataclass(frozen=True, slots=True)
class TraceStep:
    """One roll of a recorded game and what followed, seats as physical seat numbers.

    ``legal`` holds the keys (figure, target) of the duty-respecting legal moves, or only the
    pass key; ``move`` the chosen key. ``figures``, ``turn`` and ``rolls_left`` describe the
    position after the move (``figures[seat]`` empty for an unoccupied seat); ``over`` is true
    when the move won the game.
    """

    seat: int
    pips: int
    legal: tuple[tuple[int, int], ...]
    move: tuple[int, int]
    figures: tuple[tuple[int, ...], ...]
    turn: int
    rolls_left: int
    over: bool


@dataclass
class BatchResult:
    """Outcome of :func:`play_batch`: per game the winning physical seat and the rolls played."""

    seats: tuple[int, ...]
    winners: I64
    rolls: I64
    traces: dict[int, list[TraceStep]] = field(default_factory=dict)


def play_batch(
    players: int,
    rules: Rules,
    games: int,
    seed: int,
    *,
    batch: int = DEFAULT_BATCH,
    trace: tuple[int, ...] = (),
) -> BatchResult:
    """Play ``games`` games of ``players`` random players; record the games listed in ``trace``.

    Seat index 0 (the lowest seat) begins every game, as in :func:`core.simulate.simulate`.
    """
    if players not in SEATS_FOR:
        raise ValueError("the batched simulator needs 2 to 4 players")
    if not supports(rules):
        raise ValueError("the batched simulator does not play roll-off, play on or penalties")
    rng = np.random.default_rng(seed & _MASK64)
    sim = _Batch(SEATS_FOR[players], rules, games, max(1, batch), rng, set(trace))
    sim.run()
    return BatchResult(SEATS_FOR[players], sim.winners, sim.rolls, sim.traces)


def simulate_random(
    players: int, games: int, seed: int, rules: Rules, rotate: bool = False
) -> SimulationReport | None:
    """``madn simulate`` for random players only; ``None`` when the rules need the rich path.

    Wins are counted per player in ``--players`` order, seated as
    :func:`core.simulate.seat_assignment` seats them (``rotate`` shifts the seats per game).
    """
    if players not in SEATS_FOR or not supports(rules):
        return None
    started = time.perf_counter()
    result = play_batch(players, rules, games, seed)
    seconds = time.perf_counter() - started
    seat_index = np.searchsorted(np.array(result.seats), result.winners)
    shift = np.arange(games) % players if rotate else np.zeros(games, dtype=np.int64)
    player = (seat_index - shift) % players
    wins = np.bincount(player, minlength=players)
    return SimulationReport(
        players=["random"] * players,
        games=games,
        wins=[int(w) for w in wins],
        rolls=int(result.rolls.sum()),
        seconds=seconds,
    )


class _Batch:
    """The arrays of one batched run and the step that advances them."""

    def __init__(
        self,
        seats: tuple[int, ...],
        rules: Rules,
        games: int,
        batch: int,
        rng: np.random.Generator,
        trace: set[int],
    ) -> None:
        self.seats = seats
        self.rules = rules
        self.count = len(seats)
        self.figs = rules.figures
        self.width = self.count * self.figs + 1
        self.last = GOAL_START + self.figs - 1
        self.games = games
        self.rng = rng
        self.trace_ids = trace
        self.traces: dict[int, list[TraceStep]] = {g: [] for g in sorted(trace)}
        self.winners: I64 = np.full(games, -1, dtype=np.int64)
        self.rolls: I64 = np.zeros(games, dtype=np.int64)
        self.offsets: I8 = np.array([FIELDS_PER_SEAT * s for s in seats], dtype=np.int8)
        self.next_seat: I64 = (np.arange(self.count, dtype=np.int64) + 1) % self.count
        self.seat_numbers: I64 = np.array(seats, dtype=np.int64)
        self.pending: list[tuple[int, int, TraceStep]] = []
        # The position every game starts from (one row of P and R).
        p0 = np.full(self.width, HOUSE, dtype=np.int8)
        r0 = np.zeros(RING_SIZE + 1, dtype=np.int8)
        if rules.one_figure_out:
            for i, seat in enumerate(seats):
                p0[i * self.figs] = 0
                r0[FIELDS_PER_SEAT * seat] = i * self.figs + 1
        self.p0, self.r0 = p0, r0
        self.left0 = 1 if rules.one_figure_out else 3
        n = min(games, batch)
        self.P: I8 = np.tile(p0, (n, 1))
        self.R: I8 = np.tile(r0, (n, 1))
        self.turn: I64 = np.zeros(n, dtype=np.int64)
        self.left: I8 = np.full(n, self.left0, dtype=np.int8)
        self.gid: I64 = np.arange(n, dtype=np.int64)
        self.start: I64 = np.zeros(n, dtype=np.int64)
        self.done: Bools = np.zeros(n, dtype=np.bool_)
        self.started = n

    def run(self) -> None:
        step = 0
        while len(self.turn):
            self.step(step)
            finished = int(np.count_nonzero(self.done))
            if finished and finished * 8 >= len(self.turn):
                self.compact(step + 1)
            step += 1

    def step(self, step: int) -> None:
        P, R, turn, left = self.P, self.R, self.turn, self.left
        n = len(turn)
        F, last = self.figs, self.last
        Pf, Rf = P.reshape(-1), R.reshape(-1)
        rows = np.arange(n, dtype=np.int64)
        rowP = rows * self.width
        rowR = rows * (RING_SIZE + 1)
        figs = np.arange(F, dtype=np.int64)

        # One uniform number gives the die (integer part of 6u) and the choice (the fraction).
        u = self.rng.random(n)
        u *= 6.0
        d0 = u.astype(np.int8)
        frac = u - d0
        six = d0 == 5
        left -= 1

        base = rowP + turn * F
        cidx = base[:, None] + figs
        cur: I8 = Pf.take(cidx)
        in_house = cur < 0
        on_start = cur == 0
        has_house: Bools = np.logical_or.reduce(in_house, axis=1)
        has_start: Bools = np.logical_or.reduce(on_start, axis=1)
        target: I8 = cur + (d0 + 1)[:, None]
        if self.rules.jump_in_goal:
            low = target
        else:
            # Own figures in [low, target] block the move: the target itself on the ring, and in
            # the goal lane every field from the first goal step up to the target.
            low = np.minimum(target, np.maximum(cur + 1, GOAL_START))
        mine = cur[:, None, :]
        blocked = ((mine >= low[:, :, None]) & (mine <= target[:, :, None])).any(2)
        legal = ~in_house & (target <= last) & ~blocked
        can_out = six & has_house & ~has_start
        first_house = in_house & (np.cumsum(in_house, 1) == 1)
        out = first_house & can_out[:, None]
        legal |= out
        target = np.where(in_house, np.int8(0), target)
        offset = self.offsets[turn]
        occupant: I8 = Rf.take(rowR[:, None] + (offset[:, None] + target) % RING_SIZE)
        capture = legal & (target < RING_SIZE) & (occupant > 0)

        # Duties in order: clear the start field, bring a figure out, capture (if forced).
        clear = legal & on_start & has_house[:, None]
        duty = clear.any(1) | can_out
        forced: Bools = np.logical_or.reduce(capture, axis=1) & self.rules.forced_capture
        chosen = np.where(forced[:, None], capture, legal)
        allowed = np.where(duty[:, None], clear | out, chosen)

        running = np.cumsum(allowed, 1)
        options = running[:, -1]
        pick = (frac * options).astype(np.int64)
        fig = (running > pick[:, None]).argmax(1)
        moves = options > 0

        old = cur[rows, fig]
        new = np.where(moves, target[rows, fig], old)
        hit = np.where(moves & capture[rows, fig], occupant[rows, fig], np.int8(0))
        won = moves & (new >= GOAL_START) & ((cur >= GOAL_START).sum(1) + (old < GOAL_START) == F)
        if self.trace_ids:
            self.record(allowed, target, d0, fig, moves)

        # Ring occupancy: leave the old field, take the new one (overwriting a captured figure).
        leave = moves & (old >= 0) & (old < RING_SIZE)
        Rf[rowR + np.where(leave, (offset + old) % RING_SIZE, _DUMP)] = 0
        land = moves & (new < RING_SIZE)
        Rf[rowR + np.where(land, (offset + new) % RING_SIZE, _DUMP)] = turn * F + fig + 1
        R[:, _DUMP] = 0
        Pf[np.where(hit > 0, rowP + hit - 1, rowP + self.width - 1)] = HOUSE
        Pf[base + fig] = new

        # Who rolls next: a played 6 rolls again, a pass with tries left rolls again.
        stay = ~moves & (left > 0)
        mover = turn
        turn = np.where(stay | (moves & six), turn, self.next_seat[turn])
        row: I8 = Pf.take((rowP + turn * F)[:, None] + figs)
        on_ring = ((row >= 0) & (row < RING_SIZE)).any(1)
        in_goal = row >= GOAL_START
        lowest_goal = np.where(in_goal, row, np.int8(60)).min(1)
        # Three tries: nothing on the ring and the goal figures packed at the end of the lane.
        three = ~on_ring & (lowest_goal + in_goal.sum(1) > last)
        self.left = np.where(stay, left, np.where(three, np.int8(3), np.int8(1))).astype(np.int8)
        self.turn = turn

        newly = won & ~self.done
        if newly.any():
            ids = self.gid[newly]
            self.winners[ids] = self.seat_numbers[mover[newly]]
            self.rolls[ids] = step - self.start[newly] + 1
            self.done |= newly
        if self.trace_ids:
            self.record_after(won)

    # --- tracing (tests only) --------------------------------------------------------------

    def record(self, allowed: Bools, target: I8, d0: I8, fig: I64, moves: Bools) -> None:
        """Note the roll, the legal moves and the choice of every traced game in the batch."""
        self.pending = []
        traced = np.isin(self.gid, list(self.trace_ids)) & ~self.done
        for r in np.nonzero(traced)[0].tolist():
            legal = tuple((f, int(target[r, f])) for f in range(self.figs) if allowed[r, f])
            move = (int(fig[r]), int(target[r, int(fig[r])])) if moves[r] else PASS_KEY
            partial = TraceStep(
                seat=self.seats[int(self.turn[r])],
                pips=int(d0[r]) + 1,
                legal=legal or (PASS_KEY,),
                move=move,
                figures=(),
                turn=-1,
                rolls_left=-1,
                over=False,
            )
            self.pending.append((r, int(self.gid[r]), partial))

    def record_after(self, won: Bools) -> None:
        """Complete the pending trace steps with the position after the move."""
        for r, gid, partial in self.pending:
            figures: list[tuple[int, ...]] = [() for _ in range(4)]
            for i, seat in enumerate(self.seats):
                block = self.P[r, i * self.figs : (i + 1) * self.figs]
                figures[seat] = tuple(int(p) for p in block)
            over = bool(won[r])
            self.traces[gid].append(
                TraceStep(
                    seat=partial.seat,
                    pips=partial.pips,
                    legal=partial.legal,
                    move=partial.move,
                    figures=tuple(figures),
                    turn=partial.seat if over else self.seats[int(self.turn[r])],
                    rolls_left=0 if over else int(self.left[r]),
                    over=over,
                )
            )

    # --- finished games ---------------------------------------------------------------------

    def compact(self, next_step: int) -> None:
        """Replace finished games by new ones while games remain, else drop them."""
        finished = np.nonzero(self.done)[0]
        fresh = min(len(finished), self.games - self.started)
        if fresh:
            slots = finished[:fresh]
            self.P[slots] = self.p0
            self.R[slots] = self.r0
            self.turn[slots] = 0
            self.left[slots] = self.left0
            self.gid[slots] = np.arange(self.started, self.started + fresh)
            self.start[slots] = next_step
            self.done[slots] = False
            self.started += fresh
        if fresh < len(finished):
            keep = ~self.done
            self.P = self.P[keep]
            self.R = self.R[keep]
            self.turn = self.turn[keep]
            self.left = self.left[keep]
            self.gid = self.gid[keep]
            self.start = self.start[keep]
            self.done = self.done[keep]
