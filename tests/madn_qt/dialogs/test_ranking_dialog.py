"""The ranking as a celebration: the winner's banner in its colour and symbol, places with the
seats' symbols and colours, the game's figures from core's tally, all rows shown."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QFrame, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from core.rules import Rules
from core.seat_stats import game_tally
from core.setup import Setup
from madn_qt.dialogs.ranking import RankingDialog
from madn_qt.style import SEAT_TEXT, apply_style, rgb, seat_ink
from madn_qt.texts import SEAT_RGB, symbol
from tests.core.helpers import random_game

NAMES = {0: "Anna", 1: "Ben", 2: "Carla", 3: "Dario"}


def _near(image: QImage, colour: str, step: int = 1, within: int = 30) -> int:
    """Pixels of ``image`` (every ``step``-th) within ``within`` of ``colour``."""
    want = np.array(rgb(colour))
    count = 0
    for x in range(0, image.width(), step):
        for y in range(0, image.height(), step):
            c = QColor(image.pixel(x, y))
            got = np.array([c.red(), c.green(), c.blue()])
            count += int(np.abs(got - want).sum() < within)
    return count


def _header(table: QTableWidget, column: int) -> QTableWidgetItem:
    item = table.horizontalHeaderItem(column)
    assert item is not None
    return item


def _cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    item = table.item(row, column)
    assert item is not None
    return item


def _dialog(qtbot: QtBot, seed: int = 4, tally: bool = True) -> RankingDialog:
    game = random_game(Setup.of((0, 1, 2, 3), rules=Rules(railway=False)), seed)
    assert game.over
    dialog = RankingDialog(
        game.position_ranking(), game.position, NAMES, None, game_tally(game) if tally else None
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_rows_hold_places_symbols_goal_figures_and_the_games_figures(qtbot: QtBot) -> None:
    game = random_game(Setup.of((0, 1, 2, 3), rules=Rules(railway=False)), 4)
    counts = game_tally(game)
    dialog = _dialog(qtbot)
    rows = dialog.rows()
    assert [r[0] for r in rows] == [f"{p}." for _, p in game.position_ranking()]
    for (seat, _), row in zip(game.position_ranking(), rows, strict=True):
        assert row[1].startswith(symbol(seat)) and NAMES[seat] in row[1]
        assert row[2] == f"{game.position.in_goal(seat)} / 4"
        c = counts[seat]
        assert row[3:] == (str(c.rolls), str(c.sixes), str(c.captures))
    headers = [_header(dialog.table, c).text() for c in range(6)]
    assert headers[3:] == ["Rolls", "Sixes", "Captures"]
    assert _header(dialog.table, 5).toolTip()  # what a capture counts


def test_without_a_tally_the_ranking_has_its_three_columns(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, tally=False)
    assert dialog.table.columnCount() == 3
    assert all(len(row) == 3 for row in dialog.rows())


def test_the_banner_is_the_winners_colour_and_symbol(qtbot: QtBot) -> None:
    for seed in (4, 5, 9):
        dialog = _dialog(qtbot, seed)
        winner = dialog.winner
        assert dialog.headline.text() == f"{NAMES[winner]} wins!"
        assert dialog.symbol_label.text() == symbol(winner)
        banner = dialog.findChild(QFrame, "rankingBanner")
        assert banner is not None
        image = banner.grab().toImage()
        # the banner's paint (sampled inside its rounded border, away from the text)
        c = QColor(image.pixel(image.width() - 12, image.height() // 2))
        assert abs(np.array([c.red(), c.green(), c.blue()]) - rgb(SEAT_RGB[winner])).sum() < 12
        # and the headline in the readable ink on it
        assert _near(dialog.headline.grab().toImage(), seat_ink(winner), step=2) > 20
        dialog.close()


def test_players_are_shown_in_their_colour_the_winner_bold_and_every_row_visible(
    qtbot: QtBot, qapp: QApplication
) -> None:
    font, sheet = QApplication.font(), qapp.styleSheet()
    apply_style(qapp)  # as the app runs: the style sheet must leave the players' colours
    try:
        _check_colours(_dialog(qtbot))
    finally:
        qapp.setStyleSheet(sheet)
        QApplication.setFont(font)


def _check_colours(dialog: RankingDialog) -> None:
    table = dialog.table
    for r in range(table.rowCount()):
        item = _cell(table, r, 1)
        seat = next(s for s, name in NAMES.items() if name in item.text())
        assert item.foreground().color().name() == SEAT_TEXT[seat]
        assert item.font().bold() == (r == 0)
    rows_height = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() >= rows_height  # no row hidden, no scrolling
    assert table.viewport().height() <= rows_height + 8  # and no empty paper under them
    # painted in the seat's colour on the real widget (the style sheet leaves it)
    second = _cell(table, 1, 1)
    image = table.viewport().grab().toImage().copy(table.visualItemRect(second))
    seat = next(s for s, name in NAMES.items() if name in second.text())
    assert _near(image, SEAT_TEXT[seat], within=40) > 15


def test_enter_closes_and_play_again_is_chosen_on_purpose(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert not dialog.again_button.autoDefault() and not dialog.again_button.isDefault()
    again: list[bool] = []
    dialog.play_again.connect(lambda: again.append(True))
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    assert not dialog.isVisible() and again == []


def test_it_opens_near_the_top_of_the_window_leaving_the_boards_middle_in_view(
    qtbot: QtBot,
) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QWidget

    from madn_qt.dialogs.ranking import TOP_MARGIN

    window = QWidget()
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 1200, 780)
    window.show()
    qtbot.waitExposed(window)
    game = random_game(Setup.of((0, 1, 2, 3), rules=Rules(railway=False)), 4)
    dialog = RankingDialog(game.position_ranking(), game.position, NAMES, window, game_tally(game))
    dialog.open()
    qtbot.waitExposed(dialog)
    top = window.mapToGlobal(QPoint(0, 0)).y()
    assert dialog.y() == top + TOP_MARGIN
    assert dialog.geometry().bottom() < top + window.height() // 2  # the middle stays in view
    centre = window.mapToGlobal(QPoint(window.width() // 2, 0)).x()
    assert abs(dialog.geometry().center().x() - centre) <= 2
