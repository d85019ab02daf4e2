"""Missing joiners and the takeover of their seats (a part of :class:`net.host.table.HostTable`).

A joiner whose connection is lost is **missing**: in the lobby its seat is open again; in a game
every peer is told (``status``) and, after ``settings.timeout``, it is dropped (``drop``: the host's
AI plays its seats) with takeover ``"ai"``, or the game waits for it with ``"pause"``. A reveal
withheld past the timeout is treated the same way (its connection is closed). A joiner whose
reveals for other players' chance nodes came late for more than ``settings.late_budget`` seconds
in all is dropped whatever the takeover (:mod:`net.host.reveal_clock`, which times the reveals).
A late arrival lost before its take is numbered is :mod:`net.host.late`'s.
"""

from __future__ import annotations

import asyncio
import logging

from core.setup import SeatKind
from net.host.late import LateArrivals
from net.host.lobby import Lobby
from net.host.numbering import Numbering
from net.host.reveal_clock import RevealClock
from net.host.state import Member, TableState
from net.protocol.messages import DropInput, ReturnInput

log = logging.getLogger("madn.net.host")


class Takeover:
    """Missing joiners, drops and withheld reveals (see the module's docstring)."""

    def __init__(
        self, state: TableState, numbering: Numbering, lobby: Lobby, late: LateArrivals
    ) -> None:
        self.state = state
        self.numbering = numbering
        self.lobby = lobby
        self.late = late
        self.reveals = RevealClock(state, self.withheld, self.overdue)

    def lost(self, member: Member, reason: str) -> None:
        """``member``'s connection is gone (``reason``)."""
        if member.late:
            self.late.lost(member, reason)
            return
        state = self.state
        member.conn = None
        self.reveals.lost(member.peer)
        if state.closing or state.stopped:
            return
        if member.spectator:
            del state.members[member.peer]
            state.spectator_log.went(member.address, member.name)
            state.status()
            return
        if state.session is None:  # in the lobby the seat is simply open again
            del state.members[member.peer]
            for seat in member.seats:
                state.owners[seat] = -1
            log.info("%s left the lobby (%s)", member.name, reason)
            self.lobby.seats_changed()
            return
        if state.finished:
            return
        log.warning("%s is missing: %s", member.name, reason)
        if reason.startswith("left") and self.hands_over(member):
            self.drop(member, "left")
        else:
            self.start_missing(member)
        state.status()

    def start_missing(self, member: Member) -> None:
        """Time ``member``'s absence: after the timeout it is dropped (or waited for)."""
        if member.missing is not None:
            member.missing.cancel()
        loop = asyncio.get_running_loop()
        member.missing = loop.call_later(self.state.settings.timeout, self._missing_timeout, member)

    def _missing_timeout(self, member: Member) -> None:
        member.missing = None
        state = self.state
        session = state.session
        if member.conn is not None or session is None or state.finished or state.closing:
            return
        if self.hands_over(member):
            self.drop(member, "gone")
        else:
            log.warning("the game waits for %s (paused)", member.name)
            state.status()

    def hands_over(self, member: Member) -> bool:
        """Whether the computer takes a missing member's seats (after the timeout, or at once
        when it left): with takeover ``ai``, and always for a late arrival, whose seat was the
        computer's before it came."""
        return self.state.settings.takeover == "ai" or member.came_late

    def drop(self, member: Member, reason: str, why: str = "") -> None:
        """The computer plays ``member``'s seats from now on (numbered); ``why``, if given, is
        added to the log line."""
        state = self.state
        session = state.session
        if session is None or session.peers[member.peer].dropped or state.finished:
            return
        level = state.settings.level
        if member.came_late:  # the seat's own AI plays it again, if it was an AI seat
            for seat in session.seats_of(member.peer):
                own = state.setup.seats[seat]
                if own.kind is SeatKind.AI and own.level:
                    level = own.level
        if self.numbering.sequence(DropInput(member.peer, reason, level)) is None:
            log.warning(
                "%s dropped (%s): the AI (%s) plays seat %s%s",
                member.name,
                reason,
                level,
                ",".join(str(s) for s in member.seats),
                why,
            )
            state.status()

    def back(self, member: Member) -> None:
        """``member`` is connected again (a rejoin): the reveal the open chance node waits for
        from it is timed again (its late seconds count on)."""
        session = self.state.session
        if session is not None and not self.state.finished:
            self.reveals.time(session)

    def returned(self, member: Member) -> None:
        """A dropped member is back: numbered, its seats are its own again."""
        reason = self.numbering.sequence(ReturnInput(member.peer))
        if reason is not None:
            log.error("%s's return was refused: %s", member.name, reason)

    def withheld(self, peer: int, node: int) -> None:
        """``peer``'s reveal for chance node ``node`` did not come within the timeout."""
        state = self.state
        session = state.session
        member = state.members.get(peer)
        if session is None or member is None or session.needs_reveal(peer) != node:
            return
        log.warning("%s withheld its reveal for chance node %d past the timeout", member.name, node)
        if member.conn is not None:
            member.conn.close("no reveal within the timeout")
        if self.hands_over(member):
            self.drop(member, "timeout")
        else:
            state.status()

    def overdue(self, peer: int, node: int, late: float) -> None:
        """``peer``'s reveals for other players' chance nodes came ``late`` seconds late in all,
        its whole budget, and it has not revealed for ``node``: its connection is closed and it is
        dropped (``timeout``) whatever the takeover; it may come back."""
        state = self.state
        session = state.session
        member = state.members.get(peer)
        if session is None or member is None or session.peers[peer].dropped:
            return
        if member.conn is not None:
            member.conn.close("your reveals came too late")
        self.drop(
            member,
            "timeout",
            f"; its reveals for other players' chance nodes came {late:.1f} s late in all "
            f"(more than the {state.settings.late_budget:.0f} s a game allows, "
            f"{state.settings.reveal_grace:g} s after each node), the last for node {node}",
        )
