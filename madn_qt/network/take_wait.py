"""A late arrival's wait for the host, as its window says it (a part of
:class:`madn_qt.network.glue.NetworkPlay`).

A newcomer to a running game is accepted for a seat the computer plays and follows the game from
then on, but the seat is not its own until the host's person allows it and the host numbers its
take. Meanwhile its window says so — "Network game: waiting for Anna to let you take over green…"
(the host's person, from the roster; "the host" when nobody plays at the host's computer) — in the
status bar and in the panel, and announces it to a screen reader once; never "you are watching".
The take ends the wait (the role line names the seat's new player), and so does a refusal (the
refusal's sentence) or leaving the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from madn_qt.network.late_texts import host_person, take_wait_text
from net.lockstep.roster import SeatHolder


class TakeWait:
    """The seat this side waits to take, if any (see the module's docstring)."""

    def __init__(self) -> None:
        self.seat: int | None = None

    @property
    def waiting(self) -> bool:
        return self.seat is not None

    def begin(self, seat: int) -> None:
        self.seat = seat

    def end(self) -> None:
        self.seat = None

    def text(self, holders: Sequence[SeatHolder]) -> str:
        """What the window says while it waits ('' when it does not wait)."""
        if self.seat is None:
            return ""
        return take_wait_text(self.seat, host_person(holders))

    @staticmethod
    def announce(widget: QWidget, text: str) -> None:
        """Say ``text`` to a screen reader at once (politely: the game goes on meanwhile)."""
        said = QAccessibleAnnouncementEvent(widget, text)
        said.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(said)
