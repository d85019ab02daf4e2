"""Who sits where at a LAN table before its start: one line per occupied seat, read by screen
readers as it is shown ("🔴 red: Anna — you", "🔵 blue: open, waiting for a player").

The list is as high as four lines, whatever the font and style: every seat is in view without
scrolling, and the dialog round it does not change its height when a seat fills. (The lobby's
list of tables is a :class:`LinesList` too.)"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QSizePolicy, QWidget

from core.board import SEAT_COUNT
from core.setup import SeatKind, Setup
from madn_qt.texts import colour_name, level_name, symbol

translate = QCoreApplication.translate


def seat_lines(setup: Setup, owners: Sequence[int], ours: Sequence[int]) -> list[str]:
    """The lines of :class:`SeatList` (``owners``: -1 open, 0 the host, else a joiner's id)."""
    lines = []
    for seat in setup.occupied:
        entry = setup.seats[seat]
        owner = owners[seat] if seat < len(owners) else -1
        if seat in ours:
            who = translate("Lan", "you")
        elif entry.kind is SeatKind.REMOTE and owner < 0:
            who = translate("Lan", "open, waiting for a player")
        elif entry.kind is SeatKind.REMOTE:
            who = translate("Lan", "joined over the network")
        elif entry.kind is SeatKind.AI:
            who = translate("Lan", "computer ({level})").format(level=level_name(entry.level))
        else:
            who = translate("Lan", "at the host's computer")
        name = entry.name if entry.kind is not SeatKind.REMOTE or owner >= 0 else ""
        label = f"{symbol(seat)} {colour_name(seat)}"
        if name:
            lines.append(
                translate("Lan", "{seat}: {name} — {who}").format(seat=label, name=name, who=who)
            )
        else:
            lines.append(translate("Lan", "{seat}: {who}").format(seat=label, who=who))
    return lines


class LinesList(QListWidget):
    """A list whose size hint is ``rows`` of its lines (as the style draws an item, padding and
    all), not Qt's fixed 192 pixels: the lobby asks for the height it shows."""

    def __init__(self, rows: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows = rows
        self._empty_row: int | None = None

    def row_height(self) -> int:
        if self.count():
            return max(self.sizeHintForRow(row) for row in range(self.count()))
        if self._empty_row is None:  # no line yet: one measured in a hidden twin of the list
            probe = QListWidget(self)
            probe.setVisible(False)
            QListWidgetItem(f"{symbol(0)} Ag", probe)
            probe.ensurePolished()
            self._empty_row = max(probe.sizeHintForRow(0), self.fontMetrics().height())
            probe.deleteLater()
        return self._empty_row

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._empty_row = None
            self.updateGeometry()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        frame = 2 * self.frameWidth()  # the border, as the style draws it
        return QSize(super().sizeHint().width(), self._rows * self.row_height() + frame)


class SeatList(LinesList):
    """The seats of the table in the lobby (read-only): always as high as four lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SEAT_COUNT, parent)
        self.setObjectName("lanSeats")
        self.setAccessibleName(translate("Lan", "Seats at the table"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())

    def show_seats(self, setup: Setup, owners: Sequence[int], ours: Sequence[int]) -> None:
        self.clear()
        for line in seat_lines(setup, owners, ours):
            item = QListWidgetItem(line, self)
            item.setToolTip(line)  # (a line too long for the list is cut short with …)
        self.updateGeometry()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
