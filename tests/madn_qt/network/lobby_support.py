"""Helpers for the lobby tests: headless ``madn`` peers as real processes, the window's LAN play
pinned to the loopback, the local person's moves by keyboard, and the network thread's end.

Every wait is bounded; every process is killed at the end of its test."""

from __future__ import annotations

import os
import re
import secrets
import subprocess
import sys
import threading
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from madn_qt.network.glue import THREAD_NAME, NetworkPlay
from madn_qt.network.join_page import JoinPage
from madn_qt.play.controller import PERSON_STAGES, Stage
from madn_qt.window.main_window import MainWindow
from net.host.table import HostSettings, HostTable
from net.thread import NetworkThread
from tests.madn_qt.app_support import make_window, question_button
from tests.madn_qt.panel_support import pick_buttons

FINAL = re.compile(r"final [0-9a-f]{16}( \d:\d)+")
MADN = [sys.executable, "-m", "madn_qt"]
LOOPBACK = ["127.0.0.1"]


class Peer:
    """One headless ``madn`` process with its stdout and stderr in files."""

    def __init__(self, tmp: Path, name: str, args: list[str]) -> None:
        self.name = name
        self.out = tmp / f"{name}.out"
        self.err = tmp / f"{name}.err"
        env = dict(os.environ, XDG_DATA_HOME=str(tmp / f"xdg-{name}"), PYTHONUNBUFFERED="1")
        env.pop("QT_QPA_PLATFORM", None)
        with self.out.open("ab") as out, self.err.open("ab") as err:
            self.process = subprocess.Popen([*MADN, *args], stdout=out, stderr=err, env=env)

    def stderr(self) -> str:
        return self.err.read_text(encoding="utf-8", errors="replace")

    def wait_for(self, qtbot: QtBot, pattern: str, limit: float = 30.0) -> re.Match[str]:
        """Wait for ``pattern`` on stderr while the Qt event loop runs."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            found = re.search(pattern, self.stderr())
            if found:
                return found
            if self.process.poll() is not None:
                break
            qtbot.wait(20)
        raise AssertionError(f"{self.name}: no {pattern!r} in:\n{self.stderr()[-3000:]}")

    def finish(self, qtbot: QtBot, limit: float = 60.0) -> str:
        """The exit status must be 0; the last stdout line (``final ...``)."""
        qtbot.waitUntil(lambda: self.process.poll() is not None, timeout=int(limit * 1000))
        assert self.process.returncode == 0, self.stderr()[-3000:]
        lines = self.out.read_text(encoding="utf-8").splitlines()
        assert lines and FINAL.fullmatch(lines[-1]), (lines, self.stderr()[-3000:])
        return lines[-1]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(5)


def unique(prefix: str) -> str:
    """A table name no other test (or program) on the loopback uses."""
    return f"{prefix} {secrets.token_hex(3)}"


def lan_window(qtbot: QtBot, tmp_path: Path, flat: bool = True) -> tuple[MainWindow, NetworkPlay]:
    window = make_window(qtbot, tmp_path, flat=flat)
    play = window.network
    play.interfaces = list(LOOPBACK)
    play.bind = "127.0.0.1"
    play.data = tmp_path / "app-data"
    play.host_pace = 0.0
    return window, play


def network_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == THREAD_NAME and t.is_alive()]


def close_and_check_threads(qtbot: QtBot, window: MainWindow) -> None:
    """Closing the window ends the LAN table and the network thread (bounded); where quitting
    is asked first (during a LAN game, or a game that cannot be kept), it is agreed to here."""
    window.close()
    quit_button = question_button(window, "discard")
    if quit_button is not None:
        quit_button.click()
    qtbot.waitUntil(lambda: not network_threads(), timeout=8000)


def play_by_keyboard(qtbot: QtBot, window: MainWindow, limit_s: float = 240.0) -> int:
    """Play the local person's turns by keyboard until the game is over, as a person does: Space
    rolls their own die (the network's draw waits for it), Enter moves the focused figure; how
    many moves it played."""
    c = window.controller
    played = 0
    deadline = time.monotonic() + limit_s
    while c.stage is not Stage.OVER:
        assert time.monotonic() < deadline, "the LAN game did not end in time"

        def ready() -> bool:
            return c.stage is Stage.OVER or (c.stage in PERSON_STAGES and c.accepts_input())

        qtbot.waitUntil(ready, timeout=int(limit_s * 1000))
        if c.stage is Stage.OVER:
            break
        focused = QApplication.focusWidget()
        assert focused is not None, "nothing has the focus"
        before = len(c.commands)
        if c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_CONFIRM):  # Space rolls, and confirms
            qtbot.keyClick(focused, Qt.Key.Key_Space)
        elif c.stage is Stage.HUMAN_PICK:  # Enter takes the focused figure (a swap: twice)
            qtbot.keyClick(focused, Qt.Key.Key_Return)
            if len(c.commands) == before and c.stage is Stage.HUMAN_PICK:
                box = window.panel.event_box
                qtbot.waitUntil(lambda box=box: any(x.hasFocus() for x in pick_buttons(box)))
                qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
        else:
            qtbot.keyClick(focused, Qt.Key.Key_Return)
            played += 1
        # The roll and the move are the network's to play: they show when it relays them.
        qtbot.waitUntil(lambda before=before: len(c.commands) > before, timeout=10000)
    return played


def table_texts(page: JoinPage) -> list[str]:
    """The tables the join page lists, each as its line reads."""
    return [page.table_list.item(i).text() for i in range(page.table_list.count())]


def window_final(window: MainWindow) -> str:
    """The window's game as a ``final`` line (state hash, ranking), as the peers print it."""
    table = window.controller.table
    assert table is not None
    ranking = " ".join(f"{s}:{p}" for s, p in table.game.position_ranking())
    return f"final {table.position.state_hash():016x} {ranking}"


def table_in_process(tmp_path: Path, name: str, pace: float) -> tuple[NetworkThread, HostTable]:
    """A table of this test's own, hosted in this process on a network thread of its own (the
    test reaches into it: a cut, a close): Anna and Carla the computer's, blue open for Ben.
    The caller opens it (``thread.submit(table.open())``) and, at its end, closes it and stops
    the thread."""
    thread = NetworkThread("test-host")
    thread.start()
    seats = (Seat.ai("random", "Anna"), Seat(SeatKind.REMOTE, ""), Seat.ai("random", "Carla"))
    settings = HostSettings(
        name=unique(name),
        bind="127.0.0.1",
        announce=False,
        keep=False,
        pace=pace,
        data=tmp_path / "host",
    )
    return thread, HostTable(Setup(Rules(railway=False), (*seats, Seat())), settings)


async def cut_joiner(table: HostTable, peer: int = 1) -> None:
    """The host's side cuts the connection of ``peer`` (on the table's network thread)."""
    member = table.members[peer]
    assert member.conn is not None
    member.conn.abort("test: the host's side cuts the connection")


def join_by_address(qtbot: QtBot, play: NetworkPlay, port: int, name: str = "Ben") -> None:
    """The lobby's join page: ``name``, the computer (random) plays, Connect to the loopback."""
    page = play.open_lobby().join_page
    page.name.setText(name)
    page.player.setCurrentIndex(page.player.findData("ai:random"))
    page.address.setText(f"127.0.0.1:{port}")
    qtbot.mouseClick(page.connect_button, Qt.MouseButton.LeftButton)
