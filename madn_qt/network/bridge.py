"""From the network thread to the GUI thread: ``net``'s callbacks as queued Qt signals.

:class:`LanSignals` is a QObject created in (and living in) the GUI thread. :class:`QtEvents` is
the :class:`net.listener.TableListener` a host or a joiner calls on the network thread; it only
*emits* signals of that QObject (one method a signal, the link's own :meth:`QtEvents.opened`,
``join_refused``, ``failed`` and ``ended`` too: no signal is named by a string), so Qt queues
every call into the GUI thread's event loop (the receivers live there). It never touches a widget,
and it copies what it reads from the session (the command list, the command number) while it is
still on the network thread. Every name it passes on is cleaned of bidirectional overrides (a
hostile host's too).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal, SignalInstance

from core.actions import Action
from core.setup import Setup
from core.table import Step
from net.listener import TableListener
from net.lockstep.roster import SeatHolder, seat_holders
from net.lockstep.session import Session
from net.protocol.messages import PeerStatus
from net.protocol.text import clean_name

log = logging.getLogger(__name__)


class LanSignals(QObject):
    """What a LAN table tells the app; every signal arrives in the GUI thread."""

    lobby = Signal(object, object, object)  # Setup (joiners named), owners (-1 open, 0 host), ours
    started = Signal(object, object, object)  # Setup, this side's seats, the commands so far
    steps = Signal(object)  # list[Step]
    # tuple[SeatHolder, ...]: who plays each seat now (before ``started``; after a take, a drop,
    # a return), names cleaned
    seats = Signal(object)
    # list[PeerStatus], what the game waits for ('' nothing), the takeover ("ai" or "pause")
    status = Signal(object, str, str)
    your_turn = Signal(int, object, int)  # seat, list[Action], the command number it decides
    roll_wanted = Signal(int, int, float)  # seat, the command number it rolls for, seconds
    connection = Signal(bool, str)  # a joiner lost the host (False, retrying) or is back (True)
    refused = Signal(str, str)  # what, reason: the host refused one of our messages
    stopped = Signal(str, str)  # reason code, text: the game stopped for good
    finished = Signal(str)  # the final line
    # The host's door (madn_qt.network.door) and a late arrival's seat:
    late_arrival = Signal(int, str, int)  # peer, name, seat: asks to take a computer's seat
    late_withdrawn = Signal(int)  # peer: the question is gone (it left, or was answered)
    pin_attempts = Signal(int)  # wrong PIN attempts in the last minute
    take_wait = Signal(int)  # seat: this joiner, a late arrival, waits to take it (the host asks)
    took_seat = Signal(int, int)  # seat, input number: this joiner plays the seat now
    retrying = Signal(str)  # the table is busy: the joiner tries again (English text)
    # The link's own life (see madn_qt.network.link):
    opened = Signal(int)  # the hosted table listens on this port
    join_refused = Signal(str, str)  # reason code (net.protocol.messages.REFUSALS), text
    failed = Signal(str)  # cannot listen / cannot reach the host / an internal error
    ended = Signal()  # the host's wait or the joiner's run is over (any way)


class QtEvents(TableListener):
    """A ``TableListener`` that emits ``signals`` (called on the network thread)."""

    def __init__(
        self,
        signals: LanSignals,
        session: Callable[[], Session | None],
        seats: Callable[[], tuple[int, ...]],
        takeover: Callable[[], str] = lambda: "ai",
    ) -> None:
        self._signals = signals
        # Read on the network thread: the host's or joiner's session, and the seats a person
        # plays at this computer.
        self._session = session
        self._seats = seats
        self._takeover = takeover  # what happens after the host's timeout: "ai" or "pause"

    def _emit(self, signal: SignalInstance, *args: object) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the QObject is gone (the window closed): nobody listens
            log.debug("LAN event %s after the app side went", signal)

    def lobby(self, setup: Setup, owners: Sequence[int]) -> None:
        self._emit(self._signals.lobby, clean_setup(setup), tuple(owners), self._seats())

    def started(self, setup: Setup, seats: Sequence[int]) -> None:
        session = self._session()
        commands = list(session.table.game.commands) if session is not None else []
        if session is not None:
            self.seats_changed(seat_holders(session))
        self._emit(self._signals.started, clean_setup(setup), tuple(seats), commands)

    def seats_changed(self, holders: Sequence[SeatHolder]) -> None:
        shown = tuple(dataclasses.replace(h, name=clean_name(h.name)) for h in holders)
        self._emit(self._signals.seats, shown)

    def steps(self, steps: Sequence[Step]) -> None:
        self._emit(self._signals.steps, list(steps))

    def status(self, peers: Sequence[PeerStatus], waiting: str) -> None:
        shown = [dataclasses.replace(p, name=clean_name(p.name)) for p in peers]
        self._emit(self._signals.status, shown, waiting, self._takeover())

    def your_turn(self, seat: int, actions: Sequence[Action]) -> None:
        session = self._session()
        n = session.commands if session is not None else -1
        self._emit(self._signals.your_turn, seat, list(actions), n)

    def roll_wanted(self, seat: int, node: int, seconds: float) -> bool:
        """The app's person rolls their own die (Roll or Space), as offline."""
        session = self._session()
        n = session.commands if session is not None else -1
        self._emit(self._signals.roll_wanted, seat, n, seconds)
        return True

    def connection(self, connected: bool, text: str) -> None:
        self._emit(self._signals.connection, connected, text)

    def refused(self, what: str, reason: str) -> None:
        self._emit(self._signals.refused, what, reason)

    def stopped(self, reason: str, text: str) -> None:
        self._emit(self._signals.stopped, reason, text)

    def finished(self, final: str) -> None:
        self._emit(self._signals.finished, final)

    def late_arrival(self, peer: int, name: str, seat: int) -> None:
        self._emit(self._signals.late_arrival, peer, clean_name(name), seat)

    def late_withdrawn(self, peer: int) -> None:
        self._emit(self._signals.late_withdrawn, peer)

    def pin_attempts(self, count: int) -> None:
        self._emit(self._signals.pin_attempts, count)

    def waiting_for_take(self, seat: int) -> None:
        self._emit(self._signals.take_wait, seat)

    def took_seat(self, seat: int, seq: int) -> None:
        self._emit(self._signals.took_seat, seat, seq)

    def retrying(self, text: str) -> None:
        self._emit(self._signals.retrying, text)

    # --- the link's own life (madn_qt.network.link) ------------------------------------------
    def opened(self, port: int) -> None:
        self._emit(self._signals.opened, port)

    def join_refused(self, reason: str, text: str) -> None:
        self._emit(self._signals.join_refused, reason, text)

    def failed(self, text: str) -> None:
        self._emit(self._signals.failed, text)

    def ended(self) -> None:
        self._emit(self._signals.ended)


def clean_setup(setup: Setup) -> Setup:
    """``setup`` with every name as the app shows it (net.protocol.text.clean_name: no bidirectional
    overrides, a host's names too)."""
    seats = tuple(dataclasses.replace(s, name=clean_name(s.name)) for s in setup.seats)
    return setup if seats == setup.seats else setup.with_seats(seats)
