"""What every part of the host shares: the settings, the joiners, the table's state.

:class:`net.host.table.HostTable` is one object with collaborators (issue 35), each a plain class
with its own state: :mod:`net.host.numbering` (numbering, applying and relaying inputs),
:mod:`net.host.lobby` (seats, the announcement, the start, the end, the stop),
:mod:`net.host.late` (late arrivals), :mod:`net.host.takeover` (missing joiners, drops, withheld
reveals), :mod:`net.host.duties` (the host's own reveals, renewals and seats, the reveal timers),
:mod:`net.host.inbound` (a joiner's messages after the handshake), :mod:`net.host.room`
(connections and room for them) and :mod:`net.host.admission` (the handshake, seating, rejoin).
This module holds what they all read and write: :class:`HostSettings`, :class:`Member` and
:class:`TableState`, with the status the host sends to everyone.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, TextIO

from core.players import Player
from core.rng import Rng
from core.setup import SeatKind, Setup
from core.table import Decider, engine_players
from net.host.refusal_log import RefusalLog
from net.host.spectator_log import SpectatorLog
from net.host.take_limit import TakeLimit
from net.listener import TableListener
from net.lockstep.randomness import CHAIN_LENGTH, HashChain, random_bytes
from net.lockstep.session import HOST, Session
from net.protocol.messages import MAX_LEFT, MAX_PEER_ID, PeerStatus, Status
from net.protocol.wire import Connection
from net.store import KeepFile

log = logging.getLogger("madn.net.host")

MAX_CONNECTIONS: Final = 32  # connections at once: players, spectators and handshakes
MAX_IDLE_PER_ADDRESS: Final = 4  # connections from one address that have not sent their hello
# Late arrivals' holds on a computer's seat (net.host.late): at most this many at once from one
# source address (one per connection, as each connection asks for one seat), and a hold whose
# newcomer has not committed to its chain this many seconds after its accept gives way to
# another newcomer who asks for the seat.
HOLDS_PER_ADDRESS: Final = 2
COMMIT_WITHIN: Final = 5.0


@dataclass
class HostSettings:
    """How a table is hosted. Times in seconds."""

    name: str = "madn table"
    host_name: str = ""  # the host player's name in the peer list ('' : the table's name)
    bind: str = "0.0.0.0"
    port: int = 0
    pin: str = ""
    timeout: float = 30.0  # how long a missing joiner (or a withheld reveal) is waited for
    takeover: str = "ai"  # after the timeout: "ai" plays its seats, "pause" waits
    level: str = "normal"  # the AI level that takes over
    ping: float = 5.0  # keep-alive interval; silence for 3 intervals counts as gone
    handshake_timeout: float = 10.0
    max_spectators: int = 8
    data: Path | None = None  # the user's data folder (None: net.store.data_home())
    keep: bool = True  # keep the game on disk for a resume
    seed: int | None = None  # the AI players' seed (None: random)
    announce: bool = True
    interfaces: list[str] | None = None  # zeroconf interfaces (None: all)
    trace: TextIO | None = None  # benchmark: a line per chance answer (net.host.numbering)
    chain_length: int = CHAIN_LENGTH  # values of each of the host's chains
    pace: float = 0.0  # seconds the host's own seats wait before each decision (demos, tests)
    late_join: bool = False  # newcomers may take a seat the computer plays while the game runs
    ask_late: bool = False  # ... once the person at the host's computer allows it (late_answer)
    # A joiner's reveal for a chance node that is not its own die is due within reveal_grace
    # seconds; the seconds past it count against late_budget per joiner and game, and once it is
    # spent the joiner is dropped (net.host.reveal_clock; docs/protocol.md "Reveals are due").
    reveal_grace: float = 2.0
    late_budget: float = 20.0


@dataclass
class Member:
    """A joiner as the host knows it."""

    peer: int
    name: str
    token: bytes
    seats: tuple[int, ...]
    spectator: bool = False
    conn: Connection | None = None
    anchor: bytes = b""
    length: int = 0
    missing: asyncio.TimerHandle | None = None
    address: str = ""
    # A late arrival: ``late`` until its take of a computer's seat is numbered (``allowed`` by
    # the host's person or not yet asked: None), ``came_late`` for ever after.
    late: bool = False
    came_late: bool = False
    allowed: bool | None = None
    reserved: asyncio.TimerHandle | None = None  # a late arrival's seat is held until then
    held_at: float = 0.0  # when its seat began to be held (the loop's clock)

    def gives_way(self, now: float) -> bool:
        """Whether a late arrival's hold gives way to another newcomer who asks for its seat:
        it has not committed to its chain within :data:`COMMIT_WITHIN` seconds of its accept."""
        return self.late and not self.anchor and now - self.held_at >= COMMIT_WITHIN


@dataclass
class Pending:
    """A connection that is not a player or spectator yet (net.host.room)."""

    address: str
    since: float
    idle: bool = True  # no hello yet


class TableState:
    """A hosted table's shared state: its setup and settings, the joiners as the host knows them
    (``members``), who owns each seat before the start (``owners``), the session once the game
    runs, the host's chains, its engine players, the kept game, the refusal log and the flags of
    its life (see :class:`net.host.table.HostTable`)."""

    def __init__(
        self,
        setup: Setup,
        settings: HostSettings | None = None,
        listener: TableListener | None = None,
    ) -> None:
        problem = setup.problem()
        if problem is not None:
            raise ValueError(problem)
        self.setup = setup
        self.settings = settings or HostSettings()
        if self.settings.takeover not in ("ai", "pause"):
            raise ValueError(f"takeover is ai or pause, not {self.settings.takeover!r}")
        self.listener = listener or TableListener()
        self.table_id = random_bytes(16).hex()
        self.members: dict[int, Member] = {}
        self.owners: list[int] = [
            HOST if seat.occupied and seat.kind is not SeatKind.REMOTE else -1
            for seat in setup.seats
        ]
        self.session: Session | None = None
        self.chains: list[HashChain] = [HashChain(length=self.settings.chain_length)]
        seed = self.settings.seed
        self.rng = Rng(seed if seed is not None else int.from_bytes(random_bytes(8), "big"))
        self.players: dict[int, Player] = engine_players(setup, self.rng.next_u64())
        self.keep: KeepFile | None = None
        self.refusals = RefusalLog(log)
        self.spectator_log = SpectatorLog(log)  # spectators' comings and goings, bounded
        self.takes = TakeLimit()  # late arrivals' takes per source address
        self.done: asyncio.Future[Session] | None = None
        self.background: set[asyncio.Task[None]] = set()
        self.port = 0  # 0 until the table listens
        self.resumed = False  # opened again from a kept game (HostTable.resume)
        self.finished = False  # the game is over
        self.stopped = False  # the game stopped without a result (a desync, ...)
        self.closing = False

    def spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        """Run ``coro`` on the loop as the table's (cancelled when it closes)."""
        task = asyncio.ensure_future(coro)
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    def seated(self) -> list[Member]:
        """The joiners who are peers of the game (or will be at its start): not the
        spectators, not a late arrival whose take is not numbered yet."""
        return [m for m in self.members.values() if not m.spectator and not m.late]

    def seq(self) -> int:
        """The number the next input gets."""
        return self.session.next_seq if self.session is not None else 0

    def own_decider(self, seat: int) -> Decider:
        """Who decides at a seat the host controls: its person at a human seat of its own, an
        engine player everywhere else (its AI seats, dropped joiners' seats)."""
        session = self.session
        owner = session.owners[seat] if session is not None else HOST
        if owner == HOST and self.setup.seats[seat].kind is SeatKind.HUMAN:
            return Decider.PERSON
        return Decider.ENGINE

    def send_frame(self, frame: bytes) -> None:
        """``frame`` to every connected joiner."""
        for member in self.members.values():
            if member.conn is not None:
                member.conn.send_frame(frame)

    def status(self) -> None:
        """Who is at the table, connected or missing (and for how long), to everyone."""
        session = self.session
        if session is None:
            return
        peers = [PeerStatus(HOST, session.peers[HOST].name, session.seats_of(HOST), True, False)]
        missing = []
        now = asyncio.get_running_loop().time()
        for member in sorted(self.members.values(), key=lambda m: m.peer):
            state = session.peers.get(member.peer)  # None: a spectator, a late arrival
            dropped = state is not None and state.dropped
            left = None  # seconds until its timeout runs out (only while it is pending)
            if member.conn is None and not dropped and member.missing is not None:
                left = min(MAX_LEFT, max(0, math.ceil(member.missing.when() - now)))
            peers.append(
                PeerStatus(
                    member.peer,
                    member.name[:32],
                    state.seats if state is not None else (),
                    member.conn is not None,
                    dropped,
                    left,
                )
            )
            if member.conn is None and state is not None and state.seats:
                missing.append(member.name)  # (not one whose seat a late arrival took)
        waiting = ""
        if missing:
            waiting = "missing: " + ", ".join(missing)
            if self.settings.takeover == "pause":
                waiting += " (the game waits for them)"
        status = Status(tuple(peers[: MAX_PEER_ID + 1]), waiting[:300])
        for member in self.members.values():
            if member.conn is not None:
                member.conn.send(status)
        self.listener.status(status.peers, status.waiting)
