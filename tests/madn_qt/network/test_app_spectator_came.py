"""The host's invite panel after a spectator came through its code: the spectators' line says
that one came in and that the code shown is for the next one (a spectator's code is made anew
after each). Found in a walk-through: the line said "Waiting for a spectator" again with a new
code, and the grandmother could not tell whether the grandfather had got in."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from madn_qt.network.invites import SPECTATE
from tests.madn_qt.network.internet_support import (
    code_joiner,
    internet_window,
    open_internet_table,
)
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads, unique
from tests.net.internet.rendezvous import Network

pytestmark = pytest.mark.timeout(150)


def test_the_spectators_line_says_that_one_came_in(
    qtbot: QtBot, tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    window, play = internet_window(qtbot, tmp_path, network)
    seats = [("you", "Anna"), ("remote", ""), ("ai:random", "Carla"), ("empty", "")]
    lobby = open_internet_table(qtbot, play, seats, unique("spectator came"))
    panel = lobby.host_page.invites
    qtbot.waitUntil(lambda: SPECTATE in panel.codes(), timeout=30000)
    assert panel.states()[SPECTATE] == "Waiting for a spectator"
    first = panel.codes()[SPECTATE]
    code_joiner(peers, tmp_path, network, "opa", first, "--watch")
    qtbot.waitUntil(
        lambda: (
            panel.codes().get(SPECTATE, first) != first
            and panel.states()[SPECTATE] == "A spectator came in; this code is for the next one"
        ),
        timeout=60000,
    )
    lobby.reject()
    close_and_check_threads(qtbot, window)
