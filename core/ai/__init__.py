"""The AI levels ``easy``, ``normal`` and ``strong``, registered as engine players on import.

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
from core.ai.strong import StrongPlayer, warm_up
from core.players import register_player

LEVELS: dict[str, type[AiPlayer]] = {
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "strong": StrongPlayer,
}

for _name, _cls in LEVELS.items():
    register_player(_name, _cls)

__all__ = [
    "LEVELS",
    "AiPlayer",
    "Cancel",
    "EasyPlayer",
    "NormalPlayer",
    "StrongPlayer",
    "warm_up",
]
