"""The New game dialog: four seats (human, AI of a level, empty), names, mode and rule options.

It only produces a :class:`~core.setup.Setup`; the running game is replaced by the window after
"Start" (``exec() == Accepted``). "Cancel" changes nothing.
"""

from __future__ import annotations

from dataclasses import fields

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from core.ai import player_names
from core.board import SEAT_COUNT
from core.rules import CLASSIC, ORIGINAL, Rules
from core.setup import AI_LEVELS, DEFAULT_NAMES, REMOTE_LEVEL, Seat, SeatKind, Setup
from madn_qt.style import seat_text_css
from madn_qt.texts import colour_name, level_name, symbol

translate = QCoreApplication.translate

# The boolean rule options, in the order the dialog lists them.
OPTION_FIELDS: tuple[str, ...] = (
    "forced_capture",
    "jump_in_goal",
    "one_figure_out",
    "roll_off",
    "play_on",
    "penalties",
    "railway",
)


def option_text(name: str) -> str:
    texts = {
        "forced_capture": translate("NewGameDialog", "Forced capture"),
        "jump_in_goal": translate("NewGameDialog", "Jump over own figures in the goal"),
        "one_figure_out": translate("NewGameDialog", "Start with one figure on the start field"),
        "roll_off": translate("NewGameDialog", "Roll-off for the first player"),
        "play_on": translate("NewGameDialog", "Play on for every place"),
        "penalties": translate("NewGameDialog", "Penalties instead of enforced duties"),
        "railway": translate("NewGameDialog", "Railway"),
    }
    return texts[name]


def option_help(name: str) -> str:
    """One sentence that says what an option does (tooltip and screen-reader description)."""
    texts = {
        "forced_capture": translate(
            "NewGameDialog", "When a figure can capture, one capture must be made."
        ),
        "jump_in_goal": translate(
            "NewGameDialog", "Figures may pass their own figures inside the goal lane."
        ),
        "one_figure_out": translate(
            "NewGameDialog", "Every player begins with one figure already on its start field."
        ),
        "roll_off": translate(
            "NewGameDialog", "Everybody rolls once and the highest roll begins; ties roll again."
        ),
        "play_on": translate(
            "NewGameDialog",
            "The game goes on after the first finisher until every place is decided.",
        ),
        "penalties": translate(
            "NewGameDialog",
            "Moves that break a duty are allowed and punished as on the original sheet.",
        ),
        "railway": translate(
            "NewGameDialog",
            "Every two to five table rounds a train crosses the board and sends home every "
            "figure on its two crossings.",
        ),
    }
    return texts[name]


def available_levels() -> list[str]:
    known = set(player_names())
    return [level for level in AI_LEVELS if level in known]


NETWORK = 2  # the dialog's result when the player chose "Network game…" instead


class NewGameDialog(QDialog):
    @staticmethod
    def default_setup() -> Setup:
        """What the dialog offers before the first game: you against three easy AIs."""
        return Setup(
            seats=(
                Seat.human(DEFAULT_NAMES[0]),
                *(Seat.ai("easy", DEFAULT_NAMES[s]) for s in range(1, SEAT_COUNT)),
            )
        )

    def __init__(self, setup: Setup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.setAccessibleName(translate("NewGameDialog", "New game"))
        self._levels = available_levels()
        self._kind_boxes: list[QComboBox] = []
        self._name_edits: list[QLineEdit] = []
        self._options: dict[str, QCheckBox] = {}
        self._syncing = False

        layout = QVBoxLayout(self)
        seats_box = QGroupBox(translate("NewGameDialog", "Players"), self)
        grid = QGridLayout(seats_box)
        grid.addWidget(QLabel(translate("NewGameDialog", "Seat"), seats_box), 0, 0)
        grid.addWidget(QLabel(translate("NewGameDialog", "Who plays"), seats_box), 0, 1)
        grid.addWidget(QLabel(translate("NewGameDialog", "Name"), seats_box), 0, 2)
        for seat in range(SEAT_COUNT):
            colour = colour_name(seat)
            swatch = QLabel(f"{symbol(seat)} {colour}", seats_box)
            swatch.setObjectName(f"seatColour{seat}")
            swatch.setStyleSheet(seat_text_css(seat))  # the yellow darkened: it reads
            kind = QComboBox(seats_box)
            kind.setObjectName(f"seatKind{seat}")
            kind.addItem(translate("NewGameDialog", "Human"), "human")
            for level in self._levels:
                text = translate("NewGameDialog", "Computer ({level})")
                kind.addItem(text.format(level=level_name(level)), f"ai:{level}")
            kind.addItem(translate("NewGameDialog", "Empty seat"), "empty")
            kind.setAccessibleName(
                translate("NewGameDialog", "Who plays {colour}").format(colour=colour)
            )
            kind_help = translate(
                "NewGameDialog",
                "Who plays {colour}: a person at this computer, the computer at a level, or "
                "nobody.",
            ).format(colour=colour)
            kind.setToolTip(kind_help)
            kind.setAccessibleDescription(kind_help)
            name = QLineEdit(seats_box)
            name.setObjectName(f"seatName{seat}")
            name.setMaxLength(24)
            name.setPlaceholderText(DEFAULT_NAMES[seat])
            name.setAccessibleName(
                translate("NewGameDialog", "Name of {colour}").format(colour=colour)
            )
            name_help = translate(
                "NewGameDialog",
                "The name the board, the move log and the ranking use for {colour}.",
            ).format(colour=colour)
            name.setToolTip(name_help)
            name.setAccessibleDescription(name_help)
            swatch.setBuddy(kind)
            grid.addWidget(swatch, seat + 1, 0)
            grid.addWidget(kind, seat + 1, 1)
            grid.addWidget(name, seat + 1, 2)
            self._kind_boxes.append(kind)
            self._name_edits.append(name)
        grid.setColumnStretch(2, 1)
        layout.addWidget(seats_box)

        game_box = QGroupBox(translate("NewGameDialog", "Game"), self)
        form = QFormLayout(game_box)
        self._mode = QComboBox(game_box)
        self._mode.addItem(translate("NewGameDialog", "Classic"), "classic")
        self._mode.addItem(translate("NewGameDialog", "Event mode"), "event")
        self._mode.currentIndexChanged.connect(self._on_mode)
        self._mode.setAccessibleName(translate("NewGameDialog", "Mode"))
        mode_help = translate(
            "NewGameDialog",
            "Classic is the board game as printed; event mode adds star fields, a wheel of "
            "fourteen events, special paths and other dice (penalties are a classic option).",
        )
        self._mode.setToolTip(mode_help)
        self._mode.setAccessibleDescription(mode_help)
        form.addRow(translate("NewGameDialog", "&Mode:"), self._mode)
        self._preset = QComboBox(game_box)
        self._preset.addItem(translate("NewGameDialog", "Classic rules"), "classic")
        self._preset.addItem(translate("NewGameDialog", "Original rules (1914 sheet)"), "original")
        self._preset.addItem(translate("NewGameDialog", "Custom"), "custom")
        self._preset.setAccessibleName(translate("NewGameDialog", "Rule preset"))
        preset_help = translate(
            "NewGameDialog",
            "Sets the options below to the classic rules or to the original 1914 sheet; "
            "changing an option makes it Custom.",
        )
        self._preset.setToolTip(preset_help)
        self._preset.setAccessibleDescription(preset_help)
        self._preset.currentIndexChanged.connect(self._on_preset)
        form.addRow(translate("NewGameDialog", "&Rules:"), self._preset)
        self._first = QComboBox(game_box)
        self._first.setAccessibleName(translate("NewGameDialog", "Who begins"))
        first_help = translate(
            "NewGameDialog",
            "The player who has the first turn (with a roll-off the dice decide instead).",
        )
        self._first.setToolTip(first_help)
        self._first.setAccessibleDescription(first_help)
        form.addRow(translate("NewGameDialog", "&Begins:"), self._first)
        for option in OPTION_FIELDS:
            box = QCheckBox(option_text(option), game_box)
            box.setObjectName(f"option_{option}")
            box.setAccessibleName(option_text(option))
            box.setAccessibleDescription(option_help(option))
            box.setToolTip(option_help(option))
            box.toggled.connect(self._on_option)
            form.addRow(box)
            self._options[option] = box
        layout.addWidget(game_box)

        self._problem = QLabel(self)
        self._problem.setWordWrap(True)
        self._problem.setStyleSheet("color: #b00020;")
        self._problem.setAccessibleName(translate("NewGameDialog", "Problem"))
        layout.addWidget(self._problem)

        self._buttons = QDialogButtonBox(self)
        self.start_button = self._buttons.addButton(
            translate("NewGameDialog", "&Start"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.start_button.setAccessibleName(translate("NewGameDialog", "Start the game"))
        start_help = translate(
            "NewGameDialog",
            "Ends the running game and starts this one (it asks first if the "
            "running game is not saved).",
        )
        self.start_button.setToolTip(start_help)
        self.start_button.setAccessibleDescription(start_help)
        self.start_button.setDefault(True)
        self.cancel_button = self._buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setAccessibleName(translate("NewGameDialog", "Cancel"))
        # Who only wants to join the family's table finds the way here too (it ends with
        # NETWORK: the window opens Game ▸ Network game…).
        self.network_button = self._buttons.addButton(
            translate("NewGameDialog", "&Network game…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        network_help = translate(
            "NewGameDialog",
            "Join a table of other computers, on this network or by an invite code, or host one.",
        )
        self.network_button.setAccessibleName(translate("NewGameDialog", "Network game"))
        self.network_button.setToolTip(network_help)
        self.network_button.setAccessibleDescription(network_help)
        self.network_button.clicked.connect(lambda: self.done(NETWORK))
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout.addWidget(self._buttons)

        for kind_box in self._kind_boxes:
            kind_box.currentIndexChanged.connect(self._validate)
        for edit in self._name_edits:
            edit.editingFinished.connect(self._validate)
        self.set_setup(setup or self.default_setup())
        self._kind_boxes[0].setFocus(Qt.FocusReason.OtherFocusReason)

    # --- setup in and out --------------------------------------------------------------------
    def set_setup(self, setup: Setup) -> None:
        for seat, box in enumerate(self._kind_boxes):
            entry = setup.seats[seat]
            if entry.kind is SeatKind.REMOTE:
                # After a LAN game: the players who were on the network are not at this
                # computer; the computer plays their seats, under their names (issue 22).
                entry = Seat.ai(REMOTE_LEVEL, entry.name)
            key = f"ai:{entry.level}" if entry.kind is SeatKind.AI else entry.kind.value
            index = box.findData(key)
            if index < 0 and entry.kind is SeatKind.AI and self._levels:
                index = box.findData(f"ai:{self._levels[0]}")
            box.setCurrentIndex(max(0, index))
            self._name_edits[seat].setText(entry.name)
        self._set_rules(setup.rules)
        self._mode.setCurrentIndex(
            self._mode.findData("event" if setup.rules.event_mode else "classic")
        )
        self._validate()
        first = self._first.findData(setup.first)
        self._first.setCurrentIndex(max(0, first))

    def setup(self) -> Setup:
        seats: list[Seat] = []
        for seat, box in enumerate(self._kind_boxes):
            kind, _, level = str(box.currentData()).partition(":")
            name = self._name_edits[seat].text().strip() or DEFAULT_NAMES[seat]
            seats.append(Seat(SeatKind(kind), name, level if kind == "ai" else ""))
        first = self._first.currentData()
        return Setup(self.rules(), tuple(seats), first if isinstance(first, int) else None)

    def rules(self) -> Rules:
        event = self._mode.currentData() == "event"
        values = {name: box.isChecked() for name, box in self._options.items()}
        if event:
            values["penalties"] = False  # (a classic-mode option)
        return Rules(event_mode=event, **values)

    def _on_mode(self) -> None:
        """Event mode has no penalties: the option is off and greyed out there."""
        box = self._options.get("penalties")
        if box is not None:
            event = self._mode.currentData() == "event"
            box.setEnabled(not event)
            if event:
                box.setChecked(False)

    # --- presets and options -----------------------------------------------------------------
    def _set_rules(self, rules: Rules) -> None:
        self._syncing = True
        for name, box in self._options.items():
            box.setChecked(bool(getattr(rules, name)))
        self._syncing = False
        self._sync_preset()

    def _on_preset(self) -> None:
        if self._syncing:
            return
        preset = self._preset.currentData()
        if preset == "classic":
            self._set_rules(CLASSIC)
        elif preset == "original":
            self._set_rules(ORIGINAL)

    def _on_option(self) -> None:
        if not self._syncing:
            self._sync_preset()
        self._first.setEnabled(not self._options["roll_off"].isChecked())

    def _sync_preset(self) -> None:
        rules = self.rules()
        preset = "custom"
        for name, candidate in (("classic", CLASSIC), ("original", ORIGINAL)):
            if all(
                getattr(rules, f.name) == getattr(candidate, f.name)
                for f in fields(Rules)
                if f.name in OPTION_FIELDS
            ):
                preset = name
        self._syncing = True
        self._preset.setCurrentIndex(self._preset.findData(preset))
        self._syncing = False

    # --- validation --------------------------------------------------------------------------
    def _validate(self) -> None:
        occupied = [s for s, box in enumerate(self._kind_boxes) if box.currentData() != "empty"]
        problem = ""
        if len(occupied) < 2:
            problem = translate("NewGameDialog", "A game needs at least two players.")
        elif len(occupied) == 2 and (occupied[0] - occupied[1]) % 2 != 0:
            problem = translate(
                "NewGameDialog",
                "Two players sit opposite each other: choose red and green, or blue and yellow.",
            )
        self._problem.setText(problem)
        self._problem.setVisible(bool(problem))
        self.start_button.setEnabled(not problem)
        for seat, edit in enumerate(self._name_edits):
            edit.setEnabled(seat in occupied)
        self._fill_first(occupied)

    def _fill_first(self, occupied: list[int]) -> None:
        """The seats that may begin: the occupied ones (a roll-off decides when it is on)."""
        chosen = self._first.currentData()
        self._first.blockSignals(True)
        self._first.clear()
        for seat in occupied:
            name = self._name_edits[seat].text().strip() or DEFAULT_NAMES[seat]
            text = translate("NewGameDialog", "{symbol} {colour} ({name})").format(
                symbol=symbol(seat), colour=colour_name(seat), name=name
            )
            self._first.addItem(text, seat)
        index = self._first.findData(chosen)
        self._first.setCurrentIndex(max(0, index))
        self._first.blockSignals(False)
        self._first.setEnabled(not self._options["roll_off"].isChecked())
