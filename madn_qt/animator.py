"""What the game controllers need from a board (the 3D ``madn_qt.board.BoardView`` or the flat
one) and from the wheel of fortune, and what they read off a command's happenings to show it
there."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance

from core.happenings import Happening, Rolled, RollOffRolled, WheelDrawn
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


class WheelPresenter(Protocol):
    """The wheel of fortune as the controller drives it (the window's wheel widget)."""

    @property
    def stopped(self) -> SignalInstance: ...

    def present(self, seat: int, slice_number: int, seconds: float) -> None:
        """Spin for ``seat`` to ``slice_number`` (of 600) in about ``seconds`` (0: show it at
        once), then emit ``stopped``."""


WHEEL_SECONDS = 2.4  # a wheel's spin at the normal pace (faster paces shorten it)


def wheel_drawn(happenings: list[Happening]) -> WheelDrawn | None:
    """The wheel's draw among a command's happenings, if it turned."""
    return next((h for h in happenings if isinstance(h, WheelDrawn)), None)
