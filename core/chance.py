"""Chance as explicit nodes (the OpenSpiel way): what a position waits for when no seat decides.

A position at a chance node says its :class:`ChanceNode`: the kind of draw (the die of the current
dice, the railway's interval, and in event mode the wheel and its picks) and the range of each
value. Whoever provides chance answers it with values in that range, without knowing which rule
asked: the seeded generator offline (:class:`SeededChance`), a script in tests
(:class:`ScriptedChance`), commit-reveal randomness between LAN peers. The answer is a command
like any move (:class:`Roll` for the die, :class:`Draw` for everything else), so a game's command
list holds every draw and replays without a generator, and no draw exists before it is answered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Final, Protocol

from core.rng import Rng
from core.value_types import dataclass


@dataclass(frozen=True, slots=True)
class Dice:
    """The dice a roll is made with: ``count`` dice of ``sides`` faces (1..sides each)."""

    sides: int = 6
    count: int = 1

    def __str__(self) -> str:
        return f"d{self.sides}" + (f"x{self.count}" if self.count != 1 else "")


D6: Final = Dice()


class ChanceKind(Enum):
    """What a chance node draws; the value is also the record's token letter's meaning."""

    DIE = "die"  # the pips of a roll: ``count`` values in 1..sides
    TRAIN = "train"  # table rounds until the train passes: 2..5
    WHEEL = "wheel"  # event mode: the wheel of fortune's slice, 0..599
    TARGET = "target"  # a rocket's target, by its place among the possible targets
    PLACE = "place"  # a new distribution: the next ring figure's field among the free ones
    PATHS = "paths"  # a construction: the new pair, by its place in core.event.construction.PAIRS
    SECOND = "second"  # a second die: for 1 or 2 own turns


@dataclass(frozen=True, slots=True)
class ChanceNode:
    """A draw the position waits for: ``count`` independent uniform values in ``low..high``."""

    kind: ChanceKind
    low: int
    high: int
    count: int = 1

    @property
    def outcomes(self) -> int:
        """How many values each draw can take."""
        return self.high - self.low + 1

    def answer(self, values: Sequence[int]) -> ChanceCommand:
        """The command that answers this node with ``values`` (checked by the engine)."""
        if self.kind is ChanceKind.DIE:
            return Roll(tuple(values))
        if len(values) != 1:
            raise ValueError(f"a {self.kind.value} draw is one value, not {list(values)}")
        return Draw(self.kind, values[0])


@dataclass(frozen=True, slots=True)
class Roll:
    """A roll of the die (or dice): the pips as they fell."""

    pips: tuple[int, ...]

    @staticmethod
    def of(*pips: int) -> Roll:
        return Roll(tuple(pips))


@dataclass(frozen=True, slots=True)
class Draw:
    """The answer to any chance node but the die: its kind and the value drawn."""

    kind: ChanceKind
    value: int


ChanceCommand = Roll | Draw


class ChanceProvider(Protocol):
    """Answers chance nodes: one value per draw of the node, each in ``node.low..node.high``."""

    def draw(self, node: ChanceNode) -> tuple[int, ...]: ...


class SeededChance:
    """Chance drawn from one seeded :class:`~core.rng.Rng` (offline games, simulations)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def draw(self, node: ChanceNode) -> tuple[int, ...]:
        rng, low, high = self.rng, node.low, node.high
        if node.count == 1:
            return (rng.between(low, high),)
        return tuple(rng.between(low, high) for _ in range(node.count))


class ScriptedChance:
    """Chance from fixed lists (tests, bug reports): ``dice`` for the die, ``others`` per kind.

    A node whose list has run out raises ``IndexError``.
    """

    def __init__(
        self, dice: Sequence[int] = (), others: Mapping[ChanceKind, Sequence[int]] | None = None
    ) -> None:
        self._values: dict[ChanceKind, list[int]] = {kind: [] for kind in ChanceKind}
        self._values[ChanceKind.DIE] = list(dice)
        for kind, values in (others or {}).items():
            self._values[kind] = list(values)
        self._next: dict[ChanceKind, int] = dict.fromkeys(ChanceKind, 0)

    def draw(self, node: ChanceNode) -> tuple[int, ...]:
        values = self._values[node.kind]
        start = self._next[node.kind]
        if start + node.count > len(values):
            raise IndexError(f"the scripted {node.kind.value} values have run out")
        self._next[node.kind] = start + node.count
        return tuple(values[start : start + node.count])
