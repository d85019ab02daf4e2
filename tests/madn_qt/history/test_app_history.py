"""The game history written by the app (issue 24): a game that ends in the window is in the
history at once, with its seats as they were played here; a finished game opened to look at is
not added again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core.history import History
from core.rules import Rules
from madn_qt.files.saved_game import OpenedGame
from madn_qt.play.controller import Stage
from madn_qt.play.pace import Pace
from madn_qt.statistics import StatisticsDialog
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window


def test_a_game_that_ends_in_the_window_is_in_the_history(
    qtbot: QtBot, tmp_path: Path, own_history: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(config("normal:Anna,easy:Ben,normal:Carla,strong:Dario", Rules()), seed=4)
    window.controller.set_pace(Pace.END)  # (after the start: a new game starts at the pace before)
    qtbot.waitUntil(lambda: c.stage is Stage.OVER, timeout=60000)
    with History.open(own_history) as history:
        (entry,) = history.games()
        assert entry.mode == "classic" and entry.commands == len(c.commands)
        assert [(s.name, s.kind) for s in entry.seats] == [
            ("Anna", "ai:normal"),
            ("Ben", "ai:easy"),
            ("Carla", "ai:normal"),
            ("Dario", "ai:strong"),
        ]
        kept = history.record(entry.id).replay()
        assert c.position is not None
        assert kept.position.state_hash() == c.position.state_hash()
    # The same finished game opened again to look at it: still one game in the history.
    game, setup = c.game, c.setup
    assert game is not None and setup is not None
    window.show_opened_game(OpenedGame(setup, game, []))
    qtbot.waitUntil(lambda: window.ranking_dialog is not None)
    with History.open(own_history) as history:
        assert len(history.games()) == 1


def test_the_history_window_opens_a_past_game_as_replay_and_statistics(
    qtbot: QtBot, tmp_path: Path, own_history: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(config("normal:Anna,easy:Ben,normal:Carla,strong:Dario", Rules()), seed=4)
    window.controller.set_pace(Pace.END)  # (after the start: a new game starts at the pace before)
    qtbot.waitUntil(lambda: c.stage is Stage.OVER, timeout=60000)
    qtbot.waitUntil(lambda: window.ranking_dialog is not None)
    assert window.ranking_dialog is not None
    window.ranking_dialog.close()
    window.menus.history_action.trigger()  # Game ▸ Game history (Ctrl+Y)
    dialog = window.history_dialog
    assert dialog is not None and dialog.isVisible() and dialog.games.rowCount() == 1
    dialog.games.selectRow(0)
    dialog.replay_button.click()
    qtbot.waitUntil(lambda: bool(_replays(window)), timeout=20000)
    dialog.statistics_button.click()
    past = [d for d in window.findChildren(StatisticsDialog) if d is not window.statistics_dialog]
    assert len(past) == 1 and past[0].players_table.rowCount() == 4
    timed = [past[0].players_table.item(r, 6).text() for r in range(4)]  # type: ignore[union-attr]
    # The history kept every command's seconds: played "to the end", they are the computer's
    # (no one's time; "–" would mean no seconds kept at all).
    assert timed == ["computed"] * 4, timed


def _replays(window: MainWindow) -> list[QWidget]:
    from PySide6.QtWidgets import QApplication

    return [
        w
        for w in QApplication.topLevelWidgets()
        if type(w).__name__ == "ReplayWindow" and w.isVisible()
    ]
