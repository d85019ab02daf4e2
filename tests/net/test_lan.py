"""Host and joiners over real sockets on 127.0.0.1, in one process (issue 13): whole games, a
spectator who comes late, refusals with their reasons, hostile peers and a hostile host, a
vanished joiner (AI takeover, pause, rejoin), a desync, a host that closes and resumes."""

from __future__ import annotations

import asyncio
import json
import struct
from pathlib import Path
from typing import Any

import pytest

from core.tokens import format_command
from net.host.table import HostTable
from net.join.client import JoinClient, JoinFailed, JoinRefused, JoinSettings
from net.join.duties import Duties
from net.join.follow import Follow
from net.listener import TableListener
from net.lockstep.session import GameStopped
from net.protocol.frames import encode_frame
from net.protocol.messages import (
    MAGIC,
    PROTOCOL_VERSION,
    SPECTATE,
    Act,
    ActInput,
    DropInput,
    InputFrame,
    Reveal,
    decode_message,
)
from net.store import latest_kept
from tests.net.peers import (
    finals,
    finish,
    host_settings,
    hosted,
    join_settings,
    refused,
    run,
    setup_with,
    spawn,
    until,
)
from tests.net.raw import hello, raw_exchange

pytestmark = pytest.mark.timeout(90)


class Recorder(TableListener):
    def __init__(self) -> None:
        self.refusals: list[tuple[str, str]] = []
        self.stops: list[tuple[str, str]] = []
        self.statuses: list[str] = []
        self.finals: list[str] = []

    def refused(self, what: str, reason: str) -> None:
        self.refusals.append((what, reason))

    def stopped(self, reason: str, text: str) -> None:
        self.stops.append((reason, text))

    def status(self, peers: Any, waiting: str) -> None:
        self.statuses.append(waiting)

    def finished(self, final: str) -> None:
        self.finals.append(final)


@pytest.mark.parametrize("event", [False, True])
def test_a_whole_game_with_a_spectator_who_comes_late(tmp_path: Path, event: bool) -> None:
    async def game() -> None:
        async with hosted(setup_with(2, event), host_settings(tmp_path)) as table:
            joiners = [
                spawn(JoinClient(join_settings(tmp_path, table.port, name)).run())
                for name in ("ben", "carla")
            ]
            await until(lambda: table.session is not None and table.session.next_seq > 200)
            watcher = spawn(
                JoinClient(
                    join_settings(tmp_path, table.port, "eve", seat=SPECTATE, level=None)
                ).run()
            )
            host_session = await table.wait()
            results = await finish([*joiners, watcher])
            assert len(finals(host_session, *results)) == 1
            assert results[2].local_peer is None  # the spectator had no seat

    run(game)


def test_wrong_pin_missing_pin_full_running_rules_and_seat_are_refused(tmp_path: Path) -> None:
    async def game() -> None:
        settings = host_settings(tmp_path, pin="4711")
        async with hosted(setup_with(2), settings) as table:
            port = table.port
            assert (await refused(tmp_path, port, "a", pin="1234")).reason == "pin"
            error = await refused(tmp_path, port, "b")
            assert error.reason == "pin" and "needs a PIN" in error.text
            error = await refused(tmp_path, port, "c", pin="4711", rules="fc,jg:4")
            assert error.reason == "rules"
            assert (await refused(tmp_path, port, "d", pin="4711", seat=3)).reason == "seat"
            ben = spawn(JoinClient(join_settings(tmp_path, port, "ben", pin="4711")).run())
            carla = spawn(JoinClient(join_settings(tmp_path, port, "carla", pin="4711")).run())
            await until(lambda: table.session is not None)
            error = await refused(tmp_path, port, "e", pin="4711")
            assert error.reason == "running" and "game running" in error.text
            session = await table.wait()
            assert len(finals(session, *await finish([ben, carla]))) == 1

        async with hosted(setup_with(1), host_settings(tmp_path, pin="")) as table:
            # A host that pretends to know a PIN it does not (or another table): the joiner
            # checks the host's proof.
            client = JoinClient(join_settings(tmp_path, table.port, "f", pin="99"))
            with pytest.raises(JoinRefused, match="does not know"):
                await client.run()

    run(game)


def test_a_full_table_refuses_with_its_reason(tmp_path: Path) -> None:
    async def game() -> None:
        async with hosted(setup_with(1), host_settings(tmp_path, pace=0.01)) as table:
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            await until(lambda: table.session is not None)
            with pytest.raises(JoinRefused) as caught:
                await JoinClient(join_settings(tmp_path, table.port, "x")).run()
            assert caught.value.reason == "running"
            await table.close(final=True)
            (result,) = await finish([ben])
            assert isinstance(result, GameStopped) and result.reason == "closing"

        settings = host_settings(tmp_path)
        table = HostTable(setup_with(2), settings)
        await table.open()
        try:
            table.owners[1] = table.owners[2] = 99  # every remote seat taken, the game not started
            with pytest.raises(JoinRefused) as caught:
                await JoinClient(join_settings(tmp_path, table.port, "y")).run()
            assert caught.value.reason == "full" and "table full" in caught.value.text
        finally:
            await table.close()

    run(game)


def test_other_versions_and_garbage_are_refused_and_the_game_goes_on(tmp_path: Path) -> None:
    async def game() -> None:
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            port = table.port
            newer = hello(protocol=PROTOCOL_VERSION + 1, future_field=[1, 2, 3])
            answer = await raw_exchange(port, [newer])
            assert answer[0]["t"] == "server" and answer[0]["protocol"] == PROTOCOL_VERSION
            assert answer[1]["t"] == "refuse" and answer[1]["reason"] == "version"
            assert "wrong version" in answer[1]["text"]
            answer = await raw_exchange(port, [hello(magic="HTTP")])
            assert answer[1]["reason"] == "protocol"
            answer = await raw_exchange(port, [hello(name=7)])
            assert answer[1]["reason"] == "protocol"
            await raw_exchange(port, [b"GET / HTTP/1.1\r\n\r\n"])
            await raw_exchange(port, [struct.pack(">I", 10**9)])
            await raw_exchange(port, [encode_frame({"t": "teleport"})])
            await raw_exchange(port, [b"\x00\x00\x00\x03\x92\x01"], read=False)  # cut short
            ben = spawn(JoinClient(join_settings(tmp_path, port, "ben")).run())
            await until(lambda: table.session is not None and table.session.next_seq > 100)
            # In a running game: a spectator that sends garbage after its hello is cut off.
            answer = await raw_exchange(
                port,
                [hello(seat=SPECTATE), encode_frame({"t": "act", "n": 1, "seat": 9, "cmd": "p"})],
            )
            assert [a["t"] for a in answer[:2]] == ["server", "accept"]
            assert any(a["t"] == "log" for a in answer)
            assert answer[-1]["t"] == "bye" and "bad message" in answer[-1]["reason"]
            session = await table.wait()
            assert len(finals(session, *await finish([ben]))) == 1

    run(game)


class CheatingDuties(Duties):
    """Moves for a seat that is not its own when that seat is to act (a legal move of that seat)
    and before each of its own moves, makes an illegal move, once reveals a false preimage."""

    false_reveal = False
    foreign: int | None = None  # the command number it last moved for another seat at

    def _send_act(self, session: Any, seat: int, n: int, action: Any) -> None:
        conn = self.state.conn
        if conn is not None and session.commands == n and session is self.state.session:
            conn.send(Act(n, (seat + 1) % 4, format_command(action)))  # not its seat
            conn.send(Act(n, seat, "m9>99"))  # illegal
        super()._send_act(session, seat, n, action)

    def run(self) -> None:
        session, conn, peer = self.state.session, self.state.conn, self.state.peer
        if session is not None and conn is not None and peer is not None:
            seat = session.to_act()
            n = session.commands
            if seat is not None and session.controller(seat) != peer and self.foreign != n:
                self.foreign = n
                conn.send(Act(n, seat, format_command(session.legal_actions()[0])))
        if self.false_reveal and session is not None and conn is not None and peer is not None:
            node = session.needs_reveal(peer)
            if node is not None and node > 20 and self.revealed != node:
                self.false_reveal = False
                self.revealed = node
                conn.send(Reveal(node, b"\x13" * 32))
                return
        super().run()


class Cheater(JoinClient):
    """A joiner with :class:`CheatingDuties` (``cheating``)."""

    def __init__(self, settings: JoinSettings, listener: TableListener) -> None:
        super().__init__(settings, listener)
        self.cheating = CheatingDuties(self.state)
        self.duties = self.cheating
        self.follow = Follow(self.state, self.duties)


def test_moves_for_other_seats_and_illegal_moves_are_refused_and_the_game_goes_on(
    tmp_path: Path,
) -> None:
    async def game() -> None:
        # The host's seats wait a little before each move, so a move for them arrives in time.
        async with hosted(setup_with(2), host_settings(tmp_path, pace=0.01)) as table:
            events = Recorder()
            cheat = Cheater(join_settings(tmp_path, table.port, "mallory"), events)
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            mallory = spawn(cheat.run())
            session = await table.wait()
            results = await finish([ben, mallory])
            assert len(finals(session, *results)) == 1
            reasons = [r for w, r in events.refusals if w == "act"]
            assert sum("to play" in r for r in reasons) >= 10, reasons[:20]  # another's seat
            assert any("is to act" in r for r in reasons)  # a seat not to act
            assert any("not legal" in r for r in reasons)
            # Every move in the log was made by its seat's owner.
            owner = {s: e.peer for e in session.start.peers for s in e.seats}
            acts = [e.i for e in session.log if isinstance(e.i, ActInput)]
            assert acts and all(a.peer == owner[a.seat] for a in acts)

    run(game)


def test_a_false_preimage_is_refused_the_cheater_dropped_and_the_game_goes_on(
    tmp_path: Path,
) -> None:
    async def game() -> None:
        async with hosted(setup_with(2), host_settings(tmp_path)) as table:
            events = Recorder()
            cheat = Cheater(join_settings(tmp_path, table.port, "mallory"), events)
            cheat.cheating.false_reveal = True
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            mallory = spawn(cheat.run())
            session = await table.wait()
            results = await finish([ben, mallory])
            assert any(w == "reveal" and "false preimage" in r for w, r in events.refusals)
            drops = [e.i for e in session.log if e.i.to_wire()["k"] == "drop"]
            assert drops and drops[0].reason == "cheat"  # type: ignore[attr-defined]
            # The cheater came back with its token and followed the game to the end.
            assert len(finals(session, *results)) == 1

    run(game)


def test_a_vanished_joiner_is_played_by_the_ai_and_rejoins_with_its_token(tmp_path: Path) -> None:
    async def game() -> None:
        events = Recorder()
        async with hosted(
            setup_with(2), host_settings(tmp_path, timeout=1.0, pace=0.004), events
        ) as table:
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            carla_client = JoinClient(join_settings(tmp_path, table.port, "carla"))
            carla = spawn(carla_client.run())
            await until(lambda: table.session is not None and table.session.next_seq > 150)
            carla.cancel()  # the process is gone: no bye
            await finish([carla])
            if carla_client.state.conn is not None:
                carla_client.state.conn.abort("test: vanished")
            session = table.session
            assert session is not None
            await until(lambda: session.peers[2].dropped, limit=10)
            played = session.commands
            await until(lambda: session.commands > played + 20)
            assert any(w.startswith("missing: carla") for w in events.statuses)
            again = spawn(JoinClient(join_settings(tmp_path, table.port, "carla")).run())
            await until(lambda: not session.peers[2].dropped or session.over)
            final = await table.wait()
            results = await finish([ben, again])
            assert len(finals(final, *results)) == 1
            kinds = [e.i.to_wire()["k"] for e in final.log]
            assert "drop" in kinds and ("return" in kinds or final.over)
            assert results[1].local_peer == 2

    run(game)


def test_with_pause_the_game_waits_for_the_missing_joiner(tmp_path: Path) -> None:
    async def game() -> None:
        # (5 s while Ben plays: a loaded machine may be late with a reveal by more than 0.2 s.)
        settings = host_settings(tmp_path, timeout=5.0, takeover="pause", pace=0.002)
        async with hosted(setup_with(1), settings) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben"))
            ben = spawn(client.run())
            await until(lambda: table.session is not None and table.session.next_seq > 60)
            table.settings.timeout = 0.2  # (read when a player goes missing)
            ben.cancel()
            await finish([ben])
            if client.state.conn is not None:
                client.state.conn.abort("test: vanished")
            session = table.session
            assert session is not None
            await asyncio.sleep(0.6)
            stalled = session.next_seq
            await asyncio.sleep(0.5)
            assert session.next_seq == stalled  # nothing is played for it, nothing drawn without it
            assert not session.peers[1].dropped
            back = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            final = await table.wait()
            assert len(finals(final, *await finish([back]))) == 1

    run(game)


def test_a_host_that_plays_a_joiners_seat_is_caught(tmp_path: Path) -> None:
    async def game() -> None:
        async with hosted(setup_with(1), host_settings(tmp_path, pace=0.002)) as table:
            events = Recorder()
            # Ben is a person who has not decided yet.
            ben = spawn(
                JoinClient(join_settings(tmp_path, table.port, "ben", level=None), events).run()
            )
            await until(lambda: table.session is not None)
            session = table.session
            assert session is not None
            await until(lambda: session.to_act() == 1)
            token = format_command(session.legal_actions()[0])
            forged = ActInput(1, 1, token)  # in peer 1's name
            assert table.numbering.sequence(forged) is None
            (result,) = await finish([ben])
            assert isinstance(result, GameStopped) and result.reason == "cheat"
            assert "did not send" in result.text
            assert events.stops and events.stops[0][0] == "cheat"

    run(game)


class DivergingFollow(Follow):
    """From input 120 on its game differs from everybody else's (as if its engine did)."""

    def _input(self, frame: InputFrame) -> None:
        session = self.state.session
        if frame.seq == 120 and session is not None:
            apply = session.apply

            def diverging(item: Any) -> Any:
                digest, steps = apply(item)
                return digest ^ 0xFF, steps

            session.apply = diverging  # type: ignore[method-assign]
        super()._input(frame)


class Diverger(JoinClient):
    """A joiner whose game differs from input 120 on (:class:`DivergingFollow`)."""

    def __init__(self, settings: JoinSettings) -> None:
        super().__init__(settings)
        self.follow = DivergingFollow(self.state, self.duties)


def test_a_desync_stops_the_game_and_every_peer_writes_a_report(tmp_path: Path) -> None:
    async def game() -> None:
        async with hosted(setup_with(2), host_settings(tmp_path)) as table:
            odd = spawn(Diverger(join_settings(tmp_path, table.port, "ben")).run())
            other = spawn(JoinClient(join_settings(tmp_path, table.port, "carla")).run())
            with pytest.raises(GameStopped) as caught:
                await table.wait()
            assert caught.value.reason == "desync"
            results = await finish([odd, other])
            assert all(isinstance(r, GameStopped) and r.reason == "desync" for r in results)

    run(game)
    for who in ("host", "ben", "carla"):
        (report,) = (tmp_path / who / "desync").glob("desync-*.json")
        data = json.loads(report.read_text(encoding="utf-8"))
        assert data["seq"] == 120
        assert data["inputs"][0]["i"]["k"] == "start"
        assert data["states"] and all(s["notation"].startswith("MADN") for s in data["states"])
    host_report = json.loads(next((tmp_path / "host" / "desync").glob("*.json")).read_text())
    hashes = {s["peer"]: s["hash"] for s in host_report["states"]}
    assert len(hashes) == 2 and len(set(hashes.values())) == 2


def test_a_closed_host_resumes_its_kept_game_and_the_joiners_reconnect(tmp_path: Path) -> None:
    async def game() -> None:
        settings = host_settings(tmp_path, pace=0.003)
        table = HostTable(setup_with(2), settings)
        port = await table.open()
        ben = spawn(JoinClient(join_settings(tmp_path, port, "ben")).run())
        carla = spawn(JoinClient(join_settings(tmp_path, port, "carla")).run())
        await until(lambda: table.session is not None and table.session.next_seq > 100)
        seen = table.session.next_seq if table.session else 0
        await table.close()  # the host's app closes
        kept = latest_kept(settings.data)
        assert kept is not None
        await asyncio.sleep(0.3)
        again = HostTable.resume(kept, host_settings(tmp_path, port=port))
        assert again.session is not None and again.session.next_seq >= seen
        await again.open()
        try:
            session = await again.wait()
            results = await finish([ben, carla])
            assert len(finals(session, *results)) == 1
        finally:
            await again.close()
        assert latest_kept(settings.data) is None  # a finished game is not kept

    run(game)


def test_no_host_at_all_fails_in_time(tmp_path: Path) -> None:
    async def game() -> None:
        server = await asyncio.start_server(lambda r, w: w.close(), "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        server.close()
        await server.wait_closed()
        with pytest.raises(JoinFailed):
            await JoinClient(join_settings(tmp_path, port, "x", connect_timeout=0.5)).run()

    run(game)


def test_a_server_of_another_protocol_is_refused_by_the_joiner(tmp_path: Path) -> None:
    async def game() -> None:
        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            writer.write(encode_frame({"t": "server", "magic": MAGIC, "protocol": 9, "app": "9.9"}))
            await writer.drain()
            await asyncio.sleep(0.5)
            writer.close()

        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            with pytest.raises(JoinRefused) as caught:
                await JoinClient(join_settings(tmp_path, port, "x")).run()
            assert caught.value.reason == "version" and "protocol 9" in caught.value.text
        finally:
            server.close()

    run(game)


def test_decode_of_what_the_host_sends_is_schema_clean(tmp_path: Path) -> None:
    """Every frame a host sends in a real game passes the joiner's schema check."""

    async def game() -> None:
        async with hosted(setup_with(1), host_settings(tmp_path)) as table:
            answer = await raw_exchange(table.port, [hello(seat=SPECTATE)], wait=0.5)
            assert [a["t"] for a in answer] == ["server", "accept", "lobby"]
            for obj in answer:
                decode_message(obj)

    run(game)


class WithholdingDuties(Duties):
    """Never reveals its value for one chance node (after node 20)."""

    withheld: int | None = None

    def run(self) -> None:
        session, peer = self.state.session, self.state.peer
        if session is not None and peer is not None and self.withheld is None:
            node = session.needs_reveal(peer)
            if node is not None and node > 20:
                self.withheld = node
        withheld = self.withheld
        waiting = session.needs_reveal(peer) if session is not None and peer is not None else None
        if withheld is not None and waiting == withheld:
            return  # sits on its value
        super().run()


class Withholder(JoinClient):
    """A joiner with :class:`WithholdingDuties` (``withholding``)."""

    def __init__(self, settings: JoinSettings) -> None:
        super().__init__(settings)
        self.withholding = WithholdingDuties(self.state)
        self.duties = self.withholding
        self.follow = Follow(self.state, self.duties)


def test_a_withheld_reveal_stalls_only_until_the_timeout(tmp_path: Path) -> None:
    async def game() -> None:
        async with hosted(setup_with(2), host_settings(tmp_path, timeout=1.0)) as table:
            sly = Withholder(join_settings(tmp_path, table.port, "mallory"))
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            mallory = spawn(sly.run())
            session = await table.wait()
            results = await finish([ben, mallory])
            assert sly.withholding.withheld is not None
            drops = [e.i for e in session.log if isinstance(e.i, DropInput)]
            assert [d.reason for d in drops] == ["timeout"]
            # No redraw: the node was answered from the other reveals, once.
            assert len(finals(session, *results)) == 1

    run(game)


def test_a_host_that_drops_a_joiner_after_seeing_its_reveal_is_caught(tmp_path: Path) -> None:
    async def game() -> None:
        async with hosted(setup_with(2), host_settings(tmp_path)) as table:
            honest = table.inbound.reveal

            def choosy(member: Any, conn: Any, message: Reveal) -> None:
                if member.peer == 1 and message.node > 20:
                    table.takeover.drop(member, "timeout")  # seen the value, dropped its owner
                    return
                honest(member, conn, message)

            table.inbound.reveal = choosy  # type: ignore[method-assign]
            ben = spawn(JoinClient(join_settings(tmp_path, table.port, "ben")).run())
            carla = spawn(JoinClient(join_settings(tmp_path, table.port, "carla")).run())
            (result, _) = await finish([ben, carla])
            assert isinstance(result, GameStopped) and result.reason == "cheat"
            assert "after our reveal" in result.text
            await table.close()

    run(game)
