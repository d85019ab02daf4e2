"""Undo and redo in a game without network players (Game ▸ Undo Ctrl+Z, Redo Ctrl+Shift+Z).

A *take-back* goes back to the last decision of a person at this computer — a move, an event's
confirmation or pick — and takes back that decision and everything played after it: the
computers' turns, the dice, the train. The roll before the decision stands: the game waits for
the same person's decision with the same die. Redo plays what was taken back again, command by
command, as it was.

*The dice stand* (:class:`RememberedChance`): every chance answer is remembered by the command
number it was drawn for, and a draw for the same number and the same kind of draw gives the
same answer again. So taking a move back and choosing otherwise cannot fish for better dice or
a kinder wheel, and choosing the same again plays the same game again.

Pure: no Qt. :class:`TakeBacks` keeps what was taken back (for redo) and how many moves were
taken back in all (the record's ``Taken back`` line, the statistics and the history).
"""

from __future__ import annotations

from collections.abc import Callable

from core.actions import Command
from core.chance import ChanceNode, ChanceProvider
from core.game import Game
from core.moves import offered_moves
from core.position import Phase, Position


def is_decision(position: Position) -> bool:
    """Whether the command played at ``position`` was somebody's decision: not chance and not
    the pass the rules leave as the only move (the app plays that by itself)."""
    if position.phase is Phase.OVER or position.chance_node() is not None:
        return False
    if position.phase is Phase.MOVE:
        moves = offered_moves(position)
        if len(moves) == 1 and moves[0].is_pass and moves[0].breaks is None:
            return False
    return True


def last_decision(game: Game, is_person: Callable[[int], bool], before: int | None = None) -> int:
    """The number of the last command before ``before`` (default: all of them) that was a
    decision of a person here (``is_person(seat)``); -1 when there is none."""
    end = len(game.commands) if before is None else before
    for index in range(end - 1, -1, -1):
        position = game.positions[index]
        if is_person(position.turn) and is_decision(position):
            return index
    return -1


class TakeBacks:
    """What was taken back (the redo stack, the last take-back on top) and how many moves were
    taken back in all."""

    def __init__(self, count: int = 0) -> None:
        self.count = count
        self._taken: list[list[Command]] = []

    @property
    def can_redo(self) -> bool:
        return bool(self._taken)

    def take_back(self, game: Game, is_person: Callable[[int], bool]) -> bool:
        """Take back the person's last decision and what followed it; ``False`` (nothing
        changed) when no person decided yet."""
        index = last_decision(game, is_person)
        if index < 0:
            return False
        self._taken.append(game.take_back(index))
        self.count += 1
        return True

    def redo(self) -> list[Command]:
        """The commands of the last take-back, to be played again (the count goes down)."""
        if not self._taken:
            return []
        self.count = max(self.count - 1, 0)
        return self._taken.pop()

    def decided(self) -> None:
        """The person decided anew: what was taken back cannot be redone any more."""
        self._taken.clear()

    def forget(self, count: int = 0) -> None:
        """Another game (``count``: the moves it had taken back so far)."""
        self._taken.clear()
        self.count = count


class RememberedChance:
    """A chance provider that answers a draw for the same command number and kind of draw as it
    did before (see the module's docstring); everything new comes from ``inner``."""

    def __init__(self, inner: ChanceProvider, game: Callable[[], Game]) -> None:
        self.inner = inner
        self._game = game
        self._drawn: dict[int, tuple[ChanceNode, tuple[int, ...]]] = {}

    def draw(self, node: ChanceNode) -> tuple[int, ...]:
        index = len(self._game().commands)
        known = self._drawn.get(index)
        if known is not None and known[0] == node:
            return known[1]
        values = self.inner.draw(node)
        self._drawn[index] = (node, values)
        return values
