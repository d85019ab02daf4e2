"""Following the game (a part of :class:`net.join.client.JoinClient`): every message of the host
after the handshake — the log on a (re)join, replayed and checked; each input relayed, checked like
the host should have and compared by state hash (a desync report and a stop when they differ, a stop
when the host cheats); a late arrival's take; the lobby, the status, refusals, stops and the end.
"""

from __future__ import annotations

import logging
import time

from core.chance import Draw, Roll
from core.table import Decider, Step
from net.join.duties import Duties
from net.join.state import JoinRefused, JoinState
from net.lockstep.randomness import (
    HashChain,
)
from net.lockstep.roster import seat_holders
from net.lockstep.session import DesyncError, GameStopped, HostFault, Session, write_desync_report
from net.protocol.messages import (
    Bye,
    Commit,
    Desync,
    DropInput,
    InputFrame,
    Lobby,
    Log,
    LogEntry,
    Ping,
    Refuse,
    Refused,
    ReturnInput,
    StartInput,
    Status,
    Stop,
    TakeInput,
)
from net.protocol.wire import Connection, ConnectionClosed, ProtocolViolation
from net.store import desync_folder

log = logging.getLogger("madn.net.join")


class Follow:
    """The host's messages applied to this side's session (see the module's docstring), with
    what following remembers: the log on its way in and a late arrival's wait for its take.
    After each message this side's :class:`~net.join.duties.Duties` do their part."""

    def __init__(self, state: JoinState, duties: Duties) -> None:
        self.state = state
        self.duties = duties
        self._log: list[LogEntry] = []
        self._log_expected = 0
        self._late = False  # a late arrival waiting for its take (net.host.late)

    def expect(self, inputs: int) -> None:
        """A new connection was accepted: the host's log of ``inputs`` inputs comes first, and
        the session is made again from it (or from the start)."""
        self.state.session = None
        self._log = []
        self._log_expected = inputs

    async def follow(self, conn: Connection) -> Session:
        """Apply the host's messages until the game is over (its session) or stops."""
        state = self.state
        while True:
            message = await conn.receive()
            if isinstance(message, InputFrame):
                self._input(message)
            elif isinstance(message, Log):
                self._log_frame(message)
            elif isinstance(message, Lobby):
                state.listener.lobby(message.setup, message.owners)
            elif isinstance(message, Status):
                state.listener.status(message.peers, message.waiting)
                if message.waiting:
                    log.info("%s", message.waiting)
            elif isinstance(message, Refused):
                log.warning("the host refused our %s: %s", message.what, message.reason)
                if message.what == "commit":
                    self.duties.renewal_refused()
                state.listener.refused(message.what, message.reason)
            elif isinstance(message, Stop):
                self._stopped(message)
            elif isinstance(message, Refuse):  # a late arrival the host did not seat after all
                self._unseated()
                raise JoinRefused(message.reason, message.text)
            elif isinstance(message, Bye):
                if state.session is not None and state.session.over:
                    return state.session
                raise ConnectionClosed(f"the host said bye ({message.reason})")
            elif isinstance(message, Ping):
                pass
            else:
                raise ProtocolViolation(f"an unexpected {message.TYPE} message")
            session = state.session
            if session is not None and session.over:
                self._finish(session)
                return session
            self.duties.run()

    def _fault(self, error: HostFault | DesyncError) -> None:
        state = self.state
        session = state.session
        assert session is not None
        if isinstance(error, DesyncError):
            notation = session.notation()
            text = f"desync: {error}; the game stops"
            states = [(state.peer if state.peer is not None else -1, error.ours, notation)]
            path = write_desync_report(
                desync_folder(state.settings.data), session, error.seq, states, text
            )
            log.error("%s (report: %s)", text, path)
            if state.conn is not None:
                state.conn.send(Desync(error.seq, error.ours, notation[:2048]))
                state.linger = True  # the host must read it: run() closes without a reset
            state.listener.stopped("desync", text)
            raise GameStopped("desync", text)
        text = f"the game stops: {error}"
        log.error("%s", text)
        if state.conn is not None:
            state.conn.close("the host cheats")
        state.listener.stopped("cheat", text)
        raise GameStopped("cheat", text)

    def _input(self, frame: InputFrame) -> None:
        state = self.state
        session = state.session
        try:
            if session is None:
                if self._log_expected or frame.seq != 0 or not isinstance(frame.i, StartInput):
                    raise ProtocolViolation(f"input {frame.seq} before the log or the start")
                session = self._session(frame.i)
                state.session = session
                if session.state_hash != frame.h:
                    raise DesyncError(0, session.state_hash, frame.h)
                self._started()
                return
            if isinstance(frame.i, DropInput) and frame.i.peer == state.peer:
                self._dropped(session, frame.i)
            steps = session.apply_relayed(frame.seq, frame.i, frame.h)
        except (HostFault, DesyncError) as error:
            self._fault(error)
            return
        if isinstance(frame.i, TakeInput):
            self._taken(session, frame.seq, frame.i)
        if isinstance(frame.i, TakeInput | DropInput | ReturnInput):
            state.listener.seats_changed(seat_holders(session))
        self._stepped(frame.seq, steps)

    def _taken(self, session: Session, seq: int, take: TakeInput) -> None:
        """A late arrival took a seat: ours now, or (we were dropped) no longer ours."""
        state = self.state
        me = state.peer
        if me is None or me not in session.peers:
            return
        seats = session.seats_of(me)
        if seats == state.seats:
            return
        state.seats = seats
        if take.peer == me:
            self._late = False
            state.save_identity()  # a seat to come back to now (net.join.client)
            log.info("took seat %d from the computer at input %d", take.seat, seq)
            state.listener.took_seat(take.seat, seq)
        else:
            log.warning("%s took seat %d while we were away", take.name, take.seat)

    def _dropped(self, session: Session, drop: DropInput) -> None:
        """The host drops this peer. An honest host does so only when our reveal did not come
        in time: dropped after we revealed for the node that waits, the host has seen our value
        and chose the draw without it."""
        node = session.open
        me = self.state.peer
        if node is not None and self.duties.revealed == node.index and me not in node.reveals:
            raise HostFault(
                f"the host dropped us ({drop.reason}) after our reveal for chance node "
                f"{node.index}: either the network stalled for longer than the timeout, or the "
                "host chose the draw without our value"
            )
        log.warning("the host dropped us (%s): its AI plays for us till we are back", drop.reason)

    def _log_frame(self, frame: Log) -> None:
        if (
            frame.first != len(self._log)
            or len(self._log) + len(frame.entries) > self._log_expected
        ):
            raise ProtocolViolation("log frames out of order")
        self._log.extend(frame.entries)
        if len(self._log) < self._log_expected:
            return
        entries, self._log, self._log_expected = self._log, [], 0
        start = entries[0].i
        if not isinstance(start, StartInput):
            raise ProtocolViolation("the log does not begin with the start of the game")
        session = self._session(start)
        self.state.session = session
        try:
            if session.state_hash != entries[0].h:
                raise DesyncError(0, session.state_hash, entries[0].h)
            for seq, entry in enumerate(entries[1:], start=1):
                session.replay_entry(seq, entry)
        except (HostFault, DesyncError) as error:
            self._fault(error)
            return
        log.info("replayed %d inputs of the log", len(entries))
        if session.open is not None:  # (its reveal timer at the host runs already: no hold)
            self.duties.roll_hold.forgo(session.open.index)
        self._started()

    def _session(self, start: StartInput) -> Session:
        """The session of the game this side follows: its seats decided here by the engine
        player of ``settings.level``, or by the person at this computer."""
        state = self.state
        own = Decider.ENGINE if state.settings.level is not None else Decider.PERSON
        return Session(start, None if state.spectator else state.peer, lambda seat: own)

    def _started(self) -> None:
        state = self.state
        session = state.session
        assert session is not None
        # A late arrival before its take: accepted for a seat that its peer id does not play
        # (its id may be a former peer's that plays no seat any more: docs/protocol.md "Peer
        # ids"); a player's accept names exactly the seats the log gives it.
        late = (
            not state.spectator
            and state.peer is not None
            and (state.peer not in session.peers or session.seats_of(state.peer) != state.seats)
        )
        if late:
            asked = state.seats
            state.seats = ()
        elif state.peer is not None and state.peer in session.peers:
            state.seats = session.seats_of(state.peer)
        state.listener.started(session.start.setup, state.seats)
        if self._late and not late:  # our take was numbered while we were away: in the log
            self._late = False
            taken = [
                (seq, entry.i)
                for seq, entry in enumerate(session.log)
                if isinstance(entry.i, TakeInput) and entry.i.peer == state.peer
            ]
            if taken:  # (the last take of our id is ours: a former holder's came before)
                seq, take = taken[-1]
                state.save_identity()
                log.info("took seat %d from the computer at input %d", take.seat, seq)
                state.listener.took_seat(take.seat, seq)
        if late and state.conn is not None:
            # A late arrival: commit to a chain; the host numbers our take once it (and its
            # person) let us have the seat.
            self._late = True
            chain = HashChain(length=state.settings.chain_length)
            state.chains = [chain]  # (kept on disk once the take is numbered: _taken)
            state.conn.send(Commit(chain.anchor, chain.length, 0))
            log.info(
                "the game runs: waiting to take seat %s from the computer",
                ", ".join(str(s) for s in asked),
            )
            if asked:
                state.listener.waiting_for_take(asked[0])

    def _unseated(self) -> None:
        """A late arrival refused before its take has no seat to come back to: its identity
        goes (the host forgot it), also one kept on disk before."""
        state = self.state
        if self._late and state.identity is not None:
            state.store.forget(state.identity)
            state.identity = None

    def _stepped(self, seq: int, steps: list[Step]) -> None:
        trace = self.state.settings.trace
        if trace is not None and any(isinstance(s.command, Roll | Draw) for s in steps):
            trace.write(f"{seq} {time.monotonic_ns()}\n")
        if steps:
            self.state.listener.steps(steps)

    def _stopped(self, stop: Stop) -> None:
        state = self.state
        session = state.session
        if stop.reason == "desync" and session is not None:
            states = [(s.peer, s.hash, s.notation) for s in stop.states]
            if state.peer is not None:
                states.append((state.peer, session.state_hash, session.notation()))
            path = write_desync_report(
                desync_folder(state.settings.data), session, stop.seq, states, stop.text
            )
            log.error("the host stopped the game: %s (report: %s)", stop.text, path)
        else:
            log.error("the host stopped the game: %s", stop.text)
        state.listener.stopped(stop.reason, stop.text)
        raise GameStopped(stop.reason, stop.text)

    def _finish(self, session: Session) -> None:
        state = self.state
        final = session.final_line()
        log.info("the game is over: %s", final)
        if state.conn is not None:
            state.conn.close("the game is over")
        if state.identity is not None:
            state.store.forget(state.identity)
            state.identity = None
        state.listener.finished(final)
