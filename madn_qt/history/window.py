"""Game ▸ History (issue 24): every game that ended on this computer (:mod:`core.history`).

Filter by mode and by player; the games newest first (date, mode, the players in the order they
finished, how long it took); wins per person (by name) and per computer level, and a plot of a
player's wins over their games; open a game as a replay or as its statistics. A history file
that cannot be read was moved aside when it was opened: the window says so once, and starts with
the new, empty one. Reading only: the window never changes the history.
"""

from __future__ import annotations

from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.history import GameEntry, History, HistoryError, Tally, wins_over_time
from core.record import Record
from madn_qt import texts
from madn_qt.statistics.plots import plot_widget
from madn_qt.statistics.table_widgets import table_widget, two_lines
from madn_qt.statistics.window import moment_text, no_default_button
from madn_qt.style import INK, MEADOW
from madn_qt.texts import symbol

translate = QCoreApplication.translate
HEADER_PADDING = 22  # a header's padding and its frame (the style sheet's), pixels
Opener = Callable[[], History]


def level_name(kind: str) -> str:
    """ "ai:strong" → "Computer (strong)" in the player's language (the level as the game
    names it: :func:`madn_qt.texts.level_name`)."""
    level = kind.partition(":")[2]
    return translate("History", "Computer ({level})").format(level=texts.level_name(level))


def who_text(tally: Tally) -> str:
    return level_name(tally.who) if tally.kind == "ai" else tally.who


def players_text(entry: GameEntry) -> str:
    """The players in the order they finished: "1. ▲ Ben, 2. ● Anna, …"."""
    placed = sorted(entry.seats, key=lambda s: (s.place is None, s.place or 0, s.seat))
    parts = []
    for seat in placed:
        place = f"{seat.place}. " if seat.place is not None else ""
        parts.append(f"{place}{symbol(seat.seat)} {seat.name}")
    return ", ".join(parts)


def moves_text(entry: GameEntry) -> str:
    """The Moves column: the game's commands, and the moves taken back (Undo) if any."""
    if not entry.taken_back:
        return str(entry.commands)
    return translate("History", "{moves} (%n taken back)", "", entry.taken_back).format(
        moves=entry.commands
    )


def duration_text(seconds: float | None) -> str:
    """A game's time with its units: "45 s", "12 min 5 s", "1 h 3 min" ("–" unknown)."""
    if seconds is None:
        return "–"
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return translate("History", "{hours} h {minutes} min").format(hours=hours, minutes=minutes)
    if minutes:
        return translate("History", "{minutes} min {seconds} s").format(
            minutes=minutes, seconds=secs
        )
    return translate("History", "{seconds} s").format(seconds=secs)


def set_headers(table: QTableWidget, headers: list[str]) -> None:
    """Column headers, a long one on two lines (:func:`two_lines`), each whole as its
    tooltip."""
    table.setColumnCount(len(headers))
    for column, header in enumerate(headers):
        item = QTableWidgetItem(two_lines(header))
        item.setToolTip(header)
        table.setHorizontalHeaderItem(column, item)


def header_width(table: QTableWidget, column: int) -> int:
    """How wide column ``column``'s header must be to show its lines whole (in the header's
    bold type, with the style's padding)."""
    item = table.horizontalHeaderItem(column)
    if item is None:
        return 0
    font = QFont(table.horizontalHeader().font())
    font.setBold(True)
    metrics = QFontMetrics(font)
    lines = item.text().split("\n")
    return max(metrics.horizontalAdvance(line) for line in lines) + HEADER_PADDING


def fit_columns(table: QTableWidget, elastic: int) -> None:
    """Every column as wide as its text and header, but column ``elastic`` takes the room that
    is left (its long texts elided, with the whole text as the tooltip; never narrower than its
    header), so that the table never needs a scroll bar across (at 1024 x 768 the last columns
    were cut in German and Italian, and the players' header was)."""
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        stretch = column == elastic
        fit = QHeaderView.ResizeMode.ResizeToContents
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if stretch else fit)
    for row in range(table.rowCount()):
        item = table.item(row, elastic)
        if item is not None:
            item.setToolTip(item.text())
    # (the room the table asks for: every fitted column and the elastic one's header)
    need = sum(
        header_width(table, c) if c == elastic else header.sectionSize(c)
        for c in range(table.columnCount())
    )
    bar = table.verticalScrollBar().sizeHint().width()
    table.setMinimumWidth(need + 2 * table.frameWidth() + bar)


class HistoryDialog(QDialog):
    """The game history (see the module's docstring). ``open_history`` opens the history file
    (tests give their own); ``replay`` and ``statistics`` ask the window to show a game."""

    replay = Signal(object)  # Record
    statistics = Signal(object, object)  # Record, seconds per command (list[float] | None)

    def __init__(self, open_history: Opener, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self._open = open_history
        self._entries: list[GameEntry] = []
        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self._mode_label, self.mode = QLabel(self), QComboBox(self)
        self._player_label, self.player = QLabel(self), QComboBox(self)
        self._mode_label.setBuddy(self.mode)
        self._player_label.setBuddy(self.player)
        for widget in (self._mode_label, self.mode, self._player_label, self.player):
            filters.addWidget(widget)
        filters.addStretch(1)
        layout.addLayout(filters)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.games = table_widget(split)
        self.games.itemSelectionChanged.connect(self._selected)
        self.games.itemActivated.connect(lambda _item: self._replay())
        right = QWidget(split)
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        self.wins = table_widget(right)
        self.wins.itemSelectionChanged.connect(self._draw_plot)
        self.plot = plot_widget()
        self.plot_title = QLabel(right)
        self.plot_title.setWordWrap(True)
        column.addWidget(self.wins, 2)
        column.addWidget(self.plot_title)
        column.addWidget(self.plot, 3)
        split.addWidget(self.games)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([560, 380])
        layout.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.replay_button = QPushButton(self)
        self.statistics_button = QPushButton(self)
        for button in (self.replay_button, self.statistics_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.setEnabled(False)
        no_default_button(buttons)  # (Return on a game watches it: the list's activation, once)
        self.replay_button.clicked.connect(self._replay)
        self.statistics_button.clicked.connect(self._statistics)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.mode.currentIndexChanged.connect(self.reload)
        self.player.currentIndexChanged.connect(self.reload)
        self.resize(960, 620)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("History", "Game history"))
        self._mode_label.setText(translate("History", "&Mode:"))
        self._player_label.setText(translate("History", "&Player:"))
        self.replay_button.setText(translate("History", "Watch the &replay"))
        self.statistics_button.setText(translate("History", "S&tatistics"))
        mode = self.mode.currentData()
        self.mode.blockSignals(True)
        self.mode.clear()
        self.mode.addItem(translate("History", "All games"), None)
        self.mode.addItem(translate("History", "Classic"), "classic")
        self.mode.addItem(translate("History", "Event mode"), "event")
        self.mode.setCurrentIndex(max(self.mode.findData(mode), 0))
        self.mode.blockSignals(False)
        for widget, name in (
            (self.mode, translate("History", "Mode")),
            (self.player, translate("History", "Player")),
            (self.games, translate("History", "Games, newest first")),
            (self.wins, translate("History", "Wins per player and computer level")),
            (self.plot, translate("History", "Wins over the games")),
            (self.replay_button, translate("History", "Watch the game as a replay")),
            (self.statistics_button, translate("History", "The game's statistics")),
        ):
            widget.setAccessibleName(name)
        self.reload()

    # --- reading -----------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the history again with the filters chosen."""
        mode = self.mode.currentData()
        player = self.player.currentData()
        try:
            with self._open() as history:
                if history.opened.moved_aside is not None:
                    self._tell_moved_aside(history)
                self._entries = history.games(mode=mode, player=player)
                tallies = history.wins(mode=mode)
                players = history.players()
        except HistoryError as error:
            QMessageBox.warning(self, self.windowTitle(), str(error))
            self._entries, tallies, players = [], [], []
        self._fill_players(players, player)
        self._fill_games()
        self._fill_wins(tallies)

    def _tell_moved_aside(self, history: History) -> None:
        moved = history.opened.moved_aside
        assert moved is not None
        QMessageBox.information(
            self,
            translate("History", "Game history"),
            translate(
                "History",
                "The game history could not be read. It was kept as {file} and a new one was "
                "started.",
            ).format(file=moved.name),
        )

    def _fill_players(self, players: list[str], chosen: object) -> None:
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(translate("History", "Everybody"), None)
        for who in players:
            self.player.addItem(level_name(who) if who.startswith("ai:") else who, who)
        self.player.setCurrentIndex(max(self.player.findData(chosen), 0))
        self.player.blockSignals(False)

    def _fill_games(self) -> None:
        headers = [
            translate("History", "Date"),
            translate("History", "Mode"),
            translate("History", "Players, best first"),
            translate("History", "Time"),
            translate("History", "Moves"),
        ]
        modes = {
            "classic": translate("History", "Classic"),
            "event": translate("History", "Event mode"),
        }
        self.games.clear()
        set_headers(self.games, headers)
        self.games.setRowCount(len(self._entries))
        for row, entry in enumerate(self._entries):
            cells = (
                moment_text(entry.date[:16]),
                modes.get(entry.mode, entry.mode),
                players_text(entry),
                duration_text(entry.duration),
                moves_text(entry),
            )
            for column, text in enumerate(cells):
                self.games.setItem(row, column, QTableWidgetItem(text))
        fit_columns(self.games, elastic=2)  # (the players' names give way, the rest is whole)
        if self._entries:  # the newest game chosen: the buttons work at once, by keys too
            self.games.setCurrentCell(0, 0)
            self.games.selectRow(0)
        self._selected()

    def _fill_wins(self, tallies: list[Tally]) -> None:
        headers = [
            translate("History", "Player"),
            translate("History", "Games"),
            translate("History", "Wins"),
            translate("History", "Share"),
        ]
        self.wins.clear()
        set_headers(self.wins, headers)
        self.wins.setRowCount(len(tallies))
        for row, tally in enumerate(tallies):
            share = f"{100.0 * tally.wins / tally.games:.0f} %" if tally.games else "–"
            cells = (who_text(tally), str(tally.games), str(tally.wins), share)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, tally.who)
                self.wins.setItem(row, column, item)
        fit_columns(self.wins, elastic=0)
        if tallies:
            self.wins.selectRow(0)
        self._draw_plot()

    def _draw_plot(self) -> None:
        """The chosen player's wins against their games, game by game."""
        item = self.plot.getPlotItem()
        item.clear()
        row = self.wins.currentRow()
        cell = self.wins.item(row, 0) if row >= 0 else None
        who = cell.data(Qt.ItemDataRole.UserRole) if cell is not None else None
        if not isinstance(who, str):
            self.plot_title.setText("")
            return
        points = wins_over_time(self._entries, who)
        games = [g for _, g, _ in points]
        item.plot(
            games,
            [w for _, _, w in points],
            pen=pg.mkPen(MEADOW, width=2.5),
            symbol="o",
            symbolBrush=MEADOW,
            symbolSize=6,
        )
        item.setLabel("bottom", translate("History", "Games played"))
        item.setLabel("left", translate("History", "Wins"))
        for axis, top in (("bottom", len(points)), ("left", points[-1][2] if points else 0)):
            step = max(1, -(-top // 8))  # (whole games, whole wins: at most about 8 ticks)
            item.getAxis(axis).setTickSpacing(major=step, minor=step)
        wins = points[-1][2] if points else 0
        self.plot_title.setText(
            translate("History", "{who}: won {wins} of %n game(s)", "", len(points)).format(
                who=cell.text() if cell is not None else who, wins=wins
            )
        )
        self.plot_title.setStyleSheet(f"color: {INK};")
        self.plot.setAccessibleDescription(self.plot_title.text())

    # --- a game ------------------------------------------------------------------------------
    def chosen(self) -> GameEntry | None:
        row = self.games.currentRow()
        return self._entries[row] if 0 <= row < len(self._entries) else None

    def _selected(self) -> None:
        on = self.chosen() is not None
        self.replay_button.setEnabled(on)
        self.statistics_button.setEnabled(on)

    def _read(self) -> tuple[Record, list[float] | None] | None:
        entry = self.chosen()
        if entry is None:
            return None
        try:
            with self._open() as history:
                return history.record(entry.id), history.seconds(entry.id)
        except (HistoryError, KeyError, ValueError) as error:
            QMessageBox.warning(self, self.windowTitle(), str(error))
            return None

    def _replay(self) -> None:
        got = self._read()
        if got is not None:
            self.replay.emit(got[0])

    def _statistics(self) -> None:
        got = self._read()
        if got is not None:
            self.statistics.emit(*got)
