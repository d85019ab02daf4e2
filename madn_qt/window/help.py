"""The window's help for new players: the first steps' guide (Help ▸ How to play, and once at
the first start) and the list of keys (Help ▸ Keyboard shortcuts, Ctrl+? and Ctrl+/).

:class:`WindowHelp` is owned by the main window; the menus call it. While the guide is open the
computers wait (the controller's counted pause: one ``pause`` when it opens, one ``resume``
when it closes). When it closes, done or skipped, the settings remember it (the first start
does not show it again), the keyboard goes back where the game goes on, and what was to come
after it comes (the first start's New game dialog).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from core.rules import Rules
from madn_qt.board.protocol import BoardWidget
from madn_qt.dialogs.guide import GuideOverlay, GuideStep
from madn_qt.dialogs.guide_steps import GuideParts, guide_steps
from madn_qt.dialogs.shortcuts import ShortcutsDialog, menu_rows, other_keys
from madn_qt.panel.side_panel import SidePanel
from madn_qt.play.controller import GameController
from madn_qt.settings import Settings


def shortcut_keys() -> list[QKeySequence]:
    """Help ▸ Keyboard shortcuts: Ctrl+? (GNOME's key for it) and Ctrl+/ (the same key without
    the Shift that ? needs on many keyboards)."""
    return [QKeySequence("Ctrl+?"), QKeySequence("Ctrl+/")]


class HelpWindow(Protocol):
    """What the help asks of the main window."""

    @property
    def controller(self) -> GameController: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def board(self) -> BoardWidget: ...

    @property
    def panel(self) -> SidePanel: ...

    def as_widget(self) -> QMainWindow: ...

    def restore_focus(self) -> None: ...


class WindowHelp(QObject):
    """How to play and the keys, for ``window`` (see the module's docstring)."""

    def __init__(self, window: HelpWindow, help_menu: QMenu) -> None:
        super().__init__(window.as_widget())
        self._window = window
        self._help_menu = help_menu
        self.guide: GuideOverlay | None = None
        self.shortcuts: ShortcutsDialog | None = None
        self._then: Callable[[], object] | None = None

    # --- the guide ---------------------------------------------------------------------------
    def first_start(self, then: Callable[[], object] | None = None) -> bool:
        """At the app's start: the guide once, before anything else (``then`` after it);
        ``False`` (and ``then`` at once) when it was seen before."""
        if self._window.settings.guide_seen:
            if then is not None:
                then()
            return False
        self.open_guide(then)
        return True

    def open_guide(self, then: Callable[[], object] | None = None) -> GuideOverlay:
        """Help ▸ How to play: the cards over the board, the computers waiting."""
        if self.guide is not None:
            self.guide.show_step(self.guide.index)
            return self.guide
        window = self._window
        shown = window.as_widget()
        self._then = then
        guide = GuideOverlay(shown, self._steps)
        guide.finished.connect(self._guide_closed)
        self.guide = guide
        window.controller.pause()
        guide.start()
        return guide

    def _steps(self) -> list[GuideStep]:
        window = self._window
        setup = window.controller.setup
        last = window.settings.last_setup
        rules = setup.rules if setup is not None else last.rules if last is not None else Rules()
        humans = [s for s in setup.occupied if window.controller.is_human(s)] if setup else []
        parts = GuideParts(
            window.as_widget(),
            window.board,
            window.panel,
            rules,
            humans[0] if humans else 0,
            self._help_rect,
        )
        return guide_steps(parts)

    def _help_rect(self) -> list[QRect]:
        bar = self._window.as_widget().menuBar()
        rect = bar.actionGeometry(self._help_menu.menuAction())
        if rect.isEmpty() or not bar.isVisible():
            return []
        return [QRect(bar.mapTo(self._window.as_widget(), rect.topLeft()), rect.size())]

    def _guide_closed(self, _done: bool) -> None:
        window = self._window
        self.guide = None
        window.settings.guide_seen = True
        window.settings.sync()
        window.controller.resume()
        window.restore_focus()
        then, self._then = self._then, None
        if then is not None:
            then()

    # --- the keys ----------------------------------------------------------------------------
    def open_shortcuts(self) -> ShortcutsDialog:
        """Help ▸ Keyboard shortcuts: every key, read from the menus as they are now."""
        if self.shortcuts is not None:
            self.shortcuts.raise_()
            return self.shortcuts
        shown = self._window.as_widget()
        dialog = ShortcutsDialog(menu_rows(shown.menuBar()) + other_keys(), shown)
        self.shortcuts = dialog
        dialog.finished.connect(self._shortcuts_closed)
        self._window.controller.pause()  # (the computers wait while the keys are read)
        dialog.open()
        dialog.activateWindow()
        dialog.tree.setFocus()  # (a screen reader starts at the list; Tab goes to the search)
        return dialog

    def _shortcuts_closed(self, _result: int) -> None:
        dialog, self.shortcuts = self.shortcuts, None
        if dialog is not None:
            self._window.controller.resume()
            dialog.deleteLater()
        self._window.restore_focus()
