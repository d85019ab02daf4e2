"""A learned evaluation for the strong level, fitted to game outcomes (docs/ai.md).

    python tools/ai_value_fit.py --games 4000 --against random --out /tmp/value.npz
    python tools/ai_experiments.py logistic:/tmp/value.npz --games 2000 --seed 7

Plays ``--games`` four-player classic games of ``strong`` against three ``--against`` players
(seats rotated, two processes) and records, after every move of the strong seat, features of
the figure table from its side and whether it went on to win. Fits models of the chance to win
on games held out by tens (every tenth game is the test set) and prints their test log-loss:
the base rate; a logistic model of the evaluation's standings alone (own expected turns, each
opponent's less the own in seat order after the mover, the closest of those); the same with
tactical counts (own figures with an opponent 1 to 6 behind, on the start field, in the house,
in the goal lane, on the ring, and opponent figures 1 to 6 ahead of an own figure); and a small
neural network over all of them. Saves the standings model (``mu``, ``sd``, ``w``) for the
``logistic`` variant and, with ``--network-out``, the network for the ``network`` variant.
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from collections.abc import Iterator, Sequence
from typing import NamedTuple

import numpy as np

from core.ai import evaluation as ev
from core.ai.base import Figures, figures_after
from core.ai.strong import board_for
from core.board import FIELDS_PER_SEAT, GOAL_START, HOUSE, RING_SIZE
from core.game import Game, Setup
from core.moves import Move
from core.players import make_player
from core.position import Phase, Position
from core.ranking import ranking
from core.rng import Rng, SeededDice

NAMES = ("own", "gap1", "gap2", "gap3", "closest")
TACTICAL = ("exposed", "on_start", "house", "goal", "ring", "chances")
STANDINGS = list(range(len(NAMES)))


def _gap(to_field: int, seat: int, progress: int) -> int:
    """Fields from a figure of ``seat`` at ``progress`` forward to the absolute field."""
    return (to_field - FIELDS_PER_SEAT * seat - progress) % RING_SIZE


def _reaches(seat: int, progress: int, field: int) -> bool:
    """Can the figure reach the absolute ``field`` with one die (1 to 6 ahead, on the ring)?"""
    gap = _gap(field, seat, progress)
    return 0 <= progress < RING_SIZE and 1 <= gap <= 6 and progress + gap < RING_SIZE


def rivals_after(me: int, active: Sequence[int]) -> list[int]:
    """The other active seats in the order they move after ``me``."""
    return [(me + k) % 4 for k in range(1, 4) if (me + k) % 4 in active]


def standing_features(
    board: ev.Board, figures: Figures, me: int, weights: ev.Weights = ev.DEFAULT_WEIGHTS
) -> list[float]:
    """Own expected turns, each rival's less the own (in turn order), the closest of those."""
    turns = ev.standings(board, figures, me, weights)
    rivals = rivals_after(me, board.active)
    gaps = [turns[o] - turns[me] for o in rivals] + [0.0] * (3 - len(rivals))
    return [turns[me], *gaps, min(gaps[: len(rivals)]) if rivals else 0.0]


def features(board: ev.Board, figures: Figures, me: int) -> list[float]:
    """The standings and tactical counts of ``figures`` for ``me``, which has just moved."""
    rivals = rivals_after(me, board.active)
    mine = [p for p in figures[me] if 0 <= p < RING_SIZE]
    fields = [FIELDS_PER_SEAT * me + p for p in mine]
    exposed = sum(
        any(_reaches(o, theirs, f) for o in rivals for theirs in figures[o]) for f in fields
    )
    chances = sum(
        _reaches(me, p, FIELDS_PER_SEAT * o + theirs)
        for o in rivals
        for theirs in figures[o]
        if 0 <= theirs < RING_SIZE
        for p in mine
    )
    row = figures[me]
    return [
        *standing_features(board, figures, me),
        float(exposed),
        float(sum(p == 0 for p in row)),
        float(sum(p == HOUSE for p in row)),
        float(sum(p >= GOAL_START for p in row)),
        float(len(mine)),
        float(chances),
    ]


class StrongMove(NamedTuple):
    """A move of the strong seat (``move`` None: the game is over, ``position`` its end)."""

    game: int
    strong: int
    position: Position
    moves: list[Move]
    move: Move | None


def strong_games(rng: Rng, games: int, against: str) -> Iterator[StrongMove]:
    """Four-player classic games of ``strong`` (seat ``game % 4``) against three ``against``
    players, seeded from ``rng``: every move of the strong seat before it is played, then the
    end of the game. A caller may draw from ``rng`` between moves (the seeds follow)."""
    for index in range(games):
        strong = index % 4
        players = {
            s: make_player("strong" if s == strong else against, rng.below(1 << 30))
            for s in range(4)
        }
        game, dice = Game(Setup()), SeededDice(rng.below(1 << 30))
        while not game.over:
            position = game.position
            if position.phase is not Phase.MOVE:
                game.roll(dice)
                continue
            moves = game.legal_moves()
            move = moves[0] if len(moves) == 1 else players[position.turn].choose(position, moves)
            if position.turn == strong:
                yield StrongMove(index, strong, position, moves, move)
            game.apply(move)
        yield StrongMove(index, strong, game.position, [], None)


def record(job: tuple[int, int, str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Features after each move of the strong seat, its outcome, and the game's number."""
    seed, games, against = job
    rows: list[list[float]] = []
    won: list[bool] = []
    game_ids: list[int] = []
    mine: list[list[float]] = []
    for index, strong, position, _moves, move in strong_games(Rng(seed), games, against):
        if move is None:  # the game is over: label its positions
            rows += mine
            won += [ranking(position)[0][0] == strong] * len(mine)
            game_ids += [seed * 1_000_000 + index] * len(mine)
            mine = []
        elif not move.is_pass:
            after = figures_after(position.figures, strong, move)
            if not all(p >= GOAL_START for p in after[strong]):
                mine.append(features(board_for(position), after, strong))
    return np.array(rows), np.array(won, dtype=np.float64), np.array(game_ids)


def fit_logistic(x: np.ndarray, y: np.ndarray, steps: int = 30) -> np.ndarray:
    """Weights (bias first) of a logistic regression by Newton's method (tiny ridge)."""
    a = np.c_[np.ones(len(x)), x]
    w = np.zeros(a.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-a @ w))
        hessian = a.T @ (a * (p * (1.0 - p))[:, None]) + 1e-6 * np.eye(a.shape[1])
        w += np.linalg.solve(hessian, a.T @ (y - p))
    return w


def log_loss(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(1.0 / (1.0 + np.exp(-(w[0] + x @ w[1:]))), 1e-9, 1.0 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1.0 - y) * np.log(1.0 - p)))


def fit_mlp(
    x: np.ndarray, y: np.ndarray, hidden: int = 32, epochs: int = 6, seed: int = 0
) -> tuple[np.ndarray, ...]:
    """A one-hidden-layer network (ReLU, logistic output) trained with Adam on minibatches."""
    rng = np.random.default_rng(seed)
    params = [
        rng.normal(0.0, 0.3, (x.shape[1], hidden)),
        np.zeros(hidden),
        rng.normal(0.0, 0.3, hidden),
        np.zeros(1),
    ]
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    step = 0
    for _ in range(epochs):
        order = rng.permutation(len(x))
        for start in range(0, len(order), 512):
            rows = order[start : start + 512]
            h = np.maximum(x[rows] @ params[0] + params[1], 0.0)
            p = 1.0 / (1.0 + np.exp(-(h @ params[2] + params[3][0])))
            dz = (p - y[rows]) / len(rows)
            dh = np.outer(dz, params[2]) * (h > 0.0)
            grads = [x[rows].T @ dh, dh.sum(axis=0), h.T @ dz, np.array([dz.sum()])]
            step += 1
            for k, g in enumerate(grads):
                first[k] = 0.9 * first[k] + 0.1 * g
                second[k] = 0.999 * second[k] + 0.001 * g * g
                m, v = first[k] / (1 - 0.9**step), second[k] / (1 - 0.999**step)
                params[k] -= 0.003 * m / (np.sqrt(v) + 1e-8)
    return tuple(params)


def mlp_loss(params: tuple[np.ndarray, ...], x: np.ndarray, y: np.ndarray) -> float:
    h = np.maximum(x @ params[0] + params[1], 0.0)
    p = np.clip(1.0 / (1.0 + np.exp(-(h @ params[2] + params[3][0]))), 1e-9, 1.0 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1.0 - y) * np.log(1.0 - p)))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--against", default="random")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--out", required=True, help="the standings model (logistic variant)")
    parser.add_argument("--network-out", help="the network too (network variant)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    jobs = [(args.seed * 10 + i, args.games // 2, args.against) for i in range(2)]
    with multiprocessing.get_context("fork").Pool(2) as pool:
        parts = pool.map(record, jobs)
    x = np.concatenate([p[0] for p in parts])
    y = np.concatenate([p[1] for p in parts])
    ids = np.concatenate([p[2] for p in parts])
    test = ids % 10 == 0
    mu, sd = x[~test].mean(axis=0), x[~test].std(axis=0) + 1e-9
    z = (x - mu) / sd
    print(f"{len(x)} positions of {args.games} games ({time.perf_counter() - started:.0f} s)")
    base = float(y[~test].mean())
    constant = np.zeros(z.shape[1] + 1)
    constant[0] = np.log(base / (1.0 - base))
    print(f"base rate {base:.3f}: test log-loss {log_loss(constant, z[test], y[test]):.4f}")
    everything = list(range(z.shape[1]))
    for label, cols in (("standings", STANDINGS), ("standings + tactical", everything)):
        w = fit_logistic(z[~test][:, cols], y[~test])
        names = [*NAMES, *TACTICAL]
        weights = ", ".join(f"{names[c]} {v:+.3f}" for c, v in zip(cols, w[1:], strict=True))
        print(f"{label}: test log-loss {log_loss(w, z[test][:, cols], y[test]):.4f} ({weights})")
    network = fit_mlp(z[~test], y[~test])
    loss = mlp_loss(network, z[test], y[test])
    print(f"network (32 hidden units, all features): test log-loss {loss:.4f}")
    w = fit_logistic(z[~test][:, STANDINGS], y[~test])
    np.savez(args.out, mu=mu[STANDINGS], sd=sd[STANDINGS], w=w)
    if args.network_out:
        np.savez(args.network_out, mu=mu, sd=sd, **{f"p{k}": p for k, p in enumerate(network)})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
