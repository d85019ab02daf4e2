"""An event loop whose clock a test sets: the host's timers (a late arrival's hold, a missing
player's timeout) are judged at the documented second without waiting for it.

``ClockLoop.time()`` runs with the real monotonic clock until the test freezes it at a moment
(``at``); while frozen, no timer after that moment fires and nothing that sleeps wakes (I/O still
flows), so a test looks at the host's state just before and just at a deadline. ``thaw`` lets the
clock run on from the frozen moment. Keep ping intervals long in such tests: the keep-alive
judges silence by the real clock.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine
from typing import Any

TURNS_LIMIT = 20.0  # real seconds a frozen wait may take


class ClockLoop(asyncio.SelectorEventLoop):
    """A selector event loop with a clock the test can stop and move forward."""

    def __init__(self) -> None:
        super().__init__()
        self.offset = 0.0
        self.frozen: float | None = None

    def time(self) -> float:
        if self.frozen is not None:
            return self.frozen
        return super().time() + self.offset

    def freeze(self) -> float:
        """Stop the clock now; the moment it stopped."""
        self.frozen = self.time()
        return self.frozen

    def thaw(self) -> None:
        """Let the clock run on from where it stands."""
        if self.frozen is not None:
            self.offset = self.frozen - super().time()
            self.frozen = None


def clock() -> ClockLoop:
    loop = asyncio.get_running_loop()
    assert isinstance(loop, ClockLoop)
    return loop


async def turns(condition: Callable[[], bool], limit: float = TURNS_LIMIT) -> None:
    """Let the loop run (I/O and due timers, the clock may stand still) until ``condition``;
    bounded by the real clock."""
    deadline = time.monotonic() + limit
    while not condition():
        if time.monotonic() > deadline:
            clock().thaw()  # (so that what closes after the failure can time out)
            raise TimeoutError("the condition did not come true")
        await asyncio.sleep(0)


async def at(moment: float, rounds: int = 50) -> None:
    """Freeze the clock at ``moment`` and let every timer due by then fire (and what it
    starts run for a few rounds of the loop)."""
    loop = clock()
    assert loop.frozen is None or moment >= loop.frozen, "the clock does not go back"
    loop.frozen = moment
    for _ in range(rounds):
        await asyncio.sleep(0)


def run_on_clock(make: Callable[[], Coroutine[Any, Any, Any]]) -> Any:
    """Run a test's coroutine on a :class:`ClockLoop` (bounded by the test's timeout mark); the
    clock runs again at its end, so that the tasks a failed test leaves behind can end."""

    async def thawed() -> Any:
        try:
            return await make()
        finally:
            clock().thaw()

    with asyncio.Runner(loop_factory=ClockLoop) as runner:
        return runner.run(thawed())
