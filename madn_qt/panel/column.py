"""The window's side column: the side panel above, the move log below, a splitter between them.

The panel gets the height it needs whenever it can (every control whole: docs/ui.md, "Panel
and log at 1024 x 768") and the log takes the rest, three lines at least
(:data:`LOG_LEAST_LINES`): the splitter's handle cannot give the panel more than it needs (no
empty space), and the window's height that comes and goes (a resize, the LAN status line below)
is the log's. Dragging the handle up gives the log more: that height is the player's
(:attr:`SideColumn.log_height`, kept in the settings), a least height for the log from then on,
at every window size; dragging it back down to the panel's full height gives the choice up.

The panel scrolls when it gets less than it needs (a player's tall log, a window lower than
1024 x 640 with the penalties' two-line buttons). It has no scroll bar — one that came and went
would change the panel's width and everything would jump; the wheel scrolls it, and the widget
that gets the keyboard focus is always scrolled into view. The column is :data:`SIDE_WIDTH`
wide; the board gets the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSizeGrip,
    QSplitter,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from madn_qt.log.move_log import MoveLogView
from madn_qt.panel.side_panel import SidePanel

SIDE_WIDTH = (380, 440)  # the side column's narrowest and widest: the board gets the rest
LOG_LEAST_LINES = 3  # the log's least height, in lines
PANEL_LEAST = 120  # the panel's least height (it scrolls below what it needs)


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


class ColumnSplitter(QSplitter):
    """The vertical splitter of the side column: after every resize the column shares its
    height out again (:meth:`SideColumn.share`)."""

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()


class SideColumn(QWidget):
    log_height_changed = Signal(int)  # the player dragged the handle (0: back to the default)

    def __init__(
        self,
        panel: SidePanel,
        log: MoveLogView,
        parent: QWidget | None = None,
        log_height: int = 0,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("sideColumn")
        self.setMinimumWidth(SIDE_WIDTH[0])
        self.setMaximumWidth(SIDE_WIDTH[1])
        self.panel = panel
        self.log = log
        self.log_height = max(0, log_height)  # the player's least height for the log (0: none)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.splitter = ColumnSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setObjectName("sideSplitter")
        self.splitter.setChildrenCollapsible(False)
        # The splitter's upper part: the panel (it scrolls when it gets less than it needs),
        # and below it Roll and the toggles, always in view.
        self.top = QWidget(self.splitter)
        self.top.setObjectName("panelColumn")
        top_layout = QVBoxLayout(self.top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.setSpacing(0)
        self.panel_scroll = PanelScroll(self.top)
        self.panel_scroll.setObjectName("panelScroll")
        self.panel_scroll.setWidget(panel)
        self.panel_scroll.setWidgetResizable(True)
        self.panel_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_scroll.setMinimumHeight(PANEL_LEAST)
        # (never the focus itself: a click on a toggle leaves it where the game goes on)
        self.panel_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.action_row = panel.take_action_row()
        top_layout.addWidget(self.panel_scroll, 1)
        top_layout.addWidget(self.action_row, 0)
        log.setMinimumHeight(self.log_least())
        self.splitter.addWidget(self.top)
        self.splitter.addWidget(log)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)  # the log takes what the column gains
        layout.addWidget(self.splitter)
        self.splitter.splitterMoved.connect(self._moved)
        self.splitter.resized.connect(self.share)
        self._panel_hint = QSize()  # the panel's size hint last passed on to the layout
        self._sharing = False
        self._check_pending = False
        panel.installEventFilter(self)  # (its layout's requests: its height may change)
        self.action_row.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def retranslate(self) -> None:
        handle = self.splitter.handle(1)
        handle.setToolTip(
            QCoreApplication.translate("SideColumn", "Drag to give the move log more room")
        )
        handle.setAccessibleName(QCoreApplication.translate("SideColumn", "Move log's height"))

    def stop(self) -> None:
        """The window closes: no more focus to follow."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.disconnect(self._focus_changed)

    # --- heights -----------------------------------------------------------------------------
    def log_least(self) -> int:
        """The log's least height: :data:`LOG_LEAST_LINES` lines and its frame."""
        frame = 2 * self.log.frameWidth() + self.log.contentsMargins().top()
        margin = round(2 * self.log.document().documentMargin())
        return self.log.fontMetrics().lineSpacing() * LOG_LEAST_LINES + frame + margin + 2

    def panel_need(self) -> int:
        """The height the whole panel wants (every part whole), Roll and the toggles with it."""
        return self.panel_scroll.sizeHint().height() + self.action_row_height()

    def action_row_height(self) -> int:
        """The height of Roll and the toggles below the panel."""
        return self.action_row.sizeHint().height() if not self.action_row.isHidden() else 0

    def share(self) -> None:
        """Share the column's height out: the panel what it needs (less only when the log would
        be lower than its least height or than the player made it), the log the rest."""
        if self._sharing:
            return
        total = self.splitter.height() - self.splitter.handleWidth()
        if total <= 0:
            return
        need = self.panel_need()
        log_least = max(self.log_least(), self.log_height)
        least = PANEL_LEAST + self.action_row_height()
        panel = max(min(need, total - log_least), min(least, total))
        self._sharing = True
        try:
            self.top.setMaximumHeight(max(need, least))
            self.splitter.setSizes([panel, total - panel])
        finally:
            self._sharing = False

    def _moved(self, _pos: int, _index: int) -> None:
        """The player dragged the handle: the log's height is theirs from now on, unless the
        panel got all it needs (the handle back at its place: the default again)."""
        if self._sharing:
            return
        panel = self.top.height()
        log_height = 0 if panel >= self.panel_need() - 2 else self.log.height()
        if log_height != self.log_height:
            self.log_height = log_height
            self.log_height_changed.emit(log_height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        request = watched in (self.panel, self.action_row) and event.type() in (
            QEvent.Type.LayoutRequest,
            QEvent.Type.ShowToParent,
            QEvent.Type.HideToParent,
        )
        if request and not self._check_pending:  # once the panel's layout has done its work
            self._check_pending = True
            QTimer.singleShot(0, self, self._check)
        return super().eventFilter(watched, event)

    def _check(self) -> None:
        self._check_pending = False
        self.panel_changed()

    def panel_changed(self) -> None:
        """A scroll area does not pass its widget's new size on: when the panel wants another
        height (a new game's rules, texts, a language, watching) the column shares out again."""
        hint = QSize(self.panel.sizeHint().width(), self.panel_need())
        if hint != self._panel_hint:
            self._panel_hint = hint
            self.panel_scroll.updateGeometry()
            self.share()

    # --- the focus ---------------------------------------------------------------------------
    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The widget that gets the focus in the panel is scrolled into view (now, and once
        the panel's layout has caught up with the new turn)."""
        if new is not None and self.panel.isAncestorOf(new):
            self.panel_scroll.ensureWidgetVisible(new, 4, 4)
            QTimer.singleShot(0, self, lambda: self._show_focus(new))

    def _show_focus(self, widget: QWidget) -> None:
        if widget.hasFocus():
            self.panel_scroll.ensureWidgetVisible(widget, 4, 4)


class StatusBarWhenNeeded(QObject):
    """The window's status bar is shown only while one of its widgets is (the LAN game's line):
    an empty bar would take a line's height from the move log for nothing. A line that wraps is
    as tall as its text at the bar's width (a status bar asks a label for its height at a
    narrower width: a two-line text took four lines' height from the column)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._bar: QStatusBar = window.statusBar()
        self._bar.installEventFilter(self)
        for child in self._children():
            child.installEventFilter(self)
        self._fit_pending = False
        self._update()

    def _children(self) -> list[QWidget]:
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        return [
            child
            for child in self._bar.findChildren(QWidget, options=direct)
            if not isinstance(child, QSizeGrip) and not child.isWindow()
        ]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._bar:
            if kind == QEvent.Type.ChildAdded:
                child = event.child()  # type: ignore[attr-defined]
                if isinstance(child, QWidget):
                    child.installEventFilter(self)
                    QTimer.singleShot(0, self, self._update)
            elif kind == QEvent.Type.LayoutRequest:
                self._fit_soon()
        elif kind in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            self._update()
        elif kind == QEvent.Type.Resize:
            self._fit_soon()
        return False

    def _update(self) -> None:
        wanted = any(not child.isHidden() for child in self._children())
        if self._bar.isHidden() == wanted:
            self._bar.setVisible(wanted)
        self._fit_soon()

    def _fit_soon(self) -> None:
        if not self._fit_pending:
            self._fit_pending = True
            QTimer.singleShot(0, self, self._fit)

    def _fit(self) -> None:
        self._fit_pending = False
        for child in self._children():
            if isinstance(child, QLabel) and child.wordWrap() and child.width() > 0:
                height = child.heightForWidth(child.width())
                if height > 0 and (child.minimumHeight(), child.maximumHeight()) != (
                    height,
                    height,
                ):
                    child.setFixedHeight(height)
