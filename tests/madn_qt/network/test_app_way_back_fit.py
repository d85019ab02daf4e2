"""Issue 38, points 3 and 6, whole at 1024 × 768 in English, German and Italian: the question
a restarted app asks about its network game (a seat it holds, its own table), and what a
joiner's window says while it waits for its host (the status bar and the panel), each with the
game's style, nothing squashed or cut, and the question's mnemonics its own."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton, QWidget
from pytestqt.exceptions import TimeoutError as WaitTimeout
from pytestqt.qtbot import QtBot

from madn_qt.i18n import install_translator, remove_translators
from madn_qt.style import apply_style
from madn_qt.window.main_window import MainWindow
from net.discovery import TableInfo
from tests.madn_qt.network.lobby_support import Peer, close_and_check_threads, lan_window
from tests.madn_qt.network.test_app_lobby_host_wait import join_kept_host
from tests.madn_qt.network.test_app_way_back import kept_seat

pytestmark = pytest.mark.timeout(150)

LIMIT = QSize(1000, 700)  # a 1024 × 768 screen less a title bar and a panel
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


def misfits(root: QWidget) -> list[str]:
    """The labels and buttons of ``root`` that are squashed, or lie (partly) outside it."""
    found = []
    for widget in root.findChildren(QLabel) + root.findChildren(QPushButton):
        if not widget.isVisible():
            continue
        need = widget.sizeHint()
        if isinstance(widget, QLabel) and widget.wordWrap():
            need = QSize(0, widget.heightForWidth(widget.width()))
        if widget.height() < need.height() or widget.width() < need.width():
            found.append(f"{widget.text()[:40]!r} is {widget.size().toTuple()}, needs {need}")
        inside = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
        if not root.rect().contains(inside):
            found.append(f"{widget.text()[:40]!r} lies outside")
    return found


def shown_question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    box = window.network.way_back.question
    assert box is not None
    qtbot.waitUntil(box.isVisible)

    def laid_out() -> bool:  # (the box lays itself out as it shows: until it fits, or 3 s)
        size = box.frameGeometry().size()
        return (
            size.width() <= LIMIT.width() and size.height() <= LIMIT.height() and not misfits(box)
        )

    with contextlib.suppress(WaitTimeout):
        qtbot.waitUntil(laid_out, timeout=3000)
    frame = box.frameGeometry().size()
    assert frame.width() <= LIMIT.width() and frame.height() <= LIMIT.height(), frame
    problems = misfits(box)
    assert not problems, problems
    return box


@pytest.mark.parametrize("language", ["de", "it"])
def test_every_sentence_of_the_wait_and_the_way_back_is_translated(
    qapp: QApplication, language: str
) -> None:
    """Each sentence in its own words (a sentence built in an f-string once escaped lupdate)."""
    english = sentences()
    install_translator(qapp, language)
    try:
        translated = sentences()
    finally:
        install_translator(qapp, "en")
        remove_translators(qapp)
    same = [e for e, t in zip(english, translated, strict=True) if e == t]
    assert not same, same


def sentences() -> list[str]:
    from madn_qt.network import texts

    return [
        texts.waiting_for_host_text(True, "14:52"),
        texts.waiting_for_host_text(False, "14:52"),
        texts.lost_way_back_text(False),
        texts.lost_way_back_text(True),
        *texts.stopped_waiting_text(False).split(". ", 1),
        texts.table_line(table_from_txt_line(), own=True),
    ]


def table_from_txt_line() -> TableInfo:
    return TableInfo(
        "Küche._madn._tcp.local.", "Küche", ("127.0.0.1",), 9, {}, 3, "classic", 0, (),
        False, True, (), True, "",
    )  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_way_back_question_fits(
    styled: QApplication, qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    install_translator(styled, language)
    kept_seat(tmp_path, name="Die Küchentafel von Maximiliane")
    window, play = lan_window(qtbot, tmp_path)
    window.resize(1024, 740)
    assert play.way_back.offer(None)
    box = shown_question(qtbot, window)
    keys = [QKeySequence.mnemonic(b.text()).toString() for b in box.buttons()]
    assert all(keys) and len(set(keys)) == len(keys) == 2, keys
    assert "Maximiliane" in box.text()
    box.escapeButton().click()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: play.way_back.question is None)
    close_and_check_threads(qtbot, window)


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_wait_for_the_host_fits_in_the_status_bar_and_the_panel(
    styled: QApplication, qtbot: QtBot, tmp_path: Path, peers: list[Peer], language: str
) -> None:
    install_translator(styled, language)
    window, play, host, _port = join_kept_host(qtbot, tmp_path, peers)
    window.resize(1024, 740)
    c = window.controller
    host.process.send_signal(signal.SIGTERM)
    qtbot.waitUntil(lambda: play._lan.reconnecting and bool(c.note), timeout=10000)
    status = play.status

    def grown() -> bool:  # (the status bar's new height comes back from the X server)
        return window.height() <= 768 and status.height() >= status.heightForWidth(status.width())

    with contextlib.suppress(WaitTimeout):
        qtbot.waitUntil(grown, timeout=3000)
    assert window.height() <= 768
    assert status.text().endswith(c.note) and window.panel.status_text() == c.note
    assert status.height() >= status.heightForWidth(status.width()), status.size()
    panel = next(w for w in window.panel.findChildren(QLabel) if w.text() == c.note)
    # (the panel's lines take the height of their text once its layout ran: WrappingLines)
    qtbot.waitUntil(lambda: panel.height() >= panel.heightForWidth(panel.width()), timeout=3000)
    problems = [p for p in misfits(window) if c.note[:20] in p]
    assert not problems, problems
    close_and_check_threads(qtbot, window)
