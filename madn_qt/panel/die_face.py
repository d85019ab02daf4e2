"""The panel's die before a turn's first roll: an empty die (an ivory face without pips), not a
dash that reads as a value. Its words for a screen reader are the panel's ("not rolled yet")."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from madn_qt.board.flat_dice import IVORY, OUTLINE

EMPTY_SHARE = 0.62  # the empty die's side, of the die box's
EMPTY_OUTLINE_ALPHA = 110  # its outline soft: a die waiting, not a value


def empty_die(side: int, ratio: float = 1.0) -> QPixmap:
    """An empty die ``side`` pixels across (a device pixel ``ratio`` for sharp edges)."""
    pixels = max(1, round(side * ratio))
    picture = QPixmap(pixels, pixels)
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = QColor(OUTLINE)
    outline.setAlpha(EMPTY_OUTLINE_ALPHA)
    width = max(1.0, side * 0.05)
    painter.setPen(QPen(outline, width))
    painter.setBrush(QColor(IVORY))
    box = QRectF(width, width, side - 2 * width, side - 2 * width)
    painter.drawRoundedRect(box, side * 0.18, side * 0.18)
    painter.end()
    return picture
