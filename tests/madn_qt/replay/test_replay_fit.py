"""The replay window at 1024 x 768 (the window 1024 x 740 below a title bar), in English, German and
Italian, under the game's style: every button, label, the slider and the speed are whole — inside
the window, not lower than they need, their text not cut — at the start, while it plays, with the
event box over an event, and in the "Play on from here" dialog. As in test_app_panel_fit.py."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QSlider,
    QWidget,
)
from pytestqt.qtbot import QtBot

from core.position import Phase
from core.rules import Rules
from madn_qt.replay.log import ReplayLog
from madn_qt.replay.model import LogEntry
from tests.madn_qt.replay.replay_support import CLASSIC, EVENT, make_replay, record_of, wait_shown

SMALL = QSize(1024, 740)


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def in_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def problems(window: QWidget, state: str) -> list[str]:
    """Every visible control of ``window`` that is not whole, with why."""
    settle()
    room = window.rect()
    found: list[str] = []
    widgets: list[QWidget] = [
        *window.findChildren(QAbstractButton),
        *window.findChildren(QLabel),
        *window.findChildren(QComboBox),
        *window.findChildren(QSlider),
    ]
    for widget in widgets:
        if not widget.isVisible() or (widget.isWindow() and widget is not window):
            continue
        if widget.window() is not window:
            continue
        name = widget.objectName() or type(widget).__name__
        rect = in_window(widget, window)
        if not room.contains(rect):
            found.append(f"{state}: {name} {rect} is not inside the window {room}")
        if isinstance(widget, QLabel) and widget.wordWrap():
            need = widget.heightForWidth(widget.width())
        else:
            need = widget.minimumSizeHint().height()
        if widget.height() < need:
            found.append(f"{state}: {name} is {widget.height()} px high, needs {need}")
        metrics = widget.fontMetrics()
        if isinstance(widget, QAbstractButton) and widget.text():
            icon = widget.iconSize().width() + 6 if not widget.icon().isNull() else 0
            text = widget.text().replace("&", "")
            if metrics.horizontalAdvance(text) * 1.15 + icon + 12 > widget.width():
                found.append(f"{state}: {name}'s text {text!r} is cut at {widget.width()} px")
        if isinstance(widget, QLabel) and not widget.wordWrap():
            text = widget.text().replace("&", "")
            if text and metrics.horizontalAdvance(text) > widget.width():
                found.append(f"{state}: {name}'s text {text!r} is cut")
        if isinstance(widget, QComboBox):
            widest = max(
                metrics.horizontalAdvance(widget.itemText(i)) for i in range(widget.count())
            )
            if widest + 30 > widget.width():
                found.append(f"{state}: {name}'s items are cut at {widget.width()} px")
    log = window.findChild(ReplayLog)
    if log is not None:
        found += cut_lines(log, state)
    return found


def cut_lines(log: ReplayLog, state: str) -> list[str]:
    """The log's lines in view whose wrapped text needs more height than the line has (their
    text then ran into the next line's): the text wraps in the line's width less the style
    sheet's padding, the focus ring and the style's margin, 3 px each on either side."""
    found: list[str] = []
    metrics = log.fontMetrics()
    view = log.viewport().rect()
    for row in range(log.count()):
        item = log.item(row)
        rect = log.visualItemRect(item)
        if item is None or not view.intersects(rect):
            continue
        room = QRect(0, 0, rect.width() - 18, 1_000_000)
        need = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, item.text()).height() + 6
        if rect.height() < need:
            found.append(
                f"{state}: log line {item.text()!r} is {rect.height()} px high, needs {need}"
            )
    return found


def whole_game(
    qtbot: QtBot, tmp_path: Path, game: tuple[str, Rules, int], language: str
) -> list[str]:
    """The problems of one game's replay window: at the start, playing, an event, Play on."""
    found: list[str] = []
    window = make_replay(qtbot, tmp_path, record_of(*game))
    window.resize(SMALL)
    qtbot.waitUntil(lambda: window.size() == SMALL)
    found += problems(window, f"{language} start")
    window.player.play()
    qtbot.waitUntil(lambda: window.player.index > 0)
    found += problems(window, f"{language} playing")
    window.player.pause()
    model = window.model
    confirm = next((k for k, p in enumerate(model.positions) if p.phase is Phase.CONFIRM), 0)
    if confirm:
        window.player.jump(confirm)
        wait_shown(qtbot, window, confirm)
        assert window.events.isVisible()
        found += problems(window, f"{language} event")
    window.player.jump(50)
    dialog = window.ask_play_on()
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    settle()
    size = dialog.frameGeometry().size()
    if size.width() > SMALL.width() or size.height() > SMALL.height():
        found.append(f"{language}: the Play on dialog is {size}")
    found += problems(dialog, f"{language} play on")
    dialog.reject()
    window.close()
    return found


def test_the_replay_window_is_whole_at_1024x768(
    qtbot: QtBot, tmp_path: Path, language: str, styled: None
) -> None:
    found = whole_game(qtbot, tmp_path, CLASSIC, language)
    found += whole_game(qtbot, tmp_path, EVENT, language)
    assert not found, "\n".join(found)


def test_the_logs_room_does_not_change_when_the_lines_outgrow_it(qtbot: QtBot) -> None:
    """The lines are laid out for the room they have; a scroll bar that came only once they
    outgrew the list made the room narrower after that, and wrapped lines ran into the next
    (seen in the app). The room is the same for a few lines and for a whole game's."""
    log = ReplayLog()
    qtbot.addWidget(log)
    log.resize(290, 400)
    log.show()
    qtbot.waitExposed(log)
    line = "Ben (blue) rolls 2 and cannot move."
    log.set_entries([LogEntry(line, -1)])
    settle()
    few = log.viewport().width()
    log.set_entries([LogEntry(f"{line} {k}", k) for k in range(300)])
    settle()
    assert log.viewport().width() == few
    assert not cut_lines(log, "a whole game")
