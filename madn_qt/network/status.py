"""What the main window shows of a LAN game besides the board: a line in the status bar and, when
the game stops, a message box (a part of :class:`madn_qt.network.glue.NetworkPlay`).

The status line has three parts: who plays what at this computer (set when the game starts or a
late arrival takes its seat), the host's count of wrong PIN attempts, and the game's state (who
is missing and for how long, the game's end); while a joiner waits for a lost host, that says
so instead of the state, with the time the wait ends and how to stop it. A screen reader reads
it as the label's description.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

translate = QCoreApplication.translate


class LanStatus:
    """The status bar's line of a LAN game and its stop message."""

    def __init__(self, window: QMainWindow) -> None:
        self._window = window
        self.label = QLabel(window)
        self.label.setObjectName("lanStatus")
        self.label.setWordWrap(True)
        window.statusBar().addWidget(self.label, 1)
        self.label.setVisible(False)
        self.message: QMessageBox | None = None  # the last stop's message
        self.role = ""  # the first part: who plays what at this computer
        self.pin = ""  # the host's: wrong PIN attempts in the last minute
        self.state = ""  # the last part: who is missing, the game's end
        self.reconnecting = False  # a joiner lost the host and tries again
        self.away = ""  # what it says meanwhile (madn_qt.network.texts.waiting_for_host_text)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setAccessibleName(translate("Lan", "Network game status"))

    def clear(self) -> None:
        """No LAN game any more: the line goes."""
        self.label.setVisible(False)
        self.role = self.state = self.pin = self.away = ""
        self.reconnecting = False

    def show(self, state: str | None = None) -> None:
        """The line again, with ``state`` as its last part (None: the last one)."""
        from madn_qt.network.texts import reconnecting_text

        if state is not None:
            self.state = state
        shown = (self.away or reconnecting_text()) if self.reconnecting else self.state
        text = " ".join(t for t in (self.role, self.pin, shown) if t)
        self.label.setText(text)
        self.label.setAccessibleDescription(text)
        self.label.setVisible(bool(text))

    def stop_message(self, text: str, details: str) -> None:
        """The game stopped: a window-modal message (``details`` folded away) and the line."""
        if self.message is not None:
            self.message.close()
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("Lan", "Network game"),
            text,
            QMessageBox.StandardButton.Ok,
            self._window,
        )
        box.setObjectName("lanMessage")
        box.setAccessibleName(translate("Lan", "Network game"))
        if details:  # the network's own words (English, as the programs say them): quoted
            said = translate("Lan", "What the network said, in the programs' own words:")
            box.setDetailedText(f"{said}\n{details}")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.message = box
        box.open()
        self.reconnecting = False  # (given up: the line says the stop, as the message does)
        self.show(text)
