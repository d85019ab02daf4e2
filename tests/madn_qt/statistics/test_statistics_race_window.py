"""The race over a long event game stays readable (issue 33): for a saved game of 514 table
rounds (tests/data/grown/seat0-26-move.madn, from `madn simulate --mode event`) the race plot
shows a window of the last table rounds, wide enough apart to read, its steps axis fitted to
them; the overview strip under it shows the whole game and carries the window, and moving the
window moves the plot and the table beside it. In the real dialog at its default size (inside
1024 x 768), en/de/it."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from madn_qt.files.saved_game import read
from madn_qt.statistics import StatisticsDialog
from madn_qt.statistics.race_view import WINDOW_ROUNDS

GAME = Path(__file__).parents[2] / "data" / "grown" / "seat0-26-move.madn"
LEAST_PIXELS_PER_ROUND = 8.0  # at 1 px a round (all 514 at once) the lines were a tangle


def test_a_long_race_shows_a_window_of_table_rounds(
    qtbot: QtBot, styled: None, language: str
) -> None:
    opened = read(GAME)
    game = opened.game
    names = {seat: opened.setup.name(seat) for seat in opened.setup.occupied}
    dialog = StatisticsDialog(lambda: (game, names, {}))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.refresh()
    dialog.tabs.setCurrentWidget(dialog.race_page)
    race = dialog.race_window
    rounds = max(len(line.race.steps) for line in dialog._stats.seats)  # type: ignore[union-attr]
    assert rounds > 500
    qtbot.waitUntil(lambda: race.strip.isVisible() and dialog.race_plot.width() > 100)
    # The plot: the last table rounds, far enough apart to read.
    view = dialog.race_plot.getPlotItem().getViewBox()
    low, high = view.viewRange()[0]  # (the table rounds the race plot shows)
    assert high >= rounds - 1 and high - low <= WINDOW_ROUNDS * 1.1, (low, high)
    pixels = view.width() / (high - low)
    assert pixels >= LEAST_PIXELS_PER_ROUND, pixels
    # The strip: the whole game, the window on it.
    strip_low, strip_high = race.strip.getPlotItem().getViewBox().viewRange()[0]
    assert strip_low <= 0 and strip_high >= rounds - 1
    window = race.region.getRegion()
    assert abs(window[0] - low) < WINDOW_ROUNDS * 0.1 and abs(window[1] - high) < 2
    # The table beside it shows the same table rounds (its numbers for the keyboard).
    qtbot.waitUntil(lambda: dialog.race_table.rowAt(0) == int(window[0]))
    # Moving the window (as a drag does) moves the plot, its steps fitted to what it shows.
    race.region.setRegion((100.0, 160.0))
    low, high = view.viewRange()[0]
    assert 95 <= low <= 100 and 160 <= high <= 165, (low, high)
    qtbot.waitUntil(lambda: dialog.race_table.rowAt(0) == 100)
    (_, _), (bottom, top) = view.viewRange()
    seen = [s for line in dialog._stats.seats for s in line.race.steps[100:161]]  # type: ignore[union-attr]
    assert bottom <= min(seen) and top >= max(seen)
    assert top - bottom <= 1.5 * max(max(seen) - min(seen), 10), (bottom, top)
