"""The main window's replays: Game ▸ Watch a replay… (a file dialog for a ``.madn`` file), a
record shown in a :class:`~madn_qt.replay.window.ReplayWindow` of its own, and "Play on from here".

The main window's :class:`ReplayOpener` (it sees the window as the files'
:class:`~madn_qt.files.protocol.GameWindow`) reads a file completely before anything is shown; one
that is no game record gets the same message as Game ▸ Open game… (its reason in the app's
language, :func:`madn_qt.files.texts.record_error_text`) and nothing changes. The running game is
untouched by a replay; "Play on from here" replaces it (asking first, as Open does, when it is not
saved: :meth:`madn_qt.files.game_files.GameFiles.confirm_replace`) with a new game of the replay's
first ``k`` commands and the seats as chosen (``GameWindow.show_opened_game``, through the
controller's ``continue_game``). Another part of the app that has a record (the game history)
shows it with :meth:`ReplayOpener.show_record`.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from core.record import Record, RecordError, load
from core.setup import Setup
from madn_qt.files import saved_game
from madn_qt.files.dialogs import fit_file_dialog, start_folder, warning_box
from madn_qt.files.game_files import GameFiles
from madn_qt.files.protocol import GameWindow
from madn_qt.files.saved_game import OpenedGame
from madn_qt.files.texts import record_error_text
from madn_qt.replay.window import ReplayWindow

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


class ReplayOpener(QObject):
    """Opens replays for one main window and plays on from them (see the module's docstring);
    ``files`` is the window's, whose folder and question before a game is replaced it shares."""

    opened = Signal(QWidget)  # a new replay window (ReplayWindow), before it is shown

    def __init__(self, window: GameWindow, files: GameFiles) -> None:
        super().__init__(window.as_widget())
        self.window = window
        self.files = files
        self.windows: list[ReplayWindow] = []  # the replays open now
        self.error_box: QMessageBox | None = None  # the last failure's message, while shown
        window.as_widget().installEventFilter(self)

    # --- opening -----------------------------------------------------------------------------
    def open(self, path: str | None = None) -> ReplayWindow | None:
        """Show the record in ``path`` (asked for when ``None``) as a replay; ``None`` when the
        person cancelled or the file is no game record (a message says why)."""
        if path is None:
            path = self._ask()
            if not path:
                return None
        try:
            record = load(path)
        except RecordError as error:
            log.warning("replaying %s failed: %s", path, error)
            self._fail(f"{Path(path).name}: {record_error_text(error)}")
            return None
        self.files.folder = str(Path(path).parent)
        return self.show_record(record, Path(path).name)

    def show_record(self, record: Record, title: str = "") -> ReplayWindow:
        """A replay of ``record`` in a window of its own, with this window's board and
        settings (``title`` names it: a file's name, a game of the history)."""
        from madn_qt.board.flat_board import FlatBoardView

        for shown in self.windows:  # the same game once: its window comes to the front
            if shown.model.setup == record.setup and shown.model.commands == tuple(record.commands):
                shown.showNormal()
                shown.raise_()
                shown.activateWindow()
                return shown
        window = self.window
        replay = ReplayWindow(
            record,
            title=title,
            flat_board=isinstance(window.board, FlatBoardView),
            settings=window.settings,
            reduced_motion=window.reduced_motion,
            sound=window.sound,
            parent=window.as_widget(),
        )
        replay.play_on.connect(lambda setup, k: self.play_on(replay, setup, k))
        replay.destroyed.connect(lambda _object=None: self._forget(replay))
        self.windows.append(replay)
        self.opened.emit(replay)
        replay.show()
        replay.raise_()
        replay.activateWindow()
        return replay

    def _forget(self, replay: ReplayWindow) -> None:
        if replay in self.windows:
            self.windows.remove(replay)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The main window closes (hidden, not minimised): its replays close with it."""
        if (
            watched is self.window.as_widget()
            and event.type() == QEvent.Type.Hide
            and not event.spontaneous()
        ):
            for replay in list(self.windows):
                replay.close()
        return super().eventFilter(watched, event)

    # --- play on -----------------------------------------------------------------------------
    def play_on(self, replay: ReplayWindow, setup: Setup, k: int) -> None:
        """Replace the running game (asking first when it is not saved) with a new game of the
        replay's first ``k`` commands, its seats played as ``setup`` says."""
        model = replay.model
        game = model.game_at(k, setup)
        opened = OpenedGame(setup, game, model.happenings_until(k))

        def proceed() -> None:
            # The new game is played in the main window: the replay it came from and the
            # history it may have come from leave the board in view.
            replay.close()
            self.window.close_history()
            self.window.show_opened_game(opened)
            self.window.log.say(
                lambda: translate("Replays", "Played on from step {k} of a replay.").format(k=k)
            )
            shown = self.window.as_widget()
            shown.raise_()
            shown.activateWindow()

        self.files.confirm_replace(proceed)

    # --- the file dialog and the message -----------------------------------------------------
    def _ask(self) -> str:
        """The file the person picks ("" for Cancel); the running game waits meanwhile."""
        window = self.window
        kinds = translate("GameFiles", "Saved games") + f" (*{saved_game.SUFFIX})"
        folder = self.files.folder
        folder = folder if folder and Path(folder).is_dir() else start_folder()
        dialog = QFileDialog(
            window.as_widget(), translate("Replays", "Watch a replay"), folder, kinds
        )
        dialog.setObjectName("replayFileDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        fit_file_dialog(dialog, window.as_widget())
        window.controller.pause()
        try:
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
            chosen = dialog.selectedFiles()
        finally:
            dialog.deleteLater()
            window.controller.resume()
            window.restore_focus()
        return chosen[0] if accepted and chosen else ""

    def _fail(self, detail: str) -> None:
        if self.error_box is not None:
            self.error_box.close()
        title = translate("Replays", "Watch a replay")
        text = translate("Replays", "This file cannot be shown as a replay.")
        box = warning_box(self.window.as_widget(), title, text, detail)
        box.setObjectName("replayError")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda _result: self._closed(box))
        self.error_box = box
        box.open()

    def _closed(self, box: QMessageBox) -> None:
        if self.error_box is box:
            self.error_box = None
            self.window.restore_focus()
        box.deleteLater()
