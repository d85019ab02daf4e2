"""Griefers against a host in this process on real loopback sockets (docs/protocol.md "Peer
ids", "A friend who comes late", "Spectators"): late arrivals who take a computer's seat and leave
at once, from several source addresses, do not use up the peer ids nor keep a friend out, and
each address's takes are limited; a flood of spectators coming and going writes a few log lines.
Raw clients (tests/net/raw.py) from 127.0.0.2 and up; the friend is a real JoinClient on
127.0.0.1. Every wait is bounded."""

from __future__ import annotations

import asyncio
import logging
import secrets
from pathlib import Path
from typing import Any

import pytest

from net.host import take_limit
from net.host.table import HostTable
from net.join.client import JoinClient
from net.lockstep.session import Session
from net.protocol.messages import MAX_PEERS, TakeInput
from net.store import KeepFile, KeptMember, latest_kept
from tests.net.peers import (
    finish,
    host_settings,
    hosted,
    join_settings,
    run,
    setup_with,
    spawn,
    until,
)
from tests.net.raw import RawPeer

pytestmark = pytest.mark.timeout(120)

HOST_LOG = "madn.net.host"


def takes(session: Session) -> list[TakeInput]:
    return [e.i for e in session.log if isinstance(e.i, TakeInput)]


async def take_and_leave(port: int, source: str) -> dict[str, Any]:
    """A late arrival from ``source`` that takes the first computer's seat and says bye as soon
    as its take is numbered; the host's answer to its hello when it is no ``accept``."""
    peer = await RawPeer.open(port, source)
    try:
        _, answer = await peer.join(seat=-1, name="griefer")
        if answer["t"] != "accept":
            assert isinstance(answer, dict)
            return answer
        me = answer["peer"]
        peer.send({"t": "commit", "anchor": secrets.token_bytes(32), "length": 16, "first": 0})
        while True:
            frame = await peer.frame(10.0)
            i = frame.get("i") if frame["t"] == "input" else None
            if i is not None and i["k"] == "take" and i["peer"] == me:
                break
        # Bye, then the end of our stream, and read until the host closes: closing at once
        # with unread frames would reset the connection, and the host might not read the bye.
        peer.send({"t": "bye", "reason": "bored"})
        peer.writer.write_eof()
        async with asyncio.timeout(10.0):
            while await peer.reader.read(1 << 16):
                pass
        assert isinstance(answer, dict)
        return answer
    finally:
        peer.close()


def test_take_and_leave_does_not_use_up_the_peer_ids_and_is_limited_per_address(
    tmp_path: Path,
) -> None:
    per_address = take_limit.TAKES_PER_ADDRESS
    sources = [f"127.0.0.{n}" for n in range(2, 7)]  # five addresses: 20 takes, more than 15 ids

    async def game() -> None:
        settings = host_settings(tmp_path, late_join=True, pace=0.01, timeout=30.0)
        async with hosted(setup_with(1), settings) as table:
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            tasks = [ben]
            try:
                await until(lambda: table.session is not None and table.session.next_seq > 10)
                session = table.session
                assert session is not None
                for source in sources:
                    for _ in range(per_address):
                        answer = await take_and_leave(table.port, source)
                        assert answer["t"] == "accept", answer
                # Each griefer's take is numbered and it is dropped at once: its seat is the
                # computer's again.
                await until(lambda: len(takes(session)) == len(sources) * per_address)
                assert len(takes(session)) > MAX_PEERS - 1  # more takes than player ids
                assert {t.peer for t in takes(session)} <= set(range(2, MAX_PEERS))
                # A fifth take from one address is refused, saying when it may try again.
                refusal = await take_and_leave(table.port, sources[0])
                assert refusal["t"] == "refuse" and refusal["reason"] == "running", refusal
                assert "seats were taken from your address" in refusal["text"]
                assert "try again in" in refusal["text"]
                # A friend on another address still gets a seat.
                await until(lambda: bool(table.lobby.late_seats()))
                former = {t.peer for t in takes(session)}
                friend = JoinClient(join_settings(tmp_path, table.port, "friend"))
                tasks.append(spawn(friend.run()))
                await until(lambda: any(t.name == "friend" for t in takes(session)))
                await until(lambda: bool(friend.seats))  # the friend's side saw its take
                peer = friend.state.peer
                assert peer in former  # a griefer's id, which plays no seat any more
                assert session.seats_of(peer) == friend.seats
                # The friend plays: its seat's decisions and its reveals are numbered as its.
                seq = session.next_seq
                await until(
                    lambda: any(
                        getattr(e.i, "peer", None) == peer and e.i.to_wire()["k"] != "take"
                        for e in session.log[seq:]
                    )
                )
            finally:
                for task in tasks:
                    task.cancel()
                await finish(tasks)

    run(game, 90.0)


def test_a_resumed_table_knows_the_last_holder_of_a_reused_id(tmp_path: Path) -> None:
    sources = [f"127.0.0.{n}" for n in range(2, 6)]  # 16 takes: ids 2 and 3 are used twice

    async def game() -> None:
        settings = host_settings(tmp_path, late_join=True, pace=0.01, timeout=30.0)
        table = HostTable(setup_with(1), settings)
        port = await table.open()
        ben = spawn(JoinClient(join_settings(tmp_path, port, "ben")).run())
        try:
            await until(lambda: table.session is not None and table.session.next_seq > 10)
            session = table.session
            assert session is not None
            tokens: dict[int, bytes] = {}  # each id's last holder's token
            for source in sources:
                for _ in range(take_limit.TAKES_PER_ADDRESS):
                    answer = await take_and_leave(port, source)
                    assert answer["t"] == "accept", answer
                    tokens[answer["peer"]] = answer["token"]
            await until(lambda: len(takes(session)) == 16)
            reused = [p for p in tokens if sum(t.peer == p for t in takes(session)) > 1]
            assert reused
        finally:
            await table.close()
            ben.cancel()
            await finish([ben])
        kept = latest_kept(settings.data)
        assert kept is not None
        # The host went down after keeping a newcomer's token for a reused id, before its take.
        keep = KeepFile(kept)
        keep.member(KeptMember(reused[0], "ghost", b"g" * 16, (0,)))
        keep.close()
        again = HostTable.resume(kept, host_settings(tmp_path, port=port, late_join=True))
        assert {p: m.token for p, m in again.members.items() if m.came_late} == tokens
        assert again.session is not None and again.session.next_seq == session.next_seq

    run(game, 60.0)


async def come_and_go(port: int, source: str) -> str:
    peer = await RawPeer.open(port, source)
    try:
        _, answer = await peer.join(seat=-2, name="watcher")
        return str(answer["t"])
    finally:
        peer.close()


def test_a_flood_of_spectators_coming_and_going_writes_a_few_log_lines(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    sources = [f"127.0.0.{n}" for n in range(2, 5)]
    rounds, at_once = 50, 6  # 300 spectators, never more than the table's 8 at once

    async def flood() -> list[str]:
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            caplog.clear()
            answers: list[str] = []
            for round_ in range(rounds):
                answers += await asyncio.gather(
                    *(come_and_go(table.port, sources[(round_ + n) % 3]) for n in range(at_once))
                )
                await until(lambda: not table.members, 5.0)
            return answers

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        answers = run(flood, 60.0)
    assert answers == ["accept"] * rounds * at_once
    lines = [r.getMessage() for r in caplog.records if r.name == HOST_LOG]
    spectators = [line for line in lines if "watch" in line or "spectator" in line]
    assert len(lines) <= 20, lines
    # The first coming and going of each address is written, then they are counted.
    assert sum(" watches" in line for line in spectators) == len(sources)
    assert sum("stopped watching" in line for line in spectators) == len(sources)
    (counted,) = [line for line in spectators if "came and" in line]
    came = rounds * at_once - len(sources)
    assert counted.startswith(f"{came} spectators came and {came} went in the last 10 s"), counted
    assert "(from 3 addresses)" in counted
