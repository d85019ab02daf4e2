"""Game ▸ Statistics (issue 24) in the real window: for a finished classic and event game the
dice page plots a player's faces (bars in the player's colour, read off the picture) with the
fairness test in words and a table of the same numbers, the race plots a line per player, the
players' and the events' tables, Save picture (PNG) and Save table (CSV); the ranking's button
opens it; every control has an accessible name.

A tester's findings, each tested on games ``madn simulate`` plays (``_simulated``): the race's
symbols (Ben's ▲) and its legend (the capture marks, opaque above the grid); every table's
columns whole at the default size in English, German and Italian with the game's style; Save
picture writes the plot at 1200 × 800, not the page off the screen; Return presses no button;
the plots take no focus, the tab bar has a name, a classic game has no Events tab at all; the
dice and the numbers in the language shown (W6, "0,371"; the CSV with "."); "too few to tell"
where the chi-square test does not hold; a past game's title with its time and players."""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFileDialog,
    QPushButton,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from core.game import Game
from core.rules import Rules
from core.simulate import simulate
from core.stats import game_stats
from madn_qt.i18n import install_translator
from madn_qt.play.controller import Stage
from madn_qt.play.pace import Pace
from madn_qt.statistics import StatisticsDialog
from madn_qt.statistics.plots import SEAT_SYMBOLS
from madn_qt.style import WINDOW
from madn_qt.texts import SEAT_RGB
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window


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


@pytest.mark.slow
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
    assert dialog.tabs.count() == (4 if event_mode else 3)
    if event_mode:
        assert dialog.events_table.rowCount() == len(stats.total.events) + 1
    # Saving: the page's plot as a PNG, its table as CSV.
    dialog.tabs.setCurrentIndex(0)
    assert dialog.save_picture_to(tmp_path / "dice.png")
    assert QImage(str(tmp_path / "dice.png")).width() > 300
    dialog.tabs.setCurrentIndex(2)
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
    # In view, the statistics hold the game (issue 36); minimised, they let it go on and
    # still follow it.
    assert c.paused
    dialog.showMinimized()
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_ROLL and c.accepts_input())
    assert c.request_roll()
    qtbot.waitUntil(lambda: dialog.players_table.item(0, 1).text() != before, timeout=10000)  # type: ignore[union-attr]
    assert window.menus.statistics_action.shortcut().toString() == "Ctrl+I"


# --- the tester's findings ------------------------------------------------------------------

NAMES = {0: "Anna", 1: "Ben", 2: "Carla", 3: "Dario"}
LIMIT = QRect(0, 0, 1000, 700)  # a 1024 × 768 screen less a window manager's frame and a panel


@cache
def _simulated(event_mode: bool) -> Game:
    """A game of four normal players to its end, as ``madn simulate --seed 5`` plays it."""
    games: list[Game] = []
    rules = Rules(event_mode=event_mode, railway=True)
    simulate(["normal"] * 4, 1, 5, rules, keep=lambda _index, game: games.append(game))
    return games[0]


def _dialog(qtbot: QtBot, event_mode: bool = True) -> StatisticsDialog:
    game = _simulated(event_mode)
    dialog = StatisticsDialog(lambda: (game, NAMES, {}))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _settle(qtbot: QtBot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)


def test_the_race_shows_the_games_symbols_and_explains_its_marks(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.tabs.setCurrentWidget(dialog.race_page)
    _settle(qtbot)
    item = dialog.race_plot.getPlotItem()
    named = {line.name(): line for line in item.listDataItems() if line.name()}
    # Ben (seat 1) is the board's ▲: pyqtgraph's "t1" (its "t" points down).
    assert SEAT_SYMBOLS == ("o", "t1", "s", "d")
    assert [named[n].opts["symbol"] for n in NAMES.values()] == ["o", "t1", "s", "d"]
    # The legend names the players and the capture marks.
    legend = item.legend
    labels = [label.text for _sample, label in legend.items]
    assert labels == [*NAMES.values(), "captured a figure", "lost a figure"]
    # On the panel's colour, above the grid: a column inside its frame is that colour only (the
    # grid's lines ran through it before).
    assert legend.opts["brush"].color() == QColor(WINDOW)
    box = dialog.race_plot.mapFromScene(legend.sceneBoundingRect()).boundingRect()
    picture = _pixels(dialog.race_plot.grab().toImage())
    column = picture[box.top() + 3 : box.bottom() - 2, box.right() - 3][:, None, :]
    assert column.shape[0] > 60
    assert _near(column, WINDOW) == column.shape[0]


def _cut(table: QTableWidget) -> list[str]:
    """The columns of ``table`` narrower than their contents or out of sight."""
    header = table.horizontalHeader()
    found = []
    if header.length() > table.viewport().width():
        found.append(f"{header.length()} px of columns in {table.viewport().width()} px")
    if table.horizontalScrollBar().isVisible():
        found.append("a horizontal scroll bar")
    for c in range(table.columnCount()):
        need = max(table.sizeHintForColumn(c), header.sectionSizeHint(c))
        if table.columnWidth(c) < need:
            name = table.horizontalHeaderItem(c).text()  # type: ignore[union-attr]
            found.append(f"{name!r} {table.columnWidth(c)} < {need}")
    return found


@pytest.mark.usefixtures("styled")
def test_every_table_is_whole_at_the_default_size(
    qtbot: QtBot, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The longest verdict a cell can hold, in every row.
    from core.stats.summary import DiceTest
    from core.stats.verdict import Verdict

    monkeypatch.setattr(DiceTest, "verdict", lambda _self: Verdict(True, 10**6, "very_unusual"))
    dialog = _dialog(qtbot)
    assert dialog.size().width() == 920 and dialog.size().height() == 640
    _settle(qtbot)
    frame = dialog.frameGeometry()
    assert LIMIT.contains(QRect(0, 0, frame.width(), frame.height())), (language, frame)
    cut = {}
    for kind in ("d4", "d6", "d10"):
        dialog.tabs.setCurrentWidget(dialog.dice_page)
        dialog.dice_kind.setCurrentIndex(dialog.dice_kind.findData(kind))
        _settle(qtbot)
        cut[kind] = _cut(dialog.dice_table)
    for page, table in (
        (dialog.race_page, dialog.race_table),
        (dialog.players_page, dialog.players_table),
        (dialog.events_page, dialog.events_table),
    ):
        dialog.tabs.setCurrentWidget(page)
        _settle(qtbot)
        cut[table.accessibleName()] = _cut(table)
    assert not any(cut.values()), (language, cut)
    # A long header is shown on two lines, the whole of it its tip; the CSV has it on one.
    header = dialog.players_table.horizontalHeaderItem(4)
    assert header is not None and header.toolTip().replace("\n", " ") == header.toolTip()
    assert header.text().replace("\n", " ") == header.toolTip()


def test_save_picture_writes_the_plot_at_its_size(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = _dialog(qtbot)
    dialog.resize(700, 500)  # (the window's size is not the picture's)
    dialog.tabs.setCurrentWidget(dialog.race_page)
    assert dialog.save_picture.isEnabled()
    assert dialog.save_picture_to(tmp_path / "race.png")
    race = QImage(str(tmp_path / "race.png"))
    assert (race.width(), race.height()) == (1200, 800)
    pixels = _pixels(race)
    for colour in SEAT_RGB:
        assert _near(pixels, colour) > 300, colour
    dialog.tabs.setCurrentWidget(dialog.dice_page)
    dialog.dice_player.setCurrentIndex(dialog.dice_player.findData(1))
    assert dialog.save_picture_to(tmp_path / "dice.png")
    dice = QImage(str(tmp_path / "dice.png"))
    assert (dice.width(), dice.height()) == (1200, 800)
    pixels = _pixels(dice)
    assert _near(pixels, SEAT_RGB[1]) > 20000  # Ben's bars, large
    assert _near(pixels, SEAT_RGB[0]) < 50
    # A page without a plot has no picture to save (its table is Save table's).
    dialog.tabs.setCurrentWidget(dialog.players_page)
    assert not dialog.save_picture.isEnabled()


def test_return_presses_no_button_and_escape_closes(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []

    def save_file_name(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append(args)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file_name)
    dialog = _dialog(qtbot)
    for button in dialog.findChildren(QPushButton):
        assert not button.autoDefault() and not button.isDefault(), button.text()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    for page, table in (
        (dialog.players_page, dialog.players_table),
        (dialog.race_page, dialog.race_table),
        (dialog.dice_page, dialog.dice_table),
    ):
        dialog.tabs.setCurrentWidget(page)
        table.setFocus()
        table.setCurrentCell(1, 1)
        qtbot.keyClick(table, Qt.Key.Key_Return)
        qtbot.keyClick(table, Qt.Key.Key_Enter)
    qtbot.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Return)
    assert asked == [] and dialog.isVisible()
    qtbot.keyClick(dialog.players_table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def _focus_stops(dialog: StatisticsDialog) -> list[QWidget]:
    """The widgets Tab visits, once round the dialog from the tab bar."""
    dialog.tabs.tabBar().setFocus()
    stops: list[QWidget] = []
    for _ in range(30):
        widget = dialog.focusWidget()
        if widget is None or widget in stops:
            break
        stops.append(widget)
        dialog.focusNextChild()
    return stops


@pytest.mark.parametrize("event_mode", [False, True], ids=["classic", "event"])
def test_the_plots_take_no_focus_and_a_classic_game_has_no_events_tab(
    qtbot: QtBot, event_mode: bool
) -> None:
    dialog = _dialog(qtbot, event_mode)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    assert dialog.tabs.tabBar().accessibleName() == "Statistics pages"
    plots = {dialog.dice_plot, dialog.race_plot, dialog.dice_plot.viewport()}
    plots.add(dialog.race_plot.viewport())
    for page in (dialog.dice_page, dialog.race_page):
        dialog.tabs.setCurrentWidget(page)
        stops = _focus_stops(dialog)
        assert len(stops) > 3
        assert not plots & set(stops), stops
        for widget in stops:
            assert widget.accessibleName() or getattr(widget, "text", lambda: "")(), widget
    # The Events page is a tab in event mode, and no tab at all in a classic game (hidden, it
    # was still in the accessibility tree).
    titles = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert ("&Events" in titles) is event_mode
    assert (dialog.tabs.indexOf(dialog.events_page) >= 0) is event_mode
    assert dialog.tabs.count() == (4 if event_mode else 3)


def test_the_dice_and_numbers_in_the_language_shown(
    qtbot: QtBot, tmp_path: Path, app: QCoreApplication
) -> None:
    install_translator(app, "de")
    dialog = _dialog(qtbot)
    assert [dialog.dice_kind.itemText(i) for i in range(dialog.dice_kind.count())] == [
        "W4",
        "W6",
        "W10",
    ]
    dialog.dice_kind.setCurrentIndex(dialog.dice_kind.findData("d6"))
    dialog.dice_player.setCurrentIndex(0)
    verdict = dialog.dice_verdict.text()
    assert verdict.startswith("Alle, W6: ") and "p = 0," in verdict, verdict
    table = dialog.dice_table
    columns = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]  # type: ignore[union-attr]
    chi2, p = columns.index("χ²"), columns.index("p")
    for row in range(table.rowCount()):
        for column in (chi2, p):
            text = table.item(row, column).text()  # type: ignore[union-attr]
            assert "," in text and "." not in text, text
    sixes = dialog.players_table.item(0, 2).text()  # type: ignore[union-attr]
    assert "," in sixes and "." not in sixes, sixes
    assert "18,5 %" in dialog.selection.text() or (
        "," in dialog.selection.text() and "%" in dialog.selection.text()
    )
    # The CSV for programs: "." whatever the language.
    dialog.tabs.setCurrentWidget(dialog.dice_page)
    assert dialog.save_table_to(tmp_path / "dice.csv")
    with (tmp_path / "dice.csv").open(encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[1][chi2].replace(".", "", 1).isdigit() and "." in rows[1][p]
    dialog.tabs.setCurrentWidget(dialog.players_page)
    assert dialog.save_table_to(tmp_path / "players.csv")
    assert "." in (tmp_path / "players.csv").read_text(encoding="utf-8").splitlines()[1]
    # Italian says D6 as the game does, with a decimal comma.
    install_translator(app, "it")
    dialog.retranslate()
    assert dialog.dice_kind.currentText() == "D6"
    assert "p = 0," in dialog.dice_verdict.text()


def test_too_few_dice_to_tell(qtbot: QtBot) -> None:
    """Fewer than 5 dice expected per face: no verdict, in the table and the sentence."""
    dialog = _dialog(qtbot)
    stats = game_stats(_simulated(True))
    few = [
        (seat.seat, test.kind)
        for seat in stats.seats
        for test in seat.dice
        if test.dice / test.sides < 5
    ]
    assert few, "the game has a player with few dice of a kind"
    seat, kind = few[0]
    dialog.dice_kind.setCurrentIndex(dialog.dice_kind.findData(kind))
    dialog.dice_player.setCurrentIndex(dialog.dice_player.findData(seat))
    sides = int(kind[1:])
    assert dialog.dice_verdict.text().endswith(
        f"too few dice to tell: the test needs at least {5 * sides}."
    ), dialog.dice_verdict.text()
    assert "p =" not in dialog.dice_verdict.text()
    table = dialog.dice_table
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}  # type: ignore[union-attr]
    verdict = table.item(rows[NAMES[seat]], table.columnCount() - 1).text()  # type: ignore[union-attr]
    assert verdict == "too few to tell"


def test_a_past_games_title_has_its_time_and_players(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert dialog.windowTitle() == "Statistics"
    dialog.name_game("2026-12-03T14:03:00", ["Anna", "Ben", "Carla", "Dario"])
    title = dialog.windowTitle()
    assert title.startswith("Statistics: ") and title.endswith(" — Anna, Ben, Carla, Dario")
    assert "14:03" in title or "2:03" in title
    other = StatisticsDialog(lambda: None)
    qtbot.addWidget(other)
    other.name_game("2026-12-03T19:40:00", ["Anna", "Ben"])
    assert other.windowTitle() != title
    other.name_game("2026-12-03", ["Anna", "Ben"])  # (a record's date alone)
    assert other.windowTitle().endswith(" — Anna, Ben") and ":" not in other.windowTitle()[11:]
    other.retranslate()  # (a language switch keeps the game's title)
    assert other.windowTitle().endswith(" — Anna, Ben")
