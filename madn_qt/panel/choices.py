"""The side panel's Figures box and the current choice: one button per figure of the player to
move (a pool as large as the seat's figures, two lines high when the penalties option can add a
second line), the Pass button, the "who plays" line in the buttons' place, the suggested move, and
the keyboard's walk through the choices.

:class:`PanelChoices` is a collaborator of :class:`~madn_qt.panel.side_panel.SidePanel` with its
own state: it makes the Figures box (:attr:`PanelChoices.box`, placed by the panel) and keeps the
buttons and the current choice. The figure that has the focus is the *current choice*, reported by
:attr:`PanelChoices.choice_focused`; a click (or Enter) emits :attr:`PanelChoices.move_chosen`
(the panel hands both on as its own signals).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.moves import Move
from core.position import Position
from core.rules import Rules
from madn_qt.log.move_words import move_words
from madn_qt.panel.figure_buttons import FigureButton
from madn_qt.panel.figure_choices import Entry, choice_entries, every_figure, figures_summary
from madn_qt.texts import duty_text

translate = QCoreApplication.translate

FIGURE_ROWS = 4  # figure buttons in view at once (a grown seat's further choices scroll)
BUTTON_SPACING = 5


class PanelChoices(QObject):
    """The Figures box, its buttons and the current choice (see the module's docstring)."""

    move_chosen = Signal(object)  # Move
    choice_focused = Signal(object)  # Move | None: the current choice (None: no choice open)

    def __init__(self, panel: QWidget, big: QFont) -> None:
        """Make the Figures box on ``panel`` (``big``: the "who plays" line's font)."""
        super().__init__(panel)
        self._panel = panel
        self.buttons: list[FigureButton] = []  # the pool, in order (hidden until needed)
        self._warning = panel.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self._names: dict[int, str] = {}
        self._hint: Move | None = None  # the suggested move of the decision now open
        self._filled: tuple[list[Entry], bool] = ([], False)
        self._current: FigureButton | None = None  # the current choice's button
        self._current_move: Move | None = None
        self._rules = Rules()
        self._row_height = 0  # a figure button's height (set_rules)
        self._two_line_height = 0  # ... with a second line (a route's way, a penalty)
        self.no_game = False  # no game is shown (its line stands in the buttons' place)
        # Roll and the toggles: where Tab goes after the choices (set by the panel).
        self.tab_tail: Sequence[QWidget] = ()
        # The figures of the player to move. Hidden while this computer only watches (nobody
        # here plays a seat): Roll and the toggles then move up, and the log gets the room.
        self.box = QGroupBox(panel)
        self.box.setObjectName("figuresBox")
        box_layout = QVBoxLayout(self.box)
        box_layout.setContentsMargins(4, 4, 4, 4)
        self.stack = QStackedWidget(self.box)
        page = QWidget(self.stack)
        page_layout = QVBoxLayout(page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.setSpacing(5)
        # Event mode: the seat's figures summed up (a grown seat's buttons are its choices only).
        self.summary = QLabel(page)
        self.summary.setObjectName("figureSummary")
        self.summary.setContentsMargins(4, 0, 4, 0)
        self.summary.hide()
        page_layout.addWidget(self.summary)
        # The buttons: at most FIGURE_ROWS in view, more scroll (the focus scrolls with them).
        self._scroll = QScrollArea(page)
        self._scroll.setObjectName("figureList")
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        list_page = QWidget(self._scroll)
        list_page.setObjectName("figureListPage")
        self._list_layout = QVBoxLayout(list_page)
        self._list_layout.setContentsMargins(0, 0, 0, 0)
        self._list_layout.setSpacing(BUTTON_SPACING)
        self.list_note = QLabel(list_page)  # a grown seat with nothing to choose now
        self.list_note.setObjectName("figureListNote")
        self.list_note.setWordWrap(True)
        self.list_note.setContentsMargins(4, 2, 4, 2)
        self.list_note.hide()
        self._list_layout.addWidget(self.list_note)
        self._list_layout.addStretch(1)
        self._scroll.setWidget(list_page)
        page_layout.addWidget(self._scroll)
        self._pass_button = FigureButton(page)
        self._pass_button.setObjectName("passButton")
        self._pass_button.clicked.connect(self._on_pass)
        self._pass_button.focused.connect(self._on_button_focused)
        self._pass_button.step.connect(self.focus_choice)
        self._pass_button.hide()
        page_layout.addWidget(self._pass_button)
        page_layout.addStretch(1)
        self.stack.addWidget(page)
        # While another player (the computer, a network player) is to move: who plays, in the
        # figure buttons' place, so that nothing looks like the local player's to choose.
        self.other_label = QLabel(self.stack)
        self.other_label.setObjectName("otherPlayer")
        self.other_label.setWordWrap(True)
        self.other_label.setFont(big)
        self.other_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.other_label)
        box_layout.addWidget(self.stack)
        # (their texts wrap at the column's width and never widen it; the panel's lines keep
        # their heights: madn_qt.panel.texts)
        for label in (self.other_label, self.summary, self.list_note):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for label in (self.other_label, self.summary):
            policy = label.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
            label.setSizePolicy(policy)

    def set_names(self, names: dict[int, str]) -> None:
        self._names = dict(names)

    def retranslate(self) -> None:
        self.box.setAccessibleName(translate("SidePanel", "Figures of the player to move"))
        self.other_label.setAccessibleName(translate("SidePanel", "Who plays"))

    # --- a new game --------------------------------------------------------------------------
    def set_rules(self, rules: Rules) -> None:
        """The rules of the game now starting: how many figure buttons, whether they need a
        second line (penalties), whether Pass can appear (its space is then kept) and whether
        the seat's figures are summed up (event mode, where seats grow)."""
        self._rules = rules
        self.make_buttons(min(rules.figures, FIGURE_ROWS))
        policy = self._pass_button.sizePolicy()
        policy.setRetainSizeWhenHidden(rules.penalties)
        self._pass_button.setSizePolicy(policy)
        height = self._button_height(two_lines=rules.penalties)
        # (a route through the special paths says its way on a second line)
        self._two_line_height = self._button_height(two_lines=True)
        self._row_height = height
        for button in [*self.buttons, self._pass_button]:
            button.setFixedHeight(height)
        self.summary.setVisible(rules.event_mode)
        # The list of buttons is as high as FIGURE_ROWS buttons, whatever it holds (more
        # scroll): nothing below it moves when a seat grows or a roll offers many routes.
        rows = FIGURE_ROWS * height + (FIGURE_ROWS - 1) * BUTTON_SPACING
        self._scroll.setFixedHeight(rows)
        self._fit_figures_page()

    def _fit_figures_page(self) -> None:
        """A stacked widget does not pass its page's new size on to the layouts around it: the
        figures' page (the summary, the list, Pass) sets the stack's height itself, and the
        layouts around are told."""
        page = self._scroll.parentWidget()
        assert page is not None
        page_layout = page.layout()
        if page_layout is not None:
            page_layout.invalidate()
        self.stack.setMinimumHeight(page.minimumSizeHint().height())
        for layout in (self.box.layout(), self._panel.layout()):
            if layout is not None:
                layout.invalidate()

    def _button_height(self, two_lines: bool) -> int:
        probe = FigureButton(self._pass_button.parentWidget())  # (the panel's style applies)
        probe.hide()
        probe.setFont(self._pass_button.font())
        probe.setIcon(self._warning)
        probe.setText("Xg\nXg" if two_lines else "Xg")
        height = probe.sizeHint().height()
        probe.deleteLater()
        return height

    def make_buttons(self, count: int) -> None:
        """At least ``count`` buttons in the pool (hidden until an entry needs them)."""
        while len(self.buttons) < count:
            button = FigureButton(self._pass_button.parentWidget())
            button.setObjectName(f"figureButton{len(self.buttons) + 1}")
            button.clicked.connect(self._on_figure)
            button.focused.connect(self._on_button_focused)
            button.hovered.connect(self._on_button_hovered)
            button.step.connect(self.focus_choice)
            if self._row_height:
                button.setFixedHeight(self._row_height)
            self._list_layout.insertWidget(len(self.buttons), button)
            self.buttons.append(button)
            button.hide()

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
        self.no_game = position is None
        if position is None:  # no game: a line in the buttons' place, no unnamed buttons
            self._fill([])
            self._pass_button.hide()
            none = translate("SidePanel", "The figures appear here when a game starts.")
            self.other_label.setText(none)
            self.other_label.setAccessibleDescription(none)
            self.stack.setCurrentIndex(1)
            self._set_current(None)
            return
        if self._hint not in moves or not active:
            self._hint = None  # a hint belongs to the decision it was asked for
        if other:
            self.other_label.setText(other)
            self.other_label.setAccessibleDescription(other)
            self.stack.setCurrentIndex(1)
        else:
            self.stack.setCurrentIndex(0)
        seat = position.turn
        entries = choice_entries(position, moves, self._names)
        self._fill(entries, active and not other)
        self._show_summary(position, seat, bool(entries) or every_figure(position))
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
            self._pass_button.setAccessibleName(move_words(position, pass_move, self._names))
            self._pass_button.setIcon(self._warning if pass_move.breaks is not None else QIcon())
            self._pass_button.setEnabled(active and not other)
        self._chain_focus()
        current = self._current
        if current is None or not self._is_choice(current) or current.choice != self._current_move:
            self._set_current(None)

    def _show_summary(self, position: Position, seat: int, buttons: bool) -> None:
        """Event mode's line of the seat's figures, and the note in the list's place when a
        grown seat has no button now (before its roll)."""
        text = figures_summary(position, seat) if self._rules.event_mode else ""
        self.summary.setText(text)
        self.summary.setAccessibleName(translate("SidePanel", "Figures"))
        self.summary.setAccessibleDescription(text)
        note = ""
        if not buttons:
            note = translate("SidePanel", "The figures the roll can move appear here.")
        self.list_note.setText(note)
        self.list_note.setAccessibleDescription(note)
        self.list_note.setVisible(bool(note))

    def _fill(self, entries: list[Entry], active: bool = False) -> None:
        self._filled = (entries, active)
        if len(entries) > len(self.buttons):
            self.make_buttons(len(entries))
        for index, button in enumerate(self.buttons):
            if index >= len(entries):
                button.hide()  # (no button stands for a figure that is not there)
                button.setText("")
                button.setAccessibleName("")
                button.setIcon(QIcon())
                button.setEnabled(False)
                button.choice = None
                continue
            text, move, name = entries[index]
            button.choice = move
            suggested = move is not None and move == self._hint
            if suggested:
                name = translate("SidePanel", "Suggested: {move}").format(move=name)
                text = translate("SidePanel", "★ {move}").format(move=text)
            button.setText(text)
            if self._row_height:
                two = "\n" in text
                button.setFixedHeight(self._two_line_height if two else self._row_height)
            button.setAccessibleName(name)
            font = button.font()
            font.setBold(suggested)
            button.setFont(font)
            button.setEnabled(active and move is not None)
            breaks = move is not None and move.breaks is not None
            button.setIcon(self._warning if breaks else QIcon())
            button.show()

    def _chain_focus(self) -> None:
        chain: list[QWidget] = [b for b in self.buttons if not b.isHidden()]
        chain += [self._pass_button, *self.tab_tail]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def figure_buttons(self) -> list[FigureButton]:
        """The visible figure buttons, in order (tests, keyboard focus)."""
        return [b for b in self.buttons if not b.isHidden()]

    def pass_button(self) -> FigureButton:
        return self._pass_button

    # --- the current choice and the keyboard -------------------------------------------------
    def _is_choice(self, button: FigureButton) -> bool:
        return (
            button.isEnabled()
            and button.choice is not None
            and not button.isHidden()
            and self.stack.currentIndex() == 0
        )

    def choice_buttons(self) -> list[FigureButton]:
        """The buttons that play a move now, in order (the figures', then Pass)."""
        return [b for b in [*self.buttons, self._pass_button] if self._is_choice(b)]

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
        if isinstance(button, FigureButton) and button is not self._pass_button:
            self._scroll.ensureWidgetVisible(button, 0, 2)  # (a long list scrolls)
        if isinstance(button, FigureButton) and self._is_choice(button):
            self._set_current(button)

    def _on_button_hovered(self, entered: bool) -> None:
        """The mouse over a choice shows its move on the board (its route too) as the focus
        does; leaving it, the board shows the current choice again."""
        button = self.sender()
        if entered and isinstance(button, FigureButton) and self._is_choice(button):
            self.choice_focused.emit(button.choice)
        elif not entered and self._current_move is not None:
            self.choice_focused.emit(self._current_move)

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

    def _on_figure(self) -> None:
        button = self.sender()
        if isinstance(button, FigureButton) and button.choice is not None:
            self.move_chosen.emit(button.choice)

    def _on_pass(self) -> None:
        if self._pass_button.choice is not None:
            self.move_chosen.emit(self._pass_button.choice)
