"""The panel's buttons and labels that keep the game playable by keyboard and steady on screen.

:class:`FocusRingButton` draws an unmistakable focus ring (a style's dotted rectangle is easy to
miss, and a style sheet may drop it); :class:`FigureButton` is a figure's (or Pass's) button:
Enter plays it, the arrow keys ask for the next or previous choice, and it reports when it gets
the focus and when the mouse comes over it. :func:`move_label` words a figure's move;
:func:`reserve_height` gives a wrapping label the height of the tallest text it can show, so that
nothing below it jumps.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

from core.board import is_ring
from core.event.construction import SHORTCUT
from core.moves import Move
from madn_qt.log.route_text import short_way
from madn_qt.texts import duty_text, place_short, place_text

translate = QCoreApplication.translate

FOCUS_RING = QColor("#0b57d0")  # a strong blue, with a white inner line for dark buttons
FOCUS_RING_WIDTH = 3.0


class FocusRingButton(QPushButton):
    """A push button that draws an unmistakable focus ring (a style's dotted rectangle is easy
    to miss, and a style sheet may drop it): a thick blue outline with a thin white one
    inside."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.hasFocus():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = FOCUS_RING_WIDTH / 2
        outer = QRectF(self.rect()).adjusted(half, half, -half, -half)
        painter.setPen(QPen(FOCUS_RING, FOCUS_RING_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(outer, 4, 4)
        inner = outer.adjusted(half + 0.5, half + 0.5, -half - 0.5, -half - 0.5)
        painter.setPen(QPen(QColor("white"), 1.0))
        painter.drawRoundedRect(inner, 3, 3)
        painter.end()


class FigureButton(FocusRingButton):
    """A figure's (or Pass's) button: fires on Enter/Return too (outside dialogs Qt only does
    Space, which is the window's Roll key here); the arrow keys walk the choices."""

    focused = Signal()
    step = Signal(int)  # +1 / -1: an arrow key asks for the next or previous choice
    hovered = Signal(bool)  # the mouse came over it (True) or left it (False)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice: Move | None = None
        # Its text never widens the panel (which would make everything jump): the side column
        # is wide enough for a move with a penalty's second line.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.isEnabled():
            self.click()
            return
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Right):
            self.step.emit(1)
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Left):
            self.step.emit(-1)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit()

    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        self.hovered.emit(True)

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self.hovered.emit(False)


def path_name(kind: str) -> str:
    """A special path's name: "shortcut" (green) or "detour" (orange)."""
    if kind == SHORTCUT:
        return translate("SidePanel", "shortcut")
    return translate("SidePanel", "detour")


def move_label(seat: int, figure: int, progress: int, move: Move | None, victim: str) -> str:
    """ "Figure 2 — field 17 → 23", "Figure 1 — house → field 11", "Figure 3 — goal 2"; a way
    through the special paths on a second line, as the move log tells it ("Figure 1 — field 10
    → 10" over "via the orange detour: 10 → 7"; the log: "… via the orange detour at field 10:
    back to 7, then on to 10")."""
    number = figure + 1
    if move is None:
        text = translate("SidePanel", "Figure {n} — {place}")
        return text.format(n=number, place=place_text(seat, progress))
    start = place_text(seat, move.start)
    if is_ring(move.start) and is_ring(move.target):
        target = place_short(seat, move.target)
    else:
        target = place_text(seat, move.target)
    route = short_way(seat, move.route, move.paths)
    if route:  # event mode: the way through the special paths, as the log tells it
        text = translate("SidePanel", "Figure {n} — {start} → {target}\nvia {route}").format(
            n=number, start=start, target=target, route=route
        )
    elif move.paths:  # (a route that does not show its paths: the paths by name)
        ways = ", ".join(path_name(kind) for kind in move.paths)
        text = translate("SidePanel", "Figure {n} — {paths} → {target}").format(
            n=number, paths=ways, target=target
        )
    else:
        text = translate("SidePanel", "Figure {n} — {start} → {target}").format(
            n=number, start=start, target=target
        )
    if move.capture is not None:
        text = translate("SidePanel", "{move}, captures {victim}").format(move=text, victim=victim)
    if move.breaks is not None:
        # Two lines keep the panel narrow; the warning icon marks the button as well.
        text = translate("SidePanel", "{move}\nPenalty: {duty}").format(
            move=text, duty=duty_text(move.breaks)
        )
    return text


def reserve_height(label: QLabel, texts: list[str], bold: bool = False) -> None:
    """Give a word-wrapping label the height of the tallest of ``texts`` at its width, so that
    a text which wraps to more lines does not make everything below it jump."""
    width = label.contentsRect().width() - 2 * label.margin()
    if width <= 0 or not texts:
        return
    font = QFont(label.font())
    font.setBold(font.bold() or bold)
    metrics = QFontMetrics(font)
    height = max(
        metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text).height()
        for text in texts
    )
    margins = label.contentsMargins()
    label.setFixedHeight(height + margins.top() + margins.bottom() + 2 * label.margin())
