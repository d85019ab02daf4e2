"""A game's statistics per seat and for the whole table, from its setup and commands.

A game *is* its setup and commands (:mod:`core.game`), so the statistics of a saved and reopened
game, of a record (``madn stats``) and of the running game in the app are the same. Counted:

* ``rolls``: every roll in play, as :mod:`core.seat_stats` counts them for the ranking (the same
  numbers); the roll-off that decides who begins is not play and is not counted (its rolls do not
  count on event mode's pip counter either);
* ``dice``: the faces shown, per kind of die (``d4``, ``d6``, ``d10``: the dice in use when the
  roll was made), both dice of a two-dice roll each as a face of its kind; per kind a
  chi-square test against equal faces (:mod:`core.stats.chi_square`), in plain words by
  :func:`core.stats.verdict.verdict`;
* ``sixes`` (every die that showed 6, whatever its kind), ``captures_given`` and
  ``captures_suffered`` (as :mod:`core.seat_stats`: a figure sent home by the train, an event or
  a penalty is no capture), ``passes`` (every roll that could not be played: each failed try of
  three counts);
* ``selection``: the selection effect that makes honest dice look rigged (:class:`SixesShare`):
  the share of sixes among all rolls of one six-sided die, and among those that were followed by
  a move (a six can nearly always move, most other rolls of a seat with no figure out cannot);
* ``events`` (event mode): the wheel's events drawn for each seat (the seat that triggered them);
  ``train_hits``: the seat's figures the train sent home (scheduled and special trains);
* ``race``: each seat's standing over the table rounds (:mod:`core.stats.race`).
"""

from __future__ import annotations

from core.engine import apply
from core.event.wheel import Event
from core.game import Game
from core.happenings import (
    Happening,
    Moved,
    Passed,
    PenaltyApplied,
    Rolled,
    TrainPassed,
    WheelDrawn,
)
from core.record import Record
from core.seat_stats import tally
from core.stats.chi_square import chi_square, chi_square_p
from core.stats.race import RaceCounter, RaceLine
from core.stats.verdict import Verdict, verdict
from core.value_types import dataclass

EventCounts = tuple[tuple[Event, int], ...]


@dataclass(frozen=True, slots=True)
class DiceTest:
    """The faces one kind of die showed: ``faces[i]`` how often face ``i + 1``; ``chi2`` against
    equal faces and ``p`` its upper tail with ``sides - 1`` degrees of freedom."""

    sides: int
    faces: tuple[int, ...]
    chi2: float
    p: float

    @property
    def kind(self) -> str:
        """``"d4"``, ``"d6"`` or ``"d10"``."""
        return f"d{self.sides}"

    @property
    def dice(self) -> int:
        """How many dice of this kind were thrown (a two-dice roll: two)."""
        return sum(self.faces)

    def verdict(self) -> Verdict:
        """The test in plain words; "too few" when fewer than 5 dice per face are expected
        (the chi-square test does not hold then)."""
        return verdict(self.p, self.dice / self.sides, self.sides)


def dice_test(faces: tuple[int, ...]) -> DiceTest:
    """The chi-square test of a die's face counts (``faces[i]``: face ``i + 1``)."""
    chi2 = chi_square(faces)
    return DiceTest(len(faces), faces, chi2, chi_square_p(chi2, len(faces) - 1))


@dataclass(frozen=True, slots=True)
class SixesShare:
    """Rolls of one six-sided die (two-dice rolls and D4/D10 rolls are left out): how many, how
    many sixes, and the same for those followed by a move (not passed, not void by a penalty)."""

    rolls: int = 0
    sixes: int = 0
    moved: int = 0
    moved_sixes: int = 0

    @property
    def share_all(self) -> float:
        """Sixes among all these rolls (0.0 without rolls)."""
        return self.sixes / self.rolls if self.rolls else 0.0

    @property
    def share_moved(self) -> float:
        """Sixes among the rolls followed by a move (0.0 without such rolls)."""
        return self.moved_sixes / self.moved if self.moved else 0.0

    def __add__(self, other: SixesShare) -> SixesShare:
        return SixesShare(
            self.rolls + other.rolls,
            self.sixes + other.sixes,
            self.moved + other.moved,
            self.moved_sixes + other.moved_sixes,
        )


@dataclass(frozen=True, slots=True)
class SeatStats:
    """One seat's statistics (module docstring); ``dice`` holds the kinds it rolled, fewest
    sides first; ``events`` the events drawn for it, in the wheel's order, each at least once."""

    seat: int
    name: str
    rolls: int
    dice: tuple[DiceTest, ...]
    sixes: int
    captures_given: int
    captures_suffered: int
    passes: int
    selection: SixesShare
    events: EventCounts
    train_hits: int
    race: RaceLine


@dataclass(frozen=True, slots=True)
class Totals:
    """The whole table's figures: the seats' added up, ``dice`` tested over all their faces."""

    rolls: int
    dice: tuple[DiceTest, ...]
    sixes: int
    captures: int
    passes: int
    selection: SixesShare
    events: EventCounts
    train_hits: int


@dataclass(frozen=True, slots=True)
class GameStats:
    """A game's statistics: ``seats`` in seat order, ``total`` for all of them, ``rounds`` the
    table rounds ended, ``over`` whether the game has ended, ``event_mode`` its mode."""

    seats: tuple[SeatStats, ...]
    total: Totals
    rounds: int
    over: bool
    event_mode: bool

    def seat(self, seat: int) -> SeatStats:
        for stats in self.seats:
            if stats.seat == seat:
                return stats
        raise KeyError(f"seat {seat} does not play in this game")


class _Seat:
    """What is counted for one seat while the game is walked."""

    def __init__(self) -> None:
        self.faces: dict[int, list[int]] = {}
        self.passes = 0
        self.rolls = self.sixes = self.moved = self.moved_sixes = 0
        self.waiting: bool | None = None  # a one-D6 roll waiting for its move: was it a six?
        self.events: dict[Event, int] = {}
        self.train_hits = 0

    def rolled(self, sides: int, pips: tuple[int, ...]) -> None:
        row = self.faces.setdefault(sides, [0] * sides)
        for pip in pips:
            row[pip - 1] += 1
        self.waiting = None
        if sides == 6 and len(pips) == 1:
            six = pips[0] == 6
            self.rolls += 1
            self.sixes += six
            self.waiting = six

    def decided(self, moved: bool) -> None:
        if self.waiting is not None and moved:
            self.moved += 1
            self.moved_sixes += self.waiting
        self.waiting = None

    def selection(self) -> SixesShare:
        return SixesShare(self.rolls, self.sixes, self.moved, self.moved_sixes)


def game_stats(game: Game) -> GameStats:
    """The statistics of ``game``, finished or running (module docstring)."""
    seats = game.setup.occupied
    counts = {seat: _Seat() for seat in seats}
    race = RaceCounter(game.positions[0], seats)
    everything: list[Happening] = []
    for index, command in enumerate(game.commands):
        before = game.positions[index]
        _, happenings = apply(before, command)
        for happening in happenings:
            _count(happening, counts, before.dice.sides)
            race.see(happening)
        race.command_done(game.positions[index + 1])
        everything += happenings
    tallies = tally(everything, seats)
    lines = {line.seat: line for line in race.lines(game.position)}
    rows = tuple(
        SeatStats(
            seat,
            game.setup.name(seat),
            tallies[seat].rolls,
            _tests(counts[seat].faces),
            tallies[seat].sixes,
            tallies[seat].captures,
            tallies[seat].captured,
            counts[seat].passes,
            counts[seat].selection(),
            _in_wheel_order(counts[seat].events),
            counts[seat].train_hits,
            lines[seat],
        )
        for seat in seats
    )
    return GameStats(rows, _totals(rows), race.rounds, game.over, game.setup.rules.event_mode)


def record_stats(record: Record) -> GameStats:
    """The statistics of the game a record holds (:class:`core.record.RecordError` if its
    commands do not replay)."""
    return game_stats(record.replay())


def _count(happening: Happening, counts: dict[int, _Seat], sides: int) -> None:
    if isinstance(happening, Rolled):
        seat = counts.get(happening.seat)
        if seat is not None:
            seat.rolled(sides, happening.pips)
    elif isinstance(happening, Moved | Passed | PenaltyApplied):
        seat = counts.get(happening.seat)
        if seat is None:
            return
        if isinstance(happening, Passed):
            seat.passes += 1
            seat.decided(moved=False)
        elif isinstance(happening, Moved):
            seat.decided(moved=True)
        elif happening.void:
            seat.decided(moved=False)
    elif isinstance(happening, WheelDrawn):
        seat = counts.get(happening.seat)
        if seat is not None:
            seat.events[happening.event] = seat.events.get(happening.event, 0) + 1
    elif isinstance(happening, TrainPassed):
        for hit_seat, _, _ in happening.hits:
            seat = counts.get(hit_seat)
            if seat is not None:
                seat.train_hits += 1


def _tests(faces: dict[int, list[int]]) -> tuple[DiceTest, ...]:
    return tuple(dice_test(tuple(faces[sides])) for sides in sorted(faces))


def _in_wheel_order(events: dict[Event, int]) -> EventCounts:
    return tuple((event, events[event]) for event in Event if events.get(event))


def _totals(rows: tuple[SeatStats, ...]) -> Totals:
    faces: dict[int, list[int]] = {}
    events: dict[Event, int] = {}
    selection = SixesShare()
    for row in rows:
        for test in row.dice:
            total = faces.setdefault(test.sides, [0] * test.sides)
            for face, count in enumerate(test.faces):
                total[face] += count
        for event, count in row.events:
            events[event] = events.get(event, 0) + count
        selection = selection + row.selection
    return Totals(
        sum(row.rolls for row in rows),
        _tests(faces),
        sum(row.sixes for row in rows),
        sum(row.captures_given for row in rows),
        sum(row.passes for row in rows),
        selection,
        _in_wheel_order(events),
        sum(row.train_hits for row in rows),
    )
