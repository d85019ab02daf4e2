"""A joiner of a LAN table: one connection to the host, the game followed input by input.

The joiner answers the host's hello (versions, rules, seat, token, PIN proof), commits to its
hash chain, and from then on applies every input the host relays to its own
:class:`~net.session.Session`, checking each like the host should have (a move for this peer's
seat that it did not send stops the game) and comparing the state hash after each (a mismatch
writes a desync report and stops the game). For each chance node it reveals its chain's next
value; when one of its seats is to act, its AI (or, in the app, its person) chooses.

When the host vanishes the joiner tries again until :attr:`JoinSettings.reconnect` runs out; it
comes back with its token (kept on disk, :class:`net.store.IdentityStore`, so a joiner started
again after a crash rejoins too), gets the input log, replays it and goes on. A spectator
(``seat=SPECTATE``) follows the game the same way and sends nothing but pings.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from core.chance import Draw, Roll
from core.commands import format_command
from core.engine import Command
from core.players import Player, make_player
from core.rng import Rng
from core.table import Decider, DecisionTurn, Step
from net.events import TableEvents
from net.handshake import host_proof, join_proof, proofs_match
from net.messages import (
    ANY_SEAT,
    APP_VERSION,
    MAGIC,
    PROTOCOL_VERSION,
    SPECTATE,
    TO_PEER,
    Accept,
    Act,
    Bye,
    Commit,
    Desync,
    DropInput,
    Hello,
    InputFrame,
    Lobby,
    Log,
    LogEntry,
    Ping,
    Refuse,
    Refused,
    Reveal,
    SchemaError,
    ServerHello,
    StartInput,
    Status,
    Stop,
    TakeInput,
    decode_message,
    peek_version,
)
from net.randomness import (
    CHAIN_LENGTH,
    RENEW_AHEAD,
    HashChain,
    own_value,
    random_bytes,
    renew_margin,
)
from net.seat_play import SeatPlay
from net.session import DesyncError, GameStopped, HostFault, Session, write_desync_report
from net.store import Identity, IdentityStore, desync_folder, lan_folder, release
from net.wire import Connection, ConnectionClosed, ProtocolViolation, set_nodelay

log = logging.getLogger("madn.net.join")


class JoinRefused(Exception):
    """The host (or this side, for the host's answer) refused the join; ``reason`` is the code
    (:data:`net.messages.REFUSALS`), ``text`` says it to the user."""

    def __init__(self, reason: str, text: str) -> None:
        super().__init__(text)
        self.reason = reason
        self.text = text


class JoinFailed(Exception):
    """No host could be reached (in time)."""


class TableBusy(Exception):
    """The host cannot take this connection now (no room, or its PIN line is long): it said so
    with a ``bye`` in place of its hello or its answer, or a ``refuse`` ``busy``. Try again."""


@dataclass
class JoinSettings:
    """How to join a table. Times in seconds."""

    host: str
    port: int
    name: str = ""
    seat: int = ANY_SEAT  # a seat number, ANY_SEAT, or SPECTATE to watch
    pin: str = ""
    level: str | None = "normal"  # the AI level for this side's seats; None: a person decides
    rules: str = ""  # the rules asked for (net.messages.rules_text); '' takes the host's
    data: Path | None = None  # the user's data folder (None: net.store.data_home())
    connect_timeout: float = 10.0  # how long the first connection is tried
    reconnect: float = 120.0  # how long a lost host is tried again
    handshake_timeout: float = 40.0  # a hello may wait its turn at the host's PIN gate
    retry: float = 0.5  # pause between connection attempts
    keep_identity: bool = True
    seed: int | None = None  # the AI's seed (None: random)
    trace: TextIO | None = None  # benchmark: a line per chance answer (seq, monotonic ns)
    chain_length: int = CHAIN_LENGTH  # values of each of this side's chains


class JoinClient:
    """A joiner (see the module's docstring): ``session = await JoinClient(settings).run()``
    (raises :class:`JoinRefused`, :class:`JoinFailed` or :class:`GameStopped`)."""

    def __init__(self, settings: JoinSettings, events: TableEvents | None = None) -> None:
        self.settings = settings
        self.events = events or TableEvents()
        self.store = IdentityStore(lan_folder(settings.data) / "joined")
        self.identity: Identity | None = None
        self.peer: int | None = None
        self.seats: tuple[int, ...] = ()
        self.session: Session | None = None
        self.chains: list[HashChain] = []
        seed = settings.seed
        self._rng = Rng(seed if seed is not None else int.from_bytes(random_bytes(8), "big"))
        self._players: dict[int, Player] = {}
        self._conn: Connection | None = None
        self._ping = 5.0
        self.takeover = "ai"  # what the host does after its timeout (accept.settings.takeover)
        self._revealed: int | None = None
        self._seat_play = SeatPlay(self.events, self._spawn, self._send_act)
        self._renewing = False
        self._background: set[asyncio.Task[None]] = set()
        self._log: list[LogEntry] = []
        self._log_expected = 0
        self._closed = False
        self._linger = False  # after our desync report: close only once the host has read it
        self._late = False  # a late arrival waiting for its take (net.host_late)

    @property
    def spectator(self) -> bool:
        return self.settings.seat == SPECTATE

    # --- the whole run -----------------------------------------------------------------------

    async def run(self) -> Session:
        settings = self.settings
        deadline = time.monotonic() + settings.connect_timeout
        accepted = False
        fresh = False  # after a "token" refusal: join without the kept identity
        lost = False  # the host was lost and not reached again yet (events.connection told)
        try:
            while True:
                conn = await self._connect(deadline)
                self._conn = conn
                keepalive = asyncio.ensure_future(self._keepalive(conn))
                try:
                    await asyncio.wait_for(self._handshake(conn, fresh), settings.handshake_timeout)
                    accepted = True
                    if lost:
                        lost = False
                        self.events.connection(True, "connected to the host again")
                    session = await self._follow(conn)
                    return session
                except TableBusy as error:
                    if self._closed:
                        raise JoinFailed("closed") from None
                    pause = settings.retry * random.uniform(1.0, 2.0)
                    if time.monotonic() + pause >= deadline:
                        raise JoinFailed(f"the table stayed busy ({error})") from None
                    text = "the table is busy, trying again"
                    log.warning("%s (%s)", text, error)
                    self.events.retrying(text)
                    await asyncio.sleep(pause)
                    continue
                except JoinRefused as error:
                    if error.reason == "token" and not fresh:
                        log.info("the host does not know our token: joining afresh")
                        if self.identity is not None:
                            self.store.forget(self.identity)
                            self.identity = None
                        fresh = True
                        continue
                    raise
                except (ConnectionClosed, ProtocolViolation, TimeoutError) as error:
                    if self.session is not None and self.session.over:
                        return self.session
                    if not accepted:
                        raise JoinFailed(
                            f"the host did not let us in: {error or 'timeout'}"
                        ) from None
                    if self._closed:  # we left (close): nothing lost, nothing to try again
                        raise JoinFailed("closed") from None
                    why = str(error) or type(error).__name__
                    text = f"lost the host ({why}): trying again for {settings.reconnect:.0f} s"
                    log.warning("%s", text)
                    if not lost:
                        lost = True
                        self.events.connection(False, text)
                    deadline = time.monotonic() + settings.reconnect
                finally:
                    keepalive.cancel()
                    if self._linger:
                        await conn.linger("desync")
                    conn.close("leaving", bye=False)
                    self._conn = None
        finally:
            for task in list(self._background):
                task.cancel()
            if self.identity is not None:
                release(self.identity)

    async def close(self) -> None:
        """Leave the table (a bye to the host)."""
        self._closed = True
        conn = self._conn
        if conn is not None:
            conn.end("the player leaves")  # the host closes on our bye; run() then closes ours
            await conn.wait_closed(1.0)
            conn.abort("the host did not close after our bye")

    async def _connect(self, deadline: float) -> Connection:
        settings = self.settings
        last = "no attempt"
        while True:
            if self._closed:
                raise JoinFailed("closed")
            left = deadline - time.monotonic()
            if left <= 0:
                raise JoinFailed(f"cannot reach {settings.host}:{settings.port}: {last}")
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection(settings.host, settings.port), min(left, 5.0)
                )
            except (OSError, TimeoutError) as error:
                last = str(error) or type(error).__name__
                await asyncio.sleep(min(settings.retry, max(0.0, deadline - time.monotonic())))
                continue
            set_nodelay(writer)
            return Connection(reader, writer, TO_PEER, f"host {settings.host}:{settings.port}")

    async def _keepalive(self, conn: Connection) -> None:
        while not conn.closed:
            interval = self._ping
            await asyncio.sleep(interval / 2)
            now = time.monotonic()
            if now - conn.last_received > 3 * interval:
                conn.abort(f"the host is silent for {3 * interval:.0f} s")
                return
            if now - conn.last_sent >= interval:
                conn.send(Ping())

    # --- handshake ---------------------------------------------------------------------------

    async def _handshake(self, conn: Connection, fresh: bool) -> None:
        settings = self.settings
        try:
            raw = await conn.receive_raw()
        except ProtocolViolation as error:
            raise JoinRefused(
                "protocol", f"other protocol: this is no madn table ({error})"
            ) from None
        version = peek_version(raw)
        if version is None and _is_bye(raw):
            raise TableBusy(str(raw.get("reason", ""))[:300])
        if version is None or version[0] != MAGIC:
            raise JoinRefused("protocol", "other protocol: this is no madn table")
        if version[1] != PROTOCOL_VERSION:
            raise JoinRefused(
                "version",
                f"wrong version: the table speaks LAN protocol {version[1]} (madn {version[2]}), "
                f"this program {PROTOCOL_VERSION} (madn {APP_VERSION})",
            )
        hello = conn.check(raw)
        if not isinstance(hello, ServerHello):
            raise ProtocolViolation("the host did not begin with its hello")
        if hello.pin and not settings.pin:
            raise JoinRefused("pin", "this table needs a PIN")
        if self.identity is None and settings.keep_identity and not fresh and not self.spectator:
            self.identity = self.store.claim(hello.table)
            if self.identity is not None:
                log.info("rejoining with the token kept for this table")
        identity = self.identity if self.identity and self.identity.table == hello.table else None
        nonce = random_bytes(16)
        proof = join_proof(settings.pin, hello.nonce, nonce, hello.table) if settings.pin else b""
        conn.send(
            Hello(
                MAGIC,
                PROTOCOL_VERSION,
                APP_VERSION,
                settings.rules,
                settings.seat,
                identity.token if identity else b"",
                settings.name[:32],
                nonce,
                proof,
            )
        )
        answer = await conn.receive()
        while isinstance(answer, Ping):  # the hello waits its turn at the host's PIN gate
            answer = await conn.receive()
        if isinstance(answer, Bye):
            raise TableBusy(answer.reason)
        if isinstance(answer, Refuse):
            if answer.reason == "busy":
                raise TableBusy(answer.text)
            raise JoinRefused(answer.reason, answer.text)
        if not isinstance(answer, Accept):
            raise ProtocolViolation(f"the host answered the hello with a {answer.TYPE}")
        if settings.pin:
            expected = host_proof(settings.pin, hello.nonce, nonce, hello.table)
            if not answer.proof or not proofs_match(expected, answer.proof):
                raise JoinRefused("pin", "the host does not know the table's PIN: a wrong table?")
        self.peer = answer.peer
        self.seats = answer.seats
        self._ping = answer.settings.ping / 1000
        self.takeover = answer.settings.takeover
        conn.label = f"host {settings.host}:{settings.port}"
        log.info(
            "joined table %r as peer %d%s",
            hello.name,
            answer.peer,
            f", seat {', '.join(str(s) for s in answer.seats)}" if answer.seats else " (watching)",
        )
        if identity is None or identity.token != answer.token:
            if self.identity is not None:
                self.store.forget(self.identity)
            self.identity = Identity(hello.table, answer.token, answer.peer)
        else:
            self.chains = [HashChain(secret, length) for secret, length in identity.chains]
        self.session = None
        self._log = []
        self._log_expected = answer.inputs
        self._revealed = None
        self._seat_play.forget()
        self._renewing = False
        if answer.inputs == 0 and not self.spectator:
            chain = HashChain(length=self.settings.chain_length)
            self.chains = [chain]
            self._save_identity()
            conn.send(Commit(chain.anchor, chain.length, 0))
        else:
            self._save_identity()

    def _save_identity(self) -> None:
        identity = self.identity
        if identity is None or self.spectator or not self.settings.keep_identity:
            return
        identity.chains = [(c.secret, c.length) for c in self.chains[-2:]]
        try:
            self.store.save(identity)
        except OSError as error:
            log.warning("cannot keep our token and chain: %s", error)

    # --- following the game --------------------------------------------------------------------

    async def _follow(self, conn: Connection) -> Session:
        while True:
            message = await conn.receive()
            if isinstance(message, InputFrame):
                self._input(message)
            elif isinstance(message, Log):
                self._log_frame(message)
            elif isinstance(message, Lobby):
                self.events.lobby(message.setup, message.owners)
            elif isinstance(message, Status):
                self.events.status(message.peers, message.waiting)
                if message.waiting:
                    log.info("%s", message.waiting)
            elif isinstance(message, Refused):
                log.warning("the host refused our %s: %s", message.what, message.reason)
                if message.what == "commit":
                    self._renewing = False
                self.events.refused(message.what, message.reason)
            elif isinstance(message, Stop):
                self._stopped(message)
            elif isinstance(message, Refuse):  # a late arrival the host did not seat after all
                raise JoinRefused(message.reason, message.text)
            elif isinstance(message, Bye):
                if self.session is not None and self.session.over:
                    return self.session
                raise ConnectionClosed(f"the host said bye ({message.reason})")
            elif isinstance(message, Ping):
                pass
            else:
                raise ProtocolViolation(f"an unexpected {message.TYPE} message")
            session = self.session
            if session is not None and session.over:
                self._finish(session)
                return session
            self._duties()

    def _fault(self, error: HostFault | DesyncError) -> None:
        session = self.session
        assert session is not None
        if isinstance(error, DesyncError):
            notation = session.notation()
            text = f"desync: {error}; the game stops"
            states = [(self.peer if self.peer is not None else -1, error.ours, notation)]
            path = write_desync_report(
                desync_folder(self.settings.data), session, error.seq, states, text
            )
            log.error("%s (report: %s)", text, path)
            if self._conn is not None:
                self._conn.send(Desync(error.seq, error.ours, notation[:2048]))
                self._linger = True  # the host must read it: run() closes without a reset
            self.events.stopped("desync", text)
            raise GameStopped("desync", text)
        text = f"the game stops: {error}"
        log.error("%s", text)
        if self._conn is not None:
            self._conn.close("the host cheats")
        self.events.stopped("cheat", text)
        raise GameStopped("cheat", text)

    def _input(self, frame: InputFrame) -> None:
        session = self.session
        try:
            if session is None:
                if self._log_expected or frame.seq != 0 or not isinstance(frame.i, StartInput):
                    raise ProtocolViolation(f"input {frame.seq} before the log or the start")
                session = self._session(frame.i)
                self.session = session
                if session.state_hash != frame.h:
                    raise DesyncError(0, session.state_hash, frame.h)
                self._started()
                return
            if isinstance(frame.i, DropInput) and frame.i.peer == self.peer:
                self._dropped(session, frame.i)
            steps = session.apply_relayed(frame.seq, frame.i, frame.h)
        except (HostFault, DesyncError) as error:
            self._fault(error)
            return
        if isinstance(frame.i, TakeInput):
            self._taken(session, frame.seq, frame.i)
        self._stepped(frame.seq, steps)

    def _taken(self, session: Session, seq: int, take: TakeInput) -> None:
        """A late arrival took a seat: ours now, or (we were dropped) no longer ours."""
        me = self.peer
        if me is None or me not in session.peers:
            return
        seats = session.seats_of(me)
        if seats == self.seats:
            return
        self.seats = seats
        if take.peer == me:
            self._late = False
            log.info("took seat %d from the computer at input %d", take.seat, seq)
            self.events.took_seat(take.seat, seq)
        else:
            log.warning("%s took seat %d while we were away", take.name, take.seat)

    def _dropped(self, session: Session, drop: DropInput) -> None:
        """The host drops this peer. An honest host does so only when our reveal did not come
        in time: dropped after we revealed for the node that waits, the host has seen our value
        and chose the draw without it."""
        node = session.open
        me = self.peer
        if node is not None and self._revealed == node.index and me not in node.reveals:
            raise HostFault(
                f"the host dropped us ({drop.reason}) after our reveal for chance node "
                f"{node.index}: either the network stalled for longer than the timeout, or the "
                "host chose the draw without our value"
            )
        log.warning("the host dropped us (%s): its AI plays for us till we are back", drop.reason)

    def _log_frame(self, frame: Log) -> None:
        if (
            frame.first != len(self._log)
            or len(self._log) + len(frame.entries) > self._log_expected
        ):
            raise ProtocolViolation("log frames out of order")
        self._log.extend(frame.entries)
        if len(self._log) < self._log_expected:
            return
        entries, self._log, self._log_expected = self._log, [], 0
        start = entries[0].i
        if not isinstance(start, StartInput):
            raise ProtocolViolation("the log does not begin with the start of the game")
        session = self._session(start)
        self.session = session
        try:
            if session.state_hash != entries[0].h:
                raise DesyncError(0, session.state_hash, entries[0].h)
            for seq, entry in enumerate(entries[1:], start=1):
                session.replay_entry(seq, entry)
        except (HostFault, DesyncError) as error:
            self._fault(error)
            return
        log.info("replayed %d inputs of the log", len(entries))
        self._started()

    def _session(self, start: StartInput) -> Session:
        """The session of the game this side follows: its seats decided here by the engine
        player of ``settings.level``, or by the person at this computer."""
        own = Decider.ENGINE if self.settings.level is not None else Decider.PERSON
        return Session(start, None if self.spectator else self.peer, lambda seat: own)

    def _started(self) -> None:
        session = self.session
        assert session is not None
        late = not self.spectator and self.peer is not None and self.peer not in session.peers
        if late:
            asked = self.seats
            self.seats = ()
        elif self.peer is not None and self.peer in session.peers:
            self.seats = session.seats_of(self.peer)
        self.events.started(session.start.setup, self.seats)
        if self._late and not late:  # our take was numbered while we were away: in the log
            self._late = False
            for seq, entry in enumerate(session.log):
                if isinstance(entry.i, TakeInput) and entry.i.peer == self.peer:
                    log.info("took seat %d from the computer at input %d", entry.i.seat, seq)
                    self.events.took_seat(entry.i.seat, seq)
        if late and self._conn is not None:
            # A late arrival: commit to a chain; the host numbers our take once it (and its
            # person) let us have the seat.
            self._late = True
            chain = HashChain(length=self.settings.chain_length)
            self.chains = [chain]
            self._save_identity()
            self._conn.send(Commit(chain.anchor, chain.length, 0))
            log.info(
                "the game runs: waiting to take seat %s from the computer",
                ", ".join(str(s) for s in asked),
            )

    def _stepped(self, seq: int, steps: list[Step]) -> None:
        trace = self.settings.trace
        if trace is not None and any(isinstance(s.command, Roll | Draw) for s in steps):
            trace.write(f"{seq} {time.monotonic_ns()}\n")
        if steps:
            self.events.steps(steps)

    def _stopped(self, stop: Stop) -> None:
        session = self.session
        if stop.reason == "desync" and session is not None:
            states = [(s.peer, s.hash, s.notation) for s in stop.states]
            if self.peer is not None:
                states.append((self.peer, session.state_hash, session.notation()))
            path = write_desync_report(
                desync_folder(self.settings.data), session, stop.seq, states, stop.text
            )
            log.error("the host stopped the game: %s (report: %s)", stop.text, path)
        else:
            log.error("the host stopped the game: %s", stop.text)
        self.events.stopped(stop.reason, stop.text)
        raise GameStopped(stop.reason, stop.text)

    def _finish(self, session: Session) -> None:
        final = session.final_line()
        log.info("the game is over: %s", final)
        if self._conn is not None:
            self._conn.close("the game is over")
        if self.identity is not None:
            self.store.forget(self.identity)
            self.identity = None
        self.events.finished(final)

    # --- this side's part ----------------------------------------------------------------------

    def _duties(self) -> None:
        session, me, conn = self.session, self.peer, self._conn
        if session is None or me is None or conn is None or self.spectator or session.over:
            return
        if me not in session.peers:
            return
        node = session.needs_reveal(me)
        if node is not None and self._revealed != node:
            value = own_value(self.chains, session.peers[me].chain)
            if value is None:
                if not self._renewing and not session.has_pending(me):
                    log.warning(
                        "our chain's secret is lost: a new chain from node %d on",
                        session.nodes + RENEW_AHEAD,
                    )
                    self._renew(session)
            else:
                self._revealed = node
                conn.send(Reveal(node, value))
        if session.has_pending(me):
            self._renewing = False
        elif session.chain_remaining(me) < self._margin() and not self._renewing:
            self._renew(session)
        turn = session.what_next()
        if isinstance(turn, DecisionTurn) and turn.decider is not Decider.REMOTE:
            self._seat_play.decide(session, turn, self._player(turn.seat))

    def _margin(self) -> int:
        return renew_margin(self.chains[-1].length if self.chains else self.settings.chain_length)

    def _renew(self, session: Session) -> None:
        chain = HashChain(length=self.settings.chain_length)
        self.chains = [*self.chains[-1:], chain]
        self._save_identity()
        self._renewing = True
        if self._conn is not None:
            self._conn.send(Commit(chain.anchor, chain.length, session.nodes + RENEW_AHEAD))

    def _player(self, seat: int) -> Player | None:
        level = self.settings.level
        if level is None:
            return None
        if seat not in self._players:
            self._players[seat] = make_player(level, self._rng.next_u64())
        return self._players[seat]

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coro)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def _send_act(self, session: Session, seat: int, n: int, action: Command) -> None:
        conn = self._conn
        if conn is None or session is not self.session or session.commands != n:
            return
        if session.to_act() != seat or session.controller(seat) != self.peer:
            return
        token = format_command(action)
        session.note_sent(seat, n, token)
        conn.send(Act(n, seat, token))

    def play(self, command: Command) -> str | None:
        """A decision of the person at this computer (call on the loop's thread); the reason
        when it cannot be sent now. The host may still refuse it (``events.refused``)."""
        session = self.session
        if session is None or self._conn is None:
            return "not connected to a running game"
        seat = session.to_act()
        if seat is None or session.controller(seat) != self.peer:
            return "none of our seats is to act"
        self._send_act(session, seat, session.commands, command)
        return None


def _is_bye(raw: object) -> bool:
    """Whether a frame is a well-formed ``bye`` (what a host without room sends first)."""
    try:
        return isinstance(decode_message(raw, frozenset({"bye"})), Bye)
    except SchemaError:
        return False


def parse_address(text: str, default_port: int = 0) -> tuple[str, int]:
    """``HOST:PORT`` (``[v6]:PORT`` too) as host and port; ``ValueError`` if malformed."""
    text = text.strip()
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ""
    else:
        host, sep, port_text = text.rpartition(":")
        if not sep:
            host, port_text = text, ""
    if not host:
        raise ValueError(f"{text!r} names no host")
    if not port_text:
        if not default_port:
            raise ValueError(f"{text!r} names no port (HOST:PORT)")
        return host, default_port
    with contextlib.suppress(ValueError):
        port = int(port_text)
        if 0 < port < 65536:
            return host, port
    raise ValueError(f"{port_text!r} is no port number")
