"""Hostile peers of the rendezvous for the tests, written from docs/internet.md alone: a peer that
knows a code and stops after the PAKE, and a stranger who reads the mailbox's list of
nameplates and spoils what it finds. They speak to the test's own local mailbox only."""

from __future__ import annotations

import base64
import contextlib
import json
import os
import socket
import struct
from typing import Any
from urllib.parse import urlparse

from net.internet import reactor
from net.internet.rendezvous import APPID


async def stall_after_pake(mailbox: str, code: str, answer: bool) -> Any:
    """Meet the host on ``code`` up to its offer and stop there: with ``answer`` False nothing
    more is sent; with ``answer`` True an answer with no way to reach us (no transit hints) is
    sent and transit never starts. Returns the wormhole (still open: close it with :func:`close`)
    once the offer was read."""

    def begin() -> Any:
        import wormhole
        from twisted.internet import reactor as twisted
        from twisted.internet.defer import Deferred

        async def run() -> Any:
            w = wormhole.create(APPID, mailbox, twisted)
            w.set_code(code)
            await w.get_verifier()
            offer = json.loads(await w.get_message())
            assert offer["madn"] == 1, offer
            if answer:
                hints = {"abilities-v1": [], "hints-v1": []}
                w.send_message(json.dumps({"madn": 1, "transit": hints}).encode())
            return w

        return Deferred.fromCoroutine(run())

    return await reactor.call(begin)


async def close(w: Any) -> None:
    """Close a wormhole of :func:`stall_after_pake` (the other side may be gone: no matter)."""

    def begin() -> Any:
        d = w.close()
        d.addErrback(lambda _failure: None)
        return d

    await reactor.call(begin)


class Mailbox:
    """A stranger's connection to the mailbox server: a WebSocket spoken by hand (a client of
    the mailbox protocol needs nothing of magic-wormhole), bound to the game's application id."""

    def __init__(self, url: str, timeout: float = 10.0) -> None:
        address = urlparse(url)
        assert address.hostname == "127.0.0.1", url  # the test's own mailbox only
        self._socket = socket.create_connection((address.hostname, address.port), timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self._socket.sendall(
            (
                f"GET {address.path} HTTP/1.1\r\nHost: {address.hostname}:{address.port}\r\n"
                "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        self._buffer = b""
        while b"\r\n\r\n" not in self._buffer:
            self._buffer += self._read_some()
        head, self._buffer = self._buffer.split(b"\r\n\r\n", 1)
        assert b" 101 " in head.split(b"\r\n")[0], head
        self.until("welcome")
        self.send(type="bind", appid=APPID, side=os.urandom(5).hex())

    def _read_some(self) -> bytes:
        data = self._socket.recv(65536)
        if not data:
            raise ConnectionError("the mailbox closed the connection")
        return data

    def _take(self, count: int) -> bytes:
        while len(self._buffer) < count:
            self._buffer += self._read_some()
        taken, self._buffer = self._buffer[:count], self._buffer[count:]
        return taken

    def send(self, **message: object) -> None:
        data = json.dumps(message).encode()
        mask = os.urandom(4)
        size = len(data)
        if size < 126:
            head = struct.pack("!BB", 0x81, 0x80 | size)
        else:
            head = struct.pack("!BBH", 0x81, 0x80 | 126, size)
        self._socket.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def until(self, kind: str) -> dict[str, Any]:
        """The next message of ``kind`` (or an ``error``), others passed over (at most 100)."""
        for _ in range(100):
            first, second = self._take(2)
            size = second & 0x7F
            if size == 126:
                (size,) = struct.unpack("!H", self._take(2))
            elif size == 127:
                (size,) = struct.unpack("!Q", self._take(8))
            data = self._take(size)
            if first & 0x0F != 1:  # not text: a ping (the server pings once a minute) and such
                continue
            message: dict[str, Any] = json.loads(data)
            if message.get("type") in (kind, "error"):
                return message
        raise AssertionError(f"no {kind} from the mailbox")

    def close(self) -> None:
        self._socket.close()


def nameplates(url: str) -> list[str]:
    """The nameplates the mailbox lists (for code completion) to anybody who asks."""
    mailbox = Mailbox(url)
    try:
        mailbox.send(type="list")
        return [n["id"] for n in mailbox.until("nameplates")["nameplates"]]
    finally:
        mailbox.close()


def claim(url: str, nameplate: str, pake: bool) -> dict[str, Any]:
    """Claim ``nameplate`` and go, the claim left behind (the mailbox keeps it); with ``pake``
    leave a well-formed PAKE message too (of a wrong code), never confirmed."""
    from spake2 import SPAKE2_Symmetric

    mailbox = Mailbox(url)
    try:
        mailbox.send(type="claim", nameplate=nameplate)
        claimed = mailbox.until("claimed")
        if pake and claimed.get("type") == "claimed":
            mailbox.send(type="open", mailbox=claimed["mailbox"])
            spake = SPAKE2_Symmetric(f"{nameplate}-no-words".encode(), idSymmetric=APPID.encode())
            body = json.dumps({"pake_v1": spake.start().hex()}).encode().hex()
            mailbox.send(type="add", phase="pake", body=body, id="pake")
            for _ in range(10):  # handled once acknowledged (the open's ack comes first)
                if mailbox.until("ack").get("id") == "pake":
                    break
        return claimed
    finally:
        mailbox.close()


async def answer_with_hints(mailbox: str, code: str, hints: list[dict[str, Any]]) -> Any:
    """Meet the host on ``code`` and answer its offer with ``hints`` (where the host is to
    connect); nothing more. Returns the wormhole (close it with :func:`close`)."""

    def begin() -> Any:
        import wormhole
        from twisted.internet import reactor as twisted
        from twisted.internet.defer import Deferred

        async def run() -> Any:
            w = wormhole.create(APPID, mailbox, twisted)
            w.set_code(code)
            await w.get_verifier()
            await w.get_message()
            transit = {"abilities-v1": [{"type": "direct-tcp-v1"}], "hints-v1": hints}
            w.send_message(json.dumps({"madn": 1, "transit": transit}).encode())
            return w

        return Deferred.fromCoroutine(run())

    return await reactor.call(begin)


async def answer_with(mailbox: str, code: str, answer: bytes) -> None:
    """Meet the host on ``code`` and answer its offer with ``answer`` (any bytes), then close."""

    def begin() -> Any:
        import wormhole
        from twisted.internet import reactor as twisted
        from twisted.internet.defer import Deferred

        async def run() -> None:
            w = wormhole.create(APPID, mailbox, twisted)
            w.set_code(code)
            await w.get_verifier()
            await w.get_message()
            w.send_message(answer)
            with contextlib.suppress(Exception):  # the host may have closed first: no matter
                await w.close()

        return Deferred.fromCoroutine(run())

    await reactor.call(begin)


def listening_sockets(pid: int) -> int:
    """How many TCP sockets process ``pid`` listens on (Linux: /proc)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(OSError), open(table, encoding="ascii") as rows:
            for row in list(rows)[1:]:
                fields = row.split()
                if fields[3] == "0A":  # LISTEN
                    inodes.add(fields[9])
    count = 0
    fds = f"/proc/{pid}/fd"
    for fd in os.listdir(fds):
        with contextlib.suppress(OSError):
            link = os.readlink(f"{fds}/{fd}")
            if link.startswith("socket:[") and link[8:-1] in inodes:
                count += 1
    return count
