"""The host's in-game duties (a part of :class:`net.host.table.HostTable`).

After each input the host finishes the game when it is over, reveals its own chain's next value
for an open chance node, renews its chain when it runs low, times the reveals it waits for and
plays its own seats (and those of dropped joiners) with its AI players, or asks the person at its
computer (``TableListener.your_turn``, answered with :meth:`Duties.play`).
"""

from __future__ import annotations

import asyncio
import logging

from core.actions import Command
from core.ai import make_player
from core.players import Player
from core.setup import SeatKind
from core.table import Decider, DecisionTurn
from core.tokens import format_command
from net.host.lobby import Lobby
from net.host.numbering import Numbering
from net.host.state import TableState
from net.host.takeover import Takeover
from net.lockstep.randomness import RENEW_AHEAD, HashChain, own_value, renew_margin
from net.lockstep.roll_hold import RollHold
from net.lockstep.seat_play import SeatPlay
from net.lockstep.session import HOST, Session
from net.protocol.messages import ActInput, CommitInput, RevealInput

log = logging.getLogger("madn.net.host")


class Duties:
    """The host's own reveals, renewals, reveal timers and seats (see the module's docstring)."""

    def __init__(
        self, state: TableState, numbering: Numbering, lobby: Lobby, takeover: Takeover
    ) -> None:
        self.state = state
        self.numbering = numbering
        self.lobby = lobby
        self.takeover = takeover
        self._scheduled = False
        # the host's seats' decisions; a decision asked for is asked again when its seat changes
        # hands (a take, a drop, a return), since its new controller has to decide
        self.seat_play = SeatPlay(
            state.listener, state.spawn, self._play_chosen, lambda: state.settings.pace
        )
        self.roll_hold = RollHold(state.listener, self.schedule)  # the host's person's roll
        self._stand_ins: dict[tuple[int, str], Player] = {}  # engines for dropped joiners' seats

    def hands_changed(self) -> None:
        """The seat to act changed hands (a take, a drop, a return): its decision is asked for
        again, even at the same command number."""
        self.seat_play.forget()

    def schedule(self) -> None:
        """Do the duties on the loop's next turn (once, however often asked before)."""
        if not self._scheduled:
            self._scheduled = True
            asyncio.get_running_loop().call_soon(self._run)

    def _run(self) -> None:
        """What the host does after each input: finish, reveal, renew, play its seats, time
        the reveals it waits for."""
        self._scheduled = False
        state = self.state
        session = state.session
        if session is None or state.finished or state.closing or state.stopped:
            return
        if session.over:
            self.lobby.finish()
            return
        settings = state.settings
        if settings.late_join:  # a drop, a return, a knock-out: seats to take may change
            self.lobby.refresh_announcement()
        node = session.needs_reveal(HOST)
        if node is not None and self.roll_hold.waits(session, node, settings.timeout):
            # The host's person rolls their own die (net.lockstep.roll_hold); the joiners' reveals
            # for it are timed meanwhile as always (due at once: it is not their die).
            self.takeover.reveals.time(session)
            return
        if node is not None:
            value = own_value(state.chains, session.peers[HOST].chain)
            if value is None:
                self.lobby.stop("host", "the host lost its own chain", session.next_seq, [])
                return
            reason = self.numbering.sequence(RevealInput(HOST, node, value))
            if reason is not None:
                self.lobby.stop("host", f"the host's own reveal was refused: {reason}", 0, [])
            return  # the numbering scheduled the next round
        margin = renew_margin(state.chains[-1].length)
        if session.chain_remaining(HOST) < margin and not session.has_pending(HOST):
            chain = HashChain(length=settings.chain_length)
            state.chains = [*state.chains[-1:], chain]
            if state.keep is not None:
                state.keep.chain(chain.secret, chain.length)
            reason = self.numbering.sequence(
                CommitInput(HOST, chain.anchor, chain.length, session.nodes + RENEW_AHEAD)
            )
            if reason is not None:
                log.error("the host's renewal was refused: %s", reason)
            return
        if session.open is not None:
            self.takeover.reveals.time(session)  # net.host.reveal_clock
            return
        turn = session.what_next()
        if isinstance(turn, DecisionTurn) and turn.decider is not Decider.REMOTE:
            self.seat_play.decide(session, turn, self._player_for(turn.seat))

    @property
    def reveal_timers(self) -> dict[tuple[int, int], asyncio.TimerHandle]:
        """The joiners' reveal timeouts by (peer, chance node) (:mod:`net.host.reveal_clock`)."""
        return self.takeover.reveals.timers

    def _player_for(self, seat: int) -> Player | None:
        state = self.state
        session = state.session
        assert session is not None
        owner = session.owners[seat]
        if owner != HOST:
            level = session.peers[owner].level or state.settings.level
            key = (seat, level)
            if key not in self._stand_ins:
                self._stand_ins[key] = make_player(level, state.rng.next_u64())
            return self._stand_ins[key]
        return state.players.get(seat)

    def _play_chosen(self, session: Session, seat: int, n: int, action: Command) -> None:
        """Number the choice of the host's engine player for ``seat`` at command ``n``, if the
        game still waits for it."""
        if session is not self.state.session or session.commands != n or session.to_act() != seat:
            return
        if session.controller(seat) != HOST:
            return  # the owner came back meanwhile, or a late arrival took the seat
        reason = self.numbering.sequence(ActInput(HOST, seat, format_command(action)))
        if reason is not None:
            log.error("the host's own move for seat %d was refused: %s", seat, reason)

    def roll(self, commands: int | None = None) -> bool:
        """The person at the host's computer rolls the die that waits for them (call on the
        loop's thread), the roll offered as command number ``commands`` if given; ``False``
        when no such roll of theirs waits."""
        return self.roll_hold.roll(commands)

    def play(self, seat: int, command: Command) -> str | None:
        """A decision of a person at the host's computer; the reason if it is refused."""
        state = self.state
        session = state.session
        if session is None:
            return "the game has not started"
        if state.setup.seats[seat].kind is not SeatKind.HUMAN or session.controller(seat) != HOST:
            return f"seat {seat} is not played at this computer"
        return self.numbering.sequence(ActInput(HOST, seat, format_command(command)))

    def cancel(self) -> None:
        """The table closes: no reveal timed, no roll held."""
        self.takeover.reveals.cancel()
        self.roll_hold.cancel()
