"""The host's admission of a hello in the lobby, at its boundaries (issue 34; docs/protocol.md
"Handshake"), with an in-process host and raw connections on loopback: exactly the spectator
limit watches and one more is refused ``full``; the seat asked for, the first open one, or
``seat``/``full``; the rules the table plays or ``rules``; the PIN's proof; the name cleaned."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from net.host.table import HostTable
from net.protocol.handshake import host_proof, join_proof
from net.protocol.messages import SPECTATE, rules_text
from tests.net.peers import host_settings, hosted, run, setup_with, until
from tests.net.raw import RawPeer, hello

pytestmark = pytest.mark.timeout(60)


def at_table(
    tmp_path: Path, remote: int, script: Callable[[HostTable], Awaitable[Any]], **settings: Any
) -> Any:
    async def table() -> Any:
        async with hosted(setup_with(remote), host_settings(tmp_path, **settings)) as host:
            return await script(host)

    return run(table)


async def answer(host: HostTable, peers: list[RawPeer], pin: str = "", **fields: Any) -> Any:
    """Send a hello with ``fields`` changed (and the proof of ``pin``); the answer. The
    connection stays open in ``peers``."""
    peer = await RawPeer.open(host.port)
    peers.append(peer)
    server = await peer.frame()
    proof = join_proof(pin, server["nonce"], b"j" * 16, server["table"]) if pin else b""
    peer.send_bytes(hello(nonce=b"j" * 16, proof=proof, **fields))
    reply = await peer.frame()
    while reply["t"] == "ping":
        reply = await peer.frame()
    return reply


def close(peers: list[RawPeer]) -> None:
    for peer in peers:
        peer.close()


@pytest.mark.parametrize("limit", [1, 3])
def test_exactly_the_spectator_limit_watches(tmp_path: Path, limit: int) -> None:
    async def script(host: HostTable) -> list[Any]:
        peers: list[RawPeer] = []
        replies = [await answer(host, peers, seat=SPECTATE) for _ in range(limit + 1)]
        close(peers)
        return replies

    replies = at_table(tmp_path, 1, script, max_spectators=limit)
    assert [r["t"] for r in replies] == ["accept"] * limit + ["refuse"]
    assert [r["peer"] for r in replies[:limit]] == list(range(16, 16 + limit))
    assert replies[-1]["reason"] == "full"
    assert replies[-1]["text"] == "table full: no room for more spectators"


def test_the_documented_spectator_limit_is_eight() -> None:
    assert host_settings(Path("/nonexistent")).max_spectators == 8


def test_seats_the_asked_the_first_open_and_refuses_the_rest(tmp_path: Path) -> None:
    async def script(host: HostTable) -> list[Any]:
        peers: list[RawPeer] = []
        replies = [
            await answer(host, peers, seat=0),  # the host's AI seat: not open
            await answer(host, peers, seat=-1),  # the first open one of 1, 2, 3: 1
            await answer(host, peers, seat=3),  # open: taken
            await answer(host, peers, seat=3),  # no longer open
            await answer(host, peers, seat=-1),  # the first open one: 2
            await answer(host, peers, seat=-1),  # none left
        ]
        close(peers)
        return replies

    replies = at_table(tmp_path, 3, script)
    assert [(r["t"], r.get("reason")) for r in replies] == [
        ("refuse", "seat"),
        ("accept", None),
        ("accept", None),
        ("refuse", "seat"),
        ("accept", None),
        ("refuse", "full"),
    ]
    assert replies[0]["text"] == "seat 0 is not open (open: [1, 2, 3])"
    assert replies[3]["text"] == "seat 3 is not open (open: [2])"
    accepted = [replies[1], replies[2], replies[4]]
    assert [list(r["seats"]) for r in accepted] == [[1], [3], [2]]
    assert [r["peer"] for r in accepted] == [1, 2, 3]
    assert replies[5]["text"] == "table full: every seat is taken"


def test_the_rules_asked_for_must_be_the_tables(tmp_path: Path) -> None:
    ours = rules_text(setup_with(1).rules)

    async def script(host: HostTable) -> list[Any]:
        peers: list[RawPeer] = []
        replies = [await answer(host, peers, rules="fc,ro:4")]
        replies.append(await answer(host, peers, rules=ours))
        close(peers)
        return replies

    other, same = at_table(tmp_path, 1, script)
    assert (other["t"], other["reason"]) == ("refuse", "rules")
    assert other["text"] == f"the table plays other rules ({ours}) than asked (fc,ro:4)"
    assert same["t"] == "accept"


def test_a_pin_table_wants_the_proof(tmp_path: Path) -> None:
    async def script(host: HostTable) -> list[Any]:
        peers: list[RawPeer] = []
        server = await (p := await RawPeer.open(host.port)).frame()
        peers.append(p)
        p.close()
        replies = [await answer(host, peers)]  # no proof at all
        right = await RawPeer.open(host.port)
        peers.append(right)
        server, reply = await right.join(pin="4711")
        replies.append((server, reply))
        close(peers)
        return replies

    missing, (server, right) = at_table(tmp_path, 1, script, pin="4711")
    assert (missing["t"], missing["reason"]) == ("refuse", "pin")
    assert missing["text"] == "this table needs a PIN"
    assert server["pin"] is True and right["t"] == "accept"
    assert right["proof"] == host_proof("4711", server["nonce"], b"j" * 16, server["table"])


def test_a_table_without_a_pin_sends_an_empty_proof(tmp_path: Path) -> None:
    async def script(host: HostTable) -> Any:
        peers: list[RawPeer] = []
        reply = await answer(host, peers, pin="4711")  # a proof the table ignores
        close(peers)
        return reply

    reply = at_table(tmp_path, 1, script)
    assert reply["t"] == "accept" and reply["proof"] == b""


@pytest.mark.parametrize(
    ("sent", "kept"),
    [("\u202eBen\u2066", "Ben"), ("  Ben   Hur ", "Ben Hur"), ("\u202e\u2066 ", None)],
)
def test_the_name_is_cleaned_and_an_empty_one_is_the_seats(
    tmp_path: Path, sent: str, kept: str | None
) -> None:
    """``kept`` None: nothing is left, the seat's name is used."""

    async def script(host: HostTable) -> Any:
        peers: list[RawPeer] = []
        reply = await answer(host, peers, name=sent)
        names = {m.peer: m.name for m in host.members.values()}
        close(peers)
        return reply, names

    reply, names = at_table(tmp_path, 1, script)
    expected = setup_with(1).name(1) if kept is None else kept
    assert reply["t"] == "accept" and names[reply["peer"]] == expected


def test_a_seated_joiner_who_says_bye_leaves_its_seat_open(tmp_path: Path) -> None:
    async def script(host: HostTable) -> tuple[Any, Any]:
        peers: list[RawPeer] = []
        first = await answer(host, peers, seat=1)
        assert host.owners[1] == first["peer"]
        peers[0].send({"t": "bye", "reason": "leaving"})
        await until(lambda: host.owners[1] == -1 and not host.members, 5.0)
        again = await answer(host, peers, seat=1)
        close(peers)
        return first, again

    first, again = at_table(tmp_path, 1, script)
    assert first["t"] == again["t"] == "accept" and list(again["seats"]) == [1]


def test_a_malformed_message_of_a_seated_joiner_closes_it_naming_the_player(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def script(host: HostTable) -> Any:
        peers: list[RawPeer] = []
        await answer(host, peers, seat=1, name="Ben")
        peers[0].send({"t": "ping"})  # read and answered by nothing: the next one is read too
        peers[0].send({"t": "teleport"})
        reply = await peers[0].frame()
        while reply["t"] != "bye":  # a lobby or a ping may come first
            reply = await peers[0].frame()
        await until(lambda: host.owners[1] == -1, 5.0)
        close(peers)
        return reply

    with caplog.at_level(logging.INFO, logger="madn.net.host"):
        bye = at_table(tmp_path, 1, script)
    reason = "bad message: unknown message type 'teleport'"
    assert bye["reason"] == reason
    assert f"refused a frame from Ben (peer 1): {reason}; its connection is closed" in [
        r.getMessage() for r in caplog.records
    ]


def test_a_silent_joiner_is_pinged_every_interval_then_cut(tmp_path: Path) -> None:
    """ping 0.1 s: pings come while it says nothing, and after three intervals of silence (0.3
    s; bounded here by 2 s, a wide margin on a loaded machine) the host closes the connection
    and opens the seat again."""

    async def script(host: HostTable) -> tuple[list[str], float]:
        peers: list[RawPeer] = []
        await answer(host, peers, seat=1)
        start = asyncio.get_running_loop().time()
        kinds: list[str] = []
        try:
            while True:
                kinds.append((await peers[0].frame())["t"])
        except EOFError:
            pass
        cut = asyncio.get_running_loop().time() - start
        await until(lambda: host.owners[1] == -1, 5.0)
        close(peers)
        return kinds, cut

    kinds, cut = at_table(tmp_path, 1, script, ping=0.1)
    assert kinds.count("ping") >= 2, kinds
    assert cut < 2.0
