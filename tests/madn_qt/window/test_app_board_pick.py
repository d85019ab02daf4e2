"""Picking a figure with the mouse at its ``figure_screen_pos`` moves it (3D and flat board)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.board import HOUSE
from core.chance import ScriptedChance
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage


def _play_by_mouse(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(config("human:Anna,empty,random"), chance=ScriptedChance([6, 5] + [1] * 60))
    c = window.controller
    wait_stage(qtbot, window, Stage.HUMAN_ROLL, timeout=20000)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    wait_stage(qtbot, window, Stage.HUMAN_MOVE, timeout=20000)
    board = window.board
    # Any house figure stands for the move that brings one out: click the last one.
    point = board.figure_screen_pos(0, 3)  # type: ignore[attr-defined]
    assert point is not None
    assert board.rect().contains(point.toPoint())
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert len(c.commands) == 2, "clicking the figure did not move it"
    assert c.commands[-1].start == HOUSE  # type: ignore[union-attr]
    # Next roll: 5. Clicking a figure that cannot move does nothing; the one on the ring moves.
    wait_stage(qtbot, window, Stage.HUMAN_ROLL, timeout=20000)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    wait_stage(qtbot, window, Stage.HUMAN_MOVE, timeout=20000)
    assert c.position is not None
    moved = c.commands[-2].figure  # type: ignore[union-attr]
    idle = next(f for f in range(4) if c.position.figures[0][f] == HOUSE)
    idle_point = board.figure_screen_pos(0, idle)  # type: ignore[attr-defined]
    assert idle_point is not None
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=idle_point.toPoint())
    assert len(c.commands) == 3, "a figure without a move must not move"
    point = board.figure_screen_pos(0, moved)  # type: ignore[attr-defined]
    assert point is not None
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert len(c.commands) == 4
    assert c.position.figures[0][moved] == 5
    assert "Anna (red) rolls 5, moves figure" in window.move_log.lines()[-1]


def test_click_on_the_flat_board_moves_the_figure(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, flat=True)
    _play_by_mouse(qtbot, window)


@pytest.mark.gl
def test_click_on_the_3d_board_moves_the_figure(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, flat=False)
    if type(window.board).__name__ != "BoardView":
        pytest.skip("the 3D board is not available")
    _play_by_mouse(qtbot, window)
