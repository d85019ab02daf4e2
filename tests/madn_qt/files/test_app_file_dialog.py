"""The Open and Save dialogs show their files readably at 1024 x 768 (issue 22: "the file dialog
truncates its columns"): large enough, the names, sizes and dates whole, in en/de/it under the
game's style."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QFileDialog, QTreeView
from pytestqt.qtbot import QtBot

from tests.madn_qt.app_support import answer_file_dialog, config, make_window, shown_file_dialog

SMALL = QSize(1024, 740)  # a 1024 x 768 screen less a window manager's title bar


@pytest.mark.parametrize("action", ["open", "save"])
def test_the_file_dialog_shows_names_sizes_and_dates_whole(
    qtbot: QtBot, tmp_path: Path, language: str, styled: None, action: str
) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(SMALL)
    qtbot.waitUntil(lambda: window.size() == SMALL)
    folder = tmp_path / "Spiele"
    folder.mkdir()
    for day in range(4):
        (folder / f"madn 2026-11-{10 + day} 18-3{day}.madn").write_text("x" * (900 + 400 * day))
    window.files.folder = str(folder)
    window.start_game(config("human:Anna,empty,normal:Ben"), seed=1)
    found: list[str] = []

    def check(dialog: QFileDialog) -> None:
        tree = dialog.findChild(QTreeView, "treeView")
        assert tree is not None, "not Qt's own file dialog"
        model = tree.model()
        qtbot.waitUntil(lambda: model.rowCount(tree.rootIndex()) >= 4, timeout=5000)
        QApplication.processEvents()
        if dialog.width() < 800 or dialog.height() < 480:
            found.append(f"the dialog is only {dialog.size()}")
        if dialog.width() > window.width() or dialog.height() > window.height():
            found.append(f"the dialog {dialog.size()} is larger than the window")
        header = tree.header()
        shown = [c for c in range(header.count()) if not tree.isColumnHidden(c)]
        if len(shown) < 3:
            found.append(f"only the columns {shown} are shown")
        for column in shown:
            title = model.headerData(column, header.orientation())
            need = max(tree.sizeHintForColumn(column), header.sectionSizeHint(column))
            if header.sectionSize(column) < need:
                found.append(f"{title}: {header.sectionSize(column)} px for {need}")

    def choose(dialog: QFileDialog) -> None:
        check(dialog)
        return None  # Cancel

    answer_file_dialog(window, choose)
    if action == "open":
        window.menus.open_action.trigger()
    else:
        window.menus.save_action.trigger()
    qtbot.waitUntil(lambda: shown_file_dialog(window) is None)
    assert not found, (language, action, found)
