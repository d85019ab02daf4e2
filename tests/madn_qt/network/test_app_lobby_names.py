"""Whose name each seat carries, from the lobby on (issue 38, point 4): a player joins under a
name of their own — the join page refuses an empty one with a sentence and the focus in the name
field (watching needs none) — and the host page never names a computer seat with a person's
name: a computer left unnamed plays under a computer's name (its placeholder), the page does not
take what it showed for a typed name, and no two seats carry the same name. Real windows and a
real ``madn host``/``madn join``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.setup import DEFAULT_NAMES
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    unique,
)
from tests.madn_qt.network.test_app_lobby_join import host_process

pytestmark = pytest.mark.timeout(120)

NO_NAME = "Enter your name first: the others see your seat under it."


def test_the_join_page_refuses_an_empty_name_and_joins_under_the_typed_one(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    host = host_process(tmp_path, unique("names"), "ai:random,empty,remote,empty")
    peers.append(host)
    port = int(host.wait_for(qtbot, r"listening on port (\d+)").group(1))
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    lobby.activateWindow()
    qtbot.waitUntil(lobby.isActiveWindow)
    page = lobby.join_page
    assert page.name.text() == ""
    page.address.setText(f"127.0.0.1:{port}")
    page.address.setFocus()
    qtbot.keyClick(page.address, Qt.Key.Key_Return)
    assert page.message.text() == NO_NAME
    assert page.name.hasFocus() and play.link is None  # nothing was tried
    asked: list[str] = []
    page.code_requested.connect(lambda code, *_: asked.append(code))
    page.code.field.setText("7-guitarist-revenge")
    page.code.field.setFocus()
    qtbot.keyClick(page.code.field, Qt.Key.Key_Return)
    assert not asked and page.message.text() == NO_NAME and page.name.hasFocus()
    page.name.setText("   ")  # (spaces are no name)
    qtbot.keyClick(page.address, Qt.Key.Key_Return)
    assert page.message.text() == NO_NAME and play.link is None
    qtbot.keyClicks(page.name, "Dora")
    qtbot.keyClick(page.address, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)
    assert window.controller.setup is not None
    assert window.controller.setup.name(2) == "Dora"
    host.wait_for(qtbot, r"Dora")
    close_and_check_threads(qtbot, window)


def test_the_host_pages_computer_seats_carry_computer_names(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    page = lobby.host_page
    lobby.tabs.setCurrentWidget(page)
    page.set_seat(0, "you", "Anna")
    page.set_seat(1, "remote")
    page.set_seat(2, "ai:random")  # (a person's default name here was "Carla")
    page.set_seat(3, "empty")
    placeholder = page._names[2].placeholderText()
    assert placeholder and placeholder not in DEFAULT_NAMES  # (a computer's name)
    assert page.setup().seats[2].name == placeholder
    # A typed name is the seat's own; no computer takes it, and no two seats share one.
    page._names[0].setText(placeholder)
    assert page._names[2].placeholderText() not in (placeholder, *DEFAULT_NAMES)
    page._names[2].setText(placeholder.upper())
    same = f"Two seats are called {placeholder.upper()}: give each a name of its own."
    assert page.message.text() == same and not page.open_button.isEnabled()
    page._names[0].setText("Anna")
    page._names[2].setText("")
    assert page.open_button.isEnabled()
    # An old remembered page with a person's default name at the computer seat: read as empty.
    page.recall({"seats": [["you", "Anna"], ["remote", ""], ["ai:random", "Carla"], ["empty", ""]]})
    assert page._names[2].text() == "" and page._names[0].text() == "Anna"

    # Carla joins the table: the window's seats are Anna, Carla and the computer — never a
    # computer "Carla" beside Carla the joiner.
    page.table_name.setText(unique("names host"))
    page.open_button.click()
    qtbot.waitUntil(page.close_button.isVisible, timeout=10000)
    port = play.link.port if play.link is not None else 0
    carla = Peer(
        tmp_path,
        "carla",
        ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random", "--name", "Carla"],
    )
    peers.append(carla)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    assert c.setup is not None
    names = [c.setup.name(seat) for seat in c.setup.occupied]
    assert names == ["Anna", "Carla", placeholder]
    # The lobby shows the hosted table again: the computer's name stays its placeholder, and
    # the page does not keep it as a typed name for the next table.
    again = play.open_lobby()
    shown = again.host_page
    assert shown._names[2].text() == "" and shown._names[2].placeholderText() == placeholder
    assert shown.remembered()["seats"][2] == ["ai:random", ""]
    again.reject()
    close_and_check_threads(qtbot, window)


def test_enter_in_the_name_field_joins_what_the_empty_name_stopped(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    """After the empty name's refusal the focus is in the name field: the name typed there,
    Enter joins what was asked (the address here), and the refusal goes as the name comes."""
    host = host_process(tmp_path, unique("names enter"), "ai:random,empty,remote,empty")
    peers.append(host)
    port = int(host.wait_for(qtbot, r"listening on port (\d+)").group(1))
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    lobby.activateWindow()
    qtbot.waitUntil(lobby.isActiveWindow)
    page = lobby.join_page
    page.address.setText(f"127.0.0.1:{port}")
    page.address.setFocus()
    qtbot.keyClick(page.address, Qt.Key.Key_Return)
    assert page.message.text() == NO_NAME and page.name.hasFocus()
    qtbot.keyClicks(page.name, "Dora")
    assert page.message.text() == ""  # (the name is there: the refusal goes)
    qtbot.keyClick(page.name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)
    assert window.controller.setup is not None
    assert window.controller.setup.name(2) == "Dora"
    host.wait_for(qtbot, r"Dora")
    close_and_check_threads(qtbot, window)


def test_enter_in_the_name_field_joins_by_the_code_it_stopped(qtbot: QtBot) -> None:
    from madn_qt.network.join_page import JoinPage

    page = JoinPage()
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    asked: list[tuple[str, str]] = []
    page.code_requested.connect(lambda code, _pin, name, _level: asked.append((code, name)))
    page.code.field.setText("7-guitarist-revenge")
    page.code.field.setFocus()
    qtbot.keyClick(page.code.field, Qt.Key.Key_Return)
    assert not asked and page.message.text() == NO_NAME
    assert page.name.hasFocus()
    qtbot.keyClick(page.name, Qt.Key.Key_Return)  # (still no name: asked again)
    assert not asked and page.message.text() == NO_NAME
    qtbot.keyClicks(page.name, "Dora")
    assert page.message.text() == ""
    qtbot.keyClick(page.name, Qt.Key.Key_Return)
    assert asked == [("7-guitarist-revenge", "Dora")]
