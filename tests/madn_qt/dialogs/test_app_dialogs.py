"""New game and Rules dialogs: they pause the AI; Cancel keeps the game; Start replaces it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from core.rules import CLASSIC
from core.setup import Seat, SeatKind, Setup
from madn_qt.dialogs.new_game import NewGameDialog
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import answer_question, config, make_window

ALL_AI = "random,random,random,random"


def _running_ai_game(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.set_animation_speed(20.0)  # AI pauses of ~30 ms: the game runs, but not too fast
    window.start_game(config(ALL_AI), seed=7)
    qtbot.waitUntil(lambda: len(window.controller.commands) >= 4, timeout=5000)
    return window


def _assert_no_ai_move_for(qtbot: QtBot, window: MainWindow, ms: int) -> None:
    before = list(window.controller.commands)
    qtbot.wait(ms)
    assert window.controller.commands == before, "the AI played while a dialog was open"


def test_rules_dialog_pauses_the_ai_until_closed(qtbot: QtBot, tmp_path: Path) -> None:
    window = _running_ai_game(qtbot, tmp_path)
    dialog = window.open_rules()
    assert dialog.isVisible()
    assert window.controller.paused
    assert "Mensch" in dialog.browser.toPlainText()
    _assert_no_ai_move_for(qtbot, window, 600)
    paused_at = len(window.controller.commands)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.rules_dialog is None)
    assert not window.controller.paused
    qtbot.waitUntil(lambda: len(window.controller.commands) > paused_at + 2, timeout=5000)


def test_new_game_cancel_keeps_the_running_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = _running_ai_game(qtbot, tmp_path)
    game = window.controller.game
    dialog = window.open_new_game()
    assert window.controller.paused
    _assert_no_ai_move_for(qtbot, window, 600)
    paused_at = len(window.controller.commands)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is None)
    assert window.controller.game is game
    qtbot.waitUntil(lambda: len(window.controller.commands) > paused_at + 2, timeout=5000)
    assert window.controller.game is game


def test_new_game_start_replaces_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = _running_ai_game(qtbot, tmp_path)
    old = window.controller.game
    dialog = window.open_new_game()
    # Two players, opposite: red (human) and green (AI); blue and yellow stay empty.
    kinds = dialog._kind_boxes
    kinds[0].setCurrentIndex(kinds[0].findData("human"))
    kinds[1].setCurrentIndex(kinds[1].findData("empty"))
    kinds[3].setCurrentIndex(kinds[3].findData("empty"))
    dialog._name_edits[0].setText("Zoe")
    assert dialog.start_button.isEnabled()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is None)
    c = window.controller
    assert c.game is old, "an unsaved game was replaced without a question"
    answer_question(qtbot, window, "discard")
    assert c.game is not None and c.game is not old
    assert c.game.position.seats == (0, 2)
    assert c.setup is not None and c.setup.seats[0].kind is SeatKind.HUMAN
    assert c.name(0) == "Zoe"
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_ROLL and c.accepts_input())
    # The setup is remembered for the next dialog.
    last = window.settings.last_setup
    assert last is not None and last.seats[0].name == "Zoe"
    assert last.seats[1].kind is SeatKind.EMPTY


def test_new_game_dialog_checks_the_seats(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    kinds = dialog._kind_boxes
    for seat in (2, 3):
        kinds[seat].setCurrentIndex(kinds[seat].findData("empty"))
    assert not dialog.start_button.isEnabled(), "neighbours cannot play a two-player game"
    assert dialog._problem.text()
    kinds[1].setCurrentIndex(kinds[1].findData("empty"))
    assert not dialog.start_button.isEnabled(), "one player is not a game"
    kinds[2].setCurrentIndex(kinds[2].findData("human"))
    assert dialog.start_button.isEnabled()
    assert dialog.setup().occupied == (0, 2)


def test_new_game_dialog_presets_and_modes(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog._preset.setCurrentIndex(dialog._preset.findData("original"))
    rules = dialog.setup().rules
    assert rules.penalties and rules.roll_off and rules.play_on and rules.jump_in_goal
    dialog._options["penalties"].setChecked(False)
    assert dialog._preset.currentData() == "custom"
    dialog._preset.setCurrentIndex(dialog._preset.findData("classic"))
    assert not any(
        box.isChecked()
        for name, box in dialog._options.items()
        if name not in ("forced_capture", "railway")
    )
    assert dialog._options["railway"].isChecked(), "the classic preset runs the train"
    assert dialog.setup().rules == CLASSIC
    model = dialog._mode.model()
    assert isinstance(model, QStandardItemModel)
    event_item = model.item(1)
    assert event_item is not None and event_item.isEnabled()
    assert dialog._mode.currentData() == "classic"
    # Event mode (issue 23): its rules, and no penalties there (a classic-mode option).
    dialog._options["penalties"].setChecked(True)
    dialog._mode.setCurrentIndex(dialog._mode.findData("event"))
    assert not dialog._options["penalties"].isEnabled()
    rules = dialog.setup().rules
    assert rules.event_mode and not rules.penalties
    dialog._mode.setCurrentIndex(dialog._mode.findData("classic"))
    assert dialog._options["penalties"].isEnabled() and not dialog.setup().rules.event_mode


def test_dialog_exec_result_is_reject_on_cancel(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = window.open_new_game()
    dialog.reject()
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert window.controller.game is None and not window.controller.paused


def test_new_game_dialog_chooses_who_begins(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    first = dialog._first
    assert [first.itemData(i) for i in range(first.count())] == [0, 1, 2, 3]
    first.setCurrentIndex(first.findData(2))
    assert dialog.setup().start().turn == 2
    kinds = dialog._kind_boxes
    kinds[1].setCurrentIndex(kinds[1].findData("empty"))
    assert [first.itemData(i) for i in range(first.count())] == [0, 2, 3]
    assert first.currentData() == 2, "the choice survives a change of seats"
    dialog._options["roll_off"].setChecked(True)
    assert not first.isEnabled(), "a roll-off decides who begins"


def test_after_a_network_game_its_players_seats_go_to_the_computer_by_name(
    qtbot: QtBot,
) -> None:
    """The New game dialog after a LAN game: the players who were on the network are not at
    this computer; their seats are pre-filled as computers, under their names."""
    lan = Setup(
        CLASSIC,
        (Seat.human("Anna"), Seat(SeatKind.REMOTE, "Ben"), Seat.ai("easy", "Carla"), Seat()),
    )
    dialog = NewGameDialog(lan)
    qtbot.addWidget(dialog)
    setup = dialog.setup()
    assert [s.kind for s in setup.seats] == [
        SeatKind.HUMAN,
        SeatKind.AI,
        SeatKind.AI,
        SeatKind.EMPTY,
    ]
    assert setup.seats[1].level == "normal" and setup.name(1) == "Ben"
    assert setup.seats[2].level == "easy" and setup.name(0) == "Anna"


def test_help_about_says_the_version_the_licence_and_the_core_in_use(
    qtbot: QtBot, tmp_path: Path
) -> None:
    import core

    window = make_window(qtbot, tmp_path)
    actions = window.menus.help_menu.actions()
    assert window.menus.about_action in actions and window.menus.about_action.text() == "&About"
    window.menus.about_action.trigger()
    box = window.findChild(QMessageBox, "aboutBox")
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    details = box.informativeText()
    assert "Version 0.1.0" in details and "Licence: MIT" in details
    assert ("compiled" if core.NATIVE else "pure Python") in details
    assert "F1" in details and box.accessibleName() == "About Mensch ärgere Dich nicht"
    box.accept()
    qtbot.waitUntil(lambda: not box.isVisible())


def test_the_rules_text_scrolls_by_its_reading_keys_wherever_the_focus_is(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = window.open_rules()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.browser.hasFocus)  # the text has the focus when it opens
    bar = dialog.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    for target in (dialog.browser, close):
        bar.setValue(0)
        qtbot.keyClick(target, Qt.Key.Key_PageDown)
        assert bar.value() > 0, target
        qtbot.keyClick(target, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
        assert bar.value() == bar.maximum(), target
        qtbot.keyClick(target, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
        assert bar.value() == 0, target
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.rules_dialog is None)
