"""Game ▸ History (issue 24): the games of the history newest first with their players in the
order they finished, filters by mode and player, wins per person and computer level with a plot
of wins over the games, a game opened as a replay or its statistics; a damaged history file is
moved aside with a message and the window starts empty, never a crash."""

from __future__ import annotations

import re
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QSize, Qt, QTime, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from core.history import History
from core.record import Record
from madn_qt.history.window import HistoryDialog
from madn_qt.i18n import install_translator
from tests.core.test_history import _record


def _history(path: Path) -> list[Record]:
    records = [_record(1), _record(2, event=True), _record(3)]
    with History.open(path) as history:
        for day, record in enumerate(records, start=1):
            history.add(record, date=f"2026-12-0{day}T18:00:00", duration=600.0 + day)
    return records


def test_the_history_lists_filters_and_opens_games(
    qtbot: QtBot, tmp_path: Path, app: QCoreApplication
) -> None:
    install_translator(app, "en")  # (as the app runs in English: its plural forms)
    path = tmp_path / "history.sqlite3"
    records = _history(path)
    dialog = HistoryDialog(lambda: History.open(path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    games = dialog.games
    assert games.rowCount() == 3
    newest = QLocale().toString(
        QDateTime(QDate(2026, 12, 3), QTime(18, 0)), QLocale.FormatType.ShortFormat
    )
    assert games.item(0, 0).text() == newest  # type: ignore[union-attr]  # newest first
    assert games.item(0, 1).text() == "Classic"  # type: ignore[union-attr]
    assert games.item(1, 1).text() == "Event mode"  # type: ignore[union-attr]
    assert games.item(0, 2).text().startswith("1. ")  # type: ignore[union-attr]
    assert games.item(0, 3).text() == "10 min 3 s"  # type: ignore[union-attr]
    # Wins: a row per person and per computer level; the plot follows the row chosen.
    whos = [dialog.wins.item(r, 0).text() for r in range(dialog.wins.rowCount())]  # type: ignore[union-attr]
    assert {"Anna", "Carla", "Computer (normal)", "Computer (strong)"} == set(whos)
    assert sum(int(dialog.wins.item(r, 2).text()) for r in range(4)) == 3  # type: ignore[union-attr]
    dialog.wins.selectRow(whos.index("Anna"))
    assert dialog.plot_title.text().startswith("Anna: won ")
    assert dialog.plot_title.text().endswith(" of 3 games")
    assert dialog.plot.getPlotItem().listDataItems()
    # Filters: event mode only; a player.
    dialog.mode.setCurrentIndex(dialog.mode.findData("event"))
    assert games.rowCount() == 1 and games.item(0, 1).text() == "Event mode"  # type: ignore[union-attr]
    dialog.mode.setCurrentIndex(0)
    dialog.player.setCurrentIndex(dialog.player.findData("ai:strong"))
    assert games.rowCount() == 3 and dialog.player.currentText() == "Computer (strong)"
    # A game as a replay and as its statistics: its record as it was kept. The newest game is
    # chosen from the start, so the buttons work at once.
    assert games.currentRow() == 0 and dialog.replay_button.isEnabled()
    games.selectRow(2)  # the oldest
    assert dialog.replay_button.isEnabled() and dialog.statistics_button.isEnabled()
    with qtbot.waitSignal(dialog.replay) as replayed:
        dialog.replay_button.click()
    (record,) = replayed.args
    assert isinstance(record, Record)
    assert record.replay().position.state_hash() == records[0].replay().position.state_hash()
    with qtbot.waitSignal(dialog.statistics) as asked:
        dialog.statistics_button.click()
    assert asked.args[0].commands == record.commands and asked.args[1] is None
    for widget in (dialog.mode, dialog.player, dialog.games, dialog.wins, dialog.replay_button):
        assert widget.accessibleName()
    assert any(isinstance(i, pg.PlotDataItem) for i in dialog.plot.getPlotItem().items)


def test_a_damaged_history_is_moved_aside_with_a_message(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is no database at all" * 100)
    shown: list[str] = []

    def look() -> None:  # (the message is modal: answered from inside its own loop)
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible():
                shown.append(widget.text())
                widget.accept()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    dialog = HistoryDialog(lambda: History.open(path))
    qtbot.addWidget(dialog)
    timer.stop()
    assert shown and shown[0].startswith("The game history could not be read.")
    assert dialog.games.rowCount() == 0
    assert list(tmp_path.glob("history.sqlite3.corrupt*"))  # kept aside, not lost


def test_return_on_a_game_watches_it_once(qtbot: QtBot, tmp_path: Path) -> None:
    """Return on the chosen game asks for one replay: no default button acts on the same key
    a second time (two replay windows of one game), and none closes the window."""
    path = tmp_path / "history.sqlite3"
    _history(path)
    dialog = HistoryDialog(lambda: History.open(path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    asked: list[object] = []
    dialog.replay.connect(asked.append)
    dialog.games.setFocus()
    qtbot.keyClick(dialog.games, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(asked) >= 1)
    QApplication.processEvents()
    assert len(asked) == 1 and dialog.isVisible()


def test_the_tables_fit_a_small_screen(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024 x 768 (the window a little smaller) no column is cut off: the players' names
    give way (elided, whole in the tooltip), every other column stays whole."""
    path = tmp_path / "history.sqlite3"
    _history(path)
    dialog = HistoryDialog(lambda: History.open(path))
    qtbot.addWidget(dialog)
    dialog.resize(900, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    for table in (dialog.games, dialog.wins):
        qtbot.waitUntil(lambda t=table: t.viewport().width() > 0)
        QApplication.processEvents()
        header = table.horizontalHeader()
        assert header.length() <= table.viewport().width(), table.accessibleName()
        assert not table.horizontalScrollBar().isVisible()
    players = dialog.games.item(0, 2)
    assert players is not None and players.toolTip() == players.text()


@pytest.mark.parametrize("size", [QSize(960, 620), QSize(900, 600)], ids=["default", "smaller"])
def test_every_header_is_whole_and_times_carry_units(
    qtbot: QtBot, tmp_path: Path, styled: None, language: str, size: QSize
) -> None:
    """At 1024 x 768 in en/de/it (issue 33: "Players, best firs…", German too) every column
    header is whole — a long one on two lines, whole in its tooltip — and a game's time says
    its units ("Time 0:20" had none)."""
    path = tmp_path / "history.sqlite3"
    _history(path)
    dialog = HistoryDialog(lambda: History.open(path))
    qtbot.addWidget(dialog)
    dialog.resize(size)
    dialog.show()
    qtbot.waitExposed(dialog)
    cut: list[str] = []
    for table in (dialog.games, dialog.wins):
        qtbot.waitUntil(lambda t=table: t.viewport().width() > 0)
        QApplication.processEvents()
        header = table.horizontalHeader()
        font = QFont(header.font())
        font.setBold(True)  # (the style sheet's headers are bold)
        metrics = QFontMetrics(font)
        for column in range(table.columnCount()):
            item = table.horizontalHeaderItem(column)
            assert item is not None
            lines = item.text().split("\n")
            assert len(lines) <= 2 and " ".join(lines) == item.toolTip()
            widest = max(metrics.horizontalAdvance(line) for line in lines)
            if header.sectionSize(column) < widest + 12:  # (the padding at the least)
                cut.append(f"{language} {size.width()}: {item.toolTip()!r}")
        assert header.length() <= table.viewport().width(), table.accessibleName()
    assert not cut, cut
    # The whole dialog inside a 1024 x 768 screen (less a window frame)
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1010 and hint.height() <= 740, (language, hint)
    units = {"en": ("min", "s"), "de": ("min", "s"), "it": ("min", "s")}[language]
    for row in range(dialog.games.rowCount()):
        time = dialog.games.item(row, 3)
        assert time is not None
        assert re.fullmatch(rf"\d+ {units[0]} \d+ {units[1]}", time.text()), time.text()


def test_the_moves_column_says_how_many_moves_were_taken_back(
    qtbot: QtBot, tmp_path: Path, app: QCoreApplication
) -> None:
    install_translator(app, "en")
    path = tmp_path / "history.sqlite3"
    plain = _record(1)
    undone = Record(plain.setup, list(plain.commands), plain.date, plain.result, 3)
    with History.open(path) as history:
        history.add(plain, date="2026-12-01T18:00:00", duration=60.0)
        history.add(undone, date="2026-12-02T18:00:00", duration=60.0)
    dialog = HistoryDialog(lambda: History.open(path))
    qtbot.addWidget(dialog)
    dialog.show()
    moves = len(plain.commands)
    assert dialog.games.item(0, 4).text() == f"{moves} (3 taken back)"  # type: ignore[union-attr]
    assert dialog.games.item(1, 4).text() == str(moves)  # type: ignore[union-attr]
