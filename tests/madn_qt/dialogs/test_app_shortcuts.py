"""Help ▸ Keyboard shortcuts (issue 36): every key of every menu action, read from the real
window, and the keys that are no action; Ctrl+? and Ctrl+/ open it, Escape closes it; a search;
whole at 1024 x 768 in every language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from madn_qt.dialogs.shortcuts import KeyRow, ShortcutsDialog, plain
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import make_window

SMALL = QSize(1024, 740)  # a 1024 x 768 screen less a window manager's title bar


def every_action(menu: QMenu) -> list[QAction]:
    actions: list[QAction] = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            actions.extend(every_action(sub))
        elif not action.isSeparator():
            actions.append(action)
    return actions


def menu_actions(window: MainWindow) -> list[QAction]:
    """Every action of every menu of the window's menu bar, as the window has them now."""
    found: list[QAction] = []
    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            found.extend(every_action(menu))
    return found


def native(key: QKeySequence | str) -> str:
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def open_by_key(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> ShortcutsDialog:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # (shortcuts need the window active)
    focused = QApplication.focusWidget() or window
    QTest.keyClick(focused, key, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.help.shortcuts is not None and window.help.shortcuts.isVisible())
    dialog = window.help.shortcuts
    assert dialog is not None
    return dialog


def close_by_escape(qtbot: QtBot, window: MainWindow, dialog: ShortcutsDialog) -> None:
    dialog.activateWindow()  # (no window manager under Xvfb gives a new window the keyboard)
    qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.tree.hasFocus()  # (the list has the keyboard: a screen reader starts there)
    focused = QApplication.focusWidget()
    assert focused is not None and focused.window() is dialog
    QTest.keyClick(focused, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.help.shortcuts is None and not dialog.isVisible())


def test_every_key_of_every_menu_action_is_listed(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.menus.shortcuts_action.trigger()
    dialog = window.help.shortcuts
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    rows = dialog.shown_rows()
    keyed = [a for a in menu_actions(window) if any(not k.isEmpty() for k in a.shortcuts())]
    assert len(keyed) >= 12  # (New, Open, Save, Replay, Statistics, History, Settings, Quit …)
    for action in keyed:
        what = plain(action.text())
        matching = [row for row in rows if row.what == what]
        assert matching, f"{what!r} is not in the list"
        for key in action.shortcuts():
            assert native(key) in matching[0].keys.split(", "), (what, native(key))
    # the keys that are no action
    by_keys = {row.keys: row for row in rows}
    assert native("Space") in by_keys
    assert native("Return") in by_keys
    assert f"{native('Tab')}, {native('Shift+Tab')}" in by_keys
    groups = list(dict.fromkeys(row.group for row in rows))
    assert groups[:3] == ["Game", "View", "Help"]
    assert {"Playing with the keyboard", "Replay window"} <= set(groups)
    # the Help menu's own: Ctrl+? and Ctrl+/
    shortcuts_row = next(row for row in rows if row.what == "Keyboard shortcuts")
    assert shortcuts_row.keys == f"{native('Ctrl+?')}, {native('Ctrl+/')}"
    assert shortcuts_row.group == "Help"


def test_an_action_added_to_a_menu_is_listed_with_its_key(qtbot: QtBot, tmp_path: Path) -> None:
    """The list is read from the menus when it opens, not written down beside them."""
    window = make_window(qtbot, tmp_path)
    extra = QAction("Count the &sheep", window)
    extra.setShortcut(QKeySequence("Ctrl+Alt+K"))
    window.menus.view_menu.addAction(extra)
    window.menus.shortcuts_action.trigger()
    dialog = window.help.shortcuts
    assert dialog is not None
    assert KeyRow("View", "Count the sheep", native("Ctrl+Alt+K")) in dialog.shown_rows()


def test_ctrl_question_mark_and_ctrl_slash_open_it_and_escape_closes_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = open_by_key(qtbot, window, Qt.Key.Key_Question)
    assert dialog.isModal() or dialog.windowModality() != Qt.WindowModality.NonModal
    assert dialog.tree.accessibleName() == "Every key of the game"
    close_by_escape(qtbot, window, dialog)
    dialog = open_by_key(qtbot, window, Qt.Key.Key_Slash)
    close_by_escape(qtbot, window, dialog)


def test_the_search_keeps_the_rows_that_match(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.menus.shortcuts_action.trigger()
    dialog = window.help.shortcuts
    assert dialog is not None
    everything = dialog.shown_rows()
    QTest.keyClicks(dialog.search, "replay")
    shown = dialog.shown_rows()
    assert 0 < len(shown) < len(everything)
    assert all("replay" in f"{r.group} {r.what} {r.keys}".casefold() for r in shown)
    assert any(r.group == "Replay window" for r in shown)
    dialog.search.clear()
    assert dialog.shown_rows() == everything


def test_the_list_is_whole_at_1024x768(
    qtbot: QtBot, tmp_path: Path, styled: None, language: str
) -> None:
    """The dialog inside the window; every row's words and keys at their whole width in their
    columns (nothing cut off), in English, German and Italian."""
    window = make_window(qtbot, tmp_path)
    window.resize(SMALL)
    qtbot.waitUntil(lambda: window.size() == SMALL)
    window.menus.shortcuts_action.trigger()
    dialog = window.help.shortcuts
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.width() <= SMALL.width() and dialog.height() <= SMALL.height()
    tree = dialog.tree
    metrics = tree.fontMetrics()
    indent = tree.indentation() + 16  # (the item's own margins)
    for group in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(group)
        assert top is not None
        for child in range(top.childCount()):
            item = top.child(child)
            assert item is not None
            for column in (0, 1):
                pad = indent if column == 0 else 12
                need = metrics.horizontalAdvance(item.text(column)) + pad
                assert need <= tree.columnWidth(column), (language, item.text(column))
    dialog.grab()
