"""The board in words on the board itself and on a key (issue 36): a player who cannot see the
board reads it through a screen reader.

:class:`BoardStatus` sets the board widget's accessible name ("Game board: Anna (red) is to
roll.") and description (every seat, from the seat to move: its last roll, where each figure
stands, safe or not; :mod:`madn_qt.log.board_words`) after every position the window shows (the
controller's ``position_changed``: once per command, once per slice of "to the end", never per
animation frame), and again when the language changes (the board's own ``LanguageChange``,
which reaches it after the main window has set its texts). View ▸ Board status (B) speaks it
through the move log's announcement (:meth:`madn_qt.log.move_log.MoveLogView.announce`), the
same way the log's new lines reach a screen reader.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject

from core.position import Position
from madn_qt.board.protocol import BoardWidget
from madn_qt.log.board_words import BoardText, board_words, last_rolls
from madn_qt.log.move_log import MoveLogView
from madn_qt.play.controller import GameController
from madn_qt.window.menus import WindowMenus


class StatusWindow(Protocol):
    """What the board's words need of the main window."""

    @property
    def controller(self) -> GameController: ...

    @property
    def board(self) -> BoardWidget: ...

    @property
    def move_log(self) -> MoveLogView: ...

    @property
    def menus(self) -> WindowMenus: ...


class BoardStatus(QObject):
    """Keeps the board's accessible name and description with the position shown; ``speak``
    (B) announces them."""

    def __init__(self, window: StatusWindow) -> None:
        log = window.move_log
        super().__init__(log)  # (the log, its parent, keeps it)
        self._controller = window.controller
        self._board = window.board
        self._log = log
        self.text = board_words(None, None, {})
        self._controller.position_changed.connect(self.show)
        window.menus.board_status_action.triggered.connect(self.speak)
        self._board.as_widget().installEventFilter(self)
        self.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.show()
        return super().eventFilter(watched, event)

    def show(self, position: Position | None = None) -> None:
        """The board's name and description for ``position`` (by default the one shown)."""
        c = self._controller
        if position is None:
            position = c.position
        game = c.game
        rolls = last_rolls(game.positions, position) if game is not None else {}
        self.text = board_words(position, c.setup if position is not None else None, rolls)
        widget = self._board.as_widget()
        if widget.accessibleName() != self.text.name:
            widget.setAccessibleName(self.text.name)
        if widget.accessibleDescription() != self.text.description:
            widget.setAccessibleDescription(self.text.description)

    def speak(self) -> BoardText:
        """View ▸ Board status (B): the board in words, announced to a screen reader (and kept
        as the move log's accessible description, as its new lines are)."""
        self.show()
        self._log.announce(self.text.description)
        return self.text
