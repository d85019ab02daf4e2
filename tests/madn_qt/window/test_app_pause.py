"""Game ▸ Pause (P, and the Pause key) on the real 3D board under Xvfb: four computers play;
paused mid-animation, no command is played and no frame painted over a measured stretch, the
card and the status line say how to go on, and P goes on where it stopped."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from madn_qt.board.view import BoardView
from tests.madn_qt.app_support import config, make_window

STRETCH_MS = 1200  # how long the paused game is watched for anything that moves


def test_pause_holds_the_game_and_the_board_still(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, flat=False, fast=False, reduced_motion=False)
    board = window.board
    assert isinstance(board, BoardView)
    window.set_animation_speed(2.0)  # (animations long enough to be caught moving)
    window.start_game(config("random:Anna,random:Ben,random:Carla,random:Dario"), seed=3)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.commands) >= 3 and board.is_animating(), timeout=20000)
    key = Qt.Key.Key_P
    qtbot.keyClick(QApplication.focusWidget() or window, key)
    actions = window.game_actions
    qtbot.waitUntil(lambda: actions.card.isVisible() and c.paused)
    assert actions.card.text() == "Paused — P to go on."
    assert window.panel.status_text() == "Paused — P to go on."
    assert actions.pause_action.isChecked()
    qtbot.wait(200)  # (the card's own frame, composed over the board)
    commands, frames = len(c.commands), len(board.paint_times)
    animating = board.is_animating()
    qtbot.wait(STRETCH_MS)
    assert len(c.commands) == commands and len(board.paint_times) == frames
    assert board.is_animating() == animating  # it stands still, not finished
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Pause)  # (the other key)
    qtbot.waitUntil(lambda: not c.paused and not actions.card.isVisible())
    qtbot.waitUntil(lambda: len(c.commands) > commands + 2, timeout=20000)
    assert len(board.paint_times) > frames


def test_pause_is_off_without_a_game_and_never_carries_over(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    actions = window.game_actions
    assert not actions.pause_action.isEnabled()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_P)
    assert not actions.held and not window.controller.paused
    window.start_game(config("human:Anna,random,random,random"), seed=2)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: actions.held and window.controller.paused)
    assert not window.controller.accepts_input()  # nothing is played while it holds
    window.start_game(config("human:Anna,random,random,random"), seed=4)
    qtbot.waitUntil(lambda: not actions.held and not window.controller.paused)
