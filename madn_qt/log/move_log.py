"""The move log: domain events become readable sentences in the game's language.

:class:`MoveLogFormatter` is pure text (no widgets): a roll is held back until the move or pass
that uses it, so one line says both — "Anna (red) rolls 6, brings a figure out." Captures,
penalties, places, the railway (the interval drawn, the last round before the train, whom the
train sent home) and the end of the game get lines of their own.

A capture of a figure of the player's own — a seat a person plays at this computer (``own``;
in a LAN game the seats this computer plays) — is marked, so that it does not scroll past
unseen: the line starts "⚠ Your figure:" (words, read out too) and is drawn bold in a dark red
(:class:`LogLine` carries the mark, :data:`LOSS_COLOUR`).

:class:`MoveLogView` shows the lines, read-only, and announces each new one to screen readers
(a ``QAccessibleAnnouncementEvent`` where Qt has it, and always the widget's accessible
description, which assistive tools read on change).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject, QSize, QTimer
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFont,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from core.board import HOUSE
from core.happenings import (
    Captured,
    GameOver,
    Happening,
    Moved,
    Passed,
    PenaltyApplied,
    Rolled,
    RollOffRolled,
    RollOffTie,
    SeatFinished,
    TrainComing,
    TrainPassed,
    TrainScheduled,
    TurnStarted,
)
from core.moves import Duty
from madn_qt.log.event_log import EventLines
from madn_qt.log.route_text import route_text
from madn_qt.texts import place_text, seat_label

_Announcement: Any = getattr(QtGui, "QAccessibleAnnouncementEvent", None)  # Qt 6.8+
# A marked line's ink: the crossings' red, darkened (6.4:1 on the log's paper).
LOSS_COLOUR = "#a3221a"


class LogLine(str):
    """A line of the log; ``mark`` when it tells of a loss of the player's own (drawn bold in
    :data:`LOSS_COLOUR`; its words say it as well)."""

    mark: bool

    def __new__(cls, text: str, mark: bool = False) -> LogLine:
        line = super().__new__(cls, text)
        line.mark = mark
        return line


class MoveLogFormatter(EventLines):
    """Turns events into sentences; ``names(seat)`` gives the player's name, ``own(seat)``
    whether a person at this computer plays the seat (its losses are marked)."""

    def __init__(
        self,
        names: Callable[[int], str],
        parent: QObject | None = None,
        own: Callable[[int], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self._names = names
        self._own = own
        self._roll: Rolled | None = None
        self._roll_off_done = True

    def reset(self, roll_off: bool = False) -> None:
        self._roll = None
        self._roll_off_done = not roll_off

    def _who(self, seat: int) -> str:
        return seat_label(seat, self._names(seat))

    def lines(self, happenings: Iterable[Happening]) -> list[str]:
        out: list[str] = []
        for happening in happenings:
            line = self._line(happening)
            if line:
                out.append(line)
        return out

    def _line(self, event: Happening) -> str | None:
        if isinstance(event, Rolled):
            self._roll = event
            return None
        if isinstance(event, Moved):
            return self._moved(event)
        if isinstance(event, Captured):
            text = self.tr("{who} captures {victim} on field {field}.").format(
                who=self._who(event.by_seat),
                victim=self._names(event.seat),
                field=event.field + 1,
            )
            if self._own is not None and self._own(event.seat):
                # (words and a sign, not only the colour: read out, and seen without colour)
                return LogLine(self.tr("⚠ Your figure: {line}").format(line=text), mark=True)
            return text
        if isinstance(event, Passed):
            return self._passed(event)
        if isinstance(event, PenaltyApplied):
            return self._penalty(event)
        if isinstance(event, RollOffRolled):
            return self.tr("{who} rolls {pips} to decide who begins.").format(
                who=self._who(event.seat), pips=sum(event.pips)
            )
        if isinstance(event, RollOffTie):
            names = ", ".join(self._names(s) for s in event.seats)
            return self.tr("Tie: {names} roll again.").format(names=names)
        if isinstance(event, TurnStarted) and not self._roll_off_done:
            self._roll_off_done = True
            return self.tr("{who} begins.").format(who=self._who(event.seat))
        if isinstance(event, TrainScheduled):
            return self.tr("The next train comes in %n table rounds.", "", event.rounds)
        if isinstance(event, TrainComing):
            return self.tr("Last table round before the train!")
        if isinstance(event, TrainPassed):
            return self._train(event)
        if isinstance(event, SeatFinished):
            return self.tr("{who} has all figures in the goal: place {place}.").format(
                who=self._who(event.seat), place=event.place
            )
        if isinstance(event, GameOver):
            return self.tr("The game is over. {who} wins.").format(who=self._who(event.winner))
        said = self.event_line(event)
        if isinstance(said, tuple):
            text, lost = said
            if lost:
                return LogLine(self.tr("⚠ Your figure: {line}").format(line=text), mark=True)
            return text
        return said

    def _take_roll(self, seat: int) -> int | None:
        roll, self._roll = self._roll, None
        if roll is None or roll.seat != seat:
            return None
        return roll.value

    def _moved(self, event: Moved) -> str:
        pips = self._take_roll(event.seat)
        who = self._who(event.seat)
        figure = event.figure + 1
        if event.start == HOUSE:
            if pips is None:
                return self.tr("{who} brings a figure out.").format(who=who)
            return self.tr("{who} rolls {pips}, brings a figure out.").format(who=who, pips=pips)
        start = place_text(event.seat, event.start)
        target = place_text(event.seat, event.target)
        route = route_text(event.seat, event.route, event.paths)
        if route:  # event mode: the way through the special paths, in the buttons' words
            if pips is None:
                text = self.tr("{who} moves figure {figure} from {start} to {target} via {route}.")
            else:
                text = self.tr(
                    "{who} rolls {pips}, moves figure {figure} from {start} to {target} via "
                    "{route}."
                )
            return text.format(
                who=who, pips=pips, figure=figure, start=start, target=target, route=route
            )
        if pips is None:
            return self.tr("{who} moves figure {figure} from {start} to {target}.").format(
                who=who, figure=figure, start=start, target=target
            )
        text = self.tr("{who} rolls {pips}, moves figure {figure} from {start} to {target}.")
        return text.format(who=who, pips=pips, figure=figure, start=start, target=target)

    def _passed(self, event: Passed) -> str:
        pips = self._take_roll(event.seat)
        who = self._who(event.seat)
        if event.tries_left > 0:
            left = event.tries_left
            text = self.tr("{who} rolls {pips} and cannot move (%n tries left).", "", left)
        else:
            text = self.tr("{who} rolls {pips} and cannot move.")
        if pips is None:
            text = self.tr("{who} cannot move.")
        return text.format(who=who, pips=pips)

    def _train(self, event: TrainPassed) -> str:
        if not event.hits:
            return self.tr("The train passes; nobody is hit.")
        hits = [
            self.tr("{who} loses figure {figure} on {place}").format(
                who=self._who(seat), figure=figure + 1, place=place_text(seat, progress)
            )
            for seat, figure, progress in event.hits
        ]
        text = self.tr("The train passes: {hits}.").format(hits="; ".join(hits))
        if self._own is not None and any(self._own(seat) for seat, _, _ in event.hits):
            return LogLine(self.tr("⚠ Your figure: {line}").format(line=text), mark=True)
        return text

    def _penalty(self, event: PenaltyApplied) -> str:
        pips = self._take_roll(event.seat)
        who = self._who(event.seat)
        roll = "" if pips is None else self.tr("{who} rolls {pips}. ").format(who=who, pips=pips)
        if event.duty is Duty.CLEAR_START:
            text = self.tr(
                "Penalty: {who} did not clear the start field; figure {figure} goes back to "
                "the house."
            )
        elif event.duty is Duty.CAPTURE:
            text = self.tr(
                "Penalty: {who} did not capture; figure {figure} goes back to the house."
            )
        elif event.duty is Duty.BRING_OUT:
            text = self.tr(
                "Penalty: {who} did not bring a figure out with a 6; the move is void and "
                "the turn ends."
            )
        else:
            text = self.tr("Penalty: {who} passed although a move was possible; the turn ends.")
        return roll + text.format(who=who, figure=event.figure + 1)


class MoveLogView(QPlainTextEdit):
    """The log widget: read-only lines, the newest at the bottom, announced to screen readers.

    While the reader follows the game (the view is at its end) every new line is scrolled fully
    into view — the whole of a line that wraps, also after the layout catches up and after a
    resize; a reader who scrolled back keeps their place.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._following = True
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setMaximumBlockCount(2000)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setObjectName("moveLog")
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("MoveLogView", "Move log"))
        self.setToolTip(QCoreApplication.translate("MoveLogView", "What happened so far"))

    def sizeHint(self) -> QSize:
        """No taller than its least height: in a column the log takes the room that is left."""
        return QSize(super().sizeHint().width(), max(self.minimumHeight(), 1))

    def at_end(self) -> bool:
        """Whether the view shows the log's end (the reader has not scrolled back)."""
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 1

    def add_lines(self, lines: list[str]) -> None:
        following = self._following  # (the layout may not have caught up with the last lines)
        self._append(lines)
        if following:
            self.scroll_to_end()
        if lines:
            self.announce(" ".join(lines))

    def scroll_to_end(self) -> None:
        """Show the newest line whole: the cursor to the end and into view, now and once more
        when the layout has caught up (a wrapped line's height is known only then)."""
        self._following = True
        self._to_end()
        QTimer.singleShot(0, self, self._to_end)

    def _to_end(self) -> None:
        if not self._following:
            return
        cursor = self.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        self.setTextCursor(cursor)
        self.ensureCursorVisible()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self._following = self.at_end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        following = self._following
        super().resizeEvent(event)
        if following:
            self.scroll_to_end()  # lines wrap anew at the new width

    def set_lines(self, lines: list[str]) -> None:
        """Replace every line (the log in a new language), keeping the reader's place: at the
        bottom if they were following, else at the same share of the way down. No announcement:
        nothing new happened."""
        bar = self.verticalScrollBar()
        following = self._following
        share = bar.value() / bar.maximum() if bar.maximum() else 1.0
        self.clear()
        self._append(lines)
        if following:
            self.scroll_to_end()
        else:
            bar.setValue(round(share * bar.maximum()))

    def _append(self, lines: list[str]) -> None:
        """Each line a block of its own at the end, a marked one (:class:`LogLine`) bold in
        :data:`LOSS_COLOUR`, every other one in the log's plain ink."""
        document = self.document()
        cursor = QTextCursor(document)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        plain = QTextCharFormat()
        marked = QTextCharFormat()
        marked.setFontWeight(QFont.Weight.Bold)
        marked.setForeground(QColor(LOSS_COLOUR))
        cursor.beginEditBlock()
        for line in lines:
            form = marked if isinstance(line, LogLine) and line.mark else plain
            if document.isEmpty():
                cursor.setBlockCharFormat(form)
            else:
                cursor.insertBlock(QTextBlockFormat(), form)
            cursor.insertText(str(line), form)
        cursor.endEditBlock()

    def announce(self, text: str) -> None:
        self.setAccessibleDescription(text)
        if _Announcement is not None and QAccessible.isActive():
            QAccessible.updateAccessibility(_Announcement(self, text))

    def lines(self) -> list[str]:
        return [line for line in self.toPlainText().splitlines() if line]
