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


def table_txt(setup: Setup, free: int, pin: bool, table: str) -> dict[str, str]:
    """The TXT entries of a table: protocol version, name (added by the announcer), mode, free
    seats, the rule flags, whether it needs a PIN; besides: the table id and the app version."""
    rules = setup.rules
    return {
        "proto": str(PROTOCOL_VERSION),
        "mode": "event" if rules.event_mode else "classic",
        "free": str(free),
        "rules": rules.flags(),
        "pin": "1" if pin else "0",
        "id": table,
        "app": APP_VERSION,
    }


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

    async def start(self) -> None:
        async with self._lock:
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
            self.txt.update(txt)
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
