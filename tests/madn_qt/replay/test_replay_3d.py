"""A replay on the real 3D board (issue 24), shorter than the flat board's: an event-mode game's
first steps forwards (the dice, the figures, the wheel and a rocket shown as in the game) and all
the way back, each step ending on exactly the record's position; End and Home."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.chance import ChanceKind, Draw
from madn_qt.board.view import BoardView
from tests.madn_qt.replay.replay_support import (
    EVENT_SHORT,
    hashes_of,
    make_replay,
    record_of,
    shown_hash,
    wait_shown,
)


@pytest.mark.gl
def test_steps_on_the_3d_board_show_the_records_positions(qtbot: QtBot, tmp_path: Path) -> None:
    record = record_of(*EVENT_SHORT)
    hashes = hashes_of(record)
    count = len(record.commands)
    rocket = next(
        k
        for k, c in enumerate(record.commands)
        if isinstance(c, Draw) and c.kind is ChanceKind.TARGET
    )
    steps = min(count, rocket + 4)  # up to the rocket's flight and a little beyond
    window = make_replay(qtbot, tmp_path, record, flat=False)
    assert isinstance(window.board, BoardView)
    assert shown_hash(window) == hashes[0]
    told: list[str] = []  # what the event box says each time its wheel rests
    window.events.stopped.connect(lambda: told.append(window.events.heading.text()))
    for k in range(1, steps + 1):
        qtbot.keyClick(window, Qt.Key.Key_Right)
        wait_shown(qtbot, window, k, timeout=20000)
        assert shown_hash(window) == hashes[k], k
        if k == rocket + 1:  # the rocket's second wheel rested on the figure it drew
            assert told and told[-1].startswith("The rocket hits"), told
    for k in range(steps - 1, -1, -1):
        qtbot.keyClick(window, Qt.Key.Key_Left)
        wait_shown(qtbot, window, k)
        assert shown_hash(window) == hashes[k], k
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert shown_hash(window) == hashes[count]
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert shown_hash(window) == hashes[0]
    assert not window.events.isVisible()
