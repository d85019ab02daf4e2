"""A game: its setup, its command list and the position they lead to.

:class:`Game` is the rich, event-producing API the UI, the AI driver and the network use. It is a
thin shell around the pure :func:`core.engine.apply`: a game *is* its setup and commands, so
replaying :attr:`Game.commands` on a new game reproduces every position exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.engine import DIE_COUNT, DIE_SIDES, Command, Roll, apply
from core.events import Event
from core.moves import Move, legal_moves
from core.position import Phase, Position, initial_position
from core.ranking import ranking
from core.rng import DiceSource
from core.rules import Rules


@dataclass(frozen=True, slots=True)
class Setup:
    """What a game starts from: rules, occupied seats and who goes first."""

    rules: Rules = field(default_factory=Rules)
    seats: tuple[int, ...] = (0, 1, 2, 3)
    first: int | None = None

    def start(self) -> Position:
        return initial_position(self.rules, self.seats, self.first)


class Game:
    """A game in progress: apply commands, read the position, the legal moves and the history."""

    def __init__(self, setup: Setup | None = None) -> None:
        self.setup = setup or Setup()
        self.position = self.setup.start()
        self.commands: list[Command] = []
        self.positions: list[Position] = [self.position]

    @property
    def over(self) -> bool:
        return self.position.phase is Phase.OVER

    def legal_moves(self) -> list[Move]:
        if self.position.phase is not Phase.MOVE:
            return []
        return legal_moves(self.position)

    def apply(self, command: Command) -> list[Event]:
        """Apply a command; the game is unchanged if it raises."""
        position, events = apply(self.position, command)
        self.position = position
        self.commands.append(command)
        self.positions.append(position)
        return events

    def roll(self, dice: DiceSource) -> list[Event]:
        """Roll the game's dice from ``dice`` and apply the roll."""
        return self.apply(Roll(dice.roll(DIE_SIDES, DIE_COUNT)))

    def position_ranking(self) -> tuple[tuple[int, int], ...]:
        """Each seat with its place, as it stands now (final once the game is over)."""
        return ranking(self.position)

    @classmethod
    def replay(cls, setup: Setup, commands: list[Command]) -> Game:
        game = cls(setup)
        for command in commands:
            game.apply(command)
        return game
