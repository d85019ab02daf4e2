"""A joiner of a LAN table: one connection to the host, the game followed input by input.

The joiner answers the host's hello (versions, rules, seat, token, PIN proof), commits to its
hash chain, and from then on applies every input the host relays to its own
:class:`~net.lockstep.session.Session`, checking each like the host should have (a move for this
peer's seat that it did not send stops the game) and comparing the state hash after each (a mismatch
writes a desync report and stops the game). For each chance node it reveals its chain's next
value; when one of its seats is to act, its AI (or, in the app, its person) chooses.

When the host vanishes the joiner tries again until :attr:`JoinSettings.reconnect` runs out; it
comes back with its token (kept on disk, :class:`net.store.IdentityStore`, so a joiner started
again after a crash rejoins too), gets the input log, replays it and goes on. A spectator
(``seat=SPECTATE``) follows the game the same way and sends nothing but pings.

:class:`JoinClient` is one object with collaborators, each with its own state: the shared
:class:`~net.join.state.JoinState` (``state``), this side's part of the game (``duties``,
:mod:`net.join.duties`) and the host's messages applied (``follow``, :mod:`net.join.follow`).
The client itself connects, takes the handshake, reconnects and keeps the connection alive.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import random
import time

from core.actions import Command
from net.join.duties import Duties
from net.join.follow import Follow
from net.join.state import JoinFailed, JoinRefused, JoinSettings, JoinState, TableBusy
from net.listener import TableListener
from net.lockstep.randomness import (
    HashChain,
    random_bytes,
)
from net.lockstep.session import Session
from net.protocol.handshake import host_proof, join_proof, proofs_match
from net.protocol.messages import (
    APP_VERSION,
    MAGIC,
    PROTOCOL_VERSION,
    TO_PEER,
    Accept,
    Bye,
    Commit,
    Hello,
    Ping,
    Refuse,
    SchemaError,
    ServerHello,
    decode_message,
    peek_version,
)
from net.protocol.wire import (
    Connection,
    ConnectionClosed,
    ProtocolViolation,
    keep_alive,
    set_nodelay,
)
from net.store import Identity, release

log = logging.getLogger("madn.net.join")


class JoinClient:
    """A joiner (see the module's docstring): ``session = await JoinClient(settings).run()``
    (raises :class:`JoinRefused`, :class:`JoinFailed` or :class:`GameStopped`)."""

    def __init__(self, settings: JoinSettings, listener: TableListener | None = None) -> None:
        self.state = state = JoinState(settings, listener)
        self.duties = Duties(state)
        self.follow = Follow(state, self.duties)
        self._ping = 5.0  # seconds between keep-alive pings (accept.settings.ping)
        self._closed = False  # we left (close)

    # --- what the front end and the tests read -------------------------------------------------

    @property
    def settings(self) -> JoinSettings:
        return self.state.settings

    @property
    def listener(self) -> TableListener:
        return self.state.listener

    @property
    def session(self) -> Session | None:
        """The game this side follows (None before its start, and while it rejoins)."""
        return self.state.session

    @property
    def peer(self) -> int | None:
        """Our peer id at the table (None before the host accepted us)."""
        return self.state.peer

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats this side plays."""
        return self.state.seats

    @property
    def spectator(self) -> bool:
        return self.state.spectator

    @property
    def takeover(self) -> str:
        """What the host does with a missing player's seats after its timeout (its accept)."""
        return self.state.takeover

    @property
    def timeout(self) -> float:
        """The table's timeout in seconds (its accept)."""
        return self.state.timeout

    # --- the person at this computer -----------------------------------------------------------

    def roll(self, commands: int | None = None) -> bool:
        """The person at this computer rolls the die that waits for them (call on the loop's
        thread), the roll offered as command number ``commands`` if given; ``False`` when no
        such roll of theirs waits."""
        return self.duties.roll(commands)

    def play(self, command: Command) -> str | None:
        """A decision of the person at this computer (call on the loop's thread); the reason
        when it cannot be sent now. The host may still refuse it (``listener.refused``)."""
        return self.duties.play(command)

    # --- life cycle --------------------------------------------------------------------------

    async def run(self) -> Session:
        """Join, and follow the game until it is over: its session at the end."""
        state = self.state
        settings = state.settings
        deadline = time.monotonic() + settings.connect_timeout
        accepted = False
        fresh = False  # after a "token" refusal: join without the kept identity
        lost = False  # the host was lost and not reached again yet (listener.connection told)
        try:
            while True:
                conn = await self._connect(deadline)
                state.conn = conn
                # Silence counts from the host's first frame on: before it, the handshake's
                # timeout waits (an internet table's bridge meets the host meanwhile).
                keepalive = asyncio.ensure_future(
                    keep_alive(
                        conn,
                        lambda: self._ping,
                        waiting=functools.partial(_unheard, conn, conn.last_received),
                        silent="the host is silent",
                    )
                )
                try:
                    await asyncio.wait_for(self._handshake(conn, fresh), settings.handshake_timeout)
                    accepted = True
                    if lost:
                        lost = False
                        state.listener.connection(True, "connected to the host again")
                    session = await self.follow.follow(conn)
                    return session
                except TableBusy as error:
                    if self._closed:
                        raise JoinFailed("closed") from None
                    pause = settings.retry * random.uniform(1.0, 2.0)
                    if time.monotonic() + pause >= deadline:
                        raise JoinFailed(f"the table stayed busy ({error})") from None
                    text = "the table is busy, trying again"
                    log.warning("%s (%s)", text, error)
                    state.listener.retrying(text)
                    await asyncio.sleep(pause)
                    continue
                except JoinRefused as error:
                    if error.reason == "token" and not fresh:
                        log.info("the host does not know our token: joining afresh")
                        if state.identity is not None:
                            state.store.forget(state.identity)
                            state.identity = None
                        fresh = True
                        continue
                    raise
                except (ConnectionClosed, ProtocolViolation, TimeoutError) as error:
                    if state.session is not None and state.session.over:
                        return state.session
                    if not accepted:
                        raise JoinFailed(
                            f"the host did not let us in: {error or 'timeout'}"
                        ) from None
                    if self._closed:  # we left (close): nothing lost, nothing to try again
                        raise JoinFailed("closed") from None
                    why = str(error) or type(error).__name__
                    if not lost:  # the time to come back counts from the loss, not per attempt
                        deadline = time.monotonic() + settings.reconnect
                    left = max(0.0, deadline - time.monotonic())
                    text = f"lost the host ({why}): trying again for {left:.0f} s"
                    log.warning("%s", text)
                    if not lost:
                        lost = True
                        state.listener.connection(False, text)
                finally:
                    keepalive.cancel()
                    if state.linger:
                        await conn.linger("desync")
                    conn.close("leaving", bye=False)
                    state.conn = None
        finally:
            for task in list(state.background):
                task.cancel()
            if state.identity is not None:
                release(state.identity)

    async def close(self) -> None:
        """Leave the table (a bye to the host)."""
        self._closed = True
        self.duties.cancel()
        conn = self.state.conn
        if conn is not None:
            conn.end("the player leaves")  # the host closes on our bye; run() then closes ours
            await conn.wait_closed(1.0)
            conn.abort("the host did not close after our bye")

    async def _connect(self, deadline: float) -> Connection:
        settings = self.state.settings
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

    async def _handshake(self, conn: Connection, fresh: bool) -> None:
        state = self.state
        settings = state.settings
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
        if state.identity is None and settings.keep_identity and not fresh and not state.spectator:
            state.identity = state.store.claim(hello.table)
            if state.identity is not None:
                log.info("rejoining with the token kept for this table")
        identity = (
            state.identity if state.identity and state.identity.table == hello.table else None
        )
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
        state.peer = answer.peer
        state.seats = answer.seats
        self._ping = answer.settings.ping / 1000
        state.takeover = answer.settings.takeover
        state.timeout = answer.settings.timeout / 1000
        conn.label = f"host {settings.host}:{settings.port}"
        log.info(
            "joined table %r as peer %d%s",
            hello.name,
            answer.peer,
            f", seat {', '.join(str(s) for s in answer.seats)}" if answer.seats else " (watching)",
        )
        # A new token for a game under way: a late arrival, whose token is kept on disk only
        # once its take is numbered (net.join.follow): until then it holds no seat to come back
        # to, and the host forgets it when it is refused or leaves.
        late = answer.inputs > 0 and (identity is None or identity.token != answer.token)
        if identity is None or identity.token != answer.token:
            if state.identity is not None:
                state.store.forget(state.identity)
            state.identity = identity = Identity(hello.table, answer.token, answer.peer)
        else:
            state.chains = [HashChain(secret, length) for secret, length in identity.chains]
        # The way back after a restart: where the table is now, and who plays the seat.
        identity.name, identity.player = hello.name, settings.name
        identity.host, identity.port = settings.host, settings.port
        identity.level = settings.level or ""
        self.follow.expect(answer.inputs)
        self.duties.rejoined()
        if answer.inputs == 0 and not state.spectator:
            chain = HashChain(length=settings.chain_length)
            state.chains = [chain]
            state.save_identity()
            conn.send(Commit(chain.anchor, chain.length, 0))
        elif not late:
            state.save_identity()


def _unheard(conn: Connection, opened: float) -> bool:
    """Whether nothing came on ``conn`` since it was opened (at ``opened``)."""
    return conn.last_received == opened


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


__all__ = ["JoinClient", "JoinFailed", "JoinRefused", "JoinSettings", "TableBusy", "parse_address"]
