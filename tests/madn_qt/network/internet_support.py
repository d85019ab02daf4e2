"""Helpers for the app's internet tests (the ``network`` fixture, a local rendezvous and transit
relay of the test's own, is in conftest.py): the window pointed at them through its settings,
and ``madn host --internet`` / ``madn join --code`` as real processes."""

from __future__ import annotations

import re
import time
from pathlib import Path

from pytestqt.qtbot import QtBot

from madn_qt.network.glue import NetworkPlay
from madn_qt.network.lobby import LobbyDialog
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.network.lobby_support import Peer, lan_window
from tests.net.internet.rendezvous import Network

INVITE = re.compile(r"^invite (\d|watch) (\S+)$", re.MULTILINE)


def internet_window(
    qtbot: QtBot, tmp_path: Path, network: Network
) -> tuple[MainWindow, NetworkPlay]:
    """A window whose settings name the test's rendezvous and relay."""
    window, play = lan_window(qtbot, tmp_path)
    window.settings.rendezvous = network.mailbox
    window.settings.relay = network.relay
    return window, play


def open_internet_table(
    qtbot: QtBot, play: NetworkPlay, seats: list[tuple[str, str]], name: str
) -> LobbyDialog:
    """Open the lobby and a table that invites over the internet, with ``seats`` (kind, name)."""
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    lobby.tabs.setCurrentWidget(lobby.host_page)
    page = lobby.host_page
    for seat, (kind, who) in enumerate(seats):
        page.set_seat(seat, kind, who)
    page.table_name.setText(name)
    page.internet.setChecked(True)
    assert page.open_button.isEnabled(), page.message.text()
    page.open_button.click()
    qtbot.waitUntil(page.close_button.isVisible, timeout=10000)
    return lobby


def host_process(peers: list[Peer], tmp: Path, network: Network, seats: str, *extra: str) -> Peer:
    args = ["host", "--seats", seats, "--headless", "--internet", *network.args(), *extra]
    peer = Peer(tmp, "host", args)
    peers.append(peer)
    return peer


def printed_codes(qtbot: QtBot, host: Peer, count: int, limit: float = 60.0) -> dict[str, str]:
    """The last code ``madn host --internet`` printed for each seat, once ``count`` seats have
    one (while the Qt event loop runs)."""
    found: dict[str, str] = {}
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        found = dict(INVITE.findall(host.out.read_text(encoding="utf-8")))
        if len(found) >= count or host.process.poll() is not None:
            break
        qtbot.wait(50)
    assert len(found) >= count, f"no {count} invite lines:\n{host.stderr()[-3000:]}"
    return found


def code_joiner(
    peers: list[Peer], tmp: Path, network: Network, name: str, code: str, *extra: str
) -> Peer:
    args = ["join", "--code", code, "--headless", *network.args(), *extra]
    peer = Peer(tmp, name, args)
    peers.append(peer)
    return peer


def other_words(code: str) -> str:
    """``code`` with its second word changed for another word of the list: a wrong guess."""
    number, first, second = code.split("-")
    other = "aardvark" if second != "aardvark" else "absurd"
    return f"{number}-{first}-{other}"
