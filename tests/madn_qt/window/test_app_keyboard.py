"""The keyboard always plays, in the real window: after every roll the focus is on a movable
figure, drawn with a ring; Enter plays the focused figure's move (one movable figure too), also
after mouse clicks on the panel and cancelled dialogs; Space rolls wherever the focus is; Tab
walks the choices and the board marks the focused figure and its target; the status line names
the keys that work now."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from core.moves import Move
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.panel.figure_buttons import FOCUS_RING, FigureButton
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import answer_file_dialog, config, make_window, wait_stage


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
            assert board._choosing.target == (c.position.turn, tabbed.choice.target)
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


def play_to_the_computers_turn(qtbot: QtBot, window: MainWindow) -> Qt.Key:
    """Space and Enter until the computer's turn begins after a move the person played with
    Enter (a turn that ends with no move possible is played on); the last key."""
    c = window.controller
    last = Qt.Key.Key_Space
    for _ in range(100):
        qtbot.waitUntil(
            lambda: (
                (c.position is not None and not c.is_human(c.position.turn))
                or (c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE) and c.accepts_input())
            ),
            timeout=20000,
        )
        position = c.position
        assert position is not None
        if not c.is_human(position.turn):
            if last == Qt.Key.Key_Return:
                return last
            wait_stage(qtbot, window, Stage.HUMAN_ROLL, timeout=20000)
        last = Qt.Key.Key_Space if c.stage is Stage.HUMAN_ROLL else Qt.Key.Key_Return
        before = len(c.commands)
        qtbot.keyClick(focus(), last)
        assert len(c.commands) > before, "the key played nothing"
    raise AssertionError("the computer's turn never came after a move")


@pytest.mark.slow
def test_tab_and_enter_never_flip_a_toggle_while_nobody_here_chooses(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """While the computer plays (or a game is only watched) Tab never lands on a toggle, and
    Enter on a toggle that has the focus does not flip it (issue 22: "Tab and Enter while the
    computer plays land on 'Camera: follows' and toggle it")."""
    window = make_window(qtbot, tmp_path, fast=False)
    panel = window.panel
    toggles = (panel.pace_button, panel.camera_button, panel.sound_button)
    panel.set_sound_available(True)  # (all three in the chain where they can be)
    c = window.controller
    window.start_game(config("human:Anna,empty,normal:Ben"), seed=2)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    # A person's roll: the toggles are in the Tab chain after Roll.
    reached: set[QWidget] = set()
    for _ in range(6):
        qtbot.keyClick(focus(), Qt.Key.Key_Tab)
        reached.add(focus())
    assert set(toggles) <= reached
    states = [t.isChecked() for t in toggles]
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        panel.camera_button.setFocus()
        qtbot.keyClick(panel.camera_button, key)
        assert [t.isChecked() for t in toggles] == states, "Enter flipped a toggle"
    # The computer's turn (and the person's animations): Tab never reaches a toggle.
    play_to_the_computers_turn(qtbot, window)
    for game in ("human:Anna,empty,normal:Ben", "normal:Rex,empty,normal:Ben"):
        if game.startswith("normal"):  # a game only watched
            window.start_game(config(game), seed=2)
        qtbot.waitUntil(
            lambda: c.position is not None and not c.is_human(c.position.turn), timeout=20000
        )
        for _ in range(8):
            qtbot.keyClick(focus(), Qt.Key.Key_Tab)
            assert focus() not in toggles, f"Tab reached {focus().objectName()} ({game})"
            qtbot.keyClick(focus(), Qt.Key.Key_Return)
            assert [t.isChecked() for t in toggles] == states


@pytest.mark.slow
def test_no_label_of_the_panel_shows_a_caret_or_takes_the_focus(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Enter plays the person's move and the computer's turn begins: the figure buttons give way
    to "The computer plays for …", and no label takes the keyboard focus with a blinking caret
    (issue 22); each is still read out by its accessible name and description."""
    window = make_window(qtbot, tmp_path, fast=False)
    window.start_game(config("human:Anna,empty,normal:Ben"), seed=4)
    assert play_to_the_computers_turn(qtbot, window) == Qt.Key.Key_Return
    other = window.panel.figures.other_label
    qtbot.waitUntil(other.isVisible)
    assert other.text().startswith("The computer plays for Ben")
    assert other.accessibleDescription() == other.text()
    for _ in range(4):
        qtbot.keyClick(focus(), Qt.Key.Key_Tab)
        assert not isinstance(focus(), QLabel), focus().objectName()
    for label in window.panel.findChildren(QLabel):
        flags = label.textInteractionFlags()
        assert not flags & Qt.TextInteractionFlag.TextSelectableByKeyboard, label.objectName()
        assert not flags & Qt.TextInteractionFlag.TextEditable, label.objectName()
        assert label.focusPolicy() == Qt.FocusPolicy.NoFocus, label.objectName()
