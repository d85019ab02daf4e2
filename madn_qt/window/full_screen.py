"""View ▸ Full screen (issue 36): the main window covers the whole screen, without the window
manager's frame or a task bar, and comes back to its size and place when it leaves full screen.

The action is the menus' (:class:`~madn_qt.window.menus.WindowMenus`, ``full_screen_action``),
checkable, with F11 and Ctrl+Shift+F (the platform's own key for full screen too,
:func:`full_screen_keys`). Escape leaves full screen, but only an Escape nobody else wanted: the
window sees a key only after the widget with the focus (and its parents) passed it on, and a
dialog, a menu or a window of its own takes its Escape before the main window could see it.

The choice is a setting (``Settings.full_screen``), written whenever the window's state changes,
so that the window opens full screen again next time (:mod:`madn_qt.place` takes the normal
place first and goes full screen on top of it). Going in and out keeps a maximised window
maximised: only the full-screen flag of the window's state changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow

from madn_qt.settings import Settings


def full_screen_keys() -> list[QKeySequence]:
    """F11 and Ctrl+Shift+F (KDE's and GNOME's keys), and whatever else the platform says
    full screen is (``QKeySequence.StandardKey.FullScreen``), each once."""
    keys = [
        QKeySequence(Qt.Key.Key_F11),
        QKeySequence(Qt.Modifier.CTRL | Qt.Modifier.SHIFT | Qt.Key.Key_F),
    ]
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen):
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys


class FullScreen(QObject):
    """Puts one main window in and out of full screen, keeps ``action`` checked as the window
    is, and remembers the choice in ``settings``."""

    def __init__(self, window: QMainWindow, settings: Settings, action: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.action = action
        action.setCheckable(True)
        action.setChecked(window.isFullScreen())
        action.toggled.connect(self.set_full_screen)
        window.installEventFilter(self)

    def set_full_screen(self, full: bool) -> None:
        """The window full screen (or back to its normal size and place, maximised if it
        was)."""
        window = self.window
        if window.isFullScreen() == full:
            return
        state = window.windowState()
        if full:
            state |= Qt.WindowState.WindowFullScreen
        else:
            state &= ~Qt.WindowState.WindowFullScreen
        window.setWindowState(state)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            kind = event.type()
            if kind == QEvent.Type.WindowStateChange:
                self._state_changed()
            elif isinstance(event, QKeyEvent) and self._leaves(event):
                self.set_full_screen(False)
                return True
        return super().eventFilter(watched, event)

    def _leaves(self, event: QKeyEvent) -> bool:
        """An Escape that reached the window itself while it is full screen."""
        return (
            event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Escape
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and self.window.isFullScreen()
        )

    def _state_changed(self) -> None:
        """The window went in or out of full screen (the action, a key, the window manager, the
        last run's setting): the action shows it and the settings keep it."""
        full = self.window.isFullScreen()
        if self.action.isChecked() != full:
            self.action.setChecked(full)  # (toggled → set_full_screen: already so)
        if self.settings.full_screen != full:
            self.settings.full_screen = full
