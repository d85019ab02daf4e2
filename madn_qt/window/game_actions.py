"""Game ▸ Undo (Ctrl+Z), Redo (Ctrl+Shift+Z) and Pause (P and the Pause key): the actions, when
they can be used and why not (their tooltips), and what the window shows of them.

Undo and redo are :class:`~madn_qt.play.take_back.UndoRedo`'s; after either, the move log is
written again from the game as it now stands and ends with a line that says what was taken back
or played again (announced), and the game's clock forgets the commands taken back.

Pause is the player's own hold on the game: one of the controller's counted pauses, so that it
and the windows that pause the game (a dialog, a menu) never undo each other. While it holds, a
card over the board says "Paused — P to go on" (in a network game: that only this view waits,
the game goes on), the status line says the same, and P (or Pause, or the menu) goes on where it
stopped. A new game or an opened one is never started paused.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from core.record import Record
from madn_qt.log.game_log import GameLog
from madn_qt.panel.status_line import held_text
from madn_qt.play.controller import GameController
from madn_qt.play.take_back import NoUndo, UndoRedo
from madn_qt.window.game_view import GameView
from madn_qt.window.menus import WindowMenus

translate = QCoreApplication.translate


def no_undo_text(why: NoUndo) -> str:
    """Why Undo cannot be used now (its tooltip)."""
    if why is NoUndo.NETWORK:
        return translate("MainWindow", "Undo is off in a network game: the others have played on.")
    if why is NoUndo.OVER:
        return translate("MainWindow", "The game is over: its moves stand.")
    if why is NoUndo.NOTHING:
        return translate("MainWindow", "Nothing to take back yet: nobody here has moved.")
    return translate("MainWindow", "No game is running.")


class PausedCard(QLabel):
    """The card over the board while the player holds the game (centred, kept in place)."""

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setObjectName("pausedCard")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setStyleSheet(
            "QLabel#pausedCard { background: rgba(20, 24, 32, 215); color: white;"
            " border-radius: 12px; padding: 18px 26px; font-size: 20pt; font-weight: 600; }"
        )
        self.hide()
        board.installEventFilter(self)

    def show_text(self, text: str) -> None:
        self.setText(text)
        self.setAccessibleName(text)
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        board = self.parentWidget()
        if board is None:
            return
        width = min(board.width() - 40, 560)
        self.setFixedWidth(max(width, 160))
        self.adjustSize()
        self.move((board.width() - self.width()) // 2, (board.height() - self.height()) // 2)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False


class GameActions(QObject):
    """Undo, Redo and Pause in the Game menu, and what they change in the window."""

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        menus: WindowMenus,
        view: GameView,
        log: GameLog,
        board: QWidget,
        went: Callable[[], None],
    ) -> None:
        """``went``: what else follows an undo or a redo (the game's clock, the kept game)."""
        super().__init__(window)
        self._controller = controller
        self._view = view
        self._log = log
        self._went_also = went
        self.undo_redo = UndoRedo(controller)
        self.undo_action = QAction(window)
        self.undo_action.setObjectName("undoAction")
        self.undo_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Z))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(window)
        self.redo_action.setObjectName("redoAction")
        redo_key = Qt.Modifier.CTRL | Qt.Modifier.SHIFT | Qt.Key.Key_Z
        self.redo_action.setShortcut(QKeySequence(redo_key))
        self.redo_action.triggered.connect(self.redo)
        self.pause_action = QAction(window)
        self.pause_action.setObjectName("pauseAction")
        self.pause_action.setCheckable(True)
        self.pause_action.setShortcuts([QKeySequence(Qt.Key.Key_P), QKeySequence(Qt.Key.Key_Pause)])
        self.pause_action.triggered.connect(self.set_held)
        for action in (self.undo_action, self.redo_action, self.pause_action):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        menu = menus.game_menu
        first = menus.hint_action
        after = menu.actions()[menu.actions().index(first) + 1]
        menu.insertSeparator(after)
        for action in (self.undo_action, self.redo_action, self.pause_action):
            menu.insertAction(after, action)
        self.card = PausedCard(board)
        self.held = False
        self.undo_redo.changed.connect(self.refresh)
        self.undo_redo.went.connect(self._went)
        controller.game_started.connect(self._game_started)  # (stages: undo_redo.changed)

    # --- undo and redo -----------------------------------------------------------------------
    def undo(self) -> bool:
        return self.undo_redo.undo()

    def redo(self) -> bool:
        return self.undo_redo.redo()

    def _went(self) -> None:
        """The log written again from the game as it stands, and what happened said."""
        c = self._controller
        setup, game = c.setup, c.game
        if setup is None or game is None:
            return
        box = self._view.panel.event_box  # (a wheel that still turns for what was taken back)
        box.finish()
        box.wheel.stop_now()
        names = tuple(setup.name(seat) for seat in setup.occupied)
        _replayed, happenings = Record(setup, list(game.commands)).replay_with_happenings()
        self._log.reset(roll_off=setup.rules.roll_off)
        self._log.new_game(names)
        self._log.history(happenings)
        count = self.undo_redo.count
        self._log.say(lambda: self._taken_back_line(count))
        self._view.opened(happenings)
        self._went_also()

    @staticmethod
    def _taken_back_line(count: int) -> str:
        if count == 0:
            return translate("GameLog", "Every move taken back is played again.")
        return translate("GameLog", "Moves taken back in this game: %n.", "", count)

    # --- pause -------------------------------------------------------------------------------
    def toggle(self) -> None:
        self.set_held(not self.held)

    def set_held(self, held: bool) -> None:
        """Hold the game (P) or go on; ignored while no game runs or it is over."""
        c = self._controller
        if held and (c.table is None or c.game is None or c.game.over):
            held = False
        if held == self.held:
            self.pause_action.setChecked(held)
            return
        self.held = held
        if held:
            c.pause()
            text = held_text(network=c.following)
            self._view.held = text
            self.card.show_text(text)
        else:
            self._view.held = ""
            self.card.hide()
            c.resume()
        self.pause_action.setChecked(held)
        self._view.refresh()

    def _game_started(self, _setup: object) -> None:
        """A new, opened or network game never starts held."""
        self.set_held(False)
        self.refresh()

    # --- texts and state ---------------------------------------------------------------------
    def refresh(self, *_: object) -> None:
        why = self.undo_redo.why_not()
        self.undo_action.setEnabled(why is None)
        self.undo_action.setToolTip(self._undo_tip() if why is None else no_undo_text(why))
        self.redo_action.setEnabled(self.undo_redo.can_redo())
        c = self._controller
        running = c.game is not None and not c.game.over
        self.pause_action.setEnabled(running or self.held)
        if self.held and not running:
            self.set_held(False)

    @staticmethod
    def _undo_tip() -> str:
        return translate(
            "MainWindow", "Take back your last move and what the computers did after it."
        )

    def retranslate(self) -> None:
        self.undo_action.setText(translate("MainWindow", "&Undo move"))
        self.redo_action.setText(translate("MainWindow", "Re&do move"))
        self.pause_action.setText(translate("MainWindow", "&Pause"))
        if self.held:
            text = held_text(network=self._controller.following)
            self._view.held = text
            self.card.show_text(text)
        self.refresh()
