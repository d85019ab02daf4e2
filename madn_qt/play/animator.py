"""What the game controllers need from a board (the 3D ``madn_qt.board.BoardView`` or the flat
one) and from the wheel of fortune, and what they read off a command's happenings to show it
there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import SignalInstance

from core.actions import Command
from core.chance import ChanceKind, Draw
from core.event.draws import opponent_targets
from core.happenings import Happening, Rolled, RollOffRolled, WheelDrawn
from core.position import Position


class Animator(Protocol):
    """The board as a controller drives it: positions, the happenings to animate, the die
    (a part of ``madn_qt.board.BoardWidget``, which both boards implement)."""

    @property
    def animation_finished(self) -> SignalInstance: ...

    def set_position(self, position: Position, /) -> None: ...

    def play_happenings(self, happenings: list[Happening], after: Position, /) -> None: ...

    def roll_die(self, pips: tuple[int, ...], /) -> None: ...

    def set_movable(self, seat: int, figures: list[int], /) -> None: ...

    def set_animation_speed(self, factor: float, /) -> None: ...

    def set_home_seat(self, seat: int | None, /) -> None:
        """The camera behind ``seat`` (the person at this computer)."""

    def hold(self, held: bool, /) -> None:
        """The game is paused: every animation stands still where it is, no frame is drawn for
        it, until the game goes on (``held`` False)."""


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

    def present(self, drawn: WheelDrawn, after: Position, seconds: float) -> None:
        """Spin for ``drawn.seat`` to ``drawn.slice_number`` (of 600) in about ``seconds`` (0:
        show it at once), then emit ``stopped``; ``after`` is the position that waits for the
        event's confirmation."""

    def present_target(self, draw: TargetDraw, seconds: float) -> None:
        """The rocket's second wheel: one segment per possible target, spun to the drawn one
        in about ``seconds`` (0: at once), then ``stopped``."""

    def hold(self, held: bool, /) -> None:
        """The game is paused: a spin stands still where it is until the game goes on."""


WHEEL_SECONDS = 2.4  # a wheel's spin at the normal pace (faster paces shorten it)


def wheel_drawn(happenings: list[Happening]) -> WheelDrawn | None:
    """The wheel's draw among a command's happenings, if it turned."""
    return next((h for h in happenings if isinstance(h, WheelDrawn)), None)


@dataclass(frozen=True, slots=True)
class TargetDraw:
    """The rocket's draw of its target: who fired it, every figure it could hit (seat, figure)
    in the order of the draw with where each stood (its progress), and the one drawn (an index
    into ``targets``)."""

    seat: int
    targets: tuple[tuple[int, int], ...]
    places: tuple[int, ...]
    index: int

    @property
    def target(self) -> tuple[int, int]:
        return self.targets[self.index]


def target_drawn(command: Command, before: Position) -> TargetDraw | None:
    """The rocket's target draw, if ``command`` (played at ``before``) is one."""
    if not isinstance(command, Draw) or command.kind is not ChanceKind.TARGET:
        return None
    targets = tuple(opponent_targets(before))
    places = tuple(before.figures[s][f] for s, f in targets)
    return TargetDraw(before.turn, targets, places, command.value)
