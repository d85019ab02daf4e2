"""A network thread for a front end: one thread owns the asyncio loop, the sockets and zeroconf.

The app cannot run LAN play on its GUI loop (PySide6's QtAsyncio has no TCP and cannot run
zeroconf), so it starts a :class:`NetworkThread` and talks to it from the GUI thread:

    net = NetworkThread()
    net.start()
    table = HostTable(setup, settings, listener)      # a TableListener (net.listener)
    port = net.submit(table.open()).result(5)         # a concurrent.futures.Future
    net.submit(table.wait()).add_done_callback(...)   # the callback runs on the network thread
    net.loop.call_soon_threadsafe(table.play, seat, command)  # a person's move, on its thread
    net.submit(table.close()).result(5)
    net.stop()

Everything ``listener`` is told is called on the network thread; a Qt front end emits a signal of a
QObject that lives in the GUI thread from there (Qt queues it), and never touches a widget.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class NetworkThread:
    """An asyncio loop on a daemon thread of its own."""

    def __init__(self, name: str = "madn-network") -> None:
        self._name = name
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            raise RuntimeError("the network thread is not running")
        return self._loop

    def start(self) -> None:
        if self._thread is not None:
            raise RuntimeError("the network thread runs already")
        self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
        self._thread.start()
        self._ready.wait()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            if pending:
                loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` on the loop; its future can be waited for from any thread."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the loop (cancelling what still runs) and wait for the thread."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)
        self._loop = None
        self._thread = None
