"""The host's in-game duties (a layer of :class:`net.host.table.HostTable`).

After each input the host finishes the game when it is over, reveals its own chain's next value
for an open chance node, renews its chain when it runs low, times the reveals it waits for and
plays its own seats (and those of dropped joiners) with its AI players, or asks the person at its
computer (``TableListener.your_turn``, answered with :meth:`HostDuties.play`).
"""

from __future__ import annotations

import asyncio
import logging

from core.actions import Command
from core.players import Player, make_player
from core.setup import SeatKind
from core.table import Decider, DecisionTurn
from core.tokens import format_command
from net.host.late import HostLate
from net.lockstep.randomness import RENEW_AHEAD, HashChain, own_value, renew_margin
from net.lockstep.session import HOST, Session
from net.protocol.messages import ActInput, CommitInput, RevealInput

log = logging.getLogger("madn.net.host")


class HostDuties(HostLate):
    """The host's own reveals, renewals, reveal timers and seats (see the module's docstring)."""

    def _duties(self) -> None:
        """What the host does after each input: finish, reveal, renew, play its seats, time
        the reveals it waits for."""
        self._duties_scheduled = False
        session = self.session
        if session is None or self._finished or self._closing or self._stopped:
            return
        if session.over:
            self._finish()
            return
        if self.settings.late_join:  # a drop, a return, a knock-out: seats to take may change
            self._refresh_announcement()
        node = session.needs_reveal(HOST)
        if node is not None and self._roll.waits(session, node, self.settings.timeout):
            # The host's person rolls their own die (net.lockstep.roll_hold); the joiners' reveals
            # for it are timed meanwhile as always.
            if session.open is not None:
                self._time_reveals(session.open.index, session.open.waiting_for())
            return
        if node is not None:
            value = own_value(self.chains, session.peers[HOST].chain)
            if value is None:
                self._stop("host", "the host lost its own chain", session.next_seq, [])
                return
            reason = self._sequence(RevealInput(HOST, node, value))
            if reason is not None:
                self._stop("host", f"the host's own reveal was refused: {reason}", 0, [])
            return  # _sequence scheduled the next round
        margin = renew_margin(self.chains[-1].length)
        if session.chain_remaining(HOST) < margin and not session.has_pending(HOST):
            chain = HashChain(length=self.settings.chain_length)
            self.chains = [*self.chains[-1:], chain]
            if self._keep is not None:
                self._keep.chain(chain.secret, chain.length)
            reason = self._sequence(
                CommitInput(HOST, chain.anchor, chain.length, session.nodes + RENEW_AHEAD)
            )
            if reason is not None:
                log.error("the host's renewal was refused: %s", reason)
            return
        if session.open is not None:
            self._time_reveals(session.open.index, session.open.waiting_for())
            return
        turn = session.what_next()
        if isinstance(turn, DecisionTurn) and turn.decider is not Decider.REMOTE:
            self._seat_play.decide(session, turn, self._player_for(turn.seat))

    def _time_reveals(self, node: int, waiting: set[int]) -> None:
        loop = asyncio.get_running_loop()
        for key in [k for k in self._reveal_timers if k[1] != node]:
            self._reveal_timers.pop(key).cancel()
        for peer in waiting:
            member = self.members.get(peer)
            if (
                member is not None
                and member.conn is not None
                and (peer, node) not in self._reveal_timers
            ):
                self._reveal_timers[(peer, node)] = loop.call_later(
                    self.settings.timeout, self._reveal_timeout, peer, node
                )

    def _player_for(self, seat: int) -> Player | None:
        session = self.session
        assert session is not None
        owner = session.owners[seat]
        if owner != HOST:
            level = session.peers[owner].level or self.settings.level
            key = (seat, level)
            if key not in self._takeover:
                self._takeover[key] = make_player(level, self._rng.next_u64())
            return self._takeover[key]
        return self.players.get(seat)

    def _play_chosen(self, session: Session, seat: int, n: int, action: Command) -> None:
        if session is not self.session or session.commands != n or session.to_act() != seat:
            return
        if session.controller(seat) != HOST:
            return  # the owner came back meanwhile, or a late arrival took the seat
        reason = self._sequence(ActInput(HOST, seat, format_command(action)))
        if reason is not None:
            log.error("the host's own move for seat %d was refused: %s", seat, reason)

    def roll(self, commands: int | None = None) -> bool:
        """The person at the host's computer rolls the die that waits for them (call on the
        loop's thread), the roll offered as command number ``commands`` if given; ``False``
        when no such roll of theirs waits."""
        return self._roll.roll(commands)

    def play(self, seat: int, command: Command) -> str | None:
        """A decision of a person at the host's computer; the reason if it is refused."""
        session = self.session
        if session is None:
            return "the game has not started"
        if self.setup.seats[seat].kind is not SeatKind.HUMAN or session.controller(seat) != HOST:
            return f"seat {seat} is not played at this computer"
        return self._sequence(ActInput(HOST, seat, format_command(command)))
