"""Seat colours that read, in the real window under the game's style: the panel's turn swatch
(each seat's paint with its readable ink, dark on yellow) and the New game dialog's seat names
(each seat's colour darkened as far as it needs on the dialog's pale wood), 4.5:1 for all four
seats; and the status line's room at the end of the game, in English, German and Italian (its
text fits the line and what follows it lies below it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from core.rules import Rules
from madn_qt import style
from madn_qt.i18n import install_translator
from madn_qt.panel.side_panel import STATUS_GAP
from madn_qt.play.controller import Stage
from madn_qt.play.pace import Pace
from madn_qt.texts import SEAT_RGB, symbol
from tests.madn_qt.app_support import config, make_window, wait_stage


def _colours(widget: QWidget) -> tuple[str, str]:
    """(text, background) as the style sheet has painted the widget (its palette once
    polished)."""
    widget.ensurePolished()
    palette = widget.palette()
    text = palette.color(QPalette.ColorRole.WindowText).name()
    background = palette.color(QPalette.ColorRole.Window).name()
    return text, background


def test_the_turn_swatch_reads_for_every_seat(qtbot: QtBot, tmp_path: Path, styled: None) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("random:Rex,random:Rita,random:Rolf,random:Rosa"), seed=2)
    swatch = window.panel._swatch
    seen: dict[int, tuple[str, str]] = {}

    def every_seat_seen() -> bool:
        position = window.controller.position
        if position is not None and swatch.text() == symbol(position.turn):
            seen[position.turn] = _colours(swatch)
        return len(seen) == 4

    qtbot.waitUntil(every_seat_seen, timeout=20000)
    for seat, (ink, paint) in seen.items():
        assert paint == SEAT_RGB[seat]
        assert style.contrast_ratio(ink, paint) >= 4.5, (seat, ink, paint)
    assert seen[3][0] == style.INK  # dark ink on the yellow, not white
    window.controller.shutdown()


def test_the_new_game_dialogs_seat_names_read(qtbot: QtBot, tmp_path: Path, styled: None) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = window.open_new_game()
    qtbot.waitExposed(dialog)
    for seat in range(4):
        label = dialog.findChild(QLabel, f"seatColour{seat}")
        assert label is not None
        ink, _ = _colours(label)
        # the label lies on the dialog's pale wood (its own background is transparent)
        assert style.contrast_ratio(ink, style.WINDOW) >= 4.5, (seat, ink)
        assert style.contrast_ratio(ink, _colours(dialog)[1]) >= 4.5, (seat, ink)
        image = label.grab().toImage()
        darkest = min(
            (image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())),
            key=lambda c: c.lightness(),
        )
        # the text as drawn is as dark as its colour (not the plain paint)
        assert style.contrast_ratio(darkest.name(), style.WINDOW) >= 4.5, (seat, darkest.name())
    dialog.reject()


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de", "it"])
def test_the_status_line_has_room_at_the_end_of_the_game(
    qtbot: QtBot, tmp_path: Path, styled: None, language: str
) -> None:
    app = QApplication.instance()
    assert app is not None
    install_translator(app, language)
    try:
        window = make_window(qtbot, tmp_path)
        window.resize(1024, 640)  # the narrowest side column
        window.start_game(
            config("random:Annabella,empty,random:Bartholomäus", Rules(jump_in_goal=True)), seed=8
        )
        window.controller.set_pace(Pace.END)
        wait_stage(qtbot, window, Stage.OVER, timeout=120000)
        qtbot.waitUntil(lambda: window.ranking_dialog is not None)
        assert window.ranking_dialog is not None
        window.ranking_dialog.close()
        panel = window.panel
        status = panel._status
        assert "Ctrl+N" in status.text() or "Strg+N" in status.text()
        panel.layout().activate()  # type: ignore[union-attr]
        QApplication.processEvents()
        room = status.contentsRect()
        need = status.fontMetrics().boundingRect(
            QRect(0, 0, room.width(), 10_000), Qt.TextFlag.TextWordWrap, status.text()
        )
        assert need.height() <= room.height() and need.width() <= room.width(), language
        # What follows the line (the Figures box; while the game is watched, as here, Roll)
        # lies below the status text.
        below = panel.figures.box if panel.figures.box.isVisible() else panel.roll_button
        below_top = below.mapTo(panel, QPoint(0, 0)).y()
        text_bottom = status.mapTo(panel, QPoint(0, room.top() + need.height())).y()
        # (with a clear gap: the layout's spacing and the line's own margin below the text)
        assert below_top - text_bottom >= STATUS_GAP + 4, (language, text_bottom, below_top)
    finally:
        install_translator(app, "en")
