"""What one event's case in the main window is and how it runs, for test_app_event_each.py and
test_app_event_railway.py: the keys, the seats and the written position's tail, the wheel at
rest (:class:`Stop`), a case as it runs (:class:`Run`) and as it is written (:class:`Case`), and
the checks every case uses: figures at home on screen, a line of the move log, keys pressed once
a person may act.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from core.board import HOUSE
from core.chance import ChanceKind
from core.event.construction import Paths
from core.event.wheel import FIRST_SLICE, SLICES, Event
from core.position import Position
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.window.event_support import (
    ScriptThenSeed,
    close,
    figure_on_screen,
    house_spot,
    position_of,
    press,
    wait_after,
    wait_person,
)

SPACE, ENTER, TAB = Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Tab
FOUR = "human:Anna,human:Ben,normal:Carla,normal:Dario"  # Ben moves after Anna
TWO = "human:Anna,empty,human:Carla"  # Carla opposite Anna: her turn comes next
PATHS = Paths(21, 38)  # the construction pair on the board at the start
NEW_PATHS = Paths(12, 27)  # the pair a construction event draws
TAIL = f"rules=fc,ev open=0 paths={PATHS.shortcut}:{PATHS.detour}"
RAIL_TAIL = f"rules=fc,rw,ev train=3 open=0 paths={PATHS.shortcut}:{PATHS.detour}"
STAR = 7  # Anna's figure on 4 reaches this star field with a 3


@dataclass(frozen=True)
class Stop:
    """The wheel at rest: the event under its pointer (``None`` on the rocket's target wheel),
    the segment it stopped on, how many segments it has, and its angle."""

    event: Event | None
    index: int | None
    segments: int
    angle: float


@dataclass
class Run:
    """A case as it runs: the window, its chance, and what was seen on the way."""

    qtbot: QtBot
    window: MainWindow
    chance: ScriptThenSeed
    before: Position  # the position where Anna confirms the event
    confirmed: int = 0  # the number of the command that confirmed it
    spots: dict[tuple[int, int], QPointF | None] = field(default_factory=dict)  # on screen then
    wheel_stops: list[Stop] = field(default_factory=list)  # every time the wheel came to rest

    @property
    def now(self) -> Position:
        position = self.window.controller.position
        assert position is not None
        return position

    def log(self) -> list[str]:
        return self.window.move_log.lines()

    def commands(self) -> int:
        return len(self.window.controller.commands)

    def settle(self) -> None:
        """Wait until the event has been shown and a person is asked again."""
        wait_after(self.qtbot, self.window, self.confirmed)


Answer = Callable[[Run], None]
Check = Callable[[Run], None]


def nothing(run: Run) -> None:
    """The event asks nothing more of Anna once she has confirmed it."""


@dataclass(frozen=True)
class Case:
    """One event's case: the seats, the figures (``f=`` of the notation), how the wheel is
    reached, the dice and draws, what Anna answers after confirming, and what is checked."""

    event: Event
    seats: str
    figures: str
    counter: bool  # the pip counter turns the wheel (else Anna's move ends on the star field)
    check: Check
    answer: Answer = nothing
    dice: tuple[int, ...] = (3,)
    draws: Mapping[ChanceKind, tuple[int, ...]] = field(default_factory=dict)
    railway: bool = False
    slice_share: float = 0.5  # where in the event's slices the draw lies (0: its first)

    @property
    def slice_number(self) -> int:
        count = SLICES[self.event]
        return FIRST_SLICE[self.event] + min(count - 1, int(self.slice_share * count))

    def position(self) -> Position:
        tail = RAIL_TAIL if self.railway else TAIL
        counters = " ctr=30,0,0,0" if self.counter else ""
        return position_of(f"f={self.figures} turn=0 phase=roll rolls=1 {tail}{counters}")


# --- what every case checks --------------------------------------------------------------------


def assert_home(run: Run, *figures: tuple[int, int]) -> None:
    """The figures are in their houses: in the controller's position and drawn there."""
    for seat, figure in figures:
        assert run.now.figures[seat][figure] == HOUSE, (seat, figure)
        spot = house_spot(run.window.board, run.now, seat, figure)
        assert close(figure_on_screen(run.window.board, seat, figure), spot), (seat, figure)
        before = run.spots.get((seat, figure))
        assert before is not None and not close(before, spot), (seat, figure)  # it moved there


def logged(run: Run, *parts: str) -> str:
    """The log's line that has every one of ``parts``."""
    for line in run.log():
        if all(part in line for part in parts):
            return line
    raise AssertionError(f"no log line with {parts}: {run.log()[-8:]}")


def play_on(run: Run, *keys: Qt.Key) -> None:
    """Press each key once a person may act, waiting for its command each time."""
    for key in keys:
        wait_person(run.qtbot, run.window)
        commands = run.commands()
        press(run.qtbot, run.window, key)
        wait_after(run.qtbot, run.window, commands)
