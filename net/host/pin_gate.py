"""The table-wide bound on guessing a table's PIN.

A four-digit PIN has 10,000 values; a guesser who may try as fast as the host answers finds it
in minutes, from as many source addresses as it likes. So the host checks PIN proofs through
one gate for the whole table: at most :data:`WRONG_PER_SECOND` wrong proofs in any second, over
all addresses together (10,000 PINs take about an hour, a million six-digit ones four days).
Nothing is locked: a hello that would exceed the bound *waits* until the last second's wrong
proofs have aged; and every proof waits alike, right or wrong, because a right one answered at
once while wrong ones wait would tell the guesser "wrong" by its silence alone.

Who waits is served in the order of arrival, a hello from an address with a wrong proof in the
last minute set back by :data:`SETBACK` seconds. The queue is never longer than the host's
connection slots, which it works off in about ten seconds; so a player who types the right PIN
on a fresh address (the usual case) goes ahead of every try of a guesser's addresses and gets in
within a second or two however hard the table is attacked; one who shares an address with the
guesser (a NAT, one laptop) is set back as the guesser is, and waits its turn among them, about
ten seconds: it is never locked out.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

WRONG_PER_SECOND: Final = 3  # wrong proofs the table checks in any one second, at most
MINUTE: Final = 60.0
SETBACK: Final = 10.0  # seconds a hello waits behind fresh ones after a wrong proof of its address
MAX_ADDRESSES: Final = 256  # addresses remembered before the ones without a recent wrong proof go


class Displaced(Exception):
    """A waiting hello was put out of the line (the host needs its connection slot)."""


@dataclass(eq=False)
class Waiter:
    """A hello waiting for its PIN check."""

    address: str
    serial: int
    arrival: float
    check: Callable[[], bool]
    future: asyncio.Future[bool]
    owner: object = None  # what the host knows the hello by (its connection)


@dataclass
class PinGate:
    """Checks PIN proofs at no more than :data:`WRONG_PER_SECOND` wrong ones a second (see the
    module's docstring). ``clock`` is the host's monotonic clock."""

    rate: int = WRONG_PER_SECOND
    clock: Callable[[], float] = time.monotonic
    _wrong: deque[float] = field(default_factory=deque)  # times of wrong proofs, last minute
    _by_address: dict[str, deque[float]] = field(default_factory=dict)
    _waiting: list[Waiter] = field(default_factory=list)
    _timer: asyncio.TimerHandle | None = None
    _serials: itertools.count[int] = field(default_factory=itertools.count)

    # --- reading -------------------------------------------------------------------------------
    def recent(self) -> int:
        """Wrong proofs in the last minute, over all addresses."""
        self._age(self.clock())
        return len(self._wrong)

    def standing(self, address: str) -> int:
        """Wrong proofs from ``address`` in the last minute (fewer is served first)."""
        times = self._by_address.get(address)
        if not times:
            return 0
        now = self.clock()
        while times and now - times[0] >= MINUTE:
            times.popleft()
        if not times:
            del self._by_address[address]
        return len(times)

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def worst(self) -> Waiter | None:
        """The waiting hello that would be served last."""
        if not self._waiting:
            return None
        return max(self._waiting, key=self._turn)

    def _turn(self, waiter: Waiter) -> tuple[float, int]:
        """When a waiting hello is served: its arrival, set back by its address's standing."""
        setback = SETBACK if self.standing(waiter.address) else 0.0
        return waiter.arrival + setback, waiter.serial

    # --- checking ------------------------------------------------------------------------------
    async def check(self, address: str, check: Callable[[], bool], owner: object = None) -> bool:
        """Run ``check`` (does the proof match?) as soon as the bound allows; its result.
        :class:`Displaced` if the hello was put out of the line meanwhile."""
        if not self._waiting and self._wait_needed(self.clock()) <= 0:
            return self._run(address, check)
        loop = asyncio.get_running_loop()
        waiter = Waiter(
            address, next(self._serials), self.clock(), check, loop.create_future(), owner
        )
        self._waiting.append(waiter)
        self._schedule(loop)
        try:
            return await waiter.future
        finally:
            if waiter in self._waiting:
                self._waiting.remove(waiter)

    def displace(self, waiter: Waiter) -> None:
        """Put ``waiter`` out of the line (its check raises :class:`Displaced`)."""
        if waiter in self._waiting:
            self._waiting.remove(waiter)
        if not waiter.future.done():
            waiter.future.set_exception(Displaced("the table is busy"))

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        for waiter in list(self._waiting):
            self.displace(waiter)

    # --- inside --------------------------------------------------------------------------------
    def _age(self, now: float) -> None:
        while self._wrong and now - self._wrong[0] >= MINUTE:
            self._wrong.popleft()

    def _wait_needed(self, now: float) -> float:
        """Seconds until one more wrong proof stays within the bound (0 or less: now)."""
        self._age(now)
        if len(self._wrong) < self.rate:
            return 0.0
        return self._wrong[-self.rate] + 1.0 - now

    def _run(self, address: str, check: Callable[[], bool]) -> bool:
        right = check()
        if not right:
            now = self.clock()
            self._wrong.append(now)
            self._by_address.setdefault(address, deque()).append(now)
            if len(self._by_address) > MAX_ADDRESSES:
                self._forget_old(now)
        return right

    def _forget_old(self, now: float) -> None:
        """Forget the addresses without a wrong proof in the last minute (at most
        ``60 * rate`` have one, so the memory stays bounded however many addresses try)."""
        for address in [a for a, t in self._by_address.items() if now - t[-1] >= MINUTE]:
            del self._by_address[address]

    def _schedule(self, loop: asyncio.AbstractEventLoop) -> None:
        if self._timer is None:
            delay = max(0.0, self._wait_needed(self.clock()))
            self._timer = loop.call_later(delay, self._serve)

    def _serve(self) -> None:
        self._timer = None
        while self._waiting:
            if self._wait_needed(self.clock()) > 0:
                self._schedule(asyncio.get_running_loop())
                return
            waiter = min(self._waiting, key=self._turn)
            self._waiting.remove(waiter)
            if waiter.future.done():  # its handshake went meanwhile
                continue
            try:
                waiter.future.set_result(self._run(waiter.address, waiter.check))
            except Exception as error:  # a check must not stop the line
                waiter.future.set_exception(error)
