"""The easy level: a random move with a light preference, fun to play against for children.

Each dutiful move gets a weight: entering or moving inside the goal lane and leaving the house
weigh more, a capture weighs more, but where capturing is optional the easy level overlooks it
half of the time. The move is then drawn by weight from the seeded rng.
"""

from __future__ import annotations

from core.ai.base import AiPlayer, Cancel
from core.board import GOAL_START, HOUSE
from core.moves import Move
from core.position import Position

PLAIN = 2
GOAL = 5
LEAVE_HOUSE = 4
CAPTURE = 5


class EasyPlayer(AiPlayer):
    """Weighted random choice; sometimes misses an optional capture."""

    name = "easy"

    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        sees_captures = position.rules.forced_capture or self.rng.below(2) == 0
        weights = []
        for move in options:
            weight = PLAIN
            if move.target >= GOAL_START:
                weight = GOAL
            elif move.start == HOUSE and not move.is_pass:
                weight = LEAVE_HOUSE
            if move.capture is not None and sees_captures:
                weight += CAPTURE
            weights.append(weight)
        draw = self.rng.below(sum(weights))
        for move, weight in zip(options, weights, strict=True):
            if draw < weight:
                return move
            draw -= weight
        return options[-1]
