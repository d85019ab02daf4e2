"""The statistics' tables as widgets: filled from a
:class:`~madn_qt.statistics.tables.StatisticsTable` (long headers on two lines, a long "(1 in N)"
on a second line, the whole text as tooltip), read only, rows chosen whole, Tab leaving the table;
:class:`FitTable` keeps every column whole."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QWidget

from madn_qt.statistics.tables import StatisticsTable

HEADER_LINE = 12  # a column header longer than this is shown on two lines (the full one as tip)
CELL_LINE = 18  # a cell longer than this with a "(...)" shows that on a second line


def two_lines(header: str) -> str:
    """A long column header broken at the space nearest its middle: the columns stay narrow
    enough for the window (German "Von der Eisenbahn / getroffen")."""
    if len(header) <= HEADER_LINE or " " not in header:
        return header
    middle = len(header) / 2
    at = min((i for i, c in enumerate(header) if c == " "), key=lambda i: abs(i - middle))
    return f"{header[:at]}\n{header[at + 1 :]}"


def fill(widget: QTableWidget, table: StatisticsTable) -> None:
    widget.clear()
    widget.setColumnCount(len(table.headers))
    widget.setRowCount(len(table.rows))
    for c, header in enumerate(table.headers):
        item = QTableWidgetItem(two_lines(header))
        item.setToolTip(header)
        widget.setHorizontalHeaderItem(c, item)
    broken = False
    for r, row in enumerate(table.rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if len(text) > CELL_LINE and " (" in text:  # "very unusual\n(< 1 in 1,000,000)"
                item.setText(text.replace(" (", "\n(", 1))
                item.setToolTip(text)
                broken = True
            widget.setItem(r, c, item)
    if broken:
        widget.resizeRowsToContents()
    if isinstance(widget, FitTable):
        widget.fit()
    else:
        widget.resizeColumnsToContents()


def table_widget(parent: QWidget) -> QTableWidget:
    widget = QTableWidget(parent)
    _table_setup(widget)
    return widget


def _table_setup(widget: QTableWidget) -> None:
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    widget.verticalHeader().hide()
    widget.setTabKeyNavigation(False)  # (Tab leaves the table: the keyboard reaches the rest)


class FitTable(QTableWidget):
    """A table whose columns always fit: never narrower than its contents (its size hints ask
    for their width, a layout gives it that), and what room is left over is shared out among
    the columns — no column cut off, no horizontal scroll bar."""

    def __init__(self, parent: QWidget, scrolls: bool = False) -> None:
        super().__init__(parent)
        _table_setup(self)
        self._content: list[int] = []
        self._scrolls = scrolls  # (room for a vertical scroll bar kept: a table of many rows)

    def fit(self) -> None:
        """The columns sized to their contents (after :func:`fill`), then spread to the width."""
        self.resizeColumnsToContents()
        self._content = [self.columnWidth(c) for c in range(self.columnCount())]
        self.updateGeometry()
        self._spread()

    def content_width(self) -> int:
        """The width the whole table needs: its columns, frame and a vertical scroll bar (if it
        scrolls)."""
        bar = self.verticalScrollBar()
        needs_bar = self._scrolls or bar.isVisible()
        bar_width = bar.sizeHint().width() if needs_bar else 0
        return sum(self._content) + 2 * self.frameWidth() + bar_width

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self.content_width()), hint.height())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.content_width()), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._spread()

    def _spread(self) -> None:
        if not self._content:
            return
        extra = max(0, self.viewport().width() - sum(self._content))
        share, rest = divmod(extra, len(self._content))
        for c, width in enumerate(self._content):
            self.setColumnWidth(c, width + share + (1 if c < rest else 0))
