"""Undo in a network game (issue 36): at a table hosted in the window with a real headless
``madn join`` process beside it, Game ▸ Undo stays off with the reason as its tooltip, and
Ctrl+Z takes nothing back, also after the person here has moved; Pause holds only this view."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads, lan_window
from tests.madn_qt.network.test_app_lobby_faults import answer_until, host_in_window, joiner

pytestmark = pytest.mark.timeout(150)


def test_undo_is_off_at_a_network_table(qtbot: QtBot, tmp_path: Path, peers: list[Peer]) -> None:
    window, play = lan_window(qtbot, tmp_path)
    port = host_in_window(qtbot, window, play, ["you", "remote", "ai:random", "empty"])
    peers.append(joiner(tmp_path, port))
    c = window.controller
    qtbot.waitUntil(lambda: c.following, timeout=20000)
    moved = len(c.commands)
    decided: list[int] = []

    def anna_decided() -> bool:
        decided.extend(
            i
            for i in range(moved, len(c.commands))
            if i not in decided
            and c.game is not None
            and c.game.positions[i].turn == 0
            and c.game.positions[i].chance_node() is None
        )
        return len(decided) >= 2

    answer_until(qtbot, window, anna_decided)
    actions = window.game_actions
    assert not actions.undo_action.isEnabled() and not actions.redo_action.isEnabled()
    assert "network" in actions.undo_action.toolTip()
    before = len(c.commands)
    qtbot.keyClick(
        QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
    )
    assert not actions.undo_redo.undo()
    assert len(c.commands) >= before and actions.undo_redo.count == 0
    # Pause holds this view only, and says so.
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: actions.held and actions.card.isVisible())
    assert "network game goes on" in window.panel.status_text()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: not actions.held and not actions.card.isVisible())
    close_and_check_threads(qtbot, window)
