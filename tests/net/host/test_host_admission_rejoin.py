"""A rejoin with the player token, with fake connections and no sockets (issue 34;
docs/protocol.md "Handshake"): an unknown token refused in a running game and ignored in the
lobby, a known one replacing the old connection, a missing player no longer missing, a dropped
one given its seats back with the log, one not dropped not returned.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import cast

import pytest

from net.lockstep.session import Session
from net.protocol.messages import (
    SPECTATE,
    Accept,
    Input,
    InputFrame,
    Lobby,
    Log,
    ReturnInput,
    ServerHello,
    Status,
)
from net.protocol.wire import Connection
from tests.net.host.admission_support import (
    ADDRESS,
    FakeConn,
    a_hello,
    on_loop,
    person,
    refusals,
    refused_with,
    running,
    shake,
    table_of,
)
from tests.net.peers import setup_with

pytestmark = pytest.mark.timeout(60)


def test_an_unknown_token_is_refused_in_a_running_game_and_ignored_in_the_lobby(
    tmp_path: Path,
) -> None:
    async def script() -> None:
        lobby = table_of(tmp_path)
        member, conn = await shake(lobby, a_hello(token=b"t" * 16))
        assert member is not None and member.token != b"t" * 16 and conn.of(Accept)
        table = await running(tmp_path, late_join=True)
        member, conn = await shake(table, a_hello(token=b"t" * 16, seat=SPECTATE))
        text = "this table does not know your player token (another game?)"
        assert member is None and refused_with(conn) == ("token", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


def test_a_known_token_rejoins_in_the_lobby_replacing_the_old_connection(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def script() -> None:
        table = table_of(tmp_path, setup_with(2))
        ben, old = await shake(table, a_hello(seat=2, name="Ben"))
        lobbies = len(person(table).lobbies)
        again, new = await shake(table, a_hello(token=ben.token, seat=1, name="Other"), "10.0.0.8")
        assert again is ben and ben.conn is new and ben.seats == (2,) and ben.name == "Ben"
        assert old.closed == ("replaced by a new connection of the same player", True)
        assert new.closed is None and new.label == "Ben (peer 1)"
        (accept,) = new.of(Accept)
        assert (accept.peer, accept.seats, accept.token) == (1, (2,), ben.token)
        assert [type(m) for m in new.sent] == [ServerHello, Accept, Lobby, Lobby]
        assert len(person(table).lobbies) == lobbies + 1  # the lobby is told again
        assert list(table.members) == [1] and table.owners == [0, -1, 1, 0]

    with caplog.at_level(logging.INFO, logger="madn.net.host"):
        on_loop(script)
    assert "Ben (peer 1) is back" in [r.getMessage() for r in caplog.records]


def test_a_missing_player_who_rejoins_is_no_longer_missing(tmp_path: Path) -> None:
    async def script() -> None:
        table = await running(tmp_path, timeout=30.0)
        session = table.session
        assert session is not None
        ben = table.members[1]
        table.takeover.start_missing(ben)
        timer = ben.missing
        assert timer is not None
        statuses = len(person(table).statuses)
        again, conn = await shake(table, a_hello(token=ben.token))
        assert again is ben and ben.conn is conn and ben.missing is None
        assert timer.cancelled()
        (accept,) = conn.of(Accept)
        assert accept.inputs == session.next_seq and accept.seats == (1,)
        assert logged(conn) == accept.inputs
        assert not session.peers[1].dropped and returns(session) == []
        assert len(person(table).statuses) == statuses + 1
        assert person(table).statuses[-1][1].connected  # Ben, connected again
        assert person(table).lobbies == [] or session is not None

    on_loop(script)


def test_a_dropped_player_who_rejoins_gets_its_seats_back(tmp_path: Path) -> None:
    async def script() -> None:
        table = await running(tmp_path, timeout=30.0)
        session = table.session
        assert session is not None
        ben = table.members[1]
        table.takeover.drop(ben, "gone")
        assert session.peers[1].dropped and session.controller(1) == 0
        again, conn = await shake(table, a_hello(token=ben.token))
        assert again is ben and not session.peers[1].dropped
        assert session.controller(1) == 1
        assert returns(session) == [ReturnInput(1)]  # numbered, sent live after the log
        (accept,) = conn.of(Accept)
        assert logged(conn) == accept.inputs
        assert ReturnInput(1) in [m.i for m in conn.sent if isinstance(m, InputFrame)]
        assert conn.of(Status)

    on_loop(script)


def test_a_player_who_rejoins_without_being_dropped_is_not_returned(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def script() -> None:
        table = await running(tmp_path)
        session = table.session
        assert session is not None
        ben = table.members[1]
        old = FakeConn(None)
        ben.conn = cast(Connection, old)
        again, conn = await shake(table, a_hello(token=ben.token))
        assert again is ben and ben.conn is cast(Connection, conn) and returns(session) == []
        assert old.closed == ("replaced by a new connection of the same player", True)
        assert person(table).lobbies == []  # a running game has no lobby

    with caplog.at_level(logging.INFO, logger="madn.net.host"):
        on_loop(script)
    assert "Ben (peer 1) is back" in [r.getMessage() for r in caplog.records]
    assert [r.getMessage() for r in caplog.records if "return" in r.getMessage()] == []


def returns(session: Session) -> list[Input]:
    return [e.i for e in session.log if isinstance(e.i, ReturnInput)]


def logged(conn: FakeConn) -> int:
    """How many inputs the log frames ``conn`` was sent hold (each frame from the one before
    on)."""
    count = 0
    for frame in conn.of(Log):
        assert frame.first == count
        count += len(frame.entries)
    return count
