"""Game ▸ Statistics (issue 24) in the real window: for a finished classic and event game the
dice page plots a player's faces (bars in the player's colour, read off the picture) with the
fairness test in words and a table of the same numbers, the race plots a line per player, the
players' and the events' tables, Save picture (PNG) and Save table (CSV); the ranking's button
opens it; every control has an accessible name."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractButton, QComboBox, QTableWidget
from pytestqt.qtbot import QtBot

from core.rules import Rules
from core.stats import game_stats
from madn_qt.controller import Stage
from madn_qt.main_window import MainWindow
from madn_qt.pace import Pace
from madn_qt.statistics import StatisticsDialog
from madn_qt.texts import SEAT_RGB

from .app_support import config, make_window


def _finished(qtbot: QtBot, tmp_path: Path, rules: Rules) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,normal:Ben,normal:Carla,normal:Dario", rules), seed=9)
    window.controller.set_pace(Pace.END)  # (after the start: a new game starts at the pace before)
    c = window.controller
    while c.stage is not Stage.OVER:  # the person plays the first choice, the rest to the end
        qtbot.waitUntil(
            lambda: (
                c.stage is Stage.OVER or (c.stage.value.startswith("human") and c.accepts_input())
            ),
            timeout=60000,
        )
        if c.stage is Stage.HUMAN_ROLL:
            c.request_roll()
        elif c.stage is Stage.HUMAN_MOVE:
            c.request_move(c.choices[0])
        elif c.stage is Stage.HUMAN_CONFIRM:
            c.request_confirm()
        elif c.stage is Stage.HUMAN_PICK:
            c.request_pick(c.picks[0])
    qtbot.waitUntil(lambda: window.ranking_dialog is not None)
    return window


def _pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height = image.width(), image.height()
    data = np.frombuffer(image.constBits(), np.uint8, image.bytesPerLine() * height).copy()
    return data.reshape(height, image.bytesPerLine())[:, : width * 3].reshape(height, width, 3)


def _near(rgb: np.ndarray, colour: str) -> int:
    c = QColor(colour)
    diff = np.abs(rgb.astype(int) - np.array([c.red(), c.green(), c.blue()])).sum(axis=2)
    return int((diff < 40).sum())


@pytest.mark.parametrize("event_mode", [False, True], ids=["classic", "event"])
def test_the_statistics_of_a_finished_game(qtbot: QtBot, tmp_path: Path, event_mode: bool) -> None:
    window = _finished(qtbot, tmp_path, Rules(event_mode=event_mode, railway=True))
    ranking = window.ranking_dialog
    assert ranking is not None
    ranking.statistics_button.click()  # the ranking's button opens it
    dialog = window.statistics_dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    game = window.controller.game
    assert game is not None
    stats = game_stats(game)
    # Dice: a row per player and one for all; the faces add up to the dice thrown.
    dialog.dice_kind.setCurrentIndex(dialog.dice_kind.findData("d6"))
    table = dialog.dice_table
    assert table.rowCount() == 5
    assert table.item(4, 0).text() == "All"  # type: ignore[union-attr]
    d6 = next(t for t in stats.total.dice if t.kind == "d6")
    faces = [int(table.item(4, 2 + f).text()) for f in range(6)]  # type: ignore[union-attr]
    assert faces == list(d6.faces) and sum(faces) == int(table.item(4, 1).text())  # type: ignore[union-attr]
    assert table.item(4, 10).text() in (  # type: ignore[union-attr]
        "nothing unusual",
        *(f"unusual (1 in {n:,})" for n in range(2, 10**6)),
    )
    # Ben's bars in Ben's colour, on the plot as the player sees it.
    dialog.dice_player.setCurrentIndex(dialog.dice_player.findData(1))
    dialog.dice_kind.setCurrentIndex(dialog.dice_kind.findData("d6"))
    assert dialog.dice_verdict.text().startswith("Ben, D6: ")
    picture = _pixels(dialog.dice_plot.grab().toImage())
    assert _near(picture, SEAT_RGB[1]) > 400
    assert _near(picture, SEAT_RGB[0]) < 50
    bars = [i for i in dialog.dice_plot.getPlotItem().items if isinstance(i, pg.BarGraphItem)]
    assert len(bars) == 1
    assert "Every roll is counted here" in dialog.selection.text()
    # The race: a line per player, the table a row per table round and the start.
    lines = dialog.race_plot.getPlotItem().listDataItems()
    assert len([line for line in lines if line.name()]) == 4
    assert dialog.race_table.rowCount() == max(len(s.race.steps) for s in stats.seats)
    # The players and (event mode) the events.
    assert dialog.players_table.rowCount() == 4
    rolls = [int(dialog.players_table.item(r, 1).text()) for r in range(4)]  # type: ignore[union-attr]
    assert rolls == [s.rolls for s in stats.seats]
    assert dialog.tabs.isTabVisible(3) is event_mode
    if event_mode:
        assert dialog.events_table.rowCount() == len(stats.total.events) + 1
    # Saving: the page as a PNG, its table as CSV.
    dialog.tabs.setCurrentIndex(2)
    assert dialog.save_picture_to(tmp_path / "players.png")
    assert QImage(str(tmp_path / "players.png")).width() > 300
    assert dialog.save_table_to(tmp_path / "players.csv")
    with (tmp_path / "players.csv").open(encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0][:2] == ["Player", "Rolls"] and [r[1] for r in rows[1:]] == [
        str(n) for n in rolls
    ]
    # Every control says what it is.
    for widget in dialog.findChildren(QAbstractButton) + dialog.findChildren(QComboBox):
        if widget.isVisible():
            assert widget.accessibleName() or widget.text(), widget  # type: ignore[attr-defined]
    for widget in dialog.findChildren(QTableWidget):
        assert widget.accessibleName()


def test_the_statistics_follow_a_running_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,normal:Ben,normal:Carla,normal:Dario"), seed=9)
    c = window.controller
    dialog = window.open_statistics()  # (Game ▸ Statistics, Ctrl+I)
    qtbot.waitExposed(dialog)
    before = dialog.players_table.item(0, 1).text()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_ROLL and c.accepts_input())
    assert c.request_roll()
    qtbot.waitUntil(lambda: dialog.players_table.item(0, 1).text() != before, timeout=10000)  # type: ignore[union-attr]
    assert window.menus.statistics_action.shortcut().toString() == "Ctrl+I"
