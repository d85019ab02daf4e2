"""The Rules dialog: the project's own rules text for the rules in force, in a text browser."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from core.rules import Rules
from madn_qt.rules_text import rules_html

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

    def sizeHint(self) -> QSize:
        return QSize(640, 720)
