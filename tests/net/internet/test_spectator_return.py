"""A spectator by code comes back without a new code (docs/internet.md, "Coming back"): its
offer carries the table's spectators' key, and once a spectator came the host waits on the
spectators' return code; a spectator whose connection broke meets the host there and watches
again. The host's doors and the spectator's bridge in one process, through a local mailbox and
relay (before, a spectator's bridge had no code to come back by: it never watched again)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from net.host.table import HostTable
from net.internet.bridge import JoinBridge
from net.internet.doors import InternetDoors
from net.internet.rendezvous import Servers
from net.join.client import JoinClient
from net.listener import TableListener
from net.protocol.messages import SPECTATE
from tests.net.internet.rendezvous import Network
from tests.net.internet.test_doors import Told
from tests.net.peers import host_settings, join_settings, setup_with


class Connection(TableListener):
    def __init__(self) -> None:
        self.changes: list[bool] = []

    def connection(self, connected: bool, text: str) -> None:
        self.changes.append(connected)


def spectators(table: HostTable) -> list[int]:
    return [m.peer for m in table.state.members.values() if m.spectator]


async def until(condition: object, limit: float = 60.0) -> None:
    assert callable(condition)
    async with asyncio.timeout(limit):
        while not condition():
            await asyncio.sleep(0.05)


def test_a_spectator_whose_connection_broke_watches_again_without_a_new_code(
    tmp_path: Path, network: Network
) -> None:
    servers = Servers(network.mailbox, network.relay)

    async def go() -> None:
        table = HostTable(setup_with(0), host_settings(tmp_path, pace=0.05))  # (it runs)
        await table.open()
        doors = InternetDoors(table, servers, Told())
        doors.open()
        bridge: JoinBridge | None = None
        client: JoinClient | None = None
        try:
            listener = doors.listener
            assert isinstance(listener, Told)
            code = await listener.until("invite", SPECTATE)
            bridge = JoinBridge(servers, code)
            offer = await bridge.first()
            assert offer.seat == SPECTATE and len(offer.watch) == 16
            port = await bridge.open()
            events = Connection()
            settings = join_settings(tmp_path, port, "Opa", seat=SPECTATE, level=None)
            client = JoinClient(settings, events)
            watching = asyncio.ensure_future(client.run())
            await until(lambda: len(spectators(table)) == 1)
            assert doors.watched  # (its door opens at the doors' next look)
            await until(lambda: doors.spectators_key in doors.return_doors)
            first = spectators(table)[0]
            member = table.state.members[first]
            assert member.conn is not None
            member.conn.abort("test: the spectator's connection breaks")
            await until(lambda: events.changes[-2:] == [False, True])
            await until(lambda: len(spectators(table)) == 1)
            assert not watching.done()
            watching.cancel()
        finally:
            if client is not None:
                await client.close()
            if bridge is not None:
                await bridge.close()
            await doors.close()
            await table.close()

    asyncio.run(asyncio.wait_for(go(), 150))
