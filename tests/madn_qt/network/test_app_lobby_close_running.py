"""Close the table, pressed in the lobby while the table's game runs, asks first: it ends the
game for everyone, and the host page puts the keyboard on that button when the lobby opens
during the game, so a stray Enter (the person reading a code out to a late friend) pressed it
and dropped every player without a word (found in a walk-through). Enter now opens a question
whose default is Cancel; Close the table there closes it. Before the start it closes at once."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads
from tests.madn_qt.network.test_app_lobby_faults import lobby_mid_game


def question(lobby: object) -> QMessageBox | None:
    from madn_qt.network.lobby import LobbyDialog

    assert isinstance(lobby, LobbyDialog)
    box = lobby.findChild(QMessageBox, "closeTableQuestion")
    return box if box is not None and box.isVisible() else None


def test_enter_on_close_the_table_asks_while_the_game_runs(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play, lobby = lobby_mid_game(qtbot, tmp_path, peers)
    page = lobby.host_page
    qtbot.waitUntil(page.close_button.hasFocus)  # (where the keyboard is when it opens)

    qtbot.keyClick(page.close_button, Qt.Key.Key_Return)  # a stray Enter
    qtbot.waitUntil(lambda: question(lobby) is not None)
    box = question(lobby)
    assert box is not None
    assert box.text() == "Close your table and end the game for everyone?"
    assert window.controller.following and play.link is not None
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter again: Cancel, the default
    qtbot.waitUntil(lambda: question(lobby) is None)
    assert window.controller.following and play.link is not None

    qtbot.keyClick(page.close_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: question(lobby) is not None)
    box = question(lobby)
    assert box is not None
    button = box.findChild(QPushButton, "closeTableYes")
    assert button is not None and button.text() == "&Close the table"
    button.click()
    qtbot.waitUntil(lambda: not window.controller.following, timeout=10000)
    qtbot.waitUntil(page.open_button.isVisible, timeout=10000)
    close_and_check_threads(qtbot, window)
