"""Where a window of the game opens and how big: it fits the screen with its frame, and the main
window comes back where the player left it (the replay window uses :func:`fitted_geometry` too).

The first time (or when the saved place fits no screen of this computer) the window takes
:data:`DEFAULT_SIZE` or :data:`SCREEN_SHARE` of the screen's available area (without task bars),
whichever is larger, but never more than fits there with the window manager's frame — title bar
included — centred (:func:`fitted_geometry`). Before the window is shown its frame is unknown, so
:data:`FRAME_ALLOWANCE` stands in; once shown, a window that would reach beyond the screen is
fitted again with the real frame. On closing, the size, place and state (maximised included) and
the split between board and panel are kept in the settings (``QWidget.saveGeometry``).

Full screen is a setting of its own (``Settings.full_screen``, View ▸ Full screen): the window
takes its normal size and place first and goes full screen on top of it, so that leaving full
screen brings them back. ``saveGeometry`` of a full-screen window keeps its normal geometry
(Qt's ``normalGeometry``) beside the full-screen one; the full-screen flag it also keeps is
ignored on opening, the setting decides.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMargins, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QSplitter

from madn_qt.settings import Settings

DEFAULT_SIZE = QSize(1280, 800)  # the window's first size where the screen has room for it
SCREEN_SHARE = 0.85  # on a larger screen the first window takes this share of it
# The frame a window manager adds (title bar, borders) before the window is shown and the real
# one is known: generous, so that the title bar is never off the screen.
FRAME_ALLOWANCE = QMargins(8, 38, 8, 8)


def fitted_geometry(available: QRect, frame: QMargins) -> QRect:
    """The window's first place (its client area, without ``frame``) on a screen whose
    ``available`` area is given: :data:`DEFAULT_SIZE` or the screen's :data:`SCREEN_SHARE`,
    whichever is larger, but never more than fits with the frame, centred."""
    room = QSize(
        available.width() - frame.left() - frame.right(),
        available.height() - frame.top() - frame.bottom(),
    )
    width = max(DEFAULT_SIZE.width(), round(available.width() * SCREEN_SHARE))
    height = max(DEFAULT_SIZE.height(), round(available.height() * SCREEN_SHARE))
    width, height = max(1, min(width, room.width())), max(1, min(height, room.height()))
    left = available.left() + frame.left() + (room.width() - width) // 2
    top = available.top() + frame.top() + (room.height() - height) // 2
    return QRect(left, top, width, height)


class WindowPlacement:
    """Places one main window (and its board/panel splitter) and remembers where it was."""

    def __init__(self, window: QMainWindow, splitter: QSplitter, settings: Settings) -> None:
        self.window = window
        self.splitter = splitter
        self.settings = settings
        self.restored = False  # the last run's place was taken

    def place(self) -> None:
        """The size, place and state of the last run, if it fits a screen of this computer;
        else a size that fits the screen with the window's frame."""
        full = self.settings.full_screen  # (read first: the window's state changes below)
        saved = self.settings.window_geometry
        self.restored = bool(saved) and self.window.restoreGeometry(QByteArray(saved or b""))
        self._set_full_screen(False)  # (the setting says, not the saved state: see below)
        if self.restored and not self._fits_a_screen():
            self.restored = False  # (a screen that is gone, a smaller one)
        splitter = self.settings.splitter_state
        if splitter:
            self.splitter.restoreState(QByteArray(splitter))
        if not self.restored:
            self.fit_to_screen()
        # Full screen on top of the normal place just taken, which leaving it brings back.
        self._set_full_screen(full)

    def _set_full_screen(self, full: bool) -> None:
        """The window full screen or not, its other state (maximised) kept."""
        window = self.window
        state = window.windowState()
        if full:
            state |= Qt.WindowState.WindowFullScreen
        else:
            state &= ~Qt.WindowState.WindowFullScreen
        if state != window.windowState():
            window.setWindowState(state)

    def _fits_a_screen(self) -> bool:
        window = self.window
        if window.isMaximized() or window.isFullScreen():
            return True
        frame = self.frame_margins()
        outer = window.geometry().adjusted(
            -frame.left(), -frame.top(), frame.right(), frame.bottom()
        )
        return any(
            screen.availableGeometry().contains(outer) for screen in QGuiApplication.screens()
        )

    def available(self) -> QRect:
        """The available area (without task bars) of the window's screen."""
        screen = self.window.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)

    def frame_margins(self) -> QMargins:
        """The frame the window manager draws around the window (title bar, borders); before
        it is known, :data:`FRAME_ALLOWANCE`."""
        frame, inner = self.window.frameGeometry(), self.window.geometry()
        margins = QMargins(
            inner.left() - frame.left(),
            inner.top() - frame.top(),
            frame.right() - inner.right(),
            frame.bottom() - inner.bottom(),
        )
        return margins if margins.top() > 0 else FRAME_ALLOWANCE

    def fit_to_screen(self, available: QRect | None = None) -> None:
        """Give the window its first size and place on ``available`` (the screen's area
        without task bars): it fits there with its title bar and borders."""
        area = self.available() if available is None else available
        self.window.setGeometry(fitted_geometry(area, self.frame_margins()))

    def shown(self) -> None:
        """The window is shown: once the window manager has framed it, its real title bar is
        known, and a first window that would reach beyond the screen is fitted again."""
        if not self.restored:
            QTimer.singleShot(0, self._refit_if_needed)

    def _refit_if_needed(self) -> None:
        window = self.window
        if window.isMaximized() or window.isFullScreen():
            return
        if not self.available().contains(window.frameGeometry()):
            self.fit_to_screen()

    def remember(self) -> None:
        """On closing: the window's size, place and state, and the splitter's, for next time."""
        self.settings.window_geometry = bytes(self.window.saveGeometry().data())
        self.settings.splitter_state = bytes(self.splitter.saveState().data())
