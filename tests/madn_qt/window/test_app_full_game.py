"""A whole game, one human against three AIs, played with the keyboard only."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.board import GOAL_START
from madn_qt.panel.side_panel import FigureButton
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window, wait_stage


def _focus() -> object:
    return QApplication.focusWidget()


@pytest.mark.slow
@pytest.mark.parametrize("flat", [True, False], ids=["flat board", "3D board"])
def test_keyboard_only_game_to_the_ranking(qtbot: QtBot, tmp_path: Path, flat: bool) -> None:
    # Four players on the flat board; two, opposite each other, on the 3D board (the same
    # keyboard path in half the moves: every move there is drawn by software OpenGL).
    window = make_window(qtbot, tmp_path, flat=flat)
    players = ("Anna", "Ben", "Carla", "Dario") if flat else ("Anna", "Carla")
    spec = "human:Anna,random,random,random" if flat else "human:Anna,empty,random"
    window.start_game(config(spec), seed=20261130)
    c = window.controller
    assert c.game is not None
    moves_by_human = 0
    turns = 0
    while c.stage is not Stage.OVER:
        turns += 1
        assert turns < 5000, "the game does not end"
        stage = wait_stage(
            qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, Stage.OVER, timeout=20000
        )
        if stage is Stage.HUMAN_ROLL:
            before = len(c.commands)
            qtbot.keyClick(_focus() or window, Qt.Key.Key_Space)
            assert len(c.commands) == before + 1, "Space did not roll"
        elif stage is Stage.HUMAN_MOVE:
            buttons = [b for b in window.panel.figure_buttons() if b.isEnabled()]
            assert buttons, "a human move without an enabled figure button"
            # Walk with Tab to the last movable figure (and back once with Shift+Tab).
            assert _focus() is buttons[0]
            for _ in buttons[1:]:
                qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
            if len(buttons) > 1:
                qtbot.keyClick(_focus(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
                chosen = buttons[-2]
            else:
                chosen = buttons[0]
            focused = _focus()
            assert focused is chosen and isinstance(focused, FigureButton)
            expected = focused.choice
            assert expected is not None
            before = len(c.commands)
            qtbot.keyClick(focused, Qt.Key.Key_Return)
            assert len(c.commands) == before + 1, "Enter did not move"
            assert c.commands[-1] == expected
            moves_by_human += 1
    assert moves_by_human > 5
    position = c.position
    assert position is not None
    winner = position.finished[0]
    assert all(p >= GOAL_START for p in position.figures[winner])
    # The ranking is shown, with every player.
    qtbot.waitUntil(lambda: window.ranking_dialog is not None and window.ranking_dialog.isVisible())
    dialog = window.ranking_dialog
    assert dialog is not None
    rows = dialog.rows()
    assert rows[0][0] == "1."
    assert len(rows) == len(players)
    names = " ".join(r[1] for r in rows)
    for name in players:
        assert name in names
    log = window.move_log.lines()
    assert any("brings a figure out" in line for line in log)
    assert any(line.startswith("The game is over.") for line in log)
    # The human's moves show up in the log under its name.
    assert sum(1 for line in log if line.startswith("Anna (red) rolls")) >= moves_by_human


def test_human_moves_reach_the_log_with_targets(qtbot: QtBot, tmp_path: Path) -> None:
    """The figure button's label names the target, and the move played is that one."""
    from core.chance import ScriptedChance

    window = make_window(qtbot, tmp_path)
    chance = ScriptedChance([6, 4, 3] + [1] * 50)
    window.start_game(config("human:Anna,empty,random"), chance=chance)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(_focus() or window, Qt.Key.Key_Space)
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    label = window.panel.figure_buttons()[0].text()
    assert label == "Figure 1 — house → field 1"
    qtbot.keyClick(_focus(), Qt.Key.Key_Return)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(_focus() or window, Qt.Key.Key_Space)
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    label = window.panel.figure_buttons()[0].text()
    assert label == "Figure 1 — field 1 → 5"
    qtbot.keyClick(_focus(), Qt.Key.Key_Enter)
    assert len(window.controller.commands) == 4
    log = window.move_log.lines()
    assert "Anna (red) rolls 6, brings a figure out." in log
    assert "Anna (red) rolls 4, moves figure 1 from field 1 to field 5." in log


@pytest.mark.slow
def test_original_rules_with_roll_off_and_play_on(qtbot: QtBot, tmp_path: Path) -> None:
    """Roll-off (a human rolls too), penalties on offer, play on until every place is decided."""
    from core.rules import ORIGINAL

    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,random,random,random", ORIGINAL), seed=99)
    c = window.controller
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    assert c.position is not None and c.position.phase.value == "rolloff"
    steps = 0
    while c.stage is not Stage.OVER:
        steps += 1
        assert steps < 5000
        stage = wait_stage(
            qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, Stage.OVER, timeout=20000
        )
        if stage is Stage.HUMAN_ROLL:
            qtbot.keyClick(_focus() or window, Qt.Key.Key_Space)
        elif stage is Stage.HUMAN_MOVE:
            qtbot.keyClick(_focus(), Qt.Key.Key_Return)  # focus starts on a dutiful move
            assert c.commands[-1].breaks is None  # type: ignore[union-attr]
    position = c.position
    assert position is not None
    assert len(position.finished) == 3, "play on: every place is decided"
    log = window.move_log.lines()
    assert any(line.endswith("to decide who begins.") for line in log)
    assert any(line.endswith(" begins.") for line in log)
    assert not any(line.startswith("Penalty") for line in log), "nobody broke a duty"
    qtbot.waitUntil(lambda: window.ranking_dialog is not None)
