"""F1's controls name every key and mouse control of the app (each of which the window really
has); every option of the New game dialog has a tooltip and a one-sentence description for
screen readers, in English, German and Italian."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import make_window

KEYS = [
    "F1",
    "Ctrl+N",
    "Ctrl+S / Ctrl+O",
    "Ctrl+Q",
    "H",
    "Space",
    "Tab / Shift+Tab, arrow keys",
    "Enter",
    "F",
    "R",
    "F11 / Ctrl+Shift+F",
    "Left click",
    "Right or middle drag",
    "Mouse wheel",
]


def shortcuts(window: MainWindow) -> set[str]:
    """Every key the window's actions answer to, as Qt names it."""
    keys = {
        action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        for action in window.findChildren(type(window.menus.quit_action))
    }
    return {k for k in keys if k}


def test_f1_lists_every_control_the_window_has(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.rules_dialog is not None and window.rules_dialog.isVisible())
    dialog = window.rules_dialog
    assert dialog is not None
    text = dialog.browser.toPlainText()
    assert "Controls" in text
    for key in KEYS:
        assert key in text, key
    # The keys listed are the keys the window has (and the other way round).
    assert {"F1", "Ctrl+N", "Ctrl+S", "Ctrl+O", "Ctrl+Q", "H", "F", "R", "F11"} <= shortcuts(window)
    full_screen = window.menus.full_screen_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+F") in full_screen
    assert "Reset view" in window.menus.reset_view_action.text().replace("&", "")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.rules_dialog is None)


def test_every_new_game_option_says_what_it_does(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = window.open_new_game()
    qtbot.waitUntil(dialog.isVisible)
    options: list[QWidget] = [
        *dialog.findChildren(QComboBox),
        *dialog.findChildren(QCheckBox),
        *dialog.findChildren(QLineEdit),
        *dialog.findChildren(QSpinBox),
    ]
    options = [
        w for w in options if w.parent() is not None and not isinstance(w.parent(), QComboBox)
    ]
    assert len(options) >= 4 * 2 + 3 + 5, len(options)  # seats, mode/preset/first, the rules
    english_words = ("Who plays", "Sets the options", "The player who has")
    for widget in options:
        tip, description = widget.toolTip(), widget.accessibleDescription()
        name = widget.objectName() or widget.accessibleName()
        assert tip and description, name
        # one sentence: a capital, a full stop at the end, no second sentence inside
        assert description[0].isupper() and description.endswith((".", ")")), description
        assert ". " not in description.rstrip(".").replace("e.g. ", ""), description
        if language != "en":
            assert not description.startswith(english_words), description
    start = [b for b in dialog.findChildren(QAbstractButton) if b is dialog.start_button]
    assert start and dialog.start_button.toolTip()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
