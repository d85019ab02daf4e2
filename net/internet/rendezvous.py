"""One meeting through magic-wormhole, on the reactor's thread: a code, the PAKE, an encrypted pipe.

Both sides of an invite go through the same steps (docs/internet.md):

1. a wormhole to the **mailbox server**: the host asks it for a fresh code (a nameplate and two
   words) or, for a return code, claims the code both sides derived; the joiner claims the code
   it was given;
2. the **PAKE** (SPAKE2) over the mailbox: both sides end with the same key only if they used the
   same code; a wrong code fails on both sides (``WrongPasswordError``) and the code is spent;
3. one encrypted message each way: the host's **offer** (the table, the seat the code is for, its
   transit hints), the joiner's **answer** (its transit hints);
4. **transit**: both sides try each other's direct addresses and, two seconds later, the **transit
   relay**; the first connection that completes the handshake (keyed by the PAKE's key) wins.
   Records on it are encrypted and authenticated (NaCl SecretBox) end to end: the relay only
   glues two TCP connections together and sees sizes and times;
5. the wormhole is closed (the mailbox forgets it); the pipe stays.

Nothing here touches the game: :mod:`net.internet.pipe` carries the LAN protocol's bytes over the
pipe, unchanged.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

APPID = "madn.mensch-aergere-dich-nicht/internet/v1"
OFFER_VERSION = 1
MAX_MESSAGE = 8192  # bytes of an offer or an answer
MAX_HINTS = 16  # the other side's transit hints tried (one per address it has, and its relays)

#: The public magic-wormhole network (its mailbox and its transit relay), run by its authors.
PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
PUBLIC_RELAY = "tcp:transit.magic-wormhole.io:4001"


@dataclass(frozen=True)
class Servers:
    """The rendezvous (a mailbox server's WebSocket URL) and the transit relay
    (``tcp:HOST:PORT``)."""

    mailbox: str = PUBLIC_MAILBOX
    relay: str = PUBLIC_RELAY
    direct: bool = True  # False: every byte through the relay (our addresses stay unknown)


class RendezvousError(Exception):
    """A meeting that failed; ``kind`` is ``wrong`` (the PAKE failed: a wrong code), ``mailbox``
    (the mailbox server cannot be reached or refused), ``transit`` (no connection between the
    two sides, not even through the relay) or ``offer`` (the other side is no madn table)."""

    def __init__(self, kind: str, text: str) -> None:
        super().__init__(text)
        self.kind = kind
        self.text = text


@dataclass(frozen=True)
class Offer:
    """What the host tells the joiner once the PAKE is done: the table, the seat the code is for
    (a seat number, ``SPECTATE`` (-2) for a spectator's code, ``None`` for a return code) and
    the generation of the joiner's next return code; to a spectator, the table's spectators' key
    (``watch``: 16 bytes), from which a spectator's return code is derived."""

    table: str
    seat: int | None
    generation: int = 0
    watch: bytes = b""


@dataclass(frozen=True)
class Patience:
    """How long a meeting waits: for anybody to come (``lonely``; None: as long as it takes),
    once somebody's PAKE message is there, for the key to be confirmed (``stale``: a message
    left behind by a program that died is never confirmed), and once the key is confirmed, for
    the offer, the answer and transit (``finish``: the other side knew the code but stopped, or
    never connects; the code is spent, and its door opens again)."""

    lonely: float | None = None
    stale: float = 6.0
    finish: float = 30.0


class Records:
    """The consumer of a transit connection's records: each record and the end, to callbacks."""

    def __init__(self, record: Callable[[bytes], None]) -> None:
        self._record = record

    def registerProducer(self, producer: Any, streaming: bool) -> None:
        pass

    def unregisterProducer(self) -> None:
        pass

    def write(self, data: bytes) -> None:
        self._record(data)


def failure(error: BaseException) -> RendezvousError:
    """``error`` of magic-wormhole or Twisted as a :class:`RendezvousError` of its kind."""
    from wormhole.errors import (
        KeyFormatError,
        LonelyError,
        ServerConnectionError,
        ServerError,
        WrongPasswordError,
    )

    if isinstance(error, RendezvousError):
        return error
    if isinstance(error, WrongPasswordError):
        return RendezvousError("wrong", "the code is wrong: it is spent, a new one is needed")
    if isinstance(error, KeyFormatError):
        return RendezvousError("wrong", f"this is no code: {error}")
    if isinstance(error, ServerConnectionError):
        return RendezvousError("mailbox", f"cannot reach the rendezvous server ({error})")
    if isinstance(error, ServerError):
        return RendezvousError("mailbox", f"the rendezvous server refused: {error}")
    if isinstance(error, LonelyError):
        return RendezvousError("closed", "closed before anybody came")
    return RendezvousError("transit", f"{type(error).__name__}: {error}")


class Meeting:
    """One side of one meeting. Every method runs on the reactor's thread."""

    def __init__(self, servers: Servers, host: bool) -> None:
        import wormhole
        from twisted.internet import reactor

        self.host = host
        self._servers = servers
        self._wormhole = wormhole.create(APPID, servers.mailbox, reactor)
        self._direct = servers.direct
        self._connection: Any = None
        self._closed = False

    def allocate(self) -> Any:
        """The host's fresh code (a Deferred of its text)."""
        self._wormhole.allocate_code(2)
        return self._wormhole.get_code()

    def claim(self, code: str) -> None:
        """Claim a code both sides know (a joiner's invite code, or a return code)."""
        self._wormhole.set_code(code)

    async def meet(self, offer: Offer | None, patience: Patience) -> tuple[Any, Offer]:
        """The PAKE, the offer and answer, and transit: the record pipe and the offer (the
        host's own, given; the joiner's, received). Raises :class:`RendezvousError` (``lonely``,
        ``stale``: the ``patience`` ran out)."""
        try:
            await self._confirmed(patience)
            return await self._finished(offer, patience.finish)
        except BaseException as error:
            from twisted.internet.defer import CancelledError

            if isinstance(error, CancelledError):
                raise
            raise failure(error) from None
        finally:
            await self.close_mailbox()

    async def _confirmed(self, patience: Patience) -> None:
        from twisted.internet import defer, reactor

        w = self._wormhole
        waiting = w.get_unverified_key()  # the other side's PAKE message is there
        if patience.lonely is not None:
            waiting.addTimeout(patience.lonely, reactor)
        try:
            await waiting
        except defer.TimeoutError:
            raise RendezvousError("lonely", "nobody came") from None
        confirming = w.get_verifier()  # WrongPasswordError for a wrong code
        confirming.addTimeout(patience.stale, reactor)
        try:
            await confirming
        except defer.TimeoutError:
            raise RendezvousError("stale", "the other side left its message and went") from None

    async def _finished(self, offer: Offer | None, within: float) -> tuple[Any, Offer]:
        """:meth:`_meet`, called off after ``within`` seconds (its transit with it)."""
        from twisted.internet import defer, reactor

        meeting = defer.Deferred.fromCoroutine(self._meet(offer))
        meeting.addTimeout(within, reactor)
        try:
            return await meeting
        except defer.TimeoutError:
            raise RendezvousError(
                "transit", f"the other side did not finish the meeting within {within:.0f} s"
            ) from None

    async def _transit(self) -> tuple[Any, list[dict[str, Any]]]:
        """This side's transit and its hints. It listens for a direct connection on a port that
        was free a moment before (``allocate_tcp_port``): a port taken meanwhile is no reason to
        spend the code, another one is tried (then none: the relay only)."""
        from twisted.internet import reactor
        from twisted.internet.error import CannotListenError
        from wormhole.transit import TransitReceiver, TransitSender

        kind = TransitSender if self.host else TransitReceiver
        key = self._wormhole.derive_key(APPID + "/transit-key", kind.TRANSIT_KEY_LENGTH)
        for attempt in range(4):
            listen = self._direct and attempt < 3
            transit = kind(self._servers.relay, no_listen=not listen, reactor=reactor)
            transit.set_transit_key(key)
            try:
                return transit, await transit.get_connection_hints()
            except CannotListenError:
                continue
        raise RendezvousError("transit", "no port to listen on for a direct connection")

    async def _meet(self, offer: Offer | None) -> tuple[Any, Offer]:
        transit, own = await self._transit()
        try:
            return await self._exchange(offer, transit, own)
        finally:
            if self._connection is None:  # no pipe: the port it listened on is closed
                with contextlib.suppress(Exception):
                    transit._stop_listening()

    async def _exchange(
        self, offer: Offer | None, transit: Any, own: list[dict[str, Any]]
    ) -> tuple[Any, Offer]:
        w = self._wormhole
        hints = {"abilities-v1": transit.get_connection_abilities(), "hints-v1": own}
        if offer is not None:  # the host speaks first
            w.send_message(
                _encode(
                    {
                        "table": offer.table,
                        "seat": offer.seat,
                        "generation": offer.generation,
                        **({"watch": offer.watch.hex()} if offer.watch else {}),
                        "transit": hints,
                    }
                )
            )
            answer = _decode(await w.get_message())
            transit.add_connection_hints(self._usable(_hints(answer)))
            met = offer
        else:
            message = _decode(await w.get_message())
            met = _offer(message)
            transit.add_connection_hints(self._usable(_hints(message)))
            w.send_message(_encode({"transit": hints}))
        self._connection = await transit.connect()
        return self._connection, met

    def _usable(self, hints: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The other side's hints we try: without direct connections, its relays only; at most
        :data:`MAX_HINTS` of them (each is a connection this side makes to an address the other
        side names: a peer that knew the code could have it dial anything, ninety at a time)."""
        usable = hints if self._direct else [h for h in hints if h.get("type") == "relay-v1"]
        return usable[:MAX_HINTS]

    async def close_mailbox(self) -> None:
        """Close the wormhole (the mailbox forgets it); the pipe, if any, stays."""
        if self._closed:
            return
        self._closed = True
        with contextlib.suppress(Exception):  # LonelyError and the like: it is left anyway
            await self._wormhole.close()


def _encode(message: dict[str, Any]) -> bytes:
    return json.dumps({"madn": OFFER_VERSION, **message}).encode("utf-8")


def _decode(data: bytes) -> dict[str, Any]:
    if len(data) > MAX_MESSAGE:
        raise RendezvousError("offer", "the other side sent an oversized message")
    try:
        message = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise RendezvousError("offer", "the other side is no madn table") from None
    if not isinstance(message, dict) or message.get("madn") != OFFER_VERSION:
        raise RendezvousError("offer", "the other side speaks another version of the game")
    return message


def _offer(message: dict[str, Any]) -> Offer:
    table, seat = message.get("table"), message.get("seat")
    if not isinstance(table, str) or not 1 <= len(table) <= 64:
        raise RendezvousError("offer", "the host's offer names no table")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
        raise RendezvousError("offer", "the host's offer names no seat")
    generation = message.get("generation", 0)
    if not isinstance(generation, int) or isinstance(generation, bool) or generation < 0:
        raise RendezvousError("offer", "the host's offer has no generation")
    watch = message.get("watch", "")
    if not isinstance(watch, str) or len(watch) not in (0, 32):
        raise RendezvousError("offer", "the host's offer has a broken spectators' key")
    try:
        key = bytes.fromhex(watch)
    except ValueError:
        raise RendezvousError("offer", "the host's offer has a broken spectators' key") from None
    return Offer(table, seat, generation, key)


def _hints(message: dict[str, Any]) -> list[dict[str, Any]]:
    transit = message.get("transit")
    hints = transit.get("hints-v1") if isinstance(transit, dict) else None
    if not isinstance(hints, list) or not all(isinstance(h, dict) for h in hints):
        raise RendezvousError("offer", "the other side sent no way to reach it")
    return hints
