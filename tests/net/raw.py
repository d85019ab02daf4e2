"""A raw LAN client for hostile tests: frames and messages by hand, from any loopback address.

Written from docs/protocol.md's frames and messages, not from net.join.client: what a stranger on
the LAN can send, byte for byte. Every read is bounded in time."""

from __future__ import annotations

import asyncio
import struct
from typing import Any

import msgpack

from net.protocol.frames import encode_frame
from net.protocol.handshake import join_proof
from net.protocol.messages import APP_VERSION, MAGIC, PROTOCOL_VERSION, Hello


def hello(protocol: int = PROTOCOL_VERSION, **changes: Any) -> bytes:
    """A hello frame (a new player's, without a PIN proof) with ``changes`` to its fields."""
    message = Hello(MAGIC, protocol, APP_VERSION, "", -1, b"", "raw", b"n" * 16, b"").to_wire()
    message.update(changes)
    return encode_frame(message)


class RawPeer:
    """One connection, opened from ``source`` (a loopback address) if given."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    @classmethod
    async def open(cls, port: int, source: str | None = None) -> RawPeer:
        local = (source, 0) if source else None
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=local)
        return cls(reader, writer)

    async def frame(self, wait: float = 5.0) -> Any:
        """The next message (a decoded map); ``EOFError`` when the host closed."""
        async with asyncio.timeout(wait):
            try:
                header = await self.reader.readexactly(4)
                body = await self.reader.readexactly(struct.unpack(">I", header)[0])
            except (asyncio.IncompleteReadError, ConnectionError):
                raise EOFError("closed") from None
        return msgpack.unpackb(body)

    def send(self, message: dict[str, Any]) -> None:
        self.writer.write(encode_frame(message))

    def send_bytes(self, data: bytes) -> None:
        self.writer.write(data)

    async def join(
        self, seat: int = -1, name: str = "raw", pin: str = "", wait: float = 5.0
    ) -> tuple[Any, Any]:
        """Read ``server``, send a hello (with the PIN's proof when ``pin``); the host's hello
        and its answer (both the host's ``bye`` when it has no room)."""
        server = await self.frame(wait)
        if server.get("t") != "server":  # a host without room says bye at once
            return server, server
        nonce = b"j" * 16
        proof = join_proof(pin, server["nonce"], nonce, server["table"]) if pin else b""
        self.writer.write(hello(seat=seat, name=name, nonce=nonce, proof=proof))
        answer = await self.frame(wait)
        while answer.get("t") == "ping":  # the hello waits its turn at the PIN gate
            answer = await self.frame(wait)
        return server, answer

    def close(self) -> None:
        self.writer.close()


async def raw_exchange(
    port: int, frames: list[bytes], read: bool = True, wait: float = 5.0
) -> list[Any]:
    """Connect, read the host's hello, send ``frames``, and return what the host sends until it
    closes the connection."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    received: list[Any] = []
    try:
        header = await reader.readexactly(4)
        received.append(msgpack.unpackb(await reader.readexactly(struct.unpack(">I", header)[0])))
        for frame in frames:
            writer.write(frame)
        await writer.drain()
        if read:
            async with asyncio.timeout(wait):
                while True:
                    header = await reader.read(4)
                    if len(header) < 4:
                        break
                    body = await reader.readexactly(struct.unpack(">I", header)[0])
                    received.append(msgpack.unpackb(body))
    except (ConnectionError, asyncio.IncompleteReadError, TimeoutError):
        pass
    finally:
        writer.close()
    return received
