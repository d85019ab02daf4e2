"""The hosted table's door, as the person at the host's computer meets it: a friend who comes
late asks to take a computer's seat, and somebody may be guessing the PIN.

:class:`LateQuestion` asks "Carla wants to take over green from the computer — allow?" in a
window-modal box that does not stop the game: **Allow** (Enter, the default), **Allow everyone**
(this and every later arrival, without asking again) or **Refuse** (Esc). Each button has a
mnemonic and the box a screen-reader name; the answer goes to the network thread through
:meth:`madn_qt.network.link.LanLink.late_answer`. A question whose newcomer left meanwhile closes
by itself (``late_withdrawn``). Several newcomers are asked one after another.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from madn_qt.network.texts import late_question

translate = QCoreApplication.translate

Answer = Callable[[int, bool, bool], None]  # peer, allowed, everyone


class LateQuestion(QObject):
    """Asks the host's person about late arrivals, one at a time (see the module's docstring)."""

    def __init__(self, parent: QWidget, answer: Answer) -> None:
        super().__init__(parent)
        self._parent = parent
        self._answer = answer
        self._waiting: deque[tuple[int, str, int]] = deque()
        self.box: QMessageBox | None = None
        self._peer: int | None = None
        self.everyone = False  # "Allow everyone" was chosen: nobody is asked any more

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
            box, self.box, self._peer = self.box, None, None
            box.done(0)
            box.deleteLater()
            self._next()

    def close(self) -> None:
        self._waiting.clear()
        if self.box is not None:
            box, self.box, self._peer = self.box, None, None
            box.done(0)
            box.deleteLater()

    def _next(self) -> None:
        if not self._waiting:
            return
        peer, name, seat = self._waiting.popleft()
        box = QMessageBox(self._parent)
        box.setObjectName("lateQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("Lan", "A late arrival"))
        text = late_question(name, seat)
        box.setText(text)
        box.setAccessibleName(translate("Lan", "A late arrival"))
        box.setAccessibleDescription(text)
        allow = box.addButton(translate("Lan", "&Allow"), QMessageBox.ButtonRole.AcceptRole)
        everyone = box.addButton(
            translate("Lan", "Allow &everyone"), QMessageBox.ButtonRole.YesRole
        )
        refuse = box.addButton(translate("Lan", "&Refuse"), QMessageBox.ButtonRole.RejectRole)
        for button, name_text in (
            (allow, translate("Lan", "Allow")),
            (everyone, translate("Lan", "Allow everyone who comes late")),
            (refuse, translate("Lan", "Refuse")),
        ):
            button.setAccessibleName(name_text)
        allow.setObjectName("lateAllow")
        everyone.setObjectName("lateAllowEveryone")
        refuse.setObjectName("lateRefuse")
        box.setDefaultButton(allow)
        box.setEscapeButton(refuse)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.buttonClicked.connect(lambda button: self._answered(peer, button, allow, everyone))
        box.rejected.connect(lambda: self._answered(peer, None, allow, everyone))
        self.box, self._peer = box, peer
        box.open()

    def _answered(
        self,
        peer: int,
        button: object,
        allow: QPushButton,
        everyone: QPushButton,
    ) -> None:
        if self._peer != peer:
            return  # answered already (a click is followed by the box's own finish)
        box, self.box, self._peer = self.box, None, None
        if button is everyone:
            self.everyone = True
        self._answer(peer, button in (allow, everyone), button is everyone)
        if self.everyone:
            for waiting, _, _ in self._waiting:
                self._answer(waiting, True, True)
            self._waiting.clear()
        if box is not None:
            box.deleteLater()
        self._next()
