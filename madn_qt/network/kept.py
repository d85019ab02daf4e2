"""Resuming the table this app hosted last (a part of :class:`madn_qt.network.glue.NetworkPlay`):
the lobby offers the kept table that was closed mid-game (the glue reopens it with the same table
id, port, PIN and tokens, and its joiners reconnect), and a damaged file is set aside with a
message, never offered again. While this app hosts a table, the lobby shows that one instead.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from core.setup import Setup
from madn_qt.network.seats_shown import shown_setup

if TYPE_CHECKING:
    from madn_qt.network.lobby import LobbyDialog
    from net.lockstep.roster import SeatHolder

log = logging.getLogger("madn_qt.network.glue")

translate = QCoreApplication.translate

# The seats last shown for the hosted table: its setup, each seat's owner, the seats played here.
SeatsShown = tuple[Setup, tuple[int, ...], tuple[int, ...]]


def seats_now(setup: Setup, holders: Sequence[SeatHolder]) -> SeatsShown:
    """The hosted table's seats as they are while its game runs, from the roster (``holders``,
    :mod:`net.lockstep.roster`): a joiner under its own name (a late arrival's too), the
    computer for a player who left (under that player's name), the host's person as "you"."""
    ours = tuple(h.seat for h in holders if h.person and h.peer == 0)
    owners = [0] * len(setup.seats)
    for holder in holders:
        owners[holder.seat] = holder.peer if holder.person else 0
    return shown_setup(setup, holders, ours), tuple(owners), ours


class KeptTable:
    """The kept table's file and its offer in the lobby (see the module's docstring).

    ``data`` gives the LAN data folder (None: :func:`net.store.data_home`), ``say`` shows an
    error on the lobby's host page."""

    def __init__(self, data: Callable[[], Path | None], say: Callable[[str], None]) -> None:
        self._data = data
        self._say = say

    def latest(self, say: Callable[[str], None] | None = None) -> tuple[Path, str] | None:
        """The table this app hosted last and that was closed mid-game (its file, its name);
        a damaged file is set aside (renamed ``.damaged``, never offered again) with a message
        (said by ``say``, if given)."""
        from net.store import latest_kept, load_kept

        while (path := latest_kept(self._data())) is not None:
            try:
                kept = load_kept(path)
                if not kept.entries:
                    raise ValueError(f"{path} holds no game")
            except (OSError, ValueError) as error:
                self.set_aside(path, str(error), say)
                continue
            return path, kept.name
        return None

    def set_aside(self, path: Path, reason: str, say: Callable[[str], None] | None = None) -> None:
        """The kept table in ``path`` cannot be resumed (``reason``): renamed ``.damaged`` (or
        removed), and said on the host page."""
        log.warning("the kept network table %s cannot be resumed: %s", path, reason)
        try:
            path.replace(path.with_name(path.name + ".damaged"))
        except OSError as error:
            log.warning("cannot set %s aside: %s", path, error)
            path.unlink(missing_ok=True)
        (say or self._say)(
            translate(
                "Lan",
                "The kept network table in {file} is damaged and cannot be resumed; it was set "
                "aside and is not offered again.",
            ).format(file=path.name)
        )

    def offer(self, lobby: LobbyDialog, hosted: Setup | None, seats: SeatsShown | None) -> None:
        """What the lobby's host page offers as it opens: while this app hosts a table
        (``hosted``; ``seats`` as last shown), that table, open, since its keep file is the
        running game's and no resume; otherwise the kept table to resume, if there is one."""
        if hosted is not None:
            self._show_hosted(lobby, hosted, seats)
            return
        kept = self.latest()
        lobby.host_page.offer_resume(kept[1] if kept is not None else None)
        if kept is not None:
            lobby.tabs.setCurrentWidget(lobby.host_page)

    def _show_hosted(self, lobby: LobbyDialog, setup: Setup, seats: SeatsShown | None) -> None:
        """The lobby opened while this app hosts a table: the host page shows that table, open,
        with its seats, instead of offering to resume it."""
        page = lobby.host_page
        page.offer_resume(None)
        page.show_setup(setup)
        page.set_open(True)
        if seats is not None:
            page.seat_list.show_seats(*seats)
        page.show_message(translate("Lan", "Your table is open; its game goes on."))
        lobby.tabs.setCurrentWidget(page)
