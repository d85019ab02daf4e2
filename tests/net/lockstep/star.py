"""An in-memory star of sessions for tests: the host's session numbers inputs, the others apply
them as relayed; every peer's AI plays its seats, every peer reveals from its own chain."""

from __future__ import annotations

from core.ai import make_player
from core.players import Player
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from core.tokens import format_command
from net.lockstep.randomness import HashChain, own_value, renew_margin
from net.lockstep.session import Session
from net.protocol.messages import (
    ActInput,
    CommitInput,
    Input,
    PeerEntry,
    RevealInput,
    StartInput,
)

REMOTE = Seat(SeatKind.REMOTE, "")


def start_input(
    table: str,
    setup: Setup,
    peers: list[PeerEntry],
    takeover: str = "ai",
    level: str = "normal",
) -> StartInput:
    """The first input of a game, its peers in order."""
    return StartInput(table, setup, tuple(sorted(peers, key=lambda e: e.peer)), takeover, level)


def star_setup(event: bool = False) -> Setup:
    """Seat 0 the host's AI, seats 1 and 2 remote (peers 1 and 2), seat 3 the host's AI."""
    seats = (
        Seat.ai("random", "Anna"),
        Seat(SeatKind.REMOTE, "Ben"),
        Seat(SeatKind.REMOTE, "Carla"),
        Seat.ai("easy", "Dario"),
    )
    return Setup(Rules(event_mode=event), seats)


class Star:
    def __init__(self, setup: Setup | None = None, chain_length: int = 8192, seed: int = 1) -> None:
        self.setup = setup or star_setup()
        self.chain_length = chain_length
        self.chains = {p: [HashChain(length=chain_length)] for p in (0, 1, 2)}
        seats = {
            0: tuple(
                s for s in self.setup.occupied if self.setup.seats[s].kind is not SeatKind.REMOTE
            )
        }
        remote = [s for s in self.setup.occupied if self.setup.seats[s].kind is SeatKind.REMOTE]
        for peer, seat in enumerate(remote, start=1):
            seats[peer] = (seat,)
        self.peers = sorted(seats)
        entries = [
            PeerEntry(p, f"peer{p}", seats[p], self.chains[p][0].anchor, chain_length)
            for p in self.peers
        ]
        self.start = start_input("ab" * 16, self.setup, entries)
        self.sessions = {p: Session(self.start, p) for p in self.peers}
        self.players: dict[int, Player] = {s: make_player("random", seed + s) for s in range(4)}
        self.renewals = 0

    @property
    def host(self) -> Session:
        return self.sessions[0]

    def relay(self, item: Input) -> int:
        """Number and apply ``item`` everywhere; the host's hash."""
        seq = self.host.next_seq
        digest, _ = self.host.apply(item)
        for peer, session in self.sessions.items():
            if peer:
                session.apply_relayed(seq, item, digest)
        return digest

    def next_inputs(self) -> list[Input]:
        host = self.host
        inputs: list[Input] = []
        for peer in self.peers:
            session = self.sessions[peer]
            margin = renew_margin(self.chain_length)
            if session.chain_remaining(peer) < margin and not session.has_pending(peer):
                chain = HashChain(length=self.chain_length)
                self.chains[peer].append(chain)
                self.renewals += 1
                inputs.append(CommitInput(peer, chain.anchor, chain.length, host.nodes + 8))
            node = host.needs_reveal(peer)
            if node is not None:
                value = own_value(self.chains[peer], host.peers[peer].chain)
                assert value is not None
                inputs.append(RevealInput(peer, node, value))
        if inputs:
            return inputs
        seat = host.to_act()
        assert seat is not None
        action = self.players[seat].choose(host.position, host.legal_actions())
        controller = host.controller(seat)
        token = format_command(action)
        self.sessions[controller].note_sent(seat, host.commands, token)
        return [ActInput(controller, seat, token)]

    def play(self, limit: int = 100_000) -> None:
        for _ in range(limit):
            if self.host.over:
                return
            for item in self.next_inputs():
                self.relay(item)
        raise AssertionError("the game did not end")
