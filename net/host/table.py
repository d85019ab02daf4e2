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

from net.host.admission import HostAdmission, log_frames
from net.host.state import MAX_CONNECTIONS, HostSettings, Member
from net.listener import TableListener
from net.lockstep.randomness import HashChain
from net.lockstep.seat_play import warm_up_strong
from net.lockstep.session import HOST, GameStopped, Session
from net.protocol.handshake import PIN_DELAY
from net.protocol.messages import Stop
from net.store import KeepFile, load_kept, rewrite_kept

__all__ = [
    "MAX_CONNECTIONS",
    "PIN_DELAY",
    "HostSettings",
    "HostTable",
    "Member",
    "log_frames",
]

log = logging.getLogger("madn.net.host")


class HostTable(HostAdmission):
    """A hosted table (see the module's docstring).

    ``setup`` has the host's own seats (AI or, in the app, human) and the ``remote`` seats the
    joiners take. Use: ``port = await table.open()``, then ``session = await table.wait()`` (it
    raises :class:`GameStopped`), and ``await table.close()`` on every path.
    """

    # --- life cycle --------------------------------------------------------------------------

    async def open(self) -> int:
        """Listen (and announce the table); returns the port."""
        loop = asyncio.get_running_loop()
        self._done = loop.create_future()
        warm_up_strong(self.setup, self.players)
        self._server = await asyncio.start_server(
            self._serve, self.settings.bind, self.settings.port, reuse_address=True
        )
        self.port = int(self._server.sockets[0].getsockname()[1])
        log.info("table %r open on %s:%d", self.settings.name, self.settings.bind, self.port)
        # A running table is listed while late arrivals may take a computer's seat, and when it
        # was resumed: joiners that gave up on the host (or find it on another port) see it
        # again in their lobby and rejoin with their token.
        self._refresh_announcement()
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
        self._close_room()
        for timer in self._reveal_timers.values():
            timer.cancel()
        self._roll.cancel()
        for member in self.members.values():
            if member.missing is not None:
                member.missing.cancel()
            self._unhold(member)  # a late arrival's hold ends with the table
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
        table.table_id = kept.table
        table.chains = [HashChain(secret, length) for secret, length in kept.chains]
        for m in kept.members:
            member = Member(m.peer, m.name, m.token, m.seats, came_late=m.late)
            table.members[m.peer] = member
            if not m.late:  # the lobby's owners (a late arrival's seat is the session's)
                for seat in m.seats:
                    table.owners[seat] = m.peer
        if not kept.entries:
            raise ValueError(f"{path} holds no game")
        table.session = Session.replay(kept.entries, HOST, table._own_decider)
        for peer in [p for p, m in table.members.items() if p not in table.session.peers]:
            # a late arrival's token is kept before its take: the take may not have followed
            if table.members[peer].came_late:
                del table.members[peer]
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
        table._resumed = True
        table._keep = KeepFile(path)
        log.info("resumed table %r at input %d", kept.name, table.session.next_seq)
        return table
