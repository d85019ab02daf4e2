"""Event mode's players at a glance (issue 23): one row per seat under the turn box — the seat's
symbol in its paint, the name, the pip counter on its way to the wheel (x / 32, a bar in the
seat's colour), and what else holds for the seat: the turns it sits out, two dice, a place in
the ranking, or that it was knocked out (its row greyed, its counter gone); with nothing of
that, a computer's level ("strong", issue 36).

The row of the player to move is bold. Each row is one accessible text for a screen reader
("Ben: pip counter 30 of 32, sits out 1 turn, Computer (strong)"); the rows take no focus.
Nothing jumps: a row's height is its font's, whatever it says. Shown in event mode only; the
panel keeps the line of the dice in use (:mod:`madn_qt.panel.dice_text`) below it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QProgressBar, QSizePolicy, QWidget

from core.event.state import COUNTER_LIMIT
from core.position import Position
from madn_qt.style import INK_SOFT, WOOD, WOOD_DARK, seat_badge_css
from madn_qt.texts import SEAT_RGB, level_name, symbol

translate = QCoreApplication.translate
NOTE_ALONE = (4, 1)  # the note's column and span beside the counter
NOTE_WIDE = (2, 3)  # ... and over the counter's columns when it has none
TWO_DICE = "⚄⚄"  # the second die's turns, shown in every language


def seat_note(position: Position, seat: int) -> str:
    """What holds for ``seat`` besides its counter: knocked out, its place, the turns it sits
    out, its turns with two dice ('' for nothing)."""
    state = position.event_state
    if state is None:
        return ""
    if seat in state.out:
        return translate("SeatRows", "knocked out")
    if seat in position.finished:
        return translate("SeatRows", "place %n", "", position.finished.index(seat) + 1)
    notes = []
    if state.skips[seat]:
        notes.append(translate("SeatRows", "sits out %n", "", state.skips[seat]))
    if state.second[seat]:
        notes.append(f"{TWO_DICE} ×{state.second[seat]}")  # (the row's words say it in full)
    return " · ".join(notes)


def computer_words(level: str) -> str:
    """ "Computer (strong)": the New game dialog's words for a computer's level."""
    return translate("NewGameDialog", "Computer ({level})").format(level=level_name(level))


def level_note(position: Position, seat: int, level: str) -> str:
    """The row's note: what holds for the seat (:func:`seat_note`), else a computer's level in
    one word ("strong"; the row's words and its tooltip say "Computer (strong)"), so that the
    row stays whole beside a long name."""
    note = seat_note(position, seat)
    return note if note or not level else level_name(level)


def seat_summary(position: Position, seat: int, name: str, level: str = "") -> str:
    """One seat's row in words (its accessible text); a computer's level last ("Ben: pip
    counter 30 of 32, Computer (strong)")."""
    state = position.event_state
    assert state is not None
    note = seat_note(position, seat)
    if seat in state.out or seat in position.finished:
        return f"{name}: {note}"
    text = translate("SeatRows", "{name}: pip counter {pips} of {limit}").format(
        name=name, pips=state.counters[seat], limit=COUNTER_LIMIT
    )
    if state.skips[seat]:
        text += ", " + translate("SeatRows", "sits out %n turn(s)", "", state.skips[seat])
    if state.second[seat]:
        text += ", " + translate("SeatRows", "two dice for %n turn(s)", "", state.second[seat])
    if level:
        text += ", " + computer_words(level)
    return text


class ElidedLabel(QLabel):
    """A label that never widens the panel: where its room ends, its text ends in "…" (the
    whole text is its row's tooltip and what a screen reader reads)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("W…"), super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        metrics = QFontMetrics(self.font())
        text = metrics.elidedText(self.text(), Qt.TextElideMode.ElideRight, self.width())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.rect(), int(self.alignment()), text)
        painter.end()


class SeatRows(QFrame):
    """One row per seat of an event-mode game (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatRows")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(6, 2, 6, 2)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(1, 3)
        self._grid.setColumnStretch(4, 2)
        self._rows: dict[int, tuple[QLabel, QLabel, QProgressBar, QLabel, QLabel]] = {}
        self._names: dict[int, str] = {}
        self._levels: dict[int, str] = {}  # a computer's level, by seat
        self._texts: dict[int, str] = {}
        self._note_place: dict[int, tuple[int, tuple[int, int]]] = {}  # row, (column, span)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(translate("SeatRows", "Players"))
        self.hide()

    def set_seats(self, names: dict[int, str], levels: dict[int, str] | None = None) -> None:
        """A new game: a row for each seat in ``names`` (seat order); a computer's seat says
        its level (``levels``: the seats' levels, '' for a person)."""
        for widgets in self._rows.values():
            for widget in widgets:
                self._grid.removeWidget(widget)
                widget.setParent(None)  # (gone at once, for a screen reader too)
                widget.deleteLater()
        self._rows = {}
        self._note_place = {}
        self._names = dict(names)
        self._levels = dict(levels or {})
        self._texts = {}
        height = QFontMetrics(self.font()).height()
        for row, seat in enumerate(sorted(names)):
            badge = QLabel(symbol(seat), self)
            badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
            badge.setFixedSize(height + 4, height + 2)
            badge.setStyleSheet(seat_badge_css(seat, radius=4) + " border-width: 1px;")
            name = ElidedLabel(self)
            name.setObjectName(f"seatName{seat}")
            name.setText(names[seat])
            name.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            bar = QProgressBar(self)
            bar.setRange(0, COUNTER_LIMIT)
            bar.setTextVisible(False)
            bar.setFixedSize(height * 5 // 2, height - 4)
            bar.setStyleSheet(_bar_css(seat))
            count = QLabel(self)
            count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            count.setMinimumWidth(QFontMetrics(self.font()).horizontalAdvance("88 / 32"))
            note = ElidedLabel(self)
            note.setObjectName(f"seatNote{seat}")
            widgets = (badge, name, bar, count, note)
            for column, part in enumerate(widgets):
                part.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                self._grid.addWidget(part, row, column)
            self._rows[seat] = widgets
            self._note_place[seat] = (row, NOTE_ALONE)

    def show_position(self, position: Position | None) -> None:
        """The rows as ``position`` has them (hidden outside event mode)."""
        if position is None or position.event_state is None or not self._rows:
            self.hide()
            return
        state = position.event_state
        for seat, (_badge, name, bar, count, note) in self._rows.items():
            out = seat in state.out
            done = out or seat in position.finished
            bar.setValue(min(state.counters[seat], COUNTER_LIMIT))
            bar.setVisible(not done)
            count.setText("" if done else f"{state.counters[seat]} / {COUNTER_LIMIT}")
            level = self._levels.get(seat, "")
            note.setText(level_note(position, seat, level))
            self._place_note(seat, note, NOTE_WIDE if done else NOTE_ALONE)
            font = QFont(name.font())
            font.setBold(seat == position.turn and not position.over)
            font.setStrikeOut(out)
            name.setFont(font)
            greyed = f"color: {INK_SOFT};" if out else ""
            name.setStyleSheet(greyed)
            note.setStyleSheet(greyed)
            text = seat_summary(position, seat, self._names.get(seat, ""), level)
            self._texts[seat] = text
            # The name says the whole row; the parts say only themselves (no echo for a
            # screen reader that walks them).
            name.setAccessibleName(text)
            for label in (name, note):
                label.setToolTip(text)
            bar.setAccessibleName(
                translate("SeatRows", "{name}'s pip counter").format(name=self._names.get(seat, ""))
            )
        self.setAccessibleDescription("; ".join(self._texts[seat] for seat in sorted(self._texts)))
        self.show()

    def _place_note(self, seat: int, note: QLabel, columns: tuple[int, int]) -> None:
        """The note in its own column, or (counter gone: knocked out, finished) across the
        counter's columns too, so that "knocked out" is whole, not "knocked …"."""
        row, now = self._note_place[seat]
        if now != columns:
            self._grid.removeWidget(note)
            self._grid.addWidget(note, row, columns[0], 1, columns[1])
            self._note_place[seat] = (row, columns)


def _bar_css(seat: int) -> str:
    paint = SEAT_RGB[seat % len(SEAT_RGB)]
    return (
        f"QProgressBar {{ border: 1px solid {WOOD_DARK}; border-radius: 3px; "
        f"background-color: {WOOD}; text-align: center; }} "
        f"QProgressBar::chunk {{ background-color: {paint}; border-radius: 2px; }}"
    )
