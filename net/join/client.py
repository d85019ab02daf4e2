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

The joiner is built in layers (:mod:`net.join.state`, :mod:`net.join.duties`,
:mod:`net.join.follow`); this file is the top one, :class:`JoinClient`: connecting, the
handshake, reconnecting and the keep-alive.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time

from net.join.follow import JoinFollow
from net.join.state import JoinFailed, JoinRefused, JoinSettings, TableBusy
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


class JoinClient(JoinFollow):
    """A joiner (see the module's docstring): ``session = await JoinClient(settings).run()``
    (raises :class:`JoinRefused`, :class:`JoinFailed` or :class:`GameStopped`)."""

    async def run(self) -> Session:
        settings = self.settings
        deadline = time.monotonic() + settings.connect_timeout
        accepted = False
        fresh = False  # after a "token" refusal: join without the kept identity
        lost = False  # the host was lost and not reached again yet (listener.connection told)
        try:
            while True:
                conn = await self._connect(deadline)
                self._conn = conn
                keepalive = asyncio.ensure_future(
                    keep_alive(conn, lambda: self._ping, silent="the host is silent")
                )
                try:
                    await asyncio.wait_for(self._handshake(conn, fresh), settings.handshake_timeout)
                    accepted = True
                    if lost:
                        lost = False
                        self.listener.connection(True, "connected to the host again")
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
                    self.listener.retrying(text)
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
                        self.listener.connection(False, text)
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
        self._roll.cancel()
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
        self.timeout = answer.settings.timeout / 1000
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
