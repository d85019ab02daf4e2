"""A person rolls their own die on the LAN, as at a real table.

Commit–reveal needs nobody's button: every peer reveals its chain's next value as soon as a
chance node opens, and the die is drawn when the last reveal is in. For a die roll of a seat
that a person plays at this computer, the peer may hold its reveal until that person presses
Roll or Space (:meth:`RollHold.roll`): the draw then happens at the press, as a roll does
offline, and nothing about the draw changes (the value was fixed by the chain's anchor before
the game; holding a reveal is what any peer may do, see docs/protocol.md "What the scheme
bounds"). The hold is bounded: after ``seconds`` the reveal goes out by itself, before the host's
reveal timeout would treat the peer as withholding; a node that was open before the peer
(re)connected is never held (:meth:`RollHold.forgo`: the host's timer for it runs already). A
press counts only for the roll it was offered for (its command number). A front end asks for the
hold by answering ``TableListener.roll_wanted`` with true; one that does not (the command line,
tests) rolls at once as before.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from core.chance import ChanceKind
from core.table import ChanceTurn, Decider
from net.listener import TableListener
from net.lockstep.session import Session

# A joiner's hold lasts this share of the table's timeout (the host's reveal timer for it starts
# a network delay earlier than the joiner sees the node).
JOINER_SHARE = 0.8


class RollHold:
    """The reveal a peer holds for its person's own roll (see the module's docstring)."""

    def __init__(self, listener: TableListener, wake: Callable[[], None]) -> None:
        self._listener = listener
        self._wake = wake  # runs the driver's duties again (the reveal goes out)
        self._held: int | None = None  # the chance node whose reveal waits for the person
        self._held_at = -1  # the game's number of commands then (the roll's command number)
        self._released: int | None = None  # the node rolled (or timed out): reveal it
        self._timer: asyncio.TimerHandle | None = None

    @property
    def held(self) -> int | None:
        """For tests: the chance node whose reveal waits for the person now, if any. (A peer sees
        only that the reveal comes later; the tests check which node is held, on their clock.)"""
        return self._held

    def waits(self, session: Session, node: int, seconds: float) -> bool:
        """Whether this peer's reveal for the open chance node ``node`` waits for its person:
        a die roll of a seat the person at this computer plays, not rolled yet, within
        ``seconds`` of the node's coming up, and the front end wants it."""
        if self._released == node:
            return False
        turn = session.what_next()
        own_roll = (
            isinstance(turn, ChanceTurn)
            and turn.decider is Decider.PERSON
            and turn.node.kind is ChanceKind.DIE
        )
        if not own_roll:
            return False
        assert isinstance(turn, ChanceTurn)
        if self._held == node:
            return True
        self.cancel()
        if not self._listener.roll_wanted(turn.seat, node, seconds):
            self._released = node
            return False
        self._held, self._held_at = node, session.commands
        self._timer = asyncio.get_running_loop().call_later(seconds, self._release, node)
        return True

    def roll(self, commands: int | None = None) -> bool:
        """The person rolls: the held reveal goes out. ``commands`` is the command number of
        the roll they were offered (a press meant for an earlier roll that ran out does not
        roll the next one); ``False`` when no roll waits, or not that one."""
        if self._held is None or (commands is not None and commands != self._held_at):
            return False
        return self._release(self._held)

    def forgo(self, node: int) -> None:
        """``node`` is not held (it was open before this peer (re)connected)."""
        self.cancel()
        self._released = node

    def _release(self, node: int) -> bool:
        if self._held != node:
            return False
        self.cancel()
        self._released = node
        self._wake()
        return True

    def cancel(self) -> None:
        """No reveal is held any longer (rolled, a new node, the session ended)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._held = None
