"""Seats in the lobby on admission, with fake connections and no sockets (issue 34;
docs/protocol.md "Handshake"): the seat asked for or the first open one, ``seat`` and ``full``
refusals, and what a seated joiner is (its token, name, address, the lobby told, the accept with
the table's settings).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, cast

import pytest

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from net.protocol.messages import Accept, Lobby, ServerHello
from net.protocol.wire import Connection
from tests.net.host.admission_support import (
    ADDRESS,
    FakeConn,
    a_hello,
    member_of,
    on_loop,
    person,
    refusals,
    refused_with,
    shake,
    table_of,
)
from tests.net.peers import setup_with

pytestmark = pytest.mark.timeout(60)


def remote_first() -> Setup:
    """Seat 0 and 2 remote, 1 and 3 the computer's."""
    ai = Seat.ai("random", "Dario")
    return Setup(Rules(), (Seat(SeatKind.REMOTE, ""), ai, Seat(SeatKind.REMOTE, ""), ai))


@pytest.mark.parametrize(("asked", "seat"), [(-1, 0), (0, 0), (2, 2)])
def test_the_seat_asked_for_or_the_first_open_one(tmp_path: Path, asked: int, seat: int) -> None:
    async def script() -> None:
        table = table_of(tmp_path, remote_first())
        assert table.admission.open_remote_seats() == [0, 2]
        member, conn = await shake(table, a_hello(seat=asked))
        (accept,) = conn.of(Accept)
        assert member.seats == (seat,) and accept.seats == (seat,)
        assert table.owners[seat] == member.peer
        assert table.admission.open_remote_seats() == [2 - seat]

    on_loop(script)


@pytest.mark.parametrize("asked", [1, 3])
def test_a_seat_that_is_not_open_is_refused_naming_the_open_ones(
    tmp_path: Path, asked: int
) -> None:
    async def script() -> None:
        table = table_of(tmp_path, remote_first())
        member, conn = await shake(table, a_hello(seat=asked))
        text = f"seat {asked} is not open (open: [0, 2])"
        assert member is None and refused_with(conn) == ("seat", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]
        assert table.members == {} and table.admission.open_remote_seats() == [0, 2]

    on_loop(script)


def test_a_full_lobby_refuses_with_every_seat_taken(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        await shake(table, a_hello())
        assert table.admission.open_remote_seats() == []
        member, conn = await shake(table, a_hello(), "10.0.0.8")
        text = "table full: every seat is taken"
        assert member is None and refused_with(conn) == ("full", text)
        assert refusals(table) == [("10.0.0.8", "hello", text)]

    on_loop(script)


def test_a_lobby_without_a_player_id_left_refuses_full(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        table.state.members = {p: member_of(p) for p in range(1, 16)}
        member, conn = await shake(table, a_hello())
        text = "table full: no peer id left"
        assert member is None and refused_with(conn) == ("full", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]
        assert table.owners[1] == -1

    on_loop(script)


def test_a_seated_joiner_is_a_member_with_its_token_name_address_and_the_lobby(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def script() -> tuple[Any, FakeConn, FakeConn]:
        table = table_of(tmp_path, setup_with(2))
        _, one = await shake(table, a_hello(seat=2, name=" Ben  Hur "))
        _, two = await shake(table, a_hello(seat=1, name="\u202e"), "10.0.0.8")
        assert person(table).lobbies[-1] == (0, 2, 1, 0)
        return table, one, two

    with caplog.at_level(logging.INFO, logger="madn.net.host"):
        table, one, two = on_loop(script)
    assert two.label == f"{setup_with(2).name(1)} (peer 2)"
    ben, other = table.members[1], table.members[2]
    assert (ben.peer, ben.name, ben.seats, ben.address) == (1, "Ben Hur", (2,), ADDRESS)
    assert (other.name, other.seats, other.address) == (setup_with(2).name(1), (1,), "10.0.0.8")
    assert len(ben.token) == 16 and ben.token != other.token and not ben.spectator
    assert one.label == "Ben Hur (peer 1)" and ben.conn is one
    (accept,) = one.of(Accept)
    assert (accept.peer, accept.seats, accept.token, accept.inputs) == (1, (2,), ben.token, 0)
    # the accept with the lobby, the lobby told to all, and the second one's seat too
    assert [type(m) for m in one.sent] == [ServerHello, Accept, Lobby, Lobby, Lobby]
    assert one.of(Lobby)[-1].owners == (0, 2, 1, 0)
    assert cast(Connection, one) not in table.room.pending  # admitted
    lines = [r.getMessage() for r in caplog.records]
    assert "Ben Hur (peer 1) joined seat 2" in lines
    assert f"{setup_with(2).name(1)} (peer 2) joined seat 1" in lines


def test_the_accept_carries_the_tables_settings_in_milliseconds(tmp_path: Path) -> None:
    async def script() -> FakeConn:
        table = table_of(tmp_path, timeout=12.5, takeover="pause", level="strong", ping=2.25)
        _, conn = await shake(table, a_hello())
        return conn

    (accept,) = on_loop(script).of(Accept)
    settings = accept.settings
    assert (settings.timeout, settings.takeover, settings.level, settings.ping) == (
        12500,
        "pause",
        "strong",
        2250,
    )
