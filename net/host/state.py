"""The host's state and its numbering of inputs: the base of :class:`net.host.table.HostTable`.

The host is split by concept into layers, each a class in a file of its own and each built on the
one below it (the lowest first):

- :mod:`net.host.state`: the settings, the joiners as the host knows them, the table's state;
  numbering, applying and relaying inputs; the status and the stop sent to everyone.
- :mod:`net.host.lobby`: the lobby (seats, names, the announcement's TXT), the start, the end.
- :mod:`net.host.takeover`: missing joiners, the timeout, drops (the AI takes over) and withheld
  reveals.
- :mod:`net.host.duties`: what the host does after each input: its own reveals and chain
  renewals, the decisions of its own seats (AI or a person at its computer), the reveal timers.
- :mod:`net.host.inbound`: the messages of a joiner after the handshake (moves, reveals, commits,
  desync reports) and what is refused.
- :mod:`net.host.admission`: connections and the handshake (versions, PIN proof, rules, token,
  seat), seating, spectators, rejoin, the accept with the log.
- :mod:`net.host.table`: :class:`~net.host.table.HostTable` itself: open, wait, close, resume.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, TextIO

from core.actions import Command
from core.players import Player
from core.rng import Rng
from core.setup import SeatKind, Setup
from core.table import Decider, Step, engine_players
from net.discovery.announcement import Announcement
from net.host.pin_gate import PinGate
from net.host.refusal_log import RefusalLog
from net.listener import TableListener
from net.lockstep.randomness import CHAIN_LENGTH, HashChain, random_bytes
from net.lockstep.roll_hold import RollHold
from net.lockstep.seat_play import SeatPlay
from net.lockstep.session import HOST, GameStopped, InputRefused, Session
from net.protocol.frames import encode_frame
from net.protocol.messages import (
    MAX_LEFT,
    MAX_PEER_ID,
    MAX_PEERS,
    DropInput,
    Input,
    InputFrame,
    LogEntry,
    PeerState,
    PeerStatus,
    Refused,
    ReturnInput,
    Status,
    Stop,
    TakeInput,
)
from net.protocol.wire import Connection
from net.store import KeepFile

log = logging.getLogger("madn.net.host")

MAX_CONNECTIONS: Final = 32  # connections at once: players, spectators and handshakes
MAX_IDLE_PER_ADDRESS: Final = 4  # connections from one address that have not sent their hello


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
    trace: TextIO | None = None  # benchmark: a line per chance answer (see _trace)
    chain_length: int = CHAIN_LENGTH  # values of each of the host's chains
    pace: float = 0.0  # seconds the host's own seats wait before each decision (demos, tests)
    late_join: bool = False  # newcomers may take a seat the computer plays while the game runs
    ask_late: bool = False  # ... once the person at the host's computer allows it (late_answer)


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


@dataclass
class Pending:
    """A connection that is not a player or spectator yet (net.host.room)."""

    address: str
    since: float
    idle: bool = True  # no hello yet


class TableState:
    """A hosted table's state and the numbering of its inputs (see
    :class:`net.host.table.HostTable`).

    Each input the host numbers is applied to its session, relayed to every connected joiner,
    kept on disk, told to the front end and followed by the host's duties (:meth:`_duties`,
    which :class:`net.host.duties.HostDuties` implements).
    """

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
        self._rng = Rng(seed if seed is not None else int.from_bytes(random_bytes(8), "big"))
        self.players: dict[int, Player] = engine_players(setup, self._rng.next_u64())
        self._takeover: dict[tuple[int, str], Player] = {}
        self._server: asyncio.Server | None = None
        self._announcement: Announcement | None = None
        self._background: set[asyncio.Task[None]] = set()
        self._connections: set[Connection] = set()
        self._pending: dict[Connection, Pending] = {}  # in order of arrival
        self._pin_report = False  # the count of wrong PIN attempts is being reported
        self._done: asyncio.Future[Session] | None = None
        self._duties_scheduled = False
        # the host's seats' decisions; a decision asked for is asked again when its seat changes
        # hands (a take, a drop, a return), since its new controller has to decide
        self._seat_play = SeatPlay(
            self.listener, self._spawn, self._play_chosen, lambda: self.settings.pace
        )
        self._reveal_timers: dict[tuple[int, int], asyncio.TimerHandle] = {}
        self._roll = RollHold(self.listener, self._schedule_duties)  # the host's person's roll
        self._keep: KeepFile | None = None
        self._resumed = False  # opened again from a kept game (HostTable.resume)
        self._late_ids: set[int] = set()  # peer ids handed to late arrivals (net.host.admission)
        self._pins = PinGate()
        self._refusals = RefusalLog(log)
        self._finished = False  # the game is over
        self._stopped = False  # the game stopped without a result (a desync, ...)
        self._closing = False
        self._traced_open: tuple[int, int] | None = None  # benchmark: node index, ns it opened
        self.port = 0

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coro)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def _players(self) -> list[Member]:
        """The joiners who are peers of the game (or will be at its start): not the
        spectators, not a late arrival whose take is not numbered yet."""
        return [m for m in self.members.values() if not m.spectator and not m.late]

    # --- numbering inputs ----------------------------------------------------------------------

    def _seq(self) -> int:
        return self.session.next_seq if self.session is not None else 0

    def _sequence(self, item: Input) -> str | None:
        """Number, apply and relay ``item``; the reason when it does not fit (nothing sent)."""
        session = self.session
        if session is None or self._finished or self._stopped:
            return "the game is not running"
        seq = session.next_seq
        try:
            digest, steps = session.apply(item)
        except InputRefused as error:
            return str(error)
        self._publish(seq, item, digest, steps)
        return None

    def _publish(self, seq: int, item: Input, digest: int, steps: list[Step]) -> None:
        trace = self.settings.trace
        if trace is not None:
            self._trace(trace, seq, steps, time.monotonic_ns())
        frame = encode_frame(InputFrame(seq, item, digest).to_wire())
        for member in self.members.values():
            if member.conn is not None:
                member.conn.send_frame(frame)
        if self._keep is not None:
            self._keep.entry(LogEntry(item, digest))
        if self._changes_hands(item):
            self._seat_play.forget()
        if steps:
            self.listener.steps(steps)
        self._schedule_duties()

    def _changes_hands(self, item: Input) -> bool:
        """Whether ``item`` gave the seat to act to another controller (its decision has to be
        asked for again, even at the same command number)."""
        session = self.session
        seat = session.to_act() if session is not None else None
        if seat is None or session is None:
            return False
        if isinstance(item, TakeInput):
            return item.seat == seat
        if isinstance(item, (DropInput, ReturnInput)):
            return seat in session.seats_of(item.peer)
        return False

    def _trace(self, trace: TextIO, seq: int, steps: list[Step], now: int) -> None:
        """Benchmark (tools/bench_lan.py): a line ``seq answered opened`` (monotonic ns) for an
        input that answers a chance node: when the host applied it, and when the host applied
        the input that opened the node (before either was sent)."""
        opened = self._traced_open
        if any(_is_chance_step(s) for s in steps):
            trace.write(f"{seq} {now} {opened[1] if opened is not None else now}\n")
        node = self.session.open if self.session is not None else None
        if node is None:
            self._traced_open = None
        elif opened is None or opened[0] != node.index:
            self._traced_open = (node.index, now)

    def _refuse_input(self, conn: Connection, what: str, reason: str | None) -> None:
        """Tell a peer that its ``what`` was refused for ``reason`` (nothing if ``None``)."""
        if reason is not None:
            self._refusals.refused(conn.label, what, reason)
            conn.send(Refused(what, reason[:300]))

    def _schedule_duties(self) -> None:
        if not self._duties_scheduled:
            self._duties_scheduled = True
            asyncio.get_running_loop().call_soon(self._duties)

    def _duties(self) -> None:
        """What the host does after each input (net.host.duties)."""
        raise NotImplementedError

    def _stop(self, reason: str, text: str, seq: int, states: list[tuple[int, int, str]]) -> None:
        stop = Stop(
            reason,
            text[:300],
            seq,
            tuple(PeerState(p, h, n[:2048]) for p, h, n in states[:MAX_PEERS]),
        )
        frame = encode_frame(stop.to_wire())
        for member in self.members.values():
            if member.conn is not None:
                member.conn.send_frame(frame)
                member.conn.close(text)
        self._stopped = True
        self._refresh_announcement()  # withdrawn: nothing to join any more
        self.listener.stopped(reason, text)
        if self._done is not None and not self._done.done():
            self._done.set_exception(GameStopped(reason, text))

    def _refresh_announcement(self) -> None:
        """Announce the table as it is now, or withdraw it (net.host.lobby)."""
        raise NotImplementedError

    def _own_decider(self, seat: int) -> Decider:
        """Who decides at a seat the host controls: its person at a human seat of its own, an
        engine player everywhere else (its AI seats, dropped joiners' seats)."""
        session = self.session
        owner = session.owners[seat] if session is not None else HOST
        if owner == HOST and self.setup.seats[seat].kind is SeatKind.HUMAN:
            return Decider.PERSON
        return Decider.ENGINE

    def _play_chosen(self, session: Session, seat: int, n: int, action: Command) -> None:
        """Number the choice of the host's engine player for ``seat`` at command ``n``, if the
        game still waits for it (net.host.duties)."""
        raise NotImplementedError

    def _status(self) -> None:
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
            if member.conn is None and state is not None:
                missing.append(member.name)
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


def _is_chance_step(step: Step) -> bool:
    from core.chance import Draw, Roll

    return isinstance(step.command, Roll | Draw)
