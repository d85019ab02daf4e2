"""Times are not shown where the game was computed (issue 33: "time per move 0.0 s" for a
game played "to the end"): a game the computer plays at the pace "to the end" is kept in the
history with its computed commands as 0 seconds (madn_qt.history.writer.COMPUTED), and its
statistics say "computed" for those players instead of a time; a time shown carries its unit
and never reads "0.0 s"."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from core.history import History
from core.rules import Rules
from madn_qt.history.writer import COMPUTED
from madn_qt.play.controller import Stage
from madn_qt.play.pace import Pace
from madn_qt.statistics.tables import move_time
from tests.madn_qt.app_support import config, make_window, wait_stage

TIME_COLUMN = 6


def test_a_game_played_to_the_end_shows_no_times(
    qtbot: QtBot, tmp_path: Path, own_history: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("easy:Rex,empty,easy:Ria", Rules(event_mode=True)), seed=8)
    window.controller.set_pace(Pace.END)  # (after the start: a new game starts at normal pace)
    wait_stage(qtbot, window, Stage.OVER, timeout=120000)
    with History.open(own_history) as history:
        qtbot.waitUntil(lambda: len(history.games()) == 1, timeout=10000)
        (entry,) = history.games()
        record, seconds = history.record(entry.id), history.seconds(entry.id)
    assert seconds is not None and len(seconds) == entry.commands
    assert seconds.count(COMPUTED) >= len(seconds) - 2  # (the first draw may come shown)
    dialog = window._past_statistics(record, seconds)
    qtbot.addWidget(dialog)
    table = dialog.players_table
    header = table.horizontalHeaderItem(TIME_COLUMN)
    assert header is not None and header.toolTip() == "Time per move"
    shown = [table.item(row, TIME_COLUMN).text() for row in range(table.rowCount())]  # type: ignore[union-attr]
    assert shown == ["computed", "computed"]


def test_a_time_carries_its_unit_and_is_never_zero() -> None:
    c = QLocale.c()
    assert move_time([], c) == "–"
    assert move_time([COMPUTED, COMPUTED], c) == "computed"
    assert move_time([COMPUTED, 0.012, 0.02, 0.03], c) == "under 0.1 s"
    assert move_time([1.44, 1.2, COMPUTED, 9.0], c) == "1.4 s"
    assert move_time([12.4, 30.0, 11.0], c) == "12 s"
