"""How a LAN peer plays the seats it controls: one place for the host (its own seats, the seats
of dropped joiners) and for a joiner (its seats).

The session says what the game waits for (:meth:`net.lockstep.session.Session.what_next`); a
:class:`~core.table.DecisionTurn` whose decider is this computer is handed to
:meth:`SeatPlay.decide`: a person is asked (``TableListener.your_turn``, answered through the
driver's ``play``); an engine player chooses on the event loop for the quick levels, in a worker
thread for the others, after the driver's pace when it has one. A choice is handed on only while
the game still waits for it (the driver's ``send`` checks the command number, the seat and its
controller); each decision is asked for once, until :meth:`SeatPlay.forget` (a seat changed
hands at the same command, a new session after a reconnect).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine, Mapping
from typing import Any, Final

from core.actions import Command
from core.players import Player
from core.setup import Setup
from core.table import Decider, DecisionTurn
from net.listener import TableListener
from net.lockstep.session import Session

QUICK_LEVELS: Final = ("random", "easy")  # AI levels that choose on the loop, not in a thread

Send = Callable[[Session, int, int, Command], None]  # session, seat, command number, choice


def warm_up_strong(setup: Setup, players: Mapping[int, Player]) -> None:
    """The strong level's race tables for this game, built in the background (seconds each,
    as the app does at a game's start) instead of on a decision; a daemon thread, so that
    closing the table never waits for it."""
    if not any(player.name == "strong" for player in players.values()):
        return
    from core.ai import warm_up

    threading.Thread(
        target=warm_up, args=(setup.rules, setup.occupied), name="madn-ai-warm-up", daemon=True
    ).start()


Spawn = Callable[[Coroutine[Any, Any, None]], None]


class SeatPlay:
    """Decisions at the seats this computer controls (see the module's docstring)."""

    def __init__(
        self,
        listener: TableListener,
        spawn: Spawn,
        send: Send,
        pace: Callable[[], float] = lambda: 0.0,
    ) -> None:
        self._listener = listener
        self._spawn = spawn
        self._send = send
        self._pace = pace
        self._asked: tuple[int, int] | None = None  # (command number, seat) asked for

    def forget(self) -> None:
        """Ask again for the decision at hand (its controller changed, or the session)."""
        self._asked = None

    def decide(self, session: Session, turn: DecisionTurn, player: Player | None) -> None:
        """Have ``turn`` decided here: by ``player``, or by the person when it is ``None`` or
        the turn says so."""
        n = session.commands
        if self._asked == (n, turn.seat):
            return
        self._asked = (n, turn.seat)
        if player is None or turn.decider is Decider.PERSON:
            self._listener.your_turn(turn.seat, list(turn.actions))
            return
        if self._pace() > 0:
            self._spawn(self._later(session, turn, n, player))
        elif player.name in QUICK_LEVELS:
            self._send(session, turn.seat, n, player.choose(session.position, list(turn.actions)))
        else:
            self._spawn(self._in_thread(session, turn, n, player))

    async def _later(self, session: Session, turn: DecisionTurn, n: int, player: Player) -> None:
        await asyncio.sleep(self._pace())
        if session.commands == n:
            await self._in_thread(session, turn, n, player)

    async def _in_thread(
        self, session: Session, turn: DecisionTurn, n: int, player: Player
    ) -> None:
        position, actions = session.position, list(turn.actions)
        action = await asyncio.get_running_loop().run_in_executor(
            None, player.choose, position, actions
        )
        self._send(session, turn.seat, n, action)
