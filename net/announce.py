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
from typing import Any

from core.setup import Setup
from net.messages import APP_VERSION, PROTOCOL_VERSION

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
    """Announces a table while it is open; every failure is logged, never raised."""

    def __init__(
        self, name: str, port: int, txt: Mapping[str, str], interfaces: Sequence[str] | None
    ) -> None:
        self.name = name
        self.port = port
        self.txt = dict(txt)
        self.interfaces = list(interfaces) if interfaces is not None else None
        self._announcer: Any = None
        self._lock = asyncio.Lock()
        self.active = False
        self.wanted = True  # the host's wish (start/close run later, in order, on the lock)

    async def start(self) -> None:
        """Announce (again, after :meth:`close`); nothing if it is announced already."""
        async with self._lock:
            if self._announcer is not None:
                return
            try:
                from net.discovery import TableAnnouncer
            except ImportError:
                log.info("no zeroconf discovery here: the table is not announced")
                return
            try:
                announcer = TableAnnouncer(self.name, self.port, self.txt, self.interfaces)
                await announcer.start()
            except Exception as error:  # zeroconf: no network, no multicast, ...
                log.warning("the table could not be announced: %s", error)
                return
            self._announcer = announcer
            self.active = True

    async def update(self, txt: Mapping[str, str]) -> None:
        async with self._lock:
            self.txt = dict(txt)
            if self._announcer is None:
                return
            try:
                await self._announcer.update(dict(txt))
            except Exception as error:
                log.warning("the table's announcement could not be updated: %s", error)

    async def close(self) -> None:
        async with self._lock:
            announcer, self._announcer = self._announcer, None
            self.active = False
            if announcer is not None:
                with contextlib.suppress(Exception):
                    await announcer.close()
