"""Happenings: what happened at the table, in the order it happened, for the UI to show.

A :data:`Happening` is a plain immutable value. The engine returns a list of them for every
command; the app turns them into animation, sound and move-log lines, and the network layer can
echo them for checking. (They are not called events: in this game an *event* is what event
mode's wheel of fortune draws.)
"""

from __future__ import annotations

from core.event.wheel import Event
from core.moves import Duty
from core.value_types import dataclass


@dataclass(frozen=True, slots=True)
class RollOffRolled:
    seat: int
    pips: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RollOffTie:
    """The best roll-off roll was shared: these seats roll again."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int
    rolls: int  # rolls this series allows: 1, or 3 tries for a 6


@dataclass(frozen=True, slots=True)
class Rolled:
    seat: int
    pips: tuple[int, ...]
    rolls_left: int  # further rolls in this series if this one cannot be played

    @property
    def value(self) -> int:
        return sum(self.pips)


@dataclass(frozen=True, slots=True)
class Moved:
    seat: int
    figure: int
    start: int  # progress before (-1 house)
    target: int  # progress after
    route: tuple[int, ...] = ()  # every progress value passed through, start and target included
    paths: tuple[str, ...] = ()  # the kinds of the special paths taken, in order


@dataclass(frozen=True, slots=True)
class Captured:
    seat: int  # the victim's seat
    figure: int
    start: int  # the victim's progress before going home
    by_seat: int
    by_figure: int
    field: int  # absolute ring field where it happened


@dataclass(frozen=True, slots=True)
class Passed:
    """The player had no legal move for this roll."""

    seat: int
    tries_left: int


@dataclass(frozen=True, slots=True)
class PenaltyApplied:
    """The player broke a duty (penalties option): what the original sheet says happens.

    ``figure`` is the figure sent home (clear start, capture) or the figure whose move was void
    (bring out, a pass while a move existed: ``-1``); ``void`` says the move was undone.
    """

    seat: int
    duty: Duty
    figure: int
    void: bool


@dataclass(frozen=True, slots=True)
class RollAgain:
    """A played 6: the same player rolls again."""

    seat: int
    rolls: int


@dataclass(frozen=True, slots=True)
class TrainScheduled:
    """The railway's next interval was drawn: the train passes after ``rounds`` table rounds."""

    rounds: int


@dataclass(frozen=True, slots=True)
class TrainComing:
    """The last table round before the train has begun: it passes when this round ends."""


@dataclass(frozen=True, slots=True)
class TrainPassed:
    """The train crossed the board; ``hits`` are the figures it sent home as
    ``(seat, figure, progress before)``."""

    hits: tuple[tuple[int, int, int], ...]


@dataclass(frozen=True, slots=True)
class CounterReset:
    """A roll brought the seat's pip counter to ``total`` (32 or more): an event is drawn before
    the move, and the counter returns to 0."""

    seat: int
    total: int


@dataclass(frozen=True, slots=True)
class WheelDrawn:
    """The wheel of fortune stopped on ``event`` (slice ``slice_number`` of 600) for ``seat``;
    ``origin`` is ``"counter"`` or ``"field"``."""

    seat: int
    event: Event
    slice_number: int
    origin: str


@dataclass(frozen=True, slots=True)
class EventApplied:
    """The event took effect. ``moved`` lists every figure it moved as ``(seat, figure, from,
    to)`` in progress values (``-1``: the house; a knocked-out seat's figures leave the board,
    shown as ``-2``); empty when the event had nothing to act on or moves no figure."""

    seat: int
    event: Event
    moved: tuple[tuple[int, int, int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class PathsBuilt:
    """A new pair of construction paths: the shortcut from junction field ``shortcut`` 4 fields
    forward, the detour from ``detour`` 3 fields back (absolute ring fields)."""

    shortcut: int
    detour: int


@dataclass(frozen=True, slots=True)
class DiceChanged:
    """Everyone's die now has ``sides`` faces, for ``rounds`` more table-round ends (0: for good,
    the six-sided die back)."""

    sides: int
    rounds: int


@dataclass(frozen=True, slots=True)
class SecondDie:
    """``seat`` rolls two dice in its next ``turns`` own turns (added up with turns still owed)."""

    seat: int
    turns: int


@dataclass(frozen=True, slots=True)
class SeatKnockedOut:
    """``seat`` left the game; its figures left the board."""

    seat: int


@dataclass(frozen=True, slots=True)
class TurnSkipped:
    """``seat`` sat out a turn (a skip event); ``left`` skips are still owed."""

    seat: int
    left: int


@dataclass(frozen=True, slots=True)
class SeatFinished:
    seat: int
    place: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game has ended; ``ranking`` pairs each seat with its place (shared places repeat)."""

    ranking: tuple[tuple[int, int], ...]

    @property
    def winner(self) -> int:
        return self.ranking[0][0]


Happening = (
    RollOffRolled
    | RollOffTie
    | TurnStarted
    | Rolled
    | Moved
    | Captured
    | Passed
    | PenaltyApplied
    | RollAgain
    | TrainScheduled
    | TrainComing
    | TrainPassed
    | CounterReset
    | WheelDrawn
    | EventApplied
    | PathsBuilt
    | DiceChanged
    | SecondDie
    | SeatKnockedOut
    | TurnSkipped
    | SeatFinished
    | GameOver
)
