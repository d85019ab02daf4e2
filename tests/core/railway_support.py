"""The railway's tests share these: the default rules with the railway, and short ways to play
record tokens and to write the events they expect (tests/core/test_railway_*.py).
"""

from __future__ import annotations

from core.chance import ChanceKind, Draw
from core.engine import apply
from core.happenings import Happening, Moved
from core.position import Position
from core.record import parse_command
from core.rules import Rules

RAILWAY = Rules()


Trace = list[tuple[Position, list[Happening]]]


def run(position: Position, tokens: str) -> Trace:
    """Apply the record tokens in ``tokens`` one by one: each position and its events."""
    trace: Trace = []
    for token in tokens.split():
        position, events = apply(position, parse_command(token))
        trace.append((position, events))
    return trace


def last(position: Position, tokens: str) -> tuple[Position, list[Happening]]:
    return run(position, tokens)[-1]


def draw(value: int) -> Draw:
    return Draw(ChanceKind.TRAIN, value)


def moved(seat: int, figure: int, start: int, target: int) -> Moved:
    return Moved(seat, figure, start, target, tuple(range(start, target + 1)))
