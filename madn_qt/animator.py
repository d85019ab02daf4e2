"""What the game controllers need from a board (the 3D ``madn_qt.board.BoardView`` or the flat
one), and what they read off a command's happenings to show it there."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance

from core.happenings import Happening, Rolled, RollOffRolled
from core.position import Position


class Animator(Protocol):
    """The board as a controller drives it: positions, the happenings to animate, the die."""

    @property
    def animation_finished(self) -> SignalInstance: ...

    def set_position(self, position: Position) -> None: ...

    def play_happenings(self, happenings: list[Happening], after: Position) -> None: ...

    def roll_die(self, pips: tuple[int, ...]) -> None: ...

    def set_movable(self, seat: int, figures: list[int]) -> None: ...


def rolled_pips(happenings: list[Happening]) -> tuple[int, ...]:
    """The pips of the roll among ``happenings`` (a roll or a roll-off), or none: a command
    that rolled is shown by the die, any other by the figures."""
    for happening in happenings:
        if isinstance(happening, Rolled | RollOffRolled):
            return happening.pips
    return ()
