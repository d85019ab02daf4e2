"""Room for connections at the host (a part of :class:`net.host.table.HostTable`).

The host serves at most :data:`~net.host.state.MAX_CONNECTIONS` connections at once: players,
spectators and handshakes. A connection that has not sent its hello yet is *idle*; nobody may
keep the host full with idle connections:

- at most :data:`~net.host.state.MAX_IDLE_PER_ADDRESS` idle connections per source address: a
  new one from that address closes its oldest idle one;
- when every slot is taken, a new connection closes an idle one: the oldest of the address with
  the most idle connections, if that address has at least two more than the newcomer's; else the
  oldest of all, if it has been idle for :data:`IDLE_GRACE`; failing both, a hello waiting for its
  PIN check from an address with more wrong PINs behind it than the newcomer's is put out of line
  (it is told ``busy``); otherwise the newcomer gets a ``bye`` saying the table is busy, and tries
  again.

So a flood of idle connections from a few addresses cannot keep a player out (its address has
none, and the crowded ones give way), and none of them can close a player's connection in the
moment between its ``server`` and its ``hello``.

Players and spectators are never closed to make room. The room also runs each connection
(``handshake``: :mod:`net.host.admission`; then each message to ``handle``:
:mod:`net.host.inbound`; a member's lost connection to ``lost``: :mod:`net.host.takeover`), its
keep-alive, the refusals of a handshake (logged through the table's
:class:`net.host.refusal_log.RefusalLog`), the table's PIN gate (:mod:`net.host.pin_gate`) and
the count of wrong PIN attempts that the log and the front end show.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from net.host.invite import Invite
from net.host.pin_gate import PinGate
from net.host.state import MAX_CONNECTIONS, MAX_IDLE_PER_ADDRESS, Member, Pending, TableState
from net.protocol.messages import TO_HOST, Message, Refuse
from net.protocol.wire import (
    Connection,
    ConnectionClosed,
    ProtocolViolation,
    keep_alive,
    set_nodelay,
)

log = logging.getLogger("madn.net.host")

BUSY = "busy: the table has no room for another connection now; try again"
IDLE_GRACE = 1.0  # seconds an idle connection is safe from being closed for a newcomer
PIN_REPORT_EVERY = 10.0  # seconds between two log lines on wrong PIN attempts


Handshake = Callable[[Connection, str], Awaitable[Member | None]]  # the member it admits, or None
Handle = Callable[[Member, Connection, Message], None]  # a member's message on its connection
Lost = Callable[[Member, str], None]  # a member's connection is gone, and why


class Room:
    """Connections, room for them, keep-alive (see the module's docstring)."""

    def __init__(self, state: TableState, handshake: Handshake, handle: Handle, lost: Lost) -> None:
        self.state = state
        self._handshake = handshake
        self._handle = handle
        self._lost = lost
        self.pins = PinGate()
        self.connections: set[Connection] = set()
        self.pending: dict[Connection, Pending] = {}  # in order of arrival
        self.invites: dict[Connection, Invite] = {}  # the connections that came by a code
        self._pin_report = False  # the count of wrong PIN attempts is being reported

    async def serve(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        invite: Invite | None = None,
    ) -> None:
        """Run one connection, from its first byte to its end (``invite``: what the code it
        came through was for, :mod:`net.host.invite`; its "address" is the code's)."""
        state = self.state
        set_nodelay(writer)
        if invite is None:
            conn = Connection(reader, writer, TO_HOST)
            address = conn.label.rsplit(":", 1)[0]
        else:
            conn = Connection(reader, writer, TO_HOST, invite.label)
            address = invite.label
            self.invites[conn] = invite
        if state.closing:
            conn.close("the host is closing the table")
            return
        if not self.make_room(address):
            state.refusals.refused(address, "connection", BUSY, logging.INFO)
            conn.close(BUSY)
            return
        self.connections.add(conn)
        self.pending[conn] = Pending(address, time.monotonic())
        member: Member | None = None
        reason = "closed"
        keepalive = asyncio.ensure_future(
            # A hello waiting at the PIN gate is read no further meanwhile: its silence counts
            # from the end of the wait (the gate answers within PIN_WAIT_LIMIT).
            keep_alive(conn, lambda: state.settings.ping, lambda: self.waits_for_pin(conn))
        )
        try:
            member = await self._handshake(conn, address)
            if member is not None:
                while True:
                    self._handle(member, conn, await conn.receive())
        except ConnectionClosed as error:
            reason = str(error)
            if member is None:
                log.debug("%s went before its handshake: %s", conn.label, reason)
        except ProtocolViolation as error:
            reason = str(error)
            who = address if member is None else f"{member.name} (peer {member.peer})"
            state.refusals.refused(who, "frame", f"{reason}; its connection is closed")
            conn.close(reason)
        except TimeoutError:
            reason = "no handshake in time"
            state.refusals.refused(address, "connection", reason, logging.INFO)
            conn.close(reason)
        except Exception as error:  # never let one connection take the host down
            reason = f"internal error: {error!r}"
            log.exception("%s: %s", conn.label, reason)
            conn.close("internal error")
        finally:
            keepalive.cancel()
            self.connections.discard(conn)
            self.pending.pop(conn, None)
            self.invites.pop(conn, None)
            conn.close(reason, bye=False)
            if member is not None and member.conn is conn:
                self._lost(member, reason)

    # --- room ----------------------------------------------------------------------------------
    def make_room(self, address: str) -> bool:
        """Whether a new connection from ``address`` may be served (closing an idle one or
        putting a waiting hello out of line for it, as the module's docstring says)."""
        idle = [(c, p) for c, p in self.pending.items() if p.idle]  # oldest first
        here = [c for c, p in idle if p.address == address]
        if len(here) >= MAX_IDLE_PER_ADDRESS:
            self._evict(here[0], "too many connections from one address say nothing")
            return True
        if len(self.connections) < MAX_CONNECTIONS:
            return True
        victim = self._idle_victim(address, idle)
        if victim is not None:
            self._evict(victim, "the table is full: an idle connection makes room")
            return True
        pins = self.pins
        worst = pins.worst()
        if worst is not None and pins.standing(worst.address) > pins.standing(address):
            pins.displace(worst)
            if isinstance(worst.owner, Connection):
                self.connections.discard(worst.owner)
                self.pending.pop(worst.owner, None)
            return True
        return False

    def _idle_victim(
        self, address: str, idle: list[tuple[Connection, Pending]]
    ) -> Connection | None:
        """The idle connection a newcomer from ``address`` may close: the oldest of the address
        with the most idle connections, if it has at least two more than the newcomer's (so
        addresses share the slots fairly, and equals cannot push each other out in turn); else
        the oldest of all if it has been idle for :data:`IDLE_GRACE` seconds (an honest joiner
        says hello long before, so its connection is never the one closed)."""
        if not idle:
            return None
        counts: dict[str, int] = {}
        for _, pending in idle:
            counts[pending.address] = counts.get(pending.address, 0) + 1
        crowded = max(counts, key=lambda a: counts[a])
        if counts[crowded] >= counts.get(address, 0) + 2:
            return next(c for c, p in idle if p.address == crowded)
        oldest, pending = idle[0]
        if time.monotonic() - pending.since >= IDLE_GRACE:
            return oldest
        return None

    def _evict(self, conn: Connection, reason: str) -> None:
        pending = self.pending.pop(conn)  # always there: make_room takes it from pending
        self.connections.discard(conn)
        self.state.refusals.refused(pending.address, "connection", reason, logging.INFO)
        conn.close(BUSY)

    def said_hello(self, conn: Connection) -> None:
        """``conn``'s hello came: it is idle no more (its PIN proof may wait at the gate)."""
        pending = self.pending.get(conn)
        if pending is not None:
            pending.idle = False

    def waits_for_pin(self, conn: Connection) -> bool:
        pending = self.pending.get(conn)
        return pending is not None and not pending.idle

    def admitted(self, conn: Connection) -> None:
        """``conn`` is a player's or a spectator's now: never closed to make room."""
        self.pending.pop(conn, None)

    def refuse(self, conn: Connection, address: str, reason: str, text: str) -> None:
        """Refuse ``conn``'s hello (``refuse`` with ``reason`` and ``text``; logged; closed)."""
        self.state.refusals.refused(address, "hello", text, logging.INFO)
        conn.send(Refuse(reason, text[:300]))
        conn.close(text, bye=False)

    # --- wrong PIN attempts --------------------------------------------------------------------
    def pin_attempts_changed(self) -> None:
        """A wrong PIN attempt: reported (unless a report runs already)."""
        if not self._pin_report:
            self._pin_report = True
            self.state.spawn(self._report_pins())

    async def _report_pins(self) -> None:
        """Tell the front end how many wrong PIN attempts the last minute saw, as it changes,
        and log it every :data:`PIN_REPORT_EVERY` seconds, until the minute is clean again."""
        shown = -1
        logged: float | None = None  # (the monotonic clock's zero is anywhere: not 0.0)
        try:
            while True:
                count = self.pins.recent()
                if count != shown:
                    shown = count
                    self.state.listener.pin_attempts(count)
                now = time.monotonic()
                if count and (logged is None or now - logged >= PIN_REPORT_EVERY):
                    logged = now
                    log.warning(
                        "%d wrong PIN attempt%s in the last minute",
                        count,
                        "" if count == 1 else "s",
                    )
                if not count:
                    return
                await asyncio.sleep(1.0)
        finally:
            self._pin_report = False

    def close(self) -> None:
        """The table closes: the PIN gate, the refusal log and every pending connection."""
        self.pins.close()
        self.state.refusals.close()
        self.state.spectator_log.close()
        with contextlib.suppress(Exception):
            for conn in list(self.pending):
                conn.close("the host is closing the table")
