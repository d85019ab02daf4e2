"""What the side panel shows, read where a player and a screen reader read it: its labels' texts
and descriptions, the seat rows' names, the event box's pick buttons (found by object name)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from madn_qt.panel.event_box import EventBox
from madn_qt.panel.seat_rows import SeatRows


def label(panel: QWidget, name: str) -> QLabel:
    """The panel's label with the object name ``name`` (turnLine, dieBox, triesLine, ...)."""
    found = panel.findChild(QLabel, name)
    assert found is not None, name
    return found


def turn_line(panel: QWidget) -> str:
    """Whose turn the panel says it is (its words)."""
    return label(panel, "turnLine").text()


def die_text(panel: QWidget) -> str:
    """The die box's number ("" for the empty die before a roll, "…" while it rolls)."""
    return label(panel, "dieBox").text()


def die_description(panel: QWidget) -> str:
    """What the die box says to a screen reader."""
    return label(panel, "dieBox").accessibleDescription()


def tries_text(panel: QWidget) -> str:
    return label(panel, "triesLine").text()


def event_line(panel: QWidget) -> str:
    """Event mode's line about the dice in use, as far as it is to be seen ('' hidden)."""
    line = label(panel, "eventLine")
    return line.text() if line.isVisible() else ""


def row_text(rows: SeatRows, seat: int) -> str:
    """The seat's row in words, as a screen reader reads it on its name ('' without a row)."""
    name = rows.findChild(QLabel, f"seatName{seat}")
    return name.accessibleName() if name is not None else ""


def pick_buttons(box: EventBox) -> list[QPushButton]:
    """The event box's pick buttons in their order (the figures, then Back), not those that a
    new pick has already put away."""
    return [b for b in box.findChildren(QPushButton, "pickButton") if not b.isHidden()]
