"""The keyboard always plays, in the real window: after every roll the focus is on a movable
figure, drawn with a ring; Enter plays the focused figure's move (one movable figure too), also
after mouse clicks on the panel and cancelled dialogs; Space rolls wherever the focus is; Tab
walks the choices and the board marks the focused figure and its target; the status line names
the keys that work now."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from core.moves import Move
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.controller import Stage
from madn_qt.figure_buttons import FOCUS_RING, FigureButton
from madn_qt.main_window import MainWindow

from .app_support import answer_file_dialog, config, make_window, wait_stage


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def ring_pixels(button: QWidget) -> int:
    """How many of the button's pixels are the focus ring's blue."""
    image: QImage = button.grab().toImage()
    ring = FOCUS_RING
    count = 0
    for y in range(0, image.height()):
        for x in (1, 2, image.width() - 3, image.width() - 2):
            c = QColor(image.pixelColor(x, y))
            if (
                abs(c.red() - ring.red()) < 40
                and abs(c.green() - ring.green()) < 40
                and abs(c.blue() - ring.blue()) < 40
            ):
                count += 1
    return count


def disturb(qtbot: QtBot, window: MainWindow, turn: int) -> None:
    """What a player does between two keys: a click on a panel button, a dialog cancelled, a
    click into the log — each time something else."""
    panel = window.panel
    kind = turn % 5
    if kind == 0:
        qtbot.mouseClick(panel.camera_button, Qt.MouseButton.LeftButton)
    elif kind == 1:
        qtbot.mouseClick(panel.sound_button, Qt.MouseButton.LeftButton)
    elif kind == 2:
        dialog = window.open_new_game()
        qtbot.waitUntil(dialog.isVisible)
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.new_game_dialog is None)
    elif kind == 3:
        rules = window.open_rules()
        qtbot.waitUntil(rules.isVisible)
        qtbot.keyClick(rules, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: window.rules_dialog is None)
    else:
        qtbot.mouseClick(window.move_log.viewport(), Qt.MouseButton.LeftButton)


def test_the_keyboard_plays_after_clicks_and_cancelled_dialogs(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    board = window.board
    assert isinstance(board, FlatBoardView)
    window.start_game(config("human:Anna,random,random,random"), seed=21)
    c = window.controller
    turns = single = several = 0
    while (several < 3 or single < 2) and turns < 200 and c.stage is not Stage.OVER:
        stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
        turns += 1
        if stage is Stage.HUMAN_ROLL:
            disturb(qtbot, window, turns)
            assert "Space" in window.panel.status_text()
            before = len(c.commands)
            qtbot.keyClick(focus(), Qt.Key.Key_Space)
            assert len(c.commands) == before + 1, "Space did not roll"
            continue
        choices = c.choices
        # After the roll the focus is on a movable figure, drawn with a ring ...
        button = focus()
        assert isinstance(button, FigureButton) and button.choice in choices
        assert ring_pixels(button) > button.height(), "no visible focus ring"
        disturb(qtbot, window, turns)
        if turns % 5 != 4:  # ... and back there after a click on a toggle or a dialog
            assert focus() is button
        button.setFocus()  # (after a click into the log, the player tabs back)
        assert board.focused() == (c.position.turn, button.choice.figure)  # type: ignore[union-attr]
        if len(choices) == 1:
            single += 1
            assert "Enter moves the only figure" in window.panel.status_text()
            qtbot.keyClick(focus(), Qt.Key.Key_Tab)  # Tab stays on the only choice
            assert focus() is button
        else:
            several += 1
            assert "Tab picks a figure, Enter moves it" in window.panel.status_text()
            qtbot.keyClick(focus(), Qt.Key.Key_Tab)
            tabbed = focus()
            assert isinstance(tabbed, FigureButton) and tabbed is not button
            assert tabbed.choice in choices
            assert board.focused() == (c.position.turn, tabbed.choice.figure)  # type: ignore[union-attr]
            assert board._focus_target == (c.position.turn, tabbed.choice.target)
            assert ring_pixels(tabbed) > tabbed.height() and ring_pixels(button) == 0
            button = tabbed
        expected = button.choice
        assert isinstance(expected, Move)
        if turns % 2:  # Enter from wherever the focus is: the log, say
            window.move_log.setFocus()
        before = len(c.commands)
        qtbot.keyClick(focus(), Qt.Key.Key_Return)
        assert len(c.commands) > before, "Enter played nothing"
        assert c.commands[before] == expected
    assert single and several, (single, several)


def test_space_rolls_wherever_the_focus_is(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,empty,random"), seed=4)
    c = window.controller
    for target in (window.move_log, window.panel.pace_button, window.board, window.panel):
        wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
        if c.stage is Stage.HUMAN_MOVE:
            qtbot.keyClick(focus(), Qt.Key.Key_Return)
            wait_stage(qtbot, window, Stage.HUMAN_ROLL, timeout=20000)
        target.setFocus()
        before = len(c.commands)
        qtbot.keyClick(focus(), Qt.Key.Key_Space)
        assert len(c.commands) == before + 1, f"Space did not roll from {target}"


def test_a_cancelled_file_dialog_gives_the_focus_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,empty,random"), seed=4)
    c = window.controller
    while wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE) is Stage.HUMAN_ROLL:
        qtbot.keyClick(focus(), Qt.Key.Key_Space)
    answer_file_dialog(window, lambda _dialog: None)
    window.menus.open_action.trigger()
    assert isinstance(focus(), FigureButton)
    before = len(c.commands)
    qtbot.keyClick(focus(), Qt.Key.Key_Return)
    assert len(c.commands) == before + 1


def test_during_the_computers_turn_the_status_names_its_keys(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, fast=False)
    window.start_game(config("random:Rex,empty,human:Anna"), seed=2)
    c = window.controller
    assert c.stage is Stage.AI_TURN
    assert window.panel.status_text() == "Rex plays. F: faster."
    assert window.panel.choice_buttons() == []
