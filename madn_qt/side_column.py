"""The window's side column: the side panel above, the move log below.

The panel scrolls when the window is too low for all of it (1024 x 640 with the penalties'
two-line buttons in the game's larger type), so the window never has to be taller than the
screen. It has no scroll bar — one that came and went would change the panel's width and
everything would jump; the wheel scrolls it, and the widget that gets the keyboard focus is always
scrolled into view. The log takes what the panel leaves, three lines at least
(``MoveLogView.sizeHint``). The column is :data:`SIDE_WIDTH` wide; the board gets the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QVBoxLayout, QWidget

from madn_qt.move_log import MoveLogView
from madn_qt.panel import SidePanel

SIDE_WIDTH = (380, 440)  # the side column's narrowest and widest: the board gets the rest


class PanelScroll(QScrollArea):
    """The side panel's scroll area: as tall as the whole panel wants when there is room (a
    plain scroll area asks for a fixed, smaller height), as wide as the panel must be."""

    def sizeHint(self) -> QSize:
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        hint = widget.sizeHint()
        frame = 2 * self.frameWidth()
        return QSize(hint.width() + frame, hint.height() + frame)

    def minimumSizeHint(self) -> QSize:
        widget = self.widget()
        least = super().minimumSizeHint()
        if widget is None:
            return least
        return QSize(widget.minimumSizeHint().width() + 2 * self.frameWidth(), least.height())


class SideColumn(QWidget):
    def __init__(self, panel: SidePanel, log: MoveLogView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sideColumn")
        self.setMinimumWidth(SIDE_WIDTH[0])
        self.setMaximumWidth(SIDE_WIDTH[1])
        self.panel = panel
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.panel_scroll = PanelScroll(self)
        self.panel_scroll.setObjectName("panelScroll")
        self.panel_scroll.setWidget(panel)
        self.panel_scroll.setWidgetResizable(True)
        self.panel_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_scroll.setMinimumHeight(120)
        # (never the focus itself: a click on a toggle leaves it where the game goes on)
        self.panel_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.panel_scroll)
        log.setMinimumHeight(log.fontMetrics().lineSpacing() * 3 + 12)
        layout.addWidget(log, 1)
        self._panel_hint = QSize()  # the panel's size hint last passed on to the layout
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def stop(self) -> None:
        """The window closes: no more focus to follow."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.disconnect(self._focus_changed)

    def panel_changed(self) -> None:
        """A scroll area does not pass its widget's new size on: when the panel wants another
        height (a new game's rules, texts, a language) the column's layout is told."""
        hint = self.panel.sizeHint()
        if hint != self._panel_hint:
            self._panel_hint = hint
            self.panel_scroll.updateGeometry()
            layout = self.layout()
            if layout is not None:
                layout.invalidate()

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The widget that gets the focus in the panel is scrolled into view (now, and once
        the panel's layout has caught up with the new turn)."""
        if new is not None and self.panel.isAncestorOf(new):
            self.panel_scroll.ensureWidgetVisible(new, 4, 4)
            QTimer.singleShot(0, self, lambda: self._show_focus(new))

    def _show_focus(self, widget: QWidget) -> None:
        if widget.hasFocus():
            self.panel_scroll.ensureWidgetVisible(widget, 4, 4)
