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

The panel is made here (:class:`SidePanel`: its widgets, the turn line, the die, the status line,
Roll and the toggles); it owns two collaborators with their own state: the Figures box with its
buttons and the current choice (:class:`~madn_qt.panel.choices.PanelChoices`, :attr:`figures`)
and the lines that keep their height, with the railway's countdown
(:class:`~madn_qt.panel.texts.WrappingLines`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.moves import Move
from core.position import Position
from core.rules import Rules
from madn_qt.panel import texts
from madn_qt.panel.choices import PanelChoices
from madn_qt.panel.die_face import EMPTY_SHARE, empty_die
from madn_qt.panel.event_box import EventBox
from madn_qt.panel.figure_buttons import FigureButton as FigureButton  # (tests import it from here)
from madn_qt.panel.figure_buttons import FocusRingButton
from madn_qt.panel.seat_rows import SeatRows
from madn_qt.panel.texts import WrappingLines
from madn_qt.panel.toggles import PanelToggles
from madn_qt.style import seat_badge_css
from madn_qt.texts import symbol

translate = QCoreApplication.translate
STATUS_GAP = 6  # pixels between the status line's text and what follows it


class SidePanel(QWidget):
    """The side panel; it owns its Figures box (:class:`PanelChoices`) and its lines that keep
    their height (:class:`WrappingLines`)."""

    roll_clicked = Signal()
    move_chosen = Signal(object)  # Move
    choice_focused = Signal(object)  # Move | None: the current choice (None: no choice open)
    follow_toggled = Signal(bool)
    sound_toggled = Signal(bool)
    pace_clicked = Signal()  # the pace button: the window goes on to the next pace

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.35)
        huge = QFont(big)
        huge.setPointSizeF(big.pointSizeF() * 1.6)
        huge.setBold(True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        # Whose turn, their tries and their die: one row, the die always at its right. (No
        # title: the colour, the name and the die say it; the box's name says it to a screen
        # reader.)
        self._turn_box = QGroupBox(self)
        self._turn_box.setObjectName("turnBox")
        turn_layout = QHBoxLayout(self._turn_box)
        turn_layout.setContentsMargins(6, 4, 6, 4)
        self._swatch = QLabel(self._turn_box)
        self._swatch.setFixedSize(40, 40)
        self._swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._swatch.setFont(big)
        who_column = QVBoxLayout()
        who_column.setSpacing(2)
        self._turn_label = QLabel(self._turn_box)
        self._turn_label.setObjectName("turnLine")
        self._turn_label.setFont(big)
        self._turn_label.setWordWrap(True)
        self._tries_label = QLabel(self._turn_box)
        self._tries_label.setObjectName("triesLine")
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
        self._die_label.setFixedSize(58, 58)
        turn_layout.addWidget(self._swatch, 0, Qt.AlignmentFlag.AlignTop)
        turn_layout.addLayout(who_column, 1)
        turn_layout.addWidget(self._die_label, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self._turn_box)

        # The railway's countdown: always in this place while the rules have the railway (its
        # text changes, its height does not), hidden without it.
        self._train_label = QLabel(self)
        self._train_label.setObjectName("trainCountdown")
        self._train_label.setWordWrap(True)
        self._train_label.setFrameShape(QFrame.Shape.StyledPanel)
        self._train_label.setContentsMargins(6, 1, 6, 1)
        self._train_label.hide()
        layout.addWidget(self._train_label)
        # Event mode: every player's pip counter on its way to the wheel, skips, two dice, a
        # knock-out (madn_qt.panel.seat_rows), and the dice in use (madn_qt.panel.dice_text);
        # hidden in the classic game.
        self.seat_rows = SeatRows(self)
        layout.addWidget(self.seat_rows)
        self._event_line = QLabel(self)
        self._event_line.setObjectName("eventLine")
        self._event_line.setContentsMargins(6, 0, 6, 0)
        self._event_line.setWordWrap(True)
        self._event_line.hide()
        layout.addWidget(self._event_line)

        self._status = QLabel(self)
        self._status.setObjectName("statusLine")
        self._status.setWordWrap(True)
        self._status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Room below its last line (reserve_height counts the margins): the Figures box follows
        # at once, and the end of the game's "Ctrl+N: a new game." stays clear of it.
        self._status.setContentsMargins(2, 0, 2, STATUS_GAP)
        layout.addWidget(self._status)

        # The figures of the player to move, the "who plays" line in their place
        # (madn_qt.panel.choices).
        self.figures = PanelChoices(self, big)
        self.figures.move_chosen.connect(self.move_chosen)
        self.figures.choice_focused.connect(self.choice_focused)
        # Event mode: the wheel, the drawn event and its answer, in the figures' place while an
        # event is on (madn_qt.panel.event_box); hidden otherwise.
        self.event_box = EventBox(self)
        self.event_box.installEventFilter(self)  # (its showing and hiding: the Figures box)
        self._watching = False
        layout.addWidget(self.event_box)
        layout.addWidget(self.figures.box)
        # No label of the panel takes the keyboard focus or shows a text caret (a caret blinked
        # in the "who plays" line after Enter, when the stack gave it the focus of the figure
        # button that went): each is read out by its accessible name and description, and the
        # keys of the game stay with the window.
        for label in (
            self._swatch,
            self._turn_label,
            self._tries_label,
            self._die_label,
            self._train_label,
            self._event_line,
            self._status,
        ):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for label in (self._turn_label, self._train_label, self._event_line, self._status):
            # (their texts wrap at the column's width and never widen it; each keeps the height
            # of its tallest text: WrappingLines)
            policy = label.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
            label.setSizePolicy(policy)

        layout.addStretch(1)
        # Roll and the toggles: the panel's actions, in a row of their own that the side column
        # keeps in view below the panel whatever the panel shows (SideColumn: never scrolled
        # away, never under the move log); a panel on its own has them at its foot.
        self.action_row = QWidget(self)
        self.action_row.setObjectName("panelActions")
        actions_layout = QVBoxLayout(self.action_row)
        actions_layout.setContentsMargins(6, 0, 6, 6)
        actions_layout.setSpacing(6)
        self.roll_button = FocusRingButton(self.action_row)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setFont(big)
        self.roll_button.setMinimumHeight(40)
        self.roll_button.clicked.connect(self.roll_clicked)
        actions_layout.addWidget(self.roll_button)

        self.toggles = PanelToggles(self.action_row)
        self.pace_button = self.toggles.pace_button
        self.camera_button = self.toggles.camera_button
        self.sound_button = self.toggles.sound_button
        self.toggles.pace_clicked.connect(self.pace_clicked)
        self.toggles.follow_toggled.connect(self.follow_toggled)
        self.toggles.sound_toggled.connect(self.sound_toggled)
        actions_layout.addWidget(self.toggles)
        layout.addWidget(self.action_row)
        self.figures.tab_tail = (
            self.roll_button,
            self.pace_button,
            self.camera_button,
            self.sound_button,
        )
        self._lines = WrappingLines(
            self, self._turn_label, self._status, self._train_label, self.figures.other_label
        )
        self.figures.make_buttons(Rules().figures)
        self.retranslate()
        self.show_turn(None, "", True)
        self.show_figures(None, [], False)

    def take_action_row(self) -> QWidget:
        """Roll and the toggles, out of the panel's own layout: the side column places them
        where they stay in view (below the part of the panel that may scroll)."""
        layout = self.layout()
        if layout is not None:
            layout.removeWidget(self.action_row)
        return self.action_row

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.event_box.retranslate()
        self._turn_box.setAccessibleName(translate("SidePanel", "Whose turn"))
        self.figures.retranslate()
        self._die_label.setAccessibleName(translate("SidePanel", "Die"))
        self._tries_label.setAccessibleName(translate("SidePanel", "Tries left"))
        self._status.setAccessibleName(translate("SidePanel", "Status"))
        self._turn_label.setAccessibleName(translate("SidePanel", "Player to move"))
        self._swatch.setAccessibleName(translate("SidePanel", "Colour of the player to move"))
        self._train_label.setAccessibleName(translate("SidePanel", "Train"))
        self._lines.show_train_text()
        self.roll_button.setText(translate("SidePanel", "Roll (Space)"))
        self.roll_button.setAccessibleName(translate("SidePanel", "Roll the die"))
        self.roll_button.setToolTip(translate("SidePanel", "Roll the die (Space)"))
        self.toggles.retranslate()
        if self.figures.no_game:
            self.show_figures(None, [], False)  # its line in the new language
        self._lines.reserve_all()

    # --- a new game --------------------------------------------------------------------------
    def set_names(self, names: dict[int, str]) -> None:
        self.figures.set_names(names)

    def set_rules(self, rules: Rules) -> None:
        """The rules of the game now starting (:meth:`PanelChoices.set_rules`)."""
        self.figures.set_rules(rules)

    def reserve_texts(self, turn: list[str], status: list[str], other: list[str]) -> None:
        """Every text the panel's wrapping lines can show in this game
        (:meth:`WrappingLines.reserve`)."""
        self._lines.reserve(turn, status, other)

    turn_text = staticmethod(texts.turn_text)
    other_text = staticmethod(texts.other_text)

    # --- showing the game --------------------------------------------------------------------
    def show_turn(
        self, seat: int | None, name: str, human: bool, kind: str = "", level: str = ""
    ) -> None:
        """Whose turn: the colour, the name and (for a seat played elsewhere) who plays it."""
        if seat is None:
            self._swatch.setText("")
            self._swatch.setStyleSheet("")
            self._turn_label.setText(texts.no_game_turn_text())
            self._turn_box.setAccessibleDescription(self._turn_label.text())
            return
        if self._swatch.text() != symbol(seat):
            self._swatch.setText(symbol(seat))
            self._swatch.setStyleSheet(seat_badge_css(seat))  # the seat's paint, readable ink
        who = texts.turn_text(seat, name, human, kind, level)
        self._turn_label.setText(who)
        self._turn_box.setAccessibleDescription(who)

    def show_die(self, pips: int, tries_left: int | None, rolling: bool = False) -> None:
        """The current player's roll ("…" while the die still tumbles on the board, an empty
        die before the turn's first roll: "not rolled yet") and, in a series of tries, the
        tries left."""
        if rolling:
            self._die_label.setText("…")
            self._die_label.setAccessibleDescription(translate("SidePanel", "rolling"))
        elif pips:
            self._die_label.setText(str(pips))
            self._die_label.setAccessibleDescription(str(pips))
        else:
            side = round(self._die_label.height() * EMPTY_SHARE)
            ratio = self._die_label.devicePixelRatioF()
            self._die_label.setPixmap(empty_die(side, ratio))
            self._die_label.setAccessibleDescription(translate("SidePanel", "not rolled yet"))
        if tries_left is None:
            self._tries_label.setText("")
        else:
            self._tries_label.setText(translate("SidePanel", "Tries left: %n", "", tries_left))
        self._tries_label.setAccessibleDescription(self._tries_label.text())

    def show_event_line(self, text: str) -> None:
        """Event mode's line about the dice in use ('' hides it: the classic die)."""
        self._event_line.setText(text)
        self._event_line.setAccessibleName(text)
        self._event_line.setVisible(bool(text))

    def set_status(self, text: str) -> None:
        if self._status.text() != text:
            self._status.setText(text)
            self._status.setAccessibleDescription(text)
            self._lines.fit_status()  # (a network game's note may be taller than the known)

    def status_text(self) -> str:
        return self._status.text()

    def set_roll_enabled(self, enabled: bool) -> None:
        self.roll_button.setEnabled(enabled)

    def show_train(self, position: Position | None) -> None:
        """The railway's countdown (:meth:`WrappingLines.show_train`)."""
        self._lines.show_train(position)

    def train_text(self) -> str:
        return self._lines.train_text()

    # --- the figures (PanelChoices) ----------------------------------------------------------
    def show_figures(
        self, position: Position | None, moves: list[Move], active: bool, other: str = ""
    ) -> None:
        """The figure buttons of the player to move (:meth:`PanelChoices.show_figures`)."""
        self.figures.show_figures(position, moves, active, other)

    def figure_buttons(self) -> list[FigureButton]:
        return self.figures.figure_buttons()

    def pass_button(self) -> FigureButton:
        return self.figures.pass_button()

    def choice_buttons(self) -> list[FigureButton]:
        return self.figures.choice_buttons()

    def current_choice(self) -> Move | None:
        return self.figures.current_choice()

    def focus_first_choice(self) -> None:
        self.figures.focus_first_choice()

    def focus_current_choice(self) -> bool:
        return self.figures.focus_current_choice()

    def focus_choice(self, step: int) -> bool:
        return self.figures.focus_choice(step)

    def show_hint(self, move: Move) -> bool:
        return self.figures.show_hint(move)

    # --- toggles -----------------------------------------------------------------------------
    def set_follow_camera(self, follow: bool) -> None:
        self.toggles.set_follow_camera(follow)

    def set_sound(self, on: bool) -> None:
        self.toggles.set_sound(on)

    def set_sound_available(self, available: bool) -> None:
        self.toggles.set_sound_available(available)

    def set_pace(self, pace: str) -> None:
        self.toggles.set_pace(pace)

    def set_toggles_reachable(self, reachable: bool) -> None:
        """Whether Tab reaches the toggles: only while a person here has a choice (docs/ui.md,
        "Tab, Enter and the toggles")."""
        self.toggles.set_reachable(reachable)

    # --- watching ----------------------------------------------------------------------------
    def set_watching(self, watching: bool) -> None:
        """Nobody at this computer plays a seat (all seats are the computer's, or a LAN game is
        watched), or an event is on (the event box takes the figures' place): the Figures box
        goes, so that Roll, the pace and the camera stay in view and the log gets its room."""
        self._watching = watching
        self._show_figures_box()

    def _show_figures_box(self) -> None:
        """The Figures box, unless this computer only watches or the event box stands in its
        place (whoever shows or hides the event box: the wheel turns before the figures move)."""
        hidden = self._watching or not self.event_box.isHidden()
        box = self.figures.box
        if box.isHidden() != hidden:
            box.setVisible(not hidden)
            layout = self.layout()
            if layout is not None:
                layout.invalidate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.event_box and event.type() in (
            QEvent.Type.ShowToParent,
            QEvent.Type.HideToParent,
        ):
            self._show_figures_box()
        return super().eventFilter(watched, event)
