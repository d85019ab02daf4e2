"""Batched simulator of random players: many games advance in lockstep as numpy arrays.

The rich API (:mod:`core.game`) plays one game at a time through immutable positions and
happenings; that is about 50 games a second. This module plays the same rules for the built-in
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
* ``train`` (n,) int8: with the railway (GAME.md 4.2), the table rounds still to end before the
  train passes, as :attr:`core.position.Position.train`.

Random numbers come from a numpy ``Generator`` (PCG64) seeded from the run's seed: the results
are statistically, not bitwise, those of the rich path with its SplitMix dice.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from core.board import FIELDS_PER_SEAT, GOAL_START, HOUSE, RING_SIZE
from core.fastsim_tables import DUMP as _DUMP
from core.fastsim_tables import Tables
from core.position import TRAIN_NODE
from core.rules import Rules
from core.simulate import SEATS_FOR, SimulationReport

I8 = npt.NDArray[np.int8]
I64 = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]

DEFAULT_BATCH = 4096  # games held in the arrays at once; finished games are replaced by new ones
_MASK64 = (1 << 64) - 1
PASS_KEY = (-1, HOUSE)  # key of core.moves.PASS
_POOL = 1 << 14  # train intervals drawn at a time


def supports(rules: Rules) -> bool:
    """Whether the batched path plays these rules (roll-off, play on, penalties and event mode:
    rich path)."""
    return not (rules.roll_off or rules.play_on or rules.penalties or rules.event_mode)


@dataclass(frozen=True, slots=True)
class TraceStep:
    """One roll of a recorded game and what followed, seats as physical seat numbers.

    ``legal`` holds the keys (figure, target) of the duty-respecting legal moves, or only the
    pass key; ``move`` the chosen key. ``figures``, ``turn``, ``rolls_left`` and ``train``
    describe the position after the move as the rich engine has it (``figures[seat]`` empty for
    an unoccupied seat): when the move ended the table round after which the train passes, that
    is the position waiting for the next interval, the train's hits already sent home, with
    ``rolls_left`` and ``train`` 0 (a :class:`TrainDraw` follows). ``over`` is true when the
    move won the game.
    """

    seat: int
    pips: int
    legal: tuple[tuple[int, int], ...]
    move: tuple[int, int]
    figures: tuple[tuple[int, ...], ...]
    turn: int
    rolls_left: int
    over: bool
    train: int = 0


@dataclass(frozen=True, slots=True)
class TrainDraw:
    """The railway's interval drawn in a recorded game: first when the game starts, then right
    after every train. ``hits`` are the figures the train sent home just before, as
    ``(seat, figure, progress before)`` (as :class:`core.happenings.TrainPassed` lists them; empty
    at the start); ``turn`` and ``rolls_left`` describe the position after the draw, whose
    countdown is ``interval``."""

    interval: int
    hits: tuple[tuple[int, int, int], ...]
    turn: int
    rolls_left: int


TraceRecord = TraceStep | TrainDraw


@dataclass
class BatchResult:
    """Outcome of :func:`play_batch`: per game the winning physical seat and the rolls played."""

    seats: tuple[int, ...]
    winners: I64
    rolls: I64
    traces: dict[int, list[TraceRecord]] = field(default_factory=dict)


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

    Seat index 0 (the lowest seat) begins every game, as in :func:`core.simulate.simulate`, and
    with the railway opens every table round.
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
    """The arrays of one batched run and the step that advances them.

    ``P`` (n, S * (F+1)) int8: the progress of every figure, seat by seat, each seat followed by
    a dump slot. ``B`` (n, 41) int8: ring occupancy by absolute field, the code
    ``seat * (F+1) + figure + 1`` of the figure there or 0; column 40 is a dump kept at 0.
    ``SUM`` (n, S) int64: each seat's summary (see :class:`core.fastsim_tables.Tables`).
    ``turn`` (n,): seat index to move (0..S-1 over the sorted seats); ``left`` (n,): rolls left
    in the series, including the next one, as :attr:`core.position.Position.rolls_left`;
    ``train`` (n,) int8: with the railway the table rounds still to end before the train passes
    (1..5 between steps), without it 0.
    """

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
        self.railway = rules.railway
        self.figs = F = rules.figures
        self.t = t = Tables(seats, F, rules.jump_in_goal)
        self.games = games
        self.rng = rng
        self.pool: I8 = np.zeros(0, dtype=np.int8)
        self.pool_at = 0
        self.trace_ids = trace
        self.traces: dict[int, list[TraceRecord]] = {g: [] for g in sorted(trace)}
        self.pending: list[tuple[int, int, TraceStep]] = []
        self.trained: dict[int, list[int]] = {}  # traced rows the train passed: P before it
        self.winners: I64 = np.full(games, -1, dtype=np.int64)
        self.rolls: I64 = np.zeros(games, dtype=np.int64)
        self.seat_numbers: I64 = np.array(seats, dtype=np.int64)
        # The position every game starts from (one row of P, B and SUM).
        row = [0 if rules.one_figure_out and f == 0 else HOUSE for f in range(F)]
        p0 = np.tile(np.array([*row, t.idle], dtype=np.int8), len(seats))
        b0 = np.zeros(RING_SIZE + 1, dtype=np.int8)
        if rules.one_figure_out:
            for i, seat in enumerate(seats):
                b0[FIELDS_PER_SEAT * seat] = i * t.block + 1
        self.p0, self.b0 = p0, b0
        self.sum0 = np.full(len(seats), t.summary(row), dtype=np.int64)
        self.left0 = 1 if rules.one_figure_out else 3
        n = min(games, batch)
        rows = np.arange(n, dtype=np.int64)
        self.row_p: I64 = rows * len(p0)
        self.row_b: I64 = rows * len(b0)
        self.row_s: I64 = rows * len(seats)
        self.P: I8 = np.tile(p0, (n, 1))
        self.B: I8 = np.tile(b0, (n, 1))
        self.SUM: I64 = np.tile(self.sum0, (n, 1))
        self.turn: I64 = np.zeros(n, dtype=np.int64)
        self.left: I8 = np.full(n, self.left0, dtype=np.int8)
        self.gid: I64 = np.arange(n, dtype=np.int64)
        self.start: I64 = np.zeros(n, dtype=np.int64)
        self.done: Bools = np.zeros(n, dtype=np.bool_)
        self.train: I8 = np.zeros(n, dtype=np.int8)
        if self.railway:
            self.train[:] = self.intervals(n)
        self.started = n
        self.resize(n)
        self.record_start(self.rows)

    def resize(self, n: int) -> None:
        """Scratch arrays, one row per figure and one for the idle figure, for ``n`` games."""
        F = self.figs
        self.rows: I64 = np.arange(n, dtype=np.int64)
        self.cur: I8 = np.full((F + 1, n), self.t.idle, dtype=np.int8)
        self.occ: I8 = np.zeros((F + 1, n), dtype=np.int8)
        self.col: I64 = np.full((F + 1, n), _DUMP, dtype=np.int64)

    def run(self) -> None:
        step = 0
        while len(self.turn):
            self.step(step)
            finished = int(np.count_nonzero(self.done))
            if finished and finished * 8 >= len(self.turn):
                self.compact(step + 1)
            step += 1

    def step(self, step: int) -> None:
        t, F = self.t, self.figs
        turn, rows, cur, occ, col = self.turn, self.rows, self.cur, self.occ, self.col
        n = len(turn)
        Pf, Bf, Sf = self.P.reshape(-1), self.B.reshape(-1), self.SUM.reshape(-1)
        row_p, row_b, row_s = self.row_p[:n], self.row_b[:n], self.row_s[:n]

        # One uniform number gives the die (integer part of 6u) and the choice (the fraction).
        u = self.rng.random(n)
        u *= 6.0
        d0 = u.astype(np.intp)
        frac = u - d0
        six = d0 == 5
        left = self.left - 1

        s_index = row_s + turn
        summary = Sf.take(s_index)
        gm = summary & t.full
        house = summary >> t.house_shift

        # Per figure: where the roll takes it, who stands there, and whether it may go.
        base = row_p + turn * t.block
        d_base = d0 * t.width + 1
        g_base = gm * (6 * t.width) + d_base
        m_base = turn * (6 * t.width) + d_base
        code = turn * t.block + 1
        c, o, k = cur[:F], occ[:F], col[:F]
        np.take(Pf, base + t.figure_offsets, out=c, mode="clip")
        np.take(t.land, m_base + c, out=k, mode="clip")
        np.take(Bf, row_b + k, out=o, mode="clip")
        own = (o - code).view(np.uint64) < F
        legal = np.add.reduce((t.goal_ok.take(g_base + c) > own) * t.figure_bits, axis=0)
        taken = np.add.reduce((o > 0) * t.figure_bits, axis=0)
        legal &= t.keep.take(house)

        # Duties in order: clear the start field, bring a figure out, capture (if forced).
        has_house = house > 0
        on_start = Bf.take(row_b + t.start_col.take(turn)) - code
        has_start = on_start.view(np.uint64) < F
        start_bit = t.bit.take(on_start & 15)
        clear = has_house & has_start & ((legal & start_bit) != 0)
        bring_out = six & has_house & ~has_start
        pool = legal
        if self.rules.forced_capture:
            captures = legal & taken
            pool = np.where(captures != 0, captures, legal)
        allowed = np.where(clear, start_bit, np.where(bring_out, legal & house, pool))

        options = t.popcount.take(allowed)
        fig = self.choose(allowed, options, frac, d_base)
        moves = options > 0
        pick = fig * n + rows
        old = cur.reshape(-1).take(pick)
        new = t.new.take(d_base + old)
        if self.trace_ids:
            self.record(allowed, d0, fig, moves)

        # Leave the old field, take the new one; a figure standing there goes home.
        Bf[row_b + t.ring_col.take(turn * t.width + 1 + old)] = 0
        Bf[row_b + col.reshape(-1).take(pick)] = code + fig
        self.B[:, _DUMP] = 0
        hit = occ.reshape(-1).take(pick)
        Pf[row_p + hit - 1] = HOUSE  # no hit: the previous row's last dump slot
        Pf[base + fig] = new
        summary += t.delta.take(fig * (6 * t.width) + d_base + old)
        Sf[s_index] = summary
        Sf[row_s + t.victim_seat.take(hit)] += t.victim_delta.take(hit)
        won = (summary & t.full) == t.full

        # Who rolls next: a played 6 rolls again, a pass with tries left rolls again. With the
        # railway the train may pass first; the next player's rolls are counted after it.
        stay = ~moves & (left > 0)
        mover = turn
        turn = np.where(stay | (moves & six), turn, t.next_seat.take(turn))
        self.turn = turn
        if self.railway:
            self.count_round(turn, mover, won)
        following = Sf.take(row_s + turn)
        self.left = np.where(stay, left, t.rolls.take(following & t.summary_mask))

        newly = won & ~self.done
        if newly.any():
            ids = self.gid[newly]
            self.winners[ids] = self.seat_numbers[mover[newly]]
            self.rolls[ids] = step - self.start[newly] + 1
            self.done |= newly
        if self.trace_ids:
            self.record_after(won)

    # --- the railway ------------------------------------------------------------------------

    def intervals(self, count: int) -> I8:
        """``count`` fresh intervals of the train, uniform in 2..5 table rounds: a view of a pool
        drawn in advance (one generator call per step would cost more than the train itself),
        to be copied into place."""
        at = self.pool_at
        if at + count > len(self.pool):
            size = max(count, _POOL)
            self.pool = self.rng.integers(TRAIN_NODE.low, TRAIN_NODE.high + 1, size, np.int8)
            at = 0
        self.pool_at = at + count
        return self.pool[at : at + count]

    def count_round(self, turn: I64, mover: I64, won: Bools) -> None:
        """A table round ends where a new turn passes onto seat index 0, which opens every game
        (the only way the seat index goes down), unless the move won the game: its countdown
        drops, and where that reaches 0 the train passes before the next player's first roll."""
        ended = ((turn < mover) > won).nonzero()[0]  # (turn < mover) and not won
        if not len(ended):
            return
        train = self.train
        left = train.take(ended) - 1
        train[ended] = left
        passing = ended[left == 0]
        if len(passing):
            self.pass_train(passing)

    def pass_train(self, rows: I64) -> None:
        """The train passes in the games ``rows``: figures on a crossing and unsafe goal figures
        under the track go home, with ``P``, ``B`` and ``SUM`` kept in step; then the next
        interval is drawn."""
        t, F = self.t, self.figs
        if self.trace_ids:
            self.note_train(rows)
        Pf, Bf, Sf = self.P.reshape(-1), self.B.reshape(-1), self.SUM.reshape(-1)
        row_p, row_b, row_s = self.row_p.take(rows), self.row_b.take(rows), self.row_s.take(rows)
        # Goal safety is judged on the position before the train, for every field at once.
        goal_hits: list[I64] = []
        for i, bit, deeper in t.track_goal:
            gm = Sf.take(row_s + i)
            unsafe = (((gm >> bit) & 1) == 1) & ((gm & deeper) != deeper)
            goal_hits.append(rows[unsafe])
        # A figure on a crossing goes home as a captured one does (its code indexes P; nobody
        # there writes the previous row's last dump slot and changes no summary).
        row_p -= 1
        for crossing in t.crossings:
            where = row_b + crossing
            code = Bf.take(where)
            Pf[row_p + code] = HOUSE
            victim = row_s + t.victim_seat.take(code)
            Sf[victim] = Sf.take(victim) + t.victim_delta.take(code)
            Bf[where] = 0
        for (i, bit, _), hit in zip(t.track_goal, goal_hits, strict=True):
            if len(hit):
                first = i * t.block
                lane = self.P[hit, first : first + F]
                fig = np.argmax(lane == GOAL_START + bit, axis=1)
                self.P[hit, first + fig] = HOUSE
                self.SUM[hit, i] += t.bit.take(t.house_shift + fig) - (1 << bit)
        self.train[rows] = self.intervals(len(rows))

    def choose(self, allowed: I64, options: I64, frac: npt.NDArray[np.float64], d_base: I64) -> I64:
        """The figure each game moves: the random player's uniform choice among the ``allowed``
        figures (a bit mask per game, ``options`` of them), drawn with ``frac`` in [0, 1); the
        idle figure ``F`` where none is allowed. A subclass may choose otherwise (the AI's
        measuring tools do): during a step ``cur``, ``col`` and ``occ`` hold every figure's
        progress, landing column and the code of the figure standing there, and ``d_base``
        indexes the die's rows of the tables."""
        t, F = self.t, self.figs
        fig: I64 = t.select.take(allowed * F + (frac * options).astype(np.intp))
        return fig

    # --- tracing (tests only) --------------------------------------------------------------

    def record_start(self, rows: I64) -> None:
        """Note the train's first interval of every traced game starting in ``rows``."""
        if not (self.trace_ids and self.railway):
            return
        for r in rows.tolist():
            gid = int(self.gid[r])
            if gid in self.trace_ids:
                first = TrainDraw(int(self.train[r]), (), self.seats[0], int(self.left[r]))
                self.traces[gid].append(first)

    def note_train(self, rows: I64) -> None:
        """Keep the figures of every traced game in ``rows`` as they are before the train."""
        for r in rows.tolist():
            if int(self.gid[r]) in self.trace_ids and not self.done[r]:
                self.trained[r] = [int(p) for p in self.P[r]]

    def record(self, allowed: I64, d0: I64, fig: I64, moves: Bools) -> None:
        """Note the roll, the legal moves and the choice of every traced game in the batch."""
        self.pending = []
        self.trained = {}
        traced = np.isin(self.gid, list(self.trace_ids)) & ~self.done
        for r in np.nonzero(traced)[0].tolist():
            pips = int(d0[r]) + 1
            row = [int(self.cur[f, r]) for f in range(self.figs)]
            target = [0 if p == HOUSE else p + pips for p in row]
            legal = tuple((f, target[f]) for f in range(self.figs) if int(allowed[r]) >> f & 1)
            move = (int(fig[r]), target[int(fig[r])]) if moves[r] else PASS_KEY
            partial = TraceStep(
                seat=self.seats[int(self.turn[r])],
                pips=pips,
                legal=legal or (PASS_KEY,),
                move=move,
                figures=(),
                turn=-1,
                rolls_left=-1,
                over=False,
            )
            self.pending.append((r, int(self.gid[r]), partial))

    def record_after(self, won: Bools) -> None:
        """Complete the pending trace steps with the position after the move (and the train)."""
        block = self.t.block
        for r, gid, partial in self.pending:
            figures: list[tuple[int, ...]] = [() for _ in range(4)]
            for i, seat in enumerate(self.seats):
                row = [int(p) for p in self.P[r, i * block : i * block + self.figs]]
                figures[seat] = tuple(row)
                # The incremental summaries must match the figures (a cheap self-check).
                assert int(self.SUM[r, i]) == self.t.summary(row)
            self.check_ring(r)
            over = bool(won[r])
            before = self.trained.get(r)
            turn = partial.seat if over else self.seats[int(self.turn[r])]
            left = int(self.left[r])
            self.traces[gid].append(
                TraceStep(
                    seat=partial.seat,
                    pips=partial.pips,
                    legal=partial.legal,
                    move=partial.move,
                    figures=tuple(figures),
                    turn=turn,
                    rolls_left=0 if over or before is not None else left,
                    over=over,
                    train=0 if before is not None else int(self.train[r]),
                )
            )
            if before is not None:
                hits = tuple(
                    (seat, f, before[i * block + f])
                    for i, seat in enumerate(self.seats)
                    for f in range(self.figs)
                    if before[i * block + f] != HOUSE and figures[seat][f] == HOUSE
                )
                self.traces[gid].append(TrainDraw(int(self.train[r]), hits, turn, left))

    def check_ring(self, r: int) -> None:
        """The ring occupancy of game row ``r`` must match its figures (a self-check)."""
        t = self.t
        expected = np.zeros(RING_SIZE + 1, dtype=np.int8)
        for i in range(len(self.seats)):
            for f in range(self.figs):
                progress = int(self.P[r, i * t.block + f])
                if 0 <= progress < RING_SIZE:
                    expected[int(t.ring_col[i * t.width + progress + 1])] = i * t.block + f + 1
        assert np.array_equal(self.B[r], expected)

    # --- finished games ---------------------------------------------------------------------

    def compact(self, next_step: int) -> None:
        """Replace finished games by new ones while games remain, else drop them."""
        finished = np.nonzero(self.done)[0]
        fresh = min(len(finished), self.games - self.started)
        if fresh:
            slots = finished[:fresh]
            self.P[slots] = self.p0
            self.B[slots] = self.b0
            self.SUM[slots] = self.sum0
            self.turn[slots] = 0
            self.left[slots] = self.left0
            self.gid[slots] = np.arange(self.started, self.started + fresh)
            self.start[slots] = next_step
            self.done[slots] = False
            if self.railway:
                self.train[slots] = self.intervals(fresh)
            self.started += fresh
            self.record_start(slots)
        if fresh < len(finished):
            keep = ~self.done
            self.P = self.P[keep]
            self.B = self.B[keep]
            self.SUM = self.SUM[keep]
            self.turn = self.turn[keep]
            self.left = self.left[keep]
            self.gid = self.gid[keep]
            self.start = self.start[keep]
            self.done = self.done[keep]
            self.train = self.train[keep]
            self.resize(len(self.turn))
