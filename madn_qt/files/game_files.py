"""Game ▸ Save game… and Open game…: the file dialogs, the messages, and nothing lost.

Saving writes the running game as a record file (:mod:`madn_qt.files.saved_game`); a failed save
says why and leaves the game and any older file as they were. Opening reads the whole file first and
only then replaces the running game; a damaged, truncated or foreign file gets a message that says
what is wrong with it (in the app's language: :func:`madn_qt.files.texts.record_error_text` words
the record's error code), and the running game goes on untouched. While a file dialog is open
the game is paused, as it is under the other dialogs. The move log tells (and announces) that
the game was saved or opened.

Nothing is lost by accident: Open game and New game ask before they replace a running game that
has changed since it was last saved to a file (the game kept for next time does not count: the
new game would overwrite it), and Quit asks when the game could be neither saved nor kept
(:meth:`GameFiles.confirm_replace`, :meth:`GameFiles.confirm_quit`).
"""

from __future__ import annotations

import contextlib
import datetime
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QMessageBox,
)

from core.moves import Move
from core.record import RecordError
from madn_qt.files import saved_game
from madn_qt.files.dialogs import fit_file_dialog, start_folder, warning_box
from madn_qt.files.protocol import GameWindow
from madn_qt.files.texts import os_error_text, record_error_text
from madn_qt.log.game_log import FileNote

log = logging.getLogger(__name__)
translate = QCoreApplication.translate
AUTOSAVE_NAME = "autosave.madn"


def previous_of(kept: Path) -> Path:
    """The game kept one command before ``kept`` (the generation before the last write)."""
    return kept.with_name(kept.name + ".previous")


def forget_kept(kept: Path) -> None:
    """No game kept for next time any more: the file and the one kept before it go."""
    kept.unlink(missing_ok=True)
    previous_of(kept).unlink(missing_ok=True)


def autosave_path() -> Path:
    """Where an unfinished game waits between two runs of the app (the app's data folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / AUTOSAVE_NAME


class GameFiles(QObject):
    """Saves and opens games for one main window, and asks before a game is lost."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window.as_widget())
        self.window = window
        self.error_box: QMessageBox | None = None  # the last failure's message, while shown
        self.question: QMessageBox | None = None  # "save the running game first?", while shown
        self.folder = start_folder()
        # (game, number of commands) when the running game was last saved to or opened from a
        # file: a game that has not changed since needs no question before it is replaced.
        self._saved: tuple[object, int] | None = None
        self._keep_due = False  # a slice of "to the end" played commands not kept yet

    # --- saving and opening ------------------------------------------------------------------
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
            taken_back = self.window.controller.takebacks.count
            saved_game.write(setup, game, path, datetime.date.today().isoformat(), taken_back)
        except OSError as error:
            log.warning("saving %s failed: %s", path, error)
            self._fail(
                translate("GameFiles", "Save game"),
                translate("GameFiles", "The game could not be saved."),
                f"{path}: {os_error_text(error)}",
            )
            return False
        self.folder = str(Path(path).parent)
        self._saved = (game, len(game.commands))
        self.window.log.note(FileNote("saved", Path(path).name))
        return True

    def open(self, path: str | None = None) -> bool:
        """Replace the running game with the one saved in ``path`` (asked for when ``None``);
        ``True`` when opened (or, if the running game is unsaved, when the question whether to
        replace it is shown). A file that cannot be played changes nothing."""
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
                f"{Path(path).name}: {record_error_text(error)}",
            )
            return False
        self.folder = str(Path(path).parent)
        name = Path(path).name

        def replace() -> None:
            self.window.show_opened_game(opened)
            self._saved = (opened.game, len(opened.game.commands))
            self.window.log.note(FileNote("opened", name))

        self.confirm_replace(replace, opening=True)
        return True

    # --- nothing lost ------------------------------------------------------------------------
    def unsaved(self) -> bool:
        """Whether the running game would be lost if it were replaced now: it is not over, a
        move has been played, and it has changed since it was last saved or opened."""
        game = self.window.controller.game
        if game is None or game.over or not any(isinstance(c, Move) for c in game.commands):
            return False
        return self._saved != (game, len(game.commands))

    def confirm_replace(self, proceed: Callable[[], None], *, opening: bool = False) -> None:
        """Run ``proceed`` (which replaces the running game) now, or after the player agreed
        when the running game is unsaved: Save… (then go on once saved), Don't save, Cancel."""
        lan = self.window.lan_role()  # "host", "join", or "" without a LAN game
        if lan:
            self._confirm_leaving(lan, proceed, opening=opening)
            return
        if not self.unsaved():
            proceed()
            return
        if opening:
            text = translate("GameFiles", "Open the saved game and end the running one?")
        else:
            text = translate("GameFiles", "Start a new game and end the running one?")
        detail = translate(
            "GameFiles",
            "The running game has not been saved. Save it first to go on with it another time.",
        )
        self._confirm(text, detail, translate("GameFiles", "&Don't save"), proceed)

    def _confirm_leaving(self, role: str, proceed: Callable[[], None], *, opening: bool) -> None:
        """Replacing a network game ends it for this computer: the host's table closes and drops
        the players on the network; a joiner leaves the table, whose game goes on without it."""
        if role == "host":
            text = (
                translate("GameFiles", "Open the saved game and close your network table?")
                if opening
                else translate("GameFiles", "Start a new game and close your network table?")
            )
            detail = translate(
                "GameFiles",
                "The players on the network are dropped from the game. Save it first to go on "
                "with it another time.",
            )
            discard = translate("GameFiles", "&Close the table")
        else:
            text = (
                translate("GameFiles", "Open the saved game and leave the network table?")
                if opening
                else translate("GameFiles", "Start a new game and leave the network table?")
            )
            detail = translate(
                "GameFiles",
                "The game at the table goes on without you; the computer takes your seat.",
            )
            discard = translate("GameFiles", "&Leave the table")
        title = translate("GameFiles", "Network game")
        self._confirm(text, detail, discard, proceed, title=title)

    def confirm_quit_table(
        self, role: str, proceed: Callable[[], None], wait_minutes: int = 10
    ) -> None:
        """Quitting during a LAN game: asked like replacing it (:meth:`confirm_replace`); the
        joiners' apps wait ``wait_minutes`` for the host (madn_qt.network.host_wait)."""
        if role == "host":
            text = translate("GameFiles", "Quit and keep your network table for later?")
            detail = translate(
                "GameFiles",
                "The players in the game's window wait up to %n minute(s) for your table to "
                "open again: the next time you start the game, it offers to open the table, and "
                "they come back by themselves. Later, each comes back to their seat from their "
                "lobby.",
                "",
                wait_minutes,
            )
        else:
            text = translate("GameFiles", "Quit and leave the network table?")
            detail = translate(
                "GameFiles",
                "The game at the table goes on without you; the computer takes your seat until "
                "you join again.",
            )
        title = translate("GameFiles", "Network game")
        self._confirm(text, detail, translate("GameFiles", "&Quit"), proceed, title=title)

    def confirm_quit(self, proceed: Callable[[], None]) -> bool:
        """On closing: ``False`` (and ``proceed`` later, once agreed) when the running game
        would be lost — not saved since it changed and not kept for next time; ``True`` when
        the window may close now."""
        window = self.window
        if not self.unsaved() or (
            window.autosave is not None and self.keep_for_next_time(window.autosave)
        ):
            return True
        text = translate("GameFiles", "Quit and lose the running game?")
        detail = translate(
            "GameFiles",
            "The running game has not been saved, and it cannot be kept to go on with next time.",
        )
        self._confirm(text, detail, translate("GameFiles", "&Quit without saving"), proceed)
        return False

    def _confirm(
        self,
        text: str,
        detail: str,
        discard: str,
        proceed: Callable[[], None],
        *,
        title: str = "",
    ) -> None:
        if self.question is not None:
            self.question.raise_()
            return
        title = title or translate("GameFiles", "Unsaved game")
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.NoButton,
            self.window.as_widget(),
        )
        box.setObjectName("unsavedGameQuestion")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setInformativeText(detail)
        box.setAccessibleName(title)
        box.setAccessibleDescription(f"{text} {detail}")
        save = box.addButton(translate("GameFiles", "&Save…"), QMessageBox.ButtonRole.AcceptRole)
        drop = box.addButton(discard, QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        save.setObjectName("saveFirst")
        drop.setObjectName("discard")
        box.setDefaultButton(save)
        box.setEscapeButton(cancel)
        self.window.controller.pause()

        def answered(_result: int) -> None:
            clicked = box.clickedButton()
            answer = "drop" if clicked is drop else "save" if clicked is save else "cancel"
            self.question = None
            box.deleteLater()
            # Acted on once the box's signal has returned: Save… opens a file dialog with its
            # own event loop, which must not run inside the closing box's signal.
            QTimer.singleShot(0, self, lambda: self._answered(answer, proceed))

        box.finished.connect(answered)
        self.question = box
        box.open()

    def _answered(self, answer: str, proceed: Callable[[], None]) -> None:
        try:
            go_on = answer == "drop" or (answer == "save" and self.save())
        finally:
            self.window.controller.resume()  # (paused while the question was open)
        if go_on:
            proceed()
        else:
            self.window.restore_focus()

    # --- the game kept for next time ---------------------------------------------------------
    def keep_step(self, _step: object) -> None:
        """Every command the game applies is kept for next time at once (a few kB, replaced
        in one step), so that not even a killed process loses one; the end of the game drops
        it. "To the end" keeps once a slice of commands is played (:meth:`keep_slice`)."""
        autosave = self.window.autosave
        if autosave is None:
            return
        if self.window.controller.in_slice:
            self._keep_due = True
            return
        self.keep_for_next_time(autosave)

    def keep_slice(self, _position: object) -> None:
        autosave = self.window.autosave
        if self._keep_due and autosave is not None and not self.window.controller.in_slice:
            self._keep_due = False
            self.keep_for_next_time(autosave)

    def keep_for_next_time(self, path: Path) -> bool:
        """An unfinished game is saved to ``path`` to go on with next time, the game kept
        before it moved to :func:`previous_of` (so that a kept file that cannot be read later
        still leaves the one before); a finished one (or none) removes both. ``False`` when
        that failed (logged, never raised: the window closes either way).

        The window keeps the game after every command (``GameController.step_played``), a
        write of a few kB that is replaced in one step (``core.record.save``): a process that
        is killed loses nothing of the game."""
        controller = self.window.controller
        setup, game = controller.setup, controller.game
        previous = previous_of(path)
        try:
            if setup is None or game is None or game.over:
                forget_kept(path)
                return True
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.is_file():
                path.replace(previous)
            taken_back = self.window.controller.takebacks.count
            saved_game.write(setup, game, path, datetime.date.today().isoformat(), taken_back)
        except OSError as error:
            log.warning("keeping the game in %s failed: %s", path, error)
            return False
        return True

    def continue_from(self, path: Path) -> bool:
        """At start: go on with the unfinished game kept in ``path`` (or, where that cannot be
        read or is missing, the one kept before it); ``False`` when there is none. A file that
        cannot be read is moved aside (``.bad``, for a bug report), never lost, and the player
        is told."""
        bad: list[tuple[Path, str]] = []  # (where it went, why it could not be read)
        opened = None
        for kept in (path, previous_of(path)):
            if not kept.is_file():
                continue
            try:
                opened = saved_game.read(kept)
                break
            except RecordError as error:
                log.warning("the kept game %s cannot be read: %s", kept, error)
                aside = _free_name(kept.with_name(kept.name + ".bad"))
                with contextlib.suppress(OSError):
                    kept.replace(aside)
                bad.append((aside, record_error_text(error)))
        if bad:
            self._tell_moved_aside(bad, went_on=opened is not None and not opened.game.over)
        if opened is None or opened.game.over:
            return False
        self.window.show_opened_game(opened)
        self.window.log.note(FileNote("continued"))
        return True

    def _tell_moved_aside(self, bad: list[tuple[Path, str]], went_on: bool) -> None:
        """The message about a kept game that could not be read; the game (the one kept before
        it) waits while it is shown, so that nothing happens unseen behind it."""
        aside, why = bad[0]
        text = translate("GameFiles", "The game kept from last time could not be read.")
        detail = translate("GameFiles", "{why} The file was moved aside: {file}.").format(
            why=why, file=aside
        )
        if went_on:
            detail += " " + translate("GameFiles", "The game goes on from the move before.")
        controller = self.window.controller
        controller.pause()
        self._fail(translate("GameFiles", "Kept game"), text, detail)
        box = self.error_box
        if box is not None:
            box.finished.connect(lambda _result: controller.resume())
        else:
            controller.resume()

    # --- dialogs -----------------------------------------------------------------------------
    def _ask(self, saving: bool) -> str:
        """The path the player picks in a file dialog ("" for Cancel); the game waits meanwhile.
        The dialog starts in the last folder used (at first the documents folder, else home);
        the save dialog suggests a file name with the date and time, the open dialog none."""
        kinds = translate("GameFiles", "Saved games") + f" (*{saved_game.SUFFIX})"
        folder = self.folder if self.folder and Path(self.folder).is_dir() else start_folder()
        title = translate("GameFiles", "Save game")
        if not saving:
            title = translate("GameFiles", "Open game")
        dialog = QFileDialog(self.window.as_widget(), title, folder, kinds)
        dialog.setObjectName("saveGameDialog" if saving else "openGameDialog")
        dialog.setDirectory(folder)
        if saving:
            stamp = datetime.datetime.now().strftime("%Y-%m-%d %H-%M")
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
            dialog.setDefaultSuffix(saved_game.SUFFIX.lstrip("."))
            dialog.selectFile(f"madn {stamp}{saved_game.SUFFIX}")
        else:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        fit_file_dialog(dialog, self.window.as_widget())
        controller = self.window.controller
        controller.pause()
        try:
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
            chosen = dialog.selectedFiles()
        finally:
            dialog.deleteLater()
            controller.resume()
            self.window.restore_focus()
        return chosen[0] if accepted and chosen else ""

    def _fail(self, title: str, text: str, detail: str) -> None:
        if self.error_box is not None:
            self.error_box.close()
        box = warning_box(self.window.as_widget(), title, text, detail)
        box.finished.connect(lambda _result: self._closed(box))
        self.error_box = box
        box.open()

    def _closed(self, box: QMessageBox) -> None:
        if self.error_box is box:
            self.error_box = None
            self.window.restore_focus()
        box.deleteLater()


def _free_name(path: Path) -> Path:
    """``path``, or where a file is there already the first free ``path-2``, ``path-3``, ...
    (every damaged kept game stays for a bug report, not only the newest)."""
    n = 1
    found = path
    while found.exists():
        n += 1
        found = path.with_name(f"{path.name}-{n}")
    return found
