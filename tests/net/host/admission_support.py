"""The host's admission with fake connections and no sockets, as the tests
tests/net/host/test_host_admission_*.py drive it: a connection that hands the host one raw frame
and keeps what it is sent, the table's refusal log and front end as records, a hello, a table
that is not open, the handshake of one connection, the PIN gate's stand-in, a peer that is a
member, a running game, all on a clock the test sets (tests/net/clock.py).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any, cast

from core.setup import Setup
from net.host.pin_gate import Displaced
from net.host.state import Member, Pending
from net.host.table import HostTable
from net.listener import TableListener
from net.lockstep.randomness import HashChain
from net.protocol.frames import FrameDecoder, encode_frame
from net.protocol.handshake import join_proof
from net.protocol.messages import (
    APP_VERSION,
    MAGIC,
    PROTOCOL_VERSION,
    TO_HOST,
    Accept,
    Hello,
    Message,
    PeerStatus,
    Refuse,
    decode_message,
)
from net.protocol.wire import Connection
from tests.net.clock import run_on_clock
from tests.net.peers import host_settings, setup_with

ADDRESS = "10.0.0.7"
NONCE = b"j" * 16


class FakeConn:
    """A connection the host sees: one raw frame to read (or a wait for ever), every message
    it is sent, how it was closed."""

    allowed = TO_HOST
    check = Connection.check

    def __init__(self, raw: object = None, label: str = f"{ADDRESS}:4000") -> None:
        self.raw = raw
        self.label = label
        self.sent: list[Message] = []
        self.closed: tuple[str, bool] | None = None

    async def receive_raw(self) -> Any:
        if self.raw is None:
            await asyncio.get_running_loop().create_future()  # nothing comes
        return self.raw

    def send(self, message: Message) -> None:
        self.send_frame(encode_frame(message.to_wire()))

    def send_frame(self, frame: bytes) -> None:
        """Kept as the joiner reads it: a frame that breaks its schema fails the test."""
        (obj,) = FrameDecoder().feed(frame)
        self.sent.append(decode_message(obj, frozenset({obj["t"]})))

    def close(self, reason: str, bye: bool = True) -> None:
        if self.closed is None:
            self.closed = (reason, bye)

    def of(self, kind: type[Message]) -> list[Any]:
        return [m for m in self.sent if isinstance(m, kind)]


class Refusals:
    """The table's refusal log: what was refused, from whom."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, str, str]] = []

    def refused(self, who: str, what: str, reason: str, level: int = logging.WARNING) -> None:
        self.lines.append((who, what, reason))

    def close(self) -> None:
        pass


class Person(TableListener):
    """The front end: who is asked about late arrivals, the statuses and lobbies it is shown."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, str, int]] = []
        self.statuses: list[Sequence[PeerStatus]] = []
        self.lobbies: list[Sequence[int]] = []

    def late_arrival(self, peer: int, name: str, seat: int) -> None:
        self.asked.append((peer, name, seat))

    def status(self, peers: Sequence[PeerStatus], waiting: str) -> None:
        self.statuses.append(peers)

    def lobby(self, setup: Setup, owners: Sequence[int]) -> None:
        self.lobbies.append(tuple(owners))


def a_hello(**changes: Any) -> dict[str, Any]:
    message = Hello(MAGIC, PROTOCOL_VERSION, APP_VERSION, "", -1, b"", "Ben", NONCE, b"")
    wire = message.to_wire()
    wire.update(changes)
    return wire


def table_of(tmp: Path, setup: Setup | None = None, **settings: Any) -> HostTable:
    """A table that is not open (no server); its refusals recorded."""
    changes: dict[str, Any] = {"keep": False, "pace": 60.0, "ping": 60.0}
    changes.update(settings)
    table = HostTable(setup or setup_with(1), host_settings(tmp, **changes), Person())
    table.state.refusals = Refusals()  # type: ignore[assignment]
    return table


def person(table: HostTable) -> Person:
    return cast(Person, table.listener)


def refusals(table: HostTable) -> list[tuple[str, str, str]]:
    return cast(Refusals, table.state.refusals).lines


async def shake(table: HostTable, raw: object, address: str = ADDRESS) -> tuple[Any, FakeConn]:
    """The handshake of one connection from ``address`` that sends ``raw``: the member it
    admits (or None) and the connection."""
    conn = FakeConn(raw, f"{address}:4000")
    table.room.pending[cast(Connection, conn)] = Pending(address, 0.0)
    member = await table.admission.handshake(cast(Connection, conn), address)
    return member, conn


def on_loop(script: Callable[[], Coroutine[Any, Any, Any]]) -> Any:
    return run_on_clock(script)


def refused_with(conn: FakeConn) -> tuple[str, str]:
    """The one refusal ``conn`` got, and that it was closed with its text and without a bye."""
    (refuse,) = conn.of(Refuse)
    assert conn.closed == (refuse.text, False)
    assert not conn.of(Accept)
    return refuse.reason, refuse.text


# --- the PIN ------------------------------------------------------------------------------------


def proved(conn_nonce: bytes, table: HostTable, pin: str) -> bytes:
    return join_proof(pin, conn_nonce, NONCE, table.table_id)


class Gate:
    """The table's PIN gate: what it was asked, and its answer (``"wait"``: none ever;
    ``"displace"``: the hello is put out of line)."""

    def __init__(self, answer: object) -> None:
        self.answer = answer
        self.asked: list[tuple[str, bool, object]] = []

    async def check(self, address: str, check: Callable[[], bool], owner: object = None) -> bool:
        self.asked.append((address, check(), owner))
        if self.answer == "wait":
            await asyncio.get_running_loop().create_future()
        if self.answer == "displace":
            raise Displaced
        return bool(self.answer)

    def close(self) -> None:
        pass


# --- peer ids -----------------------------------------------------------------------------------


def member_of(peer: int, spectator: bool = False) -> Member:
    return Member(peer, f"p{peer}", bytes(16), () if spectator else (1,), spectator=spectator)


# --- a running game -----------------------------------------------------------------------------


async def running(tmp: Path, **settings: Any) -> HostTable:
    """A running game: seat 1 Ben's (peer 1, no connection), the computer's seats 0, 2, 3
    (no timeout runs out while a test looks)."""
    table = table_of(tmp, **({"timeout": 3600.0} | settings))
    table.state.done = asyncio.get_running_loop().create_future()
    chain = HashChain(length=20)
    ben = Member(1, "Ben", b"b" * 16, (1,), anchor=chain.anchor, length=chain.length)
    table.members[1] = ben
    table.owners[1] = 1
    table.lobby.maybe_start()
    assert table.session is not None
    return table
