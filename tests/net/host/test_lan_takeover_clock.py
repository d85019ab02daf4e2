"""A withheld reveal, a missing player under ``pause`` and a dropped player's return, at the
host, on a clock the test sets (issue 34; docs/protocol.md "What the host refuses", "Missing
peers, takeover, rejoin"): the reveal a joiner withholds is waited for ``settings.timeout`` from
the moment its chance node opened, not a moment longer; then its connection is closed ("no reveal
within the timeout") and, with takeover ``ai`` or for a late arrival whatever the takeover, it is
dropped (``drop`` ``timeout``, the seat's own AI level for a late arrival); a joiner that did
reveal is left alone. With ``pause`` the game waits for it. A dropped player who comes back with
its token is numbered ``return``; after the game stopped, its return is refused and logged.

One process, real sockets on 127.0.0.1, raw joiners that never reveal (tests/net/raw.py), the
host's timers judged at the boundary (tests/net/clock.py)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from net.host.table import HostSettings, HostTable
from net.join.client import JoinClient, JoinSettings
from net.join.duties import Duties
from net.join.follow import Follow
from net.listener import TableListener
from net.lockstep.randomness import MIN_CHAIN, HashChain
from net.lockstep.session import HOST, GameStopped, Session
from net.protocol.messages import (
    SPECTATE,
    Bye,
    Commit,
    DropInput,
    PeerStatus,
    ReturnInput,
    TakeInput,
)
from tests.net.clock import at, clock, run_on_clock, turns
from tests.net.peers import finish, host_settings, hosted, join_settings, setup_with, spawn
from tests.net.raw import RawPeer, hello

pytestmark = pytest.mark.timeout(90)

TIMEOUT = 30.0  # docs/protocol.md: settings.timeout, default 30 s
JUST_BEFORE = 0.1
WITHHELD = "no reveal within the timeout"
HOST_LOG = "madn.net.host"


def drops(session: Session) -> list[tuple[int, str, str]]:
    return [(e.i.peer, e.i.reason, e.i.level) for e in session.log if isinstance(e.i, DropInput)]


def returns(session: Session) -> list[int]:
    return [e.i.peer for e in session.log if isinstance(e.i, ReturnInput)]


def messages(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == HOST_LOG]


def clocked(tmp: Path, **changes: Any) -> HostSettings:
    # Pings far apart (a raw joiner answers none); no pace: the host's own seats play at once,
    # so the game runs on a clock that stands still until it waits for a withheld reveal. Late
    # seconds without end: the timeout is tested here, the late seconds' budget (which drops a
    # joiner sooner) in tests/net/host/test_lan_reveal_clock.py.
    changes = {"late_budget": 3600.0} | changes
    return host_settings(tmp, ping=60.0, pace=0.0, timeout=TIMEOUT, **changes)


def commit() -> dict[str, Any]:
    return Commit(HashChain(length=MIN_CHAIN).anchor, MIN_CHAIN, 0).to_wire()


class MuteDuties(Duties):
    """Plays its seat and never reveals a value of its chain."""

    def run(self) -> None:
        session, peer = self.state.session, self.state.peer
        if session is not None and peer is not None and session.needs_reveal(peer) is not None:
            return  # sits on its value
        super().run()


class Mute(JoinClient):
    """A joiner that plays its seat and never reveals a value of its chain."""

    def __init__(self, settings: JoinSettings) -> None:
        super().__init__(settings)
        self.duties = MuteDuties(self.state)
        self.follow = Follow(self.state, self.duties)


async def withholder(table: HostTable, seat: int, name: str) -> tuple[RawPeer, int]:
    """A raw joiner on ``seat`` that commits to a chain and never reveals from it."""
    raw = await RawPeer.open(table.port)
    _, answer = await raw.join(seat=seat, name=name)
    assert answer["t"] == "accept", answer
    raw.send(commit())
    return raw, int(answer["peer"])


async def bye_of(raw: RawPeer) -> str | None:
    """The reason of the host's ``bye`` on a raw connection (None: closed without one)."""
    while True:
        try:
            frame = await raw.frame(20.0)
        except EOFError:
            return None
        if frame.get("t") == "bye":
            return str(frame["reason"])


@pytest.mark.parametrize("takeover", ["ai", "pause"])
def test_a_withheld_reveal_is_waited_for_the_timeout_and_not_a_moment_longer(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, takeover: str
) -> None:
    async def game() -> None:
        settings = clocked(tmp_path, takeover=takeover)
        async with hosted(setup_with(1), settings) as table:
            opened = clock().freeze()
            raw, peer = await withholder(table, 1, "rita")  # her commit starts the game
            await turns(lambda: table.session is not None and bool(table.duties.reveal_timers))
            session = table.session
            assert session is not None
            node = session.needs_reveal(peer)
            assert node is not None and session.needs_reveal(HOST) is None
            assert table.duties.reveal_timers[(peer, node)].when() == opened + TIMEOUT
            member = table.members[peer]
            conn = member.conn
            assert conn is not None

            await at(opened + TIMEOUT - JUST_BEFORE)
            assert drops(session) == [] and not conn.closed and member.conn is conn
            assert not any("withheld" in m for m in messages(caplog))

            await at(opened + TIMEOUT)
            assert conn.closed and conn.close_reason == WITHHELD
            assert (peer, node) not in table.duties.reveal_timers
            assert f"rita withheld its reveal for chance node {node} past the timeout" in (
                messages(caplog)
            )
            if takeover == "ai":
                assert drops(session) == [(peer, "timeout", "normal")]
                assert session.controller(1) == HOST
                assert "rita dropped (timeout): the AI (normal) plays seat 1" in messages(caplog)
            else:  # the game waits: her connection is lost, she is missing
                assert drops(session) == [] and session.needs_reveal(peer) == node
                await turns(lambda: member.conn is None)
                assert member.missing is not None
                assert member.missing.when() == opened + 2 * TIMEOUT
                await at(opened + 2 * TIMEOUT - JUST_BEFORE)
                assert "the game waits for rita (paused)" not in messages(caplog)
                await at(opened + 2 * TIMEOUT)
                assert "the game waits for rita (paused)" in messages(caplog)
                assert drops(session) == [] and session.needs_reveal(peer) == node
            clock().thaw()
            assert await bye_of(raw) == WITHHELD
            raw.close()

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


def test_a_joiner_who_revealed_is_not_dropped_with_the_withholder(tmp_path: Path) -> None:
    async def game() -> None:
        async with hosted(setup_with(2), clocked(tmp_path)) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", reconnect=0.0))
            ben = spawn(client.run())
            await turns(lambda: 1 in table.members and bool(table.members[1].anchor))
            opened = clock().freeze()
            raw, peer = await withholder(table, 2, "rita")
            await turns(lambda: table.session is not None and bool(table.duties.reveal_timers))
            session = table.session
            assert session is not None
            node = session.needs_reveal(peer)
            assert node is not None
            # Ben revealed; his timer for the node runs all the same (it was set with hers).
            await turns(lambda: session.needs_reveal(1) is None)
            assert {(1, node), (peer, node)} <= set(table.duties.reveal_timers)

            await at(opened + TIMEOUT)
            assert drops(session)[:1] == [(peer, "timeout", "normal")]
            assert all(p != 1 for p, _, _ in drops(session))
            assert not session.peers[1].dropped
            clock().thaw()
            raw.close()
            await client.close()
            await finish([ben])

    run_on_clock(game)


def test_a_late_arrival_who_withholds_is_dropped_to_its_seats_own_level_even_with_pause(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def game() -> None:
        settings = clocked(tmp_path, takeover="pause", late_join=True, level="strong")
        async with hosted(setup_with(1), settings) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", reconnect=0.0))
            ben = spawn(client.run())
            await turns(lambda: table.session is not None and table.session.next_seq > 2)
            session = table.session
            assert session is not None
            opened = clock().freeze()
            mute = Mute(join_settings(tmp_path, table.port, "eve", reconnect=0.0))
            eve_task = spawn(mute.run())  # seat 0, allowed without asking: it takes at its commit
            await turns(lambda: any(isinstance(e.i, TakeInput) for e in session.log))
            ((_, take),) = [
                (n, e.i) for n, e in enumerate(session.log) if isinstance(e.i, TakeInput)
            ]
            peer = take.peer
            assert take.seat == 0
            await turns(lambda: any(k[0] == peer for k in table.duties.reveal_timers))
            ((_, node),) = [k for k in table.duties.reveal_timers if k[0] == peer]
            assert table.duties.reveal_timers[(peer, node)].when() == opened + TIMEOUT

            await at(opened + TIMEOUT - JUST_BEFORE)
            assert drops(session) == [] and session.needs_reveal(peer) == node
            await at(opened + TIMEOUT)
            # The seat's own AI (Anna's "random") plays it again, not the table's "strong".
            assert drops(session) == [(peer, "timeout", "random")]
            assert session.controller(0) == HOST
            assert "eve dropped (timeout): the AI (random) plays seat 0" in messages(caplog)
            clock().thaw()
            await mute.close()
            await client.close()
            await finish([ben, eve_task])

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


async def rejoin(table: HostTable, token: bytes, name: str) -> tuple[RawPeer, Any]:
    """A raw connection that says hello with a kept token; its accept."""
    raw = await RawPeer.open(table.port)
    server = await raw.frame()
    assert server["t"] == "server"
    raw.send_bytes(hello(seat=-1, name=name, nonce=b"j" * 16, token=token))
    answer = await raw.frame()
    while answer.get("t") == "ping":
        answer = await raw.frame()
    return raw, answer


@pytest.mark.parametrize("stopped", [False, True])
def test_a_dropped_player_who_comes_back_is_numbered_return_unless_the_game_stopped(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, stopped: bool
) -> None:
    async def game() -> None:
        settings = host_settings(tmp_path, ping=60.0, pace=0.003, timeout=TIMEOUT)
        async with hosted(setup_with(1), settings) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", reconnect=0.0))
            ben = spawn(client.run())
            await turns(lambda: table.session is not None and table.session.next_seq > 10)
            session = table.session
            assert session is not None
            clock().freeze()
            await client.close()  # bye: dropped at once (takeover ai)
            await finish([ben])
            await turns(lambda: session.peers[1].dropped)
            assert [(p, r) for p, r, _ in drops(session)] == [(1, "left")]
            if stopped:
                table.lobby.stop("host", "the host stops the game", session.next_seq, [])
                with pytest.raises(GameStopped):
                    await table.wait()
            raw, answer = await rejoin(table, table.members[1].token, "ben")
            assert answer["t"] == "accept" and answer["peer"] == 1
            await turns(lambda: table.members[1].conn is not None)
            if stopped:
                assert returns(session) == [] and session.peers[1].dropped
                assert "ben's return was refused: the game is not running" in messages(caplog)
            else:
                assert returns(session) == [1] and not session.peers[1].dropped
                assert session.controller(1) == 1
                assert not any("return was refused" in m for m in messages(caplog))
            clock().thaw()
            raw.close()

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


class Statuses(TableListener):
    def __init__(self) -> None:
        self.waiting: list[str] = []

    def status(self, peers: Sequence[PeerStatus], waiting: str) -> None:
        self.waiting.append(waiting)


def test_a_missing_players_timeout_that_runs_out_after_the_end_does_nothing(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """With ``pause``, Ben's connection breaks and the game ends before his timeout runs out
    (its last input needed nothing of his): no "waits for" and no status after the end."""

    async def game() -> None:
        statuses = Statuses()
        settings = host_settings(tmp_path, ping=60.0, pace=0.003, timeout=TIMEOUT)
        settings.takeover = "pause"
        async with hosted(setup_with(1), settings, statuses) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", reconnect=0.0))
            ben = spawn(client.run())
            await turns(lambda: table.session is not None and table.session.next_seq > 10)
            session = table.session
            assert session is not None
            lost = clock().freeze()
            await turns(lambda: session.needs_reveal(1) is None)
            assert client.state.conn is not None
            client.state.conn.abort("the network broke")
            member = table.members[1]
            await turns(lambda: member.conn is None and member.missing is not None)
            said = [m for m in messages(caplog) if m.startswith("ben is missing: ")]
            assert said in (
                ["ben is missing: the other side closed the connection"],
                ["ben is missing: connection broke ([Errno 104] Connection reset by peer)"],
            )
            table.lobby.finish()  # the game is over
            told = len(statuses.waiting)
            await at(lost + TIMEOUT)
            assert statuses.waiting[told:] == []
            assert not any("the game waits for" in m for m in messages(caplog))
            assert not any(isinstance(e.i, DropInput) for e in session.log)
            clock().thaw()
            await finish([ben])

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


@pytest.mark.parametrize("end", ["stop", "close"])
def test_players_whose_connections_the_host_closes_at_a_stop_or_its_close_are_not_missing(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, end: str
) -> None:
    async def game() -> None:
        statuses = Statuses()
        settings = host_settings(tmp_path, ping=60.0, pace=0.003, timeout=TIMEOUT)
        async with hosted(setup_with(1), settings, statuses) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", reconnect=0.0))
            ben = spawn(client.run())
            await turns(lambda: table.session is not None and table.session.next_seq > 10)
            member = table.members[1]
            told = len(statuses.waiting)
            if end == "stop":
                table.lobby.stop("host", "the host stops the game", 0, [])
                with pytest.raises(GameStopped):
                    await table.wait()
            else:
                await table.close()
            await turns(lambda: member.conn is None)
            assert member.missing is None
            assert statuses.waiting[told:] == []
            assert not any(" is missing: " in m for m in messages(caplog))
            await finish([ben])

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


def test_a_spectator_who_goes_is_forgotten(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def game() -> None:
        statuses = Statuses()
        settings = host_settings(tmp_path, ping=60.0, pace=0.003, timeout=TIMEOUT)
        async with hosted(setup_with(1), settings, statuses) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", reconnect=0.0))
            ben = spawn(client.run())
            await turns(lambda: table.session is not None and table.session.next_seq > 10)
            clock().freeze()
            raw = await RawPeer.open(table.port)
            _, answer = await raw.join(seat=SPECTATE, name="sam")
            assert answer["t"] == "accept"
            sam = int(answer["peer"])
            told = len(statuses.waiting)
            raw.send(Bye("enough").to_wire())
            await turns(lambda: sam not in table.members)
            assert "sam stopped watching" in messages(caplog)
            assert statuses.waiting[told:] == [""]  # told at once; nobody is missing
            assert not any("sam is missing" in m for m in messages(caplog))
            clock().thaw()
            raw.close()
            await client.close()
            await finish([ben])

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


class Lobbies(TableListener):
    def __init__(self) -> None:
        self.owners: list[tuple[int, ...]] = []

    def lobby(self, setup: Setup, owners: Sequence[int]) -> None:
        self.owners.append(tuple(owners))


def test_a_player_who_leaves_the_lobby_frees_his_seat(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def game() -> None:
        lobbies = Lobbies()
        settings = host_settings(tmp_path, ping=60.0, timeout=TIMEOUT)
        async with hosted(setup_with(2), settings, lobbies) as table:
            raw = await RawPeer.open(table.port)
            _, answer = await raw.join(seat=2, name="rita")
            assert answer["t"] == "accept" and table.owners[2] == answer["peer"]
            raw.send(Bye("not now").to_wire())
            await turns(lambda: answer["peer"] not in table.members)
            assert table.owners == [HOST, -1, -1, HOST]
            assert lobbies.owners[-1] == (HOST, -1, -1, HOST)
            assert "rita left the lobby (left (not now))" in messages(caplog)
            assert table.session is None
            raw.close()

    with caplog.at_level(logging.INFO, logger=HOST_LOG):
        run_on_clock(game)


def test_a_late_arrival_on_a_players_seat_who_leaves_hands_it_to_the_tables_level(
    tmp_path: Path,
) -> None:
    """Only an AI seat of the setup has an AI level of its own: a late arrival who took a
    dropped player's seat (a remote seat, whatever level its record carries) and leaves hands
    it to the table's level."""
    setup = Setup(
        Rules(),
        (
            Seat.ai("random", "Anna"),
            Seat(SeatKind.REMOTE, "", "strong"),
            Seat.ai("random", "Carla"),
            Seat.ai("random", "Dario"),
        ),
    )

    async def game() -> None:
        settings = host_settings(tmp_path, ping=60.0, pace=0.003, timeout=TIMEOUT)
        settings.late_join = True
        async with hosted(setup, settings) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben", reconnect=0.0))
            ben = spawn(client.run())
            await turns(lambda: table.session is not None and table.session.next_seq > 10)
            session = table.session
            assert session is not None
            clock().freeze()
            await client.close()  # Ben leaves: the computer plays seat 1, free to take
            await finish([ben])
            await turns(lambda: session.peers[1].dropped)
            raw = await RawPeer.open(table.port)
            _, answer = await raw.join(seat=1, name="eve")
            assert answer["t"] == "accept" and answer["seats"] == [1]
            eve = int(answer["peer"])
            raw.send(commit())
            await turns(lambda: any(isinstance(e.i, TakeInput) for e in session.log))
            raw.send(Bye("enough").to_wire())
            await turns(lambda: session.peers[eve].dropped)
            assert drops(session) == [(1, "left", "normal"), (eve, "left", "normal")]
            clock().thaw()
            raw.close()

    run_on_clock(game)
