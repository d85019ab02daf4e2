"""How long "Computer turns: to the end" takes in the real window, from the choice to the ranking.

Plays a game of four computer players (``--players``, seeded) in a shown main window at normal
animation speed and normal pace for its first ``--before`` commands, then chooses "to the end"
and measures the wall-clock seconds until the game is over, the 3D board (or ``--flat``) drawing
under Xvfb as it does for a player. Prints the median of ``--runs`` runs and the commands played.

    xvfb-run -a .venv/bin/python tools/bench_to_the_end.py --runs 3
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def one_run(players: str, seed: int, flat: bool, before: int) -> tuple[float, int]:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from core.setup import parse_players
    from madn_qt.play.controller import Stage
    from madn_qt.play.pace import Pace
    from madn_qt.settings import Settings
    from madn_qt.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    with tempfile.TemporaryDirectory() as folder:
        store = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        settings = Settings(store)
        settings.landscape_animation = False
        window = MainWindow(settings, flat_board=flat, reduced_motion=False, sound=None)
        window.autosave = Path(folder) / "kept.madn"
        window.resize(1280, 800)
        window.show()
        c = window.controller
        window.start_game(parse_players(players), seed=seed)
        while len(c.commands) < before:
            app.processEvents()
        start = time.perf_counter()
        c.set_pace(Pace.END)
        while c.stage is not Stage.OVER:
            app.processEvents()
        seconds = time.perf_counter() - start
        played = len(c.commands)
        window.close()
        window.deleteLater()
        app.processEvents()
    return seconds, played


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", default="normal,normal,normal,normal")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--before", type=int, default=20, help="commands at normal pace first")
    parser.add_argument("--flat", action="store_true", help="the painted 2D board")
    args = parser.parse_args(argv)
    times = []
    for run in range(args.runs):
        seconds, played = one_run(args.players, args.seed, args.flat, args.before)
        times.append(seconds)
        print(f"run {run + 1}/{args.runs}: {seconds:.2f} s to the ranking, {played} commands")
    print(f"median {statistics.median(times):.2f} s over {args.runs} runs ({args.players})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
