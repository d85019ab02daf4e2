"""One truth when the connection goes (issue 22), with real ``madn`` processes: a joiner killed
mid-game — the panel says who is missing with the countdown, as the status bar does; the host
killed — the choices are withdrawn while it is away, and once the connection is given up the
message, the status line, the panel and the move log say the same."""

from __future__ import annotations

import re
import signal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from madn_qt.network.texts import lost_way_back_text, reconnecting_text
from madn_qt.play.controller import Stage
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    unique,
)
from tests.madn_qt.network.test_app_lobby_faults import answer_until, host_in_window, joiner
from tests.madn_qt.network.test_app_lobby_join import LISTED_MS, host_process, listed

pytestmark = pytest.mark.timeout(150)
MISSING = re.compile(r"^Ben is missing — the computer takes over in (\d+) s\.$")


def test_a_killed_joiner_is_said_missing_with_the_countdown_in_the_panel_too(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    play.host_timeout = 30.0
    port = host_in_window(qtbot, window, play, ["you", "remote", "ai:random", "empty"])
    ben = joiner(tmp_path, port)
    peers.append(ben)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    answer_until(qtbot, window, lambda: len(c.commands) > 6)
    ben.process.send_signal(signal.SIGKILL)
    # Anna plays on until the game waits for Ben (his reveal for a die, or his turn): then,
    # while Anna has nothing to do, every place says he is missing.
    answer_until(qtbot, window, lambda: MISSING.match(c.note) is not None)
    first = MISSING.match(c.note)
    assert first is not None
    # The countdown runs in the panel as in the status bar. (The note may first come while the
    # last command before the wait is shown, and Anna be asked to roll once more: she answers
    # until the game waits for Ben, as a person would.)
    answer_until(
        qtbot,
        window,
        lambda: (
            (m := MISSING.match(window.panel.status_text())) is not None
            and int(m.group(1)) < int(first.group(1))
        ),
    )
    assert c.note == window.panel.status_text()
    assert c.note in play.status.text()  # the status bar says the same
    assert not c.choices and c.stage is not Stage.HUMAN_MOVE
    close_and_check_threads(qtbot, window)


def test_a_killed_host_withdraws_the_choices_and_the_given_up_game_says_so_everywhere(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    play.join_reconnect = 3.0
    name = unique("truth table")
    boss = host_process(tmp_path, name, "ai:random,remote,ai:random,empty")
    peers.append(boss)
    lobby = play.open_lobby()
    page = lobby.join_page
    qtbot.waitUntil(lambda: listed(page, name), timeout=LISTED_MS)
    assert page.select(name)
    page.name.setText("Ben")
    page.table_list.setFocus()
    qtbot.keyClick(page.table_list, Qt.Key.Key_Return)
    c = window.controller
    qtbot.waitUntil(lambda: c.following and play.lobby is None, timeout=20000)
    # Ben's own turn: his roll or his move is on offer. Then the host vanishes.
    while True:
        qtbot.waitUntil(
            lambda: c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE) and c.accepts_input(),
            timeout=30000,
        )
        if c.stage is Stage.HUMAN_MOVE:
            break
        c.request_roll()
    boss.process.send_signal(signal.SIGKILL)
    # The wait for the host says until when, and how to stop it (docs/lan.md, "Faults").
    qtbot.waitUntil(lambda: c.note.startswith(reconnecting_text()), timeout=15000)
    assert "To stop waiting: Game ▸ Network game…, Leave the table." in c.note
    assert window.panel.status_text() == c.note
    assert c.note in play.status.text()
    assert not c.choices and c.stage is Stage.IDLE  # nothing offered that could not be sent
    assert not any(b.isEnabled() for b in window.panel.figure_buttons())
    before = len(c.commands)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    assert len(c.commands) == before
    # The connection is given up: one message, and every place says it.
    qtbot.waitUntil(lambda: play.message is not None and play.message.isVisible(), timeout=20000)
    lost = lost_way_back_text(False)  # lost, and the way back to the seat
    assert play.message is not None and play.message.text() == lost
    assert play.status.text().endswith(lost) and reconnecting_text() not in (play.status.text())
    assert window.panel.status_text() == lost
    assert window.move_log.lines()[-1] == lost
    play.message.accept()
    assert play.status.text().endswith(lost)  # (also after OK)
    close_and_check_threads(qtbot, window)
