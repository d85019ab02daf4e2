"""A small, fully specified random source: the same seed gives the same numbers everywhere.

The game never touches Python's global ``random``: dice, AI choices and event draws come from an
:class:`Rng` that is seeded explicitly and can be saved as one integer. The generator is
SplitMix64, whose output is defined by 64-bit integer arithmetic alone, so every platform and every
Python version agrees bit for bit (LAN lockstep and replays rest on that).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
# Per bound n: the largest multiple of n that 64 bits hold; draws at or above it are redrawn.
_LIMITS: dict[int, int] = {}

T = TypeVar("T")


class Rng:
    """SplitMix64 with unbiased bounded draws."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS.get(n)
        if limit is None:
            limit = _LIMITS.setdefault(n, (1 << 64) - ((1 << 64) % n))
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def between(self, low: int, high: int) -> int:
        """A uniform integer in ``low..high`` inclusive."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]
