"""Game ▸ Statistics (issue 24): how the game went, for the running or a finished game.

Four pages: **Dice** — a player's (or everybody's) faces of one kind of die against what a fair
die gives, the fairness test in plain words, the selection effect explained with this game's
figures; **Race** — every player's steps over the table rounds, captures marked; **Players** —
rolls, sixes, captures given and suffered, passes, time per move (and the train's hits); **Events**
(event mode, and only then a page: a hidden tab is still announced by a screen reader) — the
events drawn for each player. Beside every plot a table with the same numbers, for the keyboard
and a screen reader (the plots take no focus). Save picture (the page's plot as a PNG of
:data:`PICTURE`, drawn anew at that size) and Save table (the page's table as CSV, numbers with
a "." whatever the language). No button is the default: Return in a table opens no file dialog.

The numbers are :mod:`core.stats`'s, written in the app's language (:mod:`.tables`); the window
follows a running game while it is open (at most twice a second) and never changes it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QSize, Qt, QTime, QTimer
from PySide6.QtGui import QImage, QImageWriter
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
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.game import Game
from core.stats import DiceTest, GameStats, game_stats
from madn_qt.statistics import plots
from madn_qt.statistics.race_view import WINDOW_ROUNDS, RaceWindow
from madn_qt.statistics.table_widgets import FitTable, fill
from madn_qt.statistics.tables import (
    StatisticsTable,
    decimal,
    dice_kinds,
    dice_table,
    events_table,
    kind_name,
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
PICTURE = QSize(1200, 800)  # Save picture's size in pixels, whatever the window's


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


def moment_text(when: str) -> str:
    """A date, or a date and time, in ISO 8601 as the app's language writes it short
    ("03.12.26 14:03", "12/3/26 2:03 PM"); ``when`` itself if it is none."""
    locale = QLocale()
    try:
        moment = datetime.fromisoformat(when)
    except ValueError:
        return when
    date = QDate(moment.year, moment.month, moment.day)
    if "T" in when or " " in when.strip():
        stamp = QDateTime(date, QTime(moment.hour, moment.minute))
        return locale.toString(stamp, QLocale.FormatType.ShortFormat)
    return locale.toString(date, QLocale.FormatType.ShortFormat)


def game_title(when: str, players: Iterable[str]) -> str:
    """A past game's window title: its date and time in the app's language and its players
    ("Statistics: 03.12.26 14:03 — Anna, Ben, Carla, Dario"). ``when`` is ISO 8601, a date or a
    date and time (a record's date, a history entry's)."""
    shown = moment_text(when)
    names = ", ".join(players)
    parts = [part for part in (shown, names) if part]
    if not parts:
        return translate("Statistics", "Statistics")
    return translate("Statistics", "Statistics: {game}").format(game=" — ".join(parts))


def no_default_button(buttons: QDialogButtonBox) -> None:
    """No button of ``buttons`` is pressed by Return: where Return means something else (a
    game in a list: watch it) a default button acted on the same key a second time, and where
    it means nothing it opened a file dialog. Escape still closes the window. (The game's
    windows share it: the statistics, the history.)"""
    for button in buttons.buttons():
        if isinstance(button, QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)


class StatisticsDialog(QDialog):
    """The statistics of a game (see the module's docstring). ``source`` gives the game, the
    players' names and the seconds each player took per decision (empty for a game from a file);
    ``None`` when there is no game. :meth:`name_game` titles the window of a past game."""

    def __init__(self, source: Source, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self._source = source
        self._stats: GameStats | None = None
        self._names: Mapping[int, str] = {}
        self._commands = -1
        self._title: tuple[str, tuple[str, ...]] | None = None
        self._csv: dict[QTableWidget, StatisticsTable] = {}  # each table as Save table writes it
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
        no_default_button(buttons)  # (Return in a table opened Save picture's file dialog)
        buttons.rejected.connect(self.close)
        self.save_picture.clicked.connect(self._save_picture)
        self.save_table.clicked.connect(self._save_table)
        self.tabs.currentChanged.connect(self._page_shown)
        layout.addWidget(buttons)
        self.resize(920, 640)
        self.retranslate()

    # --- pages -------------------------------------------------------------------------------
    def _plot(self) -> pg.PlotWidget:
        """A plot that takes no focus: the table beside it has its numbers for the keyboard and
        a screen reader (a focused plot showed no focus mark, and was two stops, one unnamed)."""
        plot = plots.plot_widget()
        plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        plot.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return plot

    def _dice_page(self) -> None:
        page = QWidget(self.tabs)
        self.dice_page = page
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
        self.dice_plot = self._plot()
        self.dice_plot.setMinimumHeight(160)
        layout.addWidget(self.dice_plot, 1)
        self.dice_table = FitTable(page)
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
        self.race_page = page
        layout = QHBoxLayout(page)
        self.race_plot = self._plot()
        # A long game: the plot shows a window of table rounds, the strip under it the whole
        # game with the window to drag (madn_qt.statistics.race_view).
        self.race_window = RaceWindow(self.race_plot)
        self.race_window.moved = self._race_table_to
        self.race_window.strip.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.race_window.strip.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column = QVBoxLayout()
        column.addWidget(self.race_plot, 1)
        column.addWidget(self.race_window.strip, 0)
        self.race_table = FitTable(page, scrolls=True)
        # The table as wide as its columns (no name cut off), the plot takes the rest.
        self.race_table.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        layout.addLayout(column, 1)
        layout.addWidget(self.race_table, 0)
        self.tabs.addTab(page, "")

    def _race_table_to(self, first: int) -> None:
        """The race table shows the rows of the table rounds the plot shows."""
        item = self.race_table.item(first, 0)
        if item is not None:
            self.race_table.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtTop)

    def _players_page(self) -> None:
        page = QWidget(self.tabs)
        self.players_page = page
        layout = QVBoxLayout(page)
        self.players_table = FitTable(page)
        layout.addWidget(self.players_table)
        self.taken_back_label = QLabel(page)  # the moves taken back (undo) in the game
        self.taken_back_label.setObjectName("takenBackLabel")
        layout.addWidget(self.taken_back_label)
        self._taken_back = 0
        self.tabs.addTab(page, "")

    def _events_page(self) -> None:
        """Event mode's page; a tab only in event mode (:meth:`_show_events`)."""
        page = QWidget(self.tabs)
        self.events_page = page
        layout = QVBoxLayout(page)
        self.events_table = FitTable(page, scrolls=True)
        layout.addWidget(self.events_table)
        page.hide()

    def _page_titles(self) -> dict[QWidget, str]:
        return {
            self.dice_page: translate("Statistics", "&Dice"),
            self.race_page: translate("Statistics", "&Race"),
            self.players_page: translate("Statistics", "&Players"),
            self.events_page: translate("Statistics", "&Events"),
        }

    def _show_events(self, shown: bool) -> None:
        """The Events tab there in event mode, and not at all in a classic game (a tab only
        hidden is still in the accessibility tree: a screen reader announced it)."""
        index = self.tabs.indexOf(self.events_page)
        if shown and index < 0:
            self.tabs.addTab(self.events_page, self._page_titles()[self.events_page])
        elif not shown and index >= 0:
            self.tabs.removeTab(index)
            self.events_page.hide()

    def retranslate(self) -> None:
        self._set_title()
        self._say_taken_back()
        for page, title in self._page_titles().items():
            index = self.tabs.indexOf(page)
            if index >= 0:
                self.tabs.setTabText(index, title)
        self._player_label.setText(translate("Statistics", "&Whose dice:"))
        self._kind_label.setText(translate("Statistics", "&Kind:"))
        self.save_picture.setText(translate("Statistics", "Save pi&cture…"))
        self.save_table.setText(translate("Statistics", "Save &table…"))
        for widget, name in (
            (self.tabs.tabBar(), translate("Statistics", "Statistics pages")),
            (self.dice_player, translate("Statistics", "Whose dice")),
            (self.dice_kind, translate("Statistics", "Kind of die")),
            (self.dice_table, translate("Statistics", "Dice, face by face")),
            (self.race_table, translate("Statistics", "The race, table round by table round")),
            (self.players_table, translate("Statistics", "The players' figures")),
            (self.events_table, translate("Statistics", "Events drawn")),
            (self.dice_plot, translate("Statistics", "Dice plot")),
            (self.race_plot, translate("Statistics", "Race plot")),
            (self.save_picture, translate("Statistics", "Save the page's plot as a picture")),
            (self.save_table, translate("Statistics", "Save the page's table as CSV")),
        ):
            widget.setAccessibleName(name)
        self._commands = -1
        self.refresh()

    def name_game(self, when: str, players: Iterable[str]) -> None:
        """Title the window with a past game's date and time (``when``, ISO 8601: a history
        entry's date, or a record's date alone) and its players, so that two games of one day
        are told apart: "Statistics: 03/12/2026 14:03 — Anna, Ben, Carla, Dario"."""
        self._title = (when, tuple(players))
        self._set_title()

    def set_taken_back(self, count: int) -> None:
        """How many moves were taken back (Game ▸ Undo) in the game shown."""
        self._taken_back = count
        self._say_taken_back()

    def _say_taken_back(self) -> None:
        if self._taken_back == 0:
            text = translate("Statistics", "No move was taken back in this game.")
        else:
            text = translate(
                "Statistics", "Moves taken back in this game: %n.", "", self._taken_back
            )
        self.taken_back_label.setText(text)

    def _set_title(self) -> None:
        if self._title is None:
            self.setWindowTitle(translate("Statistics", "Statistics"))
        else:
            self.setWindowTitle(game_title(*self._title))

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
        plots.draw_race(self.race_plot, stats, names, window=WINDOW_ROUNDS)
        self._fill(self.race_table, lambda locale: race_table(stats, names))
        self.race_window.draw(stats)  # (after the table: it scrolls to the window)
        self._fill(self.players_table, lambda locale: players_table(stats, names, seconds, locale))
        self._fill(self.events_table, lambda locale: events_table(stats, names))
        self._show_events(stats.event_mode)
        self.selection.setText(selection_text(stats.total.selection))
        self._page_shown()

    def _fill(self, widget: QTableWidget, table: Callable[[QLocale], StatisticsTable]) -> None:
        """The table in the app's language's numbers, and kept with "." for Save table."""
        fill(widget, table(QLocale()))
        self._csv[widget] = table(QLocale.c())

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
            self.dice_kind.addItem(kind_name(name), name)
        kind = kind if kind is not None else "d6"  # (at first the die most rolls are made with)
        for combo, value in ((self.dice_player, player), (self.dice_kind, kind)):
            index = combo.findData(value)
            combo.setCurrentIndex(max(index, 0))
            combo.blockSignals(False)

    def _dice_test(self) -> tuple[DiceTest, str, str] | None:
        """The test the dice page shows, the colour of its bars and whose dice they are."""
        stats = self._stats
        kind = self.dice_kind.currentData()
        if stats is None or not isinstance(kind, str):
            return None
        seat = self.dice_player.currentData()
        if isinstance(seat, int) and seat >= 0:
            tests, colour = stats.seat(seat).dice, SEAT_RGB[seat % len(SEAT_RGB)]
            who = self._names.get(seat, stats.seat(seat).name)
        else:
            tests, colour, who = stats.total.dice, WOOD, translate("Statistics", "Everybody")
        test = next((t for t in tests if t.kind == kind), None)
        return None if test is None else (test, colour, who)

    def _draw_dice(self) -> None:
        stats = self._stats
        kind = self.dice_kind.currentData()
        if stats is None or not isinstance(kind, str):
            self.dice_verdict.setText(translate("Statistics", "No dice rolled yet."))
            return
        self._fill(self.dice_table, lambda locale: dice_table(stats, kind, self._names, locale))
        shown = self._dice_test()
        if shown is None:
            self.dice_plot.getPlotItem().clear()
            self.dice_verdict.setText(translate("Statistics", "No dice rolled yet."))
            return
        test, colour, who = shown
        plots.draw_dice(self.dice_plot, test, colour)
        judged = test.verdict()
        if judged.key == "too_few":
            sentence = translate("Statistics", "{who}, {kind}: {n} dice thrown — {verdict}.")
        else:
            sentence = translate(
                "Statistics", "{who}, {kind}: {n} dice thrown — {verdict} (p = {p})."
            )
        self.dice_verdict.setText(
            sentence.format(
                who=who,
                kind=kind_name(kind),
                n=test.dice,
                verdict=verdict_text(judged),
                p=decimal(test.p, 3),
            )
        )
        self.dice_plot.setAccessibleDescription(self.dice_verdict.text())

    def current_table(self) -> QTableWidget:
        page = self.tabs.currentWidget()
        tables = {
            self.dice_page: self.dice_table,
            self.race_page: self.race_table,
            self.players_page: self.players_table,
            self.events_page: self.events_table,
        }
        return tables.get(page, self.dice_table)

    def current_plot(self) -> pg.PlotWidget | None:
        """The page's plot (the dice and the race have one; the players and events none)."""
        page = self.tabs.currentWidget()
        return {self.dice_page: self.dice_plot, self.race_page: self.race_plot}.get(page)

    def _page_shown(self) -> None:
        self.save_picture.setEnabled(self.current_plot() is not None and self._stats is not None)

    # --- saving ------------------------------------------------------------------------------
    def _save_picture(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, translate("Statistics", "Save picture"), "statistics.png", "PNG (*.png)"
        )
        if path:
            self.save_picture_to(Path(path))

    def picture(self) -> QImage | None:
        """The page's plot drawn anew at :data:`PICTURE`'s size (not grabbed off the screen:
        no scroll bars, no table, the same size whatever the window's); ``None`` without one."""
        stats, plot = self._stats, self.current_plot()
        if stats is None or plot is None:
            return None
        if plot is self.race_plot:
            names = self._names
            title = translate("Statistics", "The race, table round by table round")
            if self._title is not None:
                title = f"{self.windowTitle()} — {title}"
            return plots.picture(
                lambda target: plots.draw_race(target, stats, names), PICTURE, title
            )
        shown = self._dice_test()
        if shown is None:
            return None
        test, colour, _ = shown
        return plots.picture(
            lambda target: plots.draw_dice(target, test, colour), PICTURE, self.dice_verdict.text()
        )

    def save_picture_to(self, path: Path) -> bool:
        """The page's plot as a PNG picture of :data:`PICTURE`'s size."""
        image = self.picture()
        ok = image is not None and QImageWriter(str(path), b"PNG").write(image)
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
        """The page's table as CSV (UTF-8, a header row; numbers with a "." in every language,
        for programs to read)."""
        table = self._csv.get(self.current_table(), StatisticsTable([], []))
        try:
            path.write_text(table.csv(), encoding="utf-8")
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
