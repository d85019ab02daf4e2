"""The strong level: one ply over the own moves, with the dice of a further roll searched.

Every dutiful move is scored by :func:`core.ai.evaluation.evaluate`, whose threat tables hold the
exact chance that each opponent captures each figure in its next turn. A move played with a 6 is
followed by another roll of the same player; there the evaluation right after the move would be
wrong (the opponents do not move next), so such moves are searched one level deeper: the expected
value over the six faces of the best dutiful reply of the same player (expectimax over the die).

Thinking stops early when ``cancel()`` returns ``True`` or the time budget is spent; the choice
then rests on the one-ply scores of all moves (deeper values of some moves are not comparable with
one-ply values of others). Without that, the choice depends only on the position and the seed.
"""

from __future__ import annotations

import time
from dataclasses import replace

from core.ai.base import AiPlayer, Cancel, Figures, figures_after
from core.ai.evaluation import DEFAULT_WEIGHTS, Board, Weights, evaluate, hazard_of
from core.ai.race import race_table
from core.board import GOAL_START
from core.moves import Move, dutiful_moves, grants_extra_roll
from core.position import Phase, Position
from core.rules import Rules

DEFAULT_BUDGET_S = 0.2


def board_for(position: Position) -> Board:
    last = tuple(
        GOAL_START + position.goal_sizes[s] - 1 if s in position.seats else GOAL_START
        for s in range(len(position.goal_sizes))
    )
    return Board(position.active_seats, last, position.rules.jump_in_goal)


def warm_up(
    rules: Rules | None = None,
    seats: tuple[int, ...] = (0, 1, 2, 3),
    weights: Weights = DEFAULT_WEIGHTS,
) -> None:
    """Build the race tables a game with these rules and seats needs (seconds; call it at app
    start or when a game is set up, from a worker thread) instead of on the first decision."""
    rules = rules or Rules()
    last = GOAL_START + rules.figures - 1
    for seat in seats:
        race_table(rules.figures, last, rules.jump_in_goal, hazard_of(seat, seats, weights))


class StrongPlayer(AiPlayer):
    """Expectimax over the own further roll after a 6 on top of a threat-aware evaluation."""

    name = "strong"

    def __init__(
        self,
        seed: int = 0,
        weights: Weights = DEFAULT_WEIGHTS,
        budget_s: float = DEFAULT_BUDGET_S,
        lookahead: bool = True,
    ) -> None:
        super().__init__(seed)
        self.weights = weights
        self.budget_s = budget_s
        self.lookahead = lookahead

    def score(self, board: Board, figures: Figures, me: int) -> float:
        """What ``figures`` are worth to ``me``, which has just moved (experiments override)."""
        return evaluate(board, figures, me, self.weights)

    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        deadline = time.perf_counter() + self.budget_s
        me = position.turn
        board = board_for(position)
        scored: list[tuple[float, Move]] = []
        afters: list[Figures] = []
        for move in options:
            after = figures_after(position.figures, me, move)
            scored.append((self.score(board, after, me), move))
            afters.append(after)
        if self.lookahead and grants_extra_roll(position.pips):
            deep: list[tuple[float, Move]] = []
            for (score, move), after in zip(scored, afters, strict=True):
                if (cancel is not None and cancel()) or time.perf_counter() > deadline:
                    break
                value = None if move.is_pass else self._roll_again(
                    position, board, after, me, cancel
                )
                if value is None and not move.is_pass:
                    break
                deep.append((score if value is None else value, move))
            if len(deep) == len(scored):
                # Only a complete search replaces the one-ply scores: the two are not comparable.
                scored = deep
        return self.best(scored)

    def _roll_again(
        self, position: Position, board: Board, figures: Figures, me: int, cancel: Cancel | None
    ) -> float | None:
        """Expected score when ``me`` rolls again from ``figures`` and plays its best reply."""
        if all(p >= GOAL_START for p in figures[me]):
            return self.weights.win
        base = replace(position, figures=figures, phase=Phase.MOVE, rolls_left=0)
        total = 0.0
        for die in range(1, 7):
            if cancel is not None and cancel():
                return None
            replies = dutiful_moves(replace(base, pips=(die,)))
            total += max(
                self.score(board, figures_after(figures, me, reply), me)
                for reply in replies
            )
        return total / 6.0
