"""Every control of the window and the dialogs has an accessible name; the log announces."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from core.rules import Rules
from madn_qt.dialogs.ranking import RankingDialog
from madn_qt.dialogs.settings_dialog import SettingsDialog
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window, wait_stage
from tests.madn_qt.panel_support import pick_buttons

CONTROLS = (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QAbstractSlider,
    QAbstractSpinBox,
    QPlainTextEdit,
    QTextEdit,
    QAbstractItemView,
)


def unnamed_controls(root: QWidget) -> list[str]:
    """Visible controls under ``root`` without an accessible name (scroll bars excepted)."""
    missing: list[str] = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or isinstance(widget, QScrollBar):
            continue
        if widget.isHidden() or not widget.isVisibleTo(root):
            continue
        if type(widget).__name__ == "QComboBoxListView":  # the popup of a combo box
            continue
        if not widget.accessibleName().strip():
            missing.append(f"{type(widget).__name__} {widget.objectName()!r} {_text(widget)!r}")
    return missing


def _text(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return str(text()) if callable(text) else ""


def test_main_window_controls_have_accessible_names(qtbot: QtBot, tmp_path: Path) -> None:
    rules = Rules(penalties=True, railway=False)  # shows the pass button too
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human,random,random,random", rules), chance=ScriptedChance([6] * 9))
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window, " ")
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    assert window.panel.figure_buttons()
    assert not window.panel.pass_button().isHidden()
    assert unnamed_controls(window) == []
    assert window.board.accessibleName()
    for button in window.panel.figure_buttons():  # (the move in full: test_app_board_words)
        assert button.accessibleName().startswith(button.text().split(" ")[0] + " ")


def test_dialog_controls_have_accessible_names(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    new_game = window.open_new_game()
    qtbot.waitExposed(new_game)
    assert unnamed_controls(new_game) == []
    new_game.reject()
    rules = window.open_rules()
    qtbot.waitExposed(rules)
    assert unnamed_controls(rules) == []
    rules.reject()
    settings = SettingsDialog(window.settings, window)
    qtbot.addWidget(settings)
    settings.show()
    assert unnamed_controls(settings) == []


def test_ranking_dialog_controls_have_accessible_names(qtbot: QtBot) -> None:
    from core.game import Game, Setup

    game = Game(Setup.of((0, 2), Rules(railway=False)))
    dialog = RankingDialog(((2, 1), (0, 2)), game.position, {0: "Anna", 2: "Carla"})
    qtbot.addWidget(dialog)
    dialog.show()
    assert unnamed_controls(dialog) == []
    # A button's name is the label it shows; the longer words are its description.
    for button in (dialog.again_button, dialog.statistics_button, dialog.replay_button):
        assert button.accessibleName() == button.text().replace("&", "")
        assert button.accessibleDescription()
    assert dialog.headline.text() == "Carla wins!"
    assert [row[0] for row in dialog.rows()] == ["1.", "2."]


def test_the_move_log_announces_new_lines(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,empty,random"), chance=ScriptedChance([6] + [1] * 40))
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window, " ")
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    qtbot.keyClick(QApplication.focusWidget(), "\r")
    assert window.move_log.accessibleName() == "Move log"
    assert "Anna (red) rolls 6, brings a figure out." in window.move_log.accessibleDescription()


def test_event_mode_controls_have_accessible_names(qtbot: QtBot, tmp_path: Path) -> None:
    """The wheel, the event box's OK and picks, the players' rows (their bars too) say what
    they are; the wheel's result is told in the log."""
    import dataclasses

    from PySide6.QtWidgets import QProgressBar

    from core.event.construction import Paths
    from core.event.state import Origin, Pending
    from core.event.wheel import Event
    from core.game import Game
    from core.position import Phase
    from madn_qt.files.saved_game import OpenedGame
    from tests.madn_qt.board.test_marks import event_position

    window = make_window(qtbot, tmp_path)
    setup = config("human:Anna,normal:Ben,normal:Carla,normal:Dario", Rules(event_mode=True))
    figures = ((0, 5, -1, -1), (4, 8, 15, 22), (3, 11, 26, 33), (9, 14, 17, 36))
    for event, phase, stage in (
        (Event.SEND_BACK, Phase.CONFIRM, Stage.HUMAN_CONFIRM),
        (Event.SEND_BACK, Phase.PICK, Stage.HUMAN_PICK),
    ):
        start = event_position(Paths(1, 18))
        assert start.event_state is not None
        pending = Pending(Origin.FIELD, event, phase is Phase.PICK)
        state = dataclasses.replace(start.event_state, pending=pending, skips=(0, 1, 0, 0))
        position = start.but(figures=figures, turn=0, phase=phase, event_state=state)
        game = Game(setup)
        game.position = position
        game.positions = [position]
        window.show_opened_game(OpenedGame(setup, game, []))
        wait_stage(qtbot, window, stage)
        assert unnamed_controls(window) == []
        box = window.panel.event_box
        assert box.accessibleName() == "Event" and box.wheel.accessibleName()
        rows = window.panel.seat_rows
        assert rows.accessibleName() == "Players"
        assert "Ben: pip counter 0 of 32, sits out 1 turn" in rows.accessibleDescription()
        bars = rows.findChildren(QProgressBar)
        assert len(bars) == 4 and bars[1].accessibleName() == "Ben's pip counter"
        if stage is Stage.HUMAN_PICK:
            buttons = pick_buttons(box)
            assert len(buttons) == 12
            for button in buttons:  # (short labels, whole words for a screen reader)
                assert "'s figure " in button.accessibleName()
                assert "— field" in button.accessibleName() or "— goal" in button.accessibleName()
        else:
            assert box.confirm_button.accessibleName() == "Confirm the event"
