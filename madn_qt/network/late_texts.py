"""What a late arrival's door says, on both sides, in the app's language.

The host's person is asked whose seat a newcomer wants (:func:`late_question`): a seat the computer
plays for a player who left the table is that player's ("Dora wants to take over green — Carla's
seat, played by the computer since Carla left the table — allow?"), an AI seat of the host is the
computer's own, under its name ("… from Dario, the computer — allow?"). Who plays the seat comes
from the roster (:mod:`net.lockstep.roster`: the computer with a ``peer`` other than the host's
plays for a dropped player). The newcomer meanwhile reads that it waits for the host's person
(:func:`take_wait_text`), named when the roster knows one.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from net.lockstep.roster import SeatHolder
from net.lockstep.session import HOST

translate = QCoreApplication.translate


def late_question(name: str, seat: int, holder: SeatHolder | None = None) -> str:
    """The host's person is asked whether the late arrival ``name`` may take ``seat``, which
    ``holder`` plays now (None: not known; the computer)."""
    from madn_qt.texts import colour_name

    colour = colour_name(seat)
    if holder is None or holder.person or not holder.name:
        text = translate("Lan", "{name} wants to take over {colour} from the computer — allow?")
        return text.format(name=name, colour=colour)
    if holder.peer != HOST:  # the computer plays for a player who left
        text = translate(
            "Lan",
            "{name} wants to take over {colour} — {player}'s seat, played by the computer since "
            "{player} left the table — allow?",
        )
    else:
        text = translate(
            "Lan", "{name} wants to take over {colour} from {player}, the computer — allow?"
        )
    return text.format(name=name, colour=colour, player=holder.name)


def behind_lobby(question: str) -> str:
    """The lobby's line while ``question`` waits above the board, hidden by the lobby."""
    text = translate(
        "Lan", "{question} Close this window to answer: the question waits above the board."
    )
    return text.format(question=question)


def host_person(holders: Sequence[SeatHolder]) -> str:
    """The name of the person at the host's computer ('' when nobody plays there: a headless
    host, or the host's person watches)."""
    return next((h.name for h in holders if h.peer == HOST and h.person and h.name), "")


def take_wait_text(seat: int, host: str) -> str:
    """A late arrival waits for the host (``host``: its person's name, or '') to let it take
    ``seat``."""
    from madn_qt.texts import colour_name

    if host:
        text = translate("Lan", "Network game: waiting for {host} to let you take over {colour}…")
        return text.format(host=host, colour=colour_name(seat))
    text = translate("Lan", "Network game: waiting for the host to let you take over {colour}…")
    return text.format(colour=colour_name(seat))
