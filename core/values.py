"""Small immutable value types that are cheap to make: the engine makes millions of them.

``@value`` turns a class into a slotted dataclass with field-wise equality and hash. The type
checker treats it as frozen (``dataclass_transform(frozen_default=True)``): assigning to a field is
an error under ``mypy --strict``. At run time the class is not frozen, because a frozen dataclass
sets every field through ``object.__setattr__`` and is five times slower to create (1.3 µs against
0.28 µs for a move of seven fields, measured on the development machine); moves, commands and
happenings are made on every step of every game the AI and the simulator play.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def value(cls: type[T]) -> type[T]:
    """Make ``cls`` a slotted dataclass that compares and hashes by its fields."""
    return dataclass(slots=True, unsafe_hash=True)(cls)
