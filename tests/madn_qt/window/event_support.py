"""Helpers for the event-mode app tests: a window's game started from a written position, chance
that follows a script and then a seed, keys pressed where the focus is, waits for a person's
decision, and what the board shows (its picture against a position, the wheel at rest)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from core.board import HOUSE
from core.chance import ChanceKind, ChanceNode, SeededChance
from core.event.wheel import event_of
from core.game import Game
from core.layout import figure_cell
from core.notation import parse_position
from core.position import Position
from core.setup import Setup
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.board.marks import BoardMarks, board_marks
from madn_qt.board.meshes import PAWN_PICK_HEIGHT
from madn_qt.board.scenery import FIELD_RELIEF
from madn_qt.files.saved_game import OpenedGame
from madn_qt.play.controller import PERSON_STAGES, Stage
from madn_qt.wheel import WheelOfFortune, stop_angle
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config
from tests.madn_qt.wheel_support import event_under_pointer, result_event


class ScriptThenSeed:
    """Chance from a script first (``dice`` for the die, ``others`` per kind), then from a seed
    once a kind's script has run out: a case is exact where it matters and the game can still
    go on after it. ``drawn`` keeps every draw, ``script_left`` what the script still holds."""

    def __init__(
        self,
        dice: Sequence[int] = (),
        others: Mapping[ChanceKind, Sequence[int]] | None = None,
        seed: int = 1,
    ) -> None:
        self._script: dict[ChanceKind, list[int]] = {kind: [] for kind in ChanceKind}
        self._script[ChanceKind.DIE] = list(dice)
        for kind, values in (others or {}).items():
            self._script[kind] = list(values)
        self._seeded = SeededChance(seed)
        self.drawn: list[tuple[ChanceKind, tuple[int, ...]]] = []

    def draw(self, node: ChanceNode) -> tuple[int, ...]:
        script = self._script[node.kind]
        if len(script) >= node.count:
            values = tuple(script[: node.count])
            del script[: node.count]
            for value in values:
                assert node.low <= value <= node.high, (node, value)
        else:
            values = self._seeded.draw(node)
        self.drawn.append((node.kind, values))
        return values

    def script_left(self) -> dict[ChanceKind, list[int]]:
        return {kind: list(values) for kind, values in self._script.items() if values}


def position_of(text: str) -> Position:
    """A position from its notation (docs/notation.md), the ``MADN1`` tag added."""
    return parse_position(text if text.startswith("MADN1") else "MADN1 " + text)


def start_at(
    window: MainWindow, spec: str, position: Position, chance: ScriptThenSeed, seed: int = 7
) -> Setup:
    """The window plays on from ``position`` with the seats of ``spec`` (``--players``), as it
    opens a saved game (``show_opened_game``: the window's own path to a game in progress)."""
    setup = config(spec, position.rules)
    assert setup.occupied == position.seats, (setup.occupied, position.seats)
    game = Game(setup)
    # A Game always begins at its setup's first position; a game in progress is its position
    # and the history that led there, which a test writes instead of playing it.
    game.position = position
    game.positions = [position]
    window.show_opened_game(OpenedGame(setup, game, []), seed=seed, chance=chance)
    return setup


def focus(window: MainWindow) -> QWidget:
    """Where a key goes now: the focused widget, or the window."""
    widget = QApplication.focusWidget()
    return widget if widget is not None else window


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    """A real key press on the focused widget."""
    qtbot.keyClick(focus(window), key)


def person_waits(window: MainWindow) -> bool:
    """A person at this computer is asked and may answer now, or the game is over."""
    c = window.controller
    return c.stage is Stage.OVER or (c.stage in PERSON_STAGES and c.accepts_input())


def wait_person(qtbot: QtBot, window: MainWindow, timeout: int = 15000) -> Stage:
    qtbot.waitUntil(lambda: person_waits(window), timeout=timeout)
    return window.controller.stage


def wait_after(qtbot: QtBot, window: MainWindow, commands: int, timeout: int = 15000) -> Stage:
    """Wait until the game has gone past ``commands`` commands and a person is asked again (or
    the game is over): every animation on the way has ended."""
    c = window.controller
    qtbot.waitUntil(lambda: len(c.commands) > commands and person_waits(window), timeout=timeout)
    return c.stage


# --- the wheel ---------------------------------------------------------------------------------


def assert_wheel_rests_on(wheel: WheelOfFortune, slice_number: int) -> int:
    """The wheel rests where a spin to ``slice_number`` stops, ``stop_angle(slice, turns)`` for
    whole ``turns``, with the slice's event under the pointer; the turns it made."""
    event = event_of(slice_number)
    assert not wheel.is_spinning()
    turns = round((wheel.angle() - stop_angle(slice_number, 0)) / 360.0)
    assert turns >= 0
    assert abs(wheel.angle() - stop_angle(slice_number, turns)) < 1e-6, (wheel.angle(), turns)
    assert event_under_pointer(wheel) is event
    assert result_event(wheel) is event
    return turns


# --- the board ---------------------------------------------------------------------------------


def is_flat(board: QWidget) -> bool:
    return isinstance(board, FlatBoardView)


def shown_position(board: QWidget) -> Position | None:
    """The position the board shows."""
    position = board.shown_position()  # type: ignore[attr-defined]
    assert position is None or isinstance(position, Position)
    return position


def shown_marks(board: QWidget) -> BoardMarks:
    """The marks the board paints."""
    marks = board.marks()  # type: ignore[attr-defined]
    assert isinstance(marks, BoardMarks)
    return marks


def dice_shown(board: QWidget) -> tuple[int, tuple[int, ...]]:
    """The dice on the board: their sides and the values they show (both boards say it)."""
    shown = board.dice_shown()  # type: ignore[attr-defined]
    sides, values = shown
    return int(sides), tuple(int(v) for v in values)


def figure_on_screen(board: QWidget, seat: int, figure: int) -> QPointF | None:
    point = board.figure_screen_pos(seat, figure)  # type: ignore[attr-defined]
    assert point is None or isinstance(point, QPointF)
    return point


def expected_spots(board: QWidget, position: Position) -> dict[tuple[int, int], QPointF]:
    """Where ``board`` draws each figure of ``position``, from public reads only: the 3D
    board's projection of the figure's cell (``board_screen_pos``, at the height
    ``figure_screen_pos`` names), the flat board's through a second flat board of the same size
    and turn showing ``position``."""
    spots: dict[tuple[int, int], QPointF] = {}
    reference: FlatBoardView | None = None
    if is_flat(board):
        reference = FlatBoardView()
        reference.resize(board.size())
        reference.set_home_seat(board.home_seat())  # type: ignore[attr-defined]
        reference.set_position(position)
    for seat in position.seats:
        size = max(position.goal_sizes[seat], 1)
        for figure, progress in enumerate(position.figures[seat]):
            if reference is not None:
                point = reference.figure_screen_pos(seat, figure)
            else:
                x, y = figure_cell(seat, figure, progress, size)
                board_point: Any = board.board_screen_pos  # type: ignore[attr-defined]
                point = board_point(x, y, FIELD_RELIEF + PAWN_PICK_HEIGHT)
            assert point is not None
            spots[(seat, figure)] = point
    if reference is not None:
        reference.deleteLater()
    return spots


def close(a: QPointF | None, b: QPointF | None, tolerance: float = 0.5) -> bool:
    if a is None or b is None:
        return a is b
    return abs(a.x() - b.x()) <= tolerance and abs(a.y() - b.y()) <= tolerance


def assert_board_shows(board: QWidget, position: Position, exact: bool = True) -> None:
    """The board at rest shows ``position``: the position it holds (``exact``; else its figures
    and goal lanes: a wheel's draw is shown by the wheel, and the board keeps the position from
    before it until the next command), every figure drawn on the cell of its progress (and a
    seat's missing figures nowhere), the marks of the position."""
    assert not board.is_animating()  # type: ignore[attr-defined]
    shown = shown_position(board)
    assert shown is not None
    if exact:
        assert shown == position
    else:
        assert (shown.figures, shown.goal_sizes) == (position.figures, position.goal_sizes)
    for (seat, figure), spot in expected_spots(board, position).items():
        drawn = figure_on_screen(board, seat, figure)
        assert close(drawn, spot), (seat, figure, position.figures[seat][figure], drawn, spot)
    for seat in position.seats:
        count = len(position.figures[seat])
        assert figure_on_screen(board, seat, count) is None  # no figure beyond the row
    # (The ring numbers a focused figure button shows are the view's, tests/madn_qt/
    # test_field_numbers.py: not the position's.)
    marks = replace(shown_marks(board), named=())
    assert marks == board_marks(position), (marks, board_marks(position))


def house_spot(board: QWidget, position: Position, seat: int, figure: int) -> QPointF:
    """Where ``board`` draws ``seat``'s ``figure`` standing in its house."""
    table = [list(row) for row in position.figures]
    table[seat][figure] = HOUSE
    at_home = position.but(figures=tuple(tuple(row) for row in table))
    return expected_spots(board, at_home)[(seat, figure)]
