"""A late arrival's seat as a family meets it (issue 38, points 4 and 5), with real windows and
real ``madn host``/``madn join`` processes: Carla joins, leaves (killed: the computer plays for
her after the timeout), and Dora comes late and takes her seat.

* The host's person is asked whose seat it is: "Dora wants to take over green — Carla's seat,
  played by the computer since Carla left the table — allow?".
* Meanwhile Dora's window says that it waits for the host's person, in the status bar and the
  panel (announced once), never "you are watching".
* Once she took the seat, every line names her: "Network game: you play Dora.", the board's seat,
  the host's window; nothing says the computer plays for Carla any more.
"""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from pytestqt.qtbot import QtBot

from core.setup import Seat, SeatKind
from madn_qt.network.door import LateNotice
from madn_qt.network.glue import NetworkPlay
from net.lockstep.roster import Holder
from tests.madn_qt.app_support import question_button
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
    table_texts,
    unique,
)
from tests.madn_qt.network.test_app_lobby_faults import answer_until, host_in_window
from tests.madn_qt.network.test_app_lobby_join import LISTED_MS, host_process

pytestmark = pytest.mark.timeout(150)

GREEN = 2


def joiner(tmp: Path, port: int, name: str) -> Peer:
    return Peer(
        tmp,
        name.lower(),
        ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random", "--name", name],
    )


def carla_left(play: NetworkPlay) -> bool:
    """The roster says the computer plays green for a player who left."""
    return any(
        h.seat == GREEN and h.holder is Holder.COMPUTER and h.peer != 0 and h.name == "Carla"
        for h in play.presence.holders
    )


def question(play: NetworkPlay) -> LateNotice | None:
    box = play._door.box
    return box if isinstance(box, LateNotice) and box.isVisible() else None


def test_dora_comes_late_to_carlas_seat_at_a_host_process_and_plays_under_her_name(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    name = unique("late names")
    extra = ("--late-join", "--timeout", "1", "--pace", "0.3")  # (Dora comes in time)
    host = host_process(tmp_path, name, "remote,empty,remote,empty", *extra)
    peers.append(host)
    port = int(host.wait_for(qtbot, r"listening on port (\d+)").group(1))
    ben = joiner(tmp_path, port, "Ben")  # (red: the first open seat)
    peers.append(ben)
    host.wait_for(qtbot, r"Ben")
    carla = joiner(tmp_path, port, "Carla")  # green
    peers.append(carla)
    host.wait_for(qtbot, r"the game starts")
    carla.process.send_signal(signal.SIGKILL)
    host.wait_for(qtbot, r"Carla dropped \(")

    window, play = lan_window(qtbot, tmp_path)
    page = play.open_lobby().join_page
    page.name.setText("Dora")
    page.address.setText(f"127.0.0.1:{port}")
    page.address.setFocus()
    qtbot.keyClick(page.address, Qt.Key.Key_Return)
    c = window.controller
    qtbot.waitUntil(lambda: c.local_seats == frozenset({GREEN}), timeout=30000)
    # Every line names Dora at green, none Carla (the seat's former player).
    qtbot.waitUntil(lambda: play.status.text().startswith("Network game: you play Dora."))
    qtbot.waitUntil(lambda: "Carla" not in play.status.text(), timeout=10000)
    assert c.setup is not None and c.setup.seats[GREEN] == Seat(SeatKind.HUMAN, "Dora")
    assert "Carla" not in window.panel.status_text() and "Carla" not in c.note
    host.wait_for(qtbot, r"Dora took seat 2 from the computer")
    close_and_check_threads(qtbot, window)


def test_the_host_is_asked_for_carlas_seat_and_dora_reads_that_she_waits_for_anna(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer], monkeypatch: pytest.MonkeyPatch
) -> None:
    anna, anna_play = lan_window(qtbot, tmp_path / "anna")
    anna_play.host_timeout = 1.0
    port = host_in_window(qtbot, anna, anna_play, ["you", "empty", "remote", "empty"])
    carla = joiner(tmp_path, port, "Carla")
    peers.append(carla)
    qtbot.waitUntil(lambda: anna.controller.following, timeout=20000)
    answer_until(qtbot, anna, lambda: len(anna.controller.commands) > 4)
    carla.process.send_signal(signal.SIGKILL)
    answer_until(qtbot, anna, lambda: carla_left(anna_play))

    dora, dora_play = lan_window(qtbot, tmp_path / "dora")
    said: list[str] = []  # what a screen reader was told to say at once

    def announced(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            said.append(event.message())

    monkeypatch.setattr(QAccessible, "updateAccessibility", announced)
    dora_play.join("127.0.0.1", port, "", "Dora", None, False)  # Dora plays by hand
    answer_until(qtbot, anna, lambda: question(anna_play) is not None)
    box = question(anna_play)
    assert box is not None
    assert box.text() == (
        "Dora wants to take over green — Carla's seat, played by the computer since Carla left "
        "the table — allow?"
    )

    # Dora's window waits for Anna, and says so everywhere (never "you are watching").
    waiting = "Network game: waiting for Anna to let you take over green…"
    d = dora.controller
    qtbot.waitUntil(lambda: dora_play.status.text().startswith(waiting), timeout=20000)
    qtbot.waitUntil(lambda: d.note == waiting)
    assert dora.panel.status_text() == waiting
    assert "watching" not in dora_play.status.text()
    answer_until(qtbot, anna, lambda: len(anna.controller.commands) > 12)  # (statuses come)
    assert dora_play.status.text().startswith(waiting)
    assert [text for text in said if text.startswith("Network game")] == [waiting]

    qtbot.mouseClick(box.allow, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: d.local_seats == frozenset({GREEN}), timeout=20000)
    qtbot.waitUntil(lambda: dora_play.status.text().startswith("Network game: you play Dora."))
    qtbot.waitUntil(lambda: "Carla" not in dora_play.status.text(), timeout=10000)
    assert d.note != waiting
    # Anna's window: Dora at green, at another computer; the computer plays for nobody.
    qtbot.waitUntil(
        lambda: (
            anna.controller.setup is not None
            and anna.controller.setup.seats[GREEN] == Seat(SeatKind.REMOTE, "Dora")
        ),
        timeout=10000,
    )
    qtbot.waitUntil(lambda: "Carla" not in anna_play.status.text(), timeout=10000)
    # Anna's lobby, opened while the game runs, shows Dora at green (not Carla, as the lobby
    # was told before the start).
    seats = anna_play.open_lobby().host_page.seat_list
    assert [line.split(" ", 1)[1] for line in seats.lines()] == [
        "red: Anna — you",
        "green: Dora — joined over the network",
    ]
    lobby = anna_play.lobby
    assert lobby is not None
    lobby.reject()
    qtbot.waitUntil(lambda: anna_play.lobby is None)

    dora_play.leave()  # (two windows, each with its network thread: both end)
    dora.close()
    close_and_check_threads(qtbot, anna)


def test_a_refused_newcomer_reads_the_refusal_everywhere(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    anna, anna_play = lan_window(qtbot, tmp_path / "anna")
    port = host_in_window(qtbot, anna, anna_play, ["you", "remote", "ai:random", "empty"])
    ben = joiner(tmp_path, port, "Ben")
    peers.append(ben)
    qtbot.waitUntil(lambda: anna.controller.following, timeout=20000)

    eve, eve_play = lan_window(qtbot, tmp_path / "eve")
    eve_play.join("127.0.0.1", port, "", "Eve", None, False)
    answer_until(qtbot, anna, lambda: question(anna_play) is not None)
    box = question(anna_play)
    assert box is not None
    computer = anna.controller.setup.name(GREEN) if anna.controller.setup else ""
    assert box.text() == f"Eve wants to take over green from {computer}, the computer — allow?"
    waiting = "Network game: waiting for Anna to let you take over green…"
    qtbot.waitUntil(lambda: eve_play.status.text().startswith(waiting), timeout=20000)
    qtbot.mouseClick(box.refuse, Qt.MouseButton.LeftButton)
    refused = "The host did not let you take over the seat."
    qtbot.waitUntil(lambda: eve_play.message is not None, timeout=20000)
    assert eve_play.message is not None and eve_play.message.text() == refused
    assert eve_play.status.text() == refused and eve.controller.note == refused
    assert not eve.controller.following
    eve_play.message.accept()
    # Refused before her take, Eve holds no seat at Anna's table: no token kept, no "your
    # seat" in her lobby (the table is listed: Anna's computer plays a seat to take), nothing
    # offered at her next start.
    qtbot.waitUntil(lambda: eve_play.link is None, timeout=10000)
    assert not list((tmp_path / "eve" / "app-data" / "lan" / "joined").glob("*.json"))
    page = eve_play.open_lobby().join_page
    qtbot.waitUntil(lambda: bool(table_texts(page)), timeout=LISTED_MS)
    assert not page._own and "your seat" not in " ".join(table_texts(page))
    assert page.own_seat(page._tables[0]) is None
    lobby = eve_play.lobby
    assert lobby is not None
    lobby.reject()
    qtbot.waitUntil(lambda: eve_play.lobby is None)
    assert not eve_play.way_back.offer(None) and eve_play.way_back.question is None
    eve.close()
    close_and_check_threads(qtbot, anna)


def test_a_late_arrival_whose_host_is_lost_before_its_take_is_told_no_seat_is_kept(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    anna, anna_play = lan_window(qtbot, tmp_path / "anna")
    port = host_in_window(qtbot, anna, anna_play, ["you", "remote", "ai:random", "empty"])
    ben = joiner(tmp_path, port, "Ben")
    peers.append(ben)
    qtbot.waitUntil(lambda: anna.controller.following, timeout=20000)
    eve, eve_play = lan_window(qtbot, tmp_path / "eve")
    eve_play.join_reconnect = 1.0  # (the wait for the host runs out at once)
    eve_play.join("127.0.0.1", port, "", "Eve", None, False)
    answer_until(qtbot, anna, lambda: question(anna_play) is not None)
    waiting = "Network game: waiting for Anna to let you take over green…"
    qtbot.waitUntil(lambda: eve_play.status.text().startswith(waiting), timeout=20000)
    anna.close()  # Anna's app closes before she answers (the table is kept)
    quit_button = question_button(anna, "discard")
    assert quit_button is not None
    quit_button.click()
    qtbot.waitUntil(lambda: eve_play.message is not None, timeout=20000)
    assert eve_play.message is not None
    assert eve_play.message.text() == "The connection to the table is lost."  # no "seat kept"
    assert not list((tmp_path / "eve" / "app-data" / "lan" / "joined").glob("*.json"))
    eve_play.message.accept()
    assert not eve_play.way_back.offer(None)
    close_and_check_threads(qtbot, eve)
