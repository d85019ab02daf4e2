"""How long from launch until the window is shown and the 3D board drawn (issue 4: within 2 s).

Starts ``madn --players ...`` in a fresh process under the current X display (use ``xvfb-run``)
several times. The child reports the wall-clock moment its board finished its first frame
(``paintGL`` returned) and quits; the time counts from just before the process was spawned, so
Python's start-up and every import are included. Prints each run and the median.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/bench_startup.py --runs 7
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

CHILD = r"""
import sys, time
import madn_qt
from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication
from madn_qt.board import BoardView

# Settings and the game kept on closing go to Qt's test locations, not the user's.
QStandardPaths.setTestModeEnabled(True)

original = BoardView.paintGL
def first_paint(self):
    original(self)
    print(f"FIRST_FRAME {time.time():.6f}", flush=True)
    BoardView.paintGL = original
    QTimer.singleShot(0, QApplication.instance().quit)
BoardView.paintGL = first_paint

from madn_qt.app import run_app
sys.exit(run_app(["--players", "human:Anna,normal,normal,normal", "--seed", "1"]))
"""


def one_run() -> float:
    started = time.time()
    done = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, check=False
    )
    for line in done.stdout.splitlines():
        if line.startswith("FIRST_FRAME "):
            return float(line.split()[1]) - started
    raise RuntimeError(f"no frame drawn (exit {done.returncode}): {done.stderr[-2000:]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    one_run()  # warm the file cache; not counted
    times = []
    for index in range(args.runs):
        seconds = one_run()
        times.append(seconds)
        print(f"run {index + 1}/{args.runs}: board drawn {seconds:.2f} s after launch")
    print(f"median: {statistics.median(times):.2f} s (min {min(times):.2f}, max {max(times):.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
