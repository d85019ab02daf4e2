"""Missing joiners and the takeover of their seats (a layer of :class:`net.host.table.HostTable`).

A joiner whose connection is lost is **missing**: in the lobby its seat is open again; in a game
every peer is told (``status``) and, after ``settings.timeout``, it is dropped (``drop``: the host's
AI plays its seats) with takeover ``"ai"``, or the game waits for it with ``"pause"``. A reveal
withheld past the timeout is treated the same way (its connection is closed).
"""

from __future__ import annotations

import asyncio
import logging

from core.setup import SeatKind
from net.host.lobby import HostLobby
from net.host.state import Member
from net.protocol.messages import DropInput, ReturnInput

log = logging.getLogger("madn.net.host")


class HostTakeover(HostLobby):
    """Missing joiners, drops and withheld reveals (see the module's docstring)."""

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
        if reason.startswith("left") and self._hands_over(member):
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
        if self._hands_over(member):
            self._drop(member, "gone")
        else:
            log.warning("the game waits for %s (paused)", member.name)
            self._status()

    def _hands_over(self, member: Member) -> bool:
        """Whether the computer takes a missing member's seats (after the timeout, or at once
        when it left): with takeover ``ai``, and always for a late arrival, whose seat was the
        computer's before it came."""
        return self.settings.takeover == "ai" or member.came_late

    def _drop(self, member: Member, reason: str) -> None:
        session = self.session
        if session is None or session.peers[member.peer].dropped or self._finished:
            return
        level = self.settings.level
        if member.came_late:  # the seat's own AI plays it again, if it was an AI seat
            for seat in session.seats_of(member.peer):
                own = self.setup.seats[seat]
                if own.kind is SeatKind.AI and own.level:
                    level = own.level
        if self._sequence(DropInput(member.peer, reason, level)) is None:
            log.warning(
                "%s dropped (%s): the AI (%s) plays seat %s",
                member.name,
                reason,
                level,
                ",".join(str(s) for s in member.seats),
            )
            self._status()

    def _return(self, member: Member) -> None:
        """A dropped member is back: numbered, its seats are its own again."""
        reason = self._sequence(ReturnInput(member.peer))
        if reason is not None:
            log.error("%s's return was refused: %s", member.name, reason)

    def _reveal_timeout(self, peer: int, node: int) -> None:
        self._reveal_timers.pop((peer, node), None)
        session = self.session
        member = self.members.get(peer)
        if session is None or member is None or session.needs_reveal(peer) != node:
            return
        log.warning("%s withheld its reveal for chance node %d past the timeout", member.name, node)
        if member.conn is not None:
            member.conn.close("no reveal within the timeout")
        if self._hands_over(member):
            self._drop(member, "timeout")
        else:
            self._status()
