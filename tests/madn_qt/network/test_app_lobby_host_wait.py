"""An app joiner waits for its host (issue 38, point 3): a host that closes its table for now
(its game kept for a resume) is waited for, for 10 minutes, and the joiner's window says so
honestly (the host has left for a moment, until when, how to stop waiting); when the host opens
the table again the joiner comes back by itself and the game ends with the same ``final`` line
on both sides. A joiner that stops waiting is told how to come back, and its seat stays kept.
Real ``madn host`` processes on the loopback, a real window."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from madn_qt.network.glue import NetworkPlay
from madn_qt.network.host_wait import HOST_WAIT
from madn_qt.network.seat_book import SeatBook
from madn_qt.network.texts import stopped_waiting_text
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    unique,
    window_final,
)

pytestmark = pytest.mark.timeout(180)

AWAY = "The host has left the table for a moment. The game waits for the table to open again"
STOP = "To stop waiting: Game ▸ Network game…, Leave the table."


def kept_host(tmp: Path, name: str, data: Path, *extra: str) -> Peer:
    """A ``madn host`` process that keeps its game in ``data`` (its name: ``name``)."""
    return Peer(
        tmp,
        name,
        [
            "host",
            "--port",
            "0",
            "--headless",
            "--bind",
            "127.0.0.1",
            "--no-announce",
            "--pace",
            "0.05",
            "--data-dir",
            str(data),
            *extra,
        ],
    )


def join_kept_host(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> tuple[MainWindow, NetworkPlay, Peer, int]:
    """The window joins a ``madn host`` process by its address (the computer plays its seat);
    the game runs: the window, its play, the host and its port."""
    window, play = lan_window(qtbot, tmp_path)
    seats = ["--seats", "ai:random,remote,ai:random", "--rules", "railway=false"]
    host = kept_host(tmp_path, "host", tmp_path / "host-data", *seats, "--name", unique("Anna"))
    peers.append(host)
    port = int(host.wait_for(qtbot, r"listening on port (\d+)").group(1))
    page = play.open_lobby().join_page
    page.name.setText("Ben")
    page.player.setCurrentIndex(page.player.findData("ai:random"))
    page.address.setText(f"127.0.0.1:{port}")
    qtbot.mouseClick(page.connect_button, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: c.following and len(c.commands) > 5, timeout=20000)
    return window, play, host, port


def close_for_now(qtbot: QtBot, window: MainWindow, play: NetworkPlay, host: Peer) -> None:
    """The host closes its table for now (SIGTERM: the game is kept for ``--resume``); the
    window says the host has left for a moment, until when, and how to stop waiting."""
    c = window.controller
    host.process.send_signal(signal.SIGTERM)
    qtbot.waitUntil(lambda: host.process.poll() is not None, timeout=10000)
    assert host.process.returncode == 130, host.stderr()[-2000:]
    qtbot.waitUntil(lambda: AWAY in c.note, timeout=10000)
    assert STOP in c.note and "(until " in c.note
    assert window.panel.status_text() == c.note  # the panel says it
    assert c.note in play.status.text()  # and so does the status bar
    assert "reconnecting" not in c.note  # (the host said it comes back: not a lost connection)
    assert play.message is None and c.following  # nothing given up


@pytest.mark.slow
def test_an_app_joiner_waits_for_its_host_and_comes_back_by_itself(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play, host, port = join_kept_host(qtbot, tmp_path, peers)
    assert play.join_reconnect == HOST_WAIT == 600.0  # long enough for a restart
    close_for_now(qtbot, window, play, host)
    # The host's program is started again and resumes its table on the same port.
    again = kept_host(tmp_path, "host-again", tmp_path / "host-data", "--resume")
    peers.append(again)
    assert int(again.wait_for(qtbot, r"listening on port (\d+)").group(1)) == port
    c = window.controller
    qtbot.waitUntil(lambda: AWAY not in c.note and AWAY not in play.status.text(), timeout=20000)
    assert play.status.text().startswith("Network game: the computer plays")
    qtbot.waitUntil(lambda: c.stage is Stage.OVER, timeout=90000)
    assert again.finish(qtbot) == window_final(window)
    assert play.message is None
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
def test_a_joiner_that_stops_waiting_is_told_how_to_come_back(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play, host, _port = join_kept_host(qtbot, tmp_path, peers)
    close_for_now(qtbot, window, play, host)
    # The way to stop waiting the window names: Game ▸ Network game…, Leave the table.
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: play.lobby is not None and play.lobby.isVisible())
    assert play.lobby is not None
    leave = play.lobby.join_page.leave_button
    assert leave.isVisible() and leave.isEnabled()
    leave.setFocus()
    qtbot.keyClick(leave, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: play.message is not None and play.message.isVisible())
    assert play.message is not None
    text = stopped_waiting_text(False)
    assert play.message.text() == text
    assert "Game ▸ Network game…" in text and "“your seat”" in text
    assert window.panel.status_text() == text and play.status.text().endswith(text)
    assert play.lobby is None and not window.controller.following
    # The seat is kept: the lobby marks the table, a restarted app offers it (once the left
    # joiner let go of its token, on the network thread).
    book = SeatBook(play.data, lambda _text: None)
    qtbot.waitUntil(lambda: bool(book.seats()), timeout=5000)
    seats = book.seats()
    assert [(s.name.startswith("Anna"), s.player, s.level) for s in seats] == [
        (True, "Ben", "random")
    ]
    play.message.accept()
    close_and_check_threads(qtbot, window)
