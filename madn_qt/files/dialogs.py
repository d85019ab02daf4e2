"""What the game's file dialogs and file messages share: the folder they start in, Qt's own file
dialog made large enough to read, and a warning read out whole by a screen reader."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, QSize, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QHeaderView, QMessageBox, QSplitter, QTreeView, QWidget


def start_folder() -> str:
    """Where the file dialogs start: the user's documents folder if it exists, else the home
    folder (never the working directory, which is wherever the app was started from)."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return documents
    return QDir.homePath()


def warning_box(parent: QWidget, title: str, text: str, detail: str) -> QMessageBox:
    """A warning for the player, not yet shown: its title, its sentence and the reason below
    it, all of it read out by a screen reader."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok)
    box.setParent(parent, box.windowFlags())
    box.setInformativeText(detail)
    box.setAccessibleName(title)
    box.setAccessibleDescription(f"{text} {detail}")
    return box


FILE_DIALOG_SIZE = QSize(880, 540)  # the file dialog's size where the window has room for it
PLACES_WIDTH = 170  # its list of places (the sidebar)


def fit_file_dialog(dialog: QFileDialog, window: QWidget) -> None:
    """Make Qt's own file dialog large enough to read its list (issue 22: at its default size
    the names, sizes and dates were cut to "madn 2026-1…", "1…iB", "2 12 …20:58"): as large as
    :data:`FILE_DIALOG_SIZE` or the window less a margin, the places list wide enough for its
    names, the sizes and dates as wide as their texts and the names the rest; the type column
    (always "madn file") goes. A platform's native dialog has none of these parts and keeps its
    own layout."""
    room = window.size()
    dialog.resize(
        min(FILE_DIALOG_SIZE.width(), max(room.width() - 40, 600)),
        min(FILE_DIALOG_SIZE.height(), max(room.height() - 60, 400)),
    )
    splitter = dialog.findChild(QSplitter, "splitter")
    if splitter is not None and splitter.count() == 2:
        splitter.setSizes([PLACES_WIDTH, dialog.width() - PLACES_WIDTH])
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is None:
        return
    header = tree.header()
    header.setStretchLastSection(False)
    header.setMinimumSectionSize(60)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    if header.count() > 2:
        tree.setColumnHidden(2, True)  # the type: every file is a saved game
