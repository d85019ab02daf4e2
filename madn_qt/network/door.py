"""The hosted table's door, as the person at the host's computer meets it: a friend who comes
late asks to take a computer's seat.

:class:`LateQuestion` asks "Dora wants to take over green — Carla's seat, played by the computer
since Carla left the table — allow?" (or "… from Dario, the computer" for an AI seat of the host:
:func:`madn_qt.network.late_texts.late_question`, who plays the seat from the roster) in a notice
over the top of the board that does not stop the game and **never takes the keyboard** (issue
38: the person rolling their own die with Space allowed a seat unread). Its buttons,
**Allow**, **Allow everyone** (this and every later arrival, without asking again) and
**Refuse**, answer only on purpose: a click, Alt with the button's mnemonic (from anywhere in
the window), or Enter on a button that has the focus. None is a default button; Space never
presses one (in the window Space rolls). **F6** takes the keyboard to the question (its
Allow button) and back to the game; Esc on the question gives it back too, without answering.
A screen reader hears the question when it comes (an assertive announcement) and again on each
button (its description). The answer goes to the network thread through
:meth:`madn_qt.network.link.LanLink.late_answer`. A question whose newcomer left meanwhile goes
by itself (``late_withdrawn``). Several newcomers are asked one after another.

``asking`` tells the question shown ('' once none is): the lobby, window-modal over the board,
would hide the notice and block its buttons, so it says that a question waits behind it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QKeyEvent,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from madn_qt.network.late_texts import late_question
from madn_qt.style import INK, PAPER, WOOD_DARK

if TYPE_CHECKING:
    from madn_qt.files.protocol import GameWindow
    from net.lockstep.roster import SeatHolder

translate = QCoreApplication.translate

Answer = Callable[[int, bool, bool], None]  # peer, allowed, everyone
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
MARGIN = 12  # pixels between the notice and the board's edges


class AnswerButton(QPushButton):
    """A button that answers only on purpose: Enter while it has the focus (before the window's
    own Enter, which plays the current choice), its mnemonic, a click; never Space."""

    def __init__(self, text: str, parent: QWidget) -> None:
        super().__init__(text, parent)
        self.setAutoDefault(False)
        self.setDefault(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if event.key() in ENTER and plain == Qt.KeyboardModifier.NoModifier:
                event.accept()  # Enter is this button's, not the window's shortcut
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ENTER:
            if not event.isAutoRepeat():
                self.click()
            return
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Select):
            event.ignore()  # (the window's Space rolls; a button here never takes it)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Select):
            event.ignore()
            return
        super().keyReleaseEvent(event)


class LateNotice(QFrame):
    """One question, over the top of the board (see the module's docstring)."""

    def __init__(self, board: QWidget, text: str) -> None:
        super().__init__(board)
        self.setObjectName("lateQuestion")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setStyleSheet(
            f"QFrame#lateQuestion {{ background-color: {PAPER}; color: {INK};"
            f" border: 3px solid {WOOD_DARK}; border-radius: 8px; }}"
        )
        self.setAccessibleName(translate("Lan", "A late arrival"))
        self.setAccessibleDescription(text)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        top = QHBoxLayout()
        icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_MessageBoxIconSize)
        question = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxQuestion)
        icon.setPixmap(question.pixmap(size, size))
        top.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        self.label = QLabel(text, self)
        self.label.setObjectName("lateQuestionText")
        self.label.setWordWrap(True)
        self.label.setStyleSheet("font-weight: bold;")
        top.addWidget(self.label, 1)
        layout.addLayout(top)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.allow = self._button(
            "lateAllow", translate("Lan", "&Allow"), translate("Lan", "Allow"), text
        )
        self.everyone = self._button(
            "lateAllowEveryone",
            translate("Lan", "Allow &everyone"),
            translate("Lan", "Allow everyone who comes late"),
            text,
        )
        self.refuse = self._button(
            "lateRefuse", translate("Lan", "&Refuse"), translate("Lan", "Refuse"), text
        )
        for button in (self.allow, self.everyone, self.refuse):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.hint = QLabel(
            translate(
                "Lan",
                "F6 takes the keyboard to this question and back; Space still rolls your die.",
            ),
            self,
        )
        self.hint.setObjectName("lateQuestionHint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        board.installEventFilter(self)
        self.place()

    def _button(self, name: str, text: str, accessible: str, question: str) -> AnswerButton:
        button = AnswerButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(accessible)
        button.setAccessibleDescription(question)  # (heard with each button)
        return button

    def text(self) -> str:
        return self.label.text()

    def place(self) -> None:
        """Across the top of the board, as wide as it needs (within the board)."""
        board = self.parentWidget()
        if board is None:
            return
        self.ensurePolished()  # (the style sheet's border counts)
        room = max(200, board.width() - 2 * MARGIN)
        width = min(room, max(self.sizeHint().width(), 520))
        layout = self.layout()
        height = layout.heightForWidth(width) if layout is not None else -1
        # (the layout's height for a width leaves out the icon's row at times: the size hint's
        # height, for a narrower width, is enough at this one)
        height = max(height, self.sizeHint().height(), self.minimumSizeHint().height())
        self.setGeometry((board.width() - width) // 2, MARGIN, width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.leave_keyboard()  # (back to the game; the question stays)
            return
        super().keyPressEvent(event)

    def holds_focus(self) -> bool:
        focused = QApplication.focusWidget()
        return focused is not None and (focused is self or self.isAncestorOf(focused))

    def leave_keyboard(self) -> None:
        window = self.window()
        restore = getattr(window, "restore_focus", None)
        if callable(restore):
            restore()
        if self.holds_focus():
            window.setFocus(Qt.FocusReason.OtherFocusReason)

    def announce(self) -> None:
        """Say the question to a screen reader at once, without moving the keyboard."""
        said = QAccessibleAnnouncementEvent(self, self.text())
        said.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(said)


class LateQuestion(QObject):
    """Asks the host's person about late arrivals, one at a time (see the module's docstring)."""

    asking = Signal(str)  # the question shown now ('' once none is)

    def __init__(
        self,
        window: GameWindow,
        answer: Answer,
        holders: Callable[[], Sequence[SeatHolder]] = tuple,
    ) -> None:
        super().__init__(window.as_widget())
        self._window = window
        self._answer = answer
        self._holders = holders  # who plays each seat now: the question says whose seat it is
        self._waiting: deque[tuple[int, str, int]] = deque()
        self.box: LateNotice | None = None
        self._peer: int | None = None
        self.everyone = False  # "Allow everyone" was chosen: nobody is asked any more
        self._before: QWidget | None = None  # where the keyboard was before F6
        self.keys = QShortcut(QKeySequence(Qt.Key.Key_F6), window.as_widget())
        self.keys.setContext(Qt.ShortcutContext.WindowShortcut)
        self.keys.setAutoRepeat(False)
        self.keys.setEnabled(False)
        self.keys.activated.connect(self.toggle_keyboard)

    def ask(self, peer: int, name: str, seat: int) -> None:
        if self.everyone:
            self._answer(peer, True, True)
            return
        self._waiting.append((peer, name, seat))
        if self.box is None:
            self._next()

    def withdraw(self, peer: int) -> None:
        """The newcomer ``peer`` left, or was answered: its question goes."""
        self._waiting = deque(w for w in self._waiting if w[0] != peer)
        if self._peer == peer and self.box is not None:
            self._drop()
            self._next()
            if self.box is None:
                self.asking.emit("")

    def close(self) -> None:
        self._waiting.clear()
        if self.box is not None:
            self._drop()
            self.asking.emit("")

    def question(self) -> str:
        """The question shown now ('' if none is)."""
        return self.box.text() if self.box is not None else ""

    def toggle_keyboard(self) -> None:
        """F6: the keyboard to the question's Allow button, or back to the game."""
        box = self.box
        if box is None:
            return
        if box.holds_focus():
            box.leave_keyboard()
        else:
            focused = QApplication.focusWidget()
            self._before = focused
            box.allow.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _drop(self) -> None:
        box, self.box, self._peer = self.box, None, None
        self.keys.setEnabled(False)
        if box is None:
            return
        had_focus = box.holds_focus()
        box.hide()
        box.deleteLater()
        before, self._before = self._before, None
        if not had_focus:
            return
        self._window.restore_focus()  # (the person's roll or choice, if they have one)
        # Else the keyboard goes back where it was before F6 (not to the next widget in line).
        elsewhere = not self._window.controller.accepts_input() or box.holds_focus()
        alive = before is not None and shiboken6.isValid(before) and before.isVisible()
        if elsewhere and alive and before is not None:
            before.setFocus(Qt.FocusReason.OtherFocusReason)

    def _next(self) -> None:
        if not self._waiting:
            return
        peer, name, seat = self._waiting.popleft()
        holder = next((h for h in self._holders() if h.seat == seat), None)
        box = LateNotice(self._window.board.as_widget(), late_question(name, seat, holder))
        for button in (box.allow, box.everyone, box.refuse):
            button.clicked.connect(lambda _=False, b=button: self._answered(peer, b))
        self.box, self._peer = box, peer
        self.keys.setEnabled(True)
        box.show()
        box.place()
        box.raise_()
        box.announce()
        self.asking.emit(box.text())

    def _answered(self, peer: int, button: QPushButton) -> None:
        box = self.box
        if self._peer != peer or box is None:
            return  # answered already
        everyone = button is box.everyone
        allowed = button in (box.allow, box.everyone)
        self._drop()
        if everyone:
            self.everyone = True
        self._answer(peer, allowed, everyone)
        if self.everyone:
            for waiting, _, _ in self._waiting:
                self._answer(waiting, True, True)
            self._waiting.clear()
        self._next()
        if self.box is None:
            self.asking.emit("")
