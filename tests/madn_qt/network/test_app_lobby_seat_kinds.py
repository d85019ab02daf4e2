"""Every seat's kind and name true on every peer (issue 38, point 2): a joiner's window shows the
host's person as a person at another computer (never "computer"), the host's window shows a
joiner so, nobody is offered F (faster) for a turn played at another computer, and after a late
arrival took a computer's seat every peer shows that seat under the newcomer's name, played at
another computer. Real windows, a real ``madn host`` and ``madn join``."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.setup import Seat, SeatKind
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.network.lobby_support import (
    Peer,
    close_and_check_threads,
    lan_window,
)
from tests.madn_qt.network.test_app_lobby_faults import answer_until, host_in_window
from tests.madn_qt.network.test_app_lobby_join import host_process

pytestmark = pytest.mark.timeout(150)


def turn_line(window: MainWindow) -> str:
    return window.panel._turn_label.text()


def test_the_host_person_and_a_joiner_are_people_at_another_computer_on_each_side(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host, host_play = lan_window(qtbot, tmp_path / "anna")
    port = host_in_window(qtbot, host, host_play, ["you", "remote", "ai:random", "empty"])
    ben, ben_play = lan_window(qtbot, tmp_path / "ben")
    ben_play.join("127.0.0.1", port, "", "Ben", "random", False)  # his computer plays for him
    qtbot.waitUntil(lambda: ben.controller.following and host.controller.following, timeout=20000)

    # Ben's window: Anna plays at the host's computer — a person, at another computer.
    shown = ben.controller.setup
    assert shown is not None
    assert shown.seats[0] == Seat(SeatKind.REMOTE, "Anna")
    assert shown.seats[1].kind is SeatKind.AI  # (his own seat, his computer plays it)

    def anna_on_bens_window() -> bool:
        position = ben.controller.position
        return position is not None and position.turn == 0 and bool(turn_line(ben))

    answer_until(qtbot, host, anna_on_bens_window)
    assert turn_line(ben) == "Anna (red) — at another computer"
    assert "F:" not in ben.panel.status_text()

    # Anna's window: Ben's turn is played at another computer, and F is not offered for it.
    shown = host.controller.setup
    assert shown is not None
    assert shown.seats[0] == Seat(SeatKind.HUMAN, "Anna")
    assert shown.seats[1] == Seat(SeatKind.REMOTE, "Ben")
    answer_until(qtbot, host, lambda: host.panel.status_text() == "Ben plays at another computer.")
    assert turn_line(host) == "Ben (blue) — at another computer"
    answer_until(qtbot, host, lambda: host.controller.position.turn == 2)  # type: ignore[union-attr]
    assert "F:" not in host.panel.status_text()  # (the host's computer: the network's pace)
    # F changes nothing in a network game (the network sets the pace): not offered at all.
    assert not host.panel.pace_button.isEnabled()
    assert not host.menus.next_pace_action.isEnabled()

    ben_play.leave()  # (two windows, each with its network thread: both end)
    ben.close()
    close_and_check_threads(qtbot, host)


def test_after_a_late_arrival_took_a_computer_seat_every_peer_shows_her_name(
    qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    host = host_process(
        tmp_path, "late kinds", "remote:Ben,ai:random:Dario,ai:random:Eli", "--late-join"
    )
    peers.append(host)
    port = int(host.wait_for(qtbot, r"listening on port (\d+)").group(1))
    window, play = lan_window(qtbot, tmp_path)
    play.join("127.0.0.1", port, "", "Ben", None, False)  # Ben plays by hand: the game waits
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    shown = c.setup
    assert shown is not None and shown.seats[1] == Seat(SeatKind.AI, "Dario", "random")

    carla = Peer(
        tmp_path,
        "carla",
        ["join", f"127.0.0.1:{port}", "--headless", "--ai", "random", "--name", "Carla"],
    )
    peers.append(carla)
    # She takes the first seat the computer plays (Dario's): Ben's window names her there.
    qtbot.waitUntil(
        lambda: c.setup is not None and c.setup.seats[1] == Seat(SeatKind.REMOTE, "Carla"),
        timeout=30000,
    )
    answer_until(qtbot, window, lambda: c.position is not None and c.position.turn == 1)
    qtbot.waitUntil(lambda: turn_line(window) == "Carla (blue) — at another computer")
    close_and_check_threads(qtbot, window)
