"""A friend who comes late takes a seat the computer plays (a part of
:class:`net.host.table.HostTable`).

With ``settings.late_join`` a newcomer to a running game may take a seat the computer plays: an AI
seat of the host, or a seat whose player was dropped. It is accepted with the seat it asks for
(reserved for it), gets the log and follows the game like a spectator; it commits to its first hash
chain (``commit`` with ``first`` 0); the host's person is asked (``TableListener.late_arrival``,
answered with :meth:`LateArrivals.answer`) unless late arrivals are allowed for everyone
(``settings.ask_late`` false). Once it is allowed and committed the host numbers a ``take`` input:
from then on the seat is the newcomer's, its chain is in the mix from the next chance node, and it
is a player like any other. Refused (the host's person says no, or the seat is the computer's no
more, or its seat is not taken within :data:`LATE_HOLD` seconds of its accept: no answer, no
commitment), it gets ``refuse`` (``running``) and its connection is closed; the seat is free to take
again.

Holds are bounded (docs/protocol.md "A friend who comes late"): one per connection, at most
:data:`~net.host.state.HOLDS_PER_ADDRESS` at once per source address (a newcomer beyond that is
told ``busy``), and a hold whose newcomer has not committed within
:data:`~net.host.state.COMMIT_WITHIN` seconds gives way to another newcomer who asks for its seat
(the seat is announced as free to take again). A newcomer who finds every free seat held by
others is told so (``busy``, :data:`ALL_HELD`), not that no seat is free.

A late arrival who leaves again hands its seat back to the computer: it is dropped when it says
bye, and after the timeout when it vanishes, whatever the table's takeover (``pause`` waits only
for the players who were there from the start); the seat's own AI level plays it again.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Final

from net.host.lobby import Lobby
from net.host.numbering import Numbering
from net.host.state import COMMIT_WITHIN, HOLDS_PER_ADDRESS, Member, TableState
from net.lockstep.randomness import MIN_CHAIN
from net.protocol.messages import Commit, Refuse, TakeInput
from net.store import KeptMember

log = logging.getLogger("madn.net.host")

LATE_HOLD: Final = 60.0  # seconds a late arrival's seat is held for its take
ALL_HELD: Final = (
    "every free seat is reserved by a newcomer who has not taken it yet: try again in a moment"
)


class LateArrivals:
    """Late arrivals (see the module's docstring)."""

    def __init__(self, state: TableState, numbering: Numbering, lobby: Lobby) -> None:
        self.state = state
        self.numbering = numbering
        self.lobby = lobby

    def answer(self, peer: int, allowed: bool) -> None:
        """The host's person allows (or refuses) late arrival ``peer`` its seat."""
        state = self.state
        member = state.members.get(peer)
        if member is None or not member.late or member.allowed is not None:
            return
        state.listener.late_withdrawn(peer)
        if not allowed:
            seat = member.seats[0]
            self.refused(
                member, f"the host did not let you take over {state.setup.name(seat)}'s seat"
            )
            return
        member.allowed = True
        self._maybe_take(member)

    def allow_everyone(self) -> None:
        """Every late arrival may take a seat without asking, those waiting for an answer too."""
        state = self.state
        state.settings.ask_late = False
        for member in list(state.members.values()):
            if member.late and member.allowed is None:
                member.allowed = True
                state.listener.late_withdrawn(member.peer)
                self._maybe_take(member)

    def hold(self, member: Member) -> None:
        """Hold a late arrival's seat for :data:`LATE_HOLD` seconds (a hold that gives way
        after :data:`~net.host.state.COMMIT_WITHIN` seconds without a commitment is announced
        as a seat free to take then)."""
        loop = asyncio.get_running_loop()
        member.held_at = loop.time()
        member.reserved = loop.call_later(LATE_HOLD, self._hold_ends, member)
        loop.call_later(COMMIT_WITHIN, self.lobby.refresh_announcement)

    def refusal(self, address: str, asked: int) -> tuple[str, str] | None:
        """Why a newcomer from ``address`` who asks for seat ``asked`` (-1: any) gets no hold
        now, as a refusal's reason and text (``busy``: try again), or None. Its address holds
        :data:`~net.host.state.HOLDS_PER_ADDRESS` seats already; or the seats it may ask for are
        held by other newcomers (whose holds do not give way yet)."""
        state = self.state
        session = state.session
        holds = [m for m in state.members.values() if m.late]
        mine = sum(1 for m in holds if m.address == address)
        if mine >= HOLDS_PER_ADDRESS:
            return (
                "busy",
                f"your address holds {mine} seats already for newcomers who have not taken "
                f"them yet (at most {HOLDS_PER_ADDRESS} at once): try again once they are taken",
            )
        free = self.lobby.late_seats()
        if session is None or (free and (asked < 0 or asked in free)):
            return None
        held = {s for m in holds for s in m.seats if session.computers_seat(s)} - set(free)
        if asked < 0 and held:
            return "busy", ALL_HELD
        if asked in held:
            return (
                "busy",
                f"seat {asked} is reserved by a newcomer who has not taken it yet: try again in "
                "a moment",
            )
        return None

    def make_way(self, seat: int) -> None:
        """A newcomer gets ``seat``: the hold on it that gave way (no commitment in time), if
        any, ends (``refuse`` ``running``)."""
        now = asyncio.get_running_loop().time()
        for member in list(self.state.members.values()):
            if member.late and seat in member.seats and member.gives_way(now):
                self.refused(
                    member,
                    "the seat was not taken in time (no commitment): another newcomer took it",
                )

    def _hold_ends(self, member: Member) -> None:
        member.reserved = None
        if member.late and self.state.members.get(member.peer) is member:
            missing = "no answer from the host" if member.allowed is None else "no commitment"
            self.refused(member, f"the seat was not taken in time ({missing})")

    def lost(self, member: Member, reason: str) -> None:
        """A late arrival's connection is gone before its take was numbered."""
        member.conn = None
        if not self.state.closing:
            log.info("%s left before taking a seat (%s)", member.name, reason)
            self.forget(member)

    def commit(self, member: Member, message: Commit) -> str | None:
        """A late arrival's first chain: taken (its seat with it, once allowed), or the reason
        it is refused."""
        if message.first != 0 or message.length < MIN_CHAIN:
            return f"a first chain serves from node 0 and has {MIN_CHAIN}+ values"
        member.anchor, member.length = message.anchor, message.length  # a newer one replaces
        self._maybe_take(member)
        return None

    def _maybe_take(self, member: Member) -> None:
        if not member.late or not member.allowed or not member.anchor or member.conn is None:
            return
        state = self.state
        seat = member.seats[0]
        seq = state.seq()
        take = TakeInput(member.peer, member.name[:32], seat, member.anchor, member.length)
        if state.keep is not None:  # first its token, so a resume knows the take's peer
            state.keep.member(KeptMember(member.peer, member.name, member.token, (seat,)))
        member.late = False  # before numbering: the input's relay and duties see a player
        reason = self.numbering.sequence(take)
        if reason is not None:
            member.late = True
            self.refused(member, f"the seat cannot be taken: {reason}")
            return
        log.info("%s took seat %d from the computer at input %d", member.name, seat, seq)
        state.takes.took(member.address)
        self.unhold(member)
        state.status()
        self.lobby.refresh_announcement()

    def refused(self, member: Member, text: str) -> None:
        """``member`` may not take its seat: ``refuse`` (``running``), its connection closed."""
        log.info("%s may not take a seat: %s", member.name, text)
        conn = member.conn
        self.forget(member)
        if conn is not None:
            conn.send(Refuse("running", text[:300]))
            conn.close(text, bye=False)

    def forget(self, member: Member) -> None:
        """A late arrival whose take was not numbered is gone: its seat is free to take again."""
        state = self.state
        member.conn = None
        self.unhold(member)
        if state.members.get(member.peer) is member:
            del state.members[member.peer]
        state.listener.late_withdrawn(member.peer)
        state.status()
        self.lobby.refresh_announcement()

    def unhold(self, member: Member) -> None:
        """The end of ``member``'s hold on its seat (taken, forgotten, or the table closes)."""
        if member.reserved is not None:
            member.reserved.cancel()
            member.reserved = None
