"""What the host does with a joiner's messages after the handshake (a layer of
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

from net.host.duties import HostDuties
from net.host.state import Member
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


class HostInbound(HostDuties):
    """A joiner's messages after its handshake (see the module's docstring)."""

    def _handle(self, member: Member, conn: Connection, message: Message) -> None:
        if isinstance(message, Ping):
            return
        if isinstance(message, Bye):
            raise ConnectionClosed(f"left ({message.reason})")
        if isinstance(message, Hello):
            raise ProtocolViolation("a second hello")
        if member.spectator:
            self._refuse_input(conn, message.TYPE, "a spectator plays no part")
            return
        if member.late:
            if isinstance(message, Commit):
                self._late_commit(member, conn, message)
            else:
                self._refuse_input(conn, message.TYPE, "you have no seat yet")
            return
        if isinstance(message, Desync):
            self._desync(member, conn, message)
            return
        session = self.session
        if isinstance(message, Commit):
            if session is None:
                self._lobby_commit(member, conn, message)
                return
            self._refuse_input(
                conn,
                "commit",
                self._sequence(
                    CommitInput(member.peer, message.anchor, message.length, message.first)
                ),
            )
            return
        if session is None:
            conn.send(Refused(message.TYPE, "the game has not started"))
            return
        if isinstance(message, Act):
            if message.n != session.commands:
                self._refusals.refused(
                    conn.label, "act", f"stale: for command {message.n}", logging.DEBUG
                )
                conn.send(Refused("act", f"stale: the game is at command {session.commands}"))
                return
            self._refuse_input(
                conn, "act", self._sequence(ActInput(member.peer, message.seat, message.cmd))
            )
            return
        if isinstance(message, Reveal):
            self._reveal(member, conn, message)

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
        self._maybe_start()

    def _reveal(self, member: Member, conn: Connection, message: Reveal) -> None:
        session = self.session
        assert session is not None
        if session.needs_reveal(member.peer) != message.node:
            self._refusals.refused(
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
            if self._hands_over(member):
                self._drop(member, "cheat")
            return
        self._sequence(RevealInput(member.peer, message.node, message.value))

    def _desync(self, member: Member, conn: Connection, message: Desync) -> None:
        session = self.session
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
            desync_folder(self.settings.data), session, message.seq, states, text
        )
        log.error("desync report: %s", path)
        self._stop("desync", text, message.seq, states)


def _notation_at(session: Session, seq: int) -> str:
    """The position notation after input ``seq`` (replayed from the log)."""
    if seq == session.next_seq - 1:
        return session.notation()
    try:
        return Session.replay(session.log[: seq + 1]).notation()
    except Exception as error:  # a report must not fail
        return f"(unavailable: {error})"
