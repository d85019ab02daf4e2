"""Places at the end of a game (GAME.md 2, rule 9; play on, section 3; knocked out, 4.3)."""

from __future__ import annotations

from core.board import GOAL_START, HOUSE
from core.position import Position


def _score(position: Position, seat: int) -> tuple[int, int]:
    row = position.figures[seat]
    in_goal = sum(p >= GOAL_START for p in row)
    travelled = sum(p for p in row if p != HOUSE)
    return in_goal, travelled


def ranking(position: Position) -> tuple[tuple[int, int], ...]:
    """Each seat with its place: finishers in finishing order, then the rest by figures in the
    goal and distance travelled (equal players share a place: 1, 2, 2, 4), then the knocked-out
    seats, the last to leave first."""
    places: list[tuple[int, int]] = [(seat, i + 1) for i, seat in enumerate(position.finished)]
    out = position.event_state.out if position.event_state is not None else ()
    rest = sorted(
        (s for s in position.seats if s not in position.finished and s not in out),
        key=lambda s: (_score(position, s), -s),
        reverse=True,
    )
    scores = {seat: _score(position, seat) for seat in rest}
    for seat in rest:
        # Equal players share a place: after the finishers, one more than the players ahead.
        ahead = sum(score > scores[seat] for score in scores.values())
        places.append((seat, len(position.finished) + ahead + 1))
    for seat in reversed(out):
        places.append((seat, len(places) + 1))
    return tuple(places)
