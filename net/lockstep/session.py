"""The lockstep session: every peer applies the same numbered inputs in the same order.

A :class:`Session` is the game as the input log makes it, the same on the host and on every
peer: it starts from the log's first input (:class:`~net.protocol.messages.StartInput`: the setup,
the peers, their seats and their chains' anchors) and plays a :class:`core.table.Table` forward with
each input. It has no sockets and no clock; :mod:`net.host.table` and :mod:`net.join.client` feed
it.

- A decision (:class:`~net.protocol.messages.ActInput`) is played only for the seat to act, only
  from the peer that controls that seat (its owner, or the host once the owner was dropped), and
  only if the engine accepts it.
- A chance node is answered from the reveals of the peers it needs (those in the mix with a
  chain for it when it opened): each reveal is checked with one hash against that peer's chain;
  once all are in, the values come from :func:`net.lockstep.randomness.node_values`.
- A pass with nothing else legal is played by the session itself, on every peer alike.
- After every input the position's state hash is kept with the input in :attr:`Session.log`; a
  peer compares it with the host's (:meth:`Session.apply_relayed`).

Inputs that do not fit raise :class:`InputRefused` and change nothing.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.actions import Action, Command
from core.chance import ChanceNode, Draw, Roll
from core.engine import IllegalCommandError
from core.notation import format_position
from core.players import Player
from core.position import Position
from core.ranking import ranking
from core.setup import SeatKind
from core.table import ChanceTurn, Decider, DeciderOf, Next, PassTurn, Step, Table
from core.tokens import CommandError, format_command, parse_command
from net.lockstep.randomness import ChainCheck, node_values
from net.protocol.messages import (
    ActInput,
    CommitInput,
    DropInput,
    Input,
    LogEntry,
    ReturnInput,
    RevealInput,
    StartInput,
    TakeInput,
)

HOST = 0  # the host's peer id
MAX_RENEW_AHEAD = 10_000  # how far ahead a renewal may name its first chance node


class SessionError(Exception):
    """The session cannot go on (the message says why, in words for the user)."""


class InputRefused(SessionError):
    """An input that does not fit the game now; nothing changed."""


class HostFault(SessionError):
    """The host relayed something no honest host would: the game stops."""


class DesyncError(SessionError):
    """After input ``seq`` this peer's state hash differs from the host's."""

    def __init__(self, seq: int, ours: int, theirs: int) -> None:
        super().__init__(
            f"out of sync after input {seq}: our state hash {ours:016x}, the host's {theirs:016x}"
        )
        self.seq = seq
        self.ours = ours
        self.theirs = theirs


class GameStopped(Exception):
    """The game ended without a result (a desync, a cheating host, the host closing for good);
    ``reason`` is the stop's code (:data:`net.protocol.messages.STOP_REASONS`), ``text`` says it."""

    def __init__(self, reason: str, text: str) -> None:
        super().__init__(text)
        self.reason = reason
        self.text = text


class Elsewhere:
    """Stands in for the engine player of an AI seat in a table that only follows a LAN game
    (the session's, the app's board): it is never asked, since the seat's controller decides
    somewhere else."""

    name = "elsewhere"

    def choose(self, position: Position, actions: Sequence[Action]) -> Action:
        raise RuntimeError("a LAN game's table does not choose: the seat's controller does")


class NoChance:
    """A LAN game's table draws nothing: chance comes from commit–reveal, as commands."""

    def draw(self, node: ChanceNode) -> tuple[int, ...]:
        raise RuntimeError("chance comes from commit–reveal, not from the table")


@dataclass
class SessionPeer:
    """What the session knows of one peer: its seats, its chain, whether it was dropped (not the
    wire's ``PeerState``, a peer's hash in a stop)."""

    peer: int
    name: str
    seats: tuple[int, ...]
    chain: ChainCheck
    pending: tuple[ChainCheck, int] | None = None  # a renewal and the first node it serves
    dropped: bool = False
    level: str = ""  # the AI level that plays its seats while it is dropped
    reveals: int = 0  # how many values of its chains it has revealed in all


@dataclass
class OpenNode:
    """The chance node the game waits for: its index, its draw, whose reveals it needs."""

    index: int
    node: ChanceNode
    command: int  # how many commands the game had when it opened
    required: set[int]
    reveals: dict[int, bytes] = field(default_factory=dict)

    def waiting_for(self) -> set[int]:
        return self.required - set(self.reveals)


def _is_chance(command: Command) -> bool:
    return isinstance(command, Roll | Draw)


class Session:
    """The game of one table as its input log makes it (see the module's docstring).

    ``local_peer`` is the peer this session runs on (``None`` for a spectator): the seats it
    controls are decided here, by ``own`` (an engine player or a person at this computer; an
    engine by default), every other seat elsewhere (:attr:`core.table.Decider.REMOTE`); and
    :meth:`apply_relayed` checks that nobody else played this peer's seats.
    """

    def __init__(
        self, start: StartInput, local_peer: int | None = None, own: DeciderOf | None = None
    ) -> None:
        self.start = start
        self.local_peer = local_peer
        self.own: DeciderOf = own or (lambda seat: Decider.ENGINE)
        self.peers: dict[int, SessionPeer] = {}
        owners: dict[int, int] = {}
        for entry in start.peers:
            if entry.peer in self.peers:
                raise InputRefused(f"peer {entry.peer} is listed twice")
            for seat in entry.seats:
                if seat in owners:
                    raise InputRefused(f"seat {seat} has two owners")
                owners[seat] = entry.peer
            self.peers[entry.peer] = SessionPeer(
                entry.peer, entry.name, entry.seats, ChainCheck(entry.anchor, entry.length)
            )
        if HOST not in self.peers:
            raise InputRefused("the host is not among the peers")
        setup = start.setup
        if set(owners) != set(setup.occupied):
            raise InputRefused("the peers' seats are not the setup's occupied seats")
        for seat, owner in owners.items():
            if setup.seats[seat].kind is SeatKind.REMOTE and owner == HOST:
                raise InputRefused(f"remote seat {seat} is played by the host")
            if setup.seats[seat].kind is not SeatKind.REMOTE and owner != HOST:
                raise InputRefused(f"seat {seat} is the host's, not peer {owner}'s")
        self.owners = owners
        players: dict[int, Player] = {
            s: Elsewhere() for s in setup.occupied if setup.seats[s].kind is SeatKind.AI
        }
        self.table = Table(
            setup, NoChance(), players=players, inline_ai=False, deciders=self._decider
        )
        self._steps: list[Step] = []
        self.table.listeners.append(self._steps.append)
        self.log: list[LogEntry] = []
        self.nodes = 0  # chance nodes opened so far
        self.open: OpenNode | None = None
        self.sent: dict[int, tuple[int, str]] = {}  # seat -> (command index, token) we sent
        self._advance()
        self.log.append(LogEntry(start, self.state_hash))

    # --- reading -----------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self.table.position

    @property
    def state_hash(self) -> int:
        return self.table.position.state_hash()

    @property
    def over(self) -> bool:
        return self.table.over

    @property
    def commands(self) -> int:
        """How many commands the game has (the next decision's number)."""
        return len(self.table.game.commands)

    @property
    def next_seq(self) -> int:
        return len(self.log)

    def controller(self, seat: int) -> int:
        """The peer that plays ``seat`` now: its owner, or the host while the owner is dropped."""
        owner = self.owners[seat]
        return HOST if self.peers[owner].dropped else owner

    def seats_of(self, peer: int) -> tuple[int, ...]:
        state = self.peers.get(peer)
        return state.seats if state is not None else ()

    def _decider(self, seat: int) -> Decider:
        local = self.local_peer
        if local is not None and self.controller(seat) == local:
            return self.own(seat)
        return Decider.REMOTE

    def what_next(self) -> Next | None:
        """What the game waits for (:meth:`core.table.Table.what_next`): an open chance node
        (its reveals), or a seat's decision, with who decides there."""
        return self.table.what_next()

    def to_act(self) -> int | None:
        """The seat that decides now; ``None`` at a chance node or at the end."""
        return None if self.open is not None else self.table.seat_to_act()

    def legal_actions(self) -> list[Action]:
        return self.table.legal_actions()

    def needs_reveal(self, peer: int) -> int | None:
        """The index of the open chance node if it waits for ``peer``'s reveal."""
        node = self.open
        if node is not None and peer in node.required and peer not in node.reveals:
            return node.index
        return None

    def chain_remaining(self, peer: int) -> int:
        """Values left on the chain that serves ``peer`` now (a renewal not counted)."""
        return self.peers[peer].chain.remaining

    def has_pending(self, peer: int) -> bool:
        return self.peers[peer].pending is not None

    def ranking(self) -> tuple[tuple[int, int], ...]:
        return ranking(self.table.position)

    def final_line(self) -> str:
        places = " ".join(f"{s}:{p}" for s, p in self.ranking())
        return f"final {self.state_hash:016x} {places}"

    # --- applying ----------------------------------------------------------------------------

    def apply(self, item: Input) -> tuple[int, list[Step]]:
        """Apply the next input: the state hash after it and the commands it played (the
        decision or the chance answer, and the passes that followed by themselves).

        :class:`InputRefused` if it does not fit; nothing changes then."""
        self._steps.clear()
        if isinstance(item, ActInput):
            self._act(item)
        elif isinstance(item, RevealInput):
            self._reveal(item)
        elif isinstance(item, CommitInput):
            self._commit(item)
        elif isinstance(item, DropInput):
            self._drop(item)
        elif isinstance(item, ReturnInput):
            self._return(item)
        elif isinstance(item, TakeInput):
            self._take(item)
        elif isinstance(item, StartInput):
            raise InputRefused("the game has started already")
        else:  # pragma: no cover - every kind is above
            raise InputRefused(f"unknown input {item!r}")
        self._advance()
        digest = self.state_hash
        self.log.append(LogEntry(item, digest))
        steps = list(self._steps)
        self._steps.clear()
        return digest, steps

    def note_sent(self, seat: int, index: int, token: str) -> None:
        """Remember that this peer sent ``token`` as command ``index`` for ``seat``."""
        self.sent[seat] = (index, token)

    def apply_relayed(self, seq: int, item: Input, host_hash: int) -> list[Step]:
        """Apply input ``seq`` as the host relayed it, check it like the host should have, and
        compare the state hash. :class:`HostFault` for an input no honest host relays,
        :class:`DesyncError` when the hashes differ."""
        if seq != self.next_seq:
            raise HostFault(f"the host sent input {seq} where input {self.next_seq} was due")
        local = self.local_peer
        if local is not None and isinstance(item, ActInput) and self.controller(item.seat) == local:
            sent = self.sent.get(item.seat)
            if item.peer != local or sent != (self.commands, item.cmd):
                raise HostFault(
                    f"the host relayed {item.cmd!r} for our seat {item.seat}, which we did not send"
                )
        try:
            digest, steps = self.apply(item)
        except InputRefused as error:
            raise HostFault(f"the host relayed input {seq} that does not fit: {error}") from None
        if digest != host_hash:
            raise DesyncError(seq, digest, host_hash)
        return steps

    @classmethod
    def replay(
        cls,
        entries: Sequence[LogEntry],
        local_peer: int | None = None,
        own: DeciderOf | None = None,
    ) -> Session:
        """A session from a log (a rejoin, a spectator, a host reopening its table): every input
        applied and every hash compared."""
        if not entries or not isinstance(entries[0].i, StartInput):
            raise HostFault("the log does not begin with the start of the game")
        session = cls(entries[0].i, local_peer, own)
        if session.state_hash != entries[0].h:
            raise DesyncError(0, session.state_hash, entries[0].h)
        for seq, entry in enumerate(entries[1:], start=1):
            session.replay_entry(seq, entry)
        return session

    def replay_entry(self, seq: int, entry: LogEntry) -> None:
        """Apply one entry of a log sent on a (re)join: no check of who sent what (this peer's
        own earlier inputs are among them), but every rule and every hash."""
        if seq != self.next_seq:
            raise HostFault(f"the log has input {seq} where input {self.next_seq} was due")
        try:
            digest, _ = self.apply(entry.i)
        except InputRefused as error:
            raise HostFault(f"input {seq} of the log does not fit: {error}") from None
        if digest != entry.h:
            raise DesyncError(seq, digest, entry.h)

    # --- the inputs --------------------------------------------------------------------------

    def _peer(self, peer: int) -> SessionPeer:
        state = self.peers.get(peer)
        if state is None:
            raise InputRefused(f"there is no peer {peer}")
        return state

    def _act(self, item: ActInput) -> None:
        if self.over:
            raise InputRefused("the game is over")
        seat = self.to_act()
        if seat is None:
            raise InputRefused("no seat decides now: a chance node is open")
        if item.seat != seat:
            raise InputRefused(f"seat {seat} is to act, not seat {item.seat}")
        controller = self.controller(seat)
        if item.peer != controller:
            raise InputRefused(f"seat {seat} is not peer {item.peer}'s to play")
        try:
            command = parse_command(item.cmd)
        except CommandError as error:
            raise InputRefused(str(error)) from None
        if _is_chance(command):
            raise InputRefused(f"{item.cmd!r} is a chance answer, which comes from the reveals")
        try:
            self.table.play(command)
        except IllegalCommandError as error:
            raise InputRefused(f"{item.cmd!r} is not legal: {error}") from None

    def _reveal(self, item: RevealInput) -> None:
        state = self._peer(item.peer)
        node = self.open
        if node is None or node.index != item.node:
            raise InputRefused(f"chance node {item.node} is not open")
        if item.peer not in node.required:
            raise InputRefused(f"chance node {item.node} does not wait for peer {item.peer}")
        if item.peer in node.reveals:
            raise InputRefused(f"peer {item.peer} revealed for chance node {item.node} already")
        if not state.chain.verify(item.value):
            raise InputRefused(f"peer {item.peer}'s value for node {item.node} is no preimage")
        state.chain.accept(item.value)
        state.reveals += 1
        node.reveals[item.peer] = item.value

    def _commit(self, item: CommitInput) -> None:
        state = self._peer(item.peer)
        if state.pending is not None:
            raise InputRefused(f"peer {item.peer} has a renewal pending already")
        if not self.nodes <= item.first <= self.nodes + MAX_RENEW_AHEAD:
            raise InputRefused(
                f"a renewal serves from chance node {self.nodes}..{self.nodes + MAX_RENEW_AHEAD}"
                f" on, not {item.first}"
            )
        state.pending = (ChainCheck(item.anchor, item.length), item.first)

    def _drop(self, item: DropInput) -> None:
        state = self._peer(item.peer)
        if state.dropped:
            raise InputRefused(f"peer {item.peer} is dropped already")
        if not item.level:
            raise InputRefused("a drop names the AI level that takes over")
        state.dropped = True
        state.level = item.level
        if self.open is not None:
            self.open.required.discard(item.peer)

    def _return(self, item: ReturnInput) -> None:
        state = self._peer(item.peer)
        if not state.dropped:
            raise InputRefused(f"peer {item.peer} was not dropped")
        state.dropped = False
        state.level = ""

    def computers_seat(self, seat: int) -> bool:
        """Whether the computer plays ``seat`` now, so that a late arrival may take it: an AI
        seat of the host, or a seat whose player was dropped (the host's AI plays it); and the
        seat is still in the game (not finished, not knocked out)."""
        if self.over or seat not in self.owners or seat not in self.table.position.active_seats:
            return False
        if self.controller(seat) != HOST:
            return False
        owner = self.owners[seat]
        return owner != HOST or self.start.setup.seats[seat].kind is SeatKind.AI

    def _take(self, item: TakeInput) -> None:
        if self.over:
            raise InputRefused("the game is over")
        former = self.peers.get(item.peer)
        if item.peer == HOST or (former is not None and former.seats):
            # A peer id that plays no seat any more may be handed to a newcomer (docs/protocol.md
            # "Peer ids"): from its take on it is a new peer, nothing of the former holder's left.
            raise InputRefused(f"peer {item.peer} plays a seat of this game already")
        if not self.computers_seat(item.seat):
            raise InputRefused(f"the computer does not play seat {item.seat}")
        old = self.peers[self.owners[item.seat]]
        old.seats = tuple(s for s in old.seats if s != item.seat)
        self.owners[item.seat] = item.peer
        self.peers[item.peer] = SessionPeer(
            item.peer, item.name, (item.seat,), ChainCheck(item.anchor, item.length)
        )

    # --- what plays itself -------------------------------------------------------------------

    def _open_node(self, node: ChanceNode) -> OpenNode:
        index = self.nodes
        self.nodes += 1
        required: set[int] = set()
        for peer, state in self.peers.items():
            if state.pending is not None and state.pending[1] <= index:
                state.chain, state.pending = state.pending[0], None
            # Who plays a seat reveals (and the host always): a peer whose seat a late
            # arrival took plays nothing and is waited for no more.
            playing = bool(state.seats) or peer == HOST
            if playing and not state.dropped and state.chain.remaining > 0:
                required.add(peer)
        if not required:
            raise SessionError(f"no peer has a chain value left for chance node {index}")
        return OpenNode(index, node, len(self.table.game.commands), required)

    def _advance(self) -> None:
        """Play what follows by itself: the chance answer once every reveal is in, and a pass
        when nothing else is legal."""
        table = self.table
        while True:
            turn = table.what_next()
            if isinstance(turn, ChanceTurn):
                node = turn.node
                current = self.open
                if current is None or current.command != len(table.game.commands):
                    current = self.open = self._open_node(node)
                if current.waiting_for():
                    return
                reveals = sorted(current.reveals.items())
                self.open = None
                table.play(node.answer(node_values(current.index, node, reveals)))
                continue
            self.open = None
            if not isinstance(turn, PassTurn):
                return
            table.play(turn.move)

    # --- reports -----------------------------------------------------------------------------

    def notation(self) -> str:
        return format_position(self.table.position)

    def commands_text(self) -> str:
        return " ".join(format_command(c) for c in self.table.game.commands)


def _plain(value: Any) -> Any:
    """A wire value as JSON can hold it (bytes as hex)."""
    if isinstance(value, bytes):
        return value.hex()
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def write_desync_report(
    folder: Path,
    session: Session,
    seq: int,
    states: Sequence[tuple[int, int, str]],
    reason: str,
) -> Path:
    """Write a desync report into ``folder``: the reason, the inputs with the host's hash after
    each, each known peer's hash and position notation at input ``seq``, this peer's commands.
    Returns the file's path."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    local = "spectator" if session.local_peer is None else f"peer{session.local_peer}"
    path = folder / f"desync-{session.start.table[:8]}-{seq}-{local}-{stamp}.json"
    report = {
        "report": "madn LAN desync",
        "time": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "reason": reason,
        "table": session.start.table,
        "seq": seq,
        "local_peer": session.local_peer,
        "setup": session.start.setup.to_dict(),
        "states": [{"peer": p, "hash": f"{h:016x}", "notation": n} for p, h, n in states],
        "notation": session.notation(),
        "commands": session.commands_text(),
        "inputs": [{"i": _plain(e.i.to_wire()), "h": f"{e.h:016x}"} for e in session.log],
    }
    path.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path
