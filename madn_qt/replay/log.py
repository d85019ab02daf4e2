"""The replay's move log as a list: every line of the game, the line of the step shown marked,
a click (or Enter, or the arrow keys) on a line goes to the step that made it.

:class:`ReplayLog` shows :attr:`madn_qt.replay.model.ReplayModel.entries`;
:meth:`ReplayLog.show_step` marks the last line told by a step (without reporting it back) and
keeps it in view, also when the list gets lower; ``chosen`` reports the position a line leads to
when the person picks it. :meth:`ReplayLog.announce` tells a screen reader what a step said, as the
game's move log does (:class:`madn_qt.log.move_log.MoveLogView`): the list's accessible
description, and an announcement where Qt has it.
"""

from __future__ import annotations

from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QAccessible, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from madn_qt.replay.model import LogEntry
from madn_qt.style import FOCUS_WIDTH

_Announcement: Any = getattr(QtGui, "QAccessibleAnnouncementEvent", None)  # Qt 6.8+
translate = QCoreApplication.translate


class _LineDelegate(QStyledItemDelegate):
    """A line as high as its text needs where it wraps in the room the style leaves it (the
    style sheet's padding, the style's text margin, and the focus ring's width, so that the
    marked line fits with it too). The list's own size hint left the padding out: wrapped lines
    overlapped the next."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self._view = view
        self._room: tuple[int, int, int] = (-1, 0, 0)  # width: the room's width, the height added

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        width = self._view.viewport().width()
        if self._room[0] != width:  # (the same for every line: asked of the style once)
            item = QStyleOptionViewItem(option)
            self.initStyleOption(item, index)
            item.rect = QRect(0, 0, width, 1000)
            room = self._view.style().subElementRect(
                QStyle.SubElement.SE_ItemViewItemText, item, self._view
            )
            # The style draws the text a focus frame's margin (and a pixel) in from each side
            # of that room; the marked line has the focus ring's width less on each side.
            margin = self._view.style().pixelMetric(
                QStyle.PixelMetric.PM_FocusFrameHMargin, None, self._view
            )
            text_width = max(room.width() - 2 * (FOCUS_WIDTH + margin + 1), 40)
            self._room = (width, text_width, 1000 - room.height() + 2 * FOCUS_WIDTH)
        _, text_width, added = self._room
        flags = Qt.TextFlag.TextWordWrap
        text = str(index.data() or "")
        bounds = option.fontMetrics.boundingRect(QRect(0, 0, text_width, 1_000_000), flags, text)
        return QSize(width, bounds.height() + added)


class ReplayLog(QListWidget):
    """The replay's lines, one an item (see the module's docstring)."""

    chosen = Signal(int)  # the position the picked line leads to

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayLog")
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # (lines wrap anew at a new width)
        self.setItemDelegate(_LineDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always there: a scroll bar that came after the lines were laid out made the room
        # narrower without laying them out again (wrapped lines overlapped the next).
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._entries: list[LogEntry] = []
        self._quiet = False  # the current line is being set, not picked by the person
        self.currentRowChanged.connect(self._on_row)
        self.itemClicked.connect(lambda item: self._pick(self.row(item)))
        self.itemActivated.connect(lambda item: self._pick(self.row(item)))
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(translate("ReplayLog", "Game log"))
        self.setToolTip(translate("ReplayLog", "Click a line to go to its step"))

    def set_entries(self, entries: list[LogEntry]) -> None:
        """Every line anew (a new language keeps the line marked)."""
        row = self.currentRow()
        self._quiet = True
        try:
            self.clear()
            for entry in entries:
                item = QListWidgetItem(entry.text)
                item.setData(Qt.ItemDataRole.UserRole, entry.position)
                self.addItem(item)
            self._entries = list(entries)
            if 0 <= row < self.count():
                self.setCurrentRow(row)
        finally:
            self._quiet = False

    def show_step(self, row: int) -> None:
        """Mark line ``row`` (the last told by the step shown) and keep it in view."""
        if not 0 <= row < self.count():
            return
        self._quiet = True
        try:
            self.setCurrentRow(row)
        finally:
            self._quiet = False
        item = self.item(row)
        if item is not None and self.isVisible():  # (once shown: resizeEvent)
            self.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lower (the event box came) or higher: the marked line stays in view."""
        super().resizeEvent(event)
        item = self.currentItem()
        if item is not None:
            self.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)

    def activate_current(self) -> None:
        """Enter on the list: go to the current line's step."""
        self._pick(self.currentRow())

    def _on_row(self, row: int) -> None:
        if not self._quiet:
            self._pick(row)

    def _pick(self, row: int) -> None:
        if 0 <= row < len(self._entries):
            self.chosen.emit(self._entries[row].position)

    def announce(self, text: str) -> None:
        self.setAccessibleDescription(text)
        if _Announcement is not None and QAccessible.isActive():
            QAccessible.updateAccessibility(_Announcement(self, text))
