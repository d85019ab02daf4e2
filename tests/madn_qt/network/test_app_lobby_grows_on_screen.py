"""The lobby that grows for a longer message stays on the screen: grown past the screen's foot,
it moves up by as much. Found in a walk-through (Italian, 1024 × 768): the window manager had
placed the lobby low, it grew by a few lines, and its bottom edge went below the screen."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.madn_qt.network.lobby_support import close_and_check_threads, lan_window

LONG = " ".join(["A message that needs more than one line at the lobby's width."] * 6)


def test_the_grown_lobby_stays_on_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    qtbot.waitExposed(lobby)
    screen = lobby.screen()
    assert screen is not None
    area = screen.availableGeometry()
    frame = lobby.frameGeometry()
    lobby.move(lobby.pos().x(), area.bottom() - frame.height() + 1)  # its foot on the screen's
    qtbot.waitUntil(lambda: lobby.frameGeometry().bottom() == area.bottom())
    height = lobby.height()
    lobby.join_page.show_message(LONG, True)
    qtbot.waitUntil(lambda: lobby.height() > height)
    qtbot.waitUntil(lambda: lobby.frameGeometry().bottom() <= area.bottom())
    assert lobby.frameGeometry().top() >= area.top()
    lobby.reject()
    close_and_check_threads(qtbot, window)
