"""The host's admission of a hello, rule by rule, with fake connections and no sockets (issue 34;
docs/protocol.md "Handshake", "PIN proof", "A friend who comes late"): the ``server`` the host
sends first, the order of its checks and each refusal's reason and text, the PIN check's wait
(``busy`` after 30 s at the gate, a wrong proof refused 0.5 s after its check), peer ids, the
names, a spectator, a late arrival and a rejoin with its token. Times on a clock the test sets
(tests/net/clock.py)."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any, cast

import pytest

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from net.host.admission import PIN_WAIT_LIMIT
from net.host.pin_gate import Displaced
from net.host.state import Member, Pending
from net.host.table import HostTable
from net.listener import TableListener
from net.lockstep.randomness import HashChain
from net.lockstep.session import Session
from net.protocol.frames import FrameDecoder, encode_frame
from net.protocol.handshake import PIN_DELAY, host_proof, join_proof
from net.protocol.messages import (
    APP_VERSION,
    MAGIC,
    MAX_PEER_ID,
    MAX_PEERS,
    PROTOCOL_VERSION,
    SPECTATE,
    TO_HOST,
    Accept,
    Hello,
    Input,
    InputFrame,
    Lobby,
    Log,
    Message,
    PeerStatus,
    Refuse,
    ReturnInput,
    ServerHello,
    Status,
    decode_message,
    rules_text,
)
from net.protocol.wire import Connection
from tests.net.clock import at, clock, run_on_clock, turns
from tests.net.peers import host_settings, setup_with

pytestmark = pytest.mark.timeout(60)

PROTOCOL = Path(__file__).resolve().parents[3] / "docs" / "protocol.md"
ADDRESS = "10.0.0.7"
NONCE = b"j" * 16


class FakeConn:
    """A connection the host sees: one raw frame to read (or a wait for ever), every message
    it is sent, how it was closed."""

    allowed = TO_HOST
    check = Connection.check

    def __init__(self, raw: object = None, label: str = f"{ADDRESS}:4000") -> None:
        self.raw = raw
        self.label = label
        self.sent: list[Message] = []
        self.closed: tuple[str, bool] | None = None

    async def receive_raw(self) -> Any:
        if self.raw is None:
            await asyncio.get_running_loop().create_future()  # nothing comes
        return self.raw

    def send(self, message: Message) -> None:
        self.send_frame(encode_frame(message.to_wire()))

    def send_frame(self, frame: bytes) -> None:
        """Kept as the joiner reads it: a frame that breaks its schema fails the test."""
        (obj,) = FrameDecoder().feed(frame)
        self.sent.append(decode_message(obj, frozenset({obj["t"]})))

    def close(self, reason: str, bye: bool = True) -> None:
        if self.closed is None:
            self.closed = (reason, bye)

    def of(self, kind: type[Message]) -> list[Any]:
        return [m for m in self.sent if isinstance(m, kind)]


class Refusals:
    """The table's refusal log: what was refused, from whom."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, str, str]] = []

    def refused(self, who: str, what: str, reason: str, level: int = logging.WARNING) -> None:
        self.lines.append((who, what, reason))

    def close(self) -> None:
        pass


class Person(TableListener):
    """The front end: who is asked about late arrivals, the statuses and lobbies it is shown."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, str, int]] = []
        self.statuses: list[Sequence[PeerStatus]] = []
        self.lobbies: list[Sequence[int]] = []

    def late_arrival(self, peer: int, name: str, seat: int) -> None:
        self.asked.append((peer, name, seat))

    def status(self, peers: Sequence[PeerStatus], waiting: str) -> None:
        self.statuses.append(peers)

    def lobby(self, setup: Setup, owners: Sequence[int]) -> None:
        self.lobbies.append(tuple(owners))


def a_hello(**changes: Any) -> dict[str, Any]:
    message = Hello(MAGIC, PROTOCOL_VERSION, APP_VERSION, "", -1, b"", "Ben", NONCE, b"")
    wire = message.to_wire()
    wire.update(changes)
    return wire


def table_of(tmp: Path, setup: Setup | None = None, **settings: Any) -> HostTable:
    """A table that is not open (no server); its refusals recorded."""
    changes: dict[str, Any] = {"keep": False, "pace": 60.0, "ping": 60.0}
    changes.update(settings)
    table = HostTable(setup or setup_with(1), host_settings(tmp, **changes), Person())
    table.state.refusals = Refusals()  # type: ignore[assignment]
    return table


def person(table: HostTable) -> Person:
    return cast(Person, table.listener)


def refusals(table: HostTable) -> list[tuple[str, str, str]]:
    return cast(Refusals, table.state.refusals).lines


async def shake(table: HostTable, raw: object, address: str = ADDRESS) -> tuple[Any, FakeConn]:
    """The handshake of one connection from ``address`` that sends ``raw``: the member it
    admits (or None) and the connection."""
    conn = FakeConn(raw, f"{address}:4000")
    table.room.pending[cast(Connection, conn)] = Pending(address, 0.0)
    member = await table.admission.handshake(cast(Connection, conn), address)
    return member, conn


def on_loop(script: Callable[[], Coroutine[Any, Any, Any]]) -> Any:
    return run_on_clock(script)


def refused_with(conn: FakeConn) -> tuple[str, str]:
    """The one refusal ``conn`` got, and that it was closed with its text and without a bye."""
    (refuse,) = conn.of(Refuse)
    assert conn.closed == (refuse.text, False)
    assert not conn.of(Accept)
    return refuse.reason, refuse.text


# --- the host's hello ---------------------------------------------------------------------------


@pytest.mark.parametrize("pin", ["", "4711"])
def test_the_server_hello_comes_first_with_a_fresh_nonce_and_the_tables_facts(
    tmp_path: Path, pin: str
) -> None:
    async def script() -> None:
        table = table_of(tmp_path, name="N" * 70, pin=pin)
        firsts = []
        for _ in range(2):
            _, conn = await shake(table, a_hello(seat=SPECTATE))
            firsts.append(conn.sent[0])
        one, two = firsts
        assert isinstance(one, ServerHello) and isinstance(two, ServerHello)
        assert (one.magic, one.protocol, one.app) == (MAGIC, PROTOCOL_VERSION, APP_VERSION)
        assert one.table == table.table_id and one.name == "N" * 64
        assert one.pin is bool(pin)
        assert len(one.nonce) == len(two.nonce) == 16 and one.nonce != two.nonce

    on_loop(script)


def test_the_hello_is_awaited_exactly_the_handshake_timeout(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, handshake_timeout=10.0)
        start = clock().freeze()
        task = asyncio.ensure_future(shake(table, None))
        await turns(lambda: bool(table.room.pending) and not task.done())
        for _ in range(3):  # the hello's wait has begun (the clock stands still)
            await asyncio.sleep(0)
        await at(start + 10.0 - 0.1)
        assert not task.done()
        await at(start + 10.0)
        await turns(task.done)
        assert isinstance(task.exception(), TimeoutError)

    on_loop(script)


def test_a_hello_makes_the_connection_no_longer_idle(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        _, conn = await shake(table, a_hello(rules="fc,ro:4"))  # refused: stays pending
        assert table.room.pending[cast(Connection, conn)].idle is False

    on_loop(script)


# --- what is refused before the seat ------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        [1, 2, 3],
        {"t": "hello", "magic": "MADN-LAX", "protocol": PROTOCOL_VERSION, "app": "x"},
        {"t": "hello", "magic": MAGIC, "protocol": "2", "app": "x"},
    ],
    ids=["no-map", "other-magic", "no-version"],
)
def test_a_frame_without_the_madn_magic_is_no_handshake(tmp_path: Path, raw: object) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        member, conn = await shake(table, raw)
        assert member is None
        assert refused_with(conn) == ("protocol", "this is no madn LAN handshake")
        assert refusals(table) == [(ADDRESS, "hello", "this is no madn LAN handshake")]

    on_loop(script)


@pytest.mark.parametrize("protocol", [PROTOCOL_VERSION - 1, PROTOCOL_VERSION + 1])
def test_another_protocol_version_is_refused_naming_both(tmp_path: Path, protocol: int) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        member, conn = await shake(table, a_hello(protocol=protocol, app="9.9"))
        text = (
            f"wrong version: the table speaks LAN protocol {PROTOCOL_VERSION} (madn "
            f"{APP_VERSION}), the joiner {protocol} (madn 9.9)"
        )
        assert member is None and refused_with(conn) == ("version", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


def test_a_hello_against_the_schema_is_refused_with_the_schemas_reason(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        member, conn = await shake(table, a_hello(seat=4))
        reason, text = refused_with(conn)
        assert member is None and reason == "protocol" and text.startswith("bad message: ")
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


def test_the_handshake_begins_with_a_hello(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        raw = {"t": "ping", "magic": MAGIC, "protocol": PROTOCOL_VERSION, "app": APP_VERSION}
        member, conn = await shake(table, raw)
        # (the branch for another message never runs: a message with these fields that is no
        # hello breaks its own schema)
        text = "bad message: ping: unknown field app, magic, protocol"
        assert member is None and refused_with(conn) == ("protocol", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


@pytest.mark.parametrize(("asked", "accepted"), [("", True), ("same", True), ("fc,ro:4", False)])
def test_the_rules_asked_for_are_the_tables_or_none(
    tmp_path: Path, asked: str, accepted: bool
) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        ours = rules_text(table.setup.rules)
        member, conn = await shake(table, a_hello(rules=ours if asked == "same" else asked))
        if accepted:
            assert member is not None and conn.of(Accept)
        else:
            text = f"the table plays other rules ({ours}) than asked ({asked})"
            assert member is None and refused_with(conn) == ("rules", text)
            assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


# --- the PIN ------------------------------------------------------------------------------------


def proved(conn_nonce: bytes, table: HostTable, pin: str) -> bytes:
    return join_proof(pin, conn_nonce, NONCE, table.table_id)


class Gate:
    """The table's PIN gate: what it was asked, and its answer (``"wait"``: none ever;
    ``"displace"``: the hello is put out of line)."""

    def __init__(self, answer: object) -> None:
        self.answer = answer
        self.asked: list[tuple[str, bool, object]] = []

    async def check(self, address: str, check: Callable[[], bool], owner: object = None) -> bool:
        self.asked.append((address, check(), owner))
        if self.answer == "wait":
            await asyncio.get_running_loop().create_future()
        if self.answer == "displace":
            raise Displaced
        return bool(self.answer)

    def close(self) -> None:
        pass


async def pin_shake(table: HostTable, pin: str | None) -> tuple[Any, FakeConn]:
    """A hello with the proof of ``pin`` (None: no proof) for the nonce the host sends."""
    conn = FakeConn(None)
    table.room.pending[cast(Connection, conn)] = Pending(ADDRESS, 0.0)

    async def receive_raw() -> Any:
        (server,) = conn.of(ServerHello)
        proof = b"" if pin is None else proved(server.nonce, table, pin)
        return a_hello(proof=proof)

    conn.receive_raw = receive_raw  # type: ignore[method-assign]
    member = await table.admission.handshake(cast(Connection, conn), ADDRESS)
    return member, conn


def test_a_pin_table_refuses_a_hello_without_a_proof_unchecked(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        gate = Gate(True)
        table.room.pins = gate  # type: ignore[assignment]
        member, conn = await pin_shake(table, None)
        assert member is None and refused_with(conn) == ("pin", "this table needs a PIN")
        assert refusals(table) == [(ADDRESS, "hello", "this table needs a PIN")]
        assert gate.asked == []

    on_loop(script)


def test_a_right_proof_is_checked_at_the_gate_for_its_address_and_seated(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        gate = Gate(True)
        table.room.pins = gate  # type: ignore[assignment]
        member, conn = await pin_shake(table, "4711")
        assert member is not None and not conn.of(Refuse)
        assert gate.asked == [(ADDRESS, True, conn)]
        (server,) = conn.of(ServerHello)
        (accept,) = conn.of(Accept)
        assert accept.proof == host_proof("4711", server.nonce, NONCE, table.table_id)

    on_loop(script)


def test_a_wrong_proof_is_refused_exactly_the_pin_delay_after_its_check(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        gate = Gate(False)
        table.room.pins = gate  # type: ignore[assignment]
        changed: list[int] = []
        table.room.pin_attempts_changed = lambda: changed.append(1)  # type: ignore[method-assign]
        start = clock().freeze()
        task = asyncio.ensure_future(pin_shake(table, "1234"))
        await turns(lambda: changed == [1])
        assert gate.asked[0][:2] == (ADDRESS, False)
        await at(start + PIN_DELAY - 0.01)
        assert not task.done()
        await at(start + PIN_DELAY)
        await turns(task.done)
        member, conn = task.result()
        assert member is None and refused_with(conn) == ("pin", "wrong PIN")
        assert refusals(table) == [(ADDRESS, "hello", "wrong PIN")]

    on_loop(script)


def test_the_documented_pin_waits_are_the_codes() -> None:
    text = " ".join(PROTOCOL.read_text(encoding="utf-8").split())
    waited = re.search(r"A hello that waited (\d+) s is answered `refuse` `busy`", text)
    wrong = re.search(r'A wrong proof is answered "wrong PIN" ([\d.]+) s after its check', text)
    assert waited is not None and float(waited.group(1)) == PIN_WAIT_LIMIT == 30.0
    assert wrong is not None and float(wrong.group(1)) == PIN_DELAY == 0.5


BUSY_TEXT = "the table is busy: try again in a moment"


def test_a_hello_waiting_at_the_gate_is_told_busy_after_exactly_30_s(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        gate = Gate("wait")
        table.room.pins = gate  # type: ignore[assignment]
        start = clock().freeze()
        task = asyncio.ensure_future(pin_shake(table, "4711"))
        await turns(lambda: bool(gate.asked))
        await at(start + PIN_WAIT_LIMIT - 0.01)
        assert not task.done()
        await at(start + PIN_WAIT_LIMIT)
        await turns(task.done)
        member, conn = task.result()
        assert member is None and refused_with(conn) == ("busy", BUSY_TEXT)
        assert refusals(table) == [(ADDRESS, "hello", BUSY_TEXT)]

    on_loop(script)


def test_a_hello_put_out_of_line_at_the_gate_is_told_busy(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        table.room.pins = Gate("displace")  # type: ignore[assignment]
        member, conn = await pin_shake(table, "4711")
        assert member is None and refused_with(conn) == ("busy", BUSY_TEXT)
        assert refusals(table) == [(ADDRESS, "hello", BUSY_TEXT)]

    on_loop(script)


def test_a_table_without_a_pin_asks_no_gate_and_proves_nothing(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        gate = Gate(False)
        table.room.pins = gate  # type: ignore[assignment]
        member, conn = await shake(table, a_hello(proof=b"x" * 32))
        assert member is not None and gate.asked == []
        (accept,) = conn.of(Accept)
        assert accept.proof == b""

    on_loop(script)


# --- peer ids -----------------------------------------------------------------------------------


class Peers:
    """A running session as far as peer ids go."""

    def __init__(self, peers: Sequence[int]) -> None:
        self.peers = dict.fromkeys(peers)


def member_of(peer: int, spectator: bool = False) -> Member:
    return Member(peer, f"p{peer}", bytes(16), () if spectator else (1,), spectator=spectator)


def test_players_get_ids_1_to_15_and_spectators_16_to_63_the_lowest_free(tmp_path: Path) -> None:
    table = table_of(tmp_path)
    assert (MAX_PEERS, MAX_PEER_ID) == (16, 63)
    assert table.admission.new_peer_id(False) == 1 and table.admission.new_peer_id(True) == 16
    table.state.members = {p: member_of(p) for p in (1, 2, 4)}
    table.members.update({p: member_of(p, True) for p in (16, 17)})
    assert table.admission.new_peer_id(False) == 3 and table.admission.new_peer_id(True) == 18
    table.state.members = {p: member_of(p) for p in range(1, 15)}  # one player id left: 15
    table.members.update({p: member_of(p, True) for p in range(16, 63)})  # one left: 63
    assert table.admission.new_peer_id(False) == 15 and table.admission.new_peer_id(True) == 63
    table.members.update({15: member_of(15), 63: member_of(63, True)})
    assert table.admission.new_peer_id(False) is None and table.admission.new_peer_id(True) is None


def test_a_running_games_peers_keep_their_ids_when_they_are_not_members(tmp_path: Path) -> None:
    table = table_of(tmp_path)
    table.state.session = Peers([0, 1, 2, 16])  # type: ignore[assignment]
    assert table.admission.new_peer_id(False) == 3 and table.admission.new_peer_id(True) == 17
    table.state.members = {3: member_of(3), 17: member_of(17, True)}  # members beside the peers
    assert table.admission.new_peer_id(False) == 4 and table.admission.new_peer_id(True) == 18


def test_a_late_arrival_gets_an_id_no_late_arrival_had_while_there_is_one(
    tmp_path: Path,
) -> None:
    table = table_of(tmp_path)
    table.state.session = Peers([0, 1])  # type: ignore[assignment]
    assert table.admission.new_peer_id(False, late=True) == 2
    # 2 is free again, but was handed out
    assert table.admission.new_peer_id(False, late=True) == 3
    assert table.admission.new_peer_id(False) == 2  # a player in the lobby takes the lowest free
    assert table.admission.late_ids == {2, 3}
    # every free id was a late arrival's: the lowest free
    table.admission.late_ids = set(range(2, 16))
    assert table.admission.new_peer_id(False, late=True) == 2
    table.state.session = Peers(range(16))  # type: ignore[assignment]
    assert table.admission.new_peer_id(False, late=True) is None


# --- seats in the lobby -------------------------------------------------------------------------


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


# --- spectators ---------------------------------------------------------------------------------


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


# --- a running game: late arrivals and rejoins --------------------------------------------------


async def running(tmp: Path, **settings: Any) -> HostTable:
    """A running game: seat 1 Ben's (peer 1, no connection), the computer's seats 0, 2, 3
    (no timeout runs out while a test looks)."""
    table = table_of(tmp, **({"timeout": 3600.0} | settings))
    table.state.done = asyncio.get_running_loop().create_future()
    chain = HashChain(length=20)
    ben = Member(1, "Ben", b"b" * 16, (1,), anchor=chain.anchor, length=chain.length)
    table.members[1] = ben
    table.owners[1] = 1
    table.lobby.maybe_start()
    assert table.session is not None
    return table


RUNNING = "game running: the game has started; you can join to watch it"


def test_without_late_join_a_newcomer_to_a_running_game_is_told_to_watch(tmp_path: Path) -> None:
    async def script() -> None:
        table = await running(tmp_path, late_join=False)
        member, conn = await shake(table, a_hello(seat=0))
        assert member is None and refused_with(conn) == ("running", RUNNING)
        assert refusals(table) == [(ADDRESS, "hello", RUNNING)]
        assert list(table.members) == [1]

    on_loop(script)


def test_with_no_computers_seat_free_a_late_arrival_is_told_to_watch(tmp_path: Path) -> None:
    async def script() -> None:
        table = await running(tmp_path, late_join=True)
        for seat, address in ((0, "10.0.0.1"), (2, "10.0.0.2"), (3, "10.0.0.3")):
            member, _ = await shake(table, a_hello(seat=seat), address)
            assert member is not None and member.seats == (seat,)
        member, conn = await shake(table, a_hello(seat=-1))
        text = (
            "game running: the computer plays no seat that is free to take; you can join to "
            "watch it"
        )
        assert member is None and refused_with(conn) == ("running", text)
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
