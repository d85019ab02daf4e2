"""The table's announcement on the LAN, through :mod:`net.discovery` when it is there.

:class:`Announcement` wraps ``net.discovery.TableAnnouncer``; without that module (ImportError),
or when zeroconf fails (no network, no multicast), it logs the reason and does nothing: a table
can always be joined by address and port. :func:`table_txt` makes the TXT entries
(docs/protocol.md, "Discovery").
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping, Sequence
from typing import Any, Final

from core.setup import Setup
from net.protocol.messages import APP_VERSION, PROTOCOL_VERSION

log = logging.getLogger("madn.net")


def table_txt(
    setup: Setup,
    free: int,
    pin: bool,
    table: str,
    running: bool = False,
    late: Sequence[int] = (),
) -> dict[str, str]:
    """The TXT entries of a table: protocol version, name (added by the announcer), mode, free
    seats, the rule flags, whether it needs a PIN, whether its game runs and, then, the seats
    the computer plays that a late arrival may take; besides: the table id and the app
    version. ``free`` counts the open seats in the lobby and the seats to take while it runs."""
    rules = setup.rules
    txt = {
        "proto": str(PROTOCOL_VERSION),
        "mode": "event" if rules.event_mode else "classic",
        "free": str(free),
        "rules": rules.flags(),
        "pin": "1" if pin else "0",
        "state": "running" if running else "lobby",
        "id": table,
        "app": APP_VERSION,
    }
    if running:
        txt["late"] = ",".join(str(s) for s in late) or "-"
    return txt


class Announcement:
    """Announces a table while the host wants it; every failure is logged, never raised.

    The host says what it wants with :meth:`want` (the TXT of now, or ``None`` to withdraw) as
    often as its table changes; one task of its own brings zeroconf to the latest wish, after
    :data:`SETTLE` seconds of calm, so a burst of changes (a drop, a take, a knock-out in one
    turn) is one update on the LAN and never a queue of them. :meth:`close` withdraws it and
    ends that task.
    """

    SETTLE: Final = 0.2  # seconds a wish waits for the next one before it is carried out

    def __init__(self, name: str, port: int, interfaces: Sequence[str] | None) -> None:
        self.name = name
        self.port = port
        self.interfaces = list(interfaces) if interfaces is not None else None
        self._announcer: Any = None
        self._wish: dict[str, str] | None = None
        self._shown: dict[str, str] | None = None  # the TXT on the LAN now (None: not announced)
        self._changed = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._closing = False
        self._unable = False  # zeroconf is missing or failed: not tried again

    @property
    def active(self) -> bool:
        """Whether the table is announced now."""
        return self._shown is not None

    @property
    def wish(self) -> dict[str, str] | None:
        """For tests: what the host asked for last (None: withdrawn), before zeroconf carries it
        out (the announcement settles first, so a browser cannot tell it yet)."""
        return self._wish

    def want(self, txt: Mapping[str, str] | None) -> None:
        """Announce the table with ``txt`` (``None``: withdraw it), soon; the latest wish wins."""
        if self._closing:
            return
        self._wish = dict(txt) if txt is not None else None
        self._changed.set()
        if self._task is None:
            self._task = asyncio.ensure_future(self._run())

    async def close(self) -> None:
        """Withdraw the announcement and end the task that keeps it."""
        self._closing = True
        self._wish = None
        task = self._task
        if task is None:
            return
        self._changed.set()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.shield(task), 5.0)
        if not task.done():
            task.cancel()

    async def _run(self) -> None:
        while True:
            await self._changed.wait()
            if not self._closing:
                await asyncio.sleep(self.SETTLE)
            self._changed.clear()
            await self._carry_out(self._wish)
            if self._closing and not self._changed.is_set():
                return

    async def _carry_out(self, txt: dict[str, str] | None) -> None:
        if txt == self._shown:
            return
        if txt is None:
            announcer, self._announcer, self._shown = self._announcer, None, None
            with contextlib.suppress(Exception):
                await announcer.close()
            return
        if self._announcer is None:
            await self._start(txt)
            return
        try:
            await self._announcer.update(dict(txt))
            self._shown = txt
        except Exception as error:
            log.warning("the table's announcement could not be updated: %s", error)

    async def _start(self, txt: dict[str, str]) -> None:
        if self._unable:
            return
        try:
            from net.discovery import TableAnnouncer
        except ImportError:
            log.info("no zeroconf discovery here: the table is not announced")
            self._unable = True
            return
        try:
            announcer = TableAnnouncer(self.name, self.port, txt, self.interfaces)
            await announcer.start()
        except Exception as error:  # zeroconf: no network, no multicast, ...
            log.warning("the table could not be announced: %s", error)
            self._unable = True
            return
        self._announcer = announcer
        self._shown = txt
