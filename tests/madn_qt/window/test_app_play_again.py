"""The ranking's Play again starts the next game with the same seats and rules."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.rules import Rules
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window, wait_stage


def test_play_again_starts_a_new_game_with_the_same_seats(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    seats = config("random:Rex,empty,random:Ria", Rules(jump_in_goal=True))
    window.start_game(seats, seed=8)
    wait_stage(qtbot, window, Stage.OVER, timeout=60000)
    finished = window.controller.game
    assert finished is not None and finished.over
    dialog = window.ranking_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.again_button.autoDefault()  # Enter only closes the ranking
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and window.ranking_dialog is None
    c = window.controller
    assert c.setup == seats
    assert c.game is not finished and c.game is not None and not c.game.over
    assert len(c.game.commands) < len(finished.commands)
    assert window.move_log.lines()[0] == "New game: Rex, Ria."
