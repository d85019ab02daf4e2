"""The joiner's end of an internet table: a loopback port that leads through the rendezvous.

A :class:`~net.join.client.JoinClient` joins an internet table exactly as a LAN table, by
connecting to a host and port; only the port is this bridge's, on 127.0.0.1. The first meeting,
with the invite code, happens before the client starts (:meth:`JoinBridge.first`: it tells which
seat the code is for, or that it is a spectator's) and its pipe serves the client's first
connection. Every later connection of the client — after the connection broke, or after the
host's program was restarted — goes through the rendezvous again, on the return code that the
client's token gives (:func:`net.internet.codes.return_code`; a spectator's: the table's
spectators' key, from its offer): no new code is needed. While a
meeting waits (the host is away) the client's connection waits with it; when the client gives
up on it (its handshake timeout) the meeting is called off.

The return code has a generation (docs/internet.md "Coming back"): each offer tells the next
one. The bridge tries that generation first and then the next :data:`GENERATIONS` - 1 in turn,
each until nobody came for :data:`LONELY` seconds or a message left behind was not confirmed:
a host that was restarted waits one generation up, and a claim left behind by a program that
died is passed by.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

from net.internet.code_book import CodeBook
from net.internet.codes import return_code
from net.internet.pipe import CHUNK, Pipe, meet, splice
from net.internet.rendezvous import Offer, Patience, RendezvousError, Servers

log = logging.getLogger("madn.net.internet")

Identity = Callable[[], tuple[str, bytes] | None]  # the table's id and our token, once accepted
GENERATIONS = 4  # return codes tried: the generation the host told, and the next three
LONELY = 5.0  # seconds a return code waits for the host before the next one is tried
RETRY = 1.0  # seconds before a return code whose connection failed is tried again


class JoinBridge:
    """The joiner's loopback port to one internet table (see the module's docstring)."""

    def __init__(self, servers: Servers, code: str, book: CodeBook | None = None) -> None:
        self.servers = servers
        self.code = code
        self.book = book  # where the code led is kept there, for a restart after a crash
        self.identity: Identity = lambda: None
        self._watch: tuple[str, bytes] | None = None  # a spectator's: the spectators' key
        self.offer: Offer | None = None
        self.relayed: bool | None = None  # whether the last pipe goes through the relay
        self._first: Pipe | None = None
        self._step = 0  # the generation tried next, after the one the last offer told
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def first(self) -> Offer:
        """The meeting on the invite code: what the host offers (the table, the seat).
        Raises :class:`~net.internet.rendezvous.RendezvousError` (``wrong``: a wrong code)."""
        pipe, offer = await meet(self.servers, code=self.code)
        self._first, self.relayed = pipe, pipe.relayed
        self._offered(offer)
        return offer

    def come_back(self, offer: Offer, identity: Identity) -> None:
        """No meeting on the spent code: this computer joined by it before (``offer``: where it
        led, from the :class:`CodeBook`), and ``identity`` has the token; the client's first
        connection goes through the return code."""
        self.offer, self.identity = offer, identity

    def _offered(self, offer: Offer) -> None:
        self.offer = offer
        if offer.watch:  # a spectator comes back through the table's spectators' return code
            self._watch = (offer.table, offer.watch)
        if self.book is not None:
            self.book.remember(self.code, offer)

    async def open(self) -> int:
        """Listen on 127.0.0.1 (a port of the system's choice); returns the port."""
        self._server = await asyncio.start_server(self._connection, "127.0.0.1", 0)
        return int(self._server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        if self._first is not None:
            self._first.close()
            self._first = None
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            pipe = self._first
            self._first = None
            if pipe is None:
                pipe = await self._come_back(reader)
            if pipe is None:
                writer.close()
                return
            self.relayed = pipe.relayed
            await splice(pipe, reader, writer)
        except asyncio.CancelledError:  # the bridge closes: this connection ends with it
            writer.close()
        finally:
            if task is not None:
                self._tasks.discard(task)

    async def _come_back(self, reader: asyncio.StreamReader) -> Pipe | None:
        """A meeting on the return code, called off when the client closes its connection."""
        known = self._watch or self.identity()
        if known is None or self.offer is None:
            log.warning("the connection broke before the host knew us: the code is spent")
            return None
        table, token = known
        closed = asyncio.ensure_future(_until_closed(reader))
        try:
            for _ in range(100 * GENERATIONS):  # the client gives up long before
                generation = self.offer.generation + self._step % GENERATIONS
                code = return_code(table, token, generation)
                patience = Patience(lonely=LONELY)
                meeting = asyncio.ensure_future(meet(self.servers, code=code, patience=patience))
                await asyncio.wait({meeting, closed}, return_when=asyncio.FIRST_COMPLETED)
                if not meeting.done():  # the client closed its connection: called off
                    meeting.cancel()
                    with contextlib.suppress(asyncio.CancelledError, RendezvousError):
                        await meeting
                    return None
                try:
                    pipe, offer = meeting.result()
                except RendezvousError as error:
                    if error.kind == "transit":  # the code was good: both sides try it again
                        log.warning("coming back failed (%s): trying again", error.text)
                        await asyncio.sleep(RETRY)
                    else:  # nobody, a message left behind, a crowd: the next generation
                        self._step += 1
                    continue
                if offer.table != table:
                    pipe.close()
                    log.warning("a return code led to another table")
                    return None
                self._step = 0
                self._offered(offer)
                return pipe
            return None
        finally:
            closed.cancel()


async def _until_closed(reader: asyncio.StreamReader) -> None:
    """Until the client closes its connection. The host speaks first, so all the client sends
    before there is a pipe are its keep-alive pings (whole small frames, every few seconds while
    it waits for the host's hello): they mean nothing before a handshake and are dropped."""
    while await reader.read(CHUNK):
        pass
