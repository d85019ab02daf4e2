"""The keyboard game on the real 3D board (OpenGL under Xvfb): rolls and moves show on the board.

The whole game to the ranking runs on the flat board (``test_app_full_game.py``), because a
complete four-player game costs minutes of software rendering; here the human plays its first
moves against three AIs on the 3D board, and the pawns must stand where the engine says.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.moves import Move
from madn_qt.board import BoardView
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window, wait_stage


@pytest.mark.gl
def test_keyboard_moves_on_the_3d_board(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, flat=False)
    board = window.board
    assert isinstance(board, BoardView)
    window.start_game(config("human:Anna,random,random,random"), seed=7)
    c = window.controller
    home = board.figure_screen_pos(0, 0)
    assert home is not None
    human_moves = 0
    while human_moves < 4 and c.stage is not Stage.OVER:
        stage = wait_stage(
            qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, Stage.OVER, timeout=30000
        )
        focus = QApplication.focusWidget() or window
        if stage is Stage.HUMAN_ROLL:
            qtbot.keyClick(focus, Qt.Key.Key_Space)
        elif stage is Stage.HUMAN_MOVE:
            before = len(c.commands)
            qtbot.keyClick(focus, Qt.Key.Key_Return)
            human_moves += 1
            move = c.commands[before]  # the AIs may already have rolled after it
            assert isinstance(move, Move)
            qtbot.waitUntil(lambda: not board.is_animating(), timeout=10000)
            if move.figure >= 0:
                # The pawn was drawn where the engine put it: off the house, on the board.
                assert move.target >= 0
                assert board.figure_screen_pos(0, move.figure) is not None
    assert human_moves == 4
    moved = [f for f in range(4) if c.position is not None and c.position.figures[0][f] >= 0]
    assert moved, "the human brought no figure out in four moves"
    spot = board.figure_screen_pos(0, moved[0])
    assert spot is not None and (spot - home).manhattanLength() > 20
