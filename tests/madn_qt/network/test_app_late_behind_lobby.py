"""A late arrival's question while the host's lobby is open: the host's person opens the lobby
mid-game to read out a code (or an address) to a friend who comes late, the friend comes, and
the question "… wants to take over red — allow?" appears above the board — behind the lobby,
which is window-modal and blocks its buttons. The lobby's line says that a question waits and
how to answer it (close the lobby), also when the lobby is opened while the question waits; the
newcomer gone, the line is the table's again. Found in a walk-through: the friend waited, the
host's lobby said only "Used"."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from madn_qt.network.door import LateNotice
from madn_qt.network.glue import NetworkPlay
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads, lan_window, unique

pytestmark = pytest.mark.timeout(150)

QUESTION = "Eve wants to take over red from Anna, the computer — allow?"
HINT = "Close this window to answer: the question waits above the board."


def question(play: NetworkPlay) -> LateNotice | None:
    box = play._door.box
    return box if isinstance(box, LateNotice) and box.isVisible() else None


def test_the_open_lobby_says_that_a_late_arrival_waits_for_an_answer(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path, True)
    play.host_pace = 0.01  # the computer's seats: slow enough for a late arrival to come
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    lobby.tabs.setCurrentWidget(lobby.host_page)
    page = lobby.host_page
    page.set_seat(0, "ai:random", "Anna")
    page.set_seat(1, "remote")
    page.set_seat(2, "ai:random", "Carla")
    page.set_seat(3, "empty")
    page.table_name.setText(unique("late behind"))
    page.open_button.click()
    qtbot.waitUntil(page.close_button.isVisible, timeout=10000)
    address = f"127.0.0.1:{play.link.port if play.link is not None else 0}"
    ben = Peer(tmp_path, "ben", ["join", address, "--headless", "--ai", "random", "--name", "Ben"])
    peers.append(ben)
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)
    qtbot.waitUntil(lambda: play.lobby is None, timeout=10000)  # (the start closes it)

    # The host's person opens the lobby again (to read a code out), and the friend comes.
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.host_page
    assert page.message.text() == "Your table is open; its game goes on."
    eve = Peer(tmp_path, "eve", ["join", address, "--headless", "--ai", "random", "--name", "Eve"])
    peers.append(eve)
    qtbot.waitUntil(lambda: question(play) is not None, timeout=20000)
    qtbot.waitUntil(lambda: page.message.text() == f"{QUESTION} {HINT}", timeout=5000)

    # Closed and opened again while the question still waits: the lobby says it again.
    lobby.reject()
    qtbot.waitUntil(lambda: play.lobby is None, timeout=5000)
    assert question(play) is not None  # (closing the lobby answers nothing)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.host_page
    assert page.message.text() == f"{QUESTION} {HINT}"

    # The newcomer gives up: the question goes, and the lobby's line is the table's again.
    eve.stop()
    qtbot.waitUntil(lambda: question(play) is None, timeout=30000)
    qtbot.waitUntil(
        lambda: page.message.text() == "Your table is open; its game goes on.", timeout=5000
    )
    lobby.reject()
    qtbot.waitUntil(lambda: play.lobby is None, timeout=5000)
    close_and_check_threads(qtbot, window)
