"""The side panel: whose turn, the die, tries left, the railway's countdown, the figure buttons,
Roll, camera and sound.

The panel only *shows* and *asks*: it emits :attr:`SidePanel.roll_clicked` and
:attr:`SidePanel.move_chosen` and the window hands them to the controller, which decides
whether the input is taken. Figure buttons are kept in a pool and reused, so the keyboard focus
chain (Tab / Shift+Tab) stays in figure order; Enter or Return on a focused figure button plays it.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.board import HOUSE, is_ring
from core.moves import Move
from core.position import Position
from madn_qt.texts import SEAT_RGB, colour_name, duty_text, place_short, place_text, symbol

translate = QCoreApplication.translate


class FigureButton(QPushButton):
    """A push button that also fires on Enter/Return (outside dialogs Qt only does Space)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice: Move | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.isEnabled():
            self.click()
            return
        super().keyPressEvent(event)


def move_label(seat: int, figure: int, progress: int, move: Move | None, victim: str) -> str:
    """ "Figure 2 — field 17 → 23", "Figure 1 — house → field 11", "Figure 3 — goal 2" """
    number = figure + 1
    if move is None:
        text = translate("SidePanel", "Figure {n} — {place}")
        return text.format(n=number, place=place_text(seat, progress))
    start = place_text(seat, move.start)
    if is_ring(move.start) and is_ring(move.target):
        target = place_short(seat, move.target)
    else:
        target = place_text(seat, move.target)
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


class SidePanel(QWidget):
    roll_clicked = Signal()
    move_chosen = Signal(object)  # Move
    follow_toggled = Signal(bool)
    sound_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self._buttons: list[FigureButton] = []
        self._warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self._names: dict[int, str] = {}
        self._hint: Move | None = None  # the suggested move of the decision now open
        self._filled: tuple[list[tuple[str, Move | None]], bool] = ([], False)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.35)
        huge = QFont(big)
        huge.setPointSizeF(big.pointSizeF() * 1.6)
        huge.setBold(True)

        layout = QVBoxLayout(self)
        self._turn_box = QGroupBox(self)
        turn_layout = QHBoxLayout(self._turn_box)
        self._swatch = QLabel(self._turn_box)
        self._swatch.setFixedSize(40, 40)
        self._swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._swatch.setFont(big)
        self._turn_label = QLabel(self._turn_box)
        self._turn_label.setFont(big)
        self._turn_label.setWordWrap(True)
        self._turn_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        turn_layout.addWidget(self._swatch)
        turn_layout.addWidget(self._turn_label, 1)
        layout.addWidget(self._turn_box)

        die_row = QHBoxLayout()
        self._die_label = QLabel("–", self)
        self._die_label.setFont(huge)
        self._die_label.setFrameShape(QFrame.Shape.StyledPanel)
        self._die_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._die_label.setMinimumSize(64, 64)
        self._tries_label = QLabel(self)
        self._tries_label.setFont(big)
        self._tries_label.setWordWrap(True)
        die_row.addWidget(self._die_label)
        die_row.addWidget(self._tries_label, 1)
        layout.addLayout(die_row)

        # The railway's countdown: always in this place while the rules have the railway (its
        # text changes, its height does not), hidden without it.
        self._train_label = QLabel(self)
        self._train_label.setObjectName("trainCountdown")
        self._train_label.setFont(big)
        self._train_label.setWordWrap(True)
        self._train_label.setFrameShape(QFrame.Shape.StyledPanel)
        self._train_label.setContentsMargins(6, 2, 6, 2)
        self._train_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self._train_label.hide()
        self._train_label.installEventFilter(self)
        self._train_rounds: int | None = None
        layout.addWidget(self._train_label)

        self._status = QLabel(self)
        self._status.setWordWrap(True)
        self._status.setFont(big)
        layout.addWidget(self._status)

        self._figures_box = QGroupBox(self)
        self._figures_layout = QVBoxLayout(self._figures_box)
        self._pass_button = FigureButton(self._figures_box)
        self._pass_button.clicked.connect(self._on_pass)
        self._pass_button.hide()
        self._figures_layout.addWidget(self._pass_button)
        layout.addWidget(self._figures_box)

        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setFont(big)
        self.roll_button.setMinimumHeight(44)
        self.roll_button.clicked.connect(self.roll_clicked)
        layout.addWidget(self.roll_button)

        self.camera_button = QPushButton(self)
        self.camera_button.setObjectName("cameraButton")
        self.camera_button.setCheckable(True)
        self.camera_button.setChecked(True)
        self.camera_button.toggled.connect(self._on_camera)
        self.sound_button = QPushButton(self)
        self.sound_button.setObjectName("soundButton")
        self.sound_button.setCheckable(True)
        self.sound_button.setChecked(True)
        self.sound_button.toggled.connect(self._on_sound)
        toggles = QHBoxLayout()
        toggles.addWidget(self.camera_button)
        toggles.addWidget(self.sound_button)
        layout.addLayout(toggles)
        layout.addStretch(1)
        self.retranslate()
        self.show_turn(None, "", True)

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self._turn_box.setTitle(translate("SidePanel", "Turn"))
        self._turn_box.setAccessibleName(translate("SidePanel", "Whose turn"))
        self._figures_box.setTitle(translate("SidePanel", "Figures"))
        self._figures_box.setAccessibleName(translate("SidePanel", "Figures of the player to move"))
        self._die_label.setAccessibleName(translate("SidePanel", "Die"))
        self._tries_label.setAccessibleName(translate("SidePanel", "Tries left"))
        self._status.setAccessibleName(translate("SidePanel", "Status"))
        self._turn_label.setAccessibleName(translate("SidePanel", "Player to move"))
        self._swatch.setAccessibleName(translate("SidePanel", "Colour of the player to move"))
        self._train_label.setAccessibleName(translate("SidePanel", "Train"))
        self._show_train_text()
        self.roll_button.setText(translate("SidePanel", "Roll (Space)"))
        self.roll_button.setAccessibleName(translate("SidePanel", "Roll the die"))
        self.roll_button.setToolTip(translate("SidePanel", "Roll the die (Space)"))
        self._on_camera(self.camera_button.isChecked(), emit=False)
        self._on_sound(self.sound_button.isChecked(), emit=False)

    # --- showing the game --------------------------------------------------------------------
    def show_turn(self, seat: int | None, name: str, human: bool) -> None:
        if seat is None:
            self._swatch.setText("")
            self._swatch.setStyleSheet("")
            self._turn_label.setText(translate("SidePanel", "No game running"))
            return
        if self._swatch.text() != symbol(seat):
            self._swatch.setText(symbol(seat))
            self._swatch.setStyleSheet(
                f"background-color: {SEAT_RGB[seat]}; color: white; border-radius: 6px;"
            )
        who = translate("SidePanel", "{name} ({colour})").format(
            name=name, colour=colour_name(seat)
        )
        if not human:
            who = translate("SidePanel", "{who} — computer").format(who=who)
        self._turn_label.setText(who)
        self._turn_box.setAccessibleDescription(who)

    def show_die(self, pips: int, tries_left: int | None, rolling: bool = False) -> None:
        """The last roll ("…" while the die still tumbles on the board) and the tries left."""
        if rolling:
            self._die_label.setText("…")
            self._die_label.setAccessibleDescription(translate("SidePanel", "rolling"))
        else:
            self._die_label.setText(str(pips) if pips else "–")
            self._die_label.setAccessibleDescription(str(pips) if pips else "")
        if tries_left is None:
            self._tries_label.setText("")
        else:
            self._tries_label.setText(
                translate("SidePanel", "Tries left: %n", "", tries_left)
            )

    def show_train(self, position: Position | None) -> None:
        """The railway's countdown from ``position.train`` (the table rounds still to end before
        the train passes); hidden when there is no game or its rules have no railway."""
        if position is None or not position.rules.railway:
            self._train_rounds = None
            self._train_label.hide()
            return
        self._train_rounds = position.train
        self._show_train_text()
        self._train_label.show()

    def train_text(self) -> str:
        """The countdown as shown ("" when hidden)."""
        return self._train_label.text() if not self._train_label.isHidden() else ""

    @staticmethod
    def _train_text(rounds: int) -> str:
        if rounds >= 2:
            return translate("SidePanel", "Train in %n table rounds", "", rounds)
        if rounds == 1:
            return translate("SidePanel", "The train comes after this round")
        return translate("SidePanel", "The next train is being scheduled")

    def _reserve_train_height(self) -> None:
        """Keep the countdown as tall as its tallest text at the label's width (bold for the
        last round), so a text that wraps to a second line does not make the panel jump."""
        label = self._train_label
        width = label.contentsRect().width() - 2 * label.margin()
        if width <= 0:
            return
        bold = QFont(label.font())
        bold.setBold(True)
        height = 0
        for rounds in (0, 1, 5):
            metrics = QFontMetrics(bold if rounds == 1 else label.font())
            box = metrics.boundingRect(
                QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, self._train_text(rounds)
            )
            height = max(height, box.height())
        margins = label.contentsMargins()
        frame = 2 * label.frameWidth()
        label.setMinimumHeight(height + margins.top() + margins.bottom() + frame)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._train_label and event.type() == QEvent.Type.Resize:
            self._reserve_train_height()  # (a new width: the texts may wrap differently)
        return super().eventFilter(watched, event)

    def _show_train_text(self) -> None:
        rounds = self._train_rounds
        if rounds is None:
            return
        self._reserve_train_height()
        text = self._train_text(rounds)
        # With no round left the line stands out (bold, the crossings' red).
        urgent = rounds == 1
        style = "font-weight: bold; color: #b3261e;" if urgent else ""
        if self._train_label.styleSheet() != style:
            self._train_label.setStyleSheet(style)
        if self._train_label.text() != text:
            self._train_label.setText(text)
            self._train_label.setAccessibleDescription(text)

    def set_status(self, text: str) -> None:
        self._status.setText(text)
        self._status.setAccessibleDescription(text)

    def set_names(self, names: dict[int, str]) -> None:
        self._names = dict(names)

    def show_figures(self, position: Position | None, moves: list[Move], active: bool) -> None:
        """One button per figure of the player to move; enabled when it has a move and
        ``active`` (a local human may choose now)."""
        if position is None:
            self._fill([])
            self._pass_button.hide()
            return
        if self._hint not in moves or not active:
            self._hint = None  # a hint belongs to the decision it was asked for
        seat = position.turn
        row = position.figures[seat]
        entries: list[tuple[str, Move | None]] = []
        house_move = next((m for m in moves if not m.is_pass and m.start == HOUSE), None)
        for figure, progress in enumerate(row):
            own = [m for m in moves if not m.is_pass and m.figure == figure]
            if not own and progress == HOUSE and house_move is not None:
                lowest_house = min(i for i, p in enumerate(row) if p == HOUSE)
                if figure == lowest_house:
                    own = [house_move]
            if not own:
                entries.append((move_label(seat, figure, progress, None, ""), None))
            for move in own:
                victim = self._names.get(move.capture[0], "") if move.capture else ""
                entries.append((move_label(seat, figure, progress, move, victim), move))
        self._fill(entries, active)
        pass_move = next((m for m in moves if m.is_pass), None)
        self._pass_button.choice = pass_move
        self._pass_button.setVisible(pass_move is not None)
        if pass_move is not None:
            text = translate("SidePanel", "Pass")
            if pass_move.breaks is not None:
                text = translate("SidePanel", "Pass\nPenalty: {duty}").format(
                    duty=duty_text(pass_move.breaks)
                )
            self._pass_button.setText(text)
            self._pass_button.setAccessibleName(text.replace("\n", " — "))
            self._pass_button.setIcon(self._warning if pass_move.breaks is not None else QIcon())
            self._pass_button.setEnabled(active)
        self._chain_focus()

    def _fill(self, entries: list[tuple[str, Move | None]], active: bool = False) -> None:
        self._filled = (entries, active)
        while len(self._buttons) < len(entries):
            button = FigureButton(self._figures_box)
            button.setObjectName(f"figureButton{len(self._buttons) + 1}")
            button.clicked.connect(self._on_figure)
            self._figures_layout.insertWidget(len(self._buttons), button)
            self._buttons.append(button)
        for index, button in enumerate(self._buttons):
            if index >= len(entries):
                button.hide()
                button.choice = None
                continue
            text, move = entries[index]
            button.choice = move
            suggested = move is not None and move == self._hint
            name = text
            if suggested:
                name = translate("SidePanel", "Suggested: {move}").format(move=text)
                text = translate("SidePanel", "★ {move}").format(move=text)
            button.setText(text)
            button.setAccessibleName(name.replace("\n", " — "))
            font = button.font()
            font.setBold(suggested)
            button.setFont(font)
            button.setEnabled(active and move is not None)
            breaks = move is not None and move.breaks is not None
            button.setIcon(self._warning if breaks else QIcon())
            button.show()

    def _chain_focus(self) -> None:
        chain: list[QWidget] = [b for b in self._buttons if not b.isHidden()]
        chain += [self._pass_button, self.roll_button, self.camera_button, self.sound_button]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def figure_buttons(self) -> list[FigureButton]:
        """The visible figure buttons, in order (tests, keyboard focus)."""
        return [b for b in self._buttons if not b.isHidden()]

    def focus_first_choice(self) -> None:
        """Focus the first figure whose move keeps the rules (a penalty move only if none)."""
        enabled = [b for b in self.figure_buttons() if b.isEnabled()]
        dutiful = [b for b in enabled if b.choice is not None and b.choice.breaks is None]
        for button in dutiful or enabled:
            button.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if not self._pass_button.isHidden() and self._pass_button.isEnabled():
            self._pass_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_hint(self, move: Move) -> bool:
        """Mark the enabled figure button that plays ``move`` as suggested (a star, bold, its
        name says so) and focus it; ``False`` if no button plays it. The mark lasts until the
        choice is made."""
        for button in self.figure_buttons():
            if button.isEnabled() and button.choice == move:
                self._hint = move
                self._fill(*self._filled)  # the same buttons, the suggested one marked
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return False

    def set_roll_enabled(self, enabled: bool) -> None:
        self.roll_button.setEnabled(enabled)

    # --- toggles -----------------------------------------------------------------------------
    def set_follow_camera(self, follow: bool) -> None:
        self.camera_button.setChecked(follow)

    def set_sound(self, on: bool) -> None:
        self.sound_button.setChecked(on)

    def _on_camera(self, follow: bool, emit: bool = True) -> None:
        # The button names what it does: while following, it offers the overview.
        if follow:
            text = translate("SidePanel", "Overview")
            tip = translate("SidePanel", "Keep the whole board in view")
        else:
            text = translate("SidePanel", "Follow camera")
            tip = translate("SidePanel", "Let the camera follow the moving figure")
        self.camera_button.setText(text)
        self.camera_button.setToolTip(tip)
        self.camera_button.setAccessibleName(text)
        if emit:
            self.follow_toggled.emit(follow)

    def _on_sound(self, on: bool, emit: bool = True) -> None:
        text = translate("SidePanel", "Sound on") if on else translate("SidePanel", "Sound off")
        self.sound_button.setText(text)
        self.sound_button.setAccessibleName(translate("SidePanel", "Sound"))
        self.sound_button.setAccessibleDescription(text)
        self.sound_button.setToolTip(translate("SidePanel", "Switch all sounds on or off"))
        if emit:
            self.sound_toggled.emit(on)

    def _on_figure(self) -> None:
        button = self.sender()
        if isinstance(button, FigureButton) and button.choice is not None:
            self.move_chosen.emit(button.choice)

    def _on_pass(self) -> None:
        if self._pass_button.choice is not None:
            self.move_chosen.emit(self._pass_button.choice)
