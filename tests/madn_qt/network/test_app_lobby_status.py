"""The window's status names a missing player's seconds left before the takeover, counting down
(issue 13)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from madn_qt.network.texts import peers_text
from net.protocol.messages import PeerStatus
from tests.madn_qt.network.lobby_support import close_and_check_threads, lan_window

ANNA = PeerStatus(0, "Anna", (0,), True, False)


def test_the_seconds_left_are_said_for_either_takeover() -> None:
    bea = PeerStatus(1, "Bea", (1,), False, False, 25)
    assert peers_text([ANNA, bea]) == "Bea is missing — the computer takes over in 25 s."
    assert peers_text([ANNA, bea], "pause", 4.5) == "Bea is missing — the game pauses in 21 s."
    assert peers_text([ANNA, bea], "ai", 99) == "Bea is missing — the computer takes over in 0 s."
    waiting = PeerStatus(1, "Bea", (1,), False, False, None)
    assert peers_text([ANNA, waiting]) == "Missing: Bea. Waiting for them to come back."
    assert peers_text([ANNA, PeerStatus(1, "Bea", (1,), True, False, None)]) == ""


def test_the_status_bar_counts_down(qtbot: QtBot, tmp_path: Path) -> None:
    window, play = lan_window(qtbot, tmp_path)
    play.presence.status([ANNA, PeerStatus(1, "Bea", (1,), False, False, 3)], "missing: Bea", "ai")
    assert play.status.text() == "Bea is missing — the computer takes over in 3 s."
    assert play.status.isVisible()
    assert play.presence.countdown.isActive()
    play.presence.peers_since -= 1.2  # as 1.2 s later (the seconds left are rounded up)
    play.presence.show_peers()
    assert play.status.text() == "Bea is missing — the computer takes over in 2 s."
    # The timer counts on by itself, to 0, and then stops (however late a loaded machine is).
    qtbot.waitUntil(lambda: "takes over in 2 s." not in play.status.text(), timeout=10000)
    qtbot.waitUntil(lambda: "takes over in 0 s." in play.status.text(), timeout=10000)
    assert not play.presence.countdown.isActive()
    play.presence.status([ANNA, PeerStatus(1, "Bea", (1,), False, True)], "", "ai")
    assert play.status.text() == "The computer plays for: Bea."
    close_and_check_threads(qtbot, window)
