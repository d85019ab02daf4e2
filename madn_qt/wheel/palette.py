"""The wheel's paint: the events' colours, the target wheel's, the brass, ivory, gold and red of
the wheel's fittings, and the ink its labels are written in."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QRadialGradient

from core.event.wheel import Event
from madn_qt import style

# The events' paint: warm, distinct toy colours, each neighbour clearly apart; none is a seat's.
EVENT_COLOURS: Final[dict[Event, str]] = {
    Event.REINFORCEMENT: "#5e9c3f",
    Event.KNOCKED_OUT: "#2e2826",
    Event.LEADER_BACK: "#f0c23b",
    Event.CONSTRUCTION: "#e3772b",
    Event.NEW_DISTRIBUTION: "#8d5fa8",
    Event.SWAP: "#2a9d96",
    Event.SEND_BACK: "#cf4c3e",
    Event.ROCKET: "#4a86c8",
    Event.SECOND_DIE: "#efe5cc",
    Event.FOUR_SIDED: "#dc7486",
    Event.TEN_SIDED: "#4f5f8e",
    Event.EXTRA_ROLL: "#a6c44e",
    Event.SKIP: "#9a8572",
    Event.SPECIAL_TRAIN: "#80303a",
}
# The rocket's wheel without colours given: these, round and round.
TARGET_COLOURS: Final = ("#4a86c8", "#e3772b", "#5e9c3f", "#8d5fa8", "#2a9d96", "#cf4c3e")
# The board's star fields are violet (madn_qt/board/mark_paint.py): the hub shows that star
# before the first spin, since a star field is what turns the wheel.
STAR_VIOLET: Final = "#8045b8"
POINTER_RED: Final = "#c8372b"
POINTER_DARK: Final = "#5c1610"
BRASS: Final = style.hex_colour((0.85, 0.66, 0.28))
BRASS_DARK: Final = style.hex_colour((0.52, 0.37, 0.12))
BRASS_LIGHT: Final = "#fff3c8"  # where the brass catches the light
IVORY: Final = style.hex_colour((0.95, 0.92, 0.84))
GOLD_RING: Final = style.hex_colour((1.0, 0.78, 0.16))


def lighter(colour: str, amount: float) -> str:
    """``colour`` mixed with white by ``amount`` (0..1)."""
    r, g, b = (v / 255 for v in style.rgb(colour))
    return style.hex_colour((r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount))


def ink_for(paint: str) -> str:
    """The label colour that reads best on ``paint``: the board's ink or the fields' paint."""
    return max((style.INK, style.PAPER), key=lambda ink: style.contrast_ratio(ink, paint))


def brass(focus: QPointF, reach: float, middle: float = 0.5) -> QRadialGradient:
    """Polished brass, lit at ``focus``, darkening over ``reach`` (``middle``: where it is
    plain brass, 0..1)."""
    shine = QRadialGradient(focus, reach)
    shine.setColorAt(0.0, QColor(BRASS_LIGHT))
    shine.setColorAt(middle, QColor(BRASS))
    shine.setColorAt(1.0, QColor(BRASS_DARK))
    return shine
