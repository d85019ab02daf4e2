"""A person rolls their own die on the LAN (issue 22): the reveal of their peer waits for Roll
or Space (``roll()``), bounded by the table's timeout; the computer's seats and the other peers'
seats roll by themselves. Real host and joiner on 127.0.0.1, in one process."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import pytest

from core.actions import Action
from core.chance import ChanceKind
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from net.host.table import HostTable
from net.join.client import JoinClient
from net.listener import TableListener
from net.lockstep.roll_hold import JOINER_SHARE
from net.lockstep.session import HOST, Session
from tests.net.peers import host_settings, hosted, join_settings, run, spawn, until

pytestmark = pytest.mark.timeout(90)


class Roller(TableListener):
    """A front end that rolls by hand: it records each roll it is offered and plays the first
    choice of each decision through ``answer``."""

    def __init__(self) -> None:
        self.wanted: list[tuple[int, int, float]] = []
        self.answer: object = None  # set to the host or the joiner once it exists

    def roll_wanted(self, seat: int, node: int, seconds: float) -> bool:
        self.wanted.append((seat, node, seconds))
        return True

    def your_turn(self, seat: int, actions: Sequence[Action]) -> None:
        if isinstance(self.answer, HostTable):
            self.answer.play(seat, actions[0])
        elif isinstance(self.answer, JoinClient):
            self.answer.play(actions[0])


def _open_die(session: Session | None) -> int | None:
    node = None if session is None else session.open
    return node.index if node is not None and node.node.kind is ChanceKind.DIE else None


def test_the_hosts_person_rolls_with_the_button_and_the_others_roll_by_themselves(
    tmp_path: Path,
) -> None:
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
        async with hosted(setup, host_settings(tmp_path, timeout=30.0), roller) as table:
            roller.answer = table
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            for press in range(6):
                await until(lambda n=press: len(roller.wanted) > n)
                seat, node, seconds = roller.wanted[-1]
                assert seat == 0 and seconds == 30.0
                session = table.session
                assert session is not None and session.position.turn == 0
                # Everybody else has revealed; the die waits for Anna's press.
                await until(lambda s=session: s.open is not None and s.open.waiting_for() == {HOST})
                await asyncio.sleep(0.05)  # (nothing draws it meanwhile)
                assert _open_die(session) == node
                assert table.roll()
                assert not table.roll()  # one press, one roll
                await until(lambda s=session, n=node: _open_die(s) != n)
            # Only Anna's rolls were offered: Ben's and the computers' went by themselves.
            assert {seat for seat, _, _ in roller.wanted} == {0}
            session = table.session
            assert session is not None
            assert session.nodes > 2 * len(roller.wanted)  # the other seats' dice, meanwhile
            ben.cancel()

    run(game)


def test_a_roll_nobody_presses_goes_by_itself_after_the_timeout(tmp_path: Path) -> None:
    setup = Setup(Rules(), (Seat.human("Anna"), Seat(), Seat(SeatKind.REMOTE, ""), Seat()))

    async def game() -> None:
        roller = Roller()
        async with hosted(setup, host_settings(tmp_path, timeout=0.4), roller) as table:
            roller.answer = table
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            await until(lambda: len(roller.wanted) > 0)
            loop = asyncio.get_running_loop()
            _, node, seconds = roller.wanted[0]
            asked = loop.time()
            await until(lambda: _open_die(table.session) != node)
            assert loop.time() - asked >= seconds * 0.95  # it waited for Anna, then went on
            await until(lambda: len(roller.wanted) > 3)  # and the game goes on that way
            ben.cancel()

    run(game)


def test_a_joiners_person_rolls_by_hand_and_is_never_dropped_for_waiting(tmp_path: Path) -> None:
    setup = Setup(Rules(), (Seat.ai("random", "Anna"), Seat(), Seat(SeatKind.REMOTE, ""), Seat()))

    async def game() -> None:
        roller = Roller()
        async with hosted(setup, host_settings(tmp_path, timeout=1.0)) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", level=None), roller)
            roller.answer = client
            task = spawn(client.run())
            for press in range(4):
                await until(lambda n=press: len(roller.wanted) > n)
                seat, node, seconds = roller.wanted[-1]
                assert seat == 2 and seconds == pytest.approx(1.0 * JOINER_SHARE)
                host_session = table.session
                assert host_session is not None
                await asyncio.sleep(0.05)
                assert _open_die(host_session) == node  # the host's draw waits for Ben
                assert client.roll()
                await until(lambda s=host_session, n=node: _open_die(s) != n)
            # Ben does not press: his die goes by itself before the host's timeout, and he
            # keeps his seat.
            count = len(roller.wanted)
            await until(lambda: len(roller.wanted) > count + 2, limit=30.0)
            host_session = table.session
            assert host_session is not None
            assert not any(p.dropped for p in host_session.peers.values())
            task.cancel()

    run(game)


def test_a_joiner_who_comes_back_while_its_die_is_open_is_not_taken_for_a_withholder(
    tmp_path: Path,
) -> None:
    """Ben's connection breaks just as his die comes up, and he is back within the timeout: the
    host's reveal timer for that die runs since it opened, so Ben does not hold it again (it
    would run out at the host first and Ben would be dropped): his reveal goes at once."""
    timeout = 2.0
    setup = Setup(Rules(), (Seat.ai("random", "Anna"), Seat(), Seat(SeatKind.REMOTE, ""), Seat()))

    async def game() -> None:
        roller = Roller()
        changes: list[bool] = []
        roller.connection = lambda connected, text: changes.append(connected)  # type: ignore[method-assign]
        settings = host_settings(tmp_path, timeout=timeout, ping=0.5, pace=0.01)
        async with hosted(setup, settings) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", level=None), roller)
            roller.answer = client
            task = spawn(client.run())
            await until(lambda: len(roller.wanted) > 0)
            client.roll()
            conn = table.members[1].conn
            assert conn is not None
            send, cut = conn.send_frame, {"node": -1}

            def send_frame(frame: bytes) -> None:
                s = table.session
                node = None if s is None else s.open
                if cut["node"] < 0 and node is not None and s is not None:
                    own_die = node.node.kind is ChanceKind.DIE and s.position.turn == 2
                    if own_die and 1 in node.waiting_for():
                        cut["node"] = node.index  # Ben's die came up: the frames stop here
                        asyncio.get_running_loop().call_later(0.9, conn.abort, "test: a blip")
                if cut["node"] < 0:
                    send(frame)

            conn.send_frame = send_frame  # type: ignore[method-assign]
            await until(lambda: changes[-2:] == [False, True], limit=15.0)
            host_session = table.session
            assert host_session is not None
            await until(lambda: _open_die(host_session) != cut["node"], limit=timeout * 2)
            assert not any(p.dropped for p in host_session.peers.values())
            task.cancel()

    run(game)
