"""The ranking at the end of a game: places, players, figures in the goal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.position import Position
from madn_qt.texts import colour_name, symbol

translate = QCoreApplication.translate


def ranking_rows(
    ranking: tuple[tuple[int, int], ...], position: Position, names: dict[int, str]
) -> list[tuple[str, str, str]]:
    """(place, player, figures in the goal) for each seat, best first."""
    rows: list[tuple[str, str, str]] = []
    for seat, place in ranking:
        player = translate("RankingDialog", "{symbol} {name} ({colour})").format(
            symbol=symbol(seat), name=names.get(seat, ""), colour=colour_name(seat)
        )
        goal = f"{position.in_goal(seat)} / {len(position.figures[seat])}"
        rows.append((translate("RankingDialog", "{place}.").format(place=place), player, goal))
    return rows


class RankingDialog(QDialog):
    """Places, players and goal figures; Close, or Play again with the same seats and rules."""

    play_again = Signal()

    def __init__(
        self,
        ranking: tuple[tuple[int, int], ...],
        position: Position,
        names: dict[int, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rankingDialog")
        self.setWindowTitle(translate("RankingDialog", "Game over"))
        self.setAccessibleName(translate("RankingDialog", "Ranking"))
        layout = QVBoxLayout(self)
        winner = ranking[0][0]
        headline = translate("RankingDialog", "{name} wins!").format(name=names.get(winner, ""))
        self.headline = QLabel(headline, self)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAccessibleName(headline)
        layout.addWidget(self.headline)
        rows = ranking_rows(ranking, position, names)
        self.table = QTableWidget(len(rows), 3, self)
        self.table.setObjectName("rankingTable")
        self.table.setAccessibleName(translate("RankingDialog", "Ranking"))
        self.table.setHorizontalHeaderLabels(
            [
                translate("RankingDialog", "Place"),
                translate("RankingDialog", "Player"),
                translate("RankingDialog", "Figures in the goal"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setAccessibleName(translate("RankingDialog", "Columns"))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, header.ResizeMode.Stretch)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setAccessibleName(translate("RankingDialog", "Close the ranking"))
        self.again_button = QPushButton(translate("RankingDialog", "&Play again"), self)
        self.again_button.setObjectName("playAgainButton")
        self.again_button.setAccessibleName(
            translate("RankingDialog", "Play again with the same players and rules")
        )
        self.again_button.setAutoDefault(False)  # Enter closes; a new game is chosen on purpose
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.again_button.clicked.connect(self._again)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(480, 120 + 36 * len(rows))

    def _again(self) -> None:
        self.accept()
        self.play_again.emit()

    def rows(self) -> list[tuple[str, str, str]]:
        out: list[tuple[str, str, str]] = []
        for r in range(self.table.rowCount()):
            place, name, detail = (
                item.text() if (item := self.table.item(r, c)) is not None else ""
                for c in range(3)
            )
            out.append((place, name, detail))
        return out
