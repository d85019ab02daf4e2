"""The engine players by name: the random player and the AI levels (docs/ai.md).

``madn simulate --players``, ``madn watch``, the New game dialog, the table and the LAN host name
the same players through :func:`make_player`. The registry lives with the AI, which owns the
levels; :mod:`core.players` below it holds only the interface every player shares and the random
player. Importing this module imports every level, so a broken AI module fails here, loudly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from core.ai.base import AiPlayer
from core.ai.easy import EasyPlayer
from core.ai.normal import NormalPlayer
from core.ai.strong import StrongPlayer
from core.players import Player, RandomPlayer

PlayerFactory = Callable[[int], Player]

LEVELS: Final[dict[str, type[AiPlayer]]] = {
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "strong": StrongPlayer,
}
_FACTORIES: Final[dict[str, PlayerFactory]] = {"random": RandomPlayer, **LEVELS}


def player_names() -> list[str]:
    """The names of every engine player, sorted."""
    return sorted(_FACTORIES)


def make_player(name: str, seed: int) -> Player:
    """The engine player called ``name``, seeded; ``ValueError`` for an unknown name."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        known = ", ".join(sorted(_FACTORIES))
        raise ValueError(f"unknown player {name!r} (known: {known})") from None
    return factory(seed)
