"""One TCP connection carrying frames of messages (asyncio streams around
:mod:`net.protocol.frames`).

:meth:`Connection.receive` returns the next message, checked against its schema and against
the types this side may receive; a malformed, oversized or unknown frame is a
:class:`ProtocolViolation`, the other side closing is :class:`ConnectionClosed`. The caller
closes the connection with a logged reason; nothing a peer sends can raise anything else.
Sending never waits: frames go to the transport's buffer, and a peer that does not read (more
than :data:`MAX_BACKLOG` bytes queued) is cut off.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Callable
from typing import Any, Final

from net.protocol.frames import FrameDecoder, FrameError, encode_frame
from net.protocol.messages import Bye, Message, Ping, SchemaError, decode_message

log = logging.getLogger("madn.net")

READ_SIZE: Final = 64 * 1024
MAX_BACKLOG: Final = 16 * 1024 * 1024  # bytes queued for a peer before it is cut off


class ConnectionClosed(Exception):
    """The connection ended (the other side closed it, or it broke)."""


class ProtocolViolation(Exception):
    """The other side sent something that is not a valid message here."""


class Connection:
    """Frames of messages over one asyncio stream pair. ``allowed``: the message types this side
    accepts; ``label`` names the other side in logs."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        allowed: frozenset[str],
        label: str = "",
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.allowed = allowed
        self.label = label or _peer_name(writer)
        self._decoder = FrameDecoder()
        self._queue: deque[Any] = deque()
        self._error: str | None = None
        self.closed = False
        self.ended = False  # our side of the stream is ended (end): nothing more is sent
        self.close_reason = ""
        now = time.monotonic()
        self.last_received = now
        self.last_sent = now

    # --- receiving ---------------------------------------------------------------------------

    async def receive_raw(self) -> Any:
        """The next decoded frame, unchecked (the handshake peeks at versions first)."""
        while not self._queue:
            if self._error is not None:
                raise ProtocolViolation(self._error)
            if self.closed:
                raise ConnectionClosed(self.close_reason or "closed")
            try:
                data = await self.reader.read(READ_SIZE)
            except (ConnectionError, OSError) as error:
                raise ConnectionClosed(f"connection broke ({error})") from None
            if not data:
                raise ConnectionClosed("the other side closed the connection")
            self.last_received = time.monotonic()
            try:
                self._queue.extend(self._decoder.feed(data))
            except FrameError as error:
                self._queue.extend(error.decoded)
                self._error = f"bad frame: {error.reason}"
        return self._queue.popleft()

    def check(self, obj: Any) -> Message:
        try:
            return decode_message(obj, self.allowed)
        except SchemaError as error:
            raise ProtocolViolation(f"bad message: {error}") from None

    async def receive(self) -> Message:
        return self.check(await self.receive_raw())

    # --- sending -----------------------------------------------------------------------------

    def send(self, message: Message) -> None:
        self.send_frame(encode_frame(message.to_wire()))

    def send_frame(self, frame: bytes) -> None:
        """Queue an encoded frame (one encoding can go to many connections)."""
        if self.closed or self.ended:
            return
        transport = self.writer.transport
        if transport.is_closing():
            self.closed = True
            return
        if transport.get_write_buffer_size() > MAX_BACKLOG:
            self.abort("it does not read what it is sent")
            return
        self.writer.write(frame)
        self.last_sent = time.monotonic()

    async def drain(self) -> None:
        with contextlib.suppress(ConnectionError, OSError):
            await self.writer.drain()

    # --- closing -----------------------------------------------------------------------------

    def close(self, reason: str, bye: bool = True) -> None:
        """Close with a reason (sent in a bye when ``bye`` and logged); idempotent."""
        if self.closed:
            return
        if bye:
            with contextlib.suppress(Exception):
                self.send(Bye(reason[:300]))
        self.closed = True
        self.close_reason = reason
        with contextlib.suppress(Exception):
            self.writer.close()

    def end(self, reason: str) -> None:
        """Say bye and end our side of the stream, and go on reading until the other side closes
        (its answer to the bye). Closing at once while frames still arrive would reset the
        connection, and a reset can make the other side lose the bye before it read it: it
        would take us for gone, not for left."""
        if self.closed or self.ended:
            return
        with contextlib.suppress(Exception):
            self.send(Bye(reason[:300]))
        self.ended = True
        self.close_reason = reason
        with contextlib.suppress(Exception):
            if self.writer.can_write_eof():
                self.writer.write_eof()
            else:
                self.writer.close()

    async def linger(self, reason: str, timeout: float = 2.0) -> None:
        """Say bye, end our side of the stream and read (and drop) what the other side still
        sends until it closes or ``timeout`` passes; then close. A socket closed while frames
        are still arriving is reset, and a reset can make the other side lose our last frames
        before it read them (a desync report, say)."""
        if self.closed:
            return
        self.end(reason)
        self.closed = True

        async def read_to_end() -> None:
            while await self.reader.read(65536):
                pass

        with contextlib.suppress(Exception):
            await asyncio.wait_for(read_to_end(), timeout)
        with contextlib.suppress(Exception):
            self.writer.close()

    def abort(self, reason: str) -> None:
        """Cut the connection at once (no bye, buffered frames dropped)."""
        if self.closed:
            return
        log.warning("%s: closing the connection: %s", self.label, reason)
        self.closed = True
        self.close_reason = reason
        with contextlib.suppress(Exception):
            self.writer.transport.abort()

    async def wait_closed(self, timeout: float = 2.0) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.writer.wait_closed(), timeout)


async def keep_alive(
    conn: Connection,
    interval: Callable[[], float],
    waiting: Callable[[], bool] = lambda: False,
    silent: str = "silent",
) -> None:
    """Ping ``conn`` when it has sent nothing for an interval; cut it when nothing came for
    three. While ``waiting()`` (this side does not read it: a hello at the host's PIN gate), its
    silence does not count; it counts again from the end of the wait."""
    heard = 0.0
    while not conn.closed:
        every = interval()
        await asyncio.sleep(every / 2)
        now = time.monotonic()
        if waiting():
            heard = now
        if now - max(heard, conn.last_received) > 3 * every:
            conn.abort(f"{silent} for {3 * every:.0f} s")
            return
        if now - conn.last_sent >= every:
            conn.send(Ping())


def _peer_name(writer: asyncio.StreamWriter) -> str:
    address = writer.get_extra_info("peername")
    if isinstance(address, tuple) and len(address) >= 2:
        return f"{address[0]}:{address[1]}"
    return "peer"


def set_nodelay(writer: asyncio.StreamWriter) -> None:
    """Frames are small and latency matters: no Nagle delay (asyncio sets it for TCP already on
    most platforms; this makes sure)."""
    import socket

    sock = writer.get_extra_info("socket")
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
