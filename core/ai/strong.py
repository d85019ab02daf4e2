"""The strong level: one ply over the own moves, with the dice of a further roll searched.

Every dutiful move is scored by :func:`core.ai.evaluation.evaluate`, whose threat tables hold the
exact chance that each opponent captures each figure in its next turn. A move played with a 6 is
followed by another roll of the same player; there the evaluation right after the move would be
wrong (the opponents do not move next), so such moves are searched one level deeper: the expected
value over the six faces of the best dutiful reply of the same player (expectimax over the die).

The dice of the further roll are the position's dice (every face, or every pair with two dice).
When the railway's train passes before the seat moves again, each evaluated figure table first
loses what the train would send home, so a crossing or an unsafe goal field under the track is
avoided when the train is due, and an opponent stuck there is counted as good as captured.

In event mode the level judges moves with :mod:`core.ai.eventwise` instead (its docstring says
why). Thinking is bounded by a number of evaluations, not by time, so the same position and seed
give the same choice on every machine. When ``cancel()`` returns ``True`` or the budget is spent the
choice rests on the one-ply scores of all moves (deeper values of some moves are not comparable
with one-ply values of others).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from core.actions import Pick
from core.ai.base import AiPlayer, Cancel, Figures, figures_after, figures_after_pick
from core.ai.evaluation import DEFAULT_WEIGHTS, Facts, Weights, evaluate, hazard_of
from core.ai.eventwise import event_score
from core.ai.race import Hazard, race_table
from core.board import GOAL_START
from core.moves import Move, dutiful_moves, grants_extra_roll
from core.position import Phase, Position
from core.railway import after_train, hits_on
from core.rules import Rules

# Evaluations one decision may spend on the further roll (a 6 with four options costs 4 x 6 x
# at most 4 = 96; the budget only bounds pathological positions).
DEFAULT_BUDGET = 5_000


def facts_of(position: Position) -> Facts:
    """What the evaluation needs of ``position`` besides its figure table."""
    last = tuple(
        GOAL_START + position.goal_sizes[s] - 1 if s in position.seats else GOAL_START
        for s in range(len(position.goal_sizes))
    )
    due = position.rules.railway and position.train == 1
    return Facts(position.active_seats, last, position.rules.jump_in_goal, due, position.dice)


def warm_up(
    rules: Rules | None = None,
    seats: tuple[int, ...] = (0, 1, 2, 3),
    weights: Weights = DEFAULT_WEIGHTS,
    build: Callable[[int, int, bool, Hazard], object] = race_table,
) -> None:
    """Build the race tables a game with these rules and seats needs (seconds each; call it at
    app start or when a game is set up, from a worker thread) instead of on a decision: those of
    the seats at the start first, then those of every smaller table the game can come to.
    ``build`` makes one table (tests count what is asked for)."""
    rules = rules or Rules()
    last = GOAL_START + rules.figures - 1
    for active in tables_reached(rules, seats):
        for seat in active:
            build(rules.figures, last, rules.jump_in_goal, hazard_of(seat, active, weights))


def tables_reached(rules: Rules, seats: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The sets of seats still in the race that a game of ``rules`` starting with ``seats`` can
    come to, largest first: the seats themselves, and where seats leave while the game goes on
    (a knock-out in event mode, a finished seat with "play on") every smaller set of two or
    more of them."""
    if not (rules.event_mode or rules.play_on):
        return [seats]
    return [
        active
        for size in range(len(seats), 1, -1)
        for active in itertools.combinations(seats, size)
    ]


class StrongPlayer(AiPlayer):
    """Expectimax over the own further roll after a 6 on top of a threat-aware evaluation."""

    name = "strong"

    def __init__(
        self,
        seed: int = 0,
        weights: Weights = DEFAULT_WEIGHTS,
        budget: int = DEFAULT_BUDGET,
        lookahead: bool = True,
    ) -> None:
        super().__init__(seed)
        self.weights = weights
        self.budget = budget
        self.lookahead = lookahead
        self._spent = 0

    def score(self, facts: Facts, figures: Figures, me: int) -> float:
        """What ``figures`` are worth to ``me``, which has just moved (the train applied first
        when it passes before ``me`` moves again)."""
        self._spent += 1
        if facts.train_due:
            sizes = tuple(last - GOAL_START + 1 for last in facts.last)
            hits = hits_on(figures, facts.active, sizes)
            if hits:
                figures = after_train(figures, hits)
        return evaluate(facts, figures, me, self.weights)

    def pick_value(self, position: Position, pick: Pick) -> float:
        """An event's pick scored by the evaluation of the figure table it leaves."""
        me = position.turn
        return self.score(facts_of(position), figures_after_pick(position.figures, me, pick), me)

    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        if position.event_state is not None:
            # Event mode: the event-aware judgement of core.ai.eventwise (module docstring).
            return self.best([(event_score(position, m), m) for m in options])
        self._spent = 0
        me = position.turn
        facts = facts_of(position)
        scored: list[tuple[float, Move]] = []
        afters: list[Figures] = []
        for move in options:
            after = figures_after(position.figures, me, move)
            scored.append((self.score(facts, after, me), move))
            afters.append(after)
        if self.lookahead and grants_extra_roll(position.pips):
            deep: list[tuple[float, Move]] = []
            for (score, move), after in zip(scored, afters, strict=True):
                if (cancel is not None and cancel()) or self._spent >= self.budget:
                    break
                value = (
                    None if move.is_pass else self._roll_again(position, facts, after, me, cancel)
                )
                if value is None and not move.is_pass:
                    break
                deep.append((score if value is None else value, move))
            if len(deep) == len(scored):
                # Only a complete search replaces the one-ply scores: the two are not comparable.
                scored = deep
        return self.best(scored)

    def _roll_again(
        self, position: Position, facts: Facts, figures: Figures, me: int, cancel: Cancel | None
    ) -> float | None:
        """Expected score when ``me`` rolls again from ``figures`` and plays its best reply."""
        if all(p >= GOAL_START for p in figures[me]):
            return self.weights.win
        dice = position.dice
        faces = list(itertools.product(range(1, dice.sides + 1), repeat=dice.count))
        total = 0.0
        for pips in faces:
            if cancel is not None and cancel():
                return None
            replies = dutiful_moves(
                position.but(figures=figures, phase=Phase.MOVE, pips=pips, rolls_left=0)
            )
            total += max(
                self.score(facts, figures_after(figures, me, reply), me) for reply in replies
            )
        return total / len(faces)
