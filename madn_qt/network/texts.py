"""What LAN play says to the player, in the app's language.

``net`` gives a reason *code* with every refusal and stop (``net.protocol.messages.REFUSALS``,
``STOP_REASONS``) and an English text with details; the app shows its own translated sentence for
the code and keeps the English details for the log and a tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from net.discovery import TableInfo
from net.protocol.messages import PeerStatus

translate = QCoreApplication.translate


def refusal_text(reason: str, text: str) -> str:
    """Why the host did not let us in (``JoinRefused``)."""
    if reason == "pin":
        if "needs a PIN" in text:
            return translate("Lan", "This table needs a PIN.")
        if "does not know" in text:
            return translate(
                "Lan", "The host does not know the table's PIN: is it the right table?"
            )
        return translate("Lan", "Wrong PIN.")
    if reason == "running" and "did not let you" in text:
        return translate("Lan", "The host did not let you take over the seat.")
    if reason == "running" and "cannot be taken" in text:
        return translate("Lan", "The seat is not the computer's any more.")
    if reason == "running" and "not taken in time" in text:
        return translate("Lan", "The host did not answer in time: the seat is free again.")
    texts = {
        "version": translate("Lan", "The table runs another version of the game."),
        "full": translate("Lan", "The table is full: every seat is taken."),
        "running": translate("Lan", "The game at this table has started already."),
        "rules": translate("Lan", "The table plays other rules."),
        "seat": translate("Lan", "That seat is not open any more."),
        "token": translate("Lan", "The table does not know you (another game?)."),
        "busy": translate("Lan", "The table is busy: try again in a moment."),
        "protocol": translate("Lan", "This is no table of this game."),
        "closing": translate("Lan", "The host is closing the table."),
    }
    return texts.get(reason, translate("Lan", "The host refused to let you in."))


def stop_text(reason: str) -> str:
    """Why the game stopped for good (``stopped``)."""
    texts = {
        "desync": translate(
            "Lan",
            "The computers no longer agree on the game (out of sync). A report was written "
            "to the data folder.",
        ),
        "host": translate("Lan", "The host could not go on with the game."),
        "cheat": translate("Lan", "The host sent something no honest host would; the game stops."),
        "closing": translate("Lan", "The host closed the table."),
        "over": translate("Lan", "The game is over."),
    }
    return texts.get(reason, translate("Lan", "The network game stopped."))


def busy_text() -> str:
    """The table cannot let us in now: the joiner tries again by itself."""
    return translate("Lan", "The table is busy — trying again…")


def lost_text() -> str:
    return translate("Lan", "The connection to the table is lost.")


def reconnecting_text() -> str:
    """A joiner lost the host and tries again (the status bar, until it is back)."""
    return translate("Lan", "Connection to the host lost — reconnecting…")


def waiting_for_host_text(kept: bool, until: str) -> str:
    """A joiner waits for its host (the status bar and the panel, until it is back): the host
    closed its table for now (``kept``: its app closes, the game is kept for a resume) or the
    connection is lost; the wait ends at ``until`` (a time of day), and how to stop it."""
    if kept:
        text = translate(
            "Lan",
            "The host has left the table for a moment. The game waits for the table to open "
            "again and goes on by itself (until {time}).",
        )
    else:
        text = translate(
            "Lan",
            "Connection to the host lost — reconnecting… The game waits for the table until "
            "{time}.",
        )
    stop = translate("Lan", "To stop waiting: Game ▸ Network game…, Leave the table.")
    return f"{text.format(time=until)} {stop}"


def way_back_text(by_code: bool) -> str:
    """How a joiner whose host is gone comes back to its seat later (its token is kept)."""
    if by_code:
        return translate(
            "Lan",
            "Your seat is kept. When the host opens the table again: Game ▸ Network game…, "
            "Join with a code, the same code — you get your seat back.",
        )
    return translate(
        "Lan",
        "Your seat is kept. When the host opens the table again: Game ▸ Network game…, the "
        "table marked “your seat” — you get your seat back.",
    )


def lost_way_back_text(by_code: bool) -> str:
    """The wait for the host ran out: lost, and the way back."""
    return f"{lost_text()} {way_back_text(by_code)}"


def stopped_waiting_text(by_code: bool) -> str:
    """The person stopped waiting for the host (left the table): the way back."""
    stopped = translate("Lan", "You stopped waiting for the table.")
    return f"{stopped} {way_back_text(by_code)}"


def incompatible_text(table: TableInfo) -> str:
    """Why a listed table cannot be joined (``compatible`` is false)."""
    if table.proto is None:
        return translate("Lan", "announces no protocol version")
    if table.proto != _our_protocol():
        text = translate(
            "Lan", "another version of the game (LAN protocol {theirs}, this program {ours})"
        )
        return text.format(theirs=table.proto, ours=_our_protocol())
    return translate("Lan", "an unknown game mode")


def _our_protocol() -> int:
    from net.discovery import PROTOCOL_VERSION

    return PROTOCOL_VERSION


def mode_text(mode: str) -> str:
    return {"classic": translate("Lan", "classic"), "event": translate("Lan", "event mode")}.get(
        mode, mode or "?"
    )


def table_line(table: TableInfo, own: bool = False) -> str:
    """One table in the lobby's list (also its accessible text); ``own``: this computer holds a
    seat there (a game it joined that is not over), which joining takes back."""
    if not table.compatible:
        return translate("Lan", "{name} — cannot join: {reason}").format(
            name=table.name, reason=incompatible_text(table)
        )
    free = table.free if table.free is not None else 0
    parts = [table.name, mode_text(table.mode)]
    if own:
        parts.append(translate("Lan", "your seat: join to play on"))
    elif table.running:
        parts.append(running_text(table.late))
    else:
        parts.append(
            translate("Lan", "%n free seat(s)", "", free)
            if free
            else translate("Lan", "no free seat")
        )
    if table.pin:
        parts.append(translate("Lan", "needs a PIN"))
    return " — ".join(parts)


def running_text(late: Sequence[int]) -> str:
    """A running table in the lobby's list: which seats the computer plays that one may take."""
    from madn_qt.texts import colour_name

    if not late:
        return translate("Lan", "running — you can watch")
    colours = ", ".join(colour_name(seat) for seat in late)
    return translate("Lan", "running — the computer plays {colours}; you can take over").format(
        colours=colours
    )


def pin_attempts_text(count: int) -> str:
    """The host's status while somebody guesses its PIN ('' for nobody)."""
    if not count:
        return ""
    return translate("Lan", "%n wrong PIN attempt(s) in the last minute.", "", count)


def missing_text(peer: PeerStatus, takeover: str = "ai", elapsed: float = 0.0) -> str:
    """That ``peer`` is missing: the seconds left before the takeover (``elapsed`` seconds after
    the status came), or that the game waits for them."""
    if peer.left is None:
        return translate("Lan", "Missing: {names}. Waiting for them to come back.").format(
            names=peer.name
        )
    seconds = max(0, math.ceil(peer.left - elapsed))
    text = (
        translate("Lan", "{name} is missing — the game pauses in {seconds} s.")
        if takeover == "pause"
        else translate("Lan", "{name} is missing — the computer takes over in {seconds} s.")
    )
    return text.format(name=peer.name, seconds=seconds)


def peers_text(peers: Sequence[PeerStatus], takeover: str = "ai", elapsed: float = 0.0) -> str:
    """Who is missing (with the seconds left before the takeover, ``elapsed`` seconds after the
    status came) and whose seats the AI plays ('' when everybody is there)."""
    absent = [p for p in peers if not p.connected and not p.dropped and p.seats]
    missing = [p.name for p in absent if p.left is None]
    dropped = [p.name for p in peers if p.dropped and p.seats]  # (a taken seat is not theirs)
    parts = [missing_text(p, takeover, elapsed) for p in absent if p.left is not None]
    if missing:
        parts.append(
            translate("Lan", "Missing: {names}. Waiting for them to come back.").format(
                names=", ".join(missing)
            )
        )
    if dropped:
        parts.append(
            translate("Lan", "The computer plays for: {names}.").format(names=", ".join(dropped))
        )
    return " ".join(parts)


def running_note(hosting: bool) -> str:
    """The lobby's note while a network game runs here (the host's page shows its own table,
    read-only: only joining another table would end it)."""
    if hosting:
        return translate("Lan", "Joining another table ends the game at your table.")
    return translate("Lan", "Hosting or joining a table ends the network game you are in.")
