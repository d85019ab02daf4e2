"""The host's doors and the joiner's bridge in one process, through a local mailbox server and
transit relay: codes appear for the open seats, a joiner comes in by one and takes its seat, the
spent code is told, and a wrong guess brings a new code (net/internet/doors.py, bridge.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from net.host.table import HostTable
from net.internet.bridge import JoinBridge
from net.internet.doors import InternetDoors, InviteListener
from net.internet.rendezvous import RendezvousError, Servers
from net.join.client import JoinClient
from net.protocol.messages import SPECTATE
from tests.net.internet.rendezvous import Network
from tests.net.peers import host_settings, join_settings, setup_with


class Told(InviteListener):
    def __init__(self) -> None:
        self.events: list[tuple[str, int, str]] = []
        self.changed = asyncio.Event()

    def _tell(self, what: str, seat: int, code: str = "") -> None:
        self.events.append((what, seat, code))
        self.changed.set()

    def invite(self, seat: int, code: str) -> None:
        self._tell("invite", seat, code)

    def invite_used(self, seat: int) -> None:
        self._tell("used", seat)

    def invite_wrong(self, seat: int) -> None:
        self._tell("wrong", seat)

    async def until(self, what: str, seat: int) -> str:
        for _ in range(2000):  # bounded: each round waits for a new event
            found = [c for w, s, c in self.events if (w, s) == (what, seat)]
            if found:
                return found[-1]
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), 30)
        raise AssertionError(f"no {what} for seat {seat}: {self.events}")


async def seated_by_code(
    tmp: Path, servers: Servers, table: HostTable, told: Told, code: str
) -> tuple[JoinBridge, JoinClient, asyncio.Future[object]]:
    """Ben comes in by ``code`` (seat 1's) through a bridge and takes seat 1: the bridge, his
    client and its run."""
    bridge = JoinBridge(servers, code)
    offer = await bridge.first()
    assert (offer.table, offer.seat) == (table.table_id, 1)
    port = await bridge.open()
    client = JoinClient(join_settings(tmp, port, "Ben", seat=offer.seat))
    playing = asyncio.ensure_future(client.run())
    await told.until("used", 1)
    for _ in range(400):
        if table.owners[1] >= 0:
            break
        await asyncio.sleep(0.05)
    assert table.owners[1] == client.peer
    return bridge, client, playing


def test_a_joiner_takes_the_seat_of_its_code_and_a_wrong_guess_makes_a_new_code(
    tmp_path: Path, network: Network
) -> None:
    servers = Servers(network.mailbox, network.relay)

    async def go() -> None:
        table = HostTable(setup_with(1), host_settings(tmp_path))
        await table.open()
        told = Told()
        doors = InternetDoors(table, servers, told)
        doors.open()
        bridge: JoinBridge | None = None
        client: JoinClient | None = None
        try:
            code = await told.until("invite", 1)
            await told.until("invite", SPECTATE)
            number, first, second = code.split("-")
            wrong = JoinBridge(
                servers, f"{number}-{first}-{'aardvark' if second != 'aardvark' else 'absurd'}"
            )
            try:
                await wrong.first()
                raise AssertionError("a wrong code met the host")
            except RendezvousError as error:
                assert error.kind == "wrong"
            await told.until("wrong", 1)
            fresh = [c for w, s, c in told.events if (w, s) == ("invite", 1) and c != code]
            for _ in range(200):
                if fresh:
                    break
                told.changed.clear()
                await asyncio.wait_for(told.changed.wait(), 30)
                fresh = [c for w, s, c in told.events if (w, s) == ("invite", 1) and c != code]
            bridge, client, playing = await seated_by_code(
                tmp_path, servers, table, told, fresh[-1]
            )
            assert 1 not in doors.codes and SPECTATE in doors.codes
            playing.cancel()
        finally:
            if client is not None:
                await client.close()
            if bridge is not None:
                await bridge.close()
            await doors.close()
            await table.close()

    asyncio.run(asyncio.wait_for(go(), 120))
