"""Spectators on admission, with fake connections and no sockets (issue 34; docs/protocol.md
"Handshake"): a spectator's name (or "spectator" and its id), ``full`` when no id is left, and a
running game's log and status for one who comes to watch it.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, cast

import pytest

from net.host.table import HostTable
from net.protocol.handshake import host_proof
from net.protocol.messages import SPECTATE, Accept, ServerHello
from net.protocol.wire import Connection
from tests.net.host.admission_support import (
    ADDRESS,
    NONCE,
    FakeConn,
    Gate,
    a_hello,
    member_of,
    on_loop,
    person,
    proved,
    refusals,
    refused_with,
    running,
    shake,
    table_of,
)

pytestmark = pytest.mark.timeout(60)


@pytest.mark.parametrize(("sent", "kept"), [("  Eve ", "Eve"), ("\u202e", "spectator 16")])
def test_a_spectator_watches_with_its_name_or_spectator_and_its_id(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, sent: str, kept: str
) -> None:
    async def script() -> tuple[HostTable, Any, FakeConn]:
        table = table_of(tmp_path, pin="4711")
        table.room.pins = Gate(True)  # type: ignore[assignment]
        conn = FakeConn(None)

        async def receive_raw() -> Any:
            (server,) = conn.of(ServerHello)
            proof = proved(server.nonce, table, "4711")
            return a_hello(seat=SPECTATE, name=sent, proof=proof)

        conn.receive_raw = receive_raw  # type: ignore[method-assign]
        member = await table.admission.handshake(cast(Connection, conn), ADDRESS)
        return table, member, conn

    with caplog.at_level(logging.INFO, logger="madn.net.host"):
        table, member, conn = on_loop(script)
    assert (member.peer, member.name, member.seats, member.spectator) == (16, kept, (), True)
    assert member.address == ADDRESS and len(member.token) == 16 and member.conn is conn
    assert table.members[16] is member and table.owners == [0, -1, 0, 0]
    assert conn.label == f"{kept} (spectator 16)"
    (server,) = conn.of(ServerHello)
    (accept,) = conn.of(Accept)
    assert (accept.peer, accept.seats, accept.token) == (16, (), member.token)
    assert accept.proof == host_proof("4711", server.nonce, NONCE, table.table_id)
    assert f"{kept} (spectator 16) watches" in [r.getMessage() for r in caplog.records]


def test_a_spectator_without_an_id_left_is_refused_full(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, max_spectators=100)
        table.state.members = {p: member_of(p, True) for p in range(16, 64)}
        member, conn = await shake(table, a_hello(seat=SPECTATE))
        text = "table full: no room for more spectators"
        assert member is None and refused_with(conn) == ("full", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


def test_a_spectator_of_a_running_game_gets_the_log_and_is_in_the_status(
    tmp_path: Path,
) -> None:
    async def script() -> None:
        table = await running(tmp_path)
        session = table.session
        assert session is not None
        before = len(person(table).statuses)
        _, conn = await shake(table, a_hello(seat=SPECTATE, name="Eve"), "10.0.0.9")
        (accept,) = conn.of(Accept)
        assert accept.inputs == session.next_seq and accept.seats == ()
        assert [type(m).__name__ for m in conn.sent[2:]] == ["Log", "Status"]
        assert len(person(table).statuses) == before + 1
        assert [p.peer for p in person(table).statuses[-1]] == [0, 1, 16]
        assert refusals(table) == []

    on_loop(script)
