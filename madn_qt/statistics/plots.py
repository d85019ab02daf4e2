"""The statistics window's plots (pyqtgraph): a die's faces against what a fair die gives, and
the race of the players over the table rounds. Drawn in the board's paper and ink, each player in
its colour and with its symbol (● ▲ ■ ◆ as pyqtgraph's o t s d), so nobody depends on colour.
"""

from __future__ import annotations

from collections.abc import Mapping

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from core.stats import DiceTest, GameStats
from madn_qt.style import INK, PAPER, WOOD_DARK
from madn_qt.texts import SEAT_RGB

translate = QCoreApplication.translate

SEAT_SYMBOLS = ("o", "t", "s", "d")  # ● ▲ ■ ◆: the seats' symbols on the board
CAPTURE_SYMBOL = "star"  # a capture made, on the capturing player's line
SUFFERED_SYMBOL = "x"  # a figure lost, on the loser's line
MARKS = 24  # a line carries its player's symbol at most this often


def plot_widget() -> pg.PlotWidget:
    """A plot in the game's paper and ink, not draggable by accident (the view stays put)."""
    plot = pg.PlotWidget(background=PAPER)
    item = plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen(INK))
        axis.setTextPen(pg.mkPen(INK))
    item.setMouseEnabled(x=False, y=False)
    item.hideButtons()
    item.setMenuEnabled(False)
    item.showGrid(x=False, y=True, alpha=0.25)
    return plot


def draw_dice(plot: pg.PlotWidget, test: DiceTest, colour: str) -> None:
    """Bars of how often each face came up, and the line a fair die's count would follow."""
    item = plot.getPlotItem()
    item.clear()
    faces = list(range(1, test.sides + 1))
    bars = pg.BarGraphItem(
        x=faces,
        height=list(test.faces),
        width=0.7,
        brush=QColor(colour),
        pen=pg.mkPen(WOOD_DARK),
    )
    item.addItem(bars)
    expected = sum(test.faces) / test.sides if test.sides else 0.0
    fair = pg.InfiniteLine(
        pos=expected, angle=0, pen=pg.mkPen(INK, width=2, style=pg.QtCore.Qt.PenStyle.DashLine)
    )
    item.addItem(fair)
    item.setLabel("bottom", translate("Statistics", "Face"))
    item.setLabel("left", translate("Statistics", "Times thrown"))
    item.getAxis("bottom").setTicks([[(face, str(face)) for face in faces]])
    top = max([*test.faces, expected, 1.0])
    item.setXRange(0.4, test.sides + 0.6, padding=0)
    item.setYRange(0, top * 1.12, padding=0)


def draw_race(plot: pg.PlotWidget, stats: GameStats, names: Mapping[int, str]) -> None:
    """One line per player over the table rounds (its colour and symbol), a star where it
    captured, a cross where it lost a figure; a legend with the names."""
    item = plot.getPlotItem()
    item.clear()
    if item.legend is None:
        item.addLegend(offset=(10, 10), labelTextColor=INK, brush=pg.mkBrush(PAPER))
    for seat in stats.seats:
        steps = list(seat.race.steps)
        if not steps:
            continue
        colour = QColor(SEAT_RGB[seat.seat % len(SEAT_RGB)])
        rounds = list(range(len(steps)))
        item.plot(rounds, steps, pen=pg.mkPen(colour, width=2.5))
        # The player's symbol on every few points (at most MARKS along a long game), and in
        # the legend: the lines are told apart without their colours.
        every = max(1, -(-len(steps) // MARKS))
        item.plot(
            rounds[::every],
            steps[::every],
            pen=None,
            symbol=SEAT_SYMBOLS[seat.seat % len(SEAT_SYMBOLS)],
            symbolBrush=colour,
            symbolPen=pg.mkPen(WOOD_DARK),
            symbolSize=8,
            name=names.get(seat.seat, seat.name),
        )
        for marks, symbol in (
            (seat.race.captures, CAPTURE_SYMBOL),
            (seat.race.suffered, SUFFERED_SYMBOL),
        ):
            at = [r for r in marks if r < len(steps)]
            if at:
                item.addItem(
                    pg.ScatterPlotItem(
                        x=at,
                        y=[steps[r] for r in at],
                        symbol=symbol,
                        size=13,
                        brush=colour,
                        pen=pg.mkPen(INK),
                    )
                )
    item.setLabel("bottom", translate("Statistics", "Table round"))
    item.setLabel("left", translate("Statistics", "Steps gone"))
    item.enableAutoRange()
