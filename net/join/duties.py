"""A joiner's part of the game (a part of :class:`net.join.client.JoinClient`): its reveal for each
chance node that waits for it, the renewal of its hash chain before it runs out, and the
decisions of its seats (through :class:`net.lockstep.seat_play.SeatPlay`: its AI, or the person at
this computer, who answers with :meth:`Duties.play`).
"""

from __future__ import annotations

import logging

from core.actions import Command
from core.ai import make_player
from core.players import Player
from core.rng import Rng
from core.table import Decider, DecisionTurn
from core.tokens import format_command
from net.join.state import JoinState
from net.lockstep.randomness import (
    RENEW_AHEAD,
    HashChain,
    own_value,
    random_bytes,
    renew_margin,
)
from net.lockstep.roll_hold import JOINER_SHARE, RollHold
from net.lockstep.seat_play import SeatPlay
from net.lockstep.session import Session
from net.protocol.messages import (
    Act,
    Commit,
    Reveal,
)

log = logging.getLogger("madn.net.join")


class Duties:
    """This side's reveals, renewals and decisions (see the module's docstring), with what they
    remember: the node last revealed for, a renewal under way, the engine players of its seats,
    the seat play and the person's own roll."""

    def __init__(self, state: JoinState) -> None:
        self.state = state
        seed = state.settings.seed
        self._rng = Rng(seed if seed is not None else int.from_bytes(random_bytes(8), "big"))
        self._players: dict[int, Player] = {}
        self.revealed: int | None = None  # the chance node we last revealed for
        self._renewing = False
        self.seat_play = SeatPlay(state.listener, state.spawn, self._send_act)
        self.roll_hold = RollHold(state.listener, self.run)  # the person's own roll

    def rejoined(self) -> None:
        """A new connection was accepted: nothing revealed, asked for or renewed on it yet."""
        self.revealed = None
        self.seat_play.forget()
        self._renewing = False

    def cancel(self) -> None:
        """We leave: no roll held."""
        self.roll_hold.cancel()

    def renewal_refused(self) -> None:
        """The host refused our commit: a renewal may be tried again."""
        self._renewing = False

    def run(self) -> None:
        """This side's part of the game after each of the host's messages."""
        state = self.state
        session, me, conn = state.session, state.peer, state.conn
        if session is None or me is None or conn is None or state.spectator or session.over:
            return
        if not session.seats_of(me):  # a late arrival before its take, or its seat was taken
            return
        node = session.needs_reveal(me)
        hold = state.timeout * JOINER_SHARE
        if node is not None and self.revealed != node and self.roll_hold.waits(session, node, hold):
            node = None  # the person rolls their own die (net.lockstep.roll_hold)
        if node is not None and self.revealed != node:
            value = own_value(state.chains, session.peers[me].chain)
            if value is None:
                if not self._renewing and not session.has_pending(me):
                    log.warning(
                        "our chain's secret is lost: a new chain from node %d on",
                        session.nodes + RENEW_AHEAD,
                    )
                    self._renew(session)
            else:
                self.revealed = node
                conn.send(Reveal(node, value))
        if session.has_pending(me):
            self._renewing = False
        elif session.chain_remaining(me) < self._margin() and not self._renewing:
            self._renew(session)
        turn = session.what_next()
        if isinstance(turn, DecisionTurn) and turn.decider is not Decider.REMOTE:
            self.seat_play.decide(session, turn, self._player(turn.seat))

    def _margin(self) -> int:
        chains = self.state.chains
        return renew_margin(chains[-1].length if chains else self.state.settings.chain_length)

    def _renew(self, session: Session) -> None:
        state = self.state
        chain = HashChain(length=state.settings.chain_length)
        state.chains = [*state.chains[-1:], chain]
        state.save_identity()
        self._renewing = True
        if state.conn is not None:
            state.conn.send(Commit(chain.anchor, chain.length, session.nodes + RENEW_AHEAD))

    def _player(self, seat: int) -> Player | None:
        level = self.state.settings.level
        if level is None:
            return None
        if seat not in self._players:
            self._players[seat] = make_player(level, self._rng.next_u64())
        return self._players[seat]

    def _send_act(self, session: Session, seat: int, n: int, action: Command) -> None:
        """Send this side's decision for ``seat`` at command ``n``, if the game still waits for
        it from us."""
        state = self.state
        conn = state.conn
        if conn is None or session is not state.session or session.commands != n:
            return
        if session.to_act() != seat or session.controller(seat) != state.peer:
            return
        token = format_command(action)
        session.note_sent(seat, n, token)
        conn.send(Act(n, seat, token))

    def roll(self, commands: int | None = None) -> bool:
        """The person at this computer rolls the die that waits for them (call on the loop's
        thread), the roll offered as command number ``commands`` if given; ``False`` when no
        such roll of theirs waits."""
        return self.roll_hold.roll(commands)

    def play(self, command: Command) -> str | None:
        """A decision of the person at this computer (call on the loop's thread); the reason
        when it cannot be sent now. The host may still refuse it (``listener.refused``)."""
        state = self.state
        session = state.session
        if session is None or state.conn is None:
            return "not connected to a running game"
        seat = session.to_act()
        if seat is None or session.controller(seat) != state.peer:
            return "none of our seats is to act"
        self._send_act(session, seat, session.commands, command)
        return None
