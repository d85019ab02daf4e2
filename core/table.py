"""The table: the one answer to "what happens next", and the step loop built on it.

A :class:`Table` owns a :class:`~core.game.Game`, the seating of its :class:`~core.setup.Setup`,
the chance provider and the engine players of its AI seats. :meth:`Table.what_next` says what
the game waits for, in one of three shapes:

- :class:`ChanceTurn`: a chance node to answer (a roll, the railway, the wheel, ...);
- :class:`PassTurn`: the pass to play, since the roll allows nothing else;
- :class:`DecisionTurn`: a seat and the actions it may choose;

each with the seat it belongs to and **who decides there** (:class:`Decider`): an engine player
of this process, a person at this computer, or a peer elsewhere whose decision arrives as a
command. Every driver asks it and presents the answer in its own way: :meth:`Table.step` (``madn
simulate``, ``madn watch``, the tools) plays chance, passes and engine players at once; the app's
controller shows a person's choice and thinks for the computer on its worker thread; a LAN
session answers chance from commit–reveal and its host and joiners play the seats they control.
A new kind of decision is added here, in core, and in the one place of each front end that
presents it.

Every command comes back as a :class:`Step` with its happenings and the position after it (whose
state hash LAN peers compare), and is reported to the table's listeners.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import Enum

from core.actions import Action, Command
from core.ai import make_player
from core.chance import ChanceNode, ChanceProvider, SeededChance
from core.engine import legal_actions
from core.game import Game
from core.happenings import Happening
from core.moves import Move, offered_moves
from core.players import Player
from core.position import Phase, Position
from core.rng import Rng
from core.setup import SeatKind, Setup
from core.value_types import dataclass


@dataclass(frozen=True, slots=True)
class Step:
    """One command played at the table: its number in the game, the command, its happenings and
    the position after it."""

    index: int
    command: Command
    happenings: list[Happening]
    position: Position

    @property
    def state_hash(self) -> int:
        return self.position.state_hash()


Listener = Callable[[Step], None]


class Decider(Enum):
    """Who decides at a seat."""

    ENGINE = "engine"  # an engine player of this process (Table.player)
    PERSON = "person"  # a person at this computer
    REMOTE = "remote"  # a peer elsewhere: its decision arrives as a command


@dataclass(frozen=True, slots=True)
class ChanceTurn:
    """A chance node to answer; ``seat`` is the seat it belongs to (whose roll it is)."""

    seat: int
    decider: Decider
    node: ChanceNode


@dataclass(frozen=True, slots=True)
class PassTurn:
    """The roll allows no move: ``move`` (the pass) is played without asking anybody."""

    seat: int
    decider: Decider
    move: Move


@dataclass(frozen=True, slots=True)
class DecisionTurn:
    """``seat`` chooses one of ``actions`` (moves, an event's confirmation, figures to pick)."""

    seat: int
    decider: Decider
    actions: tuple[Action, ...]

    @property
    def only(self) -> Action | None:
        """The one action when there is nothing to weigh (a single move that breaks no duty, an
        event's confirmation, a single pick): an engine plays it without thinking."""
        if len(self.actions) != 1:
            return None
        action = self.actions[0]
        if isinstance(action, Move) and action.breaks is not None:
            return None
        return action


Next = ChanceTurn | PassTurn | DecisionTurn
DeciderOf = Callable[[int], Decider]

_BY_KIND = {SeatKind.HUMAN: Decider.PERSON}


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
    thread). ``deciders`` says who decides at a seat (default: the engine at a seat with an engine
    player, a person at a human seat, a peer elsewhere at a remote one; a LAN session says it
    by the seat's controller). ``game`` continues a game in progress.
    """

    def __init__(
        self,
        setup: Setup,
        chance: ChanceProvider | None = None,
        *,
        seed: int = 0,
        players: Mapping[int, Player] | None = None,
        inline_ai: bool = True,
        deciders: DeciderOf | None = None,
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
            s
            for s in setup.occupied
            if setup.seats[s].kind is SeatKind.AI and s not in self.players
        ]
        if missing:
            raise ValueError(f"AI seats without a player: {missing}")
        self.inline_ai = inline_ai
        self._deciders = deciders  # not a bound method of ours: no cycle for the collector
        self.listeners: list[Listener] = []

    def decider(self, seat: int) -> Decider:
        """Who decides at ``seat``: as ``deciders`` says; by default the engine at a seat with an
        engine player, else the seat's kind."""
        if self._deciders is not None:
            return self._deciders(seat)
        if seat in self.players:
            return Decider.ENGINE
        return _BY_KIND.get(self.setup.seats[seat].kind, Decider.REMOTE)

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

    # --- playing -----------------------------------------------------------------------------

    def what_next(self) -> Next | None:
        """What the game waits for now (see the module's docstring); ``None`` once it is over."""
        position = self.game.position
        if position.over:
            return None
        seat = position.turn
        node = position.chance_node()
        if node is not None:
            return ChanceTurn(seat, self.decider(seat), node)
        if position.phase is Phase.MOVE:
            moves = offered_moves(position)
            if len(moves) == 1 and moves[0].is_pass and moves[0].breaks is None:
                return PassTurn(seat, self.decider(seat), moves[0])
            return DecisionTurn(seat, self.decider(seat), tuple(moves))
        actions = legal_actions(position)
        if not actions:  # pragma: no cover - every phase but OVER has actions or chance
            return None
        return DecisionTurn(seat, self.decider(seat), tuple(actions))

    def step(self) -> Step | None:
        """Play the next command if the table makes it itself (chance from its provider, a
        pass, an engine player's choice with ``inline_ai``); ``None`` when somebody else is to
        decide, or the game is over.

        This is :meth:`what_next` followed, written out for the hot path of ``madn simulate``
        (no turn objects, no copies of the legal moves: a fifth of the rich path's time in the
        pure core); tests/core/test_table.py checks over whole games that both agree."""
        position = self.game.position
        actions: Sequence[Action]
        if position.phase is Phase.MOVE:
            actions = offered_moves(position)
            single = len(actions) == 1 and actions[0].breaks is None
            if single and actions[0].figure < 0:
                return self.play(actions[0])  # the pass
        else:
            node = position.chance_node()
            if node is not None:
                return self.play(node.answer(self.chance.draw(node)))
            actions = legal_actions(position)
            if not actions:
                return None  # the game is over
            single = len(actions) == 1
        if not self.inline_ai:
            return None
        seat = position.turn
        player = self.players.get(seat)
        if player is None or (
            self._deciders is not None and self._deciders(seat) is not Decider.ENGINE
        ):
            return None
        return self.play(actions[0] if single else player.choose(position, list(actions)))

    def draw(self) -> Step:
        """Answer the pending chance node from the table's chance provider."""
        node = self.game.position.chance_node()
        if node is None:
            raise ValueError("no chance node: a seat decides or the game is over")
        return self.play(node.answer(self.chance.draw(node)))

    def play(self, command: Command) -> Step:
        """Apply any command (a decision from outside, or a chance answer); it raises
        :class:`~core.engine.IllegalCommandError` and changes nothing if it does not fit."""
        happenings = self.game.apply(command)
        step = Step(len(self.game.commands) - 1, command, happenings, self.game.position)
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
