"""View ▸ Field numbers (issue 33): the ring's numbers as the log and the buttons name the fields
(texts.field_number), on both boards, remembered in the settings; with the toggle off a focused
figure button still shows the numbers of the fields it names (its figure's field, its target)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core.board import RING_SIZE, ring_field
from core.event.construction import Paths
from core.layout import ring_cell
from core.position import Phase, Position
from madn_qt.board import BoardView
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.board.marks import field_side, turn
from madn_qt.settings import Settings
from madn_qt.texts import field_number
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.board.test_marks import event_position
from tests.madn_qt.board.test_view_marks import _still
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl

START, TARGET = 5, 9  # seat 0's focused figure's progress and its move's target


def _position() -> Position:
    figures = ((START, -1, -1, -1), (-1,) * 4, (-1,) * 4, (-1,) * 4)
    position = event_position(Paths(13, 28))
    return position.but(figures=figures, phase=Phase.MOVE, rolls_left=0, train=3)


def _label_point(field: int) -> tuple[float, float]:
    """Where field ``field``'s number stands: by its outer rim."""
    x, y = ring_cell(field)
    ux, uy = turn(1.0, 0.0, field_side(field))
    return x - ux * 0.27, y - uy * 0.27


def _patch(image: QImage, board: QWidget, field: int) -> np.ndarray:
    """The pixels within 6 of where field ``field``'s number stands."""
    p = board.board_screen_pos(*_label_point(field), 0.0)  # type: ignore[attr-defined]
    x, y = int(p.x()), int(p.y())
    colours = [
        [QColor(image.pixelColor(x + dx, y + dy)) for dx in range(-6, 7)] for dy in range(-6, 7)
    ]
    return np.array([[(c.red(), c.green(), c.blue()) for c in row] for row in colours], dtype=int)


def _changed(before: QImage, after: QImage, board: QWidget, field: int) -> bool:
    """Whether a number appeared (or went): a few pixels round its place changed clearly."""
    diff = np.abs(_patch(before, board, field) - _patch(after, board, field)).sum(axis=2)
    return bool((diff > 90).sum() >= 4)


def test_the_numbers_are_the_texts_numbers() -> None:
    """The board labels absolute field f as f + 1: what texts.field_number says of a figure
    there."""
    for seat in range(4):
        for progress in range(RING_SIZE):
            assert field_number(seat, progress) == ring_field(seat, progress) + 1


# --- the flat board -----------------------------------------------------------------------------


@pytest.fixture
def board(qtbot: QtBot) -> Iterator[FlatBoardView]:
    b = FlatBoardView()
    qtbot.addWidget(b)
    b.resize(760, 760)
    b.set_home_seat(0)
    b.set_position(_position())
    b.show()
    qtbot.waitExposed(b)
    yield b
    b.close()


def test_the_toggle_labels_every_ring_field_on_the_flat_board(board: FlatBoardView) -> None:
    before = board.grab().toImage()
    board.set_field_numbers(True)
    after = board.grab().toImage()
    assert board.marks().numbers
    unlabelled = [f for f in range(RING_SIZE) if not _changed(before, after, board, f)]
    assert unlabelled == []
    board.set_field_numbers(False)
    again = board.grab().toImage()
    assert not any(_changed(before, again, board, f) for f in range(RING_SIZE))


def test_a_focused_button_shows_its_fields_numbers_on_the_flat_board(
    board: FlatBoardView,
) -> None:
    before = board.grab().toImage()
    board.set_focused(0, 0, (0, TARGET))
    after = board.grab().toImage()
    assert board.marks().named == (START, TARGET)
    assert _changed(before, after, board, TARGET)
    assert not any(_changed(before, after, board, f) for f in (15, 22, 30))
    board.set_focused(0, None, None)
    assert board.marks().named == ()


# --- the 3D board -------------------------------------------------------------------------------


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_position(), size=(1000, 760), reduced_motion=True, home_seat=0)


def test_the_toggle_labels_every_ring_field_on_the_3d_board(qtbot: QtBot, view: BoardView) -> None:
    before = _still(qtbot, view)
    view.set_field_numbers(True)
    after = _still(qtbot, view)
    assert view.marks().numbers
    labelled = [f for f in range(RING_SIZE) if _changed(before, after, view, f)]
    assert len(labelled) >= RING_SIZE - 2, sorted(set(range(RING_SIZE)) - set(labelled))


def test_a_focused_button_shows_its_fields_numbers_on_the_3d_board(
    qtbot: QtBot, view: BoardView
) -> None:
    renderer = view._renderer
    assert renderer is not None
    before = _still(qtbot, view)
    uploads = renderer.texture_uploads
    view.set_focused(0, 0, (0, TARGET))
    after = _still(qtbot, view)
    assert view.marks().named == (START, TARGET)
    assert renderer.texture_uploads == uploads + 1  # the named fields' picture
    assert _changed(before, after, view, TARGET)
    assert not any(_changed(before, after, view, f) for f in (15, 22, 30))
    view.set_focused(0, None, None)
    assert view.marks().named == ()


# --- the window ---------------------------------------------------------------------------------


def _window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, flat_board=True, reduced_motion=True)
    window.autosave = tmp_path / "kept.madn"
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_view_field_numbers_is_a_remembered_toggle(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    action = window.menus.field_numbers_action
    assert action in window.menus.view_menu.actions()
    assert action.isCheckable() and not action.isChecked()
    assert action.text() == "Field &numbers"
    board = window.board
    assert isinstance(board, FlatBoardView)
    assert not board.marks().numbers
    action.trigger()
    assert board.marks().numbers and window.settings.field_numbers
    window.close()
    again = _window(qtbot, tmp_path)  # (the same settings file)
    assert again.menus.field_numbers_action.isChecked()
    board = again.board
    assert isinstance(board, FlatBoardView) and board.marks().numbers
