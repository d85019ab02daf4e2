"""Game ▸ Statistics (issue 24): how the game went, for the running or a finished game.

Four pages: **Dice** — a player's (or everybody's) faces of one kind of die against what a fair
die gives, the fairness test in plain words, the selection effect explained with this game's
figures; **Race** — every player's steps over the table rounds, captures marked; **Players** —
rolls, sixes, captures given and suffered, passes, time per move (and the train's hits); **Events**
(event mode) — the events drawn for each player. Beside every plot a table with the same numbers,
for the keyboard and a screen reader. Save picture (PNG of the page) and Save table (CSV).

The numbers are :mod:`core.stats`'s; the window follows a running game while it is open (at most
twice a second) and never changes it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.game import Game
from core.stats import GameStats, game_stats
from madn_qt.statistics import plots
from madn_qt.statistics.tables import (
    Table,
    dice_kinds,
    dice_table,
    events_table,
    players_table,
    race_table,
    selection_text,
    verdict_text,
)
from madn_qt.style import WOOD
from madn_qt.texts import SEAT_RGB

translate = QCoreApplication.translate
REFRESH_MS = 500  # a running game's statistics are drawn again at most this often
Source = Callable[[], tuple[Game, Mapping[int, str], Mapping[int, Sequence[float]]] | None]


def decision_seconds(game: Game, seconds: Sequence[float] | None) -> dict[int, list[float]]:
    """A kept game's seconds per command (the history's) as each seat's seconds per decision:
    a command that is no chance answer was decided by the seat to act before it."""
    if seconds is None or len(seconds) != len(game.commands):
        return {}
    taken: dict[int, list[float]] = {}
    for position, took in zip(game.positions, seconds, strict=False):
        if position.chance_node() is None and not position.over:
            taken.setdefault(position.turn, []).append(took)
    return taken


def fill(widget: QTableWidget, table: Table) -> None:
    widget.clear()
    widget.setColumnCount(len(table.headers))
    widget.setRowCount(len(table.rows))
    widget.setHorizontalHeaderLabels(table.headers)
    for r, row in enumerate(table.rows):
        for c, text in enumerate(row):
            widget.setItem(r, c, QTableWidgetItem(text))
    widget.resizeColumnsToContents()


def table_widget(parent: QWidget) -> QTableWidget:
    widget = QTableWidget(parent)
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    widget.verticalHeader().hide()
    widget.setTabKeyNavigation(False)  # (Tab leaves the table: the keyboard reaches the rest)
    return widget


class StatisticsDialog(QDialog):
    """The statistics of a game (see the module's docstring). ``source`` gives the game, the
    players' names and the seconds each player took per decision (empty for a game from a file);
    ``None`` when there is no game."""

    def __init__(self, source: Source, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self._source = source
        self._stats: GameStats | None = None
        self._names: Mapping[int, str] = {}
        self._commands = -1
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs, 1)
        self._dice_page()
        self._race_page()
        self._players_page()
        self._events_page()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.save_picture = QPushButton(self)
        self.save_table = QPushButton(self)
        buttons.addButton(self.save_picture, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_table, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        self.save_picture.clicked.connect(self._save_picture)
        self.save_table.clicked.connect(self._save_table)
        layout.addWidget(buttons)
        self.resize(920, 640)
        self.retranslate()

    # --- pages -------------------------------------------------------------------------------
    def _dice_page(self) -> None:
        page = QWidget(self.tabs)
        layout = QVBoxLayout(page)
        choose = QFormLayout()
        self.dice_player = QComboBox(page)
        self.dice_kind = QComboBox(page)
        self._player_label = QLabel(page)
        self._kind_label = QLabel(page)
        self._player_label.setBuddy(self.dice_player)
        self._kind_label.setBuddy(self.dice_kind)
        row = QHBoxLayout()
        row.addWidget(self._player_label)
        row.addWidget(self.dice_player, 1)
        row.addWidget(self._kind_label)
        row.addWidget(self.dice_kind)
        choose.addRow(row)
        layout.addLayout(choose)
        self.dice_player.currentIndexChanged.connect(self._draw_dice)
        self.dice_kind.currentIndexChanged.connect(self._draw_dice)
        # The plot above, the table below it across the whole width (a die of ten faces and the
        # verdict make it too wide to stand beside the plot); the table as tall as its rows.
        self.dice_plot = plots.plot_widget()
        self.dice_plot.setMinimumHeight(160)
        layout.addWidget(self.dice_plot, 1)
        self.dice_table = table_widget(page)
        self.dice_table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.dice_table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        layout.addWidget(self.dice_table)
        self.dice_verdict = QLabel(page)
        self.dice_verdict.setWordWrap(True)
        self.selection = QLabel(page)
        self.selection.setWordWrap(True)
        layout.addWidget(self.dice_verdict)
        layout.addWidget(self.selection)
        self.tabs.addTab(page, "")

    def _race_page(self) -> None:
        page = QWidget(self.tabs)
        layout = QHBoxLayout(page)
        self.race_plot = plots.plot_widget()
        self.race_table = table_widget(page)
        layout.addWidget(self.race_plot, 3)
        layout.addWidget(self.race_table, 2)
        self.tabs.addTab(page, "")

    def _players_page(self) -> None:
        page = QWidget(self.tabs)
        layout = QVBoxLayout(page)
        self.players_table = table_widget(page)
        layout.addWidget(self.players_table)
        self.tabs.addTab(page, "")

    def _events_page(self) -> None:
        page = QWidget(self.tabs)
        layout = QVBoxLayout(page)
        self.events_table = table_widget(page)
        layout.addWidget(self.events_table)
        self.tabs.addTab(page, "")

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Statistics", "Statistics"))
        for index, title in enumerate(
            (
                translate("Statistics", "&Dice"),
                translate("Statistics", "&Race"),
                translate("Statistics", "&Players"),
                translate("Statistics", "&Events"),
            )
        ):
            self.tabs.setTabText(index, title)
        self._player_label.setText(translate("Statistics", "&Whose dice:"))
        self._kind_label.setText(translate("Statistics", "&Kind:"))
        self.save_picture.setText(translate("Statistics", "Save pi&cture…"))
        self.save_table.setText(translate("Statistics", "Save &table…"))
        for widget, name in (
            (self.dice_player, translate("Statistics", "Whose dice")),
            (self.dice_kind, translate("Statistics", "Kind of die")),
            (self.dice_table, translate("Statistics", "Dice, face by face")),
            (self.race_table, translate("Statistics", "The race, table round by table round")),
            (self.players_table, translate("Statistics", "The players' figures")),
            (self.events_table, translate("Statistics", "Events drawn")),
            (self.dice_plot, translate("Statistics", "Dice plot")),
            (self.race_plot, translate("Statistics", "Race plot")),
            (self.save_picture, translate("Statistics", "Save the page as a picture")),
            (self.save_table, translate("Statistics", "Save the page's table as CSV")),
        ):
            widget.setAccessibleName(name)
        self._commands = -1
        self.refresh()

    # --- the numbers -------------------------------------------------------------------------
    def follow(self) -> None:
        """The game changed: drawn again soon (at most every REFRESH_MS) while shown."""
        if self.isVisible() and not self._timer.isActive():
            self._timer.start(REFRESH_MS)

    def refresh(self) -> None:
        got = self._source()
        if got is None:
            return
        game, names, seconds = got
        if len(game.commands) == self._commands and self._stats is not None:
            return
        self._commands = len(game.commands)
        stats = game_stats(game)
        self._stats, self._names = stats, names
        self._fill_choices(stats)
        self._draw_dice()
        plots.draw_race(self.race_plot, stats, names)
        fill(self.race_table, race_table(stats, names))
        fill(self.players_table, players_table(stats, names, seconds))
        fill(self.events_table, events_table(stats, names))
        self.tabs.setTabVisible(3, stats.event_mode)
        self.selection.setText(selection_text(stats.total.selection))

    def _fill_choices(self, stats: GameStats) -> None:
        player = self.dice_player.currentData()
        kind = self.dice_kind.currentData()
        for combo in (self.dice_player, self.dice_kind):
            combo.blockSignals(True)
            combo.clear()
        self.dice_player.addItem(translate("Statistics", "Everybody"), -1)
        for seat in stats.seats:
            self.dice_player.addItem(self._names.get(seat.seat, seat.name), seat.seat)
        for name in dice_kinds(stats):
            self.dice_kind.addItem(name.upper(), name)
        kind = kind if kind is not None else "d6"  # (at first the die most rolls are made with)
        for combo, value in ((self.dice_player, player), (self.dice_kind, kind)):
            index = combo.findData(value)
            combo.setCurrentIndex(max(index, 0))
            combo.blockSignals(False)

    def _draw_dice(self) -> None:
        stats = self._stats
        kind = self.dice_kind.currentData()
        if stats is None or not isinstance(kind, str):
            self.dice_verdict.setText(translate("Statistics", "No dice rolled yet."))
            return
        fill(self.dice_table, dice_table(stats, kind, self._names))
        seat = self.dice_player.currentData()
        if isinstance(seat, int) and seat >= 0:
            tests, colour = stats.seat(seat).dice, SEAT_RGB[seat % len(SEAT_RGB)]
            who = self._names.get(seat, stats.seat(seat).name)
        else:
            tests, colour, who = stats.total.dice, WOOD, translate("Statistics", "Everybody")
        test = next((t for t in tests if t.kind == kind), None)
        if test is None:
            self.dice_plot.getPlotItem().clear()
            self.dice_verdict.setText(translate("Statistics", "No dice rolled yet."))
            return
        plots.draw_dice(self.dice_plot, test, colour)
        self.dice_verdict.setText(
            translate("Statistics", "{who}, {kind}: {n} dice thrown — {verdict} (p = {p}).").format(
                who=who,
                kind=kind.upper(),
                n=test.dice,
                verdict=verdict_text(test.verdict()),
                p=f"{test.p:.3f}",
            )
        )
        self.dice_plot.setAccessibleDescription(self.dice_verdict.text())

    def current_table(self) -> QTableWidget:
        return (self.dice_table, self.race_table, self.players_table, self.events_table)[
            self.tabs.currentIndex()
        ]

    # --- saving ------------------------------------------------------------------------------
    def _save_picture(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, translate("Statistics", "Save picture"), "statistics.png", "PNG (*.png)"
        )
        if path:
            self.save_picture_to(Path(path))

    def save_picture_to(self, path: Path) -> bool:
        """The page shown as a PNG picture (its plot and its table as they are seen)."""
        page = self.tabs.currentWidget()
        ok = page is not None and page.grab().save(str(path), "PNG")
        if not ok:
            self._failed(path)
        return ok

    def _save_table(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, translate("Statistics", "Save table"), "statistics.csv", "CSV (*.csv)"
        )
        if path:
            self.save_table_to(Path(path))

    def save_table_to(self, path: Path) -> bool:
        """The page's table as CSV (UTF-8, a header row)."""
        widget = self.current_table()

        def text(item: QTableWidgetItem | None) -> str:
            return "" if item is None else item.text()

        columns = range(widget.columnCount())
        headers = [text(widget.horizontalHeaderItem(c)) for c in columns]
        rows = [[text(widget.item(r, c)) for c in columns] for r in range(widget.rowCount())]
        try:
            path.write_text(Table(headers, rows).csv(), encoding="utf-8")
        except OSError:
            self._failed(path)
            return False
        return True

    def _failed(self, path: Path) -> None:
        QMessageBox.warning(
            self,
            translate("Statistics", "Statistics"),
            translate("Statistics", "Could not write {file}.").format(file=path),
        )
