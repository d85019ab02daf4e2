"""The lobby fits a 1024 × 768 screen whole at every step, in English, German and Italian
(issue 22): with the game's style (larger type, padded check boxes), the dialog's frame leaves
room for a window manager's title bar and a panel, nothing in it is squashed below its size hint
(the check boxes' descenders), cut off or outside it, and a seat list shows every seat without
scrolling.

The steps: the join page looking for tables, with discovery unavailable, with tables listed and a
PIN asked for, connecting, and after a failed connection; the host page as it opens, with a
problem in the setup, with a kept table to resume, and with a real table open on the loopback
(``test_the_lobby_fits_at_every_step``); joined to a real ``madn host`` process's table and
waiting for its start, and the host page opened again while the hosted game runs
(``test_the_joined_and_running_steps_fit``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QListWidget, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from madn_qt.i18n import install_translator, remove_translators
from madn_qt.network.lobby import LobbyDialog
from madn_qt.style import apply_style
from net.discovery import table_from_txt
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    unique,
)

pytestmark = pytest.mark.timeout(150)

# A 1024 × 768 screen less a window manager's title bar and a panel.
LIMIT = QSize(1000, 700)
LANGUAGES = ["en", "de", "it"]


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[QApplication]:
    """The game's style sheet and larger type, as the app has them; English again afterwards."""
    font, sheet = QFont(qapp.font()), qapp.styleSheet()
    apply_style(qapp)
    yield qapp
    qapp.setStyleSheet(sheet)
    qapp.setFont(font)
    install_translator(qapp, "en")
    remove_translators(qapp)


def _inside(widget: QWidget, root: QWidget) -> bool:
    return root.rect().contains(QRect(widget.mapTo(root, QPoint(0, 0)), widget.size()))


def settle(qtbot: QtBot, lobby: LobbyDialog) -> None:
    """Until the dialog's size holds (a grown window's new size comes back from the X server)."""
    size = QSize()
    for _ in range(20):
        qtbot.wait(40)
        if lobby.size() == size:
            return
        size = lobby.size()


def misfits(lobby: LobbyDialog) -> list[str]:
    """What does not fit: the dialog's frame, a squashed, cut or stray control, a seat list
    that scrolls."""
    found = []
    frame = lobby.frameGeometry().size()
    if frame.width() > LIMIT.width() or frame.height() > LIMIT.height():
        found.append(f"the dialog is {frame.width()}×{frame.height()}")
    for widget in lobby.findChildren(QWidget):
        if not isinstance(widget, QCheckBox | QPushButton | QLabel) or not widget.isVisible():
            continue
        text = f"{type(widget).__name__} {widget.objectName()!r} {widget.text()[:40]!r}"
        if isinstance(widget, QLabel):
            need = widget.minimumSizeHint()
            if widget.wordWrap():
                need.setHeight(max(need.height(), widget.heightForWidth(widget.width())))
        else:
            need = widget.sizeHint()  # a check box's text (and descenders) whole
        if widget.height() < need.height() or widget.width() < need.width():
            found.append(f"{text} is {widget.width()}×{widget.height()}, needs {need.toTuple()}")
        if not _inside(widget, lobby):
            found.append(f"{text} lies outside the dialog")
        elif widget.visibleRegion().boundingRect().size() != widget.size():
            found.append(f"{text} is cut off")
    for seats in lobby.findChildren(QListWidget, "lanSeats"):
        if not seats.isVisible():
            continue
        view = seats.viewport().rect()
        hidden = [
            seats.item(row).text()
            for row in range(seats.count())
            if not view.contains(seats.visualItemRect(seats.item(row)))
        ]
        if hidden or seats.verticalScrollBar().isVisible() or seats.count() != 4:
            found.append(f"the seat list shows {seats.count()} lines, hides {hidden}")
    return found


def fits(qtbot: QtBot, lobby: LobbyDialog, step: str, language: str) -> None:
    settle(qtbot, lobby)
    problems = misfits(lobby)
    assert not problems, f"{language}, {step}: " + "; ".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lobby_fits_at_every_step(
    styled: QApplication, qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    install_translator(styled, language)
    tables = tmp_path / "app-data" / "lan" / "tables"  # a kept table that cannot be resumed
    tables.mkdir(parents=True)
    (tables / "0123456789abcdef.keep").write_bytes(b"\x00\x00\x00\x05garbage")
    lobby = play.open_lobby()
    qtbot.waitExposed(lobby)
    join = lobby.join_page
    assert lobby.tabs.currentWidget() is join
    fits(qtbot, lobby, "looking for tables", language)
    host = lobby.host_page
    lobby.tabs.setCurrentWidget(host)
    assert "0123456789abcdef.keep" in host.message.text()
    fits(qtbot, lobby, "host a table, a damaged kept table said", language)
    lobby.tabs.setCurrentWidget(join)
    assert play.watcher is not None
    play.watcher.unavailable.emit("the network has no multicast route for mDNS")
    fits(qtbot, lobby, "tables cannot be found", language)
    play.watcher.tables_changed.disconnect()  # only this test's tables
    listed = []
    for index, (mode, pin) in enumerate((("classic", "1"), ("event", "0"), ("classic", "0"))):
        txt = {"proto": "3", "name": f"Küche {index}", "mode": mode, "free": "2", "pin": pin}
        listed.append(table_from_txt(f"K{index}._madn._tcp.local.", ["127.0.0.1"], 9, txt))
    join.set_tables(listed)
    assert join.select("Küche 0")
    join.join_selected()  # without a PIN: the page asks for one
    assert join.message.text()
    fits(qtbot, lobby, "a table listed, its PIN asked for", language)
    join.name.setText("Ben")
    join.address.setText("127.0.0.1:9")  # nobody listens there: it is tried, and fails
    join.join_address()
    assert join.leave_button.isVisible()
    fits(qtbot, lobby, "connecting", language)
    qtbot.waitUntil(lambda: not join.leave_button.isVisible(), timeout=15000)
    assert join.message.text()
    fits(qtbot, lobby, "no connection", language)

    lobby.tabs.setCurrentWidget(host)
    fits(qtbot, lobby, "host a table", language)
    host.set_seat(2, "empty")  # red and blue alone: a long problem to say
    host.set_seat(3, "empty")
    assert host.message.text() and not host.open_button.isEnabled()
    fits(qtbot, lobby, "a problem in the setup", language)
    host.set_seat(2, "ai:normal", "Carla")
    host.set_seat(3, "remote")
    host.offer_resume("Anna's table in the kitchen, upstairs")
    fits(qtbot, lobby, "a kept table to resume", language)
    host.set_seat(0, "you", "Anna")
    host.set_seat(2, "ai:strong", "Carla")
    host.table_name.setText(unique("fit"))
    host.pin.setText("4711")
    host.open_button.click()
    qtbot.waitUntil(host.close_button.isVisible, timeout=10000)
    qtbot.waitUntil(lambda: host.seat_list.count() == 4)
    assert host.resume_box.isVisible()  # (the highest page: the offer stays while it is open)
    fits(qtbot, lobby, "the table open, waiting for players", language)
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_joined_and_running_steps_fit(
    styled: QApplication, qtbot: QtBot, tmp_path: Path, peers: list[Peer], language: str
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    install_translator(styled, language)
    # Joined to a headless host's table, which waits for one more player.
    boss = Peer(
        tmp_path,
        "host",
        [
            *("host", "--seats", "ai:random,remote,remote,ai:random", "--port", "0"),
            *("--headless", "--bind", "127.0.0.1", "--interfaces", "127.0.0.1"),
            *("--name", unique("fit host"), "--rules", "railway=false"),
        ],
    )
    peers.append(boss)
    port = int(boss.wait_for(qtbot, r"listening on port (\d+)").group(1))
    lobby = play.open_lobby()
    qtbot.waitExposed(lobby)
    join = lobby.join_page
    join.name.setText("Bartholomäus")
    join.address.setText(f"127.0.0.1:{port}")
    join.join_address()
    qtbot.waitUntil(lambda: lobby.joined_seats.isVisible(), timeout=15000)
    qtbot.waitUntil(lambda: lobby.joined_seats.count() == 4)
    fits(qtbot, lobby, "joined, waiting for the start", language)
    lobby.reject()  # leaves the table
    qtbot.waitUntil(lambda: play.lobby is None and play.link is None)
    boss.stop()

    # Hosting: a joiner takes the open seat, the game starts; the lobby opened again shows the
    # running table (with the note that hosting or joining ends it).
    lobby = play.open_lobby()
    qtbot.waitExposed(lobby)
    host = lobby.host_page
    lobby.tabs.setCurrentWidget(host)
    host.set_seat(0, "you", "Anna")
    host.set_seat(1, "remote")
    host.set_seat(2, "ai:strong", "Carla")
    host.set_seat(3, "ai:easy", "Dora")
    host.table_name.setText(unique("fit table"))
    host.open_button.click()
    qtbot.waitUntil(host.close_button.isVisible, timeout=10000)
    assert play.link is not None
    joiner = Peer(
        tmp_path,
        "ben",
        ["join", f"127.0.0.1:{play.link.port}", "--headless", "--ai", "random", "--name", "Ben"],
    )
    peers.append(joiner)
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)
    qtbot.waitUntil(lambda: play.lobby is None, timeout=5000)
    again = play.open_lobby()
    qtbot.waitExposed(again)
    assert again.tabs.currentWidget() is again.host_page
    assert again.note.isVisible() and again.host_page.close_button.isVisible()
    qtbot.waitUntil(lambda: again.host_page.seat_list.count() == 4)
    fits(qtbot, again, "the hosted game runs", language)
    again.reject()
    qtbot.waitUntil(lambda: play.lobby is None)
    close_and_check_threads(qtbot, window)
