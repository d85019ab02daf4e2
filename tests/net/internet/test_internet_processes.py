"""``madn host --internet`` and ``madn join --code`` as real processes, through a local mailbox
server and transit relay (docs/cli.md, docs/internet.md)."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from tests.net.internet.rendezvous import Network, servers
from tests.net.processes import Peer

# Whole games of real processes through the local rendezvous: the suite's long tests.
pytestmark = pytest.mark.slow

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


def _other_words(code: str) -> str:
    """``code`` with its second word changed for another word of the list: a wrong guess."""
    number, first, second = code.split("-")
    other = "aardvark" if second != "aardvark" else "absurd"
    return f"{number}-{first}-{other}"


def test_a_wrong_code_ends_the_joiner_with_3_and_the_host_makes_a_new_code(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    host = internet_host(peers, tmp_path, network, "ai:random,empty,remote,empty", "--seed", "5")
    first = invites(host, 2)["2"]
    guess = code_joiner(peers, tmp_path, network, "guess", _other_words(first), "--ai", "random")
    assert guess.wait(60) == 3
    assert "wrong" in guess.stderr()
    host.wait_for(r"somebody tried a wrong code for seat 2: a new code follows", 30)
    deadline = time.monotonic() + 60
    while True:
        fresh = [c for s, c in INVITE.findall(host.out.read_text()) if s == "2" and c != first]
        if fresh or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert fresh, host.out.read_text()
    friend = code_joiner(peers, tmp_path, network, "friend", fresh[-1], "--ai", "random")
    assert friend.wait(120) == 0, friend.stderr()[-3000:]
    assert host.wait(60) == 0
    assert friend.final() == host.final()


def test_a_used_code_ends_the_joiner_with_3_and_a_sentence(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    host = internet_host(
        peers,
        tmp_path,
        network,
        "ai:random,remote,remote,ai:random",
        "--seed",
        "7",
        "--pace",
        "0.05",
    )
    codes = invites(host, 3)
    first = code_joiner(peers, tmp_path, network, "first", codes["1"], "--ai", "random")
    host.wait_for(r"the code for seat 1 was used", 60)
    again = code_joiner(
        peers, tmp_path, network, "again", codes["1"], "--ai", "random", "--code-wait", "5"
    )
    assert again.wait(60) == 3
    text = again.stderr()
    assert "refused:" in text and ("used already" in text), text
    second = code_joiner(peers, tmp_path, network, "second", codes["2"], "--ai", "random")
    for peer in (host, first, second):
        assert peer.wait(180) == 0, peer.stderr()[-3000:]
    assert first.final() == second.final() == host.final()


def test_a_joiner_whose_connection_is_cut_comes_back_without_a_new_code(
    tmp_path: Path, peers: list[Peer]
) -> None:
    """Every byte through the relay (``--relay-only``); the relay is killed mid-game and started
    again on its port: the joiner comes back through its return code, and the game ends the
    same on both sides."""
    folder = tmp_path / "wormhole"
    folder.mkdir()
    with servers(folder) as network:
        seats = "ai:random,empty,remote,empty"
        extra = ["--relay-only"]
        host = internet_host(
            peers,
            tmp_path,
            network,
            seats,
            "--seed",
            "9",
            "--pace",
            "0.05",
            "--timeout",
            "90",
            *extra,
        )
        code = invites(host, 2)["2"]
        joiner = code_joiner(peers, tmp_path, network, "joiner", code, "--ai", "random", *extra)
        host.wait_for(r"came through the code for seat 2 \(->relay", 60)
        host.wait_for(r"command 250", 120)
        network.stop_relay()
        host.wait_for(r"missing|waiting for", 60)
        network.start_relay()
        host.wait_for(r"came back through its return code \(->relay", 90)
        for peer in (host, joiner):
            assert peer.wait(180) == 0, peer.stderr()[-3000:]
        assert joiner.final() == host.final()


def a_game_under_way(
    peers: list[Peer], tmp: Path, network: Network, seed: str
) -> tuple[Peer, Peer, str]:
    """A host (seat 0 its computer's, seat 2 a friend's by code, a missing player waited for
    90 s) and its friend, 250 commands into their game: the host, the friend, the code."""
    host = internet_host(
        peers, tmp, network, "ai:random,empty,remote,empty", "--seed", seed, "--pace", "0.05",
        "--timeout", "90",
    )  # fmt: skip
    code = invites(host, 2)["2"]
    joiner = code_joiner(peers, tmp, network, "joiner", code, "--ai", "random")
    host.wait_for(r"command 250", 120)
    return host, joiner, code


def test_a_host_killed_and_resumed_finds_its_joiner_again_through_the_rendezvous(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    first, joiner, _ = a_game_under_way(peers, tmp_path, network, "11")
    first.process.kill()
    first.process.wait(10)
    again = Peer(
        tmp_path, "host", ["host", "--headless", "--resume", "--internet", *network.args()]
    )
    peers.append(again)
    again.wait_for(r"resumed table", 30)
    again.wait_for(r"came back through its return code", 90)
    for peer in (again, joiner):
        assert peer.wait(180) == 0, peer.stderr()[-3000:]
    assert joiner.final() == again.final()


def test_a_late_friend_takes_a_computers_seat_by_its_code(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    seats = "ai:random,ai:random,ai:random,ai:random"
    host = internet_host(
        peers, tmp_path, network, seats, "--seed", "13", "--pace", "0.03", "--late-join"
    )
    codes = invites(host, 5)  # every seat the computer plays, and a spectator's
    assert set(codes) == {"0", "1", "2", "3", "watch"}
    late = code_joiner(peers, tmp_path, network, "late", codes["2"], "--ai", "random")
    assert late.wait(240) == 0, late.stderr()[-3000:]
    assert host.wait(60) == 0
    lines = late.out.read_text(encoding="utf-8").splitlines()
    assert re.fullmatch(r"took seat 2 from the computer at input \d+", lines[-2]), lines
    assert late.final() == host.final()


def test_a_joiner_killed_and_started_again_with_its_spent_code_comes_back_to_its_seat(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    host, first, code = a_game_under_way(peers, tmp_path, network, "17")
    first.process.kill()
    first.process.wait(10)
    host.wait_for(r"missing: Carla", 60)
    again = code_joiner(peers, tmp_path, network, "joiner", code, "--ai", "random")
    again.wait_for(r"this code brought us in before", 30)
    host.wait_for(r"Carla \(peer 1\) is back", 90)
    for peer in (host, again):
        assert peer.wait(180) == 0, peer.stderr()[-3000:]
    assert again.final() == host.final()


def test_the_commands_as_the_contract_writes_them_need_no_headless_and_no_level(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    """``madn host --seats … --internet`` and ``madn join --code CODE`` alone (docs/cli.md): no
    ``--headless`` (there is no window to open by code), and the code decides what a joiner
    without ``--ai`` or ``--watch`` does — a seat's code plays at the default level, a
    spectator's code watches."""
    seats, rules = "ai:random,empty,remote,empty", '{"figures": 1}'
    args = ["host", "--seats", seats, "--internet", "--rules", rules, *network.args()]
    host = Peer(tmp_path, "host", args)
    peers.append(host)
    codes = invites(host, 2)
    watcher = Peer(tmp_path, "watcher", ["join", "--code", codes["watch"], *network.args()])
    peers.append(watcher)
    host.wait_for(r"the code for watching was used", 60)
    player = Peer(tmp_path, "player", ["join", "--code", codes["2"], *network.args()])
    peers.append(player)
    for peer in (host, player, watcher):
        assert peer.wait(180) == 0, peer.stderr()[-3000:]
    assert host.final() == player.final() == watcher.final()
    assert "seat 2" in player.stderr() and "watch" in watcher.stderr()
