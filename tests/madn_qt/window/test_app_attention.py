"""Every window that takes the player's attention pauses the computers (issue 36): while a menu
(or a submenu), the Settings, the statistics, the game history, a replay, About or the keyboard
shortcuts are open, four computers playing fast play no command; once it closes, they go on."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window

WAIT = 20000  # ms
QUIET_MS = 400  # how long nothing may happen while a window is open


def open_menu(window: MainWindow) -> QWidget:
    menu = window.menus.game_menu
    menu.popup(window.mapToGlobal(QPoint(10, 10)))
    return menu


def open_submenu(window: MainWindow) -> QWidget:
    """View ▸ Computer turns, opened by itself (as when the pointer rests on it)."""
    menu = window.menus.pace_menu
    menu.popup(window.mapToGlobal(QPoint(40, 40)))
    return menu


def open_replay(window: MainWindow) -> QWidget:
    replay = window.watch_again()  # (the running game so far, as a replay)
    assert replay is not None
    return replay


OPENERS: dict[str, Callable[[MainWindow], QWidget]] = {
    "menu": open_menu,
    "submenu": open_submenu,
    "settings": lambda window: window.open_settings(),
    "statistics": lambda window: window.open_statistics(),
    "history": lambda window: window.open_history(),
    "replay": open_replay,
    "about": lambda window: window.open_about(),
    "keys": lambda window: window.help.open_shortcuts(),
}


def close(widget: QWidget) -> None:
    if isinstance(widget, QDialog):
        widget.reject()
    else:
        widget.close()


def computers_playing(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """Four computers playing fast, a few commands into their game."""
    window = make_window(qtbot, tmp_path)
    window.start_game(config("random:A,random:B,random:C,random:D"), seed=36)
    qtbot.waitUntil(lambda: len(window.controller.commands) >= 4, timeout=WAIT)
    return window


def stands_still(qtbot: QtBot, window: MainWindow) -> None:
    """The controller is paused, and no command is played for a while."""
    c = window.controller
    qtbot.waitUntil(lambda: c.paused, timeout=WAIT)
    played = len(c.commands)
    qtbot.wait(QUIET_MS)  # (a check that nothing happens)
    assert c.paused
    assert len(c.commands) == played


def goes_on(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    played = len(c.commands)
    qtbot.waitUntil(lambda: not c.paused and len(c.commands) > played, timeout=WAIT)


@pytest.mark.parametrize("name", list(OPENERS))
def test_the_computers_wait_while_a_window_takes_the_attention(
    qtbot: QtBot, tmp_path: Path, name: str
) -> None:
    window = computers_playing(qtbot, tmp_path)
    shown = OPENERS[name](window)
    qtbot.waitUntil(shown.isVisible, timeout=WAIT)
    stands_still(qtbot, window)
    close(shown)
    qtbot.waitUntil(lambda: not shown.isVisible(), timeout=WAIT)
    goes_on(qtbot, window)
    # Once more: a window opened again pauses again (statistics and history are kept).
    again = OPENERS[name](window)
    qtbot.waitUntil(again.isVisible, timeout=WAIT)
    stands_still(qtbot, window)
    close(again)
    goes_on(qtbot, window)


def test_two_windows_at_once_pause_once_and_resume_once(qtbot: QtBot, tmp_path: Path) -> None:
    """The statistics and the history open together: the game goes on only when both have
    closed, and a Rules dialog's own pause still counts after they did."""
    window = computers_playing(qtbot, tmp_path)
    statistics = window.open_statistics()
    history = window.open_history()
    stands_still(qtbot, window)
    statistics.close()
    stands_still(qtbot, window)
    rules = window.open_rules()  # (pauses by itself)
    history.close()
    stands_still(qtbot, window)
    rules.reject()
    goes_on(qtbot, window)
    assert not window.attention.holding


def test_a_minimised_window_lets_the_game_go_on(qtbot: QtBot, tmp_path: Path) -> None:
    window = computers_playing(qtbot, tmp_path)
    statistics = window.open_statistics()
    stands_still(qtbot, window)
    statistics.showMinimized()
    goes_on(qtbot, window)
    statistics.showNormal()
    stands_still(qtbot, window)
    statistics.close()
    goes_on(qtbot, window)


def test_a_watched_window_destroyed_while_shown_resumes(qtbot: QtBot, tmp_path: Path) -> None:
    window = computers_playing(qtbot, tmp_path)
    statistics = window.open_statistics()
    stands_still(qtbot, window)
    window.statistics_dialog = None
    statistics.deleteLater()
    goes_on(qtbot, window)
    QApplication.processEvents()
    assert not window.attention.holding
