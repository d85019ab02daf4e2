"""``madn simulate``: argument checks, progress bar, the printed summary, and with ``--records
DIR`` every game's record written to ``DIR/game-0001.madn``, ``DIR/game-0002.madn``, ..."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from core.ai import player_names
from core.game import Game
from core.record import Record, save
from core.rules import Rules
from core.simulate import SimulationReport, simulate


def _progress_bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def run_simulate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    names = [n.strip() for n in args.players.split(",") if n.strip()]
    if not 2 <= len(names) <= 4:
        parser.error("--players needs 2 to 4 comma-separated names")
    known = player_names()
    for name in names:
        if name not in known:
            parser.error(f"unknown player {name!r} (known: {', '.join(known)})")
    if args.games < 1:
        parser.error("--games must be at least 1")
    records = _records_dir(args.records, parser) if args.records is not None else None
    progress = _progress_bar if sys.stderr.isatty() else None
    try:
        report = _run(names, args, args.rules, progress, records)
    except OSError as error:
        sys.stderr.write(f"madn simulate: cannot write a record: {error}\n")
        return 1
    _print_summary(report)
    if args.json:
        print(json.dumps(report.to_json()))
    return 0


def _run(
    names: list[str],
    args: argparse.Namespace,
    rules: Rules,
    progress: Callable[[int, int], None] | None,
    records: Path | None = None,
) -> SimulationReport:
    if records is not None:  # only the rich path keeps the games' commands
        write = _writer(records)
        return simulate(names, args.games, args.seed, rules, args.rotate, progress, write)
    if not args.rich and all(n == "random" for n in names):
        try:
            from core.fastsim import simulate_random
        except ImportError:
            pass
        else:
            fast = simulate_random(len(names), args.games, args.seed, rules, rotate=args.rotate)
            if fast is not None:
                return fast
    return simulate(names, args.games, args.seed, rules, args.rotate, progress)


def _records_dir(text: str, parser: argparse.ArgumentParser) -> Path:
    """``--records DIR``, created if it is not there (a usage error when it cannot be)."""
    folder = Path(text)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        parser.error(f"--records: cannot create the directory {text}: {error.strerror or error}")
    return folder


def record_name(index: int) -> str:
    """The file of game ``index`` (from 0): ``game-0001.madn``; more digits past 9999 games."""
    return f"game-{index + 1:04d}.madn"


def _writer(folder: Path) -> Callable[[int, Game], None]:
    def write(index: int, game: Game) -> None:
        # No date: the same seed writes the same files (docs/cli.md).
        save(Record.of_game(game, ""), folder / record_name(index))

    return write


def _print_summary(report: SimulationReport) -> None:
    print(
        f"{report.games} games, {report.games / report.seconds:.1f} games/s, "
        f"{report.rolls / report.games:.1f} rolls per game"
    )
    for i, name in enumerate(report.players):
        low, high = report.interval(i)
        print(
            f"  {i + 1}. {name:<10} {report.wins[i]:>7} wins  {100 * report.win_share[i]:5.1f} %"
            f"  (95 % interval {100 * low:.1f}-{100 * high:.1f} %)"
        )
