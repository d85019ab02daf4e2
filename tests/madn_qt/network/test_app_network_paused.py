"""A network game goes on while a window or a menu is open here (issue 38): the status line says
that only the board waits — never "Paused", which the table is not — and a local game is paused
as before; a local game started after a network game (Play again) has no network line."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from tests.madn_qt.app_support import make_window

SETUP = Setup(
    Rules(railway=False),
    (Seat.human("Anna"), Seat(SeatKind.REMOTE, "Ben"), Seat.ai("random", "Carla"), Seat()),
)
BOARD_WAITS = "The board waits while a window or a menu is open — the network game goes on."


def test_a_window_open_during_a_network_game_says_only_the_board_waits(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.network.lan_game.follow(SETUP, [0])
    qtbot.waitUntil(lambda: c.following)
    c.pause()  # (as the lobby, a menu or a dialog does)
    qtbot.waitUntil(lambda: window.panel.status_text() == BOARD_WAITS)
    c.resume()
    qtbot.waitUntil(lambda: window.panel.status_text() != BOARD_WAITS)
    c.stop_following()  # the network game is over (shown to its end, or stopped) ...
    window.network.presence.line.show("The game is over.")  # ... and its line says so
    assert window.network.status.isVisible()

    local = (Seat.human("Anna"), Seat(), Seat.ai("random", "Bo"), Seat())
    window.start_game(Setup(Rules(railway=False), local), seed=1)
    qtbot.waitUntil(lambda: not c.following and c.position is not None)
    assert not window.network.status.isVisible()  # a local game: no network line any more
    c.pause()
    paused = "Paused while a window or a menu is open."
    qtbot.waitUntil(lambda: window.panel.status_text() == paused)
    c.resume()
