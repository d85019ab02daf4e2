"""A code whose host's program is gone (crashed, killed, the computer switched off) before the
friend typed it: the rendezvous still holds the dead host's message, which is never confirmed.
The join page says what a family can act on — nobody answered, ask the host for a new code —
as for a code nobody answers at all. Found in a walk-through: it said "This code leads to no
table of this game.", which reads as if the code were for another game."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.madn_qt.network.internet_support import host_process, internet_window, printed_codes
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads
from tests.net.internet.rendezvous import Network

NOBODY = (
    "Nobody answered this code: it was used already, or mistyped, or the table is closed. "
    "Ask your host for a new code."
)


def test_the_code_of_a_host_whose_program_died_asks_for_a_new_code(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    host = host_process(peers, tmp_path, network, "ai:random,empty,remote", "--seed", "13")
    code = printed_codes(qtbot, host, 2)["2"]
    host.process.kill()  # (no goodbye: its message stays on the rendezvous)
    host.process.wait(10)
    window, play = internet_window(qtbot, tmp_path, network)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.join_page
    page.name.setText("Dora")
    page.code.field.setText(code)
    page.code.button.click()
    qtbot.waitUntil(lambda: play.link is None, timeout=60000)
    assert page.message.text() == NOBODY, page.message.toolTip()
    close_and_check_threads(qtbot, window)
