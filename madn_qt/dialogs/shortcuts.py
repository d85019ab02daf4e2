"""Help ▸ Keyboard shortcuts (Ctrl+?, Ctrl+/): every key of the game in one list, grouped.

The list is read from the window's menu bar when the dialog opens, so that every action with a
key is in it with the key it has now (an action added to a menu shows up by itself): one group
per menu (Game, View with its Computer turns, Help), each row the action's text and its keys as
the menus write them. The keys that are no menu action follow in groups of their own
(:func:`other_keys`): playing with the keyboard (Space, Enter, Tab, the arrow keys, Escape), the
mouse on the board, the first steps' guide and the replay window.

The list is a read-only tree a screen reader reads row by row (each row's accessible text is
"what it does: keys"); the search field above it keeps the rows whose words or keys hold what
was typed. Escape and Close close the dialog.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

translate = QCoreApplication.translate

ROW_PAD: Final = 24  # pixels a cell needs beside its text (its margins, the section's)
FRAME_PAD: Final = 24  # the dialog's margins and the list's frame, each side


@dataclass(frozen=True, slots=True)
class KeyRow:
    """One row of the list: its group, what the key does, the key or keys."""

    group: str
    what: str
    keys: str


def key_text(sequence: QKeySequence | str) -> str:
    """A key as the menus write it (Ctrl+N, Strg+N …)."""
    return QKeySequence(sequence).toString(QKeySequence.SequenceFormat.NativeText)


def plain(text: str) -> str:
    """A menu's or an action's text without its mnemonic, its ellipsis and its key column."""
    text = text.split("\t", 1)[0]
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.rstrip("…").rstrip(".").strip()


def _menu_rows(menu: QMenu, group: str) -> list[KeyRow]:
    rows: list[KeyRow] = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            rows.extend(_menu_rows(sub, group))
            continue
        if action.isSeparator() or not action.isVisible():
            continue
        keys = [key_text(k) for k in action.shortcuts() if not k.isEmpty()]
        if not keys and "\t" in action.text():  # (Roll shows Space, the window's own key)
            keys = [action.text().split("\t", 1)[1]]
        if keys:
            rows.append(KeyRow(group, plain(action.text()), ", ".join(keys)))
    return rows


def menu_rows(bar: QMenuBar) -> list[KeyRow]:
    """Every action of ``bar``'s menus that has a key, grouped by its menu."""
    rows: list[KeyRow] = []
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.isVisible():
            rows.extend(_menu_rows(menu, plain(menu.title())))
    return rows


def other_keys() -> list[KeyRow]:
    """The keys that are no menu action: the window's own, the mouse's, the guide's and the
    replay window's."""
    play = translate("Shortcuts", "Playing with the keyboard")
    mouse = translate("Shortcuts", "The mouse on the board")
    guide = translate("Shortcuts", "How to play (the guide)")
    replay = translate("Shortcuts", "Replay window")
    space, enter, escape = key_text("Space"), key_text("Return"), key_text("Esc")
    left, right = key_text("Left"), key_text("Right")
    tab = f"{key_text('Tab')}, {key_text('Shift+Tab')}"
    arrows = ", ".join(key_text(k) for k in ("Up", "Down", "Left", "Right"))
    return [
        KeyRow(play, translate("Shortcuts", "Roll the die, or confirm what the wheel drew"), space),
        KeyRow(
            play,
            translate("Shortcuts", "Play the current choice (the figure with the focus)"),
            enter,
        ),
        KeyRow(play, translate("Shortcuts", "The next or previous figure that can move"), tab),
        KeyRow(play, translate("Shortcuts", "Walk the figure buttons"), arrows),
        KeyRow(
            play,
            translate("Shortcuts", "Close a dialog or a message, leave the full screen"),
            escape,
        ),
        KeyRow(
            play,
            translate("Shortcuts", "To a late arrival's question and back"),
            key_text("F6"),
        ),
        KeyRow(
            mouse,
            translate("Shortcuts", "Move a glowing figure"),
            translate("Shortcuts", "Left click"),
        ),
        KeyRow(
            mouse,
            translate("Shortcuts", "Turn the camera round the board"),
            translate("Shortcuts", "Right or middle drag"),
        ),
        KeyRow(
            mouse,
            translate("Shortcuts", "Zoom in or out"),
            translate("Shortcuts", "Mouse wheel"),
        ),
        KeyRow(guide, translate("Shortcuts", "Walk the buttons of the card"), tab),
        KeyRow(
            guide, translate("Shortcuts", "Press the button with the focus"), f"{enter}, {space}"
        ),
        KeyRow(guide, translate("Shortcuts", "The previous or next card"), f"{left}, {right}"),
        KeyRow(guide, translate("Shortcuts", "Skip the guide"), escape),
        KeyRow(replay, translate("Shortcuts", "Play or pause"), space),
        KeyRow(replay, translate("Shortcuts", "One step back or on"), f"{left}, {right}"),
        KeyRow(
            replay,
            translate("Shortcuts", "The turn before or after"),
            f"{key_text('Ctrl+Left')}, {key_text('Ctrl+Right')}",
        ),
        KeyRow(
            replay,
            translate("Shortcuts", "To the start or the end"),
            f"{key_text('Home')}, {key_text('End')}",
        ),
        KeyRow(replay, translate("Shortcuts", "Press the focused button or log line"), enter),
        KeyRow(
            replay,
            translate("Shortcuts", "Close the replay"),
            f"{escape}, {key_text(QKeySequence(QKeySequence.StandardKey.Close))}",
        ),
    ]


class ShortcutsDialog(QDialog):
    """The list of keys (see the module's docstring); ``rows`` are shown in their order, the
    groups in the order they first come."""

    def __init__(self, rows: Iterable[KeyRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.rows = list(rows)
        layout = QVBoxLayout(self)
        self.search_label = QLabel(self)
        self.search = QLineEdit(self)
        self.search.setObjectName("shortcutsSearch")
        self.search.setClearButtonEnabled(True)
        self.search_label.setBuddy(self.search)
        self.search.textChanged.connect(self._filter)
        layout.addWidget(self.search_label)
        layout.addWidget(self.search)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("shortcutsList")
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(False)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.tree, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.groups: dict[str, QTreeWidgetItem] = {}
        self._items: list[tuple[QTreeWidgetItem, list[tuple[QTreeWidgetItem, KeyRow]]]] = []
        self._fill()
        self.retranslate()
        self.resize(self._fitting_size(parent))

    def _fitting_size(self, parent: QWidget | None) -> QSize:
        """Wide enough for every row on one line (both columns), as far as the window (and its
        screen) allows; at most 600 pixels high, the list scrolls."""
        metrics = self.tree.fontMetrics()
        what = max((metrics.horizontalAdvance(r.what) for r in self.rows), default=0)
        keys = max((metrics.horizontalAdvance(r.keys) for r in self.rows), default=0)
        style = self.tree.style()
        scroll = style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        needed = what + keys + self.tree.indentation() + 2 * ROW_PAD + scroll + 2 * FRAME_PAD
        room = QSize(1024, 740)
        screen = parent.screen() if parent is not None else self.screen()
        if screen is not None:
            room = screen.availableSize()
        if parent is not None:
            room = room.boundedTo(parent.size())
        return QSize(min(needed, room.width() - 24), min(600, room.height() - 40))

    def _fill(self) -> None:
        for row in self.rows:
            group = self.groups.get(row.group)
            if group is None:
                group = QTreeWidgetItem(self.tree, [row.group, ""])
                font = group.font(0)
                font.setBold(True)
                group.setFont(0, font)
                group.setFirstColumnSpanned(True)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.groups[row.group] = group
                self._items.append((group, []))
            item = QTreeWidgetItem(group, [row.what, row.keys])
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            item.setData(0, Qt.ItemDataRole.AccessibleTextRole, f"{row.what}: {row.keys}")
            item.setData(1, Qt.ItemDataRole.AccessibleTextRole, f"{row.keys}: {row.what}")
            self._items[self._index(group)][1].append((item, row))
        self.tree.expandAll()
        if self._items and self._items[0][1]:
            self.tree.setCurrentItem(self._items[0][1][0][0])

    def _index(self, group: QTreeWidgetItem) -> int:
        return next(n for n, (g, _) in enumerate(self._items) if g is group)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Shortcuts", "Keyboard shortcuts"))
        self.search_label.setText(translate("Shortcuts", "&Search:"))
        self.search.setPlaceholderText(translate("Shortcuts", "A word or a key"))
        self.search.setAccessibleName(translate("Shortcuts", "Search the keys"))
        self.tree.setHeaderLabels(
            [translate("Shortcuts", "What it does"), translate("Shortcuts", "Keys")]
        )
        self.tree.setAccessibleName(translate("Shortcuts", "Every key of the game"))

    def shown_rows(self) -> list[KeyRow]:
        """The rows the list shows now (after a search), in the list's order."""
        return [
            row
            for group, items in self._items
            if not group.isHidden()
            for item, row in items
            if not item.isHidden()
        ]

    def _filter(self, text: str) -> None:
        words = text.casefold().split()
        for group, items in self._items:
            any_shown = False
            for item, row in items:
                hay = f"{row.group} {row.what} {row.keys}".casefold()
                shown = all(word in hay for word in words)
                item.setHidden(not shown)
                any_shown = any_shown or shown
            group.setHidden(not any_shown)
