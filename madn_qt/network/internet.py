"""Internet play in the app (a part of :class:`madn_qt.network.glue.NetworkPlay`): hosting a table
that invites with codes, and joining one by its code (docs/lan.md, "Playing over the internet").

- **Hosting**: with "Invite over the internet" checked on the host page, the table is an
  :class:`~madn_qt.network.internet_link.InternetLink`: bound to 127.0.0.1 and not announced on
  the LAN, it gets an invite code for each open seat and one for a spectator, which the page's
  :class:`~madn_qt.network.invites.InvitePanel` shows (the :class:`~.invites.InviteBook` is kept
  here while the table is open, so a lobby opened again during the game shows it).
- **Joining**: the join page's code (madn_qt.network.code_entry) opens a link that meets the host
  through the rendezvous; the code decides the seat (a spectator's code watches). A wrong or used
  code, or a rendezvous out of reach, is said in a sentence on the join page; the field keeps the
  code.

The servers are the settings' (Settings ▸ Internet play): the public magic-wormhole ones unless
self-hosted ones are given.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from core.setup import SeatKind, Setup
from madn_qt.network.invites import InviteBook

if TYPE_CHECKING:
    from madn_qt.network.glue import NetworkPlay
    from madn_qt.network.internet_link import InternetLink
    from madn_qt.network.lobby import LobbyDialog
    from net.host.table import HostSettings
    from net.internet.rendezvous import Servers

translate = QCoreApplication.translate

CODE_CONNECT = 15.0  # seconds the client's first connection (through the bridge) may take


class InternetPlay(QObject):
    """Internet play for one window's :class:`NetworkPlay` (see the module's docstring)."""

    def __init__(self, play: NetworkPlay) -> None:
        super().__init__(play)
        self.play = play
        self.book: InviteBook | None = None  # the codes of the table hosted now, if it invites
        self._hosted: InternetLink | None = None  # that table's link

    def servers(self) -> Servers:
        from net.internet.rendezvous import Servers

        settings = self.play.window.settings
        return Servers(settings.rendezvous, settings.relay)

    # --- the lobby ---------------------------------------------------------------------------
    def wire(self, lobby: LobbyDialog) -> None:
        """A lobby opens: its code field joins by code; while this app hosts a table that
        invites over the internet, the host page shows its codes."""
        lobby.join_page.code_requested.connect(self.join_code)
        link = self.play.link
        if self.book is not None and link is not None and link is self._hosted:
            lobby.host_page.internet.setChecked(True)
            lobby.host_page.set_open(True)
            lobby.host_page.invites.show_book(self.book)

    # --- hosting -----------------------------------------------------------------------------
    def hosting(self, settings: HostSettings) -> InternetLink | None:
        """The link for a table the lobby opens now: one that invites over the internet when
        the host page says so (``settings`` then bind the loopback and announce nothing), else
        None (a LAN table)."""
        lobby = self.play.lobby
        self.book, self._hosted = None, None
        if lobby is None or not lobby.host_page.over_internet():
            return None
        from madn_qt.network.internet_link import InternetLink

        settings.announce = False  # reached through the rendezvous only: nothing on the LAN
        if settings.bind == "0.0.0.0":
            settings.bind = "127.0.0.1"
        servers = self.servers()
        book = self.book = InviteBook(mailbox=servers.mailbox)
        link = self._hosted = InternetLink(self.play.network_thread(), servers, self.play)

        def on(change: Callable[..., None]) -> Callable[..., None]:
            return functools.partial(self._book_changed, link, book, change)

        link.invite.connect(on(book.code))
        link.invite_used.connect(on(book.used))
        link.invite_closed.connect(on(book.closed))
        link.invite_wrong.connect(on(book.guessed_wrong))
        link.trouble.connect(on(lambda text: setattr(book, "trouble", text)))
        link.lobby.connect(on(lambda setup, owners, _ours: book.joined(names(setup, owners))))
        link.started.connect(on(lambda setup, _seats, _commands: book.joined(players(setup))))
        # (after the glue's own message, which names LAN addresses)
        link.opened.connect(lambda _port: QTimer.singleShot(0, lambda: self._opened(link)))
        return link

    def _book_changed(
        self, link: InternetLink, book: InviteBook, change: Callable[..., None], *args: Any
    ) -> None:
        if link is not self.play.link or link.closing or book is not self.book:
            return
        change(*args)
        lobby = self.play.lobby
        if lobby is not None:
            lobby.host_page.invites.show_book(book)

    def _opened(self, link: InternetLink) -> None:
        lobby = self.play.lobby
        if link is not self.play.link or lobby is None or self.book is None:
            return
        lobby.host_page.set_open(True)
        lobby.host_page.invites.show_book(self.book)
        lobby.host_page.show_message(
            translate(
                "Lan",
                "The table is open on the internet (not on this network). Give each friend the "
                "code of their seat; the game starts when every open seat is taken.",
            )
        )

    # --- joining by a code -------------------------------------------------------------------
    def join_code(self, code: str, pin: str, name: str, level: str | None) -> None:
        """Join the table ``code`` leads to; the code decides the seat (the person plays it, or
        the computer at ``level``; a spectator's code watches)."""
        from madn_qt.network.internet_link import InternetLink
        from net.join.client import JoinSettings

        play = self.play
        play.remember("join")
        servers = self.servers()
        link = InternetLink(play.network_thread(), servers, play)
        play.new_link(link)
        play.person_plays = level is None
        play.own_level = level or ""
        link.code_failed.connect(functools.partial(self._code_failed, link, servers))
        link.watching.connect(functools.partial(self._watching, link))
        settings = JoinSettings(
            host="127.0.0.1",
            port=0,
            name=name,
            pin=pin,
            level=level,
            data=play.data,
            connect_timeout=CODE_CONNECT,
            reconnect=play.join_reconnect,
        )
        link.join_code(code, settings)
        if play.lobby is not None:
            play.lobby.join_page.set_busy(True)

    def _watching(self, link: InternetLink) -> None:
        """The code was a spectator's: nobody plays here (the log says "You are watching …")."""
        if link is self.play.link:
            self.play.person_plays, self.play.own_level = False, ""
            if not link.spectators_return:  # (a host that keeps no way back for spectators)
                link.connection.connect(functools.partial(self._watch_lost, link))

    def _watch_lost(self, link: InternetLink, connected: bool, text: str) -> None:
        """A spectator by code lost a table that keeps no spectators' return code (a host of
        an earlier version): no wait brings it back (the window would wait ten minutes for
        nothing). Said at once, with the way back: a new spectator's code. (A spectator of a
        table that keeps one waits and comes back as a player does.)"""
        play = self.play
        if connected or link is not play.link or link.closing or not play.news_live():
            return
        play.leave()
        if play.lobby is not None:
            play.lobby.reject()
        play._show_message(watch_lost_text, text)

    def _code_failed(self, link: InternetLink, servers: Servers, kind: str, text: str) -> None:
        lobby = self.play.lobby
        if link is not self.play.link or link.closing or lobby is None:
            return
        lobby.join_page.set_busy(False)
        lobby.join_page.code_refused(code_failed_text(kind, servers, text))
        lobby.join_page.message.setToolTip(text)


def names(setup: Setup, owners: Sequence[int]) -> dict[int, str]:
    """The names of the players who joined the table, by seat (``owners``: -1 open, 0 the
    host, else a joiner's id)."""
    return {
        seat: setup.name(seat)
        for seat, owner in enumerate(owners)
        if owner > 0 and seat < len(setup.seats) and setup.seats[seat].kind is SeatKind.REMOTE
    }


def players(setup: Setup) -> dict[int, str]:
    """The names of the players on the network at a game that started (every remote seat is
    taken then), by seat."""
    return {
        seat: setup.name(seat)
        for seat, entry in enumerate(setup.seats)
        if entry.kind is SeatKind.REMOTE
    }


def code_failed_text(kind: str, servers: Servers, text: str = "") -> str:
    """Why a code led to no table, for the join page (``text``: the rendezvous' own words)."""
    if kind == "mailbox" and "crowded" in text:  # somebody's claim is left on its nameplate
        return translate(
            "Lan",
            "Somebody else holds this code on the rendezvous server, so it cannot lead you to "
            "the table. Ask your host for a new code.",
        )
    if kind == "wrong":
        return translate(
            "Lan", "This code is wrong or was used already. Ask your host for a new code."
        )
    # Nobody came; or "stale": the host's program died, its message left on the rendezvous.
    if kind in ("timeout", "lonely", "stale"):
        return translate(
            "Lan",
            "Nobody answered this code: it was used already, or mistyped, or the table is closed. "
            "Ask your host for a new code.",
        )
    if kind == "mailbox":
        return translate(
            "Lan",
            "The rendezvous server {server} cannot be reached. Is this computer online? Another "
            "server can be chosen in Settings.",
        ).format(server=servers.mailbox)
    if kind == "transit":
        return translate(
            "Lan",
            "The code is right, but no connection to the host could be made, not even through "
            "the relay {relay}. Ask your host for a new code and try again.",
        ).format(relay=servers.relay)
    return translate("Lan", "This code leads to no table of this game.")


def watch_lost_text() -> str:
    return translate(
        "Lan",
        "The connection to the table is lost, and a spectator cannot come back by the same "
        "code. To watch again, ask your host for a new spectator's code.",
    )
