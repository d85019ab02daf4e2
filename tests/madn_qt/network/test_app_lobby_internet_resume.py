"""A table that invites over the internet, hosted by the app, closed mid-game with the window and
resumed by a new window (issue 37): the lobby remembers "Invite over the internet", so Resume
opens the kept table with its doors again, and the ``madn join --code`` process that joined by
its code comes back through its return code (no new code), to the same end."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from madn_qt.play.controller import Stage
from tests.madn_qt.network.internet_support import (
    code_joiner,
    internet_window,
    open_internet_table,
)
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    play_by_keyboard,
    unique,
    window_final,
)
from tests.madn_qt.network.test_app_lobby_faults import answer_until
from tests.net.internet.rendezvous import Network

pytestmark = pytest.mark.timeout(240)


@pytest.mark.slow
def test_a_closed_internet_table_is_resumed_and_its_joiner_comes_back_by_its_return_code(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    window, play = internet_window(qtbot, tmp_path, network)
    play.host_timeout = 90.0  # (as madn host --timeout 90 in tests/net/internet: coming back
    # through the rendezvous may take a few return codes' generations)
    seats = [("you", "Anna"), ("empty", ""), ("remote", ""), ("empty", "")]
    name = unique("internet kept")
    lobby = open_internet_table(qtbot, play, seats, name)
    panel = lobby.host_page.invites
    qtbot.waitUntil(lambda: 2 in panel.codes(), timeout=30000)
    ben = code_joiner(
        peers, tmp_path, network, "ben", panel.codes()[2], "--ai", "random", "--name", "Ben"
    )
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=60000)
    answer_until(qtbot, window, lambda: len(c.commands) > 12)
    assert c.stage is not Stage.OVER
    close_and_check_threads(qtbot, window)  # the table is kept; Ben tries to come back

    window, play = internet_window(qtbot, tmp_path, network)
    play.host_timeout = 90.0
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.host_page
    assert page.resume_box.isVisible() and page.internet.isChecked()  # (remembered)
    page.resume_button.setFocus()
    qtbot.keyClick(page.resume_button, Qt.Key.Key_Space)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=10000)
    assert play.link is not None and play.link.table is not None
    assert not play.link.table.settings.announce  # an internet table again
    assert len(c.commands) > 12  # the kept game
    table = play.link.table
    # Ben comes back through the rendezvous first: the resumed table's return codes are one
    # generation up, so his bridge waits out the old generation (5 s) before it finds them, and
    # on a loaded machine that outlasts play_by_keyboard's wait for the next move.
    qtbot.waitUntil(
        lambda: all(m.conn is not None for m in list(table.members.values()) if m.seats),
        timeout=90000,
    )
    play_by_keyboard(qtbot, window)
    assert c.stage is Stage.OVER
    final = ben.finish(qtbot, 120)
    assert final == window_final(window)
    joined = re.findall(r"joined table '[^']*' as peer \d+, seat 2", ben.stderr())
    assert len(joined) >= 2, ben.stderr()[-3000:]  # the first time, and back after the resume
    close_and_check_threads(qtbot, window)
