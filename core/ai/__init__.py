"""The AI levels ``easy``, ``normal`` and ``strong``, and the registry of engine players by name
(:func:`make_player`, :func:`player_names`: the levels and the random player).

See ``docs/ai.md`` for the design, the API (``choose(position, moves, cancel=None)``) and the
measured strength.
"""

from __future__ import annotations

import core

if core.NATIVE:  # the compiled AI modules come first (core/__init__.py)
    __path__.insert(0, str(core.NATIVE_DIR / "ai"))

from core.ai.base import AiPlayer, Cancel
from core.ai.easy import EasyPlayer
from core.ai.normal import NormalPlayer
from core.ai.registry import LEVELS, PlayerFactory, make_player, player_names
from core.ai.strong import StrongPlayer, warm_up

__all__ = [
    "LEVELS",
    "AiPlayer",
    "Cancel",
    "EasyPlayer",
    "NormalPlayer",
    "PlayerFactory",
    "StrongPlayer",
    "make_player",
    "player_names",
    "warm_up",
]
