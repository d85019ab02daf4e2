"""Game ▸ Save game… and Open game…: the file dialogs, the messages, and nothing lost.

Saving writes the running game as a record file (:mod:`madn_qt.saved_game`); a failed save says
why and leaves the game and any older file as they were. Opening reads the whole file first and
only then replaces the running game; a damaged, truncated or foreign file gets a message that says
what is wrong with it, and the running game goes on untouched. While a file dialog is open the
game is paused, as it is under the other dialogs. The move log tells (and announces) that the
game was saved or opened.
"""

from __future__ import annotations

import contextlib
import datetime
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox

from core.record import RecordError
from madn_qt import saved_game

if TYPE_CHECKING:
    from madn_qt.main_window import MainWindow

log = logging.getLogger(__name__)
translate = QCoreApplication.translate
AUTOSAVE_NAME = "autosave.madn"


@dataclass(frozen=True)
class FileNote:
    """A line of the move log: the game was ``saved`` to or ``opened`` from ``file``, or it
    ``continued`` from the last time the app ran."""

    kind: Literal["saved", "opened", "continued"]
    file: str = ""


def autosave_path() -> Path:
    """Where an unfinished game waits between two runs of the app (the app's data folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / AUTOSAVE_NAME


class GameFiles(QObject):
    """Saves and opens games for one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.error_box: QMessageBox | None = None  # the last failure's message, while shown
        self.folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )

    def save(self, path: str | None = None) -> bool:
        """Save the running game to ``path`` (asked for when ``None``); ``True`` when saved."""
        controller = self.window.controller
        setup, game = controller.setup, controller.game
        if setup is None or game is None:
            return False
        if path is None:
            path = self._ask(saving=True)
            if not path:
                return False
            path = saved_game.with_suffix(path)
        try:
            saved_game.write(setup, game, path, datetime.date.today().isoformat())
        except OSError as error:
            log.warning("saving %s failed: %s", path, error)
            self._fail(
                translate("GameFiles", "Save game"),
                translate("GameFiles", "The game could not be saved."),
                f"{path}: {error.strerror or error}",
            )
            return False
        self.folder = str(Path(path).parent)
        self.window.log.note(FileNote("saved", Path(path).name))
        return True

    def open(self, path: str | None = None) -> bool:
        """Replace the running game with the one saved in ``path`` (asked for when ``None``);
        ``True`` when opened. A file that cannot be played changes nothing."""
        if path is None:
            path = self._ask(saving=False)
            if not path:
                return False
        try:
            opened = saved_game.read(path)
        except RecordError as error:
            log.warning("opening %s failed: %s", path, error)
            self._fail(
                translate("GameFiles", "Open game"),
                translate("GameFiles", "This file cannot be opened as a game."),
                f"{Path(path).name}: {error}",
            )
            return False
        self.folder = str(Path(path).parent)
        self.window.show_opened_game(opened)
        self.window.log.note(FileNote("opened", Path(path).name))
        return True

    def keep_for_next_time(self, path: Path) -> None:
        """On closing: an unfinished game is saved to ``path`` to go on with next time; a
        finished one (or none) removes ``path``. Failures are logged, never raised: the window
        closes either way."""
        controller = self.window.controller
        setup, game = controller.setup, controller.game
        try:
            if setup is None or game is None or game.over:
                path.unlink(missing_ok=True)
                return
            path.parent.mkdir(parents=True, exist_ok=True)
            saved_game.write(setup, game, path, datetime.date.today().isoformat())
        except OSError as error:
            log.warning("keeping the game in %s failed: %s", path, error)

    def continue_from(self, path: Path) -> bool:
        """At start: go on with the unfinished game kept in ``path``; ``False`` when there is
        none. A file that cannot be read is moved aside (``.bad``, for a bug report), not lost."""
        if not path.is_file():
            return False
        try:
            opened = saved_game.read(path)
        except RecordError as error:
            log.warning("the kept game %s cannot be read: %s", path, error)
            with contextlib.suppress(OSError):
                path.replace(path.with_name(path.name + ".bad"))
            return False
        if opened.game.over:
            return False
        self.window.show_opened_game(opened)
        self.window.log.note(FileNote("continued"))
        return True

    def _ask(self, saving: bool) -> str:
        """The path the player picks in a file dialog ("" for Cancel); the game waits meanwhile."""
        kinds = translate("GameFiles", "Saved games") + f" (*{saved_game.SUFFIX})"
        controller = self.window.controller
        controller.pause()
        try:
            if saving:
                stamp = datetime.datetime.now().strftime("%Y-%m-%d %H-%M")
                suggestion = str(Path(self.folder) / f"madn {stamp}{saved_game.SUFFIX}")
                title = translate("GameFiles", "Save game")
                path, _ = QFileDialog.getSaveFileName(self.window, title, suggestion, kinds)
            else:
                title = translate("GameFiles", "Open game")
                path, _ = QFileDialog.getOpenFileName(self.window, title, self.folder, kinds)
        finally:
            controller.resume()
        return path

    def _fail(self, title: str, text: str, detail: str) -> None:
        if self.error_box is not None:
            self.error_box.close()
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok)
        box.setParent(self.window, box.windowFlags())
        box.setInformativeText(detail)
        box.setAccessibleName(title)
        box.finished.connect(lambda _result: self._closed(box))
        self.error_box = box
        box.open()

    def _closed(self, box: QMessageBox) -> None:
        if self.error_box is box:
            self.error_box = None
        box.deleteLater()
