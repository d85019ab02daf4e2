"""Places at the end of a game (GAME.md section 2, rule 9; play on, section 3)."""

from __future__ import annotations

from core.board import GOAL_START
from core.position import Position


def _score(position: Position, seat: int) -> tuple[int, int]:
    row = position.figures[seat]
    in_goal = sum(1 for p in row if p >= GOAL_START)
    travelled = sum(p for p in row if p >= 0)
    return in_goal, travelled


def ranking(position: Position) -> tuple[tuple[int, int], ...]:
    """Each seat with its place: finishers in finishing order, then the rest by figures in the
    goal and distance travelled; equal players share a place (1, 2, 2, 4)."""
    places: list[tuple[int, int]] = [(seat, i + 1) for i, seat in enumerate(position.finished)]
    rest = sorted(
        (s for s in position.seats if s not in position.finished),
        key=lambda s: (_score(position, s), -s),
        reverse=True,
    )
    place = len(places)
    previous: tuple[int, int] | None = None
    for index, seat in enumerate(rest):
        score = _score(position, seat)
        if score != previous:
            place = len(position.finished) + index + 1
            previous = score
        places.append((seat, place))
    return tuple(places)
