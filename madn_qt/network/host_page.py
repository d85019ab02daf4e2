"""The lobby's "Host a table" page: who plays each seat (you, the computer at a level, a player
on the network, nobody), names, the table's name, mode and rule options, an optional PIN; in two
columns (the seats and the table, the rules), so that the lobby fits a 1024 × 768 screen.

:meth:`HostPage.setup` makes the :class:`~core.setup.Setup` (``remote`` seats for the players on
the network); "Open the table" emits :attr:`HostPage.open_requested`. While the table is open the
page shows who took each seat (the seat list, in the seats' box instead of the fixed choices);
the game starts by itself once every open seat is taken (the network layer starts it), and the
lobby closes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.board import SEAT_COUNT
from core.rules import Rules
from core.setup import DEFAULT_NAMES, Seat, SeatKind, Setup
from madn_qt.dialogs.new_game import OPTION_FIELDS, available_levels, option_help, option_text
from madn_qt.network.invites import InvitePanel
from madn_qt.network.join_page import PIN_PATTERN, message_label
from madn_qt.network.seat_list import SeatList
from madn_qt.network.seat_names import computer_name, same_name, typed_name
from madn_qt.texts import SEAT_RGB, colour_name, level_name, symbol

# Rule options that event mode does not combine with.
NOT_IN_EVENT_MODE = frozenset({"penalties"})
# The layout margins inside the page's boxes (the style's box adds its own padding).
GROUP_MARGINS = (8, 4, 8, 6)


translate = QCoreApplication.translate


def whole_height(box: QCheckBox) -> None:
    """A check box is never made lower than its text (with its descenders) needs."""
    policy = box.sizePolicy()
    policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
    box.setSizePolicy(policy)


class HostPage(QWidget):
    """Host a table (see the module's docstring)."""

    open_requested = Signal(object, str, str)  # Setup, table name, PIN ('' for none)
    close_requested = Signal()
    resume_requested = Signal()  # "Resume the network table": the kept table opens again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hostPage")
        self._kinds: list[QComboBox] = []
        self._names: list[QLineEdit] = []
        self._options: dict[str, QCheckBox] = {}
        self._open = False
        layout = QVBoxLayout(self)

        # A table this app hosted and that was closed mid-game (offer_resume), across the page.
        self.resume_box = QGroupBox(translate("Lan", "Kept table"), self)
        self.resume_box.setObjectName("hostResumeBox")
        resume_layout = QHBoxLayout(self.resume_box)
        resume_layout.setContentsMargins(*GROUP_MARGINS)
        self.resume_label = QLabel(self.resume_box)
        self.resume_label.setObjectName("hostResumeText")
        self.resume_label.setWordWrap(True)
        self.resume_button = QPushButton(self.resume_box)
        self.resume_button.setObjectName("hostResume")
        self.resume_button.clicked.connect(self.resume_requested)
        resume_layout.addWidget(self.resume_label, 1)
        resume_layout.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.resume_box.setVisible(False)
        layout.addWidget(self.resume_box)

        # Two columns, so that the page fits a 1024 x 768 screen in every language: the seats
        # and the table's door on the left, the mode and the rule options on the right.
        columns = QHBoxLayout()
        left = QVBoxLayout()
        columns.addLayout(left, 1)
        layout.addLayout(columns)

        # The seats: who plays each one while the table is set up; once it is open (the setup is
        # fixed) the same box lists who sits where instead (the seat list, every seat in view).
        seats = QGroupBox(translate("Lan", "Seats"), self)
        seats_layout = QVBoxLayout(seats)
        seats_layout.setContentsMargins(*GROUP_MARGINS)
        self.seat_grid = QWidget(seats)
        self.seat_grid.setObjectName("hostSeatGrid")
        grid = QGridLayout(self.seat_grid)
        grid.setContentsMargins(0, 0, 0, 0)
        defaults = ("you", "remote", "ai:normal", "remote")
        for seat in range(SEAT_COUNT):
            colour = colour_name(seat)
            swatch = QLabel(f"{symbol(seat)} {colour}", self.seat_grid)
            swatch.setStyleSheet(f"color: {SEAT_RGB[seat]}; font-weight: bold;")
            kind = QComboBox(self.seat_grid)
            kind.setObjectName(f"hostKind{seat}")
            kind.addItem(translate("Lan", "You, at this computer"), "you")
            for level in available_levels():
                text = translate("Lan", "Computer ({level})").format(level=level_name(level))
                kind.addItem(text, f"ai:{level}")
            kind.addItem(translate("Lan", "Open for a player on the network"), "remote")
            kind.addItem(translate("Lan", "Empty seat"), "empty")
            kind.setCurrentIndex(max(0, kind.findData(defaults[seat])))
            kind.setAccessibleName(translate("Lan", "Who plays {colour}").format(colour=colour))
            name = QLineEdit(self.seat_grid)
            name.setObjectName(f"hostName{seat}")
            name.setMaxLength(24)
            name.setPlaceholderText(DEFAULT_NAMES[seat])
            name.setAccessibleName(translate("Lan", "Name of {colour}").format(colour=colour))
            name.setMinimumWidth(name.fontMetrics().horizontalAdvance("M" * 8))
            swatch.setBuddy(kind)
            grid.addWidget(swatch, seat, 0)
            grid.addWidget(kind, seat, 1)
            grid.addWidget(name, seat, 2)
            kind.currentIndexChanged.connect(self._validate)
            name.textChanged.connect(self._validate)  # (the computers' names, same names)
            self._kinds.append(kind)
            self._names.append(name)
        grid.setColumnStretch(2, 1)
        seats_layout.addWidget(self.seat_grid)
        self.seat_list = SeatList(seats)
        self.seat_list.setVisible(False)
        seats_layout.addWidget(self.seat_list)
        left.addWidget(seats)

        # The table: its name, and its door (the PIN, late arrivals).
        table = QGroupBox(translate("Lan", "Table"), self)
        form = QFormLayout(table)
        form.setContentsMargins(*GROUP_MARGINS)
        self.table_name = QLineEdit(translate("Lan", "madn table"), table)
        self.table_name.setObjectName("hostTableName")
        self.table_name.setMaxLength(40)
        self.table_name.setAccessibleName(translate("Lan", "Name of the table"))
        form.addRow(translate("Lan", "Table &name:"), self.table_name)
        self.pin = QLineEdit(table)
        self.pin.setObjectName("hostPin")
        self.pin.setValidator(QRegularExpressionValidator(QRegularExpression(PIN_PATTERN), self))
        self.pin.setMaxLength(6)
        self.pin.setPlaceholderText(translate("Lan", "none"))
        self.pin.setAccessibleName(translate("Lan", "PIN: 4 or 6 digits, or empty for none"))
        self.pin.textChanged.connect(self._validate)
        self.pin.setMaximumWidth(self.pin.fontMetrics().horizontalAdvance("0000000000") + 24)
        form.addRow(translate("Lan", "&PIN (optional):"), self.pin)
        self.late = QCheckBox(translate("Lan", "&Late arrivals may take a computer's seat"), table)
        self.late.setObjectName("hostLateJoin")
        self.late.setChecked(True)
        self.late.setAccessibleName(translate("Lan", "Late arrivals may take a computer's seat"))
        self.late.setAccessibleDescription(
            translate(
                "Lan",
                "While the game runs, a friend who comes late may take over a seat the computer "
                "plays. You are asked each time.",
            )
        )
        whole_height(self.late)
        form.addRow(self.late)
        self.internet = QCheckBox(translate("Lan", "In&vite over the internet (with codes)"), table)
        self.internet.setObjectName("hostInternet")
        self.internet.setAccessibleName(translate("Lan", "Invite over the internet"))
        self.internet.setAccessibleDescription(
            translate(
                "Lan",
                "The table gets an invite code for each open seat, to read out to friends "
                "anywhere. It is not shown to others on this network.",
            )
        )
        whole_height(self.internet)
        form.addRow(self.internet)
        left.addWidget(table, 1)  # (down to the rules' bottom, where the seat list is lower)

        # The rules: the mode, and the options of the New game dialog, one below the other.
        rules = QGroupBox(translate("Lan", "Rules"), self)
        rules.setObjectName("hostRules")
        rules_layout = QVBoxLayout(rules)
        rules_layout.setContentsMargins(*GROUP_MARGINS)
        rules_layout.setSpacing(0)  # a check box brings its own padding (the focus ring's room)
        self.mode = QComboBox(rules)
        self.mode.setObjectName("hostMode")
        self.mode.addItem(translate("Lan", "Classic"), "classic")
        self.mode.addItem(translate("Lan", "Event mode"), "event")
        self.mode.setAccessibleName(translate("Lan", "Mode"))
        self.mode.currentIndexChanged.connect(self._validate)
        mode_label = QLabel(translate("Lan", "&Mode:"), rules)
        mode_label.setBuddy(self.mode)
        mode_row = QHBoxLayout()
        mode_row.addWidget(mode_label)
        mode_row.addSpacing(6)
        mode_row.addWidget(self.mode, 1)
        rules_layout.addLayout(mode_row)
        rules_layout.addSpacing(6)
        classic = Rules()
        for option in OPTION_FIELDS:
            box = QCheckBox(option_text(option), rules)
            box.setObjectName(f"hostOption_{option}")
            box.setChecked(bool(getattr(classic, option)))
            box.setAccessibleName(option_text(option))
            box.setAccessibleDescription(option_help(option))
            box.setToolTip(option_help(option))
            whole_height(box)
            rules_layout.addWidget(box)
            self._options[option] = box
        rules_layout.addStretch(1)
        columns.addWidget(rules)
        self.rules_box = rules
        # An open table on the internet shows its codes where the rules were.
        self.invites = InvitePanel(self)
        self.invites.setVisible(False)
        columns.addWidget(self.invites, 1)

        # The message (what is missing, the address to give) and the page's button, one line.
        bottom = QHBoxLayout()
        self.message = message_label(self, "hostMessage")
        self.message.setTextInteractionFlags(  # (the address to give, copied with the mouse too)
            Qt.TextInteractionFlag.TextSelectableByKeyboard
            | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        bottom.addWidget(self.message, 1)
        self.open_button = QPushButton(translate("Lan", "&Open the table"), self)
        self.open_button.setObjectName("hostOpen")
        self.open_button.setAccessibleName(translate("Lan", "Open the table"))
        self.close_button = QPushButton(translate("Lan", "Close the &table"), self)
        self.close_button.setObjectName("hostClose")
        self.close_button.setAccessibleName(translate("Lan", "Close the table"))
        self.close_button.setVisible(False)
        bottom.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignBottom)
        bottom.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(bottom)
        self.open_button.clicked.connect(self._open_clicked)
        self.close_button.clicked.connect(self.close_requested)
        self._validate()

    # --- a kept table ------------------------------------------------------------------------
    def offer_resume(self, name: str | None) -> None:
        """Offer to resume the kept table ``name`` (None: there is none, hide the offer)."""
        self.resume_box.setVisible(name is not None)
        if name is None:
            return
        self.resume_label.setText(
            translate(
                "Lan",
                "The game at your table '{name}' was interrupted. Resume it: the players come "
                "back to their seats and the game goes on.",
            ).format(name=name)
        )
        text = translate("Lan", "&Resume the network table '{name}'").format(name=name)
        self.resume_button.setText(text)
        self.resume_button.setAccessibleName(text.replace("&", ""))
        self.resume_button.setAccessibleDescription(self.resume_label.text())
        self.resume_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- what the lobby remembers ------------------------------------------------------------
    def remembered(self) -> dict[str, Any]:
        """The page's choices to keep for next time (madn_qt.settings ``lan_lobby``); not the
        PIN: the settings file is readable by anybody at this computer."""
        return {
            "table": self.table_name.text(),
            "mode": str(self.mode.currentData()),
            "late": self.late.isChecked(),
            "internet": self.internet.isChecked(),
            "options": {name: box.isChecked() for name, box in self._options.items()},
            "seats": [
                [str(kind.currentData()), name.text()]
                for kind, name in zip(self._kinds, self._names, strict=True)
            ],
        }

    def recall(self, kept: Any) -> None:
        """The choices :meth:`remembered` kept; whatever is missing or malformed keeps its
        default (a settings file from another version, edited by hand)."""
        if not isinstance(kept, dict):
            return
        if isinstance(kept.get("table"), str) and kept["table"].strip():
            self.table_name.setText(kept["table"][: self.table_name.maxLength()])
        index = self.mode.findData(kept.get("mode"))
        if index >= 0:
            self.mode.setCurrentIndex(index)
        for box, key in ((self.late, "late"), (self.internet, "internet")):
            if isinstance(kept.get(key), bool):
                box.setChecked(kept[key])
        options = kept.get("options")
        for name, box in self._options.items():
            if isinstance(options, dict) and isinstance(options.get(name), bool):
                box.setChecked(options[name])
        seats = kept.get("seats")
        if isinstance(seats, list) and len(seats) == len(self._kinds):
            for seat, entry in enumerate(seats):
                shaped = isinstance(entry, list) and len(entry) == 2
                texts = shaped and all(isinstance(part, str) for part in entry)
                if texts and self._kinds[seat].findData(entry[0]) >= 0:
                    self.set_seat(seat, entry[0], typed_name(seat, entry[0], entry[1][:40]))
        self._validate()

    # --- the setup ---------------------------------------------------------------------------
    def show_setup(self, setup: Setup) -> None:
        """Show ``setup`` (the table this app hosts now): its seats, mode and options."""
        for seat, chosen in enumerate(setup.seats):
            if chosen.kind is SeatKind.HUMAN:
                self.set_seat(seat, "you", chosen.name)
            elif chosen.kind is SeatKind.AI:  # (a computer's default name stays the placeholder)
                key = f"ai:{chosen.level}"
                self.set_seat(seat, key, typed_name(seat, key, chosen.name))
            elif chosen.kind is SeatKind.REMOTE:
                self.set_seat(seat, "remote")
            else:
                self.set_seat(seat, "empty")
        rules = setup.rules
        self.mode.setCurrentIndex(self.mode.findData("event" if rules.event_mode else "classic"))
        for name, box in self._options.items():
            box.setChecked(bool(getattr(rules, name)))

    def set_seat(self, seat: int, key: str, name: str = "") -> None:
        """Choose who plays ``seat``: ``you``, ``ai:LEVEL``, ``remote`` or ``empty``."""
        self._kinds[seat].setCurrentIndex(self._kinds[seat].findData(key))
        self._names[seat].setText(name)

    def default_name(self, seat: int) -> str:
        """The name ``seat`` plays under when none is typed: a computer's for a computer seat
        (one no typed name takes), the seat's default person's name otherwise."""
        if str(self._kinds[seat].currentData()).startswith("ai:"):
            return computer_name(seat, [edit.text().strip() for edit in self._names])
        return DEFAULT_NAMES[seat]

    def setup(self) -> Setup:
        seats: list[Seat] = []
        for seat, box in enumerate(self._kinds):
            key = str(box.currentData())
            name = self._names[seat].text().strip() or self.default_name(seat)
            if key == "you":
                seats.append(Seat.human(name))
            elif key.startswith("ai:"):
                seats.append(Seat.ai(key[3:], name))
            elif key == "remote":
                seats.append(Seat(SeatKind.REMOTE, ""))  # the joiner's name, once it joins
            else:
                seats.append(Seat())
        return Setup(self.rules(), tuple(seats))

    def rules(self) -> Rules:
        event = self.mode.currentData() == "event"
        values = {
            name: box.isChecked() and not (event and name in NOT_IN_EVENT_MODE)
            for name, box in self._options.items()
        }
        return Rules(event_mode=event, **values)

    def problem(self) -> str:
        """Why the table cannot be opened ('' when it can)."""
        keys = [str(box.currentData()) for box in self._kinds]
        occupied = [s for s, key in enumerate(keys) if key != "empty"]
        if len(occupied) < 2:
            return translate("Lan", "A game needs at least two players.")
        if len(occupied) == 2 and (occupied[0] - occupied[1]) % 2 != 0:
            return translate(
                "Lan",
                "Two players sit opposite each other: choose red and green, or blue and yellow.",
            )
        if "remote" not in keys:
            return translate("Lan", "Open at least one seat for a player on the network.")
        if self.pin.text() and not self.pin.hasAcceptableInput():
            return translate("Lan", "The PIN has 4 or 6 digits (or leave it empty).")
        named = [s for s in occupied if keys[s] != "remote"]
        same = same_name([self._names[s].text().strip() or self.default_name(s) for s in named])
        if same:
            text = translate("Lan", "Two seats are called {name}: give each a name of its own.")
            return text.format(name=same)
        return ""

    def _validate(self) -> None:
        if self._open:
            return
        event = self.mode.currentData() == "event"
        for name in NOT_IN_EVENT_MODE:
            self._options[name].setEnabled(not event)
        for seat, box in enumerate(self._kinds):
            # A player on the network brings its own name.
            key = box.currentData()
            edit = self._names[seat]
            edit.setEnabled(key not in ("empty", "remote"))
            edit.setPlaceholderText(
                translate("Lan", "the player's own name")
                if key == "remote"
                else self.default_name(seat)
            )
        problem = self.problem()
        self.show_message(problem, error=bool(problem))
        self.open_button.setEnabled(not problem)

    def _open_clicked(self) -> None:
        if self.problem():
            return
        name = self.table_name.text().strip() or translate("Lan", "madn table")
        self.open_requested.emit(self.setup(), name, self.pin.text())

    def over_internet(self) -> bool:
        """Whether the table invites over the internet (codes; not announced on the LAN)."""
        return self.internet.isChecked()

    def late_join(self) -> bool:
        """Whether late arrivals may take a computer's seat while the game runs."""
        return self.late.isChecked()

    # --- while the table is open -------------------------------------------------------------
    def set_open(self, open_: bool) -> None:
        """The table is open (the setup is fixed, the seats show who joined) or not.

        What no longer applies looks it and says it (issue 38): the table's name and PIN are
        read-only (still read and copied: the PIN is for friends), the mode, the options and the
        door's check boxes disabled, and each tells a screen reader that it is fixed while the
        table is open; Close the table, the message with the address to give and an internet
        table's codes stay usable."""
        self._open = open_
        fixed = translate("Lan", "Fixed while the table is open; close the table to change it.")
        for widget in (*self._kinds, *self._names, *self._options.values()):
            widget.setEnabled(not open_)
        for widget in (self.mode, self.late, self.internet):
            widget.setEnabled(not open_)
        for edit in (self.table_name, self.pin):
            edit.setEnabled(True)
            edit.setReadOnly(open_)
        for widget in (
            self.table_name,
            self.pin,
            self.mode,
            self.late,
            self.internet,
            self.rules_box,
        ):
            widget.setAccessibleDescription(
                f"{fixed} {self._setup_description(widget)}".strip()
                if open_
                else self._setup_description(widget)
            )
        for name, box in self._options.items():
            box.setAccessibleDescription(
                f"{fixed} {option_help(name)}" if open_ else option_help(name)
            )
        codes = open_ and self.internet.isChecked()
        if open_ and self.seat_grid.isVisibleTo(self):
            # The seats' choices set the page's width; the list that replaces them is narrower,
            # and a lobby opened mid-game would squeeze the codes' column (de, it: taller than
            # the screen). The page keeps the width the choices need.
            self.setMinimumWidth(max(self.minimumWidth(), self.minimumSizeHint().width()))
        self.invites.setVisible(codes)
        self.rules_box.setVisible(not codes)
        self.open_button.setVisible(not open_)
        self.close_button.setVisible(open_)
        self.seat_grid.setVisible(not open_)
        self.seat_list.setVisible(open_)
        if open_:
            self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self._validate()

    def _setup_description(self, widget: QWidget) -> str:
        """``widget``'s screen-reader description while the table is set up."""
        kept = widget.property("setupDescription")
        if not isinstance(kept, str):
            kept = widget.accessibleDescription()
            widget.setProperty("setupDescription", kept)
        return kept

    def late_question(self, question: str) -> None:
        """A late arrival's question waits above the board (''; none does any more): the lobby,
        window-modal over the board, hides it and its buttons, so this page's line says so."""
        from madn_qt.network.late_texts import behind_lobby

        if question:
            self.show_message(behind_lobby(question), True)
        elif self.message.text().endswith(behind_lobby("")):  # answered: the table's line again
            self.show_message(translate("Lan", "Your table is open; its game goes on."))

    def show_message(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet("color: #b00020;" if error else "")
        self.message.setAccessibleDescription(text)
