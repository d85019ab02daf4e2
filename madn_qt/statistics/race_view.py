"""The race over a long game (issue 33): an event game lasts 500 table rounds and more, and a
plot of all of them is a tangle about a pixel a round. The race plot shows a window of the last
:data:`WINDOW_ROUNDS` table rounds, its steps axis fitted to them; below it an overview strip of
the whole game (thin lines in the players' colours) carries the window as a region to drag or
widen at its edges (pyqtgraph's ``LinearRegionItem``): the plot follows it. A game of up to
:data:`WHOLE_ROUNDS` table rounds is shown whole, without the strip. While a running game
grows, a window at its end stays at the end; the table beside the plot scrolls to the window's
first table round (``moved``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from core.stats import GameStats
from madn_qt.statistics.plots import plot_widget
from madn_qt.style import INK, MEADOW
from madn_qt.texts import SEAT_RGB

translate = QCoreApplication.translate

WINDOW_ROUNDS: Final = 40  # table rounds the race plot shows of a long game (10 px a round)
WHOLE_ROUNDS: Final = 60  # a game up to this long is shown whole
STRIP_HEIGHT: Final = 84  # pixels of the overview strip


class RaceWindow:
    """The overview strip under ``plot`` and the window of table rounds ``plot`` shows (see
    the module's docstring)."""

    def __init__(self, plot: pg.PlotWidget) -> None:
        self.plot = plot
        self.strip = plot_widget()
        self.strip.setFixedHeight(STRIP_HEIGHT)
        self.strip.getPlotItem().showGrid(x=False, y=False)
        self.strip.getPlotItem().getAxis("left").setStyle(showValues=False)
        self.strip.getPlotItem().getAxis("left").setWidth(
            plot.getPlotItem().getAxis("left").width()
        )
        self.region = pg.LinearRegionItem(
            brush=pg.mkBrush(
                QColor(MEADOW).red(), QColor(MEADOW).green(), QColor(MEADOW).blue(), 60
            ),
            pen=pg.mkPen(INK, width=2),
            hoverBrush=pg.mkBrush(
                QColor(MEADOW).red(), QColor(MEADOW).green(), QColor(MEADOW).blue(), 90
            ),
        )
        self.region.setZValue(10)
        self.region.sigRegionChanged.connect(self._follow)
        self.moved: Callable[[int], None] | None = None  # the window's first table round
        self._lines: list[tuple[list[int], list[int]]] = []
        self._rounds = 0
        self.strip.hide()

    def draw(self, stats: GameStats) -> None:
        """The whole race in the strip, and the window: the last :data:`WINDOW_ROUNDS` table
        rounds of a long game (kept where it was, unless it was at the end), else all."""
        rounds = max((len(seat.race.steps) for seat in stats.seats), default=0)
        at_end = self._rounds == 0 or self.region.getRegion()[1] >= self._rounds - 1
        low, high = self.region.getRegion()
        self._rounds = rounds
        self._lines = [
            (list(range(len(seat.race.steps))), list(seat.race.steps)) for seat in stats.seats
        ]
        item = self.strip.getPlotItem()
        item.clear()
        if rounds <= WHOLE_ROUNDS:
            self.strip.hide()
            self.plot.getPlotItem().enableAutoRange()
            return
        for seat, (xs, ys) in zip(stats.seats, self._lines, strict=True):
            colour = QColor(SEAT_RGB[seat.seat % len(SEAT_RGB)])
            item.plot(xs, ys, pen=pg.mkPen(colour, width=1.2))
        item.addItem(self.region)
        item.setXRange(0, rounds - 1, padding=0.01)
        item.setLabel("bottom", translate("Statistics", "Drag the window over the whole game"))
        self.region.setBounds((0, rounds - 1))
        if at_end:
            low, high = float(rounds - WINDOW_ROUNDS), float(rounds - 1)
        self.strip.show()
        self.region.setRegion((low, high))
        self._follow()

    def _follow(self) -> None:
        """The race plot shows the region's table rounds, its steps axis fitted to them."""
        if self._rounds <= WHOLE_ROUNDS:
            return
        low, high = self.region.getRegion()
        first, last = max(0, int(low)), min(self._rounds - 1, int(high + 0.999))
        seen = [y for _, ys in self._lines for y in ys[first : last + 1]]
        item = self.plot.getPlotItem()
        item.disableAutoRange()
        item.setXRange(low, high, padding=0.02)
        if seen:
            bottom, top = min(seen), max(seen)
            item.setYRange(bottom, max(top, bottom + 10), padding=0.08)
        if self.moved is not None:
            self.moved(first)
