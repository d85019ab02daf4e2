"""The move log in the real window always shows the whole newest entry — lines that wrap
included, after a resize too — and a reader who scrolled back keeps their place."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from madn_qt.log.move_log import MoveLogView
from tests.madn_qt.app_support import config, make_window


def newest_entry(view: MoveLogView) -> QRectF:
    """Where the last line of the log is drawn, in the viewport's coordinates."""
    block = view.document().lastBlock()
    return view.blockBoundingGeometry(block).translated(view.contentOffset())


def whole_newest_entry_shown(view: MoveLogView) -> bool:
    rect = newest_entry(view)
    return rect.height() > 0 and rect.top() >= 0 and rect.bottom() <= view.viewport().height()


def test_the_log_scrolls_to_the_true_end_of_every_entry(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    view = window.move_log
    window.resize(1024, 640)
    window.start_game(config("random:Annabella,random:Bartholomew,random:Clementine,random"))
    c = window.controller
    seen = 0
    # Every new entry, while the game runs: the newest line whole in view (it wraps: the log is
    # narrow and the names are long).
    while c.game is not None and len(c.commands) < 120:
        qtbot.waitUntil(lambda: view.blockCount() > seen, timeout=10000)  # noqa: B023
        seen = view.blockCount()
        qtbot.waitUntil(lambda: whole_newest_entry_shown(view), timeout=1000)
    assert view.verticalScrollBar().maximum() > 0, "the log never needed to scroll"
    wrapped = [b for b in _blocks(view) if b.layout() is not None and b.layout().lineCount() > 1]
    assert wrapped, "no entry wrapped: the test would not see a half-shown line"
    # The game waits (no new lines to scroll for it); the window gets lower and narrower: the
    # log's end stays in view although its lines wrap anew.
    c.pause()
    qtbot.wait(100)
    lines = view.blockCount()
    for width, height in ((1024, 600), (900, 560), (1100, 520), (1024, 640)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: whole_newest_entry_shown(view), timeout=2000)
    assert view.blockCount() == lines


def test_a_reader_who_scrolled_back_keeps_their_place(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    view = window.move_log
    window.start_game(config("random,random,random,random"))
    qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() > 40, timeout=20000)
    bar = view.verticalScrollBar()
    bar.setValue(0)
    lines = view.blockCount()
    qtbot.waitUntil(lambda: view.blockCount() > lines + 3, timeout=10000)
    assert bar.value() == 0, "the log jumped away from where the reader was"
    bar.setValue(bar.maximum())  # back at the end: it follows again
    lines = view.blockCount()
    qtbot.waitUntil(lambda: view.blockCount() > lines + 2, timeout=10000)
    qtbot.waitUntil(lambda: whole_newest_entry_shown(view), timeout=1000)


def _blocks(view: MoveLogView) -> list:  # type: ignore[type-arg]
    block = view.document().firstBlock()
    out = []
    while block.isValid():
        out.append(block)
        block = block.next()
    return out
