"""The host's log of spectators coming and going, bounded however many come (a part of
:class:`net.host.table.HostTable`; docs/protocol.md "Spectators").

A spectator's coming and going is worth a line the first time an address does it; a stranger
opening thousands of spectator connections must not fill the log. Like the refusals
(:mod:`net.host.refusal_log`): the first coming and the first going of each source address are
written in full ("Carla (spectator 16) watches", "Carla stopped watching"), at most
:data:`LINES_PER_WINDOW` of them in :data:`WINDOW` seconds over all addresses; every other one is
counted, and at the end of a window with counted ones one line says how many there were ("412
spectators came and 409 went in the last 10 s (from 3 addresses)"). So the log gets at most
``LINES_PER_WINDOW`` + 1 lines on spectators in any window.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Final

WINDOW: Final = 10.0  # seconds between two count lines
LINES_PER_WINDOW: Final = 8  # comings and goings written in full per window
MAX_ADDRESSES: Final = 4096  # addresses remembered; beyond them the memory starts afresh


class SpectatorLog:
    """Spectators' comings and goings: the first of each address in full, then counted.

    Call :meth:`came` and :meth:`went` on the asyncio loop's thread; :meth:`close` writes what is
    still counted."""

    def __init__(self, logger: logging.Logger, window: float = WINDOW) -> None:
        self._log = logger
        self._window = window
        self._seen: set[tuple[str, str]] = set()  # (address, "came" or "went")
        self._lines = 0  # full lines in this window
        self._came = 0  # counted in this window
        self._went = 0
        self._addresses: set[str] = set()  # of the counted ones
        self._timer: asyncio.TimerHandle | None = None

    def came(self, address: str, label: str) -> None:
        """A spectator (``label``) from ``address`` was admitted."""
        if self._first(address, "came"):
            self._log.info("%s watches", label)
        else:
            self._came += 1
            self._counted(address)

    def went(self, address: str, name: str) -> None:
        """Spectator ``name`` from ``address`` is gone."""
        if self._first(address, "went"):
            self._log.info("%s stopped watching", name)
        else:
            self._went += 1
            self._counted(address)

    def _first(self, address: str, what: str) -> bool:
        key = (address, what)
        if key in self._seen or self._lines >= LINES_PER_WINDOW:
            return False
        if len(self._seen) >= MAX_ADDRESSES:
            self._seen.clear()
        self._seen.add(key)
        self._lines += 1
        self._arm()
        return True

    def _counted(self, address: str) -> None:
        if len(self._addresses) < MAX_ADDRESSES:
            self._addresses.add(address)
        self._arm()

    def _arm(self) -> None:
        if self._timer is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop (a test's direct call): count now
            self.flush()
            return
        self._timer = loop.call_later(self._window, self.flush)

    def flush(self) -> None:
        """The line on what was counted since the last one (none if nothing was)."""
        self._timer = None
        self._lines = 0
        came, went, addresses = self._came, self._went, len(self._addresses)
        self._came = self._went = 0
        self._addresses = set()
        if came or went:
            self._log.info(
                "%d spectator%s came and %d went in the last %.0f s (from %d address%s)",
                came,
                "" if came == 1 else "s",
                went,
                self._window,
                addresses,
                "" if addresses == 1 else "es",
            )

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self.flush()
