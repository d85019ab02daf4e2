"""Space never answers a late arrival's question (issue 38): the window hosts a table where its
person plays red; a real ``madn join`` process comes late while the person's roll waits. The
question shows over the board without taking the keyboard, so Space rolls the person's die and
the question stays open; F6 takes the keyboard to its Allow button, where Space still answers
nothing and Enter allows (the newcomer takes its seat); Alt with Refuse's mnemonic refuses the
next newcomer from anywhere in the window."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from madn_qt.network.door import LateNotice
from madn_qt.network.glue import NetworkPlay
from madn_qt.play.controller import PERSON_STAGES, Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads, lan_window, unique

pytestmark = pytest.mark.timeout(150)


def question(play: NetworkPlay) -> LateNotice | None:
    box = play._door.box
    return box if isinstance(box, LateNotice) and box.isVisible() else None


def person_waits(window: MainWindow) -> bool:
    c = window.controller
    return c.stage in PERSON_STAGES and c.accepts_input()


def play_until(qtbot: QtBot, window: MainWindow, done: Callable[[], bool]) -> None:
    """The person plays its turns (Space rolls, the window's Enter moves) until ``done``."""
    c = window.controller
    deadline = time.monotonic() + 60
    while not done():
        assert time.monotonic() < deadline, "not done in time"
        if c.stage is Stage.OVER:
            break
        if not person_waits(window):
            qtbot.wait(20)
            continue
        before = len(c.commands)
        key = Qt.Key.Key_Space if c.stage is Stage.HUMAN_ROLL else Qt.Key.Key_Return
        qtbot.keyClick(QApplication.focusWidget() or window, key)
        qtbot.waitUntil(lambda n=before: len(c.commands) > n or done(), timeout=10000)


def test_space_rolls_past_the_question_and_only_enter_or_a_mnemonic_answers_it(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path, True)
    play.host_pace = 0.01
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    lobby.tabs.setCurrentWidget(lobby.host_page)
    page = lobby.host_page
    page.set_seat(0, "you", "Anna")
    page.set_seat(1, "remote")
    page.set_seat(2, "ai:random", "Carla")
    page.set_seat(3, "ai:random", "Dieter")
    page.table_name.setText(unique("app late keys"))
    page.open_button.click()
    qtbot.waitUntil(page.close_button.isVisible, timeout=10000)
    address = f"127.0.0.1:{play.link.port if play.link is not None else 0}"
    ben = Peer(tmp_path, "ben", ["join", address, "--headless", "--ai", "random", "--name", "Ben"])
    peers.append(ben)
    qtbot.waitUntil(lambda: window.controller.following, timeout=20000)
    c = window.controller
    qtbot.waitUntil(
        lambda: c.stage is Stage.HUMAN_ROLL and c.accepts_input(), timeout=30000
    )  # the person's own roll waits (the network's draw waits for it)

    eve = Peer(tmp_path, "eve", ["join", address, "--headless", "--ai", "random", "--name", "Eve"])
    peers.append(eve)
    qtbot.waitUntil(lambda: question(play) is not None, timeout=20000)
    box = question(play)
    assert box is not None
    assert re.fullmatch(r"Eve wants to take over \w+ from \w+, the computer — allow\?", box.text())
    assert box.accessibleName() == "A late arrival"
    assert box.accessibleDescription() == box.text()
    assert window.isActiveWindow(), "the question is no window of its own"
    focused = QApplication.focusWidget()
    assert focused is not None and not box.isAncestorOf(focused), "it took the keyboard"
    assert all(not b.isDefault() and not b.autoDefault() for b in (box.allow, box.refuse))
    assert c.stage is Stage.HUMAN_ROLL

    before = len(c.commands)
    qtbot.keyClick(focused, Qt.Key.Key_Space)  # the person rolls, as ever
    qtbot.waitUntil(lambda: len(c.commands) > before, timeout=10000)
    assert question(play) is box, "Space answered the question"
    assert "took seat" not in eve.stderr()

    before_f6 = QApplication.focusWidget()
    qtbot.keyClick(window, Qt.Key.Key_F6)  # the keyboard to the question
    qtbot.waitUntil(box.allow.hasFocus)
    qtbot.keyClick(box.allow, Qt.Key.Key_Space)  # not even on the focused Allow (a button
    # clicks on Space's release, in the key's own call: nothing more to wait for)
    assert question(play) is box and "took seat" not in eve.stderr()
    qtbot.keyClick(box.allow, Qt.Key.Key_Return)  # Enter on the focused Allow: allowed
    qtbot.waitUntil(lambda: question(play) is None)
    focused = QApplication.focusWidget()
    assert focused is None or not box.isAncestorOf(focused)
    # The keyboard is back where the game goes on: the person's roll or choice, or where it was
    # before F6 — not the next widget in line (the move log).
    assert focused is before_f6 or c.accepts_input(), focused
    play_until(qtbot, window, lambda: "took seat" in eve.stderr())
    eve.wait_for(qtbot, r"took seat [23] from the computer at input \d+")

    dora = Peer(
        tmp_path, "dora", ["join", address, "--headless", "--ai", "random", "--name", "Dora"]
    )
    peers.append(dora)
    qtbot.waitUntil(lambda: question(play) is not None, timeout=20000)
    box = question(play)
    assert box is not None and box.text().startswith("Dora wants to take over")
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # &Refuse
    qtbot.waitUntil(lambda: dora.process.poll() is not None, timeout=20000)
    assert dora.process.returncode == 3
    assert "did not let you take over" in dora.stderr()
    assert question(play) is None
    close_and_check_threads(qtbot, window)


def test_after_an_answer_the_keyboard_goes_back_where_it_was_before_f6(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Nothing for the person to do (somebody else's turn): after Enter on Allow the keyboard
    is where it was before F6 — not on the next widget in line (it landed in the move log)."""
    window, play = lan_window(qtbot, tmp_path, True)
    assert not window.controller.accepts_input()
    start = window.panel.camera_button
    start.setFocus()
    qtbot.waitUntil(start.hasFocus)
    play._door.ask(5, "Eve", 2)  # (as the host's network asks; nobody to answer to here)
    qtbot.waitUntil(lambda: question(play) is not None)
    box = question(play)
    assert box is not None and start.hasFocus()  # it took nothing
    qtbot.keyClick(window, Qt.Key.Key_F6)
    qtbot.waitUntil(box.allow.hasFocus)
    qtbot.keyClick(box.allow, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: question(play) is None)
    qtbot.waitUntil(start.hasFocus)
