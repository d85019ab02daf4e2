"""What a joiner knows (the base of :class:`net.join.client.JoinClient`): its settings, its identity
(token and chains, kept on disk), its peer id and seats, the session it follows, and the errors a
join ends in.

The joiner is split by concept into layers, each a class on the one below it: this file's
:class:`JoinState`; :mod:`net.join.duties` (this side's part of the game: reveals, renewals,
its seats' decisions); :mod:`net.join.follow` (the host's messages applied: the log, each input
checked, stops and the end); :mod:`net.join.client` (:class:`~net.join.client.JoinClient`:
connecting, the handshake, reconnecting, the keep-alive).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from core.actions import Command
from core.players import Player
from core.rng import Rng
from net.listener import TableListener
from net.lockstep.randomness import (
    CHAIN_LENGTH,
    HashChain,
    random_bytes,
)
from net.lockstep.roll_hold import RollHold
from net.lockstep.seat_play import SeatPlay
from net.lockstep.session import Session
from net.protocol.messages import (
    ANY_SEAT,
    SPECTATE,
    LogEntry,
)
from net.protocol.wire import Connection
from net.store import Identity, IdentityStore, lan_folder

log = logging.getLogger("madn.net.join")


class JoinRefused(Exception):
    """The host (or this side, for the host's answer) refused the join; ``reason`` is the code
    (:data:`net.protocol.messages.REFUSALS`), ``text`` says it to the user."""

    def __init__(self, reason: str, text: str) -> None:
        super().__init__(text)
        self.reason = reason
        self.text = text


class JoinFailed(Exception):
    """No host could be reached (in time)."""


class TableBusy(Exception):
    """The host cannot take this connection now (no room, or its PIN line is long): it said so
    with a ``bye`` in place of its hello or its answer, or a ``refuse`` ``busy``. Try again."""


@dataclass
class JoinSettings:
    """How to join a table. Times in seconds."""

    host: str
    port: int
    name: str = ""
    seat: int = ANY_SEAT  # a seat number, ANY_SEAT, or SPECTATE to watch
    pin: str = ""
    level: str | None = "normal"  # the AI level for this side's seats; None: a person decides
    rules: str = ""  # the rules asked for (net.protocol.messages.rules_text); '' takes the host's
    data: Path | None = None  # the user's data folder (None: net.store.data_home())
    connect_timeout: float = 10.0  # how long the first connection is tried
    reconnect: float = 120.0  # how long a lost host is tried again
    handshake_timeout: float = 40.0  # a hello may wait its turn at the host's PIN gate
    retry: float = 0.5  # pause between connection attempts
    keep_identity: bool = True
    seed: int | None = None  # the AI's seed (None: random)
    trace: TextIO | None = None  # benchmark: a line per chance answer (seq, monotonic ns)
    chain_length: int = CHAIN_LENGTH  # values of each of this side's chains


class JoinState:
    """A joiner's state (see the module's docstring)."""

    def __init__(self, settings: JoinSettings, listener: TableListener | None = None) -> None:
        self.settings = settings
        self.listener = listener or TableListener()
        self.store = IdentityStore(lan_folder(settings.data) / "joined")
        self.identity: Identity | None = None
        self.peer: int | None = None
        self.seats: tuple[int, ...] = ()
        self.session: Session | None = None
        self.chains: list[HashChain] = []
        seed = settings.seed
        self._rng = Rng(seed if seed is not None else int.from_bytes(random_bytes(8), "big"))
        self._players: dict[int, Player] = {}
        self._conn: Connection | None = None
        self._ping = 5.0
        self.takeover = "ai"  # what the host does after its timeout (accept.settings.takeover)
        self.timeout = 30.0  # seconds: the table's timeout (accept.settings.timeout)
        self._revealed: int | None = None
        self._seat_play = SeatPlay(self.listener, self._spawn, self._send_act)
        self._roll = RollHold(self.listener, self._duties)  # the person's own roll
        self._renewing = False
        self._background: set[asyncio.Task[None]] = set()
        self._log: list[LogEntry] = []
        self._log_expected = 0
        self._closed = False
        self._linger = False  # after our desync report: close only once the host has read it
        self._late = False  # a late arrival waiting for its take (net.host.late)

    @property
    def spectator(self) -> bool:
        return self.settings.seat == SPECTATE

    def _save_identity(self) -> None:
        identity = self.identity
        if identity is None or self.spectator or not self.settings.keep_identity:
            return
        identity.chains = [(c.secret, c.length) for c in self.chains[-2:]]
        try:
            self.store.save(identity)
        except OSError as error:
            log.warning("cannot keep our token and chain: %s", error)

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coro)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def _send_act(self, session: Session, seat: int, n: int, action: Command) -> None:
        """Send this side's decision for ``seat`` at command ``n`` (net.join.duties)."""
        raise NotImplementedError

    def _duties(self) -> None:
        """This side's part of the game after each input (net.join.duties)."""
        raise NotImplementedError
