"""The table: one headless step loop that every kind of player and every front end drives.

A :class:`Table` owns a :class:`~core.game.Game`, the seating of its :class:`~core.setup.Setup`,
the chance provider and the engine players of its AI seats. Each :meth:`Table.step` plays the next
command if the table can make it by itself: a chance answer from the provider, or an AI seat's
choice, or a pass where nothing else is legal. When a local human or a remote player
is to act, or the driver wants to think for an AI elsewhere (the app's worker thread), the step
returns ``None`` and the driver hands the decision in with :meth:`Table.play`. Every command comes
back as a :class:`Step` with its events and the position after it (whose state hash LAN peers
compare), and is reported to the table's listeners.

``madn simulate``, ``madn watch``, the app's controller, the tools and the tests all drive a Table;
LAN play adds a remote seat and a chance provider fed by commit-reveal to the same loop.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from core.chance import ChanceNode, ChanceProvider, SeededChance
from core.decisions import Action
from core.engine import Command, legal_actions
from core.game import Game
from core.happenings import Happening
from core.moves import Move, offered_moves
from core.players import Player, make_player
from core.position import Phase, Position
from core.rng import Rng
from core.setup import SeatKind, Setup
from core.values import dataclass


@dataclass(frozen=True, slots=True)
class Step:
    """One command played at the table: its number in the game, the command, its events and the
    position after it."""

    index: int
    command: Command
    events: list[Happening]
    position: Position

    @property
    def state_hash(self) -> int:
        return self.position.state_hash()


Listener = Callable[[Step], None]


def engine_players(setup: Setup, seed: int) -> dict[int, Player]:
    """The engine players of the setup's AI seats, each seeded from ``seed`` and its seat."""
    stream = Rng(seed)
    players: dict[int, Player] = {}
    for index, seat in enumerate(setup.seats):
        player_seed = stream.next_u64()
        if seat.kind is SeatKind.AI:
            players[index] = make_player(seat.level, player_seed)
    return players


class Table:
    """A game at a table: its seats, its chance, its step loop.

    ``players`` maps seats to engine players (default: the setup's AI seats, each made from
    its level and ``seed``); ``inline_ai`` says whether :meth:`step` lets them choose (``False``:
    the driver asks :meth:`player` and plays their choice itself, as the app does on its worker
    thread). ``game`` continues a game in progress.
    """

    def __init__(
        self,
        setup: Setup,
        chance: ChanceProvider | None = None,
        *,
        seed: int = 0,
        players: Mapping[int, Player] | None = None,
        inline_ai: bool = True,
        game: Game | None = None,
    ) -> None:
        self.setup = setup
        self.game = game if game is not None else Game(setup)
        if self.game.setup.occupied != setup.occupied:
            raise ValueError("the game's seats are not the setup's occupied seats")
        stream = Rng(seed)
        self.chance: ChanceProvider = chance or SeededChance(stream.next_u64())
        self.players: dict[int, Player] = (
            dict(players) if players is not None else engine_players(setup, stream.next_u64())
        )
        missing = [
            s for s in setup.occupied
            if setup.seats[s].kind is SeatKind.AI and s not in self.players
        ]
        if missing:
            raise ValueError(f"AI seats without a player: {missing}")
        self.inline_ai = inline_ai
        self.listeners: list[Listener] = []

    # --- reading -----------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def over(self) -> bool:
        return self.game.over

    def chance_node(self) -> ChanceNode | None:
        return self.game.position.chance_node()

    def seat_to_act(self) -> int | None:
        """The seat that decides now, or ``None`` at a chance node or once the game is over."""
        position = self.game.position
        return None if position.chance_node() is not None or position.over else position.turn

    def legal_moves(self) -> list[Move]:
        return self.game.legal_moves()

    def legal_actions(self) -> list[Action]:
        """What the seat to act may choose: moves, an event's confirmation, figures to pick."""
        return legal_actions(self.game.position)

    def player(self, seat: int) -> Player:
        """The engine player of an AI seat."""
        return self.players[seat]

    def forced(self) -> Move | None:
        """The pass to play without asking anybody: the roll allows no move."""
        moves = self.game.legal_moves()
        if len(moves) == 1 and moves[0].is_pass and moves[0].breaks is None:
            return moves[0]
        return None

    # --- playing -----------------------------------------------------------------------------

    def step(self) -> Step | None:
        """Play the next command if the table makes it itself; ``None`` when a human, a remote
        player or (with ``inline_ai`` off) an AI is to decide, or the game is over."""
        position = self.game.position
        phase = position.phase
        actions: Sequence[Action]
        if phase is Phase.MOVE:
            actions = offered_moves(position)
            single = len(actions) == 1 and actions[0].breaks is None
            if single and actions[0].figure < 0:
                return self.play(actions[0])  # nothing to decide: the pass
        else:
            node = position.chance_node()
            if node is not None:
                return self.play(node.answer(self.chance.draw(node)))
            actions = legal_actions(position)
            if not actions:
                return None  # the game is over
            single = len(actions) == 1
        player = self.players.get(position.turn)
        if self.inline_ai and player is not None:
            return self.play(actions[0] if single else player.choose(position, list(actions)))
        return None

    def draw(self) -> Step:
        """Answer the pending chance node from the table's chance provider."""
        node = self.game.position.chance_node()
        if node is None:
            raise ValueError("no chance node: a seat decides or the game is over")
        return self.play(node.answer(self.chance.draw(node)))

    def play(self, command: Command) -> Step:
        """Apply any command (a decision from outside, or a chance answer); it raises
        :class:`~core.engine.IllegalCommandError` and changes nothing if it does not fit."""
        events = self.game.apply(command)
        step = Step(len(self.game.commands) - 1, command, events, self.game.position)
        for listener in self.listeners:
            listener(step)
        return step

    def run(self, max_commands: int = 200_000) -> list[Step]:
        """Step until somebody outside the table must act or the game is over."""
        steps: list[Step] = []
        while len(self.game.commands) < max_commands:
            step = self.step()
            if step is None:
                return steps
            steps.append(step)
        raise RuntimeError("the game did not end within the command limit")
