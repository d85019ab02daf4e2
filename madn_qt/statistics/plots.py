"""The statistics window's plots (pyqtgraph): a die's faces against what a fair die gives, and
the race of the players over the table rounds. Drawn in the board's paper and ink, each player in
its colour and with its symbol (● ▲ ■ ◆ as pyqtgraph's o t1 s d: its "t" points down), so
nobody depends on colour. The race's legend names the players and the capture marks, on the
panel's colour above the grid. :func:`picture` draws a plot anew at a fixed size, for saving.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QImage

from core.stats import DiceTest, GameStats
from madn_qt.style import INK, PAPER, WINDOW, WOOD_DARK
from madn_qt.texts import SEAT_RGB

translate = QCoreApplication.translate

SEAT_SYMBOLS = ("o", "t1", "s", "d")  # ● ▲ ■ ◆: the seats' symbols on the board
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


def _legend(item: pg.PlotItem) -> pg.LegendItem:
    """The race's legend, empty: on the panel's colour with a frame, above the grid lines
    (the axes draw the grid over the view box, and the legend is the view box's child: the
    view box goes above the axes, it draws nothing of its own)."""
    legend = item.legend
    if legend is None:
        legend = item.addLegend(
            offset=(10, 10),
            labelTextColor=INK,
            brush=pg.mkBrush(WINDOW),
            pen=pg.mkPen(WOOD_DARK),
        )
        item.getViewBox().setZValue(1)
    legend.clear()
    return legend


def _mark_sample(symbol: str) -> pg.ScatterPlotItem:
    """A capture mark for the legend, in no player's colour (the marks take their player's)."""
    return pg.ScatterPlotItem(symbol=symbol, size=13, brush=pg.mkBrush(PAPER), pen=pg.mkPen(INK))


def draw_race(
    plot: pg.PlotWidget, stats: GameStats, names: Mapping[int, str], window: int | None = None
) -> None:
    """One line per player over the table rounds (its colour and symbol), a star where it
    captured, a cross where it lost a figure; a legend with the names and the marks. ``window``:
    the table rounds the plot shows at a time (madn_qt.statistics.race_view), its symbols
    spaced for that many."""
    item = plot.getPlotItem()
    item.clear()
    legend = _legend(item)
    marked = {CAPTURE_SYMBOL: False, SUFFERED_SYMBOL: False}
    for seat in stats.seats:
        steps = list(seat.race.steps)
        if not steps:
            continue
        colour = QColor(SEAT_RGB[seat.seat % len(SEAT_RGB)])
        rounds = list(range(len(steps)))
        item.plot(rounds, steps, pen=pg.mkPen(colour, width=2.5))
        # The player's symbol on every few points (at most MARKS along a long game), and in
        # the legend: the lines are told apart without their colours.
        every = max(1, -(-min(len(steps), window or len(steps)) // MARKS))
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
                marked[symbol] = True
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
    if marked[CAPTURE_SYMBOL]:
        legend.addItem(_mark_sample(CAPTURE_SYMBOL), translate("Statistics", "captured a figure"))
    if marked[SUFFERED_SYMBOL]:
        legend.addItem(_mark_sample(SUFFERED_SYMBOL), translate("Statistics", "lost a figure"))
    item.setLabel("bottom", translate("Statistics", "Table round"))
    item.setLabel("left", translate("Statistics", "Steps gone"))
    item.enableAutoRange()


def picture(draw: Callable[[pg.PlotWidget], None], size: QSize, title: str = "") -> QImage:
    """A plot drawn by ``draw`` on a plot of its own of ``size`` pixels, off the screen, with
    ``title`` above it: the picture Save picture writes, the same whatever size the window
    has, and saying what it shows."""
    plot = plot_widget()
    plot.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    plot.resize(size)
    draw(plot)
    if title:
        plot.getPlotItem().setTitle(title, color=INK, size="13pt")
    plot.show()  # (not on the screen: laid out at its size, so that the axes and legend fit)
    image: QImage = plot.grab().toImage()
    plot.close()
    plot.deleteLater()
    return image
