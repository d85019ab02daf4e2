"""Twisted's reactor on a thread of its own, beside the asyncio loop that plays the game.

magic-wormhole is written for Twisted. The game's network side is asyncio (one loop per
process: ``asyncio.run`` of ``madn host``/``madn join``, or the app's network thread), and the
reactor cannot be restarted, so it runs once per process on a daemon thread
(``madn-wormhole``), started the first time an invite code is made or used. The two meet in one
place, :func:`call`: a function is run on the reactor's thread, and what it returns (a value or
a Deferred) comes back to the asyncio loop as a future. Everything else crosses with
``reactor.callFromThread`` (to Twisted) and ``loop.call_soon_threadsafe`` (to asyncio).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from typing import Any

_lock = threading.Lock()
_thread: threading.Thread | None = None


def reactor() -> Any:
    """The running reactor (started on its thread on first use)."""
    global _thread
    from twisted.internet import reactor as imported

    twisted_reactor: Any = imported

    with _lock:
        if _thread is None:
            ready = threading.Event()
            twisted_reactor.callWhenRunning(ready.set)
            _thread = threading.Thread(
                target=twisted_reactor.run,
                kwargs={"installSignalHandlers": False},
                name="madn-wormhole",
                daemon=True,
            )
            _thread.start()
            if not ready.wait(10.0):
                raise RuntimeError("Twisted's reactor did not start")
    return twisted_reactor


def call(function: Callable[..., Any], *args: Any) -> asyncio.Future[Any]:
    """Run ``function(*args)`` on the reactor's thread; its result (a Deferred's too) as a
    future of the running asyncio loop. Cancelling the future cancels the Deferred."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[Any] = loop.create_future()
    twisted = reactor()
    deferreds: list[Any] = []

    def settle(result: Any, failed: bool) -> None:
        if future.done():
            return
        if failed:
            future.set_exception(result)
        else:
            future.set_result(result)

    def run() -> None:
        from twisted.internet.defer import Deferred, maybeDeferred

        if future.cancelled():
            return
        deferred: Deferred[Any] = maybeDeferred(function, *args)
        deferreds.append(deferred)

        def done(result: Any) -> None:
            _back(loop, settle, result, False)

        def failed(failure: Any) -> None:
            _back(loop, settle, failure.value, True)

        deferred.addCallbacks(done, failed)

    def cancelled(done: asyncio.Future[Any]) -> None:
        if done.cancelled():
            twisted.callFromThread(lambda: [d.cancel() for d in deferreds])

    future.add_done_callback(cancelled)
    twisted.callFromThread(run)
    return future


def _back(loop: asyncio.AbstractEventLoop, settle: Callable[..., None], *args: Any) -> None:
    """Hand a result back to ``loop``; nobody waits for it once the loop is closed (the app's
    network thread stopped while a meeting was being called off)."""
    with contextlib.suppress(RuntimeError):
        loop.call_soon_threadsafe(settle, *args)


def later(function: Callable[..., Any], *args: Any) -> None:
    """Run ``function(*args)`` on the reactor's thread, not waiting for it."""
    reactor().callFromThread(function, *args)
