"""How much better than the strong level could its choices be? (docs/ai.md, measured headroom)

    python tools/ai_headroom.py --games 8 --rollouts 8000
    python tools/ai_headroom.py --games 8 --rollouts 8000 --against normal

Plays four-player classic games of ``strong`` against three ``--against`` players (seats
rotated, two processes). At a quarter of the strong seat's decisions with two or more dutiful
moves it values every option by Monte-Carlo: ``--rollouts`` games played to the end from the
position after the option on the batched arrays of :mod:`core.fastsim`, the strong seat moving
by a quick greedy rule (:class:`GreedyBatch`, about as strong as the normal level), the others
at random (``--against random``) or by the same rule (any other level). The rollouts of each
option come in two halves: the option that is best by one half is judged by the other, so the
printed gain over the strong level's own choice is unbiased (picking the best of noisy values
and judging it by the same values would flatter it). A gain near zero says a rollout search of
this size would choose no better than the strong level.
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from collections.abc import Callable, Sequence

import numpy as np

from core.ai import warm_up
from core.ai.base import dutiful
from core.board import FIELDS_PER_SEAT, GOAL_START, HOUSE, RING_SIZE
from core.engine import apply
from core.fastsim import _Batch
from core.moves import Move
from core.position import Phase, Position
from core.rng import Rng
from core.rules import Rules

if __package__:  # imported as tools.ai_headroom (the tests, tools/ai_experiments.py)
    from tools.ai_value_fit import strong_games
else:  # run as a script: tools/ is on the path
    from ai_value_fit import strong_games


class GreedyBatch(_Batch):
    """Batched games in which the seats marked in ``greedy`` (by seat index of the batch)
    choose by a quick rule in the spirit of the normal level, in array operations: capture
    (more for a victim far along), leave the house, enter and fill the goal lane, move the
    figure furthest along, and weigh the chance that an opponent 1 to 6 fields behind the
    landing field (or behind the field left) hits the figure, times its progress plus 10."""

    def __init__(self, *args: object, greedy: np.ndarray, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.greedy = greedy

    def choose(
        self, allowed: np.ndarray, options: np.ndarray, frac: np.ndarray, d_base: np.ndarray
    ) -> np.ndarray:
        fig = super().choose(allowed, options, frac, d_base)
        chosen = self.greedy.take(self.turn) & (options > 1)
        if not chosen.any():
            return fig
        t, F, n = self.t, self.figs, len(self.turn)
        c = self.cur[:F].astype(np.int64)
        o = self.occ[:F].astype(np.int64)
        new = t.new.take(d_base + c).astype(np.int64)
        code = self.turn * t.block + 1
        capture = (o > 0) & ((o - code).view(np.uint64) >= F)
        victim_at = self.row_p[:n] + np.maximum(o - 1, 0)
        victim = np.where(capture, self.P.reshape(-1).take(victim_at), 0)
        score = capture * (40.0 + 0.5 * victim)
        score += (c == HOUSE) * 30.0
        score += ((new >= GOAL_START) & (c < GOAL_START)) * 40.0
        score += (new >= GOAL_START) * (new - GOAL_START) * 3.0
        score += 0.6 * np.clip(c, 0, RING_SIZE)
        rows = np.broadcast_to(np.arange(n), (F, n))
        now_col = t.ring_col.take(self.turn * t.width + 1 + c)
        checks = (
            (self.col[:F], (new >= 0) & (new < GOAL_START), np.clip(new, 0, RING_SIZE), -1.0),
            (now_col, (c >= 0) & (c < RING_SIZE), np.clip(c, 0, RING_SIZE), 1.0),
        )
        for cols, on_ring, progress, sign in checks:
            behind = np.zeros((F, n))
            for gap in range(1, 7):
                who = self.B[rows, (cols - gap) % RING_SIZE].astype(np.int64)
                behind += (who > 0) & ((who - code).view(np.uint64) >= F) & on_ring
            score += sign * (1.0 - (5.0 / 6.0) ** behind) * (progress + 10.0)
        bits = (allowed[None, :] >> np.arange(F)[:, None]) & 1
        best = np.argmax(np.where(bits == 1, score, -np.inf), axis=0)
        return np.where(chosen, best, fig)


def load(batch: _Batch, rows: slice, position: Position) -> None:
    """Set ``rows`` of the batch to ``position`` (a position waiting for a roll)."""
    t, figures = batch.t, batch.figs
    p = np.zeros(len(batch.seats) * t.block, dtype=np.int8)
    ring = np.zeros(RING_SIZE + 1, dtype=np.int8)
    sums = np.zeros(len(batch.seats), dtype=np.int64)
    for index, seat in enumerate(batch.seats):
        row = list(position.figures[seat])
        p[index * t.block : index * t.block + figures] = row
        p[index * t.block + figures] = t.idle
        sums[index] = t.summary(row)
        for figure, progress in enumerate(row):
            if 0 <= progress < RING_SIZE:
                field = (FIELDS_PER_SEAT * seat + progress) % RING_SIZE
                ring[field] = index * t.block + figure + 1
    batch.P[rows], batch.B[rows], batch.SUM[rows] = p, ring, sums
    batch.turn[rows] = batch.seats.index(position.turn)
    batch.left[rows] = position.rolls_left


def rollouts_won(
    position: Position,
    options: list[Move],
    rollouts: int,
    generator: np.random.Generator,
    greedy: Callable[[int], bool],
) -> np.ndarray | int:
    """Whether the mover won each of ``rollouts`` games played to the end after each option,
    shape (options, rollouts), the seats for which ``greedy`` holds playing the greedy rule
    and the others at random; or the index of an option that wins at once."""
    seats, k = position.active_seats, len(options)
    mask = np.array([greedy(seat) for seat in seats])
    batch = GreedyBatch(
        seats, position.rules, k * rollouts, k * rollouts, generator, set(), greedy=mask
    )
    for i, move in enumerate(options):
        after, _ = apply(position, move)
        if after.phase is Phase.OVER:
            return i
        load(batch, slice(i * rollouts, (i + 1) * rollouts), after)
    batch.run()
    won: np.ndarray = (batch.winners == position.turn).reshape(k, rollouts)
    return won


def option_values(
    position: Position,
    options: list[Move],
    rollouts: int,
    generator: np.random.Generator,
    greedy_opponents: bool = False,
) -> np.ndarray | None:
    """Win share of the mover after each option, in two halves of the rollouts: shape
    (2, options); None when an option wins at once. The mover plays the greedy rule in the
    rollouts, the others at random (or by the greedy rule too)."""
    won = rollouts_won(
        position,
        options,
        rollouts,
        generator,
        lambda seat: greedy_opponents or seat == position.turn,
    )
    if isinstance(won, int):
        return None
    half = rollouts // 2
    return np.stack([won[:, :half].mean(axis=1), won[:, half:].mean(axis=1)])


def sample(job: tuple[int, int, int, str]) -> list[tuple[np.ndarray, int]]:
    """(option values, index of the strong level's choice) at sampled decisions."""
    seed, games, rollouts, against = job
    warm_up(Rules(), (0, 1, 2, 3))
    rng, generator = Rng(seed), np.random.default_rng(seed)
    found: list[tuple[np.ndarray, int]] = []
    for _game, _strong, position, moves, move in strong_games(rng, games, against):
        if move is None:
            continue
        options = dutiful(moves)
        if len(options) > 1 and rng.below(4) == 0:
            values = option_values(
                position, options, rollouts, generator, greedy_opponents=against != "random"
            )
            if values is not None:
                found.append((values, options.index(move)))
    return found


def gains(found: list[tuple[np.ndarray, int]]) -> np.ndarray:
    """Per decision and half: the option best by that half, judged by the other half, less
    the strong level's choice judged by the same half."""
    result = []
    for values, chosen in found:
        for pick, judge in ((values[0], values[1]), (values[1], values[0])):
            result.append(judge[int(np.argmax(pick))] - judge[chosen])
    return np.array(result)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--rollouts", type=int, default=8000)
    parser.add_argument("--against", default="random")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    jobs = [(args.seed * 10 + i, args.games // 2, args.rollouts, args.against) for i in range(2)]
    with multiprocessing.get_context("fork").Pool(2) as pool:
        found = [row for part in pool.map(sample, jobs) for row in part]
    if not found:
        print("no decision was sampled (play more games)")
        return 1
    g = gains(found)
    spread = np.mean([(v[0] + v[1]).max() / 2 - (v[0] + v[1]).min() / 2 for v, _ in found])
    half = 1.96 * g.std() / np.sqrt(len(found))
    print(
        f"{len(found)} decisions, {args.rollouts} rollouts per option "
        f"({time.perf_counter() - started:.0f} s)"
    )
    print(f"best minus worst option: {100 * spread:.2f} % on average")
    print(
        f"gain of the rollout choice over the strong level's: {100 * g.mean():+.3f} % "
        f"(± {100 * half:.3f}) per decision"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
