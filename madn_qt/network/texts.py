"""What LAN play says to the player, in the app's language.

``net`` gives a reason *code* with every refusal and stop (``net.messages.REFUSALS``,
``STOP_REASONS``) and an English text with details; the app shows its own translated sentence for
the code and keeps the English details for the log and a tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from net.discovery import TableInfo
from net.messages import PeerStatus


def tr(text: str) -> str:
    return QCoreApplication.translate("Lan", text)


def refusal_text(reason: str, text: str) -> str:
    """Why the host did not let us in (``JoinRefused``)."""
    if reason == "pin":
        if "needs a PIN" in text:
            return tr("This table needs a PIN.")
        if "too many" in text:
            return tr("Too many wrong PINs: try again in a minute.")
        if "does not know" in text:
            return tr("The host does not know the table's PIN: is it the right table?")
        return tr("Wrong PIN.")
    texts = {
        "version": tr("The table runs another version of the game."),
        "full": tr("The table is full: every seat is taken."),
        "running": tr("The game at this table has started already."),
        "rules": tr("The table plays other rules."),
        "seat": tr("That seat is not open any more."),
        "token": tr("The table does not know you (another game?)."),
        "busy": tr("You are connected to this table already."),
        "protocol": tr("This is no table of this game."),
        "closing": tr("The host is closing the table."),
    }
    return texts.get(reason, tr("The host refused to let you in."))


def stop_text(reason: str) -> str:
    """Why the game stopped for good (``stopped``)."""
    texts = {
        "desync": tr(
            "The computers no longer agree on the game (out of sync). A report was written "
            "to the data folder."
        ),
        "host": tr("The host could not go on with the game."),
        "cheat": tr("The host sent something no honest host would; the game stops."),
        "closing": tr("The host closed the table."),
        "over": tr("The game is over."),
    }
    return texts.get(reason, tr("The network game stopped."))


def lost_text() -> str:
    return tr("The connection to the table is lost.")


def incompatible_text(table: TableInfo) -> str:
    """Why a listed table cannot be joined (``compatible`` is false)."""
    if table.proto is None:
        return tr("announces no protocol version")
    if table.proto != _our_protocol():
        text = tr("another version of the game (LAN protocol {theirs}, this program {ours})")
        return text.format(theirs=table.proto, ours=_our_protocol())
    return tr("an unknown game mode")


def _our_protocol() -> int:
    from net.discovery import PROTOCOL_VERSION

    return PROTOCOL_VERSION


def mode_text(mode: str) -> str:
    return {"classic": tr("classic"), "event": tr("event mode")}.get(mode, mode or "?")


def table_line(table: TableInfo) -> str:
    """One table in the lobby's list (also its accessible text)."""
    if not table.compatible:
        return tr("{name} — cannot join: {reason}").format(
            name=table.name, reason=incompatible_text(table)
        )
    free = table.free if table.free is not None else 0
    parts = [table.name, mode_text(table.mode)]
    parts.append(
        QCoreApplication.translate("Lan", "%n free seat(s)", "", free)
        if free
        else tr("no free seat")
    )
    if table.pin:
        parts.append(tr("PIN"))
    return " — ".join(parts)


def peers_text(peers: Sequence[PeerStatus]) -> str:
    """Who is missing and whose seats the AI plays ('' when everybody is there)."""
    missing = [p.name for p in peers if not p.connected and not p.dropped and p.seats]
    dropped = [p.name for p in peers if p.dropped]
    parts = []
    if missing:
        parts.append(tr("Missing: {names}. Waiting for them to come back.").format(
            names=", ".join(missing)
        ))
    if dropped:
        parts.append(tr("The computer plays for: {names}.").format(names=", ".join(dropped)))
    return " ".join(parts)
