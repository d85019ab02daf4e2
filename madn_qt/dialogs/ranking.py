"""The ranking at the end of a game, as a small celebration: a banner in the winner's colour
with its symbol, then every player's place, figures in the goal and the game's figures (rolls,
sixes, captures; :func:`core.seat_stats.game_tally`)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.position import Position
from core.seat_stats import SeatTally
from madn_qt.style import SEAT_TEXT, seat_badge_css, seat_ink
from madn_qt.texts import colour_name, symbol

translate = QCoreApplication.translate
TOP_MARGIN = 36  # pixels below the window's top edge (its menu bar stays visible)


def ranking_rows(
    ranking: tuple[tuple[int, int], ...],
    position: Position,
    names: dict[int, str],
    tally: Mapping[int, SeatTally] | None = None,
) -> list[tuple[str, ...]]:
    """(place, player, figures in the goal[, rolls, sixes, captures]) for each seat, best
    first; the game's figures when ``tally`` is given."""
    rows: list[tuple[str, ...]] = []
    for seat, place in ranking:
        player = translate("RankingDialog", "{symbol} {name} ({colour})").format(
            symbol=symbol(seat), name=names.get(seat, ""), colour=colour_name(seat)
        )
        out = position.event_state.out if position.event_state is not None else ()
        if seat in out and not position.figures[seat]:  # (event mode: its figures left)
            goal = translate("RankingDialog", "knocked out")
        else:
            goal = f"{position.in_goal(seat)} / {len(position.figures[seat])}"
        row: tuple[str, ...] = (
            translate("RankingDialog", "{place}.").format(place=place),
            player,
            goal,
        )
        if tally is not None:
            counts = tally.get(seat, SeatTally())
            row += (str(counts.rolls), str(counts.sixes), str(counts.captures))
        rows.append(row)
    return rows


def _headers(with_tally: bool) -> list[tuple[str, str]]:
    """(header, tooltip) of the table's columns."""
    columns = [
        (translate("RankingDialog", "Place"), ""),
        (translate("RankingDialog", "Player"), ""),
        (translate("RankingDialog", "Figures in the goal"), ""),
    ]
    if with_tally:
        columns += [
            (translate("RankingDialog", "Rolls"), translate("RankingDialog", "Dice rolls")),
            (translate("RankingDialog", "Sixes"), translate("RankingDialog", "Sixes rolled")),
            (
                translate("RankingDialog", "Captures"),
                translate("RankingDialog", "Opponents' figures this player sent home"),
            ),
        ]
    return columns


class RankingDialog(QDialog):
    """The winner's banner, then places, players, goal figures and (given a tally) the game's
    figures; Close, Play again with the same seats and rules, Statistics, or Watch again."""

    play_again = Signal()
    statistics = Signal()  # the player asks how the game went (Game ▸ Statistics)
    replay = Signal()  # the player wants to watch the game again (a replay window)

    def __init__(
        self,
        ranking: tuple[tuple[int, int], ...],
        position: Position,
        names: dict[int, str],
        parent: QWidget | None = None,
        tally: Mapping[int, SeatTally] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rankingDialog")
        self.setWindowTitle(translate("RankingDialog", "Game over"))
        self.setAccessibleDescription(translate("RankingDialog", "Ranking"))  # (named by its title)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        self.winner = ranking[0][0]
        layout.addWidget(self._banner(self.winner, names.get(self.winner, "")))
        rows = ranking_rows(ranking, position, names, tally)
        layout.addWidget(self._table(ranking, rows, tally is not None))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setAccessibleDescription(translate("RankingDialog", "Close the ranking"))
        self.again_button = QPushButton(translate("RankingDialog", "&Play again"), self)
        self.again_button.setObjectName("playAgainButton")
        self.again_button.setAccessibleDescription(
            translate("RankingDialog", "Play again with the same players and rules")
        )
        self.again_button.setAutoDefault(False)  # Enter closes; a new game is chosen on purpose
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.again_button.clicked.connect(self._again)
        self.statistics_button = QPushButton(translate("RankingDialog", "S&tatistics"), self)
        self.statistics_button.setObjectName("statisticsButton")
        self.statistics_button.setAccessibleDescription(
            translate("RankingDialog", "How the game went: dice, race, players")
        )
        self.statistics_button.setAutoDefault(False)
        buttons.addButton(self.statistics_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.statistics_button.clicked.connect(self.statistics.emit)
        self.replay_button = QPushButton(translate("RankingDialog", "&Watch again"), self)
        self.replay_button.setObjectName("replayButton")
        self.replay_button.setAccessibleDescription(
            translate("RankingDialog", "Watch the game again as a replay")
        )
        self.replay_button.setAutoDefault(False)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(self.replay.emit)
        buttons.accepted.connect(self.accept)
        # Each button's name is the label it shows (what a person sees is what they hear and
        # can say to voice control); the longer words are its description.
        for button in buttons.buttons():
            button.setAccessibleName(button.text().replace("&", ""))
        layout.addWidget(buttons)
        ok.setFocus()
        width = 120 + self.table.horizontalHeader().length()
        self.resize(max(480, width), self.sizeHint().height())

    def _banner(self, winner: int, name: str) -> QFrame:
        """The winner's symbol and "Anna wins!" on the winner's paint."""
        banner = QFrame(self)
        banner.setObjectName("rankingBanner")
        banner.setStyleSheet(
            f"QFrame#rankingBanner {{ {seat_badge_css(winner, 10)} }}"
            f" QFrame#rankingBanner QLabel {{ color: {seat_ink(winner)};"
            " background-color: transparent; }"
        )
        row = QHBoxLayout(banner)
        row.setContentsMargins(16, 12, 16, 12)
        row.setSpacing(14)
        self.symbol_label = QLabel(symbol(winner), banner)
        self.symbol_label.setObjectName("winnerSymbol")
        big = self.symbol_label.font()
        big.setPointSizeF(big.pointSizeF() * 2.6)
        self.symbol_label.setFont(big)
        self.symbol_label.setAccessibleName(colour_name(winner))
        row.addWidget(self.symbol_label)
        headline = translate("RankingDialog", "{name} wins!").format(name=name)
        self.headline = QLabel(headline, banner)
        self.headline.setObjectName("winnerHeadline")
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAccessibleName(headline)
        row.addWidget(self.headline, 1)
        return banner

    def _table(
        self, ranking: tuple[tuple[int, int], ...], rows: list[tuple[str, ...]], with_tally: bool
    ) -> QTableWidget:
        headers = _headers(with_tally)
        self.table = QTableWidget(len(rows), len(headers), self)
        self.table.setObjectName("rankingTable")
        self.table.setAccessibleName(translate("RankingDialog", "Ranking"))
        for c, (text, tip) in enumerate(headers):
            item = QTableWidgetItem(text)
            if tip:
                item.setToolTip(tip)
            self.table.setHorizontalHeaderItem(c, item)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setAccessibleName(translate("RankingDialog", "Columns"))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setShowGrid(False)
        for r, row in enumerate(rows):
            seat = ranking[r][0]
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                else:  # the player in its colour, with its symbol
                    item.setForeground(QBrush(QColor(SEAT_TEXT[seat])))
                if seat == self.winner:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, header.ResizeMode.Stretch)
        # As high as its rows: no empty paper under the last place.
        rows_height = sum(self.table.rowHeight(r) for r in range(len(rows)))
        frame = 2 * self.table.frameWidth()
        self.table.setFixedHeight(header.sizeHint().height() + rows_height + frame + 2)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return self.table

    def showEvent(self, event: QShowEvent) -> None:
        """Near the top of the window, not over the board's middle: the winner's figures and
        the confetti (the board's celebration) stay in view below it."""
        super().showEvent(event)
        parent = self.parentWidget()
        if parent is not None:
            top_left = parent.mapToGlobal(QPoint(0, 0))
            x = top_left.x() + max(0, (parent.width() - self.width()) // 2)
            self.move(x, top_left.y() + TOP_MARGIN)

    def _again(self) -> None:
        self.accept()
        self.play_again.emit()

    def rows(self) -> list[tuple[str, ...]]:
        out: list[tuple[str, ...]] = []
        for r in range(self.table.rowCount()):
            out.append(
                tuple(
                    item.text() if (item := self.table.item(r, c)) is not None else ""
                    for c in range(self.table.columnCount())
                )
            )
        return out
