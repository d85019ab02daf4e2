"""The host's room when every slot is taken (issue 34; docs/protocol.md "Handshake"), on a
clock the test sets: the decision of :meth:`net.host.room.Room.make_room` with fake
connections, no sockets.

- A newcomer closes the oldest idle connection of the address with the most idle ones if that
  address has at least two more than the newcomer's (one more is not enough).
- Else the oldest idle connection of all if it has been idle for 1 s or more (not 0.999 s).
- Players and spectators (not idle) are never closed; failing all, the newcomer is turned away.
- Below the limit of 32 connections nothing is closed; at most 4 idle per address, the oldest
  of that address closed for a fifth.
"""

from __future__ import annotations

import asyncio
import logging

import pytest

import net.host.room
from net.host.pin_gate import Waiter
from net.host.refusal_log import RefusalLog
from net.host.room import BUSY, IDLE_GRACE
from net.host.state import MAX_CONNECTIONS, MAX_IDLE_PER_ADDRESS, Pending, TableState
from net.protocol.wire import Connection
from tests.net.peers import no_handshake, no_loss, no_message, setup_with

NEWCOMER = "10.0.0.99"


class Clock:
    def __init__(self) -> None:
        self.now = 500.0

    def monotonic(self) -> float:
        return self.now


class FakeConnection(Connection):
    """A connection with no stream: it only notes how it was closed."""

    def __init__(self, name: str) -> None:  # no stream, no I/O
        self.label = name
        self.closed_with: str | None = None

    def close(self, reason: str, bye: bool = True) -> None:
        self.closed_with = reason


class Room(net.host.room.Room):
    """The room alone: connections in order of arrival, no handshake, no game behind them."""

    def __init__(self) -> None:
        super().__init__(TableState(setup_with(1)), no_handshake, no_message, no_loss)
        self.state.refusals = RefusalLog(logging.getLogger("madn.test.room"))

    def arrive(self, address: str, since: float, idle: bool = True) -> FakeConnection:
        conn = FakeConnection(f"{address}:{len(self.connections)}")
        self.connections.add(conn)
        self.pending[conn] = Pending(address, since, idle)
        return conn

    def member(self, name: str) -> FakeConnection:
        """A player's or spectator's connection: counted, never pending."""
        conn = FakeConnection(name)
        self.connections.add(conn)
        return conn

    def holds(self, conn: FakeConnection) -> bool:
        held: list[object] = [*self.connections, *self.pending]
        return any(c is conn for c in held)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(net.host.room, "time", fake)
    return fake


def test_the_documented_numbers() -> None:
    assert (MAX_CONNECTIONS, MAX_IDLE_PER_ADDRESS, IDLE_GRACE) == (32, 4, 1.0)


def fill(room: Room, clock: Clock, crowded: int, newcomers_own: int) -> list[FakeConnection]:
    """A full table: ``crowded`` idle connections from 10.0.0.1 (the oldest arrived first,
    before everything), ``newcomers_own`` from the newcomer's address, and players for the
    rest; every idle one younger than the grace. The crowded address's connections in order."""
    crowd = [room.arrive("10.0.0.1", clock.now - 0.5 + i * 0.01) for i in range(crowded)]
    for i in range(newcomers_own):
        room.arrive(NEWCOMER, clock.now - 0.4 + i * 0.01)
    while len(room.connections) < MAX_CONNECTIONS:
        room.member(f"player {len(room.connections)}")
    return crowd


@pytest.mark.parametrize(("crowded", "own"), [(2, 0), (3, 1), (4, 2)])
def test_an_address_with_two_more_idle_gives_way_its_oldest(
    clock: Clock, crowded: int, own: int
) -> None:
    room = Room()
    crowd = fill(room, clock, crowded, own)
    assert room.make_room(NEWCOMER)
    assert crowd[0].closed_with == BUSY and not room.holds(crowd[0])  # the oldest, taken out
    assert all(c.closed_with is None for c in crowd[1:])


@pytest.mark.parametrize(("crowded", "own"), [(1, 0), (2, 1), (3, 2), (2, 2)])
def test_an_address_with_only_one_more_does_not_give_way(
    clock: Clock, crowded: int, own: int
) -> None:
    room = Room()
    crowd = fill(room, clock, crowded, own)
    assert not room.make_room(NEWCOMER)  # all young: the newcomer is told busy
    assert all(c.closed_with is None for c in crowd)
    assert len(room.connections) == MAX_CONNECTIONS


@pytest.mark.parametrize(("idle_for", "closed"), [(IDLE_GRACE - 0.001, False), (IDLE_GRACE, True)])
def test_the_oldest_idle_connection_gives_way_after_exactly_the_grace(
    clock: Clock, idle_for: float, closed: bool
) -> None:
    room = Room()
    oldest = room.arrive("10.0.0.1", clock.now - idle_for)
    younger = room.arrive("10.0.0.2", clock.now - idle_for + 0.0005)
    while len(room.connections) < MAX_CONNECTIONS:
        room.member(f"player {len(room.connections)}")
    assert room.make_room(NEWCOMER) is closed
    assert (oldest.closed_with == BUSY) is closed
    assert younger.closed_with is None


def test_players_and_spectators_are_never_closed(clock: Clock) -> None:
    room = Room()
    members = [room.member(f"player {i}") for i in range(MAX_CONNECTIONS)]
    clock.now += 3600
    assert not room.make_room(NEWCOMER)
    waiting = room.arrive("10.0.0.7", clock.now - 60.0, idle=False)  # a hello at the PIN gate
    last: object = members.pop()
    room.connections = {c for c in room.connections if c is not last}
    assert not room.make_room(NEWCOMER)  # it said hello: it is not idle
    assert waiting.closed_with is None and all(m.closed_with is None for m in members)


@pytest.mark.parametrize("taken", [MAX_CONNECTIONS - 2, MAX_CONNECTIONS - 1])
def test_below_the_limit_nothing_is_closed(clock: Clock, taken: int) -> None:
    room = Room()
    old = [room.arrive(f"10.0.1.{i}", clock.now - 100.0) for i in range(taken)]
    assert room.make_room(NEWCOMER)
    assert all(c.closed_with is None for c in old)


@pytest.mark.parametrize("before", [MAX_IDLE_PER_ADDRESS - 1, MAX_IDLE_PER_ADDRESS])
def test_a_fifth_idle_connection_of_an_address_closes_its_oldest(clock: Clock, before: int) -> None:
    room = Room()
    other = room.arrive("10.0.0.1", clock.now - 50.0)  # older than all, another address
    mine = [room.arrive(NEWCOMER, clock.now - 5.0 + i) for i in range(before)]
    assert room.make_room(NEWCOMER)
    closed = [c for c in mine if c.closed_with is not None]
    assert closed == (mine[:1] if before == MAX_IDLE_PER_ADDRESS else [])
    assert other.closed_with is None


class Pins:
    """The PIN gate as the room asks it: the hello that would be served last, and how many
    wrong proofs each address has in the last minute."""

    def __init__(self, worst: Waiter | None, standing: dict[str, int]) -> None:
        self._worst = worst
        self._standing = standing
        self.displaced: list[Waiter] = []

    def worst(self) -> Waiter | None:
        return self._worst

    def standing(self, address: str) -> int:
        return self._standing.get(address, 0)

    def displace(self, waiter: Waiter) -> None:
        self.displaced.append(waiter)


def full_of_players_and_a_waiting_hello(guesser: str) -> tuple[Room, FakeConnection, Waiter]:
    room = Room()
    waiting = room.arrive(guesser, 0.0, idle=False)
    while len(room.connections) < MAX_CONNECTIONS:
        room.member(f"player {len(room.connections)}")
    loop = asyncio.new_event_loop()
    waiter = Waiter(guesser, 1, 0.0, lambda: False, loop.create_future(), waiting)
    loop.close()
    return room, waiting, waiter


@pytest.mark.parametrize(("guesses", "newcomers", "displaced"), [(1, 0, True), (3, 2, True)])
def test_a_waiting_hello_of_an_address_with_more_wrong_pins_is_put_out_of_line(
    clock: Clock, guesses: int, newcomers: int, displaced: bool
) -> None:
    room, waiting, waiter = full_of_players_and_a_waiting_hello("10.0.0.66")
    pins = Pins(waiter, {"10.0.0.66": guesses, NEWCOMER: newcomers})
    room.pins = pins  # type: ignore[assignment]
    assert room.make_room(NEWCOMER)
    assert pins.displaced == [waiter]
    assert not room.holds(waiting)  # its slot is the newcomer's
    assert waiting.closed_with is None  # the gate tells it busy (net.host.admission)


@pytest.mark.parametrize(("guesses", "newcomers"), [(0, 0), (1, 1), (2, 3)])
def test_a_waiting_hello_with_no_more_wrong_pins_than_the_newcomer_stays(
    clock: Clock, guesses: int, newcomers: int
) -> None:
    room, waiting, waiter = full_of_players_and_a_waiting_hello("10.0.0.66")
    pins = Pins(waiter, {"10.0.0.66": guesses, NEWCOMER: newcomers})
    room.pins = pins  # type: ignore[assignment]
    assert not room.make_room(NEWCOMER)
    assert pins.displaced == [] and room.holds(waiting)


def test_no_waiting_hello_no_room(clock: Clock) -> None:
    room, _, _ = full_of_players_and_a_waiting_hello("10.0.0.66")
    room.pins = Pins(None, {"10.0.0.66": 9})  # type: ignore[assignment]
    assert not room.make_room(NEWCOMER)


def test_each_closing_is_logged_with_the_address_and_the_reason(
    clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    room = Room()
    oldest = room.arrive("10.0.0.1", clock.now - IDLE_GRACE)
    for _ in range(MAX_IDLE_PER_ADDRESS):
        room.arrive(NEWCOMER, clock.now)
    with caplog.at_level(logging.INFO, logger="madn.test.room"):
        assert room.make_room(NEWCOMER)  # a fifth: the oldest of its address goes
        while len(room.connections) < MAX_CONNECTIONS:
            room.member(f"player {len(room.connections)}")
        assert room.make_room(NEWCOMER)  # full, 3 and 1 idle: the oldest idle of all goes
    lines = [(r.levelno, r.getMessage()) for r in caplog.records]
    assert lines[:2] == [
        (
            logging.INFO,
            f"refused a connection from {NEWCOMER}: "
            "too many connections from one address say nothing",
        ),
        (
            logging.INFO,
            "refused a connection from 10.0.0.1: the table is full: an idle connection makes room",
        ),
    ]
    assert oldest.closed_with == BUSY


def test_a_hello_makes_a_connection_wait_for_its_pin_and_not_idle(clock: Clock) -> None:
    room = Room()
    conn = room.arrive(NEWCOMER, clock.now)
    stranger = FakeConnection("nobody")
    assert not room.waits_for_pin(conn) and room.pending[conn].idle
    room.said_hello(conn)
    room.said_hello(stranger)  # not pending: nothing happens
    assert room.waits_for_pin(conn) and not room.pending[conn].idle
    assert not room.waits_for_pin(stranger)
    room.admitted(conn)
    assert conn not in room.pending and not room.waits_for_pin(conn)


class Closes:
    """The PIN gate or the refusal log, as the room closes it."""

    def __init__(self) -> None:
        self.closed = 0

    def close(self) -> None:
        self.closed += 1


def test_closing_the_table_closes_every_pending_connection_the_pin_gate_and_the_log(
    clock: Clock,
) -> None:
    room = Room()
    idle = room.arrive("10.0.0.1", clock.now)
    waiting = room.arrive("10.0.0.2", clock.now, idle=False)  # a hello at the PIN gate
    player = room.member("player 1")
    pins, refusals = Closes(), Closes()
    room.pins, room.state.refusals = pins, refusals  # type: ignore[assignment]
    room.close()
    assert idle.closed_with == waiting.closed_with == "the host is closing the table"
    assert player.closed_with is None  # a member is closed by the table's own goodbye
    assert (pins.closed, refusals.closed) == (1, 1)  # waiters told busy, counts written
