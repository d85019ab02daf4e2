"""How the strong level plays event mode: the normal level's judgement of a move, and what event
mode changes.

Measured in self-play (docs/ai.md, "Event mode"): most event-mode games end with the last player
left after the others were knocked out, and every wheel a player turns carries its 1 % of being
knocked out, an 8 % chance of one more figure to bring home and of a lost turn. So a star field
is a gamble that loses on average: a move that ends on one costs :data:`STAR` points. A shortcut
is worth the steps it saves and a detour costs the steps it loses (:data:`PATH_STEP` per step),
and a move that leaves an own goal figure unsafe (for the send-backs, rockets and trains that only
hit unsafe goal figures) costs :data:`UNSAFE`. The train's danger is the normal level's
(:func:`core.ai.normal.train_loss`). The tree search of the classic strong level does not help
here: its race tables assume one D6 and four figures, and a game of D4s, reinforcements and
redistributions leaves them behind (the evaluation-based level won 26 % against three normal
players in event mode, this one 28 to 29 %).
"""

from __future__ import annotations

from typing import Final

from core.ai.normal import score_move
from core.board import GOAL_START, RING_SIZE, STAR_FIELDS, ring_field
from core.moves import Move
from core.position import Position

STAR: Final = 60.0  # points a move ending on a star field costs (normal level's scale)
PATH_STEP: Final = 5.0  # points per step a path saves (a shortcut: 3) or loses (a detour: 4)
UNSAFE: Final = 20.0  # points per own goal figure a move leaves unsafe


def unsafe_goal_figures(row: tuple[int, ...], goal_size: int) -> int:
    """How many of a seat's goal figures are not safe (GAME.md 4.1)."""
    last = GOAL_START + goal_size - 1
    return sum(
        1 for p in row if p >= GOAL_START and not all(q in row for q in range(p + 1, last + 1))
    )


def event_score(position: Position, move: Move) -> float:
    """The strong level's score of ``move`` in event mode (higher is better)."""
    score = score_move(position, move)
    if move.is_pass:
        return score
    me = position.turn
    if move.target < RING_SIZE and ring_field(me, move.target) in STAR_FIELDS:
        score -= STAR
    if move.paths:
        score += PATH_STEP * ((move.target - move.start) - sum(position.pips))
    size = position.goal_sizes[me]
    row = position.figures[me]
    moved = (*row[: move.figure], move.target, *row[move.figure + 1 :])
    score -= UNSAFE * (unsafe_goal_figures(moved, size) - unsafe_goal_figures(row, size))
    return score
