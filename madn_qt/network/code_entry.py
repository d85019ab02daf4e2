"""The join page's "Join with a code" row: a field for an invite code from a host on the internet,
and its Join button.

The field forgives what people type: case, spaces, hyphens and dots (``7 Guitarist revenge.``
is ``7-guitarist-revenge``, :func:`net.internet.codes.normalize`); it completes the words after
the number from the word list of the codes, as magic-wormhole's own tools do (a popup of the
words that begin with what is typed, Down and Enter take one). A word that is not in the list
is pointed out before the code is tried: a code gets one guess. The word list (and with it
magic-wormhole) is loaded when the field is first used, not with the lobby.
"""

from __future__ import annotations

import re

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QCompleter, QHBoxLayout, QLineEdit, QPushButton, QWidget

translate = QCoreApplication.translate

_PARTS = re.compile(r"[\s\-_.,;:/]+")
NOTHING = "\x00"  # a prefix no word begins with: no popup
WORDS_IN_A_CODE = 2  # after the number (the host's doors allocate two)


def last_word(text: str) -> tuple[str, str]:
    """``text`` as what comes before its last word, and that word (``"7-guit"`` → ``("7-",
    "guit")``); no word while the number is typed."""
    parts = _PARTS.split(text)
    last = parts[-1] if parts else ""
    head = text[: len(text) - len(last)]
    if not _PARTS.sub("", head) or last.isdigit():  # the number: no word to complete yet
        return text, ""
    return head, last


class WordCompleter(QCompleter):
    """Completes the last word of the field from the code words (see the module's docstring)."""

    def __init__(self, field: QLineEdit) -> None:
        super().__init__(field)
        self._field = field
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setModelSorting(QCompleter.ModelSorting.CaseSensitivelySortedModel)
        self.setMaxVisibleItems(8)

    def splitPath(self, path: str) -> list[str]:
        _head, word = last_word(path)
        return [word.lower() if word else NOTHING]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:
        head, _word = last_word(self._field.text())
        return head + str(super().pathFromIndex(index))


class CodeField(QLineEdit):
    """The code's field; its word list is loaded the first time it has the focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lanJoinCode")
        self.setMaxLength(80)
        self.completer_ = WordCompleter(self)
        self.setCompleter(self.completer_)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.load_words()
        super().focusInEvent(event)

    def load_words(self) -> None:
        if self.completer_.model() is not None and self.completer_.model().rowCount():
            return
        from PySide6.QtCore import QStringListModel

        from net.internet.codes import WORDS

        self.completer_.setModel(QStringListModel(list(WORDS), self.completer_))


class CodeEntry(QWidget):
    """The field and its button (one row of the join page's form)."""

    code_entered = Signal(str)  # the code, normalized, its words known
    code_problem = Signal(str)  # why the text typed is not tried (the field keeps it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.field = CodeField(self)
        self.field.setPlaceholderText(translate("Lan", "e.g. 7-guitarist-revenge"))
        self.field.setAccessibleName(translate("Lan", "Invite code"))
        self.field.setAccessibleDescription(
            translate(
                "Lan",
                "A number and two words from the host of a table on the internet; spaces and "
                "capitals do not matter. Press Enter to join.",
            )
        )
        self.button = QPushButton(translate("Lan", "Join by co&de"), self)
        self.button.setObjectName("lanJoinByCode")
        self.button.setAccessibleName(translate("Lan", "Join by the invite code"))
        self.button.setAutoDefault(False)
        row.addWidget(self.field, 1)
        row.addWidget(self.button)
        self.button.clicked.connect(self.enter)
        self.field.returnPressed.connect(self._return_pressed)
        self._took_word = False  # Enter just took a word from the popup (it joins nothing)
        popup = self.field.completer_.popup()
        if popup is not None:
            popup.installEventFilter(self)  # (after the completer's: it sees the key first)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a word of the popup takes the word; the field's Enter that follows (or
        comes first, as Qt has it) joins nothing."""
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            popup = self.field.completer_.popup()
            keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            if popup is not None and event.key() in keys and popup.currentIndex().isValid():
                self._took_word = True
        return False

    def _return_pressed(self) -> None:
        took, self._took_word = self._took_word, False
        if not took:
            self.enter()

    def enter(self) -> None:
        """Try the code typed (``code_entered``), or say why it is no code (``code_problem``);
        the field keeps its text either way."""
        from net.internet.codes import CodeError, normalize, unknown_words

        try:
            code = normalize(self.field.text())
        except CodeError:
            self.code_problem.emit(
                translate(
                    "Lan", "An invite code is a number and two words, like 7-guitarist-revenge."
                )
            )
            return
        if code.count("-") != WORDS_IN_A_CODE:
            self.code_problem.emit(
                translate(
                    "Lan",
                    "An invite code has two words after its number, like 7-guitarist-revenge.",
                )
            )
            return
        strange = unknown_words(code)
        if strange:
            text = translate(
                "Lan",
                "“{words}” is no word of an invite code: check the spelling (the code is not "
                "used up).",
            )
            self.code_problem.emit(text.format(words=", ".join(strange)))
            return
        self.code_entered.emit(code)
