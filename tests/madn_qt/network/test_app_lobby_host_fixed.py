"""Once the table is open, the host page no longer looks editable (issue 38): a real table on
the loopback, with the game's style. The table's name and PIN are read-only and lie on the
window's paint (not the paper of a field to type in), the mode is greyed and disabled, the
options and the door's check boxes disabled; each tells a screen reader that it is fixed while
the table is open. Close the table and the message with the address stay usable; closed again,
everything is a field to fill in as before."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from madn_qt.style import PAPER, apply_style
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads, lan_window, unique

pytestmark = pytest.mark.timeout(120)

FIXED = "Fixed while the table is open"


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[QApplication]:
    """The game's style sheet and larger type, as the app has them."""
    font, sheet = QFont(qapp.font()), qapp.styleSheet()
    apply_style(qapp)
    yield qapp
    qapp.setStyleSheet(sheet)
    qapp.setFont(font)


def paint(widget: QWidget) -> str:
    """The colour a field shows inside its frame, left of its text (its padding)."""
    image = widget.grab().toImage()
    return QColor(image.pixel(4, image.height() // 2)).name()


def test_the_open_tables_fixed_choices_look_and_say_fixed(
    styled: QApplication, qtbot: QtBot, tmp_path: Path, peers: list[Peer]
) -> None:
    window, play = lan_window(qtbot, tmp_path, True)
    lobby = play.open_lobby()
    qtbot.waitUntil(lobby.isVisible)
    lobby.tabs.setCurrentWidget(lobby.host_page)
    page = lobby.host_page
    page.set_seat(0, "you", "Anna")
    page.set_seat(1, "remote")
    page.set_seat(2, "ai:random", "Carla")
    page.set_seat(3, "remote")
    page.table_name.setText(unique("fixed"))
    page.pin.setText("4711")
    editable = [page.table_name, page.pin, page.mode]
    assert [paint(w) for w in editable] == [PAPER] * 3, "a field to fill in"
    page.open_button.click()
    qtbot.waitUntil(page.close_button.isVisible, timeout=10000)

    for edit in (page.table_name, page.pin):
        assert edit.isReadOnly() or not edit.isEnabled()
    for widget in [*page.findChildren(QCheckBox), page.mode]:
        assert not widget.isEnabled(), widget.objectName()
    looks = {w.objectName(): paint(w) for w in editable}
    assert all(colour != PAPER for colour in looks.values()), f"still looks editable: {looks}"
    said = [page.table_name, page.pin, page.mode, page.late, page.internet, page.rules_box]
    said += [page.findChild(QCheckBox, "hostOption_railway")]
    for widget in said:
        assert widget.accessibleDescription().startswith(FIXED), widget.objectName()
    assert page.table_name.text() and page.pin.text() == "4711"  # still read (and copied)
    assert page.close_button.isEnabled() and page.close_button.hasFocus()
    address = f"127.0.0.1:{play.link.port if play.link is not None else 0}"
    assert address in page.message.text()
    flags = page.message.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.TextSelectableByMouse  # the address, to copy

    page.close_button.click()
    qtbot.waitUntil(page.open_button.isVisible, timeout=10000)
    assert [paint(w) for w in editable] == [PAPER] * 3
    for widget in page.findChildren(QLineEdit):
        assert not widget.isReadOnly(), widget.objectName()
    assert page.mode.isEnabled() and page.late.isEnabled()
    for widget in said:
        assert FIXED not in widget.accessibleDescription(), widget.objectName()
    assert page.findChild(QComboBox, "hostMode") is page.mode
    close_and_check_threads(qtbot, window)
