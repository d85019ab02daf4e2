"""``madn host --internet`` and ``madn join --code`` as real processes, through a local mailbox
server and transit relay (docs/cli.md, docs/internet.md)."""

from __future__ import annotations

import re
import time
from pathlib import Path

from tests.net.internet.rendezvous import Network
from tests.net.processes import Peer

INVITE = re.compile(r"^invite (\d|watch) (\S+)$", re.MULTILINE)


def internet_host(peers: list[Peer], tmp: Path, network: Network, seats: str, *extra: str) -> Peer:
    args = ["host", "--seats", seats, "--headless", "--internet", *network.args(), *extra]
    peer = Peer(tmp, "host", args)
    peers.append(peer)
    return peer


def invites(host: Peer, count: int, limit: float = 60.0) -> dict[str, str]:
    """The first code printed for each seat, once ``count`` seats have one."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        found: dict[str, str] = {}
        for seat, code in INVITE.findall(host.out.read_text(encoding="utf-8")):
            found.setdefault(seat, code)
        if len(found) >= count:
            return found
        if host.process.poll() is not None:
            break
        time.sleep(0.05)
    raise AssertionError(f"no {count} invite lines:\n{host.stderr()[-3000:]}")


def code_joiner(
    peers: list[Peer], tmp: Path, network: Network, name: str, code: str, *extra: str
) -> Peer:
    args = ["join", "--code", code, "--headless", *network.args(), *extra]
    peer = Peer(tmp, name, args)
    peers.append(peer)
    return peer


def test_a_game_of_a_host_and_two_joiners_by_code_ends_the_same_everywhere(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    seats = "ai:random,remote,remote,ai:random"
    host = internet_host(peers, tmp_path, network, seats, "--seed", "3")
    codes = invites(host, 3)
    assert set(codes) == {"1", "2", "watch"}
    assert all(re.fullmatch(r"\d+-[a-z]+-[a-z]+", c) for c in codes.values()), codes
    one = code_joiner(peers, tmp_path, network, "one", codes["1"].upper(), "--ai", "random")
    spoken = codes["2"].replace("-", " ")
    two = code_joiner(peers, tmp_path, network, "two", spoken, "--ai", "random")
    watcher = code_joiner(peers, tmp_path, network, "watcher", codes["watch"], "--watch")
    for peer in (host, one, two, watcher):
        assert peer.wait(180) == 0, peer.stderr()[-3000:]
    finals = {peer.final() for peer in (host, one, two, watcher)}
    assert len(finals) == 1, finals
    assert "seat 1" in one.stderr() and "seat 2" in two.stderr()
