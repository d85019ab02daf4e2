"""The end of a game in the real window: the ranking shows the game's figures (rolls, sixes,
captures, as :func:`core.seat_stats.game_tally` counts them) and the board celebrates the winner
(on the 3D board figures hop and confetti falls; under reduced motion only a still glow, no
frame clock; the flat board rings the winner's figures)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.rules import Rules
from core.seat_stats import game_tally
from core.setup import parse_players
from core.table import Table, engine_players
from madn_qt.board import BoardView
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.dialogs.ranking import RankingDialog
from madn_qt.files import saved_game
from madn_qt.panel.status_line import over_text
from madn_qt.play.controller import Stage
from madn_qt.play.pace import Pace
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage
from tests.madn_qt.panel_support import turn_line
from tests.madn_qt.replay.test_replay_fit import cut_lines

SEATS = "random:Rex,empty,random:Ria"


def _played_to_the_ranking(qtbot: QtBot, window: MainWindow) -> RankingDialog:
    """Rex and Ria's game (seed 8), the pace "to the end", until the ranking shows."""
    window.start_game(config(SEATS, Rules(jump_in_goal=True)), seed=8)
    window.controller.set_pace(Pace.END)
    wait_stage(qtbot, window, Stage.OVER, timeout=120000)
    qtbot.waitUntil(lambda: window.ranking_dialog is not None and window.ranking_dialog.isVisible())
    dialog = window.ranking_dialog
    assert dialog is not None
    return dialog


def _check_the_tally(window: MainWindow, dialog: RankingDialog) -> None:
    game = window.controller.game
    assert game is not None and game.over
    expected = game_tally(game)
    ranking = game.position_ranking()
    rows = dialog.rows()
    assert len(rows) == len(ranking) == 2
    for (seat, place), row in zip(ranking, rows, strict=True):
        assert row[0] == f"{place}."
        assert window.controller.name(seat) in row[1]
        counts = expected[seat]
        assert row[3:] == (str(counts.rolls), str(counts.sixes), str(counts.captures))
    assert sum(expected[seat].rolls for seat in expected) > 20  # a whole game's rolls
    assert dialog.winner == ranking[0][0]


@pytest.mark.slow
def test_the_flat_board_rings_the_winner_and_the_ranking_has_the_games_figures(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = _played_to_the_ranking(qtbot, window)
    _check_the_tally(window, dialog)
    board = window.board
    assert isinstance(board, FlatBoardView)
    assert board.is_celebrating() and board._winner == dialog.winner
    window.start_game(config(SEATS), seed=3)  # a new game ends it
    assert not board.is_celebrating()


@pytest.mark.gl
@pytest.mark.slow
@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced motion"])
def test_the_3d_board_celebrates_the_winner_at_the_ranking(
    qtbot: QtBot, tmp_path: Path, reduced: bool
) -> None:
    window = make_window(qtbot, tmp_path, flat=False, reduced_motion=reduced)
    board = window.board
    assert isinstance(board, BoardView)
    qtbot.waitUntil(lambda: len(board.paint_times) > 0, timeout=20000)
    if board._renderer is None:
        pytest.fail("the 3D board could not initialise OpenGL 3.3")
    dialog = _played_to_the_ranking(qtbot, window)
    _check_the_tally(window, dialog)
    party = board._celebration
    assert party is not None and board.is_celebrating()
    assert party.seat == dialog.winner
    if reduced:
        assert party.still  # only a still glow: nothing hops, no confetti
        assert not board._timer.isActive()  # and no frame clock runs
    else:
        assert not party.still
        assert board._timer.isActive()  # the figures hop, the confetti falls
        qtbot.waitUntil(lambda: not board.is_celebrating(), timeout=10000)  # then it ends


@pytest.mark.slow
def test_the_rankings_statistics_and_watch_again_come_in_front_of_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The ranking blocks no other window of the app (a window-modal ranking left the statistics
    it opened behind it, deaf to mouse and keys); Watch again shows the game just played as a
    replay whose log lines are whole."""
    window = make_window(qtbot, tmp_path)
    dialog = _played_to_the_ranking(qtbot, window)
    assert QApplication.activeModalWidget() is None
    dialog.statistics_button.click()
    statistics = window.statistics_dialog
    assert statistics is not None
    qtbot.waitExposed(statistics)
    assert QApplication.activeModalWidget() is None
    statistics.close()
    dialog.replay_button.click()
    replays = window.replays.windows
    assert len(replays) == 1
    replay = replays[0]
    qtbot.waitExposed(replay)
    game = window.controller.game
    assert game is not None
    assert replay.model.commands == tuple(game.commands)
    assert replay.log.count() > 20
    replay.resize(1280, 800)
    qtbot.waitUntil(lambda: replay.log.viewport().width() > 0)
    qtbot.waitUntil(lambda: not cut_lines(replay.log, "watch again"), timeout=5000)
    replay.close()
    assert dialog.isVisible()  # the ranking is still there, Play again and all


def test_a_winner_by_knock_out_is_named_in_the_status_line(qtbot: QtBot, tmp_path: Path) -> None:
    """Event mode can end with the others knocked out and no figure of the winner home: the
    status line still names the winner (it said "The game is over.  wins.")."""
    setup = parse_players(
        "random:Anna,random:Ben,random:Carla,random:Dario", Rules(event_mode=True)
    )
    table = Table(setup, seed=1, players=engine_players(setup, 1))
    table.run()
    assert table.over and not table.position.finished  # won by knock-out
    winner = table.game.position_ranking()[0][0]
    path = tmp_path / "knock-out.madn"
    saved_game.write(setup, table.game, path, "2026-12-03")
    window = make_window(qtbot, tmp_path)
    assert window.files.open(str(path))
    qtbot.waitUntil(lambda: window.ranking_dialog is not None)
    expected = over_text(setup.name(winner))
    qtbot.waitUntil(lambda: window.panel.status_text() == expected)
    assert turn_line(window.panel).startswith(setup.name(winner))  # (not the last to act)
    # The ranking says who was knocked out (their figures left the board), not "0 / 0".
    ranking = window.ranking_dialog
    assert ranking is not None
    state = table.position.event_state
    assert state is not None and state.out
    for (seat, _place), row in zip(table.game.position_ranking(), ranking.rows(), strict=True):
        knocked = seat in state.out and not table.position.figures[seat]
        assert (row[2] == "knocked out") is knocked, row


def test_the_windows_keys_work_from_the_ranking(qtbot: QtBot, tmp_path: Path) -> None:
    """Ctrl+I and Ctrl+Y reach the statistics and the history while the ranking (or another
    window of the game) has the keyboard."""
    window = make_window(qtbot, tmp_path)
    dialog = _played_to_the_ranking(qtbot, window)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.statistics_dialog is not None)
    statistics = window.statistics_dialog
    assert statistics is not None
    qtbot.waitUntil(statistics.isActiveWindow)
    qtbot.keyClick(statistics, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.history_dialog is not None)
    history = window.history_dialog
    assert history is not None
    qtbot.waitUntil(history.isVisible)
