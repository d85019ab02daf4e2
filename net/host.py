"""The host of a LAN table: a TCP server in the middle of a star, and the one who numbers inputs.

Every joiner has one connection to the host. The host takes the handshake (versions, rules, seat,
token, PIN proof), fills the remote seats, starts the game once every remote seat is taken and
every seated joiner has committed to its hash chain, and from then on numbers every input (its
own and the joiners'), applies it to its :class:`~net.session.Session` and relays it with its
state hash to everyone. It refuses, and logs, what does not fit: a move for a seat that is not
the sender's, an illegal move, a false preimage, a frame that is no message.

A joiner that vanishes is shown as missing; after the timeout the host's AI plays its seats
(``takeover="ai"``) or the game waits for it (``"pause"``). It comes back with its token, gets
the input log and goes on. Spectators get the log and every input, and send nothing but pings.
The host keeps its game on disk as it goes (:mod:`net.store`); :meth:`HostTable.resume` opens it
again after the host was closed, and the joiners reconnect.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, TextIO

from core.commands import format_command
from core.engine import Command
from core.players import Player, make_player
from core.rng import Rng
from core.setup import Seat, SeatKind, Setup
from core.table import Step, engine_players
from net.announce import Announcement, table_txt
from net.events import TableEvents
from net.frames import MAX_FRAME, encode_frame
from net.handshake import host_proof, join_proof, proofs_match
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
    Act,
    ActInput,
    Bye,
    Commit,
    CommitInput,
    Desync,
    DropInput,
    Hello,
    Input,
    InputFrame,
    Lobby,
    Log,
    LogEntry,
    Message,
    PeerEntry,
    PeerState,
    PeerStatus,
    Ping,
    Refuse,
    Refused,
    ReturnInput,
    Reveal,
    RevealInput,
    ServerHello,
    Settings,
    StartInput,
    Status,
    Stop,
    peek_version,
    rules_text,
)
from net.randomness import (
    CHAIN_LENGTH,
    MIN_CHAIN,
    RENEW_AHEAD,
    HashChain,
    own_value,
    random_bytes,
    renew_margin,
)
from net.session import HOST, GameStopped, InputRefused, Session, write_desync_report
from net.store import KeepFile, KeptGame, KeptMember, desync_folder, lan_folder, load_kept
from net.wire import Connection, ConnectionClosed, ProtocolViolation, set_nodelay

log = logging.getLogger("madn.net.host")

QUICK_LEVELS: Final = ("random", "easy")  # AI levels that choose on the loop, not in a thread
MAX_CONNECTIONS: Final = 32
PIN_DELAY: Final = 0.5  # seconds before a wrong PIN is refused
PIN_TRIES: Final = 10  # wrong PINs per address and minute before the host stops listening


@dataclass
class HostSettings:
    """How a table is hosted. Times in seconds."""

    name: str = "madn table"
    host_name: str = ""  # the host player's name in the peer list ('' : the table's name)
    bind: str = "0.0.0.0"
    port: int = 0
    pin: str = ""
    timeout: float = 30.0  # how long a missing joiner (or a withheld reveal) is waited for
    takeover: str = "ai"  # after the timeout: "ai" plays its seats, "pause" waits
    level: str = "normal"  # the AI level that takes over
    ping: float = 5.0  # keep-alive interval; silence for 3 intervals counts as gone
    handshake_timeout: float = 10.0
    max_spectators: int = 8
    data: Path | None = None  # the user's data folder (None: net.store.data_home())
    keep: bool = True  # keep the game on disk for a resume
    seed: int | None = None  # the AI players' seed (None: random)
    announce: bool = True
    interfaces: list[str] | None = None  # zeroconf interfaces (None: all)
    trace: TextIO | None = None  # benchmark: a line per chance answer (seq, monotonic ns)
    chain_length: int = CHAIN_LENGTH  # values of each of the host's chains
    pace: float = 0.0  # seconds the host's own seats wait before each decision (demos, tests)


@dataclass
class Member:
    """A joiner as the host knows it."""

    peer: int
    name: str
    token: bytes
    seats: tuple[int, ...]
    spectator: bool = False
    conn: Connection | None = None
    anchor: bytes = b""
    length: int = 0
    missing: asyncio.TimerHandle | None = None
    address: str = ""


@dataclass
class _PinGuard:
    failures: dict[str, list[float]] = field(default_factory=dict)

    def blocked(self, address: str) -> bool:
        now = time.monotonic()
        recent = [t for t in self.failures.get(address, []) if now - t < 60.0]
        self.failures[address] = recent
        return len(recent) >= PIN_TRIES

    def failed(self, address: str) -> None:
        self.failures.setdefault(address, []).append(time.monotonic())


class HostTable:
    """A hosted table (see the module's docstring).

    ``setup`` has the host's own seats (AI or, in the app, human) and the ``remote`` seats the
    joiners take. Use: ``port = await table.open()``, then ``session = await table.wait()`` (it
    raises :class:`GameStopped`), and ``await table.close()`` on every path.
    """

    def __init__(
        self,
        setup: Setup,
        settings: HostSettings | None = None,
        events: TableEvents | None = None,
    ) -> None:
        problem = setup.problem()
        if problem is not None:
            raise ValueError(problem)
        self.setup = setup
        self.settings = settings or HostSettings()
        if self.settings.takeover not in ("ai", "pause"):
            raise ValueError(f"takeover is ai or pause, not {self.settings.takeover!r}")
        self.events = events or TableEvents()
        self.table_id = random_bytes(16).hex()
        self.members: dict[int, Member] = {}
        self.owners: list[int] = [
            HOST if seat.occupied and seat.kind is not SeatKind.REMOTE else -1
            for seat in setup.seats
        ]
        self.session: Session | None = None
        self.chains: list[HashChain] = [HashChain(length=self.settings.chain_length)]
        seed = self.settings.seed
        self._rng = Rng(seed if seed is not None else int.from_bytes(random_bytes(8), "big"))
        self.players: dict[int, Player] = engine_players(setup, self._rng.next_u64())
        self._takeover: dict[tuple[int, str], Player] = {}
        self._server: asyncio.Server | None = None
        self._announcement: Announcement | None = None
        self._background: set[asyncio.Task[None]] = set()
        self._connections: set[Connection] = set()
        self._done: asyncio.Future[Session] | None = None
        self._duties_scheduled = False
        self._thinking: int | None = None  # the command number the host's seat thinks about
        self._reveal_timers: dict[tuple[int, int], asyncio.TimerHandle] = {}
        self._keep: KeepFile | None = None
        self._pins = _PinGuard()
        self._finished = False  # the game is over
        self._stopped = False  # the game stopped without a result (a desync, ...)
        self._closing = False
        self.port = 0

    # --- life cycle --------------------------------------------------------------------------

    async def open(self) -> int:
        """Listen (and announce the table); returns the port."""
        loop = asyncio.get_running_loop()
        self._done = loop.create_future()
        self._server = await asyncio.start_server(
            self._serve, self.settings.bind, self.settings.port, reuse_address=True
        )
        self.port = int(self._server.sockets[0].getsockname()[1])
        log.info("table %r open on %s:%d", self.settings.name, self.settings.bind, self.port)
        if self.settings.announce and self.session is None:  # a running table is not listed
            self._announcement = Announcement(
                self.settings.name, self.port, self._txt(), self.settings.interfaces
            )
            self._spawn(self._announcement.start())
        if self.session is not None:  # resumed: every joiner is missing until it reconnects
            for member in self._players():
                self._start_missing(member)
            self._status()
            self._schedule_duties()
        else:
            self._maybe_start()
        return self.port

    async def wait(self) -> Session:
        """Until the game is over: the session at its end. :class:`GameStopped` otherwise."""
        if self._done is None:
            raise RuntimeError("the table is not open")
        return await self._done

    async def close(self, reason: str = "the host closes the table", final: bool = False) -> None:
        """Close the table: a bye to everyone (they will try to reconnect) or, with ``final``,
        a stop (the table will not come back)."""
        if self._closing:
            return
        self._closing = True
        for member in list(self.members.values()):
            conn = member.conn
            if conn is None:
                continue
            if final and not self._finished:
                conn.send(Stop("closing", reason[:300], self._seq(), ()))
            conn.close(reason)
        for conn in list(self._connections):
            conn.close(reason)
        for timer in self._reveal_timers.values():
            timer.cancel()
        for member in self.members.values():
            if member.missing is not None:
                member.missing.cancel()
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2.0)
        for conn in list(self._connections):
            await conn.wait_closed(0.5)
        if self._announcement is not None:
            await self._announcement.close()
        for task in list(self._background):
            task.cancel()
        if self._keep is not None:
            self._keep.close(remove=self._finished or final)
        if self._done is not None and not self._done.done():
            self._done.set_exception(GameStopped("closing", reason))
            self._done.exception()  # retrieved: nobody may be waiting

    # --- resume ------------------------------------------------------------------------------

    @classmethod
    def resume(
        cls, path: Path, settings: HostSettings | None = None, events: TableEvents | None = None
    ) -> HostTable:
        """The table of a kept game (``ValueError`` if the file is no kept game). The game goes
        on where the file ends; ``settings.port`` 0 takes the kept port."""
        kept = load_kept(path)
        settings = settings or HostSettings()
        if settings.port == 0:
            settings.port = kept.port
        settings.name = kept.name
        table = cls(kept.setup, settings, events)
        table.table_id = kept.table
        table.chains = [HashChain(secret, length) for secret, length in kept.chains]
        for m in kept.members:
            table.members[m.peer] = Member(m.peer, m.name, m.token, m.seats)
            for seat in m.seats:
                table.owners[seat] = m.peer
        if not kept.entries:
            raise ValueError(f"{path} holds no game")
        table.session = Session.replay(kept.entries, HOST)
        table._keep = KeepFile(path)
        log.info("resumed table %r at input %d", kept.name, table.session.next_seq)
        return table

    # --- connections -------------------------------------------------------------------------

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coro)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

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

    # --- messages from joiners -----------------------------------------------------------------

    def _handle(self, member: Member, conn: Connection, message: Message) -> None:
        if isinstance(message, Ping):
            return
        if isinstance(message, Bye):
            raise ConnectionClosed(f"left ({message.reason})")
        if isinstance(message, Hello):
            raise ProtocolViolation("a second hello")
        if isinstance(message, Desync):
            self._desync(member, message)
            return
        if member.spectator:
            log.warning("%s: a spectator sent a %s: refused", conn.label, message.TYPE)
            conn.send(Refused(message.TYPE, "a spectator plays no part"))
            return
        session = self.session
        if isinstance(message, Commit):
            if session is None:
                self._lobby_commit(member, conn, message)
                return
            self._refuse_input(
                conn,
                "commit",
                self._sequence(
                    CommitInput(member.peer, message.anchor, message.length, message.first)
                ),
            )
            return
        if session is None:
            conn.send(Refused(message.TYPE, "the game has not started"))
            return
        if isinstance(message, Act):
            if message.n != session.commands:
                log.debug("%s: a stale act for command %d", conn.label, message.n)
                conn.send(Refused("act", f"stale: the game is at command {session.commands}"))
                return
            self._refuse_input(
                conn, "act", self._sequence(ActInput(member.peer, message.seat, message.cmd))
            )
            return
        if isinstance(message, Reveal):
            self._reveal(member, conn, message)

    def _refuse_input(self, conn: Connection, what: str, reason: str | None) -> None:
        if reason is not None:
            log.warning("refused a %s from %s: %s", what, conn.label, reason)
            conn.send(Refused(what, reason[:300]))

    def _lobby_commit(self, member: Member, conn: Connection, message: Commit) -> None:
        if member.anchor:
            self._refuse_input(conn, "commit", "the chain is committed already")
            return
        if message.first != 0 or message.length < MIN_CHAIN:
            self._refuse_input(
                conn, "commit", f"a first chain serves from node 0 and has {MIN_CHAIN}+ values"
            )
            return
        member.anchor, member.length = message.anchor, message.length
        self._maybe_start()

    def _reveal(self, member: Member, conn: Connection, message: Reveal) -> None:
        session = self.session
        assert session is not None
        if session.needs_reveal(member.peer) != message.node:
            log.debug("%s: an unexpected reveal for node %d", conn.label, message.node)
            conn.send(Refused("reveal", f"chance node {message.node} does not wait for you"))
            return
        if not session.peers[member.peer].chain.verify(message.value):
            log.warning(
                "%s revealed a false preimage for chance node %d: refused, connection closed",
                conn.label,
                message.node,
            )
            conn.send(Refused("reveal", "false preimage: the value is not your chain's next"))
            conn.close("false preimage")
            if self.settings.takeover == "ai":
                self._drop(member, "cheat")
            return
        self._sequence(RevealInput(member.peer, message.node, message.value))

    def _desync(self, member: Member, message: Desync) -> None:
        session = self.session
        if session is None or message.seq >= session.next_seq:
            return
        ours = session.log[message.seq].h
        notation = _notation_at(session, message.seq)
        states = [(HOST, ours, notation), (member.peer, message.hash, message.notation)]
        text = (
            f"desync: {member.name}'s state after input {message.seq} is {message.hash:016x}, "
            f"the host's {ours:016x}; the game stops"
        )
        log.error(text)
        path = write_desync_report(
            desync_folder(self.settings.data), session, message.seq, states, text
        )
        log.error("desync report: %s", path)
        self._stop("desync", text, message.seq, states)

    def _stop(self, reason: str, text: str, seq: int, states: list[tuple[int, int, str]]) -> None:
        stop = Stop(
            reason,
            text[:300],
            seq,
            tuple(PeerState(p, h, n[:2048]) for p, h, n in states[:MAX_PEERS]),
        )
        frame = encode_frame(stop.to_wire())
        for member in self.members.values():
            if member.conn is not None:
                member.conn.send_frame(frame)
                member.conn.close(text)
        self._stopped = True
        self.events.stopped(reason, text)
        if self._done is not None and not self._done.done():
            self._done.set_exception(GameStopped(reason, text))

    # --- missing joiners -----------------------------------------------------------------------

    def _players(self) -> list[Member]:
        return [m for m in self.members.values() if not m.spectator]

    def _lost(self, member: Member, reason: str) -> None:
        member.conn = None
        if self._closing or self._stopped:
            return
        if member.spectator:
            del self.members[member.peer]
            log.info("%s stopped watching", member.name)
            self._status()
            return
        if self.session is None:  # in the lobby the seat is simply open again
            del self.members[member.peer]
            for seat in member.seats:
                self.owners[seat] = -1
            log.info("%s left the lobby (%s)", member.name, reason)
            self._lobby()
            return
        if self._finished:
            return
        log.warning("%s is missing: %s", member.name, reason)
        if reason.startswith("left") and self.settings.takeover == "ai":
            self._drop(member, "left")
        else:
            self._start_missing(member)
        self._status()

    def _start_missing(self, member: Member) -> None:
        if member.missing is not None:
            member.missing.cancel()
        loop = asyncio.get_running_loop()
        member.missing = loop.call_later(self.settings.timeout, self._missing_timeout, member)

    def _missing_timeout(self, member: Member) -> None:
        member.missing = None
        session = self.session
        if member.conn is not None or session is None or self._finished or self._closing:
            return
        if self.settings.takeover == "ai":
            self._drop(member, "gone")
        else:
            log.warning("the game waits for %s (paused)", member.name)
            self._status()

    def _drop(self, member: Member, reason: str) -> None:
        session = self.session
        if session is None or session.peers[member.peer].dropped or self._finished:
            return
        level = self.settings.level
        if self._sequence(DropInput(member.peer, reason, level)) is None:
            log.warning(
                "%s dropped (%s): the AI (%s) plays seat %s",
                member.name,
                reason,
                level,
                ",".join(str(s) for s in member.seats),
            )
            self._status()

    def _reveal_timeout(self, peer: int, node: int) -> None:
        self._reveal_timers.pop((peer, node), None)
        session = self.session
        member = self.members.get(peer)
        if session is None or member is None or session.needs_reveal(peer) != node:
            return
        log.warning("%s withheld its reveal for chance node %d past the timeout", member.name, node)
        if member.conn is not None:
            member.conn.close("no reveal within the timeout")
        if self.settings.takeover == "ai":
            self._drop(member, "timeout")
        else:
            self._status()

    # --- numbering inputs ----------------------------------------------------------------------

    def _seq(self) -> int:
        return self.session.next_seq if self.session is not None else 0

    def _sequence(self, item: Input) -> str | None:
        """Number, apply and relay ``item``; the reason when it does not fit (nothing sent)."""
        session = self.session
        if session is None or self._finished or self._stopped:
            return "the game is not running"
        seq = session.next_seq
        try:
            digest, steps = session.apply(item)
        except InputRefused as error:
            return str(error)
        self._publish(seq, item, digest, steps)
        return None

    def _publish(self, seq: int, item: Input, digest: int, steps: list[Step]) -> None:
        frame = encode_frame(InputFrame(seq, item, digest).to_wire())
        for member in self.members.values():
            if member.conn is not None:
                member.conn.send_frame(frame)
        if self._keep is not None:
            self._keep.entry(LogEntry(item, digest))
        trace = self.settings.trace
        if trace is not None and any(_is_chance_step(s) for s in steps):
            trace.write(f"{seq} {time.monotonic_ns()}\n")
        if steps:
            self.events.steps(steps)
        self._schedule_duties()

    def _schedule_duties(self) -> None:
        if not self._duties_scheduled:
            self._duties_scheduled = True
            asyncio.get_running_loop().call_soon(self._duties)

    def _duties(self) -> None:
        """What the host does after each input: finish, reveal, renew, play its seats, time
        the reveals it waits for."""
        self._duties_scheduled = False
        session = self.session
        if session is None or self._finished or self._closing or self._stopped:
            return
        if session.over:
            self._finish()
            return
        node = session.needs_reveal(HOST)
        if node is not None:
            value = own_value(self.chains, session.peers[HOST].chain)
            if value is None:
                self._stop("host", "the host lost its own chain", session.next_seq, [])
                return
            reason = self._sequence(RevealInput(HOST, node, value))
            if reason is not None:
                self._stop("host", f"the host's own reveal was refused: {reason}", 0, [])
            return  # _sequence scheduled the next round
        margin = renew_margin(self.chains[-1].length)
        if session.chain_remaining(HOST) < margin and not session.has_pending(HOST):
            chain = HashChain(length=self.settings.chain_length)
            self.chains = [*self.chains[-1:], chain]
            if self._keep is not None:
                self._keep.chain(chain.secret, chain.length)
            reason = self._sequence(
                CommitInput(HOST, chain.anchor, chain.length, session.nodes + RENEW_AHEAD)
            )
            if reason is not None:
                log.error("the host's renewal was refused: %s", reason)
            return
        if session.open is not None:
            self._time_reveals(session.open.index, session.open.waiting_for())
            return
        seat = session.to_act()
        if seat is not None and session.controller(seat) == HOST:
            self._play_host_seat(seat)

    def _time_reveals(self, node: int, waiting: set[int]) -> None:
        loop = asyncio.get_running_loop()
        for key in [k for k in self._reveal_timers if k[1] != node]:
            self._reveal_timers.pop(key).cancel()
        for peer in waiting:
            member = self.members.get(peer)
            if (
                member is not None
                and member.conn is not None
                and (peer, node) not in self._reveal_timers
            ):
                self._reveal_timers[(peer, node)] = loop.call_later(
                    self.settings.timeout, self._reveal_timeout, peer, node
                )

    def _player_for(self, seat: int) -> Player | None:
        session = self.session
        assert session is not None
        owner = session.owners[seat]
        if owner != HOST:
            level = session.peers[owner].level or self.settings.level
            key = (seat, level)
            if key not in self._takeover:
                self._takeover[key] = make_player(level, self._rng.next_u64())
            return self._takeover[key]
        return self.players.get(seat)

    def _play_host_seat(self, seat: int) -> None:
        session = self.session
        assert session is not None
        n = session.commands
        if self._thinking == n:
            return
        self._thinking = n
        player = self._player_for(seat)
        if player is None:  # a person at the host's computer
            self.events.your_turn(seat, session.legal_actions())
            return
        if self.settings.pace > 0:
            self._spawn(self._choose_later(seat, n, player))
        elif player.name in QUICK_LEVELS:
            self._choose_now(seat, n, player)
        else:
            self._spawn(self._choose_in_thread(seat, n, player))

    def _choose_now(self, seat: int, n: int, player: Player) -> None:
        session = self.session
        assert session is not None
        action = player.choose(session.position, session.legal_actions())
        self._play_chosen(seat, n, action)

    async def _choose_later(self, seat: int, n: int, player: Player) -> None:
        await asyncio.sleep(self.settings.pace)
        session = self.session
        if session is not None and session.commands == n:
            await self._choose_in_thread(seat, n, player)

    async def _choose_in_thread(self, seat: int, n: int, player: Player) -> None:
        session = self.session
        assert session is not None
        position, actions = session.position, session.legal_actions()
        action = await asyncio.get_running_loop().run_in_executor(
            None, player.choose, position, actions
        )
        self._play_chosen(seat, n, action)

    def _play_chosen(self, seat: int, n: int, action: Command) -> None:
        session = self.session
        if session is None or session.commands != n or session.to_act() != seat:
            return
        if session.controller(seat) != HOST:
            return  # the owner came back meanwhile
        reason = self._sequence(ActInput(HOST, seat, format_command(action)))
        if reason is not None:
            log.error("the host's own move for seat %d was refused: %s", seat, reason)

    def play(self, seat: int, command: Command) -> str | None:
        """A decision of a person at the host's computer; the reason if it is refused."""
        session = self.session
        if session is None:
            return "the game has not started"
        if self.setup.seats[seat].kind is not SeatKind.HUMAN or session.controller(seat) != HOST:
            return f"seat {seat} is not played at this computer"
        return self._sequence(ActInput(HOST, seat, format_command(command)))

    # --- start and end -------------------------------------------------------------------------

    def _lobby_setup(self) -> Setup:
        """The setup with the joiners' names on their seats."""
        seats = list(self.setup.seats)
        for seat, owner in enumerate(self.owners):
            member = self.members.get(owner)
            if member is not None and owner != HOST:
                seats[seat] = Seat(SeatKind.REMOTE, member.name[:32])
        named = tuple(
            Seat(s.kind, (s.name or self.setup.name(i))[:32], s.level) if s.occupied else s
            for i, s in enumerate(seats)
        )
        return self.setup.with_seats(named)

    def _free_seats(self) -> int:
        return sum(
            1
            for s, seat in enumerate(self.setup.seats)
            if seat.kind is SeatKind.REMOTE and self.owners[s] < 0
        )

    def _txt(self) -> dict[str, str]:
        return table_txt(self.setup, self._free_seats(), bool(self.settings.pin), self.table_id)

    def _lobby(self) -> None:
        setup = self._lobby_setup()
        lobby = Lobby(setup, tuple(self.owners))
        for member in self.members.values():
            if member.conn is not None:
                member.conn.send(lobby)
        self.events.lobby(setup, tuple(self.owners))
        if self._announcement is not None and self.session is None:
            self._spawn(self._announcement.update(self._txt()))
        self._maybe_start()

    def _maybe_start(self) -> None:
        if self.session is not None or self._done is None or self._closing:
            return
        if self._free_seats() or any(not m.anchor for m in self._players()):
            return
        setup = self._lobby_setup()
        chain = self.chains[-1]
        host_seats = tuple(s for s, owner in enumerate(self.owners) if owner == HOST)
        host_name = (self.settings.host_name or self.settings.name)[:32]
        peers = [PeerEntry(HOST, host_name, host_seats, chain.anchor, chain.length)]
        peers += [
            PeerEntry(m.peer, m.name[:32], m.seats, m.anchor, m.length) for m in self._players()
        ]
        peers.sort(key=lambda e: e.peer)
        start = StartInput(
            self.table_id, setup, tuple(peers), self.settings.takeover, self.settings.level
        )
        session = Session(start, HOST)
        self.session = session
        if self.settings.keep:
            path = lan_folder(self.settings.data) / "tables" / f"{self.table_id}.keep"
            self._keep = KeepFile(path)
            self._keep.header(
                KeptGame(
                    self.table_id,
                    self.settings.name,
                    self.port,
                    {"timeout": self.settings.timeout, "takeover": self.settings.takeover},
                    self.setup,
                    [KeptMember(m.peer, m.name, m.token, m.seats) for m in self._players()],
                    [(c.secret, c.length) for c in self.chains],
                    [],
                )
            )
        log.info(
            "the game starts: %s",
            ", ".join(f"seat {s} {setup.name(s)} ({setup.seats[s].label})" for s in setup.occupied),
        )
        self._publish(0, start, session.log[0].h, [])
        self.events.started(setup, host_seats)
        if self._announcement is not None:  # every seat is taken: withdrawn (docs/protocol.md)
            self._spawn(self._announcement.close())

    def _finish(self) -> None:
        session = self.session
        assert session is not None
        self._finished = True
        final = session.final_line()
        log.info("the game is over after %d inputs: %s", session.next_seq, final)
        for member in self.members.values():
            if member.conn is not None:
                member.conn.close("the game is over")
        if self._keep is not None:
            self._keep.close(remove=True)
            self._keep = None
        self.events.finished(final)
        if self._done is not None and not self._done.done():
            self._done.set_result(session)

    def _status(self) -> None:
        session = self.session
        if session is None:
            return
        peers = [PeerStatus(HOST, session.peers[HOST].name, session.seats_of(HOST), True, False)]
        missing = []
        for member in sorted(self.members.values(), key=lambda m: m.peer):
            dropped = not member.spectator and session.peers[member.peer].dropped
            peers.append(
                PeerStatus(
                    member.peer, member.name[:32], member.seats, member.conn is not None, dropped
                )
            )
            if member.conn is None and not member.spectator:
                missing.append(member.name)
        waiting = ""
        if missing:
            waiting = "missing: " + ", ".join(missing)
            if self.settings.takeover == "pause":
                waiting += " (the game waits for them)"
        status = Status(tuple(peers[: MAX_PEER_ID + 1]), waiting[:300])
        for member in self.members.values():
            if member.conn is not None:
                member.conn.send(status)
        self.events.status(status.peers, status.waiting)


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


def _notation_at(session: Session, seq: int) -> str:
    """The position notation after input ``seq`` (replayed from the log)."""
    if seq == session.next_seq - 1:
        return session.notation()
    try:
        return Session.replay(session.log[: seq + 1]).notation()
    except Exception as error:  # a report must not fail
        return f"(unavailable: {error})"


def _is_chance_step(step: Step) -> bool:
    from core.chance import Draw, Roll

    return isinstance(step.command, Roll | Draw)


def _who(member: Member | None, conn: Connection) -> str:
    return conn.label if member is None else f"{member.name} (peer {member.peer})"
