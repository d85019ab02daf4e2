"""Connections and the handshake at the host (a part of :class:`net.host.table.HostTable`).

Each connection gets ``server`` at once and must answer with a ``hello`` within
``settings.handshake_timeout``; the host checks, in this order, the magic and protocol version,
the schema, the PIN proof (through the table-wide gate of :mod:`net.host.pin_gate`), the rules, the
token (a rejoin) and the seat (a new player in the lobby, a spectator, a late arrival taking a
computer's seat, or a refusal with its reason). An accepted peer gets ``accept`` and then the
lobby or the whole input log, and from then on every input live. A connection that closes before
its first frame (a browser's confirmation) is nothing: it is closed quietly.

Room for connections is kept by :mod:`net.host.room`'s rules: a few connections per address may
wait for their hello, the oldest such idle connection makes room for a new one when every slot
is taken, and a hello waiting for its PIN check may be put out of line for a newcomer whose
address has a better standing.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace

from core.setup import SeatKind
from net.host.late import LateArrivals
from net.host.lobby import Lobby
from net.host.pin_gate import Displaced
from net.host.room import Room
from net.host.state import Member, TableState
from net.host.takeover import Takeover
from net.lockstep.randomness import random_bytes
from net.protocol.frames import MAX_FRAME, encode_frame
from net.protocol.handshake import PIN_DELAY, host_proof, join_proof, proofs_match
from net.protocol.messages import (
    APP_VERSION,
    MAGIC,
    MAX_LOG_ENTRIES,
    MAX_PEER_ID,
    MAX_PEERS,
    PROTOCOL_VERSION,
    SPECTATE,
    Accept,
    Hello,
    Log,
    LogEntry,
    ServerHello,
    Settings,
    peek_version,
    rules_text,
)
from net.protocol.messages import Lobby as LobbyMessage
from net.protocol.text import clean_name
from net.protocol.wire import Connection, ProtocolViolation

log = logging.getLogger("madn.net.host")

PIN_WAIT_LIMIT = 30.0  # seconds a hello may wait for its PIN check before it is told "busy"


class Admission:
    """The handshake, seating and the welcome (see the module's docstring)."""

    def __init__(
        self,
        state: TableState,
        room: Room,
        lobby: Lobby,
        late: LateArrivals,
        takeover: Takeover,
    ) -> None:
        self.state = state
        self.room = room
        self.lobby = lobby
        self.late = late
        self.takeover = takeover
        self.late_ids: set[int] = set()  # peer ids handed to late arrivals
        self._handed: dict[int, int] = {}  # peer id -> when it last went to a late arrival
        self._handed_count = 0

    async def handshake(self, conn: Connection, address: str) -> Member | None:
        """``conn``'s handshake: the member it admits, or None (refused, or gone)."""
        state = self.state
        nonce = random_bytes(16)
        settings = state.settings
        conn.send(
            ServerHello(
                MAGIC,
                PROTOCOL_VERSION,
                APP_VERSION,
                nonce,
                state.table_id,
                settings.name[:64],
                bool(settings.pin),
            )
        )
        raw = await asyncio.wait_for(conn.receive_raw(), settings.handshake_timeout)
        self.room.said_hello(conn)
        version = peek_version(raw)
        if version is None or version[0] != MAGIC:
            self.room.refuse(conn, address, "protocol", "this is no madn LAN handshake")
            return None
        if version[1] != PROTOCOL_VERSION:
            self.room.refuse(
                conn,
                address,
                "version",
                f"wrong version: the table speaks LAN protocol {PROTOCOL_VERSION} (madn "
                f"{APP_VERSION}), the joiner {version[1]} (madn {version[2]})",
            )
            return None
        try:
            hello = conn.check(raw)
        except ProtocolViolation as error:
            self.room.refuse(conn, address, "protocol", str(error))
            return None
        if not isinstance(hello, Hello):
            self.room.refuse(conn, address, "protocol", "the handshake begins with a hello")
            return None
        if settings.pin and not await self._pin_admits(conn, address, hello, nonce):
            return None
        if hello.rules and hello.rules != rules_text(state.setup.rules):
            self.room.refuse(
                conn,
                address,
                "rules",
                f"the table plays other rules ({rules_text(state.setup.rules)}) than asked "
                f"({hello.rules})",
            )
            return None
        proof = (
            host_proof(settings.pin, nonce, hello.nonce, state.table_id) if settings.pin else b""
        )
        invite = self.room.invites.get(conn)
        if invite is not None:
            known = any(m.token == hello.token for m in state.members.values() if hello.token)
            problem = invite.problem(hello, known)
            if problem is not None:
                self.room.refuse(conn, address, "seat", problem)
                return None
            hello = replace(hello, seat=invite.seat_asked(hello))
        if hello.token:
            member = next((m for m in state.members.values() if m.token == hello.token), None)
            if member is not None:
                self._rejoin(member, conn, proof)
                return member
            if state.session is not None:
                self.room.refuse(
                    conn,
                    address,
                    "token",
                    "this table does not know your player token (another game?)",
                )
                return None
        if hello.seat == SPECTATE:
            return self._spectator(conn, address, hello, proof)
        if state.session is not None:
            return self._late_arrival(conn, address, hello, proof)
        return self._seat(conn, address, hello, proof)

    async def _pin_admits(self, conn: Connection, address: str, hello: Hello, nonce: bytes) -> bool:
        """Whether the hello proves the PIN; refused (and ``False``) otherwise. The check waits
        its turn at the table's gate; a wrong proof is answered after :data:`PIN_DELAY`."""
        if not hello.proof:
            self.room.refuse(conn, address, "pin", "this table needs a PIN")
            return False
        expected = join_proof(self.state.settings.pin, nonce, hello.nonce, self.state.table_id)
        try:
            right = await asyncio.wait_for(
                self.room.pins.check(address, lambda: proofs_match(expected, hello.proof), conn),
                PIN_WAIT_LIMIT,
            )
        except (Displaced, TimeoutError):
            self.room.refuse(conn, address, "busy", "the table is busy: try again in a moment")
            return False
        if right:
            return True
        self.room.pin_attempts_changed()
        await asyncio.sleep(PIN_DELAY)
        self.room.refuse(conn, address, "pin", "wrong PIN")
        return False

    def new_peer_id(self, spectator: bool, late: bool = False) -> int | None:
        """A peer id nobody at the table has. A late arrival gets one that no late arrival had
        before while there is one (a question about an earlier one is never taken for it), else
        the free one handed out longest ago, else (docs/protocol.md "Peer ids") the id of a peer
        of the game that plays no seat any more, handed out longest ago: its former holder is
        forgotten (its token too). Only when every player id is a member's or plays a seat is a
        newcomer refused ``full``."""
        low, high = (MAX_PEERS, MAX_PEER_ID) if spectator else (1, MAX_PEERS - 1)
        state = self.state
        used = set(state.members)
        if state.session is not None:
            used |= set(state.session.peers)
        free = [p for p in range(low, high + 1) if p not in used]
        if not late:
            return free[0] if free else None
        fresh = [p for p in free if p not in self.late_ids]
        if fresh:
            peer: int | None = fresh[0]
        elif free:
            peer = min(free, key=lambda p: self._handed.get(p, 0))
        else:
            peer = self._seatless_peer(low, high)
        if peer is not None:
            self.late_ids.add(peer)
            self._handed_count += 1
            self._handed[peer] = self._handed_count
        return peer

    def _seatless_peer(self, low: int, high: int) -> int | None:
        """A peer of the game that plays no seat (its seats were taken by late arrivals),
        forgotten for a newcomer to have its id: its token is void from now on and its connection
        (it watches, if it has one) is closed. A late arrival's id goes before a player's of the
        start, one that is gone before one that watches, then the one handed out longest ago."""
        state = self.state
        session = state.session
        if session is None:
            return None
        seatless = [
            p
            for p, peer in session.peers.items()
            if low <= p <= high and not peer.seats and not self._pending_late(p)
        ]
        if not seatless:
            return None
        members = state.members

        def order(p: int) -> tuple[bool, bool, int]:
            # a late arrival's id before a player's of the start, one gone before one watching,
            # then the one handed out longest ago
            member = members.get(p)
            original = member is not None and not member.came_late
            watching = member is not None and member.conn is not None
            return original, watching, self._handed.get(p, 0)

        peer = min(seatless, key=order)
        former = state.members.pop(peer, None)
        if former is not None:
            if former.missing is not None:
                former.missing.cancel()
                former.missing = None
            conn, former.conn = former.conn, None
            if conn is not None:
                conn.close("your seat was taken and your peer id goes to a newcomer; join again")
            log.info(
                "%s (peer %d) plays no seat any more: its peer id goes to a newcomer",
                former.name,
                peer,
            )
        return peer

    def _pending_late(self, peer: int) -> bool:
        member = self.state.members.get(peer)
        return member is not None and member.late

    def _seat(self, conn: Connection, address: str, hello: Hello, proof: bytes) -> Member | None:
        open_seats = self.open_remote_seats()
        if not open_seats:
            self.room.refuse(conn, address, "full", "table full: every seat is taken")
            return None
        seat = self._pick_seat(conn, address, hello.seat, open_seats)
        if seat is None:
            return None
        peer = self.new_peer_id(False)
        if peer is None:
            self.room.refuse(conn, address, "full", "table full: no peer id left")
            return None
        name = clean_name(hello.name) or self.state.setup.name(seat)
        member = Member(peer, name, random_bytes(16), (seat,), address=address)
        self.state.members[peer] = member
        self.state.owners[seat] = peer
        conn.label = f"{name} (peer {peer})"
        self._welcome(member, conn, proof)
        log.info("%s joined seat %d", conn.label, seat)
        self.lobby.seats_changed()
        return member

    def _pick_seat(
        self, conn: Connection, address: str, asked: int, open_seats: list[int]
    ) -> int | None:
        """The seat asked for (or the first open one for ``ANY_SEAT``); refused otherwise."""
        if asked < 0:
            return open_seats[0]
        if asked in open_seats:
            return asked
        self.room.refuse(conn, address, "seat", f"seat {asked} is not open (open: {open_seats})")
        return None

    def open_remote_seats(self) -> list[int]:
        """The remote seats a newcomer to the lobby may take."""
        state = self.state
        return [
            s
            for s, seat in enumerate(state.setup.seats)
            if seat.kind is SeatKind.REMOTE and state.owners[s] < 0
        ]

    def _spectator(
        self, conn: Connection, address: str, hello: Hello, proof: bytes
    ) -> Member | None:
        state = self.state
        watching = sum(1 for m in state.members.values() if m.spectator)
        peer = self.new_peer_id(True)
        if watching >= state.settings.max_spectators or peer is None:
            self.room.refuse(conn, address, "full", "table full: no room for more spectators")
            return None
        name = clean_name(hello.name) or f"spectator {peer}"
        member = Member(peer, name, random_bytes(16), (), spectator=True, address=address)
        state.members[peer] = member
        conn.label = f"{name} (spectator {peer})"
        self._welcome(member, conn, proof)
        state.spectator_log.came(address, conn.label)
        state.status()
        return member

    def _late_arrival(
        self, conn: Connection, address: str, hello: Hello, proof: bytes
    ) -> Member | None:
        """A newcomer to a running game: it may take a seat the computer plays (late join on),
        once the host's person allows it; it watches until its take is numbered."""
        state = self.state
        if not state.settings.late_join:
            self.room.refuse(
                conn,
                address,
                "running",
                "game running: the game has started; you can join to watch it",
            )
            return None
        held = self.late.refusal(address, hello.seat)  # holds per address; seats held by others
        if held is not None:
            self.room.refuse(conn, address, *held)
            return None
        free = self.lobby.late_seats()
        if not free:
            self.room.refuse(
                conn,
                address,
                "running",
                "game running: the computer plays no seat that is "
                "free to take; you can join to watch it",
            )
            return None
        seat = self._pick_seat(conn, address, hello.seat, free)
        if seat is None:
            return None
        waiting = sum(1 for m in state.members.values() if m.late and m.address == address)
        wait = state.takes.wait(address, waiting)
        if wait > 0:
            self.room.refuse(conn, address, "running", state.takes.refusal(wait))
            return None
        peer = self.new_peer_id(False, late=True)
        if peer is None:
            self.room.refuse(conn, address, "full", "table full: no peer id left")
            return None
        self.late.make_way(seat)  # a hold on it without a commitment in time ends
        name = clean_name(hello.name) or state.setup.name(seat)
        member = Member(peer, name, random_bytes(16), (seat,), address=address, late=True)
        member.came_late = True
        member.allowed = None if state.settings.ask_late else True
        state.members[peer] = member
        conn.label = f"{name} (late, peer {peer})"
        self._welcome(member, conn, proof)
        self.late.hold(member)
        log.info("%s asks to take seat %d from the computer", conn.label, seat)
        if member.allowed is None:
            state.listener.late_arrival(peer, name, seat)
        state.status()
        self.lobby.refresh_announcement()
        return member

    def _rejoin(self, member: Member, conn: Connection, proof: bytes) -> None:
        old = member.conn
        member.conn = None
        if old is not None:
            old.close("replaced by a new connection of the same player")
        if member.missing is not None:
            member.missing.cancel()
            member.missing = None
        conn.label = f"{member.name} (peer {member.peer})"
        self._welcome(member, conn, proof)
        log.info("%s is back", conn.label)
        session = self.state.session
        if (
            session is not None
            and member.peer in session.peers
            and session.peers[member.peer].dropped
        ):
            self.takeover.returned(member)
        self.takeover.back(member)  # a reveal it owes is timed again (net.host.reveal_clock)
        if session is None:
            self.lobby.seats_changed()
        self.state.status()

    def _welcome(self, member: Member, conn: Connection, proof: bytes) -> None:
        """Accept, then the log (or the lobby), then live: all at once, so no input slips in."""
        state = self.state
        settings = state.settings
        session = state.session
        inputs = session.next_seq if session is not None else 0
        seats = session.seats_of(member.peer) if session is not None else member.seats
        if member.late:
            seats = member.seats  # the seat it asks for, until its take is numbered
        conn.send(
            Accept(
                member.peer,
                seats,
                member.token,
                proof,
                Settings(
                    int(settings.timeout * 1000),
                    settings.takeover,
                    settings.level,
                    int(settings.ping * 1000),
                ),
                inputs,
            )
        )
        if session is not None:
            for frame in log_frames(session.log):
                conn.send_frame(frame)
        else:
            conn.send(LobbyMessage(self.lobby.named_setup(), tuple(state.owners)))
        member.conn = conn
        self.room.admitted(conn)


def log_frames(entries: list[LogEntry], first: int = 0) -> list[bytes]:
    """The log from input ``first`` on, as log frames (each within the frame limit)."""
    frames: list[bytes] = []
    index = first
    size = MAX_LOG_ENTRIES
    while index < len(entries):
        chunk = tuple(entries[index : index + size])
        wire = Log(index, chunk).to_wire()
        try:
            frame = encode_frame(wire)
        except ValueError:
            frame = b""
        if not frame or len(frame) > MAX_FRAME:
            if size == 1:
                raise ValueError(f"input {index} does not fit in a frame")
            size = max(1, size // 2)
            continue
        frames.append(frame)
        index += len(chunk)
        size = MAX_LOG_ENTRIES
    return frames
