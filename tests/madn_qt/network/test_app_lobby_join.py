"""The lobby's join page with real zeroconf on 127.0.0.1 (issue 13): a table a real headless
``madn host`` process announces is listed, joined with Enter and played to the end in the
window; a wrong PIN shows the refusal; a table of another protocol version is listed greyed out
with the reason and cannot be joined; a table that goes away leaves the list."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from pytestqt.qtbot import QtBot

from madn_qt.network.join_page import JoinPage
from madn_qt.play.controller import Stage
from net.discovery import TableAnnouncer
from net.thread import NetworkThread
from tests.madn_qt.network.lobby_support import (
    LOOPBACK,
    Peer,
    close_and_check_threads,
    lan_window,
    play_by_keyboard,
    table_texts,
    unique,
    window_final,
)

pytestmark = pytest.mark.timeout(150)
LISTED_MS = 15000  # a table announced on the loopback is listed within this


def host_process(tmp: Path, name: str, seats: str, *extra: str) -> Peer:
    return Peer(
        tmp,
        "host",
        [
            "host",
            "--seats",
            seats,
            "--port",
            "0",
            "--headless",
            "--bind",
            "127.0.0.1",
            "--interfaces",
            "127.0.0.1",
            "--name",
            name,
            "--rules",
            "railway=false",
            *extra,
        ],
    )


def listed(page: JoinPage, name: str) -> bool:
    return any(text.startswith(name) for text in table_texts(page))


@pytest.mark.slow
def test_a_table_of_a_headless_host_is_listed_joined_with_enter_and_played_to_the_end(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    name = unique("process table")
    boss = host_process(tmp_path, name, "ai:random,remote,ai:random,empty")
    peers.append(boss)
    lobby = play.open_lobby()
    page = lobby.join_page
    qtbot.waitUntil(lambda: listed(page, name), timeout=LISTED_MS)
    text = next(t for t in table_texts(page) if t.startswith(name))
    assert "classic" in text and "1 free seat" in text and "PIN" not in text
    assert page.select(name)
    page.name.setText("Ben")
    assert page.player.currentData() == "person"
    page.table_list.setFocus()
    qtbot.keyClick(page.table_list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)
    qtbot.waitUntil(lambda: play.lobby is None, timeout=5000)
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    c = window.controller
    assert c.local_seats == frozenset({1})
    setup = c.setup
    assert setup is not None and setup.name(1) == "Ben"
    played = play_by_keyboard(qtbot, window)
    assert played > 3 and c.stage is Stage.OVER
    assert boss.finish(qtbot) == window_final(window)
    close_and_check_threads(qtbot, window)


def test_a_wrong_pin_shows_the_refusal_and_the_right_one_joins(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    name = unique("pin table")
    boss = host_process(tmp_path, name, "ai:random,remote,ai:random,empty", "--pin", "4711")
    peers.append(boss)
    lobby = play.open_lobby()
    page = lobby.join_page
    qtbot.waitUntil(lambda: listed(page, name), timeout=LISTED_MS)
    assert "PIN" in next(t for t in table_texts(page) if t.startswith(name))
    assert page.select(name)
    page.name.setText("Ben")  # (a player joins under a name of their own)
    # Without a PIN the page asks for one and does not even connect.
    qtbot.keyClick(page.table_list, Qt.Key.Key_Return)
    assert "needs a PIN" in page.message.text()
    assert play.link is None
    assert page.pin.hasFocus()
    page.pin.setText("1234")
    page.player.setCurrentIndex(page.player.findData("ai:random"))
    qtbot.keyClick(page.table_list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.message.text() == "Wrong PIN.", timeout=10000)
    qtbot.waitUntil(lambda: play.link is None, timeout=5000)
    assert page.join_button.isEnabled()  # the player may try again
    assert "wrong PIN" in boss.stderr()
    # The focus is back in the PIN field with its digits selected: typing replaces them, and
    # Enter there tries the same table again (the message gives way to the new attempt).
    assert page.pin.hasFocus() and page.pin.selectedText() == "1234"
    page.table_list.clearSelection()
    page.table_list.setCurrentRow(-1)  # (Enter works without the list's selection too)
    qtbot.keyClicks(page.pin, "4711")
    assert page.pin.text() == "4711"
    qtbot.keyClick(page.pin, Qt.Key.Key_Return)
    assert page.message.text() != "Wrong PIN."
    # The computer plays the joined seat; the window shows the game to its end.
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)
    assert window.controller.local_seats == frozenset()
    qtbot.waitUntil(lambda: window.controller.stage is Stage.OVER, timeout=60000)
    assert boss.finish(qtbot) == window_final(window)
    close_and_check_threads(qtbot, window)


def test_a_table_of_another_protocol_version_is_greyed_out_with_the_reason(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    name = unique("future table")
    other = NetworkThread("test-announcer")
    other.start()

    async def announce() -> tuple[asyncio.Server, TableAnnouncer]:
        server = await asyncio.start_server(lambda r, w: w.close(), "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        txt = {"proto": "99", "mode": "classic", "free": "2", "pin": "0"}
        announcer = TableAnnouncer(name, port, txt, LOOPBACK)
        await announcer.start()
        return server, announcer

    async def withdraw(server: asyncio.Server, announcer: TableAnnouncer) -> None:
        await announcer.close()
        server.close()

    try:
        server, announcer = other.submit(announce()).result(15)
        lobby = play.open_lobby()
        page = lobby.join_page
        qtbot.waitUntil(lambda: listed(page, name), timeout=LISTED_MS)
        assert page.select(name)
        item = page.table_list.currentItem()
        assert item is not None
        assert "cannot join" in item.text() and "protocol 99" in item.text()
        grey = page.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        assert item.foreground().color() == grey
        assert not page.join_button.isEnabled()
        qtbot.keyClick(page.table_list, Qt.Key.Key_Return)
        assert "cannot join" in page.message.text()
        assert play.link is None
        # The table goes away: it leaves the list.
        other.submit(withdraw(server, announcer)).result(10)
        qtbot.waitUntil(lambda: not listed(page, name), timeout=LISTED_MS)
    finally:
        other.stop()
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
def test_watching_a_running_game_replays_its_log_and_follows_it_to_the_end(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    boss = Peer(
        tmp_path,
        "host",
        [
            "host",
            "--seats",
            "ai:random,remote,ai:random",
            "--port",
            "0",
            "--headless",
            "--bind",
            "127.0.0.1",
            "--no-announce",
            "--pace",
            "0.03",
            "--rules",
            "railway=false",
        ],
    )
    peers.append(boss)
    port = int(boss.wait_for(qtbot, r"listening on port (\d+)").group(1))
    ben = Peer(tmp_path, "ben", ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random"])
    peers.append(ben)
    boss.wait_for(qtbot, r"the game starts")
    qtbot.wait(500)  # some commands into the game
    lobby = play.open_lobby()
    page = lobby.join_page
    page.player.setCurrentIndex(page.player.findData("watch"))
    page.address.setText(f"127.0.0.1:{port}")
    qtbot.keyClick(page.address, Qt.Key.Key_Return)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    assert c.local_seats == frozenset()
    assert len(c.commands) > 0  # the log so far, replayed before the first step is shown
    assert "watching" in play.status.text()
    qtbot.waitUntil(lambda: c.stage is Stage.OVER, timeout=90000)
    final = boss.finish(qtbot)
    assert final == window_final(window) == ben.finish(qtbot)
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
def test_a_person_plays_an_event_mode_table_to_its_end_by_keyboard(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    name = unique("event table")
    boss = host_process(tmp_path, name, "ai:random,remote,ai:random,empty", "--mode", "event")
    peers.append(boss)
    lobby = play.open_lobby()
    page = lobby.join_page
    qtbot.waitUntil(lambda: listed(page, name), timeout=LISTED_MS)
    assert "event mode" in next(t for t in table_texts(page) if t.startswith(name))
    assert page.select(name)
    page.name.setText("Ben")
    assert page.player.currentData() == "person"  # a person takes event decisions (issue 23)
    qtbot.keyClick(page.table_list, Qt.Key.Key_Return)
    c = window.controller
    qtbot.waitUntil(lambda: c.following and play.lobby is None, timeout=20000)
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    played = play_by_keyboard(qtbot, window)
    assert played > 3 and c.stage is Stage.OVER
    assert boss.finish(qtbot) == window_final(window)
    close_and_check_threads(qtbot, window)
