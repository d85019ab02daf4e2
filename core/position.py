"""The position: everything the rules need to know about a game at one moment.

A :class:`Position` is an immutable value. Commands turn one position into the next
(:mod:`core.engine`); the same position always gives the same legal moves, notation and hash.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from core.board import GOAL_START, HOUSE, SEAT_COUNT
from core.rules import Rules


class Phase(Enum):
    """What the position waits for."""

    ROLL_OFF = "rolloff"  # the contenders roll once each to find the first player
    ROLL = "roll"  # the player to move rolls
    MOVE = "move"  # the player to move chooses one of the legal moves for the pending roll
    OVER = "over"  # the game has ended


@dataclass(frozen=True, slots=True)
class Position:
    """A game position.

    ``figures[s]`` holds the progress of each figure of seat ``s`` (empty for a seat without a
    player); ``goal_sizes[s]`` the length of its goal lane. ``rolls_left`` counts the rolls still
    to come in the current series after the pending one (phase MOVE) or including the next one
    (phase ROLL).
    """

    rules: Rules
    seats: tuple[int, ...]
    figures: tuple[tuple[int, ...], ...]
    goal_sizes: tuple[int, ...]
    turn: int
    phase: Phase
    pips: tuple[int, ...] = ()
    rolls_left: int = 1
    finished: tuple[int, ...] = ()
    contenders: tuple[int, ...] = ()
    roll_off_pips: tuple[int, ...] = ()
    _hash: int = field(default=0, init=False, compare=False, repr=False)

    # --- derived facts -------------------------------------------------------------------

    @property
    def die(self) -> int:
        """Sum of the pending roll's pips (0 when nothing is pending)."""
        return sum(self.pips)

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats still playing: in the game and not yet finished."""
        return tuple(s for s in self.seats if s not in self.finished)

    def goal_size(self, seat: int) -> int:
        return self.goal_sizes[seat]

    def last_progress(self, seat: int) -> int:
        """Progress of the seat's innermost goal field."""
        return GOAL_START + self.goal_sizes[seat] - 1

    def in_goal(self, seat: int) -> int:
        return sum(1 for p in self.figures[seat] if p >= GOAL_START)

    def has_won(self, seat: int) -> bool:
        figures = self.figures[seat]
        return bool(figures) and all(p >= GOAL_START for p in figures)

    def next_seat(self, after: int) -> int:
        """The next active seat clockwise after ``after``."""
        active = self.active_seats
        for step in range(1, SEAT_COUNT + 1):
            seat = (after + step) % SEAT_COUNT
            if seat in active:
                return seat
        return after

    def with_figure(self, seat: int, figure: int, progress: int) -> Position:
        row = list(self.figures[seat])
        row[figure] = progress
        table = list(self.figures)
        table[seat] = tuple(row)
        return replace(self, figures=tuple(table))

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(),
            "seats": list(self.seats),
            "figures": {str(s): list(self.figures[s]) for s in self.seats},
            "goal_sizes": {str(s): self.goal_sizes[s] for s in self.seats},
            "turn": self.turn,
            "phase": self.phase.value,
            "pips": list(self.pips),
            "rolls_left": self.rolls_left,
            "finished": list(self.finished),
        }

    def state_hash(self) -> int:
        """A 64-bit hash of the position, equal in every process and on every platform.

        It is taken over the position notation, so two positions with the same notation hash
        alike; Python's own ``hash()`` is salted per process and never used for this.
        """
        if self._hash == 0:
            from core.notation import format_position

            digest = hashlib.sha256(format_position(self).encode("utf-8")).digest()
            object.__setattr__(self, "_hash", int.from_bytes(digest[:8], "big") or 1)
        return self._hash


def initial_position(rules: Rules, seats: tuple[int, ...], first: int | None = None) -> Position:
    """The position before the first roll.

    ``seats`` are the occupied seats (2 to 4; two players sit opposite). ``first`` is the first
    player when the rules do not ask for a roll-off (default: the lowest seat).
    """
    check_seats(seats)
    start = (HOUSE,) * rules.figures
    if rules.one_figure_out:
        start = (0, *start[1:])
    figures = tuple(start if s in seats else () for s in range(SEAT_COUNT))
    goal_sizes = tuple(rules.figures if s in seats else 0 for s in range(SEAT_COUNT))
    ordered = tuple(sorted(seats))
    if rules.roll_off:
        return Position(
            rules=rules,
            seats=ordered,
            figures=figures,
            goal_sizes=goal_sizes,
            turn=ordered[0],
            phase=Phase.ROLL_OFF,
            contenders=ordered,
        )
    if first is None:
        first = ordered[0]
    if first not in ordered:
        raise ValueError(f"first player {first} is not one of the seats {ordered}")
    base = Position(rules, ordered, figures, goal_sizes, first, Phase.ROLL)
    from core.moves import rolls_allowed

    return replace(base, rolls_left=rolls_allowed(base, first))


def check_seats(seats: tuple[int, ...]) -> None:
    """Raise ``ValueError`` unless ``seats`` is a valid set of 2 to 4 occupied seats."""
    if len(set(seats)) != len(seats) or any(not 0 <= s < SEAT_COUNT for s in seats):
        raise ValueError(f"seats must be distinct numbers 0..3, not {list(seats)}")
    if not 2 <= len(seats) <= SEAT_COUNT:
        raise ValueError(f"a game needs 2 to 4 players, not {len(seats)}")
    if len(seats) == 2 and (seats[0] - seats[1]) % 2 != 0:
        raise ValueError("two players sit opposite: seats 0 and 2, or 1 and 3")
