"""A/B runs of variants of the strong level (the experiments in docs/ai.md, reproducible).

    python tools/ai_experiments.py strong --against random,random,random --games 2000 --seed 7
    python tools/ai_experiments.py softmax:10 --against normal,normal,normal --games 2000 --seed 7
    python tools/ai_experiments.py "weights:rival=0.2" --games 2000 --seed 7
    python tools/ai_experiments.py reply:random --games 2000 --seed 7
    python tools/ai_experiments.py blend:0.03 --games 2000 --seed 7
    python tools/ai_experiments.py rollouts:100 --games 200 --seed 3
    python tools/ai_experiments.py logistic:/tmp/value.npz --games 2000 --seed 7

The variant (always the first player, seats rotated) plays four-player classic games against
``--against`` in ``--processes`` processes, each with its own seed derived from ``--seed``, so
every variant meets the same dice when the seed is the same. Prints the win share with its 95 %
normal-approximation interval. Variants:

* ``strong``: the shipped level (the baseline of a series);
* ``softmax:T``: win probability instead of the linear score, ``log`` of a softmax over every
  seat's standing (expected turns) with temperature ``T`` turns;
* ``weights:k=v;k=v``: the shipped level with other evaluation weights;
* ``reply:random`` / ``reply:best``: one ply deeper over the next opponent's die and its reply,
  chosen uniformly or as its own best by the same evaluation;
* ``blend:L``: the evaluation plus ``L`` times the normal level's move score;
* ``logistic:PATH``: the chance to win by a logistic model of the standings fitted to game
  outcomes (``tools/ai_value_fit.py`` makes ``PATH``), expectimax over it after a 6;
* ``network:PATH``: the same with the small network over the standings and tactical counts
  (``--network-out`` of the same tool);
* ``rollouts:N``: flat Monte-Carlo, ``N`` random rollouts to the end of the game per move,
  batched on the arrays of :mod:`core.fastsim` (slow: about 0.2 s a decision);
* ``grollouts:N``: the same with the mover playing the greedy rule of ``tools/ai_headroom.py``
  in its rollouts (slower: about 0.3 s a decision with 60).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

import numpy as np

from core.ai import evaluation as ev
from core.ai.base import AiPlayer, Cancel, figures_after
from core.ai.normal import score_move
from core.ai.strong import StrongPlayer, board_for
from core.board import GOAL_START
from core.moves import Move, dutiful_moves, grants_extra_roll
from core.players import Player, register_player
from core.position import Phase, Position
from core.rules import Rules
from core.simulate import simulate

if __package__:  # imported as tools.ai_experiments (the tests)
    from tools.ai_headroom import rollouts_won
    from tools.ai_value_fit import features, standing_features
else:  # run as a script: tools/ is on the path
    from ai_headroom import rollouts_won
    from ai_value_fit import features, standing_features


class SoftmaxStrong(StrongPlayer):
    """Scores a position by the log of a softmax over the seats' standings."""

    def __init__(self, seed: int, temperature: float) -> None:
        super().__init__(seed)
        self.temperature = temperature

    def score(self, board: ev.Board, figures: ev.Figures, me: int) -> float:
        if all(p >= GOAL_START for p in figures[me]):
            return self.weights.win
        turns = ev.standings(board, figures, me, self.weights)
        tau = self.temperature
        return -tau * math.log(sum(math.exp((turns[me] - t) / tau) for t in turns.values()))


class ReplyStrong(StrongPlayer):
    """One ply deeper: the expectation over the next opponent's die of its reply."""

    def __init__(self, seed: int, model: str) -> None:
        super().__init__(seed)
        self.model = model

    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        if grants_extra_roll(position.pips):
            return super().pick(position, options, cancel)
        me, board = position.turn, board_for(position)
        opponent = position.next_seat(me)
        scored = []
        for move in options:
            after = figures_after(position.figures, me, move)
            if all(p >= GOAL_START for p in after[me]):
                return move
            base = replace(position, figures=after, turn=opponent, phase=Phase.MOVE, rolls_left=0)
            total = 0.0
            for die in range(1, 7):
                replies = [
                    figures_after(after, opponent, r)
                    for r in dutiful_moves(replace(base, pips=(die,)))
                ]
                mine = [ev.evaluate(board, f, me, self.weights) for f in replies]
                if self.model == "random":
                    total += sum(mine) / len(mine)
                else:
                    theirs = [ev.evaluate(board, f, opponent, self.weights) for f in replies]
                    total += mine[max(range(len(theirs)), key=theirs.__getitem__)]
            scored.append((total / 6.0, move))
        return self.best(scored)


class BlendStrong(StrongPlayer):
    """The evaluation plus a share of the normal level's move score."""

    def __init__(self, seed: int, share: float) -> None:
        super().__init__(seed)
        self.share = share

    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        if grants_extra_roll(position.pips):
            return super().pick(position, options, cancel)
        me, board = position.turn, board_for(position)
        scored = [
            (
                ev.evaluate(board, figures_after(position.figures, me, m), me, self.weights)
                + self.share * score_move(position, m),
                m,
            )
            for m in options
        ]
        return self.best(scored)


class RolloutPlayer(AiPlayer):
    """Flat Monte-Carlo: rollouts to the end of the game, batched with core.fastsim; every
    seat at random, or (``greedy``) the mover by the greedy rule of tools/ai_headroom.py."""

    name = "rollouts"

    def __init__(self, seed: int, rollouts: int, greedy: bool = False) -> None:
        super().__init__(seed)
        self.rollouts = rollouts
        self.greedy = greedy
        self.generator = np.random.default_rng(seed)

    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        won = rollouts_won(
            position,
            options,
            self.rollouts,
            self.generator,
            lambda seat: self.greedy and seat == position.turn,
        )
        if isinstance(won, int):
            return options[won]  # it wins at once
        wins = won.sum(axis=1)
        return self.best([(float(w), m) for w, m in zip(wins, options, strict=True)])


class LearnedStrong(StrongPlayer):
    """Scores a position by a model of the chance to win fitted to game outcomes
    (``tools/ai_value_fit.py``), over standardised inputs (``mu``, ``sd`` in the model file);
    the expectimax after a 6 averages that chance."""

    def __init__(self, seed: int, path: str) -> None:
        super().__init__(seed, weights=replace(ev.DEFAULT_WEIGHTS, win=1.0))
        self.model = dict(np.load(path))

    def inputs(self, board: ev.Board, figures: ev.Figures, me: int) -> list[float]:
        raise NotImplementedError

    def logit(self, x: np.ndarray) -> float:
        raise NotImplementedError

    def score(self, board: ev.Board, figures: ev.Figures, me: int) -> float:
        if all(p >= GOAL_START for p in figures[me]):
            return 1.0
        x = (np.array(self.inputs(board, figures, me)) - self.model["mu"]) / self.model["sd"]
        return 1.0 / (1.0 + math.exp(-self.logit(x)))


class LogisticStrong(LearnedStrong):
    """Logistic over the own standing, each opponent's standing less the own (in seat order
    after the mover) and the closest of those."""

    def inputs(self, board: ev.Board, figures: ev.Figures, me: int) -> list[float]:
        return standing_features(board, figures, me, self.weights)

    def logit(self, x: np.ndarray) -> float:
        w = self.model["w"]
        return float(w[0] + x @ w[1:])


class NetworkStrong(LearnedStrong):
    """The small network over the standings and the tactical counts."""

    def inputs(self, board: ev.Board, figures: ev.Figures, me: int) -> list[float]:
        return features(board, figures, me)

    def logit(self, x: np.ndarray) -> float:
        p = [self.model[f"p{k}"] for k in range(4)]
        return float(np.maximum(x @ p[0] + p[1], 0.0) @ p[2] + p[3][0])


def factory(variant: str) -> Callable[[int], Player]:
    kind, _, arg = variant.partition(":")
    if kind == "strong":
        return StrongPlayer
    if kind == "softmax":
        return lambda seed: SoftmaxStrong(seed, float(arg))
    if kind == "weights":
        pairs = dict(item.split("=") for item in arg.split(";"))
        weights = dataclasses.replace(ev.DEFAULT_WEIGHTS, **{k: float(v) for k, v in pairs.items()})
        return lambda seed: StrongPlayer(seed, weights=weights)
    if kind == "reply" and arg in ("random", "best"):
        return lambda seed: ReplyStrong(seed, arg)
    if kind == "blend":
        return lambda seed: BlendStrong(seed, float(arg))
    if kind == "logistic":
        return lambda seed: LogisticStrong(seed, arg)
    if kind == "network":
        return lambda seed: NetworkStrong(seed, arg)
    if kind == "rollouts":
        return lambda seed: RolloutPlayer(seed, int(arg))
    if kind == "grollouts":
        return lambda seed: RolloutPlayer(seed, int(arg), greedy=True)
    raise SystemExit(f"unknown variant {variant!r} (see --help)")


def _run(job: tuple[str, list[str], int, int]) -> tuple[int, int]:
    variant, names, games, seed = job
    register_player("variant", factory(variant))
    report = simulate(names, games, seed, Rules(), rotate=True)
    return report.wins[0], report.games


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant")
    parser.add_argument("--against", default="random,random,random")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args(argv)
    factory(args.variant)  # a bad name fails here, not in every worker
    names = ["variant", *args.against.split(",")]
    jobs = [
        (args.variant, names, args.games // args.processes, args.seed * 100 + i)
        for i in range(args.processes)
    ]
    started = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(args.processes) as pool:
        results = pool.map(_run, jobs)
    wins, games = sum(w for w, _ in results), sum(g for _, g in results)
    share = wins / games
    half = 1.959963984540054 * math.sqrt(share * (1 - share) / games)
    print(
        f"{args.variant} vs {args.against}: {wins}/{games} = {100 * share:.1f} % "
        f"± {100 * half:.1f} ({time.perf_counter() - started:.0f} s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
