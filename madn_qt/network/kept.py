"""Resuming the table this app hosted last (a part of :class:`madn_qt.network.glue.NetworkPlay`):
the lobby offers the kept table that was closed mid-game, reopens it with the same table id,
port, PIN and tokens (its joiners reconnect), and sets a damaged file aside with a message, never
offering it again.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from core.setup import Setup

if TYPE_CHECKING:
    from madn_qt.network.link import LanLink
    from madn_qt.network.lobby import LobbyDialog

log = logging.getLogger("madn_qt.network.glue")

translate = QCoreApplication.translate


class KeptTable:
    """The kept table's offer and resume (see the module's docstring)."""

    data: Path | None
    lobby: LobbyDialog | None
    link: LanLink | None
    bind: str
    host_timeout: float
    interfaces: list[str] | None
    host_pace: float
    _hosted: Setup | None
    _seats_shown: tuple[Setup, tuple[int, ...], tuple[int, ...]] | None

    def _new_link(self) -> LanLink:
        raise NotImplementedError

    def _lobby_message(self, page: str, text: str, error: bool = False) -> None:
        raise NotImplementedError

    def kept_table(self) -> tuple[Path, str] | None:
        """The table this app hosted last and that was closed mid-game (its file, its name);
        a damaged file is set aside (renamed ``.damaged``, never offered again) with a message."""
        from net.store import latest_kept, load_kept

        while (path := latest_kept(self.data)) is not None:
            try:
                kept = load_kept(path)
                if not kept.entries:
                    raise ValueError(f"{path} holds no game")
            except (OSError, ValueError) as error:
                self._set_aside(path, str(error))
                continue
            return path, kept.name
        return None

    def _set_aside(self, path: Path, reason: str) -> None:
        log.warning("the kept network table %s cannot be resumed: %s", path, reason)
        try:
            path.replace(path.with_name(path.name + ".damaged"))
        except OSError as error:
            log.warning("cannot set %s aside: %s", path, error)
            path.unlink(missing_ok=True)
        self._lobby_message(
            "host",
            translate(
                "Lan",
                "The kept network table in {file} is damaged and cannot be resumed; it was set "
                "aside and is not offered again.",
            ).format(file=path.name),
            error=True,
        )

    def _offer_kept(self) -> None:
        if self.lobby is None:
            return
        if self.link is not None and self.link.role == "host" and self._hosted is not None:
            self._show_hosted(self._hosted)  # (its keep file is the running game's, not a resume)
            return
        kept = self.kept_table()
        self.lobby.host_page.offer_resume(kept[1] if kept is not None else None)
        if kept is not None:
            self.lobby.tabs.setCurrentWidget(self.lobby.host_page)

    def _show_hosted(self, setup: Setup) -> None:
        """The lobby opened while this app hosts a table: the host page shows that table, open,
        with its seats, instead of offering to resume it."""
        if self.lobby is None:
            return
        page = self.lobby.host_page
        page.offer_resume(None)
        page.show_setup(setup)
        page.set_open(True)
        if self._seats_shown is not None:
            page.seat_list.show_seats(*self._seats_shown)
        page.show_message(translate("Lan", "Your table is open; its game goes on."))
        self.lobby.tabs.setCurrentWidget(page)

    def resume_kept(self) -> None:
        """Reopen the kept table (the lobby's "Resume the network table" button)."""
        from net.host.table import HostSettings

        kept = self.kept_table()
        if kept is None:
            if self.lobby is not None:
                self.lobby.host_page.offer_resume(None)
            return
        path, name = kept
        link = self._new_link()
        settings = HostSettings(
            name=name,
            host_name=name,
            bind=self.bind,
            timeout=self.host_timeout,
            data=self.data,
            keep=True,
            interfaces=self.interfaces,
            pace=self.host_pace,
            late_join=self.lobby.host_page.late_join() if self.lobby is not None else True,
            ask_late=True,
        )
        try:
            link.resume(path, settings)
        except (OSError, ValueError) as error:
            self.link = None
            link.deleteLater()
            self._set_aside(path, str(error))
            if self.lobby is not None:
                self.lobby.host_page.offer_resume(None)
            return
        self._hosted = link.table.setup if link.table is not None else None
        if self.lobby is not None:
            self.lobby.host_page.offer_resume(None)
        self._lobby_message("host", translate("Lan", "Opening the table again…"))
