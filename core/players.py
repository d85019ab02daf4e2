"""The one interface every kind of player shares: given the position and its actions, choose one.

The UI (a human), the AI levels and a remote peer all sit behind :class:`Player`. Engine players
are created by name through :func:`make_player`, so ``madn simulate --players`` and the new-game
dialog can name the same players.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
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


PlayerFactory = Callable[[int], Player]

_FACTORIES: dict[str, PlayerFactory] = {"random": RandomPlayer}


def register_player(name: str, factory: PlayerFactory) -> None:
    """Make an engine player available by name (the AI levels register themselves)."""
    _FACTORIES[name] = factory


def player_names() -> list[str]:
    _load_ai()
    return sorted(_FACTORIES)


def make_player(name: str, seed: int) -> Player:
    """The engine player called ``name``, seeded; ``ValueError`` for an unknown name."""
    _load_ai()
    try:
        factory = _FACTORIES[name]
    except KeyError:
        known = ", ".join(sorted(_FACTORIES))
        raise ValueError(f"unknown player {name!r} (known: {known})") from None
    return factory(seed)


def _load_ai() -> None:
    with contextlib.suppress(ImportError):
        import core.ai  # noqa: F401  (registers the AI levels)
