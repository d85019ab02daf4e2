"""A stranger's claim on a seat's code (docs/internet.md, "What a stranger on the mailbox can
still spoil"): the host's doors and a friend's bridge in one process, through a local mailbox
and relay; the stranger speaks the mailbox protocol by hand (tests/net/internet/strangers.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from net.host.table import HostTable
from net.internet.bridge import JoinBridge
from net.internet.doors import InternetDoors
from net.internet.rendezvous import RendezvousError, Servers
from net.join.client import JoinClient
from net.protocol.messages import SPECTATE
from tests.net.internet import strangers
from tests.net.internet.rendezvous import Network
from tests.net.internet.test_doors import Told, seated_by_code
from tests.net.internet.test_internet_processes import code_joiner, internet_host, invites
from tests.net.peers import host_settings, join_settings, setup_with
from tests.net.processes import Peer

LIFE = 3.0  # the code's life in this test (the host's is 10 minutes)


def test_a_code_a_stranger_claimed_is_replaced_once_its_life_is_over(
    tmp_path: Path, network: Network
) -> None:
    """The stranger lists the nameplates and claims the seat's (no PAKE) and goes: the friend
    who types the code finds it full ("crowded"), and the host, which is not told, makes a fresh
    code once nobody came for the code's life; the friend comes in by that one. (The host
    waited on the claimed code for as long as the seat was open.)"""
    servers = Servers(network.mailbox, network.relay)

    async def go() -> None:
        table = HostTable(setup_with(1), host_settings(tmp_path))
        await table.open()
        told = Told()
        doors = InternetDoors(table, servers, told, code_life=LIFE)
        doors.open()
        bridge: JoinBridge | None = None
        client: JoinClient | None = None
        try:
            code = await told.until("invite", 1)
            nameplate = code.split("-")[0]
            assert nameplate in await asyncio.to_thread(strangers.nameplates, network.mailbox)
            claimed = await asyncio.to_thread(strangers.claim, network.mailbox, nameplate, False)
            assert claimed["type"] == "claimed", claimed
            try:
                await JoinBridge(servers, code).first()
                raise AssertionError("a claimed code let the friend in")
            except RendezvousError as error:
                assert "crowded" in error.text, error.text
            fresh = ""
            for _ in range(200):  # each round waits for the next event (30 s at most)
                found = [c for w, s, c in told.events if (w, s) == ("invite", 1) and c != code]
                if found:
                    fresh = found[-1]
                    break
                told.changed.clear()
                await asyncio.wait_for(told.changed.wait(), 30)
            assert fresh, told.events
            bridge, client, playing = await seated_by_code(tmp_path, servers, table, told, fresh)
            playing.cancel()
        finally:
            if client is not None:
                await client.close()
            if bridge is not None:
                await bridge.close()
            await doors.close()
            await table.close()

    asyncio.run(asyncio.wait_for(go(), 120))


def test_a_friend_whose_code_a_stranger_holds_is_told_so_and_ends_with_3(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    """``madn join --code`` on a code somebody else claimed on the rendezvous: refused, exit 3,
    with a sentence that says so (docs/cli.md) — it was exit 4, "the rendezvous server
    refused: crowded", which reads as a server that cannot be reached."""
    host = internet_host(peers, tmp_path, network, "ai:random,empty,remote,empty")
    code = invites(host, 2)["2"]
    assert strangers.claim(network.mailbox, code.split("-")[0], pake=False)["type"] == "claimed"
    friend = code_joiner(peers, tmp_path, network, "friend", code, "--ai", "random")
    assert friend.wait(60) == 3, friend.stderr()[-2000:]
    assert f"refused: code {code} is held by somebody else on the rendezvous" in friend.stderr()


def test_a_spectator_gets_no_return_door(tmp_path: Path, network: Network) -> None:
    """A spectator is forgotten the moment its connection ends (docs/protocol.md, "Spectators"),
    so a return door for it could never be used: the doors open none (they opened one for each
    spectator, up to 8 claims on the mailbox, each claimed afresh every 20 s, for nothing)."""
    servers = Servers(network.mailbox, network.relay)

    async def go() -> None:
        table = HostTable(setup_with(1), host_settings(tmp_path))
        await table.open()
        doors = InternetDoors(table, servers)
        client = JoinClient(join_settings(tmp_path, table.port, "Eve", seat=SPECTATE))
        watching = asyncio.ensure_future(client.run())
        try:
            for _ in range(400):
                if any(m.spectator for m in table.state.members.values()):
                    break
                await asyncio.sleep(0.05)
            assert any(m.spectator for m in table.state.members.values())
            doors._look()  # what the doors do every quarter second
            assert not doors.return_doors
        finally:
            watching.cancel()
            await client.close()
            await doors.close()
            await table.close()

    asyncio.run(asyncio.wait_for(go(), 60))
