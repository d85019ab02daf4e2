"""What LAN play tells a front end: one listener object, called on the network loop's thread.

A front end subclasses :class:`TableListener` and overrides what it needs; every method is a no-op
here. The calls come from the asyncio loop that runs the host or the joiner (in the app: the
network thread of :mod:`net.thread`), never from the GUI thread: a Qt front end forwards each
call to a signal of a QObject that lives in the GUI thread (queued connection) and never touches
a widget from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.actions import Action
from core.setup import Setup
from core.table import Step
from net.lockstep.roster import SeatHolder
from net.protocol.messages import PeerStatus


class TableListener:
    """The calls a host or a joiner makes to its front end (all optional)."""

    def lobby(self, setup: Setup, owners: Sequence[int]) -> None:
        """Before the start: the seats and who owns each (-1: open, 0: the host)."""

    def started(self, setup: Setup, seats: Sequence[int]) -> None:
        """The game started (or was replayed after a rejoin); ``seats``: this side's seats."""

    def steps(self, steps: Sequence[Step]) -> None:
        """Commands were played (a decision, a chance answer, the passes that followed)."""

    def seats_changed(self, holders: Sequence[SeatHolder]) -> None:
        """Who plays a seat changed while the game runs (a late arrival's ``take``, a player's
        ``drop`` or ``return``): the roster as it is now (:func:`net.lockstep.roster.seat_holders`;
        at the start, and after a rejoin's replay, the front end reads it with ``started``)."""

    def status(self, peers: Sequence[PeerStatus], waiting: str) -> None:
        """Who is connected, who is missing, and what the game waits for ('' for nothing)."""

    def your_turn(self, seat: int, actions: Sequence[Action]) -> None:
        """A seat played at this computer by a person decides: answer with ``play``."""

    def roll_wanted(self, seat: int, node: int, seconds: float) -> bool:
        """A seat played at this computer by a person rolls the die (chance node ``node``):
        return true to roll it by hand, answered with ``roll`` (after ``seconds`` it rolls by
        itself); false (the default) rolls at once (net.lockstep.roll_hold)."""
        return False

    def connection(self, connected: bool, text: str) -> None:
        """A joiner lost the host (``connected`` false: it tries again for a while) or is back
        (true: the handshake succeeded again); ``text`` says it in English for a log."""

    def refused(self, what: str, reason: str) -> None:
        """The host refused one of this side's messages (the game goes on)."""

    def stopped(self, reason: str, text: str) -> None:
        """The game stopped for good (desync, a cheating host, the host closed the table)."""

    def finished(self, final: str) -> None:
        """The game is over; ``final`` is the line ``final <hash> <ranking>``."""

    # --- late arrivals and the door (host) -------------------------------------------------------
    def late_arrival(self, peer: int, name: str, seat: int) -> None:
        """A newcomer (``peer``, ``name``) asks to take ``seat`` from the computer: answer with
        ``HostTable.late_answer(peer, allowed)``."""

    def late_withdrawn(self, peer: int) -> None:
        """A newcomer who asked for a seat left, or was answered: the question is gone."""

    def pin_attempts(self, count: int) -> None:
        """Wrong PIN attempts in the last minute (over all addresses), as the count changes."""

    # --- late arrivals and the door (joiner) -----------------------------------------------------
    def waiting_for_take(self, seat: int) -> None:
        """This side, a late arrival, waits to take ``seat`` from the computer: for the host's
        person to allow it, and for the host to number its take (``took_seat`` ends the wait; a
        refusal ends the join)."""

    def took_seat(self, seat: int, seq: int) -> None:
        """This side took ``seat`` from the computer with input ``seq``: it plays it now."""

    def retrying(self, text: str) -> None:
        """The table cannot let this joiner in now (busy): it tries again; ``text`` in English."""
