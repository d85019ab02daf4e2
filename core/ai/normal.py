"""The normal level: the seed's heuristic, one move at a time, no look at the dice.

A move earns points for entering the goal lane and moving on inside it, for capturing, for
leaving the house, for taking a figure out of reach (an opponent 1 to 6 fields behind is danger)
and for ending just behind an opponent (a chance to capture next time). It loses points for
ending within reach of an opponent or on an opponent's start field while that opponent still has
figures in the house. Following the seed's tip, the most advanced figure is preferred, so one
figure is brought home before the others are risked.
"""

from __future__ import annotations

from core.ai.base import AiPlayer, Cancel
from core.board import FIELDS_PER_SEAT, GOAL_START, HOUSE, RING_SIZE
from core.moves import Move
from core.position import Position

REACH = 6

CAPTURE = 40.0
CAPTURE_PER_STEP = 0.5
ENTER_GOAL = 30.0
INSIDE_GOAL = 8.0
LEAVE_HOUSE = 25.0
ESCAPE = 12.0  # per opponent figure the moving figure leaves behind in reach
DANGER = 14.0  # per opponent figure in reach of the target field
START_DANGER = 10.0  # target is an opponent's start field with figures in its house
CHANCE = 3.0  # per opponent figure just ahead of the target field
LEAD = 0.25  # per step of the moving figure's progress: bring one figure home first


def _ring_figures(position: Position, me: int) -> list[tuple[int, int, int]]:
    """``(seat, absolute field, progress)`` of every opponent figure on the ring."""
    found = []
    for seat in position.active_seats:
        if seat == me:
            continue
        for progress in position.figures[seat]:
            if 0 <= progress < RING_SIZE:
                found.append((seat, (FIELDS_PER_SEAT * seat + progress) % RING_SIZE, progress))
    return found


def _behind(field: int, others: list[tuple[int, int, int]]) -> int:
    """Opponent figures 1..6 fields behind ``field`` that can still reach it on the ring."""
    count = 0
    for _, where, progress in others:
        gap = (field - where) % RING_SIZE
        if 1 <= gap <= REACH and progress + gap < RING_SIZE:
            count += 1
    return count


def _ahead(field: int, me: int, others: list[tuple[int, int, int]], progress: int) -> int:
    """Opponent figures 1..6 fields ahead of ``field`` that this figure could still reach."""
    count = 0
    for _, where, _ in others:
        gap = (where - field) % RING_SIZE
        if 1 <= gap <= REACH and progress + gap < RING_SIZE:
            count += 1
    return count


def score_move(position: Position, move: Move) -> float:
    """The heuristic value of one move for the player to move."""
    if move.is_pass:
        return 0.0
    me = position.turn
    others = _ring_figures(position, me)
    score = 0.0
    if move.capture is not None:
        victim_seat, victim = move.capture
        score += CAPTURE + CAPTURE_PER_STEP * position.figures[victim_seat][victim]
        others = [o for o in others if o[1] != (FIELDS_PER_SEAT * me + move.target) % RING_SIZE]
    if move.start == HOUSE:
        score += LEAVE_HOUSE
    elif move.start < RING_SIZE:
        score += LEAD * move.start
        before = (FIELDS_PER_SEAT * me + move.start) % RING_SIZE
        score += ESCAPE * _behind(before, others)
    if move.target >= GOAL_START:
        score += ENTER_GOAL if move.start < GOAL_START else INSIDE_GOAL
        return score
    field = (FIELDS_PER_SEAT * me + move.target) % RING_SIZE
    score -= DANGER * _behind(field, others)
    score += CHANCE * _ahead(field, me, others, move.target)
    for seat in position.active_seats:
        if (
            seat != me
            and field == FIELDS_PER_SEAT * seat
            and HOUSE in position.figures[seat]
        ):
            score -= START_DANGER
    return score


class NormalPlayer(AiPlayer):
    """Picks the move with the best heuristic score; ties go to the seeded rng."""

    name = "normal"

    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        return self.best([(score_move(position, m), m) for m in options])
