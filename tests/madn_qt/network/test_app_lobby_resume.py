"""The host's app closed mid-game and opened again resumes its table (issue 13): the app keeps
the table it hosts in its data folder; a new window's lobby offers "Resume the network table";
the table opens on the kept port (another one when that is taken) from the kept input log; the
real ``madn join`` process reconnects with its token (still retrying, or started again after it
gave up) and the game finishes with the same final line on both sides. A damaged kept table is
said so and never offered again."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.setup import SeatKind
from madn_qt.network.glue import NetworkPlay
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    play_by_keyboard,
    window_final,
)
from tests.madn_qt.network.test_app_lobby_faults import answer_until, host_in_window

pytestmark = pytest.mark.timeout(180)


def kept_files(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "app-data" / "lan" / "tables").glob("*.keep"))


def ben(tmp_path: Path, port: int, reconnect: float, pin: str = "") -> Peer:
    return Peer(
        tmp_path,
        "ben",
        [
            "join",
            f"127.0.0.1:{port}",
            "--headless",
            "--ai",
            "random",
            "--name",
            "Ben",
            "--reconnect",
            str(reconnect),
            "--pin",
            pin,
        ],
    )


def host_and_close_mid_game(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer], reconnect: float, pin: str = ""
) -> tuple[int, Peer, str]:
    """A window hosts (with ``pin``, if given), Ben joins, a few moves are played, the window
    closes: the port, Ben and the table's name."""
    window, play = lan_window(qtbot, tmp_path)
    port = host_in_window(qtbot, window, play, ["you", "remote", "ai:random", "empty"], pin)
    assert play.lobby is not None
    name = play.lobby.host_page.table_name.text()
    joiner = ben(tmp_path, port, reconnect, pin)
    peers.append(joiner)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    assert (f"Table PIN: {pin}." in play.status.text()) == bool(pin)  # the host's reminder
    answer_until(qtbot, window, lambda: len(c.commands) > 12)
    assert c.stage is not Stage.OVER
    close_and_check_threads(qtbot, window)
    assert len(kept_files(tmp_path)) == 1
    return port, joiner, name


def resume_in_new_window(qtbot: QtBot, tmp_path: Path, name: str) -> tuple[MainWindow, NetworkPlay]:
    """A new window on the same data folder: the lobby offers the kept table; Space resumes."""
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.host_page
    assert lobby.tabs.currentWidget() is page
    assert page.resume_box.isVisible()
    text = f"Resume the network table '{name}'"
    assert page.resume_button.accessibleName() == text
    assert page.resume_button.text() == f"&{text}"
    page.resume_button.setFocus()
    qtbot.keyClick(page.resume_button, Qt.Key.Key_Space)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=10000)
    qtbot.waitUntil(lambda: play.lobby is None, timeout=5000)
    setup = c.setup
    assert setup is not None and setup.seats[1].kind is SeatKind.REMOTE
    assert c.is_human(0) and not c.is_human(1)
    assert len(c.commands) > 12  # the kept game, not a new one
    return window, play


@pytest.mark.slow
def test_a_closed_host_window_is_resumed_and_the_retrying_joiner_goes_on(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    # With a PIN: the resumed table keeps it, shows it to the host, and Ben, who retries with
    # it, comes back (docs/lan.md, "Resuming a table").
    port, joiner, name = host_and_close_mid_game(qtbot, tmp_path, peers, 60, pin="4711")
    window, play = resume_in_new_window(qtbot, tmp_path, name)
    assert play.link is not None and play.link.table is not None
    assert play.link.table.settings.pin == "4711"
    assert "Table PIN: 4711." in play.status.text()
    qtbot.waitUntil(lambda: play.link is None or play.link.port > 0, timeout=10000)
    assert play.link is None or play.link.port == port  # the kept port was free
    play_by_keyboard(qtbot, window)
    assert window.controller.stage is Stage.OVER
    final = joiner.finish(qtbot)
    assert final == window_final(window)
    lines = joiner.stderr().splitlines()
    assert lines.count(f"join: joined table '{name}' as peer 1, seat 1") == 2, lines  # its seat
    assert any(line.startswith("join: replayed ") for line in lines), lines
    assert not kept_files(tmp_path)  # a finished game is not kept
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
def test_a_joiner_that_gave_up_rejoins_its_seat_on_the_resumed_tables_new_port(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    port, joiner, name = host_and_close_mid_game(qtbot, tmp_path, peers, reconnect=1)
    qtbot.waitUntil(lambda: joiner.process.poll() is not None, timeout=15000)
    assert joiner.process.returncode == 4, joiner.stderr()[-2000:]  # it gave up
    blocker = socket.socket()
    blocker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    blocker.bind(("127.0.0.1", port))
    blocker.listen()
    try:
        window, play = resume_in_new_window(qtbot, tmp_path, name)
        qtbot.waitUntil(lambda: play.link is not None and play.link.port > 0, timeout=10000)
        assert play.link is not None
        new_port = play.link.port
        assert new_port != port
        again = ben(tmp_path, new_port, reconnect=30)  # the same data folder: the kept token
        peers.append(again)
        again.wait_for(qtbot, r"join: replayed \d+ inputs of the log")
        assert f"join: joined table '{name}' as peer 1, seat 1" in again.stderr()  # its seat
        play_by_keyboard(qtbot, window)
        final = again.finish(qtbot)
        assert final == window_final(window)
        assert "game running" not in again.stderr()
        close_and_check_threads(qtbot, window)
    finally:
        blocker.close()


def test_a_damaged_kept_table_is_said_and_not_offered_again(qtbot: QtBot, tmp_path: Path) -> None:
    tables = tmp_path / "app-data" / "lan" / "tables"
    tables.mkdir(parents=True)
    (tables / "0123456789abcdef.keep").write_bytes(b"\x00\x00\x00\x05garbage")
    other = tmp_path / "kept.madn"
    other.write_text("the local game kept for next time", encoding="utf-8")
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    page = lobby.host_page
    assert not page.resume_box.isVisible()
    assert "damaged" in page.message.text() and "0123456789abcdef.keep" in page.message.text()
    assert not list(tables.glob("*.keep"))
    assert (tables / "0123456789abcdef.keep.damaged").exists()  # set aside, not lost
    assert other.read_text(encoding="utf-8") == "the local game kept for next time"
    lobby.reject()
    qtbot.waitUntil(lambda: play.lobby is None)
    lobby = play.open_lobby()
    assert not lobby.host_page.resume_box.isVisible()
    assert "damaged" not in lobby.host_page.message.text()
    lobby.reject()
    close_and_check_threads(qtbot, window)


def seats_shown(lines: list[str]) -> list[str]:
    """The seat list's lines without their colour symbols."""
    return [line.split(" ", 1)[1] for line in lines]


def test_a_resumed_hosts_lobby_shows_the_seats_as_they_are_now(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    """The lobby opened while the resumed table's game runs lists who plays each seat, from the
    roster (it listed none: the seats were those the lobby last showed before the start), and
    follows a drop while it is open."""
    _port, joiner, _name = host_and_close_mid_game(qtbot, tmp_path, peers, 60)
    window, play = lan_window(qtbot, tmp_path)
    play.host_timeout = 1.0  # (Ben, killed below, is dropped at once)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    lobby.host_page.resume_button.click()
    qtbot.waitUntil(lambda: window.controller.following, timeout=10000)
    qtbot.waitUntil(lambda: play.lobby is None, timeout=5000)
    c = window.controller
    computer = c.setup.name(2) if c.setup is not None else ""
    page = play.open_lobby().host_page
    qtbot.waitUntil(page.seat_list.isVisible)
    assert page.message.text() == "Your table is open; its game goes on."
    assert seats_shown(page.seat_list.lines()) == [
        "red: Anna — you",
        "blue: Ben — joined over the network",
        f"green: {computer} — computer (random)",
    ]
    joiner.process.kill()  # Ben leaves for good: the computer plays his seat
    joiner.process.wait(5)
    dropped = "blue: Ben — computer (normal)"
    qtbot.waitUntil(lambda: dropped in seats_shown(page.seat_list.lines()), timeout=20000)
    assert seats_shown(page.seat_list.lines()) == [
        "red: Anna — you",
        dropped,
        f"green: {computer} — computer (random)",
    ]
    close_and_check_threads(qtbot, window)
