"""A newcomer to a running game, with fake connections and no sockets (issue 34; docs/protocol.md
"A friend who comes late"): told to watch without late join or without a computer's seat free,
``seat`` for a seat the computer does not play, held and watching while the person is asked, and
``full`` when no id is left.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from net.protocol.messages import Accept
from tests.net.host.admission_support import (
    ADDRESS,
    a_hello,
    member_of,
    on_loop,
    person,
    refusals,
    refused_with,
    running,
    shake,
)

pytestmark = pytest.mark.timeout(60)


RUNNING = "game running: the game has started; you can join to watch it"


def test_without_late_join_a_newcomer_to_a_running_game_is_told_to_watch(tmp_path: Path) -> None:
    async def script() -> None:
        table = await running(tmp_path, late_join=False)
        member, conn = await shake(table, a_hello(seat=0))
        assert member is None and refused_with(conn) == ("running", RUNNING)
        assert refusals(table) == [(ADDRESS, "hello", RUNNING)]
        assert list(table.members) == [1]

    on_loop(script)


def test_with_every_computers_seat_reserved_a_late_arrival_is_told_to_try_again(
    tmp_path: Path,
) -> None:
    """Every seat the computer plays is reserved by another newcomer (docs/protocol.md "Holds"):
    ``busy``, saying so (the joiner tries again), not ``running``."""

    async def script() -> None:
        table = await running(tmp_path, late_join=True)
        for seat, address in ((0, "10.0.0.1"), (2, "10.0.0.2"), (3, "10.0.0.3")):
            member, _ = await shake(table, a_hello(seat=seat), address)
            assert member is not None and member.seats == (seat,)
        member, conn = await shake(table, a_hello(seat=-1))
        text = (
            "every free seat is reserved by a newcomer who has not taken it yet: try again in "
            "a moment"
        )
        assert member is None and refused_with(conn) == ("busy", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


def test_a_late_arrival_asks_for_a_computers_seat_or_is_refused_seat(tmp_path: Path) -> None:
    async def script() -> None:
        table = await running(tmp_path, late_join=True)
        member, conn = await shake(table, a_hello(seat=1))  # Ben's
        text = "seat 1 is not open (open: [0, 2, 3])"
        assert member is None and refused_with(conn) == ("seat", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


@pytest.mark.parametrize("ask", [True, False])
def test_a_late_arrival_is_held_watches_and_the_person_is_asked_when_asking_is_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, ask: bool
) -> None:
    async def script() -> None:
        table = await running(tmp_path, late_join=True, ask_late=ask)
        session = table.session
        assert session is not None
        before = len(person(table).statuses)
        member, conn = await shake(table, a_hello(seat=2, name=" Carla "))
        assert (member.peer, member.name, member.seats, member.address) == (
            2,
            "Carla",
            (2,),
            ADDRESS,
        )
        assert member.late and member.came_late and not member.spectator
        assert member.allowed is (None if ask else True)
        assert len(member.token) == 16 and member.conn is conn
        assert table.members[2] is member and table.admission.late_ids == {2}
        assert member.reserved is not None  # its seat is held
        assert conn.label == "Carla (late, peer 2)"
        (accept,) = conn.of(Accept)
        assert (accept.peer, accept.seats, accept.token) == (2, (2,), member.token)
        assert accept.inputs == session.next_seq
        assert person(table).asked == ([(2, "Carla", 2)] if ask else [])
        assert len(person(table).statuses) == before + 1
        assert 2 not in table.lobby.late_seats()
        assert "Carla (late, peer 2) asks to take seat 2 from the computer" in [
            r.getMessage() for r in caplog.records
        ]
        # a nameless one gets the seat's name
        other, _ = await shake(table, a_hello(seat=3, name="\u2066"), "10.0.0.8")
        assert other.name == table.setup.name(3) and other.peer == 3
        # Carla goes before her take: her id is free, but the next late arrival gets a new one
        table.late.forget(member)
        assert 2 not in table.members and table.admission.new_peer_id(False) == 2
        third, _ = await shake(table, a_hello(seat=2), "10.0.0.9")
        assert third.peer == 4 and table.admission.late_ids == {2, 3, 4}

    with caplog.at_level(logging.INFO, logger="madn.net.host"):
        on_loop(script)


def test_a_late_arrival_without_an_id_left_is_refused_full(tmp_path: Path) -> None:
    async def script() -> None:
        table = await running(tmp_path, late_join=True)
        table.members.update({p: member_of(p, True) for p in range(2, 16)})
        member, conn = await shake(table, a_hello(seat=0))
        text = "table full: no peer id left"
        assert member is None and refused_with(conn) == ("full", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]
        assert table.lobby.late_seats() == [0, 2, 3]

    on_loop(script)
