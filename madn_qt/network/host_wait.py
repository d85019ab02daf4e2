"""A joiner waiting for its host (a part of :class:`madn_qt.network.glue.NetworkPlay`).

When the connection to the host goes, the app's joiner tries again by itself for
:data:`HOST_WAIT` (10 minutes: long enough for the host's app to be closed and opened again, or
to restart after a crash, and to resume its table). Meanwhile the status bar and the panel say
so honestly: that the host has left the table for a moment (its ``bye`` said the table is kept
for a resume, ``net.protocol.messages.BYE_KEPT``) or that the connection is lost, until what
time of day the game waits (no countdown), and how to stop waiting. When the wait runs out, or
the person stops it, the window says how to come back: the token is kept, and the lobby's table
marked "your seat" (or the same invite code) gives the seat back (docs/lan.md, "Faults").
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QTime

HOST_WAIT = 600.0  # seconds a joiner waits for a lost host (the app; madn join: --reconnect)


def waiting_text(connection: str, wait: float) -> str:
    """What the joiner's window says while it waits ``wait`` seconds from now for its host;
    ``connection``: the network's English report of the loss (it names the host's bye)."""
    from madn_qt.network.texts import waiting_for_host_text
    from net.protocol.messages import BYE_KEPT

    until = QLocale().toString(
        QTime.currentTime().addSecs(int(wait)), QLocale.FormatType.ShortFormat
    )
    return waiting_for_host_text(BYE_KEPT in connection, until)


def wait_minutes(wait: float = HOST_WAIT) -> int:
    """The wait in whole minutes (what the host's quit question promises)."""
    return max(1, round(wait / 60))
