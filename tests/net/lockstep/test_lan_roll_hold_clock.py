"""A person's own roll on the LAN waits for their press at most the documented time (issue 34,
docs/protocol.md): the table's timeout at the host, 80 % of it at a joiner (so that the host's
reveal timer never takes the joiner for a withholder). Judged on a clock the test sets
(tests/net/clock.py): held 0.1 s before, rolled by itself at the second."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

import net.lockstep.roll_hold
from core.actions import Action
from core.chance import ChanceKind
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from net.host.table import HostTable
from net.join.client import JoinClient
from net.listener import TableListener
from net.lockstep.session import HOST, Session
from tests.net.clock import at, clock, run_on_clock, turns
from tests.net.peers import finish, host_settings, hosted, join_settings, spawn

pytestmark = pytest.mark.timeout(90)

TIMEOUT = 30.0  # the table's timeout (the default)
JOINER_HOLD = 24.0  # 80 % of it
JUST_BEFORE = 0.1


class Roller(TableListener):
    """A person who is offered their roll and never presses; the clock stops when the first roll
    is offered (the moment the hold begins)."""

    def __init__(self) -> None:
        self.wanted: list[tuple[int, int, float]] = []
        self.offered_at: float | None = None
        self.answer: HostTable | JoinClient | None = None

    def roll_wanted(self, seat: int, node: int, seconds: float) -> bool:
        self.wanted.append((seat, node, seconds))
        if self.offered_at is None:
            self.offered_at = clock().freeze()
        return True

    def your_turn(self, seat: int, actions: Sequence[Action]) -> None:
        if isinstance(self.answer, HostTable):
            self.answer.play(seat, actions[0])
        elif isinstance(self.answer, JoinClient):
            self.answer.play(actions[0])


def _open_die(session: Session | None) -> int | None:
    node = None if session is None else session.open
    return node.index if node is not None and node.node.kind is ChanceKind.DIE else None


def test_the_joiners_share_is_documented() -> None:
    assert net.lockstep.roll_hold.JOINER_SHARE * TIMEOUT == JOINER_HOLD


def test_the_hosts_person_is_waited_for_the_tables_timeout_and_no_longer(tmp_path: Path) -> None:
    setup = Setup(
        Rules(),
        (
            Seat.human("Anna"),
            Seat(SeatKind.REMOTE, ""),
            Seat.ai("random", "Carla"),
            Seat.ai("random", "Dario"),
        ),
    )

    async def game() -> None:
        roller = Roller()
        settings = host_settings(tmp_path, timeout=TIMEOUT, ping=60.0)
        async with hosted(setup, settings, roller) as table:
            roller.answer = table
            client = JoinClient(join_settings(tmp_path, table.port, "ben"))
            ben = spawn(client.run())
            await turns(lambda: roller.offered_at is not None)
            offered = roller.offered_at
            assert offered is not None
            seat, node, seconds = roller.wanted[0]
            assert (seat, seconds) == (0, TIMEOUT)
            session = table.session
            assert session is not None
            await turns(lambda: session.open is not None and session.open.waiting_for() == {HOST})

            await at(offered + TIMEOUT - JUST_BEFORE)
            assert _open_die(session) == node and table.duties.roll_hold.held == node

            await at(offered + TIMEOUT)
            await turns(lambda: _open_die(session) != node)  # rolled by itself
            assert table.duties.roll_hold.held != node  # (the next roll of hers may wait already)
            clock().thaw()
            await client.close()
            await finish([ben])

    run_on_clock(game)


def test_a_joiners_person_is_waited_for_80_percent_of_the_timeout_and_keeps_the_seat(
    tmp_path: Path,
) -> None:
    setup = Setup(Rules(), (Seat.ai("random", "Anna"), Seat(), Seat(SeatKind.REMOTE, ""), Seat()))

    async def game() -> None:
        roller = Roller()
        settings = host_settings(tmp_path, timeout=TIMEOUT, ping=60.0)
        async with hosted(setup, settings) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", level=None), roller)
            roller.answer = client
            task = spawn(client.run())
            await turns(lambda: roller.offered_at is not None)
            offered = roller.offered_at
            assert offered is not None
            seat, node, seconds = roller.wanted[0]
            assert (seat, seconds) == (2, JOINER_HOLD)
            session = table.session
            assert session is not None
            await turns(lambda: _open_die(session) == node)

            await at(offered + JOINER_HOLD - JUST_BEFORE)
            assert _open_die(session) == node and client.duties.roll_hold.held == node

            await at(offered + JOINER_HOLD)
            await turns(lambda: _open_die(session) != node)  # Ben's reveal went by itself
            assert client.duties.roll_hold.held != node
            await at(offered + TIMEOUT)  # the host's reveal timer for that node ran out
            assert not session.peers[1].dropped and table.members[1].conn is not None
            clock().thaw()
            await client.close()
            await finish([task])

    run_on_clock(game)
