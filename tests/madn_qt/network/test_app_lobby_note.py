"""The lobby opened during a network game says that joining another table ends it (the host's
own: "… the game at your table", not "hosting or joining … the network game you are in", odd at
her own table); once the table is closed from that lobby, no network game runs and the note goes
(issue 38: it stayed)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads
from tests.madn_qt.network.test_app_lobby_faults import lobby_mid_game

RUNNING = "Joining another table ends the game at your table."


def test_the_running_game_note_goes_when_the_table_is_closed(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, _play, lobby = lobby_mid_game(qtbot, tmp_path, peers)
    assert lobby.note.isVisible() and lobby.note.text() == RUNNING
    lobby.tabs.setCurrentWidget(lobby.host_page)
    qtbot.mouseClick(lobby.host_page.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.findChild(QMessageBox, "closeTableQuestion") is not None)
    box = lobby.findChild(QMessageBox, "closeTableQuestion")  # (the game runs: asked first)
    qtbot.waitUntil(box.isVisible)
    box.findChild(QPushButton, "closeTableYes").click()
    qtbot.waitUntil(lambda: not window.controller.following, timeout=10000)
    assert not lobby.note.isVisible()
    close_and_check_threads(qtbot, window)
