"""A game's figures per seat, for the ranking: rolls, sixes, captures made and suffered.

Derived from the game's happenings, which the commands reproduce exactly (a game *is* its setup
and commands, :mod:`core.game`), so a saved and reopened game tallies the same as the one
played. Counted:

* ``rolls``: the seat's dice rolls in play (:class:`~core.happenings.Rolled`); the roll-off
  that decides who begins is not play and is not counted;
* ``sixes``: the sixes among those rolls, die by die (a roll of two dice may hold two);
* ``captures``: opposing figures the seat sent home (:class:`~core.happenings.Captured`,
  ``by_seat``); a figure sent home by a penalty or by the train is no capture;
* ``captured``: the seat's own figures that others captured.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from core.engine import apply
from core.game import Game
from core.happenings import Captured, Happening, Rolled
from core.value_types import dataclass


@dataclass(frozen=True, slots=True)
class SeatTally:
    rolls: int = 0
    sixes: int = 0
    captures: int = 0
    captured: int = 0


def tally(happenings: Iterable[Happening], seats: Iterable[int]) -> dict[int, SeatTally]:
    """Each of ``seats`` with its figures over ``happenings`` (seats not listed are ignored)."""
    counts = {seat: [0, 0, 0, 0] for seat in seats}
    for happening in happenings:
        if isinstance(happening, Rolled):
            row = counts.get(happening.seat)
            if row is not None:
                row[0] += 1
                row[1] += sum(1 for pips in happening.pips if pips == 6)
        elif isinstance(happening, Captured):
            by = counts.get(happening.by_seat)
            if by is not None:
                by[2] += 1
            victim = counts.get(happening.seat)
            if victim is not None:
                victim[3] += 1
    return {seat: SeatTally(*row) for seat, row in counts.items()}


def game_happenings(game: Game) -> Iterator[Happening]:
    """Everything that happened in ``game``, in order: each command applied again to the
    position it was played in."""
    for position, command in zip(game.positions, game.commands, strict=False):
        _, happenings = apply(position, command)
        yield from happenings


def game_tally(game: Game) -> dict[int, SeatTally]:
    """The figures of every seat that plays in ``game`` (see the module docstring)."""
    return tally(game_happenings(game), game.setup.occupied)
