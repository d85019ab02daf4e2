"""'Play on from here': who plays each seat of the game a replay shows, from the step shown on.

:class:`PlayOnDialog` offers the record's occupied seats (the same seats, names and rules): for
each, a person at this computer or the computer at a level, starting from what the record says
(a network player is a person here, an unknown level the normal one). A person may take any seat,
or several; the seats cannot change (the position has them). :meth:`PlayOnDialog.setup` is the
new game's setup; the main window starts it from the replay's position
(:class:`madn_qt.replay.files.ReplayOpener`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from core.setup import Seat, SeatKind, Setup
from madn_qt.dialogs.new_game import available_levels
from madn_qt.style import seat_text_css
from madn_qt.texts import colour_name, level_name, symbol

translate = QCoreApplication.translate
PERSON = "human"


class PlayOnDialog(QDialog):
    """Who plays each seat from the replay's step on (see the module's docstring)."""

    def __init__(self, setup: Setup, step: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playOnDialog")
        self._setup = setup
        title = translate("PlayOnDialog", "Play on from here")
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        layout = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "PlayOnDialog",
                "A new game starts at step {step} of the replay, with the same seats and rules. "
                "Who plays each seat?",
            ).format(step=step),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        box = QGroupBox(translate("NewGameDialog", "Players"), self)
        grid = QGridLayout(box)
        self.kind_boxes: dict[int, QComboBox] = {}
        levels = available_levels()
        for row, seat in enumerate(setup.occupied):
            colour = colour_name(seat)
            label = QLabel(
                translate("PlayOnDialog", "{symbol} {name} ({colour})").format(
                    symbol=symbol(seat), name=setup.name(seat), colour=colour
                ),
                box,
            )
            label.setStyleSheet(seat_text_css(seat))
            kind = QComboBox(box)
            kind.setObjectName(f"playOnKind{seat}")
            kind.addItem(translate("NewGameDialog", "Human"), PERSON)
            for level in levels:
                text = translate("NewGameDialog", "Computer ({level})")
                kind.addItem(text.format(level=level_name(level)), level)
            kind.setAccessibleName(
                translate("NewGameDialog", "Who plays {colour}").format(colour=colour)
            )
            kind.setCurrentIndex(max(0, kind.findData(self._default(setup.seats[seat], levels))))
            label.setBuddy(kind)
            grid.addWidget(label, row, 0)
            grid.addWidget(kind, row, 1)
            self.kind_boxes[seat] = kind
        grid.setColumnStretch(1, 1)
        layout.addWidget(box)
        buttons = QDialogButtonBox(self)
        self.play_button = buttons.addButton(
            translate("PlayOnDialog", "&Play on"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.play_button.setObjectName("playOnStart")
        self.play_button.setAccessibleName(translate("PlayOnDialog", "Play on from this step"))
        self.play_button.setDefault(True)
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAccessibleName(translate("NewGameDialog", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    @staticmethod
    def _default(seat: Seat, levels: list[str]) -> str:
        if seat.kind is SeatKind.AI:
            return seat.level if seat.level in levels else "normal"
        return PERSON

    def choose(self, seat: int, kind: str) -> None:
        """Seat ``seat`` played by ``kind``: ``"human"`` or an AI level (tests, keyboard)."""
        box = self.kind_boxes[seat]
        box.setCurrentIndex(box.findData(kind))

    def setup(self) -> Setup:
        """The record's setup with the seats' players as chosen (names and rules as they were)."""
        seats = list(self._setup.seats)
        for seat, box in self.kind_boxes.items():
            name = self._setup.name(seat)
            kind = str(box.currentData())
            seats[seat] = Seat.human(name) if kind == PERSON else Seat.ai(kind, name)
        return self._setup.with_seats(tuple(seats))
