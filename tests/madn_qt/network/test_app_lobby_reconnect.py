"""A joined game whose connection to the host is cut (issue 13): the status says the host is lost
and the joiner reconnects, the message goes when it is back, and the game finishes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from madn_qt.play.controller import Stage
from net.host.table import HostSettings, HostTable
from net.thread import NetworkThread
from tests.madn_qt.network.lobby_support import close_and_check_threads, lan_window, unique

pytestmark = pytest.mark.timeout(150)

LOST = "Connection to the host lost — reconnecting…"


def test_a_cut_connection_shows_reconnecting_until_the_joiner_is_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    shown: list[str] = []
    line = play._lan
    show = line.show

    def recording(state: str | None = None) -> None:
        show(state)
        shown.append(play.status.text())

    line.show = recording  # type: ignore[method-assign]
    other = NetworkThread("test-host")
    other.start()
    seats = (Seat.ai("random", "Anna"), Seat(SeatKind.REMOTE, ""), Seat.ai("random", "Carla"))
    setup = Setup(Rules(railway=False), (*seats, Seat()))
    settings = HostSettings(
        name=unique("reconnect"),
        bind="127.0.0.1",
        announce=False,
        keep=False,
        pace=0.01,
        data=tmp_path / "host",
    )
    table = HostTable(setup, settings)

    async def cut() -> None:
        member = table.members[1]
        assert member.conn is not None
        member.conn.abort("test: the host's side cuts the connection")

    try:
        port = other.submit(table.open()).result(10)
        lobby = play.open_lobby()
        page = lobby.join_page
        page.player.setCurrentIndex(page.player.findData("ai:random"))
        page.name.setText("Ben")
        page.address.setText(f"127.0.0.1:{port}")
        qtbot.mouseClick(page.connect_button, Qt.MouseButton.LeftButton)
        c = window.controller
        qtbot.waitUntil(lambda: c.following and len(c.commands) > 5, timeout=20000)
        assert not any(LOST in text for text in shown)
        other.submit(cut()).result(5)
        qtbot.waitUntil(lambda: any(LOST in text for text in shown), timeout=10000)
        qtbot.waitUntil(lambda: LOST not in play.status.text(), timeout=10000)
        assert play.status.text().startswith("Network game: the computer plays")
        qtbot.waitUntil(lambda: c.stage is Stage.OVER, timeout=60000)
        assert c.following or play.message is None
        assert LOST not in play.status.text()
    finally:
        other.submit(table.close()).result(10)
        other.stop()
    close_and_check_threads(qtbot, window)
