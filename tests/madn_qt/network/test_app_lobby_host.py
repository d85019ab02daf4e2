"""The app hosts a LAN table from the lobby (issue 13): seats, options, a real ``madn join``
process takes the open seat, the game starts by itself and runs to the end in the window, the
person at the host's computer playing its seat by keyboard through the network layer; both
sides end with the same final line; closing the window ends the network thread."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.setup import SeatKind
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import question_button
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    network_threads,
    play_by_keyboard,
    unique,
    window_final,
)

pytestmark = pytest.mark.timeout(150)


@pytest.mark.slow
@pytest.mark.parametrize("flat", [True, False], ids=["flat board", "3D board"])
def test_hosting_a_table_a_process_joins_and_the_game_ends_in_the_window(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer], flat: bool
) -> None:
    window, play = lan_window(qtbot, tmp_path, flat)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    lobby.tabs.setCurrentWidget(lobby.host_page)
    page = lobby.host_page
    page.set_seat(0, "you", "Anna")
    page.set_seat(1, "remote")
    page.set_seat(2, "ai:random", "Carla")
    page.set_seat(3, "empty")
    page._options["railway"].setChecked(False)
    page.table_name.setText(unique("app host"))
    assert page.open_button.isEnabled(), page.message.text()
    page.open_button.setFocus()
    qtbot.keyClick(page.open_button, Qt.Key.Key_Space)
    qtbot.waitUntil(page.close_button.isVisible, timeout=10000)
    assert not page.open_button.isVisible()
    assert play.link is not None and play.link.port > 0
    assert "The table is open" in page.message.text()
    # Before anybody joined, the seat list says who is where.
    qtbot.waitUntil(lambda: any("waiting for a player" in line for line in page.seat_list.lines()))
    lines = page.seat_list.lines()
    assert any("Anna" in line and "you" in line for line in lines), lines
    assert any("Carla" in line and "computer" in line for line in lines), lines

    port = play.link.port if play.link is not None else 0
    joiner = Peer(
        tmp_path,
        "ben",
        ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random", "--name", "Ben"],
    )
    peers.append(joiner)
    # The game starts by itself once the open seat is taken: the lobby closes.
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)
    qtbot.waitUntil(lambda: play.lobby is None, timeout=5000)
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    c = window.controller
    setup = c.setup
    assert setup is not None and setup.seats[1].kind is SeatKind.REMOTE
    assert setup.name(1) == "Ben"
    assert c.is_human(0) and not c.is_human(1) and not c.is_human(2)
    assert play.status.isVisible()
    assert play.status.text().startswith("Network game: you play Anna.")  # not Carla, the AI
    # The lobby opened again during the game shows the running table: nothing to resume.
    again = play.open_lobby()
    qtbot.waitUntil(again.isVisible)
    host = again.host_page
    assert again.tabs.currentWidget() is host
    assert host.close_button.isVisible() and not host.open_button.isVisible()
    assert not host.resume_button.isVisible()
    assert "its game goes on" in host.message.text()
    assert [str(k.currentData()) for k in host._kinds] == ["you", "remote", "ai:random", "empty"]
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: play.lobby is None)
    assert c.following  # closing the lobby leaves the game alone
    # Replacing the game (New game, Open) says what it does to the table: its players are
    # dropped. Cancel keeps the game.
    replaced: list[bool] = []
    window.files.confirm_replace(lambda: replaced.append(True))
    box = window.files.question
    assert box is not None and box.windowTitle() == "Network game"
    assert "close your network table" in box.text() and "dropped" in box.informativeText()
    cancel = question_button(window, "cancel")
    assert cancel is not None
    cancel.click()
    qtbot.waitUntil(lambda: window.files.question is None)
    assert not replaced and c.following
    # Quitting is asked the same way (the players at the table are affected); Cancel stays.
    window.close()
    box = window.files.question
    # (the table is kept: the players wait for it, and the next start offers to open it)
    assert box is not None and box.text() == "Quit and keep your network table for later?"
    cancel = question_button(window, "cancel")
    assert cancel is not None
    cancel.click()
    qtbot.waitUntil(lambda: window.files.question is None)
    assert window.isVisible() and c.following

    played = play_by_keyboard(qtbot, window)
    assert played > 3
    assert c.stage is Stage.OVER
    final = joiner.finish(qtbot)
    assert final == window_final(window)
    qtbot.waitUntil(lambda: window.ranking_dialog is not None, timeout=5000)
    # The finished host stops listening; the app goes on without a LAN game.
    qtbot.waitUntil(lambda: play.link is None, timeout=5000)
    assert not c.following
    assert network_threads()
    close_and_check_threads(qtbot, window)
