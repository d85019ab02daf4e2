"""Game ▸ Show a hint (H): the normal level's move gets the keyboard focus; Enter plays it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.ai import make_player
from madn_qt.panel.side_panel import FigureButton
from madn_qt.play.choices import HINT_SEED
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage


def _choose_with_hints(qtbot: QtBot, window: MainWindow, decisions: int) -> int:
    """Play the human seat by hints only (H, then Enter); returns how many hints differed from
    the first offered move (so the test knows the hint did more than keep the default)."""
    c = window.controller
    differed = 0
    while decisions > 0:
        stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
        if stage is Stage.HUMAN_ROLL:
            assert not window.menus.hint_action.isEnabled()
            qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
            continue
        choices = c.choices
        position = c.position
        assert position is not None and window.menus.hint_action.isEnabled()
        expected = make_player("normal", HINT_SEED).choose(position, choices)
        before = len(c.commands)
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
        focused = QApplication.focusWidget()
        assert isinstance(focused, FigureButton) and focused.choice == expected
        assert len(c.commands) == before  # a hint only points; the player still moves
        marked = [b for b in window.panel.figure_buttons() if b.text().startswith("★ ")]
        assert marked == [focused] and focused.font().bold()
        assert focused.accessibleName().startswith("Suggested: Figure ")
        assert window.board._choosing.hinted == (position.turn, expected.figure)  # type: ignore[attr-defined]
        differed += expected != choices[0]
        qtbot.keyClick(focused, Qt.Key.Key_Return)
        assert len(c.commands) == before + 1 and c.commands[-1] == expected
        assert not any(b.text().startswith("★") for b in window.panel.figure_buttons())
        assert window.board._choosing.hinted is None  # type: ignore[attr-defined]
        decisions -= len(choices) > 1
    return differed


def test_the_hint_focuses_the_normal_levels_move(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,random,random,random"), seed=32)
    assert _choose_with_hints(qtbot, window, 12) > 0


def test_no_hint_without_a_game_or_while_the_computer_plays(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert not window.menus.hint_action.isEnabled()
    assert window.controller.hint() is None
    window.start_game(config("normal,random,random,random"), seed=2)
    assert window.controller.hint() is None  # nobody at this table is to move
    assert not window.menus.hint_action.isEnabled()
