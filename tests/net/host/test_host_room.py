"""The host's room for idle connections and its version check, at their boundaries (issue 34;
docs/protocol.md "Handshake"), with an in-process host and raw connections on loopback.

- At most 4 idle connections (no hello yet) per source address: exactly 4 stay; a fifth from
  that address closes the OLDEST of them (with a ``bye``), a sixth the next oldest; another
  address is not touched.
- The host refuses a hello of another protocol version, older as well as newer (``refuse``
  ``version``, the text naming both); the same version is seated.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from net.host.room import BUSY
from net.host.state import MAX_CONNECTIONS, MAX_IDLE_PER_ADDRESS
from net.host.table import HostTable
from net.protocol.messages import APP_VERSION, PROTOCOL_VERSION
from tests.net.peers import host_settings, hosted, run, setup_with, until
from tests.net.raw import RawPeer, hello

pytestmark = pytest.mark.timeout(60)
CROWDED = "127.0.0.5"
OTHER = "127.0.0.6"


def local_port(peer: RawPeer) -> int:
    port: int = peer.writer.get_extra_info("sockname")[1]
    return port


def idle_ports(table: HostTable, address: str) -> set[int]:
    """The local ports of ``address``'s idle connections, as the host counts them."""
    return {
        int(conn.label.rsplit(":", 1)[1])
        for conn, pending in table.room.pending.items()
        if pending.idle and pending.address == address
    }


async def idle(port: int, source: str) -> RawPeer:
    """A connection from ``source`` that reads the host's ``server`` and says nothing."""
    peer = await RawPeer.open(port, source)
    assert (await peer.frame())["t"] == "server"
    return peer


async def closed_with_bye(peer: RawPeer) -> str:
    """The reason of the ``bye`` the host closed ``peer`` with (fails if it sends anything
    else or stays open past the read's bound)."""
    bye = await peer.frame()
    assert bye["t"] == "bye", bye
    with pytest.raises(EOFError):
        await peer.frame()
    return str(bye["reason"])


def test_the_documented_limit_is_four_idle_connections_per_address() -> None:
    assert MAX_IDLE_PER_ADDRESS == 4


@pytest.mark.parametrize("count", [MAX_IDLE_PER_ADDRESS - 1, MAX_IDLE_PER_ADDRESS])
def test_up_to_the_limit_every_idle_connection_of_an_address_stays(
    tmp_path: Path, count: int
) -> None:
    async def room() -> None:
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            peers = [await idle(table.port, CROWDED) for _ in range(count)]
            await until(lambda: len(idle_ports(table, CROWDED)) == count, 5.0)
            assert idle_ports(table, CROWDED) == {local_port(p) for p in peers}
            for peer in peers:
                peer.close()

    run(room)


def test_one_over_the_limit_closes_the_oldest_idle_connection_of_that_address(
    tmp_path: Path,
) -> None:
    async def room() -> None:
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            port = table.port
            others = [await idle(port, OTHER) for _ in range(MAX_IDLE_PER_ADDRESS)]
            peers = [await idle(port, CROWDED) for _ in range(MAX_IDLE_PER_ADDRESS)]
            await until(lambda: len(idle_ports(table, CROWDED)) == MAX_IDLE_PER_ADDRESS, 5.0)
            peers.append(await idle(port, CROWDED))  # the fifth: served
            assert await closed_with_bye(peers[0]) == BUSY  # the oldest goes
            await until(lambda: local_port(peers[0]) not in idle_ports(table, CROWDED), 5.0)
            assert idle_ports(table, CROWDED) == {local_port(p) for p in peers[1:]}
            peers.append(await idle(port, CROWDED))  # the sixth: the next oldest goes
            assert await closed_with_bye(peers[1]) == BUSY
            await until(lambda: local_port(peers[1]) not in idle_ports(table, CROWDED), 5.0)
            assert idle_ports(table, CROWDED) == {local_port(p) for p in peers[2:]}
            assert idle_ports(table, OTHER) == {local_port(p) for p in others}
            for peer in peers + others:
                peer.close()

    run(room)


async def answer_to(port: int, frame: bytes) -> Any:
    peer = await RawPeer.open(port)
    try:
        assert (await peer.frame())["t"] == "server"
        peer.send_bytes(frame)
        return await peer.frame()
    finally:
        peer.close()


@pytest.mark.parametrize("protocol", [PROTOCOL_VERSION - 1, PROTOCOL_VERSION + 1, 0, 2**31])
def test_an_older_or_newer_protocol_version_is_refused(tmp_path: Path, protocol: int) -> None:
    async def join() -> Any:
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            return await answer_to(table.port, hello(protocol=protocol))

    answer = run(join)
    assert answer["t"] == "refuse" and answer["reason"] == "version", answer
    assert answer["text"] == (
        f"wrong version: the table speaks LAN protocol {PROTOCOL_VERSION} (madn {APP_VERSION}), "
        f"the joiner {protocol} (madn {APP_VERSION})"
    )


def test_the_same_protocol_version_is_seated(tmp_path: Path) -> None:
    async def join() -> Any:
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            return await answer_to(table.port, hello(protocol=PROTOCOL_VERSION))

    answer = run(join)
    assert answer["t"] == "accept" and list(answer["seats"]) == [1], answer


def test_exactly_32_connections_are_served_and_the_next_is_told_busy(tmp_path: Path) -> None:
    """32 young idle connections from 32 addresses: the table is full, nobody may be closed
    (each is younger than the grace, no address has two more), so the 33rd gets a bye in place
    of ``server``; the 32 stay."""

    async def room() -> tuple[str, int]:
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            sources = [f"127.0.2.{i}" for i in range(1, MAX_CONNECTIONS + 1)]
            held = [await idle(table.port, source) for source in sources]
            await until(lambda: len(table.room.connections) == MAX_CONNECTIONS, 5.0)
            late = await RawPeer.open(table.port, "127.0.3.1")
            reason = await closed_with_bye(late)
            count = len(table.room.connections)
            for peer in held:
                peer.close()
            return reason, count

    reason, count = run(room)
    assert reason == BUSY and count == MAX_CONNECTIONS


def test_a_malformed_frame_before_the_hello_closes_with_its_reason(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def room() -> str:
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            peer = await idle(table.port, CROWDED)
            peer.send_bytes(b"\x00\x00\x00\x01\xc1")  # one byte that is no msgpack
            reason = await closed_with_bye(peer)
            await until(lambda: not table.room.pending, 5.0)
            return reason

    with caplog.at_level(logging.INFO, logger="madn.net.host"):
        reason = run(room)
    assert reason == "bad frame: not a msgpack message (FormatError: )"
    assert f"refused a frame from {CROWDED}: {reason}; its connection is closed" in [
        r.getMessage() for r in caplog.records
    ]


def test_no_hello_within_the_handshake_timeout_closes_the_connection(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def room() -> str:
        settings = host_settings(tmp_path, handshake_timeout=0.2)
        async with hosted(setup_with(1), settings) as table:
            peer = await idle(table.port, CROWDED)
            reason = await closed_with_bye(peer)
            await until(lambda: not table.room.pending and len(table.room.connections) == 0, 5.0)
            return reason

    with caplog.at_level(logging.INFO, logger="madn.net.host"):
        reason = run(room)
    assert reason == "no handshake in time"
    assert f"refused a connection from {CROWDED}: no handshake in time" in [
        r.getMessage() for r in caplog.records
    ]
