"""A friend who comes late takes a seat the computer plays (issue 20): real ``madn`` processes on
127.0.0.1 in classic and event mode, a late arrival who leaves again, refusals; in one process
(real sockets) the host's person's answer, a dropped player's seat taken over, a resumed table
that keeps the late arrival, and the announcement of a running table."""

from __future__ import annotations

import re
import secrets
import signal
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import net.host.late
from net.host.table import HostTable
from net.join.client import JoinClient, JoinRefused, JoinSettings
from net.join.follow import Follow
from net.listener import TableListener
from net.lockstep.session import Session
from net.protocol.messages import PeerStatus, TakeInput
from net.protocol.wire import ConnectionClosed
from net.store import KeepFile, KeptMember, latest_kept
from tests.net.peers import (
    finals,
    finish,
    host_settings,
    hosted,
    join_settings,
    run,
    setup_with,
    spawn,
    until,
)
from tests.net.processes import Peer, host_process, join_process
from tests.net.raw import RawPeer

pytestmark = pytest.mark.timeout(150)

TOOK = re.compile(r"took seat (\d) from the computer at input (\d+)")


def takes(session: Session) -> list[TakeInput]:
    return [e.i for e in session.log if isinstance(e.i, TakeInput)]


# --- real processes ----------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["classic", "event"])
def test_a_late_arrival_takes_a_computers_seat_and_finishes_with_everybody(
    peers: list[Peer], tmp_path: Path, mode: str
) -> None:
    host, port = host_process(
        peers,
        tmp_path,
        "ai:random,remote,ai:random,empty",
        "--late-join",
        "--mode",
        mode,
        "--pace",
        # The computer's seats take their time, so the late arrivals come long before the end;
        # an event game may end within a hundred inputs (trains, knock-outs): slower still.
        "0.03" if mode == "classic" else "0.05",
    )
    early = join_process(peers, tmp_path, "early", port, "--ai", "random")
    # In a classic game the late arrival comes after 250 commands; in event mode once it runs.
    host.wait_for(r"command 250" if mode == "classic" else r"the game starts", 60)
    late = join_process(peers, tmp_path, "late", port, "--ai", "random", "--name", "Carla")
    if mode == "classic":
        # A second late arrival takes the other computer's seat and leaves again: the computer
        # plays it on.
        leaver = join_process(
            peers, tmp_path, "leaver", port, "--ai", "random", "--seat", "2", "--name", "leaver"
        )
        leaver.wait_for(r"took seat 2 from the computer", 60)
        leaver.process.send_signal(signal.SIGINT)
        assert leaver.wait(30) == 130
    codes = [p.wait(120) for p in (host, early, late)]
    assert codes == [0, 0, 0], [p.stderr()[-2000:] for p in (host, early, late)]
    assert len({p.final() for p in (host, early, late)}) == 1
    lines = late.out.read_text(encoding="utf-8").splitlines()
    took = TOOK.fullmatch(lines[-2])
    # The first seat the computer plays: red, unless event mode knocked red out already.
    assert took is not None and took.group(1) in ("0", "2"), lines[-3:]
    assert mode == "event" or took.group(1) == "0"
    assert int(took.group(2)) > (250 if mode == "classic" else 0)
    seat = took.group(1)
    assert re.search(rf"Carla took seat {seat} from the computer at input \d+", host.stderr())
    if mode == "classic":
        assert re.search(
            r"leaver dropped \(left\): the AI \(random\) plays seat 2", host.stderr()
        ), host.stderr()


def test_a_late_arrival_is_refused_where_the_host_does_not_allow_it(
    peers: list[Peer], tmp_path: Path
) -> None:
    host, port = host_process(peers, tmp_path, "ai:random,remote,ai:random,empty", "--pace", "0.01")
    early = join_process(peers, tmp_path, "early", port, "--ai", "random")
    host.wait_for(r"the game starts")
    late = join_process(peers, tmp_path, "late", port, "--ai", "random")
    assert late.wait(30) == 3
    assert "refused: game running" in late.stderr()
    assert [p.wait(120) for p in (host, early)] == [0, 0]


def test_a_late_arrival_may_take_only_a_computers_seat(peers: list[Peer], tmp_path: Path) -> None:
    host, port = host_process(
        peers, tmp_path, "ai:random,remote,ai:random,empty", "--late-join", "--pace", "0.01"
    )
    early = join_process(peers, tmp_path, "early", port, "--ai", "random")
    host.wait_for(r"the game starts")
    player_seat = join_process(peers, tmp_path, "s1", port, "--ai", "random", "--seat", "1")
    empty_seat = join_process(peers, tmp_path, "s3", port, "--ai", "random", "--seat", "3")
    for peer in (player_seat, empty_seat):
        assert peer.wait(30) == 3
        assert "is not open" in peer.stderr(), peer.stderr()
    host.stop()
    early.stop()


# --- one process, real sockets -----------------------------------------------------------------


class Doorman(TableListener):
    """The host's person: says no to the first late arrival, yes to the next."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, str, int]] = []
        self.withdrawn: list[int] = []
        self.table: HostTable | None = None

    def late_arrival(self, peer: int, name: str, seat: int) -> None:
        self.asked.append((peer, name, seat))
        assert self.table is not None
        self.table.late_answer(peer, allowed=len(self.asked) > 1)

    def late_withdrawn(self, peer: int) -> None:
        self.withdrawn.append(peer)


class KeptWhen(TableListener):
    """A late arrival's token files in its data folder ``data`` as it waits for its take and
    as it takes its seat."""

    def __init__(self, data: Path) -> None:
        self.data = data
        self.kept: list[tuple[str, list[Path]]] = []

    def files(self) -> list[Path]:
        return sorted((self.data / "lan" / "joined").glob("*.json"))

    def waiting_for_take(self, seat: int) -> None:
        self.kept.append(("waiting", self.files()))

    def took_seat(self, seat: int, seq: int) -> None:
        self.kept.append(("took", self.files()))


def test_the_hosts_person_is_asked_and_a_no_is_a_refusal(tmp_path: Path) -> None:
    async def game() -> None:
        doorman = Doorman()
        settings = host_settings(tmp_path, late_join=True, ask_late=True, pace=0.003)
        async with hosted(setup_with(1), settings, doorman) as table:
            doorman.table = table
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            await until(lambda: table.session is not None and table.session.next_seq > 30)
            eve = KeptWhen(tmp_path / "eve")
            with pytest.raises(JoinRefused) as caught:
                await JoinClient(join_settings(tmp_path, table.port, "eve"), eve).run()
            assert caught.value.reason == "running"
            assert "did not let you take over" in caught.value.text
            # Refused before its take, Eve holds no seat: no token kept, at no time.
            assert eve.kept == [("waiting", [])] and not eve.files()
            carla = KeptWhen(tmp_path / "carla")
            client = JoinClient(join_settings(tmp_path, table.port, "carla"), carla)
            carla_runs = spawn(client.run())
            await until(lambda: len(carla.kept) == 2)
            # Her token is kept once her take is numbered: a seat to come back to.
            assert carla.kept == [("waiting", []), ("took", [client.state.identity.path])]
            session = await table.wait()
            results = await finish([ben, carla_runs])
            assert len(finals(session, *results)) == 1
            assert [(name, seat) for _, name, seat in doorman.asked] == [("eve", 0), ("carla", 0)]
            assert doorman.asked[0][0] in doorman.withdrawn
            assert [t.name for t in takes(session)] == ["carla"]

    run(game)


def test_a_dropped_players_seat_is_taken_and_the_player_comes_back_to_watch(
    tmp_path: Path,
) -> None:
    waits: list[str] = []

    class Said(TableListener):
        def status(self, peers: Sequence[PeerStatus], waiting: str) -> None:
            waits.append(waiting)

    async def game() -> None:
        settings = host_settings(tmp_path, late_join=True, pace=0.003)
        async with hosted(setup_with(1), settings, Said()) as table:
            ben_client = JoinClient(join_settings(tmp_path, table.port, "ben"))
            ben = spawn(ben_client.run())
            await until(lambda: table.session is not None and table.session.next_seq > 30)
            await ben_client.close()  # bye: dropped at once, the AI plays seat 1
            await finish([ben])
            await until(lambda: table.session is not None and table.session.peers[1].dropped)
            assert 1 in table.lobby.late_seats()
            carla = spawn(JoinClient(join_settings(tmp_path, table.port, "carla", seat=1)).run())
            await until(lambda: table.session is not None and bool(takes(table.session)))
            assert table.session is not None and table.session.owners[1] != 1
            # Nobody waits for ben any more: his seat is carla's (no "missing: ben" after it).
            del waits[:]
            table.state.status()
            assert waits == [""]
            # ben comes back with his token: in the game again, his seat is carla's now.
            again = JoinClient(join_settings(tmp_path, table.port, "ben"))
            back = spawn(again.run())
            session = await table.wait()
            results = await finish([carla, back])
            assert len(finals(session, *results)) == 1
            assert again.seats == () and session.seats_of(1) == ()
            assert [(t.name, t.seat) for t in takes(session)] == [("carla", 1)]
            # Back without a seat, ben is not waited for at chance nodes: he reveals no more.
            kinds = [(e.i.to_wire()["k"], getattr(e.i, "peer", None)) for e in session.log]
            back_at = kinds.index(("return", 1))
            assert ("reveal", 1) not in kinds[back_at:]
            assert ("reveal", 1) in kinds[:back_at]

    run(game)


def test_a_resumed_table_knows_its_late_arrival(tmp_path: Path) -> None:
    async def game() -> None:
        settings = host_settings(tmp_path, late_join=True, pace=0.003)
        table = HostTable(setup_with(1), settings)
        port = await table.open()
        ben = spawn(JoinClient(join_settings(tmp_path, port, "ben")).run())
        await until(lambda: table.session is not None and table.session.next_seq > 30)
        carla = spawn(JoinClient(join_settings(tmp_path, port, "carla")).run())
        await until(lambda: table.session is not None and bool(takes(table.session)))
        await until(lambda: table.session is not None and table.session.next_seq > 200)
        await table.close()
        kept = latest_kept(settings.data)
        assert kept is not None
        again = HostTable.resume(kept, host_settings(tmp_path, port=port, late_join=True))
        late = [m for m in again.members.values() if m.came_late]
        assert [m.name for m in late] == ["carla"]
        await again.open()
        try:
            session = await again.wait()
            results = await finish([ben, carla])
            assert len(finals(session, *results)) == 1
            assert not any(i.reason == "gone" for i in _drops(session))  # carla came back
        finally:
            await again.close()

    run(game)


class Asleep(Doorman):
    """The host's person is asked and never answers."""

    def late_arrival(self, peer: int, name: str, seat: int) -> None:
        self.asked.append((peer, name, seat))


class UnluckyFollow(Follow):
    """Follows the game until our take comes: then the connection breaks (once)."""

    broke = False

    def _input(self, frame: Any) -> None:
        state = self.state
        if isinstance(frame.i, TakeInput) and frame.i.peer == state.peer and not self.broke:
            self.broke = True
            assert state.conn is not None
            state.conn.abort("the network broke")
            raise ConnectionClosed("the network broke")
        super()._input(frame)


class Unlucky(JoinClient):
    """A late arrival whose connection breaks just as its take comes."""

    def __init__(self, settings: JoinSettings, listener: TableListener) -> None:
        super().__init__(settings, listener)
        self.unlucky = UnluckyFollow(self.state, self.duties)
        self.follow = self.unlucky


class Seated(TableListener):
    def __init__(self) -> None:
        self.took: list[tuple[int, int]] = []

    def took_seat(self, seat: int, seq: int) -> None:
        self.took.append((seat, seq))


@pytest.mark.slow  # (21 s on a quiet machine)
def test_a_take_that_comes_in_the_log_of_a_reconnect_is_told(tmp_path: Path) -> None:
    async def game() -> None:
        settings = host_settings(tmp_path, late_join=True, pace=0.003)
        async with hosted(setup_with(1), settings) as table:
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            await until(lambda: table.session is not None and table.session.next_seq > 30)
            seated = Seated()
            client = Unlucky(join_settings(tmp_path, table.port, "carla"), seated)
            carla = spawn(client.run())
            session = await table.wait()
            assert len(finals(session, *await finish([ben, carla]))) == 1
            assert client.unlucky.broke
            (take,) = takes(session)
            seq = next(n for n, e in enumerate(session.log) if e.i == take)
            assert seated.took == [(take.seat, seq)]

    run(game)


def test_a_late_arrival_not_answered_in_time_is_refused_and_its_seat_is_free_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(net.host.late, "LATE_HOLD", 1.0)

    async def game() -> None:
        doorman = Asleep()
        settings = host_settings(tmp_path, late_join=True, ask_late=True, pace=0.003)
        async with hosted(setup_with(1), settings, doorman) as table:
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            await until(lambda: table.session is not None and table.session.next_seq > 30)
            with pytest.raises(JoinRefused) as caught:
                await JoinClient(join_settings(tmp_path, table.port, "eve")).run()
            assert caught.value.reason == "running"
            assert "not taken in time" in caught.value.text
            assert doorman.asked and doorman.asked[0][0] in doorman.withdrawn
            assert 0 in table.lobby.late_seats() and len(table.members) == 1
            table.allow_everyone()
            carla = spawn(JoinClient(join_settings(tmp_path, table.port, "carla")).run())
            session = await table.wait()
            assert len(finals(session, *await finish([ben, carla]))) == 1
            assert [t.name for t in takes(session)] == ["carla"]

    run(game)


def test_a_late_arrivals_token_kept_without_its_take_is_forgotten_at_resume(
    tmp_path: Path,
) -> None:
    async def game() -> None:
        settings = host_settings(tmp_path, late_join=True, pace=0.003)
        table = HostTable(setup_with(1), settings)
        port = await table.open()
        ben = spawn(JoinClient(join_settings(tmp_path, port, "ben")).run())
        await until(lambda: table.session is not None and table.session.next_seq > 30)
        await table.close()
        kept = latest_kept(settings.data)
        assert kept is not None
        # The host went down between keeping a late arrival's token and numbering its take.
        keep = KeepFile(kept)
        keep.member(KeptMember(5, "ghost", b"g" * 16, (0,)))
        keep.close()
        again = HostTable.resume(kept, host_settings(tmp_path, port=port, late_join=True))
        assert sorted(again.members) == [1]
        await again.open()
        try:
            session = await again.wait()
            assert len(finals(session, *await finish([ben]))) == 1
        finally:
            await again.close()

    run(game)


def _drops(session: Session) -> list[Any]:
    return [e.i for e in session.log if e.i.to_wire()["k"] == "drop"]


def test_a_running_table_is_announced_while_the_computer_has_seats_to_take(
    tmp_path: Path,
) -> None:
    discovery = pytest.importorskip("net.discovery")
    name = f"late test {secrets.token_hex(4)}"

    async def game() -> None:
        settings = host_settings(
            tmp_path,
            late_join=True,
            announce=True,
            interfaces=["127.0.0.1"],
            name=name,
            # Slow enough that the game still runs when the second late arrival's take is
            # announced, however loaded the machine (at 0.003 s it once ended first).
            pace=0.01,
        )
        async with (
            discovery.TableBrowser(None, ["127.0.0.1"]) as browser,
            hosted(setup_with(1), settings) as table,
        ):

            def listed(state: str, free: str) -> Any:
                def check(tables: Any) -> bool:
                    return any(
                        t.name == name and t.txt.get("state") == state and t.txt["free"] == free
                        for t in tables
                    )

                return check

            await browser.wait_for(listed("lobby", "1"), 20)
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            tables = await browser.wait_for(listed("running", "3"), 20)
            (info,) = [t for t in tables if t.name == name]
            assert info.txt["late"] == "0,2,3"
            carla = spawn(JoinClient(join_settings(tmp_path, table.port, "carla")).run())
            tables = await browser.wait_for(listed("running", "2"), 20)
            (info,) = [t for t in tables if t.name == name]
            assert info.txt["late"] == "2,3"
            session = await table.wait()
            assert len(finals(session, *await finish([ben, carla]))) == 1

    run(game)


def test_the_computer_plays_on_when_a_late_arrival_leaves_before_its_first_move(
    tmp_path: Path,
) -> None:
    """The seat changes hands twice at one command (taken while the computer thought about its
    move, handed back before the newcomer moved): the computer is asked again, the game goes on."""

    async def game() -> None:
        settings = host_settings(tmp_path, late_join=True, pace=0.2, ping=10.0)
        # (carla's raw connection answers no pings: a long interval keeps it open however long
        # the wait for seat 0's turn takes on a loaded machine)
        async with hosted(setup_with(1), settings) as table:
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            await until(lambda: table.session is not None and table.session.next_seq > 10)
            session = table.session
            assert session is not None
            raw = await RawPeer.open(table.port)
            _, answer = await raw.join(seat=0, name="carla")
            assert answer["t"] == "accept" and answer["seats"] == [0]

            def thinking_about_seat_0() -> bool:
                return (
                    session.open is None
                    and session.to_act() == 0
                    and table.duties.seat_play._asked == (session.commands, 0)
                )

            await until(thinking_about_seat_0)
            n = session.commands
            raw.send({"t": "commit", "anchor": b"a" * 32, "length": 64, "first": 0})
            await until(lambda: bool(takes(session)))
            assert session.commands == n and session.controller(0) != 0
            await until(lambda: not table.state.background)  # the computer's choice was set aside
            raw.send({"t": "bye", "reason": "left"})
            await until(lambda: session.commands > n)  # the computer moves for seat 0 again
            assert session.controller(0) == 0
            raw.close()
            table.settings.pace = 0.003  # and plays the game to its end
            session = await table.wait()
            assert len(finals(session, *await finish([ben]))) == 1

    run(game)
