"""Small helpers for rules tests: positions from notation, moves by their keys."""

from __future__ import annotations

from core.engine import Roll, apply
from core.events import Event
from core.moves import Move, legal_moves
from core.notation import parse_position
from core.position import Position


def pos(text: str) -> Position:
    """A position from its notation, ``MADN1`` and defaults filled in where left out."""
    if not text.startswith("MADN1"):
        text = "MADN1 " + text
    if "rules=" not in text:
        text += " rules=fc"
    if "rolls=" not in text:
        text += " rolls=0" if "phase=move" in text else " rolls=1"
    return parse_position(text)


def keys(position: Position) -> list[tuple[int, int]]:
    """Legal moves as (figure, target); a pass is (-1, -1)."""
    return [m.key for m in legal_moves(position)]


def play(position: Position, figure: int, target: int) -> tuple[Position, list[Event]]:
    return apply(position, Move(figure, target, target))


def roll(position: Position, value: int) -> tuple[Position, list[Event]]:
    return apply(position, Roll((value,)))
