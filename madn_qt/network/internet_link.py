"""A table over the internet for the app: a :class:`~madn_qt.network.link.LanLink` whose hosted
table has doors to the internet (:class:`net.internet.doors.InternetDoors`: an invite code for
each open seat and one for a spectator) or whose joiner came in by a code
(:class:`net.internet.bridge.JoinBridge`).

What the doors tell (a code, a code used, withdrawn or guessed wrong, the rendezvous out of
reach) comes from the network thread as queued signals of the link, like everything else. A
joiner's bridge lives as long as the link, the whole game: every reconnection of the client after
a dropped connection goes through it (on the return code), and it is closed when the player
leaves the table or the game is over.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance

from madn_qt.network.link import LanLink
from net.host.table import HostTable
from net.internet.bridge import JoinBridge
from net.internet.code_book import CodeBook, way_back
from net.internet.doors import InternetDoors, InviteListener
from net.internet.rendezvous import RendezvousError, Servers
from net.join.client import JoinClient, JoinSettings
from net.protocol.messages import ANY_SEAT, SPECTATE
from net.thread import NetworkThread

log = logging.getLogger(__name__)

CODE_WAIT = 30.0  # seconds a code is given to find its host (as madn join --code)


class InternetLink(LanLink):
    """A hosted table with invite codes, or a table joined by a code (one per game)."""

    invite = Signal(int, str)  # seat (SPECTATE: a spectator's), its fresh code
    invite_used = Signal(int)  # seat: somebody came through its code
    invite_closed = Signal(int)  # seat: its code is withdrawn (the seat is no longer open)
    invite_wrong = Signal(int)  # seat: somebody tried a wrong code; a new one follows
    trouble = Signal(str)  # the rendezvous cannot be reached (English details; '' works again)
    # A code that leads nowhere: what went wrong ("wrong", "timeout", "stale", "mailbox",
    # "transit", "offer", "closed"), the English details.
    code_failed = Signal(str, str)
    watching = Signal()  # the code is a spectator's: this computer watches (whatever was chosen)

    def __init__(self, net: NetworkThread, servers: Servers, parent: QObject | None = None) -> None:
        super().__init__(net, parent)
        self.servers = servers
        self.doors: InternetDoors | None = None  # the host's (network thread)
        self.bridge: JoinBridge | None = None  # the joiner's, for the whole game
        self._by_code = False
        self.spectators_return = False  # a spectator's code whose host lets spectators come back
        self.code = ""  # the invite code joined by
        self._code_task: asyncio.Task[None] | None = None

    @property
    def role(self) -> str:
        return "join" if self._by_code else super().role

    # --- hosting -----------------------------------------------------------------------------
    async def _table_opened(self, table: HostTable) -> None:
        self.doors = InternetDoors(table, self.servers, _Invites(self))
        self.doors.open()

    # --- joining by a code -------------------------------------------------------------------
    def join_code(self, code: str, settings: JoinSettings) -> None:
        """Join the table ``code`` leads to (normalized, its words known), with ``settings``
        for everything but the address and the seat, which the code decides."""
        if self.role:
            raise RuntimeError("a link serves one table")
        self._by_code = True
        self.code = code
        self._submit(self._run_code(code, settings))

    async def _run_code(self, code: str, settings: JoinSettings) -> None:
        self._code_task = asyncio.current_task()
        bridge = self.bridge = JoinBridge(self.servers, code, CodeBook(settings.data))
        kept: tuple[str, bytes] | None = None
        try:
            back = way_back(code, settings.data)  # this computer came in by it before
            try:
                if back is not None:
                    offer, token = back
                    kept = (offer.table, token)
                    bridge.come_back(offer, lambda: kept)
                else:
                    offer = await asyncio.wait_for(bridge.first(), CODE_WAIT)
            except TimeoutError:
                self._emit(self.code_failed, "timeout", f"nobody answered code {code}")
                self._listener.ended()
                return
            except RendezvousError as error:
                self._emit(self.code_failed, error.kind, error.text)
                self._listener.ended()
                return
            port = await bridge.open()
            seat = SPECTATE if offer.seat == SPECTATE else ANY_SEAT
            if offer.seat is not None and offer.seat >= 0:
                seat = offer.seat
            level = None if seat == SPECTATE else settings.level
            if seat == SPECTATE:
                # (set before the signal: read on the GUI thread once it arrives)
                self.spectators_return = bool(offer.watch)
                self._emit(self.watching)  # (before the game starts: queued before it)
            joined = dataclasses.replace(
                settings, host="127.0.0.1", port=port, seat=seat, level=level
            )
            client = JoinClient(joined, self._listener)
            bridge.identity = lambda: _identity(client) or kept
            self.client = client
            await self._run_client(client)
        finally:
            await bridge.close()

    # --- closing -----------------------------------------------------------------------------
    def _close_work(self, final: bool) -> Coroutine[Any, Any, None] | None:
        table = super()._close_work(final) if self.table is not None else None

        async def work() -> None:
            # The joiners are told first (through the doors, which cut their connections as
            # they close; at most a second), then the doors close before the table: closing the
            # table may outlast the link's close, and a meeting left running on the process's
            # reactor would answer a returning joiner for a table that is gone (a resumed table,
            # in a new window, opens its own doors).
            if self.doors is not None:
                if self.table is not None:
                    await self.table.farewell(self.closing_reason(final), final)
                await self.doors.close()
            if table is not None:
                await table
            if self.client is not None:  # (read here: it is set on this thread)
                await self.client.close()
            task = self._code_task
            if task is not None and not task.done() and task is not asyncio.current_task():
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
            if self.bridge is not None:
                await self.bridge.close()

        return work()

    def _emit(self, signal: SignalInstance, *args: object) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the link is gone (the window closed): nobody listens
            log.debug("internet event %s after the app side went", signal)


class _Invites(InviteListener):
    """The doors' listener (network thread): each call a queued signal of the link."""

    def __init__(self, link: InternetLink) -> None:
        self._link = link

    def invite(self, seat: int, code: str) -> None:
        self._link._emit(self._link.invite, seat, code)

    def invite_used(self, seat: int) -> None:
        self._link._emit(self._link.invite_used, seat)

    def invite_closed(self, seat: int) -> None:
        self._link._emit(self._link.invite_closed, seat)

    def invite_wrong(self, seat: int) -> None:
        self._link._emit(self._link.invite_wrong, seat)

    def trouble(self, text: str) -> None:
        self._link._emit(self._link.trouble, text)


def _identity(client: JoinClient) -> tuple[str, bytes] | None:
    """The table's id and our token, once the host accepted us (the bridge's return code)."""
    identity = client.state.identity
    return None if identity is None else (identity.table, identity.token)
