"""The decisions a seat makes besides moves: confirming an event, picking its figures.

Event mode shows every event the wheel draws and waits for the player it happened to to confirm
it (the AI confirms by itself); a place swap and a send-back then ask that player to pick figures.
Together with :class:`~core.moves.Move` these are the actions a seat chooses among
(:func:`core.moves.legal_actions`).
"""

from __future__ import annotations

from typing import Final

from core.moves import Move
from core.values import dataclass


@dataclass(frozen=True, slots=True)
class Confirm:
    """The player confirms the event the wheel drew."""


CONFIRM: Final = Confirm()


@dataclass(frozen=True, slots=True)
class Pick:
    """Figures picked for an event: for a place swap the own ring figure ``own`` and the opponent
    figure ``(seat, figure)``; for a send-back ``own`` is ``-1``."""

    own: int
    seat: int
    figure: int


Action = Move | Confirm | Pick
