"""A joiner's part of the game (a layer of :class:`net.join.client.JoinClient`): its reveal for each
chance node that waits for it, the renewal of its hash chain before it runs out, and the
decisions of its seats (through :class:`net.lockstep.seat_play.SeatPlay`: its AI, or the person at
this computer, who answers with :meth:`JoinDuties.play`).
"""

from __future__ import annotations

import logging

from core.actions import Command
from core.ai import make_player
from core.players import Player
from core.table import Decider, DecisionTurn
from core.tokens import format_command
from net.join.state import JoinState
from net.lockstep.randomness import (
    RENEW_AHEAD,
    HashChain,
    own_value,
    renew_margin,
)
from net.lockstep.roll_hold import JOINER_SHARE
from net.lockstep.session import Session
from net.protocol.messages import (
    Act,
    Commit,
    Reveal,
)

log = logging.getLogger("madn.net.join")


class JoinDuties(JoinState):
    """This side's reveals, renewals and decisions (see the module's docstring)."""

    def _duties(self) -> None:
        session, me, conn = self.session, self.peer, self._conn
        if session is None or me is None or conn is None or self.spectator or session.over:
            return
        if me not in session.peers:
            return
        node = session.needs_reveal(me)
        hold = self.timeout * JOINER_SHARE
        if node is not None and self._revealed != node and self._roll.waits(session, node, hold):
            node = None  # the person rolls their own die (net.lockstep.roll_hold)
        if node is not None and self._revealed != node:
            value = own_value(self.chains, session.peers[me].chain)
            if value is None:
                if not self._renewing and not session.has_pending(me):
                    log.warning(
                        "our chain's secret is lost: a new chain from node %d on",
                        session.nodes + RENEW_AHEAD,
                    )
                    self._renew(session)
            else:
                self._revealed = node
                conn.send(Reveal(node, value))
        if session.has_pending(me):
            self._renewing = False
        elif session.chain_remaining(me) < self._margin() and not self._renewing:
            self._renew(session)
        turn = session.what_next()
        if isinstance(turn, DecisionTurn) and turn.decider is not Decider.REMOTE:
            self._seat_play.decide(session, turn, self._player(turn.seat))

    def _margin(self) -> int:
        return renew_margin(self.chains[-1].length if self.chains else self.settings.chain_length)

    def _renew(self, session: Session) -> None:
        chain = HashChain(length=self.settings.chain_length)
        self.chains = [*self.chains[-1:], chain]
        self._save_identity()
        self._renewing = True
        if self._conn is not None:
            self._conn.send(Commit(chain.anchor, chain.length, session.nodes + RENEW_AHEAD))

    def _player(self, seat: int) -> Player | None:
        level = self.settings.level
        if level is None:
            return None
        if seat not in self._players:
            self._players[seat] = make_player(level, self._rng.next_u64())
        return self._players[seat]

    def _send_act(self, session: Session, seat: int, n: int, action: Command) -> None:
        conn = self._conn
        if conn is None or session is not self.session or session.commands != n:
            return
        if session.to_act() != seat or session.controller(seat) != self.peer:
            return
        token = format_command(action)
        session.note_sent(seat, n, token)
        conn.send(Act(n, seat, token))

    def roll(self, commands: int | None = None) -> bool:
        """The person at this computer rolls the die that waits for them (call on the loop's
        thread), the roll offered as command number ``commands`` if given; ``False`` when no
        such roll of theirs waits."""
        return self._roll.roll(commands)

    def play(self, command: Command) -> str | None:
        """A decision of the person at this computer (call on the loop's thread); the reason
        when it cannot be sent now. The host may still refuse it (``listener.refused``)."""
        session = self.session
        if session is None or self._conn is None:
            return "not connected to a running game"
        seat = session.to_act()
        if seat is None or session.controller(seat) != self.peer:
            return "none of our seats is to act"
        self._send_act(session, seat, session.commands, command)
        return None
