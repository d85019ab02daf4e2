"""The late arrival's question over the board (issue 38), in English, German and Italian, in a
window of a 1024 × 768 screen with the game's style: it lies whole on the board, its text and
buttons are not cut, it leaves the keyboard where it was, and each answer's mnemonic is its own
in the window (no menu shares it), so Alt with it answers from anywhere; F6 takes the keyboard
to Allow and back, Esc there gives it back without answering. The question is the longest there
is: whose seat it is, a player who left the table (issue 38, point 4)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from madn_qt.i18n import install_translator, remove_translators
from madn_qt.network.door import LateQuestion
from madn_qt.network.late_texts import take_wait_text
from madn_qt.style import apply_style
from net.lockstep.roster import Holder, SeatHolder
from tests.madn_qt.app_support import config, make_window

LANGUAGES = ["en", "de", "it"]


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[QApplication]:
    font, sheet = QFont(qapp.font()), qapp.styleSheet()
    apply_style(qapp)
    yield qapp
    qapp.setStyleSheet(sheet)
    qapp.setFont(font)
    install_translator(qapp, "en")
    remove_translators(qapp)


def mnemonic(text: str) -> str:
    return QKeySequence.mnemonic(text).toString().upper()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_question_fits_over_the_board_and_its_mnemonics_are_its_own(
    styled: QApplication, qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    install_translator(styled, language)
    window = make_window(qtbot, tmp_path)
    window.resize(1024, 740)  # a 1024 × 768 screen less a title bar
    qtbot.waitUntil(lambda: window.width() <= 1024)
    answers: list[tuple[int, bool, bool]] = []
    # The longest question: a seat the computer plays for a player who left the table.
    left = SeatHolder(2, "Maximiliane", Holder.COMPUTER, 3, "normal")
    door = LateQuestion(window, lambda *answer: answers.append(answer), lambda: (left,))
    window.restore_focus()
    before = QApplication.focusWidget()
    door.ask(7, "Massimiliano", 2)
    door.ask(8, "Dora", 3)
    box = door.box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert "Maximiliane" in box.text() and "Massimiliano" in box.text()
    board = window.board.as_widget()
    assert board.rect().contains(box.geometry()), (box.geometry(), board.rect())
    for widget in box.findChildren(QLabel) + box.findChildren(QPushButton):
        need = widget.sizeHint()
        if isinstance(widget, QLabel) and widget.wordWrap():
            need.setHeight(widget.heightForWidth(widget.width()))
            need.setWidth(0)
        assert widget.height() >= need.height() and widget.width() >= need.width(), (
            widget.objectName(),
            widget.size(),
            need,
        )
        inside = QRect(widget.mapTo(box, QPoint(0, 0)), widget.size())
        assert box.rect().contains(inside), widget.objectName()
    assert QApplication.focusWidget() is before
    menus = {mnemonic(a.text()) for a in window.menuBar().actions()}
    keys = [mnemonic(b.text()) for b in (box.allow, box.everyone, box.refuse)]
    assert all(keys) and len(set(keys)) == 3 and not menus & set(keys), (keys, menus)

    qtbot.keyClick(window, Qt.Key.Key_F6)
    assert box.allow.hasFocus()
    qtbot.keyClick(box.allow, Qt.Key.Key_Escape)  # back to the game, unanswered
    assert not box.allow.hasFocus() and door.box is box and answers == []
    key = QKeySequence(keys[2])[0].key()
    qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)  # Refuse (an animated click)
    qtbot.waitUntil(lambda: answers == [(7, False, False)])
    qtbot.waitUntil(lambda: door.box is not None and door.box is not box)
    key = QKeySequence(keys[0])[0].key()
    qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)  # Allow
    qtbot.waitUntil(lambda: answers == [(7, False, False), (8, True, False)])
    assert door.box is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_newcomers_wait_is_whole_in_the_status_bar_and_the_panel(
    styled: QApplication, qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """The late arrival's wait for the host (issue 38, point 5), with a long name."""
    install_translator(styled, language)
    window = make_window(qtbot, tmp_path)
    window.resize(1024, 740)
    qtbot.waitUntil(lambda: window.width() <= 1024)
    text = take_wait_text(3, "Maximiliane-Josephine")
    window.network.lan_game.follow(config("random,random,random,random"), [])  # (no network)
    lan = window.network._lan
    lan.role = text
    lan.show("")
    window.controller.set_note(text)
    qtbot.waitUntil(lambda: window.panel.status_text() == text and lan.label.isVisible())
    for label in (lan.label, window.panel._status):
        assert label.height() >= label.heightForWidth(label.width()), (label.objectName(), text)
        assert label.visibleRegion().boundingRect().width() == label.width(), label.objectName()
