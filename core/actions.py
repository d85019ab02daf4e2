"""What can be played at the table: a seat's actions, and the commands that carry them.

Besides its moves (:class:`~core.moves.Move`, a pass among them) a seat decides in event mode:
it confirms every event the wheel draws for it (the AI confirms by itself), and a place swap or
a send-back then asks it to pick figures. :data:`Action` is any of these, the choices
:func:`core.engine.legal_actions` offers; :data:`Command` is an action or a chance node's
answer, everything a game (:mod:`core.game`) is made of and :mod:`core.tokens` writes as text.
"""

from __future__ import annotations

from typing import Final

from core.chance import Draw, Roll
from core.moves import Move
from core.value_types import dataclass


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
# Everything the table plays: a chance node's answer (the die's roll, or a draw of event mode or
# the railway) or a seat's action. Commands are what a game record and the LAN carry (core.tokens).
Command = Roll | Draw | Action
