"""Every window that takes the player's attention pauses the computers (issue 36).

While a menu of the menu bar (or one of its submenus), the Settings, the statistics, the game
history, a replay or About is open, no computer plays on: the player looks elsewhere and should
not miss a move. New game, Rules and the file dialogs pause the game themselves, as before.

:class:`AttentionPause` watches widgets through an event filter and holds at most one pause of
the controller (``GameController.pause``, counted there) while any of them is shown and not
minimised: the first one shown pauses, the last one hidden (or closed, or destroyed) resumes, so
two windows open at once, a submenu over its menu or a window shown twice never pause or resume
twice. A widget is watched from the moment :meth:`AttentionPause.watch` is called, shown already
or not; the modeless windows (statistics, history, replays) stay watched while they exist.
"""

from __future__ import annotations

from typing import TypeVar

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from madn_qt.play.controller import GameController

Watched = TypeVar("Watched", bound=QWidget)

# The events after which a watched widget may have come into view or left it.
WATCHED_EVENTS = frozenset(
    {
        QEvent.Type.Show,
        QEvent.Type.Hide,
        QEvent.Type.Close,
        QEvent.Type.WindowStateChange,
    }
)


class AttentionPause(QObject):
    """Pauses ``controller`` while a watched widget is in view (see the module's docstring)."""

    def __init__(self, controller: GameController, parent: QObject) -> None:
        super().__init__(parent)
        self.controller = controller
        self._watched: dict[int, QWidget] = {}  # id → widget, while it exists
        self._in_view: set[int] = set()  # the watched widgets in view now
        self._holding = False  # this holds one pause of the controller

    @property
    def holding(self) -> bool:
        """A watched widget is in view, and the controller is paused for it."""
        return self._holding

    def watch(self, widget: Watched) -> Watched:
        """Pause while ``widget`` is in view, from now on (again and again, until it is
        destroyed); watching a widget twice is watching it once. Returns ``widget``."""
        key = id(widget)
        if key not in self._watched:
            self._watched[key] = widget
            widget.installEventFilter(self)
            widget.destroyed.connect(lambda _object=None, key=key: self._gone(key))
        self._update(key)
        return widget

    def watch_menus(self, bar: QMenuBar) -> None:
        """Every menu of ``bar`` and every submenu of theirs, as they are now."""
        for menu in bar.findChildren(QMenu):
            self.watch(menu)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in WATCHED_EVENTS:
            key = id(watched)
            if key in self._watched:
                self._update(key)
        return super().eventFilter(watched, event)

    def _update(self, key: int) -> None:
        widget = self._watched[key]
        if widget.isVisible() and not widget.isMinimized():
            self._in_view.add(key)
        else:
            self._in_view.discard(key)
        self._hold(bool(self._in_view))

    def _gone(self, key: int) -> None:
        self._watched.pop(key, None)
        self._in_view.discard(key)
        self._hold(bool(self._in_view))

    def _hold(self, hold: bool) -> None:
        if hold == self._holding:
            return
        self._holding = hold
        if not shiboken6.isValid(self.controller):
            return  # (the window is being torn down: its windows go after its controller)
        if hold:
            self.controller.pause()
        else:
            self.controller.resume()
