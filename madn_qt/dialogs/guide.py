"""First steps: a short guide drawn over the real window (Help ▸ How to play, and the first
start of the app).

:class:`GuideOverlay` covers the main window (a child widget, so it follows its size), dims it
and leaves the parts the current card talks about clear, ringed in yellow: the die's Roll
button, the figures, the start field, the goal lane on the board. Each card has a title, a few
sentences, a step counter ("2 of 7") and Back, Next (Done on the last card) and Skip guide.

The keyboard: the focus lands on Next; Tab and Shift+Tab walk the card's buttons round and round
(the rest of the window is out of reach while the guide is open); Enter and Space press the
button with the focus; Escape skips the guide; the arrow keys Left and Right turn the cards.
The window's own single keys (Space rolls, Enter plays, H, R, F …) wait while the guide has the
focus. A screen reader reads each card: its title is the card's accessible name, its sentences
its description, and each new card is announced.

What the cards say and where they point is built by :mod:`madn_qt.dialogs.guide_steps`; who
opens the guide and pauses the computers meanwhile is the window's (:mod:`madn_qt.window.help`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from madn_qt.style import INK, WINDOW, WOOD_DARK

_Announcement: Any = getattr(QtGui, "QAccessibleAnnouncementEvent", None)  # Qt 6.8+

CARD_WIDTH: Final = 430  # pixels, at most (narrower in a narrow window)
MARGIN: Final = 14  # between the card and the window's edge or the part it points at
RING: Final = 6  # the clear ring around a part the card points at
DIM: Final = QColor(24, 14, 6, 130)  # over the rest of the window
HIGHLIGHT: Final = QColor("#ffd23f")  # the ring round a part (on a dark rim: seen on any ground)
HIGHLIGHT_RIM: Final = QColor(40, 24, 8)

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class GuideStep:
    """One card: its name (for tests), its title and sentences, and where on the window it
    points: rectangles in the guide's coordinates (the window's), none for a card in the
    middle."""

    name: str
    title: str
    text: str
    targets: Callable[[], list[QRect]]


class GuideCard(QFrame):
    """The card itself: counter, title, text, Skip guide · Back · Next."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guideCard")
        self.setStyleSheet(
            f"#guideCard {{ background-color: {WINDOW}; color: {INK};"
            f" border: 3px solid {WOOD_DARK}; border-radius: 10px; }}"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(8)
        self.counter = QLabel(self)
        self.counter.setObjectName("guideCounter")
        self.title = QLabel(self)
        self.title.setObjectName("guideTitle")
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.text = QLabel(self)
        self.text.setObjectName("guideText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        for label in (self.counter, self.title, self.text):
            label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            layout.addWidget(label)
        layout.addSpacing(4)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("guideSkip")
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("guideBack")
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("guideNext")
        self.next_button.setDefault(True)  # (the meadow's colour: the way on)
        for button in self.buttons():
            # Enter presses the button with the focus, as Space does (outside a dialog a push
            # button takes Enter only when it is an auto-default one).
            button.setAutoDefault(True)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        row.addWidget(self.skip_button)
        row.addStretch(1)
        row.addWidget(self.back_button)
        row.addWidget(self.next_button)
        layout.addLayout(row)
        self.setTabOrder(self.skip_button, self.back_button)
        self.setTabOrder(self.back_button, self.next_button)

    def buttons(self) -> list[QPushButton]:
        """In the order Tab walks them."""
        return [self.skip_button, self.back_button, self.next_button]

    def labels(self) -> list[QLabel]:
        return [self.counter, self.title, self.text]


class GuideOverlay(QWidget):
    """The guide over ``parent`` (the main window); see the module's docstring.

    ``build`` makes the cards (again after a change of language); ``finished`` says ``True``
    when the player went through to Done, ``False`` when the guide was skipped. The guide
    closes and deletes itself then."""

    finished = Signal(bool)

    def __init__(self, parent: QWidget, build: Callable[[], Sequence[GuideStep]]) -> None:
        super().__init__(parent)
        self.setObjectName("guideOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._build = build
        self._steps: list[GuideStep] = list(build())
        self.index = 0
        self._holes: list[QRect] = []
        self.card = GuideCard(self)
        self.card.skip_button.clicked.connect(self.skip)
        self.card.back_button.clicked.connect(self.back)
        self.card.next_button.clicked.connect(self.forward)
        self._done = False
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._keep_focus)

    # --- what it shows -----------------------------------------------------------------------
    @property
    def steps(self) -> list[GuideStep]:
        return list(self._steps)

    @property
    def step(self) -> GuideStep:
        return self._steps[self.index]

    def start(self) -> None:
        """Shown over the window, at the first card, with the keyboard on Next."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.show_step(0)

    def show_step(self, index: int) -> None:
        self.index = max(0, min(index, len(self._steps) - 1))
        step = self.step
        card = self.card
        counter = translate("Guide", "{step} of {count}").format(
            step=self.index + 1, count=len(self._steps)
        )
        card.counter.setText(counter)
        card.title.setText(step.title)
        card.text.setText(step.text)
        card.back_button.setText(translate("Guide", "Back"))
        card.back_button.setEnabled(self.index > 0)
        last = self.index == len(self._steps) - 1
        card.next_button.setText(translate("Guide", "Done") if last else translate("Guide", "Next"))
        card.skip_button.setText(translate("Guide", "Skip guide"))
        self.setAccessibleName(translate("Guide", "How to play"))
        card.setAccessibleName(step.title)
        card.setAccessibleDescription(f"{counter}. {step.text}")
        self._place()
        card.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
        if _Announcement is not None and QAccessible.isActive():
            QAccessible.updateAccessibility(
                _Announcement(card, f"{step.title}. {step.text} {counter}.")
            )

    def _place(self) -> None:
        """The card beside the parts it points at (right, left, below, above: the first place
        that covers none of them), inside the window."""
        area = self.rect()
        self._holes = [r.adjusted(-RING, -RING, RING, RING) for r in self.step.targets()]
        self._holes = [r.intersected(area) for r in self._holes if r.intersects(area)]
        card = self.card
        width = max(200, min(CARD_WIDTH, area.width() - 2 * MARGIN))
        layout = card.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else 0
        height = max(height, card.minimumSizeHint().height())
        card.setFixedSize(width, min(height, area.height() - 2 * MARGIN))
        card.setGeometry(self._card_rect(area, width, card.height()))
        self.update()

    def _card_rect(self, area: QRect, width: int, height: int) -> QRect:
        inner = area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)

        def clamp(x: int, y: int) -> QRect:
            x = max(inner.left(), min(x, inner.right() + 1 - width))
            y = max(inner.top(), min(y, inner.bottom() + 1 - height))
            return QRect(x, y, width, height)

        if not self._holes:
            centre = area.center()
            return clamp(centre.x() - width // 2, centre.y() - height // 2)
        union = QRect(self._holes[0])
        for hole in self._holes[1:]:
            union = union.united(hole)
        mid = union.center()
        places = [
            clamp(union.right() + MARGIN, mid.y() - height // 2),
            clamp(union.left() - MARGIN - width, mid.y() - height // 2),
            clamp(mid.x() - width // 2, union.bottom() + MARGIN),
            clamp(mid.x() - width // 2, union.top() - MARGIN - height),
        ]

        def covered(rect: QRect) -> int:
            return sum(
                r.intersected(rect).width() * r.intersected(rect).height()
                for r in self._holes
                if r.intersects(rect)
            )

        return min(places, key=covered)  # (the first of equals: right of it, then left …)

    def holes(self) -> list[QRect]:
        """The parts the card points at, as ringed (for tests and the screenshots)."""
        return list(self._holes)

    # --- turning the cards -------------------------------------------------------------------
    def forward(self) -> None:
        if self.index + 1 < len(self._steps):
            self.show_step(self.index + 1)
        else:
            self._finish(True)

    def back(self) -> None:
        if self.index > 0:
            self.show_step(self.index - 1)

    def skip(self) -> None:
        self._finish(False)

    def _keep_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The keyboard stays on the card while the guide is open: a widget of the window
        under it that takes the focus (the game's own focus after a step, a click) gives it
        back to Next."""
        if self._done or new is None or not self.isVisible():
            return
        if new.window() is self.window() and not self.isAncestorOf(new):
            self.card.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _finish(self, done: bool) -> None:
        if self._done:
            return
        self._done = True
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.disconnect(self._keep_focus)
        parent = self.parentWidget()
        if parent is not None:
            parent.removeEventFilter(self)
        self.hide()
        self.finished.emit(done)
        self.close()

    # --- painting, the window's size, the keys -----------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shade = QPainterPath()
        shade.addRect(QRectF(self.rect()))
        for hole in self._holes:
            cut = QPainterPath()
            cut.addRoundedRect(QRectF(hole), 8, 8)
            shade = shade.subtracted(cut)
        painter.fillPath(shade, DIM)
        for hole in self._holes:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(HIGHLIGHT_RIM, 7))
            painter.drawRoundedRect(QRectF(hole), 8, 8)
            painter.setPen(QPen(HIGHLIGHT, 4))
            painter.drawRoundedRect(QRectF(hole), 8, 8)
        painter.end()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if watched is parent and parent is not None and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
            self._place()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and not self._done:
            self._steps = list(self._build())
            self.show_step(self.index)
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            # The window's own keys without Ctrl or Alt (Space rolls, Enter plays, Escape
            # leaves the full screen, H, R, F …) wait: the guide's buttons take them.
            plain = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
            if not event.modifiers() & plain:
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.skip()
        elif key == Qt.Key.Key_Right:
            self.forward()
        elif key == Qt.Key.Key_Left:
            self.back()
        else:
            event.accept()  # (no key goes on to the window while the guide is open)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab: round and round the card's buttons."""
        buttons = [b for b in self.card.buttons() if b.isEnabled() and b.isVisible()]
        if not buttons:
            return False
        current = [b.hasFocus() for b in buttons]
        at = current.index(True) if True in current else -1
        step = 1 if next else -1
        target = buttons[(at + step) % len(buttons)] if at >= 0 else buttons[-1]
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        target.setFocus(reason)
        return True

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # (the window under the guide waits)
