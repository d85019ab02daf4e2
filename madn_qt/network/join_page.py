"""The lobby's "Join a table" page: the tables found on the LAN, or an address; name, PIN, and
who plays the seat (yourself, the computer, or nobody: watching); at a running table whose
computer plays more than one seat one may take over, which of them (any, by default).

The page only asks: :attr:`JoinPage.join_requested` carries what to join; the lobby's owner
connects and reports back with :meth:`JoinPage.show_message` and :meth:`JoinPage.set_busy`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt, Signal
from PySide6.QtGui import QBrush, QPalette, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from madn_qt.dialogs.new_game import available_levels
from madn_qt.network.code_entry import CodeEntry
from madn_qt.network.seat_list import LinesList
from madn_qt.network.texts import incompatible_text, table_line
from madn_qt.texts import colour_name, level_name
from net.discovery import TableInfo

if TYPE_CHECKING:
    from madn_qt.network.seat_book import KeptSeat

TABLE_ROLE = Qt.ItemDataRole.UserRole + 1
ANY_SEAT = -1  # the first seat free to take (net.protocol.messages.ANY_SEAT)
PIN_PATTERN = r"\d{4}|\d{6}"  # four or six digits (net.protocol.handshake.PIN_LENGTHS)


translate = QCoreApplication.translate


def message_label(parent: QWidget, object_name: str) -> QLabel:
    """The page's message line (the host's and the joiner's): wrapped, named for a screen reader,
    selectable with the keyboard."""
    label = QLabel(parent)
    label.setObjectName(object_name)
    label.setWordWrap(True)
    label.setAccessibleName(translate("Lan", "Message"))
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
    return label


class JoinPage(QWidget):
    """Join a table (see the module's docstring)."""

    # host, port, pin, name, level (None: the person plays), watch only, the seat (ANY_SEAT: the
    # first free; a running table's seat the computer plays, chosen to take over)
    join_requested = Signal(str, int, str, str, object, bool, int)
    # an invite code (normalized), pin, name, level (None: the person plays); the code decides
    # the seat (a spectator's code watches)
    code_requested = Signal(str, str, str, object)
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinPage")
        self._tables: list[TableInfo] = []
        self._own: dict[str, KeptSeat] = {}  # table id → the seat this computer holds there
        self._busy = False
        self._pin_refused: tuple[str, int] | None = None  # the table that refused the last PIN
        self._asked: tuple[str, int] | None = None  # the table last asked for
        self._unnamed: Callable[[], None] | None = None  # the join an empty name stopped
        self._late: tuple[int, ...] = ()  # the seats the seat choice offers now
        layout = self._layout = QVBoxLayout(self)

        # What the lobby is for (on this page, the one the lobby opens with, not above both:
        # the host page needs the height).
        self.intro = QLabel(
            translate(
                "Lan",
                "Play with others on this network: join a table someone opened, or host one. "
                "The dice are rolled fairly by all computers together.",
            ),
            self,
        )
        self.intro.setObjectName("lobbyIntro")
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        found = QLabel(translate("Lan", "&Tables on this network:"), self)
        layout.addWidget(found)
        self.table_list = LinesList(4, self)  # four lines, or what the lobby has room for
        self.table_list.setObjectName("lanTables")
        self.table_list.setAccessibleName(translate("Lan", "Tables on this network"))
        self.table_list.setAccessibleDescription(
            translate(
                "Lan",
                "Press Enter to join the selected table. Tables you cannot join are greyed out.",
            )
        )
        found.setBuddy(self.table_list)
        layout.addWidget(self.table_list, 1)
        self.searching = QLabel(
            translate("Lan", "Looking for tables… A table appears here within seconds.")
        )
        self.searching.setWordWrap(True)
        layout.addWidget(self.searching)

        form = QFormLayout()
        # (the labels level with their fields, also in the address row, which its button makes
        # higher)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.address = QLineEdit(self)
        self.address.setObjectName("lanAddress")
        self.address.setPlaceholderText(translate("Lan", "host:port, e.g. 192.168.1.20:40123"))
        self.address.setAccessibleName(translate("Lan", "Address of the table"))
        self.connect_button = QPushButton(translate("Lan", "C&onnect"), self)
        self.connect_button.setAccessibleName(translate("Lan", "Connect to the address"))
        row = QHBoxLayout()
        row.addWidget(self.address, 1)
        row.addWidget(self.connect_button)
        form.addRow(translate("Lan", "Connect to &address:"), row)
        label = form.labelForField(row)
        if isinstance(label, QLabel):
            label.setBuddy(self.address)
        # A table on the internet: its host's invite code (madn_qt.network.code_entry).
        self.code = CodeEntry(self)
        form.addRow(translate("Lan", "Join with a &code:"), self.code)
        label = form.labelForField(self.code)
        if isinstance(label, QLabel):
            label.setBuddy(self.code.field)
        self.name = QLineEdit(self)
        self.name.setObjectName("lanJoinName")
        self.name.setMaxLength(24)
        self.name.setAccessibleName(translate("Lan", "Your name"))
        form.addRow(translate("Lan", "Your &name:"), self.name)
        self.pin = QLineEdit(self)
        self.pin.setObjectName("lanJoinPin")
        self.pin.setValidator(QRegularExpressionValidator(QRegularExpression(PIN_PATTERN), self))
        self.pin.setMaxLength(6)
        self.pin.setPlaceholderText(translate("Lan", "4 or 6 digits, if the table has a PIN"))
        self.pin.setAccessibleName(translate("Lan", "PIN of the table"))
        form.addRow(translate("Lan", "&PIN:"), self.pin)
        self.player = QComboBox(self)
        self.player.setObjectName("lanJoinPlayer")
        self.player.setAccessibleName(translate("Lan", "Who plays your seat"))
        self.player.addItem(translate("Lan", "I play myself"), "person")
        for level in available_levels():
            self.player.addItem(
                translate("Lan", "The computer plays for me ({level})").format(
                    level=level_name(level)
                ),
                f"ai:{level}",
            )
        self.player.addItem(translate("Lan", "I only watch"), "watch")
        # At a running table whose computer plays seats one may take: which one (beside who
        # plays it, shown only when there is a choice).
        self.seat = QComboBox(self)
        self.seat.setObjectName("lanJoinSeat")
        self.seat.setAccessibleName(translate("Lan", "Seat to take over"))
        self.seat.setVisible(False)
        players = QHBoxLayout()
        players.addWidget(self.player, 1)
        players.addWidget(self.seat)
        form.addRow(translate("Lan", "&Who plays:"), players)
        label = form.labelForField(players)
        if isinstance(label, QLabel):
            label.setBuddy(self.player)
        layout.addLayout(form)

        self.message = message_label(self, "lanJoinMessage")
        layout.addWidget(self.message)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.join_button = QPushButton(translate("Lan", "&Join"), self)
        self.join_button.setObjectName("lanJoin")
        self.join_button.setAccessibleName(translate("Lan", "Join the selected table"))
        self.leave_button = QPushButton(translate("Lan", "&Leave the table"), self)
        self.leave_button.setAccessibleName(translate("Lan", "Leave the table"))
        buttons.addWidget(self.join_button)
        buttons.addWidget(self.leave_button)
        layout.addLayout(buttons)

        self.table_list.itemActivated.connect(lambda _item: self.join_selected())
        self.table_list.currentItemChanged.connect(lambda *_: self._update())
        self.join_button.clicked.connect(self.join_selected)
        self.connect_button.clicked.connect(self.join_address)
        self.address.returnPressed.connect(self.join_address)
        self.pin.returnPressed.connect(self._pin_entered)
        self.name.returnPressed.connect(self._name_entered)
        self.name.textChanged.connect(self._name_changed)
        self.code.code_entered.connect(self._request_code)
        self.code.code_problem.connect(self._code_problem)
        self.leave_button.clicked.connect(self.leave_requested)
        self.player.currentIndexChanged.connect(lambda _i: self._update())
        self.set_tables([])

    def add_below(self, widget: QWidget) -> None:
        """Put ``widget`` above the message (the lobby's list of the joined table's seats)."""
        self._layout.insertWidget(self._layout.indexOf(self.message), widget)

    # --- the list ----------------------------------------------------------------------------
    def set_tables(self, tables: list[TableInfo]) -> None:
        """The tables the browser lists now (the selection stays on the same table)."""
        current = self.selected_table()
        self._tables = list(tables)
        self.table_list.blockSignals(True)
        self.table_list.clear()
        grey = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        for table in tables:
            own = self.own_seat(table) is not None
            item = QListWidgetItem(table_line(table, own), self.table_list)
            item.setData(TABLE_ROLE, table.instance)
            item.setToolTip(f"{table.address}:{table.port}")
            if not table.compatible:
                item.setForeground(grey)
                item.setToolTip(incompatible_text(table))
            if current is not None and table.instance == current.instance:
                self.table_list.setCurrentItem(item)
        if self.table_list.currentItem() is None and self.table_list.count():
            self.table_list.setCurrentRow(0)
        self.table_list.blockSignals(False)
        self.searching.setVisible(not tables)
        self._update()

    def set_own_seats(self, seats: list[KeptSeat]) -> None:
        """The tables where this computer holds a seat (madn_qt.network.way_back): marked "your
        seat" in the list; joining one takes that seat back, played as before."""
        self._own = {seat.table: seat for seat in seats}
        self.set_tables(self._tables)

    def own_seat(self, table: TableInfo) -> KeptSeat | None:
        return self._own.get(table.txt.get("id", "")) if table.compatible else None

    def selected_table(self) -> TableInfo | None:
        item = self.table_list.currentItem()
        if item is None:
            return None
        instance = item.data(TABLE_ROLE)
        return next((t for t in self._tables if t.instance == instance), None)

    def select(self, name: str) -> bool:
        """Select the table called ``name`` (tests, and a table just hosted by this app)."""
        for row, table in enumerate(self._tables):
            if table.name == name:
                self.table_list.setCurrentRow(row)
                return True
        return False

    # --- what the lobby remembers ------------------------------------------------------------
    def remembered(self) -> dict[str, str]:
        """The joiner's name and the last address typed, for next time (no PIN)."""
        return {"name": self.name.text().strip(), "address": self.address.text().strip()}

    def recall(self, kept: object) -> None:
        if not isinstance(kept, dict):
            return
        for field, key in ((self.name, "name"), (self.address, "address")):
            value = kept.get(key)
            if isinstance(value, str) and value:
                field.setText(value[: field.maxLength()])

    # --- joining -----------------------------------------------------------------------------
    def join_selected(self) -> None:
        table = self.selected_table()
        if table is None or self._busy:
            return
        if not table.compatible:
            self.show_message(
                translate("Lan", "You cannot join {name}: {reason}.").format(
                    name=table.name, reason=incompatible_text(table)
                ),
                error=True,
            )
            return
        if table.pin and not self.pin.hasAcceptableInput():
            self.show_message(
                translate("Lan", "This table needs a PIN: enter its 4 or 6 digits."), error=True
            )
            self.pin.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        own = self.own_seat(table)
        if own is not None:
            self._play_as(own)
        self._request(table.address, table.port)

    def rejoin(self, seat: KeptSeat) -> None:
        """Join again where this computer holds ``seat``: by its address, or its invite code
        (which spends no guess: this computer came in by it), played as before."""
        self._play_as(seat)
        if seat.code:
            self.code.field.setText(seat.code)
            self._request_code(seat.code)
        else:
            self.address.setText(f"{seat.host}:{seat.port}")
            self._request(seat.host, seat.port)

    def _play_as(self, seat: KeptSeat) -> None:
        """Who plays and the name as when ``seat`` was joined (the person, or the computer)."""
        index = self.player.findData(f"ai:{seat.level}" if seat.level else "person")
        if index >= 0:
            self.player.setCurrentIndex(index)
        if seat.player:
            self.name.setText(seat.player[: self.name.maxLength()])

    def join_address(self) -> None:
        if self._busy:
            return
        from net.join.client import parse_address

        try:
            host, port = parse_address(self.address.text())
        except ValueError:
            self.show_message(
                translate("Lan", "Enter the address as host:port, for example 192.168.1.20:40123."),
                error=True,
            )
            self.address.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self._request(host, port)

    def _pin_entered(self) -> None:
        """Enter in the PIN field: after a wrong PIN, the same table again with the corrected
        one (whether it was picked in the list or by its address); otherwise the table picked."""
        if self._pin_refused is not None and not self._busy:
            self._request(*self._pin_refused)
            return
        self.join_selected()

    def _name_entered(self) -> None:
        """Enter in the name field: the join an empty name stopped (the list's table, the
        address or the code, as asked), otherwise what Enter in the PIN field joins (the table
        that refused the PIN, or the selected one), else the address or the code typed."""
        if self._busy:
            return
        again, self._unnamed = self._unnamed, None
        if again is not None:
            again()
        elif self._pin_refused is not None or self.selected_table() is not None:
            self._pin_entered()
        elif self.address.text().strip():
            self.join_address()
        elif self.code.field.text().strip():
            self.code.enter()

    def _name_changed(self, text: str) -> None:
        """A name typed after the page asked for one: the request goes."""
        if text.strip() and self.message.text() == self._no_name_text():
            self.show_message("")

    @staticmethod
    def _no_name_text() -> str:
        return translate("Lan", "Enter your name first: the others see your seat under it.")

    def refused(self, reason: str, text: str) -> None:
        """The host did not let us in (a reason code of net.protocol.messages.REFUSALS, the
        English details): the sentence, and a wrong PIN's field to correct."""
        from madn_qt.network.texts import refusal_text

        self.set_busy(False)
        if reason == "pin":
            self.pin_refused(refusal_text(reason, text))  # (the focus back in the PIN field)
        else:
            self.show_message(refusal_text(reason, text), error=True)

    def pin_refused(self, text: str) -> None:
        """The table refused the PIN: say so, and put the focus back into the PIN field with its
        digits selected, so that typing replaces them and Enter tries again."""
        self._pin_refused = self._asked
        self.show_message(text, error=True)
        self.pin.setFocus(Qt.FocusReason.OtherFocusReason)
        self.pin.selectAll()

    def _named(self) -> bool:
        """A player joins under a name of their own (the others see it on the seat; watching
        needs none): without one, the page says so and the focus goes to the name field."""
        if self.name.text().strip() or self.player.currentData() == "watch":
            return True
        self.show_message(self._no_name_text(), error=True)
        self.name.setFocus(Qt.FocusReason.OtherFocusReason)
        return False

    def _request(self, host: str, port: int) -> None:
        if not self._named():
            self._unnamed = functools.partial(self._request, host, port)
            return
        self._asked, self._pin_refused, self._unnamed = (host, port), None, None
        who = str(self.player.currentData())
        level = who[3:] if who.startswith("ai:") else None
        pin = self.pin.text() if self.pin.hasAcceptableInput() else ""
        self.show_message(
            translate("Lan", "Connecting to {host}:{port}…").format(host=host, port=port)
        )
        table = self.selected_table()
        chosen = self.seat.currentData() if self._late else None
        at_table = table is not None and (table.address, table.port) == (host, port)
        seat = chosen if isinstance(chosen, int) and at_table else ANY_SEAT
        name = self.name.text().strip()
        self.join_requested.emit(host, port, pin, name, level, who == "watch", seat)

    def _request_code(self, code: str) -> None:
        if self._busy:
            return
        if not self._named():
            self._unnamed = functools.partial(self._request_code, code)
            return
        self._asked, self._pin_refused, self._unnamed = None, None, None
        who = str(self.player.currentData())
        level = who[3:] if who.startswith("ai:") else None
        pin = self.pin.text() if self.pin.hasAcceptableInput() else ""
        text = translate("Lan", "Looking for the table of code {code}…")
        self.show_message(text.format(code=code))
        self.code_requested.emit(code, pin, self.name.text().strip(), level)

    def code_refused(self, text: str) -> None:
        """The code led nowhere (or is no code): say so; the field keeps its text, selected, so
        that typing replaces it."""
        self.show_message(text, error=True)
        self.code.field.setFocus(Qt.FocusReason.OtherFocusReason)
        self.code.field.selectAll()

    def _code_problem(self, text: str) -> None:
        self.show_message(text, error=True)
        self.code.field.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- feedback ----------------------------------------------------------------------------
    def show_message(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet("color: #b00020;" if error else "")
        self.message.setAccessibleDescription(text)

    def tables_unavailable(self, reason: str) -> None:
        """The LAN's tables cannot be looked for (``reason``: the browser's words)."""
        self.searching.setText(
            translate(
                "Lan", "Tables cannot be found on this network ({reason}): connect to an address."
            ).format(reason=reason)
        )

    def set_busy(self, busy: bool) -> None:
        """Connected (or connecting) to a table: joining another waits until this one is left."""
        self._busy = busy
        self._update()

    def _update(self) -> None:
        table = self.selected_table()
        self.join_button.setEnabled(not self._busy and table is not None and table.compatible)
        self.connect_button.setEnabled(not self._busy)
        self.code.button.setEnabled(not self._busy)
        self.leave_button.setVisible(self._busy)
        self._offer_seats(self._seats_to_take(table))

    def _seats_to_take(self, table: TableInfo | None) -> tuple[int, ...]:
        """The seats a newcomer may choose among at ``table``: a running table's seats the
        computer plays, when there are two or more (not for watching, nor where this computer
        holds a seat: it comes back to that one)."""
        if table is None or not table.compatible or not table.running or len(table.late) < 2:
            return ()
        if self.player.currentData() == "watch" or self.own_seat(table) is not None:
            return ()
        return tuple(table.late)

    def _offer_seats(self, seats: tuple[int, ...]) -> None:
        """The seat choice offers ``seats`` (none: hidden); the seat chosen stays chosen while
        it is still free to take."""
        if seats != self._late:
            chosen = self.seat.currentData()
            self._late = seats
            self.seat.blockSignals(True)
            self.seat.clear()
            self.seat.addItem(translate("Lan", "any seat free to take"), ANY_SEAT)
            for seat in seats:
                text = translate("Lan", "take over {colour}").format(colour=colour_name(seat))
                self.seat.addItem(text, seat)
            self.seat.setCurrentIndex(max(self.seat.findData(chosen), 0))
            self.seat.blockSignals(False)
        self.seat.setVisible(bool(seats))
