"""The main window opens at a size that fits the screen (its title bar included), remembers its
size and place, and keeps the board and the panel usable down to 1024 x 640."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMargins, QRect, QSettings, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from core.rules import Rules
from madn_qt.place import FRAME_ALLOWANCE, fitted_geometry
from madn_qt.play.controller import Stage
from madn_qt.settings import Settings
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage

TITLE_BAR = 30  # the least a window manager's title bar takes


def outer(window: MainWindow) -> QRect:
    """The window with the frame the window manager adds (the allowance before it is known)."""
    frame = window.placement.frame_margins()
    return window.geometry().adjusted(-frame.left(), -frame.top(), frame.right(), frame.bottom())


def test_the_first_window_fits_the_1280x800_screen_with_its_title_bar(
    qtbot: QtBot, tmp_path: Path
) -> None:
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    available = screen.availableGeometry()
    assert available.size() == QSize(1280, 800), "the tests run on a 1280 x 800 screen"
    window = make_window(qtbot, tmp_path)
    assert window.placement.frame_margins().top() >= TITLE_BAR
    assert available.contains(outer(window)), (window.geometry(), available)
    assert window.width() >= 1200 and window.height() >= 700  # and it uses the screen


def test_fitted_geometry_on_screens_with_task_bars() -> None:
    frame = QMargins(4, 32, 4, 4)
    # A 1280 x 800 laptop with a 28-pixel panel at the top: the window and its frame fit.
    laptop = QRect(0, 28, 1280, 772)
    fitted = fitted_geometry(laptop, frame)
    assert laptop.contains(fitted.adjusted(-4, -32, 4, 4))
    assert fitted.top() - 32 >= 28
    # A large screen: 85 % of it, centred.
    large = QRect(0, 0, 2560, 1440)
    fitted = fitted_geometry(large, frame)
    assert fitted.size() == QSize(2176, 1224)
    assert abs(fitted.center().x() - large.center().x()) <= 4
    # The allowance before the frame is known keeps the title bar on screen too.
    assert FRAME_ALLOWANCE.top() >= TITLE_BAR


def test_the_window_comes_back_where_it_was(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    place = QRect(60, 70, 1100, 680)
    window.setGeometry(place)
    qtbot.waitUntil(lambda: window.geometry() == place)
    sizes = [700, 380]
    window.splitter.setSizes(sizes)
    kept = window.splitter.sizes()
    window.close()
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert settings.window_geometry
    again = MainWindow(settings, flat_board=True, reduced_motion=True, sound=None)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.geometry() == place
    assert again.splitter.sizes() == kept


def test_a_saved_place_off_every_screen_is_not_taken(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.setGeometry(QRect(3000, 2000, 900, 600))  # (a second screen that is gone)
    window.close()
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    again = MainWindow(settings, flat_board=True, reduced_motion=True, sound=None)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    assert screen.availableGeometry().contains(outer(again))


def whole(widget: QWidget) -> bool:
    """The widget is shown and not cut off by its parents."""
    return widget.isVisible() and widget.visibleRegion().boundingRect().size() == widget.size()


@pytest.mark.slow
@pytest.mark.parametrize("penalties", [False, True], ids=["classic", "penalties"])
def test_board_and_panel_are_usable_at_1024x640(
    qtbot: QtBot, tmp_path: Path, penalties: bool, styled: None
) -> None:
    window = make_window(qtbot, tmp_path)
    rules = Rules(railway=True, penalties=penalties)  # the railway's countdown line too
    window.start_game(config("human:Anna,normal:Ben,easy:Carla,normal:Dora", rules), seed=3)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 640))
    board = window.board
    assert board.width() >= 600 and board.height() >= 560, board.size()
    ratio = board.width() / board.height()
    assert 0.9 <= ratio <= 1.4, "the board is squeezed"
    # Whatever has the focus is in view: Roll when a roll is due, the figure to move after the
    # roll (the panel scrolls to it when the window is too low for all of it).
    c = window.controller
    for _ in range(12):
        stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
        focused = QApplication.focusWidget()
        assert focused is not None and window.side.isAncestorOf(focused)
        qtbot.waitUntil(lambda f=focused: whole(f), timeout=2000)  # type: ignore[misc]
        if stage is Stage.HUMAN_ROLL:
            assert c.request_roll()
        else:
            assert c.request_move(c.choices[0])
    lines = window.move_log.fontMetrics().lineSpacing()
    assert window.move_log.viewport().height() >= 3 * lines
