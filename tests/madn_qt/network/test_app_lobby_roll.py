"""Rolling one's own die in a LAN game (issue 22): at a table hosted in the window, with a real
headless ``madn join`` process beside it, the person's die waits for Space or the Roll button,
exactly as offline, and rolls by itself when nobody presses within the table's timeout; the
computer's and the other peer's dice roll by themselves. (A person who joins from the window
rolls by Space too: test_app_lobby_join plays a whole joined game by keyboard.)"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.chance import Roll
from madn_qt.play.controller import Stage
from net.lockstep.session import HOST
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads, lan_window
from tests.madn_qt.network.test_app_lobby_faults import host_in_window, joiner

pytestmark = pytest.mark.timeout(150)


def _waits_for_the_host_only(window: object) -> bool:
    link = window.network.link  # type: ignore[attr-defined]
    session = link.table.session if link is not None and link.table is not None else None
    node = session.open if session is not None else None
    return node is not None and node.waiting_for() == {HOST}


def test_the_persons_die_waits_for_space_and_the_roll_button(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    port = host_in_window(qtbot, window, play, ["you", "remote", "ai:random", "empty"])
    peers.append(joiner(tmp_path, port))
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    for press in range(4):
        qtbot.waitUntil(
            lambda: c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE) and c.accepts_input(),
            timeout=20000,
        )
        if c.stage is Stage.HUMAN_MOVE:
            before = len(c.commands)
            c.request_move(c.choices[0])
            qtbot.waitUntil(lambda before=before: len(c.commands) > before, timeout=10000)
            continue
        # Anna's turn to roll: everybody else has revealed, the draw waits for her.
        qtbot.waitUntil(lambda: _waits_for_the_host_only(window), timeout=10000)
        assert window.panel.roll_button.isEnabled()
        assert window.panel.status_text() == "Anna, roll the die: press Space."
        before = len(c.commands)
        qtbot.wait(100)
        assert len(c.commands) == before and c.stage is Stage.HUMAN_ROLL  # nothing rolled it
        if press % 2 == 0:
            qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
        else:
            qtbot.mouseClick(window.panel.roll_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda before=before: len(c.commands) > before, timeout=10000)
        assert isinstance(c.commands[before], Roll)  # Anna's die
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
def test_a_die_nobody_rolls_goes_by_itself_after_the_tables_timeout(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    # Long enough that a loaded machine's late reveal from the joiner's process is no
    # withholding (the table's timeout is also the reveal timeout), short enough to wait twice.
    play.host_timeout = 6.0
    port = host_in_window(qtbot, window, play, ["you", "remote", "ai:random", "empty"])
    peers.append(joiner(tmp_path, port))
    c = window.controller
    asked: list[float] = []  # when the controller asked Anna to roll (the hold had begun)
    c.stage_changed.connect(
        lambda stage: asked.append(time.monotonic()) if stage is Stage.HUMAN_ROLL else None
    )
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    rolled_alone = 0
    while rolled_alone < 2:
        qtbot.waitUntil(
            lambda: c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE) and c.accepts_input(),
            timeout=20000,
        )
        before = len(c.commands)
        waiting = c.stage is Stage.HUMAN_ROLL
        offered = asked[-1] if waiting else 0.0
        if waiting:
            rolled_alone += 1  # Anna does not press: the die rolls by itself
        else:
            c.request_move(c.choices[0])
        qtbot.waitUntil(lambda before=before: len(c.commands) > before, timeout=10000)
        if waiting:
            assert isinstance(c.commands[before], Roll)
            # It waited for her most of the timeout (asked a moment after the hold began).
            assert time.monotonic() - offered > 0.5 * play.host_timeout
    link = play.link
    assert link is not None and link.table is not None and link.table.session is not None
    assert not any(p.dropped for p in link.table.session.peers.values())
    close_and_check_threads(qtbot, window)
