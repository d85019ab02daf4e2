"""What every part of a joiner shares (:class:`net.join.client.JoinClient`): its settings, its
identity (token and chains, kept on disk), its peer id and seats, the session it follows, the
connection to the host, and the errors a join ends in.

:class:`~net.join.client.JoinClient` is one object with collaborators (issue 35), each a plain
class with its own state, like the host (:mod:`net.host.table`): :mod:`net.join.duties` (this
side's part of the game: reveals, renewals, its seats' decisions) and :mod:`net.join.follow` (the
host's messages applied: the log, each input checked, stops and the end); the client itself
connects, takes the handshake, reconnects and keeps the connection alive. This module holds what
they all read and write: :class:`JoinSettings` and :class:`JoinState`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from net.listener import TableListener
from net.lockstep.randomness import CHAIN_LENGTH, HashChain
from net.lockstep.session import Session
from net.protocol.messages import ANY_SEAT, SPECTATE
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
    """A joiner's shared state: its settings and listener, its identity and chains, its peer id
    and seats, the session it follows, the connection to the host, what the host told in its
    accept, and the tasks it runs (see the module's docstring)."""

    def __init__(self, settings: JoinSettings, listener: TableListener | None = None) -> None:
        self.settings = settings
        self.listener = listener or TableListener()
        self.store = IdentityStore(lan_folder(settings.data) / "joined")
        self.identity: Identity | None = None
        self.peer: int | None = None
        self.seats: tuple[int, ...] = ()
        self.session: Session | None = None
        self.chains: list[HashChain] = []
        self.conn: Connection | None = None  # the connection to the host, while there is one
        self.takeover = "ai"  # what the host does after its timeout (accept.settings.takeover)
        self.timeout = 30.0  # seconds: the table's timeout (accept.settings.timeout)
        self.background: set[asyncio.Task[None]] = set()
        self.linger = False  # after our desync report: close only once the host has read it

    @property
    def spectator(self) -> bool:
        return self.settings.seat == SPECTATE

    def save_identity(self) -> None:
        """Keep our token and our last two chains on disk (not a spectator's)."""
        identity = self.identity
        if identity is None or self.spectator or not self.settings.keep_identity:
            return
        identity.chains = [(c.secret, c.length) for c in self.chains[-2:]]
        try:
            self.store.save(identity)
        except OSError as error:
            log.warning("cannot keep our token and chain: %s", error)

    def spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        """Run ``coro`` on the loop as the joiner's (cancelled when it leaves)."""
        task = asyncio.ensure_future(coro)
        self.background.add(task)
        task.add_done_callback(self.background.discard)
