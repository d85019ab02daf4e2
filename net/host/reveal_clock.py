"""When a joiner's reveal is due, and how late it may come (a part of
:class:`net.host.table.HostTable`; docs/protocol.md "Reveals are due at once").

Every joiner a chance node requires reveals its chain's next value as soon as it has applied the
input that opened the node: within milliseconds and its round trip. One reveal may wait for a
person: the die of a seat the joiner plays, which the person at its computer rolls with Space
(:mod:`net.lockstep.roll_hold`). So:

- the reveal for the joiner's **own die** (a ``die`` node of a seat the joiner controls) is
  waited for up to ``settings.timeout``, as any reveal always was, and is never late;
- every other reveal is **due** within ``settings.reveal_grace`` seconds of the moment the host
  first waits for it from a connected joiner (the node's opening, or the joiner's return). What
  comes later is late by the seconds past the grace, counted only while the joiner is connected
  (a missing joiner is the timeout's business). Each joiner has ``settings.late_budget`` late
  seconds per game; when they are spent, while its reveal is still missing or by a reveal that
  came late, it is **dropped** (``drop`` ``timeout``; its connection closed), whatever the
  table's takeover, and the host's AI plays its seats until it comes back.

Besides, each reveal the host waits for from a connected joiner has its timer of
``settings.timeout`` (:attr:`RevealClock.timers`): when it runs out the reveal counts as withheld
(:meth:`net.host.takeover.Takeover.withheld`), as before.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass

from core.chance import ChanceKind
from core.table import ChanceTurn
from net.host.state import TableState
from net.lockstep.session import Session

log = logging.getLogger("madn.net.host")

EARLY = 1e-3  # seconds a timer may fire before its moment (the loop's clock resolution)


@dataclass
class Due:
    """A reveal due from a joiner, with the seconds it has been due while the joiner was
    connected: ``before`` until ``since`` (``None`` while it is missing), then the time since."""

    since: float | None
    before: float = 0.0
    timer: asyncio.TimerHandle | None = None

    def elapsed(self, now: float) -> float:
        return self.before + (now - self.since if self.since is not None else 0.0)


class RevealClock:
    """The joiners' reveal timers and their late seconds (see the module's docstring).

    ``withheld(peer, node)`` is called when a reveal's timeout runs out, ``overdue(peer, node,
    late)`` when a joiner's late seconds (``late`` in all) are spent."""

    def __init__(
        self,
        state: TableState,
        withheld: Callable[[int, int], None],
        overdue: Callable[[int, int, float], None],
    ) -> None:
        self.state = state
        self._withheld = withheld
        self._overdue = overdue
        self.timers: dict[tuple[int, int], asyncio.TimerHandle] = {}  # the timeouts
        self.due: dict[tuple[int, int], Due] = {}  # the reveals due at once
        self.late: dict[int, float] = {}  # late seconds per peer, this game

    def left(self, peer: int) -> float:
        """The late seconds ``peer`` has left."""
        return max(0.0, self.state.settings.late_budget - self.late.get(peer, 0.0))

    def time(self, session: Session) -> None:
        """Time the reveals the open chance node waits for (after each input, and when a joiner
        comes back): each connected joiner's timeout, and the grace and late seconds of those
        due at once."""
        node = session.open
        if node is None:
            return
        index, waiting = node.index, node.waiting_for()
        loop = asyncio.get_running_loop()
        now = loop.time()
        for key in [k for k in self.timers if k[1] != index]:
            self.timers.pop(key).cancel()
        for key in [k for k in self.due if k[1] != index or k[0] not in waiting]:
            self._stop(self.due.pop(key))
        own = own_die(session)
        settings = self.state.settings
        for peer in waiting:
            member = self.state.members.get(peer)
            if member is None or member.conn is None:
                continue
            key = (peer, index)
            if key not in self.timers:
                self.timers[key] = loop.call_later(settings.timeout, self._timed_out, peer, index)
            if peer == own:
                continue
            due = self.due.get(key)
            if due is None:
                due = self.due[key] = Due(now)
            elif due.since is None:  # back while it is due: its clock runs on
                due.since = now
            if due.timer is None:
                left = settings.reveal_grace + self.left(peer) - due.elapsed(now)
                due.timer = loop.call_later(max(0.0, left), self._spent, peer, index)

    def lost(self, peer: int) -> None:
        """``peer``'s connection is gone: its late seconds stop counting until it is back."""
        now = asyncio.get_running_loop().time()
        for (who, _), due in self.due.items():
            if who == peer and due.since is not None:
                due.before = due.elapsed(now)
                due.since = None
                self._stop(due)

    def came(self, peer: int, node: int) -> None:
        """``peer``'s reveal for ``node`` came (and is numbered next): its lateness is counted."""
        due = self.due.pop((peer, node), None)
        if due is None:
            return
        self._stop(due)
        late = due.elapsed(asyncio.get_running_loop().time()) - self.state.settings.reveal_grace
        if late > 0:
            self.late[peer] = self.late.get(peer, 0.0) + late
            log.debug("peer %d revealed for chance node %d %.3f s late", peer, node, late)

    def _spent(self, peer: int, node: int) -> None:
        key = (peer, node)
        due = self.due.get(key)
        session = self.state.session
        if due is None or session is None or session.needs_reveal(peer) != node:
            self.due.pop(key, None)
            return
        due.timer = None
        late = max(
            0.0, due.elapsed(asyncio.get_running_loop().time()) - self.state.settings.reveal_grace
        )
        rest = self.left(peer) - late
        if rest > EARLY:  # (a timer that fired a little early: the rest)
            due.timer = asyncio.get_running_loop().call_later(rest, self._spent, peer, node)
            return
        del self.due[key]
        self.late[peer] = self.late.get(peer, 0.0) + late
        self._overdue(peer, node, self.late[peer])

    def _timed_out(self, peer: int, node: int) -> None:
        self.timers.pop((peer, node), None)
        self._withheld(peer, node)

    @staticmethod
    def _stop(due: Due) -> None:
        if due.timer is not None:
            due.timer.cancel()
            due.timer = None

    def cancel(self) -> None:
        """The table closes: nothing is timed any more."""
        for timer in self.timers.values():
            timer.cancel()
        self.timers.clear()
        for due in self.due.values():
            self._stop(due)
        self.due.clear()


def own_die(session: Session) -> int | None:
    """The peer whose own die the open chance node is: a ``die`` node of a seat it controls,
    which a person at its computer may roll with Space (:mod:`net.lockstep.roll_hold`); ``None``
    for every other node (and the host's own seats)."""
    turn = session.what_next()
    if isinstance(turn, ChanceTurn) and turn.node.kind is ChanceKind.DIE:
        return session.controller(turn.seat)
    return None
