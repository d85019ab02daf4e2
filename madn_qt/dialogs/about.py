"""Help ▸ About: the game's name and version, its licence, the rules engine in use (compiled or
pure Python, docs/native.md), and where the rules and the keys are."""

from __future__ import annotations

from importlib import metadata

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

import core

translate = QCoreApplication.translate

LICENCE = "MIT"  # pyproject.toml's licence


def version() -> str:
    """The installed version (pyproject.toml's), or "unknown" outside an installation."""
    try:
        return metadata.version("madn")
    except metadata.PackageNotFoundError:
        return translate("About", "unknown")


def about_text() -> str:
    engine = (
        translate("About", "compiled (mypyc)")
        if core.NATIVE
        else translate("About", "pure Python (no compiled core on this computer)")
    )
    lines = [
        translate("About", "Version {version}").format(version=version()),
        translate("About", "Licence: {licence}").format(licence=LICENCE),
        translate("About", "Rules engine: {engine}").format(engine=engine),
        translate("About", "Help ▸ Rules (F1) explains the rules and every key."),
    ]
    return "\n".join(lines)


def about_box(parent: QWidget) -> QMessageBox:
    """A window-modal box (OK closes it), opened by the caller."""
    title = translate("About", "About Mensch ärgere Dich nicht")
    box = QMessageBox(
        QMessageBox.Icon.Information,
        title,
        translate("About", "Mensch ärgere Dich nicht"),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("aboutBox")
    box.setInformativeText(about_text())
    box.setAccessibleName(title)
    box.setAccessibleDescription(about_text())
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box
