"""Helpers for the app tests: a window with private settings, quick seats, waiting for stages."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from core.rules import Rules
from core.setup import Setup, parse_players
from madn_qt.play.controller import Stage
from madn_qt.settings import Settings
from madn_qt.window.main_window import MainWindow

FAST = 1000.0  # animation speed for tests: no AI or pass pauses


def make_window(
    qtbot: QtBot,
    tmp_path: Path,
    *,
    flat: bool = True,
    fast: bool = True,
    reduced_motion: bool = True,
) -> MainWindow:
    """A shown main window with its own settings file, no sound, and its own place to keep an
    unfinished game (as the app has: closing it then asks nothing)."""
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.landscape_animation = False
    window = MainWindow(settings, flat_board=flat, reduced_motion=reduced_motion, sound=None)
    window.autosave = tmp_path / "kept.madn"
    # At the test's end the LAN table goes first (as when quitting was agreed), so that the
    # window's close never waits on a question about the players on the network.
    qtbot.addWidget(window, before_close_func=lambda w: w.network.shutdown())
    if fast:
        window.set_animation_speed(FAST)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # keyboard shortcuts need the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


def config(spec: str, rules: Rules | None = None) -> Setup:
    """Seats from a ``--players`` spec; the classic rules without the railway unless ``rules``
    are given (the railway's own app tests say so)."""
    return parse_players(spec, rules if rules is not None else Rules(railway=False))


def wait_stage(qtbot: QtBot, window: MainWindow, *stages: Stage, timeout: int = 10000) -> Stage:
    """Wait until the controller reaches one of ``stages`` (with input accepted for human ones)."""

    def reached() -> bool:
        c = window.controller
        if c.stage not in stages:
            return False
        if c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE):
            return c.accepts_input()
        return True

    qtbot.waitUntil(reached, timeout=timeout)
    return window.controller.stage


def question_button(window: MainWindow, name: str) -> QPushButton | None:
    """The open "unsaved game" question's ``saveFirst``, ``discard`` or Cancel (``cancel``)
    button, as a player finds it on the box (``None`` while no question is open)."""
    box = window.files.question
    if box is None:
        return None
    if name == "cancel":
        button = box.button(QMessageBox.StandardButton.Cancel)
        return button if isinstance(button, QPushButton) else None
    return box.findChild(QPushButton, name)


def answer_question(qtbot: QtBot, window: MainWindow, answer: str) -> None:
    """Click ``saveFirst``, ``discard`` or ``cancel`` in the "unsaved game" question, which must
    be open (it is window-modal and opened with ``open()``)."""
    qtbot.waitUntil(lambda: window.files.question is not None and window.files.question.isVisible())
    button = question_button(window, answer)
    assert button is not None, answer
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.files.question is None)
    # The answer is acted on from the event loop (Save… first, then the game replaced).
    qtbot.waitUntil(lambda: not window.controller.paused or not window.isVisible())


def shown_file_dialog(window: MainWindow, *names: str) -> QFileDialog | None:
    """The file dialog the window shows now, as a player sees it (one with an object name of
    ``names`` where given: ``saveGameDialog``, ``openGameDialog``, ``replayFileDialog``)."""
    for dialog in window.findChildren(QFileDialog):
        if dialog.isVisible() and (not names or dialog.objectName() in names):
            return dialog
    return None


def answer_file_dialog(window: MainWindow, choose: Callable[[QFileDialog], str | None]) -> None:
    """Answer the next file dialog the window opens (it runs its own event loop): ``choose``
    sees the real dialog and returns the path to accept, or ``None`` for Cancel."""

    def answer() -> None:
        dialog = shown_file_dialog(window, "saveGameDialog", "openGameDialog")
        if dialog is None:
            QTimer.singleShot(10, answer)
            return
        path = choose(dialog)
        if path is None:
            dialog.reject()
        else:
            dialog.selectFile(path)
            # (the dialog's own file list loads in the background and may put its suggested
            # name back: the name is typed where a player types it)
            edit = dialog.findChild(QLineEdit, "fileNameEdit")
            if edit is not None:
                edit.setText(path)
            dialog.accept()

    QTimer.singleShot(0, answer)
