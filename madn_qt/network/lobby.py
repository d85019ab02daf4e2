"""Game ▸ Network game…: the lobby, a window-modal dialog with two pages, "Join a table" and
"Host a table" (Ctrl+Tab switches, every field has a mnemonic and a screen-reader name).

It fits a 1024 × 768 screen whole at every step and in every language (issue 22): the host
page puts its setup in two columns, and the dialog grows when a message needs another line
(docs/lan.md, "The lobby's size").

The dialog shows and asks; :class:`~madn_qt.network.glue.NetworkPlay` does the networking and
reports back. Closing the dialog before the game starts closes the table or leaves it; once the
game starts the dialog closes itself and the game goes on in the main window.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from madn_qt.network.host_page import HostPage
from madn_qt.network.join_page import JoinPage
from madn_qt.network.seat_list import SeatList

translate = QCoreApplication.translate


class LobbyDialog(QDialog):
    """The lobby (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyDialog")
        self.setWindowTitle(translate("Lan", "Network game"))
        self.setAccessibleName(translate("Lan", "Network game"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("lobbyTabs")
        self.tabs.setAccessibleName(translate("Lan", "Join or host"))
        self.join_page = JoinPage(self.tabs)
        self.host_page = HostPage(self.tabs)
        self.tabs.addTab(self.join_page, translate("Lan", "Jo&in a table"))
        self.tabs.addTab(self.host_page, translate("Lan", "&Host a table"))
        layout.addWidget(self.tabs, 1)
        self.joined_seats = SeatList(self)
        self.joined_seats.setVisible(False)
        self.join_page.add_below(self.joined_seats)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setAccessibleName(translate("Lan", "Close the lobby"))
            close.setAutoDefault(False)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # No size of its own: the first show gives the dialog the size its layout asks for.
        self.join_page.table_list.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_height()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit_height()
        return handled

    def _fit_height(self) -> None:
        """Grow to the height the wrapped texts need at the dialog's width (Qt bounds a window
        by its layout's minimum size only, which knows nothing of wrapping): a message that
        gets a line longer is never cut, nor does it squash what is above it."""
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return
        need = layout.totalHeightForWidth(self.width())
        screen = self.screen()
        if screen is not None:  # never beyond the screen (a title bar takes its part of it)
            frame = self.frameGeometry().height() - self.height()
            need = min(need, screen.availableGeometry().height() - frame)
        if need > self.height():
            self.resize(self.width(), need)
            if screen is not None:  # grown past the screen's foot: up by as much (all of it seen)
                area, frame_now = screen.availableGeometry(), self.frameGeometry()
                over = frame_now.bottom() - area.bottom()
                if over > 0:
                    self.move(self.pos().x(), max(area.top(), self.pos().y() - over))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter acts where the focus is (the list joins its table, the address field connects,
        a focused button is pressed); it never presses a default button behind the player's
        back."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QAbstractButton) and focused.isEnabled():
                focused.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def show_message(self, page: str, text: str, error: bool = False) -> None:
        """``text`` in the message line of the ``page`` ("host" or "join")."""
        target = self.host_page if page == "host" else self.join_page
        target.show_message(text, error)

    def show_note(self, text: str) -> None:
        """A line under the pages (e.g. that a network game is running already)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def confirm_close_table(self, proceed: Callable[[], None]) -> None:
        """Close the table while its game runs: asked first (it ends the game for everyone, and
        the page's focus is on Close the table, where a stray Enter presses it); Cancel is the
        default. ``proceed`` runs once the person agreed."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("Lan", "Network game"),
            translate("Lan", "Close your table and end the game for everyone?"),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("closeTableQuestion")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setInformativeText(
            translate(
                "Lan",
                "The players on the network are dropped, and the game cannot go on later. To "
                "stop for now and go on later, quit the program instead (Ctrl+Q): they wait for "
                "your table to open again.",
            )
        )
        close = box.addButton(
            translate("Lan", "&Close the table"), QMessageBox.ButtonRole.DestructiveRole
        )
        close.setObjectName("closeTableYes")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.setAccessibleDescription(f"{box.text()} {box.informativeText()}")

        def answered(_result: int) -> None:
            box.deleteLater()
            if box.clickedButton() is close:
                proceed()

        box.finished.connect(answered)
        box.open()
