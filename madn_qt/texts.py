"""Words the panel, the log and the dialogs share: colours, places on the board, seat labels.

Places are shown to players as *absolute* ring fields numbered 1..40 (ring field 0 of the engine,
red's start field, is "field 1"), goal fields as "goal 1".."goal 4" counted from the lane's
entrance, and the house as "house". Figures are numbered 1..4. See docs/ui.md.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.board import GOAL_START, HOUSE, SEAT_COLOURS, SEAT_SYMBOLS, is_ring, ring_field
from core.moves import Duty


def colour_name(seat: int) -> str:
    """The seat's colour in the app's language ("red")."""
    names = {
        "red": QCoreApplication.translate("Texts", "red"),
        "blue": QCoreApplication.translate("Texts", "blue"),
        "green": QCoreApplication.translate("Texts", "green"),
        "yellow": QCoreApplication.translate("Texts", "yellow"),
    }
    return names[SEAT_COLOURS[seat]]


def symbol(seat: int) -> str:
    return SEAT_SYMBOLS[seat]


# Colours of the seats for widgets (the 3D board has its own palette).
SEAT_RGB: tuple[str, ...] = ("#c62828", "#1e5aa8", "#2e7d32", "#e0a800")


def field_number(seat: int, progress: int) -> int:
    """The 1-based absolute ring field a ring figure of ``seat`` stands on."""
    return ring_field(seat, progress) + 1


def place_text(seat: int, progress: int) -> str:
    """Where a figure stands, for sentences: "house", "field 17", "goal 2"."""
    if progress == HOUSE or progress < 0:
        return QCoreApplication.translate("Texts", "house")
    if is_ring(progress):
        text = QCoreApplication.translate("Texts", "field {n}")
        return text.format(n=field_number(seat, progress))
    return QCoreApplication.translate("Texts", "goal {n}").format(n=progress - GOAL_START + 1)


def place_short(seat: int, progress: int) -> str:
    """A target after an arrow: "23" on the ring, otherwise as :func:`place_text`."""
    if is_ring(progress):
        return str(field_number(seat, progress))
    return place_text(seat, progress)


def seat_label(seat: int, name: str) -> str:
    """ "Anna (red)" """
    text = QCoreApplication.translate("Texts", "{name} ({colour})")
    return text.format(name=name, colour=colour_name(seat))


def duty_text(duty: Duty) -> str:
    """What a duty-breaking move fails to do (for the figure buttons)."""
    texts = {
        Duty.CLEAR_START: QCoreApplication.translate("Texts", "leaves the start field occupied"),
        Duty.BRING_OUT: QCoreApplication.translate("Texts", "does not bring a figure out"),
        Duty.CAPTURE: QCoreApplication.translate("Texts", "does not capture"),
        Duty.MOVE: QCoreApplication.translate("Texts", "passes although a move exists"),
    }
    return texts[duty]


def level_name(level: str) -> str:
    names = {
        "easy": QCoreApplication.translate("Texts", "easy", "AI level"),
        "normal": QCoreApplication.translate("Texts", "normal", "AI level"),
        "strong": QCoreApplication.translate("Texts", "strong", "AI level"),
        "random": QCoreApplication.translate("Texts", "random", "AI level"),
    }
    return names.get(level, level)
