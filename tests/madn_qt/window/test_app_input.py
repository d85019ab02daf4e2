"""Input lock: Space and the buttons do nothing during AI turns and animations; auto-pass;
penalties (duty-breaking moves marked and reported)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from core.engine import Roll
from core.moves import Duty
from core.rules import Rules
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window, wait_stage


def test_space_does_nothing_during_an_ai_turn(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, fast=False)  # AI waits ~0.5 s before it rolls
    window.start_game(config("random,human,random,random"), chance=ScriptedChance([1] * 200))
    c = window.controller
    assert c.stage is Stage.AI_TURN
    assert not c.accepts_input()
    assert not window.panel.roll_button.isEnabled()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert c.commands == [], "Space rolled during the AI's turn"
    assert not c.request_roll()
    assert all(not b.isEnabled() for b in window.panel.figure_buttons())
    # The AI (seat 0) then rolls by itself, and only then the human (seat 1) may.
    qtbot.waitUntil(lambda: len(c.commands) >= 1, timeout=5000)
    assert c.game is not None and c.game.positions[0].turn == 0


def test_input_is_locked_while_the_die_rolls(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, fast=False, reduced_motion=False)
    window.start_game(config("human,empty,random"), chance=ScriptedChance([6, 3] + [1] * 50))
    c = window.controller
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert c.commands == [Roll.of(6)]
    assert c.stage is Stage.ANIMATING
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert not window.panel.roll_button.isEnabled()
    assert len(c.commands) == 1
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)


def test_only_a_pass_is_played_automatically_with_a_log_line(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    chance = ScriptedChance([2, 3, 4] + [1] * 50)
    window.start_game(config("human:Anna,empty,random"), chance=chance)
    c = window.controller
    for _ in range(3):  # three tries for a 6, none of them playable
        wait_stage(qtbot, window, Stage.HUMAN_ROLL)
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: c.position is not None and c.position.turn == 2)
    log = window.move_log.lines()
    assert "Anna (red) rolls 2 and cannot move (2 tries left)." in log
    assert "Anna (red) rolls 3 and cannot move (1 tries left)." in log or (
        "Anna (red) rolls 3 and cannot move (1 try left)." in log
    )
    assert "Anna (red) rolls 4 and cannot move." in log


def test_penalties_offer_marked_moves_and_a_pass(qtbot: QtBot, tmp_path: Path) -> None:
    rules = Rules(penalties=True, one_figure_out=True, railway=False)
    window = make_window(qtbot, tmp_path)
    dice = ScriptedChance([6, 6] + [1] * 50)
    window.start_game(config("human:Anna,empty,random", rules), chance=dice)
    c = window.controller
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    # Clearing the start field is the duty; a pass is on offer too, and marked.
    pass_button = window.panel.pass_button()
    assert not pass_button.isHidden() and pass_button.isEnabled()
    assert pass_button.text() == "Pass\nPenalty: passes although a move exists"
    assert not pass_button.icon().isNull()
    assert window.panel.figure_buttons()[0] is QApplication.focusWidget(), "dutiful move first"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # figure 1 off the start
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    buttons = [b for b in window.panel.figure_buttons() if b.isEnabled()]
    breaking = [b for b in buttons if b.choice is not None and b.choice.breaks is Duty.BRING_OUT]
    assert len(breaking) == 1
    assert breaking[0].text() == "Figure 1 — field 7 → 13\nPenalty: does not bring a figure out"
    assert breaking[0].accessibleName() == (
        "Figure 1 — field 7 → 13 — Penalty: does not bring a figure out"
    )
    assert QApplication.focusWidget() is not breaking[0], "focus starts on the dutiful move"
    assert not breaking[0].icon().isNull()
    # Walk to it with Tab and play it: the move is void, the log reports the penalty.
    while QApplication.focusWidget() is not breaking[0]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(breaking[0], Qt.Key.Key_Return)
    log = window.move_log.lines()
    assert log[-1] == (
        "Anna (red) rolls 6. Penalty: Anna (red) did not bring a figure out with a 6; "
        "the move is void and the turn ends."
    )
    assert c.position is not None and c.position.turn == 2


def test_space_rolls_from_anywhere_but_never_moves_a_figure(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human,empty,random"), chance=ScriptedChance([6, 6] + [1] * 50))
    c = window.controller
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    window.move_log.setFocus()
    qtbot.keyClick(window.move_log, Qt.Key.Key_Space)
    assert c.commands == [Roll.of(6)], "Space in the move log did not roll"
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    focused = QApplication.focusWidget()
    assert focused in window.panel.figure_buttons()
    qtbot.keyClick(focused, Qt.Key.Key_Space)
    assert len(c.commands) == 1, "Space on a figure button played a move (touched is moved!)"


def test_panel_die_waits_for_the_board_die(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, fast=False, reduced_motion=False)
    window.start_game(config("human,empty,random"), chance=ScriptedChance([5] + [1] * 50))
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert window.panel._die_label.text() == "…"
    qtbot.waitUntil(lambda: window.controller.stage is not Stage.ANIMATING)
    assert window.panel._die_label.text() == "5"
