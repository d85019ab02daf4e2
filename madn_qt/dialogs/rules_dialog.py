"""The Rules dialog: the project's own rules text for the rules in force, in a text browser.

The text has the focus when the dialog opens, and the reading keys scroll it wherever the focus
is (PageUp/PageDown, Ctrl+Home/Ctrl+End, Home/End, the arrow keys): a read-only browser without a
text cursor would otherwise leave some of them to the Close button, which ignores them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from core.rules import Rules
from madn_qt.dialogs.rules_text import rules_html

translate = QCoreApplication.translate


class RulesDialog(QDialog):
    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(translate("RulesDialog", "Rules"))
        self.setAccessibleName(translate("RulesDialog", "Rules"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setAccessibleName(translate("RulesDialog", "Rules text"))
        self.browser.setHtml(rules_html(rules))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleName(translate("RulesDialog", "Close"))
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.browser.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        bar = self.browser.verticalScrollBar()
        step = QAbstractSlider.SliderAction
        actions = {
            Qt.Key.Key_PageDown: step.SliderPageStepAdd,
            Qt.Key.Key_PageUp: step.SliderPageStepSub,
            Qt.Key.Key_Down: step.SliderSingleStepAdd,
            Qt.Key.Key_Up: step.SliderSingleStepSub,
            Qt.Key.Key_End: step.SliderToMaximum,
            Qt.Key.Key_Home: step.SliderToMinimum,
        }
        action = actions.get(Qt.Key(event.key()))
        if action is None:
            super().keyPressEvent(event)
            return
        bar.triggerAction(action)
        event.accept()

    def sizeHint(self) -> QSize:
        return QSize(640, 720)
