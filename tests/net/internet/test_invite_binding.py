"""A connection that came through a code is bound to what the code was for (net/host/invite.py):
the real table's room and admission, over a socket pair as net.internet.pipe.serve_over hands
them one, and a raw client on the other end."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Awaitable, Callable
from pathlib import Path

from net.host.invite import Invite
from net.host.table import HostTable
from net.protocol.messages import SPECTATE
from tests.net.peers import host_settings, setup_with
from tests.net.raw import RawPeer


def at_a_table(tmp: Path, body: Callable[[HostTable], Awaitable[None]]) -> None:
    """``body`` at an open table of three remote seats (1, 2, 3), closed after it."""

    async def go() -> None:
        table = HostTable(setup_with(3), host_settings(tmp))
        await table.open()
        try:
            await asyncio.wait_for(body(table), 20)
        finally:
            await table.close()

    asyncio.run(go())


async def through(table: HostTable, invite: Invite) -> RawPeer:
    """A raw client whose connection the table serves as one that came through ``invite``."""
    near, far = socket.socketpair()
    reader, writer = await asyncio.open_connection(sock=near)
    table.state.spawn(table.room.serve(reader, writer, invite))
    return RawPeer(*await asyncio.open_connection(sock=far))


def test_a_seat_code_takes_its_seat_when_the_first_open_one_is_asked(tmp_path: Path) -> None:
    async def body(table: HostTable) -> None:
        peer = await through(table, Invite(seat=2))
        _, answer = await peer.join(seat=-1)
        assert answer["t"] == "accept" and list(answer["seats"]) == [2]
        assert table.owners[2] == answer["peer"] and table.owners[1] < 0

    at_a_table(tmp_path, body)


def test_a_seat_code_does_not_take_another_seat(tmp_path: Path) -> None:
    async def body(table: HostTable) -> None:
        peer = await through(table, Invite(seat=2))
        _, answer = await peer.join(seat=3)
        assert answer["t"] == "refuse" and answer["reason"] == "seat"
        assert answer["text"] == "this code is for seat 2, not seat 3"
        assert table.owners[3] < 0

    at_a_table(tmp_path, body)


def test_a_spectators_code_only_watches(tmp_path: Path) -> None:
    async def body(table: HostTable) -> None:
        peer = await through(table, Invite(seat=SPECTATE))
        _, answer = await peer.join(seat=-1)
        assert answer["t"] == "refuse" and answer["text"] == "this code is for watching the game"
        watcher = await through(table, Invite(seat=SPECTATE))
        _, answer = await watcher.join(seat=SPECTATE)
        assert answer["t"] == "accept" and list(answer["seats"]) == []

    at_a_table(tmp_path, body)


def test_a_return_code_brings_back_only_its_player(tmp_path: Path) -> None:
    async def body(table: HostTable) -> None:
        first = await through(table, Invite(seat=1))
        _, accepted = await first.join()
        assert accepted["t"] == "accept"
        stranger = await through(table, Invite(token=bytes(accepted["token"])))
        _, answer = await stranger.join(seat=-1)  # a hello without the token
        assert (
            answer["t"] == "refuse" and answer["text"] == "this return code is for another player"
        )
        assert all(table.owners[s] < 0 for s in (2, 3))

    at_a_table(tmp_path, body)
