"""The side panel's figure buttons and the current choice: one button per figure of the player
to move (a pool as large as the seat's figures, two lines high when the penalties option can add a
second line), the Pass button, the suggested move, and the keyboard's walk through the choices.

:class:`PanelChoices` is one part of :class:`~madn_qt.panel.side_panel.SidePanel` (a base class of
it, as :class:`~madn_qt.panel.texts.PanelTexts` is): its methods run on the panel and keep their
state there. The figure that has the focus is the *current choice*, reported by
:attr:`SidePanel.choice_focused`; a click (or Enter) emits :attr:`SidePanel.move_chosen`.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QGroupBox, QLabel, QScrollArea, QStackedWidget, QVBoxLayout, QWidget

from core.moves import Move
from core.position import Position
from core.rules import Rules
from madn_qt.panel.figure_buttons import FigureButton, FocusRingButton
from madn_qt.panel.figure_choices import Entry, choice_entries, every_figure, figures_summary
from madn_qt.texts import duty_text

translate = QCoreApplication.translate

FIGURE_ROWS = 4  # figure buttons in view at once (a grown seat's further choices scroll)
BUTTON_SPACING = 5


class PanelChoices(QWidget):
    """The figure buttons, Pass and the current choice (a part of ``SidePanel``)."""

    # Made by SidePanel.__init__:
    _buttons: list[FigureButton]
    _warning: QIcon
    _names: dict[int, str]
    _hint: Move | None
    _filled: tuple[list[Entry], bool]
    _current: FigureButton | None
    _current_move: Move | None
    _rules: Rules
    _figure_count: int
    _figures_box: QGroupBox
    _figures_stack: QStackedWidget
    _figures_layout: QVBoxLayout
    _figure_scroll: QScrollArea
    _summary: QLabel
    _list_note: QLabel
    _row_height: int
    _two_line_height: int
    _pass_button: FigureButton
    _other_label: QLabel
    _no_game: bool
    roll_button: FocusRingButton
    pace_button: QWidget
    camera_button: QWidget
    sound_button: QWidget

    if TYPE_CHECKING:  # SidePanel's signals
        move_chosen = Signal(object)
        choice_focused = Signal(object)

    # --- a new game --------------------------------------------------------------------------
    def set_rules(self, rules: Rules) -> None:
        """The rules of the game now starting: how many figure buttons, whether they need a
        second line (penalties), whether Pass can appear (its space is then kept) and whether
        the seat's figures are summed up (event mode, where seats grow)."""
        self._rules = rules
        self._make_buttons(min(rules.figures, FIGURE_ROWS))
        policy = self._pass_button.sizePolicy()
        policy.setRetainSizeWhenHidden(rules.penalties)
        self._pass_button.setSizePolicy(policy)
        height = self._button_height(two_lines=rules.penalties)
        # (a route through the special paths says its way on a second line)
        self._two_line_height = self._button_height(two_lines=True)
        self._row_height = height
        for button in [*self._buttons, self._pass_button]:
            button.setFixedHeight(height)
        self._summary.setVisible(rules.event_mode)
        # The list of buttons is as high as FIGURE_ROWS buttons, whatever it holds (more
        # scroll): nothing below it moves when a seat grows or a roll offers many routes.
        rows = FIGURE_ROWS * height + (FIGURE_ROWS - 1) * BUTTON_SPACING
        self._figure_scroll.setFixedHeight(rows)
        self._fit_figures_page()

    def _fit_figures_page(self) -> None:
        """A stacked widget does not pass its page's new size on to the layouts around it: the
        figures' page (the summary, the list, Pass) sets the stack's height itself, and the
        layouts around are told."""
        page = self._figure_scroll.parentWidget()
        assert page is not None
        page_layout = page.layout()
        if page_layout is not None:
            page_layout.invalidate()
        self._figures_stack.setMinimumHeight(page.minimumSizeHint().height())
        for layout in (self._figures_box.layout(), self.layout()):
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

    def _make_buttons(self, count: int) -> None:
        """At least ``count`` buttons in the pool (hidden until an entry needs them)."""
        self._figure_count = count
        while len(self._buttons) < count:
            button = FigureButton(self._pass_button.parentWidget())
            button.setObjectName(f"figureButton{len(self._buttons) + 1}")
            button.clicked.connect(self._on_figure)
            button.focused.connect(self._on_button_focused)
            button.hovered.connect(self._on_button_hovered)
            button.step.connect(self.focus_choice)
            if self._row_height:
                button.setFixedHeight(self._row_height)
            self._figures_layout.insertWidget(len(self._buttons), button)
            self._buttons.append(button)
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
        self._no_game = position is None
        if position is None:  # no game: a line in the buttons' place, no unnamed buttons
            self._fill([])
            self._pass_button.hide()
            none = translate("SidePanel", "The figures appear here when a game starts.")
            self._other_label.setText(none)
            self._other_label.setAccessibleDescription(none)
            self._figures_stack.setCurrentIndex(1)
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
            self._pass_button.setAccessibleName(text.replace("\n", " — "))
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
        self._summary.setText(text)
        self._summary.setAccessibleName(translate("SidePanel", "Figures"))
        self._summary.setAccessibleDescription(text)
        note = ""
        if not buttons:
            note = translate("SidePanel", "The figures the roll can move appear here.")
        self._list_note.setText(note)
        self._list_note.setAccessibleDescription(note)
        self._list_note.setVisible(bool(note))

    def _fill(self, entries: list[Entry], active: bool = False) -> None:
        self._filled = (entries, active)
        if len(entries) > len(self._buttons):
            self._make_buttons(len(entries))
        for index, button in enumerate(self._buttons):
            if index >= len(entries):
                button.hide()  # (no button stands for a figure that is not there)
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
            if self._row_height:
                two = "\n" in text
                button.setFixedHeight(self._two_line_height if two else self._row_height)
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
        if isinstance(button, FigureButton) and button is not self._pass_button:
            self._figure_scroll.ensureWidgetVisible(button, 0, 2)  # (a long list scrolls)
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
