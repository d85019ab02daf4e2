"""A spectator's invite code decides that this computer watches, whatever "Who plays" says (the
join page's default is "I play myself"): the move log then begins "You are watching a game under
way …", as for a spectator by address. Found in a walk-through: a grandfather who came by the
spectator's code read "You joined a game under way …", as if he had a seat."""

from __future__ import annotations

from pathlib import Path

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


def test_a_spectator_by_code_that_lost_the_table_is_told_at_once_how_to_watch_again(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    """The host keeps return codes for its players only: a spectator by code whose connection
    went never comes back by itself. The window says so at once (found in a walk-through: it
    said "The game waits for the table to open again and goes on by itself (until …)" and
    waited ten minutes after the host's table was open again)."""
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
    host.process.kill()  # (the host's computer goes away)
    sentence = "a spectator cannot come back by the same code"
    qtbot.waitUntil(lambda: sentence in play.status.text(), timeout=60000)
    assert play.link is None and not window.controller.following
    assert "ask your host for a new spectator's code" in play.status.text()
    close_and_check_threads(qtbot, window)
