"""A game: its setup, its command list and the positions they lead to.

:class:`Game` is a thin shell around the pure :func:`core.engine.apply`: a game *is* its setup and
commands, chance answers included, so replaying :attr:`Game.commands` on a new game reproduces
every position exactly, with no random generator. :class:`core.table.Table` drives a game; the
app, the command line, the tools and the tests all go through it.
"""

from __future__ import annotations

from core.actions import Command
from core.chance import ChanceNode, ChanceProvider
from core.engine import apply
from core.happenings import Happening
from core.moves import Move, legal_moves
from core.position import Phase, Position
from core.ranking import ranking
from core.setup import Setup


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

    def chance_node(self) -> ChanceNode | None:
        """The draw the game waits for, or ``None`` when a seat decides or the game is over."""
        return self.position.chance_node()

    def legal_moves(self) -> list[Move]:
        if self.position.phase is not Phase.MOVE:
            return []
        return legal_moves(self.position)

    def apply(self, command: Command) -> list[Happening]:
        """Apply a command; the game is unchanged if it raises."""
        position, happenings = apply(self.position, command)
        self.position = position
        self.commands.append(command)
        self.positions.append(position)
        return happenings

    def take_back(self, length: int) -> list[Command]:
        """Go back to the position after the first ``length`` commands (an undo) and return the
        commands taken back, in order; ``ValueError`` for a length the game does not have."""
        if not 0 <= length <= len(self.commands):
            raise ValueError(f"the game has {len(self.commands)} commands, not {length}")
        taken = self.commands[length:]
        del self.commands[length:]
        del self.positions[length + 1 :]
        self.position = self.positions[length]
        return taken

    def draw(self, chance: ChanceProvider) -> list[Happening]:
        """Answer the pending chance node from ``chance`` and apply the answer."""
        node = self.position.chance_node()
        if node is None:
            raise ValueError(f"no chance node: the position waits for {self.position.phase.value}")
        return self.apply(node.answer(chance.draw(node)))

    def position_ranking(self) -> tuple[tuple[int, int], ...]:
        """Each seat with its place, as it stands now (final once the game is over)."""
        return ranking(self.position)

    @classmethod
    def replay(cls, setup: Setup, commands: list[Command]) -> Game:
        game = cls(setup)
        for command in commands:
            game.apply(command)
        return game
