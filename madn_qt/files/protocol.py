"""What the files, the replays and the network's glue ask of the main window: :class:`GameWindow`.

``MainWindow`` (``madn_qt.window``) implements it; the packages below the window code against it,
never against ``MainWindow``, so that none of them imports the window (docs/architecture.md, "The
house"). It lives here, in the lowest package that needs it: the replays and the network import
``files`` anyway. What the window shows it changes through its methods, never by an attribute
set from outside.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from madn_qt.board.protocol import BoardWidget
from madn_qt.files.saved_game import OpenedGame
from madn_qt.log.game_log import GameLog
from madn_qt.play.controller import GameController
from madn_qt.settings import Settings

if TYPE_CHECKING:
    from madn_qt.sound import SoundPlayer


class GameWindow(Protocol):
    """The main window as the files, the replays and the network's glue use it."""

    @property
    def controller(self) -> GameController:
        """The running game's controller (the network's glue gives it its network part)."""

    @property
    def log(self) -> GameLog:
        """The move log: a file saved or opened, a line the app says, a new game's log."""

    @property
    def board(self) -> BoardWidget:
        """The window's board (a replay shows the same kind: 3D or flat)."""

    @property
    def settings(self) -> Settings:
        """The app's settings (a replay's speed, the LAN lobby's last entries)."""

    @property
    def reduced_motion(self) -> bool:
        """Whether motion is reduced (a replay moves as the window does)."""

    @property
    def sound(self) -> SoundPlayer | None:
        """The sound board, if any (a replay sounds as the window does)."""

    @property
    def autosave(self) -> Path | None:
        """Where the unfinished game is kept for next time (``None``: nothing is kept)."""

    def set_autosave(self, path: Path | None) -> None:
        """Keep the unfinished game in ``path`` from now on (``None``: keep nothing, as during
        a LAN game)."""

    def as_widget(self) -> QMainWindow:
        """The window itself: the parent of dialogs and messages, the status bar's owner."""

    def show_opened_game(self, opened: OpenedGame) -> None:
        """Replace the running game with an opened one, its moves so far in the log."""

    def restore_focus(self) -> None:
        """The keyboard focus back where the game goes on (after a dialog or a message)."""

    def lan_role(self) -> str:
        """``host`` or ``join`` while the window shows a LAN game that runs; '' otherwise."""

    def add_game_action(self, action: QAction) -> None:
        """Add ``action`` to the Game menu, after New game."""

    def close_ranking(self) -> None:
        """Close the last game's ranking, if it is open (a new game begins)."""

    def close_history(self) -> None:
        """Close the game history, if it is open (a game from it is played on)."""
