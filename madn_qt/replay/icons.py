"""The replay's control icons, painted in the board's ink (no icon theme needed, the same on
every system): to the start, a turn back, a step back, play, pause, a step on, a turn on, to the
end. Each is triangles and bars on a transparent square, sharp at any device pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QPolygonF

from madn_qt.style import INK, INK_SOFT

ICON_SIZE = 22  # logical pixels
# Each icon as shapes on a 24-unit square: ("tri", x, pointing right) a triangle 8 wide from x,
# ("bar", x) a bar 3 wide at x.
_SHAPES: dict[str, tuple[tuple[str, float, bool], ...]] = {
    "start": (("bar", 5.0, False), ("tri", 8.5, False), ("tri", 14.5, False)),
    "turn_back": (("tri", 4.0, False), ("tri", 12.0, False)),
    "step_back": (("tri", 7.0, False), ("bar", 16.0, False)),
    "play": (("big", 6.0, True),),
    "pause": (("bar", 7.0, False), ("bar", 14.0, False)),
    "step_on": (("bar", 5.0, False), ("tri", 9.0, True)),
    "turn_on": (("tri", 4.0, True), ("tri", 12.0, True)),
    "end": (("tri", 1.5, True), ("tri", 7.5, True), ("bar", 16.0, False)),
}
NAMES = tuple(_SHAPES)


def _paint(name: str, colour: str, size: int, ratio: float) -> QPixmap:
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / 24.0, size / 24.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    for kind, x, right in _SHAPES[name]:
        if kind == "bar":
            painter.drawRoundedRect(QRectF(x, 5.0, 3.0, 14.0), 0.8, 0.8)
            continue
        width, top, bottom = (13.0, 3.0, 21.0) if kind == "big" else (8.0, 5.0, 19.0)
        middle = (top + bottom) / 2
        if right:
            points = [QPointF(x, top), QPointF(x + width, middle), QPointF(x, bottom)]
        else:
            points = [QPointF(x + width, top), QPointF(x, middle), QPointF(x + width, bottom)]
        painter.drawPolygon(QPolygonF(points))
    painter.end()
    return pixmap


def replay_icon(name: str, colour: str = INK, ratio: float = 2.0) -> QIcon:
    """The icon ``name`` (one of :data:`NAMES`) in ``colour``, greyed when disabled."""
    icon = QIcon()
    icon.addPixmap(_paint(name, colour, ICON_SIZE, ratio), QIcon.Mode.Normal)
    icon.addPixmap(_paint(name, INK_SOFT, ICON_SIZE, ratio), QIcon.Mode.Disabled)
    return icon
