"""The move log of a network game met under way, and what it tells of the people at the table
(issue 38, 7), in real windows against real ``madn host``/``madn join`` processes: a window
that joins a running table late begins its log with where the game stands (not "New game: …")
and reads its own take, a spectator another's; a window whose connection is cut, or that closed
and joins again, is back at the table and says so; a host window that resumes its table says
that it goes on, and that the joiner is connected again; the host's log tells a joiner who
loses the connection, is dropped (the computer plays for them) and comes back, and a late
arrival who takes a computer's seat. The lines are written again in German and Italian, and the
log wraps them whole in a 1024 × 768 window."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from madn_qt.i18n import install_translator
from madn_qt.network.door import LateNotice
from madn_qt.network.glue import NetworkPlay
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    cut_joiner,
    join_by_address,
    lan_window,
    table_in_process,
    unique,
)
from tests.madn_qt.network.test_app_lobby_faults import answer_until, host_in_window, joiner
from tests.madn_qt.network.test_app_lobby_join import host_process
from tests.madn_qt.network.test_app_lobby_resume import (
    host_and_close_mid_game,
    resume_in_new_window,
)

pytestmark = pytest.mark.timeout(150)


def question(play: NetworkPlay) -> LateNotice | None:
    box = play._door.box
    return box if isinstance(box, LateNotice) and box.isVisible() else None


def log_lines(window: MainWindow) -> list[str]:
    return window.move_log.lines()


def first_line(window: MainWindow) -> str:
    lines = log_lines(window)
    return lines[0] if lines else ""


def whole(window: MainWindow) -> bool:
    """The log shows every line whole: wrapped at its width, nothing to scroll sideways."""
    view = window.move_log
    return view.horizontalScrollBar().maximum() == 0 and view.viewport().width() > 100


def test_a_late_arrival_reads_the_game_as_it_stands_and_its_take(
    qapp: QApplication, qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    window.resize(1024, 768)
    name = unique("late news")
    boss = host_process(
        tmp_path, name, "ai:random,remote,ai:random,empty", "--late-join", "--pace", "0.05"
    )
    peers.append(boss)
    port = int(boss.wait_for(qtbot, r"listening on port (\d+)").group(1))
    ben = Peer(tmp_path, "ben", ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random"])
    peers.append(ben)
    boss.wait_for(qtbot, r"the game starts")
    lobby = play.open_lobby()
    page = lobby.join_page
    page.name.setText("Dora")
    page.player.setCurrentIndex(page.player.findData("ai:random"))
    page.address.setText(f"127.0.0.1:{port}")
    qtbot.mouseClick(page.connect_button, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    head = "You joined a game under way in table round "
    qtbot.waitUntil(lambda: first_line(window).startswith(head), timeout=5000)
    lines = log_lines(window)
    assert not any(line.startswith("New game") for line in lines), lines
    assert lines[1].startswith("Anna (red), computer (random): "), lines
    assert lines[2].startswith("Ben (blue): "), lines
    take = "You take over Dora (red) from the computer."  # (her own window: said to her)
    qtbot.waitUntil(lambda: take in log_lines(window), timeout=20000)
    assert log_lines(window).count(take) == 1
    try:
        install_translator(qapp, "de")  # the log is written again, the new lines too
        qtbot.waitUntil(lambda: first_line(window).startswith("Du bist einem laufenden Spiel"))
        assert "Du übernimmst Dora (Rot) vom Computer." in log_lines(window)
        assert whole(window)
        install_translator(qapp, "it")
        qtbot.waitUntil(lambda: first_line(window).startswith("Entri in una partita in corso"))
        assert "Subentri al computer: giochi Dora (rosso)." in log_lines(window)
        assert whole(window)
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: first_line(window).startswith(head))
    close_and_check_threads(qtbot, window)


def test_a_spectator_reads_the_game_as_it_stands_and_a_late_arrivals_take(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    name = unique("watch news")
    boss = host_process(
        tmp_path, name, "ai:random,remote,ai:random,empty", "--late-join", "--pace", "0.05"
    )
    peers.append(boss)
    port = int(boss.wait_for(qtbot, r"listening on port (\d+)").group(1))
    ben = Peer(tmp_path, "ben", ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random"])
    peers.append(ben)
    boss.wait_for(qtbot, r"the game starts")
    lobby = play.open_lobby()
    page = lobby.join_page
    page.player.setCurrentIndex(page.player.findData("watch"))
    page.address.setText(f"127.0.0.1:{port}")
    qtbot.mouseClick(page.connect_button, Qt.MouseButton.LeftButton)
    head = "You are watching a game under way in table round "
    qtbot.waitUntil(lambda: first_line(window).startswith(head), timeout=20000)
    dora = Peer(
        tmp_path,
        "dora",
        ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random", "--name", "Dora"],
    )
    peers.append(dora)
    take = "Dora (red) takes over the seat from the computer."
    qtbot.waitUntil(lambda: take in log_lines(window), timeout=20000)
    assert log_lines(window).count(take) == 1
    close_and_check_threads(qtbot, window)


def test_a_window_whose_connection_is_cut_reads_that_it_is_back_at_the_table(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    other, table = table_in_process(tmp_path, "cut news", 0.02)
    try:
        port = other.submit(table.open()).result(10)
        join_by_address(qtbot, play, port)
        c = window.controller
        qtbot.waitUntil(lambda: c.following and len(c.commands) > 5, timeout=20000)
        assert first_line(window).startswith("New game: Anna, Ben, Carla")  # from the start
        before = log_lines(window)
        other.submit(cut_joiner(table)).result(5)
        # The window showed the game all along: its log goes on (nothing of it is lost) and
        # says where the game stands once it is back.
        back = "You are back at the table in table round "
        qtbot.waitUntil(
            lambda: any(line.startswith(back) for line in log_lines(window)), timeout=15000
        )
        lines = log_lines(window)
        assert lines[: len(before)] == before, lines
        at = next(i for i, line in enumerate(lines) if line.startswith(back))
        assert at >= len(before)
        assert lines[at + 2].startswith("Ben (blue), computer (random): "), lines
    finally:
        other.submit(table.close()).result(10)
        other.stop()
    close_and_check_threads(qtbot, window)


def test_a_window_closed_mid_game_joins_again_and_reads_that_it_is_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    other, table = table_in_process(tmp_path, "again news", 0.05)
    try:
        port = other.submit(table.open()).result(10)
        window, play = lan_window(qtbot, tmp_path)
        join_by_address(qtbot, play, port)
        qtbot.waitUntil(lambda: len(window.controller.commands) > 5, timeout=20000)
        close_and_check_threads(qtbot, window)  # (Ben leaves: the computer plays blue)
        again, play = lan_window(qtbot, tmp_path)  # the same data folder: Ben's kept token
        join_by_address(qtbot, play, port)
        back = "You are back at the table in table round "
        qtbot.waitUntil(lambda: first_line(again).startswith(back), timeout=20000)
        lines = log_lines(again)
        assert not any(line.startswith("New game") for line in lines), lines
        assert lines[2].startswith("Ben (blue), computer (random): "), lines
    finally:
        other.submit(table.close()).result(10)
        other.stop()
    close_and_check_threads(qtbot, again)


@pytest.mark.slow
def test_a_resumed_host_reads_that_its_table_goes_on(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    _port, _joiner, name = host_and_close_mid_game(qtbot, tmp_path, peers, 60)
    window, _play = resume_in_new_window(qtbot, tmp_path, name)
    head = "Your table goes on where it stopped, in table round "
    qtbot.waitUntil(lambda: first_line(window).startswith(head), timeout=5000)
    lines = log_lines(window)
    assert not any(line.startswith("New game") for line in lines), lines
    assert lines[1].startswith("Anna (red): "), lines
    assert lines[2].startswith("Ben (blue): "), lines
    # Every joiner is missing until it reconnects: Ben, who retries, comes back.
    back = "Ben (blue) is connected again."
    qtbot.waitUntil(lambda: back in log_lines(window), timeout=20000)
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
def test_the_host_reads_a_joiner_lose_the_connection_be_dropped_and_come_back(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    play.host_timeout = 3.0
    port = host_in_window(qtbot, window, play, ["you", "remote", "ai:random", "empty"])
    ben = joiner(tmp_path, port)
    peers.append(ben)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    assert first_line(window).startswith("New game: Anna, Ben")
    answer_until(qtbot, window, lambda: len(c.commands) > 6)
    ben.process.send_signal(signal.SIGKILL)  # gone: its connection closes
    lost = "Ben (blue) lost the connection."
    dropped = "The computer plays for Ben (blue) now."
    answer_until(qtbot, window, lambda: dropped in log_lines(window))
    lines = log_lines(window)
    assert lines.count(lost) == 1 and lines.index(lost) < lines.index(dropped), lines
    again = joiner(tmp_path, port)  # the same data folder: its kept token, its seat
    peers.append(again)
    back = "Ben (blue) is back and plays again."
    answer_until(qtbot, window, lambda: back in log_lines(window))
    lines = log_lines(window)
    assert lines.count(lost) == 1 and lines.count(dropped) == 1 and lines.count(back) == 1
    # A late arrival takes the computer's seat: the host's log says so too.
    dora = Peer(
        tmp_path,
        "dora",
        ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random", "--name", "Dora"],
    )
    peers.append(dora)
    answer_until(qtbot, window, lambda: question(play) is not None)
    box = question(play)
    assert box is not None
    qtbot.mouseClick(box.allow, Qt.MouseButton.LeftButton)
    take = "Dora (green) takes over the seat from the computer."
    answer_until(qtbot, window, lambda: take in log_lines(window))
    assert log_lines(window).count(take) == 1
    close_and_check_threads(qtbot, window)
