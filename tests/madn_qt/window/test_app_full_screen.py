"""View ▸ Full screen (issue 36) under a real window manager (openbox on the test's Xvfb): F11
and Ctrl+Shift+F make the window cover the whole screen, Escape brings back its size and place,
and the next window opens full screen again, its normal place kept for leaving it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from madn_qt.settings import Settings
from madn_qt.window.full_screen import full_screen_keys
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import make_window
from tests.madn_qt.window.wm_support import openbox

WAIT = 15000  # ms: the window manager answers in well under a second on a quiet machine


@pytest.fixture(scope="module", autouse=True)
def window_manager() -> Iterator[None]:
    with openbox():
        yield


def focus(window: MainWindow) -> QWidget:
    widget = QApplication.focusWidget()
    return widget if widget is not None else window


def screen_rect(window: MainWindow) -> QRect:
    screen = window.screen() or QGuiApplication.primaryScreen()
    assert screen is not None
    return screen.geometry()


def framed(window: MainWindow) -> bool:
    """The window manager has put its frame (a title bar) around the window."""
    return window.geometry().top() - window.frameGeometry().top() > 0


def covers_screen(window: MainWindow) -> bool:
    return window.isFullScreen() and window.frameGeometry() == screen_rect(window)


def reopened(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    again = MainWindow(settings, flat_board=True, reduced_motion=True, sound=None)
    qtbot.addWidget(again, before_close_func=lambda w: w.network.shutdown())
    again.show()
    qtbot.waitExposed(again)
    again.activateWindow()
    qtbot.waitUntil(again.isActiveWindow, timeout=WAIT)
    return again


def test_the_keys_are_f11_and_ctrl_shift_f(qapp: QApplication) -> None:
    keys = full_screen_keys()
    assert keys[:2] == [QKeySequence("F11"), QKeySequence("Ctrl+Shift+F")]
    assert len(keys) == len(set(key.toString() for key in keys))  # each once
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen):
        assert key in keys


def test_full_screen_covers_the_screen_escape_brings_back_the_window_and_it_is_kept(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: framed(window), timeout=WAIT)
    place = QRect(80, 90, 1040, 640)
    window.setGeometry(place)
    qtbot.waitUntil(lambda: window.geometry() == place, timeout=WAIT)
    action = window.menus.full_screen_action
    assert not action.isChecked() and not window.settings.full_screen

    qtbot.keyClick(focus(window), Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: covers_screen(window), timeout=WAIT)
    assert action.isChecked() and window.settings.full_screen

    qtbot.keyClick(focus(window), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.geometry() == place and framed(window), timeout=WAIT)
    assert not window.isFullScreen() and not action.isChecked()
    assert not window.settings.full_screen

    # Escape does nothing more in a normal window; Ctrl+Shift+F goes full screen too.
    qtbot.keyClick(focus(window), Qt.Key.Key_Escape)
    assert not window.isFullScreen()
    keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(focus(window), Qt.Key.Key_F, keys)
    qtbot.waitUntil(lambda: covers_screen(window), timeout=WAIT)
    window.close()  # (quitting full screen)

    again = reopened(qtbot, tmp_path)
    qtbot.waitUntil(lambda: covers_screen(again), timeout=WAIT)
    assert again.menus.full_screen_action.isChecked()
    # The normal place was kept, not the full screen's: the menu's action brings it back.
    again.menus.full_screen_action.trigger()
    qtbot.waitUntil(lambda: again.geometry() == place and framed(again), timeout=WAIT)
    assert not again.settings.full_screen
    again.close()

    third = reopened(qtbot, tmp_path)  # left full screen: opens where it was
    qtbot.waitUntil(lambda: third.geometry() == place and framed(third), timeout=WAIT)
    assert not third.isFullScreen()


def test_escape_in_a_dialog_leaves_the_window_full_screen(qtbot: QtBot, tmp_path: Path) -> None:
    """Escape closes the dialog that has it, not the full screen behind it."""
    window = make_window(qtbot, tmp_path)
    window.menus.full_screen_action.trigger()
    qtbot.waitUntil(lambda: covers_screen(window), timeout=WAIT)
    dialog = window.open_rules()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=WAIT)
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.rules_dialog is None, timeout=WAIT)
    assert covers_screen(window)
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)
    qtbot.keyClick(focus(window), Qt.Key.Key_Escape)  # now the window's
    qtbot.waitUntil(lambda: not window.isFullScreen() and framed(window), timeout=WAIT)
