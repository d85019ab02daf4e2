"""How the host runs one connection (net/host/room.py ``Room.serve``; issue 34,
docs/protocol.md "Handshake" and "Keep-alive"), with a fake stream, a scripted handshake and a
clock the test sets, no sockets:

- while the table closes, a newcomer gets a ``bye`` "the host is closing the table" and nothing
  else; with no room, a ``bye`` saying the table is busy, and the log says "refused a connection
  from <address>: busy: …" at INFO;
- the address is the label without its port (an IPv6 address keeps its colons);
- until its handshake ends the connection counts as taken and idle since it came;
- a member's messages go to the table in order; when it goes, the table hears why (once it is
  that member's connection), and the connection is closed without a ``bye``;
- one that goes before its handshake is noted at DEBUG only; a bad frame is logged as refused
  (by address before the handshake, by name and peer after) and closed with its reason; no
  hello in time: "no handshake in time" at INFO; any other error closes with "internal error";
- the keep-alive runs with the table's ping interval, treats the connection as waiting while its
  hello is at the PIN gate, and ends with the connection.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

import net.host.room
from net.host.room import BUSY
from net.host.state import HostSettings, Member, Pending, TableState
from net.protocol.frames import FrameDecoder, encode_frame
from net.protocol.messages import Message, Ping
from net.protocol.wire import Connection
from tests.net.peers import setup_with

pytestmark = pytest.mark.timeout(30)

LOGGER = "madn.net.host"
ADDRESS = "10.0.0.42"
BAD_FRAME = b"\x00\x00\x00\x01\xc1"  # one byte that is no msgpack
BAD_REASON = "bad frame: not a msgpack message (FormatError: )"
EOF_REASON = "the other side closed the connection"

Script = Callable[["Room", Connection, str], Awaitable[Member | None]]


class Clock:
    def __init__(self) -> None:
        self.now = 700.0

    def monotonic(self) -> float:
        return self.now


class Transport:
    def is_closing(self) -> bool:
        return False

    def get_write_buffer_size(self) -> int:
        return 0


class Writer:
    """What the host writes to the connection, kept."""

    def __init__(self, peer: tuple[Any, ...]) -> None:
        self.peer = peer
        self.data = b""
        self.transport = Transport()
        self.closed = False

    def write(self, data: bytes) -> None:
        self.data += data

    def close(self) -> None:
        self.closed = True

    def can_write_eof(self) -> bool:
        return False

    def get_extra_info(self, name: str) -> Any:
        return self.peer if name == "peername" else None

    def sent(self) -> list[Any]:
        return FrameDecoder().feed(self.data)


class Room(net.host.room.Room):
    """The room with a scripted handshake, before a table that notes what it is told."""

    def __init__(self, script: Script, room: bool = True) -> None:
        state = TableState(setup_with(1), HostSettings(ping=4.0))
        super().__init__(state, self._scripted, self._noted, self._lost_noted)
        self.script = script
        self.room = room
        self.handled: list[tuple[Member, Connection, Message]] = []
        self.lost: list[tuple[Member, str]] = []
        self.addresses: list[str] = []
        self.fails = False  # the table fails on every message

    async def _scripted(self, conn: Connection, address: str) -> Member | None:
        self.addresses.append(address)
        return await self.script(self, conn, address)

    def make_room(self, address: str) -> bool:
        return self.room

    def _noted(self, member: Member, conn: Connection, message: Message) -> None:
        if self.fails:
            raise RuntimeError("boom")
        self.handled.append((member, conn, message))

    def _lost_noted(self, member: Member, reason: str) -> None:
        self.lost.append((member, reason))


class KeepAlive:
    """net.host.room's keep_alive, replaced: what it was given, and whether it was ended."""

    def __init__(self) -> None:
        self.conn: Connection | None = None
        self.interval: Callable[[], float] | None = None
        self.waiting: Callable[[], bool] | None = None
        self.cancelled = False

    async def __call__(
        self, conn: Connection, interval: Callable[[], float], waiting: Callable[[], bool]
    ) -> None:
        self.conn, self.interval, self.waiting = conn, interval, waiting
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            self.cancelled = True
            raise


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(net.host.room, "time", fake)
    return fake


@pytest.fixture
def keepalive(monkeypatch: pytest.MonkeyPatch) -> KeepAlive:
    fake = KeepAlive()
    monkeypatch.setattr(net.host.room, "keep_alive", fake)
    return fake


def serve(
    room: Room,
    data: bytes = b"",
    peer: tuple[Any, ...] = (ADDRESS, 50123),
    eof: bool = True,
    after: Callable[[], None] = lambda: None,
) -> Writer:
    """Run ``room.serve`` on a stream that delivers ``data`` (then its end), then ``after``
    on the same loop; the writer."""
    writer = Writer(peer)

    async def go() -> None:
        reader = asyncio.StreamReader()
        reader.feed_data(data)
        if eof:
            reader.feed_eof()
        await asyncio.wait_for(room.serve(reader, writer), 10.0)  # type: ignore[arg-type]
        await asyncio.sleep(0)  # the keep-alive's cancellation runs
        after()

    asyncio.run(go())
    return writer


def member(peer: int = 1) -> Member:
    return Member(peer, "ben", b"t" * 16, (1,), address=ADDRESS)


def admits(who: Member) -> Script:
    async def script(room: Room, conn: Connection, address: str) -> Member | None:
        who.conn = conn
        return who

    return script


async def refuses(room: Room, conn: Connection, address: str) -> Member | None:
    return None


async def reads(room: Room, conn: Connection, address: str) -> Member | None:
    await conn.receive_raw()
    return None


def lines(caplog: pytest.LogCaptureFixture) -> list[tuple[int, str]]:
    return [(r.levelno, r.getMessage()) for r in caplog.records if r.name == LOGGER]


def test_a_newcomer_while_the_table_closes_gets_a_bye_and_nothing_else(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    room = Room(admits(member()))
    room.state.closing = True
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room)
    assert writer.sent() == [{"t": "bye", "reason": "the host is closing the table"}]
    assert writer.closed and room.addresses == [] and keepalive.conn is None
    assert not room.connections and not room.pending and lines(caplog) == []


def test_with_no_room_the_newcomer_is_told_busy_and_it_is_logged_at_info(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    room = Room(admits(member()), room=False)
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room)
    assert writer.sent() == [{"t": "bye", "reason": BUSY}]
    assert writer.closed and room.addresses == [] and keepalive.conn is None
    assert not room.connections and not room.pending
    assert lines(caplog) == [(logging.INFO, f"refused a connection from {ADDRESS}: {BUSY}")]


@pytest.mark.parametrize(
    ("peer", "address"),
    [
        ((ADDRESS, 50123), ADDRESS),
        (("::1", 50123, 0, 0), "::1"),
        (("fe80::1:2:3", 7, 0, 2), "fe80::1:2:3"),
    ],
)
def test_the_address_is_the_peer_name_without_its_port(
    clock: Clock, keepalive: KeepAlive, peer: tuple[Any, ...], address: str
) -> None:
    room = Room(refuses)
    serve(room, peer=peer)
    assert room.addresses == [address]


def test_until_its_handshake_ends_a_connection_is_taken_and_idle_since_it_came(
    clock: Clock, keepalive: KeepAlive
) -> None:
    seen: list[tuple[bool, Pending | None]] = []

    async def script(room: Room, conn: Connection, address: str) -> Member | None:
        seen.append((conn in room.connections, room.pending.get(conn)))
        return None

    room = Room(script)
    serve(room)
    assert seen == [(True, Pending(ADDRESS, 700.0, True))]
    assert not room.connections and not room.pending  # and out again afterwards


def test_a_handshake_that_admits_nobody_closes_the_connection_without_a_bye(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    room = Room(refuses)
    conns: list[Connection] = []

    async def script(room: Room, conn: Connection, address: str) -> Member | None:
        conns.append(conn)
        return None

    room.script = script
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room, eof=False)
    assert writer.sent() == [] and writer.closed
    assert conns[0].closed and conns[0].close_reason == "closed"
    assert room.lost == [] and lines(caplog) == []


def test_a_members_messages_reach_the_table_in_order_and_its_going_is_told(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    ben = member()
    room = Room(admits(ben))
    pings = encode_frame(Ping().to_wire()) + encode_frame({"t": "bye", "reason": "good night"})
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room, pings)
    assert [(m, c, msg.to_wire()) for m, c, msg in room.handled] == [
        (ben, ben.conn, {"t": "ping"}),
        (ben, ben.conn, {"t": "bye", "reason": "good night"}),
    ]
    assert room.lost == [(ben, EOF_REASON)]
    assert writer.sent() == [] and writer.closed  # closed, no bye: it went
    assert ben.conn is not None and ben.conn.close_reason == EOF_REASON
    assert not room.connections and not room.pending and lines(caplog) == []


def test_a_member_that_has_a_newer_connection_is_not_told_lost_for_the_old_one(
    clock: Clock, keepalive: KeepAlive
) -> None:
    ben = member()

    async def script(room: Room, conn: Connection, address: str) -> Member | None:
        return ben  # its connection is another one (it came back meanwhile)

    room = Room(script)
    serve(room)
    assert room.lost == []


def test_a_connection_that_goes_before_its_handshake_is_noted_at_debug_only(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    room = Room(reads)
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room)
    assert lines(caplog) == [
        (logging.DEBUG, f"{ADDRESS}:50123 went before its handshake: {EOF_REASON}")
    ]
    assert writer.sent() == [] and writer.closed and room.lost == []


def test_a_bad_frame_before_the_handshake_is_refused_by_address_and_closed_with_its_reason(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    room = Room(reads)
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room, BAD_FRAME)
    assert writer.sent() == [{"t": "bye", "reason": BAD_REASON}]
    assert lines(caplog) == [
        (logging.WARNING, f"refused a frame from {ADDRESS}: {BAD_REASON}; its connection is closed")
    ]
    assert room.lost == []


def test_a_bad_frame_of_a_member_is_refused_by_its_name_and_the_table_hears_why(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    ben = member(peer=3)
    room = Room(admits(ben))
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room, BAD_FRAME)
    assert writer.sent() == [{"t": "bye", "reason": BAD_REASON}]
    assert lines(caplog) == [
        (
            logging.WARNING,
            f"refused a frame from ben (peer 3): {BAD_REASON}; its connection is closed",
        )
    ]
    assert room.lost == [(ben, BAD_REASON)]


def test_no_hello_in_time_is_refused_at_info_and_closed_with_a_bye(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    async def script(room: Room, conn: Connection, address: str) -> Member | None:
        raise TimeoutError

    room = Room(script)
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room, eof=False)
    assert writer.sent() == [{"t": "bye", "reason": "no handshake in time"}]
    assert lines(caplog) == [
        (logging.INFO, f"refused a connection from {ADDRESS}: no handshake in time")
    ]


def test_any_other_error_closes_the_connection_with_internal_error_and_tells_the_table(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    ben = member()
    room = Room(admits(ben))
    room.fails = True
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room, encode_frame(Ping().to_wire()), eof=False)
    assert writer.sent() == [{"t": "bye", "reason": "internal error"}]
    reason = "internal error: RuntimeError('boom')"
    assert lines(caplog) == [(logging.ERROR, f"{ADDRESS}:50123: {reason}")]
    assert room.lost == [(ben, reason)]
    assert not room.connections and not room.pending


def test_the_keep_alive_uses_the_ping_interval_and_the_pin_wait_and_ends_with_the_connection(
    clock: Clock, keepalive: KeepAlive
) -> None:
    seen: list[tuple[bool, float, bool, bool]] = []

    async def script(room: Room, conn: Connection, address: str) -> Member | None:
        await asyncio.sleep(0)  # the keep-alive starts
        assert keepalive.interval is not None and keepalive.waiting is not None
        before = keepalive.waiting()
        room.said_hello(conn)  # its hello now waits at the PIN gate
        room.state.settings.ping = 9.0
        seen.append((keepalive.conn is conn, keepalive.interval(), before, keepalive.waiting()))
        return None

    room = Room(script)
    ended: list[bool] = []
    serve(room, eof=False, after=lambda: ended.append(keepalive.cancelled))
    assert seen == [(True, 9.0, False, True)]
    assert ended == [True]  # by _serve itself, not by the loop's end


def test_a_message_only_the_host_sends_is_refused_from_a_member(
    clock: Clock, keepalive: KeepAlive, caplog: pytest.LogCaptureFixture
) -> None:
    ben = member(peer=2)
    room = Room(admits(ben))
    frame = encode_frame({"t": "refused", "what": "act", "reason": "x"})  # host → peer only
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        writer = serve(room, frame)
    reason = "bad message: a refused message is not expected here"
    assert room.handled == []
    assert writer.sent() == [{"t": "bye", "reason": reason}]
    assert room.lost == [(ben, reason)]
