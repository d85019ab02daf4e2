"""``madn simulate``: argument checks, progress bar and the printed summary."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from core.players import player_names
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
    progress = _progress_bar if sys.stderr.isatty() else None
    report = _run(names, args, args.rules, progress)
    _print_summary(report)
    if args.json:
        print(json.dumps(report.to_json()))
    return 0


def _run(
    names: list[str],
    args: argparse.Namespace,
    rules: Rules,
    progress: Callable[[int, int], None] | None,
) -> SimulationReport:
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
