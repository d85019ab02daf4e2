"""The one interface every kind of player shares: given the position and its actions, choose one.

The UI (a human), the AI levels and a remote peer all sit behind :class:`Player`. Engine players
are made by name in :mod:`core.ai.registry` (``core.ai.make_player``), above this module: the
random player here and the AI levels there.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from core.actions import Action
from core.moves import Move
from core.position import Position
from core.rng import Rng


class Player(Protocol):
    """Chooses one of ``actions`` (never empty; a pass is a move) for ``position``: the moves for
    the pending roll, or in event mode the confirmation of an event or the figures to pick."""

    name: str

    def choose(self, position: Position, actions: Sequence[Action]) -> Action: ...


def keeps_duties(action: Action) -> bool:
    """Whether ``action`` breaks no duty (only moves can, with the penalties option)."""
    return not isinstance(action, Move) or action.breaks is None


class RandomPlayer:
    """Picks uniformly among the actions that break no duty."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, position: Position, actions: Sequence[Action]) -> Action:
        dutiful = [a for a in actions if keeps_duties(a)] or list(actions)
        if len(dutiful) == 1:
            return dutiful[0]
        return dutiful[self.rng.below(len(dutiful))]
