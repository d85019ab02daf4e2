"""A network game met under way with a roll waiting for its move (a joiner or a spectator that
comes in, the host's table resumed, a player back after a restart): the panel's die shows that
roll, as the board's die and the log ("… is to move, rolled 6") do. Found in a walk-through: the
die box stayed empty on every computer while the host's person was to move a 4."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from core.table import Table
from madn_qt.panel.side_panel import SidePanel
from tests.madn_qt.network.lobby_support import lan_window

SETUP = Setup(
    Rules(railway=False),
    (Seat.human("Anna"), Seat(SeatKind.REMOTE, "Ben"), Seat.ai("random", "Carla"), Seat()),
)


def die_text(panel: SidePanel) -> str:
    return panel._die_label.text()


def test_a_game_met_under_way_shows_the_roll_waiting_for_its_move(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, play = lan_window(qtbot, tmp_path)
    net = Table(SETUP, ScriptedChance([6]), seed=1, inline_ai=False)
    rolled = net.draw()  # Anna rolls a 6: her figure out is the move that waits
    position = rolled.position
    assert position.turn == 0 and position.pips == (6,) and net.legal_moves(), position

    for local in ([0], [1], []):  # the host's person to move, a joiner, a spectator
        play.lan_game.follow(SETUP, local, [rolled.command])
        qtbot.waitUntil(lambda: window.controller.following)
        qtbot.waitUntil(lambda: die_text(window.panel) == "6", timeout=5000)
        window.controller.stop_following()
