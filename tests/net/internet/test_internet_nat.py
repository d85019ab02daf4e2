"""A game across the internet between two homes behind NAT (issue 37), in network namespaces the
test makes (tests/net/internet/nat.py): the host in house A, two joiners by code in house B,
the mailbox server and the transit relay on a piece of internet between the homes' routers,
whose internet-facing links delay each packet 50 ms and lose 1 % of them.

What it proves, and how it checks that it proves it:

- the houses cannot reach each other: a listener in each house is reachable from its own house
  (so it listens) and not from the other one (a TCP connection times out);
- both houses reach the rendezvous and the relay through their NAT;
- the host's codes lead the joiners to their seats, and every connection came through the relay
  (the host logs ``somebody came through the code for seat N (->relay:tcp:…)``: magic-wormhole's
  direct hints, the houses' private addresses, lead nowhere);
- the whole game is played over that link, with its delay and loss, to the same ``final`` line on
  every peer.

Skipped, with the reason, where the namespaces cannot be made (not root, no iproute2 or
iptables, namespaces that cannot be entered, no veth pairs or bridges); CI runs as root and
installs both (.ci/run). The namespaces, their iptables rules and every process in them are
removed at the end, also when the test fails.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.net.internet.nat import (
    HOUSE_A,
    HOUSE_B,
    SERVER_ADDRESS,
    Unusable,
    World,
    connect_time,
    connects,
    nat_world,
    wait_reachable,
)
from tests.net.internet.rendezvous import Network, servers
from tests.net.internet.test_internet_processes import invites
from tests.net.processes import Peer

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]

DELAY = 0.05  # seconds, each way on each router's internet link
LOSS = 0.01
GAME_LIMIT = 600.0  # seconds a whole game may take over the slow link on a loaded machine
LISTEN_PORT = 7777
RULES = '{"figures": 1}'  # one figure a seat: a whole game, shorter over the slow link


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    folder = tmp_path / "world"
    folder.mkdir()
    try:
        with nat_world(folder, delay=DELAY, loss=LOSS) as made:
            yield made
    except Unusable as reason:
        pytest.skip(str(reason))


@pytest.fixture
def network(tmp_path: Path, world: World) -> Iterator[Network]:
    """The mailbox server and the relay in the internet namespace, reachable from both houses."""
    folder = tmp_path / "wormhole"
    folder.mkdir()
    with servers(folder, address=SERVER_ADDRESS, prefix=world.prefix(world.internet)) as started:
        for house in (world.house_a, world.house_b):
            wait_reachable(world, house, SERVER_ADDRESS, (4000, 4001))
        yield started


@pytest.fixture
def listeners(world: World) -> Iterator[None]:
    """A TCP listener in each house on its private address (ended after the test, or after
    five minutes at most)."""
    accept = (
        "import socket,time\n"
        f"s=socket.create_server(('0.0.0.0',{LISTEN_PORT}));s.settimeout(1)\n"
        "end=time.monotonic()+300\n"
        "while time.monotonic()<end:\n"
        "  try: s.accept()[0].close()\n"
        "  except TimeoutError: pass\n"
    )
    started = [
        subprocess.Popen([*world.prefix(house), sys.executable, "-c", accept])
        for house in (world.house_a, world.house_b)
    ]
    try:
        yield
    finally:
        for process in started:
            process.kill()
            process.wait(10)


def test_the_houses_behind_nat_cannot_reach_each_other_directly(
    world: World, listeners: None
) -> None:
    for house, address in ((world.house_a, HOUSE_A), (world.house_b, HOUSE_B)):
        wait_reachable(world, house, address, (LISTEN_PORT,))  # it listens: its house reaches it
    assert not connects(world, world.house_b, HOUSE_A, LISTEN_PORT, 3.0), "B reaches A"
    assert not connects(world, world.house_a, HOUSE_B, LISTEN_PORT, 3.0), "A reaches B"


def test_a_game_between_two_houses_behind_nat_goes_through_the_relay(
    tmp_path: Path, world: World, network: Network, listeners: None, peers: list[Peer]
) -> None:
    assert not connects(world, world.house_b, HOUSE_A, LISTEN_PORT, 3.0), "B reaches A"
    for house in (world.house_a, world.house_b):  # the link delays (a SYN out of the house)
        assert connect_time(world, house, SERVER_ADDRESS, 4001) >= DELAY
    seats = "ai:random,remote,remote,ai:random"
    host_args = ["host", "--seats", seats, "--headless", "--internet", *network.args()]
    host_args += ["--rules", RULES, "--seed", "5"]
    host = Peer(tmp_path, "host", host_args, prefix=world.prefix(world.house_a))
    peers.append(host)
    codes = invites(host, 3, 120.0)
    joiners = []
    for seat in ("1", "2"):
        args = ["join", "--code", codes[seat], "--headless", *network.args(), "--ai", "random"]
        joiner = Peer(tmp_path, f"joiner{seat}", args, prefix=world.prefix(world.house_b))
        peers.append(joiner)
        joiners.append(joiner)
    for number in (1, 2):
        came = host.wait_for(rf"somebody came through the code for seat {number} \(([^)]*)\)", 120)
        assert came.group(1) == f"->relay:tcp:{SERVER_ADDRESS}:4001", came.group(0)
    for peer in (host, *joiners):
        assert peer.wait(GAME_LIMIT) == 0, f"{peer.name}:\n{peer.stderr()[-3000:]}"
    finals = {peer.final() for peer in (host, *joiners)}
    assert len(finals) == 1, finals
    assert "seat 1" in joiners[0].stderr() and "seat 2" in joiners[1].stderr()
    assert not re.search(r"->tcp:", host.stderr()), "a direct connection between the houses"
