"""A spectator's invite code decides that this computer watches, whatever "Who plays" says (the
join page's default is "I play myself"): the move log then begins "You are watching a game under
way …", as for a spectator by address. Found in a walk-through: a grandfather who came by the
spectator's code read "You joined a game under way …", as if he had a seat."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.madn_qt.network.internet_support import host_process, internet_window, printed_codes
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads
from tests.madn_qt.network.test_app_lobby_news import first_line
from tests.net.internet.rendezvous import Network


def test_a_spectators_code_watches_and_the_log_says_so(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    host = host_process(
        peers, tmp_path, network, "ai:random,empty,ai:random", "--seed", "14", "--pace", "0.2"
    )
    code = printed_codes(qtbot, host, 1)["watch"]
    window, play = internet_window(qtbot, tmp_path, network)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.join_page
    page.name.setText("Opa")
    assert page.player.currentData() == "person"  # (as it is unless changed)
    page.code.field.setText(code)
    page.code.button.click()
    qtbot.waitUntil(lambda: window.controller.following, timeout=60000)
    head = "You are watching a game under way in table round "
    qtbot.waitUntil(lambda: first_line(window).startswith(head), timeout=20000)
    assert play.status.text().startswith("Network game: you are watching.")
    close_and_check_threads(qtbot, window)


@pytest.mark.slow  # (a host killed and resumed: its spectator comes back through the rendezvous)
def test_a_spectator_by_code_whose_host_was_killed_waits_and_watches_again_after_its_resume(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    """A spectator's offer carries the table's spectators' key: a spectator by code whose host
    went waits as a player does, and watches again once the table is resumed, without a new
    code (it was told at once to ask for a new spectator's code: the host kept return codes for
    its players only)."""
    host = host_process(
        peers, tmp_path, network, "ai:random,empty,ai:random", "--seed", "15", "--pace", "0.5"
    )
    code = printed_codes(qtbot, host, 1)["watch"]
    window, play = internet_window(qtbot, tmp_path, network)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.join_page
    page.name.setText("Opa")
    page.code.field.setText(code)
    page.code.button.click()
    qtbot.waitUntil(lambda: window.controller.following, timeout=60000)
    host.wait_for(qtbot, r"\(spectator \d+\) watches", 30)
    host.process.kill()  # (the host's computer goes away)
    host.process.wait(10)
    qtbot.waitUntil(lambda: "The game waits for the table" in play.status.text(), timeout=60000)
    assert play.link is not None and window.controller.following
    again = Peer(
        tmp_path,
        "host",
        ["host", "--headless", "--resume", "--internet", "--pace", "0.5", *network.args()],
    )
    peers.append(again)
    again.wait_for(qtbot, r"resumed table", 30)
    again.wait_for(qtbot, r"a spectator came back through its return code", 120)
    watching = "Network game: you are watching."
    qtbot.waitUntil(lambda: play.status.text().startswith(watching), timeout=60000)
    assert window.controller.following
    close_and_check_threads(qtbot, window)
