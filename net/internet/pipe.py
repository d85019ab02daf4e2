"""The asyncio side of a meeting: wait for it, and carry the LAN protocol's bytes over its pipe.

:func:`meet` runs one :class:`~net.internet.rendezvous.Meeting` on the reactor's thread and
returns a :class:`Pipe`, the encrypted record connection seen from asyncio. :func:`splice`
copies bytes between a pipe and an asyncio stream until either side ends, so the table
(:func:`serve_over`) and the joiner (:mod:`net.internet.bridge`) speak the LAN protocol through
it exactly as over TCP: the same frames, the same handshake, the same timeouts.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from collections.abc import Awaitable, Callable
from typing import Any

from net.internet import reactor
from net.internet.rendezvous import (
    Meeting,
    Offer,
    Patience,
    Records,
    RendezvousError,
    Servers,
    failure,
)

log = logging.getLogger("madn.net.internet")

CHUNK = 65536  # bytes read from a stream before they go as one record
CLOSED = b""  # what receive() returns at the pipe's end


class Pipe:
    """An encrypted transit connection, seen from the asyncio loop it was made for."""

    def __init__(self, loop: asyncio.AbstractEventLoop, connection: Any) -> None:
        self._loop = loop
        self._connection = connection  # wormhole.transit.Connection (reactor thread only)
        self._records: asyncio.Queue[bytes] = asyncio.Queue()
        self._ended = False
        self.description = str(connection.describe())  # "->relay:tcp:…" or "->tcp:…"

    @property
    def relayed(self) -> bool:
        """Whether the bytes go through the transit relay (rather than directly)."""
        return "relay" in self.description

    def attach(self) -> None:
        """Start delivering records (on the reactor's thread, once)."""
        connection = self._connection
        lost = connection.connectionLost

        def connection_lost(reason: Any = None) -> None:
            lost(reason)
            self._put(CLOSED)

        connection.connectionLost = connection_lost
        _no_delays(connection)
        connection.connectConsumer(Records(self._deliver))

    def _deliver(self, record: bytes) -> None:
        if record:
            self._put(record)

    def _put(self, record: bytes) -> None:
        """Hand ``record`` to the loop (reactor thread); nobody reads it once the loop is closed
        (the app's network thread stopped while the pipe was still open)."""
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._records.put_nowait, record)

    async def receive(self) -> bytes:
        """The next record; :data:`CLOSED` (empty) once the pipe has ended."""
        if self._ended:
            return CLOSED
        record = await self._records.get()
        if record == CLOSED:
            self._ended = True
        return record

    def send(self, data: bytes) -> None:
        if not self._ended:
            reactor.later(self._connection.send_record, bytes(data))

    def close(self) -> None:
        reactor.later(self._connection.close)


def _no_delays(connection: Any) -> None:
    """Small frames go at once, and are acknowledged at once (docs/benchmarks.md, "Internet").

    The game sends frames of a few dozen bytes. Transit's sockets keep Nagle's algorithm on, and
    so does the relay between them: a small frame waits until the one before it is acknowledged,
    and Linux delays an acknowledgement up to 40 ms when it has nothing to send back. So this
    side sends without delay (``TCP_NODELAY``) and acknowledges every read at once
    (``TCP_QUICKACK``, which Linux clears after each use: it is set again before each read is
    handled), which lets the relay's held frame go. Where a socket has neither (another system,
    a transport with no socket) nothing changes but the delays.
    """
    handle = getattr(connection.transport, "getHandle", lambda: None)()
    if not isinstance(handle, socket.socket):
        return
    with contextlib.suppress(OSError):
        handle.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    quickack = getattr(socket, "TCP_QUICKACK", None)
    if quickack is None:
        return
    received = connection.dataReceived

    def data_received(data: bytes) -> None:
        with contextlib.suppress(OSError):
            handle.setsockopt(socket.IPPROTO_TCP, quickack, 1)
        received(data)

    connection.dataReceived = data_received


async def meet(
    servers: Servers,
    *,
    code: str | None = None,
    offer: Offer | None = None,
    on_code: Callable[[str], None] | None = None,
    patience: Patience | None = None,
) -> tuple[Pipe, Offer]:
    """One meeting. The host gives its ``offer`` (and ``code`` only for a return code: without
    one the mailbox allocates a code, handed to ``on_code`` on this loop before anybody can use
    it); the joiner gives ``code``. Raises :class:`~net.internet.rendezvous.RendezvousError`."""
    loop = asyncio.get_running_loop()

    def begin() -> Any:
        from twisted.internet.defer import Deferred

        async def run() -> tuple[Pipe, Offer]:
            meeting = Meeting(servers, host=offer is not None)
            if code is None:
                try:
                    allocated = await meeting.allocate()
                except Exception as error:  # the mailbox cannot be reached, or refused
                    await meeting.close_mailbox()
                    raise failure(error) from None
                if on_code is not None:
                    loop.call_soon_threadsafe(on_code, str(allocated))
            else:
                meeting.claim(code)
            connection, met = await meeting.meet(offer, patience or Patience())
            if loop.is_closed():  # nobody will read it (the app's network thread ended)
                connection.close()
                raise RendezvousError("closed", "the meeting's loop is closed")
            pipe = Pipe(loop, connection)
            pipe.attach()
            return pipe, met

        return Deferred.fromCoroutine(run())

    result: tuple[Pipe, Offer] = await reactor.call(begin)
    return result


async def splice(pipe: Pipe, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Copy bytes both ways between ``pipe`` and a stream until either ends; then close both."""

    async def outward() -> None:
        while data := await reader.read(CHUNK):
            pipe.send(data)

    async def inward() -> None:
        while record := await pipe.receive():
            writer.write(record)
            await writer.drain()

    tasks = [asyncio.ensure_future(outward()), asyncio.ensure_future(inward())]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        pipe.close()
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()


async def serve_over(
    pipe: Pipe, serve: Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]
) -> None:
    """Hand ``serve`` (the table's connection handler) a stream whose far end is ``pipe``: a
    socket pair, one end the table's connection, the other spliced with the pipe."""
    near, far = socket.socketpair()
    try:
        table_side = await asyncio.open_connection(sock=near)
        pipe_side = await asyncio.open_connection(sock=far)
    except OSError:
        near.close()
        far.close()
        pipe.close()
        raise
    await asyncio.gather(serve(*table_side), splice(pipe, *pipe_side), return_exceptions=True)
