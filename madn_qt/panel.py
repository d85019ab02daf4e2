"""The side panel: whose turn, the die, tries left, the railway's countdown, the status line, the
figure buttons, Roll, the pace of the computer's turns, camera and sound.

The panel only *shows* and *asks*: it emits :attr:`SidePanel.roll_clicked`,
:attr:`SidePanel.move_chosen` and the toggles' signals, and the window hands them on; the
controller decides whether an input is taken.

Nothing in it jumps (docs/ui.md, "Panel"): every part keeps its place and its height for a whole
game, whatever the language, the names, the status text or whether Pass is on offer. Texts that
may wrap reserve the height of the tallest text they can show; the figure buttons are a pool as
large as the seat's figures (two lines high when the penalties option can add a second line); the
Pass button keeps its space while hidden when the rules can offer it; during a turn that is not
the local player's the figure buttons give way, in the same space, to a line that says who plays.

The keyboard (see :meth:`SidePanel.focus_choice`): the figure that has the focus is the *current
choice*, drawn with a thick ring (:class:`FocusRingButton`) and reported by
:attr:`SidePanel.choice_focused` (the board marks it); Tab, Shift+Tab and the arrow keys walk the
choices round and round, and Enter plays the current one from anywhere in the window.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QIcon,
)
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.board import HOUSE
from core.moves import Move
from core.position import Position
from core.rules import Rules
from madn_qt.figure_buttons import FigureButton, FocusRingButton, move_label, reserve_height
from madn_qt.panel_toggles import PanelToggles
from madn_qt.style import seat_badge_css
from madn_qt.texts import colour_name, duty_text, symbol

translate = QCoreApplication.translate
STATUS_GAP = 6  # pixels between the status line's text and the Figures box's title


class SidePanel(QWidget):
    roll_clicked = Signal()
    move_chosen = Signal(object)  # Move
    choice_focused = Signal(object)  # Move | None: the current choice (None: no choice open)
    follow_toggled = Signal(bool)
    sound_toggled = Signal(bool)
    pace_clicked = Signal()  # the pace button: the window goes on to the next pace

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self._buttons: list[FigureButton] = []
        self._warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self._names: dict[int, str] = {}
        self._hint: Move | None = None  # the suggested move of the decision now open
        self._filled: tuple[list[tuple[str, Move | None]], bool] = ([], False)
        self._current: FigureButton | None = None  # the current choice's button
        self._current_move: Move | None = None
        self._rules = Rules()
        self._figure_count = self._rules.figures
        self._turn_texts: list[str] = []  # every text the turn line can show in this game
        self._status_texts: list[str] = []  # every status text of this game
        self._other_texts: list[str] = []  # every "who plays" line of this game
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.35)
        huge = QFont(big)
        huge.setPointSizeF(big.pointSizeF() * 1.6)
        huge.setBold(True)
        self._big = big

        layout = QVBoxLayout(self)
        # Whose turn, their tries and their die: one row, the die always at its right.
        self._turn_box = QGroupBox(self)
        turn_layout = QHBoxLayout(self._turn_box)
        self._swatch = QLabel(self._turn_box)
        self._swatch.setFixedSize(40, 40)
        self._swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._swatch.setFont(big)
        who_column = QVBoxLayout()
        who_column.setSpacing(2)
        self._turn_label = QLabel(self._turn_box)
        self._turn_label.setFont(big)
        self._turn_label.setWordWrap(True)
        self._turn_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self._tries_label = QLabel(self._turn_box)
        self._tries_label.setWordWrap(True)
        self._tries_label.setFixedHeight(QFontMetrics(self._tries_label.font()).height() + 2)
        who_column.addWidget(self._turn_label)
        who_column.addWidget(self._tries_label)
        who_column.addStretch(1)
        self._die_label = QLabel("–", self._turn_box)
        self._die_label.setObjectName("dieBox")
        self._die_label.setFont(huge)
        self._die_label.setFrameShape(QFrame.Shape.StyledPanel)
        self._die_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._die_label.setFixedSize(64, 64)
        turn_layout.addWidget(self._swatch, 0, Qt.AlignmentFlag.AlignTop)
        turn_layout.addLayout(who_column, 1)
        turn_layout.addWidget(self._die_label, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self._turn_box)

        # The railway's countdown: always in this place while the rules have the railway (its
        # text changes, its height does not), hidden without it.
        self._train_label = QLabel(self)
        self._train_label.setObjectName("trainCountdown")
        self._train_label.setFont(big)
        self._train_label.setWordWrap(True)
        self._train_label.setFrameShape(QFrame.Shape.StyledPanel)
        self._train_label.setContentsMargins(6, 2, 6, 2)
        self._train_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self._train_label.hide()
        self._train_rounds: int | None = None
        layout.addWidget(self._train_label)

        self._status = QLabel(self)
        self._status.setObjectName("statusLine")
        self._status.setWordWrap(True)
        self._status.setFont(big)
        self._status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Room below its last line (reserve_height counts the margins): the Figures box's bold
        # title follows at once, and the end of the game's "Ctrl+N: a new game." stays clear of it.
        self._status.setContentsMargins(0, 0, 0, STATUS_GAP)
        layout.addWidget(self._status)

        self._figures_box = QGroupBox(self)
        box_layout = QVBoxLayout(self._figures_box)
        box_layout.setContentsMargins(4, 4, 4, 4)
        self._figures_stack = QStackedWidget(self._figures_box)
        page = QWidget(self._figures_stack)
        self._figures_layout = QVBoxLayout(page)
        self._figures_layout.setContentsMargins(0, 0, 0, 0)
        self._pass_button = FigureButton(page)
        self._pass_button.setObjectName("passButton")
        self._pass_button.clicked.connect(self._on_pass)
        self._pass_button.focused.connect(self._on_button_focused)
        self._pass_button.step.connect(self.focus_choice)
        self._pass_button.hide()
        self._figures_layout.addWidget(self._pass_button)
        self._figures_layout.addStretch(1)
        self._figures_stack.addWidget(page)
        # While another player (the computer, a network player) is to move: who plays, in the
        # figure buttons' place, so that nothing looks like the local player's to choose.
        self._other_label = QLabel(self._figures_stack)
        self._other_label.setObjectName("otherPlayer")
        self._other_label.setWordWrap(True)
        self._other_label.setFont(big)
        self._other_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._other_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        # (no keyboard focus and no caret: it is read out by its description, and the keys of the
        # game stay with the window)
        self._other_label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._figures_stack.addWidget(self._other_label)
        box_layout.addWidget(self._figures_stack)
        layout.addWidget(self._figures_box)

        self.roll_button = FocusRingButton(self)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setFont(big)
        self.roll_button.setMinimumHeight(44)
        self.roll_button.clicked.connect(self.roll_clicked)
        layout.addWidget(self.roll_button)

        self.toggles = PanelToggles(self)
        self.pace_button = self.toggles.pace_button
        self.camera_button = self.toggles.camera_button
        self.sound_button = self.toggles.sound_button
        self.toggles.pace_clicked.connect(self.pace_clicked)
        self.toggles.follow_toggled.connect(self.follow_toggled)
        self.toggles.sound_toggled.connect(self.sound_toggled)
        layout.addWidget(self.toggles)
        layout.addStretch(1)
        for label in (self._turn_label, self._status, self._train_label, self._other_label):
            label.installEventFilter(self)
        self._make_buttons(self._figure_count)
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
        self._other_label.setAccessibleName(translate("SidePanel", "Who plays"))
        self._show_train_text()
        self.roll_button.setText(translate("SidePanel", "Roll (Space)"))
        self.roll_button.setAccessibleName(translate("SidePanel", "Roll the die"))
        self.roll_button.setToolTip(translate("SidePanel", "Roll the die (Space)"))
        self.toggles.retranslate()
        self._reserve_all()

    # --- a new game --------------------------------------------------------------------------
    def set_rules(self, rules: Rules) -> None:
        """The rules of the game now starting: how many figure buttons, whether they need a
        second line (penalties) and whether Pass can appear (its space is then kept)."""
        self._rules = rules
        self._make_buttons(rules.figures)
        policy = self._pass_button.sizePolicy()
        policy.setRetainSizeWhenHidden(rules.penalties)
        self._pass_button.setSizePolicy(policy)
        height = self._button_height(two_lines=rules.penalties)
        for button in [*self._buttons, self._pass_button]:
            button.setFixedHeight(height)
        # A stacked widget does not pass its page's new size on to the layouts around it: the
        # figures' page (every button and Pass) sets the stack's height itself, and the layouts
        # around are told.
        page = self._figures_layout.parentWidget()
        assert page is not None
        self._figures_layout.invalidate()
        self._figures_stack.setMinimumHeight(page.minimumSizeHint().height())
        for layout in (self._figures_box.layout(), self.layout()):
            if layout is not None:
                layout.invalidate()

    def _button_height(self, two_lines: bool) -> int:
        probe = FigureButton()
        probe.setFont(self._pass_button.font())
        probe.setIcon(self._warning)
        probe.setText("Xg\nXg" if two_lines else "Xg")
        height = probe.sizeHint().height()
        probe.deleteLater()
        return height

    def _make_buttons(self, count: int) -> None:
        self._figure_count = count
        while len(self._buttons) < count:
            button = FigureButton(self._pass_button.parentWidget())
            button.setObjectName(f"figureButton{len(self._buttons) + 1}")
            button.clicked.connect(self._on_figure)
            button.focused.connect(self._on_button_focused)
            button.step.connect(self.focus_choice)
            self._figures_layout.insertWidget(len(self._buttons), button)
            self._buttons.append(button)
        for index, button in enumerate(self._buttons):
            button.setVisible(index < count)

    def set_names(self, names: dict[int, str]) -> None:
        self._names = dict(names)

    def reserve_texts(self, turn: list[str], status: list[str], other: list[str]) -> None:
        """Every text the turn line, the status line and the "who plays" line can show in this
        game (all seats' names, in the language now in use): each line is as tall as its
        tallest text, so that none of them makes the panel jump."""
        self._turn_texts, self._status_texts, self._other_texts = turn, status, other
        self._reserve_all()

    def _reserve_all(self) -> None:
        reserve_height(self._turn_label, self._turn_texts or ["X"])
        reserve_height(self._status, self._status_texts or ["X\nX"])
        self._reserve_train_height()
        self._reserve_other_height()

    def _reserve_other_height(self) -> None:
        """The "who plays" line must fit the figure buttons' place, which it takes."""
        label = self._other_label
        width = label.width()
        if width <= 0 or not self._other_texts:
            return
        metrics = QFontMetrics(label.font())
        height = max(
            metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, t).height()
            for t in self._other_texts
        )
        label.setMinimumHeight(height)

    # --- showing the game --------------------------------------------------------------------
    def show_turn(self, seat: int | None, name: str, human: bool, kind: str = "") -> None:
        """Whose turn: the colour, the name and (for a seat played elsewhere) who plays it."""
        if seat is None:
            self._swatch.setText("")
            self._swatch.setStyleSheet("")
            self._turn_label.setText(translate("SidePanel", "No game running"))
            self._turn_box.setAccessibleDescription(self._turn_label.text())
            return
        if self._swatch.text() != symbol(seat):
            self._swatch.setText(symbol(seat))
            self._swatch.setStyleSheet(seat_badge_css(seat))  # the seat's paint, readable ink
        who = self.turn_text(seat, name, human, kind)
        self._turn_label.setText(who)
        self._turn_box.setAccessibleDescription(who)

    @staticmethod
    def turn_text(seat: int, name: str, human: bool, kind: str = "") -> str:
        who = translate("SidePanel", "{name} ({colour})").format(
            name=name, colour=colour_name(seat)
        )
        if human:
            return who
        if kind == "remote":
            return translate("SidePanel", "{who} — at another computer").format(who=who)
        return translate("SidePanel", "{who} — computer").format(who=who)

    @staticmethod
    def other_text(seat: int, name: str, kind: str = "") -> str:
        """The line in the figure buttons' place while a seat played elsewhere moves."""
        who = translate("SidePanel", "{name} ({colour})").format(
            name=name, colour=colour_name(seat)
        )
        if kind == "remote":
            return translate("SidePanel", "{who} plays at another computer.").format(who=who)
        return translate("SidePanel", "The computer plays for {who}.").format(who=who)

    def show_die(self, pips: int, tries_left: int | None, rolling: bool = False) -> None:
        """The current player's roll ("…" while the die still tumbles on the board, "–" before
        the turn's first roll) and, in a series of tries, the tries left."""
        if rolling:
            self._die_label.setText("…")
            self._die_label.setAccessibleDescription(translate("SidePanel", "rolling"))
        else:
            self._die_label.setText(str(pips) if pips else "–")
            self._die_label.setAccessibleDescription(str(pips) if pips else "")
        if tries_left is None:
            self._tries_label.setText("")
        else:
            self._tries_label.setText(translate("SidePanel", "Tries left: %n", "", tries_left))
        self._tries_label.setAccessibleDescription(self._tries_label.text())

    def die_text(self) -> str:
        return self._die_label.text()

    def tries_text(self) -> str:
        return self._tries_label.text()

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
        if event.type() == QEvent.Type.Resize:  # a new width: the texts may wrap differently
            if watched is self._train_label:
                self._reserve_train_height()
            elif watched is self._turn_label:
                reserve_height(self._turn_label, self._turn_texts or ["X"])
            elif watched is self._status:
                reserve_height(self._status, self._status_texts or ["X\nX"])
            elif watched is self._other_label:
                self._reserve_other_height()
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
        if self._status.text() != text:
            self._status.setText(text)
            self._status.setAccessibleDescription(text)

    def status_text(self) -> str:
        return self._status.text()

    def show_figures(
        self,
        position: Position | None,
        moves: list[Move],
        active: bool,
        other: str = "",
    ) -> None:
        """One button per figure of the player to move; enabled when it has a move and
        ``active`` (a local human may choose now). With ``other`` (a seat played by the computer
        or elsewhere is to move) that line stands in the buttons' place instead."""
        if position is None:
            self._fill([])
            self._pass_button.hide()
            self._figures_stack.setCurrentIndex(0)
            self._set_current(None)
            return
        if self._hint not in moves or not active:
            self._hint = None  # a hint belongs to the decision it was asked for
        if other:
            self._other_label.setText(other)
            self._other_label.setAccessibleDescription(other)
            self._figures_stack.setCurrentIndex(1)
        else:
            self._figures_stack.setCurrentIndex(0)
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
        self._fill(entries, active and not other)
        pass_move = next((m for m in moves if m.is_pass), None)
        self._pass_button.choice = pass_move
        self._pass_button.setVisible(pass_move is not None and not other)
        if pass_move is not None:
            text = translate("SidePanel", "Pass")
            if pass_move.breaks is not None:
                text = translate("SidePanel", "Pass\nPenalty: {duty}").format(
                    duty=duty_text(pass_move.breaks)
                )
            self._pass_button.setText(text)
            self._pass_button.setAccessibleName(text.replace("\n", " — "))
            self._pass_button.setIcon(self._warning if pass_move.breaks is not None else QIcon())
            self._pass_button.setEnabled(active and not other)
        self._chain_focus()
        current = self._current
        if current is None or not self._is_choice(current) or current.choice != self._current_move:
            self._set_current(None)

    def _fill(self, entries: list[tuple[str, Move | None]], active: bool = False) -> None:
        self._filled = (entries, active)
        if len(entries) > len(self._buttons):
            self._make_buttons(len(entries))
        for index, button in enumerate(self._buttons):
            if index >= len(entries):
                button.setVisible(index < self._figure_count)
                button.setText("")
                button.setAccessibleName("")
                button.setIcon(QIcon())
                button.setEnabled(False)
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
        chain += [
            self._pass_button,
            self.roll_button,
            self.pace_button,
            self.camera_button,
            self.sound_button,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def figure_buttons(self) -> list[FigureButton]:
        """The visible figure buttons, in order (tests, keyboard focus)."""
        return [b for b in self._buttons if not b.isHidden()]

    def pass_button(self) -> FigureButton:
        return self._pass_button

    # --- the current choice and the keyboard -------------------------------------------------
    def _is_choice(self, button: FigureButton) -> bool:
        return (
            button.isEnabled()
            and button.choice is not None
            and not button.isHidden()
            and self._figures_stack.currentIndex() == 0
        )

    def choice_buttons(self) -> list[FigureButton]:
        """The buttons that play a move now, in order (the figures', then Pass)."""
        return [b for b in [*self._buttons, self._pass_button] if self._is_choice(b)]

    def current_choice(self) -> Move | None:
        """The move Enter plays now: the current choice's (the first move that keeps the rules
        when none has been picked); ``None`` when no choice is open."""
        if self._current is not None and self._is_choice(self._current):
            return self._current.choice
        first = self._first_choice()
        return None if first is None else first.choice

    def _first_choice(self) -> FigureButton | None:
        buttons = self.choice_buttons()
        dutiful = [b for b in buttons if b.choice is not None and b.choice.breaks is None]
        chosen = dutiful or buttons
        return chosen[0] if chosen else None

    def focus_first_choice(self) -> None:
        """Focus the first figure whose move keeps the rules (a penalty move only if none)."""
        button = self._first_choice()
        if button is not None:
            button.setFocus(Qt.FocusReason.OtherFocusReason)
            self._set_current(button)

    def focus_current_choice(self) -> bool:
        """Give the keyboard focus back to the current choice (after a dialog, a click
        elsewhere); ``False`` when no choice is open."""
        button = (
            self._current
            if self._current is not None and self._is_choice(self._current)
            else self._first_choice()
        )
        if button is None:
            return False
        button.setFocus(Qt.FocusReason.OtherFocusReason)
        self._set_current(button)
        return True

    def focus_choice(self, step: int) -> bool:
        """Tab / Shift+Tab / arrow keys: focus the next (``step`` 1) or previous (-1) choice,
        round and round — with a single choice the focus stays on it. From outside the
        choices the current one gets the focus. ``False`` when no choice is open."""
        buttons = self.choice_buttons()
        if not buttons:
            return False
        focused = next((b for b in buttons if b.hasFocus()), None)
        if focused is None:
            return self.focus_current_choice()
        button = buttons[(buttons.index(focused) + step) % len(buttons)]
        reason = Qt.FocusReason.TabFocusReason if step > 0 else Qt.FocusReason.BacktabFocusReason
        button.setFocus(reason)
        self._set_current(button)
        return True

    def _on_button_focused(self) -> None:
        button = self.sender()
        if isinstance(button, FigureButton) and self._is_choice(button):
            self._set_current(button)

    def _set_current(self, button: FigureButton | None) -> None:
        self._current = button
        move = None if button is None else button.choice
        if move != self._current_move or (move is None) != (self._current_move is None):
            self._current_move = move
            self.choice_focused.emit(move)

    def show_hint(self, move: Move) -> bool:
        """Mark the enabled figure button that plays ``move`` as suggested (a star, bold, its
        name says so) and focus it; ``False`` if no button plays it. The mark lasts until the
        choice is made."""
        for button in self.figure_buttons():
            if button.isEnabled() and button.choice == move:
                self._hint = move
                self._fill(*self._filled)  # the same buttons, the suggested one marked
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                self._set_current(button)
                return True
        return False

    def set_roll_enabled(self, enabled: bool) -> None:
        self.roll_button.setEnabled(enabled)

    # --- toggles -----------------------------------------------------------------------------
    def set_follow_camera(self, follow: bool) -> None:
        self.toggles.set_follow_camera(follow)

    def set_sound(self, on: bool) -> None:
        self.toggles.set_sound(on)

    def set_sound_available(self, available: bool) -> None:
        self.toggles.set_sound_available(available)

    def set_pace(self, pace: str) -> None:
        self.toggles.set_pace(pace)

    def _on_figure(self) -> None:
        button = self.sender()
        if isinstance(button, FigureButton) and button.choice is not None:
            self.move_chosen.emit(button.choice)

    def _on_pass(self) -> None:
        if self._pass_button.choice is not None:
            self.move_chosen.emit(self._pass_button.choice)
