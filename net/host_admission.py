"""Connections and the handshake at the host (a layer of :class:`net.host.HostTable`).

Each connection gets ``server`` at once and must answer with a ``hello`` within
``settings.handshake_timeout``; the host checks, in this order, the magic and protocol version,
the schema, the PIN proof (rate-limited per address), the rules, the token (a rejoin) and the seat
(a new player in the lobby, a spectator, or a refusal with its reason). An accepted peer gets
``accept`` and then the lobby or the whole input log, and from then on every input live. A
connection that closes before its first frame (a browser's confirmation) is nothing: it is closed
quietly.
"""

from __future__ import annotations

import asyncio
import logging
import time

from core.setup import SeatKind
from net.frames import MAX_FRAME, encode_frame
from net.handshake import PIN_DELAY, host_proof, join_proof, proofs_match
from net.host_inbound import HostInbound
from net.host_state import MAX_CONNECTIONS, Member
from net.messages import (
    ANY_SEAT,
    APP_VERSION,
    MAGIC,
    MAX_LOG_ENTRIES,
    MAX_PEER_ID,
    MAX_PEERS,
    PROTOCOL_VERSION,
    SPECTATE,
    TO_HOST,
    Accept,
    Hello,
    Lobby,
    Log,
    LogEntry,
    Ping,
    Refuse,
    ReturnInput,
    ServerHello,
    Settings,
    peek_version,
    rules_text,
)
from net.randomness import random_bytes
from net.wire import Connection, ConnectionClosed, ProtocolViolation, set_nodelay

log = logging.getLogger("madn.net.host")


class HostAdmission(HostInbound):
    """Connections, the handshake, seating and the welcome (see the module's docstring)."""

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        set_nodelay(writer)
        conn = Connection(reader, writer, TO_HOST)
        if len(self._connections) >= MAX_CONNECTIONS or self._closing:
            conn.close("the host has no room for more connections")
            return
        self._connections.add(conn)
        member: Member | None = None
        reason = "closed"
        keepalive = asyncio.ensure_future(self._keepalive(conn))
        try:
            member = await asyncio.wait_for(self._handshake(conn), self.settings.handshake_timeout)
            if member is not None:
                while True:
                    self._handle(member, conn, await conn.receive())
        except ConnectionClosed as error:
            reason = str(error)
            if member is None:
                log.debug("%s went before its handshake: %s", conn.label, reason)
        except ProtocolViolation as error:
            reason = str(error)
            log.warning("%s: %s; closing its connection", _who(member, conn), reason)
            conn.close(reason)
        except TimeoutError:
            reason = "no handshake in time"
            log.info("%s: %s", conn.label, reason)
            conn.close(reason)
        except Exception as error:  # never let one connection take the host down
            reason = f"internal error: {error!r}"
            log.exception("%s: %s", _who(member, conn), reason)
            conn.close("internal error")
        finally:
            keepalive.cancel()
            self._connections.discard(conn)
            conn.close(reason, bye=False)
            if member is not None and member.conn is conn:
                self._lost(member, reason)

    async def _keepalive(self, conn: Connection) -> None:
        interval = self.settings.ping
        while not conn.closed:
            await asyncio.sleep(interval / 2)
            now = time.monotonic()
            if now - conn.last_received > 3 * interval:
                conn.abort(f"silent for {3 * interval:.0f} s")
                return
            if now - conn.last_sent >= interval:
                conn.send(Ping())

    def _refuse(self, conn: Connection, reason: str, text: str) -> None:
        log.info("refused %s: %s", conn.label, text)
        conn.send(Refuse(reason, text[:300]))
        conn.close(text, bye=False)

    async def _handshake(self, conn: Connection) -> Member | None:
        nonce = random_bytes(16)
        settings = self.settings
        conn.send(
            ServerHello(
                MAGIC,
                PROTOCOL_VERSION,
                APP_VERSION,
                nonce,
                self.table_id,
                settings.name[:64],
                bool(settings.pin),
            )
        )
        raw = await conn.receive_raw()
        version = peek_version(raw)
        if version is None or version[0] != MAGIC:
            self._refuse(conn, "protocol", "this is no madn LAN handshake")
            return None
        if version[1] != PROTOCOL_VERSION:
            self._refuse(
                conn,
                "version",
                f"wrong version: the table speaks LAN protocol {PROTOCOL_VERSION} (madn "
                f"{APP_VERSION}), the joiner {version[1]} (madn {version[2]})",
            )
            return None
        try:
            hello = conn.check(raw)
        except ProtocolViolation as error:
            self._refuse(conn, "protocol", str(error))
            return None
        if not isinstance(hello, Hello):
            self._refuse(conn, "protocol", "the handshake begins with a hello")
            return None
        address = conn.label.rsplit(":", 1)[0]
        if settings.pin:
            if self._pins.blocked(address):
                self._refuse(conn, "pin", "too many wrong PINs: try again in a minute")
                return None
            expected = join_proof(settings.pin, nonce, hello.nonce, self.table_id)
            if not hello.proof or not proofs_match(expected, hello.proof):
                self._pins.failed(address)
                await asyncio.sleep(PIN_DELAY)
                text = "wrong PIN" if hello.proof else "this table needs a PIN"
                self._refuse(conn, "pin", text)
                return None
        if hello.rules and hello.rules != rules_text(self.setup.rules):
            self._refuse(
                conn,
                "rules",
                f"the table plays other rules ({rules_text(self.setup.rules)}) than asked "
                f"({hello.rules})",
            )
            return None
        proof = host_proof(settings.pin, nonce, hello.nonce, self.table_id) if settings.pin else b""
        if hello.token:
            member = next((m for m in self.members.values() if m.token == hello.token), None)
            if member is not None:
                self._rejoin(member, conn, proof)
                return member
            if self.session is not None:
                self._refuse(
                    conn, "token", "this table does not know your player token (another game?)"
                )
                return None
        if hello.seat == SPECTATE:
            return self._spectator(conn, hello, proof)
        if self.session is not None:
            self._refuse(
                conn, "running", "game running: the game has started; you can join to watch it"
            )
            return None
        return self._seat(conn, hello, proof)

    def _new_peer_id(self, spectator: bool) -> int | None:
        low, high = (MAX_PEERS, MAX_PEER_ID) if spectator else (1, MAX_PEERS - 1)
        used = set(self.members)
        return next((p for p in range(low, high + 1) if p not in used), None)

    def _seat(self, conn: Connection, hello: Hello, proof: bytes) -> Member | None:
        open_seats = [
            s
            for s, seat in enumerate(self.setup.seats)
            if seat.kind is SeatKind.REMOTE and self.owners[s] < 0
        ]
        if not open_seats:
            self._refuse(conn, "full", "table full: every seat is taken")
            return None
        if hello.seat == ANY_SEAT:
            seat = open_seats[0]
        elif hello.seat in open_seats:
            seat = hello.seat
        else:
            self._refuse(conn, "seat", f"seat {hello.seat} is not open (open: {open_seats})")
            return None
        peer = self._new_peer_id(False)
        if peer is None:
            self._refuse(conn, "full", "table full: no peer id left")
            return None
        name = hello.name.strip() or self.setup.name(seat)
        member = Member(peer, name, random_bytes(16), (seat,), address=conn.label)
        self.members[peer] = member
        self.owners[seat] = peer
        conn.label = f"{name} (peer {peer})"
        self._welcome(member, conn, proof)
        log.info("%s joined seat %d", conn.label, seat)
        self._lobby()
        return member

    def _spectator(self, conn: Connection, hello: Hello, proof: bytes) -> Member | None:
        watching = sum(1 for m in self.members.values() if m.spectator)
        peer = self._new_peer_id(True)
        if watching >= self.settings.max_spectators or peer is None:
            self._refuse(conn, "full", "table full: no room for more spectators")
            return None
        name = hello.name.strip() or f"spectator {peer}"
        member = Member(peer, name, random_bytes(16), (), spectator=True, address=conn.label)
        self.members[peer] = member
        conn.label = f"{name} (spectator {peer})"
        self._welcome(member, conn, proof)
        log.info("%s watches", conn.label)
        self._status()
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
        session = self.session
        if session is not None and not member.spectator and session.peers[member.peer].dropped:
            self._sequence(ReturnInput(member.peer))
        if session is None:
            self._lobby()
        self._status()

    def _welcome(self, member: Member, conn: Connection, proof: bytes) -> None:
        """Accept, then the log (or the lobby), then live: all at once, so no input slips in."""
        settings = self.settings
        session = self.session
        inputs = session.next_seq if session is not None else 0
        conn.send(
            Accept(
                member.peer,
                member.seats,
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
            conn.send(Lobby(self._lobby_setup(), tuple(self.owners)))
        member.conn = conn


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


def _who(member: Member | None, conn: Connection) -> str:
    return conn.label if member is None else f"{member.name} (peer {member.peer})"
