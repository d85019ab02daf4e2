"""The host of a LAN table: a TCP server in the middle of a star, and the one who numbers inputs.

Every joiner has one connection to the host. The host takes the handshake (versions, rules, seat,
token, PIN proof), fills the remote seats, starts the game once every remote seat is taken and
every seated joiner has committed to its hash chain, and from then on numbers every input (its
own and the joiners'), applies it to its :class:`~net.lockstep.session.Session` and relays it with
its state hash to everyone. It refuses, and logs, what does not fit: a move for a seat that is not
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
from pathlib import Path

from core.actions import Command
from core.setup import Setup
from net.host.admission import Admission
from net.host.duties import Duties
from net.host.inbound import Inbound
from net.host.late import LateArrivals
from net.host.lobby import Lobby
from net.host.numbering import Numbering
from net.host.room import Room
from net.host.state import HostSettings, Member, TableState
from net.host.takeover import Takeover
from net.listener import TableListener
from net.lockstep.randomness import HashChain
from net.lockstep.seat_play import warm_up_strong
from net.lockstep.session import HOST, GameStopped, Session
from net.protocol.messages import BYE_KEPT, Stop, TakeInput
from net.store import KeepFile, load_kept, rewrite_kept

__all__ = ["HostSettings", "HostTable"]

log = logging.getLogger("madn.net.host")


class HostTable:
    """A hosted table (see the module's docstring).

    ``setup`` has the host's own seats (AI or, in the app, human) and the ``remote`` seats the
    joiners take. Use: ``port = await table.open()``, then ``session = await table.wait()`` (it
    raises :class:`GameStopped`), and ``await table.close()`` on every path.

    The table is one object with collaborators, each with its own state (docs/architecture.md):
    the shared :class:`~net.host.state.TableState` (``state``), the numbering of inputs, the
    lobby, late arrivals, the takeover of missing joiners, the host's duties, a joiner's
    messages (``inbound``), the room for connections and the admission.
    """

    def __init__(
        self,
        setup: Setup,
        settings: HostSettings | None = None,
        listener: TableListener | None = None,
    ) -> None:
        self.state = state = TableState(setup, settings, listener)
        # The numbering is followed by the duties, which number in turn: it is handed callables.
        self.numbering = Numbering(
            state,
            hands_changed=lambda: self.duties.hands_changed(),
            after_input=lambda: self.duties.schedule(),
        )
        self.lobby = Lobby(state, self.numbering)
        self.late = LateArrivals(state, self.numbering, self.lobby)
        self.takeover = Takeover(state, self.numbering, self.lobby, self.late)
        self.duties = Duties(state, self.numbering, self.lobby, self.takeover)
        self.inbound = Inbound(state, self.numbering, self.lobby, self.late, self.takeover)
        # The room hands each connection to the admission, which is built on the room (its
        # refusal of a hello, its PIN gate): the room gets a callable.
        self.room = Room(
            state,
            handshake=lambda conn, address: self.admission.handshake(conn, address),
            handle=self.inbound.handle,
            lost=self.takeover.lost,
        )
        self.admission = Admission(state, self.room, self.lobby, self.late, self.takeover)
        self._server: asyncio.Server | None = None

    # --- what the front end and the tests read -------------------------------------------------

    @property
    def setup(self) -> Setup:
        return self.state.setup

    @property
    def settings(self) -> HostSettings:
        return self.state.settings

    @property
    def listener(self) -> TableListener:
        return self.state.listener

    @property
    def table_id(self) -> str:
        return self.state.table_id

    @property
    def session(self) -> Session | None:
        """The game once it started (None in the lobby)."""
        return self.state.session

    @property
    def members(self) -> dict[int, Member]:
        """The joiners as the host knows them, by peer id."""
        return self.state.members

    @property
    def owners(self) -> list[int]:
        """Each seat's owner before the start: the host, a joiner's peer id, or -1 (open)."""
        return self.state.owners

    @property
    def port(self) -> int:
        """The port the table listens on (0 before :meth:`open`)."""
        return self.state.port

    # --- the person at the host's computer ------------------------------------------------------

    def play(self, seat: int, command: Command) -> str | None:
        """A decision of a person at the host's computer; the reason if it is refused."""
        return self.duties.play(seat, command)

    def roll(self, commands: int | None = None) -> bool:
        """The person at the host's computer rolls the die that waits for them (call on the
        loop's thread), the roll offered as command number ``commands`` if given; ``False``
        when no such roll of theirs waits."""
        return self.duties.roll(commands)

    def late_answer(self, peer: int, allowed: bool) -> None:
        """The host's person allows (or refuses) late arrival ``peer`` its seat."""
        self.late.answer(peer, allowed)

    def allow_everyone(self) -> None:
        """Every late arrival may take a seat without asking, those waiting for an answer too."""
        self.late.allow_everyone()

    # --- life cycle --------------------------------------------------------------------------

    async def open(self) -> int:
        """Listen (and announce the table); returns the port."""
        state = self.state
        loop = asyncio.get_running_loop()
        state.done = loop.create_future()
        warm_up_strong(state.setup, state.players)
        settings = state.settings
        self._server = await asyncio.start_server(
            self.room.serve, settings.bind, settings.port, reuse_address=True
        )
        state.port = int(self._server.sockets[0].getsockname()[1])
        log.info("table %r open on %s:%d", settings.name, settings.bind, state.port)
        # A running table is listed while late arrivals may take a computer's seat, and when it
        # was resumed: joiners that gave up on the host (or find it on another port) see it
        # again in their lobby and rejoin with their token.
        self.lobby.refresh_announcement()
        if state.session is not None:  # resumed: every joiner is missing until it reconnects
            for member in state.seated():
                self.takeover.start_missing(member)
            state.status()
            self.duties.schedule()
        else:
            self.lobby.maybe_start()
        return state.port

    async def wait(self) -> Session:
        """Until the game is over: the session at its end. :class:`GameStopped` otherwise."""
        if self.state.done is None:
            raise RuntimeError("the table is not open")
        return await self.state.done

    async def close(self, reason: str = "the host closes the table", final: bool = False) -> None:
        """Close the table: a bye to everyone (they will try to reconnect) or, with ``final``,
        a stop (the table will not come back)."""
        state = self.state
        if state.closing:
            return
        state.closing = True
        reason = self._closing_reason(reason, final)
        for member in list(state.members.values()):
            conn = member.conn
            if conn is None:
                continue
            if final and not state.finished:
                conn.send(Stop("closing", reason[:300], state.seq(), ()))
            conn.close(reason)
        for conn in list(self.room.connections):
            conn.close(reason)
        self.room.close()
        self.duties.cancel()
        for member in state.members.values():
            if member.missing is not None:
                member.missing.cancel()
            self.late.unhold(member)  # a late arrival's hold ends with the table
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2.0)
        for conn in list(self.room.connections):
            await conn.wait_closed(0.5)
        await self.lobby.close_announcement()
        for task in list(state.background):
            task.cancel()
        if state.keep is not None:
            state.keep.close(remove=state.finished or final)
        if state.done is not None and not state.done.done():
            state.done.set_exception(GameStopped("closing", reason))
            state.done.exception()  # retrieved: nobody may be waiting

    def _closing_reason(self, reason: str, final: bool) -> str:
        """What the table says as it closes: a table kept for a resume says so (``BYE_KEPT``:
        the joiners may tell their players that it comes back)."""
        state = self.state
        if not final and state.keep is not None and not state.finished and BYE_KEPT not in reason:
            return f"{reason}; {BYE_KEPT}"
        return reason

    async def farewell(
        self, reason: str = "the host closes the table", final: bool = False, timeout: float = 1.0
    ) -> None:
        """Tell the joiners now what :meth:`close` will (a ``bye``, or with ``final`` a
        ``stop``), and wait until they closed their side, ``timeout`` at most: a table whose
        connections come through doors that close before it (the internet's) says it first.
        The table itself closes with :meth:`close`, which sends nothing more on them."""
        state = self.state
        if state.closing:
            return
        reason = self._closing_reason(reason, final)
        told = []
        for member in list(state.members.values()):
            conn = member.conn
            if conn is None or conn.closed or conn.ended:
                continue
            if final and not state.finished:
                conn.send(Stop("closing", reason[:300], state.seq(), ()))
            conn.end(reason)
            told.append(conn)
        deadline = asyncio.get_running_loop().time() + timeout
        for conn in told:
            await conn.wait_closed(max(0.0, deadline - asyncio.get_running_loop().time()))

    # --- resume ------------------------------------------------------------------------------

    @classmethod
    def resume(
        cls, path: Path, settings: HostSettings | None = None, listener: TableListener | None = None
    ) -> HostTable:
        """The table of a kept game (``ValueError`` if the file is no kept game). The game goes
        on where the file ends; ``settings.port`` 0 takes the kept port, an empty
        ``settings.pin`` the kept PIN (a table keeps its PIN; files from before it was kept
        have none). Another PIN replaces the kept one, in the file too."""
        kept = load_kept(path)
        settings = settings or HostSettings()
        if settings.port == 0:
            settings.port = kept.port
        kept_pin = kept.settings.get("pin", "")  # a text: load_kept checks it
        if not settings.pin:
            settings.pin = kept_pin
        settings.name = kept.name
        table = cls(kept.setup, settings, listener)
        state = table.state
        state.table_id = kept.table
        state.chains = [HashChain(secret, length) for secret, length in kept.chains]
        taken = {  # each late arrival's take: (its position, its peer)
            (n, e.i.peer) for n, e in enumerate(kept.entries) if isinstance(e.i, TakeInput)
        }
        for m in kept.members:
            if m.late and not any(n >= m.at and p == m.peer for n, p in taken):
                continue  # its take never followed: its peer id is another's, or nobody's
            member = Member(m.peer, m.name, m.token, m.seats, came_late=m.late)
            state.members[m.peer] = member
            if not m.late:  # the lobby's owners (a late arrival's seat is the session's)
                for seat in m.seats:
                    state.owners[seat] = m.peer
        if not kept.entries:
            raise ValueError(f"{path} holds no game")
        session = Session.replay(kept.entries, HOST, state.own_decider)
        state.session = session
        for peer in [p for p, m in state.members.items() if p not in session.peers]:
            # a late arrival's token is kept before its take: the take may not have followed
            if state.members[peer].came_late:
                del state.members[peer]
        if settings.pin != kept_pin:
            kept.settings["pin"] = settings.pin
            try:
                rewrite_kept(path, kept)
            except OSError as error:
                log.warning(
                    "cannot keep the new PIN in %s (%s): a later resume asks for the old one",
                    path,
                    error,
                )
        state.resumed = True
        state.keep = KeepFile(path)
        log.info("resumed table %r at input %d", kept.name, session.next_seq)
        return table
