"""Benchmark the side panel's paint as event games grow (issue 33): the real main window (flat
board, the game's style) opened at a saved game, the side column (panel, Roll and the toggles)
repainted again and again, its paint timed.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/bench_panel.py

The cases, interleaved round by round so that a busy moment of a shared machine falls on all of
them alike: a classic game of four figures a seat (the baseline), an event game with four
figures a seat, and the grown event games of tests/data/grown/ (26 figures at a roll and at a
choice, 27 figures at a choice). Each round repaints each case's column ``--paints`` times
(``QWidget.repaint``: the paint happens at once, in the call); the figure is the median of a
paint over all rounds, with the spread of the rounds' medians.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings, QSize
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.rules import Rules  # noqa: E402
from core.setup import Seat, Setup  # noqa: E402
from madn_qt.files.saved_game import read  # noqa: E402
from madn_qt.settings import Settings  # noqa: E402
from madn_qt.style import apply_style  # noqa: E402
from madn_qt.window.main_window import MainWindow  # noqa: E402

GROWN = ROOT / "tests" / "data" / "grown"
SEATS = (Seat.human("Anna"), Seat.ai("normal", "Ben"), Seat.ai("normal"), Seat.ai("strong"))


def window_at(case: str, folder: Path) -> MainWindow:
    store = QSettings(str(folder / f"{case}.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.landscape_animation = False
    window = MainWindow(settings, flat_board=True, reduced_motion=True, sound=None)
    window.autosave = folder / f"{case}.madn"
    window.resize(QSize(1280, 770))
    window.show()
    if case == "classic, 4 figures":
        window.start_game(Setup(Rules(), SEATS), seed=5)
    elif case == "event, 4 figures":
        window.start_game(Setup(Rules(event_mode=True, railway=True), SEATS), seed=5)
    else:
        window.show_opened_game(read(GROWN / f"{case}.madn"), seed=3)
    for _ in range(20):
        QApplication.processEvents()
    return window


def paint_times(window: MainWindow, paints: int) -> list[float]:
    column = window.side.top
    times = []
    for _ in range(paints):
        start = time.perf_counter()
        column.repaint()
        times.append(time.perf_counter() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--paints", type=int, default=60)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    apply_style(app)
    cases = [
        "classic, 4 figures",
        "event, 4 figures",
        "seat0-26-roll",
        "seat0-26-move",
        "seat3-27-move",
    ]
    with tempfile.TemporaryDirectory() as scratch:
        windows = {case: window_at(case, Path(scratch)) for case in cases}
        every: dict[str, list[float]] = {case: [] for case in cases}
        medians: dict[str, list[float]] = {case: [] for case in cases}
        for round_number in range(args.rounds):
            order = cases[round_number % len(cases) :] + cases[: round_number % len(cases)]
            for case in order:
                times = paint_times(windows[case], args.paints)
                every[case] += times
                medians[case].append(statistics.median(times))
        base = statistics.median(every[cases[0]])
        print(f"side column repaint, {args.rounds} rounds x {args.paints} paints, 1280 x 770")
        for case in cases:
            median = statistics.median(every[case])
            low, high = min(medians[case]), max(medians[case])
            print(
                f"  {case:20s} median {median * 1000:6.2f} ms  (rounds {low * 1000:.2f}–"
                f"{high * 1000:.2f} ms)  {median / base:4.2f} x the classic panel"
            )
        for window in windows.values():
            window.network.shutdown()
            window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
