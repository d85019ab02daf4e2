"""The AI levels ``easy``, ``normal`` and ``strong``, registered as engine players on import.

See ``docs/ai.md`` for the design, the API (``choose(position, moves, cancel=None)``) and the
measured strength.
"""

from __future__ import annotations

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
