"""Small immutable value types that are cheap to make: the engine makes millions of them.

The value classes of core are written ``@dataclass(frozen=True, slots=True)`` with the
``dataclass`` of this module. The type checker and mypyc see the standard library's decorator
(below ``TYPE_CHECKING``): a frozen, slotted dataclass whose fields cannot be assigned under
``mypy --strict``, and which mypyc compiles as a native dataclass that compares and hashes by its
fields (docs/native.md). At run time the class is not frozen, because a frozen dataclass sets
every field through ``object.__setattr__`` and is five times slower to create (1.3 µs against
0.28 µs for a move of seven fields, measured on the development machine); moves, commands and
happenings are made on every step of every game the AI and the simulator play. Equality and the
hash stay field-wise (``unsafe_hash``: the fields are never assigned after construction).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

T = TypeVar("T")

if TYPE_CHECKING:
    from dataclasses import dataclass
else:

    def dataclass(*, frozen: bool = False, slots: bool = False) -> Callable[[type[T]], type[T]]:
        """``dataclasses.dataclass`` for core's value types: ``frozen`` gives field-wise
        equality and hash without freezing (module docstring)."""
        options: dict[str, Any] = {"slots": slots, "unsafe_hash": frozen}
        return dataclasses.dataclass(**options)


__all__ = ["dataclass"]
