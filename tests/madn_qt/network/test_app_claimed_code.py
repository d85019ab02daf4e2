"""A code a stranger holds on the rendezvous (docs/internet.md, "What a stranger on the mailbox
can still spoil"), typed on the join page: the page says that somebody else holds it and to ask
for a new code — it said "The rendezvous server … cannot be reached. Is this computer online?",
which sent the family looking at their router."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.madn_qt.network.internet_support import host_process, internet_window, printed_codes
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads
from tests.net.internet import strangers
from tests.net.internet.rendezvous import Network


def test_a_code_somebody_else_holds_says_so_and_asks_for_a_new_one(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    host = host_process(peers, tmp_path, network, "ai:random,empty,remote", "--seed", "12")
    code = printed_codes(qtbot, host, 2)["2"]
    claimed = strangers.claim(network.mailbox, code.split("-")[0], pake=False)
    assert claimed["type"] == "claimed", claimed
    window, play = internet_window(qtbot, tmp_path, network)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    page = lobby.join_page
    page.name.setText("Dora")
    page.code.field.setText(code)
    page.code.button.click()
    sentence = (
        "Somebody else holds this code on the rendezvous server, so it cannot lead you to the "
        "table. Ask your host for a new code."
    )
    qtbot.waitUntil(lambda: page.message.text() == sentence, timeout=60000)
    assert "crowded" in page.message.toolTip()  # (the rendezvous' own words, for the curious)
    assert page.code.field.text() == code
    qtbot.waitUntil(lambda: play.link is None, timeout=10000)
    close_and_check_threads(qtbot, window)
