"""A person rolls their own die on the LAN, as at a real table.

Commit–reveal needs nobody's button: every peer reveals its chain's next value as soon as a
chance node opens, and the die is drawn when the last reveal is in. For a die roll of a seat
that a person plays at this computer, the peer may hold its reveal until that person presses
Roll or Space (:meth:`RollHold.roll`): the draw then happens at the press, as a roll does
offline, and nothing about the draw changes (the value was fixed by the chain's anchor before
the game; holding a reveal is what any peer may do, see docs/protocol.md "What the scheme
bounds"). The hold is bounded: after ``seconds`` the reveal goes out by itself, before the host's
reveal timeout would treat the peer as withholding. A front end asks for the hold by answering
``TableListener.roll_wanted`` with true; one that does not (the command line, tests) rolls at
once as before.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from core.chance import ChanceKind
from core.table import ChanceTurn, Decider
from net.listener import TableListener
from net.session import Session

# A joiner's hold lasts this share of the table's timeout (the host's reveal timer for it starts
# a network delay earlier than the joiner sees the node).
JOINER_SHARE = 0.8


class RollHold:
    """The reveal a peer holds for its person's own roll (see the module's docstring)."""

    def __init__(self, listener: TableListener, wake: Callable[[], None]) -> None:
        self._listener = listener
        self._wake = wake  # runs the driver's duties again (the reveal goes out)
        self._held: int | None = None  # the chance node whose reveal waits for the person
        self._released: int | None = None  # the node rolled (or timed out): reveal it
        self._timer: asyncio.TimerHandle | None = None

    @property
    def held(self) -> int | None:
        """The chance node whose reveal waits for the person now, if any."""
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
        self._held = node
        self._timer = asyncio.get_running_loop().call_later(seconds, self.roll, node)
        return True

    def roll(self, node: int | None = None) -> bool:
        """The person rolls (or the hold of ``node`` ran out): the held reveal goes out.
        ``False`` when no roll waits (or it is not ``node``'s)."""
        held = self._held
        if held is None or (node is not None and node != held):
            return False
        self.cancel()
        self._released = held
        self._wake()
        return True

    def cancel(self) -> None:
        """No reveal is held any longer (rolled, a new node, the session ended)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._held = None
