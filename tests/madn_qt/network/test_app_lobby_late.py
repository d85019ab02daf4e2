"""A friend who comes late, in the app (issue 20): the window hosts a table that lets late
arrivals take a computer's seat (the host page's check box, on by default); a real ``madn join``
process comes after the start, the window asks "… wants to take over red from Anna, the computer
— allow?" over the board, and the person answers: a click on Refuse refuses one (it exits 3 with
the reason), Alt+A (Allow's mnemonic) lets the next one in (it takes the seat and finishes with
the window's final line). Space and Enter answer nothing unless a button has the focus
(``test_app_lobby_late_keys``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from madn_qt.network.door import LateNotice
from madn_qt.network.glue import NetworkPlay
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    table_texts,
    unique,
    window_final,
)

pytestmark = pytest.mark.timeout(150)


def question(play: NetworkPlay) -> LateNotice | None:
    box = play._door.box
    return box if isinstance(box, LateNotice) and box.isVisible() else None


def test_the_host_is_asked_about_late_arrivals_and_answers_on_purpose(
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
    assert page.late.isChecked(), "late arrivals may take a computer's seat by default"
    page.table_name.setText(unique("app late"))
    page.open_button.setFocus()
    qtbot.keyClick(page.open_button, Qt.Key.Key_Space)
    qtbot.waitUntil(page.close_button.isVisible, timeout=10000)
    port = play.link.port if play.link is not None else 0
    address = f"127.0.0.1:{port}"
    ben = Peer(tmp_path, "ben", ["join", address, "--headless", "--ai", "random", "--name", "Ben"])
    peers.append(ben)
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)

    eve = Peer(tmp_path, "eve", ["join", address, "--headless", "--ai", "random", "--name", "Eve"])
    peers.append(eve)
    qtbot.waitUntil(lambda: question(play) is not None, timeout=20000)
    box = question(play)
    assert box is not None
    assert box.text() == "Eve wants to take over red from Anna, the computer — allow?"
    assert box.accessibleName() == "A late arrival"
    qtbot.mouseClick(box.refuse, Qt.MouseButton.LeftButton)  # refuse
    qtbot.waitUntil(lambda: eve.process.poll() is not None, timeout=20000)
    assert eve.process.returncode == 3
    assert "did not let you take over" in eve.stderr()

    dora = Peer(
        tmp_path, "dora", ["join", address, "--headless", "--ai", "random", "--name", "Dora"]
    )
    peers.append(dora)
    qtbot.waitUntil(lambda: question(play) is not None, timeout=20000)
    box = question(play)
    assert box is not None and box.text().startswith("Dora wants to take over red")
    qtbot.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # &Allow
    dora.wait_for(qtbot, r"took seat 0 from the computer at input \d+")
    final = dora.finish(qtbot, 90)
    assert ben.finish(qtbot) == final
    qtbot.waitUntil(lambda: not window.controller.following, timeout=30000)
    assert final == window_final(window)
    assert question(play) is None
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
def test_the_window_comes_late_finds_the_running_table_and_its_person_plays_on(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    from tests.madn_qt.network.lobby_support import play_by_keyboard
    from tests.madn_qt.network.test_app_lobby_join import host_process

    window, play = lan_window(qtbot, tmp_path)
    name = unique("late table")
    boss = host_process(
        tmp_path, name, "ai:random,remote,ai:random,empty", "--late-join", "--pace", "0.02"
    )
    peers.append(boss)
    port = int(boss.wait_for(qtbot, r"listening on port (\d+)").group(1))
    ben = Peer(tmp_path, "ben", ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random"])
    peers.append(ben)
    boss.wait_for(qtbot, r"the game starts")
    lobby = play.open_lobby()
    page = lobby.join_page
    wanted = f"{name} — classic — running — the computer plays red, green; you can take over"
    qtbot.waitUntil(lambda: wanted in table_texts(page), timeout=15000)
    assert page.select(name)
    page.name.setText("Dora")
    assert page.player.currentData() == "person"
    # Green, not the first seat free to take (red): the seat choice beside "Who plays".
    assert page.seat.isVisible()
    page.seat.setFocus()
    qtbot.keyClick(page.seat, Qt.Key.Key_Down)  # any seat → red
    qtbot.keyClick(page.seat, Qt.Key.Key_Down)  # → green
    assert page.seat.currentData() == 2
    page.table_list.setFocus()
    qtbot.keyClick(page.table_list, Qt.Key.Key_Return)
    # The board shows the game as it stands; the take makes green the person's seat.
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)
    c = window.controller
    qtbot.waitUntil(lambda: c.local_seats == frozenset({2}), timeout=20000)
    assert len(c.commands) > 0  # the game so far, replayed from the host's log
    # Under her own name, not the computer's seat's (issue 38, point 4).
    qtbot.waitUntil(lambda: play.status.text().startswith("Network game: you play Dora."))
    played = play_by_keyboard(qtbot, window)
    assert played > 3
    assert boss.finish(qtbot, 90) == window_final(window) == ben.finish(qtbot)
    assert re.search(r"Dora took seat 2 from the computer at input \d+", boss.stderr())
    close_and_check_threads(qtbot, window)
