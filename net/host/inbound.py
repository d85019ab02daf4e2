"""What the host does with a joiner's messages after the handshake (a part of
:class:`net.host.table.HostTable`).

A move, a reveal or a chain renewal is applied to the host's own session first and numbered only
if it fits; what does not fit is refused (``refused``, logged; the connection stays), a false
preimage closes the connection (and drops the joiner with takeover ``"ai"``), a spectator may send
nothing but pings, a late arrival nothing but its first chain until its take is numbered. A seated
peer's desync report stops the game for everyone, unless its hash is the host's own at that input
(then it is no desync: refused and logged). Every refusal goes through the table's
:class:`~net.host.refusal_log.RefusalLog`, so a flood of them cannot fill the log.
"""

from __future__ import annotations

import logging

from net.host.late import LateArrivals
from net.host.lobby import Lobby
from net.host.numbering import Numbering
from net.host.state import Member, TableState
from net.host.takeover import Takeover
from net.lockstep.randomness import MIN_CHAIN
from net.lockstep.session import HOST, Session, write_desync_report
from net.protocol.messages import (
    Act,
    ActInput,
    Bye,
    Commit,
    CommitInput,
    Desync,
    Hello,
    Message,
    Ping,
    Refused,
    Reveal,
    RevealInput,
)
from net.protocol.wire import Connection, ConnectionClosed, ProtocolViolation
from net.store import desync_folder

log = logging.getLogger("madn.net.host")


class Inbound:
    """A joiner's messages after its handshake (see the module's docstring)."""

    def __init__(
        self,
        state: TableState,
        numbering: Numbering,
        lobby: Lobby,
        late: LateArrivals,
        takeover: Takeover,
    ) -> None:
        self.state = state
        self.numbering = numbering
        self.lobby = lobby
        self.late = late
        self.takeover = takeover

    def handle(self, member: Member, conn: Connection, message: Message) -> None:
        """``member``'s ``message``, come on ``conn``."""
        if isinstance(message, Ping):
            return
        if isinstance(message, Bye):
            raise ConnectionClosed(f"left ({message.reason})")
        if isinstance(message, Hello):
            raise ProtocolViolation("a second hello")
        if self.state.members.get(member.peer) is not member:
            return  # forgotten, its peer id another's (docs/protocol.md "Peer ids"): not heard
        if member.spectator:
            self._refuse_input(conn, message.TYPE, "a spectator plays no part")
            return
        if member.late:
            if isinstance(message, Commit):
                self._refuse_input(conn, "commit", self.late.commit(member, message))
            else:
                self._refuse_input(conn, message.TYPE, "you have no seat yet")
            return
        if isinstance(message, Desync):
            self._desync(member, conn, message)
            return
        session = self.state.session
        if isinstance(message, Commit):
            if session is None:
                self._lobby_commit(member, conn, message)
                return
            self._refuse_input(
                conn,
                "commit",
                self.numbering.sequence(
                    CommitInput(member.peer, message.anchor, message.length, message.first)
                ),
            )
            return
        if session is None:
            conn.send(Refused(message.TYPE, "the game has not started"))
            return
        if isinstance(message, Act):
            if message.n != session.commands:
                self.state.refusals.refused(
                    conn.label, "act", f"stale: for command {message.n}", logging.DEBUG
                )
                conn.send(Refused("act", f"stale: the game is at command {session.commands}"))
                return
            self._refuse_input(
                conn,
                "act",
                self.numbering.sequence(ActInput(member.peer, message.seat, message.cmd)),
            )
            return
        if isinstance(message, Reveal):
            self.reveal(member, conn, message)

    def _refuse_input(self, conn: Connection, what: str, reason: str | None) -> None:
        """Tell a peer that its ``what`` was refused for ``reason`` (nothing if ``None``)."""
        if reason is not None:
            self.state.refusals.refused(conn.label, what, reason)
            conn.send(Refused(what, reason[:300]))

    def _lobby_commit(self, member: Member, conn: Connection, message: Commit) -> None:
        if member.anchor:
            self._refuse_input(conn, "commit", "the chain is committed already")
            return
        if message.first != 0 or message.length < MIN_CHAIN:
            self._refuse_input(
                conn, "commit", f"a first chain serves from node 0 and has {MIN_CHAIN}+ values"
            )
            return
        member.anchor, member.length = message.anchor, message.length
        self.lobby.maybe_start()

    def reveal(self, member: Member, conn: Connection, message: Reveal) -> None:
        """``member``'s value for a chance node: numbered if it is its chain's next."""
        session = self.state.session
        assert session is not None
        if session.needs_reveal(member.peer) != message.node:
            self.state.refusals.refused(
                conn.label,
                "reveal",
                f"for node {message.node}, which does not wait for it",
                logging.DEBUG,
            )
            conn.send(Refused("reveal", f"chance node {message.node} does not wait for you"))
            return
        if not session.peers[member.peer].chain.verify(message.value):
            log.warning(
                "%s revealed a false preimage for chance node %d: refused, connection closed",
                conn.label,
                message.node,
            )
            conn.send(Refused("reveal", "false preimage: the value is not your chain's next"))
            conn.close("false preimage")
            if self.takeover.hands_over(member):
                self.takeover.drop(member, "cheat")
            return
        self.takeover.reveals.came(member.peer, message.node)  # late? (net.host.reveal_clock)
        self.numbering.sequence(RevealInput(member.peer, message.node, message.value))

    def _desync(self, member: Member, conn: Connection, message: Desync) -> None:
        session = self.state.session
        if session is None or message.seq >= session.next_seq:
            self._refuse_input(conn, "desync", f"there is no input {message.seq} yet")
            return
        ours = session.log[message.seq].h
        if message.hash == ours:
            self._refuse_input(
                conn,
                "desync",
                f"no desync: your state hash after input {message.seq} is the host's",
            )
            return
        notation = _notation_at(session, message.seq)
        states = [(HOST, ours, notation), (member.peer, message.hash, message.notation)]
        text = (
            f"desync: {member.name}'s state after input {message.seq} is {message.hash:016x}, "
            f"the host's {ours:016x}; the game stops"
        )
        log.error(text)
        path = write_desync_report(
            desync_folder(self.state.settings.data), session, message.seq, states, text
        )
        log.error("desync report: %s", path)
        self.lobby.stop("desync", text, message.seq, states)


def _notation_at(session: Session, seq: int) -> str:
    """The position notation after input ``seq`` (replayed from the log)."""
    if seq == session.next_seq - 1:
        return session.notation()
    try:
        return Session.replay(session.log[: seq + 1]).notation()
    except Exception as error:  # a report must not fail
        return f"(unavailable: {error})"
