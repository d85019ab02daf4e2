"""The way back after a crash (issue 38, point 6): an app started on a data folder that holds a
seat in a network game that is not over offers to rejoin it first, before the New game dialog,
in one question (Rejoin / Not now, by keyboard); rejoining takes the seat back and plays on to
the same ``final`` line as the host. The lobby marks the table "your seat", and joining it takes
the seat back. A host whose app crashed is offered to open its table again. A damaged file is
set aside and said, never a crash; "Not now" leaves the offer to the lobby.

The seat is a real one: a ``madn join`` process on the app's data folder joins a real ``madn
host`` process and is killed (SIGKILL) mid-game, as an app would be."""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    play_by_keyboard,
    table_texts,
    unique,
    window_final,
)
from tests.madn_qt.network.test_app_lobby_join import LISTED_MS, host_process
from tests.madn_qt.network.test_app_lobby_resume import host_and_close_mid_game, kept_files

pytestmark = pytest.mark.timeout(180)

TABLE = "0123456789abcdef0123456789abcdef"


def crashed_joiner(qtbot: QtBot, tmp_path: Path, peers: list[Peer]) -> tuple[Peer, str]:
    """A ``madn host`` process (late arrivals on, so that its running table stays listed; a
    missing player's game pauses) and a ``madn join`` process on the app's data folder that
    takes a seat and is killed once the game runs: the host and the table's name."""
    name = unique("Anna")
    seats = "ai:random,remote,ai:random"
    extra = ["--late-join", "--pace", "0.05", "--takeover", "pause", "--timeout", "2"]
    host = host_process(tmp_path, name, seats, *extra)
    peers.append(host)
    port = int(host.wait_for(qtbot, r"listening on port (\d+)").group(1))
    ben = Peer(
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
            "--data-dir",
            str(tmp_path / "app-data"),
        ],
    )
    peers.append(ben)
    host.wait_for(qtbot, r"the game starts")
    ben.process.send_signal(signal.SIGKILL)  # the joiner's app crashes
    ben.process.wait(5)
    return host, name


def question(window: MainWindow) -> QMessageBox:
    box = window.network.way_back.question
    assert box is not None and box.isVisible()
    return box


@pytest.mark.slow
def test_a_restarted_app_offers_its_seat_first_and_rejoining_plays_on(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    host, name = crashed_joiner(qtbot, tmp_path, peers)
    window, play = lan_window(qtbot, tmp_path)
    new_game: list[bool] = []
    assert play.way_back.offer(lambda: new_game.append(True))  # (as the app's start does)
    box = question(window)
    assert box.text() == f"Your network game at the table '{name}' is not over."
    assert "Rejoin it: you get your seat back" in box.informativeText()
    assert "“your seat”" in box.informativeText()  # Not now: the lobby has it
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box.defaultButton())  # Enter rejoins
    assert box.defaultButton() is not None and box.defaultButton().text() == "&Rejoin"
    qtbot.keyClick(QApplication.focusWidget() or box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: play.way_back.question is None)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    assert not new_game  # the New game dialog is not shown over the rejoined game
    assert play.status.text().startswith("Network game: the computer plays Ben for you.")
    qtbot.waitUntil(lambda: c.stage is Stage.OVER, timeout=90000)
    assert host.finish(qtbot) == window_final(window)
    assert "Ben (peer 1) is back" in host.stderr()  # its own seat, by its kept token
    # The game is over: nothing is offered any more.
    close_and_check_threads(qtbot, window)
    window, play = lan_window(qtbot, tmp_path / "again")
    play.data = tmp_path / "app-data"
    assert not play.way_back.offer(lambda: new_game.append(True))
    assert new_game == [True] and play.way_back.question is None
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
def test_the_lobby_marks_your_seat_and_joining_it_takes_the_seat_back(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    host, name = crashed_joiner(qtbot, tmp_path, peers)
    window, play = lan_window(qtbot, tmp_path)
    lobby = play.open_lobby()
    page = lobby.join_page
    qtbot.waitUntil(lambda: any(t.startswith(name) for t in table_texts(page)), timeout=LISTED_MS)
    line = next(t for t in table_texts(page) if t.startswith(name))
    assert line == f"{name} — classic — your seat: join to play on"
    assert page.select(name)
    assert page.player.currentData() == "person"  # (the page's default: not how Ben played)
    page.table_list.setFocus()
    qtbot.keyClick(page.table_list, Qt.Key.Key_Return)
    assert page.player.currentData() == "ai:random" and page.name.text() == "Ben"
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    assert play.status.text().startswith("Network game: the computer plays Ben for you.")
    qtbot.waitUntil(lambda: c.stage is Stage.OVER, timeout=90000)
    assert host.finish(qtbot) == window_final(window)
    assert "Ben (peer 1) is back" in host.stderr()  # its own seat back, by its kept token
    assert "took seat" not in host.stderr()  # (not a late arrival's take)
    close_and_check_threads(qtbot, window)


def test_a_late_arrival_that_took_its_seat_and_crashed_is_offered_its_seat(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    """A late arrival holds its seat from its take on: killed after it, it is offered (a late
    arrival refused before its take is not: test_app_late_names.py)."""
    name = unique("Anna")
    extra = ["--late-join", "--pace", "0.1", "--takeover", "pause", "--timeout", "30"]
    host = host_process(tmp_path, name, "ai:random,remote,ai:random", *extra)
    peers.append(host)
    port = int(host.wait_for(qtbot, r"listening on port (\d+)").group(1))
    ben = Peer(tmp_path, "ben", ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random"])
    peers.append(ben)
    host.wait_for(qtbot, r"the game starts")
    data = tmp_path / "app-data"
    late = ["--ai", "random", "--name", "Fritz", "--data-dir", str(data)]
    fritz = Peer(tmp_path, "fritz", ["join", f"127.0.0.1:{port}", "--headless", *late])
    peers.append(fritz)
    fritz.wait_for(qtbot, r"took seat \d from the computer at input \d+")
    fritz.process.send_signal(signal.SIGKILL)  # the late arrival's app crashes
    fritz.process.wait(5)
    window, play = lan_window(qtbot, tmp_path)
    assert play.way_back.offer(None)
    box = question(window)
    assert box.text() == f"Your network game at the table '{name}' is not over."
    assert [s.player for s in play.way_back.book().seats()] == ["Fritz"]
    box.escapeButton().click()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: play.way_back.question is None)
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
def test_a_restarted_host_app_offers_to_open_its_table_again(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    _port, joiner, name = host_and_close_mid_game(qtbot, tmp_path, peers, 60)
    window, play = lan_window(qtbot, tmp_path)
    new_game: list[bool] = []
    assert play.way_back.offer(lambda: new_game.append(True))
    box = question(window)
    assert box.text() == f"The game at your network table '{name}' is not over."
    assert box.defaultButton() is not None
    assert box.defaultButton().text() == "&Open your table again"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box.defaultButton())
    qtbot.keyClick(QApplication.focusWidget() or box, Qt.Key.Key_Return)
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=10000)
    qtbot.waitUntil(lambda: play.lobby is None, timeout=5000)
    assert not new_game and len(c.commands) > 12  # the kept game, not a new one
    play_by_keyboard(qtbot, window)
    assert joiner.finish(qtbot) == window_final(window)
    assert not kept_files(tmp_path)
    close_and_check_threads(qtbot, window)


def kept_seat(tmp_path: Path, **fields: object) -> Path:
    """A seat kept in the app's data folder as net writes it (no table runs)."""
    folder = tmp_path / "app-data" / "lan" / "joined"
    folder.mkdir(parents=True, exist_ok=True)
    data = {
        "table": TABLE,
        "token": "00" * 16,
        "peer": 1,
        "chains": [],
        "name": "Anna's table",
        "host": "127.0.0.1",
        "port": 9,
        "player": "Ben",
        "level": "",
        **fields,
    }
    path = folder / f"{TABLE}-000000000000.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_not_now_leaves_the_offer_to_the_lobby(qtbot: QtBot, tmp_path: Path) -> None:
    kept = kept_seat(tmp_path)
    window, play = lan_window(qtbot, tmp_path)
    new_game: list[bool] = []
    assert play.way_back.offer(lambda: new_game.append(True))
    box = question(window)
    no = box.escapeButton()
    assert no is not None and no.text() == "&Not now"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box.defaultButton())
    qtbot.keyClick(QApplication.focusWidget() or box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: play.way_back.question is None)
    assert new_game == [True]  # then the New game dialog, as ever
    assert kept.exists() and play.link is None
    # The lobby knows the seat (a table with that id would be marked "your seat").
    lobby = play.open_lobby()
    assert [s.name for s in lobby.join_page._own.values()] == ["Anna's table"]
    lobby.reject()
    close_and_check_threads(qtbot, window)


def test_a_seat_by_code_is_offered_with_its_code(qtbot: QtBot, tmp_path: Path) -> None:
    kept_seat(tmp_path, host="127.0.0.1", port=40000)
    book = tmp_path / "app-data" / "lan" / "codes.json"
    book.write_text(
        json.dumps({"7-guitarist-revenge": {"table": TABLE, "seat": 1, "generation": 0}}),
        encoding="utf-8",
    )
    window, play = lan_window(qtbot, tmp_path)
    assert play.way_back.offer(None)
    box = question(window)
    assert "Rejoin it with the code 7-guitarist-revenge" in box.informativeText()
    box.escapeButton().click()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: play.way_back.question is None)
    close_and_check_threads(qtbot, window)


def test_damaged_kept_files_are_set_aside_and_said(qtbot: QtBot, tmp_path: Path) -> None:
    seat = kept_seat(tmp_path)
    seat.write_text("{not json", encoding="utf-8")
    tables = tmp_path / "app-data" / "lan" / "tables"
    tables.mkdir(parents=True)
    (tables / "0123456789abcdef.keep").write_bytes(b"\x00\x00\x00\x05garbage")
    window, play = lan_window(qtbot, tmp_path)
    new_game: list[bool] = []
    assert not play.way_back.offer(lambda: new_game.append(True))
    box = question(window)
    assert "damaged" in box.informativeText()
    assert seat.name in box.informativeText() and "0123456789abcdef.keep" in box.informativeText()
    assert seat.with_name(seat.name + ".damaged").exists() and not seat.exists()
    assert (tables / "0123456789abcdef.keep.damaged").exists()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box.defaultButton())
    qtbot.keyClick(QApplication.focusWidget() or box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: play.way_back.question is None)
    assert new_game == [True]
    assert not play.way_back.offer(lambda: new_game.append(True))  # said once
    assert new_game == [True, True] and play.way_back.question is None
    close_and_check_threads(qtbot, window)


def test_nothing_kept_offers_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    window, play = lan_window(qtbot, tmp_path)
    new_game: list[bool] = []
    assert not play.way_back.offer(lambda: new_game.append(True))
    assert new_game == [True] and play.way_back.question is None
    close_and_check_threads(qtbot, window)
