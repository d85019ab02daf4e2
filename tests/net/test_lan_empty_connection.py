"""A connection that closes before its first frame is nothing to the host (docs/protocol.md,
"Confirmation by TCP"): a table browser confirms a table by connecting to its port and closing at
once. Real sockets on 127.0.0.1: the host logs nothing above debug, no traceback, its table is
unchanged, and a real joiner then plays a whole game on it."""

from __future__ import annotations

import asyncio
import logging
import socket
import struct
from pathlib import Path
from typing import Any

import pytest

from net.discovery import confirm_tcp
from net.host.table import HostTable
from net.join.client import JoinClient
from tests.net.peers import host_settings, hosted, join_settings, run, setup_with, spawn, until

pytestmark = pytest.mark.timeout(90)

ROUNDS = 8  # of each kind of empty connection, before and during the game


def _connect(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=2.0)
    sock.settimeout(2.0)
    return sock


def close_at_once(port: int) -> None:
    """Connect and close (FIN) without reading or sending anything."""
    _connect(port).close()


def reset_at_once(port: int) -> None:
    """Connect and reset (RST: SO_LINGER with a zero timeout) without reading or sending."""
    sock = _connect(port)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()


def close_after_server_frame(port: int) -> None:
    """Connect, read the host's first frame (its `server` hello), close without answering."""
    with _connect(port) as sock:
        header = b""
        while len(header) < 4:
            chunk = sock.recv(4 - len(header))
            assert chunk, "the host closed before its server frame"
            header += chunk
        (length,) = struct.unpack(">I", header)
        body = b""
        while len(body) < length:
            chunk = sock.recv(length - len(body))
            assert chunk
            body += chunk


async def empty_connections(table: HostTable, port: int) -> None:
    for _ in range(ROUNDS):
        for kind in (close_at_once, reset_at_once, close_after_server_frame):
            await asyncio.to_thread(kind, port)
        assert await confirm_tcp(["127.0.0.1"], port, 1.0) == "127.0.0.1"

    # the host has seen every one of them and let it go
    def only_members() -> bool:
        return table.room.connections <= {m.conn for m in table.members.values()}

    await until(only_members, limit=10.0)


def test_the_host_closes_empty_connections_quietly(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    loop_errors: list[dict[str, Any]] = []

    async def game() -> None:
        asyncio.get_running_loop().set_exception_handler(lambda _, ctx: loop_errors.append(ctx))
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            owners = list(table.owners)
            caplog.clear()
            await empty_connections(table, table.port)
            in_lobby = list(caplog.records)
            assert table.members == {} and table.owners == owners and table.session is None

            joiner = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            await until(lambda: table.session is not None and table.session.next_seq > 20)
            table.settings.pace = 0.05  # the game goes on slowly meanwhile, and is not over
            caplog.clear()
            await empty_connections(table, table.port)
            in_game = list(caplog.records)
            assert table.session is not None and not table.session.over
            assert [m.name for m in table.members.values()] == ["ben"]
            assert all(m.conn is not None for m in table.members.values())
            table.settings.pace = 0.0

            host_session = await table.wait()
            joiner_session = await joiner
            assert host_session.over and host_session.final_line() == joiner_session.final_line()

        for records in (in_lobby, in_game):
            loud = [r for r in records if r.levelno >= logging.INFO]
            assert not loud, [f"{r.name} {r.levelname}: {r.getMessage()}" for r in loud]
            assert not [r for r in records if r.exc_info], "a traceback was logged"
            seen = [r for r in records if "went before its handshake" in r.getMessage()]
            assert len(seen) == 4 * ROUNDS, "the host did not see every empty connection"
        assert not loop_errors, loop_errors

    run(game)
