"""One LAN table for the app: a hosted :class:`net.host.table.HostTable` or a
:class:`net.join.client.JoinClient` on the network thread, driven from the GUI thread without ever
waiting for the network.

A :class:`LanLink` *is* the :class:`~.bridge.LanSignals` of its table: ``host``/``join`` return
at once, and everything that happens later (the lobby, the start, every step, a refusal, the end)
arrives as a queued signal. ``play`` hands a person's decision to the network thread; the
command shows up on the board only when the network plays it (``steps``), like everybody
else's. ``close`` is the only call that waits, and never longer than its bound.
"""

from __future__ import annotations

import concurrent.futures
import logging
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from core.actions import Command
from core.setup import SeatKind, Setup
from madn_qt.network.bridge import LanSignals, QtEvents
from net.host.table import HostSettings, HostTable
from net.join.client import JoinClient, JoinFailed, JoinRefused, JoinSettings
from net.lockstep.session import HOST, GameStopped, Session
from net.thread import NetworkThread

log = logging.getLogger(__name__)

CLOSE_TIMEOUT = 3.0  # seconds closing a table or leaving one may take at most


class LanLink(LanSignals):
    """A hosted or joined table (one per game; make a new link for the next one)."""

    def __init__(self, net: NetworkThread, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._net = net
        self.table: HostTable | None = None
        self.client: JoinClient | None = None
        self.port = 0
        self._closing = False
        self._listener = QtEvents(self, self._session, self._own_seats, self._takeover)

    @property
    def role(self) -> str:
        """``"host"``, ``"join"`` or ``""`` before either."""
        return "host" if self.table is not None else "join" if self.client is not None else ""

    @property
    def closing(self) -> bool:
        return self._closing

    def _session(self) -> Session | None:  # network thread
        if self.table is not None:
            return self.table.session
        if self.client is not None:
            return self.client.session
        return None

    def _own_seats(self) -> tuple[int, ...]:  # network thread
        """The seats played at this computer (the host's people; the joiner's seats)."""
        if self.table is not None:
            seats = self.table.setup.seats
            return tuple(s for s, seat in enumerate(seats) if seat.kind is SeatKind.HUMAN)
        if self.client is not None:
            return tuple(self.client.seats)
        return ()

    def _takeover(self) -> str:  # network thread
        """What the host does with a missing player's seats after its timeout."""
        if self.table is not None:
            return self.table.settings.takeover
        if self.client is not None:
            return self.client.takeover
        return "ai"

    # --- hosting -----------------------------------------------------------------------------
    def host(self, setup: Setup, settings: HostSettings) -> None:
        """Open a table (``opened(port)`` or ``failed(text)``; ``ValueError`` for a bad setup)."""
        if self.role:
            raise RuntimeError("a link serves one table")
        self.table = HostTable(setup, settings, self._listener)
        self._submit(self._open_host(self.table))

    def resume(self, path: Path, settings: HostSettings) -> None:
        """Open a kept table again (:meth:`HostTable.resume`: ``ValueError`` or ``OSError``
        when the file is no kept game): ``started`` with the game so far, then ``opened(port)``
        on the kept port if it is free, else on another one (announced again)."""
        if self.role:
            raise RuntimeError("a link serves one table")
        self.table = HostTable.resume(path, settings, self._listener)
        self._submit(self._open_host(self.table, resumed=True))

    async def _open_host(self, table: HostTable, resumed: bool = False) -> None:
        if resumed:  # the window shows the game before anybody is back
            assert table.session is not None
            host_seats = tuple(s for s, owner in enumerate(table.owners) if owner == HOST)
            self._listener.started(table.session.start.setup, host_seats)
        try:
            try:
                port = await table.open()
            except OSError as error:
                if not resumed or table.settings.port == 0:
                    raise
                log.info(
                    "port %d is taken (%s): the table opens on another", table.settings.port, error
                )
                table.settings.port = 0
                port = await table.open()
        except OSError as error:
            self._listener.failed(f"cannot listen on port {table.settings.port}: {error}")
            self._listener.ended()
            return
        self.port = port
        await self._table_opened(table)
        self._listener.opened(port)
        try:
            await table.wait()
        except GameStopped as error:
            log.info("the hosted game ended without a result: %s", error.text)
        finally:
            self._listener.ended()

    async def _table_opened(self, table: HostTable) -> None:
        """The table listens (before ``opened`` is told): an internet table opens its doors."""

    # --- joining -----------------------------------------------------------------------------
    def join(self, settings: JoinSettings) -> None:
        """Join a table (``join_refused``, ``failed`` or the table's events)."""
        if self.role:
            raise RuntimeError("a link serves one table")
        self.client = JoinClient(settings, self._listener)
        self._submit(self._run_client(self.client))

    async def _run_client(self, client: JoinClient) -> None:
        try:
            await client.run()
        except JoinRefused as error:
            self._listener.join_refused(error.reason, error.text)
        except JoinFailed as error:
            if not self._closing:
                self._listener.failed(str(error))
        except GameStopped as error:  # ``stopped`` told it already
            log.info("the joined game stopped: %s", error.text)
        finally:
            self._listener.ended()

    # --- playing -----------------------------------------------------------------------------
    def play(self, seat: int, command: Command) -> None:
        """The local person's decision for ``seat``; refused ones come back as ``refused``."""
        if not self._closing and self.role:
            self._submit(self._play(seat, command))

    async def _play(self, seat: int, command: Command) -> None:
        if self.table is not None:
            reason = self.table.play(seat, command)
        elif self.client is not None:
            reason = self.client.play(command)
        else:
            return
        if reason is not None:
            self._listener.refused("act", reason)

    def roll(self, commands: int) -> None:
        """The local person rolls the die offered as command number ``commands``
        (net.lockstep.roll_hold)."""
        if not self._closing and self.role:
            self._submit(self._roll(commands))

    async def _roll(self, commands: int) -> None:
        if self.table is not None:
            self.table.roll(commands)
        elif self.client is not None:
            self.client.roll(commands)

    def late_answer(self, peer: int, allowed: bool, everyone: bool = False) -> None:
        """The host's person answers a late arrival (``everyone``: and lets in every later one
        without asking)."""
        table = self.table
        if table is not None and not self._closing:
            self._submit(self._late_answer(table, peer, allowed, everyone))

    async def _late_answer(
        self, table: HostTable, peer: int, allowed: bool, everyone: bool
    ) -> None:
        if everyone:
            table.allow_everyone()
        table.late_answer(peer, allowed)

    # --- closing -----------------------------------------------------------------------------
    def close(self, timeout: float = CLOSE_TIMEOUT, final: bool = True) -> None:
        """Close the table (``final``: for good, the joiners are told; otherwise they try to
        reconnect and the kept game stays for a resume) or leave it; waits ``timeout`` at most.
        Idempotent."""
        if self._closing:
            return
        self._closing = True
        coro = self._close_work(final)
        if coro is None:
            return
        future = self._submit(coro)
        if future is None:
            return
        try:
            future.result(timeout)
        except concurrent.futures.TimeoutError:
            log.warning("closing the LAN table took longer than %.0f s", timeout)
        except Exception:
            log.exception("closing the LAN table failed")

    def _close_work(self, final: bool) -> Coroutine[Any, Any, None] | None:
        """What closing does on the network thread (None: nothing to close)."""
        if self.table is not None:
            return self.table.close(self.closing_reason(final), final=final)
        if self.client is not None:
            return self.client.close()
        return None

    @staticmethod
    def closing_reason(final: bool) -> str:
        """What the host's app tells its joiners as it closes its table (``final``: for good;
        otherwise the table is kept for a resume, which the table adds)."""
        return "the host closed the table" if final else "the host's app closes"

    def _submit(self, coro: Coroutine[Any, Any, None]) -> concurrent.futures.Future[None] | None:
        try:
            return self._net.submit(coro)
        except RuntimeError:  # the network thread is not running (any more)
            coro.close()
            log.warning("the network thread is not running")
            return None
