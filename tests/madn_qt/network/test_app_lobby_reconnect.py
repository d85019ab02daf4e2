"""A joined game whose connection to the host is cut (issue 13): the status says the host is lost
and the joiner reconnects, the message goes when it is back, and the game finishes."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from madn_qt.play.controller import Stage
from tests.madn_qt.network.lobby_support import (
    close_and_check_threads,
    cut_joiner,
    join_by_address,
    lan_window,
    table_in_process,
)

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
    other, table = table_in_process(tmp_path, "reconnect", 0.01)
    try:
        port = other.submit(table.open()).result(10)
        join_by_address(qtbot, play, port)
        c = window.controller
        qtbot.waitUntil(lambda: c.following and len(c.commands) > 5, timeout=20000)
        assert not any(LOST in text for text in shown)
        other.submit(cut_joiner(table)).result(5)
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
