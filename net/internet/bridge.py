"""The joiner's end of an internet table: a loopback port that leads through the rendezvous.

A :class:`~net.join.client.JoinClient` joins an internet table exactly as a LAN table, by
connecting to a host and port; only the port is this bridge's, on 127.0.0.1. The first meeting,
with the invite code, happens before the client starts (:meth:`JoinBridge.first`: it tells which
seat the code is for, or that it is a spectator's) and its pipe serves the client's first
connection. Every later connection of the client — after the connection broke, or after the
host's program was restarted — goes through the rendezvous again, on the return code that the
client's token gives (:func:`net.internet.codes.return_code`): no new code is needed. While a
meeting waits (the host is away) the client's connection waits with it; when the client gives
up on it (its handshake timeout) the meeting is called off.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

from net.internet.codes import return_code
from net.internet.pipe import Pipe, meet, splice
from net.internet.rendezvous import Offer, RendezvousError, Servers

log = logging.getLogger("madn.net.internet")

Identity = Callable[[], tuple[str, bytes] | None]  # the table's id and our token, once accepted


class JoinBridge:
    """The joiner's loopback port to one internet table (see the module's docstring)."""

    def __init__(self, servers: Servers, code: str) -> None:
        self.servers = servers
        self.code = code
        self.identity: Identity = lambda: None
        self.offer: Offer | None = None
        self.relayed: bool | None = None  # whether the last pipe goes through the relay
        self._first: Pipe | None = None
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def first(self) -> Offer:
        """The meeting on the invite code: what the host offers (the table, the seat).
        Raises :class:`~net.internet.rendezvous.RendezvousError` (``wrong``: a wrong code)."""
        pipe, offer = await meet(self.servers, code=self.code)
        self._first, self.offer, self.relayed = pipe, offer, pipe.relayed
        return offer

    async def open(self) -> int:
        """Listen on 127.0.0.1 (a port of the system's choice); returns the port."""
        self._server = await asyncio.start_server(self._connection, "127.0.0.1", 0)
        return int(self._server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        if self._first is not None:
            self._first.close()
            self._first = None
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            pipe = self._first
            self._first = None
            if pipe is None:
                pipe = await self._come_back(reader)
            if pipe is None:
                writer.close()
                return
            self.relayed = pipe.relayed
            await splice(pipe, reader, writer)
        finally:
            if task is not None:
                self._tasks.discard(task)

    async def _come_back(self, reader: asyncio.StreamReader) -> Pipe | None:
        """A meeting on the return code, called off when the client closes its connection."""
        known = self.identity()
        if known is None or self.offer is None:
            log.warning("the connection broke before the host knew us: the code is spent")
            return None
        table, token = known
        meeting = asyncio.ensure_future(meet(self.servers, code=return_code(table, token)))
        closed = asyncio.ensure_future(reader.read(1))  # the host speaks first: only an end
        try:
            await asyncio.wait({meeting, closed}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            closed.cancel()
            if not meeting.done():
                meeting.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            try:
                pipe, _ = await meeting
            except RendezvousError as error:
                log.warning("coming back through the rendezvous failed: %s", error.text)
                return None
            return pipe
        return None
