"""How often one source address may take a computer's seat (a part of
:class:`net.host.table.HostTable`; docs/protocol.md "A friend who comes late").

A late arrival who takes a seat and leaves at once hands the seat back to the computer: nothing
is lost, but each such take costs the table a numbered ``take`` and ``drop`` and a question to the
host's person, and a stranger could do it all game long. So each source address may take at most
:data:`TAKES_PER_ADDRESS` seats in any :data:`TAKE_WINDOW` seconds (a take counts when it is
numbered; a late arrival from the address waiting for its take counts as one). A newcomer beyond
that is refused ``running`` with the time it has to wait. An honest family takes a seat a few
times in a game; a rejoin with a token is no take and is never limited.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from typing import Final

TAKES_PER_ADDRESS: Final = 4  # takes from one source address in any window
TAKE_WINDOW: Final = 600.0  # seconds (ten minutes)
MAX_ADDRESSES: Final = 4096  # addresses remembered; beyond them the oldest are forgotten


class TakeLimit:
    """The takes of each source address in the last :data:`TAKE_WINDOW` seconds."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._takes: dict[str, deque[float]] = {}

    def took(self, address: str) -> None:
        """A take of a late arrival from ``address`` was numbered."""
        now = self._clock()
        self._forget_before(now - TAKE_WINDOW)
        self._takes.setdefault(address, deque()).append(now)
        while len(self._takes) > MAX_ADDRESSES:
            del self._takes[next(iter(self._takes))]

    def wait(self, address: str, waiting: int = 0) -> float:
        """Seconds until ``address`` may take a seat again (0: now), with ``waiting`` late
        arrivals of that address waiting for their take."""
        now = self._clock()
        self._forget_before(now - TAKE_WINDOW)
        takes = self._takes.get(address, deque())
        over = len(takes) + waiting - TAKES_PER_ADDRESS
        if over < 0:
            return 0.0
        if over >= len(takes):  # its own waiting late arrivals fill the count: until one goes
            return TAKE_WINDOW
        return max(0.0, takes[over] + TAKE_WINDOW - now)

    def refusal(self, wait: float) -> str:
        """The text a newcomer refused for its address's takes reads."""
        minutes, seconds = divmod(max(1, math.ceil(wait)), 60)
        return (
            f"game running: {TAKES_PER_ADDRESS} seats were taken from your address in the last "
            f"{TAKE_WINDOW / 60:.0f} minutes; try again in {minutes} min {seconds} s, or join "
            "to watch"
        )

    def _forget_before(self, since: float) -> None:
        for address in list(self._takes):
            takes = self._takes[address]
            while takes and takes[0] <= since:
                takes.popleft()
            if not takes:
                del self._takes[address]
