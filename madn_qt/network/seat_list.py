"""Who sits where at a LAN table before its start: one line per occupied seat, read by screen
readers as it is shown ("🔴 red: Anna — you", "🔵 blue: open, waiting for a player")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

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


class SeatList(QListWidget):
    """The seats of the table in the lobby (read-only)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lanSeats")
        self.setAccessibleName(translate("Lan", "Seats at the table"))
        self.setMaximumHeight(110)

    def show_seats(self, setup: Setup, owners: Sequence[int], ours: Sequence[int]) -> None:
        self.clear()
        for line in seat_lines(setup, owners, ours):
            QListWidgetItem(line, self)

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
